"""Dealing (digest "Deal", MAUSZ §2): a given deck, seeds, bad decks."""

import pytest

from cardtable import games
from cardtable.cards import get_deck
from cardtable.games.ulti import make_game
from cardtable.games.ulti.game import deck_for_hands
from cardtable.games.ulti.scenario import deal

D = get_deck("hungarian32")


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_deal_given_deck_order(dealer):
    deck = list(D.codes)
    state = make_game().new_deal(dealer=dealer, deck=deck)
    fh, second, third = (dealer + 1) % 3, (dealer + 2) % 3, dealer
    assert D.codes_of(state.hands[fh]) == sorted(deck[0:7] + deck[17:22], key=D.card)
    assert D.codes_of(state.hands[second]) == sorted(deck[7:12] + deck[22:27], key=D.card)
    assert D.codes_of(state.hands[third]) == sorted(deck[12:17] + deck[27:32], key=D.card)
    assert state.to_move == fh and state.phase == "bidding"
    assert state.talon == 0
    assert state.deck_codes == deck and state.players == 3


def test_deal_given_deck_shuffled_order_is_kept():
    deck = make_game().shuffled_deck(7)
    state = make_game().new_deal(dealer=0, deck=deck)
    assert set(D.codes_of(state.hands[1])) == set(deck[0:7] + deck[17:22])
    assert set(D.codes_of(state.hands[2])) == set(deck[7:12] + deck[22:27])
    assert set(D.codes_of(state.hands[0])) == set(deck[12:17] + deck[27:32])


def test_deal_same_seed_same_deal():
    g = make_game("4m")
    assert g.new_deal(42).deck_codes == g.new_deal(42).deck_codes
    assert g.new_deal(42).deck_codes != g.new_deal(43).deck_codes


def test_deal_sizes_12_10_10():
    state = make_game().new_deal(3, dealer=1)
    assert [h.bit_count() for h in state.hands] == [10, 10, 12]
    assert state.forehand == 2


@pytest.mark.parametrize(
    "deck",
    [list(D.codes)[:31], [*list(D.codes)[:31], "P7"], [*list(D.codes)[:31], "X9"], [*list(D.codes), "P7"]],
)
def test_deal_rejects_bad_deck(deck):
    with pytest.raises(ValueError):
        make_game().new_deal(deck=deck)


def test_deal_rejects_bad_players_and_dealer():
    with pytest.raises(ValueError, match="3 players"):
        make_game().new_deal(1, players=4)
    with pytest.raises(ValueError, match="dealer"):
        make_game().new_deal(1, dealer=3)


def test_registry_variants():
    assert games.get("ulti").variant == "mausz"
    assert games.get("ulti", variant="4m").variant == "4m"
    assert games.get("ulti", variant="4M").variant == "4m"
    with pytest.raises(ValueError, match="variant"):
        games.get("ulti", variant="bogus")
    with pytest.raises(ValueError, match="option"):
        games.get("ulti", colour="blue")


def test_deck_for_hands_round_trip():
    state = make_game().new_deal(11, dealer=1)
    hands = [D.codes_of(h) for h in state.hands]
    again = make_game().new_deal(dealer=1, deck=deck_for_hands(1, hands))
    assert again.hands == state.hands


def test_scenario_fills_hands():
    state = deal({0: "PA PK", 1: "MA", 2: "ZA Z10"})
    assert {"PA", "PK"} <= set(D.codes_of(state.hands[0]))
    assert "MA" in D.codes_of(state.hands[1])
    assert [h.bit_count() for h in state.hands] == [12, 10, 10]
    state.check_invariants()


def test_package_exports():
    import cardtable.games.ulti as ulti

    assert {"make_game", "UltiGame", "UltiMatch", "UltiState"} <= set(ulti.__all__)
    assert isinstance(ulti.make_game("4m").new_deal(1), ulti.UltiState)
