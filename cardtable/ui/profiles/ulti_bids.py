"""Ulti's bid composer: a bid is built from its parts (colour, 40-100 or 20-100, ulti, 4 ász, betli or durchmars
grades) and offers exactly the legal bids."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
)

from cardtable.engine.protocol import Action
from cardtable.ui import texts
from cardtable.ui.panels import Composer
from cardtable.ui.profiles.base import sayer

say = sayer("ulti")

KONTRA_KINDS = ("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra", "csatlakozom")
BETLI_GRADES = ("betli", "rebetli", "teritett-betli")
DURCHMARS_GRADES = (
    "durchmars",
    "teritett-durchmars",
    "szintelen-durchmars",
    "redurchmars",
    "szintelen-teritett-durchmars",
)


class BidComposer(Composer):
    """Compose an Ulti contract from its parts; offers exactly the legal bids."""

    def __init__(self) -> None:
        super().__init__()
        self._legal: dict[frozenset[str], Action] = {}  # the legal bids by their contract's words
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
        self.piros.setToolTip(say("composer.piros"))
        self.hundred_none.setText(say("composer.no-100"))
        self.h40.setToolTip(say("composer.40-100"))
        self.h20.setToolTip(say("composer.20-100"))
        self.ulti.setToolTip(say("composer.ulti"))
        self.asz.setToolTip(say("composer.4-asz"))
        self.grade.setToolTip(say("composer.grade"))
        self._fill_grade()
        self._fill_quick()
        self._sync()

    def set_legal(self, bids: Sequence[Action]) -> None:
        """The legal ``bid`` actions."""
        self._legal = {frozenset(b.arg.split()): b for b in bids}
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
        self.grade.addItem(say("composer.no-grade"), "")
        for g in (*BETLI_GRADES, *DURCHMARS_GRADES):
            if g in words:
                self.grade.addItem(texts.contract_name(g), g)
        i = self.grade.findData(current)
        self.grade.setCurrentIndex(max(0, i))
        self.grade.blockSignals(False)

    def _fill_quick(self) -> None:
        self.quick.blockSignals(True)
        self.quick.clear()
        self.quick.addItem(say("composer.all-bids"), None)
        for bid in self._legal.values():
            self.quick.addItem(texts.contract_name(bid.arg), bid)
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

    def _show(self, bid: Action) -> None:
        words = set(bid.arg.split())
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
        bid = self._legal.get(self.composed())
        if bid:
            self.go.setText(say("button.bid", contract=texts.contract_name(bid.arg)))
            self.go.setEnabled(True)
        else:
            self.go.setText(say("composer.not-legal"))
            self.go.setEnabled(False)

    def _emit(self) -> None:
        bid = self._legal.get(self.composed())
        if bid:
            self.bid.emit(bid)

    def _quick_pick(self, index: int) -> None:
        bid = self.quick.itemData(index)  # the bid (None: the list's title)
        if isinstance(bid, Action):
            self._show(bid)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
