"""A player with no mouse: every decision made by key presses sent to the widget that has the keyboard focus.

``act_by_keys(qtbot, w, text)`` makes the decision ``text`` the way the help page says (Help ▸ Keyboard): Esc back
to the hand, the arrow keys and Enter for cards, the digit keys for the action bar's buttons, Tab to a list, a
board or the bid composer, the arrow keys inside them, Space or Enter to press. It returns the route it took.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from cardtable.engine.protocol import Action
from cardtable.ui.profiles import profile
from cardtable.ui.table import key_code

K = Qt.Key
MAX_TABS = 80


def focused() -> QWidget:
    w = QApplication.focusWidget()
    assert w is not None, "nothing has the keyboard focus"
    return w


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """One key, to whatever has the focus (as a keyboard would send it: between two keys the window has shown
    what the last one changed)."""
    QApplication.processEvents()
    qtbot.keyClick(focused(), key, modifier)


def tab_to(qtbot, target: QWidget | Callable[[QWidget], bool]) -> None:
    """Tab until ``target`` (or a widget it accepts) has the focus (the window's tab chain reaches it)."""
    hit = target if callable(target) and not isinstance(target, QWidget) else (lambda f: f is target)
    chain = []
    for _ in range(MAX_TABS):
        if hit(focused()):
            return
        chain.append(focused().objectName() or type(focused()).__name__)
        press(qtbot, K.Key_Tab)
    raise AssertionError(f"Tab never reaches {target!r}: {chain[:24]}")


def to_table(qtbot, w) -> None:
    """Esc: back to the hand."""
    press(qtbot, K.Key_Escape)
    assert focused() is w.view_widget


def card_to(qtbot, w, code: str) -> None:
    """Home, then → until the hand's card ``code`` has the keyboard's ring."""
    keys = [item.key for item in w.scene.hand_items()]
    assert any(key_code(k) == code for k in keys), (code, keys)
    press(qtbot, K.Key_Home)
    for _ in range(len(keys)):
        if key_code(keys[w.input.focus_index]) == code:
            break
        press(qtbot, K.Key_Right)
    item = w.scene.items_by_key[keys[w.input.focus_index]]
    assert key_code(item.key) == code and item.focused


def digit(qtbot, w, button) -> None:
    """The action bar's button by its digit key, from the table."""
    numbered = w.panel.numbered()
    n = numbered.index(button) + 1
    assert n <= 9 and button.toolTip().endswith(str(n)), (n, button.text(), button.toolTip())
    to_table(qtbot, w)
    press(qtbot, getattr(K, f"Key_{n}"))


def choose_in(qtbot, combo: QComboBox, data: str) -> None:
    """Tab to a drop-down and move through it with ↑ ↓ until ``data`` is chosen."""
    tab_to(qtbot, combo)
    target = next((i for i in range(combo.count()) if str(combo.itemData(i)) == data), -1)  # an entry's Action
    assert target >= 0, data
    while combo.currentIndex() != target:
        press(qtbot, K.Key_Down if combo.currentIndex() < target else K.Key_Up)


def act_by_keys(qtbot, w, action: Action, prefer_board: bool = True) -> str:
    """Make the decision ``action`` (a legal action of the view) with keys only; the route taken ("card", "select",
    "bar", "list", "composer", "board", "picker")."""
    view = w.current
    table = profile(view.game)
    text = action.text
    panel = w.panel
    clicks = {str(a): code for code, a in table.card_actions(view).items()}
    board = w.board.widget if w.board is not None else None
    spots = getattr(board, "spots", None)
    if text in clicks:
        to_table(qtbot, w)
        card_to(qtbot, w, clicks[text])
        press(qtbot, K.Key_Return)
        return "card"
    if action.kind in table.select_kinds:
        to_table(qtbot, w)
        codes = view.deck.codes
        for c in action.cards:
            card_to(qtbot, w, codes[c])
            press(qtbot, K.Key_Return)
        assert panel.discard.isEnabled(), (text, panel.discard.text())
        digit(qtbot, w, panel.discard)
        return "select"
    if table.composer and action.kind == "bid":
        composer = panel.composer
        choose_in(qtbot, composer.quick, text)
        tab_to(qtbot, composer.go)
        press(qtbot, K.Key_Space)
        return "composer"
    if prefer_board and spots is not None and any(s.action == action for s in spots()):
        tab_to(qtbot, board)
        press(qtbot, K.Key_Home)
        for _ in range(len(spots())):
            if board.keys.current().action == action:
                break
            press(qtbot, K.Key_Right)
        assert board.keys.current().action == action
        assert board.accessibleDescription() == board.keys.current().words  # a screen reader hears the place
        press(qtbot, K.Key_Return)
        return "board"
    strip = getattr(w.board, "strip", None)
    if prefer_board and action.kind == "exchange" and strip is not None and strip.picking():
        take, give = (view.deck.codes[c] for c in action.cards)
        for buttons, code in ((strip.take_buttons, take), (strip.give_buttons, give)):
            # a row of cards is one stop of the Tab chain; the arrow keys move along it
            tab_to(qtbot, lambda f, row=buttons: f in row.values())
            for _ in range(len(buttons)):
                if focused() is buttons[code]:
                    break
                press(qtbot, K.Key_Right)
            assert focused() is buttons[code]
            press(qtbot, K.Key_Space)
            assert buttons[code].isChecked()
        tab_to(qtbot, strip.go)
        press(qtbot, K.Key_Space)
        return "picker"
    if text in panel.buttons and panel.buttons[text] in panel.numbered():
        digit(qtbot, w, panel.buttons[text])
        return "bar"
    combo = panel.buttons.get("list")
    assert isinstance(combo, QComboBox), (text, list(panel.buttons))
    choose_in(qtbot, combo, text)
    tab_to(qtbot, panel.buttons["say"])
    press(qtbot, K.Key_Space)
    return "list"
