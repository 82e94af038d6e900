"""Python's cyclic garbage collector runs on the GUI thread only.

The bot pool (``ProcessPoolExecutor``) keeps a manager thread in the GUI
process. With automatic collection on, a collection may start in whichever
thread happens to allocate — and collecting a cycle that holds a Qt wrapper
destroys the Qt object on that thread: a crash later on the GUI thread (seen
as segfaults when a second Python thread ran next to the window). So automatic
collection is switched off and the GUI thread collects: the young generations
every half second (well under a millisecond), everything when a deal starts
(about 12 ms, before its cards move) or at least once a minute.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QObject, QTimer

YOUNG_EVERY_MS = 500
FULL_EVERY_S = 60.0


class GcGuard(QObject):
    """Owns the collection timer; ``full()`` collects everything now (call it between moves)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._last_full = time.monotonic()
        self._timer = QTimer(self)
        self._timer.setInterval(YOUNG_EVERY_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        """Switch automatic collection off and collect from the GUI thread's timer instead."""
        gc.disable()
        self._timer.start()

    def stop(self) -> None:
        """Back to automatic collection."""
        self._timer.stop()
        gc.enable()

    def full(self) -> None:
        """Collect every generation now."""
        gc.collect()
        self._last_full = time.monotonic()

    def _tick(self) -> None:
        if time.monotonic() - self._last_full > FULL_EVERY_S:
            self.full()
        else:
            gc.collect(1)


_guard: GcGuard | None = None


def install(parent: QObject) -> GcGuard:
    """Start the guard once per process (the application object is a good parent)."""
    global _guard
    if _guard is None:
        _guard = GcGuard(parent)
        _guard.start()
    return _guard


def full_collect() -> None:
    """A full collection now, if the guard runs (a deal is about to start: nothing is moving)."""
    if _guard is not None:
        _guard.full()
