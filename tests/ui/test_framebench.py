"""The frame-time measurement behind `cardtable bench --only frames`: its statistics, and a short real run."""

import json
import os
import subprocess
import sys

import pytest

from cardtable.ui import framebench


def test_percentiles_and_the_shares_over_one_and_two_frames():
    s = framebench.percentiles([16.0] * 90 + [20.0] * 8 + [40.0, 50.0])
    assert (s["n"], s["p50_ms"], s["p95_ms"], s["p99_ms"], s["max_ms"]) == (100, 16.0, 20.0, 50.0, 50.0)
    assert (s["over_16_7_pct"], s["over_33_pct"]) == (10.0, 2.0)
    assert framebench.percentiles([]) == {"n": 0}


@pytest.mark.gui
def test_a_short_run_of_the_real_window_reports_frames(tmp_path):
    # in a child, as the bench runs it: the bot pool's manager thread stays out of this test process
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=str(tmp_path))
    command = [sys.executable, "-m", "cardtable.ui.framebench", "--json", "--seconds", "3", "--game", "ecarte"]
    proc = subprocess.run([*command, "--level", "random"], env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    (r,) = json.loads(proc.stdout)
    assert not r["errors"]
    assert r["animation_ticks_all"]["n"] > 50  # about 60 a second
    assert r["bot_moves"] >= 1
    assert r["paint_draw_ms"]["n"] > 0
    text = framebench.format_result(r)
    assert "animation ticks, bot thinks" in text and "paint duration" in text


@pytest.mark.gui
def test_bench_only_frames_runs_it_in_a_child_and_prints_the_figures(capsys):
    from cardtable import cli
    from cardtable.engine import registry

    assert cli.main(["bench", "--only", "frames", "--frame-seconds", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["game"] for r in out["frames"]] == registry.names()  # every game of the registry by default
    # the table animated in every game (how often is the benchmark's figure, not the test's: a loaded machine
    # gave one game fewer than 10 ticks in its second)
    assert all(r["animation_ticks_all"]["n"] >= 1 for r in out["frames"])
