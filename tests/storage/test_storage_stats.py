"""The statistics file (``cardtable-stats/1``) and the practice marks of saves (issue 15, items 9 and 13)."""

import json

import pytest

from cardtable.engine.match import Match
from cardtable.engine.randomplay import play_random
from cardtable.storage.envelope import StorageError
from cardtable.storage.paths import paths_in
from cardtable.storage.saves import MatchSave, read_save, write_save
from cardtable.storage.stats import (
    MIXED,
    RECENT,
    Statistics,
    StatsRecorder,
    bot_level,
    load_statistics,
    read_statistics,
    write_statistics,
)


def test_deals_and_matches_are_counted_per_game_and_level(tmp_path):
    paths = paths_in(tmp_path)
    rec = StatsRecorder(paths)
    rec.record_deal("ulti", "expert", 12, [("40-100 ulti", True)])
    rec.record_deal("ulti", "expert", -30, [("betli", False)])
    rec.record_deal("ulti", "expert", 0, [], undo=True)
    rec.record_match("ulti", "expert", -18, False, 3, undo=True)
    rec.record_deal("ulti", "random", 4, [("40-100 ulti", False)])
    rec.record_match("ulti", "random", 4, True, 1)

    stats = read_statistics(paths.statistics)  # what is on disk, not the recorder's memory
    t = stats.combined("ulti", "expert")
    assert (t.deals, t.deals_won, t.matches, t.matches_won) == (3, 1, 1, 0)
    assert t.points == -18 and t.points_per_deal == -6
    assert (t.best_deal, t.worst_deal) == (12, -30)
    assert t.contracts == {"40-100 ulti": [1, 1], "betli": [1, 0]}
    assert (t.undo_deals, t.undo_matches) == (1, 1)
    every = stats.combined("ulti")
    assert (every.deals, every.matches, every.matches_won) == (4, 2, 1)
    assert every.contracts["40-100 ulti"] == [2, 1]
    assert stats.levels("ulti") == ["expert", "random"]
    assert [(m.total, m.won, m.undo) for m in stats.trend("ulti")] == [(-18, False, True), (4, True, False)]
    assert [m.total for m in stats.trend("ulti", "random")] == [4]


def test_the_file_is_versioned_and_round_trips(tmp_path):
    stats = Statistics()
    stats.add_deal("tarokk", "medium", 6, [("3", True)])
    stats.add_match("tarokk", "medium", 6, True, 1)
    path = tmp_path / "statistics.json"
    write_statistics(stats, path)
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == "cardtable-stats/1"
    assert read_statistics(path).to_json() == stats.to_json()


def test_only_the_last_matches_are_kept_one_by_one(tmp_path):
    stats = Statistics()
    for i in range(RECENT + 30):
        stats.add_match("ecarte", "random", i, True, 1)
    assert len(stats.recent) == RECENT and stats.recent[-1].total == RECENT + 29
    assert stats.combined("ecarte").matches == RECENT + 30  # the counts keep everything
    assert [m.total for m in stats.trend("ecarte", last=3)] == [RECENT + 27, RECENT + 28, RECENT + 29]


@pytest.mark.parametrize(
    "content, words",
    [
        (b"\x00\xff garbage", "not a text file"),
        (b'{"format": "cardtable-stats/1", "groups": [{"game": "ulti"', "damaged"),
        (b'{"format": "cardtable-stats/2", "groups": []}', "newer cardtable"),
        (b'{"format": "cardtable-save/1"}', "not a cardtable-stats file"),
        (
            b'{"format": "cardtable-stats/1", "groups": [{"game": "ulti", "level": "x", "deals": 1, "deals_won": 2}]}',
            "more won than played",
        ),
        (b'{"format": "cardtable-stats/1", "groups": [{"game": "ulti", "level": "x", "deals": -1}]}', "deals"),
        (
            b'{"format": "cardtable-stats/1", "recent": [{"game": "ulti", "level": "x", "total": 1, "won": 1}]}',
            "true or false",
        ),
    ],
)
def test_a_bad_statistics_file_is_quarantined_and_counting_starts_afresh(tmp_path, content, words):
    paths = paths_in(tmp_path)
    paths.statistics.write_bytes(content)
    problems: list[StorageError] = []
    stats = load_statistics(paths, problems.append)
    assert stats.tallies == {} and stats.recent == []
    assert len(problems) == 1 and words in problems[0].message
    moved = problems[0].quarantined
    assert moved is not None and moved.parent == paths.quarantine and moved.read_bytes() == content
    assert not paths.statistics.exists()
    # the recorder carries on and writes a good file in its place
    rec = StatsRecorder(paths)
    rec.record_deal("ulti", "x", 1, [])
    assert read_statistics(paths.statistics).combined("ulti").deals == 1


def test_the_recorder_reports_a_damaged_file_once_and_goes_on(tmp_path):
    paths = paths_in(tmp_path)
    paths.statistics.write_text("{not json", "utf-8")
    heard: list[str] = []
    rec = StatsRecorder(paths, on_problem=lambda e: heard.append(e.message))
    rec.record_deal("mu", "random", 3, [])
    rec.record_deal("mu", "random", -1, [])
    assert len(heard) == 1 and "damaged" in heard[0]
    assert read_statistics(paths.statistics).combined("mu").deals == 2


def test_a_match_is_filed_under_its_bots_level():
    assert bot_level([None, "expert", "expert"]) == "expert"
    assert bot_level([None, "random", "expert"]) == MIXED


def _finished_save(practice: bool, undo_used: bool) -> MatchSave:
    from cardtable import games

    game = games.get("ecarte")
    match = Match(game=game, players=2, seed=3, deals=3)
    state = match.new_deal()
    play_random(state, __import__("random").Random(1))
    match.finish_deal(state)
    return MatchSave.capture(match, None, ["A", "B"], [None, "random"], practice=practice, undo_used=undo_used)


def test_a_save_keeps_its_practice_marks(tmp_path):
    path = tmp_path / "practice.json"
    write_save(_finished_save(True, True), path)
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == "cardtable-save/1" and data["practice"] is True and data["undo_used"] is True
    loaded = read_save(path)
    assert loaded.practice and loaded.undo_used


def test_an_old_save_without_the_marks_still_loads(tmp_path):
    path = tmp_path / "old.json"
    write_save(_finished_save(False, False), path)
    data = json.loads(path.read_text("utf-8"))
    assert "practice" not in data and "undo_used" not in data  # what every save before the marks looked like
    loaded = read_save(path)
    assert not loaded.practice and not loaded.undo_used


def test_a_practice_mark_of_the_wrong_type_is_refused(tmp_path):
    path = tmp_path / "bad.json"
    data = _finished_save(True, False).to_json()
    data["undo_used"] = "yes"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(StorageError, match="true or false"):
        read_save(path)
