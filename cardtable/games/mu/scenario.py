"""Set-up deals for tests, puzzles and the coach: name some cards of each hand, the rest is filled in."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from cardtable.engine.protocol import run as run  # the scenarios' way to play texts
from cardtable.games.mu.game import MuGame, deck_codes_for, deck_for_hands
from cardtable.games.mu.options import MuOptions
from cardtable.games.mu.state import MuState


def deal(
    hands: Mapping[int, str | Iterable[str]],
    *,
    players: int = 4,
    dealer: int = 0,
    **options: object,
) -> MuState:
    """A deal where seat s holds the codes ``hands[s]``; unnamed cards fill up in deck order."""
    rules = MuOptions(players=players, **options)  # type: ignore[arg-type]
    pool = deck_codes_for(players, rules.three_player_colours)
    size = len(pool) // players
    named: dict[int, list[str]] = {}
    for s in range(players):
        h = hands.get(s, [])
        named[s] = h.split() if isinstance(h, str) else list(h)
    for s in range(players):
        for code in named[s]:
            if code not in pool:
                raise ValueError(f"{code} is not in the deck or named too often")
            pool.remove(code)
    for s in range(players):
        if len(named[s]) > size:
            raise ValueError(f"seat {s} holds {size} cards, not {len(named[s])}")
        need = size - len(named[s])
        named[s].extend(pool[:need])
        del pool[:need]
    deck = deck_for_hands(dealer, [named[s] for s in range(players)])
    return MuGame(rules).new_deal(dealer=dealer, deck=deck)
