"""``cardtable sim``: play many deals headless and check the engine's invariants."""

from __future__ import annotations

import argparse
import json
import sys
import time

from cardtable import games
from cardtable.engine.randomplay import check_random_deal


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("sim", help="play deals headless (random play checks the invariants)")
    p.add_argument("--game", required=True, choices=games.names())
    p.add_argument("--variant", default=None, help="rule variant, e.g. 4m for ulti")
    p.add_argument("--deals", type=_positive, default=100, help="number of deals (default 100)")
    p.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    p.add_argument("--json", action="store_true", help="print a JSON summary")


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n <= 0:
        raise argparse.ArgumentTypeError("must be at least 1")
    return n


def run(args: argparse.Namespace) -> int:
    try:
        game = games.get(args.game, variant=args.variant)
    except (ValueError, TypeError) as e:
        sys.stderr.write(f"cardtable sim: {e}\n")
        return 2
    t0 = time.perf_counter()
    actions = refused = 0
    failures = []
    for i in range(args.deals):
        seed = args.seed + i
        try:
            check = check_random_deal(game, seed, zero_sum=getattr(game, "zero_sum", True))
        except AssertionError as e:
            failures.append({"seed": seed, "error": str(e)})
            continue
        actions += check.actions
        refused += check.refused
    dt = time.perf_counter() - t0
    summary = {
        "game": game.name,
        "variant": game.variant,
        "deals": args.deals,
        "actions": actions,
        "refused_checked": refused,
        "failures": failures,
        "seconds": round(dt, 3),
    }
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print(
            f"{game.describe()}: {args.deals} deals, {actions} actions, {refused} refused actions checked, "
            f"{len(failures)} failures, {dt:.1f} s"
        )
        for f in failures[:10]:
            print(f"  seed {f['seed']}: {f['error']}")
    return 1 if failures else 0
