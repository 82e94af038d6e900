"""Meinz ties in self-play (issue 27): how often the round's highest sum is tied, so that both tied seats get
nothing (§5.2(8)), in the deals `cardtable sim --game meinz --bots L,L,L,L --seed S --no-clock` plays.

    python tools/meinz_ties.py [--deals N] [--seed S] [--level L] [--jobs J]

Prints JSON: the deals with the top sum tied (with a 95% interval), the deals with any tie that cost a point
card, and the point cards lost to ties per deal (6 are paid out when no sums tie: 3, 1, nothing, 2).
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from cardtable import games
from cardtable.bots import LEVELS
from cardtable.commands.intervals import wilson
from cardtable.commands.sim_runs import play_out, seat_bots, seeded_deal
from cardtable.games.meinz.scoring import CARD_FOR_RANK

PLAYERS = 4
PAID_WITHOUT_TIES = sum(CARD_FOR_RANK.values())


def watch(args: tuple[int, str]) -> dict[str, Any]:
    """One four-seat deal played as the sim plays it: its sums and what the ties cost."""
    deal_seed, level = args
    game = games.get("meinz")
    names = [level] * PLAYERS
    state: Any = seeded_deal(game, deal_seed, PLAYERS)
    play_out(state, seat_bots(names, game, deal_seed, False), names, None)
    details = state.result().details
    sums, cards = list(details["sums"]), list(details["point_cards"])
    return {
        "deal": deal_seed,
        "sums": sums,
        "top_tie": sums.count(max(sums)) > 1,
        "lost": PAID_WITHOUT_TIES - sum(cards),
    }


def summary(deals: list[dict[str, Any]], seed: int, level: str) -> dict[str, Any]:
    """What the watched ``deals`` show, as the tool prints it."""
    n = len(deals)
    top = sum(d["top_tie"] for d in deals)
    return {
        "deals": n,
        "seed": seed,
        "level": level,
        "top_ties": top,
        "top_tie_rate": wilson(top, n),
        "deals_with_a_costly_tie": sum(d["lost"] > 0 for d in deals),
        "point_cards_lost_per_deal": round(sum(d["lost"] for d in deals) / n, 3) if n else None,
        "top_tie_deals": [d["deal"] for d in deals if d["top_tie"]],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=43001)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--jobs", type=int, default=1)
    a = parser.parse_args()
    if a.deals < 1 or a.jobs < 1:
        sys.exit("meinz_ties: --deals and --jobs must be at least 1")
    if a.level not in LEVELS:
        sys.exit(f"meinz_ties: unknown --level {a.level!r} (one of {', '.join(LEVELS)})")
    todo = [(a.seed + i, a.level) for i in range(a.deals)]
    with ProcessPoolExecutor(a.jobs) as pool:
        deals = list(pool.map(watch, todo))
    print(json.dumps(summary(deals, a.seed, a.level), indent=1))


if __name__ == "__main__":
    main()
