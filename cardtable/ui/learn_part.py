"""The window's Learn: the Learn page (from the start screen and the Help menu) and the guided first deal, in which
the coach says at each step what happens and what to do: the phase, the prompt, its best move and why."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from cardtable.engine.protocol import Action, View
from cardtable.learn.check import LEARN
from cardtable.ui import i18n, texts
from cardtable.ui.profiles import profile
from cardtable.ui.window_part import WindowPart
from cardtable.words import say

if TYPE_CHECKING:
    from cardtable.ui.learn_page import LearnPage
    from cardtable.ui.mainwindow import MainWindow

log = logging.getLogger(__name__)


class LearnPart(WindowPart):
    """The Learn page, made when first shown, and the guided deal's words."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.page: LearnPage | None = None
        self.guided = False  # the running match is a guided first deal
        self._arming = False  # the next match to start is the guided one
        self._call: tuple[int, tuple[int, int]] | None = None  # the coach's hint asked for the guide
        self._said = ""  # the guide's words for this decision (the coach's advice is added to them)
        c = self.controller
        c.match_started.connect(self._match_started)
        c.human_turn.connect(self._human_turn)
        c.action_done.connect(self._action_done)
        c.deal_over.connect(self._deal_over)
        c.runner.computed.connect(self._computed)

    # -- the page ------------------------------------------------------------------------------------------------

    def show(self) -> None:
        """Show the Learn page."""
        w = self.window
        if self.page is None:
            from cardtable.ui.learn_page import LearnPage, problems_said

            self.page = LearnPage(self.controller.runner)
            self.page.back_requested.connect(self._back)
            self.page.guided_requested.connect(self.start_guided)
            w.pages.addWidget(self.page)
            problems_said(self.page, lambda m: w.say(m, error=True))
        w.show_page(self.page)
        self.page.tree.setFocus()

    def _back(self) -> None:
        w = self.window
        if self.controller.match is not None:
            w.show_page(w.table_page)
        else:
            w.show_start()

    # -- the guided first deal -----------------------------------------------------------------------------------

    def start_guided(self, game: str) -> None:
        """A match of ``game`` in which the coach says what happens at each step."""
        from cardtable.engine.registry import info

        variants = [str(v.value) for v in info(game).variants]
        self._arming = True
        self.window.quick_start(game, variants[0] if variants else "")
        self._arming = False

    def _match_started(self) -> None:
        self.guided = self._arming
        if self.guided:
            self.window.show_coach()

    def _guide(self, text: str) -> None:
        panel = self.window.coach
        if panel is not None:
            panel.show_guide(text)

    def _human_turn(self, view: View) -> None:
        if not self.guided or view.to_move is None:
            return
        lang = i18n.current()
        prompt = profile(view.game).prompt(view)
        phase = texts.phase_name(view.phase, view.game)
        if phase[1:2].islower():  # mid-sentence: "Now: bidding." (an acronym keeps its capitals)
            phase = phase[:1].lower() + phase[1:]
        self._said = " ".join(
            [
                say(LEARN, "guide.phase", lang, phase=phase),
                say(LEARN, "guide.your-turn", lang, prompt=prompt).strip(),
            ]
        )
        self._guide(self._said)
        from cardtable.ui.bot_worker import coach_hints

        c = self.controller
        self._call = (c.runner.call(coach_hints, view, lang, self.window.coach_effort), c.position_key())

    def _computed(self, cid: int, hints: Any, error: str) -> None:
        call = self._call
        if call is None or call[0] != cid:
            return
        self._call = None
        c = self.controller
        if error or not hints or c.state is None or c.position_key() != call[1]:
            return  # no advice, or the game moved on meanwhile
        best = hints[0]
        advice = say(LEARN, "guide.advice", i18n.current(), move=best.label, reason=best.reason)
        self._guide(f"{self._said} {advice}")
        panel = self.window.coach
        if panel is not None:
            panel.show_hints(c.config.game, list(hints))

    def _action_done(self, seat: int, _action: Action, _before: View, after: View) -> None:
        seen = after.public_history[-1] if after.public_history else None  # as the player saw it (None: hidden)
        if self.guided and seat != self.controller.human and seen is not None:
            move = profile(self.controller.config.game).action_label(seen)
            self._guide(say(LEARN, "guide.others", i18n.current(), seat=self.controller.name(seat), move=move))

    def _deal_over(self, *_args: object) -> None:
        if self.guided:
            self._guide(say(LEARN, "guide.over", i18n.current()))
