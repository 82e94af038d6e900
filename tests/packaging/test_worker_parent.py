"""The bot worker ends when its table ends, killed without a word, on every platform (issue 31, "Every platform").

tests/packaging/test_kill.py kills the real window with POSIX signals; this kills a stand-in table with
``Popen.kill`` — SIGKILL on POSIX, TerminateProcess (Task Manager's "End task") on Windows — so the parent's
sentinel that ``bot_worker.exit_with_parent`` waits on is tried on each platform CI runs on. The worker's
heartbeat stopping is what "ended" means here, without a process table (none is portable).
"""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
START_S = 120.0  # a spawned worker imports the app's modules: slow on a busy machine
GRACE_S = 5.0


def _size(path: Path) -> int:
    return path.stat().st_size if path.exists() else 0


def _beats_within(path: Path, seconds: float) -> bool:
    before, deadline = _size(path), time.monotonic() + seconds
    while time.monotonic() < deadline:
        if _size(path) > before:
            return True
        time.sleep(0.05)
    return False


def _start(script: Path, heartbeat: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    return subprocess.Popen([sys.executable, str(script), str(heartbeat)], env=env)


def _wait_for_beats(table: subprocess.Popen, heartbeat: Path) -> None:
    deadline = time.monotonic() + START_S
    while _size(heartbeat) == 0 and time.monotonic() < deadline:
        assert table.poll() is None, "the stand-in table ended by itself"
        time.sleep(0.1)
    assert _beats_within(heartbeat, 5.0), "the worker never started beating"


def _end(table: subprocess.Popen) -> None:
    if table.poll() is None:
        table.kill()
        table.wait()


def test_a_killed_table_takes_its_worker_with_it(tmp_path):
    heartbeat = tmp_path / "heartbeat"
    table = _start(HERE / "worker_heartbeat.py", heartbeat)
    try:
        _wait_for_beats(table, heartbeat)
        table.kill()
        table.wait(timeout=30)
        time.sleep(GRACE_S)
        assert not _beats_within(heartbeat, 1.0), f"the worker still runs {GRACE_S:g} s after its table was killed"
    finally:
        _end(table)


def test_the_check_sees_a_worker_that_outlives_its_table(tmp_path):
    """Without the worker's initializer the same kill leaves it beating: the test above can fail."""
    heartbeat = tmp_path / "heartbeat"
    orphan = tmp_path / "orphan_table.py"
    source = (HERE / "worker_heartbeat.py").read_text(encoding="utf-8")
    orphan.write_text(source.replace("initializer=bot_worker.start_worker", "initializer=None"), encoding="utf-8")
    table = _start(orphan, heartbeat)
    try:
        _wait_for_beats(table, heartbeat)
        table.kill()
        table.wait(timeout=30)
        time.sleep(1.0)
        assert _beats_within(heartbeat, 2.0), "the worker stopped though nothing told it to"
    finally:
        _end(table)
        os.kill(int(heartbeat.read_text(encoding="utf-8").split()[0]), signal.SIGTERM)  # the orphan, by its pid
