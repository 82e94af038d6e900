"""Ulti contracts: the MAUSZ bid table (§3(5)), the 4M contract set, beats(), shorthand (§3(4))."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.games.ulti.contracts import (
    MAUSZ_TABLE,
    all_contracts,
    beats,
    parse_contract,
    piros_version,
    shorthand,
)

MAUSZ = all_contracts("mausz")
FOUR_M = all_contracts("4m")


def m(text: str):
    return parse_contract(text, "mausz")


def f(text: str):
    return parse_contract(text, "4m")


# --- Bidding (§3): the MAUSZ table -------------------------------------------------------------


def test_bid_table_mausz_has_the_54_rows_of_the_digest():
    assert len(MAUSZ) == 54
    assert [c.row for c in MAUSZ] == list(range(1, 55))
    for c, (row, rank, text, total) in zip(MAUSZ, MAUSZ_TABLE):
        assert (c.row, c.rank, c.text, c.total) == (row, rank, text, total)
        assert sum(c.values.values()) == c.total


@pytest.mark.parametrize(
    ("text", "parts", "values"),
    [
        ("passz", ("parti",), {"parti": 1}),
        ("piros passz", ("parti",), {"parti": 2}),
        ("4-asz", ("4-asz", "parti"), {"4-asz": 4, "parti": 1}),
        ("ulti", ("ulti", "parti"), {"ulti": 4, "parti": 1}),
        ("ulti 4-asz", ("ulti", "4-asz", "parti"), {"ulti": 4, "4-asz": 4, "parti": 1}),
        ("piros ulti", ("ulti", "parti"), {"ulti": 8, "parti": 2}),
        ("piros ulti 4-asz", ("ulti", "4-asz", "parti"), {"ulti": 8, "4-asz": 8, "parti": 2}),
        ("40-100 ulti", ("40-100", "ulti"), {"40-100": 4, "ulti": 4}),
        ("rebetli", ("rebetli",), {"rebetli": 10}),
        ("teritett-betli", ("teritett-betli",), {"teritett-betli": 20}),
        ("piros durchmars", ("durchmars",), {"durchmars": 12}),
        ("szintelen-teritett-durchmars", ("szintelen-teritett-durchmars",), {"szintelen-teritett-durchmars": 24}),
        (
            "piros 20-100 ulti teritett-durchmars",
            ("20-100", "ulti", "teritett-durchmars"),
            {"20-100": 16, "ulti": 8, "teritett-durchmars": 24},
        ),
    ],
)
def test_bid_table_mausz_parts_include_the_riding_parti(text, parts, values):
    c = m(text)
    assert c.parts == parts
    assert c.values == values


def test_bid_table_mausz_parti_rides_only_with_lone_ulti_4asz_or_both():
    with_parti = {c.text for c in MAUSZ if "parti" in c.parts}
    assert with_parti == {
        "passz",
        "piros passz",
        "4-asz",
        "ulti",
        "ulti 4-asz",
        "piros 4-asz",
        "piros ulti",
        "piros ulti 4-asz",
    }


def test_bid_table_mausz_highest_is_piros_20_100_ulti_teritett_durchmars_48():
    # §5(3)
    assert MAUSZ[-1].text == "piros 20-100 ulti teritett-durchmars"
    assert MAUSZ[-1].total == 48 == max(c.total for c in MAUSZ)


def test_bid_table_mausz_combination_rules_of_section_5():
    for c in MAUSZ:
        names = set(c.parts)
        assert not ({"40-100", "20-100"} <= names)
        if "4-asz" in names:
            assert not c.is_durchmars
        if c.is_betli or c.grade in ("szintelen-durchmars", "redurchmars", "szintelen-teritett-durchmars"):
            assert len(c.parts) == 1
    with pytest.raises(ValueError):
        m("40-100 szintelen-durchmars")  # §5(2): an illegal combination cannot be bid
    with pytest.raises(ValueError):
        m("4-asz durchmars")
    with pytest.raises(ValueError):
        m("40-100 20-100")


def test_bid_table_mausz_trump_and_open_flags():
    assert m("durchmars").trump_game and m("teritett-durchmars").trump_game
    for t in ("betli", "rebetli", "teritett-betli", "szintelen-durchmars", "redurchmars"):
        assert not m(t).trump_game
    assert m("teritett-betli").open_all and m("teritett-betli").open_declarer
    assert m("teritett-durchmars").open_declarer and not m("teritett-durchmars").open_all
    assert not m("redurchmars").open_declarer  # MAUSZ redurchmars is closed, only worth more
    assert not m("rebetli").open_declarer


def test_bid_table_mausz_marriages_allowed():
    assert m("ulti").marriages == "all"
    assert m("piros 40-100 ulti").marriages == "trump40"
    assert m("20-100 durchmars").marriages == "one20"  # §4(F)(4): the 20 of a 20-100 still counts
    assert m("ulti durchmars").marriages == "none"
    assert m("betli").marriages == "none"


def test_kontra_mausz_individual_only_in_betli_and_no_trump_durchmars():
    # §7(4)-(5)
    assert m("betli").individual_kontra == {"betli"}
    assert m("redurchmars").individual_kontra == {"redurchmars"}
    assert m("szintelen-durchmars").individual_kontra == {"szintelen-durchmars"}
    assert m("ulti durchmars").individual_kontra == frozenset()
    assert m("piros teritett-durchmars").individual_kontra == frozenset()


# --- Beating a bid — MAUSZ --------------------------------------------------------------------


def test_beating_a_bid_mausz_row_29_beats_row_28():
    r28, r29 = m("piros 40-100 4-asz"), m("piros 40-100 ulti")
    assert (r28.row, r29.row) == (28, 29)
    assert beats(r29, r28)
    assert not beats(r28, r29)


def test_beating_a_bid_mausz_rank_23_group_otherwise_cannot_beat_each_other():
    group = [c for c in MAUSZ if c.rank == 23]
    assert [c.row for c in group] == [28, 29, 30, 31]
    for a in group:
        for b in group:
            assert beats(a, b) == (a.row == 29 and b.row == 28)


def test_beating_a_bid_mausz_shared_ranks_cannot_beat_each_other():
    assert not beats(m("szintelen-durchmars"), m("durchmars"))
    assert not beats(m("durchmars"), m("szintelen-durchmars"))
    assert not beats(m("piros 40-100"), m("20-100"))
    assert not beats(m("20-100"), m("piros 40-100"))
    assert not beats(m("redurchmars"), m("teritett-durchmars"))


def test_beating_a_bid_mausz_higher_total_fewer_parts_then_rank():
    assert beats(m("betli"), m("ulti"))  # 5 = 5, one part against two (§3(5))
    assert beats(m("ulti"), m("4-asz"))  # same total and parts: rank (§4(C)(2))
    assert beats(m("40-100 ulti"), m("40-100 4-asz"))
    assert beats(m("20-100"), m("40-100 ulti"))  # 8 = 8, fewer parts
    assert beats(m("ulti 4-asz"), m("20-100"))  # 9 > 8
    assert not beats(m("passz"), m("passz"))


def test_beating_a_bid_mausz_table_order_is_the_ladder():
    # Every later row beats every earlier row of lower rank; equal rank never beats (except 29/28).
    for i, a in enumerate(MAUSZ):
        for b in MAUSZ[:i]:
            assert beats(a, b) == (a.rank > b.rank or (a.row, b.row) == (29, 28)), (a.text, b.text)
            assert not beats(b, a)


@given(st.sampled_from(MAUSZ), st.sampled_from(MAUSZ), st.sampled_from(MAUSZ))
def test_beating_a_bid_mausz_is_a_strict_order(a, b, c):
    assert not beats(a, a)
    assert not (beats(a, b) and beats(b, a))
    if beats(a, b) and beats(b, c):
        assert beats(a, c)


# --- Beating a bid — 4M -----------------------------------------------------------------------


def test_beating_a_bid_4m_values_of_the_source():
    assert f("passz").total == 1
    assert f("40-100").total == 4
    assert f("ulti").values == {"ulti": 4, "parti": 1}
    assert f("betli").total == 5
    assert f("durchmars").total == 7
    assert f("20-100").total == 8
    assert f("piros ulti 40-100").total == 16  # the source's "piros ulti—40-100 … 16 pontot ér"


def test_beating_a_bid_4m_piros_redurchmars_ulti_is_36():
    c = f("piros redurchmars—ulti")
    assert c.text == "piros ulti redurchmars"
    assert c.values == {"ulti": 8, "redurchmars": 28}
    assert c.total == 36 == 4 * 7 + 2 * 4


def test_beating_a_bid_4m_highest_is_piros_20_100_ulti_redurchmars_52():
    top = f("piros 20-100 ulti redurchmars")
    assert top.total == 52 == 16 + 8 + 28
    assert FOUR_M[-1] == top
    assert max(c.total for c in FOUR_M) == 52


def test_beating_a_bid_4m_re_and_teritett_are_one_modifier_never_doubled():
    assert f("teritett-betli") == f("rebetli")
    assert f("rebetli").total == 20
    assert f("piros rebetli") == f("rebetli")  # "a piros rebetli egyszerűen azonos a rebetlivel"
    assert f("teritett durchmars") == f("redurchmars")
    assert f("redurchmars").total == 28
    assert f("piros redurchmars") == f("redurchmars")
    assert f("piros betli").total == 10 and not f("piros betli").trump_game
    assert f("piros durchmars").total == 14
    assert f("rebetli").open_declarer and not f("rebetli").open_all


def test_beating_a_bid_4m_durchmars_has_trump_only_when_combined():
    assert not f("durchmars").trump_game
    assert not f("piros durchmars").trump_game
    assert not f("redurchmars").trump_game
    assert f("ulti durchmars").trump_game
    assert f("40-100 redurchmars").trump_game


def test_beating_a_bid_4m_combination_rules():
    assert "4-asz" not in {p for c in FOUR_M for p in c.parts}
    with pytest.raises(ValueError):
        f("4-asz")
    with pytest.raises(ValueError):
        f("40-100 passz")  # passz combines only with a lone ulti
    with pytest.raises(ValueError):
        f("ulti betli")
    with pytest.raises(ValueError):
        f("40-100 20-100")
    assert f("ulti passz") == f("ulti")
    assert f("ulti").parts == ("ulti", "parti")
    for c in FOUR_M:
        if c.is_betli:
            assert len(c.parts) == 1
        if "parti" in c.parts:
            assert set(c.parts) <= {"parti", "ulti"}


def test_beating_a_bid_4m_total_then_fewer_parts_and_no_rank():
    assert beats(f("betli"), f("ulti"))  # "a betli (5 pont) nagyobb mint az ulti"
    assert beats(f("20-100"), f("40-100 ulti"))
    assert beats(f("piros 40-100"), f("40-100 ulti"))
    assert not beats(f("20-100"), f("piros 40-100"))  # equal: neither beats the other
    assert not beats(f("piros 40-100"), f("20-100"))
    assert all(c.rank is None and c.row is None for c in FOUR_M)


@given(st.sampled_from(FOUR_M), st.sampled_from(FOUR_M), st.sampled_from(FOUR_M))
def test_beating_a_bid_4m_is_a_strict_order(a, b, c):
    assert not beats(a, a)
    assert not (beats(a, b) and beats(b, a))
    if beats(a, b) and beats(b, c):
        assert beats(a, c)


def test_beating_a_bid_4m_list_is_lowest_first():
    for i, a in enumerate(FOUR_M):
        for b in FOUR_M[i + 1 :]:
            assert not beats(a, b)


def test_beating_a_bid_variants_do_not_mix():
    with pytest.raises(ValueError):
        beats(m("ulti"), f("ulti"))


# --- Parsing ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spoken", "text"),
    [
        ("Piros 40/100 + ulti", "piros 40-100 ulti"),
        ("4 ász", "4-asz"),
        ("ulti 4 ász", "ulti 4-asz"),
        ("4-asz ulti", "ulti 4-asz"),
        ("terített durchmars", "teritett-durchmars"),
        ("szín nélküli durchmars", "szintelen-durchmars"),
        ("Szín nélküli terített durchmars", "szintelen-teritett-durchmars"),
        ("parti", "passz"),
        ("piros játék", "piros passz"),
        ("piros ultimó", "piros ulti"),
        ("piros betli", "rebetli"),  # §4(E)(2)b
        ("ulti-40-100", "40-100 ulti"),
        ("Terített betli", "teritett-betli"),
    ],
)
def test_bidding_mausz_spoken_forms_parse(spoken, text):
    assert m(spoken).text == text


@pytest.mark.parametrize(
    "bad", ["", "   ", "ulti ulti", "piros piros ulti", "kontra", "betli ulti", "P7", "passz 40-100"]
)
def test_bidding_parse_contract_refuses_unknown_text_with_a_clear_message(bad):
    with pytest.raises(ValueError, match="contract"):
        m(bad)


def test_bidding_parse_contract_refuses_unknown_variant():
    with pytest.raises(ValueError, match="variant"):
        parse_contract("ulti", "kaiser")


def test_bidding_every_canonical_text_round_trips():
    for v, cs in (("mausz", MAUSZ), ("4m", FOUR_M)):
        for c in cs:
            assert parse_contract(c.text, v) is c
        assert len({c.text for c in cs}) == len(cs)


# --- Shorthand (§3(4)) and the piros raise ----------------------------------------------------


def test_bidding_shorthand_40_100_after_ulti_means_piros_40_100():
    assert shorthand("40-100", m("ulti")) == m("piros 40-100")


def test_bidding_shorthand_betli_after_piros_ulti_means_rebetli():
    assert shorthand("betli", m("piros ulti")) == m("rebetli")


def test_bidding_shorthand_returns_the_plain_bid_when_it_already_beats():
    assert shorthand("ulti", m("passz")) == m("ulti")
    assert shorthand("durchmars", m("ulti")) == m("durchmars")
    assert shorthand("betli", m("teritett-betli")) is None  # nothing called betli beats 20


def test_bidding_shorthand_4m():
    assert shorthand("betli", f("piros ulti")) == f("piros betli")  # 10 = 10 in one part against two
    assert shorthand("betli", f("piros betli")) == f("rebetli")
    assert shorthand("betli", f("ulti")) == f("betli")
    assert shorthand("durchmars", f("piros 20-100")) == f("redurchmars")


def test_bidding_piros_raise_mausz():
    for c in MAUSZ:
        p = piros_version(c)
        if p is not None:
            assert beats(p, c)
            assert p.piros or p.text == "rebetli"
    assert piros_version(m("ulti")) == m("piros ulti")
    assert piros_version(m("40-100 ulti")) == m("piros 40-100 ulti")
    assert piros_version(m("betli")) == m("rebetli")
    assert piros_version(m("piros ulti")) is None
    assert piros_version(m("redurchmars")) is None
    assert piros_version(m("szintelen-durchmars")) is None
    # every MAUSZ trump contract has its red form in the table
    assert all(piros_version(c) is not None for c in MAUSZ if c.trump_game and not c.piros)


def test_bidding_piros_raise_4m():
    assert piros_version(f("ulti redurchmars")) == f("piros ulti redurchmars")
    assert piros_version(f("betli")) == f("piros betli")
    assert piros_version(f("rebetli")) is None
    assert piros_version(f("redurchmars")) is None


def test_bidding_shorthand_keeps_trump_and_no_trump_durchmars_apart_mausz():
    assert shorthand("durchmars", m("piros 20-100")) == m("piros teritett-durchmars")
    assert shorthand("szintelen-durchmars", m("ulti")) == m("szintelen-durchmars")
    assert shorthand("szintelen-durchmars", m("20-100")) == m("redurchmars")
    assert shorthand("ulti", m("40-100 ulti")) == m("piros ulti")


@pytest.mark.parametrize(
    ("spoken", "text"),
    [
        ("forintos betli", "piros betli"),
        ("Piros redurchmarsch—ulti", "piros ulti redurchmars"),
        ("ulti—passz", "ulti"),
        ("piros ulti—40-100", "piros 40-100 ulti"),
        ("terített betli", "rebetli"),
    ],
)
def test_bidding_4m_spoken_forms_parse(spoken, text):
    assert f(spoken).text == text
