"""Issue 15 item 2: the deal review window — every hand open, the player's decisions beside the coach's best.

Records are made by seeded random play (a random player makes mistakes for the coach to find).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QObject, Qt, Signal

from cardtable import games
from cardtable.coach.review import review, summary
from cardtable.engine import registry
from cardtable.engine.record import DealRecord
from cardtable.ui import bot_worker, i18n, texts
from cardtable.ui.controller import InlineBotRunner, MatchConfig
from cardtable.ui.mainwindow import MainWindow, SettingsStore
from cardtable.ui.review_dialog import ReviewDialog
from tests.actions import typed

pytestmark = pytest.mark.gui

EFFORT = 0.05


def random_record(game: str, seed: int) -> DealRecord:
    state = games.get(game).new_deal(seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return DealRecord.from_state(state, seed=seed)


def names_for(record: DealRecord) -> list[str]:
    n = len(record.new_state().view(0).hand_sizes)
    return ["You", "Anna", "Bence", "Csilla", "Dani"][:n]


def open_review(qtbot, record: DealRecord, seat: int = 0, runner=None, size=(1280, 800)) -> ReviewDialog:
    dlg = ReviewDialog(None, runner or InlineBotRunner(), record, seat, names_for(record), deal_number=2, effort=EFFORT)
    qtbot.addWidget(dlg)
    dlg.resize(*size)
    dlg.show()
    return dlg


@pytest.mark.parametrize("game", registry.names())
def test_the_review_steps_through_the_deal_with_every_hand_open(qtbot, game):
    rec = random_record(game, 31)
    dlg = open_review(qtbot, rec, seat=1)
    qtbot.waitUntil(lambda: dlg.complete, timeout=90000)
    assert len(dlg.frames) == len(rec.actions) + 1
    # the first position: every hand as dealt, open
    state = rec.new_state()
    dlg.go(0)
    assert [sorted(h) for h in dlg.board.hands()] == [sorted(state.view(s).hand) for s in range(len(dlg.names))]
    # action by action, the board follows the record (the hand of whoever played a card loses it)
    for i in range(len(rec.actions)):
        dlg.go(i)
        assert dlg.board.frame.index == i and dlg.board.step.action.split()[-1] in rec.actions[i]
        mover = state.to_move
        before = sorted(state.view(mover).hand)
        assert sorted(dlg.board.hands()[mover]) == before
        state.apply(rec.actions[i])
    dlg.go(len(rec.actions))
    assert dlg.board.step is None and "End of the deal" in dlg.detail.text()
    # trick by trick: each stop is a trick's first card, on an empty table
    starts = dlg.trick_starts()
    dlg.go(0)
    for start in starts:
        dlg.next_trick()
        assert dlg.current == start and not dlg.board.frame.views[0].trick
    dlg.previous_trick()
    assert dlg.current == (starts[-2] if len(starts) > 1 else 0)
    # the coach's judgement is the coach's review of this seat, and the summary says so
    expected = review(rec, 1, "en", effort=EFFORT)
    assert [(s.best, round(s.loss, 6), s.mistake) for s in dlg.steps] == [
        (s.best, round(s.loss, 6), s.mistake) for s in expected
    ]
    assert dlg.summary_label.text() == summary(expected, game, "en", label=lambda _g, a: dlg._label(a))
    assert not dlg.progress.isVisible()


def test_a_mistake_is_shown_beside_the_coachs_best_with_its_cost(qtbot):
    for seed in range(40):
        rec = random_record("ulti", seed)
        if any(s.mistake for s in review(rec, 0, "en", effort=EFFORT)):
            break
    dlg = open_review(qtbot, rec)
    qtbot.waitUntil(lambda: dlg.complete, timeout=90000)
    dlg.go(0)
    dlg.next_mistake()
    step = dlg.steps[dlg.current]
    assert step.mistake and step.seat == 0 and step.best != step.action
    detail = dlg.detail.text()
    assert "Your move" in detail and "The coach’s best" in detail and "Cost: about" in detail
    assert f"{step.loss:.1f}" in detail and step.reason in detail.replace("&#x27;", "'")
    row = dlg.moves.item(dlg._row_of[dlg.current])
    assert "mistake" in row.text() and row.foreground().color().name() == "#a3321f"
    assert dlg.summary_label.text().startswith("You lost")
    # the played card has the red rim, the coach's card the green one (when both are cards)
    if step.action.startswith("play ") and (step.best or "").startswith("play "):
        assert dlg.board.step is step


def test_the_review_speaks_both_languages(qtbot):
    rec = random_record("tarokk", 5)
    dlg = open_review(qtbot, rec, seat=0)
    qtbot.waitUntil(lambda: dlg.complete, timeout=90000)
    en_summary = dlg.summary_label.text()
    i18n.set_language("hu")
    qtbot.waitUntil(lambda: dlg.lang == "hu", timeout=2000)
    assert dlg.windowTitle().startswith("2. leosztás elemzése")
    hu_summary = dlg.summary_label.text()
    assert hu_summary != en_summary
    assert hu_summary.startswith(("Hibákkal", "Nem hibáztál", "Ebben a leosztásban"))
    assert dlg.next_button.text() == "Tovább ▶"
    judged = [s for s in dlg.steps if s.reviewed]
    fine = ("legjobb lépés", "jó lépés", "ugyanolyan jó, mint a legjobb")
    assert judged and all(s.comment in fine or s.comment.startswith("hiba") for s in judged)
    dlg.go(judged[0].index)
    assert "A lépésed" in dlg.detail.text()
    card = next(a.split()[1] for a in rec.actions if a.startswith("play "))
    assert texts.card_name("tarokk", card) in [dlg._label(typed("tarokk", f"play {card}"))]


class HeldRunner(QObject):
    """A worker stand-in that answers only when the test says so: the window must stay usable meanwhile."""

    computed = Signal(int, object, str)
    answered = Signal(int, str, str)

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[int, object, tuple]] = []

    def call(self, fn, *args) -> int:
        self.calls.append((len(self.calls) + 1, fn, args))
        return len(self.calls)

    def answer(self) -> None:
        cid, fn, args = self.calls[-1]
        self.computed.emit(cid, fn(*args), "")


def test_the_coach_works_in_the_worker_one_decision_at_a_time(qtbot):
    rec = random_record("ecarte", 3)
    runner = HeldRunner()
    dlg = open_review(qtbot, rec, runner=runner)
    decisions = [s.index for s in dlg.steps if s.decision and not s.forced]
    assert len(decisions) >= 2
    # one job asked, through the worker's function; the deal can be stepped through while it runs
    assert len(runner.calls) == 1 and runner.calls[0][1] is bot_worker.review_decision
    assert dlg.progress.isVisible() and dlg.progress.value() == 0 and dlg.progress.maximum() == len(decisions)
    dlg.go(decisions[0])
    assert "still looking" in dlg.detail.text()
    dlg.next()
    assert dlg.current == decisions[0] + 1
    runner.answer()
    assert len(runner.calls) == 2 and dlg.progress.value() == 1
    assert dlg.steps[decisions[0]].reviewed
    # a stale or foreign answer changes nothing
    runner.computed.emit(999, None, "")
    assert len(runner.calls) == 2
    # closed: no more jobs
    dlg.close()
    runner.answer()
    assert len(runner.calls) == 2


def test_a_failed_job_is_said_and_the_review_goes_on(qtbot):
    rec = random_record("ecarte", 3)
    runner = HeldRunner()
    dlg = open_review(qtbot, rec, runner=runner)
    first = runner.calls[0][2][2]
    runner.computed.emit(1, None, "RuntimeError: boom")
    assert first in dlg.failed and len(runner.calls) == 2
    dlg.go(first)
    assert "could not judge" in dlg.detail.text() and "boom" in dlg.detail.text()
    while len(runner.calls) > 1 and not dlg.complete:
        runner.answer()
    assert dlg.complete and "could not judge 1" in dlg.summary_label.text()


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_the_window_fits_the_table(qtbot, size):
    parent = MainWindow(InlineBotRunner(), store=SettingsStore())
    qtbot.addWidget(parent)
    parent.resize(*size)
    parent.show()
    rec = random_record("ulti", 2)
    dlg = ReviewDialog(parent, InlineBotRunner(), rec, 0, names_for(rec), effort=EFFORT)
    dlg.show()
    qtbot.waitUntil(lambda: dlg.complete, timeout=90000)
    assert dlg.width() <= parent.width() and dlg.height() <= parent.height()
    dlg.go(5)
    dlg.board.repaint()
    assert dlg.board.card_width >= 24  # cards a player can read, twelve to a row
    assert dlg.moves.width() >= 200
    dlg.close()


def play_to_end(qtbot, w) -> None:
    qtbot.waitUntil(lambda: w.controller.state is not None and w.controller.state.is_over, timeout=20000)


def test_the_review_opens_from_the_bar_the_sheet_and_the_menu(qtbot):
    store = SettingsStore()
    store.save = lambda: None
    store.settings.animation_speed = "off"
    w = MainWindow(InlineBotRunner(), store=store)
    w.coach_effort = EFFORT
    w.confirm_quit = False
    w.controller.bot_pause_ms = 0
    w.controller.trick_pause_ms = 0
    w.controller.autoplay_level = "random"
    qtbot.addWidget(w)
    w.show()
    w.start_match(MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["random"] * 2, seed=5))
    play_to_end(qtbot, w)
    qtbot.waitUntil(lambda: "choice:2" in w.panel.buttons, timeout=5000)
    bar = w.panel.buttons["choice:2"]
    assert bar.text() == "Review the deal" and w.panel.buttons["choice:1"].text() == "Next deal"
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton)
    dlg = w.review_window
    assert dlg is not None and dlg.isVisible()
    assert dlg.record.actions == w.controller.match.history[-1].record.actions and dlg.seat == w.controller.human
    qtbot.waitUntil(lambda: dlg.complete, timeout=90000)
    # from the score sheet
    assert w.sheet.isVisible() and w.sheet.review_button.isVisible()
    qtbot.mouseClick(w.sheet.review_button, Qt.MouseButton.LeftButton)
    assert w.review_window is not dlg and w.review_window.isVisible() and not dlg.isVisible()
    # from the menu, for an earlier deal of the match: the player picks it
    qtbot.mouseClick(w.panel.buttons["choice:1"], Qt.MouseButton.LeftButton)
    play_to_end(qtbot, w)
    qtbot.waitUntil(lambda: len(w.controller.match.history) == 2, timeout=5000)
    from cardtable.ui import review_dialog

    picked = []

    def choose(parent, deals, names):
        picked.append(review_dialog.deal_choices(deals, names))
        return 0

    orig = review_dialog.choose_deal
    review_dialog.choose_deal = choose
    try:
        w.menus.a_review.trigger()
    finally:
        review_dialog.choose_deal = orig
    assert picked and len(picked[0]) == 2 and picked[0][0].startswith("Deal 1: You ")
    assert w.review_window.record.actions == w.controller.match.history[0].record.actions
    assert w.review_window.windowTitle().startswith("Review of deal 1")
    w.review_window.close()


def test_no_review_before_a_deal_is_finished(qtbot, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    w = MainWindow(InlineBotRunner(), store=SettingsStore())
    qtbot.addWidget(w)
    w.confirm_quit = False
    w.review_deal()  # the bar's and the sheet's way: this match's last deal, and there is none
    assert "No deal" in w.statusBar().currentMessage() and w.review_window is None
    asked = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: asked.append(a) or ("", ""))
    w.review_deal(ask=True)  # the menu's way offers a saved match; cancelled, nothing opens
    assert asked and w.review_window is None


def test_a_deal_of_a_saved_match_is_reviewed_without_opening_the_match(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from cardtable.ui import review_dialog

    store = SettingsStore()
    store.save = lambda: None
    store.settings.animation_speed = "off"
    w = MainWindow(InlineBotRunner(), store=store)
    w.coach_effort = EFFORT
    w.confirm_quit = False
    w.quiet = True
    w.controller.bot_pause_ms = 0
    w.controller.trick_pause_ms = 0
    w.controller.autoplay_level = "random"
    qtbot.addWidget(w)
    w.start_match(MatchConfig(game="ecarte", players=2, names=["Zsófi", "Anna"], levels=["random"] * 2, seed=8))
    play_to_end(qtbot, w)
    qtbot.waitUntil(lambda: len(w.controller.match.history) == 1, timeout=5000)
    saved = tmp_path / "match.json"
    assert w.files.save_match(str(saved))
    record = w.controller.match.history[0].record
    fresh = MainWindow(InlineBotRunner(), store=store)  # nothing played here yet
    fresh.coach_effort = EFFORT
    fresh.quiet = True
    qtbot.addWidget(fresh)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    monkeypatch.setattr(review_dialog, "choose_deal", lambda *a: 0)
    fresh.menus.a_review.trigger()
    dlg = fresh.review_window
    assert dlg is not None and dlg.record.actions == record.actions and dlg.names == ["Zsófi", "Anna"]
    assert fresh.controller.match is None  # the saved match was not opened to play on
    qtbot.waitUntil(lambda: dlg.complete, timeout=90000)
    dlg.close()
    # a file that is not a match: one clear sentence, no window
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    fresh.review_window = None
    fresh.menus.a_review.trigger()
    assert fresh.review_window is None and "cannot be opened" in fresh.statusBar().currentMessage()


def test_the_review_runs_in_the_real_worker_process(qtbot):
    from cardtable.ui.controller import ProcessBotRunner

    rec = random_record("ecarte", 3)
    runner = ProcessBotRunner()
    try:
        dlg = open_review(qtbot, rec, runner=runner)
        assert not dlg.complete  # nothing was judged in this process
        qtbot.waitUntil(lambda: dlg.complete, timeout=60000)
        assert not dlg.failed
        expected = review(rec, 0, "en", effort=EFFORT)
        assert [s.best for s in dlg.steps] == [s.best for s in expected]
    finally:
        runner.shutdown()
