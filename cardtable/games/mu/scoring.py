"""MÜ scoring (§2.6, §2.3): triangles, the target table, bonus, penalty, and the Eklat.

Nothing here is zero-sum: a line's ``payee`` gains ``amount``, its ``payer``
loses it, and -1 is nobody (points come from and go to no one).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.protocol import Line, Result


def target(players: int, bid: int, six_player_row: str = "mca") -> int:
    """Points the chief's team needs with ``bid`` cards revealed (the overview card, §2.6)."""
    if players == 3:
        return 10 + 2 * bid
    if players == 4:
        return 28 + 2 * bid
    if players == 5:
        return 21 + 3 * bid
    return (16 if six_player_row == "mca" else 18) + 4 * bid


def trump_rank(chief_trump: str | None) -> int:
    """The bonus step of the chief's trump: colour 0, number 1 or 7 → 1, other number 2, none 3."""
    if chief_trump is None:
        return 3
    if chief_trump.isdigit():
        return 1 if chief_trump in ("1", "7") else 2
    return 0


def bonus(bid: int, chief_trump: str | None, cap: bool = False) -> int:
    """The success bonus chief and partner each get: 10·(bid + trump rank), capped at 100 as an option."""
    b = 10 * (bid + trump_rank(chief_trump))
    return min(b, 100) if cap else b


def achieved(players: int, team_points: int, bid: int, six_player_row: str = "mca") -> int:
    """The largest bid whose target the team reached (0 below the first level)."""
    best = 0
    for level in range(1, bid + 1):
        if target(players, level, six_player_row) <= team_points:
            best = level
    return best


def settle_play(
    players: int,
    triangles: Sequence[int],
    chief: int,
    partner: int | None,
    bid: int,
    chief_trump: str | None,
    *,
    bonus_cap: bool = False,
    six_player_row: str = "mca",
    details: dict | None = None,
) -> Result:
    """Triangles for everyone, then bonus (team reached the target) or penalty (§2.6)."""
    points = list(triangles)
    lines = [Line("triangles", True, t, 1, -1, s, t) for s, t in enumerate(triangles)]
    team = [chief] if partner is None else [chief, partner]
    team_points = sum(triangles[s] for s in team)
    need = target(players, bid, six_player_row)
    facts = dict(details or {})
    facts.update(team=team, team_points=team_points, target=need, bid=bid)
    if team_points >= need:
        b = bonus(bid, chief_trump, bonus_cap)
        for s in team:
            points[s] += b
            lines.append(Line("bonus", True, b, 1, -1, s, b, note=f"bid-{bid}-rank-{trump_rank(chief_trump)}"))
        facts.update(made=True, bonus=b)
        return Result(points, lines, facts)
    level = achieved(players, team_points, bid, six_player_row)
    short = bid - level
    points[chief] -= 10 * short
    lines.append(Line("penalty", False, 10, short, chief, -1, 10 * short, note=f"achieved-{level}"))
    for s in range(players):
        if s not in team:
            points[s] += 5 * short
            lines.append(Line("penalty-share", False, 5, short, -1, s, 5 * short, note=f"achieved-{level}"))
    facts.update(made=False, achieved=level, short=short)
    return Result(points, lines, facts)


def settle_eklat(players: int, bids: Sequence[int], provocateur: int | None, details: dict | None = None) -> Result:
    """Stalemate (§2.3): the tied get +5 per card, the one who tied last −10 per card; nobody bid → 0."""
    points = [0] * players
    lines = []
    top = max(bids)
    if top > 0:
        for s in range(players):
            if bids[s] != top:
                continue
            if s == provocateur:
                points[s] -= 10 * top
                lines.append(Line("eklat", False, 10, top, s, -1, 10 * top, note="tied-last"))
            else:
                points[s] += 5 * top
                lines.append(Line("eklat", True, 5, top, -1, s, 5 * top, note="tied"))
    facts = dict(details or {})
    facts.update(eklat=True, bids=list(bids), provocateur=provocateur)
    return Result(points, lines, facts)
