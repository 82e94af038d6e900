"""Meinz (AMIGO "Mü & more"): 4 players, or 3 and the monster; ``make_game(**options)`` for the registry."""

from __future__ import annotations

from typing import Any

from cardtable.games.meinz.game import MeinzGame
from cardtable.games.meinz.match import MeinzMatch
from cardtable.games.meinz.options import MeinzOptions
from cardtable.games.meinz.state import MeinzState

MATCH = MeinzMatch  # the registry's match class for this game

__all__ = ["MATCH", "MeinzGame", "MeinzMatch", "MeinzOptions", "MeinzState", "make_game"]


def make_game(variant: str | None = None, **options: Any) -> MeinzGame:
    """Meinz with rule options (see ``MeinzOptions``)."""
    return MeinzGame(MeinzOptions.given("Meinz", variant, options))
