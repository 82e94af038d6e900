"""Contact sheets: every card of a deck (and its backs) on one image, for eyes and golden tests.

``python -m cardtable.art.sheet DECK OUT.png [WIDTH] [DPR]`` writes one for humans.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF, QRect, QSize
from PySide6.QtGui import QColor, QImage, QPainter

from cardtable.art import render_back, render_face
from cardtable.cards.deck import DECKS

TABLE = "#35654d"  # the green of a card table, so the card edges show


def deck_codes(deck: str) -> list[str]:
    """Each distinct code of ``deck`` once, in deck order."""
    try:
        codes = DECKS[deck].codes
    except KeyError:
        raise ValueError(f"unknown deck {deck!r}; known: {', '.join(DECKS)}") from None
    return list(dict.fromkeys(codes))


def sheet_labels(deck: str) -> list[str]:
    """What each cell of ``deck``'s contact sheet shows: the codes, then "back" or "back0"/"back1"."""
    backs = ["back0", "back1"] if deck == "piquet32" else ["back"]
    return deck_codes(deck) + backs


def cells(count: int, cw: int, ch: int, columns: int | None = None) -> tuple[QSize, list[QRect]]:
    """The sheet size and the rectangle of each of ``count`` cells of cw × ch."""
    if columns is None:
        columns = 8 if count <= 40 else 10
    gap = max(4, cw // 12)
    rows = -(-count // columns)
    rects = []
    for i in range(count):
        r, c = divmod(i, columns)
        rects.append(QRect(gap + c * (cw + gap), gap + r * (ch + gap), cw, ch))
    return QSize(gap + columns * (cw + gap), gap + rows * (ch + gap)), rects


def contact_sheet(deck: str, width: int, dpr: float = 1.0, columns: int | None = None, backs: bool = True) -> QImage:
    """Every distinct card of ``deck`` at ``width`` px (then its backs), on a table-green sheet."""
    images = [render_face(deck, c, width, dpr) for c in deck_codes(deck)]
    if backs:
        images += [render_back(deck, width, dpr, v) for v in ((0, 1) if deck == "piquet32" else (0,))]
    size, rects = cells(len(images), images[0].width(), images[0].height(), columns)
    sheet = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor(TABLE))
    p = QPainter(sheet)
    for rect, img in zip(rects, images, strict=True):
        p.drawImage(QPointF(rect.topLeft()), img)
    p.end()
    return sheet


_APP = None


def main(argv: list[str] | None = None) -> int:
    """Command line: write a contact sheet PNG."""
    from PySide6.QtGui import QGuiApplication

    args = sys.argv[1:] if argv is None else argv
    if len(args) not in (2, 3, 4):
        print("usage: python -m cardtable.art.sheet DECK OUT.png [WIDTH] [DPR]", file=sys.stderr)
        return 2
    global _APP  # the application must outlive the cached fonts and paths
    _APP = QGuiApplication.instance() or QGuiApplication([])
    try:
        width = int(args[2]) if len(args) > 2 else 120
        dpr = float(args[3]) if len(args) > 3 else 1.0
        img = contact_sheet(args[0], width, dpr)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if not img.save(args[1]):
        print(f"error: could not write {args[1]}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
