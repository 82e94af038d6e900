"""``cardtable learn --game G [--json]``: a game's lessons and puzzles with their positions, expected moves and the
solver's values; solved ones marked from the progress file; a damaged progress file is one line and no failure."""

from __future__ import annotations

import json

from cardtable import cli
from cardtable.engine.record import DealRecord
from cardtable.learn.items import course
from cardtable.storage import paths_in
from cardtable.storage.learned import Progress, write_progress


def _run(argv, capsys):
    code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_learn_json_lists_lessons_and_puzzles_with_positions(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    code, out, err = _run(["learn", "--game", "ulti", "--json", "--lang", "hu"], capsys)
    assert code == 0 and err == ""
    doc = json.loads(out)
    shipped = course("ulti")
    assert [x["id"] for x in doc["lessons"]] == [x.id for x in shipped.lessons]
    assert [x["id"] for x in doc["puzzles"]] == [x.id for x in shipped.puzzles]
    lesson, puzzle = doc["lessons"][0], doc["puzzles"][0]
    state = DealRecord.from_json(lesson["position"]).replay()
    assert set(lesson["expected"]) <= {str(a) for a in state.legal_actions()}
    assert lesson["title"] and lesson["task"] and lesson["solved"] is False
    state = DealRecord.from_json(puzzle["position"]).replay()
    assert set(puzzle["values"]) == {str(a) for a in state.legal_actions() if a.kind == "play"}
    assert puzzle["expected"] == puzzle["solution"][:1]


def test_learn_marks_what_was_solved(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    first = course("mu").lessons[0].id
    progress = Progress()
    progress.mark("mu", first)
    write_progress(progress, paths_in(tmp_path).ensure())
    code, out, _ = _run(["learn", "--game", "mu", "--json"], capsys)
    solved = {x["id"]: x["solved"] for x in json.loads(out)["lessons"]}
    assert code == 0 and solved[first] is True and sum(solved.values()) == 1
    code, out, _ = _run(["learn", "--game", "mu"], capsys)
    assert code == 0 and f"✓ {first}" in out and "puzzles (0)" in out


def test_learn_with_a_damaged_progress_file_says_so_in_one_line(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    paths = paths_in(tmp_path).ensure()
    paths.learned.write_text("{broken", "utf-8")
    code, out, err = _run(["learn", "--game", "njet", "--json"], capsys)
    assert code == 0 and json.loads(out)["game"] == "njet"
    assert len(err.strip().splitlines()) == 1 and err.startswith("cardtable learn:")
