"""A value for every legal action, from the bots' own search (the coach never has a search of its own).

The bots' policies compute a mean value per candidate and keep only the best;
the coach needs all of them. If a policy offers ``values(view, legal, rng,
effort, deadline)`` it is used as is. Otherwise this module is the smallest
adapter: the same loops as the expert (``cardtable.bots.ecarte`` /
``cardtable.bots.ulti``) over the same building blocks — sampled worlds
consistent with the view, open-hand alpha-beta, rollouts — returning every
action's mean instead of the argmax. Values are points for the seat to move
(Écarté: my points minus the opponent's for the rest of the deal; Ulti: my
score change for the deal). ``wins`` is the share of sampled worlds in which
the action wins (Écarté: the deal's trick points; Ulti: the declarer's
contract, from the declarer's point of view).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from cardtable import games
from cardtable.bots.policy import policy_for, samples_for
from cardtable.engine.protocol import View

DEADLINE_S = 60.0  # a safety cap only: sample counts, not the clock, decide the result


@dataclass
class Ranking:
    """Per action: mean value, share of winning worlds, and the spread over the samples."""

    values: dict[str, float]
    wins: dict[str, float] = field(default_factory=dict)
    spread: dict[str, float] = field(default_factory=dict)  # max - min over samples (0: a sure result)
    samples: int = 0
    method: str = ""  # "search", "rollout", "odds", "forced"
    facts: dict[str, list[tuple[str, dict]]] = field(default_factory=dict)  # extra reason facts per action

    def ordered(self, legal: list[str]) -> list[str]:
        """The legal actions best first (ties keep the legal order)."""
        pos = {a: i for i, a in enumerate(legal)}
        return sorted(legal, key=lambda a: (-round(self.values.get(a, -1e9), 6), pos[a]))


def coach_rng(view: View, seed: int) -> random.Random:
    """Random numbers fixed by the seed and the view (a hint is reproducible)."""
    key = "|".join(["coach", str(seed), str(view.seat), " ".join(view.hand), ";".join(view.public_history)])
    return random.Random(key)


class _Acc:
    """Running sums per action."""

    def __init__(self, actions: list[str]) -> None:
        self.total = dict.fromkeys(actions, 0.0)
        self.won = dict.fromkeys(actions, 0)
        self.lo = dict.fromkeys(actions, float("inf"))
        self.hi = dict.fromkeys(actions, float("-inf"))
        self.n = 0

    def add(self, action: str, v: float, won: bool) -> None:
        self.total[action] += v
        self.won[action] += won
        self.lo[action] = min(self.lo[action], v)
        self.hi[action] = max(self.hi[action], v)

    def ranking(self, method: str) -> Ranking:
        n = max(1, self.n)
        return Ranking(
            {a: t / n for a, t in self.total.items()},
            {a: w / n for a, w in self.won.items()},
            {a: (self.hi[a] - self.lo[a]) if self.n else 0.0 for a in self.total},
            self.n,
            method,
        )


def rank(view: View, *, effort: float = 1.0, seed: int = 0) -> Ranking:
    """Every legal action of ``view`` (the seat to move) with its estimated value."""
    legal = list(view.legal_actions)
    if not legal:
        raise ValueError("the seat has no legal action (not its turn, or the deal is over)")
    game = games.get(view.game, variant=view.variant or None)
    policy = policy_for(game)
    rng = coach_rng(view, seed)
    deadline = time.perf_counter() + DEADLINE_S
    values = getattr(policy, "values", None)
    if callable(values):
        got = values(view, legal, coach_rng(view, seed), effort, deadline)
        if isinstance(got, dict) and all(a in got for a in legal):  # a partial answer falls back to the adapter
            return Ranking({a: float(got[a]) for a in legal}, method="search")
    if view.game == "ecarte":
        from cardtable.coach import rank_ecarte

        return rank_ecarte.rank(view, legal, rng, effort, deadline)
    if view.game == "ulti":
        from cardtable.coach import rank_ulti

        return rank_ulti.rank(view, legal, rng, effort, deadline, policy)  # type: ignore[arg-type]
    return Ranking(dict.fromkeys(legal, 0.0), method="none")


__all__ = ["Ranking", "_Acc", "coach_rng", "rank", "samples_for"]
