"""Was sticht? at the table: the task draft, the rows, the secret choice, play and the start player's return, all
through the window by clicks, at 3 and 4 seats, in both languages; the board and the facts show only the view.

Set WS_SHOTS=/some/dir to save a screenshot of the window at each phase the human acts in.
"""

from __future__ import annotations

import html
import os
import random
import re

import pytest
from PySide6.QtCore import Qt

from cardtable.engine.protocol import texts as action_texts
from cardtable.ui import i18n
from cardtable.ui.controller import MatchConfig
from cardtable.ui.profiles import profile
from cardtable.ui.profiles.was_sticht import task_name
from cardtable.ui.profiles.was_sticht_board import board_data
from tests.actions import typed
from tests.ui.conftest import click_card, go_on, make_window, panel_words, say_by_hand, wait_turn

pytestmark = pytest.mark.gui

NAMES = ["You", "Anna", "Bence", "Csilla"]
RAW = re.compile(r"\b[RBYG][1-9]\b|\{\w*\}|\bno-[RBYG]\b|\bexactly-\d|\b(task|take|return|play) [\w-]+$|hidden")


def config(players, seed):
    return MatchConfig(
        game="was-sticht", players=players, names=NAMES[:players], levels=["random"] * players, seed=seed
    )


def click_board(qtbot, w, choice):
    """Click the board's card or task card that sends ``choice``."""
    board = w.board.widget
    items = [i for i in board.items if str(i.action) == choice]  # a board item carries its Action
    assert len(items) == 1, (choice, [i.action for i in board.items if i.action])
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=items[0].rect.center().toPoint())


def act_by_hand(qtbot, w, choice, on_board=False):
    """One legal action with the mouse: a card of the hand, a button, the drop-down and Say, or the board."""
    panel = w.panel
    if on_board:
        click_board(qtbot, w, choice)
    elif choice.startswith("play "):
        click_card(qtbot, w, choice.split()[1])
    else:
        say_by_hand(qtbot, panel, choice)


def shown_words(w):
    """Every word the window shows for the game now: prompt, controls, facts, plates, the board."""
    out = panel_words(w)
    out.extend(w.board.widget.texts())
    return [t for t in out if t]


def check_words(w, where):
    for text in shown_words(w):
        assert not RAW.search(text), f"{where}: raw text shown: {text!r}"


def check_view_only(w):
    """The board, the facts and the plates carry only what the human's view carries."""
    view = w.current
    human = w.controller.human
    known = view.facts
    data = board_data(view)
    facts = dict(w.scene.info.lines)
    trump_labels = {"Trump colour", "Trump number", "Aduszín", "Aduszám"}
    if known.trump_colour is None:
        assert not trump_labels & set(facts), facts
    else:
        assert trump_labels & set(facts), facts
    if known.step in ("tasks", "draft", "choose"):
        for seat in data.seats:
            if seat.seat != human:
                assert seat.shown is None, seat  # nobody's choice is known before all have chosen
        for seat in range(view.players):
            if seat != human:
                plate = w.scene.plates[seat].status_line()
                assert not any(task_name(k) in plate for k in known.tasks[seat] if known.step == "choose"), plate
    if known.step == "draft":
        current = [c for c in data.rows if c.current]
        assert len(current) == 1 and current[0].row == known.row
        assert [code for code, _ in current[0].cards] == known.rows[known.row]
        assert current[0].monster == known.monster
    finished = [c for c in data.rows if c.winner is not None]
    assert [c.winner for c in finished] == known.draft_winners


def play_by_hand(qtbot, w, rng, seen, shots=None, max_steps=200):
    """Act for the human with the mouse only until the round is over; ``seen`` collects (step, action)."""
    for _ in range(max_steps):
        if wait_turn(qtbot, w):
            return
        view = w.current
        step = view.facts.step
        check_words(w, step)
        check_view_only(w)
        if shots and step not in {s for s, *_ in seen}:
            qtbot.wait(30)  # let the action bar lay its buttons out
            w.grab().save(os.path.join(shots, f"{i18n.current()}-{view.players}p-{w.width()}-{step}.png"))
        choice = rng.choice(action_texts(view.legal_actions))
        on_board = not choice.startswith("play ") and rng.random() < 0.5
        seen.append((step, choice, on_board))
        before = len(w.controller.state.history)
        act_by_hand(qtbot, w, choice, on_board)
        qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
    raise AssertionError("the round did not end")


@pytest.mark.parametrize(
    ("players", "lang", "size"),
    [(4, "en", (1280, 800)), (3, "hu", (800, 560)), (3, "en", (1280, 800)), (4, "hu", (800, 560))],
)
def test_a_whole_round_by_mouse(qtbot, players, lang, size):
    w = make_window(qtbot, size)
    i18n.set_language(lang)
    w.start_match(config(players, seed=5))
    assert w.board is not None and w.board.widget.height() <= 120
    shots = os.environ.get("WS_SHOTS")
    seen = []
    play_by_hand(qtbot, w, random.Random(players), seen, shots)
    steps = {s for s, *_ in seen}
    assert {"tasks", "draft", "play"} <= steps, steps
    # the rows' cards and the task cards were taken both from the board and from the action bar
    assert {("draft", True), ("draft", False), ("tasks", True), ("tasks", False)} <= {(s, b) for s, _, b in seen}
    go_on(qtbot, w)  # the last trick waits on the table for a click
    qtbot.waitUntil(w.sheet.isVisible, timeout=3000)
    result = w.controller.last_result
    sheet = html.unescape(w.sheet.body.text())
    for line in result.lines:
        words = profile("was-sticht").settlement_line(line, NAMES[:players], 0)
        assert words in sheet and "task-" not in words, words
    check_words(w, "over")
    if shots:
        w.grab().save(os.path.join(shots, f"{lang}-{players}p-{w.width()}-over.png"))
    # the small window never had to grow for the board or the task list
    assert w.width() == size[0]


def test_the_secret_choice_and_the_return_by_mouse(qtbot):
    """Seeds until the human has chosen a task in secret (not as start player) and, as start player, returned one."""
    w = make_window(qtbot)
    seen = []
    for seed in range(1, 40):
        w.start_match(config(4, seed))
        play_by_hand(qtbot, w, random.Random(seed), seen, os.environ.get("WS_SHOTS"))
        kinds = {(s, a.split()[0]) for s, a, _ in seen}
        if {("choose", "task"), ("return", "return")} <= kinds:
            break
    kinds = {(s, a.split()[0]) for s, a, _ in seen}
    assert {("tasks", "task"), ("draft", "take"), ("choose", "task"), ("play", "play"), ("return", "return")} <= kinds


def test_plates_and_board_hide_the_others_choice(qtbot):
    """While the others choose, their plates say only that they have chosen; the human sees his own choice."""
    w = make_window(qtbot)
    w.controller.autoplay_level = "random"
    w.start_match(config(4, seed=11))
    qtbot.waitUntil(lambda: w.controller.state.phase in ("play", "over"), timeout=10000)
    state = w.controller.state
    # replay the view of the moment after the last chooser's neighbour chose, as the human sees it
    hidden_step = None
    for n in range(len(state.history)):
        probe = state.game.new_deal(deck=state.deck_codes, dealer=state.dealer, players=4)
        for action in state.history[:n]:
            probe.apply(action)
        if probe.phase == "choose" and any(probe.view(0).facts.chosen):
            hidden_step = probe
            break
    assert hidden_step is not None
    view = hidden_step.view(0)
    w._refresh_info(view)
    for seat in range(1, 4):
        said = w.scene.plates[seat].status_line()
        if view.facts.chosen[seat]:
            assert "has chosen a task" in said, said
        for kind in view.facts.tasks[seat]:
            assert task_name(kind) not in said
    data = board_data(view)
    assert all(s.shown is None for s in data.seats if s.seat != 0)
    if view.facts.my_choice:
        assert data.seats[0].shown == view.facts.my_choice and data.seats[0].secret


def test_words_in_both_languages_name_every_task_and_card(qapp):
    prof = profile("was-sticht")
    try:
        for lang in ("en", "hu"):
            i18n.set_language(lang)
            from cardtable.games.was_sticht.tasks import KINDS

            for kind in KINDS:
                for text in (f"task {kind}", f"return {kind}"):
                    for words in (
                        prof.action_label(typed(prof.game, text)),
                        prof.action_said(typed(prof.game, text)),
                        prof.part_name(f"task-{kind}"),
                    ):
                        assert not RAW.search(words) and words != text, words
            for code in ("R1", "B9", "Y5", "G3"):
                assert not RAW.search(prof.action_label(typed(prof.game, f"take {code}")))
                assert not RAW.search(prof.action_said(typed(prof.game, f"take {code}")))
            assert not RAW.search(prof.action_said(None))
        i18n.set_language("hu")
        assert prof.action_label(typed(prof.game, "task no-R")) == "Nincs piros lap"
        assert prof.action_label(typed(prof.game, "take Y7")) == "Sárga 7"
        i18n.set_language("en")
        assert prof.action_label(typed(prof.game, "task exactly-1")) == "Exactly 1 trick"
        assert prof.action_label(typed(prof.game, "task exactly-3")) == "Exactly 3 tricks"
    finally:
        i18n.set_language("en")


def test_refusals_name_the_rules_section_in_both_languages(qapp):
    from cardtable.games.was_sticht import make_game

    state = make_game().new_deal(seed=1, players=4)
    prof = profile("was-sticht")
    action = state.game.parse_action("play R5")
    exc = state.explain_illegal(action)
    assert exc.key == "task-draft"
    try:
        i18n.set_language("hu")
        hu = prof.refusal(exc)
        assert "feladatkártyát" in hu and "Előkészületek" in hu and "§" not in hu, hu
        i18n.set_language("en")
        en = prof.refusal(exc)
        assert "task cards" in en and "“Setting up”" in en and "§" not in en, en
    finally:
        i18n.set_language("en")


def test_the_match_runs_until_a_player_has_returned_all_four_tasks(qtbot, players=4):
    """Round after round through the "Next deal" button, until someone holds no task: the sheet names the winner."""
    w = make_window(qtbot, (800, 560))
    w.controller.autoplay_level = "random"  # a bot plays the human's seat: this test is about the match's end
    w.start_match(config(players, seed=7))
    match = w.controller.match
    for _ in range(60):
        qtbot.waitUntil(lambda: w.controller.state is not None and w.controller.state.is_over, timeout=20000)
        qtbot.waitUntil(lambda: "choice:1" in w.panel.buttons, timeout=3000)
        if match.is_over:
            break
        left = [list(t) for t in match.tasks]
        assert all(1 <= len(t) <= 4 for t in left), left
        deals = match.deal_number
        qtbot.mouseClick(w.panel.buttons["choice:1"], Qt.MouseButton.LeftButton)  # "Next deal"
        qtbot.waitUntil(lambda d=deals: w.controller.state is not None and not w.controller.state.is_over, timeout=5000)
        # a later round has no task draft: it opens on the rows, every seat's remaining tasks on the board
        view = w.current
        assert view.facts.step != "tasks"
        data = w.board.widget.data
        assert [list(s.tasks) for s in data.seats] == left
    assert match.is_over and match.winners
    assert all(not match.tasks[s] for s in match.winners) and all(match.totals[s] == 4 for s in match.winners)
    go_on(qtbot, w)  # the last trick waits on the table for a click
    qtbot.waitUntil(w.sheet.isVisible, timeout=3000)
    body = html.unescape(w.sheet.body.text())
    assert "wins the match" in body or "share first place" in body or "You win" in body, body
    assert w.sheet.title.text() == "Match over"


def test_a_card_refused_in_play_is_explained_in_both_languages(qapp):
    """§4.3(3) [HU 3. Lejátszás]: follow the led colour; the trump number is not part of it."""
    from cardtable.games.was_sticht.scenario import deal, run

    state = deal({0: "R1 G1", 1: "R2 B1", 2: "R3 B2", 3: "R4 B3"}, start=3, number="9")
    run(state, "task betli;task no-R;task exactly-1;play R1")
    exc = state.explain_illegal(state.game.parse_action("play B1"))
    assert exc.key == "must-follow"
    prof = profile("was-sticht")
    try:
        i18n.set_language("hu")
        hu = prof.refusal(exc)
        assert hu.startswith("A hívott színt kell adnod") and "„3. Lejátszás”" in hu, hu
        i18n.set_language("en")
        en = prof.refusal(exc)
        assert en.startswith("You must follow the led colour") and "“3. Card play”" in en, en
        # a trump led asks for a trump: the trump number 2 counts as one
        state2 = deal({0: "Y2 G1", 1: "B2 G3", 2: "R3 B4", 3: "R4 B3"}, start=3, number="2")
        run(state2, "task betli;task no-R;task exactly-1;play Y2")
        exc2 = state2.explain_illegal(state2.game.parse_action("play G3"))
        assert exc2.key == "must-follow-trump"
        assert prof.refusal(exc2).startswith("A trump was led: play a trump")
        i18n.set_language("hu")
        assert prof.refusal(exc2).startswith("Adut hívtak: adut kell raknod")
    finally:
        i18n.set_language("en")


def test_the_board_follows_the_language_and_explains_its_cards(qtbot):
    """Switching the language mid-round relabels the board; a task card's tooltip says what the task asks."""
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    w = make_window(qtbot)
    w.start_match(config(4, seed=3))
    wait_turn(qtbot, w)
    board = w.board.widget
    assert "Task cards" in board.texts()
    w.preferences.set_language("hu")
    assert "Feladatkártyák" in board.texts() and "Task cards" not in board.texts()
    chip = next(i for i in board.items if i.kind == "chip")
    assert chip.tip and not RAW.search(chip.tip)
    centre = chip.rect.center().toPoint()
    event = QHelpEvent(QEvent.Type.ToolTip, centre, board.mapToGlobal(centre))
    board.event(event)
    assert QToolTip.isVisible() and QToolTip.text() == chip.tip
    board.event(QHelpEvent(QEvent.Type.ToolTip, QPoint(2, 2), board.mapToGlobal(QPoint(2, 2))))
