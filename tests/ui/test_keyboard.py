"""Every decision of every game by keys alone: a whole deal (a round) of each game with no mouse, every kind of
decision the deal asks for made by the keys the help page names (tests/ui/keyboard.py); then the score sheet's
Next deal by Enter. Also the help page itself, the digit keys' tooltips, and the screen-reader names."""

import random

import pytest
from PySide6.QtGui import QKeySequence

from cardtable.engine import registry
from cardtable.ui import i18n
from cardtable.ui.profiles import profile
from tests.ui.conftest import make_window, quick_config
from tests.ui.keyboard import K, act_by_keys, focused, press

pytestmark = pytest.mark.gui

GAMES = [(g, None) for g in registry.names()] + [("ulti", "4m")]
_ULTI = {"accept", "announce", "bid", "concede", "discard", "give-up", "kontra", "pass", "play", "refuse", "rekontra"}
# every kind of action each game offers (any seat, random deals of the engine)
ALL_KINDS = {
    ("ulti", None): _ULTI | {"take", "trump"},
    ("ulti", "4m"): _ULTI | {"take", "trump", "csatlakozom", "hirskontra", "mordkontra", "szubkontra"},
    ("ecarte", None): {"propose", "stand", "accept", "refuse", "discard", "play"},
    ("tarokk", None): {"bid", "pass", "hold", "annul", "call", "take", "discard", "announce", "play"}
    | {"kontra", "rekontra", "szubkontra", "hirskontra", "hivatalbol-kontra"},
    ("mu", None): {"reveal", "done", "pass", "partner", "trump", "play"},
    ("njet", None): {"block", "team", "discard", "pass", "play"},
    ("meinz", None): {"discard", "claim", "pass", "exchange", "keep", "play"},
    ("was-sticht", None): {"task", "take", "play", "return"},
}


def keyboard_window(qtbot, size=(1280, 800)):
    w = make_window(qtbot, size)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3000)
    return w


# the controls each game's decisions go through: the hand (cards), a selection and its button, the bar's buttons
# (by digit), the bar's drop-down (Tab, arrows, Say), Ulti's bid composer, a painted board, Meinz's exchange picker
ROUTES = {
    "ulti": {"card", "select", "bar", "composer"},
    "ecarte": {"card", "select", "bar"},
    "tarokk": {"card", "select", "bar", "list"},
    "mu": {"card", "bar"},
    "njet": {"card", "select", "board", "list"},
    "meinz": {"card", "select", "bar", "list", "picker"},
    "was-sticht": {"card", "board", "list"},
}


def play_by_keys(qtbot, w, rng, seen, max_steps=300):
    """The human's every decision by keys until the deal is over (a kind of decision not made yet first); a
    finished trick that waits is gathered by a key."""
    for _ in range(max_steps):
        qtbot.waitUntil(
            lambda: w.controller.waiting_for_human or w.controller.state.is_over or w.trick_hold.waiting,
            timeout=20000,
        )
        if w.trick_hold.waiting:
            press(qtbot, K.Key_Space)  # a finished trick waits: any key goes on
            continue
        if w.controller.state.is_over:
            return
        view = w.current
        done = {k for k, _ in seen}
        new = [a for a in view.legal_actions if a.kind not in done]
        action = rng.choice(new or view.legal_actions)
        before = len(w.controller.state.history)
        route = act_by_keys(qtbot, w, action, prefer_board=len(seen) % 3 != 2)
        qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=5000)
        assert w.controller.state.history[before].text == action.text, (route, action)
        seen.append((action.kind, route))
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize(("game", "variant"), GAMES, ids=[f"{g}-{v}" if v else g for g, v in GAMES])
def test_whole_deals_of_every_game_by_keys_alone(qtbot, game, variant):
    """Deals by keys until every control the game's decisions go through has been used (at most eight deals)."""
    import dataclasses

    w = keyboard_window(qtbot)
    seen: list[tuple[str, str]] = []
    for seed in range(1, 9):
        cfg = quick_config(game, seed)
        if variant:
            cfg = dataclasses.replace(cfg, variant=variant)
        w.start_match(cfg)
        play_by_keys(qtbot, w, random.Random(seed), seen)
        qtbot.waitUntil(lambda: w.trick_hold.waiting or w.sheet.isVisible(), timeout=10000)
        if w.trick_hold.waiting:
            press(qtbot, K.Key_Space)
        qtbot.waitUntil(w.sheet.isVisible, timeout=10000)
        assert focused() is w.sheet.next_button  # Enter goes on
        if ROUTES[game] <= {r for _, r in seen}:
            break
    assert ROUTES[game] <= {r for _, r in seen}, sorted(set(seen))
    # the next deal (or a new match) by Enter on the sheet
    deals = w.controller.match.deal_number
    if not w.controller.match.is_over:
        press(qtbot, K.Key_Return)
        qtbot.waitUntil(lambda: not w.sheet.isVisible(), timeout=5000)
        assert w.controller.match.deal_number == deals and not w.controller.state.is_over  # a new deal is on


def kinds_reachable_by_keys(panel, view):
    """Every legal action of ``view`` as the bar shows it, with how the keyboard reaches it (or None)."""
    table = profile(view.game)
    clicks = {str(a) for a in table.card_actions(view).values()}
    quick = getattr(panel.composer, "quick", None)  # Ulti's list of all legal bids (made when bids first appear)
    bids = {str(quick.itemData(i)) for i in range(quick.count())} if table.composer and quick is not None else set()
    combo = panel.buttons.get("list")
    listed = {str(combo.itemData(i)) for i in range(combo.count())} if combo is not None else set()  # Actions
    digits = {b.property("action") for b in panel.numbered()}
    out = {}
    for a in view.legal_actions:
        if a.text in clicks:
            out[a] = "card"  # ← → Enter on the hand
        elif a.kind in table.select_kinds:
            out[a] = "select" if panel.discard in panel.numbered() else None  # Enter on cards, then its digit
        elif a.text in bids:
            out[a] = "composer"  # Tab to the list of all legal bids, ↑ ↓, Tab to Bid, Space
        elif a.text in digits:
            out[a] = "bar"
        elif a.text in listed and "say" in panel.buttons:
            out[a] = "list"
        else:
            out[a] = None
    return out


@pytest.mark.parametrize(("game", "variant"), GAMES, ids=[f"{g}-{v}" if v else g for g, v in GAMES])
def test_every_kind_of_decision_has_a_keyboard_route(qtbot, game, variant):
    """Random deals of the engine (no window): at every decision, every legal action is on the hand, in a selection
    with its button, in the bid composer's list, a numbered button or the drop-down — all reachable by keys. Deals
    go on until every kind of action the game has appeared (the rarest: Tarokk's annul, Ulti's trump choice)."""
    from cardtable.ui.panels import ActionPanel

    panel = ActionPanel()
    qtbot.addWidget(panel)
    g = registry.get(game, variant=variant) if variant else registry.get(game)
    every = ALL_KINDS[(game, variant)]
    met: set[str] = set()
    checked = 0
    for seed in range(3000):
        rng = random.Random(seed)
        state = g.new_deal(seed=seed)
        while not state.is_over:
            kinds = {a.kind for a in state.legal_actions()}
            checked += 1
            if not kinds <= met or checked % 20 == 0:  # every position with a new kind, and one in twenty
                view = state.view(state.to_move)
                panel.show_turn(view, [])
                routes = kinds_reachable_by_keys(panel, view)
                assert None not in routes.values(), [a.text for a, r in routes.items() if r is None]
                met |= kinds
            state.apply(rng.choice(state.legal_actions()))
        if met >= every:
            break
    assert met == every, sorted(every - met)


def test_the_keyboard_page_names_every_shortcut_in_both_languages(qtbot):
    w = keyboard_window(qtbot)
    w.menus.a_keys.trigger()
    page = w.keys_window
    assert page is not None and page.isVisible()
    shown = page.text.toPlainText()
    m = w.menus
    for a in (m.a_new, m.a_last, m.a_sheet, m.a_hint, m.a_undo, m.a_full, m.a_zoom_in, m.a_zoom_out, m.a_rules):
        keys = a.shortcuts()[0].toString(QKeySequence.SequenceFormat.NativeText)
        assert keys in shown and a.text().replace("&", "") in shown, a.text()
    for words in ("1 … 9", "Esc", "NJET's board", "Was sticht?'s rows", "Meinz's claims", "Ulti's bids"):
        assert words in shown
    i18n.set_language("hu")
    w.retranslate()
    w.menus.a_keys.trigger()
    hu = page.text.toPlainText()
    assert "Az NJET táblája" in hu and page.windowTitle() == "Billentyűzet"
    assert "Teljes képernyő" in hu and "F11" in hu  # the menus' own words, in Hungarian
    for english in ("Move along", "Press the action bar", "The window", "Any key"):
        assert english not in hu


def test_digits_press_the_bar_and_their_tooltips_say_so(qtbot):
    w = keyboard_window(qtbot)
    w.start_match(quick_config("ecarte", 4))
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=10000)
    buttons = w.panel.numbered()
    assert buttons and [b.toolTip() for b in buttons] == [f"Key {n}" for n in range(1, len(buttons) + 1)]
    i18n.set_language("hu")
    w.retranslate()
    assert [b.toolTip() for b in w.panel.numbered()] == [f"Billentyű: {n}" for n in range(1, len(buttons) + 1)]
    before = len(w.controller.state.history)
    wanted = w.panel.numbered()[0].property("action")
    w.view_widget.setFocus()
    press(qtbot, K.Key_1)
    qtbot.waitUntil(lambda: len(w.controller.state.history) > before, timeout=5000)
    assert w.controller.state.history[before].text == wanted


def test_screen_readers_hear_the_table_the_focused_card_and_the_boards(qtbot):
    from tests.ui.keyboard import card_to

    w = keyboard_window(qtbot)
    w.start_match(quick_config("njet", 2))
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=10000)
    view = w.current
    table = w.view_widget
    words = table.accessibleDescription()
    for plate in w.scene.plates:  # every plate's name, score and words
        assert f"{plate.name}, {plate.score} points" in words
        assert plate.status_line() in words
    for label, value in w.scene.info.lines:  # the facts box
        assert f"{label}: {value}" in words
    from cardtable.ui import texts

    assert all(texts.card_name("njet", c) in words for c in view.hand)
    assert table.accessibleName() == "Card table"
    w.view_widget.setFocus()
    code = w.scene.hand_items()[2].code
    card_to(qtbot, w, code)
    assert table.accessibleName().startswith(f"{texts.card_name('njet', code)}, card 3 of {len(view.hand)}")
    board = w.board.widget
    assert board.accessibleName() == "NJET board"
    board.setFocus()
    assert board.accessibleDescription() == board.keys.current().words  # the space the cursor is on, in words
    press(qtbot, K.Key_Escape)
    assert focused() is table
