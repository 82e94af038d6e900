"""CardRenderer: sizes, cache, errors, and that every card of every deck draws something."""

import pytest
from PySide6.QtGui import QIcon, QImage

from cardtable.art import CardRenderer, app_icon, render_back, render_face, themes
from cardtable.art.numbers import triangles
from cardtable.art.pips import FRENCH, HUNGARIAN, pip_points
from cardtable.art.sheet import deck_codes
from cardtable.cards.deck import DECKS


def _distinct_colours(img: QImage, step: int = 3) -> int:
    seen = set()
    for y in range(0, img.height(), step):
        for x in range(0, img.width(), step):
            seen.add(img.pixel(x, y))
    return len(seen)


def test_cache_returns_the_same_pixmap(qapp):
    r = CardRenderer()
    a = r.face("hungarian32", "ZA", 100)
    assert r.face("hungarian32", "ZA", 100) is a
    assert r.face("hungarian32", "ZA", 101) is not a
    assert r.back("piquet32", 80) is r.back("piquet32", 80)
    assert r.back("piquet32", 80, variant=1) is not r.back("piquet32", 80)
    r.clear()
    assert r.face("hungarian32", "ZA", 100) is not a


def test_dpr_sets_device_size(qapp):
    r = CardRenderer()
    one = r.face("piquet32", "HQ", 90, 1.0)
    two = r.face("piquet32", "HQ", 90, 2.0)
    assert (one.width(), one.height()) == (90, 135)
    assert (two.width(), two.height()) == (180, 270)
    assert two.devicePixelRatio() == 2.0
    assert two.deviceIndependentSize().width() == pytest.approx(90)
    odd = r.face("hungarian32", "P7", 75, 1.25)
    assert odd.width() == 94 and odd.devicePixelRatio() == 1.25


def test_aspect_matches_pixmaps(qapp):
    r = CardRenderer()
    for deck in DECKS:
        pm = r.face(deck, DECKS[deck].codes[0], 200)
        assert pm.height() / pm.width() == pytest.approx(r.aspect(deck), abs=0.01)
        assert r.back(deck, 200).size() == pm.size()


@pytest.mark.parametrize(
    ("deck", "code", "named"),
    [
        ("hungarian32", "PJ", "'PJ'"),
        ("piquet32", "P7", "'P7'"),
        ("mu60", "R10", "'R10'"),
        ("numbers36", "R0", "'R0'"),
        ("tarokk42", "T23", "'T23'"),
        ("bridge52", "HA", "'bridge52'"),
    ],
)
def test_unknown_cards_and_decks_raise(qapp, deck, code, named):
    r = CardRenderer()
    with pytest.raises(ValueError, match=named):
        r.face(deck, code, 100)


def test_bad_sizes_and_themes_raise(qapp):
    r = CardRenderer()
    with pytest.raises(ValueError, match="width"):
        r.face("piquet32", "HA", 0)
    with pytest.raises(ValueError, match="pixel ratio"):
        r.face("piquet32", "HA", 50, 0)
    with pytest.raises(ValueError, match="bright"):
        CardRenderer("bright")
    with pytest.raises(ValueError, match="aspect"):
        r.back("aspect", 50)


@pytest.mark.parametrize("deck", list(DECKS))
def test_every_card_draws_something(qapp, deck):
    blank = None
    faces = {}
    for width in (50, 130):
        for code in deck_codes(deck):
            img = render_face(deck, code, width)
            assert not img.isNull() and img.width() == width
            centre = img.pixelColor(width // 2, img.height() // 2)
            assert centre.alpha() == 255  # the face is opaque...
            assert img.pixelColor(0, 0).alpha() == 0  # ...inside rounded corners
            assert _distinct_colours(img) > 6, f"{deck} {code} at {width}px looks blank"
            faces[code, width] = img
        blank = render_back(deck, width)
        assert _distinct_colours(blank) > 4
    # At full size no two different cards of a deck look the same.
    large = [faces[c, 130] for c in deck_codes(deck)]
    assert len({bytes(i.constBits()) for i in large}) == len(large)


def test_pip_tables_give_the_right_counts():
    for layout in (HUNGARIAN, FRENCH):
        for rank in ("7", "8", "9", "10"):
            pts = pip_points(layout, rank)
            assert len(pts) == int(rank)
            assert len({(c, r) for c, r, _ in pts}) == int(rank)
            assert all(0 <= c <= 2 and 0 <= r <= 6 for c, r, _ in pts)


def test_mu_triangles():
    assert [triangles(str(v)) for v in range(10)] == [1, 0, 1, 1, 1, 1, 2, 2, 1, 0]
    assert sum(triangles(str(v)) for v in (0, 1, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9)) == 12  # per colour, rules §1


def test_piquet_backs_alternate_colours(qapp):
    a, b = render_back("piquet32", 60, variant=0), render_back("piquet32", 60, variant=1)
    ca, cb = a.pixelColor(10, 45), b.pixelColor(10, 45)
    assert ca.blue() > ca.red() and cb.red() > cb.blue()  # blue pack and red pack


def test_four_colour_theme_changes_diamonds_only(qapp):
    assert themes() == ["classic", "four-colour"]
    classic, four = CardRenderer("classic"), CardRenderer("four-colour")
    assert classic.face("piquet32", "H9", 80).toImage() == four.face("piquet32", "H9", 80).toImage()
    assert classic.face("piquet32", "D9", 80).toImage() != four.face("piquet32", "D9", 80).toImage()


def test_app_icon(qapp):
    icon = app_icon()
    assert isinstance(icon, QIcon) and not icon.isNull()
    sizes = {s.width() for s in icon.availableSizes()}
    assert {16, 32, 256} <= sizes
    img = icon.pixmap(32, 32).toImage()
    assert _distinct_colours(img, 1) > 10


def test_qt_binding_does_not_leak_references_to_none(qapp):
    """PySide6-Essentials 6.12.0 on Python 3.11 lost a reference to None per void call (pinned out)."""
    import sys

    before = sys.getrefcount(None)
    render_face("hungarian32", "PK", 120)  # thousands of void QPainter calls
    assert sys.getrefcount(None) >= before - 50  # a leak would lose one per call


def test_cache_drops_least_recently_used_beyond_its_budget(qapp):
    r = CardRenderer()
    r.budget = 3 * 100 * 155 * 4  # room for three Hungarian cards at 100 px
    a = r.face("hungarian32", "P7", 100)
    b = r.face("hungarian32", "P8", 100)
    assert r.face("hungarian32", "P7", 100) is a  # touch P7: P8 is now the oldest
    r.face("hungarian32", "P9", 100)
    r.face("hungarian32", "P10", 100)
    assert r.face("hungarian32", "P7", 100) is a
    assert r.face("hungarian32", "P8", 100) is not b


def test_oversized_cards_are_refused(qapp):
    with pytest.raises(ValueError, match="too large"):
        CardRenderer().face("tarokk42", "T21", 3000, 2.0)


def test_icon_files_are_current(qapp):
    from pathlib import Path

    from cardtable.art import icon

    folder = Path(__file__).resolve().parents[2] / "resources" / "icons"
    assert (folder / "cardtable.svg").read_text(encoding="utf-8") == icon.svg() + "\n"
    for size in icon.SIZES:
        img = QImage(str(folder / f"cardtable-{size}.png"))
        assert (img.width(), img.height()) == (size, size)
