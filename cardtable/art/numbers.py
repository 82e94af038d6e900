"""Number cards (Mü & More, NJET, Was sticht?): five colours, values 0–9, MÜ triangles.

The card is a coloured field with a big numeral.  Each colour also has its own small mark
(circle, diamond, square, star, cross) so colour-blind players can tell them apart.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter, QPainterPath

from cardtable.art.card import Ctx, W, card_path, fill_path, poly, text_path
from cardtable.art.figures import ellipse, fill

ASPECT = 1.5
ZERO_TRIANGLES, TWO_TRIANGLES = ("1", "9"), ("6", "7")  # every other value has one
MARGIN = 42.0


def triangles(value: str) -> int:
    """How many MÜ triangles (points) the card of ``value`` carries."""
    return 0 if value in ZERO_TRIANGLES else 2 if value in TWO_TRIANGLES else 1


def mark(letter: str, cx: float, cy: float, r: float) -> QPainterPath:
    """The colour's own small shape, centred on (cx, cy) with radius ``r``."""
    if letter == "B":
        return ellipse(cx, cy, r)
    if letter == "Y":
        return poly((cx, cy - r * 1.15), (cx + r, cy), (cx, cy + r * 1.15), (cx - r, cy))
    if letter == "R":
        return poly(
            (cx - r * 0.85, cy - r * 0.85),
            (cx + r * 0.85, cy - r * 0.85),
            (cx + r * 0.85, cy + r * 0.85),
            (cx - r * 0.85, cy + r * 0.85),
        )
    if letter == "K":
        pts = []
        for i in range(10):
            a = math.pi * i / 5
            rr = r * 1.15 if i % 2 == 0 else r * 0.5
            pts.append((cx + rr * math.sin(a), cy - rr * math.cos(a)))
        return poly(*pts)
    t = r * 0.38
    return poly(
        (cx - t, cy - r),
        (cx + t, cy - r),
        (cx + t, cy - t),
        (cx + r, cy - t),
        (cx + r, cy + t),
        (cx + t, cy + t),
        (cx + t, cy + r),
        (cx - t, cy + r),
        (cx - t, cy + t),
        (cx - r, cy + t),
        (cx - r, cy - t),
        (cx - t, cy - t),
    )


def _numeral(value: str, cap: float) -> QPainterPath:
    """The value as a path; 6 and 9 are underlined so they read the same either way up."""
    p = text_path(value, cap, family="sans")
    if value in ("6", "9"):
        r = p.boundingRect()
        bar = QPainterPath()
        bar.addRoundedRect(QRectF(-r.width() * 0.42, cap * 1.1, r.width() * 0.84, cap * 0.09), cap * 0.04, cap * 0.04)
        p = p.united(bar)
    return p


def paint(painter: QPainter, code: str, ctx: Ctx, show_triangles: bool = True) -> None:
    """Draw the face of number card ``code`` (already validated)."""
    letter, value = code[0], code[1:]
    tint, ink = ctx.theme.numbers[letter]
    fill(painter, card_path(W, ctx.h, MARGIN), tint)
    # a small card's corner is what shows in a fanned hand: its numeral is as big as the other decks' indices
    cap = 230.0 if ctx.compact else 150.0
    for turned in (False,) if ctx.compact else (False, True):
        painter.save()
        if turned:
            painter.translate(W, ctx.h)
            painter.rotate(180)
        fill_path(painter, _numeral(value, cap), ink, 75 + cap * 0.4, 85)
        if ctx.compact:  # the mark beside the numeral, clear of the disc in the middle
            fill(painter, mark(letter, 75 + cap * 1.35, 85 + cap / 2, cap * 0.38), ink)
        else:
            fill(painter, mark(letter, 75 + cap * 0.4, 85 + cap * 1.3 + 60, cap * 0.3), ink)
        painter.restore()
    cx, cy = W / 2, ctx.h / 2
    disc = ellipse(cx, cy - 30, 300)
    fill(painter, disc, ink)
    fill_path(painter, _numeral(value, 340), tint, cx, cy - 30 - 185)
    if show_triangles:
        n = triangles(value)
        for i in range(n):
            x = cx + (i - (n - 1) / 2) * 150
            y = cy + 380
            fill(painter, poly((x, y - 60), (x + 66, y + 52), (x - 66, y + 52)), ink)
