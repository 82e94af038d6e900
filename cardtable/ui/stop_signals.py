"""A polite stop from outside (SIGTERM, SIGINT, SIGHUP) closes the window as the Quit menu does, without asking.

Python runs a signal handler only when it next gets control, and inside Qt's event loop that may be never: the
handler's signal number is written to a socket (``signal.set_wakeup_fd``) that a ``QSocketNotifier`` watches, so
the loop wakes up, Python runs the handler, and the handler closes the window (the settings are written, the bot
worker stopped; the autosave is already current) and quits. Windows has no such signals from outside (its
"end task" is a hard kill, which the worker's own parent watch covers); the handlers are installed where the
signals exist.
"""

from __future__ import annotations

import contextlib
import logging
import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

log = logging.getLogger(__name__)

STOP_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")


class StopSignals(QObject):
    """Runs ``stop`` on the GUI thread when the process gets one of ``STOP_SIGNALS``."""

    def __init__(self, stop: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stop = stop
        self.received: list[int] = []
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno())
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)  # Python gets control: the handler below runs
        self._old = {}
        for name in STOP_SIGNALS:
            number = getattr(signal, name, None)
            if number is not None:
                self._old[number] = signal.signal(number, self._handle)

    def _drain(self) -> None:
        with contextlib.suppress(OSError):
            while self._reader.recv(64):
                pass

    def _handle(self, number: int, _frame) -> None:
        log.info("stopping on signal %d", number)
        first = not self.received
        self.received.append(number)
        if first:
            self.stop()

    def uninstall(self) -> None:
        """Give the signals back to their earlier handlers."""
        for number, old in self._old.items():
            with contextlib.suppress(ValueError, TypeError):
                signal.signal(number, old)
        self._old.clear()
        with contextlib.suppress(ValueError):
            signal.set_wakeup_fd(self._old_fd)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()


def install(window, app) -> StopSignals | None:
    """Close ``window`` without asking and quit ``app`` on a stop signal; None where that cannot be set up."""

    def stop() -> None:
        window.confirm_quit = False  # a stop from outside cannot wait for an answer
        window.close()
        app.quit()

    try:
        return StopSignals(stop, window)
    except (OSError, ValueError) as e:  # not the main thread, or no socket pair: the worker still ends itself
        log.warning("stop signals not handled: %s", e)
        return None
