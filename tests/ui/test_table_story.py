"""Issue 15 at the table: refusals that show on the card and go with the next legal move (#6)."""

import random

import pytest

from cardtable.ui.controller import InlineBotRunner, MatchConfig
from cardtable.ui.mainwindow import MainWindow, SettingsStore

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


def _to_a_refusable_card(qtbot, w, rng):
    """Play legal moves until the human must play with a card in hand the rules refuse; that card's code."""
    for _ in range(200):
        qtbot.waitUntil(lambda: w.controller.waiting_for_human or w.controller.state.is_over, timeout=5000)
        state = w.controller.state
        if state.is_over:
            return None
        legal = [a.text for a in state.legal_actions()]
        view = w.current
        refused = [c for c in view.hand if f"play {c}" not in legal]
        if any(a.startswith("play ") for a in legal) and refused:
            return refused[0]
        w.input.do_action(rng.choice(state.legal_actions()))
    return None


def test_a_refused_card_shakes_says_why_beside_it_and_the_note_goes_with_the_next_legal_move(qtbot):
    w = window(qtbot)
    rng = random.Random(4)
    for seed in range(1, 12):
        w.start_match(MatchConfig(game="ulti", variant="mausz", players=3, names=["You", "A", "B"], seed=seed))
        code = _to_a_refusable_card(qtbot, w, rng)
        if code is not None:
            break
    assert code is not None, "no refusable card in 11 deals"
    before = list(w.controller.state.actions_text)
    w.input.card_clicked(code)
    assert w.controller.state.actions_text == before  # refused: nothing changed
    note = w.scene.refusal_label
    assert note.isVisible() and "rule" in note.text
    assert w.statusBar().currentMessage() == note.text
    item = w.scene.item_for(code)
    assert abs(note.pos().x() - item.pos().x()) < w.scene.sceneRect().width() / 2
    w.input.do_action(next(a for a in w.controller.state.legal_actions() if a.kind == "play"))
    assert not note.isVisible()
    assert w.statusBar().currentMessage() == ""


def test_a_game_without_a_coach_has_no_hint_and_pressing_h_does_nothing(qtbot, monkeypatch):
    """Issue 11: where a game's coach is not ready, no Hint button for it (never an exception)."""
    import dataclasses

    from cardtable.engine import registry

    registry.names()
    monkeypatch.setitem(registry._RECORDS, "ecarte", dataclasses.replace(registry.info("ecarte"), coach_profile=None))
    w = window(qtbot)
    w.start_match(MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["random"] * 2, seed=2))
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
    assert not w.menus.a_hint.isEnabled() and w.coach.hint_button.isHidden()
    w.coach_bridge.request_hint()
    assert not w.coach_bridge.hint_pending
    w.start_match(MatchConfig(game="ulti", variant="mausz", players=3, names=["You", "A", "B"], seed=2))
    assert w.menus.a_hint.isEnabled() and not w.coach.hint_button.isHidden()
