"""The window's menu bar: Game, Settings and Help — the actions, their words and which choice is checked.

What an action does is wired by the window (``MainWindow._connect``); a choice among several (the language,
the animation speed…) is announced by one signal per menu with the chosen code.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, SignalInstance
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from cardtable.storage.settings import CARD_BACKS, FELTS, FRENCH_FACES, HUNGARIAN_FACES
from cardtable.ui import i18n
from cardtable.ui.preferences import PAUSES
from cardtable.ui.trick_hold import HOLDS

if TYPE_CHECKING:
    from cardtable.storage.settings import Settings

LANGUAGES = (("en", "English"), ("hu", "Magyar"))  # each language's own name: never translated
SPEEDS = ("off", "fast", "normal", "slow")


def _unique(keys: list[QKeySequence]) -> list[QKeySequence]:
    """Key sequences without repeats (the platform's standard key is often the one we name too: an ambiguous
    shortcut does nothing)."""
    out: list[QKeySequence] = []
    for k in keys:
        if not k.isEmpty() and k not in out:
            out.append(k)
    return out


class Menus(QObject):
    """The menu bar of ``window``."""

    language_chosen = Signal(str)
    speed_chosen = Signal(str)
    pause_chosen = Signal(str)  # a key of PAUSES
    trick_hold_chosen = Signal(str)  # one of HOLDS
    felt_chosen = Signal(str)  # one of FELTS
    hungarian_chosen = Signal(str)  # one of HUNGARIAN_FACES
    french_chosen = Signal(str)  # one of FRENCH_FACES
    back_chosen = Signal(str)  # one of CARD_BACKS

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        Keys = QKeySequence.StandardKey
        mb = window.menuBar()
        self.m_game = mb.addMenu("")
        self.a_new = self._action(Keys.New)
        self.a_restart = self._action()
        self.a_open = self._action(Keys.Open)
        self.a_save = self._action(Keys.Save)
        self.a_last = self._action(QKeySequence("L"))
        self.a_sheet = self._action(QKeySequence("S"))
        self.a_hint = self._action(QKeySequence("H"))
        self.a_undo = self._action(Keys.Undo)
        self.a_stats = self._action()
        self.a_review = self._action(QKeySequence("R"))
        self.a_quit = self._action(Keys.Quit)
        self._fill(
            self.m_game,
            [self.a_new, self.a_restart],
            [self.a_open, self.a_save],
            [self.a_last, self.a_sheet, self.a_review, self.a_hint, self.a_undo],
            [self.a_stats],
            [self.a_quit],
        )
        self.m_view = mb.addMenu("")
        self.a_full = self._action(checkable=True)
        self.a_full.setShortcuts(_unique([QKeySequence("F11"), *QKeySequence.keyBindings(Keys.FullScreen)]))
        self.a_zoom_in = self._action()
        self.a_zoom_in.setShortcuts(_unique([*QKeySequence.keyBindings(Keys.ZoomIn), QKeySequence("Ctrl+=")]))
        self.a_zoom_out = self._action(Keys.ZoomOut)
        self.a_zoom_reset = self._action(QKeySequence("Ctrl+0"))
        self._fill(self.m_view, [self.a_full], [self.a_zoom_in, self.a_zoom_out, self.a_zoom_reset])
        self.m_felt = self.m_view.addMenu("")
        self.felt_actions = self._choices(self.m_felt, FELTS, self.felt_chosen)
        self.m_hungarian = self.m_view.addMenu("")
        self.hungarian_actions = self._choices(self.m_hungarian, HUNGARIAN_FACES, self.hungarian_chosen)
        self.m_french = self.m_view.addMenu("")
        self.french_actions = self._choices(self.m_french, FRENCH_FACES, self.french_chosen)
        self.m_backs = self.m_view.addMenu("")
        self.back_actions = self._choices(self.m_backs, CARD_BACKS, self.back_chosen)
        self.m_settings = mb.addMenu("")
        self.m_lang = self.m_settings.addMenu("")
        self.lang_actions = self._choices(self.m_lang, [code for code, _ in LANGUAGES], self.language_chosen)
        for code, name in LANGUAGES:
            self.lang_actions[code].setText(name)
        self.m_speed = self.m_settings.addMenu("")
        self.speed_actions = self._choices(self.m_speed, SPEEDS, self.speed_chosen)
        self.m_pause = self.m_settings.addMenu("")
        self.pause_actions = self._choices(self.m_pause, PAUSES, self.pause_chosen)
        self.m_tricks = self.m_settings.addMenu("")
        self.trick_actions = self._choices(self.m_tricks, HOLDS, self.trick_hold_chosen)
        self.a_auto = self._action(checkable=True)
        self.a_coach = self._action(checkable=True)
        self.a_sound = self._action(checkable=True)
        self._fill(self.m_settings, [self.a_auto, self.a_coach, self.a_sound])
        self.m_help = mb.addMenu("")
        self.a_rules = self._action(Keys.HelpContents)
        self.a_learn = self._action()
        self.a_keys = self._action()
        self.a_about = self._action()
        self._fill(self.m_help, [self.a_rules, self.a_learn, self.a_keys, self.a_about])

    def _action(
        self, shortcut: QKeySequence | QKeySequence.StandardKey | None = None, *, checkable: bool = False
    ) -> QAction:
        a = QAction(self.window)
        if shortcut is not None:
            a.setShortcut(shortcut)
        a.setCheckable(checkable)
        return a

    @staticmethod
    def _fill(menu: QMenu, *sections: list[QAction]) -> None:
        """Add the actions to ``menu``, a separator between two sections."""
        for i, section in enumerate(sections):
            if i:
                menu.addSeparator()
            for a in section:
                menu.addAction(a)

    def _choices(self, menu: QMenu, codes: Iterable[str], chosen: SignalInstance) -> dict[str, QAction]:
        """One checkable action per code, one of them checked at a time; choosing one emits ``chosen(code)``."""
        group = QActionGroup(self)
        actions = {}
        for code in codes:
            a = self._action(checkable=True)
            a.triggered.connect(lambda _=False, c=code: chosen.emit(c))
            group.addAction(a)
            menu.addAction(a)
            actions[code] = a
        return actions

    def check_settings(self, s: Settings) -> None:
        """Check the choices the settings hold."""
        self.trick_actions.get(s.trick_hold, self.trick_actions["last"]).setChecked(True)
        self.speed_actions.get(s.animation_speed, self.speed_actions["normal"]).setChecked(True)
        pause = min(PAUSES, key=lambda k: abs(PAUSES[k] - s.bot_pause_ms))
        self.pause_actions[pause].setChecked(True)
        self.a_auto.setChecked(s.auto_announce)
        self.a_full.setChecked(s.full_screen)
        self.a_sound.setChecked(s.sound)
        self.felt_actions.get(s.felt, self.felt_actions["green"]).setChecked(True)
        self.hungarian_actions.get(s.hungarian_faces, self.hungarian_actions["classic"]).setChecked(True)
        self.french_actions.get(s.french_faces, self.french_actions["classic"]).setChecked(True)
        self.back_actions.get(s.card_back, self.back_actions["classic"]).setChecked(True)

    def retranslate(self) -> None:
        """Every menu's words in the UI language, the language in use checked."""
        words: list[tuple[QMenu | QAction, str]] = [
            (self.m_game, self.tr("&Game")),
            (self.a_new, self.tr("&New match…")),
            (self.a_restart, self.tr("&Restart deal")),
            (self.a_open, self.tr("&Open match…")),
            (self.a_save, self.tr("Sa&ve match…")),
            (self.a_last, self.tr("&Last trick")),
            (self.a_sheet, self.tr("&Score sheet")),
            (self.a_review, self.tr("&Review a deal…")),
            (self.a_hint, self.tr("&Hint")),
            (self.a_undo, self.tr("&Take back my move (practice)")),
            (self.a_stats, self.tr("Statis&tics…")),
            (self.a_quit, self.tr("&Quit")),
            (self.m_view, self.tr("&View")),
            (self.a_full, self.tr("&Full screen")),
            (self.a_zoom_in, self.tr("Larger cards")),
            (self.a_zoom_out, self.tr("Smaller cards")),
            (self.a_zoom_reset, self.tr("Cards at their usual size")),
            (self.m_felt, self.tr("Table &colour")),
            (self.felt_actions["green"], self.tr("Green")),
            (self.felt_actions["blue"], self.tr("Blue")),
            (self.felt_actions["red"], self.tr("Red")),
            (self.felt_actions["grey"], self.tr("Grey")),
            (self.m_hungarian, self.tr("&Hungarian cards")),
            (self.hungarian_actions["classic"], self.tr("Classic, with figures")),
            (self.hungarian_actions["simple"], self.tr("Simple, with large indices")),
            (self.m_french, self.tr("&French-suited cards")),
            (self.french_actions["classic"], self.tr("Red and black")),
            (self.french_actions["four-colour"], self.tr("Four colours (blue diamonds, green clubs)")),
            (self.m_backs, self.tr("Card &backs")),
            (self.back_actions["classic"], self.tr("Each deck's own")),
            (self.back_actions["tartan"], self.tr("Tartan")),
            (self.back_actions["waves"], self.tr("Waves")),
            (self.m_settings, self.tr("&Settings")),
            (self.m_lang, self.tr("&Language")),
            (self.m_speed, self.tr("&Animation speed")),
            (self.speed_actions["off"], self.tr("Instant")),
            (self.speed_actions["fast"], self.tr("Fast")),
            (self.speed_actions["normal"], self.tr("Normal")),
            (self.speed_actions["slow"], self.tr("Slow")),
            (self.m_pause, self.tr("&Pause after each card")),
            (self.pause_actions["none"], self.tr("None")),
            (self.pause_actions["short"], self.tr("Short")),
            (self.pause_actions["normal"], self.tr("Normal")),
            (self.pause_actions["long"], self.tr("Long")),
            (self.m_tricks, self.tr("Finished &tricks")),
            (self.trick_actions["none"], self.tr("Gather each trick after a short pause")),
            (self.trick_actions["last"], self.tr("Keep the last trick on the table until I click")),
            (self.trick_actions["all"], self.tr("Keep every trick on the table until I click")),
            (self.a_auto, self.tr("Announce 20/40 and the king &automatically")),
            (self.a_coach, self.tr("Show the &coach")),
            (
                self.a_sound,
                self.tr("&Sounds")
                if self.a_sound.isEnabled()
                else self.tr("&Sounds (this computer has no sound player we can use)"),
            ),
            (self.m_help, self.tr("&Help")),
            (self.a_rules, self.tr("&Rules of the games")),
            (self.a_learn, self.tr("&Learn: lessons and puzzles")),
            (self.a_keys, self.tr("&Keyboard")),
            (self.a_about, self.tr("&About cardtable")),
        ]
        for item, text in words:
            if isinstance(item, QMenu):
                item.setTitle(text)
            else:
                item.setText(text)
        self.lang_actions[i18n.current()].setChecked(True)
