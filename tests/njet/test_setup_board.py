"""Setup per player count (digest §3.3) and the NJET board phase (§3.2, §3.4, [HU] "NJET-fázis")."""

import pytest

from cardtable.games.njet import make_game
from cardtable.games.njet.scenario import deal, run, settle_board
from tests.njet.conftest import refused


@pytest.mark.parametrize(
    ("players", "deck", "hand", "discs"), [(2, 60, 15, 17), (3, 48, 16, 18), (4, 60, 15, 19), (5, 60, 12, 20)]
)
def test_setup_table_3_3(players, deck, hand, discs):
    s = make_game(players=players).new_deal(7, dealer=1)
    assert len(s.deck_codes) == deck and all(h.bit_count() == hand for h in s.hands)
    assert s.aside.bit_count() == deck - hand * players  # 2 players: 30 cards set aside unseen
    # Row 1 spaces of absent players' colours start covered.
    assert s.view(0).facts.board[0] == [None] * players + [-1] * (5 - players)
    n = 0
    while s.step == "njet":
        s.apply(s.legal_actions()[0])
        n += 1
    assert n == discs  # with 5 players all 20 discs are used


def test_three_player_deck_has_one_seven_per_colour_3_3():
    codes = make_game(players=3).new_deal(1).deck_codes
    assert codes.count("R7") == 1 and codes.count("R0") == 3 and len(codes) == 48


def test_board_last_space_rule_3_4():
    s = deal({}, players=4, dealer=2)
    assert s.to_move == 2  # the dealer places the first disc
    run(s, "block 3 1; block 3 2; block 3 3")  # trump row: red, black, blue covered
    assert s.to_move == 1
    run(s, "block 3 4")  # yellow covered: NJET is the row's last free space
    assert s.view(0).facts.board[2] == [2, 3, 0, 1, None]
    e = refused(s, "block 3 5")
    assert e.key == "last-space" and "NJET-fázis" in e.rule
    assert refused(s, "block 3 1").key == "space-covered"
    assert refused(s, "block 1 5").key == "space-covered"  # the absent fifth player's colour
    assert not any(a.text.startswith("block 3 ") for a in s.legal_actions())
    assert refused(s, "play B0").key == "njet-first"


def test_board_clockwise_until_one_free_per_row_3_4():
    s = deal({}, players=5, dealer=3)
    movers = []
    while s.step == "njet":
        movers.append(s.to_move)
        s.apply(s.legal_actions()[-1])
    assert movers[:6] == [3, 4, 0, 1, 2, 3] and len(movers) == 20
    board = s.view(0).facts.board
    assert all(row.count(None) == 1 for row in board)
    assert board[4][4] == 3  # who covered a space is public


def test_board_outcome_sets_the_round_3_2():
    s = settle_board(deal({}, players=5), 3, 2, 2, 4, 5)
    assert (s.start, s.discard_rule, s.trump, s.super_trump, s.mult) == (2, "discard-2", "K", "Y", -2)
    v = s.view(0).facts
    assert v.start_player == 2 and v.points_per_trick == -2 and s.view(0).trump == "K"
    assert s.phase == "teams" and s.to_move == 2
    assert refused(s, "block 1 1").key == "board-done"


def test_deal_one_card_at_a_time_from_the_forehand_3_4():
    game = make_game(players=2)
    deck = list(game.deck.codes)
    s = game.new_deal(dealer=1, deck=deck)
    assert sorted(s.view(0).hand) == sorted(deck[0:30:2]) and sorted(s.view(1).hand) == sorted(deck[1:30:2])
    assert game.deck.codes_of(s.aside) == sorted(deck[30:], key=game.deck.codes.index)  # 30 aside, unseen
    assert s.deck_codes == deck and s.to_move == 1
