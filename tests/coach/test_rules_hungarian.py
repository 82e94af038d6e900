"""The Hungarian rules pages say what the seeds say, in the words Hungarian players use
(the rule-page items of the Hungarian text review, /work/shared/reviews/hungarian-texts.md)."""

from __future__ import annotations

import re

import pytest

from cardtable.coach import rulesdoc


def _flat(game: str, anchor: str) -> str:
    s = rulesdoc.section(game, anchor, "hu")
    assert s is not None
    return " ".join(s.body.split())


def test_bte_3_9_one_jump_promises_the_xix_two_jumps_the_xviii():
    invit = _flat("tarokk", "invit")
    assert "az egy ugrás a **XIX**-est, a két ugrás a **XVIII**-ast ígéri" in invit
    assert "egy fokkal magasabb" not in invit
    assert "ez a **XX**-ast ígéri" in invit  # engedés


def test_bte_3_8_no_viszontinvit():
    assert "nincs viszontinvit" in _flat("tarokk", "invit")
    assert "ellen-invit" not in rulesdoc.text("tarokk", "hu")


def test_bte_5_figures_are_named_tuletroa_and_ulti():
    text = rulesdoc.text("tarokk", "hu")
    assert not re.search(r"\btrull", text, re.IGNORECASE)
    assert "ultimó" not in text
    figures = rulesdoc.section("tarokk", "figures", "hu")
    assert figures is not None
    for name in ("| **Tulétroá** |", "| **Pagát ulti** |", "| **Sas ulti** |", "| **Király ulti** |"):
        assert name in figures.body


def test_roman_numerals_take_the_suffixes_of_the_spoken_number():
    """XX-as, XIX-es, XXI-es: "a XX-ast", "XX-assal", "XXI-essel", never "a XX-at" or "XXI-gyel"."""
    text = rulesdoc.text("tarokk", "hu")
    for wrong in ("XX-at", "XX-szal", "XXI-gyel", "XXI-et", "**-et", "**-at", "XX-át"):
        assert wrong not in text, wrong
    for right in ("XX-assal", "XXI-essel", "a XX-ast"):
        assert right in text, right


def test_the_bid_table_has_no_english_column():
    bidding = rulesdoc.section("tarokk", "bidding", "hu")
    assert bidding is not None
    assert "Angolul" not in bidding.body and "three" not in bidding.body
    assert "| Licit | Felvett lap | Játékérték |" in bidding.body


def test_4m_a_caught_silent_ulti_costs_four_to_each_player():
    """4M: "elbukta a csendes ultit, ezért 4-4 pontot fizet a játékosoknak" (piros: double)."""
    silent = _flat("ulti", "silent")
    assert "elbukott csendes ulti gazdája 4-et (piros 8-at) fizet minden más játékosnak" in silent


def test_mausz_6_4_trumping_over_a_trump_when_you_cannot_beat_it():
    must_beat = _flat("ulti", "must-beat")
    assert "ha nem tudsz, akkor is adut kell tenned" in must_beat
    assert "különben is" not in must_beat


def test_4m_the_ablak_is_named_as_the_players_name_it():
    text = _flat("ulti", "variant-4m")
    assert "az ablakba" in text and "kassz" not in text


def test_mausz_20_and_40_are_jelentes_and_parts_of_a_bid_are_tag():
    announcements = rulesdoc.section("ulti", "announcements", "hu")
    assert announcements is not None and announcements.title == "Adu és jelentések"
    text = rulesdoc.text("ulti", "hu")
    assert not re.search(r"\brész(?:e|ei|ét|ére|ből|t|szám)?\b", text), re.search(r"\brész\w*", text)
    assert "kevesebb tagból áll" in " ".join(text.split())


def test_the_forehand_is_called_elokez():
    text = rulesdoc.text("ulti", "hu")
    assert "első kéz" not in text and "**előkéz**" in text


@pytest.mark.parametrize(("wrong", "right"), [("pikét kártya", "pikétkártya")])
def test_ecarte_page_spelling(wrong, right):
    text = rulesdoc.text("ecarte", "hu")
    assert wrong not in text and right in text
