"""The main window: the table in the middle, the action bar below, menus, the score sheet.

It wires the parts together and turns controller events into table moves; it knows no game rules — legal
actions, refusals and results all come through the controller from the engine. Its parts: ``menus`` (the
menu bar), ``preferences`` (the Settings menu's choices), ``input`` (clicks and keys → actions),
``coach_bridge`` (hints and warnings from the coach worker), ``files`` (saves, the autosave) and
``last_trick`` (L).
"""

from __future__ import annotations

import base64
import contextlib
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, Qt, QTimer, SignalInstance
from PySide6.QtGui import QCloseEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.coach.ranking import EFFORT
from cardtable.engine.protocol import Action, Result, View
from cardtable.ui import i18n, texts
from cardtable.ui.carditem import CardItem
from cardtable.ui.coach_bridge import CoachBridge
from cardtable.ui.controller import BotRunner, Controller, MatchConfig
from cardtable.ui.language import DEFAULT_PLAYER_NAMES
from cardtable.ui.last_trick import LastTrickDisplay
from cardtable.ui.learn_part import LearnPart
from cardtable.ui.match_files import MatchFiles
from cardtable.ui.menus import Menus
from cardtable.ui.newmatch import NewMatchDialog
from cardtable.ui.panels import ActionPanel
from cardtable.ui.preferences import PAUSES, Preferences, SettingsStore
from cardtable.ui.profiles import profile
from cardtable.ui.profiles.base import Board
from cardtable.ui.scoresheet import ScoreSheet
from cardtable.ui.sound_cues import SoundCues
from cardtable.ui.table import TableScene, TableView
from cardtable.ui.table_input import TableInput
from cardtable.ui.trick_hold import TrickHold

if TYPE_CHECKING:
    from cardtable.storage.saves import MatchSave
    from cardtable.ui.coach_panel import CoachPanel
    from cardtable.ui.keys_help import KeyboardHelp
    from cardtable.ui.review_dialog import ReviewDialog
    from cardtable.ui.rules_browser import RulesBrowser
    from cardtable.ui.start_screen import StartScreen
    from cardtable.ui.stats_dialog import StatsDialog

__all__ = ["PAUSES", "MainWindow", "SettingsStore", "default_config"]  # PAUSES, SettingsStore: their old home

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    """The card table application window."""

    coach_effort = EFFORT  # the coach's one search budget: hints, warnings and the review (tests lower it)
    selftest = False  # the selftest plays in this window: problems never open a message box

    def __init__(self, runner: BotRunner | None = None, *, store: SettingsStore | None = None) -> None:
        super().__init__()
        self.store = store or SettingsStore()
        s = self.store.settings
        self.controller = Controller(runner, self)
        self.stats_window: StatsDialog | None = None
        self.scene = TableScene()
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
        self.start_page: StartScreen | None = None
        try:
            from cardtable.ui.start_screen import StartScreen

            self.start_page = StartScreen()
        except Exception as e:  # the table works without its welcome page
            log.warning("start screen unavailable: %s", e)
        self.pages = QStackedWidget()
        self.pages.addWidget(central)
        if self.start_page is not None:
            self.pages.addWidget(self.start_page)
        self.setCentralWidget(self.pages)
        self.sheet = ScoreSheet(self.view_widget.viewport())
        self.rules_window: RulesBrowser | None = None
        self.coach: CoachPanel | None = None
        self.coach_dock: QDockWidget | None = None
        self._build_coach()
        self.current: View | None = None
        self.confirm_quit = True
        self._refused = False  # the status bar shows a refusal (cleared by the next legal action)
        self.quiet = False  # True: problems go to the status bar only, no message box (tests)
        # what words the status bar's message, what it said, and whether it stays (a refusal)
        self._status_words: tuple[Callable[[], str], str, bool] | None = None
        self._words_lang = ""  # the language the window's words are in (one relabelling per switch)
        self.trick_hold = TrickHold(self, self.view_widget.viewport())
        self._ended_by_trick = False  # the deal's last action finished a trick (it waits to be seen)
        self.review_window: ReviewDialog | None = None
        self._held_prompt: Callable[[], str] | None = None  # the bar's words while a trick waits for the click
        self._maximised_before = False  # the window was maximised when it went full screen
        self.keys_window: KeyboardHelp | None = None
        self.files = MatchFiles(self)
        self.sounds = SoundCues(self)
        self.preferences = Preferences(self)
        self.preferences.apply_stored()
        self.input = TableInput(self)
        self.last_trick = LastTrickDisplay(self)
        self.coach_bridge = CoachBridge(self, self.coach)
        self.learn = LearnPart(self)
        self.menus = Menus(self)
        self.menus.check_settings(s)
        self.menus.a_sound.setEnabled(self.sounds.available)
        self._connect()
        back = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        back.activated.connect(self.focus_table)
        self.statusBar().setStyleSheet("QStatusBar { background: #0f2a20; color: #dfe9e2; }")
        self.resize(1280, 800)
        if s.window_geometry:
            with contextlib.suppress(ValueError):
                self.restoreGeometry(QByteArray(base64.b64decode(s.window_geometry)))
        if s.window_state:
            with contextlib.suppress(ValueError):
                self.restoreState(QByteArray(base64.b64decode(s.window_state)))  # e.g. the coach left open
        self.retranslate()
        QTimer.singleShot(0, self.preferences.tell_reset)  # once the window's own flags (selftest, quiet) are set

    # wiring -----------------------------------------------------------------
    def _connect(self) -> None:
        """Every signal to what answers it: the controller's events, the player's input, the pages, the menus."""
        c, put, files, m, prefs = self.controller, self.input, self.files, self.menus, self.preferences
        wires: list[tuple[SignalInstance, Callable[..., object]]] = [
            (c.match_started, self._match_started),
            (c.deal_started, self._deal_started),
            (c.action_done, self._action_done),
            (c.trick_gathered, self._trick_gathered),
            (c.human_turn, self._human_turn),
            (c.deal_over, self._deal_over),
            (c.taken_back, self._taken_back),
            (c.failed, self._failed),
            (c.trick_held, self._trick_held),
            (c.noted, lambda note: self.say(note, error=True)),
            (c.deal_started, self.sounds.deal_started),
            (c.action_done, self.sounds.action_done),
            (c.trick_gathered, self.sounds.trick_gathered),
            (c.human_turn, self.sounds.human_turn),
            (c.autosave_failing, files.autosave_failing),
            (self.scene.card_clicked, put.card_clicked),
            (self.scene.card_dropped, put.card_dropped),
            (self.scene.relaid, self.sheet.place),
            (self.panel.action_chosen, put.do_action),
            (self.view_widget.key_move, put.key_move),
            (self.view_widget.key_activate, put.key_activate),
            (self.view_widget.key_jump, put.key_jump),
            (self.view_widget.key_number, put.key_number),
            (self.sheet.next_deal, self.next_deal),
            (self.sheet.new_match, self.new_match_dialog),
            (self.sheet.review_deal, self.review_deal),
            (m.a_new.triggered, self.new_match_dialog),
            (m.a_restart.triggered, self.restart_deal),
            (m.a_open.triggered, lambda: files.open_match()),  # not the action's "checked" as the path
            (m.a_save.triggered, lambda: files.save_match()),
            (m.a_last.triggered, self.last_trick.show),
            (m.a_sheet.triggered, self.show_sheet),
            (m.a_hint.triggered, self.coach_bridge.request_hint),
            (m.a_undo.triggered, self.take_back),
            (m.a_stats.triggered, self.show_statistics),
            (m.a_review.triggered, lambda: self.review_deal(ask=True)),
            (m.a_quit.triggered, self.close),
            (m.a_auto.triggered, prefs.set_auto_announce),
            (m.a_sound.triggered, prefs.set_sound),
            (m.a_coach.triggered, self.toggle_coach),
            (m.a_rules.triggered, lambda: self.open_rules()),
            (m.a_learn.triggered, self.learn.show),
            (m.a_about.triggered, self.about),
            (m.a_keys.triggered, self.show_keys),
            (m.language_chosen, prefs.set_language),
            (m.speed_chosen, prefs.set_speed),
            (m.pause_chosen, prefs.set_pause),
            (m.trick_hold_chosen, prefs.set_trick_hold),
            (m.a_full.triggered, prefs.set_full_screen),
            (m.a_zoom_in.triggered, lambda: prefs.zoom(1)),
            (m.a_zoom_out.triggered, lambda: prefs.zoom(-1)),
            (m.a_zoom_reset.triggered, lambda: prefs.zoom(0)),
            (m.felt_chosen, prefs.set_felt),
            (m.hungarian_chosen, lambda v: prefs.set_cards(hungarian=v)),
            (m.french_chosen, lambda v: prefs.set_cards(french=v)),
            (m.back_chosen, lambda v: prefs.set_cards(back=v)),
        ]
        if self.start_page is not None:
            page = self.start_page
            wires += [
                (page.game_chosen, self.quick_start),
                (page.rules_requested, self.open_rules),
                (page.continue_requested, files.continue_last),
                (page.statistics_requested, self.show_statistics),
                (page.learn_requested, self.learn.show),
                (page.guided_requested, self.learn.start_guided),
            ]
        if self.coach is not None and self.coach_dock is not None:
            coach = self.coach
            wires += [
                (self.coach_dock.visibilityChanged, m.a_coach.setChecked),
                (coach.hintRequested, self.coach_bridge.request_hint),
                (coach.actionChosen, put.do_action),
                (coach.rulesRequested, self.open_rules),
                (coach.markCards, self.scene.mark_cards),
                (coach.teachingChanged, prefs.set_teaching),
            ]
        for signal, slot in wires:
            signal.connect(slot)

    # the coach's dock -----------------------------------------------------------
    def _build_coach(self) -> None:
        """The coach panel in a dock on the right (hidden when the coach is off)."""
        try:
            from cardtable.ui.coach_panel import CoachPanel
        except Exception as e:  # the table works without its coach
            log.warning("coach unavailable: %s", e)
            return
        self.coach = CoachPanel()
        dock = self.coach_dock = QDockWidget(self)
        dock.setObjectName("CoachDock")
        dock.setWidget(self.coach)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        dock.setTitleBarWidget(QWidget())  # the panel has its own title; the menu shows and hides it
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()  # a calm table by default; the Hint key or the menu opens it
        self.coach.teaching.setChecked(self.store.settings.coach_mode == "teaching")

    def toggle_coach(self, on: bool) -> None:
        """Show or hide the coach."""
        if self.coach_dock is not None:
            self.coach_dock.setVisible(bool(on))

    def show_coach(self) -> None:
        """Open the coach's dock (when it is not open yet)."""
        if self.coach_dock is not None and not self.coach_dock.isVisible():
            self.coach_dock.show()

    def coach_shown(self) -> bool:
        """Is the coach's dock open?"""
        return self.coach_dock is not None and self.coach_dock.isVisible()

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

    def retranslate(self) -> None:
        """Every text in the UI language (also on LanguageChange)."""
        self.setWindowTitle(self.tr("cardtable — trick-taking card games"))
        self.view_widget.setAccessibleName(self.tr("Card table"))
        self.menus.retranslate()
        if self.coach_dock is not None:
            self.coach_dock.setWindowTitle(self.tr("Coach"))
        self._words_lang = i18n.current()
        self.redraw_cards()  # the court letters of French-suited cards follow the language
        # relabel the table in place: the same controls, hints and focus (rebuilding made stray windows)
        self.panel.retranslate()
        if self.current is not None:
            self._refresh_info(self.current)
            if self.controller.waiting_for_human:
                self.input.update_hand_state(self.current)  # the refused cards' reasons
            elif self.trick_hold.waiting and self._held_prompt:
                self.panel.show_waiting(self._held_prompt())
            elif self.controller.state is not None and not self.controller.state.is_over:
                self._show_waiting(self.current)
            elif self.controller.state is not None:
                self.between_deals()
        shown = self.statusBar().currentMessage()
        if shown and self._status_words is not None and self._status_words[1] == shown:
            self.say(self._status_words[0], self._status_words[2])
        elif shown:
            self.statusBar().clearMessage()  # words of the old language that cannot be said again

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._words_lang != i18n.current():
            self.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self.menus.a_full.setChecked(self.isFullScreen())  # the window manager may end it too
        super().changeEvent(event)

    def redraw_cards(self) -> None:
        """Every card on the table and the game's board drawn again in the card style now."""
        self.scene.redraw_cards()
        if self.board is not None and self.current is not None:
            self.board.update(self.current, self._names())

    # full screen ------------------------------------------------------------------
    def show_remembered(self) -> None:
        """Show the window as the player left it: full screen or not."""
        if self.store.settings.full_screen:
            self.showFullScreen()
        else:
            self.show()

    def show_full_screen(self, on: bool) -> None:
        """Fill the screen, or go back to the size (or the maximised window) from before."""
        if on and not self.isFullScreen():
            self._maximised_before = self.isMaximized()
            self.showFullScreen()
        elif not on and self.isFullScreen():
            if self._maximised_before:
                self.showMaximized()
            else:
                self.showNormal()
        self.menus.a_full.setChecked(on)

    # match flow ----------------------------------------------------------------
    def start_match(self, config: MatchConfig, *, asked: bool = False) -> None:
        """Start a new match now; over an unfinished one only if the player agrees (``asked``: already done), and
        the unfinished one is kept as a named save first."""
        unfinished = self.files.unfinished_label()
        if unfinished is not None:
            if not asked and not self.confirm(self.files.start_over_question(unfinished)):
                if self.controller.match is None:
                    self.show_start()  # `--game` at start-up, declined: the welcome page
                return
            if not self.files.keep_unfinished():
                return
        self.sheet.hide()
        self.show_page(self.table_page)
        if not self.controller.new_match(config) and self.controller.match is None:
            self.show_start()  # nothing was running: back to the welcome page

    def show_start(self) -> None:
        """Show the welcome page (choose a game, or continue the unfinished match)."""
        if self.start_page is None:
            return
        label = self.files.offer_unfinished()
        self.start_page.set_can_continue(label is not None, label or "")
        self.show_page(self.start_page)

    def show_page(self, page: QWidget) -> None:
        """Show one page; the hidden one must not keep the window wide (the welcome page wants ~670 px)."""
        for other in (self.table_page, self.start_page, self.learn.page):
            if other is None:
                continue
            policy = QSizePolicy.Policy.Preferred if other is page else QSizePolicy.Policy.Ignored
            other.setSizePolicy(policy, policy)
        self.pages.setCurrentWidget(page)
        self.pages.updateGeometry()

    def resume(self, save: MatchSave) -> bool:
        """Play on from a loaded save; False (and the reason said) if it cannot be."""
        self.sheet.hide()
        self.show_page(self.table_page)
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
            self.between_deals()
            self.show_sheet()
        return True

    def quick_start(self, game: str, variant: str) -> None:
        """Start a match of ``game`` with the usual settings (the welcome page's Play buttons)."""
        self.start_match(default_config(game, variant, self.tr("You")))

    def new_match_dialog(self) -> None:
        """Ask what to play, then start it (asking first if a match is running)."""
        unfinished = self.files.unfinished_label()
        if unfinished is not None and not self.confirm(self.files.start_over_question(unfinished)):
            return
        dlg = NewMatchDialog(self, self.controller.config)
        if dlg.exec():
            self.start_match(dlg.config(), asked=True)

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
        self.input.reset()
        self.current = view
        self.scene.finish_animations()
        self.scene.clear_cards()
        self._refresh_info(view)  # the plates and facts measured first: the cards are laid out round them
        self.scene.show(view)
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
        dlg = self.stats_window = StatsDialog(stats, self, self.controller.config.game if self.controller.match else "")
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.destroyed.connect(lambda: setattr(self, "stats_window", None))
        dlg.show()

    def _names(self) -> list[str]:
        """Every seat's name; the player's default name ("You"/"Te") in the language shown now, so the plates, the
        game's board and the score sheet never keep the old language's word after a switch."""
        c = self.controller
        names = c.seat_names()
        if 0 <= c.human < len(names) and (not c.config.names or names[c.human] in DEFAULT_PLAYER_NAMES):
            names[c.human] = self.tr("You")
        return names

    def _match_started(self) -> None:
        cfg = self.controller.config
        self.scene.setup(cfg.game, texts.deck_of(cfg.game), cfg.players, cfg.human, self._names())
        self._set_board(profile(cfg.game).make_board())
        self.store.settings.last_game = cfg.game
        from cardtable.coach.profiles import has_coach

        coached = has_coach(cfg.game)  # a game whose coach is not ready has no Hint at all (never an exception)
        self.coach_bridge.coached = coached
        self.menus.a_hint.setEnabled(coached)
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
            chosen = getattr(board.widget, "chosen", None)  # a board whose clicks are actions (discs, rows, picks)
            if chosen is not None:
                chosen.connect(self.input.do_action)

    def _deal_started(self, view: View) -> None:
        from cardtable.ui import gcguard

        gcguard.full_collect()  # nothing moves yet (see gcguard)
        self.clear_refusal()
        self.sheet.hide()
        self.trick_hold.drop()
        self.last_trick.reset()
        self._ended_by_trick = False
        if self.coach is not None:
            self.coach.clear()
        self.input.reset()
        self.current = view
        self.scene.clear_cards()
        self._refresh_info(view)
        self.controller.request_delay(self.scene.show(view, dealing=True))
        self._show_waiting(view)

    def _action_done(self, seat: int, action: Action, before: View, after: View) -> None:
        self.current = after
        taker = next((s for s, (a, b) in enumerate(zip(after.tricks_won, before.tricks_won)) if a > b), None)
        if taker is not None:
            self.last_trick.taker = taker
        self._ended_by_trick = after.to_move is None and taker is not None
        self._refresh_info(after)
        self.controller.request_delay(self.scene.show(after, hold_trick=self._held(before, after)))
        if seat == self.controller.human:
            self.input.selection.clear()
        self.input.set_hand_idle()
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
        self._refresh_info(view)
        # the next card may come while the gathered trick is still on its way to the pile
        self.controller.request_delay(self.scene.show(view, hold_trick=hold) // 2)

    def _show_waiting(self, view: View) -> None:
        if view.to_move is None:
            self.panel.show_waiting(self.tr("The deal is over."))
        elif view.to_move != self.controller.human:
            self.panel.show_waiting(self.tr("{name} is thinking…").format(name=self.controller.name(view.to_move)))

    def _human_turn(self, view: View) -> None:
        self.current = view
        if self.coach is not None:
            self.coach.clear()
        self._refresh_info(view)  # the plates and facts measured first: the cards are laid out round them
        self.scene.show(view)
        self.panel.show_turn(view, self.input.selected_codes())
        self.input.update_hand_state(view)

    def _deal_over(self, result: Result, points: list[int], view: View) -> None:
        self.current = view
        if self.coach is not None:
            self.coach.clear()  # its advice was for a move of the deal that has ended
        self.scene.finish_animations()
        if self._keeps_final(view):
            self._refresh_info(view)
            self.scene.show(view, hold_trick=list(view.last_trick or []))
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
        self._refresh_info(view)  # the plates and facts measured first: the cards are laid out round them
        self.scene.show(view)
        self.between_deals()
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

    def between_deals(self) -> None:
        """The bar between deals: the score sheet again, and on to the next deal (or a new match)."""
        match = self.controller.match
        over = match is not None and match.is_over
        text = self.tr("The match is over.") if over else self.tr("The deal is over.")
        next_step = (self.tr("New match…"), self.new_match_dialog) if over else (self.tr("Next deal"), self.next_deal)
        choices: list[tuple[str, object]] = [(self.tr("Score sheet"), self.show_sheet), next_step]
        if match is not None and match.history:  # last, so "Next deal" keeps its place (choice:1)
            choices.append((self.tr("Review the deal"), self.review_deal))
        self.panel.show_choices(text, choices, primary=1)

    def _failed(self, message: str) -> None:
        log.error("table: %s", message)
        self.statusBar().showMessage(message)
        if not self.selftest and not self.quiet:
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
        if c.match is not None:
            lines += table.match_lines(c.match)
        self.scene.info.set_lines(lines, heading=len(head))
        self.scene.relayout_labels()
        info = self.scene.info  # in a short window the box shows its first lines; the tooltip has the rest
        more = [f"{a}: {b}" for a, b in info.all_lines if (a, b) not in info.lines]
        info.setToolTip("\n".join([texts.phase_name(view.phase, view.game), *more]))
        # plates: score, last word, dealer/declarer, the turn
        players = c.config.players
        totals = c.match.totals if c.match is not None else [0] * players
        said = (table.plate_words(view) + [""] * players)[:players]
        tags = [", ".join(table.tags(view, seat, c.human)) for seat in range(players)]
        if self.board is not None:
            self.board.update(view, self._names())
        self.scene.names = self._names()  # the default name follows the language
        self.scene.set_plates([str(t) for t in totals], said, tags, view.to_move)
        self.view_widget.setAccessibleDescription(self._table_words(view, lines))

    # screen readers ------------------------------------------------------------------
    def _table_words(self, view: View, facts: list[tuple[str, str]]) -> str:
        """The table in sentences for a screen reader: the facts, each plate, the trick, the hand."""
        game = view.game
        out = [f"{label}: {value}" for label, value in facts]
        for plate in self.scene.plates:
            said = plate.status_line()
            turn = self.tr(", to move") if plate.active else ""
            head = self.tr("{name}, {score} points{turn}").format(name=plate.name, score=plate.score, turn=turn)
            out.append(f"{head}: {said}" if said else head)
        if view.trick:
            cards = ", ".join(f"{self.controller.name(seat)}: {texts.card_name(game, c)}" for seat, c in view.trick)
            out.append(self.tr("On the table: {cards}").format(cards=cards))
        if view.hand:
            hand = ", ".join(texts.card_name(game, c) for c in profile(game).hand_order(view))
            out.append(self.tr("Your hand: {cards}").format(cards=hand))
        return ". ".join(out)

    def describe_focus(self, item: CardItem | None, index: int, count: int) -> None:
        """The keyboard's card for a screen reader: the table's accessible name says which, where, and whether it
        may be played (the refused card's reason is its tooltip)."""
        if item is None or item.code is None or self.current is None:
            self.view_widget.setAccessibleName(self.tr("Card table"))
            return
        words = self.tr("{card}, card {n} of {count}").format(
            card=texts.card_name(self.current.game, item.code), n=index + 1, count=count
        )
        if item.selected:
            words += self.tr(", selected")
        if item.dimmed:
            words += ". " + (item.toolTip() or self.tr("It cannot be played now."))
        self.view_widget.setAccessibleName(words)

    # the status bar ----------------------------------------------------------------
    def say(self, message: str | Callable[[], str], error: bool = False) -> None:
        """A message in the status bar (a refusal stays until the next legal action).

        Given as a function that words it, the message is said again in the new language after a switch.
        """
        text = message() if callable(message) else message
        self._status_words = (message, text, error) if callable(message) else None
        self._refused = self._refused or error
        self.statusBar().showMessage(text, 0 if error else 5000)

    def clear_refusal(self) -> None:
        """A legal move (or a new deal) ends the last refusal's note and status message."""
        self.scene.clear_refusal()
        if self._refused:
            self.statusBar().clearMessage()
            self._refused = False

    # deal review -------------------------------------------------------------------
    def review_deal(self, ask: bool = False) -> None:
        """The review window for a finished deal of this match (the last one; ``ask``: let the player choose)."""
        from cardtable.ui import review_dialog

        c = self.controller
        deals = [(d.record, list(d.points)) for d in c.match.history] if c.match is not None else []
        names, seat = self._names(), c.human
        if not deals and ask:  # no finished deal here: a deal of a saved match
            saved = self.files.deals_to_review()
            if saved is None:
                return
            deals, names, seat = saved
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
            effort=self.coach_effort,
        )
        self.review_window.show()

    # window --------------------------------------------------------------------------
    def about(self) -> None:
        """The About box."""
        from cardtable.ui.about import AboutDialog

        dlg = AboutDialog(self)
        dlg.rules_requested.connect(lambda: self.open_rules())
        dlg.exec()

    def show_keys(self) -> None:
        """Help ▸ Keyboard: every key of the table."""
        from cardtable.ui.keys_help import KeyboardHelp

        if self.keys_window is None:
            self.keys_window = KeyboardHelp(self.menus, self)
        self.keys_window.retranslate()
        self.keys_window.show()
        self.keys_window.raise_()

    def focus_table(self) -> None:
        """Esc: the keyboard goes back to the hand (the score sheet closes, a shown trick goes)."""
        self.trick_hold.release()  # the shortcut takes the key before the hold's filter sees it
        focused = QApplication.focusWidget()
        if self.sheet.isVisible() and focused is not None and self.sheet.isAncestorOf(focused):
            self.sheet.hide()
        self.view_widget.setFocus()
        self.input.apply_focus()

    def confirm(self, question: str) -> bool:
        if not self.confirm_quit:
            return True
        answer = QMessageBox.question(self, self.tr("Please confirm"), question)
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.controller.match_running and not self.confirm(self.tr("A match is running. Quit anyway?")):
            event.ignore()
            return
        self.store.settings.window_geometry = base64.b64encode(bytes(self.saveGeometry().data())).decode("ascii")
        self.store.settings.window_state = base64.b64encode(bytes(self.saveState().data())).decode("ascii")
        self.store.settings.full_screen = self.isFullScreen()
        self.store.save()
        self.controller.shutdown()
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
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
