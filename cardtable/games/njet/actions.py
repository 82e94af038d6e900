"""NJET action values, built once: board discs, teams, monster, discards, passes and card plays.

Card actions name codes (``play B7``, ``discard K0 K0``): equal cards are equal,
the state takes the lowest card int of a code, so records replay identically.
A card action's ``cards`` are the lowest copies of its codes in the deck of the
table size (the 48- and 60-card decks number their cards differently), its
``arg`` the codes as written.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from cardtable.cards.deck import NJET48, NJET60, Deck
from cardtable.engine.protocol import Action, BadActionText, action_words, card_word

COLOURS = NJET60.suits  # ("B", "Y", "R", "K")
CODES: tuple[str, ...] = NJET60.distinct  # 40 distinct codes
CODE_INDEX = {c: i for i, c in enumerate(CODES)}
DECKS = {"njet60": NJET60, "njet48": NJET48}
# Per deck: card int -> code index, and code index -> mask of its copies.
CODE_OF = {name: tuple(CODE_INDEX[c] for c in d.codes) for name, d in DECKS.items()}
CODE_MASK = {name: tuple(d.copies.get(code, 0) for code in CODES) for name, d in DECKS.items()}
ZERO_CODES = frozenset(i for i, c in enumerate(CODES) if c[1] == "0")

_PAIRS = [(a, b) for a in range(len(CODES)) for b in range(a, len(CODES))]


@dataclass(frozen=True)
class CardActions:
    """The card actions of one deck, indexed by code index (a pair by its two code indices, lower first)."""

    play: tuple[Action, ...]
    discard_one: tuple[Action, ...]
    discard_two: dict[tuple[int, int], Action]
    pass_two: dict[tuple[int, int], Action]


def _card_actions(deck: Deck) -> CardActions:
    def two(verb: str, a: int, b: int) -> Action:
        # the two lowest copies of a doubled code (a code with one copy makes an action never legal)
        cards = deck.ids[CODES[a]][:2] if a == b else (deck.ids[CODES[a]][0], deck.ids[CODES[b]][0])
        words = f"{CODES[a]} {CODES[b]}"
        return Action(verb, f"{verb} {words}", cards, words)

    return CardActions(
        play=tuple(Action("play", f"play {c}", deck.ids[c][:1], c) for c in CODES),
        discard_one=tuple(Action("discard", f"discard {c}", deck.ids[c][:1], c) for c in CODES),
        discard_two={(a, b): two("discard", a, b) for a, b in _PAIRS},
        pass_two={(a, b): two("pass", a, b) for a, b in _PAIRS},
    )


CARD_ACTIONS: dict[str, CardActions] = {name: _card_actions(d) for name, d in DECKS.items()}
BLOCK: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action("block", f"block {r + 1} {c + 1}", arg=f"{r} {c}") for c in range(5)) for r in range(5)
)
MONSTER: tuple[Action, ...] = tuple(Action("monster", f"monster {s}", arg=str(s)) for s in range(5))
TEAM: dict[tuple[int, ...], Action] = {
    t: Action("team", "team " + " ".join(map(str, t)), arg=" ".join(map(str, t)))
    for k in (1, 2, 3)
    for t in combinations(range(5), k)
}


def codes_of_arg(action: Action) -> tuple[int, ...]:
    """The code indices an action names (a discard, pass or play)."""
    return tuple(CODE_INDEX[c] for c in action.arg.split())


def pick(hand: int, code: int, deck: str) -> int:
    """The card int that ``code`` takes from ``hand``: the lowest copy held."""
    m = hand & CODE_MASK[deck][code]
    return (m & -m).bit_length() - 1


def counts(hand: int, deck: str) -> list[int]:
    """How many copies of each code ``hand`` holds."""
    return [(hand & m).bit_count() for m in CODE_MASK[deck]]


def _card(word: str) -> int:
    """The code index a word names (equal cards are one code: ``pick`` takes a copy)."""
    return CODE_OF["njet60"][card_word(NJET60, word)]


def parse(text: object, deck: str) -> Action:
    """Read an NJET action text at a table dealt from ``deck``; BadActionText if it is none."""
    verb, rest = action_words(text)
    cards = CARD_ACTIONS[deck]
    if verb == "play":
        if len(rest) != 1:
            raise BadActionText(f"'play' names one card: {text!r}")
        return cards.play[_card(rest[0])]
    if verb in ("discard", "pass"):
        if verb == "discard" and len(rest) == 1:
            return cards.discard_one[_card(rest[0])]
        if len(rest) != 2:
            raise BadActionText(f"{verb!r} names {'one or two cards' if verb == 'discard' else 'two cards'}: {text!r}")
        a, b = sorted((_card(rest[0]), _card(rest[1])))
        return (cards.discard_two if verb == "discard" else cards.pass_two)[(a, b)]
    if verb == "block":
        if len(rest) == 2 and all(w.isdigit() and 1 <= int(w) <= 5 for w in rest):
            return BLOCK[int(rest[0]) - 1][int(rest[1]) - 1]
        raise BadActionText(f"'block' names a row and a column, each 1-5: {text!r}")
    if verb == "monster":
        if len(rest) == 1 and rest[0].isdigit() and int(rest[0]) < 5:
            return MONSTER[int(rest[0])]
        raise BadActionText(f"'monster' names a seat: {text!r}")
    if verb == "team":
        if rest and all(w.isdigit() and int(w) < 5 for w in rest):
            seats = tuple(sorted({int(w) for w in rest}))
            if len(seats) == len(rest) and seats in TEAM:
                return TEAM[seats]
        raise BadActionText(f"'team' names one to three different seats: {text!r}")
    raise BadActionText(f"unknown NJET action {text!r} (known: block, team, monster, discard, pass, play)")
