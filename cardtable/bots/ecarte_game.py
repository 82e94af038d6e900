"""Écarté game equity: the chance of winning the game from a score, and a deal's outcome in those terms.

A deal scores at most a king point and the trick points (1, or 2 for a vole or
a penalty), the king first (§§26–28, then §§40–43); the first player to reach
the target wins, in that order, and the deal passes to the other player (§10).
``win_table`` solves the game exactly for a fixed per-deal outcome
distribution; every deal scores at least one point (someone takes three
tricks), so a plain recursion over the scores ends.
"""

from __future__ import annotations

from functools import cache

# Per-deal outcomes, as (king to: None / "D" dealer / "N" non-dealer, tricks to: "D"/"N", trick points),
# counted over 4,000 heuristic-vs-heuristic deals (seeds 0–3999, dealer seat 0, target 11 so no deal
# stops early). The dealer marks the king more often (he may hold the turn-up); the non-dealer leads and
# takes the tricks slightly more often. Who deals matters, so the table is by role, not by seat.
OUTCOME_COUNTS: dict[tuple[str | None, str, int], int] = {
    ("D", "D", 1): 731,
    (None, "N", 1): 706,
    (None, "D", 1): 667,
    ("N", "N", 1): 533,
    ("D", "N", 1): 421,
    ("D", "D", 2): 216,
    ("N", "D", 1): 164,
    (None, "N", 2): 163,
    ("N", "N", 2): 160,
    (None, "D", 2): 147,
    ("D", "N", 2): 71,
    ("N", "D", 2): 21,
}
_TOTAL = sum(OUTCOME_COUNTS.values())
QUANTUM = 1 << 20
OUTCOMES = tuple((king, tricks, pts, n / _TOTAL) for (king, tricks, pts), n in OUTCOME_COUNTS.items())


def settle_game(mine: int, theirs: int, target: int, king: int, tricks: int, pts: int) -> int | None:
    """1 if I reach the target first, 0 if the opponent does, None if nobody does.

    ``king`` and ``tricks`` are +1 (to me), -1 (to the opponent) or 0 (nobody); the king scores first.
    """
    if king > 0 and mine + 1 >= target:
        return 1
    if king < 0 and theirs + 1 >= target:
        return 0
    mine += king > 0
    theirs += king < 0
    if tricks > 0 and mine + pts >= target:
        return 1
    if tricks < 0 and theirs + pts >= target:
        return 0
    return None


@cache
def win_table(target: int) -> tuple[tuple[tuple[float, float], ...], ...]:
    """``[mine][theirs][i_deal]``: my chance of winning the game, before a deal, for scores below the target."""
    memo: dict[tuple[int, int, int], float] = {}

    def win(mine: int, theirs: int, i_deal: int) -> float:
        key = (mine, theirs, i_deal)
        if key in memo:
            return memo[key]
        p = 0.0
        for king, tricks, pts, q in OUTCOMES:
            k = 0 if king is None else (1 if (king == "D") == bool(i_deal) else -1)
            t = 1 if (tricks == "D") == bool(i_deal) else -1
            done = settle_game(mine, theirs, target, k, t, pts)
            if done is not None:
                p += q * done
            else:
                m = mine + (k > 0) + (pts if t > 0 else 0)
                o = theirs + (k < 0) + (pts if t < 0 else 0)
                p += q * win(m, o, 1 - i_deal)
        memo[key] = p
        return p

    return tuple(tuple((win(a, b, 0), win(a, b, 1)) for b in range(target)) for a in range(target))


def win_chance(mine: int, theirs: int, target: int, i_deal: bool) -> float:
    """My chance of winning the game from this score, before a deal (1 or 0 once a side has reached the target)."""
    if mine >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    return win_table(target)[mine][theirs][int(i_deal)]


@cache
def point_worth(target: int) -> float:
    """What one point is worth in win chance at the start of a game (dealer and non-dealer averaged)."""
    return sum(win_chance(1, 0, target, d) - win_chance(0, 0, target, d) for d in (False, True)) / 2


class GameEquity:
    """Turns a deal's outcome for one seat into game equity, in point-equivalents.

    The value of an outcome is (P(win the game after it) − P(win the game had the
    deal scored nothing)) / ``point_worth(target)``: at the start of a game one
    point is worth about 1, so the numbers read like points, but near the end
    a point that wins (or one that does not matter) counts for what it does to
    the game. Averaging this over worlds maximises the chance of winning the game.
    """

    def __init__(self, mine: int, theirs: int, target: int, i_deal_next: bool) -> None:
        self.mine, self.theirs, self.target, self.i_deal_next = mine, theirs, target, i_deal_next
        self.base = win_chance(mine, theirs, target, i_deal_next)
        self.scale = 1.0 / point_worth(target)
        self._memo: dict[tuple[int, int, int], float] = {}

    def value(self, king: int, tricks: int, pts: int) -> float:
        """The equity of a deal that gives the king to ``king`` (+1 me, −1 opponent, 0 nobody) and ``pts``
        trick points to ``tricks`` (+1 / −1 / 0)."""
        key = (king, tricks, pts)
        if key not in self._memo:
            done = settle_game(self.mine, self.theirs, self.target, king, tricks, pts)
            if done is None:
                m = self.mine + (king > 0) + (pts if tricks > 0 else 0)
                o = self.theirs + (king < 0) + (pts if tricks < 0 else 0)
                w = win_chance(m, o, self.target, self.i_deal_next)
            else:
                w = float(done)
            # rounded to a multiple of 2**-20 so that sums over worlds are exact: equal outcomes tie exactly
            self._memo[key] = round((w - self.base) * self.scale * QUANTUM) / QUANTUM
        return self._memo[key]

    def of_points(self, king: int, trick_points: float) -> float:
        """The equity of a deal given as the king side and the signed trick points (+ mine, − the opponent's)."""
        pts = int(abs(trick_points))
        return self.value(king, (trick_points > 0) - (trick_points < 0), pts)
