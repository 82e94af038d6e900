"""NJET board (issue 27): every free space of a disc valued as the expert values its shortlist, against the rule of
thumb's block.

    python tools/njet_board_values.py [--seeds A B] [--every K] [--effort E]

Four-seat rounds of seeds A..B−1 played by the rule of thumb through the board; at every K-th disc each free space
is valued by the expert's search (whole-round playouts over ``12 × E`` worlds, the same worlds for every space).
Prints JSON: per space ("row column", counted from 0: "3 4" the super trump NJET, "4 4" the −2 points, "1 4" no
discard) its mean gain over the rule of thumb's block across the discs it was free at, the standard error of that
mean, and how often the rule of thumb blocked it.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
from collections import Counter, defaultdict

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.njet import _block_order
from cardtable.bots.policy import Search, Tally, policy_for
from cardtable.bots.sampled import PerWorld


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, nargs=2, default=(6, 10))
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--effort", type=float, default=2.0)
    a = parser.parse_args()
    game = games.get("njet")
    policy = policy_for(game)
    gains: dict[str, list[float]] = defaultdict(list)
    blocked: Counter[str] = Counter()
    discs = 0
    for seed in range(*a.seeds):
        state = game.new_deal(seed, dealer=seed % 4)
        guide = get_bot("heuristic", game, seed)
        k = 0
        while state.phase == "njet":
            view = state.view(state.to_move)
            legal = list(view.legal_actions)
            k += 1
            if k % a.every == 1 % a.every:
                order = _block_order(view, legal)
                tally = PerWorld(Tally())
                rng = random.Random(seed * 100 + k + 7)
                policy.search_values(view, order, Search(rng, a.effort, math.inf, None, tally))
                values = {x.arg: statistics.fmean(v) for x, v in tally.values.items()}
                rule = order[0].arg
                blocked[rule] += 1
                discs += 1
                for space, value in values.items():
                    if space != rule:
                        gains[space].append(value - values[rule])
            state.apply(guide.choose(view, legal))
    out = {
        "discs": discs,
        "spaces": {
            s: {
                "free_at": len(g),
                "gain": round(statistics.fmean(g), 2),
                "se": round(statistics.stdev(g) / math.sqrt(len(g)), 2) if len(g) > 1 else None,
                "rule_blocked": blocked[s],
            }
            for s, g in sorted(gains.items())
        },
    }
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
