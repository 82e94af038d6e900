"""§§31, 44: the non-dealer leads; follow suit, trump when void, win the trick if you can."""

import pytest

from cardtable.engine.protocol import IllegalAction, texts

# Clubs are trumps (turn-up C7); dealer seat 0, non-dealer seat 1 leads.


def _plays(state):
    return sorted(a.text.split()[1] for a in state.legal_actions() if a.kind == "play")


def _refusal(state, action):
    before = (state.actions_text, state.to_move, list(state.hands), list(state.trick))
    with pytest.raises(IllegalAction) as e:
        state.apply(action)
    assert (state.actions_text, state.to_move, list(state.hands), list(state.trick)) == before
    return e.value


def test_non_dealer_leads_anything(deal):
    state = deal(["H9", "D7", "S8", "C9", "CA"], ["H7", "HK", "HA", "C8", "S7"], "C7", actions=["stand"])
    assert state.to_move == 1
    assert _plays(state) == ["C9", "CA", "D7", "H9", "S8"]


def test_play_must_follow_s44(deal):
    state = deal(["H9", "D7", "S8", "C9", "CA"], ["H7", "H8", "D9", "C8", "S7"], "C7", actions=["stand", "play H9"])
    assert _plays(state) == ["H7", "H8"]  # neither beats the nine: any heart
    err = _refusal(state, "play C8")
    assert err.rule == "§44" and err.key == "must-follow"


def test_play_must_win_if_possible_s44(deal):
    state = deal(["H9", "D7", "S8", "C9", "CA"], ["H7", "HK", "HA", "C8", "S7"], "C7", actions=["stand", "play H9"])
    assert _plays(state) == ["HA", "HK"]  # the ace and king beat the nine; the seven may not be played
    err = _refusal(state, "play H7")
    assert err.rule == "§44" and err.key == "must-beat"
    assert "H9" in err.message or err.params["card"] == "H7"


def test_play_must_trump_when_void_s44(deal):
    state = deal(["H9", "D7", "S8", "C9", "CA"], ["D9", "D10", "C8", "CQ", "S7"], "C7", actions=["stand", "play H9"])
    assert _plays(state) == ["C8", "CQ"]  # any trump wins a plain trick
    err = _refusal(state, "play S7")
    assert err.rule == "§44" and err.key == "must-trump"


def test_play_any_card_when_void_in_suit_and_trumps(deal):
    state = deal(["H9", "D7", "S8", "C9", "CA"], ["D9", "D10", "DJ", "SQ", "S7"], "C7", actions=["stand", "play H9"])
    assert _plays(state) == ["D10", "D9", "DJ", "S7", "SQ"]


def test_trump_led_must_be_beaten_with_a_higher_trump(deal):
    state = deal(["H9", "D7", "S8", "CJ", "CA"], ["C8", "CK", "DJ", "SQ", "S7"], "C7", actions=["stand", "play CJ"])
    assert _plays(state) == ["CK"]  # the king beats the jack; the eight cannot
    assert _refusal(state, "play C8").key == "must-beat"


def test_card_not_in_hand_is_refused(deal):
    state = deal(["H9", "D7", "S8", "CJ", "CA"], ["C8", "CK", "DJ", "SQ", "S7"], "C7", actions=["stand"])
    err = _refusal(state, "play HA")
    assert err.key == "card-not-in-hand" and err.rule == "§44"


def test_trick_winner_leads_next_and_five_tricks_end_the_deal(deal):
    state = deal(["H9", "D7", "S8", "C9", "CA"], ["H7", "HK", "HA", "C8", "S7"], "C7", actions=["stand", "play H9"])
    state.apply("play HK")
    assert state.to_move == 0 and state.won_count == [1, 0]
    assert state.view(1).last_trick == [(1, "H9"), (0, "HK")]
    assert state.view(1).trick == []
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert len(state.tricks) == 5 and state.phase == "over" and state.to_move is None
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction):
        state.apply("play H7")


def test_view_shows_only_own_hand_and_the_table(deal):
    state = deal(["H9", "D7", "S8", "C9", "CA"], ["H7", "HK", "HA", "C8", "S7"], "C7", actions=["stand", "play H9"])
    v0, v1 = state.view(0), state.view(1)
    assert set(v0.hand) == {"H7", "HK", "HA", "C8", "S7"}
    assert set(v1.hand) == {"D7", "S8", "C9", "CA"}
    assert v0.trick == v1.trick == [(1, "H9")]
    assert texts(v0.legal_actions) == ["play HK", "play HA"] and v1.legal_actions == []
    assert v0.hand_sizes == [5, 4]
    assert "HK" not in repr(v1)
