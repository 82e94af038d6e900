"""Issue 15: statistics (item 13), taking back a move in practice (item 9), the autosave kept when a save is
opened from the start page (item 10)."""

import json
import random

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable import games
from cardtable.engine.randomplay import play_random
from cardtable.storage.paths import user_paths
from cardtable.storage.stats import read_statistics
from cardtable.ui.controller import InlineBotRunner, MatchConfig
from cardtable.ui.mainwindow import MainWindow, SettingsStore
from cardtable.ui.profiles import profile
from cardtable.ui.stats_dialog import StatsDialog

pytestmark = pytest.mark.gui


def window(qtbot):
    w = MainWindow(InlineBotRunner(), store=SettingsStore())
    w.controller.bot_pause_ms = 0
    w.controller.trick_pause_ms = 0
    w.scene.speed = "off"
    w.confirm_quit = False
    w.quiet = True
    qtbot.addWidget(w)
    w.show()
    return w


def ecarte(**kw):
    return MatchConfig(
        game="ecarte", players=2, names=["You", "Anna"], levels=["human", "random"], target=5, seed=11, **kw
    )


def ulti(**kw):
    return MatchConfig(
        game="ulti",
        variant="mausz",
        players=3,
        names=["You", "Anna", "Bence"],
        levels=["human", "random", "random"],
        deals=1,
        seed=12,
        **kw,
    )


def human_turn_or_over(qtbot, w):
    qtbot.waitUntil(lambda: w.controller.waiting_for_human or w.controller.state.is_over, timeout=8000)
    return w.controller.state.is_over


def play_deal(qtbot, w):
    while not human_turn_or_over(qtbot, w):
        assert w.controller.human_action(w.current.legal_actions[0]) is None
    qtbot.waitUntil(lambda: w.controller.last_result is not None, timeout=8000)  # counted by the table


# item 13: statistics ------------------------------------------------------------------------------------------------
def test_a_finished_match_is_counted_in_the_users_statistics_file(qtbot):
    w = window(qtbot)
    w.start_match(ecarte())
    totals_seen = []
    while not w.controller.match.is_over:
        play_deal(qtbot, w)
        totals_seen.append(w.controller.last_points[0])
        if not w.controller.match.is_over:
            w.next_deal()
    stats = read_statistics(user_paths().statistics)  # CARDTABLE_HOME: a test never writes the real one
    t = stats.combined("ecarte", "random")
    assert t.deals == len(totals_seen) and t.points == sum(totals_seen)
    assert t.deals_won == sum(p > 0 for p in totals_seen)
    assert t.matches == 1 and t.matches_won == (w.controller.match.totals[0] >= w.controller.match.totals[1])
    assert stats.trend("ecarte")[0].total == w.controller.match.totals[0]
    assert t.undo_deals == 0 and t.undo_matches == 0


def test_the_statistics_window_opens_from_the_game_menu_and_the_start_page(qtbot):
    w = window(qtbot)
    w.start_match(ulti())
    play_deal(qtbot, w)
    w.menus.a_stats.trigger()
    dlg = w.stats_window
    assert isinstance(dlg, StatsDialog) and dlg.isVisible()
    assert dlg.selected() == ("ulti", None)
    assert dlg.findChild(type(dlg.empty), "stat_deals").text() in ("0 / 1 (0%)", "1 / 1 (100%)")
    d = w.controller.last_result.details
    if d["declarer"] == 0:  # the player's own contract is listed, worded as players write it
        assert dlg.contracts.rowCount() == 1
        assert dlg.contracts.item(0, 0).text() == profile("ulti").contract_name(d["contract"])
    from cardtable.ui import i18n

    i18n.set_language("hu")  # a language switch relabels the open window
    qtbot.waitUntil(lambda: dlg.windowTitle() == "Statisztika", timeout=3000)
    assert dlg.level.itemText(0) == "Minden erősség"
    i18n.set_language("en")
    dlg.close()
    w.show_start()
    w.start_page.statistics_button.click()
    assert w.stats_window is not None and w.stats_window.isVisible()


def test_the_statistics_window_shows_an_empty_state_and_fits_a_small_window(qtbot):
    w = window(qtbot)
    w.resize(800, 560)
    w.show_statistics()
    dlg = w.stats_window
    assert dlg.empty.isVisible() and not dlg.chart.isVisible()
    assert dlg.width() <= 800 and dlg.height() <= 560


def test_a_damaged_statistics_file_is_moved_aside_and_play_goes_on(qtbot):
    paths = user_paths()
    paths.ensure()
    paths.statistics.write_text('{"format": "cardtable-stats/1", "groups": [', "utf-8")
    w = window(qtbot)
    w.start_match(ulti())
    play_deal(qtbot, w)
    assert "moved to" in w.statusBar().currentMessage()
    assert any(p.name.endswith("statistics.json") for p in paths.quarantine.iterdir())
    assert read_statistics(paths.statistics).combined("ulti").deals == 1  # counting started afresh


@pytest.mark.parametrize("game", games.names())
def test_every_game_names_the_contracts_of_a_finished_deal_through_its_profile(game):
    record = games.info(game)
    g = games.get(game)
    for seed in range(6):
        state = g.new_deal(seed, dealer=0, players=record.default_players)
        play_random(state, random.Random(seed))
        result = state.result()
        for seat in range(record.default_players):
            found = profile(game).deal_contracts(result, seat)
            assert isinstance(found, list)
            for cid, made in found:
                assert isinstance(cid, str) and isinstance(made, bool)
                assert profile(game).contract_name(cid)


def test_ulti_and_tarokk_give_the_declarers_contract():
    for game in ("ulti", "tarokk"):
        seen = 0
        for seed in range(30):
            state = games.get(game).new_deal(seed, dealer=0)
            play_random(state, random.Random(seed))
            result = state.result()
            declarer = result.details.get("declarer")
            if not isinstance(declarer, int) or "thrown_in" in result.details:
                continue
            others = [s for s in range(len(result.points)) if s != declarer]
            assert all(profile(game).deal_contracts(result, s) == [] for s in others)
            [(cid, made)] = profile(game).deal_contracts(result, declarer)
            seen += 1
            if game == "ulti":
                assert cid == result.details["contract"]
                assert made == (all(result.details["won"].values()) and not result.details["gave_up"])
            else:
                assert cid == str(result.details["bid"])
                pd, po = result.details["card_points"]
                assert made == (pd > po)  # BTE §6.10: the declarer's side needs 48 of 94
        assert seen, game


# item 9: taking back a move in practice ---------------------------------------------------------------------------
def test_ctrl_z_takes_back_the_players_last_decision_in_a_practice_match(qtbot):
    w = window(qtbot)
    w.start_match(ulti(practice=True))
    c = w.controller
    human_turn_or_over(qtbot, w)
    for _ in range(30):  # decisions of the player until one has the bots' answers after it
        before = list(c.state.actions_text)
        assert c.human_action(w.current.legal_actions[-1]) is None
        assert not human_turn_or_over(qtbot, w)
        if len(c.state.actions_text) > len(before) + 1:
            break
    assert len(c.state.actions_text) > len(before) + 1
    w.menus.a_undo.trigger()
    human_turn_or_over(qtbot, w)
    assert c.state.actions_text == before  # back to the player's previous decision, the bots' tail dropped
    assert c.waiting_for_human and w.current.legal_actions == c.view().legal_actions
    assert c.undo_used and "taken back" in w.statusBar().currentMessage()
    autosave = json.loads(user_paths().autosave.read_text("utf-8"))
    assert autosave["practice"] is True and autosave["undo_used"] is True
    play_deal(qtbot, w)  # the deal plays on to its end from there
    assert "deal is over" in c.undo()  # a counted deal is not taken back
    t = read_statistics(user_paths().statistics).combined("ulti")
    assert t.undo_deals == 1 and t.undo_matches == 1
    assert read_statistics(user_paths().statistics).trend("ulti")[0].undo


def test_taking_back_is_refused_outside_practice_and_changes_nothing(qtbot):
    w = window(qtbot)
    w.start_match(ulti())
    c = w.controller
    human_turn_or_over(qtbot, w)
    assert c.human_action(w.current.legal_actions[-1]) is None
    human_turn_or_over(qtbot, w)
    played = list(c.state.actions_text)
    w.menus.a_undo.trigger()
    assert "only possible in a practice match" in w.statusBar().currentMessage()
    assert c.state.actions_text == played and not c.undo_used
    from cardtable.ui import i18n

    i18n.set_language("hu")
    w.menus.a_undo.trigger()
    assert "csak gyakorló játszmában" in w.statusBar().currentMessage()
    assert c.state.actions_text == played


def test_the_new_match_dialog_offers_practice(qtbot):
    from cardtable.ui.newmatch import NewMatchDialog

    dlg = NewMatchDialog(None, ulti(practice=True))
    qtbot.addWidget(dlg)
    assert dlg.practice.isChecked() and dlg.config().practice
    dlg.practice.setChecked(False)
    assert not dlg.config().practice


def test_a_resumed_practice_match_keeps_its_marks(qtbot, tmp_path):
    w = window(qtbot)
    w.start_match(ulti(practice=True))
    human_turn_or_over(qtbot, w)
    assert w.controller.human_action(w.current.legal_actions[-1]) is None
    human_turn_or_over(qtbot, w)
    assert w.controller.undo() is None
    human_turn_or_over(qtbot, w)
    path = tmp_path / "practice.json"
    assert w.files.save_match(str(path))
    other = window(qtbot)
    assert other.files.open_match(str(path))
    assert other.controller.config.practice and other.controller.undo_used


# item 10: opening a save from the start page keeps the autosave unless the player agrees --------------------------
def test_opening_a_save_from_the_start_page_asks_before_replacing_the_autosave(qtbot, tmp_path, monkeypatch):
    first = window(qtbot)
    first.start_match(ecarte())
    human_turn_or_over(qtbot, first)
    path = tmp_path / "named.json"
    assert first.files.save_match(str(path))
    first.controller.shutdown()
    first.start_match(ulti())  # the unfinished match the autosave now holds
    human_turn_or_over(qtbot, first)
    autosaved = user_paths().autosave.read_bytes()
    assert json.loads(autosaved)["game"] == "ulti"

    w = window(qtbot)
    w.show_start()
    assert w.start_page.can_continue
    w.confirm_quit = True  # the question is asked
    asked: list[str] = []

    def answer(reply):
        def question(parent, title, text, *a):
            asked.append(text)
            return reply

        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    assert not w.files.open_match(str(path))
    assert asked and "unfinished match" in asked[0]
    assert user_paths().autosave.read_bytes() == autosaved  # kept
    assert w.controller.match is None and w.pages.currentWidget() is w.start_page

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    assert w.files.open_match(str(path))
    assert w.controller.config.game == "ecarte"
    w.confirm_quit = False
