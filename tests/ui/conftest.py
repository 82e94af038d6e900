"""UI tests run offscreen, with user files in a temporary CARDTABLE_HOME, each starting in English."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    yield


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """The language is process-wide (installed translators): a test that switches it must not leak it."""
    yield
    from PySide6.QtCore import QCoreApplication

    if QCoreApplication.instance() is not None:
        from cardtable.ui import i18n

        i18n.set_language("en")


def go_on(qtbot, window, timeout: int = 5000) -> None:
    """Wait until the deal's last trick waits on the table (or the sheet is up), then click it away like a player."""
    from PySide6.QtCore import Qt

    qtbot.waitUntil(lambda: window.trick_hold.waiting or window.sheet.isVisible(), timeout=timeout)
    if window.trick_hold.waiting:
        qtbot.mouseClick(window.view_widget.viewport(), Qt.MouseButton.LeftButton)


def make_window(qtbot, size=(1280, 800), *, auto_announce=True):
    """The real window with the inline bot runner, no animation and no pauses, shown at ``size``."""
    from cardtable.ui.controller import InlineBotRunner
    from cardtable.ui.mainwindow import MainWindow, SettingsStore

    store = SettingsStore()
    store.save = lambda: None
    store.settings.animation_speed = "off"
    w = MainWindow(InlineBotRunner(), store=store)
    w.confirm_quit = False
    w.controller.bot_pause_ms = 0
    w.controller.trick_pause_ms = 0
    w.controller.auto_announce = auto_announce
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def click_card(qtbot, w, code):
    """Click the visible left part of a card of the hand (the card to its right covers the rest)."""
    from PySide6.QtCore import QPointF, Qt

    item = w.scene.item_for(code)
    assert item is not None, code
    width, _ = item.size()
    pos = w.view_widget.mapFromScene(item.mapToScene(QPointF(-width * 0.32, 0)))
    qtbot.mouseClick(w.view_widget.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def wait_turn(qtbot, w, timeout: int = 30000) -> bool:
    """Wait for the human's turn or the deal's end (generous: a shared, busy machine); True when it is over."""
    qtbot.waitUntil(
        lambda: w.controller.waiting_for_human or (w.controller.state is not None and w.controller.state.is_over),
        timeout=timeout,
    )
    return w.controller.state.is_over


def say_by_hand(qtbot, panel, choice: str) -> None:
    """A non-card action with the mouse: its button, or the drop-down and Say."""
    from PySide6.QtCore import Qt

    if choice in panel.buttons:
        qtbot.mouseClick(panel.buttons[choice], Qt.MouseButton.LeftButton)
        return
    combo = panel.buttons["list"]
    index = next((i for i in range(combo.count()) if str(combo.itemData(i)) == choice), -1)  # its Action
    assert index >= 0, choice
    combo.setCurrentIndex(index)
    qtbot.mouseClick(panel.buttons["say"], Qt.MouseButton.LeftButton)


def panel_words(w) -> list[str]:
    """What the table says now: the prompt, the controls (every entry of a drop-down), the facts, the plates."""
    out = [w.panel.prompt.text()]
    for key, b in w.panel.buttons.items():
        if key == "list":
            out.extend(b.itemText(i) for i in range(b.count()))
        else:
            out.append(b.text())
    out.extend(f"{a}: {b}" for a, b in w.scene.info.lines)
    out.extend(p.status_line() for p in w.scene.plates)
    return out


def quick_config(game, seed, players=None):
    """A match of ``game`` as the app starts one, against random bots (quick to answer on a busy machine)."""
    import dataclasses

    from cardtable.ui.mainwindow import default_config

    cfg = default_config(game, "", "You", seed, players=players)
    return dataclasses.replace(cfg, levels=["human"] + ["random"] * (cfg.players - 1))
