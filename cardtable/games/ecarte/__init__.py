"""Écarté (Nemzeti Casino rules): ``make_game(**options)`` for the registry."""

from __future__ import annotations

from typing import Any

from cardtable.games.ecarte.game import EcarteGame
from cardtable.games.ecarte.match import EcarteMatch
from cardtable.games.ecarte.options import EcarteOptions
from cardtable.games.ecarte.state import EcarteState

MATCH = EcarteMatch  # the registry's match class for this game

__all__ = ["MATCH", "EcarteGame", "EcarteMatch", "EcarteOptions", "EcarteState", "make_game"]


def make_game(variant: str | None = None, scores: Any = None, **options: Any) -> EcarteGame:
    """Écarté with rule options (see ``EcarteOptions``); ``scores`` only for a deal inside a game to 5."""
    rules = EcarteOptions.given("Écarté", variant, options)
    if scores is None:
        return EcarteGame(rules)
    if not isinstance(scores, list | tuple):
        raise ValueError("scores must be a list of two numbers")
    return EcarteGame(rules, tuple(scores))
