"""Meinz round scoring (§5.2(8)): point cards 3, 1, nothing, 2 by rank; tied players get nothing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.games.meinz.cardplay import POSITIONS, VALUE
from cardtable.games.meinz.facts import MeinzFacts

if TYPE_CHECKING:
    from cardtable.engine.protocol import Action, View

CARD_FOR_RANK = {1: 3, 2: 1, 3: 0, 4: 2}  # rank (competition style, 1 = highest sum) -> point card


def ranks(sums: Sequence[int]) -> list[int]:
    """Competition-style ranks, highest sum first: 40, 40, 39, 34 -> 1, 1, 3, 4."""
    return [1 + sum(1 for o in sums if o > s) for s in sums]


def point_cards(sums: Sequence[int], *, first: int | None = None) -> list[int]:
    """The point card each position earns; tied positions earn nothing.

    ``first``: a position that always takes the "3" (the 3-player monster
    variant); the others are then ranked from 2nd place on.
    """
    n = len(sums)
    out = [0] * n
    if first is not None:
        rest = [i for i in range(n) if i != first]
        r = ranks([sums[i] for i in rest])
        out[first] = CARD_FOR_RANK[1]
        for i, rank in zip(rest, r):
            if r.count(rank) == 1:
                out[i] = CARD_FOR_RANK[rank + 1]
        return out
    r = ranks(sums)
    for i, rank in enumerate(r):
        if r.count(rank) == 1:
            out[i] = CARD_FOR_RANK[rank]
    return out


def finished_sums(view: View) -> dict[int, int]:
    """The final sums of the other positions that have taken their two tricks (§5.2(6)), read from the open
    tricks, their winners and the exchanges shown (§5.2(7)); the monster's with its bonus (§5.3)."""
    facts = cast(MeinzFacts, view.facts)
    monster_card = {p["trick"]: VALUE[DECK.card(p["card"])] for p in facts.monster_plays}
    per_trick = POSITIONS if facts.monster is None else POSITIONS - 1  # the monster's card is not in the history
    plays = [VALUE[a.cards[0]] for a in view.public_history if a is not None and a.kind == "play"]
    sums = [0] * POSITIONS
    for k, won_by in enumerate(facts.trick_winners):
        sums[won_by] += sum(plays[k * per_trick : (k + 1) * per_trick]) + monster_card.get(k, 0)
    for e in facts.exchanges:
        sums[e["seat"]] += VALUE[DECK.card(e["gave"])] - VALUE[DECK.card(e["took"])]
    if facts.monster is not None and facts.monster_bonus is not None:
        sums[facts.monster] += facts.monster_bonus
    return {p: sums[p] for p in range(POSITIONS) if p != view.seat and facts.trick_winners.count(p) >= 2}


def tying_sums(view: View) -> set[int]:
    """The sums the seat's swap would tie with a finished seat (tied players get nothing, §5.2(8)): those of
    ``finished_sums`` when this exchange follows the seat's second trick (its sum is then final), else none."""
    return set(finished_sums(view).values()) if view.tricks_won[view.seat] >= 2 else set()


def sum_after(view: View, swap: Action) -> int:
    """The seat's sum once ``swap`` (an exchange or keeping the trick as it is) is made."""
    exchange = swap.kind == "exchange"
    return cast(MeinzFacts, view.facts).my_sum + (VALUE[swap.cards[1]] - VALUE[swap.cards[0]] if exchange else 0)
