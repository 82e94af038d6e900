"""The exact open-hand value of each card the seat to move may play in an Écarté deal whose both hands are known."""

from __future__ import annotations

from cardtable.bots.ecarte import Seen, play_model
from cardtable.bots.search import Solver
from cardtable.cards.deck import Card
from cardtable.engine.protocol import State


def exact_values(world: State, me: int, cards: list[Card]) -> dict[Card, float]:
    """Each of ``cards``' value to ``me``, the seat to move: his deal points minus the opponent's (the point, the
    vole), both playing on with open hands (``play_model``; the king's mark is not a card and is left out)."""
    seen = Seen(world.view(me))
    hands = [0, 0]
    hands[me], hands[seen.opp] = seen.hand, Seen(world.view(seen.opp)).hand
    model = play_model(seen.trump, me, seen.dealer, seen.autorite, seen.refused_first)
    acc = (seen.tricks_won[me], seen.tricks_won[seen.opp])
    return Solver(model).root_values(tuple(hands), tuple(seen.trick), me, acc, cards)
