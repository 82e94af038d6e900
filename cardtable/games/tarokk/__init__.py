"""Hungarian (illustrated) Tarokk for 4 active players, BTE 2016 club rules; rule options as data."""

from __future__ import annotations

from typing import Any

from cardtable.games.tarokk.game import TarokkGame
from cardtable.games.tarokk.match import TarokkMatch
from cardtable.games.tarokk.options import TarokkOptions
from cardtable.games.tarokk.state import TarokkState

MATCH = TarokkMatch  # the registry's match class for this game

__all__ = ["MATCH", "TarokkGame", "TarokkMatch", "TarokkOptions", "TarokkState", "make_game"]


def make_game(variant: str | None = None, players: int | None = None, **options: Any) -> TarokkGame:
    """Tarokk with rule options (see ``TarokkOptions``); ``players`` 4, or 5 with the dealer sitting out."""
    if variant not in (None, "", "bte"):
        raise ValueError(f"tarokk has no variant {variant!r}; it takes rule options instead")
    unknown = sorted(set(options) - set(TarokkOptions.names()))
    if unknown:
        raise ValueError(f"unknown tarokk option(s): {', '.join(unknown)}; known: {', '.join(TarokkOptions.names())}")
    return TarokkGame(TarokkOptions(**options), 4 if players is None else players)
