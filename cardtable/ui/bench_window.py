"""What the window's benchmarks share: an offscreen display when there is none, a throwaway home, percentiles."""

from __future__ import annotations

import math
import os
import sys
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager


def percentile(values: Sequence[float], p: float) -> float:
    """The ``p``-th percentile (nearest rank) of ``values``."""
    v = sorted(values)
    return v[min(len(v) - 1, max(0, math.ceil(p / 100 * len(v)) - 1))]  # not round(): it rounds half to even


@contextmanager
def bench_home(prefix: str) -> Iterator[str]:
    """Run the window offscreen where no display is set, with a home of its own: default settings, and the
    autosave runs as in play but never over the player's."""
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix=prefix) as home:
        os.environ["CARDTABLE_HOME"] = home
        yield home
