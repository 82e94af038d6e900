"""The new-match dialog: game, rules, length, names and the bots' strength per seat."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable.bots import LEVELS
from cardtable.storage.saves import MAX_NAME
from cardtable.ui import texts
from cardtable.ui.controller import MatchConfig

GAMES = {"ecarte": 2, "ulti": 3, "tarokk": 4}
ECARTE_TARGETS = (5, 7, 11)  # §7: five points; seven and eleven as house options
VARIANTS = {"ecarte": [""], "ulti": ["mausz", "4m"], "tarokk": [""]}
BOT_NAMES = ["Anna", "Bence", "Csilla", "Dani"]


class NewMatchDialog(QDialog):
    """Choose what to play; ``config()`` gives the MatchConfig."""

    def __init__(self, parent: QWidget | None = None, current: MatchConfig | None = None, player: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        self.setMinimumWidth(420)
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()
        for g in GAMES:
            self.game.addItem(texts.game_name(g), g)
        self.variant = QComboBox()
        self.length_kind = QComboBox()
        self.length_kind.addItem(self.tr("Deals"), "deals")
        self.length_kind.addItem(self.tr("Target points"), "target")
        self.length = QSpinBox()
        self.length.setRange(1, 500)
        # Écarté's length is a rule (5, 7 or 11 points), not any number
        self.target = QComboBox()
        for t in ECARTE_TARGETS:
            self.target.addItem(str(t), t)
        form.addRow(self.tr("Game"), self.game)
        form.addRow(self.tr("Rules"), self.variant)
        form.addRow(self.tr("Match length"), self.length_kind)
        form.addRow("", self.length)
        form.addRow("", self.target)
        self.form = form
        lay.addLayout(form)
        self.seats_box = QGroupBox(self.tr("Players and computer strength"))
        self.grid = QGridLayout(self.seats_box)
        lay.addWidget(self.seats_box)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._player = player or self.tr("You")
        self.game.currentIndexChanged.connect(self._game_changed)
        self.length_kind.currentIndexChanged.connect(self._length_changed)
        if current is not None and current.game in GAMES:
            self.game.setCurrentIndex(self.game.findData(current.game))
        self._game_changed()

    def _game_changed(self) -> None:
        g = self.game.currentData()
        self.variant.clear()
        for v in VARIANTS[g]:
            self.variant.addItem(texts.variant_name(v, g), v)
        self.length_kind.setCurrentIndex(1 if g == "ecarte" else 0)
        self.length_kind.setEnabled(g != "ecarte")  # an Écarté game always goes to a number of points
        self._length_changed()
        for w in self.name_edits + self.level_boxes:
            w.setParent(None)
        self.name_edits.clear()
        self.level_boxes.clear()
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget():
                item.widget().setParent(None)
        for seat in range(GAMES[g]):
            name = QLineEdit(self._player if seat == 0 else BOT_NAMES[seat - 1])
            name.setMaxLength(MAX_NAME)  # what a save can hold: a longer name would make the autosave unreadable
            self.grid.addWidget(QLabel(self.tr("Seat {n}").format(n=seat + 1)), seat, 0)
            self.grid.addWidget(name, seat, 1)
            self.name_edits.append(name)
            if seat == 0:
                self.grid.addWidget(QLabel(self.tr("you")), seat, 2)
                continue
            level = QComboBox()
            for lv in LEVELS:
                level.addItem(self.level_name(lv), lv)
            level.setCurrentIndex(len(LEVELS) - 1)
            self.grid.addWidget(level, seat, 2)
            self.level_boxes.append(level)

    def level_name(self, level: str) -> str:
        """A bot level's name for people."""
        names = {
            "random": self.tr("Beginner (plays at random)"),
            "heuristic": self.tr("Casual"),
            "medium": self.tr("Good"),
            "expert": self.tr("Expert"),
        }
        return names.get(level, level)

    def _length_changed(self) -> None:
        g = self.game.currentData()
        ecarte = g == "ecarte"
        self.form.setRowVisible(self.length, not ecarte)
        self.form.setRowVisible(self.target, ecarte)
        if self.length_kind.currentData() == "target":
            self.length.setValue(5 if ecarte else 100)
        else:
            self.length.setValue(10 if g == "ulti" else 5)

    def config(self) -> MatchConfig:
        """The chosen match."""
        g = self.game.currentData()
        names = [e.text().strip() or f"{i + 1}" for i, e in enumerate(self.name_edits)]
        levels = ["human"] + [b.currentData() for b in self.level_boxes]
        kind = self.length_kind.currentData()
        if g == "ecarte":
            # the target is a rule option of the game (the deals stop at it), and the match goes to it
            target = int(self.target.currentData())
            return MatchConfig(
                game=g,
                variant="",
                players=GAMES[g],
                names=names,
                levels=levels,
                human=0,
                target=target,
                rule_options={} if target == 5 else {"target": target},
            )
        return MatchConfig(
            game=g,
            variant=self.variant.currentData() or "",
            players=GAMES[g],
            names=names,
            levels=levels,
            human=0,
            deals=self.length.value() if kind == "deals" else None,
            target=self.length.value() if kind == "target" else None,
        )
