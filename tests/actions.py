"""Actions by their text, for tests that name moves as a record writes them."""

from __future__ import annotations

from typing import Any

from cardtable import games
from cardtable.engine.protocol import Action


def typed(game: str, text: str, **options: Any) -> Action:
    """The action ``text`` names in ``game`` (with rule ``options``), as the game reads it."""
    return games.get(game, **options).parse_action(text)
