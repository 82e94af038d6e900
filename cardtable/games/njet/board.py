"""The NJET board (§3.2): five rows of five options; the one space left free in each row decides the round.

Rows and columns are numbered from 1 in action texts (``block 3 2`` covers
"black" in the trump row), from 0 inside the engine.
"""

from __future__ import annotations

from enum import StrEnum

# The phases of an NJET round (the engine's steps are finer): the board (saying "njet" to options), the teams,
# the discards and passes, the tricks.
Phase = StrEnum("Phase", "njet teams discard play over")

ROW_NAMES = ("start", "discard", "trump", "super", "points")
PLAYER_COLOURS = ("turquoise", "pink", "green", "orange", "lilac")  # row 1: seat i's player card
DISCARD_RULES = ("discard-1", "discard-2", "discard-2-no-zero", "pass-2", "none")
TRUMP_COLOURS = ("R", "K", "B", "Y", None)  # board order: red, black, blue, yellow, NJET
POINTS = (1, 2, 3, 4, -2)
# Setup table (§3.3): hand size, deck, rounds per player count.
HAND_SIZE = {2: 15, 3: 16, 4: 15, 5: 12}
ROUNDS = {2: 8, 3: 9, 4: 8, 5: 10}
DECK_NAME = {2: "njet60", 3: "njet48", 4: "njet60", 5: "njet60"}


def initial_board(players: int) -> int:
    """The covered spaces as a 25-bit mask (bit row*5+col): row 1 of absent players' colours is pre-covered."""
    covered = 0
    for col in range(players, 5):
        covered |= 1 << col
    return covered


def free_in_row(covered: int, row: int) -> list[int]:
    """The uncovered columns of ``row``."""
    return [c for c in range(5) if not (covered >> (row * 5 + c)) & 1]


def blockable(covered: int) -> list[tuple[int, int]]:
    """Spaces a disc may go on: uncovered, in a row with another free space (never a row's last)."""
    out: list[tuple[int, int]] = []
    for row in range(5):
        free = free_in_row(covered, row)
        if len(free) > 1:
            out.extend((row, c) for c in free)
    return out


def settled(covered: int) -> bool:
    """True when exactly one space per row is free."""
    return all(len(free_in_row(covered, r)) == 1 for r in range(5))


def outcome(covered: int) -> tuple[int, str, str | None, str | None, int]:
    """(start seat, discard rule, trump colour, super-trump colour, points per trick) of a settled board."""
    start, discard, trump, sup, pts = (free_in_row(covered, r)[0] for r in range(5))
    return start, DISCARD_RULES[discard], TRUMP_COLOURS[trump], TRUMP_COLOURS[sup], POINTS[pts]
