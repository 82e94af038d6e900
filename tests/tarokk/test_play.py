"""Play of the cards (digest §10): follow, tarokk, no duty to overtake, bound cards (BTE §7.4)."""

import pytest

from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import IllegalAction
from cardtable.games.tarokk.cardplay import playable, refusal
from cardtable.games.tarokk.scenario import deal, run
from cardtable.games.tarokk.tables import RULES, SKIZ, XX, XXI

from .helpers import announcing


def m(codes):
    return DECK.mask(codes.split())


def c(code):
    return DECK.card(code)


def refused(s, text):
    with pytest.raises(IllegalAction) as e:
        s.apply(text)
    return e.value


def test_play_must_follow_10():
    """§10: follow suit even when able to trump."""
    s = announcing()
    run(s, "pass; pass; pass; pass", "play HK")
    assert sorted(a.text for a in s.legal_actions()) == ["play HC", "play HJ"]
    e = refused(s, "play T1")
    assert e.key == "must-follow" and e.rule == "BTE §8.1"


def test_play_must_tarokk_10():
    """§10: void in the suit led, a tarokk must be played."""
    s = announcing()
    run(s, "pass; pass; pass; pass", "play HK; play HJ")
    assert sorted(a.text for a in s.legal_actions()) == ["play T2", "play T3", "play T4", "play T7", "play T9"]
    assert refused(s, "play SK").key == "must-tarokk"


def test_play_no_obligation_to_overtake_10():
    """§10: no duty to win the trick: a lower tarokk may go under a higher one."""
    assert RULES.must_beat is False
    assert playable(m("T5 T15 HK"), [(0, c("T10"))], (), 2) == m("T5 T15")
    assert playable(m("T5 T15 HK"), [(0, c("SK")), (1, c("T10"))], (), 2) == m("T5 T15")


def test_play_forehand_leads_and_winner_leads_10():
    s = announcing()
    run(s, "pass; pass; pass; pass")
    assert s.to_move == s.forehand == 0
    run(s, "play HK; play HJ; play T9; play T11")
    assert s.winners == [3] and s.to_move == 3


def test_bound_cards_bte_7_4():
    """BTE §7.4 example: XX, XXI, skíz bound by centrum, kismadár, nagymadár; never on lead, his suit not led:
    other tarokks first, then in trick 4 he must play the XX (the earliest target)."""
    hand = m("T20 T21 T22 T3 T4 T5 HK HQ HC")
    bound = [(XX, 5), (XXI, 6), (SKIZ, 7)]
    led = [(1, c("SK"))]
    assert playable(hand, led, bound, 1) == m("T3 T4 T5")
    assert refusal(XX, hand, led, bound, 1) == "bound-card"
    late = m("T20 T21 T22 HK HQ HC")
    assert playable(late, led, bound, 4) == m("T20")
    assert refusal(XXI, late, led, bound, 4) == "bound-card-now"
    assert playable(m("T21 T22 HK HQ HC"), [(1, c("HA"))], bound[1:], 5) == m("HK HQ HC")  # follow suit first
    assert playable(m("T21 T22 HK"), [(1, c("SK"))], bound[1:], 6) == m("T21")  # its trick: must be played
    assert playable(m("T21 T22 HK"), [], bound[1:], 6) == m("T21")  # also on lead


def test_bound_pagat_ulti_binds_until_trick_9_bte_7_4():
    """An announced pagát ultimó binds the pagát (for the whole pair) until the last trick."""
    s = announcing()
    run(s, "pass", "kontra parti; announce pagat-ulti; pass", "pass; pass; pass")
    assert s.phase == "play"
    run(s, "play T18")
    assert "play T1" not in [a.text for a in s.legal_actions()]
    e = refused(s, "play T1")
    assert e.key == "bound-card" and e.rule == "BTE §7.4"


def test_bound_card_free_after_figure_fails_bte_7_4():
    """A bound card is free once its figure has failed (here centrum: the opponents won trick 1)."""
    s = deal(
        {0: "T21 T20 T19 T18 T17 HK DK HQ DQ", 1: "T22 T1 T5 T6 HA HJ HC DA DJ", 2: "T2 T3 T4 SK SQ SC SJ S10 DC"},
        talon="CJ CC CQ C10 T15 T16",
    )
    run(s, "bid 3; pass; pass; pass; take 3", "discard CJ CC CQ", "discard C10", "discard DC", "discard T7")
    run(s, "call T16", "announce centrum; pass; pass; pass; pass")
    assert s.phase == "play" and s.partner == 3
    assert "play T20" not in [a.text for a in s.legal_actions()]
    run(s, "play T17; play T22; play T2; play T8")
    assert s.winners == [1]
    run(s, "play T1; play T3; play T9")
    assert s.to_move == 0 and "play T20" in [a.text for a in s.legal_actions()]


def test_last_trick_viewable_until_next_lead_bte_7_2():
    s = announcing()
    run(s, "pass; pass; pass; pass", "play HK; play HJ; play T9; play T11")
    assert s.view(1).last_trick == [(0, "HK"), (1, "HJ"), (2, "T9"), (3, "T11")]
    run(s, "play CK")
    assert s.view(1).last_trick is None


def test_called_card_played_reveals_partner_7():
    s = announcing()
    run(s, "pass; pass; pass; pass", "play HK; play HJ; play T9")
    assert not s.view(1).facts.partner_known
    run(s, "play T17")
    v = s.view(1)
    assert v.facts.partner_known and v.facts.partner == 3
