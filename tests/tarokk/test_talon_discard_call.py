"""Talon (digest §5), annulment (BTE §7.1), discard (BTE §4.2–4.4), calling the partner (BTE §4.5–4.7)."""

import pytest

from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import IllegalAction, texts
from cardtable.games.tarokk.scenario import deal, run
from cardtable.games.tarokk.tables import points

from .helpers import to_phase

TALON = "HA HJ HC DA DJ DC"


@pytest.mark.parametrize("take,split", [(3, (3, 1, 1, 1)), (2, (2, 2, 1, 1)), (1, (1, 2, 2, 1)), (0, (0, 2, 2, 2))])
def test_talon_distribution_5(take, split):
    """§5: the declarer takes his cards from the top, the rest go from his right-hand neighbour on."""
    s = deal({0: "T1", 1: "T5", 2: "T6", 3: "T7"}, talon=TALON, dealer=0)  # forehand seat 1
    run(s, "pass; pass; pass")  # seats 1, 2, 3 pass; seat 0 (4th) may bid freely
    run(s, "bid 3", f"take {take}")
    assert s.declarer == 0
    order = (0, 1, 2, 3)
    assert [s.received[x] for x in order] == list(split)
    talon = TALON.split()
    i = 0
    for seat, k in zip(order, split):
        assert all((s.hands[seat] >> DECK.card(c)) & 1 for c in talon[i : i + k])
        i += k
    assert all(s.hands[x].bit_count() == 9 + k for x, k in zip(order, split))


HANDS = {
    0: "T22 T21 T20 T19 T18 HK DK HQ DQ",
    1: "T1 T5 T6 HA HJ HC DA DJ DC",
    2: "T2 T3 T4 SK SQ SC SJ S10 T7",
}  # seat 3 gets T11..T17 C10 CK
FREE_TALON = "CJ CC CQ T8 T9 T10"


def _to_discard():
    s = deal(HANDS, talon=FREE_TALON)
    return run(s, "bid 3; pass; pass; pass; take 3")


def _to_turn(s, seat):
    while s.to_move != seat:
        s.apply(s.legal_actions()[0])
    return s


def test_annulment_four_kings_bte_7_1():
    """BTE §7.1: four kings may be thrown in; the engine offers it with the holder's discard (after the talon,
    which §7.1 also allows: "ebben az esetben a talon felvétele előtt is bedobható")."""
    s = deal({0: "T22", 2: "HK DK SK CK"}, talon=TALON)
    run(s, "bid 3; pass; pass; pass; take 3")
    _to_turn(s, 2)
    assert s.phase == "discard" and "annul" in [a.text for a in s.legal_actions()]
    run(s, "annul")
    assert s.is_over and s.result().points == [0, 0, 0, 0] and s.result().details["annulled_by"] == 2


@pytest.mark.parametrize(
    "hand",
    [
        "T1 HK HQ HC HJ HA DQ DC DJ",
        "T21 HK HQ HC HJ HA DQ DC DJ",
        "T1 T21 HK HQ HC HJ HA DQ DC",
        "HK HQ HC HJ HA DK DQ DC DJ",
    ],
)
def test_annulment_hand_types_bte_7_1(hand):
    """BTE §7.1: singleton pagát, singleton XXI, pagát + XXI alone, no tarokk: after the talon, before discard.
    Not throwing in is silent: the seat simply discards, and no other view shows that he had the choice."""
    s = deal({0: "T22", 2: hand}, talon="SQ SC SJ S10 CQ CC")  # seat 2 receives a suit card
    run(s, "bid 3; pass; pass; pass; take 3")
    _to_turn(s, 2)
    assert s.phase == "discard" and not s.talon and "annul" in [a.text for a in s.legal_actions()]
    before = [s.view(seat) for seat in (0, 1, 3)]
    ordinary = _to_turn(run(deal({0: "T22", 2: "T2 T3 HK HQ HC DK DQ DC DJ"}, talon="SQ SC SJ S10 CQ CC"),
                            "bid 3; pass; pass; pass; take 3"), 2)  # fmt: skip
    for v, w in zip(before, [ordinary.view(seat) for seat in (0, 1, 3)]):
        assert (v.phase, v.to_move, v.history_seats, v.legal_actions) == (w.phase, w.to_move, w.history_seats, [])
        assert [t for t, who in zip(v.public_history, v.history_seats) if who != v.seat] == [
            t for t, who in zip(w.public_history, w.history_seats) if who != w.seat
        ]
    s.apply(next(a for a in s.legal_actions() if a.kind == "discard"))
    assert s.view(0).public_history[-1] is None and "pass" not in texts(s.view(0).public_history[5:])


def test_annulment_solo_declarer_at_his_call_bte_7_1():
    """BTE §7.1: a solo declarer takes no talon card and discards nothing; he may throw in at his call."""
    s = deal({0: "T22 HK DK SK CK HQ HC HJ HA"})
    run(s, "bid solo")
    while s.phase != "call":
        s.apply(s.legal_actions()[0])
    assert s.to_move == 0 and s.bid == 0 and s.received[0] == 0 and "annul" in [a.text for a in s.legal_actions()]
    run(s, "annul")
    assert s.is_over and s.result().details["annulled_by"] == 0


def test_annulment_not_offered_to_ordinary_hands_bte_7_1():
    s = _to_discard()
    assert s.phase == "discard" and s.to_move == 0
    with pytest.raises(IllegalAction) as e:
        s.apply("annul")
    assert e.value.key == "cannot-annul" and e.value.rule == "BTE §7.1"


def test_discard_forbidden_cards_bte_4_2():
    """BTE §4.2: honours, kings and the XX may not be discarded."""
    s = _to_discard()
    legal = {c for a in s.legal_actions() for c in a.cards}
    banned = {DECK.card(c) for c in ("T22", "T21", "T20", "HK", "DK")}
    assert legal and not legal & banned
    with pytest.raises(IllegalAction) as e:
        s.apply("discard HK CJ CC")
    assert e.value.key == "discard-forbidden" and e.value.rule == "BTE §4.2"
    with pytest.raises(IllegalAction) as e:
        s.apply("discard CJ CC")
    assert e.value.key == "discard-count"


def test_discard_xx_allowed_by_option_13_1():
    s = deal(HANDS, talon=FREE_TALON, xx_discardable=True)
    run(s, "bid 3; pass; pass; pass; take 3")
    assert "discard T20 CJ CC" in [a.text for a in s.legal_actions()]


def test_discard_invited_tarokk_forbidden_bte_4_2():
    """BTE §4.2: in an invit game the invited tarokk stays (here the XIX of seat 0's invit)."""
    s = deal({0: "T22 T19 T15 T14 T13 HA HJ HC DA", 1: "T21"}, talon="SJ S10 CJ C10 DJ DC")
    run(s, "bid 2; bid 1; pass; pass; pass")
    assert s.declarer == 1 and s.invit_game
    to_phase(s, "discard", until_seat=0)
    assert all(DECK.card("T19") not in a.cards for a in s.legal_actions())


def test_discard_tarokk_counts_public_bte_4_3_4_4():
    """BTE §4.3: every discarded-tarokk count is public; §4.4 the declarer shows his tarokks; cards stay hidden."""
    s = _to_discard()
    run(s, "discard T19 CJ CC", "discard T5", "discard S10", "discard C10")
    assert s.phase == "call"
    v = s.view(2)
    assert v.facts.discarded_tarokks == {0: 1, 1: 1, 2: 0, 3: 0}
    assert v.facts.declarer_discard == ["T19"]
    assert v.facts.own_discard == ["S10"]
    assert v.public_history.count(None) == 3 and "discard S10" in texts(v.public_history)


def test_call_xx_when_declarer_lacks_it_7():
    """§7: normally the declarer calls the XX."""
    s = deal({0: "T22 T21 T19", 1: "T20"}, talon=TALON)
    run(s, "bid 3; pass; pass; pass; take 3")
    to_phase(s, "call")
    assert [a.text for a in s.legal_actions()] == ["call T20"]
    run(s, "call T20")
    assert s.partner == 1


def test_call_self_with_xx_or_highest_missing_bte_4_5():
    """BTE §4.5: holding the XX he calls the highest tarokk he lacks, or himself only with the XX."""
    s = _to_discard()
    run(s, "discard CJ CC CQ", "discard HA", "discard S10", "discard C10")
    assert [a.text for a in s.legal_actions()] == ["call T17", "call T20"]
    with pytest.raises(IllegalAction) as e:
        s.apply("call T22")
    assert e.value.key == "call-self-only-xx" and e.value.rule == "BTE §4.5"
    run(s, "call T20")
    assert s.partner == -1 and s.view(0).facts.alone is True and s.view(1).facts.partner is None


def test_call_free_call_bte_4_6():
    """BTE §4.6: declarer holds the XX and another player discarded a tarokk -> any tarokk."""
    s = _to_discard()
    run(s, "discard CJ CC CQ", "discard T5", "discard S10", "discard C10")
    legal = [a.text for a in s.legal_actions()]
    assert "call T1" in legal and "call T2" in legal and "call T5" in legal and "call T20" in legal
    assert "call T22" not in legal
    run(s, "call T1")
    assert s.partner == 1


def test_call_no_free_call_when_only_declarer_discarded_tarokk_bte_4_6():
    s = _to_discard()
    run(s, "discard T19 CJ CC", "discard HA", "discard S10", "discard C10")
    assert [a.text for a in s.legal_actions()] == ["call T17", "call T20"]
    with pytest.raises(IllegalAction) as e:
        s.apply("call T19")
    assert e.value.key == "call-own-discard"


def test_call_invited_card_bte_3_3():
    """BTE §3.3: the auction winner must call the inviter (the invited card)."""
    s = deal({0: "T22 T19 T15 T14 T13 HA HJ HC DA", 1: "T21"}, talon="SJ S10 CJ C10 DJ DC")
    run(s, "bid 2; bid 1; pass; pass; pass")
    to_phase(s, "call")
    assert [a.text for a in s.legal_actions()] == ["call T19"]
    with pytest.raises(IllegalAction) as e:
        s.apply("call T20")
    assert e.value.key == "call-invited"


def test_hivatalbol_kontra_bte_4_7():
    """BTE §4.7: the called card lies in a discard: once the declarer closes his turn with a pass, its discarder
    says hivatalból kontra out of turn; the declarer plays alone and all six discards count for him."""
    s = _to_discard()
    run(s, "discard CJ CC CQ", "discard T5", "discard S10", "discard C10", "call T5")
    assert s.to_move == 0 and s.phase == "announcements"
    assert s.view(0).facts.alone is None and s.view(1).facts.alone is True  # only the discarder knows
    assert all(s.view(x).facts.hivatalbol is None for x in range(4))
    run(s, "announce dupla; pass")
    assert s.to_move == 1 and [a.text for a in s.legal_actions()] == ["hivatalbol-kontra"]
    with pytest.raises(IllegalAction) as e:
        s.apply("pass")
    assert e.value.key == "must-hivatalbol" and e.value.rule == "BTE §4.7"
    run(s, "hivatalbol-kontra")
    assert s.view(2).facts.hivatalbol == 1
    assert s.partner == -1 and s.items[(0, "parti")] == 1 and s.phase == "announcements" and s.to_move == 2
    assert s.view(3).facts.partner_known and s.view(3).facts.alone is True and s.view(0).facts.alone
    run(s, "pass; pass")
    assert s.to_move == 0 and "rekontra parti" in [a.text for a in s.legal_actions()]  # he may answer
    run(s, "pass")
    assert s.phase == "play"
    f = s.facts()
    assert f.hivatalbol and f.card_points() == points(sum(f.discards.values()))  # no tricks yet: the six discards
