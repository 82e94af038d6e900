"""Issue 27, Ulti parti games: ``tools/ulti_stated_line.py`` fits the line a parti game's stated chance is read
through (``PARTI_MISS``, ``PARTI_HIT``)."""

from __future__ import annotations

import runpy
from pathlib import Path

TOOL = Path(__file__).resolve().parents[2] / "tools" / "ulti_stated_line.py"


def _note(what: str, rate: float | None, made: bool | None, kind: str = "contract") -> dict[str, object]:
    return {"kind": kind, "what": what, "rate": rate, "made": made}


def test_the_tool_fits_the_parti_contracts_line_and_reads_only_them():
    """The line through made against the worlds' share, read at share 1 (hit) and 0 (miss); only judged parti
    contracts count (not an ulti, a trump note, an unjudged bid or one without a rate)."""
    tool = runpy.run_path(str(TOOL))
    # made one time in four where no world made it, three in four where every world did
    rows = [(0.0, False)] * 3 + [(0.0, True)] + [(1.0, True)] * 3 + [(1.0, False)]
    hit, miss = tool["fit"](rows)
    assert abs(hit - 0.75) < 1e-9 and abs(miss - 0.25) < 1e-9
    bands = tool["bands"](rows, hit, miss)
    assert bands["all"] == {"n": 8, "share": 0.5, "line": 0.5, "made": 0.5}
    assert bands["0.0-0.3"]["line"] == 0.25 and bands["0.7-1.0"]["made"] == 0.75
    records = [
        {"notes": [
            _note("piros passz", 0.4, True), _note("passz", 0.1, False), _note("ulti", 0.2, True),
            _note("passz", 0.3, True, kind="trump"), _note("passz", 0.5, None), _note("passz", None, True),
        ]},
    ]  # fmt: skip
    assert tool["parti_rows"](records, "mausz") == [(0.4, True), (0.1, False)]
