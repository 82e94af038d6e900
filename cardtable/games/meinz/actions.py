"""Meinz action values, built once: discards, plays, the claim, exchanges."""

from __future__ import annotations

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import Action, BadActionText, action_words, alone, card_words

N = len(DECK)  # 36

DISCARD: tuple[Action, ...] = tuple(Action("discard", f"discard {DECK.codes[c]}", (c,)) for c in range(N))
PLAY: tuple[Action, ...] = tuple(Action("play", f"play {DECK.codes[c]}", (c,)) for c in range(N))
CLAIM = Action("claim", "claim")  # "Meinz!": the trick is mine
PASS = Action("pass", "pass")  # no claim in this window
KEEP = Action("keep", "keep")  # the trick winner exchanges nothing

# EXCHANGE[t][h]: take card t from the won trick into the hand, put hand card h into the trick.
EXCHANGE: tuple[tuple[Action | None, ...], ...] = tuple(
    tuple(Action("exchange", f"exchange {DECK.codes[t]} {DECK.codes[h]}", (t, h)) if t != h else None for h in range(N))
    for t in range(N)
)

WORDS = {a.text: a for a in (CLAIM, PASS, KEEP)}


def parse(text: object) -> Action:
    """Read an action text; BadActionText if it is no Meinz action."""
    verb, args = action_words(text)
    if verb in WORDS:
        return alone(WORDS[verb], args, text)
    if verb in ("play", "discard"):
        return (PLAY if verb == "play" else DISCARD)[card_words(DECK, verb, args, text)[0]]
    if verb == "exchange":
        t, h = card_words(DECK, verb, args, text, 2)  # the trick card, then the hand card
        a = EXCHANGE[t][h]
        if a is None:
            raise BadActionText(f"'exchange' names two different cards: {text!r}")
        return a
    raise BadActionText(f"unknown Meinz action {text!r} (known: discard, play, claim, pass, exchange, keep)")
