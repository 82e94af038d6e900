"""The game registry: one frozen ``GameInfo`` record per game (OpenSpiel's ``GameType`` + ``register_game``).

Every list of games in the program — the start screen, the new-match dialog,
the rules browser, the CLI, the bots, the bench — reads these records. A
record names its engine, bot policy, table profile and coach profile by module
path, so reading the list imports no engine and no Qt; ``get`` and
``match_class`` import the engine on first use.

>>> info("ulti").title.en
'Ulti'
>>> [v.value for v in info("ulti").variants]
['mausz', '4m']
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from cardtable.engine.gameinfo import Choice, GameInfo, MatchKind, RuleOption, Text

if TYPE_CHECKING:
    from cardtable.engine.match import Match
    from cardtable.engine.protocol import Game


_RECORDS: dict[str, GameInfo] = {}


def register(record: GameInfo) -> GameInfo:
    """Add a game's record (each game once)."""
    if record.name in _RECORDS and _RECORDS[record.name] != record:
        raise ValueError(f"game {record.name!r} is registered twice")
    _RECORDS[record.name] = record
    return record


def _loaded() -> dict[str, GameInfo]:
    if not _RECORDS:
        importlib.import_module("cardtable.games.catalog")  # registers every game; imports no engine
    return _RECORDS


def names() -> list[str]:
    """The names of every game, in the order the program offers them."""
    return list(_loaded())


def infos() -> list[GameInfo]:
    """Every game's record, in order."""
    return list(_loaded().values())


def info(name: str) -> GameInfo:
    """The record of game ``name``; ValueError naming the known games if there is none."""
    try:
        return _loaded()[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(_loaded())}") from None


def get(name: str, **options: Any) -> Game:
    """The game ``name`` with rule options (e.g. ``variant="4m"``); None options are left at their defaults."""
    record = info(name)
    options = {k: v for k, v in options.items() if v is not None}
    return importlib.import_module(record.engine).make_game(**options)


def match_class(name: str) -> type[Match]:
    """The ``Match`` subclass of game ``name``: its engine's ``MATCH``."""
    found: type[Match] = importlib.import_module(info(name).engine).MATCH
    return found


def load(module: str, attribute: str) -> Any:
    """``attribute`` of ``module`` (a record's profile or policy), imported on first use."""
    return getattr(importlib.import_module(module), attribute)


__all__ = ["Choice", "GameInfo", "MatchKind", "RuleOption", "Text"]  # the record's types, read here too
__all__ += ["get", "info", "infos", "load", "match_class", "names", "register"]
