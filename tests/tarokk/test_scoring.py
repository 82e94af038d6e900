"""Scoring (digest §9, §11; BTE §5, §6.10, §6.11): the parti/dupla/volát table, figures, kontras, settlement."""

import pytest

from cardtable.games.tarokk.scoring import game_items, items, multiplier, settle

from .helpers import facts

COLUMNS = [(5, 0), (20, 2), (40, 4), (60, 6), (80, 8), (94, 9)]  # no trick, ≤23, 24–47, 48–70, ≥71, all tricks
# row: (ann_dupla, ann_volat, k_game, k_dupla, k_volat) -> the six multipliers of g (declarer side's view)
TABLE = [
    (((0, 0), (0, 0), 0, (0, 0), (0, 0)), (-3, -2, -1, 1, 2, 3)),  # none
    (((1, 0), (0, 0), 0, (0, 0), (0, 0)), (-7, -6, -5, -4, 4, 7)),  # D: double
    (((0, 0), (1, 0), 0, (0, 0), (0, 0)), (-9, -8, -7, -6, -6, 6)),  # D: volát
    (((1, 0), (1, 0), 0, (0, 0), (0, 0)), (-13, -12, -11, -10, -2, 10)),  # D: double + volát
    (((0, 0), (0, 0), 1, (0, 0), (0, 0)), (-5, -4, -2, 2, 4, 5)),  # O: kontra game
    (((0, 1), (0, 0), 1, (0, 0), (0, 0)), (-9, -6, 2, 6, 8, 9)),  # O: kontra game, O announce double
    (((1, 0), (0, 0), 0, (1, 0), (0, 0)), (-11, -10, -9, -8, 8, 11)),  # D: double, O kontra double
    (((1, 0), (0, 0), 1, (1, 0), (0, 0)), (-13, -12, -10, -6, 10, 13)),  # D: double, O kontra double + game
]
CELLS = [(row, col, expect[col]) for row, (_, expect) in enumerate(TABLE) for col in range(6)]


@pytest.mark.parametrize("row,col,expect", CELLS, ids=[f"row{r}-col{c}" for r, c, _ in CELLS])
@pytest.mark.parametrize("g", [1, 4])
def test_scoring_multiplier_table_11_2(row, col, expect, g):
    """§11.2: all 48 cells of the parti / dupla / volát table, for g = 1 and g = 4."""
    (ann_d, ann_v, k_game, k_d, k_v), _ = TABLE[row]
    pd, tricks = COLUMNS[col]
    its = game_items(g, pd, tricks, tuple(map(bool, ann_d)), tuple(map(bool, ann_v)), k_game, k_d, k_v)
    assert multiplier(its, g) == expect


def test_win_thresholds_48_47_bte_6_10():
    """BTE §6.10: the declarers win with 48, the opponents with 47 whether they said kontra or not."""

    def parti(pd, k, tie=True):
        its = game_items(1, pd, 5, (False, False), (False, False), k, (0, 0), (0, 0), tie)
        return [(p, side) for p, side, *_ in its if p == "parti"]

    assert parti(48, 0) == [("parti", 0)]
    assert parti(47, 0) == [("parti", 1)]
    assert parti(47, 1) == [("parti", 1)]
    assert parti(47, 1, tie=False) == [("parti", 0)]  # §13 #17 older books: 48 after kontra


@pytest.mark.parametrize("pd,silent", [(70, None), (71, "silent-dupla"), (23, "silent-dupla"), (24, None)])
def test_dupla_threshold_71_9(pd, silent):
    its = game_items(1, pd, 5, (False, False), (False, False), 0, (0, 0), (0, 0))
    assert ([p for p, *_ in its if p.startswith("silent")] or [None]) == [silent]


VOLAT = [
    "T22 T1 T2 T3", "T21 T4 T5 T6", "T20 T7 T8 T9", "T19 T10 T11 T12", "T18 T13 T14 T15",
    "HK HA HJ HC", "DK DA DJ DC", "SK S10 SJ SC", "CK C10 CJ CC",
]  # fmt: skip
VOLAT_DISCARDS = {0: "T16 T17 HQ", 1: "DQ", 2: "SQ", 3: "CQ"}

RICH = [
    "T22 T21 T2 T3", "T20 T4 T5 T6", "T19 T7 T8 T9", "T18 T10 T11 T12", "HK HA HJ HC",
    "DK DA DJ DC", "S10 SK SJ SC", "T13 T14 T15 T16", "T1 CK C10 CJ",
]  # fmt: skip
RICH_DISCARDS = {0: "T17 HQ DQ", 1: "SQ", 2: "CQ", 3: "CC"}


def test_card_points_total_94_in_a_deal_11_1():
    f = facts(RICH, discards=RICH_DISCARDS)
    assert f.card_points() == 72  # partner's discard counts for the opponents (§6.2)
    r = settle(f)
    assert r.details["card_points"] == [72, 22] and sum(r.details["card_points"]) == 94


def test_silent_volat_kills_silent_trull_and_four_kings_9():
    """§9: a volát kills the side's silent trull and four kings (pagat); silent volát is 3g."""
    r = settle(facts(VOLAT, discards=VOLAT_DISCARDS))
    assert [ln.part for ln in r.lines] == ["silent-volat", "silent-volat"]
    assert r.points == [3, -3, 3, -3]
    r2 = settle(facts(VOLAT, discards=VOLAT_DISCARDS, volat_kills_silent="none"))
    assert r2.points == [5, -5, 5, -5]


def test_silent_figures_half_value_bte_6_11():
    """BTE §6.11: silent figures score 50 %: dupla 2g, trull 1, XXI-catch 21, pagát ulti 5."""
    its = items(facts(RICH, discards=RICH_DISCARDS))
    got = {(p, side, v * m) for p, side, v, m, _ in its}
    assert got == {("silent-dupla", 0, 2), ("silent-trull", 0, 1), ("silent-xxi-fogas", 0, 21),
                   ("silent-pagat-ulti", 0, 5)}  # fmt: skip
    assert settle(facts(RICH, discards=RICH_DISCARDS)).points == [29, -29, 29, -29]


def test_announced_figures_with_kontra_factor_11_3():
    """§11.3: an announced item is ±value × 2^kontra; the other side's failed one adds to a silent one."""
    ann = {(0, "pagat-ulti"): 1, (1, "trull"): 0, (0, "negykiraly"): 2, (0, "parti"): 3}
    its = {(p, side): v * m for p, side, v, m, _ in items(facts(RICH, discards=RICH_DISCARDS, announced=ann))}
    assert its[("pagat-ulti", 0)] == 20  # made, kontra'd: 10 × 2
    assert its[("trull", 0)] == 2  # O's trull failed: D gains 2
    assert its[("negykiraly", 1)] == 8  # D's four kings failed (SK lost), rekontra'd: 2 × 4 to O
    assert its[("parti", 0)] == 8  # a kontra'd game is always scored: 1 × 2^3
    assert ("silent-trull", 0) in its and ("silent-dupla", 0) in its


def test_xxi_catch_9():
    """§9: the side's skíz captures the opponents' XXI: 42 announced, 21 silent; nothing within one side."""
    ok = items(facts(RICH, discards=RICH_DISCARDS, announced={(0, "xxi-fogas"): 0}))
    assert ("xxi-fogas", 0, 42, 1, True) in ok
    own = ["T22 T1 T21 T3", *RICH[1:8], "T2 CK C10 CJ"]  # the partner (seat 2) plays the XXI under the skíz
    its = items(facts(own, discards=RICH_DISCARDS, announced={(1, "xxi-fogas"): 0}))
    assert ("xxi-fogas", 0, 42, 1, False) in its and not any(p == "silent-xxi-fogas" for p, *_ in its)


def test_silent_pagat_ulti_failure_11_3():
    """§9/§11.3: the pagát played to the last trick and beaten costs its side 5, even if the partner wins."""
    tricks = [*RICH[:8], "T1 CK C10 T17"]  # seat 3 (opponent) overtakes the pagát
    its = items(facts(tricks, discards={0: "CJ HQ DQ", 1: "SQ", 2: "CQ", 3: "CC"}))
    assert ("silent-pagat-ulti", 1, 5, 1, False) in its
    partner_wins = [*RICH[:8], "T1 CK T17 CJ"]
    its = items(facts(partner_wins, discards={0: "C10 HQ DQ", 1: "SQ", 2: "CQ", 3: "CC"}))
    assert ("silent-pagat-ulti", 1, 5, 1, False) in its


def test_centrum_and_bound_figures_scoring_9():
    """§9: centrum = tricks 1–5, the 5th won with the XX; failed announced figures pay the other side."""
    tricks = ["T22 T2 T3 T4", "T21 T5 T6 T7", "T19 T8 T9 T10", "T18 T11 T12 T13", "T20 T14 T15 T16",
              "HK HA HJ HC", "DK DA DJ DC", "S10 SK SJ SC", "T1 CK C10 CJ"]  # fmt: skip
    its = items(facts(tricks, discards=RICH_DISCARDS, announced={(0, "centrum"): 0, (0, "kismadar"): 1}))
    assert ("centrum", 0, 10, 1, True) in its
    assert ("kismadar", 1, 10, 2, False) in its


def test_settlement_2v2_and_1v3_11_4():
    """§11.4: 2 v 2 each declarer-side player ±V; 1 v 3 the lone declarer ±3V, each opponent ∓V."""
    r = settle(facts(RICH, discards=RICH_DISCARDS))
    assert r.points == [29, -29, 29, -29] and sum(r.points) == 0
    lone = settle(facts(RICH, discards=RICH_DISCARDS, partner=-1))
    assert lone.points[0] == -3 * lone.points[1] and lone.points[1] == lone.points[2] == lone.points[3]
    assert all(ln.payee == 0 or ln.payer == 0 for ln in lone.lines)


def test_tarokk_count_payment_bte_6_1_side_item():
    """BTE §6.1, §5 ("a bemondó pár"): 8/9 tarokks (1/2, never silent) are a side item: the other pair pays;
    the pagat option "each" pays the holder by each other player."""
    r = settle(facts(RICH, discards=RICH_DISCARDS, counts=[(1, "9-tarokk")]))
    lines = [(ln.payer, ln.payee, ln.amount) for ln in r.lines if ln.part == "9-tarokk"]
    assert sorted(lines) == [(0, 1, 2), (2, 3, 2)]  # seat 1's side (1, 3) is paid by the pair 0, 2
    each = settle(facts(RICH, discards=RICH_DISCARDS, counts=[(1, "9-tarokk")], tarokk_count_payment="each"))
    lines = [ln for ln in each.lines if ln.part == "9-tarokk"]
    assert len(lines) == 3 and all(ln.payee == 1 and ln.amount == 2 for ln in lines)


def test_game_value_by_bid_bte_5():
    """BTE §5: three 1, two 2, one 3, solo 4; a lone declarer keeps his bid unless lone_as_solo."""
    assert [facts(RICH, bid=b).game_value for b in (3, 2, 1, 0)] == [1, 2, 3, 4]
    assert facts(RICH, bid=3, partner=-1).game_value == 1
    assert facts(RICH, bid=3, partner=-1, lone_as_solo=True).game_value == 4


def test_result_lines_itemised_11():
    r = settle(facts(RICH, discards=RICH_DISCARDS, announced={(0, "pagat-ulti"): 1}))
    ln = next(x for x in r.lines if x.part == "pagat-ulti")
    assert (ln.value, ln.multiplier, ln.amount, ln.won) == (10, 2, 20, True)
    assert (
        sum(x.amount for x in r.lines if x.payee == 0) - sum(x.amount for x in r.lines if x.payer == 0) == r.points[0]
    )


def test_worked_example_ketto_pagat_ulti_8_tarokk_11_4():
    """§11.4's worked example: two, announced pagát ultimó + 8 tarokks, silent XXI-catch, silent trull
    -> declarer +37, partner +33, opponents -35 each (pagat's count paid by each); under BTE §6.1 the count is
    the pair's item, so both partners get +35."""
    tricks = [*RICH[:5], "DA DK DJ DC", "SK SJ SC S10", "T13 T14 T15 T16", "T1 CK C10 CJ"]
    kw = {"bid": 2, "discards": RICH_DISCARDS, "announced": {(0, "pagat-ulti"): 0}, "counts": [(0, "8-tarokk")]}
    assert settle(facts(tricks, **kw)).points == [35, -35, 35, -35]
    f = facts(tricks, tarokk_count_payment="each", **kw)
    assert f.card_points() == 61
    r = settle(f)
    assert r.points == [37, -35, 33, -35]
    assert sorted({ln.part for ln in r.lines}) == [
        "8-tarokk",
        "pagat-ulti",
        "parti",
        "silent-trull",
        "silent-xxi-fogas",
    ]


def test_feat_on_bound_figure_trick_counts_silent_bte_7_6():
    """BTE §7.6: an announced XXI-catch made on the trick of the pair's nagymadár (trick 7) counts as silent."""
    tricks = ["T20 T2 T3 T4", "T19 T5 T6 T7", "T18 T8 T9 T10", "T17 T11 T12 T13", "HK HA HJ HC",
              "DK DA DJ DC", "T22 T21 T14 T15", "T16 SK S10 SJ", "T1 CK C10 CJ"]  # fmt: skip
    ann = {(0, "nagymadar"): 0, (0, "xxi-fogas"): 1}
    its = items(facts(tricks, discards={0: "SC SQ HQ", 1: "DQ", 2: "CQ", 3: "CC"}, announced=ann))
    assert ("nagymadar", 0, 10, 1, True) in its
    assert ("silent-xxi-fogas", 0, 21, 1, True) in its and not any(p == "xxi-fogas" for p, *_ in its)
    plain = items(facts(tricks, discards={0: "SC SQ HQ", 1: "DQ", 2: "CQ", 3: "CC"}, announced={(0, "xxi-fogas"): 1}))
    assert ("xxi-fogas", 0, 42, 2, True) in plain
