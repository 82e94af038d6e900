"""Tarokk at the table through the window, by clicks, at four and five seats, in both languages, with the default
settings ("announce automatically" on): the human's announcements are only those the human chose; no raw code or
internal word is ever shown; the Tarokk panel shows only what the human's view carries.

Set TAROKK_SHOTS=/some/dir to save a screenshot at each step the human acts in.
"""

from __future__ import annotations

import html
import os
import random
import re

import pytest
from PySide6.QtCore import Qt

from cardtable.cards.deck import TAROKK42
from cardtable.engine.protocol import IllegalAction
from cardtable.engine.protocol import texts as action_texts
from cardtable.ui import i18n, texts
from cardtable.ui.controller import MatchConfig
from cardtable.ui.profiles import profile
from cardtable.ui.profiles.tarokk import auction_words, board_html, word_said
from tests.actions import typed
from tests.ui.conftest import click_card, go_on, make_window, panel_words, say_by_hand, wait_turn

pytestmark = pytest.mark.gui

NAMES = ["You", "Anna", "Bence", "Csilla", "Dani"]
CODE = r"T\d{1,2}|[HDSC](?:A|J|C|Q|K|10)"
RAW = re.compile(
    rf"\b(?:{CODE})\b|\{{\w*\}}|\bhidden\b|negykiraly|xxi-fogas|kiraly-u|pagat-u|sas-u|\d-tarokk|hivatalbol"
    r"|\b(?:bid|take) [0-3]\b"
)
HU_WRONG = re.compile(r"\btrull|megsemmisít|Megsemmisít", re.IGNORECASE)
FIGURE_KINDS = ("announce", "kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra", "hivatalbol-kontra")


def config(players, seed):
    return MatchConfig(
        game="tarokk", players=players, names=NAMES[:players], levels=["random"] * players, deals=1, seed=seed
    )


def act_by_hand(qtbot, w, choice):
    """One legal action with the mouse: a card, a discard selection, a button, or the drop-down and Say."""
    choice = str(choice)
    panel = w.panel
    if choice.startswith("play "):
        click_card(qtbot, w, choice.split()[1])
    elif choice.startswith("discard"):
        for code in choice.split()[1:]:
            click_card(qtbot, w, code)
        assert panel.discard.isEnabled()
        qtbot.mouseClick(panel.discard, Qt.MouseButton.LeftButton)
    else:
        say_by_hand(qtbot, panel, choice)


def shown_words(w):
    """Every text the window shows for the game now: prompt, controls, facts, plates, the Tarokk panel."""
    out = panel_words(w)
    out.append(w.board.text())
    return [t for t in out if t]


def check_words(w, where):
    for text in shown_words(w):
        assert not RAW.search(text), f"{where}: raw text shown: {text!r}"
        if i18n.current() == "hu":
            assert not HU_WRONG.search(text), f"{where}: not as Tarokk players say it: {text!r}"


def check_view_only(w):
    """The panel is the human's view in words: nobody else's discard, no partner the human does not know."""
    view = w.current
    state = w.controller.state
    human = w.controller.human
    names = w._names()  # the player's default name in the language shown ("Te" in Hungarian)
    shown = w.board.text()
    assert shown == w.board.text_of(board_html(view, names))
    if view.facts.partner is None:
        assert "partner:" not in shown
    own = set(view.facts.own_discard or [])
    public = set(view.facts.declarer_discard or [])
    for seat, mask in state.discards.items():
        if seat == human:
            continue
        for code in TAROKK42.codes_of(mask):
            if code not in own | public and not code.startswith("T"):
                assert texts.card_name("tarokk", code) not in shown, (code, shown)
    # the auction's invit and engedés are marked on the panel as the view says
    marks = [m for _, _, m in auction_words(view) if m in ("invit", "engedes")]
    if view.facts.inviter is not None:
        assert len(marks) == 1, marks
        word = word_said(
            *next((t, m) for _, t, m in auction_words(view) if m in ("invit", "engedes")), view.facts.invit
        )
        assert word in shown, (word, shown)


def human_words(state, human):
    return [a.text for a, s in zip(state.history, state.actors) if s == human]


def play_by_hand(qtbot, w, rng, chosen, shots=None, announce=True, max_steps=300):
    """Act for the human with the mouse only until the deal is over; ``chosen`` collects (step, action)."""
    for _ in range(max_steps):
        if wait_turn(qtbot, w):
            return
        view = w.current
        step = view.facts.step
        check_words(w, step)
        check_view_only(w)
        if shots and step not in {s for s, _ in chosen}:
            qtbot.wait(30)
            w.grab().save(os.path.join(shots, f"{i18n.current()}-{view.players}p-{w.width()}-{step}.png"))
        legal = action_texts(view.legal_actions)
        if step == "announce" and ("pass" in legal) and (not announce or rng.random() < 0.6):
            choice = "pass"  # a turn of announcements ends with a pass: keep the deal going
        else:
            choice = rng.choice(legal)
        chosen.append((step, choice))
        before = len(w.controller.state.history)
        act_by_hand(qtbot, w, choice)
        qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize(
    ("players", "lang", "size"),
    [(4, "en", (1280, 800)), (5, "hu", (800, 560)), (5, "en", (1280, 800)), (4, "hu", (800, 560))],
)
def test_a_whole_deal_by_clicks_with_default_settings(qtbot, players, lang, size):
    w = make_window(qtbot, size)
    assert w.controller.auto_announce  # the default: "announce automatically" is on
    i18n.set_language(lang)
    try:
        shots = os.environ.get("TAROKK_SHOTS")
        steps: set[str] = set()
        for seed in range(1, 30):
            w.start_match(config(players, seed))
            assert w.board is not None and w.board.widget.height() <= 120
            chosen: list[tuple[str, str]] = []
            play_by_hand(qtbot, w, random.Random(seed), chosen, shots)
            state = w.controller.state
            # every word of the human's in the deal is one the human clicked, in the same order
            assert human_words(state, 0) == [a for _, a in chosen]
            steps |= {s for s, _ in chosen}
            go_on(qtbot, w)  # the last trick waits on the table for a click
            qtbot.waitUntil(w.sheet.isVisible, timeout=3000)
            result = w.controller.last_result
            sheet = html.unescape(w.sheet.body.text())
            for line in result.lines:
                words = profile("tarokk").settlement_line(line, NAMES[:players], 0)
                assert words in sheet and not RAW.search(words), words
                if lang == "hu":
                    assert not HU_WRONG.search(words), words
            check_words(w, "over")
            if shots:
                w.grab().save(os.path.join(shots, f"{lang}-{players}p-{w.width()}-over-{seed}.png"))
            if {"bidding", "announce", "play"} <= steps and state.ended == "played":
                break
        assert {"bidding", "announce", "play"} <= steps, steps
        assert w.width() == size[0]  # the small window never had to grow for the panel or the lists
        if players == 5:
            assert w.scene.plates[w.controller.state.dealer].tags  # the dealer sits out, and the plate says so
    finally:
        i18n.set_language("en")


def test_announce_automatically_never_announces_a_figure_for_the_player(qtbot):
    """With the default settings the human passes every announcement turn: no figure or kontra is the human's."""
    w = make_window(qtbot, (1280, 800))
    assert w.controller.auto_announce
    turns = 0
    for seed in range(1, 40):
        w.start_match(config(4, seed))
        chosen: list[tuple[str, str]] = []
        play_by_hand(qtbot, w, random.Random(seed), chosen, announce=False)
        state = w.controller.state
        mine = human_words(state, 0)
        assert mine == [a for _, a in chosen]
        assert not [a for a in mine if a.split()[0] in FIGURE_KINDS[:-1]], mine
        turns += sum(1 for s, _ in chosen if s == "announce")
        if turns >= 3:
            break
    assert turns >= 3  # the human had announcement turns (with figures legal) and said only "pass"


def test_the_panel_lists_announcements_per_side_with_kontra_levels(qtbot):
    w = make_window(qtbot, (1280, 800))
    w.controller.autoplay_level = "random"  # the bots take the human's seat too
    for seed in range(1, 60):
        w.start_match(config(4, seed))
        qtbot.waitUntil(lambda: w.controller.state.is_over or w.controller.state.phase == "play", timeout=30000)
        state = w.controller.state
        if state.is_over or not any(lv for lv in state.items.values()):
            continue
        view = state.view(0)
        cols = board_html(view, NAMES[:4])
        for (side, item), level in state.items.items():
            column = html.unescape(cols["declarer_side" if side == 0 else "opponents"])
            name = profile("tarokk").part_name(item).split(" (")[0] if item != "parti" else "parti"
            assert name in column, (item, column)
            if level:
                assert ["kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra"][level - 1] in column
        return
    pytest.fail("no deal with a kontra found")


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_tarokk_words(lang):
    i18n.set_language(lang)
    t = profile("tarokk")
    try:
        want = {
            "en": {
                "bid 2": "Two",
                "hold": "Hold (tartom)",
                "call T20": "Call the XX",
                "announce trull": "Announce trull",
                "announce kiraly-ulti-H": "Announce king ulti (Hearts)",
                "rekontra parti": "Rekontra parti",
                "annul": "Throw the deal in",
            },
            "hu": {
                "bid 2": "Kettő",
                "hold": "Tartom",
                "call T20": "Hívom: XX",
                "announce trull": "Bemondom: tulétroá",
                "announce kiraly-ulti-H": "Bemondom: kőr király ulti",
                "rekontra parti": "Rekontra parti",
                "annul": "Bedobom",
                "take 3": "Három",
                "hivatalbol-kontra": "Hivatalból kontra",
            },
        }[lang]
        for action, label in want.items():
            assert t.action_label(typed(t.game, action)) == label
        said = t.action_said(typed(t.game, "call T1"))
        assert said == {"en": "called the pagát (I)", "hu": "hívás: pagát"}[lang]
        err = IllegalAction("x", rule="BTE §6.5", key="trull-needs-high-honour")
        assert (
            t.refusal(err)
            == {
                "en": "Trull only with the skíz or the XXI in hand. (rule: BTE 6.5)",
                "hu": "Tulétroát csak skízzel vagy XXI-essel mondhatsz. (szabály: BTE 6.5. pont)",
            }[lang]
        )
        assert t.select_button(None, ["HQ", "S10"]) == {"en": "Lay 2 down", "hu": "Lefektetem (2)"}[lang]
        assert "kőr dáma" in t.refusal(IllegalAction("x", key="not-in-hand", card="HQ")) or lang == "en"
    finally:
        i18n.set_language("en")


def test_a_deal_names_its_seat_count_14():
    """§14: the table and the bots ask a Tarokk game for a five-seat deal; the dealer sits out, same rules."""
    from cardtable.games.tarokk import make_game

    game = make_game(kontra_max=5)
    deal = game.new_deal(7, dealer=2, players=5)
    assert deal.players == 5 and deal.hands[2] == 0 and deal.active == (3, 4, 0, 1)
    assert deal.opts.kontra_max == 5
    assert game.new_deal(7, dealer=2).players == 4
    with pytest.raises(ValueError):
        game.new_deal(7, players=6)


def test_the_panel_follows_the_language(qtbot):
    w = make_window(qtbot, (800, 560))
    w.start_match(config(4, seed=2))
    wait_turn(qtbot, w)
    assert "Bidding" in w.board.text()
    i18n.set_language("hu")
    try:
        qtbot.waitUntil(lambda: "Licit" in w.board.text(), timeout=2000)
    finally:
        i18n.set_language("en")
    qtbot.waitUntil(lambda: "Bidding" in w.board.text(), timeout=2000)


def test_bte_3_9_the_prompt_and_the_panel_name_the_invit_and_the_engedes():
    """BTE §3.3/§3.9: a jump promises the XIX (one step) or the XVIII (two); passing an overbid two is engedés."""
    from cardtable.games.tarokk.scenario import deal, run

    t = profile("tarokk")
    names = NAMES[:4]
    jump = deal({0: "T22 T19 T15 T14 T13 HK"})
    assert "bid 2" in [a.text for a in jump.view(0).legal_actions]
    assert "Two is an invit: it promises the XIX." in t.prompt(jump.view(0))
    run(jump, "bid 2")
    view = jump.view(1)
    assert view.facts.invit == "T19"
    assert "You: two (invit T19)" not in board_html(view, names)["auction"]
    assert "<b>two (invit XIX)</b>" in board_html(view, names)["auction"]

    engedes = run(deal({0: "T22 T20 T15 T14 T13", 1: "T21"}), "bid 3; bid 2; pass; pass")
    view = engedes.view(0)
    assert {"pass", "hold"} <= {a.text for a in view.legal_actions}
    assert "Passing now is an engedés: it invites the XX." in t.prompt(view)
    run(engedes, "pass")
    view = engedes.view(2)
    assert view.facts.invit == "T20" and view.facts.inviter == 0
    assert "You: three · <b>pass (engedés: XX invit)</b>" in board_html(view, names)["auction"]

    no_honour = run(deal({0: "T22", 1: "T21", 2: "HK HQ HC HJ HA DK DQ DC DJ", 3: "T1"}), "bid 3; pass")
    assert [a.text for a in no_honour.view(2).legal_actions] == ["pass"]
    i18n.set_language("hu")
    try:
        assert t.prompt(no_honour.view(2)) == "Honőr (XXI, skíz vagy pagát) nélkül csak passzolhatsz."
        assert "Kettő: invit, a XIX-est ígéri." in t.prompt(deal({0: "T22 T19 T15 T14 T13 HK"}).view(0))
    finally:
        i18n.set_language("en")
