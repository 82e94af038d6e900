"""How far the coach's ranking can be trusted: its best choice against a ranking at four times the budget.

Positions come from seeded deals of the rule-of-thumb bots (the positions a player meets). At each one the coach
ranks at its own budget and at four times it. A position has a *clear best* when, in the larger ranking, the best
action leads every other by more than ``NOISE_Z`` standard errors of the difference; the ranking is stable when
its best choice is that one in at least 90% of those positions. Everywhere else, a differing best choice within the
noise is "as good as the best", as the hint says. It also counts the hints whose reason says what the move does
in the game, not only what it is worth.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass

from cardtable import games
from cardtable.bots.policy import policy_for
from cardtable.coach.hint import COST_SHOWN, hints_from
from cardtable.coach.ranking import EFFORT, NOISE_Z, rank
from cardtable.engine.protocol import View

SCALE = 4.0  # the larger budget, as a multiple of the coach's own
VALUE_ONLY = frozenset({"r-best", "r-equal", "r-costs", "r-thumb", "r-value", "r-forced"})  # facts that say no why


@dataclass
class Stability:
    """One game's figures: positions ranked, those with a clear best, and how often the coach's best was it."""

    game: str
    players: int
    positions: int = 0
    clear: int = 0  # positions where the larger ranking's best leads every other beyond the noise
    agree: int = 0  # ... and the coach's ranking names the same best
    as_good: int = 0  # positions (all) where the coach's best is within the noise of the larger ranking's best
    hints: int = 0  # hints given (every legal action of every position)
    reasoned: int = 0  # ... whose reason names what the move does in the game (not only its value)
    hint_ms: list[float] | None = None

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict (the shares rounded)."""
        ms = sorted(self.hint_ms or [0.0])
        return {
            "game": self.game,
            "players": self.players,
            "positions": self.positions,
            "clear": self.clear,
            "agree_when_clear": round(self.agree / self.clear, 3) if self.clear else None,
            "as_good_share": round(self.as_good / self.positions, 3) if self.positions else None,
            "reasoned_share": round(self.reasoned / self.hints, 3) if self.hints else None,
            "rank_ms_p50": round(statistics.median(ms), 1),
            "rank_ms_p95": round(ms[min(len(ms) - 1, int(0.95 * len(ms)))], 1),
        }


def positions(game_name: str, count: int, seed: int, players: int | None = None) -> Iterator[View]:
    """Up to ``count`` views of a seat with a real choice, from seeded deals of the rule-of-thumb bots."""
    game = games.get(game_name)
    policy = policy_for(game)
    rng = random.Random(seed)
    found = 0
    deal = 0
    while found < count and deal < 50 * count:
        state = game.new_deal(rng.randrange(2**31), players=players, dealer=deal % (players or game.default_players))
        deal += 1
        picks = 0
        while not state.is_over and found < count:
            view = state.view(state.to_move)
            legal = list(view.legal_actions)
            if len(legal) > 1 and rng.random() < 0.35 and picks < 6:  # a few decisions of every phase per deal
                picks += 1
                found += 1
                yield view
            state.apply(policy.heuristic(view, legal, rng))


def margin(noise: float) -> float:
    """The shortfall below which a choice is as good as the best (the hint's own rule)."""
    return max(COST_SHOWN, NOISE_Z * noise)


def measure(game_name: str, count: int, seed: int = 1, players: int | None = None) -> Stability:
    """The coach's ranking against four times its budget at ``count`` positions of ``game_name``."""
    game = games.get(game_name)
    out = Stability(game_name, players or game.default_players, hint_ms=[])
    for view in positions(game_name, count, seed, players):
        legal = list(view.legal_actions)
        t0 = time.perf_counter()
        small = rank(view, effort=EFFORT)
        assert out.hint_ms is not None
        out.hint_ms.append(1000 * (time.perf_counter() - t0))
        hints = hints_from(view, small, "en")
        out.hints += len(hints)
        out.reasoned += sum(1 for h in hints if any(k not in VALUE_ONLY for k, _ in h.facts))
        large = rank(view, effort=EFFORT * SCALE)
        best_small = small.ordered(legal)[0]
        order = large.ordered(legal)
        best = order[0]
        out.positions += 1
        shortfall = large.values[best] - large.values.get(best_small, large.values[best])
        if best_small == best or shortfall < margin(large.noise.get(best_small, 0.0)):
            out.as_good += 1
        lead = {a: large.values[best] - large.values.get(a, 0.0) for a in order[1:]}
        if all(gap >= margin(large.noise.get(a, 0.0)) for a, gap in lead.items()):
            out.clear += 1
            out.agree += best_small == best
    return out


__all__ = ["SCALE", "Stability", "measure", "positions"]
