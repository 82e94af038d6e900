"""A process's descendants and whether they still run (Linux /proc, else ``ps``), for the kill tests."""

from __future__ import annotations

import subprocess
from pathlib import Path

Process = tuple[int, str]  # pid and its start time: a pid used again by a new process is not the same process


def _table() -> dict[int, tuple[int, str, str, str]]:
    """pid -> (parent pid, start time, state, command line) of every process."""
    rows: dict[int, tuple[int, str, str, str]] = {}
    proc = Path("/proc")
    if (proc / "self" / "stat").exists():
        for entry in proc.iterdir():
            if not entry.name.isdigit():
                continue
            try:
                stat = (entry / "stat").read_text()
                cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            except OSError:
                continue  # ended meanwhile
            fields = stat[stat.rindex(")") + 2 :].split()
            rows[int(entry.name)] = (int(fields[1]), fields[19], fields[0], cmdline)
        return rows
    out = subprocess.run(["ps", "-A", "-o", "pid=,ppid=,lstart=,stat=,command="], capture_output=True, text=True)
    for line in out.stdout.splitlines():
        parts = line.split(None, 8)
        if len(parts) >= 8:
            command = parts[8] if len(parts) > 8 else ""
            rows[int(parts[0])] = (int(parts[1]), " ".join(parts[2:7]), parts[7][:1], command)
    return rows


def descendants(pid: int) -> dict[Process, str]:
    """Every process below ``pid`` (children, their children…): (pid, start) -> command line."""
    table = _table()
    found: dict[Process, str] = {}
    todo = [pid]
    while todo:
        parent = todo.pop()
        for child, (ppid, start, _state, cmdline) in table.items():
            if ppid == parent and (child, start) not in found:
                found[(child, start)] = cmdline
                todo.append(child)
    return found


def alive(processes: dict[Process, str] | list[Process]) -> list[Process]:
    """Those of ``processes`` that still run (a zombie, ended but not yet reaped, does not)."""
    table = _table()
    running = {pid: start for pid, (_ppid, start, state, _cmd) in table.items() if state != "Z"}
    return [(pid, start) for pid, start in processes if running.get(pid) == start]
