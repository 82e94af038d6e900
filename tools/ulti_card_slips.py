"""Ulti card slips (issue 27): the expert's card decisions in self-play against the open-hand solver on the true deal.

    python tools/ulti_card_slips.py [--deals N] [--seed S] [--variant mausz|4m] [--jobs J] [--nodes K] [--world-nodes W]

Plays the deals `cardtable sim --game ulti --bots expert,expert,expert --seed S --no-clock` plays. At each card
decision with two or more legal cards, every legal card is valued on the true deal by the open-hand solver
(``exact.world_values``: both sides see every card and play on perfectly; the declarer's value is his settlement
of the contract's parts, a defender's minus half of it; silent bonuses left out), exactly, unless the solve needs
more than ``--nodes`` nodes (counted as ``unsolved``). A slip: the chosen card is worse than the best by 1 point or
more. Each slip is then judged in the seat's own worlds — the very worlds its search drew for that decision
(``card_play_worlds``, caught as the policy draws them) — each solved the same way (up to ``--world-nodes``): the
slip is *knowable* when a card that is best on the true deal is also best (within 1 point) in more than half of
those worlds and worth more than the chosen card on their mean, by more than two standard errors (the information
was there), else *hindsight*.
Prints JSON: decisions, slips, knowable and hindsight slips (count, share of decisions, points lost), the same
per trick and per role, and examples (deal seed, trick, contract, hand, the trick so far, chosen and best cards).
"""

from __future__ import annotations

import argparse
import json
import math
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from cardtable import games
from cardtable.bots.ulti import policy
from cardtable.bots.ulti.exact import world_values
from cardtable.bots.ulti.open_hand import NodeLimit
from cardtable.bots.ulti.sampling import Seen, card_play_worlds
from cardtable.bots.ulti.tables import DECK, mask
from cardtable.commands.intervals import wilson
from cardtable.commands.sim_runs import decide, seat_bots, seeded_deal
from cardtable.games.ulti.view_facts import UltiFacts

SLIP = 1.0  # a card this many points (or more) worse than the best is a slip; within it, as good
SURE = 2.0  # a knowable slip: the true deal's best card beats the chosen one on the seat's worlds by this many SEs
EXAMPLES = 6  # examples of each kind in the report

Worlds = list[tuple[tuple[list[int], int], int]]  # ((hands, talon), how many draws it stands for)
caught: list[Worlds] = []  # the worlds the policy drew, per call


def catching(*args: Any, **kwargs: Any) -> Worlds:
    """``card_play_worlds`` as the policy calls it, its worlds kept in ``caught``."""
    worlds = card_play_worlds(*args, **kwargs)
    caught.append(worlds)
    return worlds


def judge_in_worlds(
    seen: Seen, worlds: Worlds, cards: list[int], best: list[int], chosen: int, cap: int
) -> dict[str, Any]:
    """How the true deal's ``best`` cards and the ``chosen`` one fare in the seat's own ``worlds`` (each solved):
    knowable when one of ``best`` is best (within ``SLIP``) in more than half of them and beats ``chosen`` on
    their mean by more than ``SURE`` standard errors of the world-by-world difference."""
    top: dict[int, float] = defaultdict(float)  # per card, the weight of the worlds where it is best (within SLIP)
    rows: list[tuple[dict[int, float], int]] = []
    unsolved = 0
    for (hands, talon), times in worlds:
        try:
            vals = world_values(seen, hands, talon, cards, cap)
        except NodeLimit:
            unsolved += times
            continue
        high = max(vals.values())
        for c, v in vals.items():
            if v > high - SLIP:
                top[c] += times
        rows.append((vals, times))
    n = sum(t for _v, t in rows)
    if not n:
        return {"worlds": 0, "worlds_unsolved": unsolved, "knowable": False}

    def gain(b: int) -> tuple[float, float]:
        """The mean of ``b`` − ``chosen`` over the worlds, and its standard error."""
        mean = sum(t * (v[b] - v[chosen]) for v, t in rows) / n
        var = sum(t * (v[b] - v[chosen] - mean) ** 2 for v, t in rows) / max(1, n - 1)
        return mean, math.sqrt(var / n)

    b = max(best, key=lambda c: (top[c], gain(c)[0]))
    share = top[b] / n
    mean, se = gain(b)
    return {
        "worlds": n,
        "worlds_unsolved": unsolved,
        "best_share": round(share, 2),
        "chosen_share": round(top[chosen] / n, 2),
        "best_minus_chosen": round(mean, 2),
        "se": round(se, 2),
        "knowable": share > 0.5 and mean > SURE * se and mean > 0,
    }


def _role(seen: Seen, seat: int) -> str:
    """Who ``seat`` is to the seat deciding: the declarer, or its partner (the other defender)."""
    return "declarer" if seat == seen.declarer else "partner"


def watch(args: tuple[int, str, int, int]) -> dict[str, Any]:
    """One self-play deal, each card decision valued on the true deal (and each slip in the seat's worlds)."""
    deal_seed, variant, nodes, world_nodes = args
    policy.card_play_worlds = catching  # the worlds the search draws (a measurement only: same values)
    game = games.get("ulti", variant=variant)
    bots = seat_bots(["expert"] * 3, game, deal_seed, False)
    state: Any = seeded_deal(game, deal_seed, 3)
    decisions: list[dict[str, Any]] = []
    while state.to_move is not None:
        seat = state.to_move
        view = state.view(seat)
        caught.clear()
        action = decide(bots[seat], "expert", state, view, None)
        cards = [a.cards[0] for a in view.legal_actions if a.kind == "play"]
        if view.phase == "play" and action.kind == "play" and len(cards) > 1:
            seen = Seen(view)
            row: dict[str, Any] = {
                "seed": deal_seed,
                "trick": len(seen.finished) + 1,
                "role": "declarer" if seat == seen.declarer else "defender",
                "contract": f"{view.contract} ({view.trump or 'no trump'})",
            }
            hands = [mask(state.view(s).hand) for s in range(3)]
            facts = state.view(seen.declarer).facts
            assert isinstance(facts, UltiFacts)
            try:
                vals = world_values(seen, hands, mask(facts.talon or []), cards, nodes)
            except NodeLimit:
                row["unsolved"] = True
                decisions.append(row)
                state.apply(action)
                continue
            chosen = action.cards[0]
            high = max(vals.values())
            row["loss"] = high - vals[chosen]
            if row["loss"] >= SLIP:
                best = [c for c, v in vals.items() if v == high]
                row.update(
                    hand=" ".join(view.hand),
                    table=" ".join(f"{DECK.code(c)} ({_role(seen, s)})" for s, c in seen.trick),
                    chosen=DECK.code(chosen),
                    best=" ".join(DECK.code(c) for c in best),
                    values={DECK.code(c): v for c, v in sorted(vals.items())},
                )
                row.update(judge_in_worlds(seen, caught[0] if caught else [], cards, best, chosen, world_nodes))
            decisions.append(row)
        state.apply(action)
    return {"seed": deal_seed, "decisions": decisions}


def summary(rows: list[dict[str, Any]], total: int) -> dict[str, Any]:
    """Count, share of ``total`` decisions (with its 95% interval) and points lost of the slips in ``rows``."""
    return {
        "n": len(rows),
        "share": round(len(rows) / max(1, total), 4),
        "share_ci95": wilson(len(rows), total, digits=4),
        "points": round(sum(r["loss"] for r in rows), 1),
    }


def breakdown(decisions: list[dict[str, Any]], key: str) -> dict[str, Any]:
    """Decisions, slips and knowable slips per value of ``key`` (the trick, the role)."""
    out: dict[str, Any] = {}
    for k in sorted({d[key] for d in decisions}):
        group = [d for d in decisions if d[key] == k and "loss" in d]
        slips = [d for d in group if d["loss"] >= SLIP]
        out[str(k)] = {
            "decisions": len(group),
            "slips": summary(slips, len(group)),
            "knowable": summary([d for d in slips if d["knowable"]], len(group)),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=27001)
    parser.add_argument("--variant", choices=("mausz", "4m"), default="mausz")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--nodes", type=int, default=5_000_000, help="solver nodes per decision on the true deal")
    parser.add_argument("--world-nodes", type=int, default=300_000, help="solver nodes per world of a slip")
    a = parser.parse_args()
    if a.deals < 1 or a.jobs < 1:
        parser.error("--deals and --jobs must be at least 1")
    todo = [(a.seed + i, a.variant, a.nodes, a.world_nodes) for i in range(a.deals)]
    with ProcessPoolExecutor(a.jobs) as pool:
        deals = list(pool.map(watch, todo))
    decisions = [d for deal in deals for d in deal["decisions"]]
    solved = [d for d in decisions if "loss" in d]
    slips = [d for d in solved if d["loss"] >= SLIP]
    knowable = [d for d in slips if d["knowable"]]
    hindsight = [d for d in slips if not d["knowable"]]
    print(
        json.dumps(
            {
                "deals": a.deals,
                "seed": a.seed,
                "variant": a.variant,
                "decisions": len(decisions),
                "unsolved": len(decisions) - len(solved),
                "slips": summary(slips, len(solved)),
                "knowable": summary(knowable, len(solved)),
                "hindsight": summary(hindsight, len(solved)),
                "worlds_unsolved": sum(d.get("worlds_unsolved", 0) for d in slips),
                "by_trick": breakdown(solved, "trick"),
                "by_role": breakdown(solved, "role"),
                "examples": {"knowable": knowable[:EXAMPLES], "hindsight": hindsight[:EXAMPLES]},
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
