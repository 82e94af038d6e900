"""Hungarian (Tell pattern) faces: piros, tök, zöld, makk; VII–X, alsó, felső, király, ász."""

from __future__ import annotations

from PySide6.QtGui import QPainter

from cardtable.art import figures, pips, simple
from cardtable.art.card import Ctx, W, draw_compact, draw_indices
from cardtable.art.suits import HUNGARIAN_SUITS, draw_symbol

ASPECT = 1.55
INDEX = {"7": "VII", "8": "VIII", "9": "IX", "10": "X", "U": "Al", "O": "F", "K": "K", "A": "Á"}
PIP = 172.0


def paint(painter: QPainter, code: str, ctx: Ctx) -> None:
    """Draw the face of Hungarian card ``code`` (already validated)."""
    suit, rank = HUNGARIAN_SUITS[code[0]], code[1:]
    colours = ctx.theme.suits[suit]
    ink = ctx.theme.ink
    if ctx.compact:
        draw_indices(painter, ctx, INDEX[rank], ink, suit, colours)
        draw_compact(painter, ctx, suit, colours, 560)
        return
    if ctx.style.hungarian == "simple":
        simple.paint(painter, ctx, rank, INDEX[rank], suit, colours)
        return
    if rank in pips.HUNGARIAN:
        top, bottom = 0.2 * ctx.h, 0.8 * ctx.h
        for col, row, _ in pips.pip_points(pips.HUNGARIAN, rank):
            x = W / 2 + (col - 1) * 215
            y = top + row * (bottom - top) / 6
            draw_symbol(painter, suit, colours, x, y, PIP)
    elif rank == "A":
        figures.hungarian_ace(painter, ctx, suit, colours)
    else:
        figures.hungarian_court(painter, ctx, rank, suit, colours)
    draw_indices(painter, ctx, INDEX[rank], ink, suit, colours)
