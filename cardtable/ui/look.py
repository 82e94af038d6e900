"""What the windows share of their look: the object names their style sheets select, the bars' green, and the
heading of the start screen and the About box (the program's icon beside a title and a line under it)."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from cardtable.art import app_icon

W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    """``widget`` with its object name set (what the style sheets and tests select it by).

    PySide6 takes ``objectName=`` as a constructor keyword, but its stubs do not declare it.
    """
    widget.setObjectName(name)
    return widget


def bar_style(name: str, edge: str) -> str:
    """The dark green of the bars at the table's foot and side (QFrame ``name``; ``edge`` is the side it meets the
    table on), with light words."""
    return (
        f"QFrame#{name} {{ background: #15392d; border-{edge}: 1px solid #2d5e4c; }}\n"
        f"QFrame#{name} QLabel {{ color: #eef3ec; }}\n"
    )


def icon_heading(title: QLabel, subtitle: QLabel, *, icon_px: int, text_spacing: int, spacing: int) -> QHBoxLayout:
    """The icon (``icon_px`` square, top-aligned) beside ``title`` over ``subtitle``; the text takes the width."""
    icon = QLabel()
    icon.setPixmap(app_icon().pixmap(QSize(icon_px, icon_px)))
    text = QVBoxLayout()
    text.setSpacing(text_spacing)
    text.addWidget(title)
    text.addWidget(subtitle)
    row = QHBoxLayout()
    row.setSpacing(spacing)
    row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
    row.addLayout(text, 1)
    return row
