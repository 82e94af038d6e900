"""The card table: a QGraphicsScene laid out from one seat's View, with animated moves.

The scene never talks to the engine. ``show(view)`` computes where every visible
card should be (hands, trick, talon, won tricks) and moves the card items there;
cards that appear come from where they would physically come from (a seat's
hand, the talon), cards that leave go to the winner's pile. The layout follows
the viewport size; sharp pixmaps are re-requested (debounced) after a resize.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QGraphicsView

from cardtable.cards.deck import get_deck
from cardtable.engine.protocol import View
from cardtable.ui import texts
from cardtable.ui.carditem import CardItem
from cardtable.ui.pixmaps import CardPixmaps
from cardtable.ui.profiles import profile

FELT = QColor("#1f5a45")
FELT_DARK = QColor("#123a2c")
PLATE = QColor(10, 28, 22, 170)
TEXT = QColor("#eef3ec")
TEXT_DIM = QColor("#b9cbbf")
GOLD = QColor("#f2c75c")

# animation length (ms) of one move at each speed setting
SPEEDS = {"off": 0, "fast": 170, "normal": 300, "slow": 520}

OPEN_SCALE = 0.72  # an open hand at the side, against a hand card
OPEN_COLUMN_GAP = 1.08  # suit columns of an open side hand, in card widths


@dataclass
class Target:
    """Where one card should be: centre, rotation, stacking order, face or back, size factor."""

    pos: QPointF
    rotation: float
    z: float
    code: str | None
    scale: float = 1.0
    source: QPointF | None = None  # where it comes from if it is new


class PlateItem(QGraphicsObject):
    """A seat's name plate: name, score, a status line; glows gold when the seat is to move."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.score = ""
        self.status = ""
        self.tags = ""  # e.g. "dealer", "declarer"
        self.active = False
        self.align = "center"
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

    def _fonts(self) -> tuple[QFont, QFont]:
        big = QFont()
        big.setPixelSize(15)
        big.setBold(True)
        small = QFont()
        small.setPixelSize(12)
        return big, small

    def _measure(self) -> None:
        big, small = self._fonts()
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
        return QRectF(-self._w / 2 - 6, -self._h / 2 - 6, self._w + 12, self._h + 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
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
        big, small = self._fonts()
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
        f = QFont()
        f.setPixelSize(13)
        fm = QFontMetricsF(f)
        fb = QFont(f)
        fb.setBold(True)
        fmb = QFontMetricsF(fb)
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

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, 14 + 20 * len(self.lines))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        painter.setPen(QPen(QColor(255, 255, 255, 30), 1))
        painter.setBrush(PLATE)
        painter.drawRoundedRect(r, 10, 10)
        f = QFont()
        f.setPixelSize(13)
        fb = QFont(f)
        fb.setBold(True)
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
        f = QFont()
        f.setPixelSize(self._size)
        self._w = QFontMetricsF(f).horizontalAdvance(text) + self._size * 1.4
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        h = self._size * 1.9
        return QRectF(-self._w / 2, -h / 2, self._w, h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        f = QFont()
        f.setPixelSize(self._size)
        painter.setFont(f)
        painter.setPen(TEXT)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class TableScene(QGraphicsScene):
    """The felt, the seats and every card item; laid out from a View."""

    card_clicked = Signal(str)  # card code of the human's hand
    card_dropped = Signal(str, bool)  # code, dropped on the trick area
    relaid = Signal()

    def __init__(self, pixmaps: CardPixmaps | None = None) -> None:
        super().__init__()
        self.pixmaps = pixmaps or CardPixmaps()
        self.items_by_key: dict[str, CardItem] = {}
        self.view_data: View | None = None
        self.deck = "piquet32"
        self.multiset = False
        self.human = 0
        self.players = 2
        self.game = ""
        self.names: list[str] = []
        self.scores: list[str] = []
        self.statuses: list[str] = []
        self.tags: list[str] = []
        self.speed = "normal"
        self.dpr = 1.0
        self.held_trick: list[tuple[int, str]] | None = None
        self._hold_base: list[int] | None = None
        self.plates: list[PlateItem] = []
        self.info = InfoItem()
        self.addItem(self.info)
        self.talon_label = LabelItem(12)
        self.addItem(self.talon_label)
        self.own_talon_label = LabelItem(11)  # "your talon", under the declarer's laid-down pair
        self.addItem(self.own_talon_label)
        self.refusal_label = LabelItem(13)  # why a card was refused, just above it
        self.refusal_label.setZValue(1200)
        self.addItem(self.refusal_label)
        self.won_labels: list[LabelItem] = []
        self._anim: QParallelAnimationGroup | None = None
        self._size = (1280.0, 720.0)
        self._sharp_timer = QTimer(self)
        self._sharp_timer.setSingleShot(True)
        self._sharp_timer.setInterval(160)
        self._sharp_timer.timeout.connect(self._sharpen)
        self.setBackgroundBrush(FELT)

    # seats and geometry -----------------------------------------------------
    def setup(self, game: str, deck: str, players: int, human: int, names: list[str]) -> None:
        """A new match: forget every card and build the name plates."""
        self.clear_cards()
        self.deck = deck
        self.multiset = any(m & (m - 1) for m in get_deck(deck).copies.values())  # some code has copies
        self.game = game
        players = profile(game).table_positions(players)  # a dummy seated among the players has a place too
        self.players = players
        self.human = human
        self.names = list(names)
        self.scores = [""] * players
        self.statuses = [""] * players
        self.tags = [""] * players
        for p in self.plates:
            self.removeItem(p)
        for lab in self.won_labels:
            self.removeItem(lab)
        self.plates = [PlateItem() for _ in range(players)]
        self.won_labels = [LabelItem(11) for _ in range(players)]
        for p in self.plates:
            self.addItem(p)
        for lab in self.won_labels:
            self.addItem(lab)
            lab.set_text("")
        self.view_data = None
        self.relayout()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the oval follows the seats

    def clear_cards(self) -> None:
        """Remove every card item (a new deal)."""
        self._stop_anim()
        for item in self.items_by_key.values():
            self.removeItem(item)
        self.items_by_key.clear()
        self.held_trick = None
        self._hold_base = None

    def set_size(self, width: float, height: float, dpr: float) -> None:
        """The viewport size changed: lay out again now, sharpen pixmaps a moment later."""
        self._size = (max(320.0, width), max(240.0, height))
        self.dpr = dpr
        self.setSceneRect(0, 0, *self._size)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.relayout()
        self._sharp_timer.start()

    def card_size(self) -> tuple[float, float]:
        """Width and height of a hand card at the current size."""
        w, h = self._size
        aspect = self.pixmaps.aspect(self.deck)
        cw = min(w / (9.5 if self.players == 2 else 12.5), h / (4.3 * aspect))
        cw = max(34.0, min(cw, 150.0))
        return cw, cw * aspect

    def position(self, seat: int) -> str:
        """Where ``seat`` sits on screen: bottom (the human), top, left or right."""
        return self.slot(seat)[0]

    def slot(self, seat: int) -> tuple[str, float]:
        """A seat's side of the table and, along the top, its place from left (0) to right (1).

        Play goes round the table from the human to the right, over the top and down the left, for every seat
        count the games have (2 to 6).
        """
        rel = (seat - self.human) % self.players
        return seat_slots(self.players)[rel]

    def top_seats(self) -> int:
        """How many seats share the top edge."""
        return sum(1 for side, _x in seat_slots(self.players) if side == "top")

    def anchor(self, seat: int) -> QPointF:
        """The centre of a seat's hand."""
        w, h = self._size
        _cw, ch = self.card_size()
        pos, frac = self.slot(seat)
        if pos == "bottom":
            return QPointF(w / 2, h - ch * 0.5 - 12 - ch * 0.06)
        if pos == "top":
            return QPointF(w * frac, ch * 0.42 + 10)
        side = self.side_width(seat) / 2 + 18
        if pos == "left":
            return QPointF(side, self._left_y(seat))
        return QPointF(w - side, h * 0.40)

    def _side_step(self, seat: int, n: int) -> float:
        """How far the backs of a side hand overlap: tighter where the left hand must fit under the facts box."""
        cw, ch = self.card_size()
        h = self._size[1]
        step = min(cw * 0.62 * 0.22, (h * 0.5) / max(1, n))
        if self.position(seat) == "left" and self.players != 3 and n > 1:
            plate_h = self.plates[seat]._h if seat < len(self.plates) else 48.0
            human_plate = self.plates[self.human]._h if self.human < len(self.plates) else 48.0
            top = 10 + self.info.boundingRect().height() + 8 + plate_h + 12
            bottom = h - ch - 40 - human_plate / 2 - 8
            step = max(2.0, min(step, (bottom - top - cw * 0.62) / (n - 1)))
        return step

    def _left_y(self, seat: int) -> float:
        """The left hand's middle: h × 0.40, lower when the facts box above it is tall (its plate must clear it)."""
        _w, h = self._size
        _cw, ch = self.card_size()
        y = h * 0.40
        if self.players == 3:
            return y  # the facts box sits in the top middle
        half = self.side_extent(seat) / 2
        plate_h = self.plates[seat]._h if seat < len(self.plates) else 48.0
        clear = 10 + self.info.boundingRect().height() + 8 + plate_h + 12 + half
        human_plate = self.plates[self.human]._h if self.human < len(self.plates) else 48.0
        lowest = h - ch - 40 - human_plate / 2 - 8 - half  # above the human's plate
        return max(y, min(clear, lowest))

    def centre(self) -> QPointF:
        """The middle of the trick."""
        w, h = self._size
        cw, _ch = self.card_size()
        if self.players == 2:
            return QPointF(w / 2 + cw * 0.3, h * 0.47)
        return QPointF(w / 2, h * 0.43)

    def talon_pos(self) -> QPointF:
        """Where the talon lies."""
        cw, ch = self.card_size()
        c = self.centre()
        if self.players == 2:
            return QPointF(c.x() - cw * 2.6, c.y())
        return QPointF(c.x(), c.y() - ch * 0.15)

    def hand_count(self, seat: int) -> int:
        """How many cards a seat holds now (for the layout around its hand)."""
        v = self.view_data
        if v is None or seat >= len(v.hand_sizes):
            return 5
        return v.hand_sizes[seat]

    def side_extent(self, seat: int) -> float:
        """The height of a side seat's (vertical) hand."""
        cw, ch = self.card_size()
        n = max(1, self.hand_count(seat))
        columns = self.open_columns(seat)
        if columns:
            return ch * OPEN_SCALE + (max(map(len, columns)) - 1) * self._open_step()
        step = self._side_step(seat, n)
        return cw * 0.62 + (n - 1) * step

    def side_width(self, seat: int) -> float:
        """The width of a side seat's hand: backs lie sideways, an open hand stands upright in suit columns."""
        cw, ch = self.card_size()
        columns = self.open_columns(seat)
        if columns:
            return cw * OPEN_SCALE * (1 + OPEN_COLUMN_GAP * (len(columns) - 1))
        return ch * 0.62

    def open_columns(self, seat: int) -> list[list[str]]:
        """A side seat's open hand as one column per suit (empty if the hand is not open).

        At this size a card's corner shows its rank only (the big symbol in the middle names the suit), so a
        single overlapping column would hide the suits; in suit columns the last card of each shows its suit.
        """
        v = self.view_data
        open_hands = profile(v.game).open_hands(v) if v is not None else {}
        if v is None or seat not in open_hands or self.position(seat) not in ("left", "right"):
            return []
        columns: dict[str, list[str]] = {}
        for code in hand_order(dataclasses.replace(v, hand=list(open_hands[seat]))):
            columns.setdefault(code[0], []).append(code)
        return list(columns.values())

    def _open_step(self) -> float:
        """How far the cards of an open suit column overlap: the rank index stays readable."""
        _cw, ch = self.card_size()
        return min(ch * OPEN_SCALE * 0.24, self._size[1] * 0.36 / 7)

    def top_half_width(self, seat: int) -> float:
        """Half the width of the top seat's hand."""
        cw, _ch = self.card_size()
        n = max(1, self.hand_count(seat))
        faces = self.view_data is not None and seat in profile(self.view_data.game).open_hands(self.view_data)
        scale = 0.72 if faces else 0.62
        step = min(cw * scale * (0.55 if faces else 0.3), (self._size[0] * 0.5 / self.top_seats()) / n)
        return (n - 1) * step / 2 + cw * scale / 2

    def pile_pos(self, seat: int) -> QPointF:
        """Where the tricks a seat has won are stacked."""
        w, h = self._size
        cw, ch = self.card_size()
        pos = self.position(seat)
        if pos == "bottom":
            return QPointF(w - cw * 0.75 - 16, h - ch * 0.5 - 16)
        if pos == "top":
            if self.top_seats() > 1:  # a shared top edge: the pile lies right of each hand
                a = self.anchor(seat)
                return QPointF(a.x() + self.top_half_width(seat) + cw * 0.45, a.y() + ch * 0.1)
            return QPointF(w - cw * 0.75 - 16, ch * 0.45 + 10)
        # beside the hand, towards the middle of the table
        a = self.anchor(seat)
        dx = self.side_width(seat) / 2 + cw * 0.62 / 2 + 20
        y = a.y() + self.side_extent(seat) * 0.2
        if pos == "left" and self.players in (4, 5) and seat < len(self.plates):
            # the left plate may sit beside the hand (a short table, see plate_pos): the pile goes under it
            plate = self.plate_pos(seat)
            if plate.x() - self.plates[seat]._w / 2 < a.x() + dx + cw * 0.31:
                y = max(y, plate.y() + self.plates[seat]._h / 2 + ch * 0.31 + 8)
        return QPointF(a.x() + (dx if pos == "left" else -dx), y)

    def plate_pos(self, seat: int) -> QPointF:
        """Where a seat's name plate is."""
        w, h = self._size
        _cw, ch = self.card_size()
        pos = self.position(seat)
        a = self.anchor(seat)
        plate = self.plates[seat] if seat < len(self.plates) else None
        half_w = plate._w / 2 if plate is not None else 80.0
        half_h = plate._h / 2 if plate is not None else 24.0
        if pos == "bottom":
            return QPointF(half_w + 14, h - ch - 40)
        if pos == "top" and self.top_seats() > 1:
            # a shared top edge: the plate hangs under its hand
            return QPointF(min(max(half_w + 10, a.x()), w - half_w - 10), a.y() + ch * 0.31 + half_h + 6)
        if pos == "top":
            # left of the opponent's hand, clear of the trick below it
            x = a.x() - self.top_half_width(seat) - half_w - 18
            info = self.info.boundingRect().translated(12, 10) if self.players == 2 else None
            if info is not None and x - half_w < info.right() + 12:
                # a narrow table: the facts box holds the top-left corner, the plate goes under it
                return QPointF(info.left() + half_w, info.bottom() + half_h + 10)
            return QPointF(max(half_w + 10, x), a.y())
        # above the side hand, kept inside the window
        y = a.y() - self.side_extent(seat) / 2 - half_h - 12
        x = max(half_w + 10, a.x()) if pos == "left" else min(w - half_w - 10, a.x())
        y = max(half_h + 8, y)
        if pos == "left" and self.players in (4, 5):
            # four players: the facts box holds the top-left corner; on a short table the left plate would lie
            # under it, so it moves beside the hand's top, towards the middle
            info = self.info.boundingRect().translated(self.info.pos())
            if y - half_h < info.bottom() + 6:
                x = a.x() + self.side_width(seat) / 2 + half_w + 12
                y = info.bottom() + 6 + half_h
        return QPointF(x, y)

    # layout -----------------------------------------------------------------
    def targets(self, view: View) -> dict[str, Target]:
        """Every visible card and where it belongs."""
        out: dict[str, Target] = {}
        cw, _ch = self.card_size()
        # the human's hand, fanned along a gentle arc
        hand = unique_keys(hand_order(view))
        self._fan(out, hand, self.human, faces=True)
        # the other seats: backs, or faces where the rules open the hand
        open_hands = profile(view.game).open_hands(view)
        for seat in range(self.players):
            if seat == self.human:
                continue
            if seat in open_hands:
                self._fan(out, unique_keys(list(open_hands[seat]), self._prefix(seat)), seat, faces=True)
            else:
                n = view.hand_sizes[seat] if seat < len(view.hand_sizes) else 0
                self._fan(out, [f"back:{seat}:{i}" for i in range(n)], seat, faces=False)
        # the talon (a pile of backs) and a turned-up card
        talon = profile(view.game).talon_size(view)
        tp = self.talon_pos()
        if talon == 2 and self.players == 3:
            for i in range(2):
                out[f"talon:{i}"] = Target(
                    QPointF(tp.x() + (i - 0.5) * cw * 0.32, tp.y()), (i - 0.5) * 14, 10 + i, None
                )
        else:
            for i in range(min(talon, 5)):
                out[f"talon:{i}"] = Target(QPointF(tp.x() - i * 1.2, tp.y() - i * 1.5), 0.0, 10 + i, None)
        # Ulti: the declarer's own laid-down talon, face down beside his hand; he may peek at it until the first
        # card is played — MAUSZ §9(2): "Lejátszás közben a talon megnézése tilos" (no looking at it during play)
        for i, code in enumerate(own_talon(view)):
            p = self.pile_pos(self.human)
            out[f"mytalon:{code}"] = Target(
                QPointF(p.x() + (i - 0.5) * cw * 0.42, p.y() - _ch * 0.08),
                (i - 0.5) * 10,
                60 + i,
                None,
                scale=0.62,
                source=self.anchor(self.human),
            )
        turn = profile(view.game).turn_up(view)
        if turn:
            out[turn] = Target(QPointF(tp.x() + cw * 1.12, tp.y()), 0.0, 30, turn)
        # the trick
        trick = self.held_trick if (self.held_trick and not view.trick) else view.trick
        c = self.centre()
        keys = unique_keys([code for _seat, code in trick], "trick:" if self.multiset else "")
        for i, ((seat, code), key) in enumerate(zip(trick, keys)):
            off = self._trick_offset(seat)
            out[key] = Target(c + off, _tilt(code), 100 + i, code, source=self.anchor(seat))
        # cards lying face up in front of a seat (MÜ's revealed bid cards, Meinz's point cards)
        for seat, codes in profile(view.game).shown_cards(view).items():
            self._lay_shown(out, seat, codes)
        # won tricks: one back per trick, slightly fanned
        for seat in range(self.players):
            n = self.shown_won(view, seat)
            p = self.pile_pos(seat)
            for i in range(n):
                out[f"won:{seat}:{i}"] = Target(
                    QPointF(p.x() + i * cw * 0.07, p.y() - i * 0.8), 0.0, 50 + i, None, scale=0.62
                )
        return out

    def shown_won(self, view: View, seat: int) -> int:
        """Tricks shown in a seat's pile: a trick still held on the table is not in the pile yet."""
        n = view.tricks_won[seat] if seat < len(view.tricks_won) else 0
        if self.held_trick and not view.trick and self._hold_base is not None and seat < len(self._hold_base):
            n = min(n, self._hold_base[seat])
        return n

    def _trick_offset(self, seat: int) -> QPointF:
        cw, ch = self.card_size()
        pos, frac = self.slot(seat)
        if pos == "top" and self.top_seats() > 1:
            return QPointF((frac - 0.5) * cw * 2.6, -ch * 0.24)
        return {
            "bottom": QPointF(0, ch * (0.24 if self.players == 2 else 0.3)),
            "top": QPointF(0, -ch * 0.24),
            "left": QPointF(-cw * 0.82, -ch * 0.08),
            "right": QPointF(cw * 0.82, -ch * 0.08),
        }[pos]

    def _fan(self, out: dict[str, Target], keys: list[str], seat: int, faces: bool) -> None:
        n = len(keys)
        if not n:
            return
        cw, ch = self.card_size()
        w, _h = self._size
        pos = self.position(seat)
        a = self.anchor(seat)
        if pos == "bottom":
            room = w * 0.78 - cw
            step = min(cw * 0.72, room / max(1, n - 1))
            for i, key in enumerate(keys):
                t = i - (n - 1) / 2
                x = a.x() + t * step
                y = a.y() + (t * t) * ch * 0.0025
                out[key] = Target(QPointF(x, y), t * 1.6, 200 + i, key_code(key) if faces else None)
            return
        scale = 0.62 if not faces else 0.72
        if pos == "top":
            step = min(cw * scale * (0.55 if faces else 0.3), (w * 0.5 / self.top_seats()) / max(1, n))
            for i, key in enumerate(keys):
                t = i - (n - 1) / 2
                out[key] = Target(
                    QPointF(a.x() + t * step, a.y()),
                    0.0 if faces else 180.0,
                    200 + i,
                    key_code(key) if faces else None,
                    scale=scale,
                )
            return
        # left / right: an open hand stands upright in one column per suit, each overlapping downwards like a
        # patience column, so every rank and (from each column's last card) the suit can be read
        if faces:
            columns = self.open_columns(seat)
            step = self._open_step()
            top = a.y() - self.side_extent(seat) / 2 + ch * scale / 2
            dx = cw * scale * OPEN_COLUMN_GAP
            for ci, column in enumerate(columns):
                x = a.x() + (ci - (len(columns) - 1) / 2) * dx
                for j, key in enumerate(column):
                    out[key] = Target(QPointF(x, top + j * step), 0.0, 200 + ci * 20 + j, key_code(key), scale=scale)
            return
        # backs turned sideways in a tight fan
        step = self._side_step(seat, n)
        rot = 90.0 if pos == "left" else -90.0
        for i, key in enumerate(keys):
            t = i - (n - 1) / 2
            out[key] = Target(
                QPointF(a.x(), a.y() + t * step), rot, 200 + i, key_code(key) if faces else None, scale=scale
            )

    def _prefix(self, seat: int) -> str:
        """Item keys of another seat's open cards: their own, when the deck has copies of a code."""
        return f"open{seat}:" if self.multiset else ""

    def _lay_shown(self, out: dict[str, Target], seat: int, codes: list[str]) -> None:
        """Face-up cards in front of a seat, between its hand and the trick, small and overlapping."""
        if not codes:
            return
        cw, ch = self.card_size()
        a, c = self.anchor(seat), self.centre()
        pos = self.position(seat)
        t = 0.42 if pos == "bottom" else 0.5
        mid = a * (1 - t) + c * t
        scale = 0.5
        if pos == "bottom":
            mid = QPointF(mid.x() - cw * 2.2, a.y() - ch * 0.95)
        elif pos == "top" and self.top_seats() > 1 and seat < len(self.plates):
            # a shared top edge: the plate hangs under the hand, the cards lie under the plate
            plate = self.plate_pos(seat)
            mid = QPointF(a.x(), plate.y() + self.plates[seat]._h / 2 + ch * scale / 2 + 6)
        elif pos in ("left", "right") and self.top_seats() > 1:
            mid = QPointF(mid.x(), mid.y() + ch * 0.4)  # below the top seats' cards
        step = cw * scale * 0.62
        # many cards (a big MÜ bid) wrap into overlapping rows, away from the trick, each row's indices readable
        per_row = 8 if pos == "bottom" or (pos == "top" and self.top_seats() == 1) else 5
        width = min(len(codes), per_row)
        down = pos in ("left", "right") or (pos == "top" and self.top_seats() > 1)  # away from the trick or plate
        dy = ch * scale * 0.42 * (1 if down else -1)
        rows = (len(codes) + per_row - 1) // per_row
        for i, key in enumerate(unique_keys(codes, f"shown{seat}:")):
            row, col = divmod(i, per_row)
            x = mid.x() + (col - (width - 1) / 2) * step
            z = 80 + i if dy > 0 else 80 + (rows - 1 - row) * per_row + col  # the row in front shows its top
            out[key] = Target(QPointF(x, mid.y() + row * dy), 0.0, z, key_code(key), scale=scale, source=a)

    def show(self, view: View, *, hold_trick: list[tuple[int, str]] | None = None, dealing: bool = False) -> int:
        """Move every card to where ``view`` puts it; returns the animation length in ms."""
        self._stop_anim()  # cards still moving jump to where the last view put them, then move on from there
        previous = self.view_data
        # a held trick is gathered later: compare with the counts from before it was complete
        if hold_trick and self._hold_base is None and previous is not None:
            self._hold_base = list(previous.tricks_won)
        base = self._hold_base if self._hold_base is not None else (previous.tricks_won if previous else None)
        winner = _gather_winner(base, view)
        self.view_data = view
        self.held_trick = hold_trick
        targets = self.targets(view)
        if not hold_trick:
            self._hold_base = None
        duration = SPEEDS.get(self.speed, 300)
        group = QParallelAnimationGroup(self)
        cw, ch = self.card_size()
        longest = 0
        deal_index = 0
        # cards that leave: gathered to a pile, or discarded to the talon side
        for key in list(self.items_by_key):
            if key in targets:
                continue
            item = self.items_by_key.pop(key)
            if duration and item.isVisible():
                dest = self.pile_pos(winner) if winner is not None else self.talon_pos()
                if key.startswith("mytalon:"):
                    dest = item.pos()  # the peeking ends: the pair fades where it lies
                anim = _move(item, dest, 0.0 if winner is None else item.rotation(), duration)
                anim.finished.connect(lambda it=item: self._drop(it))
                group.addAnimation(anim)
                fade = QPropertyAnimation(item, b"opacity", group)
                fade.setDuration(duration)
                fade.setStartValue(1.0)
                fade.setEndValue(0.0)
                fade.setEasingCurve(QEasingCurve.Type.InQuad)
                group.addAnimation(fade)
                longest = max(longest, duration)
            else:
                self._drop(item)
        for key, t in targets.items():
            item = self.items_by_key.get(key)
            width, height = cw * t.scale, ch * t.scale
            if item is None:
                item = self._new_item(key, t.code, width, height)
                start = t.source
                if start is None:
                    start = self._source_for(key, previous, view, dealing)
                item.setPos(start)
                item.setRotation(t.rotation)
                if duration and start != t.pos:
                    delay = deal_index * duration * 0.18 if dealing else 0
                    deal_index += 1
                    seq = QSequentialAnimationGroup(group)
                    if delay:
                        seq.addAnimation(QPauseAnimation(int(delay), seq))
                    seq.addAnimation(_move(item, t.pos, t.rotation, duration))
                    group.addAnimation(seq)
                    longest = max(longest, int(delay + duration))
                else:
                    item.setPos(t.pos)
            else:
                if item.code != t.code:
                    item.code = t.code
                    self._paint_pixmap(item, width)
                item.setOpacity(1.0)
                if duration and (item.pos() != t.pos or item.rotation() != t.rotation):
                    group.addAnimation(_move(item, t.pos, t.rotation, duration))
                    longest = max(longest, duration)
                else:
                    item.setPos(t.pos)
                    item.setRotation(t.rotation)
            if item.size() != (width, height):
                item.set_size(width, height)
                self._paint_pixmap(item, width)
            item.setZValue(t.z)
        # the card that takes a finished trick gets a gold rim while the trick waits to be gathered
        taker = dict(hold_trick or []).get(winner) if hold_trick and winner is not None else None
        for key, item in self.items_by_key.items():
            flag = key == taker
            if item.marked != flag:
                item.marked = flag
                item.update()
        self._place_labels(view)
        self._label_own_talon(view)
        if group.animationCount():
            self._anim = group
            group.start()
        return longest

    def _source_for(self, key: str, previous: View | None, view: View, dealing: bool) -> QPointF:
        if dealing or previous is None:
            # dealt from the dealer's side of the table
            return self.talon_pos() if self.players == 2 else self.anchor(view.dealer) * 0.5 + self.centre() * 0.5
        if key.startswith("back:"):
            return self.talon_pos()
        if key.startswith("won:"):
            return self.centre()
        return self.talon_pos()

    def _new_item(self, key: str, code: str | None, width: float, height: float) -> CardItem:
        item = CardItem(key, code, width, height)
        self._paint_pixmap(item, width)
        item.clicked.connect(self.card_clicked)
        item.dropped.connect(self._on_drop)
        self.addItem(item)
        self.items_by_key[key] = item
        return item

    def _paint_pixmap(self, item: CardItem, width: float) -> None:
        w = max(8, round(width))
        if item.code is None:
            item.set_pixmap(self.pixmaps.back(self.deck, w, self.dpr))
        else:
            item.set_pixmap(self.pixmaps.face(self.deck, item.code, w, self.dpr))
        if item.key.startswith("mytalon:"):
            code = item.key.split(":", 1)[1]
            item.peek = self.pixmaps.face(self.deck, code, w, self.dpr)

    def _label_own_talon(self, view: View) -> None:
        cards = own_talon(view)
        if not cards:
            return
        names = ", ".join(texts.card_name(view.game, c) for c in cards)
        tip = self.tr("Your talon: {cards}. You may look at it until the first card is played (MAUSZ 9. § (2)).")
        for code in cards:
            item = self.items_by_key.get(f"mytalon:{code}")
            if item is not None:
                item.setToolTip(tip.format(cards=names))

    def _sharpen(self) -> None:
        for item in self.items_by_key.values():
            self._paint_pixmap(item, item.size()[0])

    def _drop(self, item: CardItem) -> None:
        if item.scene() is self:
            self.removeItem(item)

    def _stop_anim(self) -> None:
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
            # jump every card to its end place (the stopped animations leave them mid-way)
            if self.view_data is not None and self.items_by_key:
                self._settle()
            for item in list(self.items()):
                if isinstance(item, CardItem) and item.key not in self.items_by_key:
                    self.removeItem(item)

    def _settle(self) -> None:
        targets = self.targets(self.view_data) if self.view_data else {}
        for key, item in self.items_by_key.items():
            t = targets.get(key)
            if t is not None:
                item.setPos(t.pos)
                item.setRotation(t.rotation)
                item.setOpacity(1.0)

    def finish_animations(self) -> None:
        """Jump every running animation to its end."""
        self._stop_anim()

    def relayout(self) -> None:
        """Put everything where the current size says, without animation."""
        self._stop_anim()
        if self.view_data is not None:
            targets = self.targets(self.view_data)
            cw, ch = self.card_size()
            for key, item in self.items_by_key.items():
                t = targets.get(key)
                if t is None:
                    continue
                item.set_size(cw * t.scale, ch * t.scale)
                item.setPos(t.pos)
                item.setRotation(t.rotation)
            self._place_labels(self.view_data)
        self._place_plates()
        self.relaid.emit()

    def _card_rects(self) -> list[QRectF]:
        """Where the cards lie (their targets, so a card still moving counts where it will be)."""
        if self.view_data is None:
            return []
        cw, ch = self.card_size()
        out = []
        for t in self.targets(self.view_data).values():
            w, h = cw * t.scale, ch * t.scale
            if abs(t.rotation) % 180 > 45:
                w, h = h, w
            out.append(QRectF(t.pos.x() - w / 2, t.pos.y() - h / 2, w, h))
        return out

    def relayout_labels(self) -> None:
        """Place the plates and the info box again (their sizes changed)."""
        self._place_plates()

    def _place_plates(self) -> None:
        w = self._size[0]
        plate_max = max(150.0, w * 0.24)
        if self.top_seats() > 1:  # plates along a shared top edge share its width
            plate_max = min(plate_max, max(110.0, w / (self.top_seats() + 1) - 16))
        h = self._size[1]
        # a short window keeps the box to the facts a player glances at most (the rest in its tooltip)
        max_lines = 4 if h < 620 else (6 if h < 760 else 0)
        width = max(200.0, w - 2 * (plate_max + 20) - 20) if self.players == 3 else w * 0.4
        self.info.set_max_width(width, max_lines)
        if self.players == 3:
            # three players leave the top middle free: the facts go there, clear of the side seats
            self.info.setPos(self._size[0] / 2 - self.info.boundingRect().width() / 2, 10)
        else:
            self.info.setPos(12, 10)
        for seat, plate in enumerate(self.plates):  # after the facts box: a top plate keeps clear of it
            if plate.max_w != plate_max:
                plate.max_w = plate_max
                plate.prepareGeometryChange()
                plate._measure()
            plate.setPos(self.plate_pos(seat))
        # a small table (800×560, or the coach open) leaves some plates on the facts box or on each other: each
        # plate, the human's first, moves the shortest way clear of what is already placed, inside the table
        taken = [self.info.sceneBoundingRect()] if self.info.isVisible() else []
        table = QRectF(0, 0, *self._size)
        cards = card_areas(self._card_rects())
        for seat in sorted(range(len(self.plates)), key=lambda s: (s - self.human) % max(1, self.players)):
            plate = self.plates[seat]
            if not plate.isVisible():
                continue
            r = plate.sceneBoundingRect()
            clear = clear_of(r, taken, table, cards)
            if clear != r:
                plate.setPos(plate.pos() + clear.center() - r.center())
            taken.append(clear)

    def _place_labels(self, view: View) -> None:
        cw, ch = self.card_size()
        talon = profile(view.game).talon_size(view)
        tp = self.talon_pos()
        self.talon_label.set_text(str(talon) if talon > 2 else "")
        self.talon_label.setPos(tp.x(), tp.y() + ch * 0.5 + 14)
        for seat, lab in enumerate(self.won_labels):
            n = self.shown_won(view, seat)
            lab.set_text(str(n) if n else "")
            p = self.pile_pos(seat)
            lab.setPos(p.x() + n * cw * 0.035, p.y() + ch * 0.31 + 12)
        p = self.pile_pos(self.human)
        self.own_talon_label.set_text(self.tr("your talon") if own_talon(view) else "")
        self.own_talon_label.setPos(p.x(), p.y() + ch * 0.31 + 12)
        self._place_plates()

    def set_plates(self, scores: list[str], statuses: list[str], tags: list[str], active: int | None) -> None:
        """Names, scores, each seat's last word, and whose turn it is."""
        for seat, plate in enumerate(self.plates):
            name = self.names[seat] if seat < len(self.names) else profile(self.game).position_name(seat)
            plate.set_content(
                name or f"Seat {seat + 1}",
                scores[seat] if seat < len(scores) else "",
                statuses[seat] if seat < len(statuses) else "",
                tags[seat] if seat < len(tags) else "",
                active == seat,
            )
        self._place_plates()

    # interaction --------------------------------------------------------------
    def hand_items(self) -> list[CardItem]:
        """The human's hand, left to right."""
        if self.view_data is None:
            return []
        keys = unique_keys(hand_order(self.view_data))
        table = profile(self.view_data.game)
        if table.shown_in_hand:
            keys += unique_keys(table.shown_cards(self.view_data).get(self.human, []), f"shown{self.human}:")
        return [self.items_by_key[k] for k in keys if k in self.items_by_key]

    def set_hand_state(self, playable: set[str], reasons: dict[str, str], selected: set[str], selecting: bool) -> None:
        """Highlight playable cards, dim the others (with the reason as tooltip), mark the selection (item keys)."""
        for item in self.hand_items():
            code = item.code or ""
            flags = (code in playable or selecting, bool(playable) and not selecting and code not in playable)
            state = (*flags, item.key in selected)
            item.setToolTip(reasons.get(code, ""))
            if state == (item.interactive, item.dimmed, item.selected):
                continue  # repainting (and re-caching) every card of the hand after each move costs frames
            item.interactive, item.dimmed, item.selected = state
            item.setCursor(Qt.CursorShape.PointingHandCursor if item.interactive else Qt.CursorShape.ArrowCursor)
            item.refresh()

    def mark_cards(self, codes: list[str]) -> None:
        """Put a gold rim on these cards of the hand (the coach's advice)."""
        wanted = set(codes)
        for item in self.hand_items():
            flag = item.code in wanted
            if item.marked != flag:
                item.marked = flag
                item.update()

    def set_focus_card(self, key: str | None) -> None:
        """Draw the keyboard focus ring on the card with item key ``key``."""
        for item in self.hand_items():
            focused = item.key == key
            if item.focused != focused:
                item.focused = focused
                item.refresh()

    def _on_drop(self, key: str, scene_pos: QPointF) -> None:
        item = self.items_by_key.get(key)
        _cw, ch = self.card_size()
        on_trick = scene_pos.y() < self.anchor(self.human).y() - ch * 0.55
        if item is not None:
            item.setPos(item.home())
        self.card_dropped.emit(key, on_trick)

    def refuse_card(self, code: str, reason: str) -> None:
        """A refused card shakes briefly and its reason appears just above it (until the next move)."""
        item = self.items_by_key.get(code)
        if item is None:
            return
        home = item.pos()
        shake = QSequentialAnimationGroup(self)
        for dx in (-7.0, 7.0, -5.0, 5.0, -2.0, 0.0):
            step = QPropertyAnimation(item, b"pos", shake)
            step.setDuration(45)
            step.setEndValue(QPointF(home.x() + dx, home.y()))
            shake.addAnimation(step)
        shake.start(QSequentialAnimationGroup.DeletionPolicy.DeleteWhenStopped)
        _cw, ch = self.card_size()
        self.refusal_label.set_text(reason)
        w = self._size[0]
        half = self.refusal_label.boundingRect().width() / 2
        self.refusal_label.setPos(min(max(half + 8, home.x()), w - half - 8), home.y() - ch * 0.62 - 14)

    def clear_refusal(self) -> None:
        """Take the refusal note off the table."""
        self.refusal_label.set_text("")

    def item_for(self, code: str) -> CardItem | None:
        """The (first) item of the human's hand showing ``code``."""
        return self.items_by_key.get(code)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        w, h = self._size
        g = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        g.setColorAt(0.0, QColor("#2a6b53"))
        g.setColorAt(0.6, FELT)
        g.setColorAt(1.0, FELT_DARK)
        painter.fillRect(rect, QBrush(g))
        # a faint oval marks the playing area
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 16), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        c = self.centre()
        cw, ch = self.card_size()
        painter.drawEllipse(c, cw * 2.3, ch * 0.95)


def _move(item: CardItem, pos: QPointF, rotation: float, duration: int) -> QParallelAnimationGroup:
    g = QParallelAnimationGroup()
    a = QPropertyAnimation(item, b"pos", g)
    a.setDuration(duration)
    a.setEndValue(pos)
    a.setEasingCurve(QEasingCurve.Type.OutCubic)
    g.addAnimation(a)
    r = QPropertyAnimation(item, b"rotation", g)
    r.setDuration(duration)
    r.setEndValue(rotation)
    r.setEasingCurve(QEasingCurve.Type.OutCubic)
    g.addAnimation(r)
    return g


def clear_of(rect: QRectF, taken: list[QRectF], bounds: QRectF, cards: list[QRectF] = (), gap: float = 2.0) -> QRectF:  # type: ignore[assignment]
    """``rect`` where it is if it lies on none of ``taken``, else moved clear of them, inside ``bounds``.

    The places tried lie beside (below, right, left, above) whatever the rect covers, a few steps out; the
    best covers nothing taken, then as little of the ``cards`` as it can, then moves least.
    """

    def inside(r: QRectF) -> QRectF:
        dx = max(bounds.left() - r.left(), 0.0) or min(bounds.right() - r.right(), 0.0)
        dy = max(bounds.top() - r.top(), 0.0) or min(bounds.bottom() - r.bottom(), 0.0)
        return r.translated(dx, dy)

    def area(r: QRectF, rects: list[QRectF]) -> float:
        total = 0.0
        for t in rects:
            if r.intersects(t):
                o = r.intersected(t)
                total += o.width() * o.height()
        return total

    def cost(r: QRectF) -> tuple[float, float, float]:
        moved = abs(r.center().x() - rect.center().x()) + abs(r.center().y() - rect.center().y())
        return area(r, taken), area(r, cards), moved

    start = inside(rect)
    if area(start, taken) == 0:
        return start
    seen = [start]
    frontier = [start]
    for _ in range(3):
        new = []
        for r in frontier:
            for t in [*taken, *cards]:
                if not r.intersects(t):
                    continue
                for m in (
                    r.translated(0, t.bottom() + gap - r.top()),
                    r.translated(t.right() + gap - r.left(), 0),
                    r.translated(t.left() - gap - r.right(), 0),
                    r.translated(0, t.top() - gap - r.bottom()),
                ):
                    m = inside(m)
                    if all(abs(m.x() - o.x()) > 0.5 or abs(m.y() - o.y()) > 0.5 for o in seen):
                        seen.append(m)
                        new.append(m)
        frontier = sorted(new, key=cost)[:8]  # the most promising go a step further
    return min(seen, key=cost)


def card_areas(rects: list[QRectF]) -> list[QRectF]:
    """Overlapping card rectangles merged into one per hand, pile or row."""
    areas: list[QRectF] = []
    for r in rects:
        r = QRectF(r)
        merged = True
        while merged:
            merged = False
            for a in areas:
                if a.intersects(r):
                    areas.remove(a)
                    r = r.united(a)
                    merged = True
                    break
        areas.append(r)
    return areas


def seat_slots(players: int) -> list[tuple[str, float]]:
    """Each seat's (side, place along the top) by its distance from the human, for 2 to 6 players."""
    if players <= 2:
        return [("bottom", 0.5), ("top", 0.5)][:players]
    sides = players - 1  # everyone but the human: right, then over the top, then left
    if sides == 2:
        return [("bottom", 0.5), ("right", 0.5), ("left", 0.5)]
    tops = sides - 2
    along = [("top", 1 - (i + 1) / (tops + 1)) for i in range(tops)]  # right to left, as play goes round
    return [("bottom", 0.5), ("right", 0.5), *along, ("left", 0.5)]


def unique_keys(codes: list[str], prefix: str = "") -> list[str]:
    """Item keys for cards: the code, and ``code~n`` for the n-th repeat (decks with copies, NJET's and MÜ's)."""
    seen: dict[str, int] = {}
    out = []
    for code in codes:
        n = seen.get(code, 0)
        seen[code] = n + 1
        out.append(f"{prefix}{code}~{n}" if n else f"{prefix}{code}")
    return out


def key_code(key: str) -> str:
    """The card code an item key shows (``code~n`` -> ``code``; ``trick:code`` -> ``code``)."""
    return key.rsplit(":", 1)[-1].split("~", 1)[0]


def hand_order(view: View) -> list[str]:
    """The human's hand in the order a player of the game sorts it."""
    return profile(view.game).hand_order(view)


def own_talon(view: View) -> list[str]:
    """Cards the human laid down that he may still look at (Ulti's talon before the first card)."""
    return profile(view.game).own_talon(view)


def _tilt(code: str) -> float:
    """A small fixed tilt per card, so a trick looks laid down by hand."""
    return (sum(map(ord, code)) * 37 % 9 - 4) * 1.1


def _gather_winner(before: list[int] | None, view: View) -> int | None:
    """The seat whose trick count grew since ``before`` (the trick's winner)."""
    if before is None:
        return None
    for seat in range(min(len(before), len(view.tricks_won))):
        if view.tricks_won[seat] > before[seat]:
            return seat
    return None


class TableView(QGraphicsView):
    """The widget showing the table; resizes the scene with it and plays cards by keyboard."""

    key_move = Signal(int)  # -1 left, +1 right
    key_activate = Signal()

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the felt's radial light is drawn once per size, not under every moving card each frame
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.set_size(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(self.table.sceneRect())
        self.centerOn(size.width() / 2, size.height() / 2)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.key_move.emit(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.key_activate.emit()
        else:
            super().keyPressEvent(event)
