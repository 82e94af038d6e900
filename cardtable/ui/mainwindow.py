"""The main window: the table in the middle, the action bar below, menus, the score sheet.

It turns controller events into table moves and clicks into actions; it knows
no game rules — legal actions, refusals and results all come through the
controller from the engine.
"""

from __future__ import annotations

import base64
import contextlib
import datetime
import logging
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QByteArray, QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.protocol import View
from cardtable.ui import i18n, texts
from cardtable.ui.controller import BotRunner, Controller, MatchConfig
from cardtable.ui.language import DEFAULT_PLAYER_NAMES
from cardtable.ui.newmatch import NewMatchDialog
from cardtable.ui.panels import ActionPanel
from cardtable.ui.profiles import profile
from cardtable.ui.profiles.base import Board
from cardtable.ui.scoresheet import ScoreSheet
from cardtable.ui.table import TableScene, TableView, key_code
from cardtable.ui.trick_hold import HOLDS, LastTrickItem, TrickHold

log = logging.getLogger(__name__)

PAUSES = {"none": 0, "short": 300, "normal": 600, "long": 1200}


class SettingsStore:
    """The user's settings: ``cardtable.storage.settings`` when it works, else kept in memory."""

    def __init__(self) -> None:
        self.paths = None
        try:
            from cardtable.storage.paths import user_paths
            from cardtable.storage.settings import load_settings

            self.paths = user_paths()
            self.settings = load_settings(self.paths).settings
        except Exception as e:  # storage must never keep the table from opening
            log.warning("settings unavailable: %s", e)
            from cardtable.storage.settings import Settings

            self.settings = Settings()

    def save(self) -> None:
        """Write the settings (quietly: a full disk must not stop a game)."""
        if self.paths is None:
            return
        try:
            from cardtable.storage.settings import save_settings

            self.paths.ensure()
            save_settings(self.settings, self.paths)
        except Exception as e:
            log.warning("could not save settings: %s", e)


class MainWindow(QMainWindow):
    """The card table application window."""

    review_effort = 1.0  # the coach's search effort in the deal review (the expert bot's; tests lower it)

    def __init__(self, runner: BotRunner | None = None, *, store: SettingsStore | None = None) -> None:
        super().__init__()
        self.store = store or SettingsStore()
        s = self.store.settings
        self.controller = Controller(runner, self)
        try:
            from cardtable.storage.autosave import Autosaver

            self.controller.autosaver = Autosaver(self.store.paths)
        except Exception as e:  # no autosave is better than no table
            log.warning("autosave unavailable: %s", e)
        try:
            from cardtable.storage.stats import StatsRecorder

            self.controller.statistics = StatsRecorder(self.store.paths, on_problem=self._statistics_problem)
        except Exception as e:  # the table plays on without statistics
            log.warning("statistics unavailable: %s", e)
        self.stats_window = None
        self._saved = None
        self.controller.bot_pause_ms = s.bot_pause_ms
        self.controller.auto_announce = s.auto_announce
        self.scene = TableScene()
        self.scene.speed = s.animation_speed
        self.view_widget = TableView(self.scene)
        self.panel = ActionPanel()
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view_widget, 1)
        lay.addWidget(self.panel)
        self.table_layout = lay
        self.board: Board | None = None  # the game's own display (NJET's board…), between the table and the bar
        self.table_page = central
        self.start_page = None
        try:
            from cardtable.ui.start_screen import StartScreen

            self.start_page = StartScreen()
            self.start_page.game_chosen.connect(self.quick_start)
            self.start_page.rules_requested.connect(self._rules_requested)
            self.start_page.continue_requested.connect(self.continue_last)
            self.start_page.statistics_requested.connect(self.show_statistics)
        except Exception as e:  # the table works without its welcome page
            log.warning("start screen unavailable: %s", e)
        self.pages = QStackedWidget()
        self.pages.addWidget(central)
        if self.start_page is not None:
            self.pages.addWidget(self.start_page)
        self.setCentralWidget(self.pages)
        self.sheet = ScoreSheet(self.view_widget.viewport())
        self.rules_window = None
        self.coach = None
        self.coach_dock = None
        self._hint_call: tuple[int, int, int] | None = None  # (call id, deal generation, actions so far)
        self._warn_call: tuple[int, int, int, str] | None = None  # (call id, generation, actions, action)
        self._warned: tuple[int, int, str] | None = None  # the move the coach warned about (play again = confirm)
        self._build_coach()
        self.selection: set[str] = set()
        self.focus_index = -1
        self.current: View | None = None
        self.confirm_quit = True
        self._refused = False  # the status bar shows a refusal (cleared by the next legal action)
        self.quiet = False  # True: problems go to the status bar only, no message box (tests)
        self._status_hold = False
        # what words the status bar's message, what it said, and whether it stays (a refusal)
        self._status_words: tuple[Callable[[], str], str, bool] | None = None
        self._words_lang = ""  # the language the window's words are in (one relabelling per switch)
        self.trick_hold = TrickHold(self, self.view_widget.viewport())
        self.trick_hold.mode = s.trick_hold
        self.controller.keep_tricks = self.trick_hold.keeps_every()
        self._last_trick_item: LastTrickItem | None = None  # L's display, until a click or key
        self._last_taker: int | None = None  # who took the last finished trick
        self._ended_by_trick = False  # the deal's last action finished a trick (it waits to be seen)
        self.review_window = None
        self._held_prompt = None  # the bar's words while a trick waits for the player's click
        self._build_menus()
        self._connect()
        self.statusBar().setStyleSheet("QStatusBar { background: #0f2a20; color: #dfe9e2; }")
        self.resize(1280, 800)
        if s.window_geometry:
            with contextlib.suppress(ValueError):
                self.restoreGeometry(QByteArray(base64.b64decode(s.window_geometry)))
        if s.window_state:
            with contextlib.suppress(ValueError):
                self.restoreState(QByteArray(base64.b64decode(s.window_state)))  # e.g. the coach left open
        self.retranslate()

    # wiring -----------------------------------------------------------------
    def _connect(self) -> None:
        c = self.controller
        c.match_started.connect(self._match_started)
        c.deal_started.connect(self._deal_started)
        c.action_done.connect(self._action_done)
        c.trick_gathered.connect(self._trick_gathered)
        c.human_turn.connect(self._human_turn)
        c.deal_over.connect(self._deal_over)
        c.taken_back.connect(self._taken_back)
        c.failed.connect(self._failed)
        c.trick_held.connect(self._trick_held)
        c.noted.connect(lambda note: self.say(note, error=True))
        self.scene.card_clicked.connect(self.card_clicked)
        self.scene.card_dropped.connect(self._card_dropped)
        self.scene.relaid.connect(self.sheet.place)
        self.panel.action_chosen.connect(self.do_action)
        self.sheet.next_deal.connect(self.next_deal)
        self.sheet.new_match.connect(self.new_match_dialog)
        self.sheet.review_deal.connect(self.review_deal)
        self.view_widget.key_move.connect(self._key_move)
        self.view_widget.key_activate.connect(self._key_activate)

    def _build_coach(self) -> None:
        """The coach panel in a dock on the right (hidden when the coach is off)."""
        try:
            from cardtable.ui.coach_panel import CoachPanel
        except Exception as e:  # the table works without its coach
            log.warning("coach unavailable: %s", e)
            return
        self.coach = CoachPanel()
        self.coach_dock = QDockWidget(self)
        self.coach_dock.setObjectName("CoachDock")
        self.coach_dock.setWidget(self.coach)
        self.coach_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.coach_dock.setTitleBarWidget(QWidget())  # the panel has its own title; the menu shows and hides it
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.coach_dock)
        self.coach_dock.hide()  # a calm table by default; the Hint key or the menu opens it
        self.coach_dock.visibilityChanged.connect(self._coach_visibility)
        self.coach.hintRequested.connect(self.request_hint)
        self.coach.actionChosen.connect(self.do_action)
        self.coach.rulesRequested.connect(self.open_rules)
        self.coach.markCards.connect(self.scene.mark_cards)
        self.coach.teaching.setChecked(self.store.settings.coach_mode == "teaching")
        self.coach.teachingChanged.connect(self._teaching_changed)
        self.controller.runner.computed.connect(self._hint_ready)

    def _coach_visibility(self, visible: bool) -> None:
        if hasattr(self, "a_coach"):
            self.a_coach.setChecked(bool(visible))

    def _teaching_changed(self, on: bool) -> None:
        self.store.settings.coach_mode = "teaching" if on else "hints"
        self.store.save()

    def toggle_coach(self, on: bool) -> None:
        """Show or hide the coach."""
        if self.coach_dock is not None:
            self.coach_dock.setVisible(bool(on))

    def request_hint(self) -> None:
        """Ask the coach (in the worker process, it searches) to rank the human's legal actions."""
        c = self.controller
        if not self.a_hint.isEnabled():
            return  # this game has no coach
        if self.coach is None or not c.waiting_for_human or c.state is None:
            self.say(lambda: self.tr("A hint is given when it is your turn."))
            return
        if self.coach_dock is not None and not self.coach_dock.isVisible():
            self.coach_dock.show()
        from cardtable.ui.bot_worker import coach_hints

        view = c.view()
        cid = c.runner.call(coach_hints, view, i18n.current(), c.seed + len(c.state.history))
        self._hint_call = (cid, c._gen, len(c.state.history))
        self.say(lambda: self.tr("The coach is thinking…"))

    def _decision(self) -> tuple[int, int]:
        """Which decision of the game this is (deal generation, actions so far)."""
        c = self.controller
        return c._gen, len(c.state.history) if c.state is not None else 0

    def _teaching(self) -> bool:
        return self.coach is not None and self.coach.teaching.isChecked()

    def _ask_warning(self, text: str) -> bool:
        """Teaching mode: let the coach look at ``text`` first; True if the move now waits for it."""
        view = self.current
        if not self._teaching() or view is None or len(view.legal_actions) < 2 or text not in view.legal_actions:
            return False
        if self._warned == (*self._decision(), text):
            return False  # warned already: playing it again means "yes, this one"
        from cardtable.ui.bot_worker import coach_warning

        c = self.controller
        cid = c.runner.call(coach_warning, view, text, i18n.current(), c.seed + len(c.state.history))
        self._warn_call = (cid, *self._decision(), text)
        self.say(lambda: self.tr("The coach is looking at your move…"))
        return True

    def _warning_ready(self, cid: int, warning, error: str) -> None:
        gen, n, text = self._warn_call[1:]
        self._warn_call = None
        if self._decision() != (gen, n):
            return
        if warning is None or error:
            self.statusBar().clearMessage()
            self._apply_human(text)
            return
        self._warned = (gen, n, text)
        if self.coach_dock is not None:
            self.coach_dock.show()
        self.coach.show_warning(warning, self.controller.config.game)
        self.say(lambda: self.tr("The coach warns you: make the move again to play it anyway."), error=True)

    def _hint_ready(self, cid: int, hints, error: str) -> None:
        c = self.controller
        if self._warn_call is not None and self._warn_call[0] == cid:
            self._warning_ready(cid, hints, error)
            return
        if self._hint_call is None or self._hint_call[0] != cid or self.coach is None:
            return
        _, gen, n = self._hint_call
        self._hint_call = None
        if error:
            self.say(self.tr("The coach could not help here: {why}").format(why=error))
            return
        if c._gen != gen or c.state is None or len(c.state.history) != n:
            return  # the game moved on meanwhile
        self.coach.show_hints(c.config.game, hints)
        self.statusBar().clearMessage()

    def open_rules(self, game: str = "", anchor: str = "top") -> None:
        """The rules browser, at ``game``'s section ``anchor``."""
        try:
            from cardtable.ui.rules_browser import RulesBrowser
        except Exception as e:
            log.warning("rules browser unavailable: %s", e)
            self.say(self.tr("The rules browser is not part of this version yet."))
            return
        if self.rules_window is None:
            self.rules_window = RulesBrowser(self)
        from cardtable.coach.rulesdoc import GAMES as WITH_RULES  # the registry's games that have a rules page

        self.rules_window.show_section(game or self.controller.config.game or WITH_RULES[0], anchor or "top")
        self.rules_window.show()
        self.rules_window.raise_()

    def _build_menus(self) -> None:
        mb = self.menuBar()
        self.m_game = mb.addMenu("")
        self.a_new = QAction(self, shortcut=QKeySequence.StandardKey.New, triggered=self.new_match_dialog)
        self.a_restart = QAction(self, triggered=self.restart_deal)
        self.a_open = QAction(self, shortcut=QKeySequence.StandardKey.Open, triggered=lambda: self.open_match())
        self.a_save = QAction(self, shortcut=QKeySequence.StandardKey.Save, triggered=lambda: self.save_match())
        self.a_last = QAction(self, shortcut=QKeySequence("L"), triggered=self.show_last_trick)
        self.a_sheet = QAction(self, shortcut=QKeySequence("S"), triggered=self.show_sheet)
        self.a_hint = QAction(self, shortcut=QKeySequence("H"), triggered=self.request_hint)
        self.a_undo = QAction(self, shortcut=QKeySequence.StandardKey.Undo, triggered=self.take_back)
        self.a_stats = QAction(self, triggered=self.show_statistics)
        self.a_review = QAction(self, shortcut=QKeySequence("R"), triggered=lambda: self.review_deal(ask=True))
        self.a_quit = QAction(self, shortcut=QKeySequence.StandardKey.Quit, triggered=self.close)
        for a in (
            self.a_new,
            self.a_restart,
            None,
            self.a_open,
            self.a_save,
            None,
            self.a_last,
            self.a_sheet,
            self.a_review,
            self.a_hint,
            self.a_undo,
            None,
            self.a_stats,
            None,
            self.a_quit,
        ):
            if a is None:
                self.m_game.addSeparator()
            else:
                self.m_game.addAction(a)
        self.m_settings = mb.addMenu("")
        self.m_lang = self.m_settings.addMenu("")
        self.lang_group = QActionGroup(self)
        self.lang_actions = {}
        for code, label in (("en", "English"), ("hu", "Magyar")):
            a = QAction(label, self, checkable=True)
            a.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.lang_group.addAction(a)
            self.m_lang.addAction(a)
            self.lang_actions[code] = a
        self.m_speed = self.m_settings.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions = {}
        for code in ("off", "fast", "normal", "slow"):
            a = QAction(self, checkable=True)
            a.triggered.connect(lambda _=False, c=code: self.set_speed(c))
            self.speed_group.addAction(a)
            self.m_speed.addAction(a)
            self.speed_actions[code] = a
        self.m_pause = self.m_settings.addMenu("")
        self.pause_group = QActionGroup(self)
        self.pause_actions = {}
        for code in PAUSES:
            a = QAction(self, checkable=True)
            a.triggered.connect(lambda _=False, c=code: self.set_pause(c))
            self.pause_group.addAction(a)
            self.m_pause.addAction(a)
            self.pause_actions[code] = a
        self.m_tricks = self.m_settings.addMenu("")
        self.tricks_group = QActionGroup(self)
        self.trick_actions = {}
        for code in HOLDS:
            a = QAction(self, checkable=True)
            a.triggered.connect(lambda _=False, c=code: self.set_trick_hold(c))
            self.tricks_group.addAction(a)
            self.m_tricks.addAction(a)
            self.trick_actions[code] = a
        self.trick_actions.get(self.store.settings.trick_hold, self.trick_actions["last"]).setChecked(True)
        self.a_auto = QAction(self, checkable=True, triggered=self.set_auto_announce)
        self.m_settings.addAction(self.a_auto)
        self.a_coach = QAction(self, checkable=True, triggered=self.toggle_coach)
        self.m_settings.addAction(self.a_coach)
        self.m_help = mb.addMenu("")
        self.a_rules = QAction(
            self, shortcut=QKeySequence.StandardKey.HelpContents, triggered=lambda: self.open_rules()
        )
        self.a_about = QAction(self, triggered=self.about)
        self.m_help.addAction(self.a_rules)
        self.m_help.addAction(self.a_about)
        s = self.store.settings
        self.speed_actions.get(s.animation_speed, self.speed_actions["normal"]).setChecked(True)
        pause = min(PAUSES, key=lambda k: abs(PAUSES[k] - s.bot_pause_ms))
        self.pause_actions[pause].setChecked(True)
        self.a_auto.setChecked(s.auto_announce)

    def retranslate(self) -> None:
        """Every text in the UI language (also on LanguageChange)."""
        self.setWindowTitle(self.tr("cardtable — Hungarian card games"))
        self.m_game.setTitle(self.tr("&Game"))
        self.a_new.setText(self.tr("&New match…"))
        self.a_restart.setText(self.tr("&Restart deal"))
        self.a_open.setText(self.tr("&Open match…"))
        self.a_save.setText(self.tr("Sa&ve match…"))
        self.a_last.setText(self.tr("&Last trick"))
        self.a_sheet.setText(self.tr("&Score sheet"))
        self.a_review.setText(self.tr("&Review a deal…"))
        self.m_tricks.setTitle(self.tr("Finished &tricks"))
        self.trick_actions["none"].setText(self.tr("Gather each trick after a short pause"))
        self.trick_actions["last"].setText(self.tr("Keep the last trick on the table until I click"))
        self.trick_actions["all"].setText(self.tr("Keep every trick on the table until I click"))
        self.a_quit.setText(self.tr("&Quit"))
        self.m_settings.setTitle(self.tr("&Settings"))
        self.m_lang.setTitle(self.tr("&Language"))
        self.m_speed.setTitle(self.tr("&Animation speed"))
        labels = {
            "off": self.tr("Instant"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for code, a in self.speed_actions.items():
            a.setText(labels[code])
        self.m_pause.setTitle(self.tr("&Pause after each card"))
        plabels = {
            "none": self.tr("None"),
            "short": self.tr("Short"),
            "normal": self.tr("Normal"),
            "long": self.tr("Long"),
        }
        for code, a in self.pause_actions.items():
            a.setText(plabels[code])
        self.a_auto.setText(self.tr("Announce 20/40 and the king &automatically"))
        self.a_coach.setText(self.tr("Show the &coach"))
        self.a_hint.setText(self.tr("&Hint"))
        self.a_undo.setText(self.tr("&Take back my move (practice)"))
        self.a_stats.setText(self.tr("Statis&tics…"))
        self.a_rules.setText(self.tr("&Rules of the games"))
        if self.coach_dock is not None:
            self.coach_dock.setWindowTitle(self.tr("Coach"))
        self.m_help.setTitle(self.tr("&Help"))
        self.a_about.setText(self.tr("&About cardtable"))
        self.lang_actions[i18n.current()].setChecked(True)
        self._words_lang = i18n.current()
        # relabel the table in place: the same controls, hints and focus (rebuilding made stray windows)
        self.panel.retranslate()
        if self.current is not None:
            self._refresh_info(self.current)
            if self.controller.waiting_for_human:
                self._update_hand_state(self.current)  # the refused cards' reasons
            elif self.trick_hold.waiting and self._held_prompt:
                self.panel.show_waiting(self._held_prompt())
            elif self.controller.state is not None and not self.controller.state.is_over:
                self._show_waiting(self.current)
            elif self.controller.state is not None:
                self._between_deals()
        shown = self.statusBar().currentMessage()
        if shown and self._status_words is not None and self._status_words[1] == shown:
            self.say(self._status_words[0], self._status_words[2])
        elif shown:
            self.statusBar().clearMessage()  # words of the old language that cannot be said again

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._words_lang != i18n.current():
            self.retranslate()
        super().changeEvent(event)

    # settings ----------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Switch language now, and remember it."""
        i18n.set_language(lang)
        self.store.settings.language = lang
        self.store.save()
        self.retranslate()

    def set_speed(self, speed: str) -> None:
        """Animation speed ("off" is instant)."""
        self.scene.speed = speed
        self.store.settings.animation_speed = speed
        self.store.save()

    def set_pause(self, key: str) -> None:
        """How long the table waits after each bot move."""
        self.controller.bot_pause_ms = PAUSES[key]
        self.store.settings.bot_pause_ms = PAUSES[key]
        self.store.save()

    def set_trick_hold(self, mode: str) -> None:
        """Which finished tricks stay on the table until the player clicks: "none", "last" or "all"."""
        self.trick_hold.mode = mode if mode in HOLDS else "last"
        self.controller.keep_tricks = self.trick_hold.keeps_every()
        self.store.settings.trick_hold = self.trick_hold.mode
        self.store.save()

    def set_auto_announce(self, on: bool) -> None:
        """Announce marriages and mark the king automatically."""
        self.controller.auto_announce = bool(on)
        self.store.settings.auto_announce = bool(on)
        self.store.save()

    # match flow ----------------------------------------------------------------
    def start_match(self, config: MatchConfig) -> None:
        """Start a new match now."""
        self.sheet.hide()
        self._show_page(self.table_page)
        if not self.controller.new_match(config) and self.controller.match is None:
            self.show_start()  # nothing was running: back to the welcome page

    def show_start(self) -> None:
        """Show the welcome page (choose a game, or continue the unfinished match)."""
        if self.start_page is None:
            return
        self._saved = self._find_autosave()
        self.start_page.set_can_continue(self._saved is not None, self._save_label(self._saved))
        self._show_page(self.start_page)

    def _show_page(self, page: QWidget) -> None:
        """Show one page; the hidden one must not keep the window wide (the welcome page wants ~670 px)."""
        for i in range(self.pages.count()):
            other = self.pages.widget(i)
            policy = QSizePolicy.Policy.Preferred if other is page else QSizePolicy.Policy.Ignored
            other.setSizePolicy(policy, policy)
        self.pages.setCurrentWidget(page)
        self.pages.updateGeometry()

    def _save_label(self, save) -> str:
        """ "Ulti (MAUSZ rules), deal 5" for a saved match."""
        if save is None:
            return ""
        game = texts.game_name(save.game)
        if save.variant:
            game = f"{game} ({texts.variant_name(save.variant)})"
        return self.tr("{game}, deal {n}").format(game=game, n=len(save.finished) + 1)

    def _find_autosave(self):
        """The valid unfinished match of the autosave, or None (a damaged one is moved aside, and we say so)."""
        if self.controller.autosaver is None or self.store.paths is None:
            return None
        try:
            from cardtable.storage.autosave import find_autosave

            return find_autosave(self.store.paths, on_problem=self._autosave_problem)
        except Exception as e:
            log.warning("could not read the autosave: %s", e)
            return None

    def _autosave_problem(self, error) -> None:
        log.warning("autosave: %s", error)
        if getattr(error, "quarantined", None) is not None:
            self.say(
                self.tr("The last match could not be read; the file was moved to {path}.").format(
                    path=error.quarantined
                ),
                error=True,
            )
        else:
            self.say(self.tr("The last match could not be read."), error=True)

    def continue_last(self) -> None:
        """Carry on the match the autosave holds."""
        save = self._saved or self._find_autosave()
        self._saved = None
        if save is None:
            self.say(self.tr("There is no unfinished match to continue."))
            if self.start_page is not None:
                self.start_page.set_can_continue(False)
            return
        self._resume(save)

    def _resume(self, save) -> bool:
        """Play on from a loaded save; False (and the reason said) if it cannot be."""
        self.sheet.hide()
        self._show_page(self.table_page)
        try:
            self.controller.resume(save)
        except Exception as e:
            log.warning("could not resume: %s", e)
            self.say(self.tr("The saved match could not be continued: {why}").format(why=e), error=True)
            self.show_start()
            return False
        if self.controller.match is not None and self.controller.match.is_over:
            # a save of a finished match: its score sheet, and a new match from there
            self.scene.clear_cards()
            self._between_deals()
            self.show_sheet()
        return True

    # named saves ------------------------------------------------------------------
    def _saves_folder(self) -> str:
        paths = self.store.paths
        if paths is None:
            return ""
        try:
            paths.saves.mkdir(parents=True, exist_ok=True)
        except OSError:
            return ""
        return str(paths.saves)

    def save_match(self, path: str | None = None) -> bool:
        """Save the running match under a name (asks where when ``path`` is None); True if it was written."""
        c = self.controller
        if c.match is None:
            self.say(self.tr("There is no match to save yet."))
            return False
        if path is None:
            from PySide6.QtWidgets import QFileDialog

            stamp = datetime.datetime.now().strftime("%Y-%m-%d %H.%M")
            suggested = f"{c.config.game} {stamp}.json"
            folder = self._saves_folder()
            path, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Save match"),
                f"{folder}/{suggested}" if folder else suggested,
                self.tr("cardtable matches (*.json);;All files (*)"),
            )
            if not path:
                return False
        from cardtable.storage.saves import MatchSave, write_save

        try:
            # a deal the match has already counted belongs to its history, not "in progress"
            state = None if (c.state is not None and c.state.is_over and c.last_result is not None) else c.state
            names = [c.name(s) for s in range(c.config.players)]
            write_save(MatchSave.capture(c.match, state, names, c.config.bot_levels(), **c.save_marks()), path)
        except Exception as e:  # a full disk or a read-only folder: say so, play on
            log.warning("could not save the match: %s", e)
            self._problem(self.tr("The match could not be saved."), str(e))
            return False
        self.say(self.tr("Match saved to {path}").format(path=path))
        return True

    def open_match(self, path: str | None = None) -> bool:
        """Open a saved match and play on (asks which when ``path`` is None); True if it was opened.

        A damaged, hostile or newer-format file is moved aside unchanged into the quarantine folder, the player is
        told why, and the game that was running goes on.
        """
        c = self.controller
        if path is None:
            if c.match_running and not self._confirm(self.tr("Abandon the running match?")):
                return False
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Open match"),
                self._saves_folder(),
                self.tr("cardtable matches (*.json);;All files (*)"),
            )
            if not path:
                return False
        from cardtable.storage.saves import load_save

        quarantine = self.store.paths.quarantine if self.store.paths is not None else None
        try:
            loaded = load_save(path, quarantine)
        except Exception as e:  # load_save reports problems; anything else is a bug, but the table stays up
            log.exception("opening %s failed", path)
            self._problem(self.tr("This file cannot be opened as a cardtable match."), str(e))
            return False
        if loaded.save is None:
            self._open_problem(path, loaded.problem)
            return False
        if not self._may_replace_autosave():
            return False
        return self._resume(loaded.save)

    def _may_replace_autosave(self) -> bool:
        """Opening a match replaces the autosaved unfinished one: ask first, unless it is the one being played."""
        c = self.controller
        if c.match_running or c.autosaver is None:
            return True  # the running match is the autosave's; leaving it was asked about before the file dialog
        pending = self._find_autosave()
        if pending is None:
            return True
        question = self.tr("Opening this match replaces your unfinished match ({match}). Open it anyway?")
        return self._confirm(question.format(match=self._save_label(pending)))

    def _open_problem(self, path: str, error) -> None:
        message = getattr(error, "message", str(error))
        if "newer cardtable" in message:  # the storage layer's wording for a future format version
            head = self.tr("This match was saved by a newer version of cardtable and cannot be opened here.")
        else:
            head = self.tr("This file cannot be opened as a cardtable match.")
        moved = getattr(error, "quarantined", None)
        if moved is not None:
            head += " " + self.tr("It was moved, unchanged, to {path}.").format(path=moved)
        self._problem(head, message)

    def _problem(self, text: str, detail: str) -> None:
        """Tell the player what went wrong (status bar, and a box unless in the selftest); play goes on."""
        self.say(text, error=True)
        if getattr(self, "selftest", False) or self.quiet:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("cardtable"), text, QMessageBox.StandardButton.Ok, self)
        box.setInformativeText(self.tr("The game you were playing goes on."))
        if detail:
            box.setDetailedText(detail)
        box.exec()

    def quick_start(self, game: str, variant: str) -> None:
        """Start a match of ``game`` with the usual settings (the welcome page's Play buttons)."""
        self.start_match(default_config(game, variant, self.tr("You")))

    def _rules_requested(self, game: str) -> None:
        self.open_rules(game)

    def new_match_dialog(self) -> None:
        """Ask what to play, then start it (asking first if a match is running)."""
        if self.controller.match_running and not self._confirm(self.tr("Abandon the running match?")):
            return
        dlg = NewMatchDialog(self, self.controller.config)
        if dlg.exec():
            self.start_match(dlg.config())

    def restart_deal(self) -> None:
        """Deal the current hand again."""
        self.controller.restart_deal()

    def next_deal(self) -> None:
        """Continue with the next deal of the match (only once the current one is over)."""
        c = self.controller
        if c.match is None or c.match.is_over:
            return
        if c.state is not None and not c.state.is_over:
            self.sheet.hide()  # a sheet opened mid-deal: dealing again would throw the deal away
            return
        self.sheet.hide()
        c.next_deal()

    # practice and statistics ---------------------------------------------------------
    def take_back(self) -> None:
        """Ctrl+Z: take back the player's last decision (practice matches only; the status bar says why not)."""
        why = self.controller.undo()
        if why is not None:
            self.say(why, error=True)

    def _taken_back(self, view: View) -> None:
        self.sheet.hide()
        self.selection.clear()
        self.focus_index = -1
        self.current = view
        self.scene.finish_animations()
        self.scene.clear_cards()
        self.scene.show(view)
        self._refresh_info(view)
        self._show_waiting(view)
        self.say(self.tr("Your move was taken back; this match is marked as played with moves taken back."))

    def show_statistics(self) -> None:
        """The statistics window (Game ▸ Statistics…, or the start page's button)."""
        from cardtable.storage.stats import load_statistics
        from cardtable.ui.stats_dialog import StatsDialog

        recorder = self.controller.statistics
        stats = recorder.reload() if recorder is not None else load_statistics(self.store.paths)
        if self.stats_window is not None:
            self.stats_window.close()
        self.stats_window = StatsDialog(stats, self, self.controller.config.game if self.controller.match else "")
        self.stats_window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.stats_window.destroyed.connect(lambda: setattr(self, "stats_window", None))
        self.stats_window.show()

    def _statistics_problem(self, error) -> None:
        moved = getattr(error, "quarantined", None)
        if moved is not None:
            text = self.tr("Your statistics could not be read; the file was moved to {path}. Counting starts afresh.")
            self.say(text.format(path=moved), error=True)
        else:
            self.say(self.tr("Your statistics could not be read; counting starts afresh."), error=True)

    def _names(self) -> list[str]:
        return [self.controller.name(s) for s in range(self.controller.config.players)]

    def _match_started(self) -> None:
        cfg = self.controller.config
        self.scene.setup(cfg.game, texts.deck_of(cfg.game), cfg.players, cfg.human, self._names())
        self._set_board(profile(cfg.game).make_board())
        self.store.settings.last_game = cfg.game
        from cardtable.coach.profiles import has_coach

        coached = has_coach(cfg.game)  # a game whose coach is not ready has no Hint at all (never an exception)
        self.a_hint.setEnabled(coached)
        if self.coach is not None:
            self.coach.hint_button.setVisible(coached)

    def _set_board(self, board: Board | None) -> None:
        """Show the game's own display (or none) between the table and the action bar."""
        if self.board is not None:
            self.table_layout.removeWidget(self.board.widget)
            self.board.widget.setParent(None)
            self.board.widget.deleteLater()
        self.board = board
        if board is not None:
            self.table_layout.insertWidget(1, board.widget)
            if hasattr(board.widget, "chosen"):  # a board whose clicks are actions (discs, rows, exchange picks)
                board.widget.chosen.connect(self.do_action)

    def _deal_started(self, view: View) -> None:
        from cardtable.ui import gcguard

        gcguard.full_collect()  # nothing moves yet (see gcguard)
        self._clear_refusal()
        self.sheet.hide()
        self.trick_hold.drop()
        self._hide_last_trick()
        self._last_taker = None
        self._ended_by_trick = False
        if self.coach is not None:
            self.coach.clear()
        self.selection.clear()
        self.focus_index = -1
        self.current = view
        self.scene.clear_cards()
        self.controller.request_delay(self.scene.show(view, dealing=True))
        self._refresh_info(view)
        self._show_waiting(view)

    def _action_done(self, seat: int, text: str, before: View, after: View) -> None:
        self.current = after
        taker = next((s for s, (a, b) in enumerate(zip(after.tricks_won, before.tricks_won)) if a > b), None)
        if taker is not None:
            self._last_taker = taker
        self._ended_by_trick = after.to_move is None and taker is not None
        self.controller.request_delay(self.scene.show(after, hold_trick=self._held(before, after)))
        if seat == self.controller.human:
            self.selection.clear()
        self._refresh_info(after)
        self._set_hand_idle()
        self._show_waiting(after)

    @staticmethod
    def _held(before: View | None, after: View) -> list[tuple[int, str]] | None:
        """The finished trick to keep on the table: for a moment after its last card, and through kontras."""
        completed = before is not None and sum(after.tricks_won) > sum(before.tricks_won)
        if (completed or after.phase == "kontra") and after.last_trick and not after.trick:
            return list(after.last_trick)
        return None

    def _trick_gathered(self, view: View) -> None:
        self.current = view
        # Ulti: the first trick stays on the table while rekontra (and 4M's further words) may be said
        hold = list(view.last_trick) if view.phase == "kontra" and view.last_trick and not view.trick else None
        if self._keeps_final(view):
            hold = list(view.last_trick or [])  # the deciding trick stays until the player has seen it
        self.controller.request_delay(self.scene.show(view, hold_trick=hold))
        self._refresh_info(view)

    def _show_waiting(self, view: View) -> None:
        if view.to_move is None:
            self.panel.show_waiting(self.tr("The deal is over."))
        elif view.to_move != self.controller.human:
            self.panel.show_waiting(self.tr("{name} is thinking…").format(name=self.controller.name(view.to_move)))

    def _human_turn(self, view: View) -> None:
        self.current = view
        if self.coach is not None:
            self.coach.clear()
        self.scene.show(view)
        self._refresh_info(view)
        self.panel.show_turn(view, self._selected_codes())
        self._update_hand_state(view)

    def _update_hand_state(self, view: View) -> None:
        playable = set(profile(view.game).card_actions(view))
        reasons: dict[str, str] = {}
        selecting = self.panel.selecting()
        if playable and not selecting:
            for code in view.hand:
                if code not in playable:
                    refusal = self.controller.explain(f"play {code}")
                    if refusal is not None:
                        reasons[code] = texts.refusal(refusal, view.game)
        self.scene.set_hand_state(playable, reasons, self.selection, selecting)
        self._apply_focus()

    def _set_hand_idle(self) -> None:
        self.scene.set_hand_state(set(), {}, self.selection, False)

    def _deal_over(self, result, points, view: View) -> None:
        self.current = view
        if self.coach is not None:
            self.coach.clear()  # its advice was for a move of the deal that has ended
        self.scene.finish_animations()
        if self._keeps_final(view):
            self.scene.show(view, hold_trick=list(view.last_trick or []))
            self._refresh_info(view)
            self._held_prompt = lambda: self.tr("The last trick: click or press a key for the score sheet.")
            self.panel.show_waiting(self._held_prompt())
            self.trick_hold.wait(lambda: self._after_deal(view))
            return
        self._after_deal(view)

    def _after_deal(self, view: View) -> None:
        """The table cleared, the bar between deals, the score sheet."""
        self._held_prompt = None
        if self.controller.state is None or view.game != self.controller.config.game:
            return
        self.scene.show(view)
        self._refresh_info(view)
        self._between_deals()
        self.show_sheet()

    def _keeps_final(self, view: View) -> bool:
        """Does the trick that ended this deal wait on the table for the player's click?"""
        return (
            self._ended_by_trick
            and view.to_move is None
            and bool(view.last_trick)
            and self.trick_hold.keeps_final()
            and not self.controller.autoplay_level
        )

    def _trick_held(self, view: View) -> None:
        """A finished trick waits on the table (the "every trick" setting) until the player clicks."""
        self._held_prompt = lambda: self.tr("Click or press a key to gather the trick.")
        self.panel.show_waiting(self._held_prompt())

        def go_on() -> None:
            self._held_prompt = None
            self.controller.release_trick()

        self.trick_hold.wait(go_on)

    def _between_deals(self) -> None:
        """The bar between deals: the score sheet again, and on to the next deal (or a new match)."""
        match = self.controller.match
        over = match is not None and match.is_over
        text = self.tr("The match is over.") if over else self.tr("The deal is over.")
        next_step = (self.tr("New match…"), self.new_match_dialog) if over else (self.tr("Next deal"), self.next_deal)
        choices = [(self.tr("Score sheet"), self.show_sheet), next_step]
        if match is not None and match.history:  # last, so "Next deal" keeps its place (choice:1)
            choices.append((self.tr("Review the deal"), self.review_deal))
        self.panel.show_choices(text, choices, primary=1)

    def _failed(self, message: str) -> None:
        log.error("table: %s", message)
        self.statusBar().showMessage(message)
        if not getattr(self, "selftest", False) and not self.quiet:
            QMessageBox.warning(self, self.tr("Something went wrong"), message)

    def show_sheet(self) -> None:
        """Show the score sheet of the last deal and the match."""
        c = self.controller
        if c.match is None:
            return
        between = c.state is None or c.state.is_over
        self.sheet.show_result(c.config.game, c.match, c.last_result, self._names(), c.human, between=between)

    # info and plates ------------------------------------------------------------
    def _refresh_info(self, view: View) -> None:
        c = self.controller
        game = view.game
        table = profile(game)
        table.names = self._names()  # words that name seats ("rekontra against Anna's kontra") use these
        facts = table.facts(view)
        # the game's name first, unless a fact uses the same word (Hungarian Tarokk tables call the bid "Játék")
        head = [] if any(label == self.tr("Game") for label, _ in facts) else [(self.tr("Game"), texts.game_name(game))]
        lines = [*head, *facts]
        if c.match is not None:
            n = c.match.deal_number + (0 if view.to_move is None else 1)
            lines.append((self.tr("Deal"), str(max(1, n))))
        if c.match is not None and c.match.target:
            lines.append((self.tr("Target"), self.tr("{n} points").format(n=c.match.target)))
        if c.match is not None and getattr(c.match, "uses_ablak", False):
            lines.append((self.tr("Ablak"), str(getattr(c.match, "ablak", 0))))
        self.scene.info.set_lines(lines)
        self.scene.relayout_labels()
        info = self.scene.info  # in a short window the box shows its first lines; the tooltip has the rest
        more = [f"{a}: {b}" for a, b in info.all_lines[len(info.lines) :]]
        info.setToolTip("\n".join([texts.phase_name(view.phase), *more]))
        # plates: score, last word, dealer/declarer, the turn
        players = c.config.players
        totals = c.match.totals if c.match is not None else [0] * players
        said = (table.plate_words(view) + [""] * players)[:players]
        tags = [", ".join(table.tags(view, seat, c.human)) for seat in range(players)]
        if self.board is not None:
            self.board.update(view, self._names())
        self.scene.names = self._names()
        if not c.config.names or self.scene.names[c.human] in DEFAULT_PLAYER_NAMES:
            self.scene.names[c.human] = self.tr("You")  # the default name follows the language
        self.scene.set_plates([str(t) for t in totals], said, tags, view.to_move)

    # clicks and keys -------------------------------------------------------------
    def card_clicked(self, key: str) -> None:
        """A card of the human's hand was clicked: select it, play it, or say why not."""
        view = self.current
        c = self.controller
        code = key_code(key)
        if view is None or code not in view.hand:
            return
        if not c.waiting_for_human:
            self.say(lambda: self.tr("Please wait for your turn."))
            return
        if self.panel.selecting():
            if key in self.selection:
                self.selection.discard(key)
            elif len(self.selection) < self.panel.max_selection():
                self.selection.add(key)
            else:
                n = self.panel.max_selection()
                self.say(lambda: self.tr("You may select at most {n} cards.").format(n=n))
            self.panel.update_selection(self._selected_codes())
            self._update_hand_state(view)
            return
        self.do_action(profile(view.game).card_actions(view).get(code, f"play {code}"))

    def _selected_codes(self) -> list[str]:
        """The selected cards' codes (a code held twice may be selected twice)."""
        return [key_code(k) for k in self.selection]

    def _card_dropped(self, key: str, on_trick: bool) -> None:
        if on_trick and not self.panel.selecting():
            self.card_clicked(key)
        else:
            self.scene.relayout()

    def do_action(self, text: str) -> None:
        """The human chose ``text`` (a button, a card, a bid)."""
        if self.controller.waiting_for_human and self._ask_warning(text):
            return
        self._apply_human(text)

    def _apply_human(self, text: str) -> None:
        refusal = self.controller.human_action(text)
        if refusal is not None:
            game = self.current.game if self.current else ""
            self.say(lambda: texts.refusal(refusal, game), error=True)
            self._coach_explain(refusal, text)
            words = text.split()
            if words[0] == "play" and len(words) == 2:
                item = self.scene.item_for(words[1])
                if item is not None:
                    item.setToolTip(texts.refusal(refusal, game))
                    self.scene.refuse_card(words[1], texts.refusal(refusal, game))
            return
        self._clear_refusal()

    def _clear_refusal(self) -> None:
        """A legal move (or a new deal) ends the last refusal's note and status message."""
        self.scene.clear_refusal()
        if self._refused:
            self.statusBar().clearMessage()
            self._refused = False

    def _coach_explain(self, refusal, text: str) -> None:
        """Let the coach word the refusal too, with a link to the rule's section."""
        if self.coach is None or self.coach_dock is None or not self.coach_dock.isVisible() or self.current is None:
            return
        try:
            from cardtable.coach.explain import describe

            view = self.current

            def worded(lang: str):  # in the table's own words (every game's profile words every refusal)
                said = describe(refusal, view.game, text, lang, view)
                return replace(said, text=texts.refusal(refusal, view.game)) if lang == i18n.current() else said

            self.coach.show_explanation(worded(i18n.current()), worded)  # worded again after a language switch
        except Exception as e:  # the status bar already says why
            log.warning("coach explanation failed: %s", e)

    def say(self, message: str | Callable[[], str], error: bool = False) -> None:
        """A message in the status bar (a refusal stays until the next legal action).

        Given as a function that words it, the message is said again in the new language after a switch.
        """
        text = message() if callable(message) else message
        self._status_words = (message, text, error) if callable(message) else None
        self._refused = self._refused or error
        self.statusBar().showMessage(text, 0 if error else 5000)

    def _key_move(self, step: int) -> None:
        hand = [item.key for item in self.scene.hand_items()]  # the fan, then (MÜ) the cards laid face up
        if not hand:
            return
        self.focus_index = (self.focus_index + step) % len(hand) if self.focus_index >= 0 else 0
        self._apply_focus()

    def _apply_focus(self) -> None:
        hand = [item.key for item in self.scene.hand_items()]  # the fan, then (MÜ) the cards laid face up
        key = hand[self.focus_index] if 0 <= self.focus_index < len(hand) else None
        self.scene.set_focus_card(key)

    def _key_activate(self) -> None:
        hand = [item.key for item in self.scene.hand_items()]  # the fan, then (MÜ) the cards laid face up
        if 0 <= self.focus_index < len(hand):
            self.card_clicked(hand[self.focus_index])
        elif self.panel.discard.isVisible() and self.panel.discard.isEnabled():
            self.panel.discard.click()

    # last trick -----------------------------------------------------------------
    def show_last_trick(self) -> None:
        """Show the last finished trick, each card named by its player, until a click or key (L again hides it)."""
        view = self.current
        if self._last_trick_item is not None:
            self.trick_hold.forget(self._hide_last_trick)
            self._hide_last_trick()
            return
        if view is None or not view.last_trick:
            self.say(lambda: self.tr("No trick has been played yet."))
            return
        cw, ch = self.scene.card_size()
        scale = min(1.0, max(0.75, 70 / max(cw, 1)))  # readable at the smallest table
        w, h = cw * scale, ch * scale
        cards = [
            (self.scene.pixmaps.face(self.scene.deck, code, round(w), self.scene.dpr), self._seat_label(seat))
            for seat, code in view.last_trick
        ]
        title = self.tr("Last trick")
        if self._last_taker is not None:
            title = self.tr("Last trick — taken by {name}").format(name=self._seat_label(self._last_taker))
        item = LastTrickItem(cards, title, w, h)
        rect = self.scene.sceneRect()
        item.setPos(rect.center().x() - item.w / 2, max(rect.top() + 8, rect.center().y() - item.h / 2 - ch * 0.3))
        self.scene.addItem(item)
        self._last_trick_item = item
        self.say(
            self.tr("Last trick: {cards}").format(
                cards=", ".join(f"{self._seat_label(s)} {texts.card_name(view.game, c)}" for s, c in view.last_trick)
            )
        )
        self.trick_hold.wait(self._hide_last_trick)

    def _seat_label(self, seat: int) -> str:
        """A seat's name as the plates show it ("You" for the player)."""
        names = self.scene.names if len(self.scene.names) > seat else self._names()
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def _hide_last_trick(self) -> None:
        item, self._last_trick_item = self._last_trick_item, None
        if item is not None and item.scene() is self.scene:
            self.scene.removeItem(item)

    # deal review -------------------------------------------------------------------
    def review_deal(self, ask: bool = False) -> None:
        """The review window for a finished deal of this match (the last one; ``ask``: let the player choose)."""
        from cardtable.ui import review_dialog

        c = self.controller
        deals = [(d.record, list(d.points)) for d in c.match.history] if c.match is not None else []
        names, seat = self._names(), c.human
        if not deals and ask:  # no finished deal here: a deal of a saved match
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Review a saved match"),
                self._saves_folder(),
                self.tr("cardtable matches (*.json);;All files (*)"),
            )
            if not path:
                return
            try:
                deals, names, seat = review_dialog.deals_of_save(path)
            except Exception as e:  # a damaged or foreign file: say why, the table goes on
                self._problem(self.tr("This file cannot be opened as a cardtable match."), str(e))
                return
        if not deals:
            self.say(self.tr("No deal of this match has been finished yet."))
            return
        number = len(deals) - 1
        if ask and len(deals) > 1:
            chosen = review_dialog.choose_deal(self, deals, names)
            if chosen is None:
                return
            number = chosen
        if self.review_window is not None:
            self.review_window.close()
        self.review_window = review_dialog.ReviewDialog(
            self,
            c.runner,
            deals[number][0],
            seat,
            names,
            deal_number=number + 1,
            effort=self.review_effort,
            seed=c.seed,
        )
        self.review_window.show()

    # window --------------------------------------------------------------------------
    def about(self) -> None:
        """The About box."""
        try:
            from cardtable.ui.about import AboutDialog

            dlg = AboutDialog(self)
            dlg.rules_requested.connect(lambda: self.open_rules())
            dlg.exec()
            return
        except ImportError:
            pass
        from cardtable import __version__

        QMessageBox.about(
            self,
            self.tr("About cardtable"),
            self.tr("cardtable {version}\nHungarian card games against bots: Ulti and Écarté.").format(
                version=__version__
            ),
        )

    def _confirm(self, question: str) -> bool:
        if not self.confirm_quit:
            return True
        answer = QMessageBox.question(self, self.tr("Please confirm"), question)
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event) -> None:
        if self.controller.match_running and not self._confirm(self.tr("A match is running. Quit anyway?")):
            event.ignore()
            return
        self.store.settings.window_geometry = base64.b64encode(bytes(self.saveGeometry().data())).decode("ascii")
        self.store.settings.window_state = base64.b64encode(bytes(self.saveState().data())).decode("ascii")
        self.store.save()
        self.controller.shutdown()
        event.accept()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.sheet.place()


def default_config(
    game: str, variant: str, you: str, seed: int | None = None, players: int | None = None
) -> MatchConfig:
    """A match of ``game`` against the strongest bots, as its registry record says (length in full rounds)."""
    from cardtable.bots import LEVELS
    from cardtable.engine.registry import info
    from cardtable.ui.newmatch import BOT_NAMES, default_length

    record = info(game)
    players = players or record.default_players
    deals, target = default_length(record, players)
    return MatchConfig(
        game=game,
        variant=variant or record.default_variant(),
        players=players,
        names=[you, *BOT_NAMES[: players - 1]],
        levels=["human"] + [LEVELS[-1]] * (players - 1),
        deals=deals,
        target=None if record.match_kinds and record.match_kinds[0].as_rule else target,
        seed=seed,
    )
