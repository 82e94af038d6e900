"""Was sticht? (AMIGO "Mü & more"): 3-4 players; ``make_game(**options)`` for the registry."""

from __future__ import annotations

from typing import Any

from cardtable.games.was_sticht.game import WasStichtGame
from cardtable.games.was_sticht.match import WasStichtMatch
from cardtable.games.was_sticht.options import WasStichtOptions
from cardtable.games.was_sticht.state import WasStichtState

MATCH = WasStichtMatch  # the registry's match class for this game

__all__ = ["MATCH", "WasStichtGame", "WasStichtMatch", "WasStichtOptions", "WasStichtState", "make_game"]


def make_game(variant: str | None = None, tasks: Any = None, **options: Any) -> WasStichtGame:
    """Was sticht? with rule options (see ``WasStichtOptions``); ``tasks`` only for a round inside a match."""
    return WasStichtGame(WasStichtOptions.given("Was sticht?", variant, options), tasks)
