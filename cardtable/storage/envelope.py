"""The versioned envelope every file we write carries, and hostile-input-safe reading.

A document is a JSON object whose ``format`` is ``"<kind>/<version>"``, e.g.
``cardtable-settings/1``. Reading never trusts the file: size, encoding,
syntax, nesting depth and the format are checked before any field is used.
"""

from __future__ import annotations

import json
import stat
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

from cardtable.storage.atomic import atomic_write

T = TypeVar("T")
MAX_DEPTH = 64  # our documents nest a few levels; deeper is hostile
MAX_DOCUMENT_BYTES = 8_000_000


class StorageError(Exception):
    """A file that cannot be read or written; ``message`` is one line for the user.

    ``path`` is the file, ``quarantined`` where it was moved aside (if it was).
    """

    def __init__(self, message: str, *, path: Path | None = None, quarantined: Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.quarantined = quarantined

    def __reduce__(self) -> tuple:
        # rebuilt from its own arguments (keyword-only ones too), so it survives a trip through a worker process
        return (partial(type(self), self.message, path=self.path, quarantined=self.quarantined), (), self.__dict__)

    def __str__(self) -> str:
        if self.quarantined is not None:
            return f"{self.message} (moved aside to {self.quarantined})"
        return self.message


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _depth_ok(data: Any, limit: int) -> bool:
    """True if ``data`` nests at most ``limit`` containers deep (iterative: no recursion)."""
    stack = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            if depth > limit:
                return False
            stack.extend((v, depth + 1) for v in node.values())
        elif isinstance(node, list):
            if depth > limit:
                return False
            stack.extend((v, depth + 1) for v in node)
    return True


def parse_json(text: str, *, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text strictly (no NaN/Infinity, bounded depth); ValueError says why."""
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except RecursionError:
        raise ValueError("it nests too deeply") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"it is not valid JSON ({e.msg} at line {e.lineno}, column {e.colno})") from None
    except ValueError as e:  # e.g. an integer with more digits than Python converts
        raise ValueError(f"it is not valid JSON ({e})") from None
    if not _depth_ok(data, max_depth):
        raise ValueError("it nests too deeply")
    return data


def read_text(path: Path, what: str, max_bytes: int = MAX_DOCUMENT_BYTES) -> str:
    """The UTF-8 text of a regular file of at most ``max_bytes``; StorageError otherwise."""
    try:
        st = path.stat()
    except FileNotFoundError:
        raise StorageError(f"{what} {path} does not exist", path=path) from None
    except OSError as e:
        raise StorageError(f"{what} {path} cannot be read: {e.strerror or e}", path=path) from None
    if stat.S_ISDIR(st.st_mode):
        raise StorageError(f"{what} {path} is a folder, not a file", path=path)
    if not stat.S_ISREG(st.st_mode):
        # a FIFO or device would block or never end
        raise StorageError(f"{what} {path} is not a regular file", path=path)
    if st.st_size > max_bytes:
        raise StorageError(f"{what} {path} is too large ({st.st_size} bytes)", path=path)
    try:
        with open(path, "rb") as f:
            raw = f.read(max_bytes + 1)
    except OSError as e:
        raise StorageError(f"{what} {path} cannot be read: {e.strerror or e}", path=path) from None
    if len(raw) > max_bytes:
        raise StorageError(f"{what} {path} is too large", path=path)
    if not raw.strip():
        raise StorageError(f"{what} {path} is empty", path=path)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise StorageError(f"{what} {path} is not a text file (not UTF-8)", path=path) from None


def check_format(data: Any, kind: str, version: int, what: str, path: Path | None = None) -> dict[str, Any]:
    """The document as a dict if its ``format`` is ``kind/version``; StorageError otherwise."""
    if not isinstance(data, dict):
        raise StorageError(f"{what} is not a {kind} file (not a JSON object)", path=path)
    fmt = data.get("format")
    expected = f"{kind}/{version}"
    if fmt == expected:
        return data
    if isinstance(fmt, str) and fmt.startswith(kind + "/"):
        tail = fmt[len(kind) + 1 :]
        if tail.isdigit() and len(tail) < 10 and int(tail) > version:
            raise StorageError(
                f"{what} was written by a newer cardtable (format {fmt}); this version reads {expected}", path=path
            )
        raise StorageError(f"{what} has an unknown format version {fmt!r} (expected {expected})", path=path)
    shown = fmt if isinstance(fmt, str) and len(fmt) < 80 else type(fmt).__name__
    raise StorageError(f"{what} is not a {kind} file (format {shown!r}, expected {expected!r})", path=path)


def read_document(path: Path, kind: str, version: int, what: str, max_bytes: int = MAX_DOCUMENT_BYTES) -> dict:
    """Read, parse and format-check one document file; StorageError says what is wrong."""
    text = read_text(path, what, max_bytes)
    try:
        data = parse_json(text)
    except ValueError as e:
        raise StorageError(f"{what} {path} is damaged: {e}", path=path) from None
    return check_format(data, kind, version, f"{what} {path}", path)


def read_parsed(
    path: Path, kind: str, version: int, what: str, parse: Callable[[dict[str, Any]], T], max_bytes: int
) -> T:
    """One document read and turned into ``parse``'s object; a field ``parse`` refuses is named with the file."""
    data = read_document(path, kind, version, what, max_bytes)
    try:
        return parse(data)
    except StorageError as e:
        e.message = f"{what} {path}: {e.message}"
        e.path = path
        raise


def envelope(kind: str, version: int, body: dict[str, Any]) -> dict[str, Any]:
    """A document: ``format`` first, then the body."""
    return {"format": f"{kind}/{version}", **body}


def dumps(document: dict[str, Any], *, indent: int | None = None) -> str:
    """JSON text of a document (UTF-8, strict numbers)."""
    sep = (",", ":") if indent is None else None
    return json.dumps(document, ensure_ascii=False, allow_nan=False, indent=indent, separators=sep) + "\n"


def write_document(path: Path, document: dict[str, Any], what: str, *, indent: int | None = None) -> None:
    """Write a document atomically; an OSError becomes a StorageError with a clear message."""
    text = dumps(document, indent=indent)
    try:
        atomic_write(path, text)
    except OSError as e:
        raise StorageError(f"{what} {path} cannot be written: {e.strerror or e}") from None
