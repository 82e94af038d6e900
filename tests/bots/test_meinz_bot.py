"""Meinz bot worlds with the monster (§5.3): its plays are put back into their tricks, so voids are read."""

from __future__ import annotations

import random

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.meinz import _sample_deal
from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import IllegalAction
from cardtable.games.meinz.actions import DISCARD
from cardtable.games.meinz.cardplay import VALUE


def _views_with_the_monster(seeds: range):
    game = games.get("meinz")
    for seed in seeds:
        state = game.new_deal(seed, dealer=seed % 3, players=3)
        bots = [get_bot("heuristic", game, s) for s in range(3)]
        while state.to_move is not None:
            view = state.view(state.to_move)
            if view.phase != "discard" and len(view.legal_actions) > 1:
                yield state, view
            state.apply(bots[state.to_move].choose(view, view.legal_actions))


def test_meinz_5_3_monster_worlds_respect_the_colour_voids_at_once():
    """§5.2(3) with the monster: a player who neither followed the led colour (the monster's lead included) nor
    its value holds none of that colour, so the first deal drawn with the voids always replays the history."""
    game = games.get("meinz")
    voided = tried = 0
    for state, view in _views_with_the_monster(range(6)):
        tried += 1
        # voids shown so far, read from the true tricks (the monster at position 3 follows no rule)
        voided += any(
            p != 3 and DECK.suit_of[c] != DECK.suit_of[t[0][1]] and VALUE[c] != VALUE[t[0][1]]
            for t in state.tricks
            for p, c in t[1:]
        )
        deck, discards = _sample_deal(view, random.Random(tried), voids=True) or ([], {})
        assert deck, "the voids left no deal"
        world = game.new_deal(deck=deck, dealer=view.dealer, players=3)
        try:
            for seat, action in zip(view.history_seats, view.public_history):
                world.apply(action if action is not None else DISCARD[DECK.card(discards[seat])])
        except IllegalAction as exc:  # pragma: no cover - the assertion below says which
            raise AssertionError(f"a sampled hand broke a void: {exc}") from None
    assert tried >= 100 and voided >= 20
