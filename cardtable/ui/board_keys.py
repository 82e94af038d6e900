"""The keyboard on a painted board (NJET's spaces, Was sticht?'s rows and task cards): a cursor over the places the
player may act on. The arrow keys move it (left and right in reading order, up and down to the nearest place above
or below), Home and End go to the ends, Enter or Space acts; the place's words are the board's accessible
description, so a screen reader says where the cursor is."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QWidget

from cardtable.engine.protocol import Action

RING = QColor("#f2c75c")


@dataclass(frozen=True)
class Spot:
    """A place on the board the player may act on: where it is drawn, the action it sends, its words."""

    rect: QRectF
    action: Action
    words: str


class SpotCursor(QObject):
    """The keyboard's place on ``widget``: ``spots`` lists the places now, ``act`` receives its Action. It
    watches the widget's keys and focus; the widget calls ``paint`` at the end of its paint event."""

    def __init__(self, widget: QWidget, spots: Callable[[], list[Spot]], act: Callable[[Action], None]) -> None:
        super().__init__(widget)
        self.widget = widget
        self.spots = spots
        self.act = act
        self.index = 0
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.widget:
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                return self.key(event)
            if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
                self.moved()  # the ring shows while the board has the keyboard; the place is said
        return False

    def current(self) -> Spot | None:
        """The place the cursor is on (None when the board offers none)."""
        spots = self.spots()
        if not spots:
            return None
        self.index = min(self.index, len(spots) - 1)
        return spots[self.index]

    def key(self, event: QKeyEvent) -> bool:
        """Handle an arrow, Home, End, Enter or Space; False for any other key (and when there is no place)."""
        spots = self.spots()
        key = Qt.Key(event.key())
        if not spots or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        self.index = min(self.index, len(spots) - 1)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.act(spots[self.index].action)
            return True
        moves = {
            Qt.Key.Key_Left: lambda: (self.index - 1) % len(spots),
            Qt.Key.Key_Right: lambda: (self.index + 1) % len(spots),
            Qt.Key.Key_Home: lambda: 0,
            Qt.Key.Key_End: lambda: len(spots) - 1,
            Qt.Key.Key_Up: lambda: self._vertical(spots, -1),
            Qt.Key.Key_Down: lambda: self._vertical(spots, 1),
        }
        if key not in moves:
            return False
        self.index = moves[key]()
        self.moved()
        return True

    def _vertical(self, spots: list[Spot], sign: int) -> int:
        """The nearest place above (-1) or below (1) the cursor's; the cursor's own if there is none."""
        here = spots[self.index].rect.center()
        best, best_cost = self.index, float("inf")
        for i, s in enumerate(spots):
            c = s.rect.center()
            dy = (c.y() - here.y()) * sign
            if dy <= 1:
                continue
            cost = dy + 2 * abs(c.x() - here.x())
            if cost < best_cost:
                best, best_cost = i, cost
        return best

    def moved(self) -> None:
        """Say and show where the cursor is now."""
        spot = self.current()
        self.widget.setAccessibleDescription(spot.words if spot else "")
        self.widget.update()

    def paint(self, p: QPainter) -> None:
        """The cursor's ring, while the board has the keyboard."""
        spot = self.current()
        if spot is None or not self.widget.hasFocus():
            return
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(RING, 2.5))
        p.drawRoundedRect(spot.rect.adjusted(-3, -3, 3, 3), 5, 5)
