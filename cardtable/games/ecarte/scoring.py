"""Écarté scoring per deal (§§26, 40, 41, 43): king points, tricks, vole and the two penalties.

Écarté is not zero-sum: each deal scores points for one or both players and
nobody pays them. A line's ``payer`` is therefore -1 ("scored, nobody pays"),
its ``payee`` the seat that scores and ``amount`` the points.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.protocol import Line, Result


def trick_score(
    tricks_won: Sequence[int], dealer: int, autorite: bool, refused_first: bool
) -> tuple[int, str, int] | None:
    """(seat, part, points) for the tricks, or None while nobody has 3 tricks.

    §43: 3 or 4 tricks score 1, all five (vole) 2. §40: the dealer refused the
    first proposal and took fewer than 3 — the non-dealer scores 2. §41: the
    non-dealer played the original deal without proposing (d'autorité) and
    took fewer than 3 — the dealer scores 2. A penalty is worth 2 even with a
    vole (A3-6: max(2, normal)).
    """
    for seat in (0, 1):
        if tricks_won[seat] >= 3:
            break
    else:
        return None
    if refused_first and seat != dealer:
        return seat, "penalty-refused", 2
    if autorite and seat == dealer:
        return seat, "penalty-autorite", 2
    if tricks_won[seat] == 5:
        return seat, "vole", 2
    return seat, "tricks", 1


def settle(
    marks: Sequence[tuple[int, str]],
    tricks_won: Sequence[int],
    dealer: int,
    autorite: bool,
    refused_first: bool,
    details: dict,
) -> Result:
    """The deal's result: king marks (``(seat, how)``, how = "turn-up", "declared" or "auto"), then tricks."""
    points = [0, 0]
    lines = []
    for seat, how in marks:
        points[seat] += 1
        lines.append(Line("king", True, 1, 1, -1, seat, 1, note=f"king-{how}"))
    scored = trick_score(tricks_won, dealer, autorite, refused_first)
    if scored is not None:
        seat, part, value = scored
        points[seat] += value
        lines.append(Line(part, True, value, 1, -1, seat, value, note=f"tricks-{tricks_won[seat]}"))
    return Result(points, lines, details)
