"""Number arguments of the ``cardtable`` commands: read, bounded, and refused in words argparse prints."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import TypeVar

Number = TypeVar("Number", int, float)


def bounded(kind: Callable[[str], Number], what: str, lo: Number, hi: Number | None = None) -> Callable[[str], Number]:
    """An argparse ``type``: ``kind`` (int or float) of the text, at least ``lo`` and at most ``hi``.

    >>> bounded(int, "runs", 0, 100)("7")
    7
    >>> bounded(float, "seconds", 0.01)("nan")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: seconds must be at least 0.01, not 'nan'
    """
    noun = "a whole number" if kind is int else "a number"
    limits = f"from {lo} to {hi}" if hi is not None else f"at least {lo}"

    def read(text: str) -> Number:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what} must be {noun}, not {text!r}") from None
        if not math.isfinite(value) or value < lo or (hi is not None and value > hi):
            raise argparse.ArgumentTypeError(f"{what} must be {limits}, not {text!r}")
        return value

    return read
