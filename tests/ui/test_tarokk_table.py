"""Hungarian Tarokk at the table: four seats, the phases through the action bar, the partner kept hidden."""

import dataclasses
import html
import os
import random
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt

from cardtable.engine.protocol import Line
from cardtable.engine.protocol import texts as action_texts
from cardtable.ui import i18n
from cardtable.ui.controller import MatchConfig
from cardtable.ui.profiles import profile
from tests.actions import typed
from tests.ui.conftest import click_card, go_on, say_by_hand, wait_turn
from tests.ui.conftest import make_window as _make_window

pytestmark = pytest.mark.gui


def tarokk_config(seed):
    return MatchConfig(
        game="tarokk",
        players=4,
        names=["You", "Anna", "Bence", "Csilla"],
        levels=["random"] * 4,
        deals=1,
        seed=seed,
    )


def act_by_hand(qtbot, w, choice):
    """Do one legal action with the mouse: a card, a discard selection, a button, or the drop-down and Say."""
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


def play_by_hand(qtbot, w, rng, seen, max_steps=300):
    """Act for the human with the mouse only until the deal is over; ``seen`` collects (phase, action)."""
    for _ in range(max_steps):
        if wait_turn(qtbot, w):
            return
        view = w.current
        legal = action_texts(view.legal_actions)
        # prefer to keep the deal going (a pass ends announcement rounds), but try every kind of action
        choice = rng.choice(legal)
        seen.append((view.phase, choice))
        before = len(w.controller.state.history)
        act_by_hand(qtbot, w, choice)
        qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
    raise AssertionError("the deal did not end")


def test_a_whole_tarokk_deal_by_mouse(qtbot):
    w = make_window(qtbot)
    w.start_match(tarokk_config(seed=3))
    assert [w.scene.position(s) for s in range(4)] == ["bottom", "right", "top", "left"]
    assert w.scene.deck == "tarokk42"
    seen = []
    play_by_hand(qtbot, w, random.Random(3), seen)
    phases = {p for p, _ in seen}
    assert "play" in phases and "bidding" in phases, phases
    go_on(qtbot, w)  # the last trick waits on the table for a click
    qtbot.waitUntil(w.sheet.isVisible, timeout=3000)
    result = w.controller.last_result
    assert result is not None and sum(result.points) == 0  # Tarokk settles zero-sum
    # every line of the sheet is in words: no raw keys like "silent-trull" or "kiraly-ulti-H"
    sheet_text = html.unescape(w.sheet.body.text())
    for line in result.lines:
        words = profile("tarokk").settlement_line(line, ["You", "Anna", "Bence", "Csilla"], 0)
        assert "silent-" not in words and "kiraly-" not in words, words
        assert words in sheet_text


def test_several_deals_reach_every_phase_through_the_action_bar(qtbot):
    """Random seeds until the human has bid, called, announced and played: each through the window."""
    w = make_window(qtbot, size=(800, 560))
    size = w.size()  # (the welcome page may ask a few pixels more height than 560)
    seen = []
    for seed in range(1, 12):
        w.start_match(tarokk_config(seed=seed))
        play_by_hand(qtbot, w, random.Random(seed), seen)
        kinds = {a.split()[0] for _, a in seen}
        if {"bid", "call", "announce", "play"} <= kinds:
            break
    kinds = {a.split()[0] for _, a in seen}
    assert {"bid", "call", "announce", "play", "pass"} <= kinds, kinds
    # the long Tarokk labels go into the drop-down: the small window never had to grow
    assert w.size() == size and w.width() == 800


def test_the_partner_is_not_shown_before_the_table_knows(qtbot):
    w = make_window(qtbot)
    w.controller.autoplay_level = "heuristic"  # the bots take the human's seat too
    for seed in range(1, 40):
        w.start_match(dataclasses.replace(tarokk_config(seed=seed), levels=["heuristic"] * 4))
        qtbot.waitUntil(lambda: w.controller.state.is_over or w.controller.state.phase == "play", timeout=30000)
        state = w.controller.state
        if state.is_over:
            continue
        mine = state.view(0).facts
        holder = [s for s in range(4) if state.view(s).facts.partner == s]
        if mine.partner_known or not holder or holder[0] in (0, mine.declarer):
            continue
        w._refresh_info(state.view(0))
        tags = [p.tags for p in w.scene.plates]
        assert all("partner" not in t for t in tags), tags
        # the holder's own view knows: a bot seat's view would tag him, the human's does not
        assert mine.partner is None
        return
    pytest.fail("no deal with a hidden partner found")


def test_tarokk_words(qtbot):
    i18n.set_language("en")
    assert profile("tarokk").action_label(typed("tarokk", "bid 3")) == "Three"
    assert profile("tarokk").action_label(typed("tarokk", "hold")) == "Hold (tartom)"
    assert profile("tarokk").action_label(typed("tarokk", "call T20")) == "Call the XX"
    assert profile("tarokk").action_label(typed("tarokk", "announce xxi-fogas")) == "Announce XXI catch"
    assert profile("tarokk").action_label(typed("tarokk", "kontra parti")) == "Kontra parti"
    assert profile("tarokk").action_label(typed("tarokk", "pass")) == "Pass"
    line = Line(part="silent-trull", won=True, value=1, multiplier=1, payer=1, payee=0, amount=1)
    assert (
        profile("tarokk")
        .settlement_line(line, ["You", "Anna"], 0)
        .startswith("silent trull (XXI, skíz and pagát) — won")
    )
    i18n.set_language("hu")
    try:
        assert profile("tarokk").action_label(typed("tarokk", "hold")) == "Tartom"
        assert profile("tarokk").action_label(typed("tarokk", "bid 2")) == "Kettő"
        assert profile("tarokk").action_label(typed("tarokk", "pass")) == "Passz"
        assert profile("tarokk").action_label(typed("tarokk", "call T20")) == "Hívom: XX"
        assert (
            profile("tarokk")
            .settlement_line(line, ["Te", "Anna"], 0)
            .startswith("csendes tulétroá (XXI, skíz és pagát)")
        )
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_selftest_plays_a_tarokk_deal(tmp_path, lang):
    shot = tmp_path / f"tarokk-{lang}.png"
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "cardtable",
            "--selftest",
            "--game",
            "tarokk",
            "--lang",
            lang,
            "--screenshot",
            str(shot),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert "selftest ok" in run.stdout
    assert shot.stat().st_size > 10000


def test_tarokk_is_offered_on_the_start_screen_and_in_the_new_match_dialog(qtbot):
    from cardtable.ui.newmatch import NewMatchDialog
    from cardtable.ui.start_screen import GameRow, StartScreen

    screen = StartScreen()
    qtbot.addWidget(screen)
    assert ("tarokk", "") in screen.game_texts()
    chosen = []
    screen.game_chosen.connect(lambda n, v: chosen.append((n, v)))
    rows = [r for r in screen.findChildren(GameRow) if r.name == "tarokk"]
    assert rows, "no Tarokk row"
    qtbot.mouseClick(rows[0].play, Qt.MouseButton.LeftButton)
    assert chosen == [("tarokk", "")]
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("tarokk"))
    assert dialog.variant.currentText() == "BTE 2016 rules"
    config = dialog.config()
    assert (config.game, config.players, len(config.names)) == ("tarokk", 4, 4)


def make_window(qtbot, size=(1280, 800)):
    """The window with "announce automatically" off (these tests make every announcement by hand)."""
    return _make_window(qtbot, size, auto_announce=False)


@pytest.mark.parametrize(
    ("lang", "button", "words"),
    [("en", "Throw the deal in", "all four kings"), ("hu", "Bedobom", "mind a négy király")],
)
def test_bte_7_1_four_kings_throw_in_in_the_auction_at_the_table(qtbot, tmp_path, lang, button, words):
    """Seed 392: the human (forehand) holds all four kings; the auction's bar offers the throw-in (BTE §7.1) as a
    button with the bids, the prompt says why, and the click ends the deal as a redeal."""
    from cardtable.games.tarokk.tables import KINGS

    i18n.set_language(lang)
    w = make_window(qtbot)
    w.retranslate()
    w.start_match(tarokk_config(392))
    assert not wait_turn(qtbot, w)
    assert w.controller.state.hands[0] & KINGS == KINGS and w.current.phase == "bidding"
    assert w.panel.buttons["annul"].text() == button
    assert words in w.panel.prompt.text()
    w.grab().save(str(tmp_path / f"four-kings-{lang}.png"))
    say_by_hand(qtbot, w.panel, "annul")
    qtbot.waitUntil(lambda: w.controller.state.is_over, timeout=10000)
    assert w.controller.state.ended == "annulled" and w.controller.match.totals == [0, 0, 0, 0]
