"""MÜ (Doris & Frank, AMIGO 2007 "Mü & More"): 4–6 players, the auction by revealing cards."""

from __future__ import annotations

from typing import Any

from cardtable.games.mu.game import MuGame
from cardtable.games.mu.match import MuMatch
from cardtable.games.mu.options import MuOptions
from cardtable.games.mu.state import MuState


def make_game(variant: str | None = None, **options: Any) -> MuGame:
    """MÜ with rule options (see ``MuOptions``), e.g. ``players=5``, ``bonus_cap=True``."""
    return MuGame(MuOptions.given("MÜ", variant, options))


MATCH = MuMatch  # the registry's match class for this game

__all__ = ["MATCH", "MuGame", "MuMatch", "MuOptions", "MuState", "make_game"]
