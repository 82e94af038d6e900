"""NJET at the table: the board of five rows and its discs, teams by name, discards and passes by selection.

The words follow the Hungarian booklet (seed 002, "NJET"): korong (disc), kezdőjátékos, eldobás, aduszín,
szuperadu, zsákmány (a captured 0), szörnykártya (the monster card). Seats wear the board's player colours
(turquoise, pink, green, orange, lilac) on their discs, with their initials.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from cardtable.engine.protocol import Action, Line, View
from cardtable.games.njet.actions import BLOCK
from cardtable.games.njet.facts import NjetFacts
from cardtable.ui import i18n
from cardtable.ui.board_keys import Spot, SpotCursor
from cardtable.ui.profiles.base import Board, TableProfile, sayer
from cardtable.words.njet import DISCARD_RULES, POINTS, TRUMP_COLOURS, WORDS

SUITS = "BYRK"  # hand order: blue, yellow, red, black — light and dark alternate
SEAT_COLOURS = ("#35c2c2", "#f06ba8", "#5cb85c", "#f0953a", "#a98ad8")  # the player cards, seat by seat
DISCARD_MARKS = ("1", "2", "2≠0", "2→", "NJET")  # the discard row's spaces, as short as the board's pictures
SUIT_COLOURS = {"R": "#d8443a", "K": "#2b2b2b", "B": "#2f6fd0", "Y": "#e8c53a"}

say = sayer("njet")


def _facts(view: View) -> NjetFacts:
    """The public facts of the view's deal."""
    return cast(NjetFacts, view.facts)


@dataclass
class Table:
    """What the profile last saw of the table: the human's seat and the board's decisions (the names are the
    profile's own ``names``, which the window renames when the language changes).

    ``action_label``/``action_said`` get an action's text alone; names and the start player come from the last
    view the board showed (every action is worded after at least one such view of its deal).
    """

    human: int = -1
    start: int | None = None
    discard_rule: str | None = None


def _int(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


class NjetProfile(TableProfile):
    """NJET's table."""

    select_kinds = ("discard", "pass")  # the passed pair is chosen like a discard: select two cards
    list_chars = 60  # more than this in all labels goes into the drop-down (the bar must fit 800 pixels)
    plate_history = False  # a plate shows the seat's last word: the board already shows every disc and its placer

    def __init__(self, game: str) -> None:
        super().__init__(game)
        self.table = Table()

    # seats and options in words ------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """A seat as the human reads it: "you", or the player's name."""
        if seat == self.table.human:
            return say("word.you")
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return say("word.player-n", n=seat + 1)

    def seat_list(self, seats: list[int]) -> str:
        """Seats joined as a list is read: "Anna, Bence and you"."""
        return WORDS.seats(seats, i18n.current(), self.seat_name)

    def colour(self, letter: str | None, short: bool = False) -> str:
        """A colour's name ("red"), or the trump row's empty column ("no trump")."""
        return WORDS.colour(letter, i18n.current())

    def option(self, row: int, col: int, short: bool = False) -> str:
        """An option of the board in words: row 0-4, column 0-4 (``short``: as a plate or the facts box says it)."""
        return WORDS.option(row, col, i18n.current(), self.seat_name, short)

    def cards(self, codes: list[str]) -> str:
        """Cards by name: "blue 7 and red 3", or "two yellow 7s" for two copies of a card."""
        return WORDS.cards(codes, i18n.current())

    # words -----------------------------------------------------------------------------------------------------
    def action_label(self, a: Action) -> str:
        words = a.arg.split()  # block: row and column from 0; team: seats
        if a.kind == "block":
            r, c = map(int, words)
            return say("button.block", Row=say(f"row.{r}"), option=self.option(r, c))
        if a.kind == "team":
            team = [int(w) for w in words]
            partners = [s for s in team if s != self.table.start] if self.table.start in team else team
            if not partners:
                return say("button.alone")
            if len(self.names) == 5:
                key = "button.partner-2v3" if len(partners) == 1 else "button.partners-3v2"
                return say(key, names=", ".join(self.seat_name(s) for s in partners))
            return say("button.partner", names=self.seat_list(partners))
        if a.kind == "monster":
            seat = int(a.arg)
            if seat == self.table.human:
                return say("button.monster-me")
            return say("button.monster", name=self.seat_name(seat))
        return super().action_label(a)

    def action_said(self, a: Action | None) -> str:
        if a is None:
            rule = self.table.discard_rule
            key = "hidden-pass" if rule == "pass-2" else "hidden-discard" if rule else "hidden-exchange"
            return say(f"plate.{key}")
        words = a.arg.split()
        if a.kind == "block":
            r, c = map(int, words)
            return say("plate.block", row=say(f"row-short.{r}").lower(), option=self.option(r, c, short=True))
        if a.kind == "team":
            team = [int(w) for w in words]
            if self.table.start in team:
                partners = [s for s in team if s != self.table.start]
                return say("plate.partner", names=self.seat_list(partners)) if partners else say("plate.alone")
            return say("plate.team", names=self.seat_list(team))
        if a.kind == "monster":
            return say("plate.monster", name=self.seat_name(int(a.arg)))
        return super().action_said(a)

    def prompt(self, view: View) -> str:
        kinds = {a.kind for a in view.legal_actions}
        rule = _facts(view).discard_rule
        if "block" in kinds:
            return say("prompt.njet")
        if "team" in kinds:
            return say(f"prompt.team-{view.players}")
        if "monster" in kinds:
            return say("prompt.monster")
        if "pass" in kinds:
            return say("prompt.pass-2", name=self._right_hand(view))
        if "discard" in kinds and isinstance(rule, str) and WORDS.has(f"prompt.{rule}"):
            return say(f"prompt.{rule}")
        if "play" in kinds:
            return say("prompt.play" if view.trick else "prompt.lead")
        return super().prompt(view)

    def _right_hand(self, view: View) -> str:
        """The booklet's "right-hand neighbour": the seat playing just before the human. The table draws the next
        seat on the human's right, so the words name the player instead of a side."""
        seat = (view.seat - 1) % view.players
        return self.names[seat] if seat < len(self.names) else say("word.the-one-on-your-right")

    def select_button(self, view: View, selection: list[str]) -> str | None:
        """Passing reads "Pass to Csilla" once two cards are selected."""
        if not any(a.kind == "pass" for a in view.legal_actions):
            return None
        if len(selection) == 2:
            return say("button.pass-to", name=self._right_hand(view))
        return say("button.pass-two")

    # cards -------------------------------------------------------------------------------------------------------
    def hand_order(self, view: View) -> list[str]:
        """By colour, low to high; once the board is settled the trumps go right, the super-trump 0s above them."""
        trump = view.trump
        sup = _facts(view).super_trump

        def key(code: str) -> tuple[int, int]:
            colour, value = code[0], int(code[1:])
            if sup and colour == sup and value == 0:
                return (len(SUITS) + 1, 0)
            if trump and colour == trump:
                return (len(SUITS), value)
            return (SUITS.find(colour), value)

        return sorted(view.hand, key=key)

    def shown_cards(self, view: View) -> dict[int, list[str]]:
        """The captured 0s (zsákmány) lie face up in front of the seat that took them."""
        captured = _facts(view).captured
        if not isinstance(captured, list):
            return {}
        return {seat: list(codes) for seat, codes in enumerate(captured) if codes}

    # the facts box and the plates --------------------------------------------------------------------------------
    def facts(self, view: View) -> list[tuple[str, str]]:
        """While the board fills: discs still to place; then what it decided, and the tricks and captured 0s of
        the human's team against the other (short lines: the box shares the top-left corner with a seat)."""
        facts = _facts(view)
        board = facts.board
        out: list[tuple[str, str]] = []
        if facts.step == "njet" and isinstance(board, list):
            left = sum(max(0, sum(1 for v in row if v is None) - 1) for row in board)
            out.append((say("fact.discs"), str(left)))
            return out
        points = _int(facts.points_per_trick)
        if points is None:
            return out
        out.append((say("fact.trump"), self.colour(view.trump, short=True)))
        sup = facts.super_trump
        if sup in TRUMP_COLOURS[:4]:  # no line for "none": the box is short, the board rings the NJET space
            out.append((say("fact.super"), self.option(3, TRUMP_COLOURS.index(sup), short=True)))
        n = str(points).replace("-", "−")
        out.append((say("fact.points"), say("fact.points-1") if points == 1 else say("fact.points-n", n=n)))
        rule = facts.discard_rule
        if view.phase in ("teams", "discard") and isinstance(rule, str) and rule in DISCARD_RULES:
            out.append((say("fact.discard"), say(f"discard-short.{rule}")))
        received = facts.received
        if received and view.phase == "play" and not facts.tricks_played:  # the passed pair, until trick 1 ends
            out.append((say("fact.received"), ", ".join(self.card_name(c) for c in received)))
        if view.phase in ("play", "over"):  # nothing to count before the first card
            out.extend(self._team_facts(view))
        return out

    def _team_facts(self, view: View) -> list[tuple[str, str]]:
        teams = _facts(view).teams
        captures = _facts(view).captures or [0] * view.players
        if not isinstance(teams, list) or len(teams) != 2:
            return []
        mine = next((t for t in teams if view.seat in t), None)
        if mine is None:
            return []
        other = teams[1] if mine is teams[0] else teams[0]
        tricks = [sum(view.tricks_won[s] for s in t) for t in (mine, other)]
        caps = [sum(captures[s] for s in t) for t in (mine, other)]
        label = "fact.tricks-2" if view.players == 2 else "fact.tricks"
        return [(say(label), f"{tricks[0]} : {tricks[1]}"), (say("fact.captures"), f"{caps[0]} : {caps[1]}")]

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        """Dealer, start player, the human's partners, the monster card's holder."""
        facts = _facts(view)
        out = []
        if seat == view.dealer:
            out.append(say("tag.dealer"))
        if facts.start_player == seat:
            out.append(say("tag.start"))
        teams = facts.teams
        mates = isinstance(teams, list) and any(seat in t and human in t for t in teams)
        if view.players > 2 and seat != human and mates:
            out.append(say("tag.partner"))
        if facts.monster == seat:
            out.append(say("tag.monster"))
        return out

    # the score sheet ---------------------------------------------------------------------------------------------
    def part_name(self, part: str) -> str:
        return say(f"part.{part}") if WORDS.has(f"part.{part}") else super().part_name(part)

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        """ "tricks: 7 × 2 points" — the units (the monster's doubled) times the points row's value."""
        if line.part == "difference":
            return part
        key = "score.head-1" if line.value == 1 else "score.head"
        return say(key, part=part, units=line.multiplier, value=str(line.value).replace("-", "−"))

    def line_text(self, line: Line, names: list[str], human: int) -> str | None:
        """NJET's lines are points scored (or lost, in a −2 round): nobody pays anybody."""
        part = line.part
        if len(names) > 2 and part in ("tricks", "captures"):
            part = f"team-{part}"
        head = self.line_head(line, self.part_name(part), "", "", "")
        gained = line.payee >= 0
        seat = line.payee if gained else line.payer
        name = names[seat] if 0 <= seat < len(names) else "?"
        if seat == human:
            tail = say("score.you-score" if gained else "score.you-lose", n=line.amount)
        else:
            tail = say("score.scores" if gained else "score.loses", name=name, n=line.amount)
        return f"{head}: {tail}"

    # controls and the board --------------------------------------------------------------------------------------
    def use_list(self, view: View, actions: Sequence[Action]) -> bool:
        """The board's options always go into the drop-down (or are clicked on the board): their labels are long;
        the team choices when they are many or long (3 seats: alone, or with either partner)."""
        if any(a.kind == "block" for a in actions):
            return True
        return super().use_list(view, actions)

    def sorted_actions(self, actions: list[Action]) -> list[Action]:
        """Board options row by row; teams by size, then by seat."""
        return sorted(
            actions, key=lambda a: (a.kind, len(a.arg.split()), [int(w) for w in a.arg.split() if w.isdigit()])
        )

    def make_board(self) -> Board:
        return NjetBoard(self)


# the board widget ------------------------------------------------------------------------------------------------
@dataclass
class Cell:
    """One space of the board as shown: its option, who covered it (None: free, -1: an absent player's)."""

    row: int
    col: int
    option: str
    owner: int | None
    last: bool  # the row's only free space: this option holds for the round
    legal: bool  # the human may cover it now


class BoardWidget(QWidget):
    """The five rows of the NJET board side by side (two lines when narrow); click a space to cover it."""

    chosen = Signal(object)  # the Action a click on a space takes

    LABEL_H = 15
    CELL_H = 24
    GAP = 3
    GROUP_GAP = 14
    MARGIN = 6

    def __init__(self, board: NjetBoard) -> None:
        super().__init__()
        self.board = board
        self.setObjectName("NjetBoard")
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._hover: tuple[int, int] | None = None
        self._layout_width = -1
        self._cell_w = 28.0
        self._origins: list[QPointF] = []  # each row group's top-left corner
        self._relayout(max(self.width(), 640))
        self.keys = SpotCursor(self, self.spots, self.chosen.emit)
        self.setAccessibleName(say("board.name"))

    def spots(self) -> list[Spot]:
        """The spaces the human may cover now, row by row (the keyboard's places)."""
        if not self.board.my_turn:
            return []
        return [
            Spot(self.cell_rect(r, c), BLOCK[r][c], self.board.tooltip(r, c))
            for r in range(5)
            for c in range(5)
            if self.board.is_legal(r, c)
        ]

    # geometry
    def _group_w(self, cell_w: float) -> float:
        return 5 * cell_w + 4 * self.GAP

    def _relayout(self, width: int) -> None:
        """One line of five groups, or 3 + 2 on two lines when cells would get too small."""
        usable = width - 2 * self.MARGIN
        one = (usable - 4 * self.GROUP_GAP) / 5
        cell = min(32.0, (one - 4 * self.GAP) / 5)
        lines = [[0, 1, 2, 3, 4]]
        if cell < 22:
            lines = [[0, 1, 2], [3, 4]]
            three = (usable - 2 * self.GROUP_GAP) / 3
            cell = max(16.0, min(32.0, (three - 4 * self.GAP) / 5))
        self._cell_w = cell
        gw = self._group_w(cell)
        line_h = self.LABEL_H + self.CELL_H
        self._origins = [QPointF()] * 5
        for li, rows in enumerate(lines):
            total = len(rows) * gw + (len(rows) - 1) * self.GROUP_GAP
            x = (width - total) / 2
            for row in rows:
                self._origins[row] = QPointF(x, self.MARGIN + li * (line_h + 4))
                x += gw + self.GROUP_GAP
        self._layout_width = width
        height = 2 * self.MARGIN + len(lines) * line_h + (len(lines) - 1) * 4
        if self.height() != height or self.minimumHeight() != height:
            self.setFixedHeight(height)

    def sizeHint(self) -> QSize:
        return QSize(800, self.height())

    def resizeEvent(self, event) -> None:
        if event.size().width() != self._layout_width:
            self._relayout(event.size().width())
        super().resizeEvent(event)

    def cell_rect(self, row: int, col: int) -> QRectF:
        """Where a space of the board is drawn (row and column from 0)."""
        o = self._origins[row]
        return QRectF(o.x() + col * (self._cell_w + self.GAP), o.y() + self.LABEL_H, self._cell_w, self.CELL_H)

    def cell_at(self, pos: QPointF | QPoint) -> tuple[int, int] | None:
        """The space under a point, if any."""
        p = QPointF(pos)
        for r in range(5):
            for c in range(5):
                if self.cell_rect(r, c).contains(p):
                    return r, c
        return None

    # painting
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#17402f"))
        p.setPen(QPen(QColor("#2d5e4c"), 1))
        p.drawLine(0, 0, self.width(), 0)
        cells = self.board.cells()
        label_font = QFont(self.font())
        label_font.setPixelSize(11)
        for r in range(5):
            o = self._origins[r]
            decided = sum(1 for cell in cells[r] if cell.owner is None) == 1
            label_font.setBold(decided)
            p.setFont(label_font)
            p.setPen(QColor("#f2c75c") if decided else QColor("#b9cbbf"))
            p.drawText(
                QRectF(o.x(), o.y() - 1, self._group_w(self._cell_w) + self.GROUP_GAP, self.LABEL_H),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                say(f"row-short.{r}"),
            )
            for cell in cells[r]:
                self._paint_cell(p, cell)
        self.keys.paint(p)
        p.end()

    def _paint_cell(self, p: QPainter, cell: Cell) -> None:
        rect = self.cell_rect(cell.row, cell.col)
        r, c = cell.row, cell.col
        fill, ink, mark = QColor("#f4efe2"), QColor("#1d2b24"), ""
        if r == 0:
            fill = QColor(SEAT_COLOURS[c]) if c < self.board.players else QColor("#5b7367")
            mark = self.board.initial(c) if c < self.board.players else ""
        elif r == 1:
            mark = DISCARD_MARKS[c]
        elif r in (2, 3):
            colour = TRUMP_COLOURS[c]
            if colour:
                fill = QColor(SUIT_COLOURS[colour])
                ink = QColor("#1d2b24") if colour == "Y" else QColor("#ffffff")
                mark = "0" if r == 3 else ""
            else:
                mark = "NJET"
        else:
            mark = str(POINTS[c]).replace("-", "−")
            if POINTS[c] < 0:
                ink = QColor("#c0392b")
        covered = cell.owner is not None
        if covered:
            fill = fill.darker(170)
            ink = QColor(ink.red(), ink.green(), ink.blue(), 110)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawRoundedRect(rect, 4, 4)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(self._cell_w * (0.3 if len(mark) > 2 else 0.45))))
        p.setFont(font)
        p.setPen(ink)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, mark)
        if cell.last:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor("#f2c75c"), 2.5))
            p.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 5, 5)
        elif cell.legal and self._hover == (r, c):
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor("#ffffff"), 2))
            p.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 5, 5)
        if covered:
            self._paint_disc(p, rect, cell.owner if cell.owner is not None else -1)

    def _paint_disc(self, p: QPainter, rect: QRectF, owner: int) -> None:
        d = min(rect.width(), rect.height()) * 0.86
        disc = QRectF(rect.center().x() - d / 2, rect.center().y() - d / 2, d, d)
        absent = owner < 0 or owner >= self.board.players
        p.setPen(QPen(QColor("#0d2219"), 1.5))
        p.setBrush(QColor("#6f7f77") if absent else QColor(SEAT_COLOURS[owner]))
        p.drawEllipse(disc)
        if not absent:
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(8, int(d * 0.52)))
            p.setFont(font)
            p.setPen(QColor("#10261e"))
            p.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.board.initial(owner))

    # the mouse
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        hit = self.cell_at(event.position())
        if hit != self._hover:
            self._hover = hit
            legal = hit is not None and self.board.is_legal(*hit)
            self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hit = self.cell_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and hit is not None and self.board.my_turn:
            # a covered space or a row's last one is sent too: the refusal says why it cannot be covered
            self.chosen.emit(BLOCK[hit[0]][hit[1]])
            return
        super().mousePressEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.setAccessibleName(say("board.name"))
            self.update()  # the row names are painted in the UI language
        super().changeEvent(event)

    def event(self, e) -> bool:
        if e.type() == e.Type.ToolTip:
            hit = self.cell_at(e.pos())
            if hit is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(e.globalPos(), self.board.tooltip(*hit), self)
            return True
        return super().event(e)


class NjetBoard(Board):
    """The NJET board beside the table: fed the human's view, it shows the discs placed so far."""

    def __init__(self, profile: NjetProfile) -> None:
        self.profile = profile
        self.players = 4
        self.names: list[str] = []
        self.grid: list[list[int | None]] = [[None] * 5 for _ in range(5)]
        self.legal: set[tuple[int, int]] = set()
        self.my_turn = False
        self.board_widget = BoardWidget(self)
        self.widget = self.board_widget

    def update(self, view: View, names: list[str]) -> None:
        """The board of ``view`` (only what it carries) and the human's legal discs."""
        t = self.profile.table
        t.human = view.seat
        self.profile.names = list(names)
        t.start = _int(_facts(view).start_player)
        rule = _facts(view).discard_rule
        t.discard_rule = rule if isinstance(rule, str) else None
        self.players = view.players
        self.names = list(names)
        board = _facts(view).board
        self.grid = [[None] * 5 for _ in range(5)]
        if isinstance(board, list):
            for r, row in enumerate(board[:5]):
                for c, v in enumerate(list(row)[:5]):
                    self.grid[r][c] = _int(v)
        self.legal = set()
        for a in view.legal_actions:
            if a.kind == "block":
                r, c = map(int, a.arg.split())  # counted from 0
                self.legal.add((r, c))
        self.my_turn = bool(self.legal)
        self.widget.setToolTip("")
        self.board_widget.keys.moved()

    def retranslate(self) -> None:
        self.widget.update()

    def cells(self) -> list[list[Cell]]:
        """Every space as shown, row by row."""
        out = []
        for r in range(5):
            free = [c for c in range(5) if self.grid[r][c] is None]
            out.append(
                [
                    Cell(
                        r,
                        c,
                        self.profile.option(r, c),
                        self.grid[r][c],
                        len(free) == 1 and c in free,
                        (r, c) in self.legal,
                    )
                    for c in range(5)
                ]
            )
        return out

    def is_legal(self, row: int, col: int) -> bool:
        return (row, col) in self.legal

    def initial(self, seat: int) -> str:
        """A seat's initial on its discs (two letters or a number where initials clash)."""
        names = [n or "?" for n in self.names[: self.players]]
        if not 0 <= seat < len(names):
            return str(seat + 1)
        firsts = [n[0].upper() for n in names]
        if firsts.count(firsts[seat]) == 1:
            return firsts[seat]
        twos = [n[:2].title() for n in names]
        if twos.count(twos[seat]) == 1:
            return twos[seat]
        return str(seat + 1)

    def tooltip(self, row: int, col: int) -> str:
        """A space in words: its row, its option, and whose disc covers it."""
        head = f"{say(f'row.{row}')}: {self.profile.option(row, col)}"
        owner = self.grid[row][col]
        if owner is None:
            free = sum(1 for v in self.grid[row] if v is None)
            return head + (say("space.holds") if free == 1 else "")
        if owner < 0 or owner >= self.players:
            return head + say("space.nobody")
        return head + say("space.njet-from", name=self.profile.seat_name(owner))


PROFILE = NjetProfile("njet")
