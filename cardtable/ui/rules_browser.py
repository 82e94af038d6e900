"""The rules browser: our own rules texts (cardtable/coach/rules) in the UI language, one anchor per section.

Hints and refused moves link here with ``show_section(game, anchor)`` (or a
``rules:GAME#ANCHOR`` link). The texts come from ``cardtable.coach.rulesdoc``;
this widget only shows them: a game chooser, a list of sections and the text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, QUrl, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from cardtable.coach import rulesdoc
from cardtable.engine.registry import info
from cardtable.ui import i18n

STYLE = """
QTextBrowser { background: #fbf8f0; color: #1d2b24; font-size: 14px; padding: 8px; }
QListWidget { font-size: 13px; }
"""

CSS = """
h1 { color: #15392d; font-size: 22px; }
h2 { color: #15392d; font-size: 18px; margin-top: 14px; }
h3 { color: #2d5e4c; font-size: 15px; margin-top: 10px; }
th { background: #e6dcc3; }
"""


class RulesView(QWidget, i18n.OwnLanguage):
    """Game chooser, section list and the rules text; ``show_section(game, anchor)`` scrolls to a section."""

    sectionShown = Signal(str, str)  # game, anchor

    def __init__(self, parent: QWidget | None = None, lang: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesView")
        self.setStyleSheet(STYLE)
        self._start_language(lang)
        self._game = rulesdoc.GAMES[0]
        self._anchor = "top"
        self.game_label = QLabel()
        self.game_box = QComboBox()
        for g in rulesdoc.GAMES:
            self.game_box.addItem("", g)
        self.sections = QListWidget()
        self.sections.setObjectName("RulesSections")
        self.text = QTextBrowser()
        self.text.setObjectName("RulesText")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._link)
        self.text.document().setDefaultStyleSheet(CSS)
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game_box, 1)
        split = QSplitter()
        split.addWidget(self.sections)
        split.addWidget(self.text)
        split.setStretchFactor(1, 3)
        split.setSizes([250, 610])
        self.sections.setMinimumWidth(200)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addLayout(top)
        lay.addWidget(split, 1)
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.sections.itemClicked.connect(self._section_clicked)
        self.retranslate()

    # ------------------------------------------------------------ public

    @property
    def game(self) -> str:
        """The game shown."""
        return self._game

    @property
    def anchor(self) -> str:
        """The section last shown."""
        return self._anchor

    def show_section(self, game: str, anchor: str = "top") -> None:
        """Open ``game``'s rules at ``anchor`` (the top if the anchor is unknown)."""
        if game not in rulesdoc.GAMES:
            raise ValueError(f"no rules text for {game!r}")
        if anchor not in rulesdoc.anchors(game, self._lang):
            anchor = "top"
        if game != self._game:
            self._game = game
            self.game_box.blockSignals(True)
            self.game_box.setCurrentIndex(rulesdoc.GAMES.index(game))
            self.game_box.blockSignals(False)
            self._load()
        self._anchor = anchor
        self.text.scrollToAnchor(anchor)
        for i in range(self.sections.count()):
            item = self.sections.item(i)
            if item.data(256) == anchor:
                self.sections.blockSignals(True)
                self.sections.setCurrentRow(i)
                self.sections.blockSignals(False)
        self.sectionShown.emit(game, anchor)

    def open_link(self, link: str) -> bool:
        """Follow a ``rules:GAME#ANCHOR`` link; False if it is not one."""
        if not link.startswith("rules:"):
            return False
        game, _, anchor = link[6:].partition("#")
        if game not in rulesdoc.GAMES:
            return False
        self.show_section(game, anchor or "top")
        return True

    def retranslate(self) -> None:
        """Every text in the current language."""
        self._follow_language()
        self.game_label.setText(self.tr("Game:"))
        for i, g in enumerate(rulesdoc.GAMES):
            record = info(g)
            rules = " / ".join(v.label(self._lang) for v in record.variants if v.label.en)
            title = record.title(self._lang)
            self.game_box.setItemText(i, f"{title} ({rules})" if rules else title)
        self._load()

    # ------------------------------------------------------------ internals

    def _load(self) -> None:
        self.text.setHtml(rulesdoc.to_html(self._game, self._lang))
        self.sections.clear()
        for s in rulesdoc.sections(self._game, self._lang):
            item = QListWidgetItem(("    " * max(0, s.level - 2)) + s.title)
            item.setData(256, s.anchor)
            self.sections.addItem(item)
        anchor = self._anchor if self._anchor in rulesdoc.anchors(self._game, self._lang) else "top"
        self.text.scrollToAnchor(anchor)

    def _game_chosen(self, index: int) -> None:
        self._game = rulesdoc.GAMES[index]
        self._anchor = "top"
        self._load()

    def _section_clicked(self, item: QListWidgetItem) -> None:
        self.show_section(self._game, item.data(256))

    def _link(self, url: QUrl) -> None:
        text = url.toString()
        if not self.open_link(text) and url.hasFragment():
            self.show_section(self._game, url.fragment())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def rules_size(main: QSize) -> QSize:
    """The rules window beside a main window of ``main``: most of it (reading room), never bigger, at most 1100×860."""
    return QSize(min(1100, max(360, round(main.width() * 0.86))), min(860, max(300, round(main.height() * 0.9))))


def fits(size: QSize, main: QSize) -> bool:
    """Whether a window of ``size`` is no bigger than the main window."""
    return size.width() <= main.width() and size.height() <= main.height()


class RulesBrowser(QDialog):
    """The rules browser as a window: a ``RulesView`` and a Close button."""

    def __init__(self, parent: QWidget | None = None, lang: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesBrowser")
        self.view = RulesView(self, lang)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.view, 1)
        lay.addWidget(buttons)
        self.resize(860, 640)
        self._sized = False
        self.retranslate()

    def showEvent(self, event) -> None:
        # sized from the main window, not fixed: 860×640 was bigger than an 800×560 window
        parent = self.parentWidget()
        if parent is not None and (not self._sized or not fits(self.size(), parent.window().size())):
            self.resize(rules_size(parent.window().size()))
            self._sized = True
        super().showEvent(event)

    def show_section(self, game: str, anchor: str = "top") -> None:
        """Open ``game``'s rules at ``anchor``."""
        self.view.show_section(game, anchor)

    def open_link(self, link: str) -> bool:
        """Follow a ``rules:GAME#ANCHOR`` link."""
        return self.view.open_link(link)

    def set_language(self, lang: str) -> None:
        """Show the texts in ``lang``."""
        self.view.set_language(lang)

    def retranslate(self) -> None:
        """The window title in the current language."""
        self.setWindowTitle(self.tr("Rules"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
