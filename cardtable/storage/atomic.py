"""Atomic file writes: the file is either the old one or the new one, never a part."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def _fsync_folder(folder: Path) -> None:
    """Flush the folder entry so the rename survives a power cut (POSIX only)."""
    if os.name != "posix":
        return  # Windows cannot open a folder; its rename is already journalled
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on folders; the data itself is synced
    finally:
        os.close(fd)


def atomic_write(path: str | Path, data: bytes | str) -> None:
    """Write ``data`` to ``path`` atomically: temp file, flush, fsync, replace, fsync the folder.

    Text is written as UTF-8. On any failure the temp file is removed and the
    old file (if any) is left as it was; the OSError propagates.
    """
    p = Path(path)
    raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=TEMP_SUFFIX, dir=p.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_folder(p.parent)


def remove_stale_temps(path: str | Path, older_than: float = 60.0) -> int:
    """Remove temp files an interrupted ``atomic_write(path)`` left behind; returns how many.

    Only our own temp names (``.NAME.*.tmp``) older than ``older_than`` seconds
    are touched, so a write in progress in another process is left alone.
    """
    p = Path(path)
    now = time.time()
    removed = 0
    try:
        candidates = list(p.parent.glob(f".{p.name}.*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for tmp in candidates:
        try:
            if tmp.is_file() and now - tmp.stat().st_mtime >= older_than:
                tmp.unlink()
                removed += 1
        except OSError:
            continue
    return removed
