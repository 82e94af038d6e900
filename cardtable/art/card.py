"""The blank card (face, border), corner indices and fitted text, shared by every deck family.

Faces are drawn in card units: the card is 1000 units wide and ``1000 * aspect`` high, so
every layout number below is independent of the pixel size; the painter's transform maps
units to device pixels.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QTransform

from cardtable.art.palette import SuitColours, Theme
from cardtable.art.styles import CLASSIC, Style
from cardtable.art.suits import draw_symbol

W = 1000.0  # card width in units
RADIUS = 0.055  # corner radius as a fraction of the width
COMPACT_PX = 88  # below this logical width a face shows only a big index and one symbol

SERIF = ["DejaVu Serif", "Georgia", "Liberation Serif", "Times New Roman", "Noto Serif", "serif"]
SANS = ["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Liberation Sans", "Noto Sans", "sans-serif"]


@dataclass(frozen=True)
class Ctx:
    """What a face painter needs: card size in units, device px per unit and the theme."""

    h: float
    px: float  # device pixels per unit
    theme: Theme
    compact: bool = False  # too small (in logical px) for pips and pictures
    style: Style = CLASSIC  # the player's choice of faces and court letters


def card_path(w: float, h: float, inset: float = 0.0) -> QPainterPath:
    """The rounded outline of a card of w × h, inset by ``inset``."""
    p = QPainterPath()
    r = max(w * RADIUS - inset, 0.5)
    p.addRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), r, r)
    return p


def paint_blank(painter: QPainter, dev_w: int, dev_h: int, theme: Theme) -> None:
    """The off-white face and thin border, in device pixels (so the border stays crisp)."""
    line = max(1.0, dev_w / 220)
    outline = card_path(dev_w, dev_h, line / 2)
    grad = QLinearGradient(0, 0, 0, dev_h)
    grad.setColorAt(0.0, QColor(theme.face))
    grad.setColorAt(1.0, QColor(theme.face_edge))
    painter.setPen(QPen(QColor(theme.border), line))
    painter.setBrush(QBrush(grad))
    painter.drawPath(outline)


@cache
def _font(family: str, bold: bool) -> QFont:
    f = QFont()
    f.setFamilies(SERIF if family == "serif" else SANS)
    f.setPixelSize(200)
    f.setBold(bold)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


@cache
def _raw_text(text: str, family: str, bold: bool) -> tuple[QPainterPath, float, float]:
    """Text as a path at 200 px, with the cap top and baseline of the font ("X")."""
    font = _font(family, bold)
    p = QPainterPath()
    p.addText(0, 0, font, text)
    ref = QPainterPath()
    ref.addText(0, 0, font, "X")
    r = ref.boundingRect()
    return p, r.top(), r.bottom()


def _rect(x: float, y: float, w: float, h: float) -> QPainterPath:
    p = QPainterPath()
    p.addRect(QRectF(x, y, w, h))
    return p


def poly(*pts: tuple[float, float]) -> QPainterPath:
    """A closed polygon."""
    p = QPainterPath()
    p.moveTo(*pts[0])
    for pt in pts[1:]:
        p.lineTo(*pt)
    p.closeSubpath()
    return p


# Roman numerals are drawn from our own narrow glyphs (cap height 1000): a squeezed font
# makes VIII and XVIII spindly, while these keep their weight in a narrow index column.
_ROMAN_GLYPHS: dict[str, tuple[float, tuple[QPainterPath, ...]]] = {
    "I": (250, (_rect(50, 0, 150, 1000), _rect(0, 0, 250, 55), _rect(0, 945, 250, 55))),
    "V": (
        700,
        (
            poly((40, 0), (205, 0), (395, 1000), (310, 1000)),
            poly((560, 0), (625, 0), (385, 1000), (335, 1000)),
            _rect(0, 0, 255, 55),
            _rect(500, 0, 200, 55),
        ),
    ),
    "X": (
        700,
        (
            poly((40, 0), (205, 0), (660, 1000), (495, 1000)),
            poly((575, 0), (640, 0), (115, 1000), (50, 1000)),
            _rect(0, 0, 255, 55),
            _rect(510, 0, 190, 55),
            _rect(0, 945, 190, 55),
            _rect(445, 945, 255, 55),
        ),
    ),
}
_ROMAN_GAP = 45


@cache
def _roman(text: str) -> QPainterPath:
    """A Roman numeral from the glyphs above, cap top at y=0, left edge at x=0."""
    out = QPainterPath()
    out.setFillRule(Qt.FillRule.WindingFill)
    x = 0.0
    for ch in text:
        width, parts = _ROMAN_GLYPHS[ch]
        for part in parts:
            out.addPath(part.translated(x, 0))
        x += width + _ROMAN_GAP
    return out


def text_path(
    text: str, cap: float, max_width: float | None = None, family: str = "serif", bold: bool = True
) -> QPainterPath:
    """``text`` as a path whose capitals are ``cap`` high, cap top at y=0, centred on x=0.

    Wider text is squeezed horizontally to ``max_width`` (so VIII fits the index column).
    """
    if family == "serif" and text and set(text) <= set(_ROMAN_GLYPHS):
        raw, top, base = _roman(text), 0.0, 1000.0
    else:
        raw, top, base = _raw_text(text, family, bold)
    k = cap / (base - top)
    r = raw.boundingRect()
    kx = k
    if max_width is not None and r.width() * k > max_width:
        kx = max_width / r.width()
    t = QTransform()
    t.scale(kx, k)
    t.translate(-(r.left() + r.width() / 2), -top)
    return t.map(raw)


def fill_path(painter: QPainter, path: QPainterPath, colour: QColor | str, x: float = 0, y: float = 0) -> None:
    """Fill ``path`` translated by (x, y) in one colour."""
    painter.save()
    painter.translate(x, y)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawPath(path)
    painter.restore()


def draw_indices(
    painter: QPainter,
    ctx: Ctx,
    label: str,
    ink: QColor | str,
    suit: str | None,
    colours: SuitColours | None,
    big: bool = False,
    family: str = "serif",
) -> None:
    """The corner index (label over a small suit symbol) top left and, turned, bottom right.

    Compact cards get a large label over a large symbol: where cards overlap in a hand or an open column,
    the corner is all that shows, so it alone must tell every card of the deck apart.
    """
    if ctx.compact:
        cap, col_w, text_w = 230.0, 340.0, 340.0
    else:
        # The label sits above the first pip row, so it may run wider than the pip column.
        cap, col_w, text_w = (150.0, 190.0, 200.0) if big else (118.0, 150.0, 196.0)
    text = text_path(label, cap, text_w, family=family)
    cx = 40 + col_w / 2
    half = text.boundingRect().width() / 2
    tx = 48 + half if ctx.compact else max(cx, 44 + half)
    pip = cap * 0.95
    if ctx.compact:
        # a symbol big enough that spades and clubs differ at 34 px, under the label's left edge
        pip = 320.0
        cx = 44 + pip / 2
    # a small card shows its index once: a turned copy would crowd the big symbol
    for rotated in (False,) if ctx.compact else (False, True):
        painter.save()
        if rotated:
            painter.translate(W, ctx.h)
            painter.rotate(180)
        fill_path(painter, text, ink, tx, 58)
        if suit is not None and colours is not None:
            draw_symbol(painter, suit, colours, cx, 58 + cap + 40 + pip / 2, pip)
        painter.restore()


def draw_compact(painter: QPainter, ctx: Ctx, suit: str | None, colours: SuitColours | None, size: float) -> None:
    """The rest of a small card: one big symbol, low and right of the corner index."""
    if suit is not None and colours is not None:
        draw_symbol(painter, suit, colours, W * 0.6, ctx.h * 0.64, size)
