"""Meinz round scoring (§5.2(8)): point cards 3, 1, nothing, 2 by rank; tied players get nothing."""

from __future__ import annotations

from collections.abc import Sequence

CARD_FOR_RANK = {1: 3, 2: 1, 3: 0, 4: 2}  # rank (competition style, 1 = highest sum) -> point card


def ranks(sums: Sequence[int]) -> list[int]:
    """Competition-style ranks, highest sum first: 40, 40, 39, 34 -> 1, 1, 3, 4."""
    return [1 + sum(1 for o in sums if o > s) for s in sums]


def point_cards(sums: Sequence[int], *, first: int | None = None) -> list[int]:
    """The point card each position earns; tied positions earn nothing.

    ``first``: a position that always takes the "3" (the 3-player monster
    variant); the others are then ranked from 2nd place on.
    """
    n = len(sums)
    out = [0] * n
    if first is not None:
        rest = [i for i in range(n) if i != first]
        r = ranks([sums[i] for i in rest])
        out[first] = CARD_FOR_RANK[1]
        for i, rank in zip(rest, r):
            if r.count(rank) == 1:
                out[i] = CARD_FOR_RANK[rank + 1]
        return out
    r = ranks(sums)
    for i, rank in enumerate(r):
        if r.count(rank) == 1:
            out[i] = CARD_FOR_RANK[rank]
    return out
