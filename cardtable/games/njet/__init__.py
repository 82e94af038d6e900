"""NJET (Stefan Dorra, AMIGO 2007 "Mü & More"): 2–5 players, the board decides the round's rules."""

from __future__ import annotations

from typing import Any

from cardtable.games.njet.game import NjetGame
from cardtable.games.njet.match import NjetMatch
from cardtable.games.njet.options import NjetOptions
from cardtable.games.njet.state import NjetState


def make_game(variant: str | None = None, **options: Any) -> NjetGame:
    """NJET with rule options (see ``NjetOptions``), e.g. ``players=5``, ``super_trump_follow="colour"``."""
    if variant not in (None, ""):
        raise ValueError(f"NJET has no variant {variant!r}; it takes rule options instead")
    unknown = sorted(set(options) - set(NjetOptions.names()))
    if unknown:
        raise ValueError(f"unknown NJET option(s): {', '.join(unknown)}; known: {', '.join(NjetOptions.names())}")
    return NjetGame(NjetOptions(**options))


MATCH = NjetMatch  # the registry's match class for this game

__all__ = ["MATCH", "NjetGame", "NjetMatch", "NjetOptions", "NjetState", "make_game"]
