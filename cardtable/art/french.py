"""French-suited faces (piquet 32 and the suit cards of tarokk): pips, courts, aces."""

from __future__ import annotations

from PySide6.QtGui import QPainter

from cardtable.art import figures, pips
from cardtable.art.card import Ctx, W, draw_compact, draw_indices
from cardtable.art.suits import FRENCH_SUITS, draw_symbol

ASPECT = 1.5
INDEX = {"7": "7", "8": "8", "9": "9", "10": "10", "J": "J", "Q": "Q", "K": "K", "A": "A", "C": "C"}
# What Hungarian players write on French-suited cards: bubi, dáma, király, ász, and the tarokk's lovas.
INDEX_HU = {**INDEX, "J": "B", "Q": "D", "A": "Á", "C": "L"}
INDICES = {"en": INDEX, "hu": INDEX_HU}
# The Hungarian letters in a sans face: a serif B and D are one blot at the 34 px of a tarokk fan (the corner
# measure of tests/art/test_art_distinct.py: 1.9 % of the corner differs, 2 % wanted; sans: over it).
FAMILIES = {"en": "serif", "hu": "sans"}
PIP = 165.0


def paint(painter: QPainter, code: str, ctx: Ctx) -> None:
    """Draw the face of French-suited card ``code`` (already validated)."""
    suit, rank = FRENCH_SUITS[code[0]], code[1:]
    colours = ctx.theme.suits[suit]
    ink = colours.main
    label, family = INDICES[ctx.style.indices][rank], FAMILIES[ctx.style.indices]
    if ctx.compact:
        draw_indices(painter, ctx, label, ink, suit, colours, family=family)
        draw_compact(painter, ctx, suit, colours, 540)
        return
    if rank in pips.FRENCH:
        paint_pips(painter, ctx, rank, suit, colours)
    elif rank == "A":
        figures.french_ace(painter, ctx, suit, colours)
    else:
        figures.french_court(painter, ctx, rank, suit, colours)
    draw_indices(painter, ctx, label, ink, suit, colours, family=family)


def paint_pips(painter: QPainter, ctx: Ctx, rank: str, suit: str, colours) -> None:
    """The pips of a French 7..10, the lower half turned."""
    top, bottom = 0.2 * ctx.h, 0.8 * ctx.h
    for col, row, turned in pips.pip_points(pips.FRENCH, rank):
        x = W / 2 + (col - 1) * 210
        y = top + row * (bottom - top) / 6
        draw_symbol(painter, suit, colours, x, y, PIP, rotated=turned)
