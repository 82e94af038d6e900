"""The exact open-hand value of each card the seat to move may play in an Ulti deal whose every hand is known."""

from __future__ import annotations

from cardtable.bots.search import Solver
from cardtable.bots.ulti.open_hand import dd_model, finished_acc
from cardtable.bots.ulti.sampling import Seen, played_by
from cardtable.bots.ulti.tables import mask
from cardtable.cards.deck import Card
from cardtable.engine.protocol import State
from cardtable.games.ulti.view_facts import UltiFacts


def exact_values(world: State, me: int, cards: list[Card]) -> dict[Card, float]:
    """Each of ``cards``' value to ``me``, the seat to move, both sides playing on with open hands (``dd_model``).

    The declarer's value is his settlement of the contract's parts (silent bonuses left out); a defender's is
    his share of it, minus half the declarer's (each defender pays half). Read from the seats' views only:
    every hand, the declarer's talon from his own view, the public tricks, announcements and kontras.
    """
    seen = Seen(world.view(me))
    d = seen.deal
    hands = tuple(mask(world.view(s).hand) for s in range(3))
    facts = world.view(d.declarer).facts
    assert isinstance(facts, UltiFacts)
    talon = mask(facts.talon or [])  # the declarer's own view shows his discards
    held = hands[d.declarer] | played_by(seen, d.declarer)
    model = dd_model(d, me, seen.announcements, talon, seen.kontra, held)
    acc = finished_acc(d, seen.finished)
    values = Solver(model).root_values(hands, seen.trick, me, acc, cards)
    sign = 1.0 if me == d.declarer else -0.5
    return {c: v * sign for c, v in values.items()}
