"""Ulti for three players: MAUSZ 2017 tournament rules (default) and the 4M house rules."""

from __future__ import annotations

from typing import Any

from cardtable.games.ulti.game import UltiGame
from cardtable.games.ulti.match import UltiMatch
from cardtable.games.ulti.state import UltiState


def make_game(variant: str = "mausz", **options: Any) -> UltiGame:
    """The Ulti game with ``variant`` "mausz" (default) or "4m"."""
    return UltiGame(variant, **options)


MATCH = UltiMatch  # the registry's match class for this game

__all__ = ["MATCH", "UltiGame", "UltiMatch", "UltiState", "make_game"]
