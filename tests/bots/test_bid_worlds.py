"""The worlds a defender samples fit what the declarer's bid says about his hand."""

from __future__ import annotations

import random

from cardtable.bots import ulti as bulti
from cardtable.bots.ulti.valuation import betli_risk
from cardtable.cards.deck import HUNGARIAN32


def _defender_seen(text: str, trump: int | None, my_hand: list[str]) -> bulti.Seen:
    """What defender seat 1 knows at the first lead of declarer seat 0: his own hand and the bid."""
    seen = bulti.Seen.__new__(bulti.Seen)
    seen.me, seen.variant = 1, "mausz"
    seen.contract = bulti.parse_contract(text, "mausz")
    seen.declarer, seen.defenders, seen.trump = 0, [1, 2], trump
    seen.deal = bulti.Deal.make("mausz", seen.contract, 0, trump)
    seen.hand = HUNGARIAN32.mask(my_hand)
    seen.finished, seen.trick, seen.gone, seen.open = [], (), 0, {}
    seen.talon, seen.announcements, seen.kontra = None, [], {}
    seen.hand_sizes, seen.to_move = [10, 10, 10], 0
    seen.bidding = {s: bulti.SeatBidding() for s in range(3)}  # nobody else bid or passed
    return seen


MY_HAND = ["P7", "P8", "T7", "T8", "T9", "Z7", "Z8", "Z9", "M7", "M8"]  # no ace, no marriage, no trump honour


def test_a_4_asz_bid_puts_the_aces_with_the_declarer():
    seen = _defender_seen("4-asz", 1, MY_HAND)
    rng = random.Random(3)
    aces = [(bulti.sample_world(seen, rng)[0][0] & bulti.ACES).bit_count() for _ in range(200)]
    # dealt at random, three or four of the aces would sit with him about a quarter of the time
    assert sum(a >= 3 for a in aces) / len(aces) > 0.7


def test_a_40_100_bid_puts_the_trump_marriage_with_the_declarer():
    seen = _defender_seen("40-100", 2, MY_HAND)
    rng = random.Random(4)
    km = HUNGARIAN32.mask(["ZK", "ZO"])
    for _ in range(50):
        hands, _talon = bulti.sample_world(seen, rng)
        assert hands[0] & km == km


def test_an_ulti_bid_puts_length_in_trumps_with_the_declarer():
    seen = _defender_seen("ulti", 3, ["P7", "P8", "T7", "T8", "T9", "Z7", "Z8", "Z9", "PK", "TK"])
    rng = random.Random(5)
    lengths = [(bulti.sample_world(seen, rng)[0][0] & bulti.SUIT[3]).bit_count() for _ in range(200)]
    assert all(n >= 1 for n in lengths)  # the trump 7 at least
    # at random he would hold about 10/22 of the seven trumps he might: 3.2 on average
    assert sum(lengths) / len(lengths) > 4.2


def test_a_betli_bid_puts_a_safe_hand_with_the_declarer():
    """Issue 13: safe betli hands are rare among random deals, and the defenders kontra'd betlis the declarer
    made; the chain of ``fitting_worlds`` draws them in proportion to the bid's plausibility."""
    seen = _defender_seen("betli", None, ["PA", "PK", "TA", "TK", "ZA", "ZK", "MA", "MK", "P10", "T10"])
    worlds = bulti.fitting_worlds(seen, random.Random(6), 40)
    safe = sum(betli_risk(hands[0]) <= 1 for hands, _talon in worlds) / len(worlds)
    rng = random.Random(7)
    dealt = sum(betli_risk(bulti.sample_world(seen, rng, tries=1)[0][0]) <= 1 for _ in range(200)) / 200
    assert dealt < 0.1 and safe > 0.3
