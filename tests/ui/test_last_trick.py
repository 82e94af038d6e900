"""Issue 15 item 3: the deciding last trick stays until the player has seen it; L names the cards' players.

Also: the coach's panel is cleared when a deal ends.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardtable.coach.hint import Hint
from cardtable.storage.paths import user_paths
from cardtable.storage.settings import load_settings
from cardtable.ui.controller import InlineBotRunner, MatchConfig
from cardtable.ui.mainwindow import MainWindow, SettingsStore

pytestmark = pytest.mark.gui


def make_window(qtbot, size=(1280, 800)) -> MainWindow:
    store = SettingsStore()
    store.settings.animation_speed = "off"
    w = MainWindow(InlineBotRunner(), store=store)
    w.confirm_quit = False
    w.controller.bot_pause_ms = 0
    w.controller.trick_pause_ms = 0
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def ecarte(seed=3) -> MatchConfig:
    return MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["random"] * 2, seed=seed)


def ulti(seed=4) -> MatchConfig:
    return MatchConfig(
        game="ulti", variant="mausz", players=3, names=["You", "Anna", "Bence"], levels=["heuristic"] * 3, seed=seed
    )


def play_until(qtbot, w, done, limit=200) -> None:
    """The human plays the first legal action until ``done()``."""
    for _ in range(limit):
        qtbot.waitUntil(lambda: done() or w.controller.waiting_for_human, timeout=10000)
        if done():
            return
        legal = w.current.legal_actions
        # play the deal out (a conceded deal ends without a last trick)
        w.controller.human_action(next((a for a in legal if a.kind not in ("concede", "give-up")), legal[0]))
    raise AssertionError("never got there")


def on_table(w) -> set[str]:
    return set(w.scene.items_by_key)


def test_the_deciding_last_trick_waits_for_a_click(qtbot):
    w = make_window(qtbot)
    assert w.trick_hold.mode == "last" and w.menus.trick_actions["last"].isChecked()  # the default
    w.start_match(ulti())
    play_until(qtbot, w, lambda: w.controller.state.is_over)
    qtbot.waitUntil(lambda: w.trick_hold.waiting, timeout=5000)
    last = w.current.last_trick
    assert last and w.controller.match.history  # the match has counted the deal already
    qtbot.wait(300)  # well past the trick pause: nothing gathers it
    assert {code for _, code in last} <= on_table(w) and w.scene.held_trick == last
    assert not w.sheet.isVisible()
    assert "click or press a key" in w.panel.prompt.text()
    qtbot.mouseClick(w.view_widget.viewport(), Qt.MouseButton.LeftButton)
    assert not w.trick_hold.waiting
    qtbot.waitUntil(w.sheet.isVisible, timeout=3000)
    assert not ({code for _, code in last} & on_table(w))  # gathered
    assert "choice:1" in w.panel.buttons


def test_a_key_goes_on_too_and_is_not_also_a_move(qtbot):
    w = make_window(qtbot)
    w.start_match(ecarte())
    play_until(qtbot, w, lambda: w.controller.state.is_over)
    qtbot.waitUntil(lambda: w.trick_hold.waiting, timeout=5000)
    qtbot.keyClick(w.view_widget, Qt.Key.Key_Shift)  # a modifier alone is not an answer
    assert w.trick_hold.waiting
    qtbot.keyClick(w.view_widget, Qt.Key.Key_Space)
    qtbot.waitUntil(w.sheet.isVisible, timeout=3000)


def test_gathered_at_once_when_the_setting_says_so_and_the_setting_is_kept(qtbot):
    w = make_window(qtbot)
    w.preferences.set_trick_hold("none")
    w.start_match(ecarte())
    play_until(qtbot, w, lambda: w.controller.state.is_over)
    qtbot.waitUntil(w.sheet.isVisible, timeout=5000)
    assert not w.trick_hold.waiting
    assert load_settings(user_paths()).settings.trick_hold == "none"
    again = make_window(qtbot)
    assert again.trick_hold.mode == "none" and again.menus.trick_actions["none"].isChecked()


def test_every_trick_waits_when_asked(qtbot):
    w = make_window(qtbot)
    w.menus.trick_actions["all"].trigger()
    assert w.controller.keep_tricks
    w.start_match(ulti())
    play_until(qtbot, w, lambda: w.trick_hold.waiting)
    state = w.controller.state
    n = len(state.history)
    assert not state.is_over and sum(state.view(0).tricks_won) == 1
    qtbot.wait(200)
    assert len(state.history) == n and not w.controller.waiting_for_human  # the table waits for the player
    assert w.scene.held_trick == w.current.last_trick
    qtbot.mouseClick(w.view_widget.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(state.history) > n or w.controller.waiting_for_human, timeout=5000)
    assert not w.scene.held_trick


def test_l_shows_the_last_trick_named_by_seat_until_dismissed(qtbot):
    w = make_window(qtbot)
    w.start_match(ulti())
    play_until(qtbot, w, lambda: bool(w.current.last_trick) and w.controller.waiting_for_human)
    last = w.current.last_trick
    before = list(w.controller.state.view(0).tricks_won)
    taker = next(s for s in range(3) if before[s])
    w.menus.a_last.trigger()
    item = w.last_trick.item
    assert item is not None and item.scene() is w.scene
    names = {0: "You", 1: "Anna", 2: "Bence"}
    assert item.names() == [names[s] for s, _ in last]
    assert item.title == f"Last trick — taken by {names[taker]}"
    assert item.cw >= 0.75 * w.scene.card_size()[0] - 1  # not the old small copies
    qtbot.wait(3700)  # longer than the old 3.5 s
    assert w.last_trick.item is item and item.scene() is w.scene
    qtbot.keyClick(w.view_widget, Qt.Key.Key_Escape)
    assert w.last_trick.item is None and item.scene() is None
    # L again shows it, and L once more hides it
    w.menus.a_last.trigger()
    assert w.last_trick.item is not None
    w.menus.a_last.trigger()
    assert w.last_trick.item is None and not w.trick_hold.waiting  # nothing left waiting for a click


def test_l_in_hungarian(qtbot):
    w = make_window(qtbot)
    w.start_match(ecarte())
    play_until(qtbot, w, lambda: bool(w.current.last_trick) and w.controller.waiting_for_human)
    w.preferences.set_language("hu")
    w.menus.a_last.trigger()
    assert w.last_trick.item.title.startswith("Utolsó ütés — vitte: ")
    assert w.menus.trick_actions["last"].text() == "Az utolsó ütés maradjon az asztalon, amíg nem kattintok"
    qtbot.mouseClick(w.view_widget.viewport(), Qt.MouseButton.LeftButton)
    assert w.last_trick.item is None


def test_the_coach_panel_is_cleared_when_the_deal_ends(qtbot):
    w = make_window(qtbot)
    w.preferences.set_trick_hold("none")
    w.start_match(ecarte())
    play_until(qtbot, w, lambda: w.controller.waiting_for_human)
    w.toggle_coach(True)
    only = w.current.legal_actions[0]
    w.coach.show_hints("ecarte", [Hint(only, only.text, 0.0, "your only legal move", 0.0)])
    assert w.coach.hints()
    w.controller.waiting_for_human = True
    play_until(qtbot, w, lambda: w.controller.state.is_over)
    qtbot.waitUntil(w.sheet.isVisible, timeout=5000)
    assert not w.coach.hints() and w.coach.table.count() == 0
