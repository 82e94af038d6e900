"""NJET at the table: whole rounds played by clicks at 2–5 seats in both languages, the board and its discs."""

import html
import random
import re

import pytest
from PySide6.QtCore import QPointF, Qt

from cardtable.engine.protocol import Line
from cardtable.engine.protocol import texts as action_texts
from cardtable.ui import i18n
from cardtable.ui.controller import InlineBotRunner, MatchConfig
from cardtable.ui.mainwindow import MainWindow, SettingsStore
from cardtable.ui.profiles import profile
from cardtable.ui.profiles.njet import NjetProfile
from cardtable.ui.table import unique_keys
from tests.actions import typed
from tests.ui.conftest import go_on, say_by_hand

pytestmark = pytest.mark.gui

NAMES = ["You", "Anna", "Bence", "Csilla", "Dani"]
RAW_CARD = re.compile(r"\b[BYRK]\d\b")  # a card code such as K7
PLACEHOLDER = re.compile(r"\{\w*\}")
RAW_WORD = re.compile(r"\b(block|team|monster) \d|discard-|pass-2|-no-zero|\bNone\b")


def make_window(qtbot, size=(1280, 800)):
    store = SettingsStore()
    store.save = lambda: None
    store.settings.animation_speed = "off"
    w = MainWindow(InlineBotRunner(), store=store)
    w.confirm_quit = False
    w.quiet = True
    w.controller.bot_pause_ms = 0
    w.controller.trick_pause_ms = 0
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def njet_config(players, seed):
    return MatchConfig(
        game="njet", players=players, names=NAMES[:players], levels=["random"] * players, deals=1, seed=seed
    )


def wait_turn(qtbot, w):
    qtbot.waitUntil(
        lambda: w.controller.waiting_for_human or (w.controller.state is not None and w.controller.state.is_over),
        timeout=10000,
    )
    return w.controller.state.is_over


def click_key(qtbot, w, key):
    """Click the visible left part of a card of the hand (the card to its right covers the rest)."""
    item = w.scene.items_by_key.get(key)
    assert item is not None, key
    width, _ = item.size()
    pos = w.view_widget.mapFromScene(item.mapToScene(QPointF(-width * 0.32, 0)))
    qtbot.mouseClick(w.view_widget.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_board(qtbot, w, row, col):
    """Click a space of the board (row and column from 0)."""
    rect = w.board.widget.cell_rect(row, col)
    qtbot.mouseClick(w.board.widget, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())


def select_cards(qtbot, w, codes):
    """Select cards by clicking them: a code named twice takes its second copy the second time."""
    keys = unique_keys(codes)
    for key in keys:
        click_key(qtbot, w, key)
    assert sorted(w.input.selected_codes()) == sorted(codes)


def shown_texts(w):
    """Every text the window shows now: prompt, buttons, the drop-down, facts, plates, board tips."""
    panel = w.panel
    out = [panel.prompt.text()]
    if panel.discard.isVisible():
        out.append(panel.discard.text())
    for b in panel.buttons.values():
        if hasattr(b, "count"):
            out.extend(b.itemText(i) for i in range(b.count()))
        else:
            out.append(b.text())
    out.extend(f"{a}: {b}" for a, b in w.scene.info.lines)
    for plate in w.scene.plates:
        out.append(plate.status_line())
    board = w.board
    out.extend(board.tooltip(r, c) for r in range(5) for c in range(5))
    return out


def check_texts(found):
    for text in found:
        assert not RAW_CARD.search(text), text
        assert not PLACEHOLDER.search(text), text
        assert not RAW_WORD.search(text), text


def check_board_mirrors_view(w):
    """The board shows exactly the human's view: its discs, and clickable spaces only on the human's turn."""
    view = w.current
    assert view.seat == w.controller.human
    board = view.facts.board
    assert w.board.grid == [[v for v in row] for row in board]
    legal = {
        tuple(int(x) - 1 for x in a.split()[1:]) for a in action_texts(view.legal_actions) if a.startswith("block")
    }
    assert w.board.legal == legal
    for row in w.board.cells():
        free = [c.col for c in row if c.owner is None]
        assert [c.col for c in row if c.last] == (free if len(free) == 1 else [])


def choose(view, rng, keep, human=None):
    """The human's pick: steer the board towards the human starting and ``keep`` (a discard row column) staying
    free, so the team, monster, pass and discard steps come up by hand; otherwise random."""
    legal = action_texts(view.legal_actions)
    blocks = [a for a in legal if a.startswith("block")]
    if blocks:
        wanted = {(1, (view.seat if human is None else human) + 1), (2, keep)}
        others = [a for a in blocks if tuple(int(x) for x in a.split()[1:]) not in wanted]
        return rng.choice(others or blocks)
    return rng.choice(legal)


def act_by_hand(qtbot, w, choice, rng):
    """Do one legal action with the mouse: the board, a card, a selection and its button, a button, the list."""
    panel = w.panel
    kind = choice.split()[0]
    if kind == "block" and rng.random() < 0.7:
        r, c = (int(x) - 1 for x in choice.split()[1:])
        assert w.board.is_legal(r, c)
        click_board(qtbot, w, r, c)
    elif kind == "play":
        click_key(qtbot, w, choice.split()[1])
    elif kind in ("discard", "pass"):
        select_cards(qtbot, w, choice.split()[1:])
        assert panel.discard.isEnabled(), panel.discard.text()
        if kind == "pass":
            right = NAMES[(w.current.seat - 1) % w.current.players]
            assert right in panel.discard.text() or "Továbbadás" in panel.discard.text()
        qtbot.mouseClick(panel.discard, Qt.MouseButton.LeftButton)
    else:
        say_by_hand(qtbot, panel, choice)


def play_by_hand(qtbot, w, rng, seen, keep, max_steps=200):
    """Act for the human by mouse only until the round is over, checking every text shown on the way."""
    width = w.width()
    for _ in range(max_steps):
        check_texts(shown_texts(w))
        assert w.width() == width  # nothing on the board or the bar makes the window grow
        if wait_turn(qtbot, w):
            check_texts(shown_texts(w))
            return
        view = w.current
        check_board_mirrors_view(w)
        check_texts(shown_texts(w))
        choice = choose(view, rng, keep)
        seen.append((view.facts.step, choice))
        before = len(w.controller.state.history)
        act_by_hand(qtbot, w, choice, rng)
        qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
    raise AssertionError("the round did not end")


def steer_bots(monkeypatch, human, keep):
    """The bots place their discs like the human does (see ``choose``), and play at random otherwise."""
    from cardtable.ui import bot_worker

    plain = bot_worker.choose

    def steered(req):
        if req.view.facts.step == "njet":
            return choose(req.view, random.Random(len(req.view.public_history)), keep, human)
        return plain(req)

    monkeypatch.setattr(bot_worker, "choose", steered)


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_whole_njet_round_by_clicks(qtbot, monkeypatch, players, lang):
    """A round by mouse: discs, the team (and the monster card) as start player, a discard or a pass by selecting
    cards, every card; every text shown is in words; the score sheet shows the round's lines."""
    i18n.set_language(lang)
    keep = 4 if players % 2 else 2 + players // 4  # pass 2 at 3 and 5 seats; discard 2 (2 seats), no 0s (4 seats)
    steer_bots(monkeypatch, 0, keep)
    w = make_window(qtbot, size=(1280, 800) if players % 2 else (800, 560))
    seen = []
    w.start_match(njet_config(players, seed=players))
    assert w.board is not None and w.board.widget.height() <= 120
    play_by_hand(qtbot, w, random.Random(players), seen, keep)
    go_on(qtbot, w)  # the last trick waits on the table for a click
    qtbot.waitUntil(w.sheet.isVisible, timeout=3000)
    result = w.controller.last_result
    sheet = html.unescape(w.sheet.body.text())
    for line in result.lines:
        words = profile("njet").settlement_line(line, NAMES[:players], 0)
        assert words in sheet
        check_texts([words])
    steps = {s for s, _ in seen}
    wanted = {"njet", "play", "pass" if keep == 4 else "discard"}
    if players > 2:
        wanted.add("team")
    if players == 5:
        wanted.add("monster")
    assert wanted <= steps, steps
    if players in (2, 4):
        assert w.width() == 800  # the board and the bar fit the small window


def test_a_disc_by_board_click_and_a_refused_click(qtbot):
    w = make_window(qtbot)
    w.start_match(njet_config(4, seed=7))
    wait_turn(qtbot, w)
    state = w.controller.state
    view = w.current
    assert view.facts.step == "njet"
    # a space already covered: refused with the booklet's rule, nothing changes
    covered = [(r, c) for r in range(5) for c in range(5) if view.facts.board[r][c] is not None]
    if covered:
        before = len(state.history)
        click_board(qtbot, w, *covered[0])
        assert len(state.history) == before
        assert "(rule: NJET, “The NJET phase”)" in w.statusBar().currentMessage()
    r, c = sorted(w.board.legal)[0]
    before = len(state.history)
    click_board(qtbot, w, r, c)
    assert len(state.history) == before + 1
    assert state.history[before].text == f"block {r + 1} {c + 1}"
    qtbot.waitUntil(lambda: w.board.grid[r][c] == 0, timeout=5000)  # the human's disc, seat 0
    assert w.board.initial(0) == "Y"  # "You"


def test_njet_words():
    table = NjetProfile("njet")  # its own table memory: the shared profile's stays as the windows left it
    table.names, table.table.human, table.table.start = ["You", "Anna", "Bence", "Csilla", "Dani"], 0, 0
    i18n.set_language("en")
    assert table.action_label(typed(table.game, "block 3 1")) == "Trump: red — NJET"
    assert table.action_label(typed(table.game, "block 1 2")) == "Start player: Anna — NJET"
    assert table.action_label(typed(table.game, "block 4 5")) == "Super trump: none — NJET"
    assert table.action_label(typed(table.game, "team 0 2")) == "Partner: Bence (2 vs 3)"
    assert table.action_label(typed(table.game, "team 0 1 3")) == "Partners: Anna, Csilla (3 vs 2)"
    assert table.action_label(typed(table.game, "monster 2")) == "Monster card to Bence"
    assert table.action_said(typed(table.game, "block 2 3")) == "NJET: discard 2, no 0s"
    assert table.action_said(typed(table.game, "discard B7 K0")) == "discarded blue 7 and black 0"
    assert table.card_name("K0") == "black 0"
    assert table.action_label(typed(table.game, "pass Y7 Y7")) == "Pass two yellow 7s"
    lost = Line("tricks", False, -2, 3, 1, -1, 6)
    assert (
        profile("njet").settlement_line(lost, ["You", "Anna", "Bence"], 0)
        == "the team's tricks: 3 × −2 points: Anna loses 6"
    )
    won = Line("captures", True, 2, 2, -1, 0, 4)
    assert profile("njet").settlement_line(won, ["You", "Anna"], 0) == "captures (0s): 2 × 2 points: you score 4"
    i18n.set_language("hu")
    assert table.action_label(typed(table.game, "block 3 1")) == "Aduszín: piros — NJET"
    assert table.action_label(typed(table.game, "team 0 2")) == "Partnerem: Bence (ketten három ellen)"
    assert table.action_said(typed(table.game, "block 1 2")) == "NJET: kezdő Anna"
    assert table.action_said(typed(table.game, "pass Y7 Y7")) == "továbbadva: két sárga 7"
    assert (
        profile("njet").settlement_line(lost, ["Te", "Anna", "Bence"], 0)
        == "a csapat ütései: 3 × −2 pont: Anna 6 pontot veszít"
    )


def test_njet_phase_a_rows_last_space_is_refused_in_words():
    """NJET-fázis: every row keeps a free space; the refusal names the row, the state stays as it was."""
    from cardtable.engine.protocol import IllegalAction
    from cardtable.games.njet import scenario

    state = scenario.run(scenario.deal({}, players=4), "block 3 1; block 3 2; block 3 3; block 3 4")
    before = state.view(0)
    with pytest.raises(IllegalAction) as refused:
        state.apply_as(state.to_move, "block 3 5")
    assert state.view(0) == before
    table = NjetProfile("njet")
    i18n.set_language("en")
    assert table.refusal(refused.value) == (
        "Every row keeps one free space: this is the last one in its row (Trump). (rule: NJET, “The NJET phase”)"
    )
    i18n.set_language("hu")
    assert table.refusal(refused.value) == (
        "Minden sorban marad egy üres mező: ez az utolsó a sorában (Aduszín). (szabály: NJET, „NJET-fázis”)"
    )


def test_facts_and_plate_tags_follow_the_settled_board():
    """Start player (row 1), trump, super trump and points from the board's free spaces; teams from the start
    player's choice; the facts box gives tricks and captured 0s of the human's team against the other."""
    from cardtable.games.njet import scenario

    state = scenario.settle_board(scenario.deal({}, players=4), start=1, discard=5, trump=1, super_trump=3, points=3)
    i18n.set_language("en")
    assert NjetProfile("njet").facts(state.view(0))[2:] == [("Per trick", "3 points"), ("Discard", "none")]
    scenario.run(state, "team 0 2")
    view = state.view(0)
    table = NjetProfile("njet")
    table.names, table.table.human = NAMES[:4], 0
    i18n.set_language("en")
    assert table.facts(view) == [
        ("Trump", "red"),
        ("Super trump", "blue 0s"),
        ("Per trick", "3 points"),
        ("Tricks (us:them)", "0 : 0"),
        ("Captures", "0 : 0"),
    ]
    assert [table.tags(view, s, 0) for s in range(4)] == [["dealer", "start player"], [], ["partner"], []]
    i18n.set_language("hu")
    assert table.facts(view)[:3] == [("Adu", "piros"), ("Szuperadu", "kék 0-sok"), ("Ütésenként", "3 pont")]
    assert table.tags(view, 0, 0) == ["osztó", "kezdő"]


def test_the_board_and_the_bar_follow_a_language_switch(qtbot):
    w = make_window(qtbot)
    w.start_match(njet_config(3, seed=5))
    wait_turn(qtbot, w)
    assert w.board.tooltip(2, 0).startswith("Trump: red")
    w.preferences.set_language("hu")
    try:
        assert w.board.tooltip(2, 0).startswith("Aduszín: piros")
        combo = w.panel.buttons["list"]
        labels = [combo.itemText(i) for i in range(combo.count())]
        assert labels and all(label.endswith("— NJET") for label in labels)
        assert any(label.startswith("Aduszín: ") for label in labels)
        assert w.panel.prompt.text().startswith("Mondj NJET-et")
        check_texts(shown_texts(w))
    finally:
        w.preferences.set_language("en")
