"""``cardtable hint FILE``: the coach's ranking of every legal action of the seat to move in a deal record."""

from __future__ import annotations

import argparse
import json
import sys

from cardtable.commands.arguments import bounded
from cardtable.engine.record import DealRecord, RecordError

_effort = bounded(float, "effort", 0.01, 4.0)


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("hint", help="rank the legal actions of the seat to move in a deal record")
    p.add_argument("file", help="a cardtable-deal/1 JSON file (a running deal)")
    p.add_argument("--json", action="store_true", help="print JSON: {actions: [{action, value, reason}, ...]}")
    p.add_argument("--lang", choices=["en", "hu"], default="en", help="language of the reasons (default en)")
    p.add_argument("--effort", type=_effort, default=1.0, help="search effort, 1 = the expert bot's (default 1)")
    p.add_argument("--seed", type=int, default=0, help="seed of the coach's sampling (default 0)")
    p.add_argument(
        "--review", type=int, metavar="SEAT", help="review the whole deal: SEAT's decisions against the coach's best"
    )


def run(args: argparse.Namespace) -> int:
    from cardtable.coach.hint import hint, over_message

    try:
        record = DealRecord.load(args.file)
        state = record.replay()
    except RecordError as e:
        sys.stderr.write(f"cardtable hint: {e}\n")
        return 1
    if args.review is not None:
        return _review(record, state, args)
    if state.is_over:
        sys.stderr.write(f"cardtable hint: {over_message(args.lang)}\n")
        return 1
    hints = hint(state, args.lang, effort=args.effort, seed=args.seed)
    if args.json:
        out = {
            "seat": state.to_move,
            "phase": state.phase,
            "actions": [h.to_json() for h in hints],
        }
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    width = max(len(h.action.text) for h in hints)
    print(f"seat {state.to_move} to move ({state.phase}):")
    for h in hints:
        print(f"  {h.action.text:<{width}}  {h.value:+7.2f}  {h.reason}")
    return 0


def _review(record: DealRecord, state, args: argparse.Namespace) -> int:
    """Print the review of every action (JSON or lines); the seat's mistakes with their cost."""
    from cardtable.coach.review import review, total_cost

    seats = len(state.view(0).hand_sizes)
    if not 0 <= args.review < seats:
        sys.stderr.write(f"cardtable hint: --review takes a seat from 0 to {seats - 1}\n")
        return 2
    steps = review(record, args.review, args.lang, effort=args.effort, seed=args.seed)
    if args.json:
        out = {"seat": args.review, "cost": round(total_cost(steps), 3), "steps": [s.to_json() for s in steps]}
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    for s in steps:
        mark = "!" if s.mistake else " "
        note = f"  {s.comment}" if s.comment else ""
        print(f"{s.index:3d} {mark} seat {s.seat} {s.action}{note}")
    print(f"cost of the mistakes: {total_cost(steps):.2f}")
    return 0
