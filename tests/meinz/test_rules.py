"""Meinz rules, one test per digest section (mu-and-more.md §5) and its [HU] passage."""

import pytest

from cardtable.engine.protocol import IllegalAction, texts
from cardtable.games.meinz.scenario import deal, run
from cardtable.games.meinz.scoring import point_cards, ranks

HANDS = {
    0: "R5 R1 B1 Y1 G1 R9 B9 Y9 G9",
    1: "G5 B2 B3 B4 Y2 Y3 Y4 G2 G3",  # no red
    2: "R2 Y5 B5 B6 Y6 G6 B7 Y7 G7",  # red 2 and two more 5s
    3: "R3 R4 R6 R7 R8 B8 Y8 G8 G4",
}
DISCARDS = "discard G9; discard G3; discard G7; discard G8"


def legal(state):
    return [a.text for a in state.legal_actions()]


def test_meinz_deal_and_hidden_discard_5_2_1():
    s = deal(HANDS)
    assert s.phase == "discard" and s.to_move == 0
    assert all(s.hands[p].bit_count() == 9 for p in range(4))
    run(s, "discard G9")
    assert s.view(1).public_history == [None]
    assert texts(s.view(0).public_history) == ["discard G9"] and s.view(0).facts.my_discard == ["G9"]
    run(s, "discard G3; discard G7; discard G8")
    assert s.phase == "play" and s.to_move == 0
    assert [s.hands[p].bit_count() for p in range(4)] == [8, 8, 8, 8]
    assert "G9" not in s.view(1).public_history and "G9" not in str(s.view(2).facts)


def test_meinz_start_player_left_of_dealer_5_2_2():
    s = deal(HANDS, dealer=1)  # the hands are dealt from position 2 on, so shift them
    assert s.start == 2 and s.to_move == 2


def test_meinz_legal_play_same_value_5_2():
    s = run(deal(HANDS), DISCARDS, "play R5", "pass")
    # [HU] example: Anita has no red but a green 5 — she may play it, or anything else.
    assert sorted(legal(s)) == sorted(f"play {c}" for c in ["G5", "B2", "B3", "B4", "Y2", "Y3", "Y4", "G2"])
    run(s, "play G5", "pass", "pass")
    # Holding red: the led colour or a card of the led value (5), nothing else.
    assert sorted(legal(s)) == ["play B5", "play R2", "play Y5"]
    before = s.actions_text
    with pytest.raises(IllegalAction) as e:
        s.apply("play B6")
    assert e.value.key == "must-follow" and "§5.2(3)" in e.value.rule
    assert s.actions_text == before


def test_meinz_lowest_card_wins_earlier_on_ties_5_2_4():
    s = run(deal(HANDS), DISCARDS, "play R5; pass; play G5; pass; pass; play Y5; pass; pass; pass; play R3")
    assert s.winners == [3] and s.phase == "exchange" and s.to_move == 3
    s = run(deal(HANDS), DISCARDS, "play R5; pass; play G5; pass; pass; play Y5; pass; pass; pass; play R8")
    assert s.winners == [0]  # three 5s: the earliest wins


def test_meinz_claim_order_5_2():
    s = run(deal(HANDS), DISCARDS)
    order = []
    s.apply("play R5")
    while not s.tricks:
        if s.step == "claim":
            order.append((len(s.trick), s.to_move))
            s.apply("pass")
        else:
            s.apply(s.legal_actions()[0])
    # After card 1 the leader; after card 2 P2 then P1; after card 3 P3, P1, P2; P4 never.
    assert order == [(1, 0), (2, 1), (2, 0), (3, 2), (3, 0), (3, 1)]


def test_meinz_claim_wins_whatever_is_played_5_2_5():
    s = run(deal(HANDS), DISCARDS, "play R9", "pass", "play B2", "claim")
    assert s.step == "play" and s.to_move == 2  # no more windows; the others still follow the rules
    assert sorted(legal(s)) == ["play R2"]
    run(s, "play R2", "play R3")
    assert s.winners == [1]  # B2 claimed it although R2 is lower
    with pytest.raises(IllegalAction) as e:
        s.apply("claim")
    assert e.value.key == "claim-not-now" or e.value.key.startswith("exchange")


def test_meinz_two_trick_limit_5_2():
    s = run(deal(HANDS), DISCARDS)
    run(s, "play R1; claim; play B2; play R2; play R3; keep")
    run(s, "play B1; claim; play B3; play B5; play B8; keep")
    assert s.won_count[0] == 2
    with pytest.raises(IllegalAction) as e:
        s.apply("claim")
    assert e.value.key == "claim-two-tricks" and "§5.2(6)" in e.value.rule
    run(s, "play Y1")
    assert s.step == "play" and s.to_move == 1  # the leader has two tricks: no claim window for him
    run(s, "play Y2", "pass", "play Y5")
    assert [s.to_move, s.step] == [2, "claim"]
    run(s, "pass", "pass")  # P2, then P1 — P0 is skipped
    run(s, "play Y8")
    assert s.winners[-1] == 1  # Y1 is lowest but its player has two tricks: the next lowest wins
    assert s.view(2).facts.can_win == [False, True, True, True]


def test_meinz_exchange_is_public_5_2_7():
    s = run(deal(HANDS), DISCARDS, "play R1; claim; play B2; play R2; play R3")
    assert s.to_move == 0 and "keep" in legal(s) and "exchange R3 Y9" in legal(s)
    assert "exchange R3 G9" not in legal(s)  # G9 was discarded
    run(s, "exchange R3 Y9")
    assert "R3" in s.view(0).hand and "Y9" not in s.view(0).hand
    assert s.view(0).facts.my_tricks == ["R1", "R2", "B2", "Y9"]
    assert s.view(2).facts.exchanges == [{"seat": 0, "took": "R3", "gave": "Y9"}]
    assert texts(s.view(2).public_history)[-1] == "exchange R3 Y9"
    assert s.phase == "play" and s.to_move == 0  # the winner leads
    with pytest.raises(IllegalAction) as e:
        s.apply("keep")
    assert e.value.key == "exchange-not-now"


def test_meinz_no_exchange_after_the_last_trick_m3():
    import random

    s = deal(HANDS)
    rng = random.Random(1)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    assert s.history[-1].kind == "play" and len(s.tricks) == 8


def test_meinz_scoring_example_5_2():
    # [HU]: Jenő and Anita 40-40, Éva 39, Márk 34: tied first places nothing, no 2nd, Éva 3rd nothing, Márk 2.
    assert ranks([40, 40, 39, 34]) == [1, 1, 3, 4]
    assert point_cards([40, 40, 39, 34]) == [0, 0, 0, 2]
    assert point_cards([51, 38, 37, 31]) == [3, 1, 0, 2]  # [HU] first example
    assert point_cards([30, 40, 40, 20]) == [0, 0, 0, 2]
    assert point_cards([50, 30, 30, 30]) == [3, 0, 0, 0]


def test_meinz_round_scores_sums_of_two_tricks_5_2_8():
    import random

    s = deal(HANDS)
    rng = random.Random(4)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    r = s.result()
    discarded = sum(int(c[1]) for d in r.details["discards"] for c in d)
    assert sum(r.details["sums"]) == 180 - discarded  # every card but the four discards
    assert r.points == point_cards(r.details["sums"])
    assert sorted(r.points) in ([0, 1, 2, 3], [0, 0, 0, 2], [0, 0, 0, 3], [0, 0, 1, 3], [0, 0, 2, 3], [0, 0, 0, 0])
    assert all(n == 2 for n in s.won_count)


MONSTER = {
    0: "R5 R1 B1 Y1 G1 R9 B9 Y9 G9",
    1: "G5 B2 B3 B4 Y2 Y3 Y4 G2 G3",
    2: "R2 Y5 B5 B6 Y6 G6 B7 Y7 G7",
    3: "G8 R3 R4 R6 R7 R8 B8 Y8 G4",  # the monster's pile, top first
}


def test_meinz_three_players_monster_5_3():
    s = deal(MONSTER, dealer=2, players=3)
    assert s.start == 0 and s.monster == 3 and s.players == 3
    run(s, "discard G9; discard G3; discard G7")
    run(s, "play R1; pass; play G5; pass; pass; play R2; pass; pass; pass")
    # The monster plays its top card (G8) regardless of the follow rule, and never claims.
    assert s.monster_plays == [(0, s.deck[3])] and s.tricks[0][-1] == (3, s.game.deck.card("G8"))
    assert s.winners == [0] and len(s.view(1).facts.monster_plays) == 1
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    r = s.result()
    assert len(r.points) == 3 and r.details["monster_left"] and len(r.details["monster_left"]) == 1
    assert r.details["sums"][3] == sum(int(c[1]) for c in r.details["tricks"][3]) + 12
    assert r.points == point_cards(r.details["sums"])[:3]


def test_meinz_monster_starts_and_takes_three_variant_5_3():
    s = deal(MONSTER, dealer=2, players=3, monster_starts=True, monster_takes_three=True)
    assert s.start == 3 and s.to_move == 0 and s.phase == "discard"
    run(s, "discard G9; discard G3; discard G7")
    assert s.trick == [(3, s.game.deck.card(MONSTER[3].split()[0]))]  # the monster led its top card
    while not s.is_over:
        s.apply(s.legal_actions()[-1])
    r = s.result()
    assert r.details["point_cards"][3] == 3
    assert 3 not in r.points  # the players rank from second place on
