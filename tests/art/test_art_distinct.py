"""No two cards of a deck look alike in the index corner at the smallest sizes the table draws.

Where cards overlap (a fanned hand, an open column, a trick pile) the top-left corner is all that
shows, so it alone must tell every pair of distinct cards apart: by shape, not only by an accent
(a 34 px Hungarian alsó "A" and ász "Á" were the same card to the eye).
"""

import itertools

import pytest
from art_imagediff import diff
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage, QPainter

from cardtable.art import Style, render_face
from cardtable.art.card import Ctx, W, draw_indices, paint_blank
from cardtable.art.palette import THEMES
from cardtable.cards.deck import DECKS

# 34 px: the smallest hand and trick card (TableScene.card_size); 21 px: face-up cards in front of
# a seat and trick piles (0.62 of that).
SIZES = (34, 21)
CORNER = (0.5, 0.42)  # the index corner: this fraction of the width and the height, from the top left
# A pair must differ clearly (a channel by more than 40 of 255) in at least this fraction of the
# corner's channels. An accent alone ("A" / "Á") reaches about 0.008; the closest distinct shapes
# (X / XI, ♠ / ♣ at 34 px) about 0.023.
MIN_VISIBLE = 0.02


def corner(img: QImage) -> QImage:
    return img.copy(QRect(0, 0, round(img.width() * CORNER[0]), round(img.height() * CORNER[1])))


@pytest.mark.parametrize("width", SIZES)
@pytest.mark.parametrize(
    ("deck", "style"),
    [(d, Style()) for d in DECKS if d != "njet48"]  # njet48's cards are njet60's
    + [("piquet32", Style(indices="hu")), ("tarokk42", Style(indices="hu"))],  # B D K Á L in the Hungarian UI
    ids=lambda v: v.indices if isinstance(v, Style) else v,
)
def test_every_pair_of_cards_differs_in_the_index_corner(qapp, deck, style, width):
    codes = list(dict.fromkeys(DECKS[deck].codes))
    crops = {c: corner(render_face(deck, c, width, style=style)) for c in codes}
    alike = []
    for a, b in itertools.combinations(codes, 2):
        d = diff(crops[a], crops[b])
        if d.visible < MIN_VISIBLE:
            alike.append(f"{a}/{b} ({d.visible:.3f})")
    assert not alike, f"{deck} at {width} px: cards alike in the corner: {', '.join(alike)}"


def _index_only(label: str, width: int = 34) -> QImage:
    """A blank small tök card with only the corner index ``label``."""
    th = THEMES["classic"]
    h = round(width * 1.55)
    img = QImage(width, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_blank(p, width, h, th)
    k = width / W
    p.scale(k, k)
    draw_indices(p, Ctx(h=h / k, px=k, theme=th, compact=True), label, th.ink, "tok", th.suits["tok"])
    p.end()
    return corner(img)


def test_the_measure_calls_an_accent_alone_alike(qapp):
    # The old alsó / ász indices: the check above would have failed on them.
    assert diff(_index_only("A"), _index_only("Á")).visible < MIN_VISIBLE
    assert diff(_index_only("Al"), _index_only("Á")).visible > 3 * MIN_VISIBLE


def test_hungarian_under_and_ace_indices_differ_in_shape():
    from cardtable.art.hungarian import INDEX

    assert INDEX["U"] != INDEX["A"]
    assert INDEX["U"].upper().replace("Á", "A") != INDEX["A"].upper().replace("Á", "A")


def test_small_cards_show_the_suit_in_the_corner(qapp):
    # Same rank, suits of the same colour: only the corner symbol tells them apart.
    for deck, a, b in (("piquet32", "H7", "D7"), ("piquet32", "SQ", "CQ"), ("hungarian32", "TU", "ZU")):
        assert diff(corner(render_face(deck, a, 34)), corner(render_face(deck, b, 34))).visible >= MIN_VISIBLE
