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


def wrap(fm: QFontMetricsF, pieces: list[str], width: float, sep: str = " · ") -> list[str]:
    """``pieces`` joined with ``sep`` into lines no wider than ``width``; a piece too wide breaks between words."""
    lines: list[str] = []
    for piece in pieces:
        if lines and fm.horizontalAdvance(f"{lines[-1]}{sep}{piece}") <= width:
            lines[-1] = f"{lines[-1]}{sep}{piece}"
            continue
        words = piece.split(" ")
        line = words[0]
        for word in words[1:]:
            if fm.horizontalAdvance(f"{line} {word}") <= width:
                line = f"{line} {word}"
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


TAG_GAP = 8.0  # between a plate's name and the tags beside it


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
        self._tag_lines: list[str] = []
        self.max_w = 320.0
        self.compact = False  # a crowded table: the tags beside the name where they fit, a line saved
        self.inline_tag = ""  # the tags as painted on the name's line
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

    def set_max_width(self, width: float, compact: bool = False) -> None:
        """Keep the plate narrower than ``width`` (what the seat said wraps); ``compact``: the tags on the name's line
        where they fit."""
        if (width, compact) != (self.max_w, self.compact):
            self.max_w, self.compact = width, compact
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
        inline = self.compact and bool(self.tags) and top + TAG_GAP + fs.horizontalAdvance(self.tags) <= self._w
        self.inline_tag = self.tags if inline else ""
        self._lines = self._wrap(fs, self._w - 24)
        self._h = 30.0 + 17.0 * len(self._lines)

    def _wrap(self, fs: QFontMetricsF, width: float) -> list[str]:
        """The lines under the name: the tags (unless beside the name), then everything the seat said, wrapped
        (nothing is left out)."""
        tags = self.tags.split(" · ") if self.tags and not self.inline_tag else []
        self._tag_lines = wrap(fs, tags, width)
        return self._tag_lines + wrap(fs, self.status.split(" · ") if self.status else [], width)

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
        if self.inline_tag:  # after the name, in the tags' colour
            x = QFontMetricsF(big).horizontalAdvance(self.name) + TAG_GAP
            painter.setPen(GOLD.lighter(115))
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(line1.adjusted(x, 1, 0, 0), flags, self.inline_tag)
        for i, text in enumerate(self._lines):
            painter.setPen(GOLD.lighter(115) if i < len(self._tag_lines) else TEXT_DIM)
            line = QRectF(r.left() + 12, r.top() + 25 + 17 * i, r.width() - 24, 17)
            shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, line.width())  # a word wider than the plate
            painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)

    def lines(self) -> list[str]:
        """The lines under the name as painted (tests: every word shows)."""
        return list(self._lines)


STRIP_GAP = 18.0  # between two facts on a line of the strip
STRIP_LINE = 18.0  # a line of the strip


def strip_lines(
    facts: list[tuple[str, str]], fm: QFontMetricsF, fmb: QFontMetricsF, width: float
) -> list[list[tuple[float, str, bool]]]:
    """The facts as lines of (x, text, bold) pieces no wider than ``width``: each label with its value beside it,
    one fact after another, a fact that does not fit on a new line (a value wider than a line wraps by words)."""
    lines: list[list[tuple[float, str, bool]]] = [[]]
    x = 0.0
    for label, value in facts:
        need = fm.horizontalAdvance(f"{label} ") + fmb.horizontalAdvance(value)
        if lines[-1] and x + STRIP_GAP + need > width:
            lines.append([])
            x = 0.0
        elif lines[-1]:
            x += STRIP_GAP
        lines[-1].append((x, label, False))
        x += fm.horizontalAdvance(f"{label} ")
        end = x
        for i, part in enumerate(wrap(fmb, [value], max(40.0, width - x))):
            if i:  # the rest of a long value on the next line, under its beginning
                lines.append([])
            lines[-1].append((x, part, True))
            end = x + fmb.horizontalAdvance(part)
        x = end
    return [line for line in lines if line]


class InfoItem(QGraphicsObject):
    """The top-left box: game, contract, trump, deal number — the facts a player glances at.

    Each line is a label and its value beside it; a value too long wraps under itself, and where the box is too
    narrow for a value beside its label (a small window, the coach open) every value goes under its label. At a
    table too crowded for a box in a corner (six seats, the coach open at 800 px) the facts lie one after another
    in a strip along the top edge (``strip``), every one of them in sight.
    """

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[tuple[str, str]] = []
        self.all_lines: list[tuple[str, str]] = []
        self._rows: list[list[str]] = []  # each shown line's value, wrapped
        self._labels: list[list[str]] = []  # and its label (wrapped too when the values stand under them)
        self._w = 200.0
        self._lw = 0.0
        self.stacked = False  # the values stand under their labels
        self._heading = 0
        self.max_w = 600.0
        self.max_lines = 0  # lines of text (0: no cap); a short window shows the first facts, the rest in the tooltip
        self.strip = False
        self._strip: list[list[tuple[float, str, bool]]] = []  # the strip's lines: (x, text, bold) pieces
        self.setZValue(900)

    def set_lines(self, lines: list[tuple[str, str]], heading: int = 0) -> None:
        """(label, value) rows; the first ``heading`` of them (the game's name) give way first in a short box."""
        if lines == self.all_lines and heading == self._heading:
            return
        self._heading = heading
        self.prepareGeometryChange()
        self.all_lines = list(lines)
        if self.strip:
            self._set_strip(lines)
            return
        self._strip = []
        fm, fmb = QFontMetricsF(font(13)), QFontMetricsF(font(13, bold=True))
        lw = max((fm.horizontalAdvance(a) for a, _ in lines), default=0)
        vw = max((fmb.horizontalAdvance(b) for _, b in lines), default=0)
        self._lw = lw
        self.stacked = lw + vw + 34 > self.max_w and self.max_w - lw - 34 < 90
        if self.stacked:
            self._w = min(self.max_w, max(lw, vw + 10) + 24)
        else:
            self._w = min(self.max_w, lw + vw + 34)
        room = self.value_room()
        rows = [wrap(fmb, [value], room) for _label, value in lines]  # a long value wraps, never cut
        labels = [wrap(fm, [label], self._w - 24) if self.stacked else [label] for label, _value in lines]
        # the first facts while they fit the lines a short window allows (the rest go into the tooltip); the
        # heading only if the facts after it fit too
        need = [len(row) + (len(label) if self.stacked else 0) for row, label in zip(rows, labels)]
        first = self._heading if self.max_lines and sum(need) > self.max_lines else 0
        shown, used = first, 0
        for n in need[first:]:
            if shown > first and self.max_lines and used + n > self.max_lines:
                break
            shown, used = shown + 1, used + n
        self.lines, self._rows, self._labels = list(lines[first:shown]), rows[first:shown], labels[first:shown]
        self.update()

    def _set_strip(self, lines: list[tuple[str, str]]) -> None:
        fm, fmb = QFontMetricsF(font(12)), QFontMetricsF(font(12, bold=True))
        self._strip = strip_lines(lines, fm, fmb, self.max_w - 24)
        ends = [x + (fmb if bold else fm).horizontalAdvance(t) for line in self._strip for x, t, bold in line]
        right = max(ends, default=0.0)
        self._w = min(self.max_w, right + 24)
        self.lines, self._rows, self._labels = list(lines), [], []
        self.update()

    def strip_lines(self) -> list[list[tuple[float, str, bool]]]:
        """The strip's lines as painted: (x from the text's left edge, text, bold) pieces (tests: each fits)."""
        return [list(line) for line in self._strip]

    def label_lines(self) -> list[list[str]]:
        """Each shown fact's label as painted (wrapped when the values stand under them)."""
        return [list(lab) for lab in self._labels]

    def value_room(self) -> float:
        """How wide a value's line may be."""
        return self._w - 34 if self.stacked else self._w - self._lw - 34

    def set_max_width(self, width: float, max_lines: int = 0, strip: bool = False) -> None:
        """Keep the box narrower than ``width`` (values wrap) and at most ``max_lines`` lines long (0: any); ``strip``:
        the facts side by side along the top edge."""
        if (width, max_lines, strip) != (self.max_w, self.max_lines, self.strip):
            self.max_w, self.max_lines, self.strip = width, max_lines, strip
            lines, self.all_lines = self.all_lines, []
            self.set_lines(lines, self._heading)

    def size(self) -> tuple[float, float]:
        """The box's width and height."""
        if self.strip:
            return self._w, (10.0 + STRIP_LINE * len(self._strip)) if self._strip else 14.0
        lines = sum(len(r) + (len(lab) if self.stacked else 0) for r, lab in zip(self._rows, self._labels))
        return self._w, 14.0 + 20 * lines

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
        if self.strip:
            self._paint_strip(painter)
            return
        f, fb = font(13), font(13, bold=True)
        room = self.value_room()
        x = 22.0 if self.stacked else 22 + self._lw
        y = 7.0
        for label_lines, row in zip(self._labels, self._rows):
            painter.setFont(f)
            painter.setPen(TEXT_DIM)
            for i, label in enumerate(label_lines):
                painter.drawText(QRectF(12, y, self._w - 24, 20), Qt.AlignmentFlag.AlignVCenter, label)
                if self.stacked or i < len(label_lines) - 1:
                    y += 20
            painter.setFont(fb)
            painter.setPen(TEXT)
            for part in row:
                part = QFontMetricsF(fb).elidedText(part, Qt.TextElideMode.ElideRight, room)  # a word wider than all
                painter.drawText(QRectF(x, y, room + 2, 20), Qt.AlignmentFlag.AlignVCenter, part)
                y += 20

    def _paint_strip(self, painter: QPainter) -> None:
        fonts = {False: font(12), True: font(12, bold=True)}
        for i, line in enumerate(self._strip):
            for x, text, bold in line:
                painter.setFont(fonts[bold])
                painter.setPen(TEXT if bold else TEXT_DIM)
                box = QRectF(12 + x, 5 + STRIP_LINE * i, self._w - 12 - x, STRIP_LINE)
                painter.drawText(box, Qt.AlignmentFlag.AlignVCenter, text)


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
