"""Card backs: one design per deck family, or the player's tartan or waves on every deck; French backs come in two
colours (Écarté alternates packs), and so do the chosen designs."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from cardtable.art.card import Ctx, W, card_path, poly
from cardtable.art.figures import ellipse, fill

MARGIN = 48.0


def design(deck: str, family: str, variant: int, choice: str = "classic") -> str:
    """The name of the back design for a deck and variant, in the player's choice of backs."""
    if choice != "classic":
        return f"{choice}-2" if family == "french" and variant % 2 else choice
    if family == "french":
        return "french-red" if variant % 2 else "french"
    if deck == "numbers36":
        return "numbers36"  # Was sticht? and Meinz cards have their own back
    return family


def paint(painter: QPainter, deck: str, family: str, variant: int, ctx: Ctx) -> None:
    """Draw the back of a card of ``deck``."""
    back = BACKS[design(deck, family, variant, ctx.style.back)]
    area = card_path(W, ctx.h, MARGIN)
    fill(painter, area, back.field)
    painter.save()
    painter.setClipPath(area)
    back.pattern(painter, ctx, back.line)
    painter.restore()
    painter.setPen(QPen(QColor(back.light), 7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(card_path(W, ctx.h, MARGIN + 26))
    back.ornament(painter, W / 2, ctx.h / 2, ctx, back)


def _lattice(painter: QPainter, ctx: Ctx, colour: str, step: float, width: float) -> None:
    """A diamond lattice with a dot in each diamond."""
    pen = QPen(QColor(colour), width)
    painter.setPen(pen)
    n = int((W + ctx.h) / step) + 2
    for i in range(-n, n):
        x = i * step
        painter.drawLine(QPointF(x, 0), QPointF(x + ctx.h * 0.7, ctx.h))
        painter.drawLine(QPointF(x, ctx.h), QPointF(x + ctx.h * 0.7, 0))
    painter.setPen(Qt.PenStyle.NoPen)


def _hatch(painter: QPainter, ctx: Ctx, colour: str, step: float, width: float) -> None:
    """Fine cross-hatching, the classic French back."""
    _lattice(painter, ctx, colour, step, width)


def _stars(painter: QPainter, ctx: Ctx, colour: str) -> None:
    """Rows of small four-pointed stars."""
    step = 120
    for r in range(int(ctx.h / step) + 2):
        for c in range(-1, int(W / step) + 2):
            x = c * step + (step / 2 if r % 2 else 0)
            y = r * step
            fill(
                painter,
                poly(
                    (x, y - 34),
                    (x + 10, y - 10),
                    (x + 34, y),
                    (x + 10, y + 10),
                    (x, y + 34),
                    (x - 10, y + 10),
                    (x - 34, y),
                    (x - 10, y - 10),
                ),
                colour,
            )


def _dots(painter: QPainter, ctx: Ctx, colour: str) -> None:
    """A calm grid of dots."""
    step = 90
    for r in range(int(ctx.h / step) + 2):
        for c in range(int(W / step) + 2):
            fill(painter, ellipse(c * step + (step / 2 if r % 2 else 0), r * step, 14), colour)


def _medallion(painter: QPainter, cx: float, cy: float, rx: float, ry: float, light: str, field: str) -> None:
    fill(painter, ellipse(cx, cy, rx + 22, ry + 22), field)
    fill(painter, ellipse(cx, cy, rx, ry), light)
    painter.setPen(QPen(QColor(field), 6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(cx, cy), rx - 18, ry - 18)


def _tulip(painter: QPainter, cx: float, cy: float, light: str, field: str) -> None:
    """A folk-art tulip in an oval medallion (the Hungarian back)."""
    _medallion(painter, cx, cy, 230, 320, light, field)
    red, green = "#c0392b", field
    stem = QPainterPath()
    stem.moveTo(cx, cy + 230)
    stem.quadTo(cx - 8, cy + 80, cx, cy - 20)
    painter.setPen(QPen(QColor(green), 16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(stem)
    painter.setPen(Qt.PenStyle.NoPen)
    for side in (-1, 1):
        leaf = QPainterPath()
        leaf.moveTo(cx, cy + 200)
        leaf.cubicTo(cx + side * 40, cy + 100, cx + side * 140, cy + 60, cx + side * 170, cy + 40)
        leaf.cubicTo(cx + side * 130, cy + 110, cx + side * 60, cy + 160, cx, cy + 210)
        fill(painter, leaf, green)
    bloom = QPainterPath()
    bloom.moveTo(cx - 110, cy - 170)
    bloom.cubicTo(cx - 80, cy - 110, cx - 60, cy - 80, cx - 30, cy - 110)
    bloom.lineTo(cx, cy - 200)
    bloom.lineTo(cx + 30, cy - 110)
    bloom.cubicTo(cx + 60, cy - 80, cx + 80, cy - 110, cx + 110, cy - 170)
    bloom.cubicTo(cx + 120, cy - 60, cx + 80, cy, cx, cy)
    bloom.cubicTo(cx - 80, cy, cx - 120, cy - 60, cx - 110, cy - 170)
    fill(painter, bloom, red)
    fill(painter, ellipse(cx, cy - 60, 22, 30), "#e9b44c")


def _rosette(painter: QPainter, cx: float, cy: float, petals: int, r: float, light: str, field: str) -> None:
    """A round rosette of pointed petals on a light disc."""
    _medallion(painter, cx, cy, r + 60, r + 60, light, field)
    for i in range(petals):
        a = 2 * math.pi * i / petals
        tip = QPointF(cx + r * math.sin(a), cy - r * math.cos(a))
        side = 0.55 * math.pi / petals
        p1 = QPointF(cx + r * 0.35 * math.sin(a - side * 2), cy - r * 0.35 * math.cos(a - side * 2))
        p2 = QPointF(cx + r * 0.35 * math.sin(a + side * 2), cy - r * 0.35 * math.cos(a + side * 2))
        petal = QPainterPath()
        petal.moveTo(cx, cy)
        petal.quadTo(p1, tip)
        petal.quadTo(p2, QPointF(cx, cy))
        fill(painter, petal, field)
    fill(painter, ellipse(cx, cy, r * 0.2), light)
    fill(painter, ellipse(cx, cy, r * 0.12), field)


def _number_ring(painter: QPainter, cx: float, cy: float, ctx: Ctx, light: str, field: str) -> None:
    """Five coloured discs in a ring: the five colours of the number cards."""
    _medallion(painter, cx, cy, 230, 230, light, field)
    for i, letter in enumerate("BYRKG"):
        a = 2 * math.pi * i / 5
        tint = ctx.theme.numbers[letter][0]
        fill(painter, ellipse(cx + 115 * math.sin(a), cy - 115 * math.cos(a), 62), tint, "#f3ead2", 8)


def _tartan(painter: QPainter, ctx: Ctx, colour: str) -> None:
    """A woven check: broad translucent bands across and down, a thin light thread in each."""
    painter.setPen(Qt.PenStyle.NoPen)
    band, thread = QColor(colour), QColor("#f3ead2")
    band.setAlpha(120)
    thread.setAlpha(90)
    step = 230.0
    for i in range(-1, int(max(W, ctx.h) / step) + 2):
        at = i * step
        for horizontal in (False, True):
            wide = QRectF(0, at, W, 110) if horizontal else QRectF(at, 0, 110, ctx.h)
            thin = QRectF(0, at + 160, W, 16) if horizontal else QRectF(at + 160, 0, 16, ctx.h)
            painter.fillRect(wide, band)
            painter.fillRect(thin, thread)


def _waves(painter: QPainter, ctx: Ctx, colour: str) -> None:
    """Guilloché: rings round the middle, each waving a little, like the engraving on a banknote."""
    pen = QPen(QColor(colour), 5)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    cx, cy = W / 2, ctx.h / 2
    for ring in range(22):
        r0 = 90 + ring * 42
        wave = 16 + (ring % 3) * 4
        path = QPainterPath()
        for k in range(181):
            a = 2 * math.pi * k / 180
            r = r0 + wave * math.sin(12 * a + ring * 0.5)
            pt = QPointF(cx + r * math.sin(a), cy - r * math.cos(a) * ctx.h / W)
            if k == 0:
                path.moveTo(pt)
            else:
                path.lineTo(pt)
        painter.drawPath(path)


def _diamond(painter: QPainter, cx: float, cy: float, light: str, field: str) -> None:
    """A plain lozenge in the middle: the tartan's only ornament."""
    fill(painter, poly((cx, cy - 200), (cx + 140, cy), (cx, cy + 200), (cx - 140, cy)), light, field, 8)
    fill(painter, poly((cx, cy - 120), (cx + 84, cy), (cx, cy + 120), (cx - 84, cy)), field)


@dataclass(frozen=True)
class Back:
    """One back design: its field, pattern line and light ornament colours, the all-over pattern and the
    ornament in the middle."""

    field: str
    line: str
    light: str
    pattern: Callable[[QPainter, Ctx, str], None]
    ornament: Callable[[QPainter, float, float, Ctx, Back], None]


_FRENCH = Back(
    "#274a80",
    "#4a6fa8",
    "#f3ead2",
    lambda p, ctx, c: _hatch(p, ctx, c, 46, 5),
    lambda p, cx, cy, ctx, b: _rosette(p, cx, cy, 8, 150, b.light, b.field),
)

_TARTAN = Back(
    "#6e1f2a",
    "#1f4a3a",
    "#f3ead2",
    _tartan,
    lambda p, cx, cy, ctx, b: _diamond(p, cx, cy, b.light, b.field),
)
_WAVES = Back(
    "#1d3f66",
    "#6f93c0",
    "#f3ead2",
    _waves,
    lambda p, cx, cy, ctx, b: _rosette(p, cx, cy, 6, 120, b.light, b.field),
)

BACKS = {
    "hungarian": Back(
        "#2c6a4c",
        "#4f8f6c",
        "#f3ead2",
        lambda p, ctx, c: _lattice(p, ctx, c, 110, 7),
        lambda p, cx, cy, ctx, b: _tulip(p, cx, cy, b.light, b.field),
    ),
    "french": _FRENCH,
    "french-red": replace(_FRENCH, field="#8a2a30", line="#b0505a"),  # the second pack of a piquet pair
    "tarokk": Back(
        "#5a3a68",
        "#7f5c90",
        "#f3ead2",
        _stars,
        lambda p, cx, cy, ctx, b: _rosette(p, cx, cy, 12, 170, "#e2c46a", b.field),
    ),
    "numbers": Back(
        "#2f333b", "#4a505c", "#f3ead2", _dots, lambda p, cx, cy, ctx, b: _number_ring(p, cx, cy, ctx, b.light, b.field)
    ),
    "tartan": _TARTAN,
    "tartan-2": replace(_TARTAN, field="#1f3f6e", line="#6e1f2a"),  # Écarté's second pack
    "waves": _WAVES,
    "waves-2": replace(_WAVES, field="#5e2a1d", line="#c0866f"),
    "numbers36": Back(
        "#7a5a2a",
        "#a07c44",
        "#f3ead2",
        _dots,
        lambda p, cx, cy, ctx, b: _rosette(p, cx, cy, 4, 150, b.light, b.field),
    ),
}
