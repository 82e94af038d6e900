"""The new-match dialog: game, rules, players, length, names and the bots' strength per seat — all from the registry."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
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
from cardtable.engine.registry import GameInfo, MatchKind, info, infos
from cardtable.storage.saves import MAX_NAME
from cardtable.ui import i18n, texts
from cardtable.ui.controller import MatchConfig

BOT_NAMES = ["Anna", "Bence", "Csilla", "Dani", "Emese"]


def default_length(record: GameInfo, players: int) -> tuple[int | None, int | None]:
    """(deals, target) of a quick match: the first match kind in full rounds; (None, None): the game's own end."""
    if not record.match_kinds:
        return None, None
    kind = record.match_kinds[0]
    value = kind.default_for(players, record.default_players)
    return (value, None) if kind.kind == "deals" else (None, value)


class NewMatchDialog(QDialog):
    """Choose what to play; ``config()`` gives the MatchConfig."""

    def __init__(self, parent: QWidget | None = None, current: MatchConfig | None = None, player: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        self.setMinimumWidth(440)
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.game = QComboBox()
        lang = i18n.current()
        for record in infos():
            self.game.addItem(record.title(lang), record.name)
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        self.blurb.setObjectName("gameBlurb")
        self.variant = QComboBox()
        self.players = QSpinBox()
        self.length_kind = QComboBox()
        self.length = QSpinBox()
        self.length.setRange(1, 500)
        self.target = QComboBox()  # a length the rules fix to a few values (Écarté's 5/7/11)
        self.own_end = QLabel()
        form.addRow(self.tr("Game"), self.game)
        form.addRow("", self.blurb)
        form.addRow(self.tr("Rules"), self.variant)
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Match length"), self.length_kind)
        form.addRow("", self.length)
        form.addRow("", self.target)
        form.addRow("", self.own_end)
        self.form = form
        lay.addLayout(form)
        self.options_box = QGroupBox(self.tr("Rule options"))
        self.options_form = QFormLayout(self.options_box)
        self.option_boxes: dict[str, QComboBox] = {}
        lay.addWidget(self.options_box)
        self.seats_box = QGroupBox(self.tr("Players and computer strength"))
        self.grid = QGridLayout(self.seats_box)
        lay.addWidget(self.seats_box)
        self.practice = QCheckBox(self.tr("Practice match: you may take back your moves (Ctrl+Z)"))
        self.practice.setObjectName("practice")
        self.practice.setToolTip(
            self.tr("A match in which a move was taken back is marked so in its saves and in your statistics.")
        )
        self.practice.setChecked(current is not None and current.practice)
        lay.addWidget(self.practice)
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._player = player or self.tr("You")
        self.game.currentIndexChanged.connect(self._game_changed)
        self.length_kind.currentIndexChanged.connect(self._length_changed)
        self.players.valueChanged.connect(self._players_changed)
        if current is not None and self.game.findData(current.game) >= 0:
            self.game.setCurrentIndex(self.game.findData(current.game))
        self._game_changed()

    @property
    def record(self) -> GameInfo:
        """The chosen game's record."""
        return info(self.game.currentData())

    def _game_changed(self) -> None:
        record = self.record
        lang = i18n.current()
        self.blurb.setText(record.description(lang))
        self._fit_blurb()
        self.variant.clear()
        for v in record.variants:
            self.variant.addItem(v.label(lang) or record.title(lang), v.value)
        self.form.setRowVisible(self.variant, len(record.variants) > 1 or bool(record.variants[0].label.en))
        self.players.blockSignals(True)
        self.players.setRange(record.min_players, record.max_players)
        self.players.setValue(record.default_players)
        self.players.setEnabled(record.min_players != record.max_players)
        self.players.blockSignals(False)
        self.length_kind.blockSignals(True)
        self.length_kind.clear()
        words = {"deals": self.tr("Deals"), "target": self.tr("Target points")}
        for kind in record.match_kinds:
            self.length_kind.addItem(words[kind.kind], kind.kind)
        self.length_kind.setEnabled(len(record.match_kinds) > 1)
        self.length_kind.blockSignals(False)
        self.own_end.setText(self.tr("The game's own length (as its rules say)"))
        self._build_options(record)
        self._length_changed()
        self._players_changed()

    def _fit_blurb(self) -> None:
        """The game's description as tall as its wrapped lines (a form row keeps the height it first had)."""
        width = self.blurb.width() if self.blurb.isVisible() else self.minimumWidth() - 140
        self.blurb.setMinimumHeight(self.blurb.heightForWidth(max(1, width)))
        self.adjustSize()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.blurb.minimumHeight() < self.blurb.heightForWidth(self.blurb.width()):
            self._fit_blurb()

    def _build_options(self, record: GameInfo) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes.clear()
        lang = i18n.current()
        for option in record.rule_options:
            box = QComboBox()
            # as wide as a short choice, not the longest: the rule's name beside it keeps its room
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(14)
            for choice in option.choices:
                box.addItem(choice.label(lang), choice.value)
            box.setCurrentIndex(max(0, [c.value for c in option.choices].index(option.default)))
            label = QLabel(option.label(lang))
            label.setWordWrap(True)  # a long rule's name wraps instead of being cut to nothing
            self.options_form.addRow(label, box)
            self.option_boxes[option.name] = box
        self.options_box.setVisible(bool(record.rule_options))

    def _kind(self) -> MatchKind | None:
        chosen = self.length_kind.currentData()
        return next((k for k in self.record.match_kinds if k.kind == chosen), None)

    def _length_changed(self) -> None:
        kind = self._kind()
        fixed = kind is not None and bool(kind.choices)
        self.form.setRowVisible(self.length_kind, kind is not None)
        self.form.setRowVisible(self.length, kind is not None and not fixed)
        self.form.setRowVisible(self.target, fixed)
        self.form.setRowVisible(self.own_end, kind is None)
        if kind is None:
            return
        if fixed:
            self.target.clear()
            for t in kind.choices:
                self.target.addItem(str(t), t)
            self.target.setCurrentIndex(self.target.findData(kind.default))
        else:
            self.length.setRange(*kind.limits)
            self.length.setValue(kind.default_for(self.players.value(), self.record.default_players))

    def _players_changed(self) -> None:
        kind = self._kind()
        if kind is not None and not kind.choices:
            self.length.setValue(kind.default_for(self.players.value(), self.record.default_players))
        for w in self.name_edits + self.level_boxes:
            w.setParent(None)
        self.name_edits.clear()
        self.level_boxes.clear()
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
        for seat in range(self.players.value()):
            name = QLineEdit(self._player if seat == 0 else BOT_NAMES[seat - 1])
            name.setMaxLength(MAX_NAME)  # what a save can hold: a longer name would make the autosave unreadable
            self.grid.addWidget(QLabel(self.tr("Seat {n}").format(n=seat + 1)), seat, 0)
            self.grid.addWidget(name, seat, 1)
            self.name_edits.append(name)
            if seat == 0:
                self.grid.addWidget(QLabel(self.tr("you")), seat, 2)
                continue
            level = QComboBox()
            for i, lv in enumerate(LEVELS):
                level.addItem(self.level_name(lv), lv)
                level.setItemData(i, texts.level_hint(lv), Qt.ItemDataRole.ToolTipRole)
            level.currentIndexChanged.connect(lambda _i, box=level: box.setToolTip(texts.level_hint(box.currentData())))
            level.setCurrentIndex(len(LEVELS) - 1)
            level.setToolTip(texts.level_hint(LEVELS[-1]))
            self.grid.addWidget(level, seat, 2)
            self.level_boxes.append(level)

    def level_name(self, level: str) -> str:
        """A bot level's name for people."""
        return texts.level_name(level)

    def config(self) -> MatchConfig:
        """The chosen match."""
        record = self.record
        names = [e.text().strip() or f"{i + 1}" for i, e in enumerate(self.name_edits)]
        levels = ["human"] + [b.currentData() for b in self.level_boxes]
        options = {}
        for option in record.rule_options:
            value = self.option_boxes[option.name].currentData()
            if value != option.default:
                options[option.name] = value
        kind = self._kind()
        deals = target = None
        if kind is not None:
            value = int(self.target.currentData()) if kind.choices else self.length.value()
            deals, target = (value, None) if kind.kind == "deals" else (None, value)
            if kind.as_rule and value != kind.default:
                options["target"] = value  # the deals themselves stop at it
        return MatchConfig(
            game=record.name,
            variant=self.variant.currentData() or "",
            players=self.players.value(),
            names=names,
            levels=levels,
            human=0,
            deals=deals,
            target=target,
            rule_options=options,
            practice=self.practice.isChecked(),
        )
