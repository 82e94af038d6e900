"""Set-up deals for tests, puzzles and the coach: name some cards of each hand and the talon, the rest fills in."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import run as run  # the scenarios' way to play texts
from cardtable.games.tarokk.game import TarokkGame, deck_for_hands
from cardtable.games.tarokk.options import TarokkOptions
from cardtable.games.tarokk.state import TarokkState


def _codes(h: str | Iterable[str]) -> list[str]:
    return h.split() if isinstance(h, str) else list(h)


def deal(
    hands: Mapping[int, str | Iterable[str]],
    *,
    talon: str | Iterable[str] = (),
    dealer: int = 3,
    players: int = 4,
    **options: object,
) -> TarokkState:
    """A deal where seat s holds ``hands[s]`` and the talon starts with ``talon``; unnamed cards fill in.

    With the default dealer 3 the forehand is seat 0 and play order is 0, 1, 2, 3.
    """
    active = [(dealer + 1 + k) % players for k in range(4)]
    named = {s: _codes(hands.get(s, [])) for s in active}
    top = _codes(talon)
    used = [c for s in active for c in named[s]] + top
    DECK.cards(used)  # unknown codes raise here
    if len(set(used)) != len(used):
        raise ValueError("a card is named twice")
    free = [c for c in DECK.codes if c not in set(used)]
    for s in active:
        if len(named[s]) > 9:
            raise ValueError(f"seat {s} holds 9 cards, not {len(named[s])}")
        need = 9 - len(named[s])
        named[s].extend(free[:need])
        del free[:need]
    top = top + free[: 6 - len(top)]
    hands_by_seat = [named.get(s, []) for s in range(players)]
    deck = deck_for_hands(dealer, hands_by_seat, top, players)
    game = TarokkGame(TarokkOptions(**options), players)  # type: ignore[arg-type]
    return game.new_deal(dealer=dealer, deck=deck)
