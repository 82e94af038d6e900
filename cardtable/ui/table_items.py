"""The table's own graphics items besides the cards (``carditem``): name plates, the facts box, small labels.

Each item measures and paints its text; where it stands is the layout's business (``table_layout``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cardtable.ui.table_layout import PLATE_GLOW

FELT = QColor("#1f5a45")
FELT_DARK = QColor("#123a2c")
PLATE = QColor(10, 28, 22, 170)
TEXT = QColor("#eef3ec")
TEXT_DIM = QColor("#b9cbbf")
GOLD = QColor("#f2c75c")


def font(pixels: int, bold: bool = False) -> QFont:
    """The application font at ``pixels`` high."""
    f = QFont()
    f.setPixelSize(pixels)
    f.setBold(bold)
    return f


class PlateItem(QGraphicsObject):
    """A seat's name plate: name, score, a status line; glows gold when the seat is to move."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.score = ""
        self.status = ""
        self.tags = ""  # e.g. "dealer", "declarer"
        self.active = False
        self._w = 160.0
        self._h = 46.0
        self._lines: list[str] = []
        self.max_w = 320.0
        self.setZValue(900)

    def set_content(self, name: str, score: str, status: str, tags: str, active: bool) -> None:
        """Update the texts and the turn marker."""
        if (name, score, status, tags, active) == (self.name, self.score, self.status, self.tags, self.active):
            return
        self.prepareGeometryChange()
        self.name, self.score, self.status, self.tags, self.active = name, score, status, tags, active
        self.setToolTip(self.status_line())
        self._measure()
        self.update()

    def set_max_width(self, width: float) -> None:
        """Keep the plate narrower than ``width`` (what the seat said wraps)."""
        if width != self.max_w:
            self.max_w = width
            self.prepareGeometryChange()
            self._measure()

    def size(self) -> tuple[float, float]:
        """The plate's body, without its glow."""
        return self._w, self._h

    def _measure(self) -> None:
        big, small = font(15, bold=True), font(12)
        fb, fs = QFontMetricsF(big), QFontMetricsF(small)
        top = fb.horizontalAdvance(self.name) + fb.horizontalAdvance(self.score) + 44
        widest = max((fs.horizontalAdvance(t) for t in (self.tags, self.status) if t), default=0.0)
        self._w = min(self.max_w, max(130.0, top, widest + 34))
        self._lines = self._wrap(fs, self._w - 24)
        self._h = 30.0 + 17.0 * len(self._lines)

    def _wrap(self, fs: QFontMetricsF, width: float) -> list[str]:
        """The lines under the name: the tags, then what the seat said, wrapped to two lines at most."""
        lines = [self.tags] if self.tags else []
        words = self.status.split(" · ") if self.status else []
        said: list[str] = []
        for w in words:
            if said and fs.horizontalAdvance(f"{said[-1]} · {w}") <= width:
                said[-1] = f"{said[-1]} · {w}"
            else:
                said.append(w)
        if len(said) > 2:  # the middle gives way (the first bid and the latest words stay); the tooltip keeps all
            said = [said[0] + " …", said[-1]]
        return lines + said

    def status_line(self) -> str:
        """Tags and everything the seat said (the tooltip)."""
        return " · ".join(t for t in (self.tags, self.status) if t)

    def boundingRect(self) -> QRectF:
        g = PLATE_GLOW
        return QRectF(-self._w / 2 - g, -self._h / 2 - g, self._w + 2 * g, self._h + 2 * g)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        if self.active:
            for i, a in enumerate((60, 35, 18)):
                painter.setPen(QPen(QColor(242, 199, 92, a), 2 + 2 * i))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-i, -i, i, i), 10 + i, 10 + i)
        painter.setPen(QPen(GOLD if self.active else QColor(255, 255, 255, 40), 1.5))
        painter.setBrush(PLATE)
        painter.drawRoundedRect(r, 10, 10)
        big, small = font(15, bold=True), font(12)
        painter.setFont(big)
        painter.setPen(GOLD if self.active else TEXT)
        line1 = QRectF(r.left() + 12, r.top() + 5, r.width() - 24, 20)
        painter.drawText(line1, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.name)
        painter.setPen(TEXT)
        painter.drawText(line1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.score)
        painter.setFont(small)
        fm = QFontMetricsF(small)
        for i, text in enumerate(self._lines):
            painter.setPen(TEXT_DIM if i or not self.tags else GOLD.lighter(115))
            line = QRectF(r.left() + 12, r.top() + 25 + 17 * i, r.width() - 24, 17)
            shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, line.width())
            painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)


class InfoItem(QGraphicsObject):
    """The top-left box: game, contract, trump, deal number — the facts a player glances at."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[tuple[str, str]] = []
        self.all_lines: list[tuple[str, str]] = []
        self._w = 200.0
        self._lw = 0.0
        self.max_w = 600.0
        self.max_lines = 0  # 0: no cap; a short window shows the first lines and names the rest in the tooltip
        self.setZValue(900)

    def set_lines(self, lines: list[tuple[str, str]]) -> None:
        """(label, value) rows."""
        if lines == self.all_lines and len(self.lines) == self._shown(lines):
            return
        self.prepareGeometryChange()
        self.all_lines = list(lines)
        lines = lines[: self._shown(lines)]
        self.lines = lines
        fm, fmb = QFontMetricsF(font(13)), QFontMetricsF(font(13, bold=True))
        lw = max((fm.horizontalAdvance(a) for a, _ in lines), default=0)
        vw = max((fmb.horizontalAdvance(b) for _, b in lines), default=0)
        self._lw = lw
        self._w = min(self.max_w, lw + vw + 34)
        self.update()

    def _shown(self, lines: list[tuple[str, str]]) -> int:
        return len(lines) if not self.max_lines else min(len(lines), self.max_lines)

    def set_max_width(self, width: float, max_lines: int = 0) -> None:
        """Keep the box narrower than ``width`` (values are elided) and at most ``max_lines`` high (0: any)."""
        if width != self.max_w or max_lines != self.max_lines:
            self.max_w, self.max_lines = width, max_lines
            lines, self.all_lines = self.all_lines, []
            self.set_lines(lines)

    def size(self) -> tuple[float, float]:
        """The box's width and height."""
        return self._w, 14.0 + 20 * len(self.lines)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self.size())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        painter.setPen(QPen(QColor(255, 255, 255, 30), 1))
        painter.setBrush(PLATE)
        painter.drawRoundedRect(r, 10, 10)
        f, fb = font(13), font(13, bold=True)
        for i, (label, value) in enumerate(self.lines):
            y = 7 + 20 * i
            painter.setFont(f)
            painter.setPen(TEXT_DIM)
            painter.drawText(QRectF(12, y, self._lw, 20), Qt.AlignmentFlag.AlignVCenter, label)
            painter.setFont(fb)
            painter.setPen(TEXT)
            room = self._w - self._lw - 34
            value = QFontMetricsF(fb).elidedText(value, Qt.TextElideMode.ElideRight, room)
            painter.drawText(QRectF(22 + self._lw, y, room + 2, 20), Qt.AlignmentFlag.AlignVCenter, value)


class LabelItem(QGraphicsObject):
    """A small rounded label (a pile's count)."""

    def __init__(self, size: int = 12) -> None:
        super().__init__()
        self.text = ""
        self._size = size
        self._w = 0.0
        self.setZValue(950)

    def set_text(self, text: str) -> None:
        """Show ``text`` (empty hides it)."""
        if text == self.text:
            return
        self.prepareGeometryChange()
        self.text = text
        self._w = QFontMetricsF(font(self._size)).horizontalAdvance(text) + self._size * 1.4
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        h = self._size * 1.9
        return QRectF(-self._w / 2, -h / 2, self._w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setFont(font(self._size))
        painter.setPen(TEXT)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)
