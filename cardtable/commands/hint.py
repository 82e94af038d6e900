"""``cardtable hint FILE``: the coach's ranking of every legal action of the seat to move in a deal record."""

from __future__ import annotations

import argparse
import json
import sys

from cardtable.commands.arguments import bounded
from cardtable.engine.record import DealRecord, RecordError
from cardtable.words import of

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
    words = of(record.game)
    phase = words.phase(state.phase, args.lang)
    width = max(len(h.label) for h in hints)
    print(words.say("cli.to-move", args.lang, seat=state.to_move, phase=phase))
    for h in hints:
        print(f"  {h.label:<{width}}  {_number(h.value, args.lang, '+7.2f')}  {h.reason}")
    return 0


def _number(x: float, lang: str, spec: str) -> str:
    """A number as the language writes it (Hungarian: a decimal comma)."""
    s = format(x, spec)
    return s.replace(".", ",") if lang == "hu" else s


def _review(record: DealRecord, state, args: argparse.Namespace) -> int:
    """Print the review of every action (JSON or lines); the seat's mistakes with their cost."""
    from cardtable.coach.messages import action_label
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
    words = of(record.game)
    for s in steps:
        mark = "!" if s.mistake else " "
        note = f"  {s.comment}" if s.comment else ""
        label = action_label(record.game, state.game.parse_action(s.action), args.lang)
        print(f"{s.index:3d} {mark} {words.say('cli.seat', args.lang, seat=s.seat)} {label}{note}")
    print(words.say("cli.cost", args.lang, cost=_number(total_cost(steps), args.lang, ".2f")))
    return 0
