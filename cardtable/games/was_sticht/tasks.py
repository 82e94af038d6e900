"""The 24 task cards of Was sticht? as data, and when each is fulfilled (§4.1, [HU] A feladatkártyák).

A task is named by its kind id (copies of a kind are alike): ``betli``,
``no-R`` ``no-B`` ``no-Y`` ``no-G``, ``exactly-1`` … ``exactly-4``, ``last``,
``most``, ``fewest``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.cards.deck import NUMBERS36 as DECK

COLOURS = DECK.suits  # ("R", "B", "Y", "G")

KINDS = ("betli", *(f"no-{c}" for c in COLOURS), *(f"exactly-{n}" for n in range(1, 5)), "last", "most", "fewest")

# [HU] counts; the 2-2-2-2 split of the eight "exactly N" cards is UNCONFIRMED (option ``exactly_split``).
DEFAULT_EXACTLY_SPLIT = (2, 2, 2, 2)


def task_counts(exactly_split: Sequence[int] = DEFAULT_EXACTLY_SPLIT) -> dict[str, int]:
    """How many cards of each kind the box holds."""
    counts = {"betli": 3, **{f"no-{c}": 1 for c in COLOURS}}
    counts |= {f"exactly-{n}": exactly_split[n - 1] for n in range(1, 5)}
    counts |= {"last": 3, "most": 3, "fewest": 3}
    return counts


@dataclass(frozen=True)
class RoundFacts:
    """What the tasks look at after the 9 tricks: tricks per seat, colours in them, the last trick's winner."""

    tricks: tuple[int, ...]  # tricks won per seat
    colours: tuple[int, ...]  # per seat: bit set of printed colours among the cards of the won tricks
    last: int  # seat that won the 9th trick


def fulfilled(kind: str, seat: int, f: RoundFacts) -> bool:
    """True if ``seat`` fulfilled a task of ``kind`` this round."""
    mine = f.tricks[seat]
    others = [t for s, t in enumerate(f.tricks) if s != seat]
    if kind == "betli":
        return mine == 0
    if kind.startswith("no-"):
        # "regardless of trump": the printed colour counts; at least one trick is needed (W2).
        return mine >= 1 and not f.colours[seat] >> COLOURS.index(kind[3:]) & 1
    if kind.startswith("exactly-"):
        return mine == int(kind[8:])
    if kind == "last":
        return f.last == seat
    if kind == "most":
        return all(mine > t for t in others)
    if kind == "fewest":
        # Literal [HU] reading (W1): anyone with fewer or as many tricks, 0 included, spoils it.
        return mine >= 1 and all(mine < t for t in others)
    raise ValueError(f"unknown task {kind!r}")
