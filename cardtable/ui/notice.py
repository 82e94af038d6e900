"""A message box that does not stop the game: shown beside the table, closed by the player when read."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def show_notice(parent: QWidget, title: str, text: str, informative: str = "", detail: str = "") -> QMessageBox:
    """A non-modal warning box over ``parent`` (play goes on behind it); it deletes itself when closed."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    if informative:
        box.setInformativeText(informative)
    if detail:
        box.setDetailedText(detail)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box
