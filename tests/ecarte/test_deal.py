"""§§12–14 and the digest's deal order: the pack, the rank, the deal, the turn-up."""

import pytest

from cardtable import games
from cardtable.cards.deck import PIQUET32
from cardtable.engine.tricks import winner
from cardtable.games.ecarte.tables import STRENGTH, TABLES

CODES = list(PIQUET32.codes)


def test_deal_order_3_2():
    state = games.get("ecarte").new_deal(dealer=0, deck=CODES)
    assert state.view(1).hand == sorted(CODES[0:3] + CODES[6:8], key=CODES.index)
    assert state.view(0).hand == sorted(CODES[3:6] + CODES[8:10], key=CODES.index)
    assert state.view(0).facts.turn_up == CODES[10] == "D9"
    assert state.view(0).trump == "D"
    assert state.talon_size == 21
    assert [PIQUET32.codes[c] for c in state.talon] == CODES[11:]


def test_deal_order_2_3():
    state = games.get("ecarte", deal_pattern="2+3").new_deal(dealer=1, deck=CODES)
    assert set(state.view(0).hand) == set(CODES[0:2] + CODES[4:7])
    assert set(state.view(1).hand) == set(CODES[2:4] + CODES[7:10])
    assert state.view(1).facts.turn_up == "D9"
    assert state.view(0).facts.deal_pattern == "2+3"


def test_non_dealer_is_the_other_seat_and_acts_first():
    for dealer in (0, 1):
        state = games.get("ecarte").new_deal(dealer=dealer, deck=CODES)
        assert state.non_dealer == 1 - dealer
        assert state.to_move == 1 - dealer
        assert state.phase == "propose"


def test_exchange_draws_from_the_top_of_the_talon():
    state = games.get("ecarte").new_deal(dealer=0, deck=CODES)
    for a in ("propose", "accept", "discard H7 H8", "discard H10"):
        state.apply(a)
    assert set(state.view(1).hand) == {"H9", "HK", "HA", "D10", "DJ"}
    assert set(state.view(0).hand) == {"HJ", "HQ", "D7", "D8", "DQ"}


def test_rank_is_k_q_j_a_10_9_8_7():
    order = ["HK", "HQ", "HJ", "HA", "H10", "H9", "H8", "H7"]
    strengths = [STRENGTH[PIQUET32.card(c)] for c in order]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == 8
    t = TABLES[PIQUET32.suits.index("C")]
    card = PIQUET32.card
    assert winner([(0, card("HA")), (1, card("HJ"))], t) == 1  # the jack beats the ace
    assert winner([(0, card("HK")), (1, card("HA"))], t) == 0
    assert winner([(0, card("HK")), (1, card("C7"))], t) == 1  # the lowest trump beats any plain card (§30)
    assert winner([(0, card("H7")), (1, card("SK"))], t) == 0  # a card of another suit never wins


def test_same_seed_same_deal():
    g = games.get("ecarte")
    assert g.new_deal(42).deck_codes == g.new_deal(42).deck_codes
    assert g.new_deal(42).deck_codes != g.new_deal(43).deck_codes


@pytest.mark.parametrize(
    "kwargs,message",
    [
        ({"players": 3}, "2 players"),
        ({"dealer": 2}, "seat 0 or 1"),
        ({"deck": CODES[:-1]}, "32 cards"),
        ({"deck": [*CODES[:-1], "H7"]}, "H7"),
        ({"deck": [*CODES[:-1], "XX"]}, "unknown card"),
    ],
)
def test_bad_deal_arguments_are_refused(kwargs, message):
    with pytest.raises(ValueError, match=message):
        games.get("ecarte").new_deal(**kwargs)


def test_unknown_options_and_values_are_refused():
    with pytest.raises(ValueError, match="unknown Écarté option"):
        games.get("ecarte", trumps="no")
    with pytest.raises(ValueError, match="target"):
        games.get("ecarte", target=6)
    with pytest.raises(ValueError, match="deal_pattern"):
        games.get("ecarte", deal_pattern="4+1")
    with pytest.raises(ValueError, match="variant"):
        games.get("ecarte", variant="4m")
    with pytest.raises(ValueError, match="scores"):
        games.get("ecarte", scores=[5, 0])


def test_state_exposes_deck_players_and_invariants():
    state = games.get("ecarte").new_deal(3)
    assert state.players == 2
    assert sorted(state.deck_codes) == sorted(CODES)
    state.check_invariants()
    state.hands[0] |= state.hands[1]  # corrupt: a card in two places
    with pytest.raises(AssertionError):
        state.check_invariants()
