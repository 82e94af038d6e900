"""Play (§3.5), the trick winner (§3.6), captured zeros (§3.7), scoring (§3.8)."""

import pytest

from cardtable.cards.deck import NJET60
from cardtable.engine.tricks import winner
from cardtable.games import njet
from cardtable.games.njet.cardplay import tables
from cardtable.games.njet.scenario import deal, run, settle_board
from cardtable.games.njet.scoring import settle
from tests.njet.conftest import plays, refused

SEAT3 = "R5 K1 K2 K3 K4 K5 K6 K8 K9 R1 R2 R4 R6 R8 K0"  # no yellow


def started(follow="trump"):
    """4 players, start seat 1, no discard, trump red, super trump blue 0s, 2 points; teams 1+3 v 0+2."""
    s = deal({1: "Y5 R3 B0 B1", 2: "Y2 Y7 R9 B0", 3: SEAT3}, players=4, super_trump_follow=follow)
    settle_board(s, 2, 5, 1, 3, 2)
    run(s, "team 1 3")
    assert s.phase == "play" and s.to_move == 1
    return s


def test_follow_led_colour_or_anything_when_void_3_5():
    s = started()
    run(s, "play Y5")
    assert plays(s) and all(c[0] == "Y" for c in plays(s)) and {"Y2", "Y7"} <= set(plays(s))
    e = refused(s, "play R9")
    assert e.key == "must-follow" and "A lejátszás" in e.rule
    run(s, "play Y2")
    assert set(plays(s)) == set(SEAT3.split())  # seat 3 has no yellow: anything


@pytest.mark.parametrize("follow", ["trump", "colour"])
def test_trump_lead_calls_for_trump_or_super_trump_3_5(follow):
    s = started(follow)
    run(s, "play R3")  # trump
    p = set(plays(s))
    assert "R9" in p and all(c[0] == "R" or c == "B0" for c in p)
    assert ("B0" in p) == (follow == "trump")  # N2: a super-trump 0 is a trump, or still blue


@pytest.mark.parametrize("follow", ["trump", "colour"])
def test_super_trump_lead_n2_3_5(follow):
    s = started(follow)
    run(s, "play B0")  # super trump
    p = set(plays(s))
    if follow == "trump":
        assert "R9" in p and "B0" in p and all(c[0] == "R" or c == "B0" for c in p)
    else:
        assert "B0" in p and "R9" not in p and all(c[0] == "B" for c in p)


def test_trick_winner_super_over_trump_over_led_3_6():
    win, _ = tables("njet60", "R", "K")
    ids = NJET60.ids
    assert winner([(0, ids["Y9"][0]), (1, ids["R1"][0]), (2, ids["K0"][0]), (3, ids["R9"][0])], win) == 2
    assert winner([(0, ids["Y9"][0]), (1, ids["R1"][0]), (2, ids["B9"][0])], win) == 1
    assert winner([(0, ids["Y3"][0]), (1, ids["B9"][0]), (2, ids["Y4"][0])], win) == 2


def test_njet_ki_nyeri_az_utest_equal_cards_earlier_played_wins_3_6():
    """Seed 002, NJET, "A lejátszás — Ki nyeri az ütést?": "azonos értéknél az előbb lerakott lap erősebb" in the
    led colour, and among trumps "azonos értéknél az előbb lerakott az erősebb" (so too among super-trump 0s)."""
    ids = NJET60.ids
    win, _ = tables("njet60", None, None)
    sevens = [(s, ids["Y7"][s]) for s in range(4)]
    assert winner(sevens, win) == 0  # led colour: the first 7
    win, _ = tables("njet60", "R", "K")
    assert winner([(0, ids["K0"][0]), (1, ids["R9"][0]), (2, ids["K0"][1]), (3, ids["Y0"][0])], win) == 0
    assert winner([(0, ids["R7"][0]), (1, ids["R7"][1]), (2, ids["R2"][0])], win) == 0  # equal trumps
    # Through the engine: four yellow 7s, no trump; the leader's 7 wins.
    s = deal({1: "Y7", 2: "Y7", 3: "Y7", 0: "Y7"}, players=4)
    settle_board(s, 2, 5, 5, 5, 1)
    run(s, "team 1 3", "play Y7", "play Y7", "play Y7", "play Y7")
    assert s.winners == [1]


def test_njet_equal_cards_later_option_3_6():
    """The English and German editions ([RGG-NJET], [SPT]): the last of equal cards wins — rule option
    ``equal_cards="later"``, validated and kept in the game's record options."""
    ids = NJET60.ids
    later, _ = tables("njet60", "R", "K", equal_cards="later")
    assert winner([(s, ids["Y7"][s]) for s in range(4)], later) == 3
    assert winner([(0, ids["K0"][0]), (1, ids["R9"][0]), (2, ids["K0"][1]), (3, ids["Y0"][0])], later) == 2
    s = deal({1: "Y7", 2: "Y7", 3: "Y7", 0: "Y7"}, players=4, equal_cards="later")
    settle_board(s, 2, 5, 5, 5, 1)
    run(s, "team 1 3", "play Y7", "play Y7", "play Y7", "play Y7")
    assert s.winners == [0]
    assert s.view(2).facts.equal_cards == "later"
    game = njet.make_game(equal_cards="later")
    assert game.record_options == {"equal_cards": "later"} and njet.make_game().record_options == {}
    assert njet.make_game(last_equal_wins=True).rules.equal_cards == "later"  # a record saved before the rename
    with pytest.raises(ValueError):
        njet.make_game(equal_cards="last")
    from cardtable.engine.registry import info

    (opt,) = info("njet").rule_options  # the new-match dialog offers it from the game's record
    assert opt.name == "equal_cards" and opt.default == "earlier"
    assert {c.value for c in opt.choices} == {"earlier", "later"} and all(c.label.hu for c in opt.choices)
    njet.make_game(**{opt.name: opt.choices[1].value})  # every offered choice is a valid option


def test_captured_zeros_3_7():
    # [HU] example (its "green" is yellow here, N3): the start player's 3-team leads Y9, a partner adds Y0,
    # an opponent Y4, the other opponent (void) the trump K0, the last partner K7 takes the trick.
    s = deal(
        {0: "Y9", 1: "Y0", 2: "Y4", 3: "K0 K1 K2 K3 K4 K5 K6 K8 K9 R1 R2 R3", 4: "K7 R4 R5 R6 R8 R9 R0 R0 R0 B1 B2 B3"},
        players=5,
    )
    settle_board(s, 1, 5, 2, 5, 2)
    run(s, "team 0 1 4", "monster 2", "play Y9", "play Y0", "play Y4", "play K0", "play K7")
    assert s.winners == [4]
    assert s.captures == [0, 0, 0, 0, 1] and s.view(2).facts.captured[4] == ["K0"]  # not the partner's Y0


def test_scoring_examples_3_8():
    teams = [[0, 1, 4], [2, 3]]
    tricks, captures = [3, 2, 3, 2, 2], [1, 1, 0, 1, 1]  # 3-team: 7 tricks, 3 captures; seat 3 (monster) 2 + 1
    r = settle(5, teams, tricks, captures, 2, 3)
    assert r.points == [20, 20, 18, 18, 20]  # (7+3)×2; (3×2) + (3×2)×2
    assert r.details["team_scores"] == [20, 18]
    d = settle(5, teams, tricks, captures, 2, 3, difference=True)
    assert d.points == [2, 2, 0, 0, 2]
    neg = settle(5, teams, tricks, captures, -2, 3)
    assert neg.points == [-20, -20, -18, -18, -20]
    total = [0] * 5
    for ln in neg.lines:
        total[ln.payer] -= ln.amount if ln.payer >= 0 else 0
        total[ln.payee] += ln.amount if ln.payee >= 0 else 0
    assert total == neg.points


def test_played_round_scores_every_member_the_team_total_3_8():
    import random

    from cardtable.engine.randomplay import play_random

    s = deal({}, players=5)
    settle_board(s, 1, 5, 2, 3, 3)
    run(s, "team 0 1 4", "monster 2")
    play_random(s, random.Random(4))
    r = s.result()
    assert sum(s.won_count) == 12
    for team in s.teams:
        expect = sum((s.won_count[p] + s.captures[p]) * 3 * (2 if p == 2 else 1) for p in team)
        assert all(r.points[p] == expect for p in team)
