"""The games: ``get(name, **options) -> Game``, ``names()``, ``info(name)`` and ``match_class(name)``.

The records live in the registry (``cardtable.engine.registry``, filled from
``cardtable.games.catalog``); each game package exports ``make_game(**options)``
and ``MATCH``, its ``Match`` subclass, so the table and the saves build the same
match for a game.
"""

from __future__ import annotations

from cardtable.engine.registry import GameInfo, get, info, infos, match_class, names

__all__ = ["GameInfo", "get", "info", "infos", "match_class", "names"]
