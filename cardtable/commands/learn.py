"""``cardtable learn --game G``: a game's lessons and puzzles, each with its position, the expected moves and, for a
puzzle, the exact solver's value of every legal move."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from cardtable import games


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "learn",
        help="list a game's lessons and puzzles",
        description="A game's lessons (one per rule family) and puzzles from the exact solver, with their positions "
        "(cardtable-deal/1 records), the expected moves and, for a puzzle, every legal move's exact value.",
    )
    p.add_argument("--game", required=True, choices=games.names(), help="the game")
    p.add_argument("--json", action="store_true", help="print JSON: {game, lessons: [...], puzzles: [...]}")
    p.add_argument("--lang", choices=["en", "hu"], default="en", help="language of the titles and tasks (default en)")


def _item(item: Any, lang: str, solved: bool) -> dict[str, Any]:
    from cardtable.learn.check import task, title

    out = {"id": item.id, "title": title(item, lang), "task": task(item, lang), "solved": solved, **item.to_json()}
    out["position"] = out.pop("record")
    return out


def run(args: argparse.Namespace) -> int:
    from cardtable.learn.items import LearnDataError, course
    from cardtable.storage.envelope import StorageError
    from cardtable.storage.learned import load_progress

    try:
        found = course(args.game)
    except LearnDataError as e:
        sys.stderr.write(f"cardtable learn: the shipped lessons of {args.game} do not read: {e}\n")
        return 1

    def heard(e: StorageError) -> None:
        sys.stderr.write(f"cardtable learn: {e.message}\n")

    progress = load_progress(on_problem=heard)
    lessons = [_item(x, args.lang, progress.is_solved(args.game, x.id)) for x in found.lessons]
    puzzles = [_item(x, args.lang, progress.is_solved(args.game, x.id)) for x in found.puzzles]
    if args.json:
        print(json.dumps({"game": args.game, "lessons": lessons, "puzzles": puzzles}, ensure_ascii=False, indent=1))
        return 0
    for kind, items in (("lessons", lessons), ("puzzles", puzzles)):
        print(f"{kind} ({len(items)}):")
        for x in items:
            mark = "✓" if x["solved"] else " "
            print(f"  {mark} {x['id']:<28} {x['title']}")
    return 0
