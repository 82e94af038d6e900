"""MÜ worlds read the others' bids: a bidder holds the length of group its bid shows, a bare passer no long group."""

from __future__ import annotations

import random

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.mu import SPARE, _auction_reading, _best_group, _group, _sample_deck
from cardtable.bots.policy import policy_for
from cardtable.cards.deck import MU60
from tests.bots.conftest import first_world


def _after_auction(deals: int):
    """Views at the first card of heuristic deals (the auction over, a chief found)."""
    game = games.get("mu")
    for i in range(deals):
        state = game.new_deal(i, dealer=i % 4)
        bot = get_bot("heuristic", game, i)
        while state.to_move is not None and state.view(state.to_move).phase != "play":
            view = state.view(state.to_move)
            state.apply(bot.choose(view, view.legal_actions))
        if state.to_move is not None:
            yield state.view(state.to_move)


def _dealt(deck: list[str], view, seat: int) -> list[str]:
    n = len(view.hand_sizes)
    return deck[(seat - view.dealer - 1) % n :: n]


def test_mu_bidders_hold_the_group_their_bid_shows():
    """The rule of thumb bids one card per card of its longest group beyond SPARE: most worlds deal the bidder
    exactly that many, and a seat that passed bare no group longer than SPARE; unread worlds rarely do."""
    spare = SPARE[4]
    read = unread = bare_read = bare_unread = bidders = bare = 0
    for k, view in enumerate(_after_auction(48)):
        reading = _auction_reading(view)
        for bids in (True, False):
            rng = random.Random(k)
            for _ in range(10):
                deck = first_world(_sample_deck, view, rng, voids=True, bids=bids)
                for s, (shown, stopped) in reading.items():
                    hand = _dealt(deck, view, s)
                    if shown and stopped:
                        names = [n for n in "BYRKG0123456789" if len(_group(shown, n)) == len(shown)]
                        hit = any(len(_group(hand, n)) == spare + len(shown) for n in names)
                        read += bids and hit
                        unread += not bids and hit
                        bidders += bids
                    elif stopped:
                        short = len(_group(hand, _best_group(hand))) <= spare
                        bare_read += bids and short
                        bare_unread += not bids and short
                        bare += bids
    assert bidders >= 50 and bare >= 200
    assert read >= 0.75 * bidders and unread <= 0.3 * bidders
    assert bare_read >= 0.95 * bare and bare_unread <= 0.85 * bare


def test_mu_worlds_reading_bids_still_show_the_seat_its_view():
    game = games.get("mu")
    policy = policy_for(game)
    for k, view in enumerate(_after_auction(8)):
        world = policy.world(view, random.Random(k))
        assert world is not None and world.view(view.seat) == view
        # every revealed card lies with its owner
        for s, cards in view.open_hands.items():
            hand = list(world.view(s).hand)
            for c in cards:
                assert c in hand
                hand.remove(c)
    assert MU60.codes.count("R7") == 2
