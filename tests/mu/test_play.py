"""Card play (digest §2.5, [HU] "A lejátszás"): effective suits, must follow only, the trick winner."""

from cardtable.cards.deck import MU60
from cardtable.engine.tricks import winner
from cardtable.games.mu.cardplay import tables
from cardtable.games.mu.scenario import deal, run
from tests.mu.conftest import plays, refused

SEAT2 = "R6 G0 G1 G1 G2 G3 G4 G5 G7 G7 G8 G9 K0 K1 K1"


def started(chief_trump="6", vice_trump="K"):
    """Seat 1 chief (B6 Y0 revealed), seat 0 vice (K3), partner 2; the chief leads."""
    s = deal({0: "K3", 1: "B6 Y0 R3 R5", 2: SEAT2, 3: "R4 G6"}, players=4, dealer=0)
    run(s, "reveal K3; reveal B6; reveal Y0; pass; pass; pass; pass")
    run(s, f"trump {vice_trump}", f"trump {chief_trump}", "partner 2")
    assert s.phase == "play" and s.to_move == 1
    return s


def test_effective_suit_trump_not_its_colour_2_5():
    s = started()
    run(s, "play R3")
    # Seat 2's only red card is R6, a trump (6 is trump): it is not red, so seat 2 is void and free.
    p2 = plays(s)
    assert "R6" in p2 and "G0" in p2 and "K0" in p2 and len(p2) == len(set(SEAT2.split()))
    run(s, "play G0")
    # Seat 3 holds R4: he must follow red; G6 (trump) is no help.
    p3 = plays(s)
    assert "R4" in p3 and "G6" not in p3 and all(c[0] == "R" and c != "R6" for c in p3)
    e = refused(s, "play G6")
    assert e.key == "must-follow" and "A lejátszás" in e.rule


def test_trump_led_any_trump_must_follow_2_5():
    s = started()
    run(s, "play B6")  # a chief trump
    assert plays(s) == ["K0", "K1", "R6"]  # vice trumps (black) and chief trumps (6s) are one suit
    assert refused(s, "play G0").key == "must-follow"


def test_no_duty_to_trump_or_to_win_2_5():
    s = started()
    run(s, "play R3", "play K0")  # seat 2 may throw a trump …
    run(s, "play R4")
    assert "B0" in plays(s) or "K3" in plays(s)  # seat 0 (vice) is void in red: any card
    assert s.tables.trump is not None


def test_trick_winner_double_over_chief_over_vice_2_5():
    t = tables("7", "R")
    ids = MU60.ids
    r7, b7, r9, k9 = ids["R7"][0], ids["B7"][0], ids["R9"][0], ids["K9"][0]
    assert winner([(0, b7), (1, r9), (2, r7), (3, k9)], t) == 2  # double trump (red 7) wins
    assert winner([(0, r9), (1, b7), (2, k9)], t) == 1  # a chief trump beats every vice trump
    t2 = tables("B", "R")
    assert winner([(0, ids["R9"][0]), (1, ids["B0"][0])], t2) == 1  # chief-trump 0 beats vice 9


def test_equal_cards_earlier_wins_2_5():
    ids = MU60.ids
    t = tables("7", None)  # all 7s equal
    assert winner([(0, ids["G2"][0]), (1, ids["B7"][0]), (2, ids["R7"][0])], t) == 1
    t = tables("7", "R")  # two red 7s: both double trumps, the earlier wins
    assert winner([(0, ids["R7"][1]), (1, ids["R7"][0])], t) == 0
    none = tables(None, None)
    assert winner([(0, ids["R3"][0]), (1, ids["B9"][0]), (2, ids["R5"][0])], none) == 2


def test_winner_leads_and_triangles_go_to_the_winner_2_5():
    s = started()
    run(s, "play R3", "play G0", "play R4", "play B0")
    assert s.winners == [3] and s.to_move == 3  # R4 is the highest red
    assert s.triangles[3] == 4  # R3, G0, R4, B0: one triangle each


def test_a_revealed_copy_is_played_first():
    s = deal({0: "K3", 1: "B6 Y0 B1 B1"}, players=4, dealer=0)
    run(s, "reveal K3; reveal B6; reveal B1; pass; pass; pass; pass; trump K; trump B; partner 2")
    assert s.view(2).open_hands[1] == ["B1", "B6"]
    run(s, "play B1")
    assert s.view(2).open_hands[1] == ["B6"]  # the revealed B1 left the table; the other stays hidden
    assert s.view(1).hand.count("B1") == 1
