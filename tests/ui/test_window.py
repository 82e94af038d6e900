"""The window's own duties: settings kept between runs, the new-match dialog, the last trick, quitting."""

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable.engine.protocol import texts
from cardtable.storage.paths import user_paths
from cardtable.storage.settings import load_settings
from cardtable.ui.controller import InlineBotRunner, MatchConfig
from cardtable.ui.mainwindow import MainWindow, SettingsStore
from cardtable.ui.newmatch import NewMatchDialog

pytestmark = pytest.mark.gui


def window(qtbot, fast=True):
    w = MainWindow(InlineBotRunner(), store=SettingsStore())
    if fast:
        w.controller.bot_pause_ms = 0
        w.controller.trick_pause_ms = 0
        w.scene.speed = "off"
    qtbot.addWidget(w)
    w.show()
    return w


def test_settings_are_saved_and_come_back(qtbot):
    w = window(qtbot)
    w.preferences.set_speed("slow")
    w.preferences.set_pause("long")
    w.preferences.set_auto_announce(False)
    w.preferences.set_language("hu")
    w.preferences.set_language("en")
    w.resize(900, 640)
    w.confirm_quit = False
    w.close()
    saved = load_settings(user_paths()).settings
    assert saved.animation_speed == "slow"
    assert saved.bot_pause_ms == 1200
    assert saved.auto_announce is False
    assert saved.language == "en"
    assert saved.window_geometry
    again = window(qtbot, fast=False)
    assert again.scene.speed == "slow"
    assert again.controller.bot_pause_ms == 1200
    assert again.menus.speed_actions["slow"].isChecked()
    assert not again.menus.a_auto.isChecked()
    again.confirm_quit = False
    again.close()


def test_new_match_dialog_builds_the_config(qtbot):
    dlg = NewMatchDialog(None, MatchConfig(game="ulti"))
    qtbot.addWidget(dlg)
    assert dlg.game.currentData() == "ulti"
    assert len(dlg.name_edits) == 3 and len(dlg.level_boxes) == 2
    dlg.variant.setCurrentIndex(dlg.variant.findData("4m"))
    dlg.name_edits[1].setText("Zsófi")
    cfg = dlg.config()
    assert (cfg.game, cfg.variant, cfg.players, cfg.deals) == ("ulti", "4m", 3, 9)  # full rounds: all deal 3 times
    assert cfg.names[1] == "Zsófi"
    dlg.game.setCurrentIndex(dlg.game.findData("ecarte"))
    cfg = dlg.config()
    assert (cfg.game, cfg.players, cfg.target, cfg.deals) == ("ecarte", 2, 5, None)


def test_last_trick_is_shown_on_demand(qtbot):
    w = window(qtbot)
    w.confirm_quit = False
    w.start_match(MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["random"] * 2, seed=3))
    w.last_trick.show()
    assert "No trick" in w.statusBar().currentMessage()
    for _ in range(20):
        qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
        if w.current.last_trick:
            break
        w.controller.human_action(w.current.legal_actions[0])
    assert w.current.last_trick
    w.last_trick.show()
    item = w.last_trick.item
    assert item is not None and len(item.cards) == len(w.current.last_trick)
    assert "Last trick" in w.statusBar().currentMessage()


def test_quitting_a_running_match_asks_first(qtbot, monkeypatch):
    w = window(qtbot)
    w.start_match(MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["random"] * 2, seed=3))
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
    asked = []

    def no(*args):
        asked.append(args)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", no)
    assert not w.close()
    assert asked and w.isVisible()
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    assert w.close()


def test_an_unfinished_match_is_autosaved_and_continues(qtbot):
    w = window(qtbot)
    w.start_match(
        MatchConfig(
            game="ulti",
            variant="mausz",
            players=3,
            names=["Ti", "Anna", "Bence"],
            levels=["random"] * 3,
            deals=2,
            seed=12,
        )
    )
    for _ in range(3):
        qtbot.waitUntil(lambda: w.controller.waiting_for_human or w.controller.state.is_over, timeout=5000)
        if w.controller.state.is_over:
            break
        w.controller.human_action(w.current.legal_actions[0])
    qtbot.waitUntil(lambda: w.controller.waiting_for_human or w.controller.state.is_over, timeout=5000)
    played = list(w.controller.state.actions_text)
    assert played
    assert user_paths().autosave.exists()

    again = window(qtbot)
    again.show_start()
    assert again.start_page.can_continue
    again.files.continue_last()
    qtbot.waitUntil(lambda: again.controller.state is not None, timeout=5000)
    assert again.controller.config.names == ["Ti", "Anna", "Bence"]
    assert again.controller.state.actions_text[: len(played)] == played
    assert again.pages.currentWidget() is again.table_page
    w.confirm_quit = again.confirm_quit = False


def test_the_coach_ranks_the_moves_and_marks_the_best_card(qtbot):
    w = window(qtbot)
    w.confirm_quit = False
    w.start_match(MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["random"] * 2, seed=3))
    for _ in range(20):
        qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
        if any(a.kind == "play" for a in w.current.legal_actions):
            break
        w.controller.human_action(w.current.legal_actions[0])
    assert not w.coach_dock.isVisible()
    w.coach_bridge.request_hint()
    assert w.coach_dock.isVisible()
    qtbot.waitUntil(lambda: bool(w.coach.hints()), timeout=20000)
    best = w.coach.hints()[0].action
    assert best in w.current.legal_actions
    code = best.text.split()[1]
    assert w.scene.item_for(code).marked
    # a refused card is explained by the coach too, with its rule
    plays = {a.split()[1] for a in texts(w.current.legal_actions) if a.startswith("play ")}
    illegal = [c for c in w.current.hand if c not in plays]
    if illegal:
        w.input.card_clicked(illegal[0])
        assert "Nemzeti Casino 44. §" in w.coach.note.text()


def test_teaching_mode_asks_the_coach_before_a_move(qtbot):
    w = window(qtbot)
    w.confirm_quit = False
    w.start_match(MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["random"] * 2, seed=8))
    w.coach.teaching.setChecked(True)
    for _ in range(20):
        qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
        if len(w.current.legal_actions) > 1:
            break
        w.controller.human_action(w.current.legal_actions[0])
    before = len(w.controller.state.history)
    # the worst move by the coach's own ranking, so a warning is likely
    from cardtable.coach.hint import hint

    worst = hint(w.current, "en")[-1].action
    w.input.do_action(worst)
    assert len(w.controller.state.history) == before  # not applied until the coach has looked
    qtbot.waitUntil(lambda: len(w.controller.state.history) > before or w.coach.note.isVisible(), timeout=20000)
    if len(w.controller.state.history) == before:
        assert "again" in w.statusBar().currentMessage()
        w.input.do_action(worst)  # the second time it is played
    assert w.controller.state.history[before] == worst


def test_an_ecarte_match_to_seven_is_a_rule_option_and_a_bad_target_changes_nothing(qtbot):
    dlg = NewMatchDialog(None, MatchConfig(game="ecarte"))
    qtbot.addWidget(dlg)
    assert not dlg.length_kind.isEnabled()  # Écarté always goes to points
    assert [dlg.target.itemData(i) for i in range(dlg.target.count())] == [5, 7, 11]
    dlg.target.setCurrentIndex(dlg.target.findData(7))
    cfg = dlg.config()
    assert (cfg.target, cfg.rule_options) == (7, {"target": 7})
    w = window(qtbot)
    w.confirm_quit = False
    w.quiet = True
    w.start_match(cfg)
    assert w.controller.match.target == 7 and w.controller.game.rules.target == 7
    # monkey finding 1: a target the rules do not allow used to leave a half-switched, stuck table
    ulti = MatchConfig(game="ulti", variant="mausz", players=3, names=["You", "A", "B"], seed=4)
    w.start_match(ulti)
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
    match, history = w.controller.match, list(w.controller.state.history)
    w.start_match(MatchConfig(game="ecarte", players=2, names=["You", "A"], target=6))
    assert w.controller.match is match and w.controller.config.game == "ulti"
    assert list(w.controller.state.history) == history
    assert w.controller.human_action(w.current.legal_actions[0]) is None  # play goes on


def test_the_score_sheet_opened_mid_deal_only_closes(qtbot):
    """Monkey finding 2: "Next deal" on a sheet opened during a deal dealt the same cards again."""
    w = window(qtbot)
    w.confirm_quit = False
    w.start_match(MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["random"] * 2, seed=6))
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
    w.controller.human_action(w.current.legal_actions[0])
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
    history = list(w.controller.state.history)
    w.show_sheet()
    assert w.sheet.isVisible() and not w.sheet.next_button.isVisible()
    w.next_deal()
    assert list(w.controller.state.history) == history and w.controller.match.deal_number == 0
    assert not w.sheet.isVisible()
