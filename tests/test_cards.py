"""The decks: codes, masks and names."""

import pytest

from cardtable.cards import DECKS, UnknownCard, bits, get_deck, mask_of


@pytest.mark.parametrize(
    "name,size",
    [
        ("hungarian32", 32),
        ("piquet32", 32),
        ("tarokk42", 42),
        ("mu60", 60),
        ("njet60", 60),
        ("njet48", 48),
        ("numbers36", 36),
    ],
)
def test_deck_sizes(name, size):
    deck = get_deck(name)
    assert len(deck) == size
    assert deck.full.bit_count() == size
    assert sum(m.bit_count() for m in deck.suit_masks) == size


def test_codes_round_trip_every_deck():
    for deck in DECKS.values():
        cards = deck.cards(deck.codes)
        assert cards == list(range(len(deck)))
        assert deck.codes_of(deck.full) == list(deck.codes)


def test_hungarian_names_both_languages():
    d = get_deck("hungarian32")
    zu = d.card("ZU")
    assert d.name_of(zu, "hu") == "zöld alsó"
    assert d.name_of(zu, "en") == "Leaves Under"
    assert d.name_of(d.card("PA"), "hu") == "piros ász"


def test_tarokk_and_piquet_codes():
    t = get_deck("tarokk42")
    assert t.name_of(t.card("T22"), "hu") == "skíz"
    assert "pagát" in t.name_of(t.card("T1"), "en")
    assert {"HA", "DA", "S10", "C10", "HC"} <= set(t.codes)
    assert "HA" in get_deck("piquet32").codes


def test_number_decks_are_multisets():
    d = get_deck("mu60")
    assert len(d.ids["R7"]) == 2  # two 7s per colour in MÜ
    cards = d.cards(["R7", "R7"])
    assert len(set(cards)) == 2
    with pytest.raises(ValueError):
        d.cards(["R7", "R7", "R7"])
    assert len(get_deck("njet60").ids["B7"]) == 4
    assert len(get_deck("njet48").ids["B7"]) == 1


def test_unknown_card_is_refused_clearly():
    d = get_deck("hungarian32")
    with pytest.raises(UnknownCard, match="X9"):
        d.card("X9")
    with pytest.raises(UnknownCard):
        d.cards(["P7", "HK"])
    with pytest.raises(ValueError):
        get_deck("skat")


def test_bits_and_masks():
    assert list(bits(0b101001)) == [0, 3, 5]
    assert mask_of([0, 3, 5]) == 0b101001


def test_full_deck_check():
    d = get_deck("piquet32")
    d.check_full_deck(list(reversed(d.codes)))
    with pytest.raises(ValueError):
        d.check_full_deck([*list(d.codes[:-1]), d.codes[0]])
    with pytest.raises(ValueError):
        d.check_full_deck(list(d.codes[:-1]))


def test_distinct_codes_and_their_copies():
    d = get_deck("njet60")
    assert len(d.distinct) == 40 and len(set(d.distinct)) == 40
    assert d.copies["B7"].bit_count() == 4
    assert sum(m.bit_count() for m in d.copies.values()) == 60
    assert get_deck("piquet32").distinct == get_deck("piquet32").codes
