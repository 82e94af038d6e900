"""The bot worker: runs bots in another process so the GUI thread (and its GIL) stays free.

The table sends plain data — game name, rule options, the seat's View (a
picklable dataclass), the legal action texts, level, seed, budget — and gets an
action text back. Used through ``ProcessPoolExecutor`` (spawn), or standalone as
``python -m cardtable.ui.bot_worker`` reading one JSON request per line on stdin
and writing one JSON answer per line on stdout. No Qt here.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import os
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from cardtable import games
from cardtable.bots import get_bot
from cardtable.engine.protocol import Action, Game, View


@dataclass(frozen=True)
class BotRequest:
    """Everything a bot needs to choose one action, as plain picklable data."""

    game: str
    options: dict[str, Any]
    view: View
    legal: list[str]
    level: str
    seed: int
    budget_ms: int | None = None


class WorkerError(Exception):
    """A job's exception as one picklable line (``details``: the worker's traceback, for the log).

    The job's own exception may not survive unpickling in the table's process, and one that does not breaks the
    whole process pool; this one always does.
    """

    def __init__(self, message: str, details: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.details = details

    def __reduce__(self) -> tuple:
        return (type(self), (self.message, self.details))


def one_line(exc: BaseException) -> str:
    """``Type: message`` on one short line (never a traceback)."""
    try:
        text = str(exc)
    except Exception:  # a broken __str__ must not hide the type
        text = ""
    text = " ".join(text.split())
    if len(text) > 200:
        text = text[:199] + "…"
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def run_job(fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)`` in the worker; whatever it raises comes back as a ``WorkerError``."""
    try:
        return fn(*args)
    except Exception as e:
        raise WorkerError(one_line(e), traceback.format_exc()) from None


# (game, options, level, seed) -> bot; a bot keeps its random stream between moves of a match
_BOTS: dict[tuple, Any] = {}
_GAMES: dict[tuple, Any] = {}


def _game(name: str, options: dict[str, Any]) -> Any:
    key = (name, tuple(sorted(options.items())))
    g = _GAMES.get(key)
    if g is None:
        g = _GAMES[key] = games.get(name, **options)
    return g


def choose(request: BotRequest) -> str:
    """The bot's action text for ``request``."""
    game = _game(request.game, request.options)
    key = (request.game, tuple(sorted(request.options.items())), request.level, request.seed)
    bot = _BOTS.get(key)
    if bot is None:
        bot = _BOTS[key] = get_bot(request.level, game, request.seed)
    # the view's own actions (typed); ``request.legal``, their texts, is what the table will accept
    text = str(bot.choose(request.view, request.view.legal_actions, request.budget_ms))
    if text not in request.legal:
        raise ValueError(f"bot {request.level!r} chose {text!r}, which is not legal")
    return text


def coach_hints(view: View, lang: str, effort: float) -> list[Any]:
    """The coach's ranked hints for ``view`` (runs in the worker: it searches like a bot)."""
    from cardtable.coach.hint import hint

    return hint(view, lang, effort=effort)


def coach_warning(view: View, action: Action, lang: str, effort: float) -> Any:
    """The coach's warning if ``action`` is a clear mistake, else None (teaching mode; runs in the worker)."""
    from cardtable.coach.warn import warn

    return warn(view, action, lang, effort=effort)


def review_decision(record: Any, seat: int, index: int, lang: str, effort: float) -> Any:
    """One decision of a deal review, judged by the coach (a ``ReviewStep``; runs in the worker: it searches)."""
    from cardtable.coach.review import judge

    return judge(record, seat, index, lang, effort=effort)


WORKER_NICENESS = 5


def start_worker() -> None:
    """Set up a worker process (the pool's initializer): below the GUI's priority, and gone when the table is."""
    lower_priority()
    exit_with_parent()


def exit_with_parent() -> None:
    """End this worker as soon as the process that spawned it ends, however it ended (even SIGKILL).

    A killed table closes nothing itself, and a worker blocked on its job queue would wait for ever under PID 1.
    ``multiprocessing`` gives a spawned child a sentinel of its parent: on POSIX the read end of a pipe whose
    write end only the parent holds (it reads as closed when the parent dies), on Windows a handle of the parent
    process (signalled when it ends). A daemon thread waits on it; the pool's own shutdown still ends a worker
    first when the table quits normally.
    """
    parent = multiprocessing.parent_process()
    if parent is None:  # not a spawned child (``python -m cardtable.ui.bot_worker``: stdin's end is its signal)
        return

    def watch() -> None:
        parent.join()  # returns when the parent's sentinel fires
        os._exit(0)  # at once: no atexit work that could wait on the dead parent

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def lower_priority() -> None:
    """Run this (worker) process below the GUI's priority: on a busy machine the table's frames come first.

    A bot's decision depends on its sample counts, not on the clock, so this changes only how long it takes.
    """
    nice = getattr(os, "nice", None)
    if nice is None:
        return
    with contextlib.suppress(OSError):  # not allowed here: the worker runs at normal priority
        nice(WORKER_NICENESS)


def forget() -> None:
    """Drop cached bots (a new match)."""
    _BOTS.clear()


def _view_from(data: dict[str, Any], game: Game) -> View:
    """The view a JSON request carries, its actions and facts typed again by ``game``."""
    data = dict(data)
    data["legal_actions"] = [game.parse_action(t) for t in data.get("legal_actions", [])]
    data["public_history"] = [None if t is None else game.parse_action(t) for t in data.get("public_history", [])]
    data["facts"] = game.facts_type(**data.get("facts", {}))
    return View(**data)


PAIRS, TUPLE = "(pairs)", "(tuple)"  # what JSON has no form for: a map keyed by seats, a tuple


def _plain(value: Any) -> Any:
    """``value`` as JSON holds it (and ``_typed`` reads back): an action as its text, a map keyed by other than
    text as its pairs, a tuple marked as one."""
    if isinstance(value, Action):
        return value.text
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: _plain(v) for k, v in value.items()}
        return {PAIRS: [[k, _plain(v)] for k, v in value.items()]}
    if isinstance(value, tuple):
        return {TUPLE: [_plain(v) for v in value]}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _typed(d: dict[str, Any]) -> Any:
    if set(d) == {PAIRS}:
        return {k: v for k, v in d[PAIRS]}
    return tuple(d[TUPLE]) if set(d) == {TUPLE} else d


def request_to_json(request: BotRequest) -> str:
    """One line of JSON for the stdin protocol: the view with its facts, actions as their texts."""
    return json.dumps(_plain(asdict(request)), ensure_ascii=False)


def request_from_json(line: str) -> BotRequest:
    """The request a line of the stdin protocol carries, its view typed again by the game."""
    d = json.loads(line, object_hook=_typed)
    d["view"] = _view_from(d["view"], games.get(d["game"], **d["options"]))
    return BotRequest(**d)


def main() -> int:
    """Answer JSON requests from stdin, one per line: {"action": text} or {"error": message}."""
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            answer = {"action": choose(request_from_json(line))}
        except Exception as e:  # report, keep serving: the table decides what to do
            answer = {"error": one_line(e)}
        sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
