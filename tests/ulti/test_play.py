"""Card play (digest "Play", MAUSZ §6, §4(D)(4), 4M): follow, trump, must beat, trump 7, rank orders."""

import pytest

from cardtable.cards import get_deck
from cardtable.engine.protocol import IllegalAction
from cardtable.games.ulti.scenario import deal, run

D = get_deck("hungarian32")


def start(hands, bid="passz", trump="Z", variant="mausz", discard=None):
    """Seat 0 lays down two cards (default: two it was not given), bids ``bid``, all pass, trump is named."""
    s = deal(hands, variant=variant)
    named = set(hands.get(0, "").split())
    free = discard.split() if discard else [c for c in D.codes_of(s.hands[0]) if c not in named][:2]
    run(s, f"discard {free[0]} {free[1]}", f"bid {bid}", "pass", "pass", "pass")
    if s.phase == "trump":
        run(s, f"trump {trump}")
    return s


P_ALL = "P7 P8 P9 P10 PU PO PK PA M7 M8 M9 M10"


def cards(state):
    return sorted(a.text.split()[1] for a in state.legal_actions() if a.kind == "play")


def refused(state, text):
    before = (list(state.actions_text), list(state.hands), list(state.trick), state.to_move)
    with pytest.raises(IllegalAction) as e:
        state.apply(text)
    assert (list(state.actions_text), list(state.hands), list(state.trick), state.to_move) == before
    return e.value


def test_play_declarer_leads_first_trick_any_card():
    s = start({0: "P9 PA Z7 Z8 ZA T7 T8 T9 TA M7"})
    assert s.phase == "play" and s.to_move == 0
    assert cards(s) == sorted(["P9", "PA", "Z7", "Z8", "ZA", "T7", "T8", "T9", "TA", "M7"])


def test_play_must_follow():
    s = start({0: "P9", 1: "P7 P8 Z9 T7"})
    run(s, "play P9")
    e = refused(s, "play Z9")
    assert e.key == "must-follow" and e.rule == "MAUSZ §6(3)"
    assert set(cards(s)) <= {c for c in D.codes_of(s.hands[1]) if c[0] == "P"}


def test_play_must_trump_when_void():
    s = start({0: P_ALL, 1: "Z9 ZU T7 T8 T9 T10 TU TO TK TA"}, discard="M9 M10")
    run(s, "play P9")
    assert not s.hands[1] & D.suit_masks[0]
    e = refused(s, "play T7")
    assert e.key == "must-trump" and e.rule == "MAUSZ §6(3)"
    assert set(cards(s)) == {c for c in D.codes_of(s.hands[1]) if c[0] == "Z"}


def test_play_must_beat():
    s = start({0: "P9", 1: "P8 PA"})
    run(s, "play P9")
    e = refused(s, "play P8")
    assert e.key == "must-beat" and e.rule == "MAUSZ §6(4)"
    run(s, "play PA")
    assert s.to_move == 2


def test_play_must_beat_4m_cites_4m():
    s = start({0: "P9", 1: "P8 PA"}, variant="4m")
    run(s, "play P9")
    e = refused(s, "play P8")
    assert e.key == "must-beat" and e.rule.startswith("4M")


def test_play_must_beat_no_duty_after_ruff():
    s = start({0: "P9 P10 PK PO PU P8 M7 M8", 1: "Z8 T7", 2: "P7 PA"})
    run(s, "play P9", "play Z8")  # seat 1 is void in P and ruffs
    assert {"P7", "PA"} <= set(cards(s))  # following suit: nothing can beat the ruff, no duty


def test_play_must_overtrump_after_ruff():
    s = start({0: "P9 P10 PA PK PO PU P8 P7", 1: "Z10 T7", 2: "Z9 ZA M7"})
    run(s, "play P9", "play Z10")
    assert cards(s) == ["ZA"]
    e = refused(s, "play Z9")
    assert e.key == "must-beat"


def test_play_must_still_trump_if_cannot_overtrump():
    s = start({0: "P9 P10 PA PK PO PU P8 P7", 1: "ZA T7", 2: "Z9 Z8 M7"})
    run(s, "play P9", "play ZA")
    assert cards(s) == ["Z8", "Z9"]


def test_trump_seven_mausz_ruff_only_as_last_trump():
    s = start({0: P_ALL, 1: "Z7 Z9 T7 T8 T9 T10 TU TO TK TA"}, discard="M9 M10")
    run(s, "play P9")
    assert cards(s) == ["Z9"]
    e = refused(s, "play Z7")
    assert e.key == "trump-seven" and e.rule == "MAUSZ §4(D)(4)"


def test_trump_seven_mausz_allowed_as_last_trump():
    s = start({0: P_ALL, 1: "Z7 T7 T8 T9 T10 TU TO TK TA MA"}, discard="M9 M10")
    run(s, "play P9")
    assert cards(s) == ["Z7"]


def test_trump_seven_mausz_applies_to_defenders_and_declarer_alike():
    # seat 1 declares; seat 0 (a defender) may not ruff with the Z7 while holding Z9
    s = deal({0: "Z7 Z9 T7 T8 T9 T10 TU TO TK TA M7 M8", 1: "P9 P10 PA PK PO PU P8 P7"})
    run(s, "discard M7 M8", "bid passz", "take", "discard M7 M8", "bid ulti", "pass", "pass", "pass", "trump Z")
    assert s.declarer == 1
    run(s, "play P9", "play ZA")  # seat 2 is void in P and ruffs high
    assert cards(s) == ["Z9"]  # seat 0 cannot beat ZA; it must trump, but not with the Z7


def test_trump_seven_may_follow_a_trump_lead_and_be_led():
    s = start({0: "ZA Z8 P7 P8 P9 P10 PU PO PK PA M7 M8", 1: "Z7 Z9 T7 T8 T9 T10 TU TO TK TA"}, discard="M7 M8")
    run(s, "play ZA")
    assert cards(s) == ["Z7", "Z9"]  # following a trump lead is not a ruff
    s = start({0: "Z7 Z8 ZA"})
    assert "Z7" in cards(s)  # leading it is free


def test_trump_seven_no_rule_in_4m():
    s = start({0: P_ALL, 1: "Z7 Z9 T7 T8 T9 T10 TU TO TK TA"}, discard="M9 M10", variant="4m")
    run(s, "play P9")
    assert cards(s) == ["Z7", "Z9"]


def test_rank_order_trump_game_ten_above_king():
    s = start({0: "P10", 1: "PK PU", 2: "P7 P8"})
    run(s, "play P10")
    assert cards(s) == ["PK", "PU"]  # neither beats the 10: no duty
    run(s, "play PK", "play P7")
    assert s.winners == [0] and s.to_move == 0


def test_rank_order_no_trump_ten_below_under():
    s = start({0: "P10", 1: "PU P9", 2: "P7 P8"}, bid="betli")
    assert s.trump is None
    run(s, "play P10")
    assert cards(s) == ["PU"]  # in no-trump the U beats the 10 (§1 b)
    run(s, "play PU", "play P7")
    assert s.winners == [1] and s.to_move == 1


def test_play_winner_leads_and_tricks_counted():
    s = start({0: "PA", 1: "P7", 2: "P8"})
    run(s, "play PA", "play P7", "play P8")
    assert s.to_move == 0 and s.won_count == [1, 0, 0]
    v = s.view(1)
    assert v.tricks_won == [1, 0, 0] and v.last_trick == [(0, "PA"), (1, "P7"), (2, "P8")]
    run(s, f"play {cards(s)[0]}")
    assert s.view(1).last_trick is None  # the last trick is shown until the next lead


def _open_hands_after_trick_one(bid, variant):
    s = start({0: "PA P10", 1: "P7", 2: "P8"}, bid=bid, variant=variant)
    assert s.view(1).open_hands == {}
    run(s, "play PA", "play P7", "play P8")
    return s


def test_open_hands_teritett_durchmars_mausz():
    s = _open_hands_after_trick_one("teritett-durchmars", "mausz")
    assert set(s.view(1).open_hands) == {0}
    assert s.view(2).open_hands[0] == D.codes_of(s.hands[0])


def test_open_hands_teritett_betli_mausz_everyone():
    s = _open_hands_after_trick_one("teritett-betli", "mausz")
    assert set(s.view(1).open_hands) == {0, 1, 2}


def test_open_hands_rebetli_4m_declarer_only():
    s = _open_hands_after_trick_one("rebetli", "4m")
    assert set(s.view(1).open_hands) == {0}


def test_open_hands_none_in_plain_contracts():
    s = _open_hands_after_trick_one("ulti", "mausz")
    assert s.view(1).open_hands == {}


def test_play_card_of_another_hand_refused():
    s = start({0: "PA", 1: "P7"})
    e = refused(s, "play P7")
    assert e.key == "not-in-hand"


def test_play_deal_ends_after_ten_tricks():
    s = start({0: "PA"})
    while s.to_move is not None:
        run(s, f"play {cards(s)[0]}")
    assert len(s.tricks) == 10 and s.phase == "over" and s.legal_actions() == []
    s.check_invariants()
    with pytest.raises(IllegalAction) as e:
        s.apply("play PA")
    assert e.value.key == "deal-over" and e.value.rule == "MAUSZ §8(1)"
