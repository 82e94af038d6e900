"""The exact open-hand value of each card the seat to move may play in a Tarokk deal whose every hand is known."""

from __future__ import annotations

from cardtable.bots.search import Solver
from cardtable.bots.tarokk_model import world_play
from cardtable.cards.deck import Card
from cardtable.engine.protocol import State


def exact_values(world: State, me: int, cards: list[Card]) -> dict[Card, float]:
    """Each of ``cards``' value to ``me``, the seat to move: his points in the engine's settlement of the deal, every
    seat playing on with open hands (``tarokk_model``: the game, dupla, volát, figures, the XXI catch, kontras)."""
    play = world_play(world, me)
    return Solver(play.model).root_values(play.hands, play.trick, play.to_move, play.acc, cards)
