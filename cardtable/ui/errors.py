"""The GUI's last line of defence: an unexpected error is logged in full and shown as one short message.

``install(app, log_dir)`` replaces ``sys.excepthook`` and ``threading.excepthook``.
The traceback goes to ``errors.log`` in ``log_dir``; the user sees a short
dialog naming that file, never a raw traceback, and the app keeps running.
The dialog is shown from the GUI thread (queued, so a worker thread's error
is safe too), at most one at a time and not more often than every few
seconds, so an error that repeats on every repaint cannot lock the user out.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import sys
import threading
import time
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QApplication, QMessageBox

LOG_NAME = "errors.log"
MAX_LOG_BYTES = 1_000_000  # then the log rolls over to errors.log.1
MIN_SECONDS_BETWEEN_DIALOGS = 5.0


def tr(text: str) -> str:
    """Translate in the error hook's context."""
    return QCoreApplication.translate("ErrorHook", text)


def message_text(log_path: Path | None) -> str:
    """The short message the user sees."""
    if log_path is None:
        return tr("Something went wrong, and the details could not be written to a log file. You can keep playing.")
    return tr("Something went wrong. The details are in %1. You can keep playing.").replace("%1", str(log_path))


def make_dialog(text: str) -> QMessageBox:
    """The message box (a function so tests can look at it without it blocking)."""
    box = QMessageBox(QMessageBox.Icon.Warning, tr("cardtable"), text, QMessageBox.StandardButton.Ok)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # the path can be copied
    return box


class ErrorReporter(QObject):
    """Logs exceptions and shows the message; one per application."""

    report = Signal(str)

    def __init__(self, log_dir: str | Path) -> None:
        super().__init__()
        self.log_dir = Path(log_dir)
        self.log_path = self.log_dir / LOG_NAME
        self.shown = 0  # dialogs shown so far
        self._lock = threading.Lock()
        self._showing = False
        self._last_shown = -MIN_SECONDS_BETWEEN_DIALOGS
        # always queued: the dialog opens from the event loop, after the failing slot has unwound
        self.report.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def write_log(
        self,
        exc_type: type[BaseException],
        exc: BaseException | None,
        tb: TracebackType | None,
        thread: str | None = None,
    ) -> Path | None:
        """Append the full traceback to the log; the log's path, or None if it cannot be written."""
        stamp = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        where = f" in thread {thread}" if thread else ""
        text = f"=== {stamp}{where} ===\n" + "".join(traceback.format_exception(exc_type, exc, tb)) + "\n"
        with self._lock:
            try:
                self.log_dir.mkdir(parents=True, exist_ok=True)
                with contextlib.suppress(OSError):
                    if self.log_path.stat().st_size > MAX_LOG_BYTES:
                        os.replace(self.log_path, self.log_path.with_name(LOG_NAME + ".1"))
                with open(self.log_path, "a", encoding="utf-8", errors="replace") as f:
                    f.write(text)
            except OSError as e:
                with contextlib.suppress(Exception):
                    sys.stderr.write(f"cardtable: an error occurred and the log cannot be written: {e}\n")
                return None
        return self.log_path

    def excepthook(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        """``sys.excepthook``: log, then ask the GUI thread to show the message."""
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        self._handle(exc_type, exc, tb, None)

    def threading_excepthook(self, args: threading.ExceptHookArgs) -> None:
        """``threading.excepthook``: the same for an error in a worker thread."""
        if args.exc_type is SystemExit:
            return
        name = args.thread.name if args.thread is not None else None
        self._handle(args.exc_type, args.exc_value, args.exc_traceback, name)

    def _handle(
        self, exc_type: type[BaseException], exc: BaseException | None, tb: TracebackType | None, thread: str | None
    ) -> None:
        try:
            path = self.write_log(exc_type, exc, tb, thread)
            self.report.emit("" if path is None else str(path))
        except Exception:  # the hook itself must never raise
            with contextlib.suppress(Exception):
                sys.stderr.write("cardtable: an error occurred while reporting an error\n")

    @Slot(str)
    def _show(self, path: str) -> None:
        """Show the message, unless one is open or was shown moments ago (then the error is only logged)."""
        now = time.monotonic()
        if self._showing or now - self._last_shown < MIN_SECONDS_BETWEEN_DIALOGS:
            return
        if QApplication.instance() is None:
            return
        self._showing = True
        try:
            box = make_dialog(message_text(Path(path) if path else None))
            self.shown += 1
            box.exec()
        except Exception:  # an error while showing the dialog is only logged, never shown again
            self.write_log(*sys.exc_info())
        finally:
            self._last_shown = time.monotonic()
            self._showing = False


_reporter: ErrorReporter | None = None


def install(app: QCoreApplication, log_dir: str | Path) -> None:
    """Route every uncaught exception (main and worker threads) to the log and a short dialog."""
    global _reporter
    reporter = ErrorReporter(log_dir)
    reporter.setParent(app)  # lives as long as the application, in its thread
    _reporter = reporter
    sys.excepthook = reporter.excepthook
    threading.excepthook = reporter.threading_excepthook


def installed() -> ErrorReporter | None:
    """The reporter ``install`` set up, if any."""
    return _reporter
