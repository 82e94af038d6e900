"""The Learn page: each game's lessons and puzzles with check marks; a lesson and a puzzle solved by mouse and
keyboard, checked by the engine, remembered; a puzzle's solution played out step by step; the guided first deal
in which the coach says what happens and what to do."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.learn.check import ILLEGAL, RIGHT, WRONG
from cardtable.learn.items import course
from cardtable.learn.positions import refused_cards
from cardtable.storage import user_paths
from cardtable.storage.learned import load_progress
from cardtable.ui.learn_page import DONE, LearnPage, tries
from tests.ui.conftest import make_window


def _row_of(page: LearnPage, text: str) -> int:
    return next(i for i in range(page.moves.count()) if page.moves.item(i).data(Qt.ItemDataRole.UserRole) == text)


def test_a_lesson_refuses_explains_and_is_solved_by_keyboard(qtbot):
    page = LearnPage(None)
    qtbot.addWidget(page)
    page.show()
    lesson = next(x for x in course("ulti").lessons if x.family == "follow")
    assert page.open_item("ulti", lesson.id)
    assert page.title_label.text() and page.task_label.text()
    refused = refused_cards(lesson.position())[0]
    assert f"play {refused}" in tries(lesson.position())  # a card the rules refuse can be tried
    verdict = page.try_move(f"play {refused}")
    assert verdict is not None and verdict.outcome == ILLEGAL and verdict.rule
    assert verdict.text in page.verdict_label.text()
    # the keyboard: the list has focus; move to the expected card and press Enter
    page.moves.setFocus()
    page.moves.setCurrentRow(0)
    for _ in range(_row_of(page, lesson.expected[0])):
        qtbot.keyClick(page.moves, Qt.Key.Key_Down)
    qtbot.keyClick(page.moves, Qt.Key.Key_Return)
    assert page.verdict is not None and page.verdict.outcome == RIGHT
    assert page._tree_items[("ulti", lesson.id)].text(0).startswith(DONE)
    assert load_progress(user_paths()).is_solved("ulti", lesson.id)
    # a new page reads the progress back: the check mark stays
    again = LearnPage(None)
    qtbot.addWidget(again)
    assert again._tree_items[("ulti", lesson.id)].text(0).startswith(DONE)


def test_a_puzzle_is_solved_by_mouse_and_its_solution_played_out(qtbot):
    page = LearnPage(None)
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()
    puzzle = course("tarokk").puzzles[0]
    page.open_item("tarokk", puzzle.id)
    wrong = next(m for m in puzzle.values if m != puzzle.solution[0])
    page.moves.setCurrentRow(_row_of(page, wrong))
    qtbot.mouseClick(page.try_button, Qt.MouseButton.LeftButton)
    assert page.verdict is not None and page.verdict.outcome == WRONG and not page.solution
    page.moves.setCurrentRow(_row_of(page, puzzle.solution[0]))
    qtbot.mouseClick(page.try_button, Qt.MouseButton.LeftButton)
    assert page.verdict.outcome == RIGHT
    assert len(page.solution) == len(puzzle.solution) + 1 and page.next_button.isEnabled()  # the position first
    assert page.step == 1  # the right card shown played
    assert not page.moves.isEnabled()  # solved: the position is played out, not tried again
    while page.next_button.isEnabled():
        qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
    assert page.step == len(puzzle.solution)
    assert page.board.frame is page.solution[-1] and page.board.frame.views[0].to_move is None


def test_the_page_in_hungarian(qtbot):
    from cardtable.ui import i18n

    i18n.set_language("hu")
    page = LearnPage(None)
    qtbot.addWidget(page)
    lesson = course("njet").lessons[0]
    page.open_item("njet", lesson.id)
    assert page.try_button.text() == "Ezt választom"
    assert page.title_label.text() == "A táblán maradt eldobás"
    assert page._tree_items[("njet", lesson.id)].text(0).strip().startswith("Lecke:")


def test_the_window_opens_learn_from_the_help_menu_and_the_start_screen(qtbot):
    w = make_window(qtbot)
    w.show_start()
    assert w.start_page is not None
    qtbot.mouseClick(w.start_page.learn_button, Qt.MouseButton.LeftButton)
    assert w.learn.page is not None and w.pages.currentWidget() is w.learn.page
    qtbot.mouseClick(w.learn.page.back_button, Qt.MouseButton.LeftButton)
    assert w.pages.currentWidget() is w.start_page
    w.menus.a_learn.trigger()
    assert w.pages.currentWidget() is w.learn.page


def test_a_guided_first_deal_says_what_happens_and_what_to_do(qtbot):
    w = make_window(qtbot)
    w.coach_effort = 0.02
    w.learn.start_guided("ecarte")
    assert w.learn.guided and w.coach is not None
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=30000)
    qtbot.waitUntil(lambda: "The coach would play" in w.coach.note.text(), timeout=30000)
    said = w.coach.note.text()
    assert said.startswith("Now: ") and "Your turn." in said
    assert w.coach.hints()  # the coach's ranking beside it
    # a match started the usual way is not guided
    w.quick_start("ecarte", "")
    assert not w.learn.guided
