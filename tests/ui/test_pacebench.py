"""The pace bench plays a real deal through the window and reports the player's waits in the issue's shape."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from cardtable.ui.bench_window import percentile


def test_percentile_is_the_nearest_rank():
    assert percentile([5.0], 95) == 5.0
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == 2.0
    assert percentile(list(range(1, 101)), 95) == 95


def test_the_pace_bench_prints_every_figure_for_a_game():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "cardtable.ui.pacebench", "--game", "ecarte", "--deals", "1", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-500:]
    pace = json.loads(done.stdout)["pace"]
    assert set(pace) == {"ecarte"}
    r = pace["ecarte"]
    assert r["players"] == 2 and r["turns"] > 0 and not r["errors"]
    assert 0 < r["median_wait_ms"] <= r["p95_wait_ms"] <= r["max_wait_ms"]
