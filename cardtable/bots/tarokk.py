"""Tarokk bots: the engine helper's rule-of-thumb player with partner-aware card play, and playouts over worlds
that fit the auction for the expert's auction and announcements (the discard and the call stay the rule of
thumb's)."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any, ClassVar, cast

from cardtable.bots.policy import Search, Tally, cautious_values, samples_for
from cardtable.bots.sampled import PerWorld, Sampled, SampledPolicy
from cardtable.bots.search import SearchTimeout, Solver
from cardtable.bots.stated import Stated
from cardtable.bots.tarokk_model import world_play
from cardtable.cards import bits
from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import Action, Game, Result, View
from cardtable.games.tarokk.actions import BID_NAMES, BID_NUMBER, COUNTS, FIGURES, KONTRA_WORDS, discard_action
from cardtable.games.tarokk.facts import TarokkFacts
from cardtable.games.tarokk.heuristic import choose
from cardtable.games.tarokk.tables import PAGAT, POINTS, SKIZ, TABLES, TAROKK_SUIT, TAROKKS, XX, XXI

WORLDS = 12  # sampled worlds per card decision at effort 1
# tricks left (the one in play included) from which a card is valued by exact open-hand solves of the sampled
# worlds (``tarokk_model``) instead of heuristic playouts: 4 tricks take ~4 ms a world (1 k nodes) on a quiet
# machine; 5 took ~15 ms (6 k nodes, up to 21 k), a card decision up to 5 s under load, and measured no better
SOLVE_TRICKS = 4
ATTEMPTS = 60  # rejection-sampling tries per world
ANNOUNCE_SHORTLIST = 8  # words valued per announcement decision
ANNOUNCE_CAUTION = 1.0  # standard errors a word's gain over pass must clear (see search_values)
# a kontra is said against a side whose bid showed strength the sampled hands do not (only an honour is placed)
KONTRA_CAUTION = 2.0
# A kontra word's stated rate: the share of its worlds in which the raising side was paid for the item, read
# through the line ``tools/tarokk_kontra_calibration.py`` fits over every kontra window of expert self-play (the
# words said and not): made in KONTRA_HIT of the windows whose worlds all made it, in KONTRA_MISS of those whose
# worlds all failed it. The heuristic playouts let the raising side keep the honours and kings that searching
# players hunt down: over 314 words of 60 deals (27001-27020, 31001-31040) stated 29% for 23% made, 90% for 68%
# in the top band, and the 16 said 86% for 50% made (both sides of one item raising each other to hirskontra)
KONTRA_HIT = 0.72
KONTRA_MISS = 0.025
# a kontra doubles the item's stake (BTE §5): made it gains the stake, failed it loses as much, so it pays from
# even odds; it is said only from this calibrated rate, the one it states (the margin: the best-looking of a few
# words is often only the luckiest)
KONTRA_AT = 0.6
KONTRA_BARRED = 1e-6  # how far below the pass a kontra word under ``KONTRA_AT`` is valued
# a figure that binds a card to a late trick (the ultimós, uhus, madárs): the heuristic playouts do not hunt the
# card as searching defenders do, so the figure looks likelier than it is (fifth pass: ultimós -21 over 13)
BOUND_FIGURE_CAUTION = 2.0
ANNOUNCE_WORLDS = 16  # sampled worlds per announcement decision at effort 1 (each word is a whole playout)
# medium (a quarter of the worlds) with 3 worlds said király ultimós and kontras by the dozen (a standard
# error from 3 worlds is noise) and paid for them against the expert
ANNOUNCE_LEAST_WORLDS = 6
# the call and the discard are the rule of thumb's: the call's search only ever left it to play alone holding the
# XX, and lost there (fifth pass: -71 points over 16 such deviations at four and five seats); the discard's
# (points banked, voids made) won nothing (-1 over 40 at four seats, -11 over 10 at five)
SEARCHED_PHASES = ("play", "announcements", "bidding")
# the auction (every word; not the sole bidder's talon count), by whole-deal playouts: more worlds than
# a card (each option is a whole deal from the auction on, and the options' values differ by a few points)
OPTION_WORLDS = 48
# an option other than the heuristic's must beat it by this many standard errors of their per-world difference
OPTION_CAUTION = 1.5
# share of a world's tries that must fit the auction as the rule of thumb bids (the rest only the hard facts)
FIT_SHARE = 0.75
FIT_PHASES = ("bidding", "call")  # the phases whose words (the sole bidder's talon count too) a world must fit
CAUTION = {"announcements": ANNOUNCE_CAUTION, "bidding": OPTION_CAUTION}
PAGAT_CAUTION = 1.0  # standard errors the pagát given away must beat the heuristic's card by (_loose_pagat)
# a defender kontras the trull holding the skíz (it cannot be taken), or the XXI or the pagát with at least this many
# tarokks to keep it from the declarer's side: with four or five the pagát was pulled out and the trull made,
# kontra'd up to hirskontra (issue 27)
TRULL_GUARD = 6
# sampled worlds per decision at effort 1 outside the card play: each option is a whole playout, and the options'
# values differ by a few points where one world's differ by twenty, so these rare decisions get many worlds
PHASE_WORLDS = {"bidding": OPTION_WORLDS, "announcements": ANNOUNCE_WORLDS}
CAUTIOUS_PHASES = frozenset(CAUTION)
BID_CARDS = {name: n for n, name in BID_NAMES.items()}  # the standing bid's name -> its talon cards
WINNING_POINTS = 48  # card points the declarer's side needs to win the game (BTE §11.1)
HONOUR_CODES = ["T1", "T21", "T22"]
HONOURS = (1 << PAGAT) | (1 << XXI) | (1 << SKIZ)
TRICKS = 9
NO_DISCARD = frozenset({"T1", "T21", "T22", "T20", "HK", "DK", "SK", "CK"})  # never discarded (BTE §4.2, XX default)


def _side(view: View, seat: int) -> int | None:
    """0 = the declarer's side, 1 = the defenders, None = not known to this seat.

    Beyond the public sides, a seat knows its own side: the holder of the called
    card is the partner (and knows the rest), a seat without it is a defender.
    """
    x = cast(TarokkFacts, view.facts)
    known = x.sides[seat] if seat < len(x.sides) else None
    if known is not None or x.declarer is None or x.called is None:
        return known
    if seat == x.declarer:
        return 0
    if x.partner is not None:
        return 0 if seat == x.partner else 1
    if x.alone:
        return 1
    if seat == view.seat:
        return 0 if x.called in view.hand else 1
    return None


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
    counts = x.discarded_tarokks  # None until every discard is made (BTE §4.3)
    hidden = {s for s, a in zip(view.history_seats, view.public_history) if a is None}  # seats that discarded
    discard: dict[int, list[str]] = {}
    for s in active:
        if s == me:
            continue
        need = received[s] if s in hidden and s < len(received) else 0
        cards = list(shown) if s == declarer else []
        tar = None if counts is None else int(counts.get(s, 0)) - len(cards)
        for c in list(pool):
            if len(cards) >= need:
                break
            is_tarokk = c.startswith("T")
            if c in NO_DISCARD:
                continue
            if tar is not None and ((is_tarokk and tar <= 0) or (not is_tarokk and len(cards) + tar >= need)):
                continue
            cards.append(c)
            pool.remove(c)
            if tar is not None:
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
    if called in pool and called != "T20" and declarer != me and declarer in active:
        # the declarer calls a tarokk he holds only when it is the XX (BTE §4.5)
        barred = {declarer}
    else:
        barred = set()

    def holders(c: str) -> list[int]:
        suit = TABLES.suit_of[DECK.card(c)]
        return [s for s in active if room[s] > 0 and suit not in void[s] and (c != called or s not in barred)]

    # what the auction and the first announcements say a seat was dealt (else the replay refuses the world)
    keep: dict[int, set[str]] = {s: set(played[s]) for s in active}
    must, one_of = _dealt_needs(view)
    wanted = [(s, cards, True) for s, cards in must.items()] + [(s, cards, False) for s, cards in one_of.items()]
    for s, need_cards, every in wanted:
        if s == me or s not in room:
            continue
        has = [c for c in need_cards if c in hands[s] or c in played[s]]
        if every:
            missing = [c for c in need_cards if c not in has]
        else:
            free = [c for c in need_cards if c in pool and TABLES.suit_of[DECK.card(c)] not in void[s]]
            missing = [] if has or not free else [rng.choice(free)]
            if not has and not free:
                return None
        for c in missing:
            if c not in pool or room[s] <= 0 or TABLES.suit_of[DECK.card(c)] in void[s]:
                return None
            hands[s].append(c)
            room[s] -= 1
            pool.remove(c)
        keep[s] |= set(has) | set(missing)
    # a declared tarokk count (BTE §6.1: the hand after the discard) is that seat's every tarokk: placed now
    for s, n in _declared_counts(view).items():
        if s == me or s not in room:
            continue
        free = [c for c in pool if c.startswith("T")]
        need = n - sum(c.startswith("T") for c in hands[s] + played[s])
        if need < 0 or need > min(len(free), room[s]) or (need and TAROKK_SUIT in void[s]):
            return None
        for c in rng.sample(free, need):
            hands[s].append(c)
            pool.remove(c)
        room[s] -= need
        void[s].add(TAROKK_SUIT)  # no further tarokk
    pool.sort(key=lambda c: len(holders(c)))
    for c in pool:
        seats = holders(c)
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
        if s != me:
            own[s].sort(key=lambda c: c in keep[s])  # the cards it must have been dealt: not from the talon
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


def _sample_auction(view: View, rng: random.Random) -> Sampled | None:
    """During the auction (the talon still whole): the others' nine cards and the talon at random, a bidder
    holding an honour and an inviter the invited card (``_dealt_needs``); the rest of what the words say is
    left to ``TarokkPolicy.world``'s fit."""
    x = cast(TarokkFacts, view.facts)
    active: list[int] = list(x.active or [])
    me = view.seat
    pool = [c for c in DECK.codes if c not in set(view.hand)]
    rng.shuffle(pool)
    hands: dict[int, list[str]] = {s: [] for s in active if s != me}
    must, one_of = _dealt_needs(view)
    for s, cards in must.items():
        if s == me:
            continue
        for c in cards:
            if c not in pool:
                return None
            hands[s].append(c)
            pool.remove(c)
    for s, cards in one_of.items():
        if s == me or any(c in hands[s] for c in cards):
            continue
        free = [c for c in cards if c in pool]
        if not free:
            return None
        c = rng.choice(free)
        hands[s].append(c)
        pool.remove(c)
    for s in hands:
        k = 9 - len(hands[s])
        if k < 0:
            return None
        hands[s] += pool[:k]
        pool = pool[k:]
    if len(pool) != 6:
        return None
    deck = pool + [""] * 36
    for k, s in enumerate(active):
        own = list(view.hand) if s == me else hands[s]
        rng.shuffle(own)
        deck[6 + 5 * k : 11 + 5 * k] = own[:5]
        deck[26 + 4 * k : 30 + 4 * k] = own[5:]
    return deck, {}


def _declared_counts(view: View) -> dict[int, int]:
    """The tarokk counts said (8 or 9 tarokks, BTE §6.1), by seat."""
    return {
        s: int(a.arg.split("-")[0])
        for s, a in zip(view.history_seats, view.public_history)
        if a is not None and a.kind == "announce" and a.arg in COUNTS
    }


def _dealt_needs(view: View) -> tuple[dict[int, list[str]], dict[int, list[str]]]:
    """Cards the auction and the declarer's first announcement turn say a seat was dealt: (seat -> every one of
    these cards, seat -> at least one of these). A bidder held an honour (BTE §3.1; not the próbahárom), an
    inviter a high honour and the card he invited (§3.3, §3.6), a declarer's first-round trull shows both high
    honours, with three bidders the skíz (§6.6, §6.7); an announcer the card his figure binds (an ultimó's, a
    madár's: §6.3, §7.4; unless this seat saw it elsewhere)."""
    x = cast(TarokkFacts, view.facts)
    must: dict[int, list[str]] = {}
    one_of: dict[int, list[str]] = {}
    called = False
    declarer_first_turn = True
    seen = {*view.hand, *(x.own_discard or []), *(x.declarer_discard or [])}
    played_by = {a.cards[0]: s for s, a in zip(view.history_seats, view.public_history) if a and a.kind == "play"}
    for seat, a in zip(view.history_seats, view.public_history):
        if a is None:
            continue
        if a.kind == "announce" and a.arg in FIGURES and FIGURES[a.arg].card >= 0:
            card = FIGURES[a.arg].card
            if DECK.codes[card] not in seen and played_by.get(card, seat) == seat:
                must[seat] = [*must.get(seat, []), DECK.codes[card]]  # the card its figure binds (BTE §6.3, §7.4)
        if a.kind in ("bid", "hold") and not (x.trial_three and seat == x.declarer):
            one_of.setdefault(seat, list(HONOUR_CODES))
        elif a.kind == "call":
            called = True
        elif called and seat == x.declarer and declarer_first_turn:
            if a.kind == "pass":
                declarer_first_turn = False
            elif a.kind == "announce" and a.arg == "trull" and not (x.invit and x.inviter != x.declarer):
                must[seat] = [*must.get(seat, []), *(["T22"] if x.bidders >= 3 else ["T21", "T22"])]
    if x.invit and x.inviter is not None:
        must[x.inviter] = [*must.get(x.inviter, []), x.invit]
        one_of[x.inviter] = ["T21", "T22"]
    return {s: list(dict.fromkeys(cards)) for s, cards in must.items()}, one_of


def _keep_pagat(view: View, legal: list[Action], action: Action) -> Action:
    """Do not throw the pagát away: as a winner it goes only as the trick's last card, and it is never the
    cheapest card to give (a lost pagát is 5 points and the pagát ultimó gone)."""
    if action.cards != (PAGAT,) or len(legal) == 1 or not view.trick:
        return action
    if len(view.trick) == len(cast(TarokkFacts, view.facts).active) - 1:
        return action  # last to play: the pagát wins the trick for sure
    return _instead(view, legal, PAGAT)


def _instead(view: View, legal: list[Action], card: int) -> Action:
    """Another card than ``card`` for this trick: the cheapest other winner, else the card of fewest points."""
    rest = [a for a in legal if a.cards != (card,)]
    if not view.trick:
        return min(rest, key=lambda a: POINTS[a.cards[0]])
    led = TABLES.suit_of[DECK.card(view.trick[0][1])]
    best = max(TABLES.power(DECK.card(c), led) for _, c in view.trick)
    winners = [a for a in rest if TABLES.power(a.cards[0], led) > best]
    if winners:
        return min(winners, key=lambda a: TABLES.power(a.cards[0], led))
    return min(rest, key=lambda a: (POINTS[a.cards[0]], TABLES.power(a.cards[0], led)))


def _guard_xxi(view: View, legal: list[Action], action: Action) -> Action:
    """Do not offer the XXI to the skíz (xxi-fogás, 42 points): while a seat still to play to this trick may hold
    the skíz against us, another card goes instead."""
    if action.cards != (XXI,) or len(legal) == 1 or "T22" in view.hand:
        return action
    if any(a is not None and a.kind == "play" and a.cards == (SKIZ,) for a in view.public_history):
        return action
    x = cast(TarokkFacts, view.facts)
    if any(c == "T22" for _, c in view.trick):
        return action
    me = _side(view, view.seat)
    played = {s for s, _ in view.trick}
    later = [s for s in x.active if s != view.seat and s not in played]
    if all(me is not None and _side(view, s) == me for s in later):
        return action  # only friends (or nobody) play after us
    return _instead(view, legal, XXI)


def _unseen(view: View) -> int:
    """The cards this seat has not seen: not in its hand or its discard, not played, not shown by the declarer."""
    x = cast(TarokkFacts, view.facts)
    seen = _hand_mask(view)
    for code in [*(x.own_discard or []), *(x.declarer_discard or []), *(c for _s, c in view.trick)]:
        seen |= 1 << DECK.card(code)
    for a in view.public_history:
        if a is not None and a.kind == "play":
            seen |= 1 << a.cards[0]
    return DECK.full & ~seen


def _trick_kept(view: View, card: int) -> bool:
    """Whether the trick surely stays with this seat's side once it plays ``card``: the winner then is the seat
    or a known friend, and every seat still to play is a friend, or holds nothing that beats the winning card
    (nothing unseen does)."""
    x = cast(TarokkFacts, view.facts)
    me = _side(view, view.seat)
    if me is None:
        return False
    trick = [(s, DECK.card(c)) for s, c in view.trick] + [(view.seat, card)]
    led = TABLES.suit_of[trick[0][1]]
    top = max(trick, key=lambda sc: TABLES.power(sc[1], led))
    if top[0] != view.seat and _side(view, top[0]) != me:
        return False
    played = {s for s, _c in trick}
    later = [s for s in x.active if s not in played]
    if all(_side(view, s) == me for s in later):
        return True
    best = TABLES.power(top[1], led)
    return all(TABLES.power(c, led) < best for c in bits(_unseen(view)))


def technique(view: View, legal: list[Action]) -> list[Action]:
    """The cards a club player would consider: with another card to play, never the pagát to a trick his side may
    lose (it is 5 points and the ultimó gone: 13 of 40 expert deals gave it away, issue 27); never the XXI while
    a seat still to play may hold the skíz against it (xxi-fogás, 42 points); never the XXI or the skíz on a
    trick a lower card keeps for the side as surely (they are the side's sure tricks later, and the skíz may yet
    catch the XXI)."""
    if view.phase != "play" or len(legal) < 2:
        return legal
    out = list(legal)
    cards = {a.cards[0]: a for a in legal}
    if PAGAT in cards and not _trick_kept(view, PAGAT):
        out.remove(cards[PAGAT])
    if XXI in cards and _guard_xxi(view, legal, cards[XXI]) != cards[XXI]:
        out.remove(cards[XXI])
    others = [c for c in cards if c not in (XXI, SKIZ)]
    if view.trick and any(_trick_kept(view, c) for c in others):
        out = [a for a in out if a.cards[0] not in (XXI, SKIZ)]
    return out or legal


def _hand_mask(view: View) -> int:
    mask = 0
    for c in view.hand:
        mask |= 1 << DECK.card(c)
    return mask


def _trull_guarded(hand: int) -> bool:
    """Whether a hand can keep an honour from the other side: the skíz, or the XXI or the pagát among at least
    ``TRULL_GUARD`` tarokks."""
    tarokks = (hand & TAROKKS).bit_count()
    return bool(hand >> SKIZ & 1) or (bool(hand & ((1 << XXI) | (1 << PAGAT))) and tarokks >= TRULL_GUARD)


def _announce_candidates(view: View, legal: list[Action], first: Action) -> list[Action]:
    """The words worth valuing: a tarokk count alone when one may be said (it is the seat's side's points for
    sure: said unsearched), else pass, the kontras but on the game (against a trull only with an honour the hand
    can keep, ``TRULL_GUARD``), and the figures this hand could make (a figure that binds a card only with the
    card in hand; xxi-fogás only with the skíz; volát only with 7+ tarokks)."""
    count = next((a for a in legal if a.kind == "announce" and a.arg in COUNTS), None)
    if count is not None:
        return [count]
    hand = _hand_mask(view)
    tarokks = (hand & TAROKKS).bit_count()
    out = [first]
    # pass and the kontras before the figures (in their list order, the common ones first)
    for a in sorted(legal, key=lambda a: (a.kind == "announce" and a.arg in FIGURES, a.kind != "pass")):
        if a in out or (a.kind == KONTRA_WORDS[0] and a.arg == "parti" and a != first):
            continue
        if a.kind in KONTRA_WORDS[::2] and a.arg == "trull" and not _trull_guarded(hand):
            continue  # kontra, szubkontra, mordkontra: against the side that announced it
        if a.kind == "announce" and a.arg in FIGURES:
            fig = FIGURES[a.arg]
            if fig.card >= 0 and not hand >> fig.card & 1:
                continue
            if (a.arg == "xxi-fogas" and not hand >> SKIZ & 1) or (a.arg == "volat" and tarokks < 7):
                continue
        out.append(a)
    return out[:ANNOUNCE_SHORTLIST]


def _loose_pagat(view: View, actions: list[Action]) -> Action | None:
    """The pagát among the card-play candidates when it is not the heuristic's card and does not take the trick
    for sure (as its last card): it goes only when it beats the heuristic's card clearly. The
    playouts keep the pagát until it is forced out and lost, so giving it now looks no worse than keeping it —
    they cannot see the ultimó a searching holder plays for."""
    if view.phase != "play" or not actions or actions[0].cards == (PAGAT,):
        return None
    pagat = next((a for a in actions if a.cards == (PAGAT,)), None)
    if pagat is None or len(view.trick) < len(cast(TarokkFacts, view.facts).active) - 1:
        return pagat
    led = TABLES.suit_of[DECK.card(view.trick[0][1])]
    best = max(TABLES.power(DECK.card(c), led) for _, c in view.trick)
    return None if TABLES.power(PAGAT, led) > best else pagat  # last to play, the pagát takes the trick


def _kontra_chance(share: float) -> float:
    """The chance the raising side is paid for a kontra word's item, from the share of the worlds that judged it
    made: read through the measured line (``KONTRA_HIT``, ``KONTRA_MISS``)."""
    return KONTRA_HIT * share + KONTRA_MISS * (1.0 - share)


def _caution(view: View, action: Action) -> float:
    """Standard errors an option other than the heuristic's is marked down by (``cautious_values``)."""
    if action.kind in KONTRA_WORDS:
        return KONTRA_CAUTION
    if action.kind == "announce" and action.arg in FIGURES and FIGURES[action.arg].card >= 0:
        return BOUND_FIGURE_CAUTION
    return CAUTION[str(view.phase)]


class TarokkPolicy(SampledPolicy):
    """Every searched decision valued by heuristic playouts in sampled worlds (the engine settles each, so a
    word's value is the points it brings): the auction words, the announcements and kontras, and the card play
    (the sole bidder's talon count, the discard and the call are the rule of thumb's); the heuristic
    (``tarokk.heuristic``) partner-aware in its card play as far as the seat knows the sides. Medium searches only
    the card play (``Policy.card_play``)."""

    def heuristic(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        """The rule-of-thumb action."""
        if view.phase == "play":
            if _hand_mask(view) & HONOURS:
                legal = technique(view, legal)
            action = _play(view, legal)
            action = choose(view, legal, rng) if action is None else action
            return _guard_xxi(view, legal, _keep_pagat(view, legal, action))
        annul = next((a for a in legal if a.kind == "annul"), None)
        if annul is not None and not _hand_mask(view) & TAROKKS & ~((1 << PAGAT) | (1 << XXI)):
            # BTE §7.1: a lone XXI (or pagát) is thrown in, or the skíz catches it (xxi-fogás)
            return annul
        return choose(view, legal, rng)

    attempts = ATTEMPTS
    solve_tricks = SOLVE_TRICKS
    # per searched phase: tricks left at which a playout hands the rest of the deal to the exact solver (none:
    # heuristic playouts to the end)
    rollout_solve: ClassVar[dict[str, int]] = {}

    def searched(self, view: View) -> bool:
        """The auction, the announcements and the card play (not by a seat sitting out at a five-seat table); not
        the sole bidder's talon count, which is the rule of thumb's (all the cards offered): the playouts raised
        where taking all three did better when played on by experts (issue 27)."""
        if view.legal_actions and view.legal_actions[0].kind == "take":
            return False
        return view.phase in SEARCHED_PHASES and cast(TarokkFacts, view.facts).sitting_out != view.seat

    def candidates(self, view: View, legal: list[Action]) -> list[Action]:
        """Card play and the auction: every action; announcements: a shortlist; the heuristic's choice first."""
        cands = super().candidates(view, legal)
        if view.phase == "announcements":
            return _announce_candidates(view, legal, cands[0])
        if view.phase == "play":
            kept = technique(view, legal)
            return [a for a in cands if a in kept]
        return cands

    def search_values(self, view: View, actions: list[Action], search: Search) -> dict[Action, float]:
        """Playout values (the last ``solve_tricks`` tricks: exact solves); in the phases of ``CAUTION`` and for a
        loose pagát, an option other than the first candidate (the heuristic's) is marked down by that many
        standard errors of its per-world gain over the first one (``cautious_values``; a kontra word by
        ``KONTRA_CAUTION``): with a few worlds and a dozen words the best-looking word is often only the luckiest
        (a király ultimó's gain varies by ±15 points from world to world). A kontra word whose calibrated chance
        (the rate it states) is under ``KONTRA_AT`` or its own break-even is valued just below the pass."""
        if view.phase == "play" and TRICKS - cast(TarokkFacts, view.facts).tricks_played <= self.solve_tricks:
            return self.solved_values(view, actions, search)
        self._rollout_solve = self.rollout_solve.get(str(view.phase), 0)
        pagat = _loose_pagat(view, actions)
        if (view.phase not in CAUTIOUS_PHASES and pagat is None) or len(actions) < 2:
            return super().search_values(view, actions, search)
        record = PerWorld(search.tally)
        values = super().search_values(view, actions, Search(search.rng, search.effort, search.deadline, None, record))
        search.tally.samples += record.samples
        if not values:
            return values
        z: dict[Action, float]
        if view.phase in CAUTIOUS_PHASES:
            z = {a: _caution(view, a) for a in actions[1:]}
        else:
            assert pagat is not None  # the card play is cautious only about a loose pagát (above)
            z = {pagat: PAGAT_CAUTION}
        marked = cautious_values(record.values, actions[0], z)
        out = {a: marked[a] for a in values}
        passing = next((a for a in out if a.kind == "pass"), None)
        if passing is None:
            return out
        barred = [a for a in out if a.kind in KONTRA_WORDS and not self._kontra_pays(view, a, search.tally, out)]
        for a in barred:
            out[a] = min(out[a], out[passing]) - KONTRA_BARRED  # not said: a pass pays more
        return out

    def _kontra_pays(self, view: View, kontra: Action, tally: Tally, values: dict[Action, float]) -> bool:
        """Whether a kontra word's stated chance (calibrated, ``stated_rate``) reaches ``KONTRA_AT`` and its own
        break-even against the best other word (no world judged it: no chance to state, it does not)."""
        note = self.stated(view, kontra, view.legal_actions, tally, values)
        if note is None or note.rate is None:
            return False
        return note.rate >= max(KONTRA_AT, note.break_even or 0.0)

    _rollout_solve = 0  # the decision being valued: tricks left at which its playouts switch to the solver

    def rollout(self, state: Any, seat: int) -> float:
        """The heuristic playout; with ``rollout_solve`` for the decision's phase, only until that many tricks
        are left, then the exact open-hand value of the rest (the engine's settlement for the seat)."""
        left = self._rollout_solve
        if not left:
            return super().rollout(state, seat)
        rng = random.Random(0)
        while state.to_move is not None:
            legal = state.legal_actions()
            if len(legal) == 1:
                state.apply(legal[0])
                continue
            view = state.view(state.to_move)
            x = cast(TarokkFacts, view.facts)
            if view.phase == "play" and not view.trick and TRICKS - x.tricks_played <= left:
                play = world_play(state, seat)
                return Solver(play.model).search(play.hands, (), play.to_move, play.acc, -math.inf, math.inf)
            state.apply(self.heuristic(view, legal, rng))
        return float(state.result().points[seat])

    def solved_values(self, view: View, actions: list[Action], search: Search) -> dict[Action, float]:
        """Each card's mean value over sampled worlds, each world solved exactly to the end of the deal (every
        seat playing best open-handed; the value is the engine's settlement for the seat); empty when no world
        was found. The safety clock ends the loop between worlds (or inside one, which is then dropped)."""
        cards = [a.cards[0] for a in actions]
        totals = dict.fromkeys(actions, 0.0)
        done = 0
        for _ in range(self.world_count(view, search.effort)):
            if done and time.perf_counter() > search.deadline:
                break
            world = self.world(view, search.rng)
            if world is None:
                break
            play = world_play(world, view.seat)
            try:
                solver = Solver(play.model, search.deadline)
                values = solver.root_values(play.hands, play.trick, play.to_move, play.acc, cards)
            except SearchTimeout:
                break
            for a, c in zip(actions, cards):
                totals[a] += values[c]
                search.tally.add(a, values[c])
            done += 1
        search.tally.samples += done
        return {a: totals[a] / done for a in actions} if done else {}

    def world_count(self, view: View, effort: float) -> int:
        """Fewer worlds for an announcement (many words, each a playout from before the first trick), but
        never so few that a word's standard error means nothing."""
        if view.phase in PHASE_WORLDS:
            return samples_for(PHASE_WORLDS[view.phase], effort, ANNOUNCE_LEAST_WORLDS)
        return samples_for(self.worlds, effort, self.least_worlds)

    def stated_rate(self, note: Stated, share: float) -> float:
        """A kontra word's rate is the calibrated one it is said by (``_kontra_chance``)."""
        return _kontra_chance(share) if note.kind in KONTRA_WORDS else share

    def commitment(self, view: View, action: Action, legal: Sequence[Action]) -> Stated | None:
        """A bid, a hold (of the standing bid) and the sole bidder's talon count commit the seat to the game at
        that many talon cards; an announcement (not a tarokk count) to its item; a kontra word to the item it
        raises. Taking every card the bid offers only restates the bid (the rule of thumb's count: the bid's
        note, with the rate its search stated, stays the contract)."""
        x = cast(TarokkFacts, view.facts)
        forced = len(legal) == 1
        if action.kind == "take" and action.arg == str(BID_CARDS.get(str(x.bid))):
            return None
        if action.kind in ("bid", "take", "hold"):
            cards = {"bid": BID_NUMBER.get(action.arg), "take": action.arg, "hold": BID_CARDS.get(str(x.bid))}
            if cards[action.kind] is not None:
                return Stated("contract", str(cards[action.kind]), view.seat, contract=True, forced=forced)
        if action.kind == "announce" and action.arg not in COUNTS:
            return Stated("announce", action.arg, view.seat, forced=forced)
        if action.kind in KONTRA_WORDS:
            return Stated(action.kind, action.arg, view.seat, forced=forced)
        return None

    def made(self, note: Stated, result: Result) -> bool | None:
        """The game: the declarer's side won it (judged for the declarer at the final bid); an announcement or a
        kontra word: the seat's side was paid for its item."""
        d = result.details
        if note.kind == "contract":
            if note.seat != d.get("declarer") or note.what != str(d.get("bid")):
                return None
            parti = [ln for ln in result.lines if ln.part == "parti"]
            return parti[0].won if parti else d["card_points"][0] >= WINNING_POINTS
        lines = [ln for ln in result.lines if ln.part == note.what and note.seat in (ln.payer, ln.payee)]
        return lines[0].payee == note.seat if lines else None

    def sample_deal(self, view: View, rng: random.Random, attempt: int) -> Sampled | None:
        """The dealt hands consistent with the view, and the hidden discards."""
        if cast(TarokkFacts, view.facts).talon_left:
            return _sample_auction(view, rng)
        return _sample_deal(view, rng)

    def fits(self, view: View, state: Any, seat: int, action: Action, attempt: int) -> bool:
        """For the first ``FIT_SHARE`` of the tries, every other seat's auction words and call are the rule of
        thumb's with its dealt hand: a pass says the hand is weak, a bid how strong it is, not only that it
        holds an honour."""
        if attempt >= round(self.attempts * FIT_SHARE) or seat == view.seat or state.phase not in FIT_PHASES:
            return True
        legal = state.legal_actions()
        return len(legal) <= 1 or self.heuristic(state.view(seat), legal, random.Random(0)) == action


def make_policy(game: Game) -> TarokkPolicy:
    """The Tarokk policy."""
    return TarokkPolicy(game)
