"""Contact sheets: every card of a deck (and its backs) on one image, for eyes and golden tests.

``python -m cardtable.art.sheet DECK OUT.png [WIDTH] [DPR] [hungarian=simple french=four-colour indices=hu
back=waves]`` writes one for humans; ``backs`` as the DECK: every deck's back in every choice of back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF, QRect, QSize
from PySide6.QtGui import QColor, QImage, QPainter

from cardtable.art import render_back, render_face
from cardtable.art.styles import BACK_CHOICES, CLASSIC, Style
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


def contact_sheet(
    deck: str, width: int, dpr: float = 1.0, columns: int | None = None, backs: bool = True, style: Style = CLASSIC
) -> QImage:
    """Every distinct card of ``deck`` at ``width`` px (then its backs) in ``style``, on a table-green sheet."""
    images = [render_face(deck, c, width, dpr, style=style) for c in deck_codes(deck)]
    if backs:
        images += [render_back(deck, width, dpr, v, style=style) for v in ((0, 1) if deck == "piquet32" else (0,))]
    size, rects = cells(len(images), images[0].width(), images[0].height(), columns)
    return _paste(size, rects, images)


def _paste(size: QSize, rects: list[QRect], images: list[QImage]) -> QImage:
    """A table-green sheet of ``size`` with each image at its cell's top left."""
    sheet = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor(TABLE))
    p = QPainter(sheet)
    for rect, img in zip(rects, images, strict=True):
        p.drawImage(QPointF(rect.topLeft()), img)
    p.end()
    return sheet


def back_labels() -> list[tuple[str, int, str]]:
    """What each cell of the backs sheet shows: (deck, variant, choice), a row per choice of back."""
    decks = [d for d in DECKS if d != "njet48"]  # njet48's back is njet60's
    return [
        (deck, variant, choice)
        for choice in BACK_CHOICES
        for deck in decks
        for variant in ((0, 1) if deck == "piquet32" else (0,))
    ]


def backs_sheet(width: int, dpr: float = 1.0) -> tuple[QImage, list[QRect]]:
    """Every deck's back in every choice of back (a row per choice), and where each cell lies."""
    labels = back_labels()
    images = [render_back(deck, width, dpr, v, style=Style(back=choice)) for deck, v, choice in labels]
    high = max(img.height() for img in images)
    size, rects = cells(len(images), images[0].width(), high, columns=len(labels) // len(BACK_CHOICES))
    sheet = _paste(size, rects, images)
    return sheet, [QRect(r.topLeft(), img.size()) for r, img in zip(rects, images, strict=True)]


_APP = None


def main(argv: list[str] | None = None) -> int:
    """Command line: write a contact sheet PNG."""
    from PySide6.QtGui import QGuiApplication

    given = sys.argv[1:] if argv is None else argv
    args = [a for a in given if "=" not in a]
    if len(args) not in (2, 3, 4):
        print(
            "usage: python -m cardtable.art.sheet DECK OUT.png [WIDTH] [DPR] [hungarian=… french=… indices=… back=…]",
            file=sys.stderr,
        )
        return 2
    global _APP  # the application must outlive the cached fonts and paths
    _APP = QGuiApplication.instance() or QGuiApplication([])
    try:
        width = int(args[2]) if len(args) > 2 else 120
        dpr = float(args[3]) if len(args) > 3 else 1.0
        style = Style(**dict(a.split("=", 1) for a in given if "=" in a))
        img = backs_sheet(width, dpr)[0] if args[0] == "backs" else contact_sheet(args[0], width, dpr, style=style)
    except (ValueError, TypeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if not img.save(args[1]):
        print(f"error: could not write {args[1]}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
