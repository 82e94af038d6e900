"""Guard against PySide6 builds that drop a reference to None on every void method call.

PySide6 6.12.0 on Python 3.11 returns ``None`` from void methods without taking a
reference (harmless on 3.12+, where None is immortal).  A few thousand QPainter calls
later None's count reaches zero and the interpreter aborts with "none_dealloc".  We
detect the leak once and, only if present, give None a reference count it can never
spend, which is what Python 3.12 does by design.
"""

from __future__ import annotations

import ctypes
import sys

_done = False


def leaks_none() -> bool:
    """True if a void PySide6 call loses a reference to None."""
    from PySide6.QtCore import QPointF

    p = QPointF()
    before = sys.getrefcount(None)
    for _ in range(64):
        p.setX(1.0)
    return sys.getrefcount(None) < before - 32


def ensure_none_safe() -> bool:
    """Apply the guard if this PySide6 needs it; True if it was applied (now or before)."""
    global _done
    if _done:
        return True
    if sys.version_info >= (3, 12) or not leaks_none():
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
    _done = True
    return True
