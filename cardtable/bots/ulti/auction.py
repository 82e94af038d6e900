"""Worlds for a decision of the bidding: the other two hands, and the talon when another seat laid it, drawn in
proportion to how plausible every word said so far is with the cards there.

The rollouts of a bid, a take or a pass used to deal the unseen cards at random and weigh each deal by the others'
words: a strong bid fits few random hands, so a handful of deals carried the whole weight (a median of a quarter
of the deals counted in the takes of issue 27) and the talon a take found was drawn from a holder who had not bid
at all. A Metropolis chain over the unseen cards instead keeps a world in proportion to the fit, so every world
kept counts the same, the few hands a strong bid promises are found, and the talon is the discard of a holder
whose ten cards fit his bid.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import cast

from cardtable.bots.knowledge import Hole, sample
from cardtable.bots.ulti.sampling import SeatBidding, bidding_record, metropolis
from cardtable.bots.ulti.tables import FULL, ZSIR, mask
from cardtable.cards import bits
from cardtable.engine.protocol import View
from cardtable.games.ulti.contracts import parse_contract
from cardtable.games.ulti.view_facts import UltiFacts

BURN = 200  # chain steps before the first world (at 100 an ace the first deal put in the talon was often still there)
THIN = 3  # chain steps between worlds
# an ace or ten the holder of a parti or a 100 lays down counts for the defenders: he does it this much less often
TALON_POINTS_FIT = 0.2

World = tuple[list[int], int]  # every seat's hand (mine as the view has it) and the talon (0: it is in my hand)


@dataclass
class Auction:
    """What a seat knows of the unseen cards during the bidding: the holes they fill (the other seats' ten
    cards; the talon while another seat's discard lies there), what each hole may hold, and what every other
    seat said."""

    me: int
    hand: int  # my cards (twelve while I hold the talon)
    talon: int  # the talon I laid down (0: unknown, or in my hand)
    layer: int | None  # who laid the unknown talon (None: there is none)
    holes: list[Hole]
    unseen: int
    record: dict[int, SeatBidding]
    variant: str

    @classmethod
    def of(cls, view: View) -> Auction:
        """Read ``view``: my cards, the talon if I know it, and where my own discards may be now (with the seat
        that took them, or back on the table if he laid them down again)."""
        facts = cast(UltiFacts, view.facts)
        me = view.seat
        hand = mask(view.hand)
        talon = mask(facts.talon or []) & ~hand
        unknown_talon = hand.bit_count() == 10 and not talon
        layer = facts.holder if unknown_talon else None
        unseen = FULL & ~hand & ~talon
        where = _my_discards(view)
        holes = []
        for s in range(3):
            if s != me:
                barred = sum(1 << c for c, places in where.items() if s not in places)
                holes.append(Hole(s, 10, ~barred))
        if unknown_talon:
            barred = sum(1 << c for c, places in where.items() if "talon" not in places)
            holes.append(Hole("talon", 2, ~barred))
        return cls(me, hand, talon, layer, holes, unseen, bidding_record(view), view.variant or "mausz")

    def fits(self) -> dict[Hashable, Callable[[dict[Hashable, int]], float]]:
        """Per hole whose cards the words weigh, how plausible they are in a world: another seat's last bid and
        its passes (``SeatBidding.fit``, the bid unsharpened), the talon by what its layer would not lay down."""
        out: dict[Hashable, Callable[[dict[Hashable, int]], float]] = {}
        for h in self.holes:
            if h.name == "talon":
                continue
            rec = self.record[cast(int, h.name)]
            if rec.bid is not None or rec.passes:
                out[h.name] = _seat_fit(rec, cast(int, h.name), self.variant)
        if self.layer is not None and any(h.name == "talon" for h in self.holes):
            bid = self.record[self.layer].bid
            if bid is not None:
                c = parse_contract(bid, self.variant)
                if c.has_parti or "40-100" in c.parts or "20-100" in c.parts:
                    out["talon"] = _talon_fit
        return out


def _seat_fit(rec: SeatBidding, seat: int, variant: str) -> Callable[[dict[Hashable, int]], float]:
    def fit(world: dict[Hashable, int]) -> float:
        return rec.fit(world[seat], variant, 1, False)

    return fit


def _talon_fit(world: dict[Hashable, int]) -> float:
    return TALON_POINTS_FIT ** (world["talon"] & ZSIR).bit_count()


def _my_discards(view: View) -> dict[int, set[Hashable]]:
    """Where each card I laid down may be now: on the table until someone takes it, then with the taker (or on
    the table again once he has laid two cards down), with the next taker after that, and so on."""
    where: dict[int, set[Hashable]] = {}
    for a, s in zip(view.public_history, view.history_seats, strict=False):
        if a is None:  # another seat's discard: what it took may be back on the table
            for places in where.values():
                if s in places:
                    places.add("talon")
        elif a.kind == "discard" and s == view.seat:
            for c in a.cards:
                where[c] = {"talon"}
        elif a.kind == "take":
            for places in where.values():
                if "talon" in places:
                    places.discard("talon")
                    if s != view.seat:  # what I took back I hold (or laid down again, seen above)
                        places.add(s)
    hand = mask(view.hand)
    return {c: p for c, p in where.items() if p and not hand >> c & 1}


def auction_worlds(view: View, rng: random.Random, n: int, true_hands: dict[int, int] | None = None) -> list[World]:
    """``n`` worlds for a decision of the bidding, each as likely as the words said so far make it (a Metropolis
    chain: ``BURN`` steps, then a world every ``THIN``; each step swaps a card of a weighed hole with one of
    another hole, kept with the odds of the new fit against the old). The oracle's worlds are the true hands
    (the talon: the two cards nobody holds)."""
    auction = Auction.of(view)
    hands = [0, 0, 0]
    hands[auction.me] = auction.hand
    if true_hands:
        for s, m in true_hands.items():
            hands[s] = m
        rest = auction.unseen & ~sum(true_hands.values())
        return [(list(hands), rest if auction.layer is not None else auction.talon)] * n
    holes = auction.holes
    world = sample(auction.unseen, holes, rng)
    fits = auction.fits()

    def filled(w: dict[Hashable, int]) -> World:
        out = list(hands)
        for h in holes:
            if h.name != "talon":
                out[cast(int, h.name)] = w[h.name]
        return out, w.get("talon", auction.talon)

    if not fits:
        out = [filled(world)]
        while len(out) < n:
            out.append(filled(sample(auction.unseen, holes, rng)))
        return out
    allowed = {h.name: h.allowed for h in holes}
    chain = metropolis(world, list(fits), allowed, lambda name, w: fits[name](w), rng, BURN, THIN, n)
    return [filled(w) for w in chain]


def with_talon(world: World, talon: int, me: int) -> World | None:
    """``world`` with ``talon`` on the table instead of its own: each card of ``talon`` another seat holds there
    changes places with a card of the world's talon (None if ``talon`` holds one of my cards)."""
    hands, old = world
    if talon == old:
        return world
    hands = list(hands)
    if talon & hands[me]:
        return None
    give = list(bits(old & ~talon))
    for x in bits(talon & ~old):
        s = next(s for s in range(3) if hands[s] >> x & 1)
        y = give.pop()
        hands[s] ^= (1 << x) | (1 << y)
    return hands, talon
