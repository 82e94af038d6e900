"""The score sheet: the deal's itemised settlement in words, the running totals, the Ablak.

It floats over the middle of the table (a child of the view's viewport), so a
player sees the cards and the reckoning together, and a screenshot of the
window shows it.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.match import Match
from cardtable.engine.protocol import Result
from cardtable.ui import texts
from cardtable.ui.profiles import profile

SHEET_STYLE = """
QFrame#ScoreSheet { background: #fbf7ec; border: 1px solid #cfc3a8; border-radius: 14px; }
QFrame#ScoreSheet QLabel { color: #27231f; }
QLabel#SheetTitle { font-size: 19px; font-weight: bold; color: #1f4d3c; }
QPushButton { background: #f4efe2; color: #1d2b24; border: 1px solid #c9bf9f; border-radius: 7px;
              padding: 6px 16px; font-size: 14px; }
QPushButton:hover { border-color: #c99a2e; }
QPushButton#Primary { background: #f2c75c; border-color: #c99a2e; font-weight: bold; }
"""


class ScoreSheet(QFrame):
    """The reckoning of a deal and the match so far."""

    next_deal = Signal()
    new_match = Signal()
    review_deal = Signal()  # the deal review window for the deal just played

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreSheet")
        self.setStyleSheet(SHEET_STYLE)
        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(28)
        shadow.setOffset(0, 6)
        shadow.setColor(Qt.GlobalColor.black)
        self.setGraphicsEffect(shadow)
        lay = self.sheet_layout = QVBoxLayout(self)
        lay.setContentsMargins(22, 16, 22, 16)
        lay.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("SheetTitle")
        lay.addWidget(self.title)
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.body_scroll = QScrollArea()
        self.body_scroll.setWidget(self.body)
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body_scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        lay.addWidget(self.body_scroll, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.hide)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review_deal)
        row.addWidget(self.review_button)
        self.next_button = QPushButton()
        self.next_button.setObjectName("Primary")
        self.next_button.clicked.connect(self._next)
        row.addWidget(self.close_button)
        row.addWidget(self.next_button)
        lay.addLayout(row)
        for b in (self.close_button, self.review_button, self.next_button):
            b.setAutoDefault(True)  # Enter presses the button with the focus (outside a dialog too)
        self._data: tuple | None = None
        self._between = True
        self.hide()

    def show_result(
        self, game: str, match: Match, result: Result | None, names: list[str], human: int, between: bool = True
    ) -> None:
        """Fill in the sheet for the last deal (``result``) and the match, and show it.

        ``between`` is False while a deal is being played: the sheet then only closes (no "Next deal").
        """
        self._between = between
        self._data = (game, match, result, names, human)
        self._fill()
        self.show()
        self.raise_()
        self.place()
        # Enter goes on to the next deal (or closes a sheet opened mid-deal), Esc closes
        (self.next_button if self.next_button.isVisible() else self.close_button).setFocus()

    def _fill(self) -> None:
        if self._data is None:
            return
        game, match, result, names, human = self._data
        over = match.is_over
        playing = not over and not self._between  # opened mid-deal: the deal being played is the next one
        n = match.deal_number + (1 if playing else 0)
        self.title.setText(
            self.tr("Match over") if over else self.tr("{game} — deal {n}").format(game=texts.game_name(game), n=n)
        )
        parts = []
        if playing:
            note = escape(
                self.tr("Deal {n} is being played: the totals below are from the finished deals.").format(n=n)
            )
            parts.append(f"<p style='margin:0 0 6px 0'>{note}</p>")
        if result is not None and not playing:
            this_deal = escape(self.tr("This deal"))
            parts.append(f"<p style='margin:0 0 4px 0'><b>{this_deal}</b></p>")
            if result.lines:
                items = "".join(
                    f"<li style='margin:2px 0'>{escape(profile(game).settlement_line(ln, names, human))}</li>"
                    for ln in result.lines
                )
                parts.append(f"<ul style='margin:0 0 0 -18px'>{items}</ul>")
            else:
                nobody = escape(self.tr("Nobody scored."))
                parts.append(f"<p>{nobody}</p>")
        parts.append(self._table(match, names, human))
        note = profile(game).match_note(match)
        if note:
            parts.append(f"<p>{escape(note)}</p>")
        if over:
            top = max(match.totals)
            leaders = [s for s in range(match.players) if match.totals[s] == top]
            if len(leaders) > 1 and human in leaders:
                others = ", ".join(names[s] for s in leaders if s != human)
                who = self.tr("You share first place with {names}.").format(names=others)
            elif len(leaders) > 1:
                who = self.tr("{names} share first place.").format(names=", ".join(names[s] for s in leaders))
            elif leaders[0] == human:
                who = self.tr("You win the match!")
            else:
                who = self.tr("{name} wins the match.").format(name=names[leaders[0]])
            parts.append(f"<p style='font-size:16px'><b>{escape(who)}</b></p>")
        self.body.setText("".join(parts))
        self.close_button.setText(self.tr("Close"))
        self.review_button.setText(self.tr("Review the deal"))
        self.review_button.setVisible(result is not None and bool(match.history))
        self.next_button.setText(self.tr("New match…") if over else self.tr("Next deal"))
        self.next_button.setVisible(over or self._between)
        self.adjustSize()
        self.place()

    def _table(self, match: Match, names: list[str], human: int) -> str:
        you = self.tr("You")
        head = "".join(
            f"<th style='padding:2px 10px' align='right'>{escape(you if s == human else names[s])}</th>"
            for s in range(match.players)
        )
        deal_label = self.tr("Deal {n}")
        total_label = escape(self.tr("Total (to {n})").format(n=match.target) if match.target else self.tr("Total"))
        match_label = escape(self.tr("Match"))
        rows = []
        for i, deal in enumerate(match.history[-8:], start=max(1, len(match.history) - 7)):
            cells = "".join(f"<td align='right' style='padding:1px 10px'>{p:+d}</td>" for p in deal.points)
            rows.append(f"<tr><td style='color:#7a705f'>{escape(deal_label.format(n=i))}</td>{cells}</tr>")
        line = "border-top:1px solid #cfc3a8"  # a rule over the whole totals row
        totals = "".join(f"<td align='right' style='padding:2px 10px; {line}'><b>{t}</b></td>" for t in match.totals)
        rows.append(f"<tr><td style='{line}'><b>{total_label}</b></td>{totals}</tr>")
        return (
            f"<p style='margin:8px 0 2px 0'><b>{match_label}</b></p>"
            f"<table cellspacing='0'><tr><th></th>{head}</tr>{''.join(rows)}</table>"
        )

    def place(self) -> None:
        """Centre the sheet on its parent."""
        p = self.parentWidget()
        if p is None:
            return
        width = min(600, max(340, p.width() - 40))
        self.setFixedWidth(width)
        lay = self.sheet_layout
        m = lay.contentsMargins()
        body_h = self.body.heightForWidth(width - m.left() - m.right() - 14)
        self.body_scroll.setMinimumHeight(0)
        needed = m.top() + m.bottom() + self.title.sizeHint().height() + body_h + 44 + 2 * lay.spacing() + 8
        h = min(needed, p.height() - 20)
        self.resize(width, h)
        self.move((p.width() - width) // 2, max(10, (p.height() - h) // 2 - p.height() // 12))

    def _next(self) -> None:
        if self._data is not None and self._data[1].is_over:
            self.new_match.emit()
        else:
            self.next_deal.emit()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
        super().changeEvent(event)
