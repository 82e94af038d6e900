"""Bots for every game, behind one interface: ``Bot.choose(view, legal_actions, budget)``.

A bot sees only its seat's ``View`` — never the ``State`` — so it cannot read
hidden cards. ``get_bot(level, game, seed)`` builds one by level name.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.engine.protocol import Game, View

LEVELS = ["random"]


class Bot:
    """A player for one seat: chooses an action text from the legal ones."""

    level = "base"

    def __init__(self, game: Game, seed: int = 0) -> None:
        self.game = game
        self.rng = random.Random(seed)

    def choose(self, view: View, legal_actions: Sequence[str], budget_ms: int | None = None) -> str:
        """The action (text) to play; ``budget_ms`` bounds thinking time."""
        raise NotImplementedError


class RandomBot(Bot):
    """Plays a uniformly random legal action."""

    level = "random"

    def choose(self, view: View, legal_actions: Sequence[str], budget_ms: int | None = None) -> str:
        """A random legal action."""
        return self.rng.choice(list(legal_actions))


def get_bot(level: str, game: Game, seed: int = 0) -> Bot:
    """A bot of ``level`` for ``game``."""
    if level == "random":
        return RandomBot(game, seed)
    raise ValueError(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}")
