"""Was sticht? task choice (issue 27): how often the searched play makes a task its choice's playouts made.

    python tools/was_sticht_play_error.py [--deals N] [--seed S] [--jobs J] [--shrink L] [--notes FILE]

Plays the deals `cardtable sim --game was-sticht --bots expert,expert,expert,expert --seed S --no-clock` plays,
with the task choice reading its playouts' verdicts at face value (``PLAY_MADE`` neutral: made is made), and
fits per task kind ("no-R" … pooled as "no-X") the chance the seat then made its task where the playouts made it
(``hit``) and where they failed it (``miss``): least squares of made against the stated share r, ``hit · r + miss ·
(1 − r)``, shrunk towards the pooled fit by ``L`` pseudo-tasks, within [0, 1]. Prints JSON: the pooled and per-kind
fits, with each kind's count, stated sum and made count (the table ``bots/was_sticht.py`` keeps as ``PLAY_MADE``);
``--notes FILE`` keeps the judged notes (kind, stated share, made), and fits those of every FILE given with
``--fit FILE …`` instead of playing.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from cardtable.bots import was_sticht
from cardtable.commands.sim_runs import Run, deal_record

FACE_VALUE = dict.fromkeys(was_sticht.PLAY_MADE, (1.0, 0.0))


def record(args: tuple[int, int]) -> dict[str, Any]:
    """The sim's record of deal ``i`` of the self-play run from ``seed``, the playouts read at face value."""
    seed, i = args
    was_sticht.PLAY_MADE.update(FACE_VALUE)
    return deal_record(Run("was-sticht", None, ["expert"] * 4, i + 1, seed, False, None, False), i)


def fit(
    rows: list[tuple[float, bool]], prior: tuple[float, float] = (0.0, 0.0), shrink: float = 0.0
) -> tuple[float, float]:
    """(hit, miss) minimising Σ (made − hit·r − miss·(1 − r))² + shrink · ((hit − h0)² + (miss − m0)²).

    >>> fit([(1.0, True), (1.0, False), (0.0, False), (0.0, False)])
    (0.5, 0.0)
    """
    a, b, d = shrink, 0.0, shrink  # the normal equations [[a, b], [b, d]] · (hit, miss) = (u, v)
    u, v = shrink * prior[0], shrink * prior[1]
    for r, made in rows:
        a, b, d = a + r * r, b + r * (1 - r), d + (1 - r) * (1 - r)
        u, v = u + r * made, v + (1 - r) * made
    det = a * d - b * b
    hit, miss = (u * d - b * v) / det, (a * v - b * u) / det
    return round(min(1.0, max(0.0, hit)), 2), round(min(1.0, max(0.0, miss)), 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=9100)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--shrink", type=float, default=8.0)
    parser.add_argument("--notes", help="keep the judged notes in this file")
    parser.add_argument("--fit", nargs="+", help="fit the notes kept in these files (no play)")
    a = parser.parse_args()
    if a.fit:
        notes = [n for path in a.fit for n in json.loads(Path(path).read_text())]
    else:
        with ProcessPoolExecutor(a.jobs) as pool:
            records = list(pool.map(record, [(a.seed, i) for i in range(a.deals)]))
        notes = [n for r in records for n in r["notes"] if n["made"] is not None and n["rate"] is not None]
        if a.notes:
            Path(a.notes).write_text(json.dumps([{k: n[k] for k in ("what", "rate", "made")} for n in notes]))
    rows = [(n["rate"], bool(n["made"])) for n in notes]
    pooled = fit(rows)
    kinds: dict[str, list[tuple[float, bool]]] = defaultdict(list)
    for n in notes:
        kinds["no-X" if n["what"].startswith("no-") else n["what"]].append((n["rate"], bool(n["made"])))
    out = {
        "deals": None if a.fit else a.deals,
        "seed": None if a.fit else a.seed,
        "tasks": len(rows),
        "stated": round(sum(r for r, _ in rows), 1),
        "made": sum(m for _, m in rows),
        "pooled": pooled,
        "kinds": {
            k: {
                "n": len(v),
                "stated": round(sum(r for r, _ in v), 1),
                "made": sum(m for _, m in v),
                "play_made": fit(v, pooled, a.shrink),
            }
            for k, v in sorted(kinds.items())
        },
    }
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
