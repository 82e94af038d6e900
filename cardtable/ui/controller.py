"""The controller: runs a match on the game protocol, asks bots (in a worker process) and the human.

It owns the ``Match`` and the current ``State``; the window only ever sees the
human seat's ``View`` and the events the controller emits. Every action — a
bot's, a click, the selftest's autoplay — goes through ``_apply``.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import random
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable import games
from cardtable.bots import DEFAULT_BUDGET_MS, get_bot
from cardtable.cards import Card
from cardtable.engine import registry
from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, BadActionText, IllegalAction, Result, State, View
from cardtable.ui import bot_worker
from cardtable.ui.bot_worker import BotRequest, WorkerError

if TYPE_CHECKING:
    from cardtable.storage.autosave import Autosaver
    from cardtable.storage.saves import BotLevel, MatchSave
    from cardtable.storage.stats import StatsRecorder

log = logging.getLogger(__name__)


@dataclass
class MatchConfig:
    """What the new-match dialog chooses."""

    game: str  # a registry name
    variant: str = ""
    players: int = 2
    names: list[str] = field(default_factory=list)
    levels: list[str] = field(default_factory=list)  # per seat; the human's entry is ignored
    human: int = 0
    deals: int | None = None
    target: int | None = None
    seed: int | None = None
    rule_options: dict[str, Any] = field(default_factory=dict)
    practice: bool = False  # the player may take back moves (Ctrl+Z); the saves and statistics say so

    def options(self) -> dict[str, Any]:
        """The rule options for ``games.get``."""
        opts = dict(self.rule_options)
        if self.variant:
            opts["variant"] = self.variant
        try:
            if registry.info(self.game).seats_option and self.players != registry.info(self.game).default_players:
                opts["players"] = self.players
        except ValueError:
            pass  # an unknown game: games.get refuses it with its own message
        return opts

    def bot_levels(self) -> list[BotLevel]:
        """Each seat's bot level, None for the human (as saves record it)."""
        return [
            None if s == self.human else (self.levels[s] if s < len(self.levels) and self.levels[s] else "random")
            for s in range(self.players)
        ]


def make_match(game: Any, config: MatchConfig, seed: int) -> Match:
    """The game's own Match subclass when it has one, else the base Match.

    Found by the storage layer's ``default_match_factory``, so a match the table plays is rebuilt by the same
    class when a save of it is opened.
    """
    from cardtable.storage.saves import default_match_factory

    return default_match_factory(game)(
        game=game,
        players=config.players,
        seed=seed,
        deals=config.deals,
        target=config.target,
        first_dealer=random.Random(seed).randrange(config.players),
    )


class BotRunner(QObject):
    """Asks bots for actions without blocking the GUI; ``answered(request_id, text, error)``."""

    answered = Signal(int, str, str)
    computed = Signal(int, object, str)  # call id, result, error (``call``)

    def request(self, req: BotRequest) -> int:
        raise NotImplementedError

    def call(self, fn, *args) -> int:
        """Run ``fn(*args)`` off the GUI thread (a module-level function); ``computed`` brings the result."""
        raise NotImplementedError

    def shutdown(self) -> None:
        """Stop any worker."""


@dataclass
class _Job:
    """One job sent to the worker: its future, the pool that runs it, when to give up on it."""

    future: Future
    pool: ProcessPoolExecutor
    deadline: float
    answer: bool  # a bot's action (``answered``) rather than a ``call`` (``computed``)


DEFAULT_TIMEOUT_S = 30.0  # beyond a request's think budget: no bot or coach decision takes this long on a slow PC


def _stop(pool: ProcessPoolExecutor) -> None:
    """Stop ``pool`` now, a job running in it too (a hung or broken worker)."""
    # ProcessPoolExecutor cannot stop a running job (Python 3.14 adds terminate_workers): kill its processes
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        with contextlib.suppress(Exception):
            process.kill()
    with contextlib.suppress(Exception):
        pool.shutdown(wait=False, cancel_futures=True)


class ProcessBotRunner(BotRunner):
    """Bots in one worker process (spawned), polled from the GUI thread.

    A worker that fails is replaced, so the table never waits forever and never keeps a broken pool: a job
    that raised (it comes back as one line, ``WorkerError``) sends the next job to a fresh worker; a worker
    that died, or a job that ran past ``timeout_s`` plus its think budget, is stopped at once and its other
    jobs fail with it.
    """

    def __init__(self, parent: QObject | None = None, *, timeout_s: float = DEFAULT_TIMEOUT_S) -> None:
        super().__init__(parent)
        self.timeout_s = timeout_s
        self.choose_job: Callable[[BotRequest], str] = bot_worker.choose  # a module-level function (tests swap it)
        self._pool: ProcessPoolExecutor | None = None
        self._jobs: dict[int, _Job] = {}
        self._next = 0
        self._timer = QTimer(self)
        self._timer.setInterval(8)
        self._timer.timeout.connect(self._poll)

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=bot_worker.start_worker
            )
        return self._pool

    def warm_up(self) -> None:
        """Start the worker process now, so the first bot move is not slow."""
        with contextlib.suppress(Exception):  # a failed start shows with the first real job
            self._executor().submit(int, 0)

    def request(self, req: BotRequest) -> int:
        budget_ms = req.budget_ms if req.budget_ms is not None else DEFAULT_BUDGET_MS
        return self._submit(True, self.timeout_s + budget_ms / 1000, self.choose_job, req)

    def call(self, fn, *args) -> int:
        return self._submit(False, self.timeout_s, fn, *args)

    def _submit(self, answer: bool, timeout_s: float, fn, *args) -> int:
        self._next += 1
        try:
            pool = self._executor()
            future = pool.submit(bot_worker.run_job, fn, *args)
        except (BrokenProcessPool, RuntimeError):  # broken since its last job: a fresh one takes this one
            self._stop_worker()
            pool = self._executor()
            future = pool.submit(bot_worker.run_job, fn, *args)
        self._jobs[self._next] = _Job(future, pool, time.monotonic() + timeout_s, answer)
        self._timer.start()
        return self._next

    def _emit(self, jid: int, job: _Job, result: Any, error: str) -> None:
        if job.answer:
            self.answered.emit(jid, result if isinstance(result, str) else "", error)
        else:
            self.computed.emit(jid, result, error)

    def _poll(self) -> None:
        now = time.monotonic()
        for jid in list(self._jobs):
            job = self._jobs.get(jid)
            if job is None:  # failed with its pool meanwhile
                continue
            if job.future.done():
                del self._jobs[jid]
                error = ""
                result = None
                try:
                    result = job.future.result()
                except WorkerError as e:  # the job raised: the next job gets a fresh worker, queued ones finish
                    log.warning("worker job failed: %s\n%s", e.message, e.details)
                    error = e.message
                    self._retire(job.pool)
                except BrokenProcessPool as e:  # the worker died, or sent back what cannot be unpickled
                    log.warning("worker process broken: %s", e)
                    error = self.tr("the helper process stopped; a fresh one takes over")
                    self._stop_worker(job.pool)
                except Exception as e:  # e.g. a result that could not be pickled in the worker
                    log.warning("worker job failed: %r", e)
                    error = bot_worker.one_line(e)
                    self._retire(job.pool)
                self._emit(jid, job, result, error)
            elif now > job.deadline:
                log.warning("worker job %d ran past its deadline; replacing the worker", jid)
                del self._jobs[jid]
                self._stop_worker(job.pool)
                self._emit(jid, job, None, self.tr("no answer in time; a fresh helper process takes over"))
        if not self._jobs:
            self._timer.stop()

    def _retire(self, pool: ProcessPoolExecutor) -> None:
        """New jobs go to a fresh worker; ``pool`` finishes what it was given and exits."""
        if pool is self._pool:
            self._pool = None
        pool.shutdown(wait=False)

    def _stop_worker(self, pool: ProcessPoolExecutor | None = None) -> None:
        """Stop ``pool`` (the current one by default) at once; its other jobs fail now, the next starts afresh."""
        pool = pool or self._pool
        if pool is None:
            return
        if pool is self._pool:
            self._pool = None
        _stop(pool)
        for jid, job in list(self._jobs.items()):
            if job.pool is pool:
                del self._jobs[jid]
                self._emit(jid, job, None, self.tr("the helper process was restarted"))

    def shutdown(self) -> None:
        self._timer.stop()
        self._jobs.clear()
        if self._pool is not None:
            _stop(self._pool)  # a job still running must not hold up quitting
            self._pool = None


class InlineBotRunner(BotRunner):
    """Bots in this process, answered on the next event-loop turn (tests)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._next = 0

    def request(self, req: BotRequest) -> int:
        self._next += 1
        rid = self._next
        try:
            text, error = bot_worker.choose(req), ""
        except Exception as e:
            text, error = "", bot_worker.one_line(e)
        QTimer.singleShot(0, lambda: self.answered.emit(rid, text, error))
        return rid

    def call(self, fn, *args) -> int:
        self._next += 1
        cid = self._next
        try:
            result, error = fn(*args), ""
        except Exception as e:
            result, error = None, bot_worker.one_line(e)
        QTimer.singleShot(0, lambda: self.computed.emit(cid, result, error))
        return cid


class Controller(QObject):
    """Runs one match: deals, turns, pauses, and the events the table animates."""

    match_started = Signal()
    deal_started = Signal(object)  # View of the human seat
    action_done = Signal(int, object, object, object)  # seat, the Action, view before, view after
    trick_gathered = Signal(object)  # View after the trick left the table
    human_turn = Signal(object)  # View with legal_actions
    deal_over = Signal(object, object, object)  # Result, points added to the totals, View
    taken_back = Signal(object)  # View after the human's last decision was taken back (practice)
    match_over = Signal()
    failed = Signal(str)  # a bot or the engine failed: the message
    noted = Signal(str)  # a short note for the status bar (a bot's worker failed and a safe move was made)
    trick_held = Signal(object)  # View: a finished trick waits on the table until ``release_trick()``
    autosave_failing = Signal(str)  # the autosave stopped working (why), or works again ("")

    def __init__(self, runner: BotRunner | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = runner or ProcessBotRunner(self)
        self.runner.answered.connect(self._bot_answered)
        first = registry.infos()[0]  # a placeholder until the first match: the registry's first game
        self.config = MatchConfig(game=first.name, players=first.default_players)
        self.game: Any = None
        self.match: Match | None = None
        self.state: State | None = None
        self.seed = 0
        self.bot_pause_ms = 300
        self.trick_pause_ms = 500
        self.autoplay_level: str | None = None  # the selftest: a bot plays the human's seat too
        self.auto_announce = True
        self.keep_tricks = False  # every finished trick mid-deal waits for ``release_trick()`` (the player's click)
        self._held_gen: int | None = None
        self.waiting_for_human = False
        self._request: int | None = None
        self._request_gen = -1  # the deal generation ``_request`` was asked in
        # a bot is asked as soon as it is its turn, and thinks while the last move is still shown; its answer is
        # played when the table is ready for it (``_step``), not before
        self._ready = False  # the table waits for the answer of the bot asked (``_request``)
        self._early: tuple[int, str, str] | None = None  # an answer that came before the table was ready
        self._delay = 0
        self._gen = 0  # bumps on every new deal: stale timers and bot answers are ignored
        self.last_result: Result | None = None
        self.last_points: list[int] | None = None
        self.autosaver: Autosaver | None = None  # None: nothing is autosaved (the selftest)
        self.statistics: StatsRecorder | None = None  # None: nothing is counted (the selftest, tests)
        self.undo_used = False  # a move of this match was taken back (practice): saves and statistics say so
        self._autosave_failing = False  # the last autosave failed (said once: ``autosave_failing``)

    # match and deals ---------------------------------------------------------
    def new_match(self, config: MatchConfig) -> bool:
        """Start a match with ``config``; False (``failed`` says why, the running match goes on) if it cannot be."""
        seed = config.seed if config.seed is not None else random.randrange(2**31)
        try:  # build everything first: a refused set-up must leave the running match as it was
            game = games.get(config.game, **config.options())
            match = make_match(game, config, seed)
        except (ValueError, TypeError, KeyError, ImportError) as e:
            log.warning("cannot start %s: %s", config, e)
            self.failed.emit(f"{type(e).__name__}: {e}")
            return False
        self.config, self.seed, self.game, self.match = config, seed, game, match
        self.undo_used = False
        bot_worker.forget()
        self.match_started.emit()
        self.next_deal()
        return True

    def next_deal(self) -> None:
        """Deal the next hand of the match."""
        assert self.match is not None
        self._gen += 1
        self.last_result = None
        self.state = self.match.new_deal()
        self._begin_deal()

    def _begin_deal(self) -> None:
        self.waiting_for_human = False
        self._delay = 0
        self._request = None
        self.autosave()
        self.deal_started.emit(self.view())
        self._go_on(max(self._delay, 0))

    def resume(self, save: Any) -> None:
        """Carry on a saved match (a ``cardtable.storage.saves.MatchSave``); StorageError if it cannot be."""
        match, state = save.restore()
        human = next((s for s, level in enumerate(save.bot_levels) if level is None), 0)
        levels = [level if isinstance(level, str) else "random" for level in save.bot_levels]
        self.config = MatchConfig(
            game=save.game,
            variant=save.variant,
            players=save.players,
            names=list(save.seat_names),
            levels=levels,
            human=human,
            deals=save.deals,
            target=save.target,
            seed=save.seed,
            rule_options={k: v for k, v in save.options.items() if k != "variant"},
            practice=bool(getattr(save, "practice", False)),
        )
        self.undo_used = bool(getattr(save, "undo_used", False))
        self.seed = save.seed
        self.game = match.game
        self.match = match
        bot_worker.forget()
        self.match_started.emit()
        self._gen += 1
        self.last_result = None
        if state is None:
            if not match.is_over:
                self.next_deal()
            return
        self.state = state
        self._begin_deal()  # a deal saved after its last card is counted by the first step

    def autosave(self) -> None:
        """Write the autosave (after every action); a full disk must not stop the game (the window says it once).

        It runs on the GUI thread just before the move's animation starts, so its fsync (up to ~13 ms seen here)
        delays the start of a move and never stalls one. Not on a writer thread: a second Python thread lets the
        cyclic garbage collector run there and destroy Qt objects off the GUI thread (segfaults in tests).
        """
        if self.autosaver is None or self.match is None:
            return
        try:
            if self.match.is_over:
                self.autosaver.discard()
                return
            self.autosaver.save(self.match_save())
        except Exception as e:  # a read-only or full disk: said once, and the game goes on
            log.warning("autosave failed: %s", e)
            if not self._autosave_failing:
                self._autosave_failing = True
                self.autosave_failing.emit(bot_worker.one_line(e))
            return
        if self._autosave_failing:
            self._autosave_failing = False
            self.autosave_failing.emit("")

    def match_save(self) -> MatchSave:
        """The running match as a save: its deals, the deal in progress, and whether moves were taken back."""
        from cardtable.storage.saves import MatchSave

        assert self.match is not None
        # a finished deal the match has already counted is in its history, not "in progress"
        counted = self.state is not None and self.state.is_over and self.last_result is not None
        state = None if counted else self.state
        return MatchSave.capture(
            self.match,
            state,
            self.seat_names(),
            self.config.bot_levels(),
            practice=self.config.practice,
            undo_used=self.undo_used,
        )

    def restart_deal(self) -> None:
        """Deal the current hand again from the start."""
        if self.match is not None and self.state is not None and not self.state.is_over:
            self.next_deal()

    @property
    def human(self) -> int:
        """The human's seat."""
        return self.config.human

    @property
    def generation(self) -> int:
        """Which deal the table is at: it changes with every new deal, resumed match and take-back."""
        return self._gen

    def position_key(self) -> tuple[int, int]:
        """Which decision of the match this is: (deal generation, actions so far in the deal).

        An answer computed for one key (a coach's hint) is stale once the key has changed.
        """
        return self._gen, len(self.state.history) if self.state is not None else 0

    def view(self) -> View:
        """What the human's seat may know now."""
        assert self.state is not None
        return self.state.view(self.human)

    def name(self, seat: int) -> str:
        """A seat's player name."""
        names = self.config.names
        return names[seat] if seat < len(names) and names[seat] else f"Seat {seat + 1}"

    def seat_names(self) -> list[str]:
        """Every seat's player name, in seat order."""
        return [self.name(s) for s in range(self.config.players)]

    def request_delay(self, ms: int) -> None:
        """The window asks the controller to wait ``ms`` (an animation) before the next step."""
        self._delay = max(self._delay, int(ms))

    def _later(self, ms: int, fn) -> None:
        gen = self._gen
        QTimer.singleShot(max(0, int(ms)), lambda: gen == self._gen and fn())

    def _go_on(self, ms: int, then=None) -> None:
        """Take the next step in ``ms`` (after ``then``, a gathering); a bot to move next is asked now, so that it
        thinks while the table shows the last move."""
        self._prefetch()
        self._later(ms, then or self._step)

    def _prefetch(self) -> None:
        """Ask the bot whose turn it is, if it is a bot's and it has not been asked."""
        state = self.state
        if state is None or state.is_over or self._request is not None:
            return
        seat = state.to_move
        if seat is None or seat == self.human:
            return
        self._ready = False
        self._early = None
        levels = self.config.levels
        self._ask_bot(seat, levels[seat] if seat < len(levels) and levels[seat] else "random")

    # turns ------------------------------------------------------------------
    def _step(self) -> None:
        state = self.state
        if state is None:
            return
        if state.is_over:
            self._finish_deal()
            return
        seat = state.to_move
        assert seat is not None
        if seat == self.human:
            if self._auto_human_action():
                return
            self.waiting_for_human = True
            self.human_turn.emit(self.view())
            if self.autoplay_level:
                self._ask_bot(seat, self.autoplay_level)
            return
        if self._request is None or self._request_gen != self._gen:  # not asked ahead (a resumed match)
            levels = self.config.levels
            self._ask_bot(seat, levels[seat] if seat < len(levels) and levels[seat] else "random")
        self._ready = True
        if self._early is not None:  # it answered while the last move was shown
            early, self._early = self._early, None
            self._bot_answered(*early)

    def _auto_human_action(self) -> bool:
        """Take what the game's record lets "announce automatically" take (Ulti's 20/40, Écarté's king).

        The kinds come from the registry (``GameInfo.auto_actions``): a game without any — Tarokk, where every
        announcement is a decision — never has an action taken for the player.
        """
        if not self.auto_announce or self.state is None:
            return False
        kinds = registry.info(self.config.game).auto_actions
        for a in self.state.legal_actions():
            if a.kind in kinds:
                self._apply(self.human, a)
                return True
        return False

    def _ask_bot(self, seat: int, level: str) -> None:
        assert self.state is not None
        view = self.state.view(seat)
        legal = [a.text for a in self.state.legal_actions()]
        req = BotRequest(
            game=self.config.game,
            options=self.config.options(),
            view=view,
            legal=legal,
            level=level,
            seed=(self.seed * 7 + seat * 1_000_003) % 2**31,
        )
        self._request = self.runner.request(req)
        self._request_gen = self._gen

    def _bot_answered(self, rid: int, text: str, error: str) -> None:
        if rid != self._request or self._request_gen != self._gen:
            return
        state = self.state
        if not self._ready and state is not None and state.to_move != self.human:
            self._early = (rid, text, error)  # asked ahead: played when the table is ready (``_step``)
            return
        self._request = None
        self._ready = False
        assert self.state is not None
        seat = self.state.to_move
        if seat is None:
            return
        if error:  # the worker failed (and is replaced): the table goes on with a safe move made here
            action: Action | None = self._safe_action(seat)
            log.warning("the bot of seat %d failed (%s); it plays %r", seat + 1, error, action)
            note = self.tr("{name} could not decide ({why}) and made a safe move.")
            self.noted.emit(note.format(name=self.name(seat), why=error))
        else:
            action = self._answer(text)
        if action is None:
            self.failed.emit(f"seat {seat + 1} chose {text!r}, which is no action of the game")
        elif seat == self.human:
            refused = self.human_action(action)
            if refused is not None:
                self.failed.emit(f"autoplay chose an illegal action {action.text!r}: {refused}")
        else:
            self._apply(seat, action)

    def _answer(self, text: str) -> Action | None:
        """The action a worker's answer names (its text crossed the process boundary); None if it names none."""
        assert self.state is not None
        legal = next((a for a in self.state.legal_actions() if a.text == text), None)
        if legal is not None:
            return legal
        try:
            return self.state.game.parse_action(text)  # an illegal one: refused, with the rule it breaks
        except BadActionText:
            return None

    def _safe_action(self, seat: int) -> Action:
        """A legal action for ``seat`` chosen here, quickly: the heuristic bot's, else the first legal one."""
        assert self.state is not None
        legal = self.state.legal_actions()
        try:
            chosen = get_bot("heuristic", self.game, self.seed + seat).choose(self.state.view(seat), legal, None)
        except Exception as e:  # the heuristic shares the failing code: the first legal action is always safe
            log.warning("the heuristic failed too: %s", bot_worker.one_line(e))
            return legal[0]
        return next((a for a in legal if a.text == str(chosen)), legal[0])  # a faulty bot may answer with anything

    def human_action(self, action: Action) -> IllegalAction | None:
        """The human does ``action``; returns the refusal (and changes nothing) if it is illegal."""
        state = self.state
        if state is None or state.to_move != self.human or not self.waiting_for_human:
            return IllegalAction("It is not your turn.", key="not-your-turn")
        refusal = self.explain(action)
        if refusal is not None:
            return refusal
        self.waiting_for_human = False
        self._apply(self.human, action)
        return None

    def explain(self, action: Action) -> IllegalAction | None:
        """Why ``action`` would be refused now (None if legal); the state does not change."""
        state = self.state
        if state is None:
            return IllegalAction("No deal is running.", key="no-deal")
        if state.to_move is None:
            return IllegalAction("The deal is over.", key="deal-over")
        if state.is_legal(action):
            return None
        return state.explain_illegal(action)

    def card_play(self, card: Card) -> Action:
        """The action that plays ``card`` of the running deal's deck, legal or not (a refused card says why)."""
        assert self.state is not None
        return self.state.game.play(card)

    def _apply(self, seat: int, action: Action) -> None:
        state = self.state
        assert state is not None
        before = state.view(self.human)
        try:
            state.apply(action)
        except IllegalAction as e:
            self.failed.emit(f"seat {seat + 1} tried an illegal action {action.text!r}: {e}")
            return
        after = state.view(self.human)
        self.autosave()
        self._delay = 0
        self.action_done.emit(seat, action, before, after)
        wait = self._delay
        completed = sum(after.tricks_won) > sum(before.tricks_won)
        if seat != self.human or self.autoplay_level:
            wait = max(wait, self.bot_pause_ms)
        if completed and self.keep_tricks and not state.is_over and not self.autoplay_level:
            self._held_gen = self._gen
            self._prefetch()
            self.trick_held.emit(after)
        elif completed:
            self._go_on(max(wait, self.trick_pause_ms), self._gather)
        else:
            self._go_on(wait)

    def release_trick(self) -> None:
        """The player has seen the held trick: gather it and play on."""
        if self._held_gen is not None and self._held_gen == self._gen:
            self._held_gen = None
            self._gather()

    def _gather(self) -> None:
        self._delay = 0
        self.trick_gathered.emit(self.view())
        self._later(self._delay, self._step)

    def _finish_deal(self) -> None:
        assert self.state is not None and self.match is not None
        result = self.state.result()
        points = self.match.finish_deal(self.state)
        self.last_result = result
        self.last_points = points
        self.autosave()
        self._record_statistics(result, points)
        self.deal_over.emit(result, points, self.view())
        if self.match.is_over:
            self.match_over.emit()

    def _record_statistics(self, result: Result, points: list[int]) -> None:
        """Count the finished deal (and the match, when it ended) in the player's statistics; never stops play."""
        if self.statistics is None or self.match is None or self.autoplay_level:
            return
        from cardtable.storage.stats import bot_level
        from cardtable.ui.profiles import profile

        game, seat = self.config.game, self.human
        level = bot_level(self.config.bot_levels())
        try:
            contracts = profile(game).deal_contracts(result, seat)
            self.statistics.record_deal(game, level, points[seat], contracts, undo=self.undo_used)
            if self.match.is_over:
                totals = self.match.totals
                won = totals[seat] >= max(totals)
                deals = self.match.deal_number
                self.statistics.record_match(game, level, totals[seat], won, deals, undo=self.undo_used)
        except Exception as e:
            log.warning("statistics not recorded: %s", e)

    # taking back (practice) -------------------------------------------------------------------------------------
    def undo(self) -> str | None:
        """Take back the human's last decision in a practice match; None if done, else why not (untranslated).

        The deal goes back to just before that decision by replaying its record without the tail (a deal is a
        pure function of deck + actions); the bots' answers after it are dropped with it. Actions "announce
        automatically" took for the human are not decisions: the one before them is taken back.
        """
        if not self.config.practice:
            return self.tr("Taking back a move is only possible in a practice match (New match… → Practice match).")
        state = self.state
        if state is not None and state.is_over:
            return self.tr("The deal is over and counted; moves are taken back only while a deal is played.")
        if state is None or self.match is None:
            return self.tr("There is no move of yours to take back in this deal.")
        from cardtable.engine.record import DealRecord

        record = DealRecord.from_state(state)
        auto = registry.info(self.config.game).auto_actions if self.auto_announce else ()
        back_to: int | None = None
        for i, (action, seat) in enumerate(zip(state.history, state.actors, strict=True)):
            if seat == self.human and action.kind not in auto:
                back_to = i
        if back_to is None:
            return self.tr("There is no move of yours to take back in this deal.")
        record.actions = record.actions[:back_to]
        self._gen += 1  # drops the timers and bot answers of the tail
        self._request = None
        self.state = record.replay()
        self.undo_used = True
        self.waiting_for_human = False
        self._delay = 0
        self.autosave()
        self.taken_back.emit(self.view())
        self._later(self._delay, self._step)
        return None

    @property
    def match_running(self) -> bool:
        """True while a match has deals left to play (quitting should ask first)."""
        return self.match is not None and not self.match.is_over and self.state is not None

    def shutdown(self) -> None:
        """Stop timers and the worker."""
        self._gen += 1
        self.runner.shutdown()
