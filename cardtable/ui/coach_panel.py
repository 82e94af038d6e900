"""The coach's side panel: ranked actions with value and reason, why-not explanations and warnings.

The panel never computes: the window runs the coach (off the GUI thread) and
hands the results in — ``show_hints(game, hints)``, ``show_explanation(exp)``,
``show_warning(warning)``. It asks with signals: ``hintRequested`` (the Hint
button), ``actionChosen(text)`` (a row double-clicked), ``rulesRequested(game,
anchor)`` (a rules link clicked) and ``markCards(codes)`` — the cards of the
best actions, for the table to highlight.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.coach.explain import Explanation
from cardtable.coach.hint import Hint, reworded
from cardtable.coach.warn import CoachWarning
from cardtable.engine.protocol import Action
from cardtable.ui import i18n, texts
from cardtable.ui.look import bar_style, named
from cardtable.ui.profiles import profile

STYLE = (
    bar_style("CoachPanel", "left")
    + """
QLabel#CoachTitle { font-size: 16px; font-weight: bold; color: #f2c75c; }
QLabel#CoachNote { font-size: 13px; background: #1d4a3a; border-radius: 6px; padding: 6px; }
QLabel#CoachNote[warning="true"] { background: #6b2d22; }
QListWidget { background: #fbf8f0; border-radius: 6px; }
QListWidget::item { border-bottom: 1px solid #e6dcc3; }
QListWidget::item:selected { background: #e9f0ea; }
QFrame#HintRow QLabel, QFrame#HintRowBest QLabel { color: #1d2b24; font-size: 13px; background: transparent; }
QFrame#HintRowBest { background: #f6e3a1; border-radius: 4px; }
QLabel#HintReason { color: #46584f; font-size: 12px; }
QLabel#CoachHeader { font-size: 12px; color: #c8d6cd; }
QPushButton { background: #f2c75c; color: #1d2b24; border: 1px solid #c99a2e; border-radius: 7px;
              padding: 5px 12px; font-weight: bold; }
QPushButton:disabled { background: #5b7367; color: #a9b9b0; border-color: #5b7367; }
QCheckBox { color: #eef3ec; }
QLabel#TeachingLabel { font-size: 13px; }
"""
)

BAD_FG = QColor("#a3321f")


class CoachPanel(QFrame, i18n.OwnLanguage):
    """Ranked hints, a note line for explanations and warnings, and a teaching-mode switch."""

    hintRequested = Signal()
    actionChosen = Signal(object)  # the Action of a hint (double-clicked)
    rulesRequested = Signal(str, str)  # game, anchor
    markCards = Signal(list)  # card codes of the best action(s)
    teachingChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None, lang: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CoachPanel")
        self.setStyleSheet(STYLE)
        self.setMinimumWidth(300)
        self._start_language(lang)
        self._game = ""
        self._hints: list[Hint] = []
        self._note: Explanation | CoachWarning | None = None  # the note shown, worded again on a language switch
        self._reword: Callable[[str], Explanation] | None = None
        self.title = named(QLabel(), "CoachTitle")
        self.hint_button = named(QPushButton(), "HintButton")
        self.hint_button.clicked.connect(self.hintRequested)
        self.teaching = named(QCheckBox(), "TeachingMode")
        self.teaching.toggled.connect(self.teachingChanged)
        self.table = named(QListWidget(), "CoachHints")
        self.table.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.itemDoubleClicked.connect(self._double_clicked)
        self.table.viewport().installEventFilter(self)
        self.header = named(QLabel(), "CoachHeader")
        self.header.setWordWrap(True)  # long in Hungarian: it must not widen the dock
        # the switch's words wrap in a label of their own (a QCheckBox text never wraps); clicking them toggles it
        self.teaching_label = named(QLabel(), "TeachingLabel")
        self.teaching_label.setWordWrap(True)
        self.teaching_label.installEventFilter(self)
        self.note = named(QLabel(), "CoachNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.note.linkActivated.connect(self._link)
        self.note.hide()
        self.tie_note = named(QLabel(), "CoachTie")  # best cards that tie: said in words, not rimmed
        self.tie_note.setWordWrap(True)
        self.tie_note.hide()
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.hint_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        lay.addLayout(top)
        lay.addWidget(self.header)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.tie_note)
        lay.addWidget(self.note)
        switch = QHBoxLayout()
        switch.addWidget(self.teaching, 0, Qt.AlignmentFlag.AlignTop)
        switch.addWidget(self.teaching_label, 1)
        lay.addLayout(switch)
        self.retranslate()

    # ------------------------------------------------------------ public

    def clear(self) -> None:
        """No hints, no note."""
        self._hints = []
        self._note = None
        self.table.clear()
        self.tie_note.hide()
        self.note.hide()
        self.markCards.emit([])

    def show_hints(self, game: str, hints: list[Hint]) -> None:
        """Show a ranking (best first) and ask the table to mark the best cards."""
        self._game = game
        self._hints = list(hints)
        self.table.clear()
        if not hints:
            return
        marked: list[str] = []
        for h in hints:
            is_best = h is hints[0] or h.as_good  # within the ranking's noise: as good as the best
            row = _HintRow(h, is_best, h.loss >= 1.0 and not is_best, game, self._lang)
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, h.action)
            item.setToolTip(h.label)
            self.table.addItem(item)
            self.table.setItemWidget(item, row)
            row.setFixedWidth(max(200, self.table.viewport().width() - 4))
            item.setSizeHint(_row_size(row))
            if is_best and h.card is not None:
                marked.append(h.card)
        # the gold rim marks a unique best card; cards that tie are named equal instead of all rimmed
        self.markCards.emit(marked if len(marked) == 1 else [])
        self.tie_note.setVisible(len(marked) > 1)
        self.tie_note.setText(
            self.tr("These cards are equally good: {cards}.").format(
                cards=", ".join(texts.card_name(game, c) for c in marked)
            )
        )

    def show_explanation(self, exp: Explanation, reword: Callable[[str], Explanation] | None = None) -> None:
        """Show why an action is refused, with a link to the rule's section.

        ``reword(lang)`` words it again after a language switch (without it the note keeps its words).
        """
        self._note = exp
        self._reword = reword
        self._set_note(exp.text, exp.game, exp.anchor, warning=not exp.legal)

    def show_warning(self, warning: CoachWarning, game: str = "") -> None:
        """Show a teaching-mode warning."""
        self._note = warning
        self._set_note(warning.text, game or self._game, "", warning=True)

    def show_guide(self, text: str) -> None:
        """The guided deal's words: what happens now and what to do."""
        self._note = None
        self._set_note(text, "", "", warning=False)

    def hints(self) -> list[Hint]:
        """The hints shown."""
        return list(self._hints)

    def retranslate(self) -> None:
        """The panel's own words in the current language."""
        self._follow_language()
        self.title.setText(self.tr("Coach"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Rank every legal move with the computer's search"))
        self.teaching_label.setText(self.tr("Warn me before a clear mistake"))
        self.teaching.setAccessibleName(self.teaching_label.text())
        self.header.setText(self.tr("Moves, best first — value in expected points for you"))
        if self._hints and self._hints[0].facts:
            # the same ranking in the new words (its rows are built from the hints' labels and reasons)
            self.show_hints(self._game, [reworded(h, self._game, self._lang) for h in self._hints])
        note = self._note
        if isinstance(note, Explanation):
            reword = self._reword
            self.show_explanation(reword(self._lang) if reword is not None else note, reword)
        elif note is not None:
            self.show_warning(note)

    # ------------------------------------------------------------ internals

    def _set_note(self, text: str, game: str, anchor: str, *, warning: bool) -> None:
        body = _escape(text)
        if game and anchor:
            link = self.tr("Read the rule")
            body += f' <a href="rules:{game}#{anchor}" style="color:#f2c75c">{link}</a>'
        self.note.setText(body)
        self.note.setProperty("warning", "true" if warning else "false")
        self.note.style().unpolish(self.note)
        self.note.style().polish(self.note)
        self.note.show()

    def _link(self, link: str) -> None:
        if link.startswith("rules:"):
            game, _, anchor = link[6:].partition("#")
            self.rulesRequested.emit(game, anchor or "top")

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_rows()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # the list's viewport narrows when its scroll bar appears (rows overflow): the rows follow, so no value
        # hides under the bar
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_rows()
        if watched is self.teaching_label and event.type() == QEvent.Type.MouseButtonPress:
            self.teaching.toggle()
            return True
        return super().eventFilter(watched, event)

    def _fit_rows(self) -> None:
        width = max(200, self.table.viewport().width() - 4)
        for i in range(self.table.count()):
            item = self.table.item(i)
            row = self.table.itemWidget(item)
            if row is not None and row.width() != width:
                row.setFixedWidth(width)
                item.setSizeHint(_row_size(row))

    def _double_clicked(self, item: QListWidgetItem) -> None:
        action = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(action, Action):
            self.actionChosen.emit(action)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class _HintRow(QFrame):
    """One ranked action: its name and value on a line, the reason wrapped below."""

    def __init__(self, h: Hint, best: bool, bad: bool, game: str = "", lang: str = "en") -> None:
        super().__init__()
        self.setObjectName("HintRowBest" if best else "HintRow")
        # the table's own words for the action (the game's profile), the coach's where no game is known
        name = QLabel(_escape(profile(game).action_label(h.action) if game else h.label))
        name.setWordWrap(True)  # a long label wraps instead of running under the value
        value = QLabel(signed_number(h.value, lang))
        value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        value.setMinimumWidth(value.sizeHint().width())
        if bad:
            value.setStyleSheet(f"color: {BAD_FG.name()};")
        if best:
            name.setStyleSheet("font-weight: bold;")
            value.setStyleSheet("font-weight: bold;")
        reason = QLabel(_escape(h.reason))
        reason.setWordWrap(True)
        reason.setObjectName("HintReason")
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        line.setSpacing(8)
        line.addWidget(name, 1)
        line.addWidget(value)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.setSpacing(1)
        lay.addLayout(line)
        lay.addWidget(reason)


def signed_number(value: float, lang: str) -> str:
    """A coach value with its sign and two decimals, in the language's way: "+4.00", Hungarian "+4,00"."""
    text = f"{value:+.2f}"
    return text.replace(".", ",") if lang == "hu" else text


def _row_size(row: QWidget) -> QSize:
    """The size a wrapped row needs at its fixed width."""
    width = row.width()
    lay = row.layout()
    height = lay.heightForWidth(width) if lay is not None and lay.hasHeightForWidth() else row.sizeHint().height()
    return QSize(width, height)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
