"""NJET (Stefan Dorra, AMIGO 2007 "Mü & More"): 2–5 players, the board decides the round's rules."""

from __future__ import annotations

from typing import Any

from cardtable.games.njet.game import NjetGame
from cardtable.games.njet.match import NjetMatch
from cardtable.games.njet.options import NjetOptions
from cardtable.games.njet.state import NjetState


def make_game(variant: str | None = None, **options: Any) -> NjetGame:
    """NJET with rule options (see ``NjetOptions``), e.g. ``players=5``, ``equal_cards="later"``."""
    if "last_equal_wins" in options and "equal_cards" not in options:
        # The option's earlier name (a bool), as records saved before issue 12 carry it.
        legacy = options.pop("last_equal_wins")
        if not isinstance(legacy, bool):
            raise ValueError("last_equal_wins must be true or false")
        options["equal_cards"] = "later" if legacy else "earlier"
    return NjetGame(NjetOptions.given("NJET", variant, options))


MATCH = NjetMatch  # the registry's match class for this game

__all__ = ["MATCH", "NjetGame", "NjetMatch", "NjetOptions", "NjetState", "make_game"]
