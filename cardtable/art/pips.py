"""Pip layouts: one small table per deck family, over half the card, mirrored 180° for the rest.

A layout entry ``(column, row)`` uses columns 0..2 and rows 0..6 (row 3 is the middle).
Every entry is repeated at the 180°-turned position ``(2 - column, 6 - row)`` unless it
maps onto itself, or is marked ``once`` with a third element (the French seven's odd pip).
"""

from __future__ import annotations

Layout = dict[str, list[tuple]]

HUNGARIAN: Layout = {
    "7": [(0, 0), (2, 0), (0, 3), (1, 3)],
    "8": [(0, 0), (2, 0), (0, 2), (2, 2)],
    "9": [(0, 0), (2, 0), (0, 2), (2, 2), (1, 3)],
    "10": [(0, 0), (2, 0), (0, 2), (2, 2), (1, 1)],
}

FRENCH: Layout = {
    "7": [(0, 0), (2, 0), (0, 3), (1, 1.5, "once")],
    "8": [(0, 0), (2, 0), (0, 3), (1, 1.5)],
    "9": [(0, 0), (2, 0), (0, 2), (2, 2), (1, 3)],
    "10": [(0, 0), (2, 0), (0, 2), (2, 2), (1, 1)],
}


def pip_points(layout: Layout, rank: str) -> list[tuple[float, float, bool]]:
    """(column, row, turned) of every pip of ``rank``, top to bottom, left to right."""
    out: dict[tuple[float, float], bool] = {}
    for entry in layout[rank]:
        col, row = entry[0], entry[1]
        out.setdefault((col, row), row > 3)
        if len(entry) == 2:
            out.setdefault((2 - col, 6 - row), 6 - row > 3)
    return [(c, r, t) for (c, r), t in sorted(out.items(), key=lambda kv: (kv[0][1], kv[0][0]))]
