"""The Hungarian deck's simple faces: a large index at both ends, and in the middle only what tells the card.

For players who find the figures busy or the classic indices small: the rank as big as the card's corner allows,
the pip cards' signs in two calm columns, the ász one big sign in a double ring, and the courts as flat
pictograms that keep the Hungarian deck's own cue — the felső holds the sign high, the alsó low, the király
wears the crown.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from cardtable.art.card import Ctx, W, fill_path, poly, text_path
from cardtable.art.figures import ellipse, fill
from cardtable.art.palette import SuitColours
from cardtable.art.suits import draw_symbol

CAP = 205.0  # the index's cap height (the classic face's is 118)
LABEL_W = 300.0  # VIII is squeezed to this
CORNER_SIGN = 165.0
PIP = 128.0
COLUMNS = {"7": (4, 3), "8": (4, 4), "9": (5, 4), "10": (5, 5)}  # signs in the left and right column


def paint(painter: QPainter, ctx: Ctx, rank: str, label: str, suit: str, colours: SuitColours) -> None:
    """A simple face: both corner indices, then the middle for ``rank``."""
    _corners(painter, ctx, label, suit, colours)
    cx, cy = W / 2, ctx.h / 2
    if rank in COLUMNS:
        _columns(painter, ctx, COLUMNS[rank], suit, colours)
    elif rank == "A":
        fill(painter, ellipse(cx, cy, 250), colours.light, colours.dark, 8)
        fill(painter, ellipse(cx, cy, 222), ctx.theme.face, colours.dark, 5)
        draw_symbol(painter, suit, colours, cx, cy, 330)
    else:
        _court(painter, ctx, rank, suit, colours)


def _corners(painter: QPainter, ctx: Ctx, label: str, suit: str, colours: SuitColours) -> None:
    """The label over its sign, top left and (turned) bottom right."""
    text = text_path(label, CAP, LABEL_W)
    half = text.boundingRect().width() / 2
    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(W, ctx.h)
            painter.rotate(180)
        fill_path(painter, text, ctx.theme.ink, 50 + half, 50)
        draw_symbol(painter, suit, colours, 50 + CORNER_SIGN / 2, 50 + CAP + 35 + CORNER_SIGN / 2, CORNER_SIGN)
        painter.restore()


def _columns(painter: QPainter, ctx: Ctx, counts: tuple[int, int], suit: str, colours: SuitColours) -> None:
    """The pip cards' signs in two columns between the corners (VII: four and three … X: five and five)."""
    top, bottom = ctx.h * 0.3, ctx.h * 0.7
    for x, n in zip((W / 2 - 95, W / 2 + 95), counts, strict=True):
        for i in range(n):
            y = top + (bottom - top) * (i / (n - 1) if n > 1 else 0.5)
            draw_symbol(painter, suit, colours, x, y, PIP)


def _court(painter: QPainter, ctx: Ctx, rank: str, suit: str, colours: SuitColours) -> None:
    """A standing figure in the suit's colour: the felső with the sign above his head, the alsó with it at his
    feet, the király crowned with the sign on his chest."""
    th = ctx.theme
    cx, cy = W / 2, ctx.h / 2
    panel = QRectF(cx - 170, cy - 320, 340, 640)
    painter.setPen(QPen(QColor(th.frame), 6))
    painter.setBrush(QColor(th.face_edge))
    painter.drawRoundedRect(panel, 30, 30)
    head_y = {"O": cy - 40, "U": cy - 190, "K": cy - 110}[rank]
    body = poly((cx - 70, head_y + 70), (cx + 70, head_y + 70), (cx + 120, head_y + 330), (cx - 120, head_y + 330))
    fill(painter, body, colours.main, colours.dark, 6)
    fill(painter, ellipse(cx, head_y, 58), th.skin, th.skin_dark, 5)
    if rank == "K":
        crown = poly(
            *((cx - 62, head_y - 40), (cx - 70, head_y - 112), (cx - 34, head_y - 76), (cx, head_y - 124)),
            *((cx + 34, head_y - 76), (cx + 70, head_y - 112), (cx + 62, head_y - 40)),
        )
        fill(painter, crown, th.gold, th.gold_dark, 5)
        sign_y = head_y + 190
    elif rank == "O":
        sign_y = head_y - 170  # held high
    else:
        sign_y = head_y + 400  # held low
    fill(painter, ellipse(cx, sign_y, 88), th.face, colours.dark, 5)
    draw_symbol(painter, suit, colours, cx, sign_y, 130)
