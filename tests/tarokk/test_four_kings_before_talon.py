"""BTE §7.1: „ha mind a négy király egy kézben van, (ebben az esetben a talon felvétele előtt is bedobható a lap)".

All four kings in one hand may be thrown in before the talon too: the holder gets ``annul`` among his words at
each of his turns in the auction (and at a sole bidder's choice of game), and nobody else can tell he had it.
"""

import pytest

from cardtable.engine.protocol import IllegalAction, texts
from cardtable.games.tarokk.match import TarokkMatch
from cardtable.games.tarokk.scenario import deal, run

KINGS = "HK DK SK CK"
NO_HONOUR_TALON = "HA HJ HC DA DJ DC"  # a próbahárom bidder draws no honour from it


def _words(s) -> list[str]:
    return [a.text for a in s.legal_actions()]


def test_bte_7_1_four_kings_may_throw_in_at_their_turn_in_the_auction():
    s = deal({0: "T22", 1: f"T2 T3 {KINGS}"}, talon=NO_HONOUR_TALON)  # forehand seat 0
    run(s, "bid 3")
    assert s.to_move == 1 and "annul" in _words(s)
    run(s, "annul")
    r = s.result()
    assert s.is_over and s.ended == "annulled" and r.points == [0, 0, 0, 0] and r.details["annulled_by"] == 1
    assert len(s.talon) == 6 and s.received == [0, 0, 0, 0]  # before the talon: nobody took a card


def test_bte_7_1_four_kings_throw_in_is_a_redeal_not_a_trial_three():
    """Próbahárom (on by default): the fourth speaker after three passes, holding four kings and no honour, may
    bid three on trial — or throw in. Thrown in, the deal is redealt by the same dealer, nobody pays."""
    hands = {0: "T2 T3 T4", 1: "T5 T6 T7", 2: "T8 T9 T10", 3: f"T11 T12 {KINGS}"}  # no honour in any hand
    s = deal(hands, talon="HA HJ HC T1 T21 T22")  # the three cards he would take hold no honour
    run(s, "pass; pass; pass")
    assert s.to_move == 3 and _words(s) == ["pass", "bid 3", "annul"]
    trial = s.clone()
    run(trial, "bid 3")
    assert trial.ended == "trial-three" and trial.result().points == [1, 1, 1, -3]  # what he throws in against
    run(s, "annul")
    assert s.ended == "annulled" and s.result().points == [0, 0, 0, 0]
    match = TarokkMatch(game=s.game, players=4, seed=1, first_dealer=3)
    assert match.finish_deal(s) == [0, 0, 0, 0] and match.totals == [0, 0, 0, 0] and match.dealer == 3


def test_bte_7_1_a_passer_with_four_kings_throws_in_before_pass_pass_pass_3():
    """The holder among the first three: his turn offers the throw-in, so the auction never reaches the trial."""
    hands = {0: "T2 T3 T4", 1: f"T5 T6 {KINGS}", 2: "T8 T9 T10", 3: "T11 T12 T13"}
    s = deal(hands, talon="HA HJ HC T1 T21 T22")
    run(s, "pass")
    assert "annul" in _words(s)
    run(s, "annul")
    assert s.ended == "annulled" and s.result().points == [0, 0, 0, 0] and s.result().details["annulled_by"] == 1


def test_bte_7_1_four_kings_at_the_sole_bidders_choice_of_game():
    s = deal({0: f"T22 T21 T20 {KINGS}"}, talon=NO_HONOUR_TALON)
    run(s, "bid 3; pass; pass; pass")
    assert s.phase == "bidding" and s.to_move == 0 and "annul" in _words(s) and "take 3" in _words(s)
    run(s, "annul")
    assert s.ended == "annulled" and len(s.talon) == 6


def test_bte_7_1_four_kings_offer_is_seen_by_nobody_else():
    """The same deal with the four kings split: every other seat's view is the same, before and after the holder
    passes (he passes silently; ``annul`` is only among his own words)."""
    with_kings = deal({0: "T22", 1: f"T2 T3 {KINGS}", 2: "HQ"}, talon=NO_HONOUR_TALON)
    split = deal({0: "T22", 1: "T2 T3 HK DK SK HQ", 2: "CK"}, talon=NO_HONOUR_TALON)

    def others(s, seat):
        v = s.view(seat)
        return (v.phase, v.to_move, texts(v.public_history), [a.text for a in v.legal_actions])

    run(with_kings, "bid 3")
    run(split, "bid 3")
    assert "annul" in _words(with_kings) and "annul" not in _words(split)
    for seat in (0, 3):
        assert others(with_kings, seat) == others(split, seat)
    run(with_kings, "pass")
    run(split, "pass")
    for seat in (0, 2, 3):  # seat 2 to move now: the same words (his hand differs only by a queen for a king)
        assert others(with_kings, seat) == others(split, seat)


def test_bte_7_1_four_kings_throw_in_refused_to_other_hands_in_the_auction():
    s = deal({0: "T22 HK DK SK", 1: "CK"})
    before = (list(s.history), s.to_move, s.step)
    with pytest.raises(IllegalAction) as e:
        s.apply("annul")
    assert e.value.key == "cannot-annul" and e.value.rule == "BTE §7.1"
    assert (list(s.history), s.to_move, s.step) == before  # a refused action changes nothing


@pytest.mark.parametrize("level", ["random", "heuristic", "medium", "expert"])
def test_bte_7_1_the_bots_answer_the_offer(level):
    """Every level chooses among the words with the throw-in (the auction is searched by medium and expert: the
    redeal is valued like any word)."""
    from cardtable.bots import get_bot

    s = deal({0: "T22", 1: f"T2 T3 T4 T5 {KINGS} HQ"}, talon=NO_HONOUR_TALON)
    run(s, "bid 3")
    view = s.view(1)
    assert "annul" in [a.text for a in view.legal_actions]
    assert get_bot(level, s.game, 7).choose(view, view.legal_actions, 60) in view.legal_actions


@pytest.mark.parametrize(
    ("hand", "throws_in"),
    [
        (f"{KINGS} HQ DQ SQ CQ SJ", True),  # no tarokk: nothing to play with
        (f"T2 T3 T4 T5 {KINGS} HQ", True),  # no honour, four tarokks: a defender's deal is worth less than a redeal
        (f"T2 T3 T4 T5 T6 {KINGS}", False),  # five tarokks: played
        (f"T1 T2 T3 {KINGS} HQ DQ", False),  # an honour: it may bid, it plays
    ],
)
def test_bte_7_1_the_rule_of_thumb_throws_in_a_weak_four_kings_hand(hand, throws_in):
    from cardtable.bots import get_bot

    s = deal({0: "T22", 1: hand}, talon=NO_HONOUR_TALON)
    run(s, "bid 3")
    view = s.view(1)
    assert (get_bot("heuristic", s.game, 7).choose(view, view.legal_actions).kind == "annul") == throws_in
