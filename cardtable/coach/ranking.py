"""A value for every legal action, from the bots' own search (the coach never has a search of its own).

``rank`` asks the game's bot policy for ``values`` of every legal action — the
numbers the expert takes the best of — and keeps the per-world tally (the share
of worlds in which an action comes out ahead, how often a contract or a raised
part is made) for the reasons. Values are points for the seat to move (Écarté:
my points minus the opponent's for the rest of the deal; Ulti: my score change
for the deal).

Where the expert weighs a shortlist (Écarté discards, Ulti contracts and
talons) the coach values every legal action with the same total work: the
effort is scaled by the shortlist's share of the legal actions.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from cardtable import games
from cardtable.bots.policy import Policy, Tally, policy_for
from cardtable.engine.protocol import View

DEADLINE_S = 60.0  # a safety cap only: sample counts, not the clock, decide the result
CHANCE_EFFORT = 0.25  # effort of the contract odds quoted in Ulti bidding reasons
SHARE_FLOOR = 0.2  # but at least this share of the expert's samples per action (Écarté: 51 worlds per discard)

Fact = tuple[str, dict]


@dataclass
class Ranking:
    """Per action: mean value, share of winning worlds, and reason facts found while valuing."""

    values: dict[str, float]
    wins: dict[str, float] = field(default_factory=dict)
    samples: int = 0
    facts: dict[str, list[Fact]] = field(default_factory=dict)  # extra reason facts per action
    preferred: list[str] = field(default_factory=list)  # the expert's tie order

    def ordered(self, legal: list[str]) -> list[str]:
        """The legal actions best first (ties: the expert's preferred order, then the legal order)."""
        pos = {a: i for i, a in enumerate(self.preferred)}
        pos.update({a: len(self.preferred) + i for i, a in enumerate(legal) if a not in pos})
        return sorted(legal, key=lambda a: (-round(self.values.get(a, -1e9), 6), pos[a]))


def coach_rng(view: View, seed: int) -> random.Random:
    """Random numbers fixed by the seed and the view (a hint is reproducible)."""
    key = "|".join(["coach", str(seed), str(view.seat), " ".join(view.hand), ";".join(view.public_history)])
    return random.Random(key)


def rank(view: View, *, effort: float = 1.0, seed: int = 0) -> Ranking:
    """Every legal action of ``view`` (the seat to move) with its estimated value."""
    legal = list(view.legal_actions)
    if not legal:
        raise ValueError("the seat has no legal action (not its turn, or the deal is over)")
    policy = policy_for(games.get(view.game, variant=view.variant or None))
    preferred = policy.candidates(view, legal)
    share = max(SHARE_FLOOR, len(preferred) / len(legal)) if len(preferred) > 1 else 1.0
    tally = Tally()
    deadline = time.perf_counter() + DEADLINE_S
    values = policy.values(view, legal, coach_rng(view, seed), effort * share, deadline, tally=tally)
    facts = _ulti_facts(view, legal, tally, policy, seed) if view.game == "ulti" else {}
    return Ranking(values, tally.wins(legal), tally.samples, facts, preferred)


# ---------------------------------------------------------------- Ulti reasons


def _ulti_facts(view: View, legal: list[str], tally: Tally, policy: Policy, seed: int) -> dict[str, list[Fact]]:
    """Reason facts for Ulti's words: the odds of the contract a bid (talon, trump) leads to, kontra rates."""
    from cardtable.bots.ulti import KONTRA_WORDS, UltiPolicy, contract_chance

    assert isinstance(policy, UltiPolicy)
    ex = view.extra
    out: dict[str, list[Fact]] = {}

    def chance(text: str, trump: str | None = None) -> Fact:
        p = contract_chance(view, text, coach_rng(view, seed), CHANCE_EFFORT, trump)
        return ("r-bid-chance", {"contract": text, "pct": round(100 * p)})

    if view.phase == "bidding" and ex.get("step") in ("discard", "bid"):
        plans = dict(policy.bid_plans(view, legal, every=True))
        for a in legal:
            c = plans[a][2]
            f: list[Fact] = [("r-talon", {"cards": a.split()[1:]})] if a.startswith("discard") else []
            if c is not None:
                f.append(("r-bid-chance", {"contract": c.text, "pct": round(100 * tally.made.get(a, 0.0))}))
            out[a] = f
        return out
    if view.phase == "bidding":
        standing = ex.get("bid")
        for a in legal:
            if a == "pass" and view.seat == ex.get("holder") and standing:
                out[a] = [("r-pass-declarer", {}), chance(standing)]
            elif a == "pass":
                out[a] = [("r-pass", {})]
            elif a == "take":
                out[a] = [("r-take", {})]
            elif a.startswith("bid "):
                out[a] = [chance(a[4:])]
        return out
    if view.phase == "trump":
        hand = view.hand
        for a in legal:
            if a.startswith("trump "):
                suit = a.split()[1]
                n = sum(1 for c in hand if c[0] == suit)
                out[a] = [("r-trump", {"suit": suit, "n": n}), chance(view.contract or "passz", suit)]
            elif a == "give-up":
                out[a] = [("r-give-up", {})]
        return out
    if view.phase == "concede":
        return {a: [("r-accept-concede" if a == "accept" else "r-refuse-concede", {})] for a in legal}
    for a in legal:
        w = a.split()
        if w[0] == "announce":
            out[a] = [("r-announce-40", {})] if w[1] == "40" else [("r-announce-20", {"suit": w[2]})]
        elif w[0] in KONTRA_WORDS:
            out[a] = [("r-kontra", {}), ("r-part-rate", {"contract": w[1], "pct": round(100 * tally.made.get(a, 0))})]
        elif a == "give-up":
            out[a] = [("r-give-up", {})]
        elif a == "concede":
            out[a] = [("r-concede", {})]
        elif a == "pass":
            out[a] = [("r-no-kontra", {})]
    return out


__all__ = ["Ranking", "coach_rng", "rank"]
