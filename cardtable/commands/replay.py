"""``cardtable replay FILE``: replay a deal record and print its result as JSON."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from cardtable.engine.record import DealRecord, RecordError


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("replay", help="replay a deal record and print its result as JSON")
    p.add_argument("file", help="a cardtable-deal/1 JSON file")


def run(args: argparse.Namespace) -> int:
    try:
        record = DealRecord.load(args.file)
        state = record.replay()
    except RecordError as e:
        out: dict[str, Any] = {"error": str(e)}
        if e.index is not None:
            out.update({"index": e.index, "action": e.action, "rule": e.rule})
        sys.stderr.write(f"cardtable replay: {e}\n")
        print(json.dumps(out, ensure_ascii=False))
        return 1
    if not state.is_over:
        out = {
            "over": False,
            "phase": state.phase,
            "to_move": state.to_move,
            "legal_actions": [a.text for a in state.legal_actions()],
        }
    else:
        out = {"over": True, **state.result().to_json()}
    print(json.dumps(out, ensure_ascii=False, indent=1))
    return 0
