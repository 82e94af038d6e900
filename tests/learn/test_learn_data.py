"""The shipped lessons and puzzles (cardtable/learn/data): each position replays, each expected move is legal, each
puzzle's solution is strictly the exact solver's best (re-solved here) and plays out to the deal's end, every item is
worded in both languages, and the files are what the generator makes."""

from __future__ import annotations

import json

import pytest

from cardtable import games
from cardtable.learn import exact
from cardtable.learn.check import ILLEGAL, RIGHT, WRONG, judge, task, title
from cardtable.learn.find import build_course, course_spec, find_lesson, find_puzzles
from cardtable.learn.items import FAMILIES, LearnDataError, course, course_from_json, data_file
from cardtable.learn.positions import refused_cards
from cardtable.learn.spec import PuzzleSpec

GAMES = games.names()
SOLVED = [g for g in GAMES if exact.has_solver(g)]
LESSONS = [(g, x.id) for g in GAMES for x in course(g).lessons]
PUZZLES = [(g, x.id) for g in SOLVED for x in course(g).puzzles]


def _item(game: str, item_id: str):
    found = course(game).find(item_id)
    assert found is not None
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_lesson_of_each_rule_family(game):
    families = {x.family for x in course(game).lessons}
    assert families == set(FAMILIES)


@pytest.mark.parametrize(("game", "item_id"), LESSONS)
def test_a_lesson_replays_and_its_expected_moves_are_legal(game, item_id):
    lesson = _item(game, item_id)
    state = lesson.position()
    assert not state.is_over and state.to_move == lesson.seat
    legal = {str(a) for a in state.legal_actions()}
    assert lesson.expected and set(lesson.expected) <= legal
    for lang in ("en", "hu"):
        assert "lesson." not in title(lesson, lang) + task(lesson, lang)


@pytest.mark.parametrize(("game", "item_id"), LESSONS)
def test_a_lesson_judges_right_wrong_and_illegal_by_the_engine(game, item_id):
    lesson = _item(game, item_id)
    state = lesson.position()
    before = state.clone().view(lesson.seat)
    verdict = judge(lesson, state, lesson.expected[0], "hu")
    assert verdict.outcome == RIGHT and verdict.solved and "lesson." not in verdict.text
    wrong = [a for a in state.legal_actions() if str(a) not in lesson.expected and a.kind != "concede"]
    if wrong:
        assert judge(lesson, state, wrong[0], "en").outcome == WRONG
    assert state.view(lesson.seat) == before  # judging never moves the position


@pytest.mark.parametrize("game", GAMES)
def test_a_card_the_rules_refuse_is_refused_with_its_rule(game):
    """The follow lesson: a card in hand the duty refuses gets the engine's refusal and the rule it breaks."""
    lesson = next(x for x in course(game).lessons if x.family == "follow")
    state = lesson.position()
    refused = refused_cards(state)
    assert refused, "the follow lesson is a position where a duty refuses a card"
    verdict = judge(lesson, state, f"play {refused[0]}", "en")
    assert verdict.outcome == ILLEGAL and verdict.rule and verdict.text


@pytest.mark.parametrize("game", SOLVED)
def test_each_solved_game_has_puzzles(game):
    puzzles = course(game).puzzles
    assert len(puzzles) >= 10 and len({p.goal for p in puzzles}) >= 4


@pytest.mark.parametrize(("game", "item_id"), PUZZLES)
def test_a_puzzle_solution_is_strictly_the_solvers_best(game, item_id):
    puzzle = _item(game, item_id)
    state = puzzle.position()
    assert state.to_move == puzzle.seat
    values = {str(a): v for a, v in exact.values(state).items()}
    assert values == pytest.approx(puzzle.values)
    best = puzzle.solution[0]
    assert all(values[best] > v for m, v in values.items() if m != best)
    for lang in ("en", "hu"):
        assert "puzzle." not in title(puzzle, lang) + task(puzzle, lang)
    wrong = next(m for m in values if m != best)
    assert judge(puzzle, state, best).outcome == RIGHT and judge(puzzle, state, wrong).outcome == WRONG


@pytest.mark.parametrize(("game", "item_id"), PUZZLES)
def test_a_puzzle_solution_plays_out_to_the_end_of_the_deal(game, item_id):
    puzzle = _item(game, item_id)
    state = puzzle.position()
    game_ = state.game
    for text in puzzle.solution:
        state.apply(game_.parse_action(text))
    assert state.is_over


@pytest.mark.parametrize("game", GAMES)
def test_the_file_reads_back_to_the_same_bytes(game):
    found = course(game)
    text = data_file(game).read_text(encoding="utf-8")
    assert found.dumps() == text
    assert course_from_json(json.loads(text), game).dumps() == text


@pytest.mark.parametrize("game", GAMES)
def test_the_lessons_are_what_the_generator_finds(game):
    specs, _ = course_spec(game)
    got = tuple(find_lesson(games.get(game), s) for s in specs)
    assert [x.to_json() for x in got] == [x.to_json() for x in course(game).lessons]


@pytest.mark.parametrize("game", SOLVED)
def test_the_first_puzzles_are_what_the_generator_finds(game):
    """A sampled check: the generator's search over the first puzzles' deals finds exactly those puzzles."""
    _, spec = course_spec(game)
    assert spec is not None
    shipped = course(game).puzzles
    upto = sorted({p.record.seed for p in shipped})[2]  # the deals of the first three puzzles
    small = PuzzleSpec(spec.max_cards, spec.min_choices, spec.per_goal, upto, spec.steers, spec.players)
    got = find_puzzles(games.get(game), small)
    assert [p.to_json() for p in got] == [p.to_json() for p in shipped[: len(got)]] and len(got) >= 3


BAD = [
    ({"format": "nope"}, "cardtable-learn/1"),
    ({"format": "cardtable-learn/1", "game": "mu", "lessons": [], "puzzles": []}, "not ulti"),
    ({"format": "cardtable-learn/1", "game": "ulti", "lessons": {}, "puzzles": []}, "lists"),
    ({"format": "cardtable-learn/1", "game": "ulti", "lessons": [7], "puzzles": []}, "lesson 1"),
]


@pytest.mark.parametrize(("doc", "words"), BAD)
def test_a_bad_lessons_file_names_what_is_wrong(doc, words):
    with pytest.raises(LearnDataError, match=words):
        course_from_json(doc, "ulti")


def test_a_lesson_with_a_bad_field_is_named():
    doc = course("ulti").to_json()
    doc["lessons"][1]["family"] = "magic"
    with pytest.raises(LearnDataError, match="lesson 2: unknown family"):
        course_from_json(doc, "ulti")
    doc = course("ulti").to_json()
    doc["puzzles"][0]["values"] = {"play HA": "lots"}
    with pytest.raises(LearnDataError, match="puzzle 1: values"):
        course_from_json(doc, "ulti")


def test_build_course_without_puzzles_is_the_lessons():
    assert build_course("mu", puzzles=False).lessons == course("mu").lessons
