"""Killing the app at any moment loses at most the action in flight (real subprocess, SIGKILL)."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from autosave_worker import reference  # tests/storage is on sys.path (rootdir-relative test dirs)

from cardtable.engine.match import Match
from cardtable.storage import find_autosave, paths_in, read_save

WORKER = Path(__file__).with_name("autosave_worker.py")
KILLS = 30
SEED = 2026
DEALS = {"toy": 300, "ecarte": 150, "ulti": 60}

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX SIGKILL")


def _flat_actions(save) -> list[str]:
    actions = [a for d in save.finished for a in d.record.actions]
    return actions + (list(save.current.actions) if save.current is not None else [])


def _start(home: Path, game: str, deals: int) -> subprocess.Popen:
    # unbuffered bytes: reading "ready" must not read ahead into the "saved N" lines, which communicate() (reading
    # the pipe itself) would then never see — on a busy machine that lost lines and failed the test
    return subprocess.Popen(
        [sys.executable, str(WORKER), str(home), game, str(SEED), str(deals)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,
    )


def test_sigkill_at_random_moments_loses_at_most_the_action_in_flight(tmp_path, game_name):
    deals = DEALS.get(game_name, 60)
    ref_actions, ref_totals = reference(game_name, SEED, deals)
    home = tmp_path / "home"
    rng = random.Random(SEED)
    confirmed = 0  # actions the worker has reported saved
    caught_in_flight = 0
    for _ in range(KILLS):
        proc = _start(home, game_name, deals)
        assert proc.stdout is not None
        first = proc.stdout.readline().decode()
        if first != "ready\n":
            proc.kill()
            raise AssertionError(f"worker did not start: {first!r} {proc.communicate()[1]}")
        # sleep a random moment into the play, then kill without warning
        time.sleep(rng.uniform(0.0, 0.03))
        os.kill(proc.pid, signal.SIGKILL)
        out_b, err_b = proc.communicate()
        out, err = out_b.decode(), err_b.decode()
        assert proc.returncode == -signal.SIGKILL
        assert "Traceback" not in err, err
        assert "done" not in out, "the match ended before the kills ran out: make it longer"
        printed = [int(line.split()[1]) for line in out.splitlines() if line.startswith("saved ")]
        if printed:
            confirmed = printed[-1]
        if not (home / "autosave.json").exists():
            assert confirmed == 0, "the autosave vanished"  # killed before the very first save
            continue
        save = read_save(home / "autosave.json", Match)  # must load and replay, whatever the moment
        actions = _flat_actions(save)
        assert actions == ref_actions[: len(actions)], "the autosave is not a prefix of the match"
        assert confirmed <= len(actions) <= confirmed + 1, (confirmed, len(actions))
        caught_in_flight += len(actions) == confirmed + 1
        confirmed = len(actions)
    assert confirmed > 0
    assert not list(home.glob("quarantine/*")), "a good autosave was moved aside"
    # resume without interruption: the match continues to its legal end, exactly as if never killed
    proc = _start(home, game_name, deals)
    out_b, err_b = proc.communicate(timeout=120)
    assert proc.returncode == 0, err_b.decode()
    assert out_b.decode().splitlines()[-1] == "done " + json.dumps(ref_totals)
    final = read_save(home / "autosave.json", Match)
    assert _flat_actions(final) == ref_actions
    assert find_autosave(paths_in(home), Match) is None, "a finished match is not offered"
