"""The deal review window: step through a deal with every hand open, the player's decisions beside the coach's best.

The deal's positions are replayed here at once (``coach.review.walk``: no search), so the player can step through
it straight away; the coach judges the player's decisions in the worker process one at a time
(``bot_worker.review_decision`` through ``runner.call``, answered on ``runner.computed``), so the window never
freezes and shows how far it has got. One job at a time: a queue of jobs would run past the runner's deadline,
and the bots of a running match get their turn in between.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPainterPath, QPen, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from cardtable.cards.deck import Deck
from cardtable.coach.ranking import EFFORT
from cardtable.coach.review import ReviewStep, reword, summary, walk
from cardtable.engine.protocol import Action, View
from cardtable.engine.record import DealRecord
from cardtable.ui import i18n, texts
from cardtable.ui.pixmaps import CardPixmaps
from cardtable.ui.profiles import profile

FELT = QColor("#1f5a43")
GOLD = QColor("#f2c75c")  # the card played from this position
GREEN = QColor("#7ee08a")  # the coach's better card, when the player's was a mistake
BAD = QColor("#a3321f")
OVERLAP = 0.58  # a hand's cards overlap: each shows this share of its width


@dataclass
class Frame:
    """One moment of the deal: every seat's view (all hands open between them) and the action taken from it."""

    views: list[View]
    index: int  # the action taken from here; len(actions) for the end of the deal
    taker: int | None  # who took the trick that has just been finished, if one was


def frames_of(record: DealRecord) -> list[Frame]:
    """Every position of the deal, before each action and after the last."""
    state = record.new_state()
    players = len(state.view(0).hand_sizes)
    frames: list[Frame] = []
    before: list[int] | None = None
    for i in range(len(record.actions) + 1):
        views = [state.view(s) for s in range(players)]
        won = list(views[0].tricks_won)
        taker = None if before is None else next((s for s in range(players) if won[s] > before[s]), None)
        frames.append(Frame(views, i, taker))
        if i < len(record.actions):
            state.apply(state.game.parse_action(record.actions[i]))  # the record's text, read once here
            before = won
    return frames


def _played(deck: Deck, action: Action | None) -> str | None:
    """The code of the card ``action`` plays (None: another action)."""
    return deck.codes[action.cards[0]] if action is not None and action.kind == "play" else None


class ReviewBoard(QWidget):
    """Every hand open, one row per seat, and the trick on the table with each card's player named under it."""

    def __init__(self, pixmaps: CardPixmaps, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewBoard")
        self.pixmaps = pixmaps
        self.frame: Frame | None = None
        self.step: ReviewStep | None = None
        self.game = ""
        self.deck = ""
        self.names: list[str] = []
        self.seat = 0
        self.card_width = 0  # of the last paint (tests read it)
        self.setMinimumSize(340, 200)

    def sizeHint(self) -> QSize:
        return QSize(640, 420)

    def set_frame(self, game: str, names: list[str], seat: int, frame: Frame, step: ReviewStep | None) -> None:
        """Show ``frame``; ``step`` is the action taken from it (None at the end)."""
        self.game, self.deck, self.names, self.seat = game, texts.deck_of(game), names, seat
        self.frame, self.step = frame, step
        self.update()

    def hands(self) -> list[list[str]]:
        """Each seat's hand in the order a player of the game sorts it."""
        if self.frame is None:
            return []
        from cardtable.ui.table import hand_order

        out = []
        for v in self.frame.views:
            try:
                ordered = hand_order(v)
            except Exception:  # a profile that sorts only the table's own seat: the engine's order
                ordered = list(v.hand)
            rest = list(v.hand)  # the whole hand: cards a profile keeps out of the fan (MÜ's face-up bid) too
            for code in ordered:
                if code in rest:
                    rest.remove(code)
            out.append([*ordered, *rest])
        return out

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        felt = QPainterPath()
        felt.addRoundedRect(rect, 10, 10)
        p.fillPath(felt, FELT)
        if self.frame is None:
            p.end()
            return
        hands = self.hands()
        players = len(hands)
        frame = self.frame
        view0 = frame.views[0]
        trick = list(view0.trick)
        finished = not trick and frame.taker is not None and bool(view0.last_trick)
        shown_trick = list(view0.last_trick or []) if finished else trick
        margin = 8.0
        fm_h = max(12.0, self.fontMetrics().height())
        name_w = min(150.0, max(90.0, rect.width() * 0.2))
        aspect = self.pixmaps.aspect(self.deck)
        rows = players + 1
        row_h = (rect.height() - 2 * margin) / rows
        most = max([len(h) for h in hands] + [players, 1])
        by_height = (row_h - fm_h - 4) / aspect
        by_width = (rect.width() - name_w - 2 * margin) / (1 + OVERLAP * (most - 1))
        cw = max(14.0, min(by_height, by_width, 96.0))
        ch = cw * aspect
        self.card_width = round(cw)
        dpr = self.devicePixelRatioF()
        played = _played(view0.deck, self.step.move) if self.step else None
        better = None
        if self.step is not None and self.step.mistake:
            better = _played(view0.deck, self.step.best_action)
        bold = QFont(self.font())
        bold.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(max(7.0, self.font().pointSizeF() * 0.9))
        for s, hand in enumerate(hands):
            top = rect.top() + margin + s * row_h
            mover = self.step is not None and self.step.seat == s
            p.setFont(bold)
            p.setPen(GOLD if mover else QColor("#eef3ec"))
            name = self.names[s] if s < len(self.names) else str(s + 1)
            p.drawText(
                QRectF(rect.left() + margin, top, name_w - margin, fm_h + 2),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(name_w - margin)),
            )
            p.setFont(small)
            p.setPen(QColor("#c8d6cd"))
            tricks = frame.views[s].tricks_won[s] if s < len(frame.views[s].tricks_won) else 0
            info = self.tr("Tricks: {n}").format(n=tricks)
            if mover and self.step is not None and self.step.move is not None and played is None:
                info = profile(self.game).action_label(self.step.move)  # a bid, an exchange…: said beside the name
            p.drawText(
                QRectF(rect.left() + margin, top + fm_h + 2, name_w - margin, row_h - fm_h - 2),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                info,
            )
            x = rect.left() + name_w
            y = top + max(0.0, (row_h - ch) / 2 - 2)
            for code in hand:
                rim = None
                if mover and code == played:
                    rim = BAD if self.step is not None and self.step.mistake else GOLD
                elif mover and code == better:
                    rim = GREEN
                self._card(p, code, x, y, cw, ch, dpr, rim)
                x += cw * OVERLAP
        # the trick: each card with its player's name under it
        top = rect.top() + margin + players * row_h
        p.setFont(bold)
        p.setPen(QColor("#eef3ec"))
        if finished and frame.taker is not None:
            label = self.tr("Taken by {name}").format(name=self._name(frame.taker))
        elif shown_trick:
            label = self.tr("Trick {n}").format(n=sum(view0.tricks_won) + 1)
        else:
            label = texts.phase_name(view0.phase, view0.game)
        p.drawText(
            QRectF(rect.left() + margin, top, name_w - margin, row_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            label,
        )
        x = rect.left() + name_w
        tw = min(cw, (rect.width() - name_w - margin) / max(1, len(shown_trick)) / 1.08)
        th = tw * aspect
        p.setFont(small)
        for seat, code in shown_trick:
            p.setOpacity(0.75 if finished else 1.0)
            self._card(p, code, x, top, tw, th, dpr, None)
            p.setOpacity(1.0)
            p.setPen(QColor("#eef3ec"))
            p.drawText(
                QRectF(x - 4, top + th + 1, tw * 1.08 + 4, fm_h + 2),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                self.fontMetrics().elidedText(self._name(seat), Qt.TextElideMode.ElideRight, int(tw * 1.08 + 4)),
            )
            x += tw * 1.08
        p.end()

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    def _card(self, p: QPainter, code: str, x: float, y: float, w: float, h: float, dpr: float, rim) -> None:
        pm = self.pixmaps.face(self.deck, code, max(8, round(w)), dpr)
        p.drawPixmap(QRectF(x, y, w, h), pm, QRectF(pm.rect()))
        if rim is not None:
            p.setPen(QPen(rim, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(x + 1, y + 1, w - 2, h - 2), w * 0.08, w * 0.08)


class ReviewDialog(QDialog):
    """A deal, step by step, with the reviewed seat's decisions judged by the coach (in the worker)."""

    reviewed = Signal()  # every decision is judged: the summary is final

    def __init__(
        self,
        parent: QWidget | None,
        runner,
        record: DealRecord,
        seat: int,
        names: list[str],
        *,
        deal_number: int = 0,
        effort: float = EFFORT,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewDialog")
        self.runner = runner
        self.record = record
        self.seat = seat
        self.names = list(names)
        self.game = record.game
        self.deal_number = deal_number
        self.effort = effort  # the hint's own (one position, one ranking)
        self.lang = i18n.current()
        self.frames = frames_of(record)
        self.steps: list[ReviewStep] = reword(walk(record, seat), self.game, self.lang)  # forced moves worded
        self.pending = [s.index for s in self.steps if s.decision and not s.forced]
        self.total = len(self.pending)
        self.failed: dict[int, str] = {}  # step index -> why the coach could not judge it
        self._call: tuple[int, int, str] | None = None  # (call id, step index, language asked for)
        self._closed = False
        self.current = 0
        self._rows: list[int] = []  # list row -> position (-1: a trick's heading)
        self._row_of: dict[int, int] = {}

        self.summary_label = QLabel()
        self.summary_label.setObjectName("ReviewSummary")
        self.summary_label.setWordWrap(True)
        self.summary_label.setStyleSheet("QLabel#ReviewSummary { font-weight: bold; color: #1f4d3c; }")
        self.progress = QProgressBar()
        self.progress.setRange(0, max(1, self.total))
        self.board = ReviewBoard(CardPixmaps())
        self.detail = QLabel()
        self.detail.setObjectName("ReviewDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.detail.setMinimumHeight(self.fontMetrics().height() * 4)
        self.moves = QListWidget()
        self.moves.setObjectName("ReviewMoves")
        self.moves.setMinimumWidth(200)
        # a long step wraps under itself instead of running past the list's right edge
        self.moves.setWordWrap(True)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.moves.currentRowChanged.connect(self._row_changed)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.board, 1)
        lv.addWidget(self.detail)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.moves)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        self.prev_trick_button = QPushButton()
        self.prev_button = QPushButton()
        self.next_button = QPushButton()
        self.next_trick_button = QPushButton()
        self.mistake_button = QPushButton()
        self.close_button = QPushButton()
        self.prev_trick_button.clicked.connect(self.previous_trick)
        self.prev_button.clicked.connect(self.previous)
        self.next_button.clicked.connect(self.next)
        self.next_trick_button.clicked.connect(self.next_trick)
        self.mistake_button.clicked.connect(self.next_mistake)
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        for b in (self.prev_trick_button, self.prev_button, self.next_button, self.next_trick_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.mistake_button)
        buttons.addWidget(self.close_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        lay.addWidget(self.summary_label)
        lay.addWidget(self.progress)
        lay.addWidget(split, 1)
        lay.addLayout(buttons)
        for key, fn in (
            (Qt.Key.Key_Left, self.previous),
            (Qt.Key.Key_Right, self.next),
            (Qt.Key.Key_PageUp, self.previous_trick),
            (Qt.Key.Key_PageDown, self.next_trick),
        ):
            QShortcut(QKeySequence(key), self, fn, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.setMinimumSize(560, 380)
        if parent is not None:
            top = parent.window()
            self.resize(min(1120, max(560, top.width() - 40)), min(780, max(380, top.height() - 40)))
        else:
            self.resize(1000, 700)
        runner.computed.connect(self._computed)
        self.finished.connect(self._stop)
        self.retranslate()
        first = next((s.index for s in self.steps if s.decision), 0)
        self.go(first)
        self._next_job()

    # the coach, one decision at a time -----------------------------------------------------------
    def _next_job(self) -> None:
        if self._closed or self._call is not None:
            return
        if not self.pending:
            self._update_progress()
            self.reviewed.emit()
            return
        from cardtable.ui.bot_worker import review_decision

        index = self.pending.pop(0)
        cid = self.runner.call(review_decision, self.record, self.seat, index, self.lang, self.effort)
        self._call = (cid, index, self.lang)
        self._update_progress()

    def _computed(self, cid: int, result, error: str) -> None:
        if self._call is None or self._call[0] != cid or self._closed:
            return
        _, index, lang = self._call
        self._call = None
        if error or not isinstance(result, ReviewStep):
            self.failed[index] = error or self.tr("no answer")
        else:
            if lang != self.lang:  # the language was switched while the coach was looking
                result = reword([result], self.game, self.lang)[0]
            self.steps[index] = result
        self._refresh_row(index)
        if index == self.current:
            self._show_detail()
        self._next_job()

    @property
    def judged(self) -> int:
        """Decisions judged (or given up on) so far."""
        return self.total - len(self.pending) - (1 if self._call is not None else 0)

    @property
    def complete(self) -> bool:
        """Every decision judged."""
        return not self.pending and self._call is None

    def _update_progress(self) -> None:
        self.progress.setValue(self.judged)
        self.progress.setFormat(self.tr("The coach is looking at your decisions: %v of %m"))
        self.progress.setVisible(not self.complete)
        self.mistake_button.setEnabled(any(s.mistake for s in self.steps))
        if self.complete:
            text = summary(self.steps, self.game, self.lang, label=lambda _game, action: self._label(action))
            if self.failed:
                text += " " + self.tr("The coach could not judge {n} of your decisions.").format(n=len(self.failed))
            self.summary_label.setText(text)
        else:
            self.summary_label.setText(self.tr("You can step through the deal while the coach looks at it."))

    def _stop(self) -> None:
        self._closed = True
        self.pending.clear()
        with contextlib.suppress(RuntimeError, TypeError):
            self.runner.computed.disconnect(self._computed)

    # stepping ----------------------------------------------------------------------------------
    def go(self, index: int) -> None:
        """Show the position before action ``index`` (``len(actions)``: the end of the deal)."""
        index = max(0, min(index, len(self.frames) - 1))
        self.current = index
        row = self._row_of.get(index, -1)
        if row >= 0 and self.moves.currentRow() != row:
            self.moves.setCurrentRow(row)
        step = self.steps[index] if index < len(self.steps) else None
        self.board.set_frame(self.game, self.names, self.seat, self.frames[index], step)
        self._show_detail()
        self.prev_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(self.frames) - 1)

    def _row_changed(self, row: int) -> None:
        index = self._rows[row] if 0 <= row < len(self._rows) else -1
        if index >= 0 and index != self.current:
            self.go(index)

    def next(self) -> None:
        """One action on."""
        self.go(self.current + 1)

    def previous(self) -> None:
        """One action back."""
        self.go(self.current - 1)

    def trick_starts(self) -> list[int]:
        """The indices of each trick's first card."""
        deck = self.frames[0].views[0].deck
        return [s.index for s in self.steps if s.phase == "play" and not s.trick and _played(deck, s.move)]

    def next_trick(self) -> None:
        """To the first card of the next trick (or the end of the deal)."""
        later = [i for i in self.trick_starts() if i > self.current]
        self.go(later[0] if later else len(self.frames) - 1)

    def previous_trick(self) -> None:
        """To the first card of the trick before (or the start of the deal)."""
        earlier = [i for i in self.trick_starts() if i < self.current]
        self.go(earlier[-1] if earlier else 0)

    def next_mistake(self) -> None:
        """To the reviewed seat's next mistake (round to the first)."""
        mistakes = [s.index for s in self.steps if s.mistake]
        if mistakes:
            self.go(next((i for i in mistakes if i > self.current), mistakes[0]))

    # words -------------------------------------------------------------------------------------
    def _who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    def _label(self, action: Action | None) -> str:
        """An action in the table's words; a card played is just the card's name."""
        code = _played(self.frames[0].views[0].deck, action)
        return texts.card_name(self.game, code) if code else profile(self.game).action_label(action) if action else ""

    def _row_text(self, step: ReviewStep) -> str:
        text = f"{self._who(step.seat)}: {self._label(step.move)}"
        if step.mistake:
            text += "  " + self.tr("mistake, −{loss}").format(loss=_num(step.loss, self.lang))
        elif step.reviewed and step.action == step.best:
            text += "  ✓"
        elif step.decision and not step.forced and not step.answered and step.index not in self.failed:
            text += "  …"
        return text

    def _fill_list(self) -> None:
        """One row per action, under a heading for each trick (headings are not positions)."""
        self.moves.blockSignals(True)
        self.moves.clear()
        self._rows = []
        self._row_of = {}
        starts = set(self.trick_starts())
        for step in self.steps:
            if step.index in starts or (step.index == 0 and step.phase != "play"):
                head = (
                    self.tr("Trick {n}").format(n=step.trick_no) if step.index in starts else self.tr("Before the play")
                )
                item = QListWidgetItem(head)
                item.setFlags(Qt.ItemFlag.NoItemFlags)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                item.setForeground(QColor("#1f5a43"))
                self.moves.addItem(item)
                self._rows.append(-1)
            self._row_of[step.index] = self.moves.count()
            self._rows.append(step.index)
            self.moves.addItem(QListWidgetItem())
            self._refresh_row(step.index)
        self._row_of[len(self.steps)] = self.moves.count()
        self._rows.append(len(self.steps))
        self.moves.addItem(QListWidgetItem(self.tr("End of the deal")))
        self.moves.setCurrentRow(self._row_of.get(self.current, 0))
        self.moves.blockSignals(False)

    def _refresh_row(self, index: int) -> None:
        item = self.moves.item(self._row_of.get(index, -1))
        if item is None:
            return
        step = self.steps[index]
        item.setText(self._row_text(step))
        item.setToolTip(step.comment)
        font = item.font()
        font.setBold(step.decision)
        item.setFont(font)
        if step.mistake:
            item.setForeground(BAD)

    def _show_detail(self) -> None:
        if self.current >= len(self.steps):
            self.detail.setText(self._end_text())
            return
        step = self.steps[self.current]
        label = escape(self._label(step.move))
        who = escape(self._who(step.seat))
        if not step.decision:
            self.detail.setText(f"<b>{who}</b>: {label}")
            return
        mine = escape(self.tr("Your move"))
        if step.forced:
            why = escape(self.tr("forced: the only legal move"))
            self.detail.setText(f"<b>{mine}</b>: {label} — {why}")
            return
        if step.index in self.failed:
            why = escape(self.tr("The coach could not judge this move: {why}").format(why=self.failed[step.index]))
            self.detail.setText(f"<b>{mine}</b>: {label}<br>{why}")
            return
        if not step.answered:
            wait = escape(self.tr("The coach is still looking at this move…"))
            self.detail.setText(f"<b>{mine}</b>: {label}<br>{wait}")
            return
        colour = "#a3321f" if step.mistake else "#1f6b3a"
        lines = [f"<b>{mine}</b>: {label} — <span style='color:{colour}'>{escape(step.comment)}</span>"]
        if step.reason:
            lines.append(f"&nbsp;&nbsp;<i>{escape(step.reason)}</i>")
        if step.best != step.action and step.best is not None:
            best = escape(self._label(step.best_action))
            heading = escape(self.tr("The coach’s best") if step.reviewed else self.tr("The rule of thumb’s choice"))
            lines.append(f"<b>{heading}</b>: {best}")
            if step.best_reason:
                lines.append(f"&nbsp;&nbsp;<i>{escape(step.best_reason)}</i>")
            if step.reviewed and not step.as_good:  # within the noise (or by rule of thumb) no cost to speak of
                cost = self.tr("Cost: about {loss} points").format(loss=_num(step.loss, self.lang))
                lines.append(f"<b>{escape(cost)}</b>")
        self.detail.setText("<br>".join(lines))

    def _end_text(self) -> str:
        head = escape(self.tr("End of the deal"))
        points = (self.record.result or {}).get("points")
        if isinstance(points, list) and len(points) == len(self.names):
            parts = ", ".join(f"{escape(self._who(s))} {p:+d}" for s, p in enumerate(points) if isinstance(p, int))
            return f"<b>{head}</b>: {parts}"
        return f"<b>{head}</b>"

    def retranslate(self) -> None:
        """Every text in the UI language; the coach's words reworded without a new search."""
        lang = i18n.current()
        if lang != self.lang:
            self.lang = lang
            self.steps = reword(self.steps, self.game, lang)
        game = texts.game_name(self.game)
        title = self.tr("Review of the deal — {game}").format(game=game)
        if self.deal_number:
            title = self.tr("Review of deal {n} — {game}").format(n=self.deal_number, game=game)
        self.setWindowTitle(title)
        self.prev_trick_button.setText(self.tr("◀◀ Trick"))
        self.prev_trick_button.setToolTip(self.tr("The trick before (Page Up)"))
        self.prev_button.setText(self.tr("◀ Back"))
        self.prev_button.setToolTip(self.tr("One action back (Left)"))
        self.next_button.setText(self.tr("On ▶"))
        self.next_button.setToolTip(self.tr("One action on (Right)"))
        self.next_trick_button.setText(self.tr("Trick ▶▶"))
        self.next_trick_button.setToolTip(self.tr("The next trick (Page Down)"))
        self.mistake_button.setText(self.tr("Next mistake"))
        self.close_button.setText(self.tr("Close"))
        self._fill_list()
        self._update_progress()
        if self.frames:
            self.go(self.current)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "moves"):
            self.retranslate()
        super().changeEvent(event)


def _num(x: float, lang: str) -> str:
    s = f"{x:.1f}"
    return s.replace(".", ",") if lang == "hu" else s


def deal_choices(deals: list[tuple[DealRecord, list[int]]], names: list[str]) -> list[str]:
    """One line per finished deal: "Deal 3: Anna +12, Bence −6, You −6"."""
    tr = QCoreApplication.translate
    out = []
    for n, (_, points) in enumerate(deals, start=1):
        scores = ", ".join(f"{names[s] if s < len(names) else s + 1} {p:+d}" for s, p in enumerate(points))
        out.append(tr("ReviewDialog", "Deal {n}: {scores}").format(n=n, scores=scores))
    return out


def choose_deal(parent: QWidget, deals: list[tuple[DealRecord, list[int]]], names: list[str]) -> int | None:
    """Ask which finished deal to review (the last one offered first); None if the player cancels."""
    tr = QCoreApplication.translate
    items = deal_choices(deals, names)
    item, ok = QInputDialog.getItem(
        parent, tr("ReviewDialog", "Review a deal"), tr("ReviewDialog", "Which deal?"), items, len(items) - 1, False
    )
    return items.index(item) if ok and item in items else None


def deals_of_save(path: str) -> tuple[list[tuple[DealRecord, list[int]]], list[str], int]:
    """A saved match's finished deals (record, points), its seat names and the player's seat.

    ``cardtable.storage.saves.read_save`` checks and replays the file first; its StorageError says what is wrong.
    """
    from cardtable.storage.saves import read_save

    save = read_save(path)
    seat = next((s for s, level in enumerate(save.bot_levels) if level is None), 0)
    return [(d.record, list(d.points)) for d in save.finished], list(save.seat_names), seat
