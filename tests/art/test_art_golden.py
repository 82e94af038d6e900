"""Golden images: every card of every deck at a fixed size, compared with stored PNGs.

Regenerate deliberately after an intended change of the art:
    CARDTABLE_UPDATE_GOLDEN=1 QT_QPA_PLATFORM=offscreen python -m pytest -q tests/art
then look at the new PNGs under tests/art/golden/ before committing them.
"""

import dataclasses
import os
from pathlib import Path

import pytest
from art_imagediff import diff
from PySide6.QtGui import QImage

from cardtable.art import Style, render_face
from cardtable.art.sheet import back_labels, backs_sheet, cells, contact_sheet, sheet_labels
from cardtable.cards.deck import DECKS

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("CARDTABLE_UPDATE_GOLDEN") == "1"
# Compared card by card: font rasterisers differ a little between machines, while a changed
# drawing (a pip moved, a colour changed) makes one card differ a lot.
MAX_MEAN, MAX_VISIBLE = 0.5, 0.004

# njet48 has the same distinct cards as njet60; the small cases cover the compact faces (34 px: the smallest card
# the table draws, see test_art_distinct.py) and a fractional dpr.
DECK_NAMES = [deck for deck in DECKS if deck != "njet48"]
CASES = (
    [(deck, 96, 1.0) for deck in DECK_NAMES]
    + [(deck, 34, 1.0) for deck in DECK_NAMES]
    + [("hungarian32", 48, 1.0), ("piquet32", 40, 1.5)]
)


# The player's other faces (View ▸ cards): the simple Hungarian faces, the four-colour French suits, the Hungarian
# court letters on French-suited cards (large and compact: the compact faces carry the letters too).
STYLES = {
    "simple": Style(hungarian="simple"),
    "four-colour": Style(french="four-colour"),
    "hu": Style(indices="hu"),
}
STYLE_CASES = [
    ("hungarian32", 96, 1.0, "simple"),
    ("hungarian32", 150, 1.0, "simple"),
    ("piquet32", 96, 1.0, "four-colour"),
    ("piquet32", 96, 1.0, "hu"),
    ("piquet32", 34, 1.0, "hu"),
    ("tarokk42", 96, 1.0, "hu"),
    ("tarokk42", 34, 1.0, "hu"),
]


def compare(tmp_path, sheet: QImage, name: str, cells_: list[tuple[str, object]]) -> None:
    """``sheet`` against the golden PNG ``name``, cell by cell (label, QRect)."""
    path = GOLDEN / name
    if UPDATE:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        assert sheet.save(str(path))
    golden = QImage(str(path))
    assert not golden.isNull(), f"missing golden {path.name}; set CARDTABLE_UPDATE_GOLDEN=1 to create it"
    assert golden.size() == sheet.size(), f"{path.name}: the sheet size changed"
    bad = []
    for label, rect in cells_:
        d = diff(sheet.copy(rect), golden.copy(rect))
        if d.mean > MAX_MEAN or d.visible > MAX_VISIBLE:
            bad.append(f"{label} (mean {d.mean:.2f}, visible {d.visible:.3f})")
    if bad:
        sheet.save(str(tmp_path / path.name))
        pytest.fail(f"{path.name}: {', '.join(bad)} differ; see {tmp_path / path.name}")


def deck_cells(deck: str, width: int, dpr: float) -> list[tuple[str, object]]:
    card = render_face(deck, DECKS[deck].codes[0], width, dpr)
    _, rects = cells(len(sheet_labels(deck)), card.width(), card.height())
    return list(zip(sheet_labels(deck), rects, strict=True))


@pytest.mark.parametrize(("deck", "width", "dpr"), CASES, ids=[f"{d}-{w}-{r:g}x" for d, w, r in CASES])
def test_deck_matches_golden(qapp, tmp_path, deck, width, dpr):
    compare(tmp_path, contact_sheet(deck, width, dpr), f"{deck}-{width}-{dpr:g}x.png", deck_cells(deck, width, dpr))


@pytest.mark.parametrize(
    ("deck", "width", "dpr", "style"), STYLE_CASES, ids=[f"{d}-{s}-{w}-{r:g}x" for d, w, r, s in STYLE_CASES]
)
def test_card_style_matches_golden(qapp, tmp_path, deck, width, dpr, style):
    sheet = contact_sheet(deck, width, dpr, backs=False, style=STYLES[style])
    cells_ = deck_cells(deck, width, dpr)[: len(DECKS[deck].ids)]  # the faces (no backs on this sheet)
    compare(tmp_path, sheet, f"{deck}-{style}-{width}-{dpr:g}x.png", cells_)
    # and it is another face than the classic one: each style changes what it says it changes
    classic = contact_sheet(deck, width, dpr, backs=False)
    # (any clearly different channel counts: the ace's change to Á is an accent)
    changed = [label for label, rect in cells_ if diff(sheet.copy(rect), classic.copy(rect)).visible > 0]
    expected = {
        "simple": sheet_labels(deck)[: len(DECKS[deck].ids)],  # every Hungarian face
        "four-colour": [c for c in DECKS[deck].ids if c[0] in "DC"],  # diamonds and clubs only
        "hu": [c for c in DECKS[deck].ids if c[0] != "T"],  # B D K Á L and the numbers, in a sans face
    }[style]
    assert sorted(changed) == sorted(expected)


def test_backs_match_golden(qapp, tmp_path):
    sheet, rects = backs_sheet(48)
    labels = [f"{deck}/{variant}/{choice}" for deck, variant, choice in back_labels()]
    compare(tmp_path, sheet, "backs-48-1x.png", list(zip(labels, rects, strict=True)))
    # a chosen back is the same design on every deck (Écarté's second pack in its own colour)
    by = {label: sheet.copy(rect) for label, rect in zip(labels, rects, strict=True)}
    for choice in ("tartan", "waves"):
        assert diff(by[f"hungarian32/0/{choice}"], by["hungarian32/0/classic"]).visible > 0.1
        assert diff(by[f"piquet32/0/{choice}"], by[f"piquet32/1/{choice}"]).visible > 0.1
        assert diff(by[f"mu60/0/{choice}"], by[f"numbers36/0/{choice}"]).mean < MAX_MEAN


def test_diff_detects_a_small_change_in_one_card(qapp):
    from cardtable.art.palette import THEMES

    a = render_face("hungarian32", "P9", 96)
    assert diff(a, a.copy()).mean == 0
    # The same card in the four-colour theme is identical; a hungarian pip colour change is not.
    assert diff(a, render_face("hungarian32", "P9", 96, theme=THEMES["four-colour"])).mean == 0
    d = diff(a, render_face("hungarian32", "P8", 96))  # one pip less
    assert d.mean > MAX_MEAN and d.visible > MAX_VISIBLE
    darker = dataclasses.replace(THEMES["classic"].suits["piros"], main="#b8281f")
    theme = dataclasses.replace(THEMES["classic"], suits={**THEMES["classic"].suits, "piros": darker})
    assert diff(a, render_face("hungarian32", "P9", 96, theme=theme)).mean > MAX_MEAN  # a slightly darker red
