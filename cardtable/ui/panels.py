"""The action bar under the table: the prompt, and a control for every legal action that is not a card click.

Cards are played by clicking them on the table; discards are chosen by
selecting cards and pressing Discard; Ulti bids are composed in ``BidComposer``;
every other legal action (propose, stand, accept, refuse, king, take, pass,
trump, announce, kontra, give-up — and anything a future game adds) is a
button labelled from ``texts``, so every game is playable before it has a panel.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.protocol import View
from cardtable.ui import texts
from cardtable.ui.profiles import profile

PANEL_STYLE = """
QFrame#ActionPanel { background: #15392d; border-top: 1px solid #2d5e4c; }
QFrame#ActionPanel QLabel { color: #eef3ec; }
QLabel#Prompt { font-size: 15px; }
QPushButton { background: #f4efe2; color: #1d2b24; border: 1px solid #c9bf9f; border-radius: 7px;
              padding: 6px 14px; font-size: 14px; min-height: 22px; }
QPushButton:hover { background: #fffaf0; border-color: #f2c75c; }
QPushButton:pressed { background: #e6dcc3; }
QPushButton:disabled { background: #5b7367; color: #a9b9b0; border-color: #5b7367; }
QPushButton#Primary { background: #f2c75c; border-color: #c99a2e; font-weight: bold; }
QPushButton#Primary:disabled { background: #5b7367; color: #a9b9b0; border-color: #5b7367; }
QCheckBox, QRadioButton { color: #eef3ec; font-size: 13px; spacing: 6px; }
QCheckBox::indicator, QRadioButton::indicator { width: 11px; height: 11px; background: #f4efe2;
                                                 border: 2px solid #9fb3a8; }
QCheckBox::indicator { border-radius: 3px; }
QRadioButton::indicator { border-radius: 7px; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked { background: #f2c75c; border: 2px solid #f4efe2;
                                                                outline: none; }
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { background: #5b7367; border-color: #5b7367; }
QCheckBox:disabled, QRadioButton:disabled { color: #8da297; }
QComboBox { background: #f4efe2; color: #1d2b24; border-radius: 6px; padding: 3px 8px; min-height: 22px; }
"""

KONTRA_KINDS = ("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra", "csatlakozom")
BETLI_GRADES = ("betli", "rebetli", "teritett-betli")
DURCHMARS_GRADES = (
    "durchmars",
    "teritett-durchmars",
    "szintelen-durchmars",
    "redurchmars",
    "szintelen-teritett-durchmars",
)


class BidComposer(QWidget):
    """Compose an Ulti contract from its parts; offers exactly the legal bids."""

    bid = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self._legal: dict[frozenset[str], str] = {}
        self.piros = QCheckBox()
        self.hundred_none = QRadioButton()
        self.h40 = QRadioButton("40-100")
        self.h20 = QRadioButton("20-100")
        self.hundred = QButtonGroup(self)
        for b in (self.hundred_none, self.h40, self.h20):
            self.hundred.addButton(b)
        self.hundred_none.setChecked(True)
        self.ulti = QCheckBox("ulti")
        self.asz = QCheckBox("4 ász")
        self.grade = QComboBox()
        self.quick = QComboBox()
        self.quick.setMinimumContentsLength(24)
        self.quick.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.go = QPushButton()
        self.go.setObjectName("Primary")
        # two rows, so the composer fits a small window: the parts, then the bid itself
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(6)
        parts = QHBoxLayout()
        parts.setSpacing(12)
        for w in (self.piros, self.hundred_none, self.h40, self.h20, self.ulti, self.asz, self.grade):
            parts.addWidget(w)
        parts.addStretch(1)
        bid_row = QHBoxLayout()
        bid_row.setSpacing(8)
        bid_row.addStretch(1)
        self.quick.setMaximumWidth(380)
        bid_row.addWidget(self.quick)
        bid_row.addWidget(self.go)
        lay.addLayout(parts)
        lay.addLayout(bid_row)
        for box in (self.piros, self.ulti, self.asz):
            box.toggled.connect(self._sync)
        self.hundred.buttonToggled.connect(lambda *_: self._sync())
        self.grade.currentIndexChanged.connect(self._sync)
        self.quick.activated.connect(self._quick_pick)
        self.go.clicked.connect(self._emit)
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the UI language."""
        self.piros.setText("piros")
        self.piros.setToolTip(self.tr("Hearts are trump: every part counts double"))
        self.hundred_none.setText(self.tr("no 100"))
        self.h40.setToolTip(self.tr("40-100: reach 100 card points with the trump 40"))
        self.h20.setToolTip(self.tr("20-100: reach 100 card points with a 20"))
        self.ulti.setToolTip(self.tr("ulti: win the last trick with the trump 7"))
        self.asz.setToolTip(self.tr("4 ász: take all four aces in your tricks"))
        self.grade.setToolTip(self.tr("betli: take no trick; durchmars: take every trick"))
        self._fill_grade()
        self._fill_quick()
        self._sync()

    def set_legal(self, bids: list[str]) -> None:
        """The legal ``bid …`` action texts."""
        self._legal = {frozenset(b.split()[1:]): b for b in bids}
        words = set().union(*self._legal) if self._legal else set()
        self.piros.setEnabled("piros" in words or "rebetli" in words)
        self.h40.setEnabled("40-100" in words)
        self.h20.setEnabled("20-100" in words)
        self.ulti.setEnabled("ulti" in words)
        self.asz.setEnabled("4-asz" in words)
        self._fill_grade()
        self._fill_quick()
        # start from the lowest legal bid so the Bid button is useful at once
        if bids and self.composed() not in self._legal:
            self._show(bids[0])
        self._sync()

    def _fill_grade(self) -> None:
        words = set().union(*self._legal) if self._legal else set()
        current = self.grade.currentData()
        self.grade.blockSignals(True)
        self.grade.clear()
        self.grade.addItem(self.tr("no betli / durchmars"), "")
        for g in (*BETLI_GRADES, *DURCHMARS_GRADES):
            if g in words:
                self.grade.addItem(texts.contract_name(g), g)
        i = self.grade.findData(current)
        self.grade.setCurrentIndex(max(0, i))
        self.grade.blockSignals(False)

    def _fill_quick(self) -> None:
        self.quick.blockSignals(True)
        self.quick.clear()
        self.quick.addItem(self.tr("All legal bids…"), "")
        for text in sorted(self._legal.values(), key=lambda t: list(self._legal.values()).index(t)):
            self.quick.addItem(texts.contract_name(text[4:]), text)
        self.quick.blockSignals(False)

    def composed(self) -> frozenset[str]:
        """The contract words now ticked."""
        words = set()
        if self.piros.isChecked():
            words.add("piros")
        if self.h40.isChecked():
            words.add("40-100")
        if self.h20.isChecked():
            words.add("20-100")
        if self.ulti.isChecked():
            words.add("ulti")
        if self.asz.isChecked():
            words.add("4-asz")
        g = self.grade.currentData()
        if g:
            words.add(g)
        if not words - {"piros"}:
            words.add("passz")
        return frozenset(words)

    def _show(self, bid_text: str) -> None:
        words = set(bid_text.split()[1:])
        for w in (self.piros, self.ulti, self.asz, self.grade):
            w.blockSignals(True)
        self.piros.setChecked("piros" in words)
        self.ulti.setChecked("ulti" in words)
        self.asz.setChecked("4-asz" in words)
        (self.h40 if "40-100" in words else self.h20 if "20-100" in words else self.hundred_none).setChecked(True)
        grade = next((g for g in (*BETLI_GRADES, *DURCHMARS_GRADES) if g in words), "")
        self.grade.setCurrentIndex(max(0, self.grade.findData(grade)))
        for w in (self.piros, self.ulti, self.asz, self.grade):
            w.blockSignals(False)
        self._sync()

    def _sync(self) -> None:
        text = self._legal.get(self.composed())
        if text:
            self.go.setText(self.tr("Bid {contract}").format(contract=texts.contract_name(text[4:])))
            self.go.setEnabled(True)
        else:
            self.go.setText(self.tr("Not a legal bid"))
            self.go.setEnabled(False)

    def _emit(self) -> None:
        text = self._legal.get(self.composed())
        if text:
            self.bid.emit(text)

    def _quick_pick(self, index: int) -> None:
        text = self.quick.itemData(index)
        if text:
            self._show(text)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ActionPanel(QFrame):
    """The bar under the table: prompt on the left, the controls for the legal actions on the right."""

    action_chosen = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("ActionPanel")
        self.setStyleSheet(PANEL_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 8)
        outer.setSpacing(6)
        top = QHBoxLayout()
        top.setSpacing(8)
        self.prompt = QLabel()
        self.prompt.setObjectName("Prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setMinimumHeight(34)
        top.addWidget(self.prompt, 1)
        self.buttons_box = QHBoxLayout()
        self.buttons_box.setSpacing(8)
        top.addLayout(self.buttons_box)
        self.discard = QPushButton()
        self.discard.setObjectName("Primary")
        self.discard.clicked.connect(self._discard_clicked)
        top.addWidget(self.discard)
        outer.addLayout(top)
        self.composer = BidComposer()
        self.composer.bid.connect(self.action_chosen)
        outer.addWidget(self.composer)
        self.buttons: dict[str, QPushButton] = {}
        self._view: View | None = None
        self._discards: dict[frozenset[str], str] = {}
        self._selection: list[str] = []
        self._waiting_text = ""
        self.discard.hide()
        self.composer.hide()

    def max_selection(self) -> int:
        """How many cards a discard may name (0 when no discard is legal)."""
        return max((len(k) for k in self._discards), default=0)

    def selecting(self) -> bool:
        """True when the legal actions include discards: cards are selected, not played."""
        return bool(self._discards)

    def show_waiting(self, text: str) -> None:
        """Not the human's turn: just a line of text."""
        self._view = None
        self._discards = {}
        self._waiting_text = text
        self.prompt.setText(text)
        self._clear_buttons()
        self.discard.hide()
        self.composer.hide()

    def show_choices(self, text: str, choices: list[tuple[str, object]]) -> None:
        """A line of text and a few plain buttons (label, callback) — e.g. "Next deal" between deals."""
        self.show_waiting(text)
        for i, (label, callback) in enumerate(choices):
            b = QPushButton(label)
            if i == len(choices) - 1:
                b.setObjectName("Primary")
            b.clicked.connect(lambda _=False, f=callback: f())
            self.buttons_box.addWidget(b)
            self.buttons[f"choice:{i}"] = b

    def show_turn(self, view: View, selection: list[str]) -> None:
        """The human's turn: the prompt and the controls for ``view.legal_actions``."""
        table = profile(view.game)
        self._view = view
        self._selection = list(selection)
        legal = view.legal_actions
        self._discards = {_multiset(a.split()[1:]): a for a in legal if a.split()[0] == "discard"}
        bids = [a for a in legal if a.split()[0] == "bid"] if table.composer else []
        clicks = set(table.card_actions(view).values())  # done by clicking the card (MÜ's reveals)
        others = [a for a in legal if a.split()[0] not in ("play", "discard") and a not in bids and a not in clicks]
        self.prompt.setText(texts.prompt(view))
        self._clear_buttons()
        if table.use_list(view, others):
            # e.g. Tarokk's announcement turn (every figure, every kontra word) or its call (any tarokk): the
            # plain words stay buttons, the long list goes into one drop-down with a Say button
            listed = [a for a in others if a not in table.plain_words]
            others = [a for a in others if a in table.plain_words]
            self._add_choice_list(view.game, listed)
        for text in others:
            b = QPushButton(texts.action_label(view.game, text))
            b.setProperty("action", text)
            b.clicked.connect(lambda _=False, t=text: self.action_chosen.emit(t))
            self.buttons_box.addWidget(b)
            self.buttons[text] = b
        self.composer.setVisible(bool(bids))
        if bids:
            self.composer.set_legal(bids)
        self.discard.setVisible(bool(self._discards))
        self.update_selection(selection)

    def update_selection(self, selection: list[str]) -> None:
        """The selected cards (codes; a code held twice may be there twice) changed: enable a legal discard."""
        self._selection = list(selection)
        if not self._discards:
            return
        text = self._discards.get(_multiset(selection))
        n = len(selection)
        if not selection and text:
            self.discard.setText(self.tr("Keep all cards"))
        elif not selection:
            self.discard.setText(self.tr("Discard"))  # "Discard 0 cards" read like a choice
        elif n == 1:
            self.discard.setText(self.tr("Discard 1 card"))
        else:
            self.discard.setText(self.tr("Discard {n} cards").format(n=n))
        self.discard.setEnabled(text is not None)

    def discard_text(self) -> str | None:
        """The legal discard the selection makes, if any."""
        return self._discards.get(_multiset(self._selection))

    def _discard_clicked(self) -> None:
        text = self.discard_text()
        if text:
            self.action_chosen.emit(text)

    def _add_choice_list(self, game: str, actions: list[str]) -> None:
        """A drop-down of action labels and a Say button that sends the chosen one."""
        combo = QComboBox()
        combo.setObjectName("ActionList")
        for text in texts.sorted_actions(game, actions):
            combo.addItem(texts.action_label(game, text), text)
        combo.setMaxVisibleItems(16)
        # as wide as a long label, not the longest one: the window must not grow to fit the list
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(22)
        say = QPushButton(self.tr("Say"))
        say.setProperty("action", "say")
        say.clicked.connect(lambda _=False, c=combo: self.action_chosen.emit(c.currentData()))
        self.buttons_box.addWidget(combo)
        self.buttons_box.addWidget(say)
        self.buttons["list"] = combo  # type: ignore[assignment]
        self.buttons["say"] = say

    def _clear_buttons(self) -> None:
        for b in self.buttons.values():
            b.setParent(None)
            b.deleteLater()
        self.buttons.clear()

    def retranslate(self) -> None:
        """Relabel everything in the UI language."""
        if self._view is not None:
            self.show_turn(self._view, self._selection)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _multiset(codes: list[str]) -> tuple[str, ...]:
    """Cards as a sorted tuple: a discard's cards in any order, copies of a code counted."""
    return tuple(sorted(codes))


def bare(widget: QWidget) -> None:
    """Make a widget transparent to the mouse (overlays that only show)."""
    widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
