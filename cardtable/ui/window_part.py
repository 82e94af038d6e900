"""The base of the main window's parts (input, files, the coach's calls, the last trick): children that read it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from cardtable.ui.mainwindow import MainWindow


class WindowPart(QObject):
    """One responsibility of ``window``, with the window's controller and table scene at hand."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.scene = window.scene
