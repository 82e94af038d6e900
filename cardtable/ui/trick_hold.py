"""A finished trick stays on the table until the player clicks or presses a key; L shows the last trick, named.

``TrickHold`` waits for "go on" — a click anywhere in the window or a key — and then runs what was waiting
(gathering the trick, the score sheet, closing the last-trick display). While it waits it watches the
application's input (an event filter, removed as soon as the player answers). ``LastTrickItem`` is the L
display: the last trick's cards at a readable size with each player's name under the card and who took it.

The setting (``Settings.trick_hold``): "last" keeps the final trick of a deal — the one that makes or catches an
ulti, a durchmars, a betli — on the table until the player has seen it, because the score sheet would cover it at
once; the tricks before it are gathered after the usual pause, since a click per trick (ten per Ulti deal) is
not what a calm table needs and L brings any last trick back. "all" keeps every trick; "none" keeps none.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsObject, QWidget

HOLDS = ("none", "last", "all")
DEFAULT_HOLD = "last"
_MODIFIERS = {Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr}
_CONSUMED_KEYS = {Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape}


class TrickHold(QObject):
    """Runs the waiting callbacks on the player's next click or key press in ``window``."""

    def __init__(self, window: QWidget, table_viewport: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.viewport = table_viewport
        self.mode = DEFAULT_HOLD
        self._waiting: list[Callable[[], None]] = []
        self._watching = False

    @property
    def waiting(self) -> bool:
        """True while something waits for the player's click or key."""
        return bool(self._waiting)

    def keeps_final(self) -> bool:
        """Does the final trick of a deal wait for the player?"""
        return self.mode in ("last", "all")

    def keeps_every(self) -> bool:
        """Does every trick wait for the player?"""
        return self.mode == "all"

    def wait(self, then: Callable[[], None]) -> None:
        """Run ``then`` on the player's next click or key press."""
        self._waiting.append(then)
        if not self._watching:
            app = QApplication.instance()
            if app is not None:
                app.installEventFilter(self)
                self._watching = True

    def forget(self, then: Callable[[], None]) -> None:
        """No longer wait to run ``then`` (it was done another way, e.g. L pressed again)."""
        self._waiting = [w for w in self._waiting if w != then]
        if not self._waiting:
            self._unwatch()

    def release(self) -> None:
        """Go on now: run everything that waited (in order)."""
        waiting, self._waiting = self._waiting, []
        self._unwatch()
        for then in waiting:
            then()

    def drop(self) -> None:
        """Forget what waited without running it (a new deal or match began)."""
        self._waiting.clear()
        self._unwatch()

    def _unwatch(self) -> None:
        if self._watching:
            app = QApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            self._watching = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress) or not self._waiting:
            return False
        if not isinstance(obj, QWidget) or obj.window() is not self.window:
            return False  # another window (a dialog, the rules): not an answer to the table
        if isinstance(event, QKeyEvent):
            key = event.key()
            if key in _MODIFIERS:
                return False
            self.release()
            return key in _CONSUMED_KEYS  # Space must not also play the focused card
        self.release()
        return obj is self.viewport  # a click on the table only says "go on"; a button still does its job


class LastTrickItem(QGraphicsObject):
    """The last trick, each card with its player's name under it, and who took it; drawn over the table."""

    def __init__(self, cards: list[tuple[QPixmap, str]], title: str, card_width: float, card_height: float) -> None:
        super().__init__()
        self.cards = cards
        self.title = title
        self.cw = card_width
        self.ch = card_height
        self.gap = card_width * 0.12
        self._font = QFont()
        self._font.setPixelSize(max(11, min(15, round(card_width * 0.16))))
        self._title_font = QFont(self._font)
        self._title_font.setBold(True)
        fm = QFontMetricsF(self._font)
        self.name_h = fm.height() + 4
        self.title_h = QFontMetricsF(self._title_font).height() + 8
        widest_name = max((fm.horizontalAdvance(n) for _, n in cards), default=0.0)
        self.slot = max(card_width, widest_name + 6) + self.gap
        self.w = max(self.slot * len(cards) + self.gap, QFontMetricsF(self._title_font).horizontalAdvance(title) + 24)
        self.h = self.title_h + card_height + self.name_h + 12
        self.setZValue(2500)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(QPen(QColor("#f2c75c"), 1.5))
        painter.setBrush(QColor(12, 38, 29, 235))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 12, 12)
        painter.setFont(self._title_font)
        painter.setPen(QColor("#f2c75c"))
        painter.drawText(QRectF(0, 4, self.w, self.title_h), Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setFont(self._font)
        painter.setPen(QColor("#eef3ec"))
        x0 = (self.w - self.slot * len(self.cards)) / 2
        for i, (pm, name) in enumerate(self.cards):
            x = x0 + i * self.slot + (self.slot - self.cw) / 2
            painter.drawPixmap(QRectF(x, self.title_h, self.cw, self.ch), pm, QRectF(pm.rect()))
            painter.drawText(
                QRectF(x0 + i * self.slot, self.title_h + self.ch + 2, self.slot, self.name_h),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                name,
            )

    def names(self) -> list[str]:
        """The names under the cards, in the order they were played."""
        return [n for _, n in self.cards]
