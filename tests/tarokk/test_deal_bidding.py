"""Deal (digest §3), cards (§2), bidding (§4, BTE §3)."""

import pytest

from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import IllegalAction
from cardtable.games.tarokk import make_game
from cardtable.games.tarokk.scenario import deal, run
from cardtable.games.tarokk.tables import POINTS, TOTAL_POINTS


def test_card_points_total_94():
    """§2.2: honours 5, other tarokks 1, K5 Q4 C3 J2 A/10 1; 94 in all."""
    assert TOTAL_POINTS == 94
    assert POINTS[DECK.card("T22")] == POINTS[DECK.card("T21")] == POINTS[DECK.card("T1")] == 5
    assert POINTS[DECK.card("T20")] == POINTS[DECK.card("T2")] == 1
    assert [POINTS[DECK.card(c)] for c in ("HK", "HQ", "HC", "HJ", "HA", "S10", "CK")] == [5, 4, 3, 2, 1, 1, 5]


def test_deal_talon_then_five_then_four_from_forehand_3():
    """§3: talon deck[0:6], then 5 then 4 each from the dealer's right (dealer + 1)."""
    codes = list(DECK.codes)
    s = make_game().new_deal(deck=codes, dealer=2)
    assert s.forehand == 3 and s.active == (3, 0, 1, 2)
    assert s.talon == [DECK.card(c) for c in codes[:6]]
    expect_forehand = codes[6:11] + codes[26:30]
    assert DECK.codes_of(s.hands[3]) == sorted(expect_forehand, key=DECK.card)
    assert DECK.codes_of(s.hands[0]) == sorted(codes[11:16] + codes[30:34], key=DECK.card)
    assert all(h.bit_count() == 9 for h in s.hands)
    assert s.to_move == 3


def test_deal_five_players_dealer_sits_out_14():
    """§1/§14: at a 5-table the dealer gets no cards, never acts, and scores nothing."""
    g = make_game(players=5)
    s = g.new_deal(7, dealer=2)
    assert s.hands[2] == 0 and s.active == (3, 4, 0, 1)
    assert s.to_move == 3


# The §4.4 test vectors (from [UZO] BiddingTest): seats A..D = 0..3 (dealer 3), '-' = pass.
STRONG_XIX = "T22 T19 T15 T14 T13"
STRONG_XVIII = "T22 T18 T15 T14 T13"
VECTORS = [
    ("3 - - -", {0: "T1"}, (0, 3, None, None)),
    ("3 2 - - -", {0: "T22 T20 T15 T14 T13", 1: "T21"}, (1, 2, "T20", 0)),
    ("3 2 - - hold -", {0: "T1", 1: "T21"}, (0, 2, None, None)),
    ("3 2 - - 1 -", {0: STRONG_XIX, 1: "T21"}, (0, 1, "T19", 0)),
    ("3 2 - - solo -", {0: STRONG_XVIII, 1: "T21"}, (0, 0, "T18", 0)),
    ("3 1 - - -", {0: "T1", 1: STRONG_XIX}, (1, 1, "T19", 1)),
    ("3 solo -", {0: "T1", 1: STRONG_XVIII}, (1, 0, "T18", 1)),
    ("3 2 1 - - -", {0: "T1", 1: "T21", 2: "T22"}, (2, 1, None, None)),
    ("2 - - -", {0: STRONG_XIX}, (0, 2, "T19", 0)),
    ("1 - - -", {0: STRONG_XVIII}, (0, 1, "T18", 0)),
    ("solo", {0: "T1"}, (0, 0, None, None)),
    ("- - - -", {}, None),
]


def _words(seq):
    out = []
    for w in seq.split():
        out.append({"-": "pass", "hold": "hold"}.get(w, f"bid {w}"))
    return out


@pytest.mark.parametrize("seq,hands,expect", VECTORS, ids=[v[0] for v in VECTORS])
def test_bidding_test_vectors_4_4(seq, hands, expect):
    """Every row of the digest's §4.4 table: declarer, final bid, invit and inviter."""
    s = deal(hands, talon="T2 T3 T4 T5 T6 T7")
    run(s, *_words(seq))
    au = s.auction
    assert au.done
    if expect is None:
        assert s.is_over and s.ended == "throw-in" and s.result().points == [0, 0, 0, 0]
        return
    dec, bid, invit, inviter = expect
    assert s.declarer == dec and au.cur == bid
    assert (DECK.codes[au.invit] if au.invit >= 0 else None) == invit
    assert (au.inviter if au.inviter >= 0 else None) == inviter


def test_bidding_honour_required_4_2():
    """§4.2: only a player holding an honour may bid; the others can only pass."""
    s = deal({0: "T20 T19 T18 T17 T16 HK HQ HC HJ", 1: "T22"})
    assert [a.text for a in s.legal_actions()] == ["pass"]
    with pytest.raises(IllegalAction) as e:
        s.apply("bid 3")
    assert e.value.key == "no-honour" and e.value.rule == "BTE §3.1"


def test_bidding_probaharom_4_2():
    """§4.2: after three passes the 4th may bid three without an honour; no honour drawn -> not played, he pays."""
    s = deal({0: "T22", 1: "T21", 2: "T1", 3: "T20 T19 T18 HK HQ HC DK DQ DC"}, talon="T2 T3 T4 T5 T6 T7")
    run(s, "pass; pass; pass")
    assert [a.text for a in s.legal_actions()] == ["pass", "bid 3"]
    run(s, "bid 3")
    assert s.auction.trial and s.is_over and s.ended == "trial-three"
    r = s.result()
    assert r.points == [1, 1, 1, -3]  # pagat: g (=1) to each (default option)
    assert {ln.part for ln in r.lines} == {"trial-three"}


def test_bidding_probaharom_honour_drawn_is_played_4_2():
    s = deal({0: "T22", 1: "T21", 2: "T2", 3: "T20 T19 T18 HK HQ HC DK DQ DC"}, talon="T1 T3 T4 T5 T6 T7")
    run(s, "pass; pass; pass; bid 3")
    assert not s.is_over and s.phase == "discard"


def test_bidding_forced_hold_4_4():
    """§4.4: the three-bidder overbid by two may not pass without XX + invit strength (passing = engedés)."""
    s = deal({0: "T1 T2 T3", 1: "T21"})
    run(s, "bid 3; bid 2; pass; pass")
    legal = [a.text for a in s.legal_actions()]
    assert "pass" not in legal and "hold" in legal
    with pytest.raises(IllegalAction) as e:
        s.apply("pass")
    assert e.value.key == "must-hold"


def test_bidding_jump_needs_invit_strength_bte_3_3_3_6():
    """BTE §3.3/§3.6: a jump is an invit: high honour, at least five tarokks and the promised card."""
    s = deal({0: "T22 T19 T15 T14 HK HQ HC HJ HA"})  # four tarokks only
    assert "bid 2" not in [a.text for a in s.legal_actions()]
    with pytest.raises(IllegalAction) as e:
        s.apply("bid 2")
    assert e.value.key == "jump-needs-invit" and e.value.rule == "BTE §3.3, §3.6"


def test_bidding_inviter_locked_bte_3_5():
    """BTE §3.5 (ITVB reading, option inviter_locked): after his invit the inviter may only pass."""
    s = deal({0: STRONG_XIX, 1: "T21"})
    run(s, "bid 2; bid 1; pass; pass")
    assert [a.text for a in s.legal_actions()] == ["pass"]
    with pytest.raises(IllegalAction) as e:
        s.apply("hold")
    assert e.value.key == "inviter-locked"
    s2 = deal({0: STRONG_XIX, 1: "T21"}, inviter_locked=False)
    run(s2, "bid 2; bid 1; pass; pass")
    assert "hold" in [a.text for a in s2.legal_actions()]


def test_bidding_no_counter_invit_bte_3_8():
    """BTE §3.8: accepting an invit by a jump is no new invit."""
    s = deal({0: STRONG_XIX, 1: "T21 T18 T17 T16 T12"})
    run(s, "bid 2; bid solo")  # B jumps over A's XIX invit
    assert s.auction.invit == DECK.card("T19") and s.auction.inviter == 0 and s.auction.accepted


def test_bidding_opening_solo_is_no_invit_bte_3_7():
    s = deal({0: "T22 T18 T15 T14 T13"})
    run(s, "bid solo")
    assert s.auction.invit == -1 and s.declarer == 0 and s.bid == 0


def test_bidding_hold_only_once_4_3():
    """§4.3: a bid can be held only once; then the next speaker must go higher or pass."""
    s = deal({0: "T1", 1: "T21", 2: "T22"})
    run(s, "bid 3; bid 2; pass; pass; hold")
    assert "hold" not in [a.text for a in s.legal_actions()]
    assert "bid 1" in [a.text for a in s.legal_actions()]


def test_bidding_old_hold_rule_13_5():
    """§13 #5 option hold_rule='old': only a seat earlier than the bidder may hold."""
    for rule, may_hold in (("old", False), ("new", True)):
        s = deal({1: STRONG_XIX, 2: "T21"}, hold_rule=rule)
        run(s, "pass; bid 3; bid 2; pass; bid 1")  # seat 1 bids after seat 2: can seat 2 hold it?
        assert s.to_move == 2
        assert ("hold" in [a.text for a in s.legal_actions()]) == may_hold


def test_bidding_sole_bidder_raise_bte_3_2():
    """BTE §3.2: a sole bidder takes 3/2/1/0 talon cards as he wants, not after his own unaccepted opening invit."""
    s = deal({0: "T1"})
    run(s, "bid 3; pass; pass; pass")
    assert s.step == "raise" and [a.text for a in s.legal_actions()] == ["take 3", "take 2", "take 1", "take 0"]
    run(s, "take 0")
    assert s.bid == 0 and s.received[0] == 0
    s2 = deal({0: STRONG_XIX})
    run(s2, "bid 2; pass; pass; pass")
    assert s2.step != "raise" and s2.bid == 2
