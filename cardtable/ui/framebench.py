"""Frame times of the real window while bots think: ``python -m cardtable.ui.framebench``.

The main window plays on its own — expert bots in every seat (the human's seat
too, through the same controller path a click takes), bots in the worker
process, normal animation speed and pauses, the autosave on (into a temporary
CARDTABLE_HOME). Two clocks are recorded in the GUI thread:

- the animation clock: a never-ending QVariantAnimation, so every tick of Qt's
  animation timer (the one that moves the cards, nominally every 16 ms) is
  timed — the interval between consecutive ticks is the frame interval a
  player sees during a card move;
- the table's paints: the viewport's paint events — their spacing while cards
  move, and how long each one takes to draw.

Every interval is tagged "bot thinking" when a bot request was pending in the
worker process at the time. ``cardtable bench --only frames`` runs this module
in a child process (the bench itself imports no Qt) and prints the figures.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import time
from collections.abc import Sequence

from cardtable.ui.bench_window import bench_home

FRAME_MS = 1000 / 60  # one frame at 60 Hz


def percentiles(values: Sequence[float]) -> dict:
    """p50/p95/p99/max and the share of intervals over one and two 60 Hz frames."""
    if not values:
        return {"n": 0}
    v = sorted(values)

    def pct(p: float) -> float:
        return round(v[min(len(v) - 1, int(p / 100 * len(v)))], 2)

    return {
        "n": len(v),
        "p50_ms": pct(50),
        "p95_ms": pct(95),
        "p99_ms": pct(99),
        "max_ms": round(v[-1], 2),
        "over_16_7_pct": round(100 * sum(x > FRAME_MS for x in v) / len(v), 2),
        "over_33_pct": round(100 * sum(x > 2 * FRAME_MS for x in v) / len(v), 2),
    }


@dataclasses.dataclass
class _Seen:
    """What the clocks saw so far: bot requests pending, the last tick and paint, deals finished."""

    pending: int = 0  # bot requests sent and not yet answered
    since: float = 0.0  # when the last one was sent (ms)
    think_ms: list[float] = dataclasses.field(default_factory=list)
    last_tick: float | None = None
    last_cpu: float = 0.0  # the GUI thread's CPU time at the last tick (ms)
    last_paint: float | None = None
    moving: bool = False  # cards were moving at the last paint: the next one is a frame of that move
    deals: int = 0


def measure(
    game: str, seconds: float, level: str = "expert", seed: int = 7, size=(1280, 800), budget_ms: int | None = None
) -> dict:
    """Play ``game`` in the window for ``seconds`` and return the frame figures."""
    from PySide6.QtCore import (
        QAbstractAnimation,
        QCoreApplication,
        QEasingCurve,
        QElapsedTimer,
        QEvent,
        QEventLoop,
        QObject,
        QTimer,
        QVariantAnimation,
    )
    from PySide6.QtGui import QGuiApplication, QPaintEvent
    from PySide6.QtWidgets import QApplication

    from cardtable.engine.registry import info
    from cardtable.ui import i18n
    from cardtable.ui.bot_worker import BotRequest
    from cardtable.ui.controller import MatchConfig, ProcessBotRunner
    from cardtable.ui.mainwindow import PAUSES, MainWindow, SettingsStore
    from cardtable.ui.newmatch import BOT_NAMES

    app = QApplication.instance() or QApplication(["cardtable-framebench"])
    from cardtable.ui import gcguard

    gcguard.install(app)  # as the app does

    class BenchSettings(SettingsStore):
        def save(self) -> None:
            """The bench leaves the settings alone."""

    clock = QElapsedTimer()
    clock.start()
    seen = _Seen()

    class BenchRunner(ProcessBotRunner):
        def request(self, req: BotRequest) -> int:
            if budget_ms:  # a longer search: more samples, the same decisions' kind (bots scale effort by budget)
                req = dataclasses.replace(req, budget_ms=budget_ms)
            seen.pending += 1
            seen.since = clock.nsecsElapsed() / 1e6
            return super().request(req)

    store = BenchSettings()
    store.settings.animation_speed = "normal"
    store.settings.bot_pause_ms = PAUSES["normal"]
    runner = BenchRunner()
    window = MainWindow(runner, store=store)
    window.confirm_quit = False
    window.quiet = True  # errors go to the status bar, not into a modal box
    i18n.set_language("en")
    window.retranslate()
    window.resize(*size)
    window.show()
    c = window.controller
    c.autoplay_level = level
    runner.warm_up()

    def answered(*_: object) -> None:
        if seen.pending:
            seen.pending -= 1
            seen.think_ms.append(clock.nsecsElapsed() / 1e6 - seen.since)

    runner.answered.connect(answered)

    ticks: dict[str, list[float]] = {"all": [], "thinking": [], "busy": []}

    def tick(_value: object) -> None:
        now = clock.nsecsElapsed() / 1e6
        cpu = time.thread_time() * 1000
        if seen.last_tick is not None:
            dt = now - seen.last_tick
            ticks["all"].append(dt)
            if seen.pending:
                ticks["thinking"].append(dt)
            # a late tick with the GUI thread busy most of the time is our own work; otherwise the OS ran others
            if dt > 2 * FRAME_MS and cpu - seen.last_cpu > dt / 2:
                ticks["busy"].append(dt)
        seen.last_tick = now
        seen.last_cpu = cpu

    # an endless animation: Qt's animation timer ticks as it does while cards move
    anim = QVariantAnimation()
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.setDuration(1000)
    anim.setLoopCount(-1)
    anim.setEasingCurve(QEasingCurve.Type.Linear)
    anim.valueChanged.connect(tick)

    paints: dict[str, list[float]] = {"interval": [], "draw": [], "draw_cpu": [], "moving_interval": []}
    scene = window.scene

    def cards_moving() -> bool:
        anim = scene._anim
        return anim is not None and anim.state() == QAbstractAnimation.State.Running

    class PaintClock(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                now = clock.nsecsElapsed() / 1e6
                if seen.last_paint is not None:
                    paints["interval"].append(now - seen.last_paint)
                    if seen.moving:
                        paints["moving_interval"].append(now - seen.last_paint)
                seen.last_paint = now
                seen.moving = cards_moving()
            return False

    viewport = window.view_widget.viewport()
    paint_clock = PaintClock()
    viewport.installEventFilter(paint_clock)
    original_paint = window.view_widget.paintEvent

    def timed_paint(event: QPaintEvent) -> None:
        t0, c0 = time.perf_counter(), time.thread_time()
        original_paint(event)
        paints["draw"].append((time.perf_counter() - t0) * 1000)
        paints["draw_cpu"].append((time.thread_time() - c0) * 1000)

    # the draw time is only seen from inside the view's own paintEvent (an event filter runs before it)
    window.view_widget.paintEvent = timed_paint  # type: ignore[method-assign]

    running = True

    def next_or_start() -> None:
        if not running:
            return
        if c.match is not None and not c.match.is_over:
            window.next_deal()
        else:
            start()

    def deal_over(*_: object) -> None:
        seen.deals += 1
        QTimer.singleShot(800, next_or_start)

    def start() -> None:
        record = info(game)
        players = record.default_players
        window.start_match(
            MatchConfig(
                game=game,
                variant=record.default_variant(),
                players=players,
                names=[QCoreApplication.translate("MainWindow", "You"), *BOT_NAMES[: players - 1]],
                levels=[level] * players,
                deals=50 if record.match_kinds and record.match_kinds[0].kind == "deals" else None,
                seed=seed,
            )
        )

    c.deal_over.connect(deal_over)
    failures: list[str] = []
    c.failed.connect(failures.append)
    load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    cpu0 = time.process_time()
    QTimer.singleShot(300, start)
    QTimer.singleShot(300, anim.start)
    loop = QEventLoop()  # not app.exec()/quit(): a quit would stay pending for whoever runs the app next
    QTimer.singleShot(int(seconds * 1000) + 300, loop.quit)
    loop.exec()
    running = False  # a deal that ends from here on starts nothing
    cpu = time.process_time() - cpu0
    anim.stop()
    c.shutdown()
    window.close()
    think = seen.think_ms
    return {
        "game": game,
        "level": level,
        "budget_ms": budget_ms,
        "seconds": seconds,
        "platform": QGuiApplication.platformName(),
        "load_avg_1m": round(load_before, 2) if load_before is not None else None,
        "deals_finished": seen.deals,
        "bot_moves": len(think),
        "bot_think_ms_median": round(sorted(think)[len(think) // 2], 1) if think else None,
        "gui_cpu_share": round(cpu / seconds, 3),
        "animation_ticks_while_thinking": percentiles(ticks["thinking"]),
        "animation_ticks_all": percentiles(ticks["all"]),
        "paint_intervals_while_cards_move": percentiles(paints["moving_interval"]),
        "paint_draw_ms": percentiles(paints["draw"]),
        "paint_draw_cpu_ms": percentiles(paints["draw_cpu"]),
        "late_ticks_gui_busy": len(ticks["busy"]),
        "late_ticks_gui_busy_max_ms": round(max(ticks["busy"]), 1) if ticks["busy"] else 0.0,
        "errors": failures[:3],
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Measure each game and print the figures (JSON with --json)."""
    p = argparse.ArgumentParser(prog="python -m cardtable.ui.framebench", description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, default=20.0, help="seconds of play per game (default 20)")
    from cardtable.engine.registry import names

    p.add_argument("--game", choices=names(), action="append", help="the game(s) to play (default: every game)")
    p.add_argument("--level", default="expert", help="bot level in every seat (default expert)")
    p.add_argument("--budget-ms", type=int, default=None, help="the bots' think budget (default: their own)")
    p.add_argument("--json", action="store_true", help="print JSON")
    args = p.parse_args(argv)
    with bench_home("cardtable-frames-"):
        out = [measure(g, args.seconds, args.level, budget_ms=args.budget_ms) for g in (args.game or names())]
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        for r in out:
            print(format_result(r))
    return 0


def format_result(r: dict) -> str:
    """A few lines for people."""

    def row(label: str, s: dict) -> str:
        if not s.get("n"):
            return f"  {label:<28} no samples"
        return (
            f"  {label:<28} n={s['n']:<5} p50 {s['p50_ms']:6.1f}  p95 {s['p95_ms']:6.1f}  p99 {s['p99_ms']:6.1f}"
            f"  max {s['max_ms']:6.1f} ms   >16.7 ms {s['over_16_7_pct']:5.1f}%   >33 ms {s['over_33_pct']:5.1f}%"
        )

    head = (
        f"{r['game']}: {r['seconds']:g} s, {r['level']} bots in every seat"
        + (f" (budget {r['budget_ms']} ms)" if r.get("budget_ms") else "")
        + f", platform {r['platform']}, "
        f"{r['deals_finished']} deals, {r['bot_moves']} bot moves (median think {r['bot_think_ms_median']} ms), "
        f"GUI process CPU {100 * r['gui_cpu_share']:.0f}%, load {r['load_avg_1m']}"
    )
    lines = [
        head,
        row("animation ticks, bot thinks", r["animation_ticks_while_thinking"]),
        row("animation ticks, all", r["animation_ticks_all"]),
        row("paint spacing, cards move", r["paint_intervals_while_cards_move"]),
        row("paint duration (wall)", r["paint_draw_ms"]),
        row("paint duration (GUI CPU)", r["paint_draw_cpu_ms"]),
        f"  ticks later than 33 ms with the GUI thread busy (our own work): {r['late_ticks_gui_busy']}"
        f" (max {r['late_ticks_gui_busy_max_ms']} ms); the other late ticks waited for the CPU (machine load)",
    ]
    if r["errors"]:
        lines.append(f"  errors: {r['errors']}")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
