"""Teams and monster (§3.3), discarding and passing (§3.4, [HU] "2. sor: Eldobás")."""

from cardtable.engine.protocol import texts
from cardtable.games.njet.scenario import deal, run, settle_board
from tests.njet.conftest import refused


def test_teams_four_players_start_player_picks_partner_3_3():
    s = settle_board(deal({}, players=4), 2, 5, 1, 5, 1)
    assert texts(s.legal_actions()) == ["team 0 1", "team 1 2", "team 1 3"]
    assert refused(s, "team 1").key == "bad-team"
    run(s, "team 1 3")
    assert s.teams == [[1, 3], [0, 2]] and s.monster is None and s.phase == "play" and s.to_move == 1


def test_teams_five_players_two_or_three_and_the_monster_3_3():
    s = settle_board(deal({}, players=5), 1, 5, 1, 5, 1)
    t = texts(s.legal_actions())
    assert "team 0 3" in t and "team 0 2 4" in t and len(t) == 4 + 6
    run(s, "team 0 2 4")
    # a member of the two-player team
    assert s.step == "monster" and texts(s.legal_actions()) == ["monster 1", "monster 3"]
    assert refused(s, "monster 0").key == "monster-small-team"
    run(s, "monster 3")
    assert s.monster == 3 and s.view(1).facts.monster == 3


def test_teams_three_players_alone_or_with_a_partner_3_3():
    s = settle_board(deal({}, players=3), 1, 5, 1, 5, 1)
    assert texts(s.legal_actions()) == ["team 0", "team 0 1", "team 0 2"]
    alone = s.clone()
    run(alone, "team 0")
    assert alone.monster == 0  # the lone player holds the monster
    run(s, "team 0 2")
    assert s.monster == 1 and s.teams == [[0, 2], [1]]


def test_two_players_play_one_against_one_3_3():
    s = settle_board(deal({}, players=2), 2, 5, 1, 5, 1)
    assert s.teams == [[0], [1]] and s.phase == "play" and s.to_move == 1


def test_discard_is_hidden_for_good_3_4():
    s = settle_board(deal({0: "B5 Y5"}, players=4), 1, 2, 1, 5, 1)
    run(s, "team 0 2")
    assert s.step == "discard" and s.to_move == 0
    assert refused(s, "discard B5").key == "wrong-discard"
    assert refused(s, "play B5").key == "discard-first"
    run(s, "discard B5 Y5")
    assert s.view(1).public_history[-1] is None and texts(s.view(0).public_history)[-1] == "discard B5 Y5"
    assert s.view(0).facts.my_discards == ["B5", "Y5"] and s.view(1).facts.my_discards == []
    assert s.view(1).facts.acted == [0]
    while s.step == "discard":
        s.apply(s.legal_actions()[0])
    assert s.phase == "play" and all(h.bit_count() == 13 for h in s.hands)


def test_discard_two_no_zeros_3_2():
    s = settle_board(deal({0: "B0 B5 Y5"}, players=4), 1, 3, 1, 5, 1)
    run(s, "team 0 2")
    assert all("0" not in a.arg for a in s.legal_actions())
    assert refused(s, "discard B0 B5").key == "no-zeros"


def test_pass_two_to_the_right_hidden_until_all_passed_3_4():
    s = settle_board(deal({0: "B5 Y5", 1: "R9 R8", 2: "K9 K8", 3: "Y9 Y8"}, players=4), 1, 4, 1, 5, 1)
    run(s, "team 0 2")
    assert s.step == "pass"
    run(s, "pass B5 Y5")
    assert s.view(3).hand.count("B5") == 0  # not arrived yet
    assert s.view(3).public_history[-1] is None
    run(s, "pass R8 R9", "pass K8 K9")
    assert s.step == "pass"
    run(s, "pass Y8 Y9")
    # Seat 0 gives to its right-hand neighbour, seat 3; seat 1 to seat 0, etc.
    assert s.view(3).facts.received == ["B5", "Y5"] and s.view(0).facts.received == ["R8", "R9"]
    assert s.view(2).facts.received == ["Y8", "Y9"] and "Y9" in s.view(2).hand
    assert texts(s.view(1).public_history)[-4:] == [None, "pass R8 R9", None, None]
    assert s.phase == "play" and all(h.bit_count() == 15 for h in s.hands)
