"""A worker that fails is replaced and the table goes on (issue 11: "Anna is thinking…" forever).

Real spawned worker processes: a job raising an exception that cannot be unpickled, a job whose result
cannot be unpickled (a broken pool), a worker killed mid-request, a job that hangs past the timeout.
"""

from __future__ import annotations

import os
import pickle
import signal
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from worker_jobs import fail_once, hang_once, pid, raise_unpicklable, return_unloadable

from cardtable.engine.protocol import Action
from cardtable.ui.bot_worker import WorkerError, run_job
from cardtable.ui.controller import Controller, MatchConfig, ProcessBotRunner

pytestmark = pytest.mark.gui

WAIT_MS = 90_000  # a fresh worker is a spawned Python importing the engines: slow on a busy machine


class Answers:
    """Collects a runner's ``computed`` signal by call id."""

    def __init__(self, runner: ProcessBotRunner) -> None:
        self.got: dict[int, tuple[object, str]] = {}
        runner.computed.connect(lambda cid, result, error: self.got.__setitem__(cid, (result, error)))

    def wait(self, qtbot, cid: int) -> tuple[object, str]:
        qtbot.waitUntil(lambda: cid in self.got, timeout=WAIT_MS)
        return self.got[cid]


@pytest.fixture
def runner(qtbot):
    r = ProcessBotRunner()
    yield r
    r.shutdown()


def test_a_job_exception_comes_back_as_one_picklable_line():
    with pytest.raises(WorkerError) as caught:
        run_job(raise_unpicklable)
    e = caught.value
    assert e.message == "TwoArgError: T1 at the coach"
    assert "Traceback" in e.details and "Traceback" not in str(e)
    back = pickle.loads(pickle.dumps(e))
    assert (back.message, back.details) == (e.message, e.details)


def test_an_unpicklable_exception_shows_one_line_and_the_next_job_gets_a_fresh_worker(qtbot, runner):
    answers = Answers(runner)
    first_pid, error = answers.wait(qtbot, runner.call(pid))
    assert error == "" and isinstance(first_pid, int)
    result, error = answers.wait(qtbot, runner.call(raise_unpicklable))
    assert result is None
    assert error == "TwoArgError: T1 at the coach"
    next_pid, error = answers.wait(qtbot, runner.call(pid))
    assert error == "" and isinstance(next_pid, int) and next_pid != first_pid


def test_a_broken_pool_is_replaced(qtbot, runner):
    answers = Answers(runner)
    first_pid, _ = answers.wait(qtbot, runner.call(pid))
    result, error = answers.wait(qtbot, runner.call(return_unloadable))
    assert result is None and error and "\n" not in error and "Traceback" not in error
    next_pid, error = answers.wait(qtbot, runner.call(pid))
    assert error == "" and next_pid != first_pid


def test_a_job_past_its_timeout_is_stopped_and_the_worker_replaced(qtbot, tmp_path):
    runner = ProcessBotRunner(timeout_s=1.0)
    try:
        answers = Answers(runner)
        marker = tmp_path / "started"
        request = _ecarte_request()
        runner.choose_job = partial(hang_once, str(marker))
        answered: list[tuple[str, str]] = []
        runner.answered.connect(lambda rid, text, error: answered.append((text, error)))
        runner.timeout_s = 60.0  # the first job is a spawn: wait for it, then shorten the clock
        first_pid, _ = answers.wait(qtbot, runner.call(pid))
        runner.timeout_s = 1.0
        runner.request(request)
        qtbot.waitUntil(lambda: bool(answered), timeout=WAIT_MS)
        text, error = answered[0]
        assert text == "" and error
        hung_pid = int(marker.read_text(encoding="utf-8"))
        assert hung_pid == first_pid
        qtbot.waitUntil(lambda: not _alive(hung_pid), timeout=10_000)  # the hung worker was stopped
        runner.timeout_s = 60.0
        next_pid, error = answers.wait(qtbot, runner.call(pid))
        assert error == "" and next_pid != first_pid
    finally:
        runner.shutdown()


def _alive(process_id: int) -> bool:
    try:
        os.kill(process_id, 0)
    except ProcessLookupError:
        return False
    # a killed child stays a zombie until its executor reaps it: count that as stopped
    status = Path(f"/proc/{process_id}/status")
    return not (status.exists() and "zombie" in status.read_text(encoding="utf-8"))


def _ecarte_request():
    from cardtable import games
    from cardtable.ui.bot_worker import BotRequest

    state = games.get("ecarte").new_deal(5)
    seat = state.to_move
    legal = [a.text for a in state.legal_actions()]
    return BotRequest("ecarte", {}, state.view(seat), legal, "random", seed=1)


# the whole table ------------------------------------------------------------------------------------------


def _table(qtbot, runner: ProcessBotRunner):
    """A controller with bots on every seat (the human's seat autoplays), no pauses."""
    c = Controller(runner)
    c.bot_pause_ms = 0
    c.trick_pause_ms = 0
    c.autoplay_level = "random"
    actions: list[tuple[int, Action]] = []
    notes: list[str] = []
    failures: list[str] = []
    c.action_done.connect(lambda seat, action, before, after: actions.append((seat, action)))
    c.noted.connect(notes.append)
    c.failed.connect(failures.append)
    return c, actions, notes, failures


def _config() -> MatchConfig:
    return MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["random", "random"], seed=11)


def _worker_pid(qtbot, runner: ProcessBotRunner) -> int:
    answers = Answers(runner)
    value, error = answers.wait(qtbot, runner.call(pid))
    assert error == ""
    assert isinstance(value, int)
    return value


def test_a_worker_killed_mid_request_is_replaced_and_the_table_goes_on(qtbot, tmp_path):
    runner = ProcessBotRunner()
    marker = tmp_path / "started"
    runner.choose_job = partial(hang_once, str(marker))
    c, actions, notes, failures = _table(qtbot, runner)
    try:
        first_pid = _worker_pid(qtbot, runner)
        assert c.new_match(_config())
        qtbot.waitUntil(marker.exists, timeout=WAIT_MS)  # the first bot request is running in the worker
        assert not actions
        os.kill(first_pid, signal.SIGKILL)
        qtbot.waitUntil(lambda: bool(notes), timeout=WAIT_MS)
        assert len(notes) == 1 and "safe move" in notes[0] and "\n" not in notes[0]
        qtbot.waitUntil(lambda: len(actions) >= 6, timeout=WAIT_MS)  # the fresh worker answers the next ones
        assert len(notes) == 1 and not failures
        assert _worker_pid(qtbot, runner) != first_pid
    finally:
        c.shutdown()


def test_a_hanging_bot_times_out_and_the_table_goes_on(qtbot, tmp_path):
    runner = ProcessBotRunner()
    marker = tmp_path / "started"
    runner.choose_job = partial(hang_once, str(marker))
    c, actions, notes, failures = _table(qtbot, runner)
    try:
        _worker_pid(qtbot, runner)  # spawned and ready: the short clock below is for the hanging job only
        runner.timeout_s = 1.0
        # back to a long clock as soon as the note comes, before the next request (a fresh worker's spawn) is sent
        c.noted.connect(lambda note: setattr(runner, "timeout_s", 60.0))
        assert c.new_match(_config())
        qtbot.waitUntil(lambda: bool(notes), timeout=WAIT_MS)
        assert marker.exists() and not actions[1:]
        assert "safe move" in notes[0]
        qtbot.waitUntil(lambda: len(actions) >= 6, timeout=WAIT_MS)
        assert len(notes) == 1 and not failures
    finally:
        c.shutdown()


def test_a_bot_raising_an_unpicklable_exception_is_noted_and_the_table_goes_on(qtbot, tmp_path):
    runner = ProcessBotRunner()
    runner.choose_job = partial(fail_once, str(tmp_path / "started"))
    c, actions, notes, failures = _table(qtbot, runner)
    try:
        assert c.new_match(_config())
        qtbot.waitUntil(lambda: bool(notes), timeout=WAIT_MS)
        assert "TwoArgError: T1 at the bot" in notes[0] and "Traceback" not in notes[0]
        qtbot.waitUntil(lambda: len(actions) >= 6, timeout=WAIT_MS)
        assert len(notes) == 1 and not failures
    finally:
        c.shutdown()


def test_a_hint_in_a_tarokk_match_is_answered_and_the_bots_go_on(qtbot):
    """The issue's path: Tarokk, the human asks for a hint in the play; the coach answers from the worker."""
    import random

    from cardtable.ui.mainwindow import MainWindow, SettingsStore

    store = SettingsStore()
    store.save = lambda: None
    store.settings.animation_speed = "off"
    w = MainWindow(ProcessBotRunner(), store=store)
    w.confirm_quit = False
    c = w.controller
    c.bot_pause_ms = 0
    c.trick_pause_ms = 0
    c.auto_announce = False
    notes: list[str] = []
    c.noted.connect(notes.append)
    qtbot.addWidget(w)
    w.show()
    try:
        w.start_match(
            MatchConfig(
                game="tarokk",
                players=4,
                names=["You", "Anna", "Bence", "Csilla"],
                levels=["random"] * 4,
                deals=1,
                seed=3,
            )
        )
        rng = random.Random(3)
        while True:  # the human's bids, calls and announcements at random, until the human plays a card
            qtbot.waitUntil(lambda: c.waiting_for_human or c.state.is_over, timeout=WAIT_MS)
            assert not c.state.is_over
            if c.state.phase == "play":
                break
            assert c.human_action(rng.choice(c.view().legal_actions)) is None
        w.coach_bridge.request_hint()
        qtbot.waitUntil(lambda: not w.coach_bridge.hint_pending, timeout=WAIT_MS)
        assert "could not help" not in w.statusBar().currentMessage()
        hinted = [w.coach.table.item(i).data(Qt.ItemDataRole.UserRole) for i in range(w.coach.table.count())]
        assert sorted(a.text for a in hinted) == sorted(a.text for a in c.view().legal_actions)
        before = len(c.state.history)
        assert c.human_action(hinted[0]) is None
        qtbot.waitUntil(lambda: c.waiting_for_human or c.state.is_over, timeout=WAIT_MS)
        assert len(c.state.history) > before + 1 and not notes  # the bots answered from the same, healthy worker
    finally:
        c.shutdown()
