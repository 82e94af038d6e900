"""A whole deal consistent with one seat's view: the bots' sampled world, dealt and replayed by the engine.

The engine's refusal of an action by the seat to move depends only on what
that seat can see, so any deal that gives the same view gives the engine's own
answer. ``consistent_state(view)`` fills the unseen places with the bots'
sampler (``cardtable.bots.knowledge``: voids, must-beat, marriages… respected),
walks the history back to the deal (cards played go back to their hands, each
talon exchange is undone, a hidden discard becomes concrete cards), deals those
hands through the engine (where each deck position goes is asked of the engine
itself) and replays the history. The result is checked against the view.
"""

from __future__ import annotations

import random

from cardtable import games
from cardtable.cards import bits
from cardtable.cards.deck import Deck
from cardtable.engine.protocol import Game, State, View

TRIES = 20  # worlds drawn before giving up (a replay fails only where the sampler relaxed a constraint)


class NoWorld(Exception):
    """No deal consistent with the view was found (a view the engine did not make)."""


def consistent_state(view: View, seed: int = 0) -> State:
    """A state whose view for ``view.seat`` is ``view`` (hidden cards: one consistent world)."""
    game = games.get(view.game, variant=view.variant or None)
    rng = random.Random(f"world|{seed}|{view.seat}|{' '.join(view.hand)}|{';'.join(view.public_history)}")
    last: Exception | None = None
    for _ in range(TRIES):
        try:
            if view.game == "ulti":
                deck, actions = _ulti_deal(view, game, rng)
            elif view.game == "ecarte":
                deck, actions = _ecarte_deal(view, game, rng)
            else:
                raise NoWorld(f"no sampler for {view.game}")
            state = game.new_deal(dealer=view.dealer, deck=deck)
            for text in actions:
                state.apply(text)
        except Exception as e:  # an unlucky world (e.g. a constraint the sampler relaxed): draw another
            last = e
            continue
        mine = state.view(view.seat)
        if sorted(mine.hand) == sorted(view.hand) and mine.public_history == view.public_history:
            return state
    raise NoWorld(f"no deal consistent with the view ({last!r})")


def _deck_order(game: Game, dealer: int, deck: Deck, hands: list[int], rest: list[int]) -> list[str]:
    """The deck that deals ``hands``, then ``rest`` in order (turn-up, talon), as the engine deals."""
    probe = game.new_deal(dealer=dealer, deck=list(deck.codes))
    index = {code: i for i, code in enumerate(deck.codes)}
    codes = [""] * len(deck.codes)
    for s, hand in enumerate(hands):
        positions = sorted(index[c] for c in probe.view(s).hand)
        cards = list(bits(hand))
        if len(cards) != len(positions):
            raise NoWorld("hand sizes do not match the deal")
        for pos, c in zip(positions, cards):
            codes[pos] = deck.codes[c]
    left = [i for i, code in enumerate(codes) if not code]
    if len(rest) != len(left):
        raise NoWorld("talon size does not match the deal")
    for pos, c in zip(left, rest):
        codes[pos] = deck.codes[c]
    return codes


def _take(mask: int, k: int, rng: random.Random) -> int:
    """``k`` cards of ``mask`` at random."""
    cards = list(bits(mask))
    if len(cards) < k:
        raise NoWorld("too few cards")
    out = 0
    for c in rng.sample(cards, k):
        out |= 1 << c
    return out


# ---------------------------------------------------------------- Ulti


def _ulti_deal(view: View, game: Game, rng: random.Random) -> tuple[list[str], list[str]]:
    from cardtable.bots import knowledge
    from cardtable.bots import ulti as U

    deck = U.DECK
    me = view.seat
    if view.contract is not None and view.extra.get("declarer") is not None:
        hands, talon = U.sample_world(U.Seen(view), rng)
    else:  # the bidding: the unseen cards anywhere, by the sizes the view shows
        hands = [0, 0, 0]
        hands[me] = deck.mask(view.hand)
        talon = deck.mask(view.extra.get("talon") or []) & ~hands[me]
        on_table = sum(view.hand_sizes) == 30
        holes = [knowledge.Hole(s, view.hand_sizes[s]) for s in range(3) if s != me]
        if on_table and not talon:
            holes.append(knowledge.Hole("talon", 2))
        world = knowledge.sample(deck.full & ~(hands[me] | talon), holes, rng)
        for s in range(3):
            if s != me:
                hands[s] = world[s]
        talon = talon or world.get("talon", 0)
        if not on_table:
            talon = 0
    actions = list(view.public_history)
    seats = list(view.history_seats)
    hands = list(hands)
    talon = _place_my_discards(view, hands, talon, rng)
    _where, before = _whereabouts(view)
    # back to the deal: cards played return, each discard takes the talon back, each take gives it up
    for i in range(len(actions) - 1, -1, -1):
        text, s = actions[i], seats[i]
        if text.startswith("play "):
            hands[s] |= 1 << deck.card(text[5:])
        elif text.startswith("discard ") or text == "hidden":
            if text != "hidden" and deck.mask(text.split()[1:]) != talon:
                raise NoWorld("the talon is not the discard")
            x, y = sorted(bits(talon))
            actions[i] = f"discard {deck.codes[x]} {deck.codes[y]}"
            hands[s] |= talon
            talon = 0
        elif text == "take":
            earlier = next((j for j in range(i - 1, -1, -1) if actions[j].split()[0] in ("discard", "hidden")), None)
            if earlier is not None and seats[earlier] == me and actions[earlier] != "hidden":
                talon = deck.mask(actions[earlier].split()[1:])
            else:  # cards I once laid down that came to this hand through this talon
                forced = 0
                for c, places in before[i].items():
                    if hands[s] >> c & 1 and s not in places:
                        forced |= 1 << c
                if forced.bit_count() > 2:
                    raise NoWorld("too many of my discards in one hand")
                talon = forced | _take(hands[s] & ~forced, 2 - forced.bit_count(), rng)
            hands[s] &= ~talon
    return _deck_order(game, view.dealer, deck, hands, []), actions


def _whereabouts(view: View) -> tuple[dict[int, set[object]], dict[int, dict[int, set[object]]]]:
    """Where each card I laid down in the bidding may be now, and where it may have been before each take.

    My discard is the talon; a take moves the talon to the taker; a hidden
    discard by a holder may have put it back in the talon.
    """
    from cardtable.bots.ulti import DECK

    where: dict[int, set[object]] = {}
    before: dict[int, dict[int, set[object]]] = {}
    for i, (text, s) in enumerate(zip(view.public_history, view.history_seats)):
        if s == view.seat and text.startswith("discard "):
            for c in bits(DECK.mask(text.split()[1:])):
                where[c] = {"talon"}
        elif text == "hidden":
            for places in where.values():
                if s in places:
                    places.add("talon")
        elif text == "take":
            before[i] = {c: set(p) for c, p in where.items()}
            for places in where.values():
                if "talon" in places:
                    places.discard("talon")
                    places.add(s)
    return where, before


def _place_my_discards(view: View, hands: list[int], talon: int, rng: random.Random) -> int:
    """Move the cards I laid down to a place they can be now (who took them, or a talon laid after).

    Where each can be is followed through the bidding: my discard is the
    talon; a take moves the talon to the taker; a hidden discard by the
    holder may have put it back in the talon. A misplaced card swaps places
    with an unconstrained card of an allowed place.
    """
    me = view.seat
    where, _before = _whereabouts(view)
    places_now: dict[object, int] = {s: hands[s] for s in range(3) if s != me}
    if talon and not talon & hands[me]:
        places_now["talon"] = talon
    for c, allowed in where.items():
        if hands[me] >> c & 1:
            continue
        here = next((p for p, m in places_now.items() if m >> c & 1), None)
        if here is None or here in allowed:
            continue
        options = [p for p in allowed if p in places_now and places_now[p] & ~_constrained(where)]
        if not options:
            raise NoWorld("my discard has nowhere to be")
        there = rng.choice(options)
        d = rng.choice(list(bits(places_now[there] & ~_constrained(where))))
        places_now[here] = (places_now[here] & ~(1 << c)) | (1 << d)
        places_now[there] = (places_now[there] & ~(1 << d)) | (1 << c)
    for p, m in places_now.items():
        if isinstance(p, int):
            hands[p] = m
    return places_now.get("talon", talon)


def _constrained(where: dict[int, set[object]]) -> int:
    out = 0
    for c in where:
        out |= 1 << c
    return out


# ---------------------------------------------------------------- Écarté


def _ecarte_deal(view: View, game: Game, rng: random.Random) -> tuple[list[str], list[str]]:
    from cardtable.bots import ecarte as E

    deck = E.DECK
    seen = E.Seen(view)
    opp, rest = E.sample_opponent(seen, rng)
    hands = [0, 0]
    hands[seen.me], hands[seen.opp] = seen.hand, opp
    actions = list(view.public_history)
    seats = list(view.history_seats)
    exchanges = list(view.extra.get("exchanges", []))
    pool = rest  # the opponent's discards and the talon not drawn yet
    draws: list[int] = []  # cards drawn by each discard, latest first
    k = len(exchanges)
    for i in range(len(actions) - 1, -1, -1):
        text, s = actions[i], seats[i]
        if text.startswith("play "):
            hands[s] |= 1 << deck.card(text[5:])
        elif text.startswith("discard ") or text == "hidden":
            k -= 1
            e = exchanges[k] if 0 <= k < len(exchanges) else {}
            if e.get("taken_back"):
                raise NoWorld("a discard taken back")
            if text == "hidden":
                dropped = _take(pool, int(e.get("discarded", 0)), rng)
                pool &= ~dropped
                codes = [deck.codes[c] for c in bits(dropped)]
                actions[i] = " ".join(["discard", *codes])
            else:
                dropped = deck.mask(text.split()[1:])
            drawn = _take(hands[s], int(e.get("drawn", dropped.bit_count())), rng)
            hands[s] = (hands[s] & ~drawn) | dropped
            draws.append(drawn)
    talon = [c for d in reversed(draws) for c in bits(d)]
    left = list(bits(pool))
    rng.shuffle(left)
    return _deck_order(game, view.dealer, deck, hands, [deck.card(view.extra["turn_up"]), *talon, *left]), actions
