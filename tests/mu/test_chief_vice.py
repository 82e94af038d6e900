"""Chief, vice and the stalemate (digest §2.3, [HU] "Főnök és helyettes", "Egyenlőség")."""

from cardtable.games.mu.scenario import deal, run
from tests.mu.test_auction import hu_auction


def test_stalemate_eklat_scoring_2_3():
    # [HU]: if Márk reveals only one card in his last turn, three players tie at 3 cards.
    s = hu_auction("reveal G8")
    assert s.is_over and s.eklat and s.bids == [3, 1, 3, 3, 0]
    r = s.result()
    assert r.points == [15, 0, 15, -30, 0]  # Márk tied last: −10 per card; Anita and Éva +5 per card
    assert sorted((ln.part, ln.won, ln.payer, ln.payee, ln.amount) for ln in r.lines) == [
        ("eklat", False, 3, -1, 30),
        ("eklat", True, -1, 0, 15),
        ("eklat", True, -1, 2, 15),
    ]
    assert r.details["provocateur"] == 3 and not s.tricks


def test_stalemate_nobody_bid_nobody_scores_2_3():
    s = deal({}, players=4, dealer=2)
    run(s, "pass; pass; pass; pass")
    assert s.is_over and s.eklat
    assert s.result().points == [0, 0, 0, 0] and s.result().lines == []


def test_chief_is_the_sole_highest_2_3():
    s = hu_auction()
    assert s.chief == 3 and s.bids[3] == 4
    assert s.view(0).facts.chief == 3 and s.view(0).facts.target == 33  # [HU]: 4 cards, 5 players → 33


def test_vice_tie_break_2_3():
    # [HU]: Éva (9, 8, …) is vice before Anita (9, 6, …), both with 3 cards.
    s = hu_auction()
    assert s.bids[0] == s.bids[2] == 3
    assert s.vice == 2 and s.to_move == 2 and s.phase == "trumps"


def test_no_vice_when_the_tie_cannot_be_broken_2_3():
    s = deal({0: "R5 B3", 1: "Y5 G2", 2: "K5 K2"}, players=4, dealer=0)
    # seat 0 → 1 card, seat 1 → 1 (5), seat 2 → 1 (5), seat 0 raises to 2; seats 1 and 2 tie on a 5.
    run(s, "reveal R5; reveal Y5; done; reveal K5; done; pass; reveal B3; pass; pass; pass; pass")
    assert s.chief == 0 and s.vice == -1 and s.bids == [2, 1, 1, 0]
    assert s.to_move == 0 and s.phase == "trumps"  # no vice: the chief names the (only) trump
    assert s.view(1).facts.vice is None


def test_vice_tie_broken_by_second_card_2_3():
    s = deal({0: "R5 B3 B4", 1: "Y9 G2", 2: "K9 K4"}, players=4, dealer=0)
    run(s, "reveal R5; reveal Y9; reveal G2; reveal K9; reveal K4; done; pass; reveal B3; done")
    run(s, "pass; pass; pass; reveal B4; pass; pass; pass; pass")
    assert s.bids == [3, 2, 2, 0] and s.chief == 0 and s.vice == 2  # 9-4 beats 9-2


def test_no_vice_when_only_the_chief_revealed_2_3():
    s = deal({1: "G7"}, players=4, dealer=0)
    run(s, "pass; reveal G7; pass; pass; pass; pass")
    assert s.chief == 1 and s.vice == -1 and s.to_move == 1
