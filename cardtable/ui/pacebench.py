"""How long the player waits between his own turns: ``python -m cardtable.ui.pacebench``.

The real main window at 1280×800 plays whole deals of a game at its default seat count, at the default settings
(a fresh settings file: animation speed, bot pause, finished tricks), with the new-match dialog's bots (the default
level) in the worker process, as a player meets them. The player's seat answers at once (the heuristic bot's
choice, computed here) the moment the window asks it to move, so what is measured is the table's own pace: the
bots' thinking, the animations and the pauses. A wait runs from the player's action (or the deal's start) to the
next time the window asks the player to move; the wait from the player's last card to the score sheet is not
one. ``cardtable bench --only pace`` runs this module in a child process (the bench itself imports no Qt).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Sequence

from cardtable.ui.bench_window import bench_home, percentile


def measure(game: str, deals: int, seed: int = 11, size: tuple[int, int] = (1280, 800)) -> dict:
    """Play ``deals`` deals of ``game`` in the window and return the waits between the player's turns."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from cardtable.bots import get_bot
    from cardtable.engine.registry import info
    from cardtable.ui import gcguard, i18n
    from cardtable.ui.controller import ProcessBotRunner
    from cardtable.ui.mainwindow import MainWindow, SettingsStore, default_config

    app = QApplication.instance() or QApplication(["cardtable-pacebench"])
    gcguard.install(app)  # as the app does

    class BenchSettings(SettingsStore):
        def save(self) -> None:
            """The bench leaves the settings alone."""

    runner = ProcessBotRunner()
    window = MainWindow(runner, store=BenchSettings())  # a fresh CARDTABLE_HOME: the default settings
    window.confirm_quit = False
    window.quiet = True
    i18n.set_language("en")
    window.retranslate()
    window.resize(*size)
    window.show()
    runner.warm_up()
    c = window.controller
    record = info(game)
    config = default_config(game, record.default_variant(), "You", seed=seed)
    waits: list[float] = []
    first: list[float] = []
    failures: list[str] = []
    seen = {"since": 0.0, "first": True, "deals": 0}
    loop = QEventLoop()

    def now_ms() -> float:
        return time.perf_counter() * 1000

    def deal_started(_view: object) -> None:
        seen["since"], seen["first"] = now_ms(), True

    def human_turn(view) -> None:
        (first if seen["first"] else waits).append(now_ms() - seen["since"])
        seen["first"] = False
        QTimer.singleShot(0, lambda: answer(view))

    def answer(view) -> None:
        if not c.waiting_for_human or c.state is None:
            return
        legal = c.state.legal_actions()
        bot = get_bot("heuristic", c.game, seed + int(seen["deals"]))
        choice = bot.choose(view, legal, None)
        seen["since"] = now_ms()
        window.input.apply_human(choice)

    def deal_over(*_: object) -> None:
        seen["deals"] += 1
        if seen["deals"] >= deals or (c.match is not None and c.match.is_over):
            QTimer.singleShot(0, loop.quit)
            return
        QTimer.singleShot(0, next_deal)

    def next_deal() -> None:
        window.trick_hold.release()  # the last trick waits for a click, as it does for a player
        window.next_deal()

    c.deal_started.connect(deal_started)
    c.human_turn.connect(human_turn)
    c.deal_over.connect(deal_over)
    c.failed.connect(failures.append)
    QTimer.singleShot(200, lambda: window.start_match(config))
    QTimer.singleShot(int(deals * 240_000), loop.quit)  # a safety net: a stuck table ends the measurement
    loop.exec()
    c.shutdown()
    window.close()
    s = window.store.settings
    return {
        "players": config.players,
        "median_wait_ms": round(statistics.median(waits)) if waits else None,
        "p95_wait_ms": round(percentile(waits, 95)) if waits else None,
        "max_wait_ms": round(max(waits)) if waits else None,
        "first_turn_ms": round(statistics.median(first)) if first else None,
        "turns": len(waits),
        "deals": seen["deals"],
        "level": config.levels[-1],
        "settings": {"animation_speed": s.animation_speed, "bot_pause_ms": s.bot_pause_ms, "trick_hold": s.trick_hold},
        "errors": failures[:3],
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Measure each game and print the figures (JSON with --json)."""
    from cardtable.engine.registry import names

    p = argparse.ArgumentParser(prog="python -m cardtable.ui.pacebench", description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=2, help="deals per game (default 2)")
    p.add_argument("--game", choices=names(), action="append", help="the game(s) to play (default: every game)")
    p.add_argument("--json", action="store_true", help="print JSON")
    args = p.parse_args(argv)
    with bench_home("cardtable-pace-"):
        out = {g: measure(g, max(1, args.deals)) for g in (args.game or names())}
    if args.json:
        print(json.dumps({"pace": out}, indent=1))
    else:
        print("\n".join(format_rows(out)))
    return 0


def format_rows(out: dict) -> list[str]:
    """A table for people."""
    rows = ["the player's wait between his own turns (default settings, default bots, 1280×800):"]
    for game, r in out.items():
        if r.get("median_wait_ms") is None:
            rows.append(f"  {game:<11} no turns measured {r.get('errors') or ''}")
            continue
        rows.append(
            f"  {game:<11} {r['players']} players  median {r['median_wait_ms']:>5} ms  p95 {r['p95_wait_ms']:>5} ms"
            f"  max {r['max_wait_ms']:>5} ms  first turn {r['first_turn_ms']:>5} ms  ({r['turns']} turns,"
            f" {r['deals']} deals)"
        )
    return rows


if __name__ == "__main__":
    raise SystemExit(main())
