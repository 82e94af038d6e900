"""Paths, atomic writes, the envelope and the quarantine."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cardtable.storage import ENV_HOME, StorageError, atomic_write, paths_in, quarantine, user_paths
from cardtable.storage.atomic import remove_stale_temps
from cardtable.storage.envelope import check_format, parse_json, read_document


def test_cardtable_home_puts_everything_in_one_folder(tmp_path):
    p = user_paths({ENV_HOME: str(tmp_path)})
    assert p.settings == tmp_path / "settings.json"
    assert p.autosave == tmp_path / "autosave.json"
    assert {p.saves, p.logs, p.quarantine} == {tmp_path / "saves", tmp_path / "logs", tmp_path / "quarantine"}
    assert p.statistics == tmp_path / "statistics.json"
    assert p.learned == tmp_path / "learned.json"
    assert set(p.to_json()) == {"settings", "saves", "autosave", "logs", "quarantine", "statistics", "learned"}


def test_without_cardtable_home_the_platform_folders_are_used(tmp_path):
    p = user_paths({})
    assert "cardtable" in str(p.settings) and "cardtable" in str(p.autosave)
    assert not str(p.settings).startswith(str(tmp_path))


def test_ensure_creates_the_folders(tmp_path):
    p = paths_in(tmp_path / "x").ensure()
    assert p.saves.is_dir() and p.logs.is_dir() and p.quarantine.is_dir()
    assert not p.settings.exists()


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path):
    target = tmp_path / "sub" / "f.json"
    atomic_write(target, "one")
    atomic_write(target, b"two")
    assert target.read_bytes() == b"two"
    assert sorted(os.listdir(target.parent)) == ["f.json"]


def test_atomic_write_failure_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "f.json"
    atomic_write(target, "old")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write(target, "new" * 1000)
    assert target.read_text() == "old"
    assert sorted(os.listdir(tmp_path)) == ["f.json"], "the temp file must be removed"


def test_stale_temps_are_removed_but_fresh_ones_kept(tmp_path):
    target = tmp_path / "autosave.json"
    old = tmp_path / ".autosave.json.abc.tmp"
    fresh = tmp_path / ".autosave.json.def.tmp"
    other = tmp_path / ".settings.json.abc.tmp"
    for f in (old, fresh, other):
        f.write_text("x")
    os.utime(old, (1, 1))
    os.utime(other, (1, 1))
    assert remove_stale_temps(target) == 1
    assert not old.exists() and fresh.exists() and other.exists()


def test_quarantine_moves_aside_and_never_overwrites(tmp_path):
    q = tmp_path / "q"
    moved = []
    for i in range(3):
        f = tmp_path / "autosave.json"
        f.write_text(f"bad {i}")
        moved.append(quarantine(f, q))
        assert not f.exists()
    assert len(set(moved)) == 3
    assert sorted(m.read_text() for m in moved) == ["bad 0", "bad 1", "bad 2"]
    assert all(m.name.endswith("autosave.json") and m.parent == q for m in moved)


def test_quarantine_moves_a_folder_and_a_symlink(tmp_path):
    folder = tmp_path / "autosave.json"
    folder.mkdir()
    (folder / "inner").write_text("keep me")
    moved = quarantine(folder, tmp_path / "q")
    assert (moved / "inner").read_text() == "keep me"
    secret = tmp_path / "secret.txt"
    secret.write_text("not ours")
    link = tmp_path / "settings.json"
    link.symlink_to(secret)
    moved = quarantine(link, tmp_path / "q")
    assert moved.is_symlink() and secret.read_text() == "not ours"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "not valid JSON"),
        ("{", "not valid JSON"),
        ("[" * 100_000 + "]" * 100_000, "nests too deeply"),
        ("[" * 70 + "]" * 70, "nests too deeply"),
        ('{"a": NaN}', "not valid JSON"),
        ("1" * 5000, "not valid JSON"),
    ],
)
def test_parse_json_refuses_hostile_text(text, words):
    with pytest.raises(ValueError, match=words):
        parse_json(text)


def test_check_format_tells_newer_from_foreign():
    assert check_format({"format": "cardtable-save/1", "x": 1}, "cardtable-save", 1, "f")["x"] == 1
    with pytest.raises(StorageError, match="newer cardtable"):
        check_format({"format": "cardtable-save/2"}, "cardtable-save", 1, "f")
    with pytest.raises(StorageError, match="unknown format version"):
        check_format({"format": "cardtable-save/x"}, "cardtable-save", 1, "f")
    with pytest.raises(StorageError, match="not a cardtable-save file"):
        check_format({"format": "cardtable-deal/1"}, "cardtable-save", 1, "f")
    with pytest.raises(StorageError, match="not a JSON object"):
        check_format([1, 2], "cardtable-save", 1, "f")


def _doc(tmp_path: Path, content: bytes | str) -> Path:
    f = tmp_path / "doc.json"
    f.write_bytes(content.encode() if isinstance(content, str) else content)
    return f


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "is empty"),
        (b"\xff\xfe\x00garbage", "not UTF-8"),
        ('{"format": "k/1"', "damaged"),
        (json.dumps({"format": "k/1", "pad": "x" * 2000}), "too large"),
    ],
)
def test_read_document_refuses_bad_files(tmp_path, content, words):
    with pytest.raises(StorageError, match=words) as e:
        read_document(_doc(tmp_path, content), "k", 1, "the file", max_bytes=1000)
    assert e.value.path == tmp_path / "doc.json"


def test_read_document_refuses_a_folder_a_fifo_and_a_missing_file(tmp_path):
    with pytest.raises(StorageError, match="is a folder"):
        read_document(tmp_path, "k", 1, "the file")
    with pytest.raises(StorageError, match="does not exist"):
        read_document(tmp_path / "nope.json", "k", 1, "the file")
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo"
        os.mkfifo(fifo)
        with pytest.raises(StorageError, match="not a regular file"):
            read_document(fifo, "k", 1, "the file")


def test_read_document_accepts_a_bom(tmp_path):
    f = _doc(tmp_path, b"\xef\xbb\xbf" + json.dumps({"format": "k/1", "a": 1}).encode())
    assert read_document(f, "k", 1, "the file")["a"] == 1
