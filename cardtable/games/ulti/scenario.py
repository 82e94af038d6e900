"""Set-up deals for tests, puzzles and the coach: name some cards of each hand, the rest is filled in."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from cardtable.cards.deck import HUNGARIAN32 as DECK
from cardtable.games.ulti.game import UltiGame, deck_for_hands
from cardtable.games.ulti.state import UltiState


def deal(
    hands: Mapping[int, str | Iterable[str]],
    *,
    dealer: int = 2,
    variant: str = "mausz",
) -> UltiState:
    """A deal where seat s holds the codes ``hands[s]``; unnamed cards fill up in deck order.

    The forehand (dealer + 1; seat 0 with the default dealer) gets 12 cards,
    the others 10.
    """
    forehand = (dealer + 1) % 3
    want = {s: (12 if s == forehand else 10) for s in range(3)}
    named: dict[int, list[str]] = {}
    for s in range(3):
        h = hands.get(s, [])
        named[s] = h.split() if isinstance(h, str) else list(h)
    used = [c for s in range(3) for c in named[s]]
    DECK.cards(used)  # unknown codes raise here
    if len(set(used)) != len(used):
        raise ValueError("a card is named in two hands")
    free = [c for c in DECK.codes if c not in set(used)]
    for s in range(3):
        if len(named[s]) > want[s]:
            raise ValueError(f"seat {s} holds {want[s]} cards, not {len(named[s])}")
        need = want[s] - len(named[s])
        named[s].extend(free[:need])
        del free[:need]
    deck = deck_for_hands(dealer, [named[s] for s in range(3)])
    return UltiGame(variant).new_deal(dealer=dealer, deck=deck)


def run(state: UltiState, *actions: str) -> UltiState:
    """Apply action texts in order (each may hold several, separated by ';')."""
    for text in actions:
        for part in text.split(";"):
            if part.strip():
                state.apply(part.strip())
    return state
