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
