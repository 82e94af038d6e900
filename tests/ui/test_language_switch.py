"""Issue 15 item 5: switching the language mid-deal relabels everything and changes nothing else."""

import random

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from test_table import config, make_window, wait_turn

from cardtable.coach.hint import Hint
from cardtable.ui import i18n
from cardtable.ui.controller import MatchConfig

pytestmark = pytest.mark.gui


def _switch(qtbot, w, lang):
    """Choose the language from the menu, as a player does, and let every posted event through."""
    w.menus.lang_actions[lang].trigger()
    for _ in range(5):
        QApplication.processEvents()
        qtbot.wait(20)
    assert i18n.current() == lang


class _WindowsShown(QObject):
    """Records every window (other than ``main``) that is shown, however briefly."""

    def __init__(self, main):
        super().__init__()
        self.main = main
        self.shown = []

    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Show and obj.isWidgetType() and obj.isWindow() and obj is not self.main:
            self.shown.append(f"{type(obj).__name__} {getattr(obj, 'text', lambda: '')()!r}")
        return False


def _ecarte_turn_with_buttons(qtbot, w):
    for seed in range(1, 30):
        w.start_match(config("ecarte", seed=seed))
        wait_turn(qtbot, w)
        if w.panel.buttons and w.controller.waiting_for_human:
            return
    raise AssertionError("no écarté turn with buttons")


def _button_labels(w):
    return sorted(b.text() for b in w.panel.buttons.values() if isinstance(b, QPushButton))


def test_switch_mid_deal_opens_no_window_and_keeps_the_focus(qtbot):
    w = make_window(qtbot)
    _ecarte_turn_with_buttons(qtbot, w)
    w.activateWindow()
    w.view_widget.setFocus()
    english = _button_labels(w)
    hand_before = [i.code for i in w.scene.hand_items()]
    spy = _WindowsShown(w)
    QApplication.instance().installEventFilter(spy)
    try:
        for lang in ("hu", "en", "hu"):
            _switch(qtbot, w, lang)
            assert spy.shown == []
            assert QApplication.activeWindow() is w
            focus = QApplication.focusWidget()
            assert focus is not None and focus.window() is w, f"focus went to {focus!r}"
    finally:
        QApplication.instance().removeEventFilter(spy)
    hungarian = _button_labels(w)
    assert hungarian != english and len(hungarian) == len(english)
    assert [i.code for i in w.scene.hand_items()] == hand_before  # nothing else changed
    # the shortcuts reach the window: S opens the score sheet
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_L)  # no trick yet: the status bar says so, in Hungarian
    said = w.statusBar().currentMessage()
    assert said == w.last_trick.tr("No trick has been played yet.") != "No trick has been played yet."
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_S)
    qtbot.waitUntil(w.sheet.isVisible, timeout=2000)


def test_the_action_bar_is_built_once_per_switch(qtbot, monkeypatch):
    w = make_window(qtbot)
    _ecarte_turn_with_buttons(qtbot, w)
    made = []
    real = QPushButton.__init__

    def counting(self, *args, **kwargs):
        made.append(args)
        real(self, *args, **kwargs)

    buttons = len(w.panel.buttons)
    monkeypatch.setattr(QPushButton, "__init__", counting)
    _switch(qtbot, w, "hu")
    monkeypatch.undo()
    assert len(made) <= buttons  # relabelled in place (at most built once), not three times


def test_plate_status_and_hints_follow_the_language(qtbot):
    w = make_window(qtbot)
    _ecarte_turn_with_buttons(qtbot, w)
    human = w.controller.human
    assert w.scene.plates[human].name == "You"
    # a refusal in the status bar, and a hint list in the coach
    view = w.current
    illegal = next((c for c in ["H7", "H8", "D7", "S7", "C7", "HK", "DK", "SK", "CK"] if c not in view.hand), None)
    w.toggle_coach(True)  # the coach words the refusal too
    w.input.do_action(w.controller.card_play(view.deck.card(illegal)))
    before = w.statusBar().currentMessage()
    assert before
    note = w.coach.note.text()
    assert note
    action = view.legal_actions[0]
    w.coach.show_hints(view.game, [Hint(action, action.text, 1.0, "the best", 0.0, None, [("r-best", {})])])
    _switch(qtbot, w, "hu")
    assert w.scene.plates[human].name == "Te"
    after = w.statusBar().currentMessage()
    assert after and after != before
    assert [h.action for h in w.coach.hints()] == [action]  # kept
    assert w.coach.hints()[0].reason != "the best"  # and reworded in Hungarian
    assert w.coach.note.text() and w.coach.note.text() != note  # the refusal's explanation too
    _switch(qtbot, w, "en")
    assert w.scene.plates[human].name == "You"
    assert w.statusBar().currentMessage() == before
    assert w.coach.note.text() == note


def test_buttons_replaced_before_they_were_shown_open_no_window(qtbot):
    # Qt shows a button added to a visible bar later (a queued call); replaced before that, it must not pop up
    w = make_window(qtbot)
    spy = _WindowsShown(w)
    QApplication.instance().installEventFilter(spy)
    try:
        w.panel.show_choices("one", [("A", lambda: None), ("B", lambda: None)])
        w.panel.show_choices("two", [("C", lambda: None)])
        for _ in range(3):
            QApplication.processEvents()
            qtbot.wait(20)
    finally:
        QApplication.instance().removeEventFilter(spy)
    assert spy.shown == []
    assert [b.text() for b in w.panel.buttons.values()] == ["C"]


def test_switch_during_ulti_bidding_and_between_deals_opens_no_window(qtbot):
    w = make_window(qtbot)
    w.start_match(config("ulti", seed=4))
    wait_turn(qtbot, w)
    w.activateWindow()
    w.view_widget.setFocus()
    spy = _WindowsShown(w)
    QApplication.instance().installEventFilter(spy)
    try:
        for lang in ("hu", "en"):
            _switch(qtbot, w, lang)
            assert QApplication.focusWidget() is not None and QApplication.focusWidget().window() is w
        rng = random.Random(2)
        while not wait_turn(qtbot, w):  # finish the deal: the bar between deals shows Score sheet / Next deal
            before = len(w.controller.state.history)
            w.input.do_action(rng.choice(w.current.legal_actions))
            qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
        qtbot.waitUntil(lambda: "choice:0" in w.panel.buttons, timeout=5000)
        settle_labels = [b.text() for b in w.panel.buttons.values()]
        _switch(qtbot, w, "hu")
        assert [b.text() for b in w.panel.buttons.values()] != settle_labels
        assert len(w.panel.buttons) == len(settle_labels)
    finally:
        QApplication.instance().removeEventFilter(spy)
    assert spy.shown == []


def test_the_players_default_name_follows_the_language_on_the_game_board(qtbot):
    """Issue 29: after English -> Hungarian mid-deal no board keeps "You" (the Tarokk panel said "You: passz")."""
    w = make_window(qtbot)
    try:
        _switch(qtbot, w, "en")
        for seed in range(1, 30):
            names = ["You", "Anna", "Bence", "Csilla"]
            w.start_match(MatchConfig(game="tarokk", players=4, names=names, levels=["random"] * 4, seed=seed))
            wait_turn(qtbot, w)
            legal = w.controller.state.legal_actions()
            if w.controller.waiting_for_human and any(a.kind == "pass" for a in legal):
                break
        w.controller.human_action(next(a for a in legal if a.kind == "pass"))
        qtbot.waitUntil(lambda: "You:" in w.board.text(), timeout=5000)
        _switch(qtbot, w, "hu")
        shown = w.board.text()
        assert "You" not in shown and "Te: passz" in shown, shown
        assert w.scene.names[w.controller.human] == "Te"
    finally:
        _switch(qtbot, w, "en")
