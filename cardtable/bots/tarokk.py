"""Tarokk bots: the engine helper's rule-of-thumb player, with partner-aware card play on top."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from cardtable.bots.sampled import Sampled, SampledPolicy
from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import Action, Game, View
from cardtable.games.tarokk.actions import discard_action
from cardtable.games.tarokk.facts import TarokkFacts
from cardtable.games.tarokk.heuristic import choose
from cardtable.games.tarokk.tables import PAGAT, POINTS, TABLES, TAROKK_SUIT, XX

WORLDS = 12  # sampled worlds per card decision at effort 1
ATTEMPTS = 60  # rejection-sampling tries per world
NO_DISCARD = frozenset({"T1", "T21", "T22", "T20", "HK", "DK", "SK", "CK"})  # never discarded (BTE §4.2, XX default)


def _side(view: View, seat: int) -> int | None:
    """0 = the declarer's side, 1 = the defenders, None = not known to this seat."""
    sides = cast(TarokkFacts, view.facts).sides
    return sides[seat] if seat < len(sides) else None


def _play(view: View, legal: Sequence[Action]) -> Action | None:
    """Card play when the trick's owner side is known: smear points on a friend's trick, win cheaply from a foe."""
    if not view.trick:
        return None
    me = _side(view, view.seat)
    if me is None:
        return None
    led = TABLES.suit_of[DECK.card(view.trick[0][1])]
    powers = [TABLES.power(DECK.card(c), led) for _, c in view.trick]
    top = max(range(len(powers)), key=powers.__getitem__)
    owner = _side(view, view.trick[top][0])
    if owner is None:
        return None
    ints = [a.cards[0] for a in legal]
    beats = [i for i, c in enumerate(ints) if TABLES.power(c, led) > powers[top]]
    last = len(view.trick) == len(cast(TarokkFacts, view.facts).active or [0, 0, 0, 0]) - 1
    if owner == me and (last or powers[top] >= TABLES.power(XX, TAROKK_SUIT)):
        # The friend's trick is safe: give it the most points, but keep tarokks (and the pagát).
        i = max(range(len(ints)), key=lambda k: (POINTS[ints[k]] if TABLES.suit_of[ints[k]] != TAROKK_SUIT else -1, -k))
        return legal[i]
    if owner != me and beats:
        i = min(beats, key=lambda k: TABLES.power(ints[k], led))  # the cheapest winner
        if ints[i] != PAGAT or last:
            return legal[i]
    return None


def _sample_deal(view: View, rng: random.Random) -> Sampled | None:
    """A deck order and the others' discard actions: seen cards where they were seen, the unseen ones at random.

    Voids (did not follow suit; did not play a tarokk when void) and the public
    discard facts (tarokk counts, the declarer's tarokks, no kings or honours)
    shape the holes; everything else is checked by replaying the history.
    """
    x = cast(TarokkFacts, view.facts)
    active: list[int] = list(x.active or [])
    received: list[int] = list(x.received or [])
    me = view.seat
    plays = [
        (s, DECK.codes[a.cards[0]])
        for s, a in zip(view.history_seats, view.public_history)
        if a is not None and a.kind == "play"
    ]
    played: dict[int, list[str]] = {s: [] for s in active}
    void: dict[int, set[int]] = {s: set() for s in active}
    for k in range(0, len(plays), 4):
        trick = plays[k : k + 4]
        led = TABLES.suit_of[DECK.card(trick[0][1])]
        for s, c in trick[1:]:
            suit = TABLES.suit_of[DECK.card(c)]
            if suit != led:
                void[s].add(led)
                if suit != 4:
                    void[s].add(4)  # void and no tarokk played: no tarokks either
    for s, c in plays:
        played[s].append(c)
    seen = set(view.hand) | set(x.own_discard or []) | {c for _, c in plays}
    declarer = x.declarer
    shown = list(x.declarer_discard or []) if declarer != me else []
    seen |= set(shown)
    pool = [c for c in DECK.codes if c not in seen]
    rng.shuffle(pool)
    counts = x.discarded_tarokks or {}
    discard: dict[int, list[str]] = {}
    for s in active:
        if s == me:
            continue
        need = received[s] if s < len(received) else 0
        cards = list(shown) if s == declarer else []
        tar = int(counts.get(s, 0)) - len(cards)
        for c in list(pool):
            if len(cards) >= need:
                break
            is_tarokk = c.startswith("T")
            if c in NO_DISCARD or (is_tarokk and tar <= 0) or (not is_tarokk and len(cards) + tar >= need):
                continue
            cards.append(c)
            pool.remove(c)
            tar -= is_tarokk
        if len(cards) != need or tar:
            return None
        discard[s] = cards
    room = {s: (view.hand_sizes[s] if s != me else 0) for s in active}
    hands: dict[int, list[str]] = {s: [] for s in active}
    called = x.called
    partner = x.partner
    if called in pool and partner is not None and partner != me and partner in room:
        hands[partner].append(called)  # a revealed partner holds the called tarokk until it is played
        room[partner] -= 1
        pool.remove(called)
    pool.sort(key=lambda c: sum(room[s] > 0 and TABLES.suit_of[DECK.card(c)] not in void[s] for s in active))
    for c in pool:
        suit = TABLES.suit_of[DECK.card(c)]
        seats = [s for s in active if room[s] > 0 and suit not in void[s]]
        if not seats:
            return None
        s = rng.choices(seats, weights=[room[t] for t in seats])[0]
        hands[s].append(c)
        room[s] -= 1
    if any(room.values()):
        return None
    # each seat's 9 dealt cards and its talon cards (any of its cards may have come from the talon)
    talon: list[str] = []
    order = [declarer] if declarer in active else []
    while order and len(order) < 4:
        order.append(active[(active.index(order[-1]) + 1) % 4])
    own = {s: (list(view.hand) + list(x.own_discard or []) if s == me else hands[s] + discard[s]) for s in active}
    for s in active:
        own[s] = own[s] + played[s]
        rng.shuffle(own[s])
    for s in order:
        k = received[s]
        talon.extend(own[s][:k])
        own[s] = own[s][k:]
    if len(talon) != 6 or any(len(own[s]) != 9 for s in active):
        return None
    deck = talon + [""] * 36
    for k, s in enumerate(active):
        deck[6 + 5 * k : 11 + 5 * k] = own[s][:5]
        deck[26 + 4 * k : 30 + 4 * k] = own[s][5:]
    actions = {s: discard_action(tuple(sorted(DECK.card(c) for c in d))) for s, d in discard.items()}
    return deck, actions


class TarokkPolicy(SampledPolicy[Action]):
    """Bidding, talon, calls and announcements by ``tarokk.heuristic``; card play partner-aware when sides are known."""

    def heuristic(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        """The rule-of-thumb action."""
        if view.phase == "play":
            action = _play(view, legal)
            if action is not None:
                return action
        return choose(view, legal, rng)

    attempts = ATTEMPTS

    def searched(self, view: View) -> bool:
        """Card play (not by a seat sitting out at a five-seat table)."""
        return view.phase == "play" and cast(TarokkFacts, view.facts).sitting_out != view.seat

    def sample_deal(self, view: View, rng: random.Random, attempt: int) -> Sampled | None:
        """The dealt hands consistent with the view, and the hidden discards."""
        return _sample_deal(view, rng)


def make_policy(game: Game) -> TarokkPolicy:
    """The Tarokk policy."""
    return TarokkPolicy(game)
