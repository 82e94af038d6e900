"""§§26–28: the trump king — turned up, held, drawn in the exchange; auto-mark and deadlines."""

import pytest

from cardtable.engine.protocol import IllegalAction, texts

# Clubs are trumps (turn-up C7) unless a test says otherwise; dealer = seat 0, non-dealer = seat 1.
ND_WITH_KING = ["CK", "H7", "H8", "D7", "D8"]
DEALER_PLAIN = ["HA", "HK", "S7", "S8", "S9"]


def _refusal(state, action):
    with pytest.raises(IllegalAction) as e:
        state.apply(action)
    return e.value


def test_king_turned_up_scores_for_dealer(deal):
    state = deal(["H7", "H8", "H9", "D7", "D8"], ["S7", "S8", "S9", "D9", "D10"], "CK")
    assert state.view(1).facts.king_marks == [{"seat": 0, "how": "turn-up", "at": 0}]
    assert state.view(1).facts.king_points == [1, 0]
    for a in ("stand", "play H7", "play S7"):
        state.apply(a)
    # The turn-up king is never marked by hand.
    err = _refusal(state, "king")
    assert err.rule == "§26" and err.key == "king-turned-up"


def test_king_turned_up_point_in_result(deal):
    state = deal(["H7", "H8", "H9", "D7", "D8"], ["S7", "S8", "S9", "D9", "D10"], "CK", actions=["stand"])
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    result = state.result()
    king = [ln for ln in result.lines if ln.part == "king"]
    assert len(king) == 1 and king[0].payee == 0 and king[0].amount == 1 and king[0].note == "king-turn-up"
    assert king[0].payer == -1


def test_held_king_is_marked_automatically_by_default(deal):
    state = deal(ND_WITH_KING, DEALER_PLAIN, "C7")
    assert state.view(1).facts.king_marks == []  # not before the hand is final
    state.apply("stand")
    assert state.view(0).facts.king_marks == [{"seat": 1, "how": "auto", "at": 1}]
    assert "king" not in [a.text for a in state.legal_actions()]
    assert state.actions_text == ["stand"]  # the engine's mark is not a player action
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    lines = [ln for ln in state.result().lines if ln.part == "king"]
    assert [(ln.payee, ln.note) for ln in lines] == [(1, "king-auto")]


def test_held_king_marked_by_action_before_the_opening_lead_s27(deal):
    state = deal(ND_WITH_KING, DEALER_PLAIN, "C7", auto_mark_king=False, actions=["stand"])
    assert "king" in [a.text for a in state.legal_actions()]
    state.apply("king")
    assert state.king_points == [0, 1]
    assert state.to_move == 1  # marking is not a lead
    assert _refusal(state, "king").key == "king-already-marked"
    state.apply("play H7")
    assert texts(state.view(0).public_history) == ["stand", "king", "play H7"]


def test_held_king_too_late_after_the_opening_lead_s27(deal):
    state = deal(ND_WITH_KING, ["S10", "SJ", "S7", "S8", "S9"], "C7", auto_mark_king=False, actions=["stand"])
    state.apply("play H7")
    state.apply("play S7")
    assert state.to_move == 1  # seat 1 won and leads the second trick: too late now
    assert "king" not in [a.text for a in state.legal_actions()]
    err = _refusal(state, "king")
    assert err.rule == "§27" and err.key == "king-too-late"


def test_dealer_marks_king_before_playing_to_the_first_card_s28(deal):
    state = deal(["H7", "H8", "H9", "D7", "D8"], ["CK", "S7", "S8", "S9", "D9"], "C7", auto_mark_king=False)
    state.apply("stand")
    assert "king" not in [a.text for a in state.legal_actions()]  # the non-dealer has no king
    state.apply("play D7")
    assert "king" in [a.text for a in state.legal_actions()]
    state.apply("play D9")  # the dealer plays without marking
    assert state.to_move == 0
    err = _refusal(state, "king")
    assert err.rule == "§28" and err.key == "king-too-late"
    assert state.king_points == [0, 0]


def test_dealer_marks_king_then_plays(deal):
    state = deal(["H7", "H8", "H9", "D7", "D8"], ["CK", "S7", "S8", "S9", "D9"], "C7", auto_mark_king=False)
    for a in ("stand", "play D7", "king", "play D9"):
        state.apply(a)
    assert state.king_points == [1, 0]


def test_king_not_marked_during_the_exchange(deal):
    state = deal(ND_WITH_KING, DEALER_PLAIN, "C7", auto_mark_king=False)
    err = _refusal(state, "king")
    assert err.rule == "§26" and err.key == "king-too-early"


def test_king_drawn_in_exchange_may_be_marked(deal):
    nd = ["H7", "H8", "H9", "D7", "D8"]
    state = deal(nd, DEALER_PLAIN, "C7", talon=["CK"], auto_mark_king=False)
    for a in ("propose", "accept", "discard H7", "discard"):
        state.apply(a)
    assert "CK" in state.view(1).hand
    state.apply("refuse" if state.phase == "respond" else "stand")
    assert state.phase == "play" and "king" in [a.text for a in state.legal_actions()]
    state.apply("king")
    assert state.view(0).facts.king_marks == [{"seat": 1, "how": "declared", "at": 6}]


def test_dealers_king_drawn_in_exchange_is_auto_marked_when_the_first_card_is_led(deal):
    state = deal(["H7", "H8", "H9", "D7", "D8"], DEALER_PLAIN, "C7", talon=["S10", "CK"])
    for a in ("propose", "accept", "discard H7", "discard S7", "stand"):
        state.apply(a)
    assert "CK" in state.view(0).hand
    # §28: the dealer's deadline is his reply to the first lead, so the leader does not learn it sooner.
    assert state.view(1).facts.king_marks == []
    state.apply("play H8")
    assert state.view(1).facts.king_marks == [{"seat": 0, "how": "auto", "at": 6}]
    assert "king" not in [a.text for a in state.legal_actions()]


def test_discarded_king_cannot_be_marked(deal):
    state = deal(ND_WITH_KING, DEALER_PLAIN, "C7", auto_mark_king=False)
    for a in ("propose", "accept", "discard CK", "discard", "stand"):
        state.apply(a)
    assert state.marks == []
    err = _refusal(state, "king")
    assert err.key == "king-not-held"


def test_declining_to_mark_scores_nothing(deal):
    state = deal(ND_WITH_KING, DEALER_PLAIN, "C7", auto_mark_king=False, actions=["stand"])
    while not state.is_over:
        state.apply(next(a for a in state.legal_actions() if a.text != "king"))
    assert not [ln for ln in state.result().lines if ln.part == "king"]
