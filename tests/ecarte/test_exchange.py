"""§§35–39: the exchange loop — propose/stand, accept/refuse, discards, the talon, public counts."""

import pytest

from cardtable.cards.deck import PIQUET32
from cardtable.engine.protocol import IllegalAction, texts

ND = ["H7", "H8", "H9", "D7", "D8"]
DL = ["HA", "HK", "S7", "S8", "S9"]


def _texts(state):
    return [a.text for a in state.legal_actions()]


def _refusal(state, action):
    before = (state.actions_text, state.phase, state.to_move, list(state.hands), state.talon_pos)
    with pytest.raises(IllegalAction) as e:
        state.apply(action)
    assert (state.actions_text, state.phase, state.to_move, list(state.hands), state.talon_pos) == before
    assert e.value.message and e.value.key
    return e.value


def test_non_dealer_proposes_or_stands(deal):
    state = deal(ND, DL, "C7")
    assert state.phase == "propose" and state.to_move == 1
    assert _texts(state) == ["propose", "stand"]
    state.apply("propose")
    assert state.phase == "respond" and state.to_move == 0
    assert _texts(state) == ["accept", "refuse"]


def test_refuse_ends_the_exchange(deal):
    state = deal(ND, DL, "C7", actions=["propose", "refuse"])
    assert state.phase == "play" and state.to_move == 1
    assert state.view(1).facts.dealer_refused_first is True


def test_stand_on_the_original_deal_is_d_autorite(deal):
    state = deal(ND, DL, "C7", actions=["stand"])
    assert state.phase == "play"
    assert state.view(0).facts.played_without_proposing is True
    assert state.view(0).facts.original_deal is False


def test_accept_then_discards_draw_from_the_talon_top(deal):
    state = deal(ND, DL, "C7", talon=["C8", "C9", "C10", "CJ"])
    for a in ("propose", "accept"):
        state.apply(a)
    assert state.phase == "discard" and state.to_move == 1
    state.apply("discard H7 H8")
    assert set(state.view(1).hand) == {"H9", "D7", "D8", "C8", "C9"}
    assert state.phase == "dealer-discard" and state.to_move == 0
    state.apply("discard S7")
    assert set(state.view(0).hand) == {"HA", "HK", "S8", "S9", "C10"}
    assert state.talon_size == 21 - 3
    assert state.phase == "propose" and state.to_move == 1  # the loop goes round while the talon lasts


def test_non_dealer_exchanges_one_to_five(deal):
    state = deal(ND, DL, "C7", actions=["propose", "accept"])
    texts = _texts(state)
    assert "discard" not in texts  # at least one card (A3-3)
    assert len(texts) == 31  # every non-empty subset of 5 cards
    assert "discard H7 H8 H9 D7 D8" in texts
    err = _refusal(state, "discard")
    assert err.rule == "§35" and err.key == "discard-count"
    err = _refusal(state, "discard HA")
    assert err.key == "card-not-in-hand"


def test_dealer_may_keep_every_card(deal):
    state = deal(ND, DL, "C7", actions=["propose", "accept", "discard H7"])
    texts = _texts(state)
    assert "discard" in texts and len(texts) == 32
    state.apply("discard")
    assert state.view(1).facts.exchanges == [
        {"seat": 1, "discarded": 1, "drawn": 1, "taken_back": 0},
        {"seat": 0, "discarded": 0, "drawn": 0, "taken_back": 0},
    ]


def test_dealer_min_discard_option(deal):
    state = deal(ND, DL, "C7", dealer_min_discard=1, actions=["propose", "accept", "discard H7"])
    assert "discard" not in _texts(state)
    assert _refusal(state, "discard").key == "discard-count"


def test_discard_card_order_is_free_and_canonical(deal):
    state = deal(ND, DL, "C7", actions=["propose", "accept"])
    state.apply("discard D8 H7")
    assert state.actions_text[-1] == "discard H7 D8"


def test_exchange_counts_are_public_but_cards_hidden(deal):
    state = deal(ND, DL, "C7", actions=["propose", "accept", "discard H7 H8", "discard S7 S8 S9"])
    mine, theirs = state.view(1), state.view(0)
    assert mine.facts.my_discards == ["H7", "H8"]
    assert theirs.facts.my_discards == ["S7", "S8", "S9"]
    assert texts(mine.public_history) == ["propose", "accept", "discard H7 H8", None]
    assert texts(theirs.public_history) == ["propose", "accept", None, "discard S7 S8 S9"]
    for v in (mine, theirs):
        assert v.facts.discard_counts == [3, 2]
        assert [(e["seat"], e["drawn"]) for e in v.facts.exchanges] == [(1, 2), (0, 3)]
        assert v.facts.talon_size == 16
    assert not [c for c in ("S7", "S8", "S9") if c in repr(mine)]  # the opponent's discards appear nowhere


def _exhaust(state):
    """Two full exchanges: 20 cards of the talon."""
    for _ in range(2):
        state.apply("propose")
        state.apply("accept")
        state.apply(_texts(state)[-1])  # discard all five
        state.apply(_texts(state)[-1])


def test_exchange_talon_shortage(deal):
    state = deal(ND, DL, "C7")
    _exhaust(state)
    assert state.talon_size == 1 and state.phase == "propose"
    state.apply("propose")
    state.apply("accept")
    texts = _texts(state)
    assert all(len(t.split()) == 2 for t in texts) and len(texts) == 5  # capped at the one card left
    err = _refusal(state, texts[0] + " " + state.view(1).hand[-1])
    assert err.rule == "§39" and err.key == "discard-more-than-talon"
    state.apply(texts[0])
    # The talon is empty: the dealer has nothing to draw and no more proposals can be made (§37).
    assert state.talon_size == 0 and state.phase == "play"
    assert len(state.view(0).hand) == len(state.view(1).hand) == 5
    state.check_invariants()


def test_exchange_talon_shortage_strict_s39(deal):
    state = deal(ND, DL, "C7", strict_talon_shortage=True)
    _exhaust(state)
    state.apply("propose")
    state.apply("accept")
    assert len(_texts(state)) == 31  # the request is not capped
    hand = state.view(1).hand
    top = PIQUET32.codes[state.talon[state.talon_pos]]
    state.apply("discard " + " ".join(hand[:3]))
    # Draws the last card and takes back the two most recently discarded (the last named).
    assert set(state.view(1).hand) == {*hand[1:], top}
    assert state.view(0).facts.exchanges[-1] == {"seat": 1, "discarded": 3, "drawn": 1, "taken_back": 2}
    discards = state.view(1).facts.my_discards
    assert hand[0] in discards and hand[1] not in discards and hand[2] not in discards
    assert state.phase == "play"
    state.check_invariants()


def test_no_proposal_once_the_talon_is_empty(deal):
    state = deal(ND, DL, "C7")
    _exhaust(state)
    state.apply("propose")
    state.apply("accept")
    state.apply(_texts(state)[0])
    assert "propose" not in _texts(state)
    err = _refusal(state, "propose")
    # Review: was "§31"; the seed's rule for this is §37 ("proposals only while the talon is not exhausted").
    assert err.rule == "§37" and err.key == "exchange-over"


def test_second_proposal_may_be_refused_without_penalty(deal):
    state = deal(ND, DL, "C7", actions=["propose", "accept", "discard H7", "discard", "propose", "refuse"])
    assert state.phase == "play"
    assert state.view(0).facts.dealer_refused_first is False
    assert state.view(0).facts.proposals == 2


def test_wrong_phase_actions_are_refused(deal):
    state = deal(ND, DL, "C7")
    assert _refusal(state, "accept").rule == "§35"
    assert _refusal(state, "discard H7").key == "no-proposal"
    assert _refusal(state, "play H7").key == "play-before-exchange"
    state.apply("propose")
    assert _refusal(state, "propose").key == "accept-or-refuse"
    state.apply("accept")
    assert _refusal(state, "refuse").key == "must-discard"
