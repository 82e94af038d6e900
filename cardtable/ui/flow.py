"""A layout that lines its widgets up left to right and wraps them onto more rows when the width runs out.

The action bar's buttons live in one: nine trump choices at 800 px with the coach open take two rows instead of
making the window wider than the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem


class FlowLayout(QLayout):
    """Widgets in rows, each as wide as it asks, wrapping where the next would not fit; right-aligned rows."""

    def __init__(self, spacing: int = 8) -> None:
        super().__init__()
        self._items: list[QLayoutItem] = []
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    # QLayout's item list ----------------------------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def addWidget(self, widget: QWidget) -> None:
        self.addChildWidget(widget)
        self.addItem(QWidgetItem(widget))
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # sizes ------------------------------------------------------------------------------------------------------
    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._rows(QRect(0, 0, width, 0), place=False)

    def sizeHint(self) -> QSize:
        """Everything on one row."""
        shown = [i.sizeHint() for i in self._shown()]
        if not shown:
            return QSize(0, 0)
        width = sum(s.width() for s in shown) + self.spacing() * (len(shown) - 1)
        return QSize(width, max(s.height() for s in shown))

    def minimumSize(self) -> QSize:
        """The widest widget alone on its row."""
        shown = [i.sizeHint() for i in self._shown()]
        if not shown:
            return QSize(0, 0)
        return QSize(max(s.width() for s in shown), max(s.height() for s in shown))

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._rows(rect, place=True)

    def _shown(self) -> list[QLayoutItem]:
        return [i for i in self._items if not i.isEmpty()]

    def _rows(self, rect: QRect, place: bool) -> int:
        """Lay the widgets out in ``rect`` (or only measure): the height the rows take."""
        gap = self.spacing()
        rows: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            w = item.sizeHint().width()
            if rows[-1] and used + gap + w > rect.width():
                rows.append([])
                used = 0
            used += (gap if rows[-1] else 0) + w
            rows[-1].append(item)
        y = rect.y()
        for row in rows:
            if not row:
                continue
            height = max(i.sizeHint().height() for i in row)
            width = sum(i.sizeHint().width() for i in row) + gap * (len(row) - 1)
            x = rect.x() + max(0, rect.width() - width)
            for item in row:
                size = item.sizeHint()
                if place:
                    item.setGeometry(QRect(QPoint(x, y + (height - size.height()) // 2), size))
                x += size.width() + gap
            y += height + gap
        return max(0, y - rect.y() - gap)
