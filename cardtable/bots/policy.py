"""The per-game part of a bot: rule-of-thumb policy and search-based policy.

Each game with bots registers a ``Policy`` here; a game without one falls back
to ``GenericPolicy`` (random choices), so every level still plays every game.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence

from cardtable.engine.protocol import Game, View

# game name -> module with ``make_policy(game)``
_POLICIES = {
    "ecarte": "cardtable.bots.ecarte",
    "ulti": "cardtable.bots.ulti",
}


class Policy:
    """How one game's bots decide. ``heuristic`` is cheap; ``expert`` searches."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def heuristic(self, view: View, legal: list[str], rng: random.Random) -> str:
        """A rule-of-thumb choice."""
        return rng.choice(legal)

    def expert(
        self,
        view: View,
        legal: list[str],
        rng: random.Random,
        effort: float,
        deadline: float,
        true_hands: dict[int, list[str]] | None = None,
    ) -> str:
        """A search-based choice; ``effort`` scales the sample counts, ``deadline`` is the safety cap.

        ``true_hands`` is set only by the benchmark's cheating oracle: the other
        seats' real hands, used instead of sampled ones.
        """
        return self.heuristic(view, legal, rng)


class GenericPolicy(Policy):
    """For games without their own bots yet: random legal choices."""


def policy_for(game: Game) -> Policy:
    """The policy for ``game``."""
    module = _POLICIES.get(game.name)
    if module is None:
        return GenericPolicy(game)
    return importlib.import_module(module).make_policy(game)


def samples_for(base: int, effort: float, least: int = 1) -> int:
    """A fixed sample count for an effort level (never below ``least``)."""
    return max(least, round(base * effort))


def best_of(values: dict[str, float], legal: Sequence[str]) -> str:
    """The action with the highest value; ties go to the earliest legal action (stable, deterministic)."""
    best = legal[0]
    for a in legal:
        if a in values and (best not in values or values[a] > values[best] + 1e-9):
            best = a
    return best
