"""Suit symbols, each authored once as paths in a 1000-unit box and scaled to any size.

A symbol is a silhouette (``body``) plus layers of detail.  Small symbols draw only the
body and its outline, so a corner pip stays a clean shape at 12 px; large ones add the
slit of the bell, the veins of the leaf and the scales of the acorn cup.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QTransform

from cardtable.art.palette import SuitColours

BOX = 1000.0
DETAIL_PX = 30.0  # below this symbol size (device px) only the silhouette is drawn


@dataclass(frozen=True)
class Layer:
    """One filled shape of a symbol, coloured by a role of the suit colours."""

    path: QPainterPath
    role: str
    detail: bool = True


@dataclass(frozen=True)
class Symbol:
    """A suit symbol: silhouette, detail layers, outline width (box units, 0 = none)."""

    body: QPainterPath
    layers: tuple[Layer, ...]
    outline: float


def _stroke(path: QPainterPath, width: float, cap=Qt.PenCapStyle.RoundCap) -> QPainterPath:
    """The outline of ``path`` drawn with a pen of ``width``, as a fillable path."""
    s = QPainterPathStroker()
    s.setWidth(width)
    s.setCapStyle(cap)
    s.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return s.createStroke(path)


def _ellipse(cx: float, cy: float, rx: float, ry: float, angle: float = 0.0) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(0, 0), rx, ry)
    t = QTransform()
    t.translate(cx, cy)
    t.rotate(angle)
    return t.map(p)


def _mirror_x(p: QPainterPath) -> QPainterPath:
    """``p`` reflected about the vertical centre line of the box."""
    return QTransform(-1, 0, 0, 1, BOX, 0).map(p)


Cubic = tuple[float, float, float, float, float, float]  # control 1, control 2, end point


def _mirrored(start: tuple[float, float], half: tuple[Cubic, ...]) -> QPainterPath:
    """A closed outline symmetric about the box's vertical centre line.

    From ``start`` along the cubic segments of one ``half``, straight across to the mirror of its last point
    (when that is off the centre line), and back along the mirror image.
    """
    p = QPainterPath()
    p.moveTo(*start)
    for c1x, c1y, c2x, c2y, x, y in half:
        p.cubicTo(c1x, c1y, c2x, c2y, x, y)
    end_x, end_y = half[-1][4:]
    if end_x != BOX / 2:
        p.lineTo(BOX - end_x, end_y)
    starts = [start, *((seg[4], seg[5]) for seg in half[:-1])]
    for (c1x, c1y, c2x, c2y, _, _), (x, y) in zip(reversed(half), reversed(starts), strict=True):
        p.cubicTo(BOX - c2x, c2y, BOX - c1x, c1y, BOX - x, y)
    p.closeSubpath()
    return p


def _heart_path() -> QPainterPath:
    return _mirrored(
        (500, 935), ((425, 845, 65, 650, 65, 365), (65, 180, 195, 78, 320, 78), (410, 78, 474, 128, 500, 212))
    )


def _piros() -> Symbol:
    body = _heart_path()
    shade = QPainterPath()  # the right lobe in a deeper red gives the heart some volume
    shade.moveTo(500, 935)
    shade.cubicTo(575, 845, 935, 650, 935, 365)
    shade.cubicTo(935, 180, 805, 78, 680, 78)
    shade.cubicTo(760, 140, 800, 250, 800, 380)
    shade.cubicTo(800, 610, 600, 800, 500, 935)
    shade.closeSubpath()
    shine = _ellipse(255, 300, 115, 62, -50)
    return Symbol(body, (Layer(body, "main", False), Layer(shade, "mid"), Layer(shine, "light")), 34)


def _tok() -> Symbol:
    body = QPainterPath()
    body.addEllipse(QPointF(500, 570), 365, 360)
    loop = QPainterPath()
    loop.addEllipse(QPointF(500, 150), 92, 92)
    body = body.united(loop).united(_stroke(_line(500, 200, 500, 230), 90))
    hole = QPainterPath()
    hole.addEllipse(QPointF(500, 150), 42, 42)
    body = body.subtracted(hole)
    # The band round the bell's waist, curved as if seen from slightly above.
    band = QPainterPath()
    band.moveTo(140, 505)
    band.quadTo(500, 640, 860, 505)
    band.lineTo(868, 585)
    band.quadTo(500, 720, 132, 585)
    band.closeSubpath()
    band = band.intersected(body)
    # The slit: a narrow slot ending in two round holes.
    slit = _stroke(_quad(310, 790, 500, 812, 690, 790), 40)
    slit = slit.united(_ellipse(310, 790, 50, 50)).united(_ellipse(690, 790, 50, 50))
    shine = _ellipse(350, 380, 120, 70, -35)
    return Symbol(
        body,
        (Layer(body, "main", False), Layer(band, "mid"), Layer(shine, "light"), Layer(slit, "dark", False)),
        34,
    )


def _line(x1: float, y1: float, x2: float, y2: float) -> QPainterPath:
    p = QPainterPath()
    p.moveTo(x1, y1)
    p.lineTo(x2, y2)
    return p


def _quad(x1: float, y1: float, cx: float, cy: float, x2: float, y2: float) -> QPainterPath:
    p = QPainterPath()
    p.moveTo(x1, y1)
    p.quadTo(cx, cy, x2, y2)
    return p


def _zold() -> Symbol:
    edge = QPainterPath()  # the right edge of the leaf, tip to stem; mirrored for the left
    edge.moveTo(500, 40)
    edge.cubicTo(560, 150, 890, 300, 890, 560)
    edge.cubicTo(890, 760, 720, 850, 585, 830)
    # Gentle teeth along the edge tell the leaf from a spade; they fade out at tip and base.
    half = QPainterPath()
    half.moveTo(500, 40)
    steps, teeth = 140, 9
    for i in range(1, steps + 1):
        t = i / steps
        pt = edge.pointAtPercent(t)
        a = math.radians(edge.angleAtPercent(t))
        saw = (t * teeth) % 1.0
        depth = 22 * math.sin(math.pi * min(1.0, t * 1.25)) * (saw - 0.5)
        half.lineTo(pt.x() + depth * math.sin(a), pt.y() + depth * math.cos(a))
    half.cubicTo(545, 824, 515, 800, 500, 770)
    half.closeSubpath()
    leaf = half.united(_mirror_x(half))
    stem = _stroke(_quad(500, 740, 505, 880, 560, 965), 56)
    body = leaf.united(stem)
    veins = QPainterPath()
    veins.addPath(_quad(500, 770, 492, 450, 500, 140))
    for y, dx, dy in ((690, 270, -150), (540, 300, -170), (395, 240, -160), (270, 150, -110)):
        for sign in (1, -1):
            veins.addPath(_quad(500, y, 500 + sign * dx * 0.45, y - dy * 0.05 - 30, 500 + sign * dx, y + dy))
    veins = _stroke(veins, 30).intersected(leaf)
    shade = half.subtracted(_ellipse(500, 470, 300, 420))
    return Symbol(body, (Layer(body, "main", False), Layer(shade, "mid"), Layer(veins, "light")), 30)


def _makk() -> Symbol:
    nut = _mirrored((500, 55), ((655, 75, 745, 300, 745, 600),))
    nut = nut.united(_ellipse(500, 60, 26, 34))  # the little point at the tip
    cup = QPainterPath()
    cup.moveTo(180, 560)
    cup.quadTo(500, 470, 820, 560)
    cup.cubicTo(815, 720, 680, 815, 500, 815)
    cup.cubicTo(320, 815, 185, 720, 180, 560)
    cup.closeSubpath()
    stem = _stroke(_quad(500, 790, 510, 890, 575, 955), 60)
    body = nut.united(cup).united(stem)
    scales = QPainterPath()  # the cup's criss-cross texture
    for i in range(-6, 8):
        x = 500 + i * 95
        scales.addPath(_line(x - 260, 470, x + 260, 860))
        scales.addPath(_line(x + 260, 470, x - 260, 860))
    scales = _stroke(scales, 22).intersected(cup)
    cup_layer = cup.united(stem)
    shine = QPainterPath()
    shine.moveTo(380, 170)
    shine.cubicTo(320, 260, 305, 380, 310, 520)
    shine.lineTo(370, 520)
    shine.cubicTo(365, 390, 375, 270, 420, 185)
    shine.closeSubpath()
    return Symbol(
        body,
        (Layer(body, "main", False), Layer(cup_layer, "mid", False), Layer(scales, "dark"), Layer(shine, "light")),
        34,
    )


def _heart() -> Symbol:
    p = _mirrored(
        (500, 945), ((405, 805, 80, 630, 80, 350), (80, 175, 200, 70, 320, 70), (415, 70, 478, 130, 500, 215))
    )
    return Symbol(p, (Layer(p, "main", False),), 0)


def _diamond() -> Symbol:
    p = QPainterPath()
    p.moveTo(500, 30)
    p.quadTo(640, 315, 860, 500)
    p.quadTo(640, 685, 500, 970)
    p.quadTo(360, 685, 140, 500)
    p.quadTo(360, 315, 500, 30)
    p.closeSubpath()
    return Symbol(p, (Layer(p, "main", False),), 0)


def _foot() -> QPainterPath:
    """The flared foot shared by spades and clubs."""
    return _mirrored((472, 640), ((470, 800, 430, 890, 330, 955),))


def _spade() -> Symbol:
    p = _mirrored(
        (500, 40), ((570, 190, 910, 360, 910, 590), (910, 745, 800, 825, 685, 825), (610, 825, 550, 795, 515, 740))
    ).united(_foot())
    return Symbol(p, (Layer(p, "main", False),), 0)


def _club() -> Symbol:
    p = QPainterPath()
    for cx, cy, r in ((500, 285, 200), (280, 600, 198), (720, 600, 198)):
        c = QPainterPath()
        c.addEllipse(QPointF(cx, cy), r, r)
        p = p.united(c)
    mid = QPainterPath()
    mid.moveTo(500, 380)
    mid.lineTo(330, 620)
    mid.lineTo(670, 620)
    mid.closeSubpath()
    p = p.united(mid).united(_foot())
    return Symbol(p, (Layer(p, "main", False),), 0)


_BUILDERS = {
    "piros": _piros,
    "tok": _tok,
    "zold": _zold,
    "makk": _makk,
    "heart": _heart,
    "diamond": _diamond,
    "spade": _spade,
    "club": _club,
}

# Card suit letter -> symbol name, per deck family.
HUNGARIAN_SUITS = {"P": "piros", "T": "tok", "Z": "zold", "M": "makk"}
FRENCH_SUITS = {"H": "heart", "D": "diamond", "S": "spade", "C": "club"}


@cache
def symbol(name: str) -> Symbol:
    """The symbol called ``name`` (built once)."""
    return _BUILDERS[name]()


def device_scale(painter: QPainter) -> float:
    """Device pixels per unit of the painter's current coordinates."""
    return math.sqrt(abs(painter.worldTransform().determinant()))


def draw_symbol(
    painter: QPainter,
    name: str,
    colours: SuitColours,
    cx: float,
    cy: float,
    size: float,
    rotated: bool = False,
    detail: bool | None = None,
) -> None:
    """Draw symbol ``name`` centred on (cx, cy), ``size`` units square, optionally turned 180°."""
    sym = symbol(name)
    px = size * device_scale(painter)
    if detail is None:
        detail = px >= DETAIL_PX
    painter.save()
    painter.translate(cx, cy)
    if rotated:
        painter.rotate(180)
    k = size / BOX
    painter.scale(k, k)
    painter.translate(-BOX / 2, -BOX / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    for layer in sym.layers:
        if layer.detail and not detail:
            continue
        painter.setBrush(colours.get(layer.role))
        painter.drawPath(layer.path)
    if sym.outline:
        # Never thinner than ~0.7 device px, so the light amber bell keeps its edge on the face.
        unit_px = px / BOX
        width = max(sym.outline, 0.7 / unit_px) if unit_px > 0 else sym.outline
        if not detail:
            width = min(width, 1.1 / unit_px)
        pen = QPen(QColor(colours.dark), width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(sym.body)
    painter.restore()
