"""The exact open-hand value of each card the seat to move may play in an Ulti deal whose every hand is known."""

from __future__ import annotations

from cardtable.bots.search import Solver
from cardtable.bots.ulti.open_hand import CappedSolver, dd_model, finished_acc
from cardtable.bots.ulti.sampling import Seen, played_by
from cardtable.bots.ulti.tables import mask
from cardtable.cards.deck import Card
from cardtable.engine.protocol import State
from cardtable.games.ulti.view_facts import UltiFacts


def exact_values(world: State, me: int, cards: list[Card], max_nodes: int | None = None) -> dict[Card, float]:
    """Each of ``cards``' value to ``me``, the seat to move, both sides playing on with open hands (``dd_model``).

    Read from the seats' views only: every hand, the declarer's talon from his own view, the public tricks,
    announcements and kontras (``world_values``).
    """
    seen = Seen(world.view(me))
    hands = [mask(world.view(s).hand) for s in range(3)]
    facts = world.view(seen.declarer).facts
    assert isinstance(facts, UltiFacts)
    talon = mask(facts.talon or [])  # the declarer's own view shows his discards
    return world_values(seen, hands, talon, cards, max_nodes)


def world_values(
    seen: Seen, hands: list[int], talon: int, cards: list[Card], max_nodes: int | None = None
) -> dict[Card, float]:
    """Each of ``cards``' value to ``seen``'s seat in the world of ``hands`` and ``talon``, both sides playing on
    with open hands: the declarer's is his settlement of the contract's parts (silent bonuses left out); a
    defender's is his share of it, minus half the declarer's (each defender pays half). ``max_nodes``: give up
    after about that many nodes (``open_hand.NodeLimit``)."""
    d = seen.deal
    held = hands[d.declarer] | played_by(seen, d.declarer)
    model = dd_model(d, seen.me, seen.announcements, talon, seen.kontra, held)
    acc = finished_acc(d, seen.finished)
    solver = Solver(model) if max_nodes is None else CappedSolver(model, None, max_nodes)
    values = solver.root_values(tuple(hands), seen.trick, seen.me, acc, cards)
    sign = 1.0 if seen.me == d.declarer else -0.5
    return {c: v * sign for c, v in values.items()}
