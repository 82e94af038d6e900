"""Killing the app mid-deal leaves nothing running (issue 31, point 1): from source and frozen, SIGKILL and SIGTERM.

The window starts a Tarokk match whose first move is a bot's (the bot worker and multiprocessing's resource
tracker start at once); while the bot thinks, the app is killed. Five seconds later no process it started may
still run: the worker watches its parent and ends itself, and the tracker ends when the last holder of its pipe
has. SIGTERM also quits cleanly: exit 0, the settings written, the autosave holding the deal.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from process_tree import alive, descendants
from test_frozen import EXE_NAME, frozen  # noqa: F401 (the fixture: one build per test run)

GAME_ARGS = ["--game", "tarokk", "--seed", "3", "--lang", "en"]  # seed 3: a bot bids first
GRACE_S = 5.0
START_S = 120.0  # a spawned worker imports the engines: slow on a busy machine

pytestmark = pytest.mark.skipif(
    not hasattr(signal, "SIGKILL"), reason="POSIX signals (every platform: test_worker_parent.py)"
)


def _start(command: list[str], home: Path) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDTABLE_HOME=str(home))
    return subprocess.Popen(
        [*command, *GAME_ARGS], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL
    )


def _children_once_the_bot_thinks(app: subprocess.Popen) -> dict:
    """The app's processes once its bot worker runs (and has had a moment to start thinking)."""
    deadline = time.monotonic() + START_S
    while time.monotonic() < deadline:
        if app.poll() is not None:
            raise AssertionError(f"the app ended early ({app.returncode}): {app.stderr.read().decode()[-2000:]}")
        found = descendants(app.pid)
        if any("multiprocessing-fork" in cmd for cmd in found.values()):
            time.sleep(1.0)  # mid-deal: the worker is busy with the first bot's bid
            return descendants(app.pid)
        time.sleep(0.1)
    app.kill()
    raise AssertionError("the bot worker never started")


def _kill_and_check(command: list[str], home: Path, how: signal.Signals) -> subprocess.Popen:
    app = _start(command, home)
    started: dict = {}
    try:
        started = _children_once_the_bot_thinks(app)
        assert any("multiprocessing-fork" in cmd for cmd in started.values()), started
        os.kill(app.pid, how)
        app.wait(timeout=30)
        time.sleep(GRACE_S)
        left = alive(started)
        assert not left, f"still running {GRACE_S:g} s after {how.name}: {[started[p] for p in left]}"
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        for pid, _start_time in alive(started):  # a failed check leaves no orphans behind on the test machine
            os.kill(pid, signal.SIGKILL)
    return app


def _assert_quit_cleanly(app: subprocess.Popen, home: Path) -> None:
    assert app.returncode == 0, app.stderr.read().decode()[-2000:]
    assert json.loads((home / "settings.json").read_text(encoding="utf-8"))["format"] == "cardtable-settings/1"
    saved = json.loads((home / "autosave.json").read_text(encoding="utf-8"))
    assert saved["game"] == "tarokk" and saved["current"] is not None  # the deal in progress is kept


SOURCE = [sys.executable, "-m", "cardtable"]


def test_sigkill_of_the_window_leaves_no_process(tmp_path):
    _kill_and_check(SOURCE, tmp_path / "home", signal.SIGKILL)


def test_sigterm_quits_cleanly_and_leaves_no_process(tmp_path):
    app = _kill_and_check(SOURCE, tmp_path / "home", signal.SIGTERM)
    _assert_quit_cleanly(app, tmp_path / "home")


def test_frozen_sigkill_leaves_no_process(frozen, tmp_path):  # noqa: F811
    _kill_and_check([str(frozen / EXE_NAME)], tmp_path / "home", signal.SIGKILL)


def test_frozen_sigterm_quits_cleanly_and_leaves_no_process(frozen, tmp_path):  # noqa: F811
    app = _kill_and_check([str(frozen / EXE_NAME)], tmp_path / "home", signal.SIGTERM)
    _assert_quit_cleanly(app, tmp_path / "home")
