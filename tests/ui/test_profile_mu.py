"""MÜ at the table (issue 11): the auction by clicking cards, which then lie face up in front of their owner; the
trump and partner choices in the action bar; facts, plates and the board in words; the score sheet in words.

Rules: seed 002 [HU] "Az aukció", "Főnök és helyettes", "Az aduk kiválasztása", "A főnök csapata", "A lejátszás",
"Pontozás"."""

from __future__ import annotations

import html
import os
import random
import re

import pytest
from PySide6.QtCore import QPointF, Qt

from cardtable.engine.protocol import IllegalAction, Line
from cardtable.engine.protocol import texts as action_texts
from cardtable.games.mu.actions import CODES
from cardtable.ui import i18n, texts
from cardtable.ui.controller import MatchConfig
from cardtable.ui.profiles import profile
from cardtable.ui.table import key_code
from tests.actions import typed
from tests.ui.conftest import go_on, say_by_hand
from tests.ui.conftest import make_window as _make_window

pytestmark = pytest.mark.gui

NAMES = ["You", "Anna", "Bence", "Csilla", "Dani", "Edit"]
# a card code, an unfilled placeholder, an action's text or a settlement key
RAW = re.compile(r"\b[BYRKG]\d\b|\{[a-z_]+\}|\b(reveal|partner|trump|play) [A-Z0-9]\b|\b(done|eklat|penalty-share)\b")
SHOTS = os.environ.get("MU_SHOTS")  # a folder: grab the window at each new phase (for looking at it)


def make_window(qtbot, size=(1280, 800)):
    """The shared test window with "announce automatically" off."""
    return _make_window(qtbot, size, auto_announce=False)


def mu_config(players, seed, level="heuristic"):
    return MatchConfig(
        game="mu", players=players, names=NAMES[:players], levels=[level] * players, target=200, seed=seed
    )


def hand_item(w, code):
    """An item of the human's hand showing ``code``: in the fan, or face up in front of him."""
    items = [i for i in w.scene.hand_items() if key_code(i.key) == code]
    assert items, code
    return items[0]


def click_card(qtbot, w, code):
    """Click the visible left part of a card (the card to its right covers the rest)."""
    item = hand_item(w, code)
    assert item.interactive, code
    width, _ = item.size()
    scale = item.scale() or 1.0
    pos = w.view_widget.mapFromScene(item.mapToScene(QPointF(-width * 0.3 / scale, 0)))
    qtbot.mouseClick(w.view_widget.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def act_by_hand(qtbot, w, choice):
    """One legal action by the mouse: a card (reveal or play), a button, or the drop-down and Say."""
    panel = w.panel
    words = choice.split()
    if words[0] in ("play", "reveal"):
        click_card(qtbot, w, words[1])
    else:
        say_by_hand(qtbot, panel, choice)


def words_on_screen(w):
    """Every text the window shows for the game now: prompt, buttons, drop-down items, facts, plates, board."""
    out = [w.panel.prompt.text()]
    for key, b in w.panel.buttons.items():
        if key == "list":
            out += [b.itemText(i) for i in range(b.count())]
        else:
            out.append(b.text())
    out += [f"{k} {v}" for k, v in w.scene.info.lines]
    for plate in w.scene.plates:
        out += [plate.status, plate.tags]
    if w.board is not None:
        out.append(html.unescape(re.sub(r"<[^>]+>", "", w.board.widget.text())))
    return [t for t in out if t]


def check_words(w, where):
    for text in words_on_screen(w):
        assert not RAW.search(text), (where, text)


def choose(rng, view, greedy=False):
    """The human's choice: in the auction reveal a few cards (``greedy``: outbid everyone, then pass), else
    anything legal."""
    legal = action_texts(view.legal_actions)
    if view.phase == "auction":
        reveals = [a for a in legal if a.startswith("reveal ")]
        bids = view.facts.bids
        mine = bids[view.seat]
        leads = mine > 0 and all(b < mine for s, b in enumerate(bids) if s != view.seat)
        if greedy and reveals and not leads:
            return rng.choice(reveals)
        if not greedy and reveals and (mine == 0 or rng.random() < 0.35) and mine < 4:
            return rng.choice(reveals)
        return "done" if "done" in legal else "pass"
    return rng.choice(legal)


def play_deal_by_hand(qtbot, w, rng, seen, lang_check=("en", "hu"), greedy=False, max_steps=200):
    """Act for the human with the mouse until the deal is over; check every text shown in both languages."""
    phase = None
    checked: set[tuple] = set()
    for _ in range(max_steps):
        qtbot.waitUntil(lambda: w.controller.waiting_for_human or w.controller.state.is_over, timeout=30000)
        if w.controller.state.is_over:
            return
        view = w.current
        step = (view.phase, bool(view.trick), view.facts.revealed_this_turn)
        if step not in checked:  # every kind of turn, in both languages (switching languages is slow)
            checked.add(step)
            for lang in lang_check:
                i18n.set_language(lang)
                w._human_turn(view)
                check_words(w, (lang, view.phase))
            i18n.set_language("en")
            w._human_turn(view)
        if SHOTS and view.phase != phase:
            w.grab().save(os.path.join(SHOTS, f"mu{view.players}-{w.width()}-{view.phase}-{len(seen)}.png"))
        phase = view.phase
        choice = choose(rng, view, greedy)
        seen.append((view.phase, choice))
        before = len(w.controller.state.history)
        act_by_hand(qtbot, w, choice)
        qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
    raise AssertionError("the deal did not end")


def played_deal(qtbot, w, players, seeds, need=("play",)):
    """Deals until the human took part in every phase of ``need``; returns what he did."""
    seen = []
    for seed in seeds:
        w.start_match(mu_config(players, seed))
        play_deal_by_hand(qtbot, w, random.Random(seed), seen)
        go_on(qtbot, w)  # the last trick waits on the table for a click
        qtbot.waitUntil(w.sheet.isVisible, timeout=3000)
        if {p for p, _ in seen} >= set(need) and w.controller.last_result.lines:
            return seen
    raise AssertionError(f"no deal reached {need}: {sorted({p for p, _ in seen})}")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_whole_mu_deal_by_mouse(qtbot, players):
    """Az aukció … A lejátszás: a deal by clicks at every player count, to the score sheet in words."""
    w = make_window(qtbot)
    seen = played_deal(qtbot, w, players, range(1, 30), need=("auction", "play"))
    kinds = {a.split()[0] for _, a in seen}
    assert {"reveal", "play"} <= kinds, kinds
    sheet = html.unescape(w.sheet.body.text())
    result = w.controller.last_result
    for lang in ("en", "hu"):
        i18n.set_language(lang)
        for line in result.lines:
            words = profile("mu").settlement_line(line, NAMES[:players], 0)
            assert not RAW.search(words) and "Ablak" not in words, words
    i18n.set_language("en")
    for line in result.lines:
        assert profile("mu").settlement_line(line, NAMES[:players], 0) in sheet


def test_the_human_plays_chief_trump_and_partner_by_the_bar(qtbot):
    """Az aduk kiválasztása, A főnök csapata: the human as chief names a trump and a partner through buttons."""
    w = make_window(qtbot, size=(800, 560))
    size = w.size()
    seen = []
    for seed in range(1, 10):
        w.start_match(mu_config(4, seed))
        play_deal_by_hand(qtbot, w, random.Random(seed), seen, greedy=True)
        if {"trump", "partner"} <= {a.split()[0] for _, a in seen}:
            break
    kinds = {a.split()[0] for _, a in seen}
    assert {"trump", "partner", "reveal", "play", "pass"} <= kinds, kinds
    assert w.size() == size  # the small window never had to grow


def test_revealed_cards_lie_in_front_of_their_owner(qtbot):
    """Az aukció: revealed cards lie face up on the table in front of the seat, the rest of its hand face down."""
    w = make_window(qtbot)
    w.start_match(mu_config(4, 5))
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=30000)
    view = w.current
    assert view.phase == "auction"
    reveal = next(a.text for a in view.legal_actions if a.kind == "reveal")
    code = reveal.split()[1]
    fan_before = len([i for i in w.scene.hand_items() if not i.key.startswith("shown")])
    click_card(qtbot, w, code)
    qtbot.waitUntil(lambda: len(w.controller.state.history) >= 1 and code in w.controller.state.view(0).open_hands[0])
    view = w.controller.state.view(0)
    w._refresh_info(view)
    w.scene.show(view)
    shown = [i for i in w.scene.items_by_key.values() if i.key.startswith("shown0:")]
    assert [key_code(i.key) for i in shown] == [code] and shown[0].code == code  # face up in front of you
    fan = [i for i in w.scene.hand_items() if not i.key.startswith("shown")]
    assert len(fan) == fan_before - 1  # out of the fan
    # the other seats: backs for every hidden card, faces only for what they revealed
    for seat in range(1, 4):
        backs = [k for k in w.scene.items_by_key if k.startswith(f"back:{seat}:")]
        faces = [k for k in w.scene.items_by_key if k.startswith(f"shown{seat}:")]
        open_cards = view.open_hands.get(seat, [])
        assert len(backs) == view.hand_sizes[seat] - len(open_cards)
        assert sorted(key_code(k) for k in faces) == sorted(open_cards)


def test_the_board_and_facts_show_only_the_view(qtbot):
    """Everything the board, facts and plates show comes from the human's view: his hidden cards never."""
    w = make_window(qtbot)
    w.controller.autoplay_level = "random"
    w.start_match(mu_config(4, 11))
    qtbot.waitUntil(lambda: w.controller.state.phase == "play" or w.controller.state.is_over, timeout=30000)
    state = w.controller.state
    view = state.view(0)
    w._refresh_info(view)
    board = html.unescape(re.sub(r"<[^>]+>", "", w.board.widget.text()))
    hidden = {c for s in range(1, 4) for c in state.view(s).hand} - {
        c for s in range(1, 4) for c in view.open_hands.get(s, [])
    }
    for code in hidden:
        assert texts.card_name("mu", code) not in board
    # the board's numbers are the view's: the triangles (public) or the bids
    numbers = view.facts.triangles if view.phase == "play" else view.facts.bids
    for s, n in enumerate(numbers):
        assert f"{w.board.table.seat_word(view, s)} {n}" in board


def test_mu_words_in_both_languages(qtbot):
    w = make_window(qtbot)
    w.start_match(mu_config(4, 2))
    table = profile("mu")
    table.names = NAMES[:4]
    i18n.set_language("en")
    assert table.action_label(typed(table.game, "trump R")) == "Red"
    assert table.action_label(typed(table.game, "trump 7")) == "7s"
    assert table.action_label(typed(table.game, "trump none")) == "No trump"
    assert table.action_label(typed(table.game, "partner 2")) == "Partner: Bence"
    assert (
        table.action_label(typed(table.game, "done")) == "Done"
        and table.action_label(typed(table.game, "pass")) == "Pass"
    )
    assert table.action_said(typed(table.game, "reveal G5")) == "revealed green 5"
    i18n.set_language("hu")
    assert table.action_label(typed(table.game, "trump R")) == "Piros"
    assert table.action_label(typed(table.game, "trump 5")) == "5-ös"
    assert table.action_label(typed(table.game, "trump 0")) == "0-s"
    assert table.action_label(typed(table.game, "trump none")) == "Nincs adu"
    assert (
        table.action_label(typed(table.game, "pass")) == "Passz"
        and table.action_label(typed(table.game, "done")) == "Ennyi"
    )
    assert table.action_said(typed(table.game, "trump 7")) == "adu: 7-es"
    # every action of the game has words, no code, in both languages
    actions = ["pass", "done", "trump none", *(f"trump {t}" for t in "BYRKG0123456789")]
    actions += [f"reveal {c}" for c in CODES] + [f"play {c}" for c in CODES] + [f"partner {s}" for s in range(4)]
    for lang in ("en", "hu"):
        i18n.set_language(lang)
        for a in actions:
            for words in (table.action_label(typed(table.game, a)), table.action_said(typed(table.game, a))):
                assert not RAW.search(words), (lang, a, words)
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("key", "params", "en", "hu"),
    [
        ("trump-not-revealed", {"trump": "R"}, "face-up cards", "Az aduk kiválasztása"),
        ("partner-not-vice", {}, "vice cannot be the partner", "A főnök csapata"),
        ("must-follow", {"card": "R7"}, "Card play", "A lejátszás"),
        ("already-revealed", {"card": "G5"}, "green 5", "zöld 5"),
        ("finish-turn", {}, "The auction", "Az aukció"),
    ],
)
def test_refusals_name_the_booklets_rule_in_both_languages(key, params, en, hu, qtbot):
    from cardtable.games.mu.citations import RULES

    exc = IllegalAction("x", rule=RULES[key], key=key, **params)
    i18n.set_language("en")
    assert en in profile("mu").refusal(exc) and "digest" not in profile("mu").refusal(exc)
    i18n.set_language("hu")
    text = profile("mu").refusal(exc)
    assert hu in text and "szabály: MÜ" in text and not RAW.search(text)
    i18n.set_language("en")


def test_score_lines_in_words():
    """Pontozás, Egyenlőség: each kind of line in both languages; points from nobody are scored or lost."""
    names = NAMES[:5]
    lines = [
        (Line("triangles", True, 12, 1, -1, 1, 12), "triangles in the tricks won: Anna scores 12"),
        (Line("bonus", True, 40, 1, -1, 0, 40, note="bid-4-rank-0"), "success bonus (bid 4, colour trump)"),
        (Line("penalty", False, 10, 2, 3, -1, 20, note="achieved-2"), "bid 4, the team's points were enough for 2"),
        (Line("penalty-share", False, 5, 2, -1, 2, 10, note="achieved-2"), "opponents' share of the penalty (2 × 5)"),
        (Line("eklat", False, 10, 3, 0, -1, 30, note="tied-last"), "made the tie last, at 3 cards: you lose 30"),
        (Line("eklat", True, 5, 3, -1, 4, 15, note="tied"), "tied at 3 cards: Dani scores 15"),
    ]
    i18n.set_language("en")
    for line, want in lines:
        assert want in profile("mu").settlement_line(line, names, 0)
    assert [profile("mu").part_name(p) for p in ("penalty-share", "eklat")] == [
        "share of the penalty",
        "stalemate (Eklat)",
    ]
    i18n.set_language("hu")
    try:
        assert profile("mu").part_name("triangles") == "háromszögek"
        assert profile("mu").settlement_line(lines[2][0], names, 0).endswith("Csilla 20 pontot veszít")
        assert "sikerbónusz (4 lapos licit, színadu)" in profile("mu").settlement_line(lines[1][0], names, 0)
        assert "egyenlőség" in profile("mu").settlement_line(lines[5][0], names, 0)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("by_keys", [False, True])
def test_a_revealed_card_is_played_from_the_table_by_a_click(qtbot, by_keys):
    """A lejátszás: "a card laid face up in front of you counts as played from the hand" — click it where it lies
    (or reach it with the arrow keys)."""
    w = make_window(qtbot)
    for seed in range(1, 10):
        w.start_match(mu_config(4, seed))
        rng = random.Random(seed)
        while True:
            qtbot.waitUntil(lambda: w.controller.waiting_for_human or w.controller.state.is_over, timeout=30000)
            view = w.current
            if w.controller.state.is_over or view.phase == "play":
                break
            before = len(w.controller.state.history)
            act_by_hand(qtbot, w, choose(rng, view, greedy=True))
            qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
        if w.controller.state.is_over:
            continue
        mine = view.open_hands.get(0, [])
        legal = {a.split()[1] for a in action_texts(view.legal_actions)}
        shown = [i for i in w.scene.hand_items() if i.key.startswith("shown0:") and key_code(i.key) in legal]
        if not shown:
            continue
        code = key_code(shown[0].key)
        assert code in mine and shown[0].interactive
        fan = [key_code(i.key) for i in w.scene.hand_items() if not i.key.startswith("shown")]
        assert fan.count(code) == view.hand.count(code) - mine.count(code)  # it lies on the table, not in the fan
        before = len(w.controller.state.history)
        if by_keys:  # the keyboard reaches the cards on the table too: after the fan, going left from the start
            keys = [i.key for i in w.scene.hand_items()]
            w.view_widget.setFocus()
            for _ in range(1 + len(keys) - keys.index(shown[0].key)):  # the first press focuses the first card
                qtbot.keyClick(w.view_widget, Qt.Key.Key_Left)
            assert shown[0].focused
            qtbot.keyClick(w.view_widget, Qt.Key.Key_Return)
        else:
            width, _ = shown[0].size()
            pos = w.view_widget.mapFromScene(shown[0].mapToScene(QPointF(-width * 0.3, 0)))
            qtbot.mouseClick(w.view_widget.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
        state = w.controller.state
        assert state.history[before].text == f"play {code}" and state.actors[before] == 0
        # the copy on the table went (the engine takes a revealed copy first)
        assert state.view(0).open_hands.get(0, []).count(code) == mine.count(code) - 1
        return
    pytest.fail("no deal where the human could play a revealed card")
