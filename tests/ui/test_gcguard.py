"""The garbage collector runs on the GUI thread's timer, not wherever a thread allocates."""

import gc
import weakref

from PySide6.QtCore import QObject

from cardtable.ui.gcguard import GcGuard


def test_the_guard_collects_cycles_from_its_timer_and_gives_automatic_collection_back(qtbot):
    guard = GcGuard()
    guard.start()
    try:
        assert not gc.isenabled()

        class Holder:
            pass

        h = Holder()
        h.me = h  # a cycle
        h.qt = QObject()
        alive = weakref.ref(h)
        del h
        assert alive() is not None  # nothing collects it on the spot
        qtbot.waitUntil(lambda: alive() is None, timeout=3000)
    finally:
        guard.stop()
    assert gc.isenabled()
