"""Was sticht?'s board under the table: the nine rows (or the task cards in the middle) and every seat's tasks.

Laid out horizontally in one strip of ``HEIGHT`` pixels so it fits an 800×560 window. The layout is a list of
``Item``s computed from ``board_data(view)`` (tests read it; painting only draws it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from cardtable.engine.protocol import Action, View
from cardtable.games.was_sticht.facts import WasStichtFacts
from cardtable.ui import i18n, texts
from cardtable.ui.board_keys import Spot, SpotCursor
from cardtable.ui.profiles.base import Board, sayer
from cardtable.words.was_sticht import WORDS

ROWS = 9
TABLE = -1  # the 3-player "table" in a practice trick

say = sayer("was-sticht")


def card_name(code: str) -> str:
    """A number card's name: "red 5" / "piros 5"."""
    return texts.card_name("was-sticht", code)


def task_name(kind: str, form: str = "task") -> str:
    """A task card's name ("Nincs piros lap"), short name ("task-short") or what it asks ("task-rule")."""
    return WORDS.task(kind, i18n.current(), form)


def _seat_of(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass(frozen=True)
class RowColumn:
    """One of the nine rows on the board: its cards, who took each, the practice trick's winner."""

    row: int
    cards: tuple[tuple[str, int | None], ...]  # (code, taker seat / -1 table / None still lying)
    winner: int | None  # seat, -1 for the table, None while the row is not played out
    current: bool
    monster: int | None  # the monster holder, for the current row


@dataclass(frozen=True)
class SeatTasks:
    """One seat's task cards as the human's view shows them."""

    seat: int
    tasks: tuple[str, ...]
    shown: str | None  # the task revealed (all have chosen), or the human's own secret choice
    secret: bool  # ``shown`` is the human's own choice, not yet revealed to the others
    chosen: bool  # has chosen (the others do not learn what)
    chooses: bool  # takes part in the choice (not the start player)
    returned: str | None
    made_by_start: bool = False  # the start player fulfilled this seat's shown task, which it failed


@dataclass(frozen=True)
class BoardData:
    """What the board shows: the task pool (during the task draft) or the rows, and every seat's tasks."""

    pool: tuple[tuple[str, int], ...]
    rows: tuple[RowColumn, ...]
    seats: tuple[SeatTasks, ...]
    step: str
    # the human's legal actions now (its clickable cards and tasks) by kind and what they name: a task or a card code
    legal: Mapping[tuple[str, str], Action] = field(default_factory=dict)


def board_data(view: View) -> BoardData:
    """Read the board's contents from the view alone."""
    facts = cast(WasStichtFacts, view.facts)
    step = facts.step
    pool_map = facts.task_pool if isinstance(facts.task_pool, dict) else {}
    pool = tuple((k, int(n)) for k, n in pool_map.items() if n)
    rows: list[RowColumn] = []
    if step != "tasks":
        tricks = facts.draft_tricks
        winners = facts.draft_winners
        lying = facts.rows
        current = _seat_of(facts.row) if step == "draft" else None
        for r in range(ROWS):
            if r < len(tricks):
                cards = tuple((str(code), _seat_of(p)) for p, code in tricks[r])
                rows.append(RowColumn(r, cards, winners[r] if r < len(winners) else None, False, None))
            else:
                left = tuple((str(code), None) for code in (lying[r] if r < len(lying) else []))
                monster = _seat_of(facts.monster) if r == current else None
                rows.append(RowColumn(r, left, None, r == current, monster))
    tasks = facts.tasks
    shown = facts.shown
    chosen = facts.chosen
    returned = facts.returned
    mine = facts.my_choice
    start = _seat_of(facts.start)
    made = {s for s in facts.start_fulfils if isinstance(s, int)}
    seats = []
    for s in range(view.players):
        revealed = shown[s] if s < len(shown) and isinstance(shown[s], str) else None
        secret = revealed is None and s == view.seat and isinstance(mine, str)
        seats.append(
            SeatTasks(
                seat=s,
                tasks=tuple(tasks[s]) if s < len(tasks) else (),
                shown=revealed if revealed is not None else (mine if secret else None),
                secret=secret,
                chosen=bool(chosen[s]) if s < len(chosen) else False,
                chooses=s != start and step in ("choose", "play", "return", "over"),
                returned=returned[s] if s < len(returned) and isinstance(returned[s], str) else None,
                made_by_start=s in made,
            )
        )
    codes = view.deck.codes
    legal = {(a.kind, a.arg or codes[a.cards[0]]): a for a in view.legal_actions} if view.to_move == view.seat else {}
    return BoardData(pool, tuple(rows), tuple(seats), step, legal)


HEIGHT = 108
MARGIN = 8
COL_W, WIDE_COL_W = 38, 50  # one row's column; wider (room for the winners' names) in a wide window
WIDE = 1000
CARD_W, CARD_H, CARD_STEP = 30, 16, 18
CHIP_H = 18
LINE_H = 22
CARD_COLOURS = {"R": "#cf4037", "B": "#3a76c6", "Y": "#e5c02d", "G": "#3d9a55"}
INK, DIM, GOLD, GREEN, MONSTER = "#ece6d2", "#9fb3a8", "#f2c75c", "#86cf8a", "#c9a2ef"


@dataclass(frozen=True)
class Item:
    """One thing drawn on the board: a card, a chip (task card), or a text."""

    kind: str  # "card", "slot", "chip", "text"
    rect: QRectF
    text: str = ""  # what is written (a card: its number)
    code: str = ""  # a card's code / a chip's task id
    style: str = ""  # card: won, table, current; chip: shown, secret, returned, failed; text: its colour
    tip: str = ""
    action: Action | None = None  # the action a click sends (only while the human may take it)


class RowsWidget(QWidget):
    """Paints the board's items and shows their tooltips; a click on a card of the row or a task card acts."""

    chosen = Signal(object)  # the Action a click takes: "take R5", "task betli", "return most"

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("WasStichtBoard")
        self.setFixedHeight(HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(300)
        self.setMouseTracking(True)
        self.items: list[Item] = []
        self.data: BoardData | None = None
        self.names: list[str] = []
        self.human = 0
        self.font_small = QFont()
        self.font_small.setPixelSize(10)
        self.font_text = QFont()
        self.font_text.setPixelSize(11)
        self.font_bold = QFont(self.font_text)
        self.font_bold.setBold(True)
        self.font_card = QFont()
        self.font_card.setPixelSize(12)
        self.font_card.setBold(True)
        self.keys = SpotCursor(self, self.spots, self.chosen.emit)
        self.setAccessibleName(say("board.name"))

    def spots(self) -> list[Spot]:
        """The cards and task cards the human may take, choose or return now (the keyboard's places)."""
        return [Spot(i.rect, i.action, i.tip or i.text) for i in self.items if i.action is not None]

    # layout -----------------------------------------------------------------------------------------------------
    def name(self, seat: int | None) -> str:
        """A seat's name on the board ("You" for the human, "table" for the 3-player table)."""
        if seat == TABLE:
            return say("word.table")
        if seat is None:
            return ""
        if seat == self.human:
            return say("word.You")
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    def relayout(self) -> None:
        """Recompute the items for the widget's width."""
        self.items = []
        data = self.data
        if data is None:
            self.update()
            return
        left = MARGIN
        if data.step == "tasks":
            right_of_left = self._lay_pool(data, left)
        else:
            right_of_left = self._lay_rows(data, left)
        self._lay_tasks(data, right_of_left + 14)
        self.setAccessibleName(say("board.name"))
        self.keys.moved()

    def _text(self, x: float, y: float, w: float, text: str, colour: str = INK, tip: str = "", font: str = "") -> None:
        self.items.append(Item("text", QRectF(x, y, w, 13), text, "", f"{colour}{font}", tip))

    def _lay_pool(self, data: BoardData, left: float) -> float:
        self._text(left, 1, 3 * 116, say("board.pool"), DIM)
        if not data.pool:
            self._text(left, 20, 3 * 116, say("board.none-left"), DIM)
        for i, (kind, n) in enumerate(data.pool):
            col, line = divmod(i, 4)
            rect = QRectF(left + col * 116, 17 + line * (CHIP_H + 4), 110, CHIP_H)
            action = data.legal.get(("task", kind))
            label, tip = task_name(kind, "task-short") + f" ×{n}", task_name(kind, "task-rule")
            self.items.append(Item("chip", rect, label, kind, "", tip, action))
        return left + 3 * 116 - 6

    def _lay_rows(self, data: BoardData, left: float) -> float:
        col_w = WIDE_COL_W if self.width() >= WIDE else COL_W
        for col in data.rows:
            x = left + col.row * col_w
            colour = GOLD if col.current else DIM
            self._text(x, 1, col_w - 4, str(col.row + 1), colour, font="b" if col.current else "")
            for i in range(4):
                rect = QRectF(x + 2 + (col_w - COL_W) / 2, 16 + i * CARD_STEP, CARD_W, CARD_H)
                if i >= len(col.cards):
                    self.items.append(Item("slot", rect))
                    continue
                code, taker = col.cards[i]
                if taker is None:
                    style = "current" if col.current else ""
                    tip = say("board.card-row", card=card_name(code), row=col.row + 1)
                else:
                    style = "won" if taker == col.winner else ("table" if taker == TABLE else "")
                    tip = say("board.card-of", card=card_name(code), name=self.name(taker))
                action = data.legal.get(("take", code))
                self.items.append(Item("card", rect, code[1:], code, style, tip, action))
            y = 16 + 4 * CARD_STEP + 2
            if col.winner is not None:
                tip = say("board.won-by", row=col.row + 1, name=self.name(col.winner))
                self._text(x, y, col_w - 2, self.name(col.winner), GOLD, tip, "b")
            elif col.monster is not None:
                tip = say("board.monster-tip", name=self.name(col.monster), row=col.row + 1)
                self._text(x, y, 3 * col_w - 2, "◆ " + self.name(col.monster), MONSTER, tip)  # the next rows' are empty
        return left + ROWS * col_w

    def _lay_tasks(self, data: BoardData, left: float) -> None:
        width = self.width() - MARGIN
        self._text(left, 1, width - left, say("board.tasks"), DIM)
        fm = QFontMetricsF(self.font_text)
        fb = QFontMetricsF(self.font_bold)
        name_w = min(84.0, max((fb.horizontalAdvance(self.name(s.seat)) for s in data.seats), default=40) + 8)
        for i, seat in enumerate(data.seats):
            y = 16 + i * LINE_H
            self._text(left, y + 3, name_w - 4, self.name(seat.seat), INK, font="b")
            x = left + name_w
            highlighted = False
            chips: list[tuple[str, str, str]] = []
            for kind in seat.tasks:
                style = ""
                if seat.shown == kind and not highlighted:
                    style, highlighted = ("secret" if seat.secret else "shown"), True
                    if data.step in ("return", "over") and seat.returned is None:
                        style = "failed"  # its owner still holds it after the ninth trick
                tip = task_name(kind) + " — " + task_name(kind, "task-rule")
                if style == "secret":
                    tip += f" ({say('board.your-secret')})"
                elif style == "failed":
                    tip += f" ({say('board.failed')})"
                chips.append((kind, style, tip))
            if seat.returned is not None:
                chips.append((seat.returned, "returned", say("tag.returned", task=task_name(seat.returned))))
            for kind, style, tip in chips:
                label = ("✓ " if style == "returned" else "") + task_name(kind, "task-short")
                w = fm.horizontalAdvance(label) + 14
                if x + w > width:
                    self._text(x, y + 3, 14, "…", DIM)
                    break
                action = None
                if seat.seat == self.human and style != "returned":
                    action = data.legal.get(("task", kind)) or data.legal.get(("return", kind))
                self.items.append(Item("chip", QRectF(x, y, w, CHIP_H), label, kind, style, tip, action))
                x += w + 4
            status, tip = "", ""
            if seat.made_by_start:
                status = say("board.made-by-start")
            elif data.step == "choose" and seat.chooses and seat.tasks and seat.shown is None:
                status = say("board.chosen") if seat.chosen else say("board.choosing")
            elif data.step in ("choose", "play", "return", "over") and not seat.chooses and seat.returned is None:
                status, tip = say("board.no-choice"), say("board.no-choice-tip")
            if status and x + 20 < width:
                self._text(x + 2, y + 3, width - x - 2, status, DIM, tip)

    # painting -----------------------------------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        self.relayout()
        super().resizeEvent(event)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#123328"))
        p.drawRect(self.rect())
        for item in self.items:
            getattr(self, f"_paint_{item.kind}")(p, item)
        self.keys.paint(p)
        p.end()

    def _paint_text(self, p: QPainter, item: Item) -> None:
        colour, bold = item.style.rstrip("b"), item.style.endswith("b")
        font = self.font_bold if bold else (self.font_small if item.text.isdigit() else self.font_text)
        p.setFont(font)
        p.setPen(QColor(colour))
        text = QFontMetricsF(font).elidedText(item.text, Qt.TextElideMode.ElideRight, item.rect.width())
        p.drawText(item.rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)

    def _paint_slot(self, p: QPainter, item: Item) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#2c5546"), 1, Qt.PenStyle.DashLine))
        p.drawRoundedRect(item.rect, 3, 3)

    def _paint_card(self, p: QPainter, item: Item) -> None:
        fill = QColor(CARD_COLOURS.get(item.code[:1], "#777777"))
        if item.style == "table":
            fill.setAlpha(110)
        p.setBrush(fill)
        if item.style == "won":
            p.setPen(QPen(QColor(GOLD), 2))
        elif item.style == "current":
            p.setPen(QPen(QColor("#ffffff"), 1.5))
        else:
            p.setPen(QPen(QColor("#0c241c"), 1))
        p.drawRoundedRect(item.rect, 3, 3)
        p.setFont(self.font_card)
        p.setPen(QColor("#1d1a12" if item.code.startswith("Y") else "#ffffff"))
        p.drawText(item.rect, Qt.AlignmentFlag.AlignCenter, item.text)

    def _paint_chip(self, p: QPainter, item: Item) -> None:
        fills = {"shown": GOLD, "returned": GREEN, "failed": "#e0a99c", "secret": "#f4efe2", "": "#e7e1cf"}
        p.setBrush(QColor(fills.get(item.style, "#e7e1cf")))
        pen = QPen(QColor(GOLD), 2, Qt.PenStyle.DashLine) if item.style == "secret" else QPen(QColor("#0c241c"), 1)
        p.setPen(pen)
        if item.action:
            p.setPen(QPen(QColor(GOLD), 2))
        p.drawRoundedRect(item.rect, 5, 5)
        p.setFont(self.font_text)
        p.setPen(QColor("#1d1a12"))
        p.drawText(item.rect, Qt.AlignmentFlag.AlignCenter, item.text)

    # clicks and tooltips -------------------------------------------------------------------------------------------
    def item_at(self, x: float, y: float) -> Item | None:
        """The clickable item under a point, if any."""
        return next((i for i in self.items if i.action is not None and i.rect.contains(x, y)), None)

    def mouseMoveEvent(self, event) -> None:
        pos = event.position()
        hand = self.item_at(pos.x(), pos.y()) is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if hand else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        pos = event.position()
        item = self.item_at(pos.x(), pos.y()) if event.button() == Qt.MouseButton.LeftButton else None
        if item is not None:
            self.chosen.emit(item.action)
        super().mouseReleaseEvent(event)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            pos = event.pos()
            tip = next((i.tip for i in self.items if i.tip and i.rect.contains(pos.x(), pos.y())), "")
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def texts(self) -> list[str]:
        """Every text and tooltip the board shows (for checks that nothing reads raw)."""
        out = []
        for item in self.items:
            if item.kind != "card":
                out.append(item.text)
            if item.tip:
                out.append(item.tip)
        return out


class RowsBoard(Board):
    """Was sticht?'s board: fed the human's view on every change."""

    def __init__(self) -> None:
        self.rows = self.widget = RowsWidget()
        self.view: View | None = None

    def update(self, view: View, names: list[str]) -> None:
        self.view = view
        self.rows.names = list(names)
        self.rows.human = view.seat
        self.rows.data = board_data(view)
        self.rows.relayout()

    def retranslate(self) -> None:
        self.rows.relayout()
