"""MÜ action values, built once: reveal/play by card code, trumps, partner, pass and done.

Equal cards are equal (the deck is a multiset): ``play R7`` and ``reveal R7``
name a code, and the state picks the copy (``pick``), so records replay the
same way on every machine.
"""

from __future__ import annotations

from cardtable.cards.deck import MU60 as DECK
from cardtable.engine.protocol import Action, BadActionText, action_words, alone, card_words

COLOURS = DECK.suits  # ("B", "Y", "R", "K", "G"): colour number = index
CODES: tuple[str, ...] = DECK.distinct  # the 50 distinct codes, in deck order
CODE_INDEX = {c: i for i, c in enumerate(CODES)}
CODE_OF: tuple[int, ...] = tuple(CODE_INDEX[c] for c in DECK.codes)  # card int -> code index
CODE_MASK: tuple[int, ...] = tuple(DECK.copies[code] for code in CODES)
VALUE: tuple[int, ...] = tuple(int(r) for r in DECK.rank_of)
COLOUR: tuple[int, ...] = DECK.suit_of
# Triangles (§1): 1 and 9 none, 6 and 7 two, every other value one.
TRIANGLES: tuple[int, ...] = tuple(0 if v in (1, 9) else 2 if v in (6, 7) else 1 for v in VALUE)

TRUMP_NAMES: tuple[str, ...] = (*COLOURS, *"0123456789")  # a colour letter or a number

PASS = Action("pass", "pass")
DONE = Action("done", "done")
REVEAL: tuple[Action, ...] = tuple(Action("reveal", f"reveal {c}", (DECK.ids[c][0],), c) for c in CODES)
PLAY: tuple[Action, ...] = tuple(Action("play", f"play {c}", (DECK.ids[c][0],), c) for c in CODES)
TRUMP: dict[str, Action] = {t: Action("trump", f"trump {t}", arg=t) for t in TRUMP_NAMES}
TRUMP_NONE = Action("trump", "trump none", arg="none")
PARTNER: tuple[Action, ...] = tuple(Action("partner", f"partner {s}", arg=str(s)) for s in range(6))


def pick(hand: int, code: int, prefer: int = 0) -> int:
    """The copy of ``code`` a play takes from ``hand``: one in ``prefer`` (revealed) first, then the lowest."""
    m = hand & CODE_MASK[code]
    p = m & prefer
    m = p or m
    return (m & -m).bit_length() - 1


def codes_in(mask: int) -> list[int]:
    """The distinct code indices held in ``mask``, in deck order."""
    out = []
    for k, cm in enumerate(CODE_MASK):
        if mask & cm:
            out.append(k)
    return out


def parse(text: object) -> Action:
    """Read a MÜ action text; BadActionText if it is none."""
    verb, rest = action_words(text)
    if verb in ("pass", "done"):
        return alone(PASS if verb == "pass" else DONE, rest, text)
    if verb in ("reveal", "play"):
        code = CODE_OF[card_words(DECK, verb, rest, text)[0]]  # equal cards are one code (``pick`` takes a copy)
        return (REVEAL if verb == "reveal" else PLAY)[code]
    if verb == "trump":
        if len(rest) == 1:
            t = rest[0].upper()
            if t == "NONE":
                return TRUMP_NONE
            if t in TRUMP:
                return TRUMP[t]
        raise BadActionText(f"'trump' names a colour B Y R K G, a number 0-9 or none: {text!r}")
    if verb == "partner":
        if len(rest) == 1 and rest[0].isdigit() and int(rest[0]) < 6:
            return PARTNER[int(rest[0])]
        raise BadActionText(f"'partner' names a seat number: {text!r}")
    raise BadActionText(f"unknown MÜ action {text!r} (known: reveal, done, pass, trump, partner, play)")
