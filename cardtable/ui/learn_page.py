"""The Learn page: each game's lessons and puzzles with check marks; one of them shown as a position to play.

A try is checked by the engine (``learn.check.judge``): refused with its rule, wrong with the lesson's explanation
(and the coach's reason, asked of the worker so the window never waits), or right; a solved puzzle plays its
solution out step by step. What is solved is kept in ``learned.json`` (``storage.learned``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable import games
from cardtable.engine.protocol import State
from cardtable.engine.record import DealRecord
from cardtable.learn.check import ILLEGAL, LEARN, RIGHT, WRONG, Verdict, judge, label, task, title
from cardtable.learn.items import LearnDataError, Lesson, Puzzle, course
from cardtable.learn.positions import card_plays
from cardtable.storage.envelope import StorageError
from cardtable.storage.learned import Progress, load_progress, write_progress
from cardtable.ui import i18n
from cardtable.ui.pixmaps import CardPixmaps
from cardtable.ui.review_dialog import Frame, ReviewBoard, frames_of
from cardtable.words import say

log = logging.getLogger(__name__)

Item = Lesson | Puzzle
DONE = "✓"
COLOURS = {RIGHT: "#1f6b3a", WRONG: "#8a4b00", ILLEGAL: "#a3321f"}


def tries(state: State) -> list[str]:
    """The moves offered in a position: every legal one (a concession aside) and, where a card is to be played,
    every card in hand, so a card the rules refuse can be tried and its rule heard."""
    legal = [str(a) for a in state.legal_actions() if a.kind != "concede"]
    if card_plays(state):
        view = state.view(state.to_move or 0)
        legal += [f"play {c}" for c in view.hand if f"play {c}" not in legal]
    return legal


def position_frame(item: Item, state: State) -> Frame:
    """The position as the board shows it: a puzzle with every hand open, a lesson with only the player's own."""
    from dataclasses import replace

    players = len(state.view(0).hand_sizes)
    views = [state.view(s) for s in range(players)]
    if isinstance(item, Lesson):
        views = [v if s == item.seat else replace(v, hand=[]) for s, v in enumerate(views)]
    return Frame(views, len(item.record.actions), None)


class LearnPage(QWidget):
    """Lessons and puzzles of every game, and the one chosen."""

    back_requested = Signal()
    guided_requested = Signal(str)  # game: a guided first deal

    def __init__(self, runner=None, parent: QWidget | None = None, *, paths=None) -> None:
        super().__init__(parent)
        self.setObjectName("LearnPage")
        self.runner = runner
        self.paths = paths
        self.problems: list[str] = []  # what went wrong reading or writing the progress (shown once)
        self.progress: Progress = load_progress(paths, on_problem=lambda e: self.problems.append(e.message))
        self.item: Item | None = None
        self.state: State | None = None
        self.solution: list[Frame] = []  # a solved puzzle's solution, frame by frame
        self.step = 0
        self.verdict: Verdict | None = None
        self._coach_call: int | None = None
        self._tree_items: dict[tuple[str, str], QTreeWidgetItem] = {}

        self.tree = QTreeWidget()
        self.tree.setObjectName("LearnList")
        self.tree.setHeaderHidden(True)
        self.tree.setMinimumWidth(300)
        self.tree.itemActivated.connect(self._activated)
        self.tree.itemClicked.connect(self._activated)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back_requested)
        self.guided_button = QPushButton()
        self.guided_button.clicked.connect(self._guided)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.tree, 1)
        lv.addWidget(self.guided_button)
        lv.addWidget(self.back_button)

        self.title_label = QLabel()
        self.title_label.setObjectName("LearnTitle")
        self.title_label.setStyleSheet("QLabel#LearnTitle { font-size: 14pt; font-weight: 600; }")
        self.task_label = QLabel()
        self.task_label.setObjectName("LearnTask")
        self.task_label.setWordWrap(True)
        self.board = ReviewBoard(CardPixmaps())
        self.moves = QListWidget()
        self.moves.setObjectName("LearnMoves")
        self.moves.setMinimumWidth(200)
        self.moves.itemActivated.connect(lambda _item: self.try_current())
        self.moves.itemDoubleClicked.connect(lambda _item: self.try_current())
        self.try_button = QPushButton()
        self.try_button.clicked.connect(self.try_current)
        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("LearnVerdict")
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.prev_button = QPushButton()
        self.next_button = QPushButton()
        self.prev_button.clicked.connect(lambda: self.show_step(self.step - 1))
        self.next_button.clicked.connect(lambda: self.show_step(self.step + 1))
        right_moves = QVBoxLayout()
        right_moves.addWidget(self.moves, 1)
        right_moves.addWidget(self.try_button)
        middle = QHBoxLayout()
        middle.addWidget(self.board, 3)
        middle.addLayout(right_moves, 1)
        steps = QHBoxLayout()
        steps.addWidget(self.prev_button)
        steps.addWidget(self.next_button)
        steps.addStretch(1)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(6, 0, 0, 0)
        rv.addWidget(self.title_label)
        rv.addWidget(self.task_label)
        rv.addLayout(middle, 1)
        rv.addWidget(self.verdict_label)
        rv.addLayout(steps)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        lay.addWidget(split)
        if runner is not None:
            runner.computed.connect(self._computed)
        self._fill_tree()
        self.retranslate()

    # -- the list ------------------------------------------------------------------------------------------------

    def _fill_tree(self) -> None:
        self.tree.clear()
        self._tree_items.clear()
        self._tops: list[tuple[str, QTreeWidgetItem]] = []
        for name in games.names():
            try:
                found = course(name)
            except LearnDataError as e:  # a damaged shipped file: that game is left out, the rest works
                log.warning("learn data of %s: %s", name, e)
                continue
            top = QTreeWidgetItem([name])
            top.setData(0, Qt.ItemDataRole.UserRole, (name, ""))
            self.tree.addTopLevelItem(top)
            self._tops.append((name, top))
            for item in found.items():
                child = QTreeWidgetItem([item.id])
                child.setData(0, Qt.ItemDataRole.UserRole, (name, item.id))
                top.addChild(child)
                self._tree_items[(name, item.id)] = child

    def _tree_texts(self) -> None:
        lang = i18n.current()
        for name, top in self._tops:
            found = course(name)
            solved = sum(self.progress.is_solved(name, x.id) for x in found.items())
            top.setText(0, f"{games.info(name).title(lang)}  ({solved}/{len(found.items())})")
            numbers: dict[str, int] = {}
            for item in found.items():
                if isinstance(item, Puzzle):
                    numbers[item.goal] = numbers.get(item.goal, 0) + 1
                    text = self.tr("Puzzle: {title} {n}").format(title=title(item, lang), n=numbers[item.goal])
                else:
                    text = self.tr("Lesson: {title}").format(title=title(item, lang))
                mark = DONE if self.progress.is_solved(name, item.id) else "  "
                node = self._tree_items[(name, item.id)]
                node.setText(0, f"{mark} {text}")
                node.setToolTip(0, text)  # the list is narrow: the whole title on hovering

    def _activated(self, node: QTreeWidgetItem, _column: int = 0) -> None:
        game, item_id = node.data(0, Qt.ItemDataRole.UserRole)
        if item_id:
            self.open_item(game, item_id)

    def _guided(self) -> None:
        node = self.tree.currentItem()
        game = node.data(0, Qt.ItemDataRole.UserRole)[0] if node is not None else (self.item.game if self.item else "")
        self.guided_requested.emit(game or games.names()[0])

    # -- one item ------------------------------------------------------------------------------------------------

    def open_item(self, game: str, item_id: str) -> bool:
        """Show the lesson or puzzle ``item_id`` of ``game``; False if there is none."""
        item = course(game).find(item_id)
        if item is None:
            return False
        self.item = item
        self.state = item.position()
        self.solution = []
        self.step = 0
        self.verdict = None
        self._coach_call = None
        node = self._tree_items.get((game, item_id))
        if node is not None:
            self.tree.setCurrentItem(node)
        self._show_position()
        self.retranslate()
        self.moves.setFocus()
        return True

    def _show_position(self) -> None:
        assert self.item is not None and self.state is not None
        self.board.set_frame(self.item.game, self._names(), self.item.seat, position_frame(self.item, self.state), None)
        self.moves.clear()
        lang = i18n.current()
        for text in tries(self.state):
            row = QListWidgetItem(label(self.item.game, text, lang))
            row.setData(Qt.ItemDataRole.UserRole, text)
            self.moves.addItem(row)
        self.moves.setCurrentRow(0)

    def _names(self) -> list[str]:
        assert self.state is not None and self.item is not None
        players = len(self.state.view(0).hand_sizes)
        return [
            self.tr("You") if s == self.item.seat else self.tr("Player {n}").format(n=s + 1) for s in range(players)
        ]

    def try_current(self) -> None:
        """Try the move chosen in the list."""
        row = self.moves.currentItem()
        if row is not None:
            self.try_move(row.data(Qt.ItemDataRole.UserRole))

    def try_move(self, text: str) -> Verdict | None:
        """Check ``text`` in the shown position and say the verdict; a right one is remembered as solved."""
        if self.item is None or self.state is None or self.solution:
            return None
        lang = i18n.current()
        verdict = judge(self.item, self.state, text, lang, effort=0)
        self.verdict = verdict
        if verdict.outcome == WRONG and isinstance(self.item, Lesson) and self.runner is not None:
            from cardtable.ui.bot_worker import coach_hints

            view = self.state.view(self.item.seat)
            self._coach_call = self.runner.call(coach_hints, view, lang, 0.2)
            self._coach_move = text
        if verdict.solved:
            self._solved()
        self._show_verdict()
        if self.solution:
            self.show_step(1)  # the right card played; the buttons step through the rest
        return verdict

    def _solved(self) -> None:
        assert self.item is not None
        if self.progress.mark(self.item.game, self.item.id):
            try:
                write_progress(self.progress, self.paths)
            except StorageError as e:
                self.problems.append(e.message)
        if isinstance(self.item, Puzzle):
            record = DealRecord.from_json(self.item.record.to_json())
            record.actions = [*record.actions, *self.item.solution]
            self.solution = frames_of(record)[len(self.item.record.actions) :]
            self.step = 0
        self._tree_texts()

    def _computed(self, cid: int, hints: object, error: str) -> None:
        if cid != self._coach_call or self.verdict is None or error or not isinstance(hints, list):
            return
        self._coach_call = None
        reason = next((h.reason for h in hints if str(h.action) == self._coach_move), "")
        if reason:
            said = say(LEARN, "learn.coach-says", i18n.current(), reason=reason)
            self.verdict = Verdict(self.verdict.outcome, f"{self.verdict.text} {said}", self.verdict.rule)
            self._show_verdict()

    def _show_verdict(self) -> None:
        v = self.verdict
        if v is None:
            self.verdict_label.setText("")
            return
        self.verdict_label.setStyleSheet(f"QLabel#LearnVerdict {{ color: {COLOURS[v.outcome]}; }}")
        self.verdict_label.setText(v.text[:1].upper() + v.text[1:])  # a move's name may open it: "piros kilences: …"
        self._steps_shown()

    def show_step(self, n: int) -> None:
        """Show step ``n`` of a solved puzzle's solution (0: the position after the right move is known)."""
        if not self.solution or self.item is None:
            return
        self.step = max(0, min(n, len(self.solution) - 1))
        frame = self.solution[self.step]
        self.board.set_frame(self.item.game, self._names(), self.item.seat, frame, None)
        self._steps_shown()

    def _steps_shown(self) -> None:
        has = bool(self.solution)
        self.prev_button.setVisible(has)
        self.next_button.setVisible(has)
        self.prev_button.setEnabled(has and self.step > 0)
        self.next_button.setEnabled(has and self.step < len(self.solution) - 1)
        self.moves.setEnabled(not has)
        self.try_button.setEnabled(not has and self.item is not None)

    # -- words ---------------------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text again (opening an item, a language switch)."""
        lang = i18n.current()
        self.back_button.setText(self.tr("Back"))
        self.guided_button.setText(self.tr("A guided first deal"))
        self.try_button.setText(self.tr("Try this move"))
        self.prev_button.setText(self.tr("◀ Step back"))
        self.next_button.setText(self.tr("Next step ▶"))
        self._tree_texts()
        if self.item is None:
            self.title_label.setText(self.tr("Learn"))
            self.task_label.setText(
                self.tr(
                    "Each game's lessons teach one rule at a time; the puzzles have one best play, found by the "
                    "exact solver with every hand open. Choose one on the left."
                )
            )
        else:
            self.title_label.setText(title(self.item, lang))
            self.task_label.setText(task(self.item, lang))
            if self.state is not None and not self.solution:
                for i in range(self.moves.count()):
                    row = self.moves.item(i)
                    row.setText(label(self.item.game, row.data(Qt.ItemDataRole.UserRole), lang))
        self._show_verdict()
        self._steps_shown()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def problems_said(page: LearnPage, say_: Callable[[str], None]) -> None:
    """Say what went wrong with the progress file (once)."""
    for message in page.problems:
        say_(message)
    page.problems.clear()
