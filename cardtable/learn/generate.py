"""Write the shipped lessons and puzzles: ``python -m cardtable.learn.generate [--game G] [--check]``.

Deterministic: the same code gives the same files (seeded deals, the rule-of-thumb bots, the exact solver).
``--check`` writes nothing and exits 1 when a file differs from what the generator makes.
"""

from __future__ import annotations

import argparse
import sys

from cardtable import games
from cardtable.learn.find import build_course
from cardtable.learn.items import DATA, data_file


def main(argv: list[str] | None = None) -> int:
    """Generate (or check) the data of one game or of every game."""
    p = argparse.ArgumentParser(prog="python -m cardtable.learn.generate", description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=games.names(), help="one game (default: every game)")
    p.add_argument("--check", action="store_true", help="compare with the shipped files, write nothing")
    args = p.parse_args(argv)
    stale = []
    for name in [args.game] if args.game else games.names():
        text = build_course(name).dumps()
        path = data_file(name)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
            continue
        DATA.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"{path.name}: written", flush=True)
    if stale:
        print("differs from the generator: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
