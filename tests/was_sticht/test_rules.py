"""Was sticht? rules, one test per digest section (mu-and-more.md §4) and its [HU] passage."""

import pytest

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import IllegalAction, texts
from cardtable.engine.tricks import allowed, winner
from cardtable.games.was_sticht import make_game
from cardtable.games.was_sticht.cardplay import RULES, tables_for
from cardtable.games.was_sticht.scenario import deal, run
from cardtable.games.was_sticht.tasks import RoundFacts, fulfilled, task_counts

R, B, Y, G = range(4)


def legal(state):
    return [a.text for a in state.legal_actions()]


def trick(*codes):
    return [(i, DECK.card(c)) for i, c in enumerate(codes)]


def test_was_sticht_task_cards_4_1():
    counts = task_counts()
    assert sum(counts.values()) == 24
    assert counts["betli"] == counts["last"] == counts["most"] == counts["fewest"] == 3
    assert [counts[f"no-{c}"] for c in "RBYG"] == [1, 1, 1, 1]
    assert [counts[f"exactly-{n}"] for n in range(1, 5)] == [2, 2, 2, 2]  # UNCONFIRMED split: an option
    assert [task_counts((1, 3, 3, 1))[f"exactly-{n}"] for n in range(1, 5)] == [1, 3, 3, 1]
    with pytest.raises(ValueError):
        make_game(exactly_split=(2, 2, 2, 3))


def test_was_sticht_task_draft_4_2():
    s = make_game().new_deal(1, dealer=2)
    assert s.phase == "tasks" and s.to_move == 2  # the start player takes first
    run(s, "task betli", "task betli", "task betli")
    assert [s.tasks[p] for p in (2, 3, 0)] == [["betli"]] * 3 and s.to_move == 1
    assert "task betli" not in legal(s)
    with pytest.raises(IllegalAction) as e:
        s.apply("task betli")
    assert e.value.key == "task-gone" and "§4.2" in e.value.rule
    while s.phase == "tasks":
        s.apply(s.legal_actions()[0])
    assert [len(t) for t in s.tasks] == [4, 4, 4, 4] and s.phase == "draft"
    assert s.view(0).facts.tasks == s.tasks  # the tasks lie face up


def test_was_sticht_nobody_knows_the_trumps_during_the_task_draft_4_2():
    """Seed 002, Was sticht?: the tasks are drafted in the setup; only "1." of the round has the start player
    "titokban megnézi a legalsó aduszín- és aduszámkártyát" — so no view carries the trumps before the card draft."""
    s = make_game().new_deal(5, dealer=1, players=4)
    while s.phase == "tasks":
        for seat in range(4):
            v = s.view(seat)
            assert v.trump is None and not v.facts.trumps_known
            assert v.facts.trump_colour is None and v.facts.trump_number is None
        s.apply(s.legal_actions()[0])
    assert s.phase == "draft" and s.view(1).facts.trumps_known and s.view(1).trump is not None


def test_was_sticht_draft_rows_monster_and_secret_trumps_4_3():
    s = make_game().new_deal(5, dealer=1, players=4)
    run(s, *["task betli", "task most", "task last", "task fewest"] * 3, "task no-R; task no-B; task no-Y; task no-G")
    assert s.phase == "draft" and s.to_move == 2  # the start player's left neighbour holds the monster
    assert sorted(legal(s)) == sorted(f"take {c}" for c in s.deck_codes[:4])
    with pytest.raises(IllegalAction) as e:
        s.apply(f"take {s.deck_codes[4]}")
    assert e.value.key == "not-in-row"
    assert s.view(1).trump is not None and s.view(1).facts.trumps_known
    assert s.view(0).trump is None and s.view(2).facts.trump_colour is None
    for _ in range(4):
        s.apply(s.legal_actions()[0])
    assert s.to_move == 3 and len(s.draft_winners) == 1  # the monster moved left
    assert s.view(0).facts.draft_winners == s.draft_winners  # only the winner is announced
    while s.phase == "draft":
        s.apply(s.legal_actions()[-1])
    assert s.phase == "choose" and s.view(0).trump is not None  # turned up after the 9th row
    assert all(s.hands[p].bit_count() == 9 for p in range(4))


def test_was_sticht_mock_trick_hu_example_4_3():
    # [HU]: trump red, number 2; Anita holds the monster, then Márk, Jenő (start), Éva:
    # blue 7, red 6, red 2, yellow 2 -> "Anita led, the trick is mine" (Jenő: red 2 is the super trump).
    jeno, eva, anita, mark = 0, 1, 2, 3
    s = deal({anita: "R1 B7", mark: "R3 R6", jeno: "R4 R2", eva: "R5 Y2"}, start=jeno, colour="R", number="2",
             draft=False)  # fmt: skip
    run(s, "take R4; take R5; take R1; take R3")  # row 1: Éva holds the monster
    assert s.to_move == anita  # row 2 (the example's "third row" — the monster is Anita's in row 2)
    run(s, "take B7; take R6; take R2; take Y2")
    assert s.draft_winners[1] == jeno
    assert s.draft_tricks[1][0][0] == anita  # the mock trick is led by the monster holder


def test_was_sticht_three_players_table_card_4_3():
    s = deal({0: "R9", 1: "R8", 2: "R7", -1: "R6 B1"}, players=3, colour="G", number="6", draft=False)
    run(s, "take R8; take R7; take R9")
    assert s.draft_tricks[0][-1] == (-1, DECK.card("R6")) and s.draft_winners == [-1]  # the table's R6 wins
    assert s.view(0).facts.table_cards == ["R6"]
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    assert s.table_cards.bit_count() == 9 and all(s.hands[p].bit_count() == 9 for p in range(3))
    assert s.to_move == 1  # choose: not the start player


def test_was_sticht_trump_order_4_3():
    # [HU] red + 5: red 5 (super) > blue/green/yellow 5 (equal) > red 9 > … > red 1.
    t = tables_for(R, 5)
    assert winner(trick("R9", "B5", "R5", "G5"), t) == 2
    assert winner(trick("R9", "B5", "G5", "Y5"), t) == 1  # equal trump numbers: the earlier wins
    assert winner(trick("B9", "R1", "B8", "Y5"), t) == 3
    assert winner(trick("R1", "R9", "B9", "G1"), t) == 1
    assert winner(trick("B9", "R1", "B8", "Y9"), t) == 1  # any trump beats the led colour
    # No colour, number 5: only the four 5s are trumps, all equal.
    t = tables_for(None, 5)
    assert winner(trick("G9", "Y5", "R5", "R9"), t) == 1
    assert winner(trick("R9", "G8", "B1", "R4"), t) == 0  # no trump: highest of the led colour
    # Red, no number: red 9 … red 1.
    t = tables_for(R, None)
    assert winner(trick("B9", "R1", "R2", "Y9"), t) == 2
    assert winner(trick("B5", "B9", "G9", "B5"), tables_for(None, None)) == 1


def test_was_sticht_follow_rules_4_3():
    t = tables_for(R, 5)
    hand = DECK.mask(["B5", "B7", "R2", "G3"])
    # Blue led: B5 is a trump, not blue — only B7 follows.
    assert DECK.codes_of(allowed(hand, trick("B9"), t, RULES)) == ["B7"]
    # Trump led (a yellow 5): a trump must answer — red or a 5.
    assert DECK.codes_of(allowed(hand, trick("Y5"), t, RULES)) == ["R2", "B5"]
    # Void in the led colour: anything, no duty to trump.
    assert DECK.codes_of(allowed(hand, trick("Y1"), t, RULES)) == ["R2", "B5", "B7", "G3"]


def test_was_sticht_task_fulfilment_4_1():
    f = RoundFacts(tricks=(0, 2, 3, 4), colours=(0, 1 << B, 0b1111, 1 << R | 1 << Y), last=3)
    assert fulfilled("betli", 0, f) and not fulfilled("betli", 1, f)
    assert fulfilled("no-R", 1, f) and not fulfilled("no-R", 3, f) and not fulfilled("no-R", 0, f)
    assert fulfilled("exactly-2", 1, f) and not fulfilled("exactly-2", 2, f)
    assert fulfilled("last", 3, f) and not fulfilled("last", 2, f)
    assert fulfilled("most", 3, f) and not fulfilled("most", 2, f)
    assert not fulfilled("most", 0, RoundFacts((3, 3, 2, 1), (0,) * 4, 0))  # equal is not most


def test_was_sticht_task_fewest_literal_4_5():
    # W1: "fails if anyone has fewer or as many" — a player with 0 tricks spoils it.
    assert not fulfilled("fewest", 1, RoundFacts((0, 2, 3, 4), (0,) * 4, 3))
    assert fulfilled("fewest", 1, RoundFacts((3, 1, 2, 3), (0,) * 4, 3))
    assert not fulfilled("fewest", 1, RoundFacts((3, 2, 2, 2), (0,) * 4, 3))


def test_was_sticht_task_no_colour_counts_printed_colour_4_5():
    # W2: red 5 as trump number is still a red card for "no red".
    hands = {
        0: "R5 B1 B2 B3 B4 B6 B7 B8 B9",
        1: "G1 G2 G3 G4 G6 G7 G8 G9 Y1",
        2: "Y2 Y3 Y4 Y6 Y7 Y8 Y9 R1 R2",
        3: "R3 R4 R6 R7 R8 R9 Y5 G5 B5",
    }
    s = deal(hands, start=3, colour="none", number="5",
             tasks=[["no-R"], ["betli"], ["betli"], ["most"]])  # fmt: skip
    run(s, "task no-R; task betli; task betli")
    # Seat 0 leads the red 5: a trump lead, so seat 3 must answer with a trump (a 5), not with red.
    run(s, "play R5; play G1; play Y2")
    with pytest.raises(IllegalAction) as e:
        s.apply("play R3")
    assert e.value.key == "must-follow-trump"
    run(s, "play Y5")
    assert s.winners == [0]  # equal trump numbers: the earlier wins
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert s.won_count[0] >= 1
    assert s.result().details["fulfilled"][0] is False  # R5 is printed red


def test_was_sticht_choice_hidden_until_all_chose_4_3():
    s = deal({}, start=1)
    assert s.phase == "choose" and s.to_move == 2
    run(s, f"task {s.tasks[2][0]}")
    assert s.view(3).public_history[-1] is None and texts(s.view(2).public_history)[-1] == f"task {s.tasks[2][0]}"
    assert s.view(3).facts.shown == [None] * 4 and s.view(3).facts.chosen == [False, False, True, False]
    with pytest.raises(IllegalAction) as e:
        s.apply("task most" if "most" not in s.tasks[3] else "task no-R")
    assert e.value.key == "task-not-held"
    run(s, f"task {s.tasks[3][0]}", f"task {s.tasks[0][0]}")
    assert s.phase == "play" and s.to_move == 2  # the start player chose none; his left neighbour leads
    shown = s.view(1).facts.shown
    assert shown[1] is None and shown[2] == s.tasks[2][0] and None not in s.view(3).public_history


ROUND = {
    0: "R1 R2 R3 R4 R5 R6 R7 R8 R9",
    1: "B1 B2 B3 B4 B5 B6 B7 B8 B9",
    2: "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9",
    3: "G1 G2 G3 G4 G5 G6 G7 G8 G9",
}


def _play_out(s):
    while s.phase == "play":
        s.apply(s.legal_actions()[-1] if s.to_move != s.start else s.legal_actions()[0])


def test_was_sticht_end_of_round_returns_4_3():
    # No trumps, single-colour hands: the leader (seat 1) wins every trick with the highest blue.
    s = deal(ROUND, start=0, tasks=[["most", "betli"], ["betli", "most"], ["betli"], ["most"]])
    run(s, "task betli; task betli; task most")
    _play_out(s)
    assert s.won_count == [0, 9, 0, 0]
    # Seat 1 failed betli; seats 2 fulfilled betli; seat 3 failed most. The start player fulfilled
    # seat 1's betli (failed by him): he returns one task of his choice.
    assert s.phase == "return" and s.to_move == 0 and sorted(legal(s)) == ["return betli", "return most"]
    assert s.start_fulfils == [1]
    run(s, "return most")
    r = s.result()
    assert r.points == [1, 0, 1, 0] and r.details["returned"] == ["most", None, "betli", None]
    assert r.details["tasks_left"] == [["betli"], ["betli", "most"], [], ["most"]]


def test_was_sticht_start_returns_nothing_when_the_owner_also_fulfils_4_3():
    s = deal(ROUND, start=0, tasks=[["most"], ["most"], ["betli"], ["betli"]])
    run(s, "task most; task betli; task betli")
    _play_out(s)
    assert s.is_over and s.result().points == [0, 1, 1, 1]  # all fulfilled; the start player fulfilled only betlis
    assert s.start_fulfils == []
    with pytest.raises(IllegalAction) as e:
        s.apply("return most")
    assert e.value.key == "deal-over"


def test_was_sticht_round_replays_with_its_trumps():
    from cardtable.engine.record import DealRecord

    s = deal(ROUND, start=2, colour="Y", number="3")
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    rec = DealRecord.loads(DealRecord.from_state(s).dumps())
    assert rec.deck[-2:] == ["colour=Y", "number=3"] and "tasks" in rec.options
    assert rec.replay().result().to_json() == s.result().to_json()
