"""The statistics window: per game and bot level, what the player played and won, and the trend as a small chart.

It reads ``cardtable.storage.stats.Statistics`` only; the table records deals into it as they end. Contracts are
worded by each game's table profile (``contract_name``), so the window knows no game by name.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.storage.stats import MIXED, MatchEntry, Statistics, Tally
from cardtable.ui import i18n, texts
from cardtable.ui.profiles import profile

TREND = 20  # matches in the chart
WON, LOST, AXIS, TEXT = QColor("#2f6b4f"), QColor("#b0413e"), QColor("#8a8172"), QColor("#3b352b")


def level_name(level: str) -> str:
    """A bot level's name for people."""
    if level == MIXED:
        return QCoreApplication.translate("StatsDialog", "Mixed levels")
    return texts.level_name(level)


def signed(value: int) -> str:
    """Points with their sign ("+12", "-4")."""
    return f"{value:+d}"


class TrendChart(QWidget):
    """The player's total of each of the last matches as a bar: green won, red lost, hatched when moves were
    taken back; the newest on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[MatchEntry] = []
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_entries(self, entries: list[MatchEntry]) -> None:
        self.entries = list(entries)
        self.setAccessibleDescription(", ".join(f"{e.total:+d}" for e in self.entries))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 140)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        scale = QRectF(area)
        area.setLeft(area.left() + self.fontMetrics().horizontalAdvance("+0000") + 6)
        if not self.entries:
            p.setPen(TEXT)
            p.drawText(scale, Qt.AlignmentFlag.AlignCenter, self.tr("No finished match yet"))
            return
        top = max(1, max(e.total for e in self.entries))
        bottom = min(0, min(e.total for e in self.entries))
        span = top - bottom or 1
        zero_y = area.top() + area.height() * top / span
        slot = area.width() / max(len(self.entries), 5)
        bar = max(3.0, slot * 0.7)
        for i, e in enumerate(self.entries):
            x = area.left() + i * slot + (slot - bar) / 2
            y = area.top() + area.height() * (top - max(e.total, 0)) / span
            h = max(1.5, area.height() * abs(e.total) / span)
            colour = WON if e.won else LOST
            rect = QRectF(x, y if e.total > 0 else zero_y, bar, h)
            p.setPen(QPen(colour.darker(120), 1))
            pattern = Qt.BrushStyle.BDiagPattern if e.undo else Qt.BrushStyle.SolidPattern
            p.setBrush(QBrush(colour, pattern))
            p.drawRect(rect)
        p.setPen(QPen(AXIS, 1))
        p.drawLine(QPointF(area.left(), zero_y), QPointF(area.right(), zero_y))
        p.setPen(TEXT)  # the scale: the highest and the lowest total shown
        p.drawText(QRectF(scale.left(), scale.top(), scale.width(), 16), Qt.AlignmentFlag.AlignLeft, f"{top:+d}")
        if bottom < 0:
            low = QRectF(scale.left(), scale.bottom() - 16, scale.width(), 16)
            p.drawText(low, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, f"{bottom:+d}")


class StatsDialog(QDialog):
    """The player's statistics, one game and bot level at a time."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None, game: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("statsDialog")
        self.stats = stats
        self.game = QComboBox()
        self.level = QComboBox()
        self.game_label, self.level_label = QLabel(), QLabel()
        choose = QHBoxLayout()
        for label, box in ((self.game_label, self.game), (self.level_label, self.level)):
            label.setBuddy(box)
            choose.addWidget(label)
            choose.addWidget(box, 1)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.figures = QGridLayout()
        self.figures.setHorizontalSpacing(14)
        self.figure_labels: dict[str, tuple[QLabel, QLabel]] = {}
        for i, key in enumerate(("matches", "deals", "per_deal", "points", "best", "worst", "undo")):
            name, value = QLabel(), QLabel()
            value.setObjectName(f"stat_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.figures.addWidget(name, i // 2, (i % 2) * 2)
            self.figures.addWidget(value, i // 2, (i % 2) * 2 + 1)
            self.figure_labels[key] = (name, value)
        self.figures.setColumnStretch(1, 1)
        self.figures.setColumnStretch(3, 1)
        self.contracts_title = QLabel()
        self.contracts = QTableWidget(0, 3)
        self.contracts.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.contracts.verticalHeader().hide()
        self.contracts.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2):
            self.contracts.horizontalHeader().setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.contracts.setMinimumHeight(70)
        self.trend_title = QLabel()
        self.chart = TrendChart()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(choose)
        lay.addWidget(self.empty)
        lay.addLayout(self.figures)
        lay.addWidget(self.contracts_title)
        lay.addWidget(self.contracts, 2)
        lay.addWidget(self.trend_title)
        lay.addWidget(self.chart, 3)
        lay.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.level.currentIndexChanged.connect(self._show)
        self._fill_games(game)
        self.retranslate()
        self._fit(parent)

    def _fit(self, parent: QWidget | None) -> None:
        """A comfortable size that never outgrows the main window (800×560 included), centred on it."""
        room = parent.window().geometry() if parent is not None else None
        width, height = (room.width(), room.height()) if room is not None else (1280, 800)
        self.resize(min(680, max(420, width - 40)), min(600, max(380, height - 40)))
        if room is not None:
            self.move(room.center() - self.rect().center())

    # choosing -------------------------------------------------------------------------------------------------------
    def _fill_games(self, preferred: str) -> None:
        from cardtable.engine.registry import names

        played = self.stats.games()
        order = [g for g in names() if g in played] + [g for g in played if g not in names()]
        self.game.blockSignals(True)
        self.game.clear()
        for g in order:
            self.game.addItem(texts.game_name(g), g)
        self.game.blockSignals(False)
        if preferred in order:
            self.game.setCurrentIndex(order.index(preferred))
        self._game_changed()

    def _game_changed(self) -> None:
        game = self.game.currentData()
        chosen = self.level.currentData()
        self.level.blockSignals(True)
        self.level.clear()
        self.level.addItem(self.tr("All levels"), None)
        for lv in self.stats.levels(game) if game else []:
            self.level.addItem(level_name(lv), lv)
        found = self.level.findData(chosen)
        self.level.setCurrentIndex(max(0, found))
        self.level.blockSignals(False)
        self._show()

    def selected(self) -> tuple[str | None, str | None]:
        """The game and level shown (level None: every level)."""
        return self.game.currentData(), self.level.currentData()

    # showing --------------------------------------------------------------------------------------------------------
    def _show(self) -> None:
        game, level = self.selected()
        has_data = bool(game)
        self.empty.setVisible(not has_data)
        for w in (self.game, self.level, self.game_label, self.level_label, self.chart, self.trend_title):
            w.setVisible(has_data)
        t = self.stats.combined(game, level) if game else Tally()
        self._figures(t, has_data)
        self._contracts(game, t)
        entries = self.stats.trend(game, level, TREND) if game else []
        self.chart.set_entries(entries)
        self.trend_title.setText(self.tr("Your total in each of the last matches (newest on the right)"))

    def _figures(self, t: Tally, has_data: bool) -> None:
        def share(won: int, played: int) -> str:
            pct = QLocale(i18n.current()).toString(100 * won / played, "f", 0) if played else "–"
            return f"{won} / {played} ({pct}%)"

        values = {
            "matches": share(t.matches_won, t.matches),
            "deals": share(t.deals_won, t.deals),
            "per_deal": QLocale(i18n.current()).toString(t.points_per_deal, "f", 1),
            "points": signed(t.points),
            "best": signed(t.best_deal) if t.best_deal is not None and t.best_deal > 0 else "–",
            "worst": signed(t.worst_deal) if t.worst_deal is not None and t.worst_deal < 0 else "–",
            "undo": self.tr("{matches} matches, {deals} deals").format(matches=t.undo_matches, deals=t.undo_deals),
        }
        for key, (_, value) in self.figure_labels.items():
            value.setText(values[key])
        for key, (name, value) in self.figure_labels.items():
            shown = has_data and (key != "undo" or bool(t.undo_deals or t.undo_matches))
            name.setVisible(shown)
            value.setVisible(shown)

    def _contracts(self, game: str | None, t: Tally) -> None:
        rows = sorted(t.contracts.items(), key=lambda kv: (-kv[1][0], kv[0]))
        self.contracts.setRowCount(len(rows))
        words = profile(game) if game else None
        for r, (cid, (bid, made)) in enumerate(rows):
            name = words.contract_name(cid) if words is not None else cid
            pct = QLocale(i18n.current()).toString(100 * made / bid, "f", 0) if bid else "–"
            cells = (name, str(bid), f"{made} ({pct}%)")
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.contracts.setItem(r, c, item)
        self.contracts_title.setVisible(bool(rows))
        self.contracts.setVisible(bool(rows))

    def retranslate(self) -> None:
        """Every text in the UI language (also on LanguageChange)."""
        self.setWindowTitle(self.tr("Statistics"))
        self.game_label.setText(self.tr("&Game"))
        self.level_label.setText(self.tr("&Computer strength"))
        self.empty.setText(self.tr("No finished deal yet. Play a match, and your results are counted here."))
        names = {
            "matches": self.tr("Matches won"),
            "deals": self.tr("Deals won"),
            "per_deal": self.tr("Points per deal"),
            "points": self.tr("Points in all"),
            "best": self.tr("Biggest win"),
            "worst": self.tr("Biggest loss"),
            "undo": self.tr("With moves taken back"),
        }
        tips = {
            "matches": self.tr("Matches you ended on top (a shared top counts), of all you finished"),
            "deals": self.tr("Deals that raised your total, of all you finished"),
            "best": self.tr("The most points you won in one deal"),
            "worst": self.tr("The most points you lost in one deal"),
            "undo": self.tr("Practice matches and deals in which you took back a move (counted above too)"),
        }
        for key, (name, value) in self.figure_labels.items():
            name.setText(names[key] + ":")
            for w in (name, value):
                w.setToolTip(tips.get(key, ""))
        self.contracts_title.setText(self.tr("Contracts you declared"))
        self.chart.setToolTip(
            self.tr("Green: a match you won; red: one you lost; hatched: with moves taken back. Newest on the right.")
        )
        self.contracts.setHorizontalHeaderLabels([self.tr("Contract"), self.tr("Declared"), self.tr("Made")])
        for i in range(self.game.count()):
            self.game.setItemText(i, texts.game_name(self.game.itemData(i)))
        for i in range(self.level.count()):
            data = self.level.itemData(i)
            self.level.setItemText(i, self.tr("All levels") if data is None else level_name(data))
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
