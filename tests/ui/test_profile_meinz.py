"""Meinz at the table: whole rounds by clicks with 3 (and the monster) and 4 players, in both languages.

The human puts a card away with the Discard button, plays cards by clicking them, claims or passes with the
buttons, and exchanges through the board's picker (a trick card and a hand card, then the Exchange button) or
the drop-down, or keeps with the Keep button.
"""

import html
import os
import random
import re

import pytest
from PySide6.QtCore import Qt

from cardtable.engine.protocol import IllegalAction, Line
from cardtable.engine.protocol import texts as action_texts
from cardtable.games.meinz.citations import RULES
from cardtable.ui import i18n, texts
from cardtable.ui.controller import MatchConfig
from cardtable.ui.profiles import profile
from tests.actions import typed
from tests.ui.conftest import click_card, go_on, make_window, say_by_hand, wait_turn

pytestmark = pytest.mark.gui

CODE = re.compile(r"\b[RBYG][1-9]\b")  # a raw Meinz card code
SHOTS = os.environ.get("MEINZ_SHOTS")  # a folder: save mid-round screens there (for looking at them)


def config(players, seed, deals=1):
    names = ["You", "Anna", "Bence", "Csilla"][:players]
    return MatchConfig(game="meinz", players=players, names=names, levels=["random"] * players, deals=deals, seed=seed)


def shown_words(w):
    """Every text the table shows the human now: prompt, buttons, drop-down, facts, plates, board."""
    out = [w.panel.prompt.text()]
    for key, b in w.panel.buttons.items():
        if key == "list":
            out.extend(b.itemText(i) for i in range(b.count()))
        else:
            out.append(b.text())
    out.extend(f"{k} {v}" for k, v in w.scene.info.lines)
    for plate in w.scene.plates:
        out.append(f"{plate.name} {plate.status} {plate.tags}")
    strip = w.board.strip
    out.append(strip.notes.text())
    for cell in strip.cells:
        out.extend(lab.text() for lab in cell)
    out.extend([strip.take_label.text(), strip.give_label.text(), strip.go.text()])
    return out


def check_words(w):
    for text in shown_words(w):
        assert not CODE.search(text), text
        assert not re.search(r"\{\w*\}", text), text


def act_by_hand(qtbot, w, choice, rng, ways=None):
    """Do one legal action with the mouse; ``ways`` collects which control made an exchange."""
    choice = str(choice)
    panel, strip = w.panel, w.board.strip
    ways = ways if ways is not None else set()
    if choice.startswith("play "):
        click_card(qtbot, w, choice.split()[1])
    elif choice.startswith("discard"):
        click_card(qtbot, w, choice.split()[1])
        assert panel.discard.isEnabled()
        qtbot.mouseClick(panel.discard, Qt.MouseButton.LeftButton)
    elif choice.startswith("exchange") and ("picker" not in ways or ("list" in ways and rng.random() < 0.7)):
        _, take, give = choice.split()
        assert strip.picking()
        assert not strip.go.isEnabled()
        qtbot.mouseClick(strip.take_buttons[take], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(strip.give_buttons[give], Qt.MouseButton.LeftButton)
        assert strip.go.isEnabled() and str(strip.picked()) == choice
        qtbot.mouseClick(strip.go, Qt.MouseButton.LeftButton)
        ways.add("picker")
    else:
        say_by_hand(qtbot, panel, choice)
        ways.add("list")


def play_round(qtbot, w, rng, seen, shots="", ways=None):
    for _ in range(200):
        if wait_turn(qtbot, w):
            return
        view = w.current
        check_words(w)
        check_board(w, view)
        step = view.facts.step
        if shots and (step, len(view.trick)) not in {(s, n) for s, n, _ in seen}:
            qtbot.wait(30)  # the bar lays its buttons out
            w.grab().save(os.path.join(shots, f"{shots_name(w)}-{step}-{len(seen)}.png"))
        legal = action_texts(view.legal_actions)
        kinds = {a.split()[0] for a in legal}
        # claim now and then, exchange more often than keep: every control gets used
        if "claim" in kinds:
            choice = "claim" if rng.random() < 0.35 else "pass"
        elif "keep" in kinds:
            choice = "keep" if rng.random() < 0.25 else rng.choice([a for a in legal if a != "keep"])
        else:
            choice = rng.choice(legal)
        seen.append((step, len(view.trick), choice))
        before = len(w.controller.state.history)
        act_by_hand(qtbot, w, choice, rng, ways)
        qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
    raise AssertionError("the round did not end")


def shots_name(w):
    return f"{w.controller.config.players}p-{i18n.current()}-{w.width()}"


def check_board(w, view):
    """The board shows what the human's view carries: no other seat's sum before the end, no other discard."""
    strip = w.board.strip
    state = w.controller.state
    if strip.picking():
        assert set(strip.take_buttons) == {c for _p, c in view.last_trick}
        assert set(strip.give_buttons) == set(view.hand)
        return
    text = "\n".join([strip.notes.text(), *(lab.text() for cell in strip.cells for lab in cell)])
    for seat in range(view.players):
        if seat != view.seat:
            for code in state.game.deck.codes_of(state.discards[seat]):
                assert texts.card_name("meinz", code) not in strip.notes.text()
    if view.phase != "over":
        sums = re.findall(r"\d+", " ".join(cell[2].text() for i, cell in enumerate(strip.cells) if i != view.seat))
        monster = view.facts.monster
        assert sums == ([str(view.facts.monster_bonus)] if monster is not None else []), (sums, text)


@pytest.mark.parametrize(
    ("players", "lang", "size"),
    [(4, "en", (1280, 800)), (3, "hu", (800, 560)), (3, "en", (1280, 800)), (4, "hu", (800, 560))],
)
def test_a_whole_meinz_round_by_clicks(qtbot, players, lang, size):
    i18n.set_language(lang)
    w = make_window(qtbot, size)
    w.start_match(config(players, seed=5 + players))
    # the monster has its own place at the table with three players: between the last seat and the first
    assert [w.scene.position(s) for s in range(4)] == ["bottom", "right", "top", "left"]
    if players == 3:
        assert w.scene.plates[3].name == ("Szörny" if lang == "hu" else "Monster")
    seen = []
    shots = SHOTS or ""
    play_round(qtbot, w, random.Random(players), seen, shots)
    steps = {s for s, _n, _c in seen}
    assert {"discard", "play"} <= steps, steps
    go_on(qtbot, w)  # the last trick waits on the table for a click
    qtbot.waitUntil(w.sheet.isVisible, timeout=3000)
    result = w.controller.last_result
    assert result is not None and result.lines
    # the score sheet in words: "highest sum (40): Anna scores 3"
    sheet = html.unescape(w.sheet.body.text())
    names = ["You", "Anna", "Bence", "Csilla"][:players]
    for line in result.lines:
        words = profile("meinz").settlement_line(line, names, 0)
        assert "rank-" not in words and "sum-" not in words, words
        assert words in sheet
    # the round's end: every sum and point card on the board, the monster's too
    view = w.current
    assert view.phase == "over"
    board = [cell[2].text() for cell in w.board.strip.cells]
    for pos in range(4):
        assert str(result.details["sums"][pos]) in board[pos]
    check_words(w)
    if shots:
        qtbot.wait(30)
        w.grab().save(os.path.join(shots, f"{shots_name(w)}-over.png"))


def test_every_control_is_used_over_some_rounds(qtbot):
    """Claims, passes, exchanges by the picker and the list, keeps: all through the window, small window."""
    w = make_window(qtbot, size=(800, 560))
    seen = []
    ways = set()
    for seed in range(1, 6):
        w.start_match(config(4, seed=seed))
        play_round(qtbot, w, random.Random(seed), seen, SHOTS or "", ways)
        kinds = {c.split()[0] for _s, _n, c in seen}
        if {"claim", "pass", "exchange", "keep", "discard", "play"} <= kinds and ways == {"picker", "list"}:
            break
    kinds = {c.split()[0] for _s, _n, c in seen}
    assert {"claim", "pass", "exchange", "keep", "discard", "play"} <= kinds, kinds
    assert ways == {"picker", "list"}, ways
    assert w.width() == 800  # the board and the bar fit the small window


def test_the_eight_round_match_ends_with_a_winner(qtbot):
    """MeinzMatch at the table: 8 rounds; with 3 players everyone, the monster too, starts twice (§5.3, §5.4)."""
    w = make_window(qtbot)
    w.controller.autoplay_level = "random"  # the bots take the human's seat too
    w.start_match(config(3, seed=2, deals=None))
    match = w.controller.match
    assert match.deals == 8
    starts = []
    for n in range(1, 9):
        qtbot.waitUntil(lambda n=n: w.controller.state.is_over and match.deal_number == n, timeout=20000)
        starts.append(w.controller.state.start)
        if match.is_over:
            break
        w.next_deal()
    assert match.is_over and match.deal_number == 8 and match.winners
    assert sorted(starts) == [0, 0, 1, 1, 2, 2, 3, 3], starts
    assert w.board.strip.cells[3][0].text().startswith("Monster")


def test_meinz_words():
    i18n.set_language("en")
    p = profile("meinz")
    assert p.action_label(typed(p.game, "claim")) == "Meinz! (the trick is mine)"
    assert p.action_label(typed(p.game, "exchange R3 B9")) == "Exchange — take red 3, give blue 9"
    assert p.action_label(typed(p.game, "keep")) == "Keep (no exchange)"
    assert p.action_said(None) == "set a card aside"
    assert p.action_said(typed(p.game, "exchange R3 B9")) == "took red 3, gave blue 9"
    line = Line("rank-1", True, 3, 1, -1, 1, 3, "sum-40")
    assert profile("meinz").settlement_line(line, ["You", "Anna"], 0) == "highest sum (40): Anna scores 3"
    refusal = IllegalAction("x", rule=RULES["must-follow"], key="must-follow")
    assert p.refusal(refusal).startswith("You hold the led colour")
    assert p.refusal(refusal).endswith("(rule: Meinz, “Card play, 1.”)")
    i18n.set_language("hu")
    try:
        assert p.action_label(typed(p.game, "exchange R3 B9")) == "Csere — ki: piros 3, be: kék 9"
        assert p.action_label(typed(p.game, "pass")) == "Passz (nem foglalom le)"
        assert profile("meinz").settlement_line(line, ["Te", "Anna"], 0).startswith("legnagyobb összeg (40): Anna")
        for key in RULES:
            text = p.refusal(IllegalAction("x", rule=RULES[key], key=key))
            assert "(szabály: Meinz, „" in text and "§" not in text and not text.startswith("x"), key
    finally:
        i18n.set_language("en")


def test_a_card_clicked_in_a_claim_window_is_refused_with_the_rule(qtbot):
    """Meinz §5.2(5): in a claim window the human says Meinz! or passes; a card click is refused, in Hungarian
    too, naming the seed's section, and nothing changes."""
    i18n.set_language("hu")
    w = make_window(qtbot)
    w.start_match(config(4, seed=3))
    rng = random.Random(3)
    for _ in range(60):
        assert not wait_turn(qtbot, w)
        view = w.current
        if view.facts.step == "claim":
            break
        before = len(w.controller.state.history)
        act_by_hand(qtbot, w, rng.choice([a.text for a in view.legal_actions if a.kind != "claim"]), rng)
        qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
    else:
        pytest.fail("no claim window for the human")
    before = len(w.controller.state.history)
    click_card(qtbot, w, view.hand[0])
    message = w.statusBar().currentMessage()
    assert message.startswith("Előbb foglald le az ütést (Meinz!), vagy passzolj.")
    assert "(szabály: Meinz, „Ki nyeri az ütést?”)" in message
    assert len(w.controller.state.history) == before and w.controller.waiting_for_human
    # the board speaks the new language at once when the player switches
    assert w.board.strip.cells[0][2].text().startswith("összeged")
    w.preferences.set_language("en")
    assert w.board.strip.cells[0][2].text().startswith("your sum")
    assert w.panel.buttons["claim"].text() == "Meinz! (the trick is mine)"
