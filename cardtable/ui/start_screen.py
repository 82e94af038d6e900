"""The first screen a player sees: continue the last match, or choose a game and read its rules."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable import games
from cardtable.ui import i18n
from cardtable.ui.look import icon_heading, named

# Calm table colours: deep green cloth, a warm paper panel, ink and a little gold (the card faces' palette).
CLOTH_CENTRE = "#2f6b4f"
CLOTH_EDGE = "#173a2b"
PANEL = "#fbf7ec"
INK = "#27231f"
MUTED = "#6b6256"
GOLD = "#b8861f"
LIST_MIN_HEIGHT = 110

STYLE = f"""
#panel {{ background: {PANEL}; border-radius: 14px; }}
#panel QLabel {{ color: {INK}; background: transparent; }}
#panel QLabel#title {{ font-size: 22pt; font-weight: 600; }}
#panel QLabel#welcome {{ color: {MUTED}; font-size: 11pt; }}
#panel QLabel#section {{ color: {MUTED}; font-size: 10pt; font-weight: 600; letter-spacing: 1px; }}
#panel QLabel#continueHint {{ color: {MUTED}; }}
#gameScroll, #gameList {{ background: transparent; }}
#gameRow {{ background: #ffffff; border: 1px solid #e2d9c6; border-radius: 10px; }}
#gameRow:hover {{ border-color: {GOLD}; }}
#panel QLabel#gameTitle {{ font-size: 13pt; font-weight: 600; }}
#panel QLabel#gameBlurb {{ color: {MUTED}; }}
QPushButton {{
    color: {INK}; background: #f3ecdb; border: 1px solid #cfc3a8; border-radius: 6px; padding: 6px 16px;
}}
QPushButton:hover {{ background: #efe3c7; }}
QPushButton:focus {{ border-color: {GOLD}; }}
QPushButton:disabled {{ color: #a99d86; background: #f6f1e5; border-color: #e2d9c6; }}
QPushButton#play, QPushButton#continue {{ color: #ffffff; background: #2f6b4f; border-color: #24543e; }}
QPushButton#play:hover, QPushButton#continue:hover {{ background: #377c5c; }}
QPushButton#continue:disabled {{ color: #a99d86; background: #f6f1e5; border-color: #e2d9c6; }}
QPushButton#rules {{ background: transparent; border-color: transparent; color: #24543e; text-decoration: underline; }}
QPushButton#rules:hover {{ color: {GOLD}; }}
"""


class GameRow(QFrame):
    """One game to choose: its name, a one-line description, a rules link and a Play button."""

    def __init__(self, name: str, variant: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.variant = variant
        self.setObjectName("gameRow")
        self.title = named(QLabel(), "gameTitle")
        self.blurb = named(QLabel(), "gameBlurb")
        self.blurb.setWordWrap(True)
        self.rules = named(QPushButton(), "rules")
        self.rules.setCursor(Qt.CursorShape.PointingHandCursor)
        self.guided = named(QPushButton(), "rules")  # a link like the rules: a first deal with the coach talking
        self.guided.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play = named(QPushButton(), "play")
        self.play.setCursor(Qt.CursorShape.PointingHandCursor)
        self.play.setDefault(False)
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.title)
        text.addWidget(self.blurb)
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 10, 12, 10)
        row.addLayout(text, 1)
        row.addWidget(self.guided, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.rules, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.play, 0, Qt.AlignmentFlag.AlignVCenter)


class GameList(QScrollArea):
    """The game rows, scrolling only when the window is too short for all of them."""

    def sizeHint(self) -> QSize:
        # QScrollArea caps its hint at 24 lines of text; the list asks for all its rows and gets what fits
        inner = self.widget()
        return inner.sizeHint() if inner is not None else super().sizeHint()


class StartScreen(QWidget):
    """Welcome, continue the last match, or pick a game (only the games that are implemented)."""

    game_chosen = Signal(str, str)  # game name, variant ("" when the game has none)
    rules_requested = Signal(str)  # game name
    continue_requested = Signal()
    statistics_requested = Signal()
    learn_requested = Signal()
    guided_requested = Signal(str)  # game name: a guided first deal

    def __init__(self, parent: QWidget | None = None, *, can_continue: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.setStyleSheet(STYLE)
        self._continue_detail = ""

        panel = self.panel = named(QFrame(), "panel")
        panel.setMaximumWidth(720)
        panel.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.title = named(QLabel(), "title")
        self.welcome = named(QLabel(), "welcome")
        self.welcome.setWordWrap(True)
        heading = icon_heading(self.title, self.welcome, icon_px=56, text_spacing=2, spacing=14)

        self.continue_button = named(QPushButton(), "continue")
        self.continue_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.continue_button.clicked.connect(self.continue_requested)
        self.continue_hint = named(QLabel(), "continueHint")
        self.statistics_button = named(QPushButton(), "statistics")
        self.statistics_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.statistics_button.clicked.connect(self.statistics_requested)
        self.learn_button = named(QPushButton(), "learn")
        self.learn_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.learn_button.clicked.connect(self.learn_requested)
        resume = QHBoxLayout()
        resume.addWidget(self.continue_button)
        resume.addWidget(self.continue_hint, 1)
        heading.addWidget(self.learn_button, 0, Qt.AlignmentFlag.AlignTop)
        heading.addWidget(self.statistics_button, 0, Qt.AlignmentFlag.AlignTop)

        self.choose = named(QLabel(), "section")
        self.rows: list[GameRow] = []
        # Only games the table has panels for; an engine without them is not offered to players yet.
        known = games.names()
        for name in known:
            for variant in [str(v.value) for v in games.info(name).variants]:
                row = GameRow(name, variant)
                row.play.clicked.connect(lambda _=False, n=name, v=variant: self.game_chosen.emit(n, v))
                row.rules.clicked.connect(lambda _=False, n=name: self.rules_requested.emit(n))
                row.guided.clicked.connect(lambda _=False, n=name: self.guided_requested.emit(n))
                self.rows.append(row)

        inner = QVBoxLayout(panel)
        inner.setContentsMargins(32, 28, 32, 28)
        inner.setSpacing(12)
        inner.addLayout(heading)
        inner.addSpacing(6)
        inner.addLayout(resume)
        inner.addSpacing(10)
        inner.addWidget(self.choose)
        # the games scroll when the window is too short for all of them (four rows need ~330 px)
        rows = named(QWidget(), "gameList")
        rows_layout = QVBoxLayout(rows)
        rows_layout.setContentsMargins(0, 0, 0, 0)
        rows_layout.setSpacing(10)
        for row in self.rows:
            row.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            rows_layout.addWidget(row)
        self.game_list = named(GameList(), "gameScroll")
        self.game_list.setWidget(rows)
        self.game_list.setWidgetResizable(True)
        self.game_list.setFrameShape(QFrame.Shape.NoFrame)
        self.game_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.game_list.viewport().setAutoFillBackground(False)
        # at least a row and a half shows; the layout gives the list its full height when the window has the room
        # (a minimum that followed the window's height kept the window from ever getting shorter again)
        self.game_list.setMinimumHeight(LIST_MIN_HEIGHT)
        inner.addWidget(self.game_list, 1)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 24, 24, 24)
        outer.addStretch(1)
        centre = QHBoxLayout()
        centre.addStretch(1)
        centre.addWidget(panel, 6)
        centre.addStretch(1)
        outer.addLayout(centre)
        outer.addStretch(2)

        self.set_can_continue(can_continue)
        self.retranslate()

    # -- state -----------------------------------------------------------------------------------------------------

    def set_can_continue(self, enabled: bool, detail: str = "") -> None:
        """Enable "Continue last match" when there is a saved match; ``detail`` names it (already translated)."""
        self.continue_button.setEnabled(enabled)
        self._continue_detail = detail if enabled else ""
        self._set_continue_hint()
        (self.continue_button if enabled else self.rows[0].play if self.rows else self).setFocus()

    @property
    def can_continue(self) -> bool:
        """Whether the Continue button is enabled."""
        return self.continue_button.isEnabled()

    # -- text ------------------------------------------------------------------------------------------------------

    def game_texts(self) -> dict[tuple[str, str], tuple[str, str]]:
        """(name, variant) -> (title, one-line description), in the current language, from the registry."""
        lang = i18n.current()
        out = {}
        for record in games.infos():
            for v in record.variants:
                title = f"{record.title(lang)} — {v.label(lang)}" if len(record.variants) > 1 else record.title(lang)
                blurb = (v.blurb or record.description)(lang)
                out[(record.name, str(v.value))] = (title, blurb)
        return out

    def retranslate(self) -> None:
        """Set every text again (start-up and language change)."""
        self.setWindowTitle(self.tr("cardtable"))
        self.title.setText(self.tr("Welcome to the card table"))
        self.welcome.setText(
            self.tr("Trick-taking card games against the computer, with a coach at your side when you want one.")
        )
        self.continue_button.setText(self.tr("Continue last match"))
        self.statistics_button.setText(self.tr("Statistics"))
        self.learn_button.setText(self.tr("Learn"))
        self.choose.setText(self.tr("CHOOSE A GAME"))
        texts = self.game_texts()
        for row in self.rows:
            title, blurb = texts.get((row.name, row.variant), (row.name.replace("-", " ").title(), ""))
            row.title.setText(title)
            row.blurb.setText(blurb)
            row.blurb.setVisible(bool(blurb))
            row.play.setText(self.tr("Play"))
            row.play.setAccessibleName(self.tr("Play %1").replace("%1", title))
            row.guided.setText(self.tr("Guided deal"))
            row.guided.setAccessibleName(self.tr("A guided first deal of %1").replace("%1", title))
            row.rules.setText(self.tr("Rules"))
            row.rules.setAccessibleName(self.tr("Rules of %1").replace("%1", title))
        self._set_continue_hint()
        if hasattr(self, "game_list"):
            self.game_list.updateGeometry()  # a scroll area does not hear that its rows' texts grew

    def _set_continue_hint(self) -> None:
        if self.continue_button.isEnabled():
            self.continue_hint.setText(self._continue_detail)
        else:
            self.continue_hint.setText(self.tr("No match in progress — choose a game below."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- look ------------------------------------------------------------------------------------------------------

    def paintEvent(self, event) -> None:
        """The table cloth: a soft green, lighter where the lamp would be."""
        painter = QPainter(self)
        r = self.rect()
        glow = QRadialGradient(r.center().x(), r.height() * 0.35, max(r.width(), r.height()) * 0.75)
        glow.setColorAt(0.0, QColor(CLOTH_CENTRE))
        glow.setColorAt(1.0, QColor(CLOTH_EDGE))
        painter.fillRect(r, glow)
        painter.end()
