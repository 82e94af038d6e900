"""MÜ worlds read the others' bids: a bidder holds the length of group its bid shows, a bare passer no long group."""

from __future__ import annotations

import random

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.mu import (
    READ_SHORTER,
    SPARE,
    TIE_STEP,
    _auction_reading,
    _best_group,
    _group,
    _maybe_tie_stepped,
    _sample_deck,
)
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


def _groups_by_name(hand: list[str]) -> list[list[str]]:
    return [_group(hand, g) for g in "BYRKG0123456789"]


def _dealt(deck: list[str], view, seat: int) -> list[str]:
    n = len(view.hand_sizes)
    return deck[(seat - view.dealer - 1) % n :: n]


def _read_counts(deals: int) -> dict[str, int]:
    """Over 10 worlds per view, with and without the bids read: how often a stopped bidder holds the group its
    bid shows (``SPARE`` cards beyond the bid, or up to ``READ_SHORTER`` fewer), and a bare passer no group
    longer than ``SPARE``."""
    spare = SPARE[4]
    n = dict(read=0, unread=0, bidders=0, long_read=0, long_unread=0, bare_read=0, bare_unread=0, bare=0)
    for k, view in enumerate(_after_auction(deals)):
        reading = _auction_reading(view)
        for bids in (True, False):
            rng = random.Random(k)
            for _ in range(10):
                deck = first_world(_sample_deck, view, rng, games.get("mu").cards_in_play(4), voids=True, bids=bids)
                for s, (shown, stopped) in reading.items():
                    hand = _dealt(deck, view, s)
                    if shown and stopped:
                        names = [g for g in "BYRKG0123456789" if len(_group(shown, g)) == len(shown)]
                        extras = {max(1, spare - d) for d in range(READ_SHORTER + 1)}
                        hit = any(len(_group(hand, g)) - len(shown) in extras for g in names)
                        n["read" if bids else "unread"] += hit
                        n["long_read" if bids else "long_unread"] += max(map(len, _groups_by_name(hand))) > (
                            spare + len(shown)
                        )
                        n["bidders"] += bids
                    elif stopped:
                        short = len(_group(hand, _best_group(hand))) <= spare
                        n["bare_read" if bids else "bare_unread"] += short
                        n["bare"] += bids
    return n


def test_mu_bidders_hold_the_group_their_bid_shows():
    """The rule of thumb bids one card per card of its longest group beyond SPARE, a searching player closer to
    its group's length: most worlds deal the bidder a group that long, or up to READ_SHORTER cards shorter
    (a reading that fits any level); a longer group than the rule of thumb's is rarer than in unread worlds."""
    n = _read_counts(48)
    assert n["bidders"] >= 50
    assert n["read"] >= 0.85 * n["bidders"]
    assert n["long_read"] <= 0.5 * n["long_unread"]  # a group longer than the bid plus SPARE: rarer when read


def test_mu_bare_passers_hold_no_long_group(monkeypatch):
    """A seat that passed bare holds no group longer than SPARE in the worlds that read it. At four seats the
    shipped SPARE leaves almost no hand bare, so the auction and the reading both run with a longer one here."""
    monkeypatch.setitem(SPARE, 4, 5)
    n = _read_counts(24)
    assert n["bare"] >= 200
    assert n["bare_read"] >= 0.95 * n["bare"] and n["bare_unread"] <= 0.85 * n["bare"]


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


def test_mu_a_bid_raised_past_a_tie_is_read_either_way():
    """The rule of thumb goes one card past a tie (``TIE_STEP``), so a bid that ends one above the top it met may
    show a group one card shorter: the worlds that read the bids deal such a bidder its true group length about
    as often as they deal the other reading (before, never: every world gave it one card more)."""
    game = games.get("mu")
    spare = SPARE[4]
    true = other = 0
    for k, view in enumerate(_after_auction(80)):
        reading = _auction_reading(view)
        for s in _maybe_tie_stepped(view):
            shown, stopped = reading[s]
            if not stopped:
                continue
            rng = random.Random(k)
            for _ in range(10):
                deck = first_world(_sample_deck, view, rng, game.cards_in_play(4), voids=True, bids=True)
                hand = _dealt(deck, view, s)
                length = max(len(_group(hand, g)) for g in "BYRKG0123456789" if len(_group(shown, g)) == len(shown))
                true += length == spare + len(shown) - TIE_STEP
                other += length == spare + len(shown)
    assert true >= 100 and other >= 100, (true, other)
