"""``cardtable bench``: the performance figures the issues name.

Engine speed (random play through the public API), start-up time to the first painted window from source and
frozen, and the size of the frozen bundle when ``dist/cardtable`` exists. Start-up is timed from outside: the
bench starts the app with CARDTABLE_STARTUP_PROBE=1 and stops the clock when the app prints its first-paint line.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import queue
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from cardtable import games
from cardtable.commands.arguments import bounded
from cardtable.engine import registry

PROBE_MARKER = "cardtable-startup-probe first-paint"
PROBE_TIMEOUT = 30.0
PACKAGE = Path(__file__).resolve().parents[1]


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("bench", help="print engine speed, start-up time and bundle size")
    p.add_argument("--seconds", type=_seconds, default=2.0, help="time per engine measurement (default 2)")
    p.add_argument("--runs", type=_runs, default=5, help="warm start-up runs per target after the cold one (default 5)")
    p.add_argument(
        "--only",
        choices=("engine", "bots", "solver", "startup", "bundle", "frames", "coach", "pace"),
        default=None,
        help="measure one thing only (default all but solver, frames, coach and pace; solver = the open-hand solver "
        "on 20 fixed Ulti deals; frames = the table's frame times while expert bots play, about --frame-seconds per "
        "game; coach = the coach's ranking against four times its budget at --positions positions per game; "
        "pace = the player's wait between his own turns at the default settings, --pace-deals deals per game)",
    )
    p.add_argument("--positions", type=_positions, default=40, help="positions per game for coach (default 40)")
    p.add_argument(
        "--frame-seconds", type=_seconds, default=20.0, help="seconds of play per game for frames (default 20)"
    )
    p.add_argument("--pace-deals", type=_deals, default=2, help="deals per game for pace (default 2)")
    p.add_argument("--dist", type=Path, default=None, help="the frozen app folder (default dist/cardtable)")
    p.add_argument("--json", action="store_true", help="print JSON")


_seconds = bounded(float, "seconds", 0.01, 3600.0)
_runs = bounded(int, "runs", 0, 100)
_positions = bounded(int, "positions", 1, 10000)
_deals = bounded(int, "deals", 1, 100)


# -- engine ------------------------------------------------------------------------------------------------------


def engine_speed(name: str, variant: str | None, seconds: float) -> dict:
    """Random play through the public API: legal_actions, a random choice, apply."""
    game = games.get(name, variant=variant)
    rng = random.Random(1)
    actions = deals = 0
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while time.perf_counter() < deadline:
        state = game.new_deal(rng.randrange(2**31), dealer=deals % game.default_players)
        while state.to_move is not None:
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
        deals += 1
    dt = time.perf_counter() - t0
    return {"game": game.describe(), "actions_per_s": round(actions / dt), "deals_per_s": round(deals / dt, 1)}


# -- start-up ----------------------------------------------------------------------------------------------------


def probe_once(command: list[str], timeout: float = PROBE_TIMEOUT, extra_env: dict[str, str] | None = None) -> float:
    """Seconds from launching ``command`` to its first-paint line (measured here); RuntimeError if none comes."""
    env = dict(os.environ, CARDTABLE_STARTUP_PROBE="1", **(extra_env or {}))
    if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    lines: queue.Queue[str | None] = queue.Queue()
    env["CARDTABLE_STARTUP_PROBE_T0"] = repr(time.time())
    t0 = time.perf_counter()
    # A session of its own, so that the app's helper processes (the bot worker pool) end with it.
    proc = subprocess.Popen(
        command,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        start_new_session=os.name == "posix",
    )

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    seconds = None
    deadline = t0 + timeout
    try:
        while seconds is None:
            try:
                line = lines.get(timeout=max(0.01, deadline - time.perf_counter()))
            except queue.Empty:
                raise RuntimeError(f"no first paint within {timeout:.0f} s") from None
            if line is None:
                err = (proc.stderr.read() if proc.stderr else "").strip().splitlines()
                raise RuntimeError(
                    f"exited ({proc.wait()}) without a first-paint line" + (f": {err[-1]}" if err else "")
                )
            if line.startswith(PROBE_MARKER):
                seconds = time.perf_counter() - t0
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=5)  # the app quits by itself after the probe line; if not, it is killed below
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        if os.name == "posix":
            with contextlib.suppress(OSError):
                os.killpg(proc.pid, signal.SIGKILL)  # whatever the app left behind in its session
    return seconds


def evict(paths: list[Path]) -> int:
    """Ask the kernel to drop these files from the page cache (Linux), so the next start reads the disk."""
    if not hasattr(os, "posix_fadvise"):
        return 0
    n = 0
    for root in paths:
        for f in [root] if root.is_file() else root.rglob("*"):
            if f.is_file() and not f.is_symlink():
                try:
                    fd = os.open(f, os.O_RDONLY)
                except OSError:
                    continue
                try:
                    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                    n += 1
                finally:
                    os.close(fd)
    return n


def startup(command: list[str], runs: int, cold_files: list[Path]) -> dict:
    """One cold start (files evicted from the page cache where the OS allows), then ``runs`` warm starts."""
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as home:
        # A first start in an empty home (no settings, no autosave), and the player's own files stay untouched.
        evicted = evict(cold_files)
        cold = probe_once(command, extra_env={"CARDTABLE_HOME": home})
        warm = []
        for i in range(runs):
            warm.append(probe_once(command, extra_env={"CARDTABLE_HOME": os.path.join(home, str(i))}))
    return {
        "cold_s": round(cold, 3),
        "cold_evicted_files": evicted,
        "warm_median_s": round(statistics.median(warm), 3) if warm else None,
        "warm_min_s": round(min(warm), 3) if warm else None,
    }


def source_targets() -> tuple[list[str], list[Path], str]:
    """The command that starts the app from source, the files to evict for a cold start, and a note."""
    import importlib.util

    cold = [PACKAGE, Path(os.__file__).parent]
    for name in ("PySide6", "shiboken6"):
        spec = importlib.util.find_spec(name)
        if spec and spec.origin:
            cold.append(Path(spec.origin).parent)
    return [sys.executable, "-m", "cardtable"], cold, "python -m cardtable"  # the env var asks for the probe


def find_dist(given: Path | None) -> Path | None:
    """The frozen app folder: --dist, else dist/cardtable here or next to the source tree."""
    candidates = [given] if given else [Path.cwd() / "dist" / "cardtable", PACKAGE.parent / "dist" / "cardtable"]
    for c in candidates:
        if c and (c / ("cardtable.exe" if sys.platform == "win32" else "cardtable")).is_file():
            return c
    return None


def bundle_size(app: Path) -> int:
    """Bytes in every file of the frozen app folder."""
    return sum(f.lstat().st_size for f in app.rglob("*") if f.is_file() or f.is_symlink())


# -- frames ------------------------------------------------------------------------------------------------------


def frame_times(seconds: float, frozen: bool) -> list[dict] | dict:
    """The table's frame times while expert bots play (cardtable.ui.framebench, in a child: no Qt here)."""
    if frozen:
        return {"error": "run it from source: python -m cardtable bench --only frames"}
    command = [sys.executable, "-m", "cardtable.ui.framebench", "--json", "--seconds", str(seconds)]
    return _window_child(command, 2 * len(registry.names()) * seconds + 120, "frame")


def pace(deals: int, frozen: bool) -> dict:
    """The player's waits between his own turns (cardtable.ui.pacebench, in a child: no Qt here)."""
    if frozen:
        return {"error": "run it from source: python -m cardtable bench --only pace"}
    command = [sys.executable, "-m", "cardtable.ui.pacebench", "--json", "--deals", str(deals)]
    out = _window_child(command, 240 * deals * len(registry.names()) + 120, "pace")
    return out.get("pace", out) if isinstance(out, dict) else {"error": "the pace measurement printed no figures"}


def _window_child(command: list[str], timeout: float, what: str) -> list[dict] | dict:
    """Run a measurement of the window in a child process of its own session; its JSON, or {"error": why}."""
    env = dict(os.environ)
    if sys.platform.startswith("linux") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    proc = subprocess.Popen(
        command,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=os.name == "posix",
    )
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        return {"error": f"the {what} measurement did not finish"}
    finally:
        if os.name == "posix":
            with contextlib.suppress(OSError):
                os.killpg(proc.pid, signal.SIGKILL)  # the bot worker, if the window left it behind
    if proc.returncode != 0:
        err = stderr.strip().splitlines()
        return {"error": f"exited ({proc.returncode})" + (f": {err[-1]}" if err else "")}
    try:
        return json.loads(stdout)
    except ValueError:
        return {"error": f"the {what} measurement printed no figures"}


# -- command -----------------------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    out: dict = {}
    want = {args.only} if args.only else {"engine", "bots", "startup", "bundle"}
    frozen_self = getattr(sys, "frozen", False)
    dist = Path(sys.executable).parent if frozen_self else find_dist(args.dist)
    if args.dist and dist is None:
        sys.stderr.write(f"cardtable bench: no frozen app in {args.dist}\n")
        return 2
    if "engine" in want:
        rows = []
        # Every registered engine in each of its rule sets.
        engines = [(r.name, str(v.value) or None) for r in games.infos() for v in r.variants]
        for name, variant in engines:
            rows.append(engine_speed(name, variant, args.seconds))
        out["engine"] = rows
    if "bots" in want:
        from cardtable.bots.bench import bench_rows

        out["bots"] = bench_rows()
    if "solver" in want:
        from cardtable.bots.bench import solver_rows

        out["solver"] = solver_rows()
    if "startup" in want:
        targets = []
        if not frozen_self:
            command, cold, note = source_targets()
            targets.append(("source", command, cold, note))
        if dist is not None:
            exe = dist / ("cardtable.exe" if sys.platform == "win32" else "cardtable")
            targets.append(("frozen", [str(exe)], [dist], str(exe)))
        for label, command, cold, note in targets:
            try:
                figures = startup(command, max(0, args.runs), cold)
            except (RuntimeError, OSError) as e:
                figures = {"error": str(e)}
            out.setdefault("startup", {})[label] = {"command": note, **figures}
    if "bundle" in want and dist is not None:
        out["bundle"] = {"path": str(dist), "bytes": bundle_size(dist)}
    if "frames" in want:
        out["frames"] = frame_times(args.frame_seconds, frozen_self)
    if "coach" in want:
        from cardtable.coach.stability import measure

        out["coach"] = [measure(name, args.positions).to_json() for name in registry.names()]
    if "pace" in want:
        out["pace"] = pace(args.pace_deals, frozen_self)
    if args.json:
        # the solver alone prints its own document ({"deals", "summary", "root15"}), as issue 13 names it
        print(json.dumps(out["solver"] if args.only == "solver" else out, indent=1))
    else:
        _print(out)
    return 0


def _print(out: dict) -> None:
    if "engine" in out:
        print("engine speed (random play through legal_actions / choice / apply, one core):")
        for r in out["engine"]:
            print(f"  {r['game']:<16} {r['actions_per_s']:>9,} actions/s  {r['deals_per_s']:>8} deals/s")
    if "bots" in out:
        from cardtable.bots.bench import format_rows

        print("\n".join(format_rows(out["bots"])))
    if "solver" in out:
        from cardtable.bots.bench import format_solver

        print("\n".join(format_solver(out["solver"])))
    if "startup" in out:
        print("start-up to the first painted window (launch -> first paint, timed from outside):")
        for label, r in out["startup"].items():
            if "error" in r:
                print(f"  {label:<7} n/a: {r['error']}")
            else:
                warm = (
                    f", warm median {r['warm_median_s']:.2f} s (min {r['warm_min_s']:.2f})"
                    if r["warm_median_s"]
                    else ""
                )
                print(f"  {label:<7} cold {r['cold_s']:.2f} s{warm}   [{r['command']}]")
    if "frames" in out:
        print("frame times of the table while expert bots play (python -m cardtable.ui.framebench):")
        if isinstance(out["frames"], dict):
            print(f"  n/a: {out['frames']['error']}")
        else:
            from cardtable.ui.framebench import format_result  # plain Python: Qt is imported only to measure

            for r in out["frames"]:
                print(format_result(r))
    if "coach" in out:
        print("the coach's best against a ranking at four times its budget (positions from rule-of-thumb deals):")
        for r in out["coach"]:
            agree = "n/a" if r["agree_when_clear"] is None else f"{100 * r['agree_when_clear']:.0f}%"
            print(
                f"  {r['game']:<11} {r['players']} seats  {r['positions']:>4} positions, {r['clear']:>4} with a clear "
                f"best: the same best in {agree}; as good as the best in {100 * r['as_good_share']:.0f}%; "
                f"a reason in game terms in {100 * r['reasoned_share']:.0f}% of hints; "
                f"rank p50 {r['rank_ms_p50']:.0f} ms, p95 {r['rank_ms_p95']:.0f} ms"
            )
    if "pace" in out:
        if "error" in out["pace"]:
            print(f"pace: n/a: {out['pace']['error']}")
        else:
            from cardtable.ui.pacebench import format_rows as pace_rows  # plain Python: Qt only to measure

            print("\n".join(pace_rows(out["pace"])))
    if "bundle" in out:
        b = out["bundle"]
        print(f"bundle: {b['bytes'] / 1e6:.1f} MB ({b['bytes'] / 2**20:.1f} MiB) in {b['path']}")
