"""Desktop app start-up: QApplication, translations, the main window — and the ``--selftest``.

``cardtable`` with no subcommand lands here. ``cardtable --selftest --game G
--lang en|hu --screenshot FILE`` plays one whole deal of G with heuristic bots in
every seat (the human's seat too, through the same controller) in the real window,
with instant animations, saves a screenshot showing the score sheet, and exits
0; any error exits non-zero.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass

_IMPORTED_AT = time.time()  # fallback start mark when the launcher gives none
STARTUP_PROBE_MARKER = "cardtable-startup-probe first-paint"

EXIT_FAILURE = 1
EXIT_USAGE = 2
SELFTEST_LEVEL = "heuristic"  # real play in every seat (the human's too), and still a few seconds a deal


def usage_error(message: str) -> str:
    """The one line every bad argument gets, the app's options as the subcommands' (``cardtable.cli``)."""
    return f"cardtable: error: {message} (see 'cardtable --help')\n"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(usage_error(message))  # one line: --help has the usage
        raise SystemExit(EXIT_USAGE)


def _seconds(text: str) -> float:
    """A positive, finite number of seconds (argparse type)."""
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 < value < 1e6:
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0, not {text!r}")
    return value


def _size(text: str) -> tuple[int, int]:
    """``WxH`` in pixels (argparse type); at least 320x240."""
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a size like 1280x800, not {text!r}") from None
    if not (0 < w < 100_000 and 0 < h < 100_000):
        raise argparse.ArgumentTypeError(f"expected a size like 1280x800, not {text!r}")
    return max(320, w), max(240, h)


def build_parser() -> argparse.ArgumentParser:
    """Options of the desktop app."""
    p = _Parser(prog="cardtable", description="The card table (no subcommand).")
    p.add_argument("--selftest", action="store_true", help="play one deal with bots in every seat, then exit")
    from cardtable.engine.registry import names  # the records only: no engine, no Qt

    p.add_argument("--game", choices=names(), default=None, help="the game to start")
    p.add_argument("--variant", default=None, help="rule variant (ulti: mausz or 4m)")
    p.add_argument("--players", type=int, default=None, help="seats at the table (each game's supported counts)")
    p.add_argument("--lang", choices=["auto", "en", "hu"], default=None, help="UI language")
    p.add_argument("--screenshot", metavar="FILE", default=None, help="selftest: save the window to FILE (PNG)")
    p.add_argument("--seed", type=int, default=None, help="the match seed (same seed, same deals)")
    p.add_argument("--size", type=_size, default=(1280, 800), metavar="WxH", help="selftest: window size WxH")
    p.add_argument("--timeout", type=_seconds, default=120.0, help="selftest: give up after this many seconds")
    p.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Start the desktop app (or run the selftest)."""
    # a frozen app's bot worker process arrives here with --multiprocessing-fork: run it and stop
    multiprocessing.freeze_support()
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(args_list)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else (EXIT_USAGE if e.code else 0)
    problem = _check_game_args(args) or _check_screenshot(args)
    if problem:
        sys.stderr.write(usage_error(problem))
        return EXIT_USAGE
    if _headless():
        if not args.selftest and not (args.startup_probe or _wants_startup_probe()):
            sys.stderr.write("cardtable: no display found; set DISPLAY, or QT_QPA_PLATFORM=offscreen\n")
            return EXIT_FAILURE
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # the selftest runs anywhere
    try:
        from PySide6.QtWidgets import QApplication

        from cardtable.ui.display import xcb_problem
    except ImportError as e:
        sys.stderr.write(f"cardtable: the desktop table needs PySide6: {e}\n")
        return EXIT_FAILURE
    cannot_open = xcb_problem()
    if cannot_open:  # Qt would abort with its own words; this says what to install
        sys.stderr.write(f"cardtable: {cannot_open}\n")
        _log_start_problem(cannot_open)
        return EXIT_FAILURE
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "cardtable"])
    app.setApplicationName("cardtable")
    app.setOrganizationName("cardtable")
    if args.selftest:
        return _selftest(app, args)
    return _run(app, args)


def _check_game_args(args) -> str:
    """Why --variant / --players do not fit --game (empty when they do)."""
    from cardtable.engine.registry import info

    if not args.game:
        return "--players and --variant need --game" if (args.players or args.variant) else ""
    record = info(args.game)
    variants = [str(v.value) for v in record.variants]
    if args.variant is not None and args.variant not in variants:
        return f"{args.game} has no variant {args.variant!r}; choose from: {', '.join(v or '(none)' for v in variants)}"
    if args.players is not None and args.players not in record.player_counts:
        return f"{args.game} is played by {players_text(record.player_counts)} players, not {args.players}"
    return ""


def players_text(counts: Sequence[int]) -> str:
    """How many play: "3", "4 or 5", "2 to 5"."""
    counts = sorted(counts)
    if len(counts) == 1:
        return str(counts[0])
    if len(counts) == 2:
        return f"{counts[0]} or {counts[1]}"
    return f"{counts[0]} to {counts[-1]}"


SCREENSHOT_NAME = "cardtable-{game}-{lang}.png"  # the file --screenshot DIR writes in that folder


def _check_screenshot(args) -> str:
    """Why --screenshot cannot be written (empty when it can); a folder gets ``SCREENSHOT_NAME`` inside it."""
    if not args.screenshot:
        return ""
    if not args.selftest:
        return "--screenshot needs --selftest"
    from pathlib import Path

    from cardtable.engine.registry import names

    path = Path(args.screenshot)
    if path.is_dir():
        path = path / SCREENSHOT_NAME.format(game=args.game or names()[0], lang=args.lang or "en")
    if path.exists() and not path.is_file():
        return f"--screenshot {args.screenshot}: {path} is not a file that can be written"
    if not path.parent.is_dir():
        return f"--screenshot {args.screenshot}: the folder {path.parent} does not exist"
    args.screenshot = str(path)
    return ""


def _headless() -> bool:
    """True on a Linux/BSD machine with no display and no Qt platform chosen (Qt would abort)."""
    if os.environ.get("QT_QPA_PLATFORM") or not sys.platform.startswith(("linux", "freebsd", "openbsd")):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _log_start_problem(problem: str) -> None:
    """Keep why the app could not start in the logs folder's errors.log (a menu launch shows no terminal)."""
    try:
        from cardtable.storage.paths import user_paths

        logs = user_paths().logs
        logs.mkdir(parents=True, exist_ok=True)
        with open(logs / "errors.log", "a", encoding="utf-8") as f:
            f.write(f"=== {time.strftime('%Y-%m-%dT%H:%M:%S')} cardtable could not start: {problem}\n")
    except OSError:
        pass


def _install_error_hook(app) -> None:
    try:
        from cardtable.storage.paths import user_paths
        from cardtable.ui.errors import install

        install(app, user_paths().logs)
    except Exception:
        pass


def _icon(app) -> None:
    try:
        from cardtable.art import app_icon

        app.setWindowIcon(app_icon())
    except Exception:
        pass


def _run(app, args) -> int:
    from PySide6.QtCore import QCoreApplication, QLocale

    from cardtable.ui import i18n
    from cardtable.ui.mainwindow import MainWindow, default_config

    _install_error_hook(app)
    _icon(app)
    from cardtable.ui import gcguard

    gcguard.install(app)  # the bot pool's manager thread must never run a garbage collection
    window = MainWindow()
    # Quitting without closing the window (the start-up probe, a session logout) must still stop the bot workers.
    app.aboutToQuit.connect(window.controller.shutdown)
    from cardtable.ui import stop_signals

    stop_signals.install(window, app)  # SIGTERM (a logout, `kill`) quits like the Quit menu, without asking
    setting = args.lang or window.store.settings.language
    try:
        from cardtable.ui.language import initial_language

        lang = initial_language(setting, QLocale.system().name())
    except ImportError:
        lang = setting
    i18n.set_language(lang)
    window.retranslate()
    if args.startup_probe or _wants_startup_probe():
        _probe_first_paint(window)
    window.show_remembered()
    if args.game:
        you = QCoreApplication.translate("MainWindow", "You")
        window.start_match(default_config(args.game, args.variant or "", you, args.seed, players=args.players))
    else:
        window.show_start()
    return app.exec()


def _wants_startup_probe() -> bool:
    return os.environ.get("CARDTABLE_STARTUP_PROBE") == "1"


def _probe_first_paint(window) -> None:
    """`--startup-probe`: print the seconds from launch to the main window's first paint, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    def report() -> None:
        # CARDTABLE_STARTUP_PROBE_T0 is the launcher's time.time() just before it started us.
        t0 = float(os.environ.get("CARDTABLE_STARTUP_PROBE_T0") or _IMPORTED_AT)
        print(f"{STARTUP_PROBE_MARKER} {time.time() - t0:.3f}", flush=True)
        QApplication.quit()

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                obj.removeEventFilter(self)
                QTimer.singleShot(0, report)  # after this paint has reached the screen
            return False

    window._startup_probe = FirstPaint(window)
    window.installEventFilter(window._startup_probe)


@dataclass
class _Outcome:
    """How the selftest ended: its exit code, why it failed, and whether it has ended."""

    code: int = EXIT_FAILURE
    why: str = "the deal did not finish"
    done: bool = False

    def end(self, code: int, why: str = "") -> None:
        self.code, self.why, self.done = code, why, True


def _selftest(app, args) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from cardtable.engine.registry import info, names
    from cardtable.ui import i18n
    from cardtable.ui.controller import MatchConfig, ProcessBotRunner
    from cardtable.ui.mainwindow import MainWindow
    from cardtable.ui.newmatch import BOT_NAMES
    from cardtable.ui.preferences import SettingsStore

    game = args.game or names()[0]  # the registry's first game when none is named
    record = info(game)
    started = time.time()
    outcome = _Outcome()

    def fail(message: str) -> None:
        if outcome.done:
            return
        outcome.end(EXIT_FAILURE, message)
        app.quit()

    old_hook = sys.excepthook

    def hook(kind, value, tb) -> None:
        fail("".join(traceback.format_exception(kind, value, tb)))

    sys.excepthook = hook
    try:
        from cardtable.ui import gcguard

        gcguard.install(app)
        store = SettingsStore(persist=False)  # the selftest leaves the user's settings alone
        store.settings.animation_speed = "off"
        store.settings.bot_pause_ms = 0
        runner = ProcessBotRunner()
        window = MainWindow(runner, store=store)
        window.selftest = True
        window.confirm_quit = False
        i18n.set_language(args.lang or "en")
        window.retranslate()
        window.resize(*args.size)
        window.controller.bot_pause_ms = 0
        window.controller.trick_pause_ms = 0
        window.controller.autoplay_level = SELFTEST_LEVEL
        window.controller.autosaver = None  # the selftest leaves the player's unfinished match alone
        window.controller.statistics = None  # and counts nothing in the player's statistics
        window.controller.auto_announce = False
        window.controller.failed.connect(fail)
        players = args.players or record.default_players

        def finished(result, points, view) -> None:
            def shoot() -> None:
                try:
                    if args.screenshot:
                        written = window.grab().save(args.screenshot, "PNG")
                        if not written or not os.path.isfile(args.screenshot) or not os.path.getsize(args.screenshot):
                            raise OSError(f"could not write the screenshot {args.screenshot}")
                    if not window.sheet.isVisible():
                        raise AssertionError("the score sheet is not shown at the end of the deal")
                    outcome.end(0)
                except Exception as e:
                    fail(f"{type(e).__name__}: {e}")
                    return
                app.quit()

            QTimer.singleShot(50, shoot)

        window.controller.deal_over.connect(finished)
        window.show()
        config = MatchConfig(
            game=game,
            variant=args.variant or record.default_variant(),
            players=players,
            names=[QCoreApplication.translate("MainWindow", "You"), *BOT_NAMES[: players - 1]],
            levels=[SELFTEST_LEVEL] * players,
            deals=1 if record.match_kinds and record.match_kinds[0].kind == "deals" else None,
            seed=args.seed if args.seed is not None else 1,
        )
        QTimer.singleShot(0, lambda: window.start_match(config))
        QTimer.singleShot(int(args.timeout * 1000), lambda: fail(f"timed out after {args.timeout:g} s"))
        app.exec()
        window.controller.shutdown()
    except Exception:
        outcome.code, outcome.why = EXIT_FAILURE, traceback.format_exc()
    finally:
        sys.excepthook = old_hook
    if outcome.code != 0:
        sys.stderr.write(f"cardtable: selftest failed: {outcome.why}\n")
    else:
        shot = f", screenshot {args.screenshot}" if args.screenshot else ""
        print(f"selftest ok: one {game} deal played by {SELFTEST_LEVEL} bots in {time.time() - started:.1f} s{shot}")
    return outcome.code
