"""A stand-in table for tests/packaging/test_worker_parent.py: the app's pool (spawn, one worker, the real
initializer) runs a job that writes a heartbeat for ever; this process then waits to be killed."""

import multiprocessing
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from cardtable.ui import bot_worker


def beat(path: str) -> None:
    """Write this worker's pid, then a line every 50 ms, for ever (a bot that never stops thinking)."""
    with open(path, "a", encoding="utf-8") as f:
        f.write(f"{os.getpid()}\n")
        while True:
            f.write(".\n")
            f.flush()
            time.sleep(0.05)


if __name__ == "__main__":
    heartbeat = Path(sys.argv[1])
    pool = ProcessPoolExecutor(
        max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=bot_worker.start_worker
    )
    pool.submit(beat, str(heartbeat))
    while True:
        time.sleep(1)
