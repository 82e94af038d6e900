"""§7 and A3-7: a game to 5 (7, 11), the deal alternating, the first dealer drawn, ending at the target."""

import random

import pytest

from cardtable import games
from cardtable.engine.record import DealRecord
from cardtable.games.ecarte import EcarteMatch


def _play_match(match, rng):
    while not match.is_over:
        state = match.new_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
    return match


def test_match_to_5():
    match = _play_match(EcarteMatch(games.get("ecarte"), seed=7), random.Random(7))
    assert match.target == 5
    assert match.winner is not None
    assert match.totals[match.winner] >= 5
    assert match.totals[1 - match.winner] < 5  # the deal stopped at the target: the loser gained no more
    dealers = [d.record.dealer for d in match.history]
    assert dealers == [(match.first_dealer + i) % 2 for i in range(len(dealers))]  # the deal alternates
    assert sum(sum(d.points) for d in match.history) == sum(match.totals)
    with pytest.raises(ValueError, match="over"):
        match.new_deal()


@pytest.mark.parametrize("target", [7, 11])
def test_match_target_options(target):
    match = _play_match(EcarteMatch(games.get("ecarte", target=target), seed=3), random.Random(3))
    assert match.target == target
    assert match.totals[match.winner] >= target > match.totals[1 - match.winner]


def test_first_dealer_is_drawn_from_the_seed():
    firsts = {EcarteMatch(games.get("ecarte"), seed=s).first_dealer for s in range(20)}
    assert firsts == {0, 1}
    assert (
        EcarteMatch(games.get("ecarte"), seed=5).first_dealer == EcarteMatch(games.get("ecarte"), seed=5).first_dealer
    )


def test_each_deal_knows_the_score_and_keeps_the_deal_pattern():
    match = EcarteMatch(games.get("ecarte", deal_pattern="2+3"), seed=11)
    rng = random.Random(11)
    for _ in range(3):
        state = match.new_deal()
        assert state.view(0).facts.scores == match.totals
        assert state.view(0).facts.deal_pattern == "2+3"
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
        if match.is_over:
            break
    for summary in match.history:
        assert summary.record.options["deal_pattern"] == "2+3"
        assert summary.record.replay().result().points == summary.points  # each deal replays alone


def test_end_immediately_at_5_when_the_turned_up_king_is_marked(deal):
    state = deal(["H7", "H8", "H9", "D7", "D8"], ["S7", "S8", "S9", "D9", "D10"], "CK", scores=[4, 2])
    assert state.is_over and state.phase == "over"
    assert state.result().points == [1, 0]
    assert state.result().details["ended"] == "target"


def test_end_immediately_at_5_when_a_held_king_is_marked(deal):
    state = deal(["CK", "H8", "H9", "D7", "D8"], ["S7", "S8", "S9", "D9", "D10"], "C7", scores=[3, 4])
    assert not state.is_over
    state.apply("stand")
    assert state.is_over and state.result().points == [0, 1]


def test_end_immediately_after_the_trick_that_settles_the_game(deal):
    strong = ["CQ", "CJ", "CA", "C10", "C9"]
    state = deal(strong, ["H7", "H8", "H9", "D7", "D8"], "C7", talon=["CK"], scores=[0, 4], actions=["stand"])
    for _ in range(3):
        state.apply(state.legal_actions()[0])
        assert not state.is_over
        state.apply(state.legal_actions()[0])
    assert state.is_over and len(state.tricks) == 3
    assert state.result().points == [0, 1]  # three tricks secure the point; the vole no longer matters


def test_end_immediately_off_plays_the_deal_out(deal):
    strong = ["CK", "CJ", "CA", "C10", "C9"]
    state = deal(strong, ["H7", "H8", "H9", "D7", "D8"], "C7", scores=[0, 4], end_immediately_at_5=False)
    state.apply("stand")
    assert not state.is_over
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert len(state.tricks) == 5 and state.result().points == [0, 3]


def test_winner_is_the_first_to_reach_the_target_when_played_out():
    game = games.get("ecarte", end_immediately_at_5=False)
    match = EcarteMatch(game, seed=1, first_dealer=0)
    match.totals = [4, 3]
    # Seat 0 deals and turns up the king (scored first); seat 1 then wins a vole with the penalty: both pass 5.
    deck = ["SQ", "SJ", "SA", "H7", "H8", "H9", "S10", "S9", "D7", "D8", "SK"]
    rest = [c for c in game.deck.codes if c not in deck]
    state = match.deal_game().new_deal(dealer=0, deck=deck + rest)
    for a in ("propose", "refuse"):
        state.apply(a)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert state.result().points == [1, 2]
    match.finish_deal(state)
    assert match.totals == [5, 5] and match.winner == 0 and match.is_over


def test_match_json_names_the_winner():
    match = _play_match(EcarteMatch(games.get("ecarte"), seed=2), random.Random(2))
    data = match.to_json()
    assert data["winner"] == match.winner and data["target"] == 5
    assert DealRecord.from_json(data["history"][0]["record"]).replay().is_over


def test_end_immediately_when_the_dealer_marks_his_king_after_the_lead(deal):
    state = deal(["H7", "H8", "H9", "D7", "D8"], ["CK", "S8", "S9", "D9", "D10"], "C7", scores=[4, 1])
    state.apply("stand")
    assert not state.is_over  # the dealer's king is marked at his deadline, after the opening lead (§28)
    state.apply("play H7")
    assert state.is_over and state.result().points == [1, 0]
