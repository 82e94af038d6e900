"""Reading the view, and sampling the hidden hands and talon consistently with it."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import cast

from cardtable.bots.knowledge import Hole, feasible, play_constraints, played_cards, sample, tricks_from_history
from cardtable.bots.search import Trick
from cardtable.bots.ulti.rollout import Deal, deal_facts, heuristic_play
from cardtable.bots.ulti.tables import FULL, RA, RK, RO, SUIT, SUITS, ZSIR, mask
from cardtable.bots.ulti.valuation import bid_fit, bid_fit_any_trump, pass_fit
from cardtable.cards import bits
from cardtable.engine.protocol import View
from cardtable.games.ulti.actions import WORD_LEVEL
from cardtable.games.ulti.contracts import parse_contract
from cardtable.games.ulti.facts import Announcement, DealFacts
from cardtable.games.ulti.view_facts import UltiFacts

BID_FIT_TRIES = 8  # worlds drawn per sample until one fits the declarer's bid (weighted by its plausibility)
# the chain of ``fitting_worlds`` weighs a world by ``bid_fit`` to this power: weak hands are so many more than
# strong ones that a 45:1 likelihood left the declarer's sampled hands far weaker than his real ones (issue 13)
FIT_SHARPNESS = 4
# a card decision draws the declarer's hand by that chain too (``card_play_worlds``): this many steps of burn-in
# and between worlds (one swap costs microseconds; 8 tries of ``sample_world`` took as long and fitted worse)
CHAIN_BURN, CHAIN_THIN = 100, 4
# the card play reads the others' cards as the rule of thumb's (``play_fit``): each card a seat played that the
# heuristic would not have played with its cards in the world weighs that world by this much (the others are
# not always the heuristic: a searching player leaves it often, so a miss lowers a world, never rules it out)
PLAY_MISS = 0.3
# worlds drawn per world kept once the play is read: the resampling by ``play_fit`` keeps the likely ones
PLAY_OVERDRAW = 3


@dataclass
class SeatBidding:
    """What one seat's bidding says about the ten cards it holds now: its last bid (a take is followed by
    the seat's discard and bid, so that bid was made with these cards) and the standing bids it passed over
    since its last take (with a take open to it); in the play, the kontra words it said (``raises``)."""

    bid: str | None = None
    passes: list[str] = field(default_factory=list)
    raises: list[str] = field(default_factory=list)

    def fit(self, hand: int, variant: str, sharp: int, declarer: bool, trump: int | None = None) -> float:
        """How plausible this bidding is with ``hand`` (the seat's ten cards at the end of the bidding): a
        bid by ``bid_fit`` (to the power ``sharp``; the declarer's own bid is ``_fit``'s, with its trump), each
        pass by ``pass_fit``, a defender's kontra in a trump game (``trump``) by ``kontra_fit`` (the
        declarer's raises sharpen his bid's fit: ``_declarer_fit``)."""
        f = 1.0
        if self.bid is not None and not declarer:
            c = parse_contract(self.bid, variant)
            plain = not c.piros and c.parts == ("parti",)  # a plain passz: the forced opening, weakly
            f *= bid_fit_any_trump(c, hand) ** (1 if plain else sharp)
        for standing in self.passes:
            f *= pass_fit(hand, standing, variant)
        if self.raises and not declarer and trump is not None:
            f *= kontra_fit(hand, trump)
        return f


# a defender's kontra by the rule of thumb (``_heuristic_kontra``) says he holds a trump guard; a searching
# defender kontras on other grounds too, so a kontra without one is this much less plausible, not ruled out
KONTRA_FIT_FLOOR = 0.3


def trump_guard(hand: int, trump: int) -> bool:
    """Four or more trumps with the ace: the rule of thumb's ground for a defender's kontra."""
    t = hand & SUIT[trump]
    return t.bit_count() >= 4 and bool(t >> (trump * 8 + RA) & 1)


def kontra_fit(hand: int, trump: int) -> float:
    """How plausible a defender's kontra is with ``hand``: 1 with a trump guard, else ``KONTRA_FIT_FLOOR``."""
    return 1.0 if trump_guard(hand, trump) else KONTRA_FIT_FLOOR


def bidding_record(view: View) -> dict[int, SeatBidding]:
    """Every seat's ``SeatBidding`` from the public history (the bidding ends at the holder's pass; the
    kontra words follow in the play)."""
    out = {s: SeatBidding() for s in range(3)}
    standing: str | None = None
    holder = -1
    bidding = True
    for a, s in zip(view.public_history, view.history_seats, strict=False):
        if a is None or a.kind == "discard":
            continue
        if not bidding or a.kind in WORD_LEVEL:
            bidding = False
            if a.kind in WORD_LEVEL:
                out[s].raises.append(a.kind)
        elif a.kind == "take":
            out[s] = SeatBidding()  # another hand from here on
        elif a.kind == "bid":
            out[s].bid = standing = a.arg
            holder = s
        elif a.kind == "pass" and s != holder and standing is not None:
            out[s].passes.append(standing)
        else:
            bidding = False  # the holder's pass, or the play: the bidding is over
    return out


class Seen:
    """What one seat knows in the play, as ints."""

    def __init__(self, view: View) -> None:
        facts = cast(UltiFacts, view.facts)
        assert facts.declarer is not None, "a seat reads the play once there is a declarer"
        self.me = view.seat
        self.variant = view.variant
        self.contract = parse_contract(view.contract or "", view.variant)
        self.declarer = facts.declarer
        self.defenders = list(facts.defenders)
        self.trump = SUITS.index(view.trump) if view.trump else None
        self.deal = Deal.make(view.variant, self.contract, self.declarer, self.trump)
        self.hand = mask(view.hand)
        self.finished, self.trick = tricks_from_history(view.public_history, view.history_seats, 3)
        self.gone = played_cards(self.finished, self.trick)
        self.open = {s: mask(h) for s, h in view.open_hands.items() if s != self.me}
        self.talon = mask(facts.talon) if facts.talon else None
        self.announcements = [Announcement(a["seat"], SUITS.index(a["suit"]), a["value"]) for a in facts.announcements]
        self.kontra = {p: {int(s): int(v) for s, v in lv.items()} for p, lv in facts.kontra.items()}
        self.hand_sizes = list(view.hand_sizes)
        self.to_move = view.to_move
        self.bidding = bidding_record(view)

    def facts(
        self, tricks: list[Trick] | None = None, talon: int | None = None, gave_up: bool = False, conceded: bool = False
    ) -> DealFacts:
        """The engine's facts of this deal with ``tricks`` played (default: the finished ones)."""
        f = deal_facts(
            self.deal,
            self.finished if tricks is None else tricks,
            (self.talon or 0) if talon is None else talon,
            self.announcements,
            self.kontra,
        )
        f.gave_up, f.conceded = gave_up, conceded
        return f

    def known(self) -> int:
        k = self.hand | self.gone | (self.talon or 0)
        for m in self.open.values():
            k |= m
        return k


def sample_world(
    seen: Seen,
    rng: random.Random,
    true_hands: dict[int, int] | None = None,
    tries: int = BID_FIT_TRIES,
    others: bool = True,
) -> tuple[list[int], int]:
    """(every seat's hand, the talon) consistent with what ``seen`` knows, drawn to fit the bidding: of up to
    ``tries`` draws, the first kept in proportion to how plausible the declarer's bid (and rekontras) are
    with his twelve cards there (``_declarer_fit``) times, where ``others``, the other seats' bids, passes
    and kontras with their ten (``SeatBidding.fit``, bids not sharpened); if none is, the one his bid fits
    best. His fit costs a few microseconds, the others' a ``plan`` per pass (about 0.1 ms): they are weighed
    only for a draw his fit kept."""
    setup = _setup(seen, true_hands)
    if setup is None:
        return _loose_world(seen, rng, true_hands)
    hands, pool, holes, fit = setup
    weighed = _others(seen, holes, fit) if others else []
    if not fit and not weighed:
        return _filled(seen, hands, holes, sample(pool, holes, rng))
    played = played_by(seen, seen.declarer) if fit else 0
    best: tuple[float, dict] | None = None
    for _ in range(tries):
        world = sample(pool, holes, rng)
        w = _declarer_fit(seen, hands, world, played, 1) if fit else 1.0
        if best is None or w > best[0]:
            best = (w, world)
        if rng.random() < w and (
            not weighed or rng.random() < math.prod(_seat_fit(seen, hands, world, s, fit, 1) for s in weighed)
        ):
            best = (w, world)
            break
    assert best is not None
    return _filled(seen, hands, holes, best[1])


def card_play_worlds(
    seen: Seen, rng: random.Random, n: int, true_hands: dict[int, int] | None = None, play_miss: float = PLAY_MISS
) -> list[tuple[tuple[list[int], int], int]]:
    """``n`` worlds for a card decision as (world, how many of the ``n`` it stands for): the declarer's hand
    by the chain of ``fitting_worlds`` on his bid alone (``FIT_SHARPNESS``; his fit costs microseconds); once
    the others have played, ``PLAY_OVERDRAW`` × ``n`` of them, resampled to ``n`` by how plausible each seat's
    cards played so far are with its hand there (``play_fit``); then resampled in proportion to how plausible
    the other seats' bids, passes and kontras are with their ten cards (``SeatBidding.fit``, bids not
    sharpened; systematic resampling): a ``plan`` per pass once per world kept, not per step or draw, and a
    world drawn twice is searched once. ``play_miss`` 1 reads no card."""
    setup = _setup(seen, true_hands)
    readers = _play_readers(seen, setup[2]) if setup is not None and play_miss < 1 else []
    m = n * PLAY_OVERDRAW if readers else n
    if setup is not None and setup[3] and n > 0:
        # the overdrawn worlds come closer together on the chain: the steps stay what ``n`` worlds cost
        drawn = fitting_worlds(seen, rng, m, true_hands, CHAIN_BURN, max(1, CHAIN_THIN * n // m), declarer_only=True)
    else:
        drawn = [sample_world(seen, rng, true_hands, others=False) for _ in range(m)]
    weighed = _others(seen, setup[2], setup[3]) if setup is not None else []
    if (not weighed and not readers) or n == 0:
        return [(world, 1) for world in drawn]
    if readers:  # first by the cards played (cheap), so that the bidding's fits are paid for the kept worlds only
        read: dict[tuple[int, int], float] = {}  # the chain keeps a hand for several steps: read it once
        for hands, _t in drawn:
            for s in readers:
                if (s, hands[s]) not in read:
                    read[s, hands[s]] = play_fit(seen, hands[s], s, play_miss)
        plays = [math.prod(read[s, hands[s]] for s in readers) for hands, _t in drawn]
        kept = [(drawn[i], c) for i, c in enumerate(_resample(plays, n, rng)) if c]
    else:
        kept = [(world, 1) for world in drawn]
    if not weighed:
        return kept
    weights = []
    for (hands, _talon), times in kept:
        f = float(times)
        for s in weighed:
            f *= seen.bidding[s].fit(hands[s] | played_by(seen, s), seen.variant, 1, False, seen.trump)
        weights.append(f)
    return [(kept[i][0], c) for i, c in enumerate(_resample(weights, n, rng)) if c]


def _resample(weights: list[float], n: int, rng: random.Random) -> list[int]:
    """How many of ``n`` picks each weight gets (systematic resampling: one draw places all ``n`` picks, each
    counting ``n`` × its share, within one); all weights 0: the first ``n`` once each."""
    total = sum(weights)
    m = len(weights)
    if total <= 0:
        return [int(i < n) for i in range(m)]
    counts = [0] * m
    step = total / n
    at = rng.random() * step
    acc = 0.0
    i = 0
    for k in range(n):
        while i < m - 1 and acc + weights[i] <= at + k * step:
            acc += weights[i]
            i += 1
        counts[i] += 1
    return counts


def _play_readers(seen: Seen, holes: list[Hole]) -> list[int]:
    """The unseen seats whose cards played so far say something (``play_fit``): any that played a card."""
    return [cast(int, h.name) for h in holes if h.name != "talon" and played_by(seen, cast(int, h.name))]


def play_fit(seen: Seen, hand: int, seat: int, miss: float = PLAY_MISS) -> float:
    """How plausible ``seat``'s cards played so far are with ``hand`` (its cards left in a world), read as the
    rule of thumb's (``heuristic_play`` with the cards it held then): ``miss`` per card it would not have played."""
    f = 1.0
    gone = 0
    later = played_by(seen, seat)  # the seat's cards from this trick on: in its hand when it played
    for t in (*seen.finished, seen.trick):
        for k, (s, x) in enumerate(t):
            if s == seat:
                if heuristic_play(seen.deal, s, hand | later, t[:k], gone) != x:
                    f *= miss
                later &= ~(1 << x)
            gone |= 1 << x
    return f


def _others(seen: Seen, holes: list[Hole], fit: bool) -> list[int]:
    """The seats besides the declarer whose words weigh the worlds (``_weighed``)."""
    return [s for s in _weighed(seen, holes, fit) if s != seen.declarer]


def fitting_worlds(
    seen: Seen,
    rng: random.Random,
    n: int,
    true_hands: dict[int, int] | None = None,
    burn: int = 200,
    thin: int = 10,
    declarer_only: bool = False,
) -> list[tuple[list[int], int]]:
    """``n`` worlds drawn in proportion to how plausible the bidding is with the cards there: the declarer's
    bid (``bid_fit`` to the power ``FIT_SHARPNESS``), and the other unseen seat's last bid (the same) and
    passes (``pass_fit``). A Metropolis chain: each step swaps one card of a weighed seat (drawn at random)
    with one of another hand's or the talon's, ``burn`` steps before the first world and ``thin`` between
    worlds. Unlike ``sample_world``'s few tries, it finds the rare hands a strong bid (a betli) says he holds.
    ``declarer_only``: his bid alone weighs the worlds."""
    setup = _setup(seen, true_hands)
    if setup is None:
        return [_loose_world(seen, rng, true_hands) for _ in range(n)]
    hands, pool, holes, fit = setup
    world = sample(pool, holes, rng)
    if declarer_only:
        weighed = [seen.declarer] if fit else []
    else:
        weighed = _weighed(seen, holes, fit)
    if not weighed:
        rest = (sample_world(seen, rng, true_hands, others=not declarer_only) for _ in range(n - 1))
        return [_filled(seen, hands, holes, world), *rest]
    allowed = {h.name: h.allowed for h in holes}

    def seat_fit(s: Hashable, w: dict[Hashable, int]) -> float:
        return _seat_fit(seen, hands, w, cast(int, s), fit, FIT_SHARPNESS)

    chain = metropolis(world, list[Hashable](weighed), allowed, seat_fit, rng, burn, thin, n)
    return [_filled(seen, hands, holes, w) for w in chain]


def metropolis(
    world: dict[Hashable, int],
    weighed: list[Hashable],
    allowed: dict[Hashable, int],
    fit: Callable[[Hashable, dict[Hashable, int]], float],
    rng: random.Random,
    burn: int,
    thin: int,
    n: int,
) -> list[dict[Hashable, int]]:
    """``n`` worlds (hole -> cards) of a Metropolis chain kept in proportion to the product of ``fit`` over the
    ``weighed`` holes: each step swaps a card of a weighed hole (drawn at random) with one of another hole's
    (as ``allowed`` lets them), kept with the odds of the new fit against the old; ``burn`` steps before the
    first world and ``thin`` between worlds."""
    names = list(allowed)
    factor = {a: fit(a, world) for a in weighed}
    out = []
    for step in range(burn + thin * (n - 1) + 1):
        if step >= burn and (step - burn) % thin == 0:
            out.append(world)
        a = weighed[rng.randrange(len(weighed))] if len(weighed) > 1 else weighed[0]
        mine = list(bits(world[a]))
        theirs = [(name, y) for name in names if name != a for y in bits(world[name])]
        if not mine or not theirs:
            continue
        x = mine[rng.randrange(len(mine))]
        b, y = theirs[rng.randrange(len(theirs))]
        u = rng.random()
        if not (allowed[a] >> y & 1 and allowed[b] >> x & 1):
            continue
        moved = dict(world)
        moved[a] ^= (1 << x) | (1 << y)
        moved[b] ^= (1 << x) | (1 << y)
        new = dict(factor)
        for s in (a, b):
            if s in factor:
                new[s] = fit(s, moved)
        if u * math.prod(factor.values()) < math.prod(new.values()):
            world, factor = moved, new
    return out


def _weighed(seen: Seen, holes: list[Hole], fit: bool) -> list[int]:
    """The unseen seats whose cards the bidding weighs: the declarer (his bid) where ``fit``, and any other
    seat that bid or passed with a take open to it, or said kontra in a trump game."""
    out = []
    for h in holes:
        if h.name == "talon":
            continue
        s = cast(int, h.name)
        rec = seen.bidding.get(s)
        said = rec is not None and (rec.bid or rec.passes or (rec.raises and seen.trump is not None))
        if (s == seen.declarer and fit) or (s != seen.declarer and said):
            out.append(s)
    return out


def _seat_fit(seen: Seen, hands: list[int], world: dict, seat: int, fit: bool, sharp: int) -> float:
    """How plausible ``seat``'s bidding is with its cards in ``world`` (his bid to the power ``sharp``; his
    passes and kontras as they are)."""
    held = hands[seat] | world[seat] | played_by(seen, seat)
    dec = seat == seen.declarer
    f = seen.bidding[seat].fit(held, seen.variant, sharp, dec, seen.trump)
    if dec and fit:
        f *= _declarer_fit(seen, hands, world, played_by(seen, seat), sharp)
    return f


def _declarer_fit(seen: Seen, hands: list[int], world: dict, played: int, sharp: int) -> float:
    """How plausible the declarer's bid is with his cards in ``world`` (``bid_fit``), to the power ``sharp``
    and once more per raise he said (a rekontra says he expects to make it)."""
    raises = len(seen.bidding[seen.declarer].raises)
    return _fit(seen, hands, world, played) ** (sharp + raises)


def _fit(seen: Seen, hands: list[int], world: dict, played: int) -> float:
    """How plausible the declarer's bid is with his cards in ``world`` (``bid_fit``)."""
    talon = seen.talon if seen.talon is not None else world["talon"]
    return bid_fit(seen.contract, seen.trump, hands[seen.declarer] | world[seen.declarer] | played, talon)


def _setup(seen: Seen, true_hands: dict[int, int] | None) -> tuple[list[int], int, list[Hole], bool] | None:
    """``_holes``, once per view and announcements (its matching check takes up to a millisecond, and every
    world drawn for a decision shares it)."""
    oracle = tuple(sorted(true_hands.items())) if true_hands else ()
    key = (oracle, tuple(seen.announcements), seen.hand, seen.contract.text, seen.trump, seen.hand_sizes[seen.me])
    cache = seen.__dict__.setdefault("_setups", {})
    if key not in cache:
        cache[key] = _holes(seen, true_hands)
    return cache[key]


def _holes(seen: Seen, true_hands: dict[int, int] | None) -> tuple[list[int], int, list[Hole], bool] | None:
    """What is known (every seat's forced and open cards), the cards left to deal, the holes they fill and
    whether the declarer's hand is to fit his bid; None if the sizes do not add up (should not happen)."""
    hands = [0, 0, 0]
    hands[seen.me] = seen.hand
    unseen = FULL & ~seen.known()
    holes = []
    forced = [0, 0, 0]
    excluded = play_constraints(seen.finished + ([seen.trick] if seen.trick else []), seen.deal.legal, unseen)
    c = seen.contract
    dec = seen.declarer
    for a in seen.announcements:
        m = (1 << (a.suit * 8 + RK)) | (1 << (a.suit * 8 + RO))
        forced[a.seat] |= m & unseen
    if seen.trump is not None and "ulti" in c.parts and unseen >> (seen.trump * 8) & 1:
        forced[dec] |= 1 << (seen.trump * 8)
    if seen.trump is not None and "40-100" in c.parts:
        # a 40-100 is bid on the trump marriage (the cards alone hold 90 points): unless it is seen elsewhere
        m = (1 << (seen.trump * 8 + RK)) | (1 << (seen.trump * 8 + RO))
        if not m & ~unseen & ~played_by(seen, dec) and not m & excluded.get(dec, 0):
            forced[dec] |= m & unseen
    for s in range(3):
        if s == seen.me:
            continue
        if s in seen.open:
            hands[s] = seen.open[s]
            continue
        if true_hands is not None and s in true_hands:
            hands[s] = true_hands[s]
            continue
    pool = unseen
    for s in range(3):
        if s != seen.me and s not in seen.open and not (true_hands and s in true_hands):
            f = forced[s] & pool
            hands[s] |= f
            pool &= ~f
    for s in range(3):
        if s == seen.me or s in seen.open or (true_hands and s in true_hands):
            pool &= ~hands[s]
            continue
        size = seen.hand_sizes[s] - hands[s].bit_count()
        holes.append(Hole(s, max(0, size), ~excluded.get(s, 0)))
    if seen.talon is None:
        talon_allowed = ~ZSIR if (c.has_parti or "40-100" in c.parts or "20-100" in c.parts) else -1
        holes.append(Hole("talon", 2, talon_allowed))
    if sum(h.size for h in holes) != pool.bit_count():
        # inconsistent sizes (should not happen): give up the forcing
        return None
    if holes and holes[-1].name == "talon" and holes[-1].allowed != -1 and not feasible(pool, holes):
        # the talon rule of thumb (no ace or ten) contradicts the play: the declarer did lay one down
        holes[-1] = Hole("talon", 2)
    fit = dec != seen.me and dec not in seen.open and not (true_hands and dec in true_hands)
    return hands, pool, holes, fit


def _filled(seen: Seen, hands: list[int], holes: list[Hole], world: dict) -> tuple[list[int], int]:
    """Every seat's hand and the talon: the known cards with ``world``'s."""
    out = list(hands)
    for h in holes:
        if h.name != "talon":
            out[cast(int, h.name)] |= world[h.name]
    return out, seen.talon if seen.talon is not None else world["talon"]


def played_by(seen: Seen, seat: int) -> int:
    """The cards ``seat`` has played so far."""
    return played_cards(seen.finished, seen.trick, seat)


def _loose_world(seen: Seen, rng: random.Random, true_hands: dict[int, int] | None) -> tuple[list[int], int]:
    hands = [0, 0, 0]
    hands[seen.me] = seen.hand
    pool = FULL & ~seen.known()
    holes = []
    for s in range(3):
        if s == seen.me:
            continue
        if s in seen.open:
            hands[s] = seen.open[s]
        else:
            holes.append(Hole(s, seen.hand_sizes[s]))
    if seen.talon is None:
        holes.append(Hole("talon", 2))
    world = sample(pool, holes, rng)
    for h in holes:
        if h.name != "talon":
            hands[cast(int, h.name)] = world[h.name]
    return hands, seen.talon if seen.talon is not None else world["talon"]
