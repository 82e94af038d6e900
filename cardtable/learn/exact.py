"""The exact solver's value of every legal card play in a position whose hands are all known (open hands).

A game has an exact solver when its bot package holds an ``exact`` module (``cardtable/bots/ulti/exact.py``) or
its bot module an ``_exact`` sibling (``cardtable/bots/tarokk_exact.py``) with ``exact_values(world)``; the game's
name says where (the registry's ``bot_policy``), so nothing here knows a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache

from cardtable.cards.deck import Card
from cardtable.engine.protocol import Action, State
from cardtable.engine.registry import info

Values = Callable[[State, int, list[Card]], dict[Card, float]]  # (world, seat to move, its legal cards)


@cache
def solver_of(game: str) -> Values | None:
    """``exact_values`` of ``game``'s bots, or None when the game has no exact solver."""
    module = importlib.import_module(info(game).bot_policy)
    name = f"{module.__name__}.exact" if hasattr(module, "__path__") else f"{module.__name__}_exact"
    try:
        found = importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:
            raise
        return None
    values: Values = found.exact_values
    return values


def has_solver(game: str) -> bool:
    """True when ``game`` has an exact open-hand solver (its puzzles come from it)."""
    return solver_of(game) is not None


def values(world: State) -> dict[Action, float]:
    """The value to the seat to move of each legal card play in ``world``, every hand open; {} without a solver
    or a card to play."""
    solve = solver_of(world.game.name)
    me = world.to_move
    if solve is None or me is None:
        return {}
    cards = {a.cards[0]: a for a in world.view(me).legal_actions if a.kind == "play"}
    if not cards:
        return {}
    return {cards[c]: v for c, v in solve(world, me, list(cards)).items()}
