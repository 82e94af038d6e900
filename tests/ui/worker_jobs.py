"""Jobs that misbehave in the bot worker process (module-level, so a spawned worker can import them; no Qt)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from cardtable.ui.bot_worker import BotRequest, choose


class TwoArgError(Exception):
    """An exception whose default pickling loses an argument: unpickling it raises TypeError."""

    def __init__(self, what: str, where: str) -> None:
        super().__init__(f"{what} at {where}")


def _cannot_load() -> None:
    raise RuntimeError("this object cannot be unpickled")


class Unloadable:
    """Pickles in the worker, fails to unpickle in the table's process (breaks a ProcessPoolExecutor)."""

    def __reduce__(self) -> tuple:
        return (_cannot_load, ())


def raise_unpicklable() -> None:
    raise TwoArgError("T1", "the coach")


def return_unloadable() -> Unloadable:
    return Unloadable()


def pid() -> int:
    return os.getpid()


def _first_time(marker: str) -> bool:
    path = Path(marker)
    if path.exists():
        return False
    path.write_text(str(os.getpid()), encoding="utf-8")
    return True


def hang_once(marker: str, request: BotRequest) -> str:
    """The first request hangs (the marker file says it started, and in which process); later ones choose."""
    if _first_time(marker):
        time.sleep(600)
    return choose(request)


def fail_once(marker: str, request: BotRequest) -> str:
    """The first request raises an exception that cannot be unpickled; later ones choose."""
    if _first_time(marker):
        raise TwoArgError("T1", "the bot")
    return choose(request)
