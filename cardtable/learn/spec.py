"""How a game's course is found: each lesson a predicate over positions and its expected moves, the puzzles' search
bounds. A game's course lives in ``cardtable/learn/courses/<game>.py`` (``LESSONS``, ``PUZZLES``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cardtable.engine.protocol import Action, State


@dataclass(frozen=True)
class LessonSpec:
    """A lesson: the first position of the seeded deals where ``when`` holds and ``expected`` names a move."""

    id: str
    family: str
    when: Callable[[State], bool]
    expected: Callable[[State], list[Action]]
    steer: tuple[str, ...] = ()  # moves taken whenever legal on the way (a contract to reach)
    players: int | None = None
    options: tuple[tuple[str, object], ...] = ()  # rule options of the lesson's game (a mark the engine leaves)
    first_seed: int = 1


@dataclass(frozen=True)
class PuzzleSpec:
    """Where the puzzles are looked for: play positions of seeded deals with few cards left."""

    max_cards: int  # the mover holds at most this many cards
    min_choices: int = 3  # legal plays at least
    per_goal: int = 8
    seeds: int = 400
    steers: tuple[tuple[str, ...], ...] = ((),)  # seed n steers by steers[n % len(steers)]
    players: int | None = None
