"""Écarté actions and their canonical texts (digest, "Action texts").

``propose``, ``stand``, ``accept``, ``refuse``, ``king``, ``discard C1 … Ck``
(cards in deck order; ``discard`` alone keeps every card) and ``play C``.
Every action object is made once and shared.
"""

from __future__ import annotations

from cardtable.cards import bits
from cardtable.engine.protocol import Action, BadActionText, action_words, alone, card_word, card_words
from cardtable.games.ecarte.tables import DECK

PROPOSE = Action("propose", "propose")
STAND = Action("stand", "stand")
ACCEPT = Action("accept", "accept")
REFUSE = Action("refuse", "refuse")
KING = Action("king", "king")
WORDS = {a.text: a for a in (PROPOSE, STAND, ACCEPT, REFUSE, KING)}

PLAY = tuple(Action("play", f"play {DECK.codes[c]}", (c,)) for c in range(len(DECK)))

_DISCARDS: dict[int, Action] = {}


def discard(mask: int) -> Action:
    """The action discarding the cards of ``mask``."""
    action = _DISCARDS.get(mask)
    if action is None:
        cards = tuple(bits(mask))
        text = " ".join(["discard", *(DECK.codes[c] for c in cards)])
        action = _DISCARDS[mask] = Action("discard", text, cards)
    return action


def discard_mask(action: Action) -> int:
    """The mask of the cards a discard action names."""
    m = 0
    for c in action.cards:
        m |= 1 << c
    return m


def parse(text: str) -> Action:
    """Read an action text (card order in a discard is free); BadActionText if it is no Écarté action."""
    verb, args = action_words(text, fold_case=False)
    if verb in WORDS:
        return alone(WORDS[verb], args, text)
    if verb == "play":
        return PLAY[card_words(DECK, verb, args, text)[0]]
    if verb == "discard":
        if len(args) > 5:
            raise BadActionText(f"a discard names at most 5 cards: {text!r}")
        mask = 0
        for code in args:
            c = card_word(DECK, code)
            if mask >> c & 1:
                raise BadActionText(f"{code} is named twice: {text!r}")
            mask |= 1 << c
        return discard(mask)
    known = ", ".join([*WORDS, "discard", "play"])
    raise BadActionText(f"unknown Écarté action {text!r} (known: {known})")
