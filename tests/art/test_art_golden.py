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

from cardtable.art import render_face
from cardtable.art.sheet import cells, contact_sheet, sheet_labels
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


@pytest.mark.parametrize(("deck", "width", "dpr"), CASES, ids=[f"{d}-{w}-{r:g}x" for d, w, r in CASES])
def test_deck_matches_golden(qapp, tmp_path, deck, width, dpr):
    sheet = contact_sheet(deck, width, dpr)
    path = GOLDEN / f"{deck}-{width}-{dpr:g}x.png"
    if UPDATE:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        assert sheet.save(str(path))
    golden = QImage(str(path))
    assert not golden.isNull(), f"missing golden {path.name}; set CARDTABLE_UPDATE_GOLDEN=1 to create it"
    assert golden.size() == sheet.size(), f"{path.name}: the sheet size changed"
    card = render_face(deck, DECKS[deck].codes[0], width, dpr)
    _, rects = cells(len(sheet_labels(deck)), card.width(), card.height())
    bad = []
    for label, rect in zip(sheet_labels(deck), rects, strict=True):
        d = diff(sheet.copy(rect), golden.copy(rect))
        if d.mean > MAX_MEAN or d.visible > MAX_VISIBLE:
            bad.append(f"{label} (mean {d.mean:.2f}, visible {d.visible:.3f})")
    if bad:
        sheet.save(str(tmp_path / path.name))
        pytest.fail(f"{path.name}: {', '.join(bad)} differ; see {tmp_path / path.name}")


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
