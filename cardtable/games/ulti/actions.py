"""Ulti action values, built once: one immutable Action per card play, discard, trump, word."""

from __future__ import annotations

from cardtable.cards.deck import HUNGARIAN32 as DECK
from cardtable.engine.protocol import Action

SUITS = DECK.suits  # ("P", "T", "Z", "M"): suit number = index
KING, OVER = 6, 5  # rank indices of K and O ("7 8 9 10 U O K A")

TAKE = Action("take", "take")
PASS = Action("pass", "pass")
GIVE_UP = Action("give-up", "give-up")
CONCEDE = Action("concede", "concede")
ACCEPT = Action("accept", "accept")
REFUSE = Action("refuse", "refuse")

PLAY: tuple[Action, ...] = tuple(Action("play", f"play {DECK.codes[c]}", (c,)) for c in range(32))

# DISCARD[a][b] for a < b: the canonical form names the lower card first.
DISCARD: tuple[tuple[Action | None, ...], ...] = tuple(
    tuple(Action("discard", f"discard {DECK.codes[a]} {DECK.codes[b]}", (a, b)) if a < b else None for b in range(32))
    for a in range(32)
)

TRUMP: tuple[Action, ...] = tuple(Action("trump", f"trump {s}", arg=s) for s in SUITS)
ANNOUNCE_20: tuple[Action, ...] = tuple(Action("announce", f"announce 20 {s}", arg=f"20 {s}") for s in SUITS)
ANNOUNCE_40 = Action("announce", "announce 40", arg="40")

# Kontra words by the multiplier they bring a part to (csatlakozom joins a kontra: ×2).
RAISE_WORD = {2: "kontra", 4: "rekontra", 8: "szubkontra", 16: "hirskontra", 32: "mordkontra"}
WORD_LEVEL = {w: lv for lv, w in RAISE_WORD.items()} | {"csatlakozom": 2}
KONTRA_WORDS = tuple(WORD_LEVEL)

_KONTRA: dict[tuple[str, str, int | None], Action] = {}


def kontra_action(word: str, part: str, seat: int | None = None) -> Action:
    """The (cached) action ``word PART``, e.g. ``kontra ulti``; ``rekontra betli 2`` answers only seat 2's
    individual kontra (``arg`` is then ``"betli 2"``)."""
    a = _KONTRA.get((word, part, seat))
    if a is None:
        arg = part if seat is None else f"{part} {seat}"
        a = _KONTRA[(word, part, seat)] = Action(word, f"{word} {arg}", arg=arg)
    return a


def marriage_mask(suit: int) -> int:
    """The K+O of ``suit`` as a mask."""
    return (1 << (suit * 8 + KING)) | (1 << (suit * 8 + OVER))


MARRIAGE: tuple[int, ...] = tuple(marriage_mask(s) for s in range(4))
