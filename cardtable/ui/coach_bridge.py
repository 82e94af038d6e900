"""Between the table and the coach: hint and warning requests to the worker process, and their answers.

The coach searches in the bot worker (``BotRunner.call``); an answer that comes back after the game has moved
on (another action, a new deal, a move taken back) is dropped. A refused move is explained by the coach here,
in this process (a lookup, no search).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING, cast

from cardtable.engine.protocol import Action, IllegalAction
from cardtable.ui import i18n
from cardtable.ui.profiles import profile
from cardtable.ui.window_part import WindowPart

if TYPE_CHECKING:
    from cardtable.coach.explain import Explanation
    from cardtable.coach.hint import Hint
    from cardtable.coach.warn import CoachWarning
    from cardtable.ui.coach_panel import CoachPanel
    from cardtable.ui.mainwindow import MainWindow

log = logging.getLogger(__name__)


class CoachBridge(WindowPart):
    """Asks the coach, and shows what it says in the window's coach ``panel`` (None: this build has no coach)."""

    def __init__(self, window: MainWindow, panel: CoachPanel | None) -> None:
        super().__init__(window)
        self.panel = panel
        self.coached = True  # the running game has a coach (a game whose record names none has no Hint)
        self._hint_call: tuple[int, tuple[int, int]] | None = None  # (call id, the decision it is for)
        self._warn_call: tuple[int, tuple[int, int], Action] | None = None  # (call id, decision, the move)
        self._warned: tuple[tuple[int, int], Action] | None = None  # the move warned about (play again = confirm)
        self.controller.runner.computed.connect(self._computed)

    @property
    def hint_pending(self) -> bool:
        """A hint was asked for and has not come back yet."""
        return self._hint_call is not None

    def teaching(self) -> bool:
        """The coach looks at every move of the player before it is made."""
        return self.panel is not None and self.panel.teaching.isChecked()

    def request_hint(self) -> None:
        """Ask the coach (in the worker process, it searches) to rank the human's legal actions."""
        c = self.controller
        w = self.window
        if not self.coached:
            return
        if self.panel is None or not c.waiting_for_human or c.state is None:
            w.say(lambda: self.tr("A hint is given when it is your turn."))
            return
        w.show_coach()
        from cardtable.ui.bot_worker import coach_hints

        cid = c.runner.call(coach_hints, c.view(), i18n.current(), w.coach_effort)
        self._hint_call = (cid, c.position_key())
        w.say(lambda: self.tr("The coach is thinking…"))

    def ask_warning(self, action: Action) -> bool:
        """Teaching mode: let the coach look at ``action`` first; True if the move now waits for it."""
        view = self.window.current
        c = self.controller
        if not self.teaching() or view is None or len(view.legal_actions) < 2 or c.explain(action) is not None:
            return False  # no coach, no choice, or a refused move (said as a refusal, not a warning)
        if c.state is None or self._warned == (c.position_key(), action):
            return False  # warned already: playing it again means "yes, this one"
        from cardtable.ui.bot_worker import coach_warning

        cid = c.runner.call(coach_warning, view, action, i18n.current(), self.window.coach_effort)
        self._warn_call = (cid, c.position_key(), action)
        self.window.say(lambda: self.tr("The coach is looking at your move…"))
        return True

    def _computed(self, cid: int, answer: object, error: str) -> None:
        """A call of the worker came back: a warning or a hint of ours (other calls are not ours)."""
        if self._warn_call is not None and self._warn_call[0] == cid:
            self._warning_ready(self._warn_call, answer, error)
        elif self._hint_call is not None and self._hint_call[0] == cid:
            self._hint_ready(self._hint_call, answer, error)

    def _warning_ready(self, call: tuple[int, tuple[int, int], Action], warning: object, error: str) -> None:
        _, key, action = call
        self._warn_call = None
        w = self.window
        if self.controller.position_key() != key or self.panel is None:
            return
        if warning is None or error:
            w.statusBar().clearMessage()
            w.input.apply_human(action)
            return
        self._warned = (key, action)
        w.show_coach()
        # the worker's answer crosses the process boundary as ``object``: coach_warning returns a CoachWarning
        self.panel.show_warning(cast("CoachWarning", warning), self.controller.config.game)
        w.say(lambda: self.tr("The coach warns you: make the move again to play it anyway."), error=True)

    def _hint_ready(self, call: tuple[int, tuple[int, int]], hints: object, error: str) -> None:
        _, key = call
        self._hint_call = None
        c = self.controller
        if self.panel is None:
            return
        if error:
            self.window.say(self.tr("The coach could not help here: {why}").format(why=error))
            return
        if c.state is None or c.position_key() != key:
            return  # the game moved on meanwhile
        self.panel.show_hints(c.config.game, cast("list[Hint]", hints))  # coach_hints's answer (see above)
        self.window.statusBar().clearMessage()

    def explain_refusal(self, refusal: IllegalAction, action: Action) -> None:
        """Let the coach word the refusal too, with a link to the rule's section (when the coach is shown)."""
        view = self.window.current
        if self.panel is None or not self.window.coach_shown() or view is None:
            return
        try:
            from cardtable.coach.explain import describe

            def worded(lang: str) -> Explanation:  # in the table's own words (every game's profile words every refusal)
                said = describe(refusal, view.game, action, lang, view)
                return replace(said, text=profile(view.game).refusal(refusal)) if lang == i18n.current() else said

            self.panel.show_explanation(worded(i18n.current()), worded)  # worded again after a language switch
        except Exception as e:  # the status bar already says why
            log.warning("coach explanation failed: %s", e)
