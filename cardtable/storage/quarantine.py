"""Moving unreadable files aside: kept for the user, never overwritten or deleted."""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from cardtable.storage.envelope import StorageError

T = TypeVar("T")
log = logging.getLogger(__name__)


def _stamp() -> str:
    """UTC timestamp for file names, sortable."""
    t = time.time()
    return time.strftime("%Y%m%d-%H%M%S", time.gmtime(t)) + f"-{int(t * 1000) % 1000:03d}"


def _move_exclusive(src: Path, dst: Path) -> bool:
    """Move ``src`` to ``dst`` only if ``dst`` does not exist; False if it does."""
    if src.is_dir() and not src.is_symlink():
        if dst.exists() or dst.is_symlink():
            return False
        os.rename(src, dst)
        return True
    try:
        os.link(src, dst, follow_symlinks=False)  # fails if dst exists: nothing is overwritten
    except FileExistsError:
        return False
    except OSError:
        # another file system, or no hard links: copy into a new file, then remove the original
        try:
            with open(src, "rb") as fin, open(dst, "xb") as fout:
                shutil.copyfileobj(fin, fout)
        except FileExistsError:
            return False
        except OSError:
            with contextlib.suppress(OSError):
                dst.unlink()
            raise
    os.unlink(src)
    return True


def quarantine(path: str | Path, folder: str | Path) -> Path:
    """Move ``path`` into ``folder`` under a timestamped name; returns the new path.

    Raises OSError if it cannot be moved (the file then stays where it was).
    """
    src = Path(path)
    dest_dir = Path(folder)
    dest_dir.mkdir(parents=True, exist_ok=True)
    stamp = _stamp()
    for n in range(1000):
        name = f"{stamp}-{src.name}" if n == 0 else f"{stamp}-{n}-{src.name}"
        target = dest_dir / name
        if _move_exclusive(src, target):
            return target
    raise OSError(f"no free name for {src.name} in {dest_dir}")


def keep_copy(path: str | Path, folder: str | Path) -> Path:
    """Copy ``path`` into ``folder`` under a timestamped name (the original stays); returns the copy's path.

    Raises OSError if it cannot be copied.
    """
    src = Path(path)
    dest_dir = Path(folder)
    dest_dir.mkdir(parents=True, exist_ok=True)
    stamp = _stamp()
    for n in range(1000):
        target = dest_dir / (f"{stamp}-{src.name}" if n == 0 else f"{stamp}-{n}-{src.name}")
        try:
            with open(src, "rb") as fin, open(target, "xb") as fout:  # "x": nothing is overwritten
                shutil.copyfileobj(fin, fout)
        except FileExistsError:
            continue
        return target
    raise OSError(f"no free name for {src.name} in {dest_dir}")


def set_aside(error: StorageError, folder: str | Path) -> StorageError:
    """Quarantine the file an error is about (if it exists); returns the error, updated.

    A file that cannot be moved stays where it was and the message says so; the
    caller carries on either way.
    """
    path = error.path
    if path is None or not (path.exists() or path.is_symlink()):
        return error
    try:
        error.quarantined = quarantine(path, folder)
    except OSError as e:
        error.message += f" (it could not be moved aside: {e.strerror or e})"
    return error


def read_or_set_aside(
    path: Path, read: Callable[[Path], T], folder: Path, on_problem: Callable[[StorageError], None] | None
) -> T | None:
    """``read(path)``; None when there is no file, or when it is damaged: moved into ``folder`` (never deleted) and
    ``on_problem`` hears why."""
    if not (path.exists() or path.is_symlink()):
        return None
    try:
        return read(path)
    except StorageError as e:
        set_aside(e, folder)
        log.warning("%s", e)
        if on_problem is not None:
            on_problem(e)
        return None
