"""``cardtable bench``: the performance figures the issues name."""

from __future__ import annotations

import argparse
import json
import random
import time

from cardtable import games


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("bench", help="print engine speed and other performance figures")
    p.add_argument("--seconds", type=float, default=2.0, help="time per engine measurement (default 2)")
    p.add_argument("--json", action="store_true", help="print JSON")


def engine_speed(name: str, variant: str | None, seconds: float) -> dict:
    """Random play through the public API: legal_actions, a random choice, apply."""
    game = games.get(name, variant=variant)
    rng = random.Random(1)
    actions = deals = 0
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while time.perf_counter() < deadline:
        state = game.new_deal(rng.randrange(2**31), dealer=deals % game.default_players)
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
        deals += 1
    dt = time.perf_counter() - t0
    return {"game": game.describe(), "actions_per_s": round(actions / dt), "deals_per_s": round(deals / dt, 1)}


def run(args: argparse.Namespace) -> int:
    rows = []
    for name, variant in (("ulti", "mausz"), ("ulti", "4m"), ("ecarte", None)):
        try:
            rows.append(engine_speed(name, variant, args.seconds))
        except ImportError:
            continue
    if args.json:
        print(json.dumps({"engine": rows}, indent=1))
    else:
        print("engine speed (random play through legal_actions / choice / apply, one core):")
        for r in rows:
            print(f"  {r['game']:<16} {r['actions_per_s']:>9,} actions/s  {r['deals_per_s']:>8} deals/s")
    return 0
