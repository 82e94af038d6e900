"""NJET scoring (§3.8): tricks and captured zeros × the points row, doubled for the monster, shared by the team.

Not zero-sum: a line's ``payee`` gains ``amount``, its ``payer`` loses it,
-1 is nobody (a −2 round makes lines with the seat as payer).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.protocol import Line, Result


def team_score(
    team: Sequence[int], tricks: Sequence[int], captures: Sequence[int], mult: int, monster: int | None
) -> int:
    """Σ over members of (tricks + captures) × points × (2 for the monster holder)."""
    return sum((tricks[p] + captures[p]) * mult * (2 if p == monster else 1) for p in team)


def settle(
    players: int,
    teams: Sequence[Sequence[int]],
    tricks: Sequence[int],
    captures: Sequence[int],
    mult: int,
    monster: int | None,
    *,
    difference: bool = False,
    details: dict | None = None,
) -> Result:
    """Every member of a team scores the team's total (or, with ``difference``, the better team the margin)."""
    points = [0] * players
    lines: list[Line] = []
    scores = [team_score(t, tricks, captures, mult, monster) for t in teams]
    if difference:
        hi, lo = max(scores), min(scores)
        paid = [hi - lo if s == hi and hi != lo else 0 for s in scores]
    else:
        paid = scores
    for t, amount in zip(teams, paid):
        units_t = sum(tricks[p] * (2 if p == monster else 1) for p in t)
        units_c = sum(captures[p] * (2 if p == monster else 1) for p in t)
        for p in t:
            points[p] = amount
            if difference:
                if amount:
                    lines.append(Line("difference", True, amount, 1, -1, p, amount))
                continue
            for part, units in (("tricks", units_t), ("captures", units_c)):
                if units:
                    value = units * mult
                    payer, payee = (-1, p) if value > 0 else (p, -1)
                    lines.append(Line(part, value > 0, mult, units, payer, payee, abs(value)))
    facts = dict(details or {})
    facts.update(team_scores=scores)
    return Result(points, lines, facts)
