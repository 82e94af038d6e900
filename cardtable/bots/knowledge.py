"""Determinisation: sample the unseen cards consistently with everything a seat has seen.

A sampled world fills every ``Hole`` (another seat's hand, the talon, a
discard pile) with unseen cards. Each hole has a size and a mask of cards it
may hold: a seat that did not follow suit holds none of that suit, a seat that
followed without beating holds nothing that would have beaten, and so on.
``play_constraints`` derives those masks from the tricks with the game's own
legal-card function, so every rule (must follow, must trump, must beat,
Ulti's trump 7) is inferred the same way it is enforced.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from cardtable.cards import bits
from cardtable.engine.protocol import Action

Trick = tuple[tuple[int, int], ...]
LegalFn = Callable[[int, Trick, int], int]


@dataclass
class Hole:
    """A place holding ``size`` unseen cards in a sampled world; ``allowed`` masks what may go there."""

    name: Hashable
    size: int
    allowed: int = -1  # every card


def popcount(mask: int) -> int:
    """Number of cards in a mask."""
    return mask.bit_count()


def sample(unseen: int, holes: Sequence[Hole], rng: random.Random, tries: int = 60) -> dict[Hashable, int]:
    """Deal the ``unseen`` cards into ``holes`` at random, respecting each hole's ``allowed`` mask.

    Cards with fewer possible holes go first; each goes to a hole drawn in
    proportion to its free room, which is close to uniform over consistent
    worlds. If the constraints are too tight for that, an exact matching is
    used; if they cannot be met at all (a contradiction), they are dropped
    rather than failing, so a bot always gets a world.
    """
    cards = list(bits(unseen))
    total = sum(h.size for h in holes)
    if total != len(cards):
        raise ValueError(f"{len(cards)} unseen cards for {total} places")
    options = {c: [i for i, h in enumerate(holes) if h.allowed >> c & 1] for c in cards}
    for _ in range(tries):
        rng.shuffle(cards)
        cards.sort(key=lambda c: len(options[c]))
        room = [h.size for h in holes]
        out = [0] * len(holes)
        ok = True
        for c in cards:
            weights = [room[i] for i in options[c]]
            s = sum(weights)
            if s == 0:
                ok = False
                break
            r = rng.randrange(s)
            k = 0
            while r >= weights[k]:
                r -= weights[k]
                k += 1
            hole = options[c][k]
            room[hole] -= 1
            out[hole] |= 1 << c
        if ok:
            return {h.name: m for h, m in zip(holes, out)}
    matched = _matching(cards, holes, options, rng)
    if matched is None:
        loose = [Hole(h.name, h.size) for h in holes]
        return sample(unseen, loose, rng, tries)
    return matched


def feasible(unseen: int, holes: Sequence[Hole]) -> bool:
    """True if the ``unseen`` cards can fill ``holes`` with every ``allowed`` mask respected."""
    cards = list(bits(unseen))
    if sum(h.size for h in holes) != len(cards):
        return False
    options = {c: [i for i, h in enumerate(holes) if h.allowed >> c & 1] for c in cards}
    return _matching(cards, holes, options, random.Random(0)) is not None


def _matching(
    cards: list[int], holes: Sequence[Hole], options: dict[int, list[int]], rng: random.Random
) -> dict[Hashable, int] | None:
    """An exact assignment by augmenting paths over hole slots, or None if there is none."""
    slots = [i for i, h in enumerate(holes) for _ in range(h.size)]
    owner: list[int | None] = [None] * len(slots)
    slot_opts = {c: [k for k, i in enumerate(slots) if i in options[c]] for c in cards}

    def augment(c: int, seen: set[int]) -> bool:
        opts = slot_opts[c][:]
        rng.shuffle(opts)
        for k in opts:
            if k in seen:
                continue
            seen.add(k)
            o = owner[k]
            if o is None or augment(o, seen):
                owner[k] = c
                return True
        return False

    order = cards[:]
    rng.shuffle(order)
    for c in order:
        if not augment(c, set()):
            return None
    out = [0] * len(holes)
    for k, o in enumerate(owner):
        if o is not None:
            out[slots[k]] |= 1 << o
    return {h.name: m for h, m in zip(holes, out)}


def play_constraints(tricks_played: Sequence[Trick], legal: LegalFn, candidates: int) -> dict[int, int]:
    """For each seat, the unseen cards it cannot hold, judged from how it played.

    A card ``c`` played to a trick by a seat was legal for its hand then; a
    candidate card ``x`` is excluded from that seat when ``c`` would not have
    been legal with ``x`` beside it (``c`` off-suit means no card of the led
    suit; not beating means no card that beats). Follow/trump/beat duties all
    have this pairwise form, so this is exact for them. Cards are never added
    to a hand during the play, so an exclusion lasts.
    """
    excluded: dict[int, int] = {}
    for trick in tricks_played:
        for i in range(1, len(trick)):
            seat, card = trick[i]
            prefix = trick[:i]
            out = excluded.get(seat, 0)
            for x in bits(candidates & ~out):
                if x == card:
                    continue
                if not legal((1 << card) | (1 << x), prefix, seat) >> card & 1:
                    out |= 1 << x
            excluded[seat] = out
    return excluded


def tricks_from_history(
    public_history: Sequence[Action | None], history_seats: Sequence[int], players: int
) -> tuple[list[Trick], Trick]:
    """The finished tricks and the trick in progress, from the ``play`` actions of a view's history."""
    finished: list[Trick] = []
    current: list[tuple[int, int]] = []
    for action, seat in zip(public_history, history_seats):
        if action is not None and action.kind == "play":
            current.append((seat, action.cards[0]))
            if len(current) == players:
                finished.append(tuple(current))
                current = []
    return finished, tuple(current)


def played_cards(finished: Sequence[Trick], trick: Trick, seat: int | None = None) -> int:
    """The mask of the cards played in ``finished`` and ``trick``: all of them, or only ``seat``'s."""
    out = 0
    for t in (*finished, trick):
        for s, c in t:
            if seat is None or s == seat:
                out |= 1 << c
    return out


def deal_around_voids(
    cards: list[str],
    room: list[int],
    void: Sequence[set[int]],
    suit_of: Callable[[str], int],
    rng: random.Random,
    hands: list[list[str]],
) -> list[str]:
    """Deal ``cards`` (the most constrained first) into ``hands``: each to a seat with room left that is not
    void in its suit, at random in proportion to that room (``room`` counts down); the cards no seat can
    take are returned."""
    n = len(room)
    left = []
    for c in sorted(cards, key=lambda c: sum(room[s] > 0 and suit_of(c) not in void[s] for s in range(n))):
        seats = [s for s in range(n) if room[s] > 0 and suit_of(c) not in void[s]]
        if not seats:
            left.append(c)
            continue
        s = rng.choices(seats, weights=[room[x] for x in seats])[0]
        hands[s].append(c)
        room[s] -= 1
    return left
