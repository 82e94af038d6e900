"""Play through the real window as a person would: clicks on cards and on the panel's buttons."""

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from cardtable.engine.protocol import texts
from cardtable.ui.controller import InlineBotRunner, MatchConfig
from cardtable.ui.mainwindow import MainWindow, SettingsStore
from tests.ui.conftest import go_on
from tests.ui.conftest import make_window as _make_window

pytestmark = pytest.mark.gui


def make_window(qtbot, size=(1280, 800)):
    """The shared test window with "announce automatically" off."""
    return _make_window(qtbot, size, auto_announce=False)


def config(game, seed):
    players = 3 if game == "ulti" else 2
    return MatchConfig(
        game=game,
        variant="mausz" if game == "ulti" else "",
        players=players,
        names=["You", "Anna", "Bence"][:players],
        levels=["random"] * players,
        deals=1 if game == "ulti" else None,
        seed=seed,
    )


def click_card(qtbot, w, code):
    """Click the visible left part of a card of the hand (the card to its right covers the rest)."""
    item = w.scene.item_for(code)
    assert item is not None, code
    width, _ = item.size()
    scene_point = item.mapToScene(QPointF(-width * 0.32, 0))
    pos = w.view_widget.mapFromScene(scene_point)
    qtbot.mouseClick(w.view_widget.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def wait_turn(qtbot, w):
    qtbot.waitUntil(
        lambda: w.controller.waiting_for_human or (w.controller.state is not None and w.controller.state.is_over),
        timeout=10000,
    )
    return w.controller.state.is_over


def play_by_hand(qtbot, w, rng, max_steps=200):
    """Act for the human with the mouse only, until the deal is over; returns the actions taken."""
    taken = []
    for _ in range(max_steps):
        if wait_turn(qtbot, w):
            return taken
        view = w.current
        legal = texts(view.legal_actions)
        before = len(w.controller.state.history)
        plays = [a for a in legal if a.startswith("play ")]
        discards = [a for a in legal if a.startswith("discard")]
        bids = [a for a in legal if a.startswith("bid ")]
        choice = rng.choice(legal)
        if plays and choice in plays:
            click_card(qtbot, w, choice.split()[1])
        elif discards and choice in discards:
            for code in choice.split()[1:]:
                click_card(qtbot, w, code)
            assert w.panel.discard.isEnabled()
            qtbot.mouseClick(w.panel.discard, Qt.MouseButton.LeftButton)
        elif bids and choice in bids:
            # compose it with the bid panel's quick list, then press the Bid button
            composer = w.panel.composer
            quick = composer.quick
            quick.setCurrentIndex(next(i for i in range(quick.count()) if str(quick.itemData(i)) == choice))
            composer._quick_pick(composer.quick.currentIndex())
            assert composer.go.isEnabled()
            qtbot.mouseClick(composer.go, Qt.MouseButton.LeftButton)
        else:
            button = w.panel.buttons[choice]
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
        taken.append(choice)
    raise AssertionError("the deal did not end")


def test_a_whole_ecarte_deal_by_mouse(qtbot):
    w = make_window(qtbot)
    w.start_match(config("ecarte", seed=11))
    taken = play_by_hand(qtbot, w, random.Random(3))
    assert taken, "the human never acted"
    assert any(a.startswith("play ") for a in taken)
    state = w.controller.state
    assert state.is_over
    assert sum(state.result().points) > 0  # somebody scored in écarté
    go_on(qtbot, w)  # the last trick waits on the table for a click
    qtbot.waitUntil(w.sheet.isVisible, timeout=3000)
    assert "Total" in w.sheet.body.text()


def test_a_whole_ulti_deal_by_mouse(qtbot):
    w = make_window(qtbot)
    w.start_match(config("ulti", seed=4))
    taken = play_by_hand(qtbot, w, random.Random(5))
    assert any(a.startswith("play ") for a in taken)
    assert w.controller.state.is_over
    go_on(qtbot, w)  # the last trick waits on the table for a click
    qtbot.waitUntil(w.sheet.isVisible, timeout=3000)
    result = w.controller.state.result()
    assert sum(result.points) == 0  # ulti settles zero-sum
    assert len(w.sheet.body.text()) > 100


def test_an_illegal_card_is_refused_with_its_rule(qtbot):
    w = make_window(qtbot)
    rng = random.Random(7)
    for seed in range(1, 40):
        w.start_match(config("ecarte", seed=seed))
        for _ in range(30):
            if wait_turn(qtbot, w):
                break
            view = w.current
            plays = {a.split()[1] for a in texts(view.legal_actions) if a.startswith("play ")}
            illegal = [c for c in view.hand if c not in plays]
            if plays and illegal:
                code = illegal[0]
                before = list(w.controller.state.actions_text)
                item = w.scene.item_for(code)
                assert item.dimmed and not item.interactive
                assert "Nemzeti Casino 44. §" in item.toolTip()
                click_card(qtbot, w, code)
                message = w.statusBar().currentMessage()
                assert "Nemzeti Casino 44. §" in message, message
                assert w.controller.state.actions_text == before  # nothing changed
                assert w.controller.waiting_for_human
                return
            w.controller.human_action(rng.choice(view.legal_actions))
    raise AssertionError("no deal gave the human an illegal card to click")


def test_keyboard_plays_the_focused_card(qtbot):
    w = make_window(qtbot)
    w.start_match(config("ecarte", seed=2))
    rng = random.Random(1)
    for _ in range(30):
        if wait_turn(qtbot, w):
            pytest.fail("no play turn reached")
        view = w.current
        plays = [a.split()[1] for a in texts(view.legal_actions) if a.startswith("play ")]
        if plays:
            target = view.hand.index(plays[0])
            w.view_widget.setFocus()
            for _ in range(target + 1):
                qtbot.keyClick(w.view_widget, Qt.Key.Key_Right)
            before = len(w.controller.state.history)
            qtbot.keyClick(w.view_widget, Qt.Key.Key_Return)
            assert len(w.controller.state.history) == before + 1
            assert w.controller.state.history[before].text == f"play {plays[0]}"
            return
        w.controller.human_action(rng.choice(view.legal_actions))


def test_the_scene_puts_every_card_and_plate_where_its_layout_says(qtbot):
    """Where things go is the layout's (tested without Qt, test_table_layout.py); the scene carries it out."""
    w = make_window(qtbot, size=(800, 560))
    w.start_match(config("ulti", seed=3))
    wait_turn(qtbot, w)
    layout = w.scene.layout()
    targets = layout.targets()
    assert set(targets) == set(w.scene.items_by_key) and len(w.scene.hand_items()) >= 10
    cw, ch = layout.card
    for key, item in w.scene.items_by_key.items():
        t = targets[key]
        assert (item.pos().x(), item.pos().y(), item.rotation(), item.code) == (t.pos.x, t.pos.y, t.rotation, t.code)
        assert item.size() == (cw * t.scale, ch * t.scale), key
    places = layout.plate_places()
    assert [p.pos().toTuple() for p in w.scene.plates] == [(at.x, at.y) for at in places]
    assert w.scene.sceneRect().getRect() == (0, 0, layout.width, layout.height)


def _mouse(w, kind, pos, buttons):
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    types = {
        "press": QEvent.Type.MouseButtonPress,
        "move": QEvent.Type.MouseMove,
        "release": QEvent.Type.MouseButtonRelease,
    }
    vp = w.view_widget.viewport()
    button = Qt.MouseButton.NoButton if kind == "move" else Qt.MouseButton.LeftButton
    p = QPointF(pos)
    ev = QMouseEvent(types[kind], p, vp.mapToGlobal(p), button, buttons, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(vp, ev)


def test_a_card_can_be_dragged_onto_the_table(qtbot):
    w = make_window(qtbot)
    w.start_match(config("ecarte", seed=2))
    rng = random.Random(4)
    for _ in range(30):
        if wait_turn(qtbot, w):
            pytest.fail("no play turn reached")
        plays = [a.split()[1] for a in texts(w.current.legal_actions) if a.startswith("play ")]
        if plays:
            break
        w.controller.human_action(rng.choice(w.current.legal_actions))
    code = plays[0]
    item = w.scene.item_for(code)
    width, _ = item.size()
    start = w.view_widget.mapFromScene(item.mapToScene(QPointF(-width * 0.32, 0)))
    target = w.view_widget.mapFromScene(w.scene.centre())
    before = len(w.controller.state.history)
    held = Qt.MouseButton.LeftButton
    home = item.pos()
    # dropped back among the hand: not played, the card returns to its place (a click would have played it)
    aside = start + QPoint(0, -12) + QPoint(round(width * 0.4), 0)
    _mouse(w, "press", start, held)
    for i in range(1, 4):
        _mouse(w, "move", start + (aside - start) * (i / 3), held)
    _mouse(w, "release", aside, Qt.MouseButton.NoButton)
    assert len(w.controller.state.history) == before
    assert w.scene.item_for(code).pos() == home
    # dropped on the table: played
    _mouse(w, "press", start, held)
    for i in range(1, 6):
        _mouse(w, "move", start + (target - start) * (i / 5), held)
    _mouse(w, "release", target, Qt.MouseButton.NoButton)
    assert w.controller.state.history[before].text == f"play {code}"


def test_a_resize_relays_out_and_sharpens_the_cards(qtbot):
    w = make_window(qtbot, size=(1280, 800))
    w.start_match(config("ecarte", seed=2))
    wait_turn(qtbot, w)
    item = w.scene.hand_items()[0]
    big = item.size()[0]
    w.resize(820, 580)
    qtbot.waitUntil(lambda: item.size()[0] < big, timeout=2000)
    small = item.size()[0]
    # the pixmap is re-requested at the new size a moment after the last resize
    qtbot.waitUntil(
        lambda: abs(item._pixmap.width() / item._pixmap.devicePixelRatio() - round(small)) <= 1, timeout=2000
    )
    rect = w.scene.sceneRect()
    r = item.mapRectToScene(item.card_rect())
    assert rect.contains(r)


def test_the_declarer_may_peek_at_his_talon_until_the_first_card_only(qtbot):
    """Ulti, MAUSZ §9(2): no looking at the talon in play — face down (peek on hover) before the first card only."""
    from cardtable.ui.controller import MatchConfig

    w = MainWindow(InlineBotRunner(), store=SettingsStore())
    w.controller.bot_pause_ms = w.controller.trick_pause_ms = 0
    w.scene.speed = "off"
    w.confirm_quit = False
    qtbot.addWidget(w)
    w.show()
    seen = gone = False
    for seed in range(12):
        w.start_match(MatchConfig(game="ulti", variant="mausz", players=3, names=["You", "A", "B"], seed=seed))
        while not w.controller.state.is_over and not gone:
            qtbot.waitUntil(lambda: w.controller.waiting_for_human or w.controller.state.is_over, timeout=5000)
            if w.controller.state.is_over:
                break
            talon = [k for k in w.scene.items_by_key if k.startswith("mytalon:")]
            view = w.current
            if talon:
                seen = True
                assert view.facts.talon and not view.trick and view.facts.tricks_played == 0
                item = w.scene.items_by_key[talon[0]]
                assert item.code is None and item.peek is not None  # face down, its face only on hover
                assert "MAUSZ 9. § (2)" in item.toolTip()
            elif seen and (view.trick or view.facts.tricks_played):
                gone = True  # a card is on the table: the pair is no longer there
            legal = view.legal_actions
            # take the talon and bid whatever is offered first, so the human often becomes the declarer
            w.controller.human_action(next((a for a in legal if a.kind in ("take", "bid")), legal[0]))
        if gone:
            break
    assert seen and gone
