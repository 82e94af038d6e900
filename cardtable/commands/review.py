"""``cardtable review FILE --seat N``: every decision of one seat beside the coach's best, its cost and a reason."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from cardtable.commands.hint import _effort, _number
from cardtable.engine.record import DealRecord, RecordError
from cardtable.words import of


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("review", help="review one seat's decisions in a deal record against the coach's best")
    p.add_argument("file", help="a cardtable-deal/1 JSON file (a finished deal, or the part of one played so far)")
    p.add_argument("--seat", type=int, required=True, help="the seat to review (0 is the first seat)")
    p.add_argument("--json", action="store_true", help="print JSON: {summary, cost, decisions: [...]}")
    p.add_argument("--lang", choices=["en", "hu"], default="en", help="language of the reasons (default en)")
    p.add_argument("--effort", type=_effort, default=1.0, help="search effort, 1 = the expert bot's (default 1)")
    p.add_argument("--seed", type=int, default=0, help="seed of the coach's sampling (default 0)")


def run(args: argparse.Namespace) -> int:
    from cardtable.coach.messages import action_label
    from cardtable.coach.review import review, summary, total_cost

    try:
        record = DealRecord.load(args.file)
        state = record.replay()  # every action checked before the (slower) judging starts
    except RecordError as e:
        sys.stderr.write(f"cardtable review: {e}\n")
        return 1
    seats = len(state.view(0).hand_sizes)
    if not 0 <= args.seat < seats:
        sys.stderr.write(f"cardtable review: --seat takes a seat from 0 to {seats - 1} in this deal, not {args.seat}\n")
        return 2
    steps = review(record, args.seat, args.lang, effort=args.effort, seed=args.seed)
    game = record.game
    decisions: list[dict[str, Any]] = []
    for s in steps:
        if not s.decision:
            continue
        d: dict[str, Any] = {
            "index": s.index,
            "phase": s.phase,
            "trick": s.trick_no or None,
            "action": s.action,
            "action_label": action_label(game, state.game.parse_action(s.action), args.lang),
            "forced": s.forced,
        }
        if s.hints:  # judged, or chosen by the rule of thumb (``judged`` false: no value, no cost)
            d.update(
                judged=s.reviewed,
                best=s.best,
                best_label=action_label(game, state.game.parse_action(s.best), args.lang) if s.best else "",
                value=round(s.value or 0.0, 3),
                best_value=round(s.best_value or 0.0, 3),
                cost=round(s.loss, 3),
                mistake=s.mistake,
                reason=s.reason,
                best_reason=s.best_reason,
            )
        else:  # one legal action: it is the best, and costs nothing
            d.update(best=s.action, best_label=d["action_label"], cost=0.0, mistake=False, reason="", best_reason="")
        d["comment"] = s.comment
        decisions.append(d)
    text = summary(steps, game, args.lang)
    if args.json:
        out = {
            "game": game,
            "variant": record.variant,
            "seat": args.seat,
            "lang": args.lang,
            "over": state.is_over,
            "cost": round(total_cost(steps), 3),
            "mistakes": sum(1 for d in decisions if d["mistake"]),
            "summary": text,
            "decisions": decisions,
        }
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    words = of(game)
    for d in decisions:
        mark = "!" if d["mistake"] else " "
        best = "" if d["best"] == d["action"] else "  " + words.say("cli.best", args.lang, best=d["best_label"])
        cost = _number(d["cost"], args.lang, "6.2f")
        print(f"{d['index']:3d} {mark} {d['action_label']:<24} {cost}{best}  {d['comment']}")
    print(text)
    return 0
