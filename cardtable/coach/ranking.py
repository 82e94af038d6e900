"""A value for every legal action, from the bots' own search (the coach never has a search of its own).

``rank`` asks the game's bot policy for ``values`` of every legal action — the
numbers the expert takes the best of — and keeps the per-world tally (the share
of worlds in which an action comes out ahead, how often a contract or a raised
part is made) for the reasons. Values are points for the seat to move (Écarté:
my points minus the opponent's for the rest of the deal; Ulti: my score change
for the deal).

One position, one ranking: the random numbers come from the position (the
seat's view), never from the clock or the match, and the hint, the teaching
warning and the deal review all rank at the same ``EFFORT``, so a player who
asks twice, or reads the review afterwards, is told the same. Each action also
carries its ``noise``: the standard error of its shortfall against the best,
so a choice within the noise is as good as the best rather than a mistake.

Where the expert weighs a shortlist (Écarté discards, Ulti contracts and
talons) the coach values every legal action with the same total work: the
effort is scaled by the shortlist's share of the legal actions.
"""

from __future__ import annotations

import random
import time
from collections import OrderedDict
from dataclasses import dataclass, field

from cardtable import games
from cardtable.bots.policy import Tally, policy_for
from cardtable.coach.profiles import coach_profile
from cardtable.engine.protocol import Action, View

DEADLINE_S = 60.0  # a safety cap only: sample counts, not the clock, decide the result
CHANCE_EFFORT = 0.25  # effort of the contract odds quoted in Ulti bidding reasons
SHARE_FLOOR = 0.2  # but at least this share of the expert's samples per action (Écarté: 51 worlds per discard)
EFFORT = 1.0  # the one budget of the hint, the warning and the review: one position, one ranking
NOISE_Z = 2.0  # a shortfall within this many standard errors of the best is as good as the best
MEMO_SIZE = 64  # rankings kept per process (a hint, then its warning and the review's judgement, ask again)

Fact = tuple[str, dict]


@dataclass
class Ranking:
    """Per action: mean value, share of winning worlds, and reason facts found while valuing."""

    values: dict[Action, float]
    wins: dict[Action, float] = field(default_factory=dict)
    samples: int = 0
    facts: dict[Action, list[Fact]] = field(default_factory=dict)  # extra reason facts per action
    preferred: list[Action] = field(default_factory=list)  # the expert's tie order
    noise: dict[Action, float] = field(default_factory=dict)  # standard error of each action's shortfall vs the best
    searched: bool = True  # False: the bots decide this by rule of thumb; the values say nothing (all 0)

    def ordered(self, legal: list[Action]) -> list[Action]:
        """The legal actions best first (ties: the expert's preferred order, then the legal order)."""
        pos = {a: i for i, a in enumerate(self.preferred)}
        pos.update({a: len(self.preferred) + i for i, a in enumerate(legal) if a not in pos})
        return sorted(legal, key=lambda a: (-round(self.values.get(a, -1e9), 6), pos[a]))


def coach_rng(view: View, seed: int) -> random.Random:
    """Random numbers fixed by the seed and the view (a hint is reproducible)."""
    key = "|".join(["coach", str(seed), str(view.seat), " ".join(view.hand), view.history_key])
    return random.Random(key)


def position_key(view: View) -> str:
    """What fixes a ranking: the game, the seat, its hand and everything it has seen (one line)."""
    where = f"{view.game}/{view.variant}/{view.players}/{view.dealer}/{view.seat}"
    return "|".join([where, " ".join(view.hand), view.history_key])


_memo: OrderedDict[tuple[str, float, int], Ranking] = OrderedDict()


def rank(view: View, *, effort: float = EFFORT, seed: int = 0) -> Ranking:
    """Every legal action of ``view`` (the seat to move) with its estimated value (the same for the same position)."""
    legal = list(view.legal_actions)
    if not legal:
        raise ValueError("the seat has no legal action (not its turn, or the deal is over)")
    key = (position_key(view), effort, seed)
    if key in _memo:
        _memo.move_to_end(key)
        return _memo[key]
    ranking = _search(view, legal, effort, seed)
    _memo[key] = ranking
    while len(_memo) > MEMO_SIZE:
        _memo.popitem(last=False)
    return ranking


def _search(view: View, legal: list[Action], effort: float, seed: int) -> Ranking:
    policy = policy_for(games.get(view.game, variant=view.variant or None))
    preferred = policy.candidates(view, legal)
    share = max(SHARE_FLOOR, len(preferred) / len(legal)) if len(preferred) > 1 else 1.0
    tally = Tally()
    deadline = time.perf_counter() + DEADLINE_S
    values = policy.values(view, legal, coach_rng(view, seed), effort * share, deadline, tally=tally)
    facts = coach_profile(view.game).ranking_facts(view, legal, tally, policy, seed)
    ranking = Ranking(values, tally.wins(legal), tally.samples, facts, preferred, searched=policy.searched(view))
    best = ranking.ordered(legal)[0]
    ranking.noise = {a: tally.noise(a, best) for a in legal if a != best}
    return ranking


__all__ = ["EFFORT", "NOISE_Z", "Ranking", "coach_rng", "position_key", "rank"]
