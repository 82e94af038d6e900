"""Écarté test helpers: decks that fix every hand, and scripted deals."""

from __future__ import annotations

import pytest

from cardtable import games
from cardtable.cards.deck import PIQUET32


def deck_for(non_dealer, dealer, turnup, talon=(), pattern="3+2"):
    """A full deck dealing these hands (digest order), ``talon`` on top of the talon, then the rest."""
    nd, d = list(non_dealer), list(dealer)
    assert len(nd) == len(d) == 5
    if pattern == "3+2":
        head = nd[:3] + d[:3] + nd[3:] + d[3:]
    else:
        head = nd[:2] + d[:2] + nd[2:] + d[2:]
    used = [*head, turnup, *talon]
    assert len(set(used)) == len(used), "a card is used twice"
    rest = [c for c in PIQUET32.codes if c not in used]
    return [*used, *rest]


@pytest.fixture
def deal():
    """deal(non_dealer_hand, dealer_hand, turnup, talon=(), dealer=0, actions=(), **options) -> state."""

    def make(non_dealer, dealer_hand, turnup, talon=(), dealer=0, actions=(), scores=None, **options):
        game = games.get("ecarte", scores=scores, **options)
        state = game.new_deal(
            dealer=dealer, deck=deck_for(non_dealer, dealer_hand, turnup, talon, options.get("deal_pattern", "3+2"))
        )
        for a in actions:
            state.apply(a)
            state.check_invariants()
        return state

    return make
