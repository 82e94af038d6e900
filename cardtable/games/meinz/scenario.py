"""Set-up rounds for tests and puzzles: name the cards of each hand, the rest is filled in."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import run as run  # the scenarios' way to play texts
from cardtable.games.meinz import make_game
from cardtable.games.meinz.state import POSITIONS, MeinzState


def deck_for_hands(start: int, hands: Mapping[int, str | Iterable[str]]) -> list[str]:
    """The deck dealing ``hands`` (position -> codes, up to 9 each; the rest filled in deck order)."""
    named: dict[int, list[str]] = {}
    for p in range(POSITIONS):
        h = hands.get(p, [])
        named[p] = h.split() if isinstance(h, str) else list(h)
        if len(named[p]) > 9:
            raise ValueError(f"position {p} holds 9 cards, not {len(named[p])}")
    used = [c for p in range(POSITIONS) for c in named[p]]
    DECK.cards(used)
    if len(set(used)) != len(used):
        raise ValueError("a card is named in two hands")
    free = [c for c in DECK.codes if c not in set(used)]
    for p in range(POSITIONS):
        need = 9 - len(named[p])
        named[p].extend(free[:need])
        del free[:need]
    return [named[(start + i) % POSITIONS][i // POSITIONS] for i in range(36)]


def deal(hands: Mapping[int, str | Iterable[str]], *, dealer: int = 3, players: int = 4, **options: Any) -> MeinzState:
    """A round where position p is dealt ``hands[p]`` (the monster's pile in the given order)."""
    game = make_game(**options)
    start = 3 if players == 3 and options.get("monster_starts") else (dealer + 1) % players
    return game.new_deal(dealer=dealer, players=players, deck=deck_for_hands(start, hands))
