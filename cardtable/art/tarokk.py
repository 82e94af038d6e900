"""Tarokk 42 faces: the 22 tarokks (I–XXI and the skíz) and the French-suited cards.

A tarokk shows its Roman numeral large at both ends (double-ended, like the suit cards) and a
calm emblem in the middle: a star whose points grow with the number, the skíz a jester's cap.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from cardtable.art import french
from cardtable.art.card import Ctx, W, draw_indices, fill_path, poly, text_path
from cardtable.art.figures import ellipse, fill, limb

ASPECT = 1.85
ROMAN = (
    *("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"),
    *("XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"),
)
SKIZ_LABEL = "Sk"
# The band behind the numerals cycles through calm colours so neighbouring tarokks differ.
BANDS = ("#2f5d8a", "#8a3b2f", "#3f7a4a", "#6b4a86", "#8a6a1f", "#2f6f74")


def label(n: int) -> str:
    """The index text of tarokk ``n`` (22 is the skíz)."""
    return SKIZ_LABEL if n == 22 else ROMAN[n - 1]


def paint(painter: QPainter, code: str, ctx: Ctx) -> None:
    """Draw the face of tarokk card ``code`` (already validated)."""
    if code[0] != "T":
        french.paint(painter, code, ctx)
        return
    n = int(code[1:])
    th = ctx.theme
    ink = th.ink
    draw_indices(painter, ctx, label(n), ink, None, None, big=True)
    if ctx.compact:
        band = BANDS[(n - 1) % len(BANDS)]
        fill(painter, ellipse(W / 2, ctx.h / 2, 260), _soft(band), band, 10)
        fill_path(painter, text_path(label(n), 210, 440), band, W / 2, ctx.h / 2 - 105)
        return
    band = BANDS[(n - 1) % len(BANDS)]
    rect = QRectF(250, 190, W - 500, ctx.h - 380)
    painter.setPen(QPen(QColor(th.frame), 6))
    painter.setBrush(QColor("#f6efde"))
    painter.drawRoundedRect(rect, 26, 26)
    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(W, ctx.h)
            painter.rotate(180)
        cart = QRectF(rect.left() + 30, rect.top() + 30, rect.width() - 60, 230)
        painter.setPen(QPen(QColor(band).darker(130), 5))
        painter.setBrush(QColor(band))
        painter.drawRoundedRect(cart, 60, 60)
        text = text_path(label(n), 150, cart.width() - 80)
        fill_path(painter, text, "#fbf3df", W / 2, cart.center().y() - 75)
        painter.restore()
    cy = ctx.h / 2
    if n == 22:
        _jester(painter, ctx, W / 2, cy, band)
    else:
        _star(painter, W / 2, cy, n, band, th.gold, th.gold_dark)


def _soft(colour: str) -> str:
    """``colour`` faded most of the way into the card face."""
    c, f = QColor(colour), QColor("#f6efde")
    return QColor(*(round(a + (b - a) * 0.22) for a, b in zip(_rgb(f), _rgb(c), strict=True))).name()


def _rgb(c: QColor) -> tuple[int, int, int]:
    return c.red(), c.green(), c.blue()


def _star(painter: QPainter, cx: float, cy: float, n: int, band: str, gold: str, edge: str) -> None:
    """A star with 3 + n // 3 points on a disc; XXI, the highest, gets a ring of dots."""
    points = 3 + n // 3
    fill(painter, ellipse(cx, cy, 210), _soft(band), band, 6)
    r1, r2 = 175, 72
    pts = []
    for i in range(points * 2):
        a = math.pi * i / points
        r = r1 if i % 2 == 0 else r2
        pts.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    fill(painter, poly(*pts), gold, edge, 6)
    fill(painter, ellipse(cx, cy, 44), band)
    if n in (1, 21):  # pagát and mond: the honours get a ring of pearls
        for i in range(24):
            a = 2 * math.pi * i / 24
            fill(painter, ellipse(cx + 192 * math.sin(a), cy - 192 * math.cos(a), 8), band)


def _jester(painter: QPainter, ctx: Ctx, cx: float, cy: float, band: str) -> None:
    """The skíz: a three-pointed jester's cap with bells."""
    th = ctx.theme
    fill(painter, ellipse(cx, cy, 215), "#efe3c8", th.frame, 6)
    tips = ((cx - 165, cy - 110), (cx, cy - 180), (cx + 165, cy - 110))
    colours = ("#c0392b", "#2f5d8a", "#3f7a4a")
    for (tx, ty), col in zip(tips, colours, strict=True):
        horn = QPainterPath()
        horn.moveTo(cx - 110, cy + 70)
        horn.quadTo((cx + tx) / 2 - 20, ty + 40, tx, ty)
        horn.quadTo((cx + tx) / 2 + 30, ty + 90, cx + 110, cy + 70)
        horn.closeSubpath()
        fill(painter, horn, col, th.ink, 5)
        fill(painter, ellipse(tx, ty, 26), th.gold, th.gold_dark, 4)
    fill(painter, limb([(cx - 130, cy + 90), (cx, cy + 110), (cx + 130, cy + 90)], 50), th.gold, th.gold_dark, 4)
    for x in (-80, 0, 80):
        fill(painter, ellipse(cx + x, cy + 106, 12), band)
