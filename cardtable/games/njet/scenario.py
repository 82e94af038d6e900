"""Set-up rounds for tests and puzzles: name some cards of each hand, the rest is filled in."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from cardtable.cards.deck import get_deck
from cardtable.engine.protocol import run as run  # the scenarios' way to play texts
from cardtable.games.njet.board import DECK_NAME, HAND_SIZE
from cardtable.games.njet.game import NjetGame, deck_for_hands
from cardtable.games.njet.options import NjetOptions
from cardtable.games.njet.state import NjetState


def deal(
    hands: Mapping[int, str | Iterable[str]], *, players: int = 4, dealer: int = 0, **options: object
) -> NjetState:
    """A round where seat s holds the codes ``hands[s]``; unnamed cards fill up in deck order."""
    rules = NjetOptions(players=players, **options)  # type: ignore[arg-type]
    pool = list(get_deck(DECK_NAME[players]).codes)
    size = HAND_SIZE[players]
    named: dict[int, list[str]] = {}
    for s in range(players):
        h = hands.get(s, [])
        named[s] = h.split() if isinstance(h, str) else list(h)
        for code in named[s]:
            if code not in pool:
                raise ValueError(f"{code} is not in the deck or named too often")
            pool.remove(code)
    for s in range(players):
        need = size - len(named[s])
        if need < 0:
            raise ValueError(f"seat {s} holds {size} cards")
        named[s].extend(pool[:need])
        del pool[:need]
    deck = deck_for_hands(dealer, [named[s] for s in range(players)], pool)
    return NjetGame(rules).new_deal(dealer=dealer, deck=deck)


def settle_board(state: NjetState, start: int, discard: int, trump: int, super_trump: int, points: int) -> NjetState:
    """Cover spaces (as the seats to move, in turn) until the free columns (1-based) are the ones given."""
    keep = (start, discard, trump, super_trump, points)
    for r in range(5):
        for c in range(5):
            if c + 1 != keep[r] and not (state.covered >> (r * 5 + c)) & 1:
                state.apply(f"block {r + 1} {c + 1}")
    assert state.step != "njet"
    return state
