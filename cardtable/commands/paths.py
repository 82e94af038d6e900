"""``cardtable paths``: where settings, saves, the autosave, logs and quarantined files live."""

from __future__ import annotations

import argparse
import json

from cardtable.storage.paths import ENV_HOME, user_paths


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "paths",
        help="show where settings, saves, the autosave and logs live",
        description=f"Show where cardtable keeps its files. Set {ENV_HOME} to keep them all in one folder.",
    )
    p.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace) -> int:
    paths = user_paths().to_json()
    if args.json:
        print(json.dumps(paths, ensure_ascii=False, indent=1))
    else:
        width = max(map(len, paths))
        for name, path in paths.items():
            print(f"{name:<{width}}  {path}")
    return 0
