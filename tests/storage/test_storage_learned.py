"""The solved lessons and puzzles (``cardtable-learned/1``): versioned, written atomically, round-trips, and a
damaged file is moved aside with a message while the progress starts afresh."""

from __future__ import annotations

import json

import pytest

from cardtable.storage import paths_in
from cardtable.storage.envelope import StorageError
from cardtable.storage.learned import Progress, load_progress, read_progress, write_progress


def test_progress_round_trips_and_is_versioned(tmp_path):
    paths = paths_in(tmp_path)
    progress = Progress()
    assert progress.mark("ulti", "ulti-talon") and not progress.mark("ulti", "ulti-talon")
    progress.mark("tarokk", "tarokk-make-trull-1")
    write_progress(progress, paths)
    doc = json.loads(paths.learned.read_text("utf-8"))
    assert doc["format"] == "cardtable-learned/1"
    back = read_progress(paths.learned)
    assert back.is_solved("ulti", "ulti-talon") and back.is_solved("tarokk", "tarokk-make-trull-1")
    assert not back.is_solved("ulti", "ulti-bid") and back.count("ulti") == 1
    assert back.to_json() == progress.to_json()


def test_no_file_is_no_progress(tmp_path):
    assert load_progress(paths_in(tmp_path)).solved == {}


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"{not json", "damaged"),
        (b'{"format": "cardtable-stats/1"}', "cardtable-learned"),
        (b'{"format": "cardtable-learned/1", "solved": []}', "object of games"),
        (b'{"format": "cardtable-learned/1", "solved": {"ulti": "all"}}', "must be a list"),
        (b'{"format": "cardtable-learned/1", "solved": {"ulti": [3]}}', "short texts"),
    ],
)
def test_a_damaged_file_is_moved_aside_and_progress_starts_afresh(tmp_path, content, words):
    paths = paths_in(tmp_path)
    paths.learned.parent.mkdir(parents=True, exist_ok=True)
    paths.learned.write_bytes(content)
    problems: list[StorageError] = []
    progress = load_progress(paths, problems.append)
    assert progress.solved == {}
    assert len(problems) == 1 and words in problems[0].message, problems[0].message
    moved = problems[0].quarantined
    assert moved is not None and moved.parent == paths.quarantine and moved.read_bytes() == content
    assert not paths.learned.exists()
    progress.mark("mu", "mu-opening")
    write_progress(progress, paths)
    assert read_progress(paths.learned).is_solved("mu", "mu-opening")
