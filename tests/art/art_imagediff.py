"""Compare two images within a tolerance, without numpy (byte counting runs in C)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QImage, QPainter

# Maps a channel difference to 1 if it is clearly visible (> 40 of 255), else 0.
_VISIBLE = bytes(1 if v > 40 else 0 for v in range(256))


@dataclass(frozen=True)
class Diff:
    """How far apart two images are."""

    mean: float  # mean absolute channel difference, 0..255
    visible: float  # fraction of channels that differ by more than 40


def diff(a: QImage, b: QImage) -> Diff:
    """The difference between two equally sized, opaque images."""
    if a.size() != b.size():
        raise AssertionError(f"image sizes differ: {a.width()}x{a.height()} vs {b.width()}x{b.height()}")
    out = a.convertToFormat(QImage.Format.Format_RGB32)
    p = QPainter(out)
    p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    p.drawImage(0, 0, b.convertToFormat(QImage.Format.Format_RGB32))
    p.end()
    data = bytes(out.constBits())
    # RGB32 keeps an unused 0xff byte per pixel; count only the three colour channels.
    n = len(data) // 4 * 3
    total = sum(data) - 255 * (len(data) // 4)
    visible = sum(data.translate(_VISIBLE)) - len(data) // 4
    return Diff(total / n, visible / n)
