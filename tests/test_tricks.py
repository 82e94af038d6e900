"""The shared trick rules (engine.tricks), on a small made-up deck."""

from cardtable.cards import get_deck, mask_of
from cardtable.engine.tricks import TrickRules, TrickTables, allowed, reason, winner

D = get_deck("piquet32")
RANK = {r: i for i, r in enumerate(["7", "8", "9", "10", "J", "Q", "K", "A"])}


def tables(trump):
    suit_of = list(D.suit_of)
    strength = [RANK[D.rank_of[c]] for c in range(len(D))]
    return TrickTables.build(suit_of, strength, None if trump is None else D.suits.index(trump))


def hand(*codes):
    return D.mask(codes)


def trick(*pairs):
    return [(seat, D.card(code)) for seat, code in pairs]


FOLLOW_TRUMP = TrickRules(must_follow=True, must_trump=True, must_beat=False)
BEAT = TrickRules(must_follow=True, must_trump=True, must_beat=True)


def test_lead_is_free():
    t = tables("S")
    assert allowed(hand("H7", "SA"), [], t, BEAT) == hand("H7", "SA")


def test_must_follow():
    t = tables("S")
    h = hand("H7", "HK", "SA", "C8")
    assert allowed(h, trick((0, "H9")), t, FOLLOW_TRUMP) == hand("H7", "HK")
    assert reason(D.card("SA"), h, trick((0, "H9")), t, FOLLOW_TRUMP) == "follow"


def test_must_trump_when_void():
    t = tables("S")
    h = hand("SA", "S7", "C8")
    assert allowed(h, trick((0, "H9")), t, FOLLOW_TRUMP) == hand("SA", "S7")
    assert reason(D.card("C8"), h, trick((0, "H9")), t, FOLLOW_TRUMP) == "trump"


def test_any_card_when_void_in_both():
    t = tables("S")
    h = hand("C8", "D9")
    assert allowed(h, trick((0, "H9")), t, BEAT) == h


def test_must_beat_within_suit():
    t = tables("S")
    h = hand("H7", "HK", "HA")
    assert allowed(h, trick((0, "H9")), t, BEAT) == hand("HK", "HA")
    assert reason(D.card("H7"), h, trick((0, "H9")), t, BEAT) == "beat"
    assert allowed(h, trick((0, "H9")), t, FOLLOW_TRUMP) == h


def test_following_a_ruffed_trick_has_no_duty_to_beat():
    t = tables("S")
    h = hand("H7", "HA")
    assert allowed(h, trick((0, "H9"), (1, "S7")), t, BEAT) == h


def test_second_ruff_must_overtrump_if_possible_else_still_trump():
    t = tables("S")
    assert allowed(hand("S8", "SA", "C7"), trick((0, "H9"), (1, "S10")), t, BEAT) == hand("SA")
    assert allowed(hand("S8", "S9", "C7"), trick((0, "H9"), (1, "S10")), t, BEAT) == hand("S8", "S9")


def test_winner_trump_beats_led_suit_and_off_suit_never_wins():
    t = tables("S")
    assert winner(trick((0, "HA"), (1, "S7"), (2, "HK")), t) == 1
    assert winner(trick((0, "H7"), (1, "CA"), (2, "H8")), t) == 2
    assert winner(trick((0, "H7"), (1, "CA")), tables(None)) == 0


def test_earlier_card_wins_a_tie():
    suit_of = [0, 0]
    t = TrickTables.build(suit_of, [5, 5], None)
    assert winner([(0, 0), (1, 1)], t) == 0


def test_mask_helpers_agree():
    assert mask_of([D.card("H7")]) == hand("H7")


def test_later_card_wins_a_tie_when_the_game_says_so():
    t = TrickTables.build([0, 0], [5, 5], None, later_wins_ties=True)
    assert winner([(0, 0), (1, 1)], t) == 1
