"""Ulti parti games (issue 27): how often a passz or piros passz is made against the share of its worlds that made it.

    python tools/ulti_stated_line.py [--variant V] [--deals N] [--seed S] [--jobs J] [--records FILE]
    python tools/ulti_stated_line.py --fit FILE [FILE …] [--check FILE …]

Plays the deals `cardtable sim --game ulti [--variant V] --bots expert,expert,expert --seed S --no-clock` plays,
with the parti line neutral (``PARTI_MISS`` 0, ``PARTI_HIT`` 1: a parti game states its worlds' share), and fits
over every judged parti contract (passz, piros passz: the bid, hold or trump that became the contract) the chance
it was made where its worlds all made it (``hit``) and where they all failed it (``miss``): least squares of made
against the share r, ``hit · r + miss · (1 − r)``. Prints JSON: the fit, and per band of r the count, the mean
share, the line's rate and the share made — for the fitted deals and for each ``--check`` file's (not fitted on).
``--records FILE`` keeps the deals' records; ``--fit FILE …`` fits kept records instead of playing.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from cardtable.bots.ulti import policy as upolicy
from cardtable.commands.arguments import bounded
from cardtable.commands.sim_runs import Run, deal_record

BANDS = ((0.0, 0.3), (0.3, 0.7), (0.7, 1.01))


def record(args: tuple[str, int, int]) -> dict[str, Any]:
    """The sim's record of deal ``i`` of the self-play run from ``seed``, parti games stating their worlds' share."""
    variant, seed, i = args
    upolicy.PARTI_MISS, upolicy.PARTI_HIT = 0.0, 1.0
    return deal_record(Run("ulti", variant, ["expert"] * 3, i + 1, seed, False, None, False), i)


def parti_rows(records: list[dict[str, Any]], variant: str) -> list[tuple[float, bool]]:
    """(stated share, made) of every judged parti contract in ``records``."""
    return [
        (n["rate"], bool(n["made"]))
        for r in records
        for n in r["notes"]
        if n["kind"] == "contract" and n["made"] is not None and n["rate"] is not None
        and upolicy.parti_game(n["what"], variant)
    ]  # fmt: skip


def fit(rows: list[tuple[float, bool]]) -> tuple[float, float]:
    """(hit, miss): the least-squares line of made against the share, read at share 1 and 0."""
    n = len(rows)
    mx = sum(r for r, _m in rows) / n
    my = sum(m for _r, m in rows) / n
    sxx = sum((r - mx) ** 2 for r, _m in rows)
    slope = sum((r - mx) * (m - my) for r, m in rows) / sxx if sxx > 0 else 0.0
    return my + slope * (1 - mx), my - slope * mx


def bands(rows: list[tuple[float, bool]], hit: float, miss: float) -> dict[str, Any]:
    """Per band of the share and in all: count, mean share, the line's mean rate, the share made."""

    def row(sel: list[tuple[float, bool]]) -> dict[str, Any]:
        k = len(sel)
        return {
            "n": k,
            "share": round(sum(r for r, _m in sel) / k, 3),
            "line": round(sum(hit * r + miss * (1 - r) for r, _m in sel) / k, 3),
            "made": round(sum(m for _r, m in sel) / k, 3),
        }

    out = {
        f"{lo:.1f}-{min(hi, 1.0):.1f}": row(sel) for lo, hi in BANDS if (sel := [x for x in rows if lo <= x[0] < hi])
    }
    return {**out, "all": row(rows)} if rows else out


def load(path: Path) -> tuple[str, list[dict[str, Any]]]:
    """The variant and records of a file ``--records`` kept (SystemExit with why, for any other file)."""
    try:
        data = json.loads(path.read_text())
        return str(data["variant"]), list(data["records"])
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise SystemExit(f"ulti_stated_line: {path} is not a file this tool's --records kept ({e})") from None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variant", default="mausz", choices=("mausz", "4m"))
    ap.add_argument("--deals", type=bounded(int, "--deals", 1), default=200)
    ap.add_argument("--seed", type=int, default=29001)
    ap.add_argument("--jobs", type=bounded(int, "--jobs", 1, 256), default=1)
    ap.add_argument("--records", type=Path, help="keep the deals' records in this file")
    ap.add_argument("--fit", type=Path, nargs="+", help="fit the records these files keep instead of playing")
    ap.add_argument("--check", type=Path, nargs="*", default=[], help="records to check the line on (not fitted)")
    args = ap.parse_args()
    if args.fit:
        kept = [load(p) for p in args.fit]
        rows = [x for variant, records in kept for x in parti_rows(records, variant)]
    else:
        todo = [(args.variant, args.seed, i) for i in range(args.deals)]
        with ProcessPoolExecutor(args.jobs) as pool:
            records = list(pool.map(record, todo))
        if args.records:
            args.records.write_text(json.dumps({"variant": args.variant, "seed": args.seed, "records": records}))
        rows = parti_rows(records, args.variant)
    if len({r for r, _m in rows}) < 2:
        raise SystemExit(f"ulti_stated_line: {len(rows)} judged parti contracts, too few to fit a line through")
    hit, miss = fit(rows)
    out: dict[str, Any] = {"hit": round(hit, 3), "miss": round(miss, 3), "fitted": bands(rows, hit, miss)}
    for path in args.check:
        variant, records = load(path)
        out[f"check {path.name}"] = bands(parti_rows(records, variant), hit, miss)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
