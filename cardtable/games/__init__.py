"""The game registry: ``get(name, **options) -> Game``, ``names()`` and ``match_class(name)``.

Each game package exports ``make_game(**options)`` and ``MATCH``, its ``Match``
subclass (running totals, pots, game targets), so the table and the saves
build the same match for a game.
"""

from __future__ import annotations

import importlib
from typing import Any

from cardtable.engine.match import Match
from cardtable.engine.protocol import Game

# name -> module implementing ``make_game(**options)``; filled as engines land.
_REGISTRY: dict[str, str] = {
    "ulti": "cardtable.games.ulti",
    "ecarte": "cardtable.games.ecarte",
    "tarokk": "cardtable.games.tarokk",
    "mu": "cardtable.games.mu",
    "njet": "cardtable.games.njet",
    "meinz": "cardtable.games.meinz",
    "was-sticht": "cardtable.games.was_sticht",
}


def names() -> list[str]:
    """The names of every implemented game."""
    return list(_REGISTRY)


def get(name: str, **options: Any) -> Game:
    """The game ``name`` with rule options (e.g. ``variant="4m"``)."""
    try:
        module = _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(_REGISTRY)}") from None
    options = {k: v for k, v in options.items() if v is not None}
    make = importlib.import_module(module).make_game
    return make(**options)


def match_class(name: str) -> type[Match]:
    """The ``Match`` subclass of game ``name`` (the base ``Match`` if it has none)."""
    try:
        module = _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(_REGISTRY)}") from None
    return getattr(importlib.import_module(module), "MATCH", Match)
