"""Monkey test: thousands of random clicks, drags, keys, resizes and menu actions on the real main window.

Each run starts a short match (Écarté to 5 points, the rules' least; Ulti over 2 deals) with the
bots answering in-process, instant animations and no pauses, then lets a seeded
monkey (``monkey.py``) loose on whatever has the input: the table, the action
bar, the score sheet, the coach, menus, the new-match and About dialogs, the
rules browser, message boxes. Any exception in a Qt slot, Qt critical message,
``cardtable`` error log, controller failure, step over the hang limit or a
deal that stops moving fails the run with its seed, step, action and the last
actions before it (a slot that never returns is caught by the monkey's watchdog
after 15 s, reported with the GUI thread's stack, and broken out of). Ugly
states (clipped buttons, cards off the table, raw ``{placeholders}``) are
printed, not failed. After the chaos the running deal must still play to its
end, and the autosave must open in a new window (Continue) for 100 more steps.

The default run is CI-sized: 2 seeds per game × 600 steps (+100 after Continue):
about 15 s of CPU, 50–100 s of wall time on a loaded 2-core machine. A bigger run::

    CARDTABLE_MONKEY_STEPS=20000 CARDTABLE_MONKEY_SEEDS=1,2,3,4,5 \
    QT_QPA_PLATFORM=offscreen python -m pytest -q -s tests/ui/test_monkey.py

``CARDTABLE_MONKEY_KEEP_GOING=1`` collects every finding instead of stopping
at the first; ``-s`` shows each run's report (counts, slowest steps, findings).
The bot levels a monkey picks in the new-match dialog are played by the cheap
``heuristic`` bot so that a run measures the UI, not the search.
"""

from __future__ import annotations

import dataclasses
import os
import time

import pytest
import shiboken6
from monkey import Catcher, Monkey
from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication

from cardtable.ui import i18n
from cardtable.ui.controller import InlineBotRunner, MatchConfig
from cardtable.ui.mainwindow import MainWindow, SettingsStore

pytestmark = pytest.mark.gui

STEPS = int(os.environ.get("CARDTABLE_MONKEY_STEPS") or 600)
SEEDS = [int(s) for s in (os.environ.get("CARDTABLE_MONKEY_SEEDS") or "1,2").split(",") if s.strip()]
KEEP_GOING = os.environ.get("CARDTABLE_MONKEY_KEEP_GOING") == "1"
CHEAP = {"random": "random", "heuristic": "heuristic"}  # anything else is played by the heuristic bot


@pytest.fixture(autouse=True)
def _leave_no_trace():
    """The monkey switches the language and opens windows (rules, dialogs); the next tests must not see them."""
    before = i18n.current()
    windows = set(QApplication.topLevelWidgets())
    yield
    i18n.set_language(before)
    for w in QApplication.topLevelWidgets():
        if w not in windows and shiboken6.isValid(w) and w.isVisible():
            w.close()
    QApplication.processEvents()


class CheapBotRunner(InlineBotRunner):
    """In-process bots, with the search levels played by the heuristic bot (the monkey tests the UI)."""

    def request(self, req):
        return super().request(dataclasses.replace(req, level=CHEAP.get(req.level, "heuristic")))


def match_config(game: str, seed: int) -> MatchConfig:
    players = 3 if game == "ulti" else 2
    return MatchConfig(
        game=game,
        variant=("mausz", "4m")[seed % 2] if game == "ulti" else "",
        players=players,
        names=["You", "Anna", "Bence"][:players],
        levels=["human", "heuristic", "random"][:players],
        deals=2 if game == "ulti" else None,
        seed=seed,
    )


def make_window(qtbot) -> MainWindow:
    store = SettingsStore()
    store.settings.animation_speed = "off"
    store.settings.bot_pause_ms = 0
    w = MainWindow(CheapBotRunner(), store=store)
    w.confirm_quit = False  # a failed run must not hang in teardown on "Quit anyway?"
    w.controller.bot_pause_ms = 0
    w.controller.trick_pause_ms = 0
    w.scene.speed = "off"
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def play_out(qtbot, w: MainWindow) -> bool:
    """After the monkey: the table still works — play the running deal to its end with legal actions."""
    c = w.controller
    if c.state is None:
        return False
    w.confirm_quit = False
    for _ in range(400):
        # 30 s: the in-process runner computes a review the monkey opened (expert searches) in this thread, and
        # on a loaded 2-core machine that alone took over 10 s once; a hang still fails
        qtbot.waitUntil(lambda: c.waiting_for_human or c.state.is_over or w.trick_hold.waiting, timeout=30000)
        if w.trick_hold.waiting:  # a trick held on the table ("Keep every trick…"): the player clicks on
            w.trick_hold.release()
            continue
        if c.state.is_over:
            break
        assert c.human_action(c.state.view(c.human).legal_actions[0]) is None
    qtbot.waitUntil(lambda: c.last_result is not None, timeout=10000)  # the deal is counted
    return c.state.is_over


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game", ["ecarte", "ulti"])
def test_monkey_plays_the_table_without_crashing(qtbot, game, seed):
    w = make_window(qtbot)
    progress = {"actions": 0, "deals": 0, "matches": 0}
    w.controller.action_done.connect(lambda *a: progress.__setitem__("actions", progress["actions"] + 1))
    w.controller.deal_over.connect(lambda *a: progress.__setitem__("deals", progress["deals"] + 1))
    w.controller.match_over.connect(lambda: progress.__setitem__("matches", progress["matches"] + 1))
    failures: list[str] = []
    w.controller.failed.connect(failures.append)
    seed = seed * 2 + (game == "ulti")  # every (game, seed) pair gets its own stream
    with Catcher() as catcher:
        w.start_match(match_config(game, seed))
        monkey = Monkey(w, seed, STEPS, catcher, keep_going=KEEP_GOING)
        monkey.run()
        print(f"\n=== {game} ===\n{monkey.report()}\nprogress: {progress}")
        problems = [f.text() for f in monkey.findings]
        problems += [f"controller failure: {m}" for m in failures]
        assert not problems, f"monkey {game} seed {seed}:\n\n" + "\n\n".join(problems)
        # still alive: the window is there, and the table still plays a deal to its end
        assert shiboken6.isValid(w) and w.isVisible()
        assert QApplication.activeModalWidget() is None
        assert progress["actions"] >= max(3, STEPS // 150), progress  # the monkey also restarts deals
        monkey.check_stall()
        assert not monkey.findings, monkey.findings[0].text()
        if w.pages.currentWidget() is w.table_page:
            assert play_out(qtbot, w)
        assert not catcher.errors, catcher.errors[0][1]
        w.confirm_quit = False
        unfinished = w.controller.match is not None and not w.controller.match.is_over
        assert w.close()
        # the autosave the chaos left behind opens in a new window and plays on
        again = make_window(qtbot)
        again.show_start()
        assert again.start_page is not None
        assert again.start_page.can_continue == unfinished, (
            f"unfinished match {unfinished}, can continue {again.start_page.can_continue}: "
            f"{again.statusBar().currentMessage()!r}; config {w.controller.config}; "
            f"deal over {w.controller.state.is_over if w.controller.state else None}"
        )
        if unfinished:
            again.files.continue_last()
            assert again.controller.state is not None, "the autosave could not be continued"
            assert again.pages.currentWidget() is again.table_page
        again.controller.failed.connect(failures.append)
        more = Monkey(again, seed + 1000, STEPS // 6, catcher, keep_going=KEEP_GOING)
        more.run()
        print(more.report())
        assert not more.findings, more.findings[0].text()
        assert not failures, f"controller failure: {failures[0]}"
        assert not catcher.errors, catcher.errors[0][1]
    again.close()


def test_the_monkey_reports_an_exception_raised_in_a_slot(qtbot):
    """The strict catcher works: an exception in a clicked button's slot becomes a finding with its traceback."""
    w = make_window(qtbot)
    w.start_match(match_config("ecarte", 1))

    def broken() -> None:
        raise RuntimeError("planted by the test")

    with Catcher() as catcher:
        for b in (w.sheet.close_button, w.panel.discard):  # any button the monkey may click
            b.clicked.connect(broken)
        w.show_sheet()
        monkey = Monkey(w, 1, 400, catcher)
        monkey.run()
    assert monkey.findings, "the planted exception was not noticed"
    first = monkey.findings[0]
    assert first.kind == "exception" and "planted by the test" in first.detail
    assert first.step <= 400 and first.recent


def test_the_monkey_reports_a_hang_and_gets_out_of_it(qtbot):
    """A slot that never returns (an event loop nobody ends) becomes a "hang" finding, and the run still ends."""
    w = make_window(qtbot)
    w.start_match(match_config("ecarte", 1))
    stuck = QEventLoop()
    with Catcher() as catcher:
        for b in (w.sheet.close_button, w.panel.discard):
            b.clicked.connect(stuck.exec)
        w.show_sheet()
        monkey = Monkey(w, 1, 400, catcher, hang_seconds=2)
        monkey.run()
    assert monkey.findings and monkey.findings[0].kind == "hang"
    assert "the GUI thread was in" in monkey.findings[0].detail
    start = time.monotonic()
    qtbot.wait(200)  # event loops work again after the rescue
    assert time.monotonic() - start >= 0.15
