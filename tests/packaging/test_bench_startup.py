"""`cardtable bench`: the start-up probe timing, the bundle size, and the engine part still working."""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardtable import cli
from cardtable.commands import bench

MARK = bench.PROBE_MARKER


def _py(code):
    return [sys.executable, "-c", code]


def test_probe_times_launch_to_the_marker_line():
    seconds = bench.probe_once(_py(f"import time; time.sleep(0.3); print('{MARK} 0.3', flush=True)"))
    assert 0.3 <= seconds < 10


def test_probe_ignores_other_output_before_the_marker():
    code = f"print('hello', flush=True); print('{MARK} 0.0', flush=True)"
    assert bench.probe_once(_py(code)) < 10


def test_probe_reports_an_app_that_exits_without_painting():
    with pytest.raises(RuntimeError, match="without a first-paint line: boom"):
        bench.probe_once(_py("import sys; sys.stderr.write('boom\\n'); sys.exit(3)"))


def test_probe_gives_up_on_a_hanging_app():
    t0 = time.perf_counter()
    with pytest.raises(RuntimeError, match="no first paint"):
        bench.probe_once(_py("import time; time.sleep(60)"), timeout=1.0)
    assert time.perf_counter() - t0 < 15  # the child was killed, not waited for


def test_source_start_up_reaches_a_painted_window(tmp_path):
    command, cold, _note = bench.source_targets()
    assert bench.probe_once(command, extra_env={"CARDTABLE_HOME": str(tmp_path)}) > 0
    assert any(p.name == "PySide6" for p in cold)


def test_evict_counts_files(tmp_path):
    (tmp_path / "a").write_bytes(b"x" * 10)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b").write_bytes(b"y")
    expected = 2 if hasattr(os, "posix_fadvise") else 0
    assert bench.evict([tmp_path]) == expected


def test_bundle_size_only_when_a_dist_exists(tmp_path, capsys):
    app = tmp_path / "cardtable"
    app.mkdir()
    exe = app / ("cardtable.exe" if sys.platform == "win32" else "cardtable")
    exe.write_bytes(b"\0" * 1000)
    (app / "_internal").mkdir()
    (app / "_internal" / "lib.so").write_bytes(b"\0" * 500)
    assert cli.main(["bench", "--only", "bundle", "--dist", str(app), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["bundle"]["bytes"] == 1500
    assert cli.main(["bench", "--only", "bundle", "--dist", str(tmp_path / "nothing")]) == 2
    assert "no frozen app" in capsys.readouterr().err


def test_engine_part_still_prints(capsys):
    assert cli.main(["bench", "--only", "engine", "--seconds", "0.05", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["engine"]
    assert rows and all(r["actions_per_s"] > 0 for r in rows)


def test_version_from_the_command_line():
    from cardtable import __version__

    done = subprocess.run([sys.executable, "-m", "cardtable", "--version"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert done.stdout.strip() == f"cardtable {__version__}"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_probe_leaves_no_helper_process_behind(tmp_path):
    # The app's bot worker pool must not outlive a probe run; here a stand-in child that never exits.
    pid_file = tmp_path / "pid"
    code = (
        "import subprocess, sys, pathlib\n"
        "p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
        f"pathlib.Path({str(pid_file)!r}).write_text(str(p.pid))\n"
        f"print('{MARK} 0.0', flush=True)\n"
    )
    bench.probe_once(_py(code))
    pid = int(pid_file.read_text())
    deadline = time.time() + 5
    while time.time() < deadline and _alive(pid):
        time.sleep(0.05)
    assert not _alive(pid)


def _alive(pid):
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")
