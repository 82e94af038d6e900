"""Ulti bots (MAUSZ and 4M): hand valuation for bidding, rule-of-thumb play, and sampled-world search.

Bidding values each contract part by a rule-of-thumb probability of making
it from the hand (trump length and honours, side aces and tens, marriages,
betli-safe suits, sure winners for a durchmars); a contract's worth is the
sum over its parts of ``value × (2p − 1)`` paid by both defenders, and a bot
bids the best contract that beats the standing bid, taking the talon when
that is clearly worth it. The discard is chosen together with the contract
(aces and tens never go to the talon in a parti: they would count for the
defenders).

Card play (heuristic): the declarer pulls trumps when long in them, keeps the
trump 7 for the last trick in an ulti, cashes aces; the defenders smear aces
and tens on their partner's tricks and win cheaply; betli and durchmars play
low and high.

The expert samples the hidden hands and the talon consistently with the
view (cards played, voids and must-beat duties, the trump-7 rule, announced
marriages, the trump 7 of an ulti bidder, no aces or tens in a parti
declarer's talon) and scores each legal card by playing the deal out in every
sampled world: by open-hand alpha-beta once few cards are left, by heuristic
rollouts scored with the engine's own settlement before that. Defenders
kontra, and the declarer rekontras, the parts the samples say are lost (won).
"""

from __future__ import annotations

import copy
import math
import random
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from itertools import combinations
from typing import cast

from cardtable.bots.knowledge import Hole, feasible, play_constraints, sample, tricks_from_history
from cardtable.bots.policy import Policy, Tally, best_of, samples_for
from cardtable.bots.search import Race, SearchTimeout, Solver, Trick, TrickModel
from cardtable.cards import bits
from cardtable.cards.deck import HUNGARIAN32 as DECK
from cardtable.engine.protocol import Game, View
from cardtable.engine.tricks import TrickTables, beating, winner
from cardtable.games.ulti.cardplay import NO_TRUMP_TABLES, RULES, TRUMP_TABLES, playable
from cardtable.games.ulti.contracts import Contract, parse_contract
from cardtable.games.ulti.facts import Announcement, DealFacts
from cardtable.games.ulti.scoring import settle, won_parts

FULL = DECK.full
SUITS = DECK.suits
SUIT = DECK.suit_masks
R7, R8, R9, R10, RU, RO, RK, RA = range(8)
ZSIR = sum(1 << c for c in range(32) if c % 8 in (R10, RA))
ACES = sum(1 << c for c in range(32) if c % 8 == RA)
TENS = sum(1 << c for c in range(32) if c % 8 == R10)
POINTS = tuple(10 if c % 8 in (R10, RA) else 0 for c in range(32))
# rank strength per card in trump order (A 10 K O U 9 8 7) and no-trump order (A K O U 10 9 8 7)
T_STR = TRUMP_TABLES[0].strength
N_STR = NO_TRUMP_TABLES.strength

ROLLOUT_SAMPLES = 96  # worlds per card decision at effort 1 (each scores every legal card by a rollout)
DD_SAMPLES = 32  # worlds per card decision once the open-hand search takes over
DD_CARDS = 15  # open-hand alpha-beta once this many cards (or fewer) are left in the hands (5 tricks)
KONTRA_SAMPLES = 24
KONTRA_FIT_TRIES = 24  # the same for a raise (few decisions, where the bid says most)
BID_FIT_TRIES = 8  # worlds drawn per sample until one fits the declarer's bid (weighted by its plausibility)
TAKE_SAMPLES = 8  # talons drawn to value a take at effort 1
BID_SAMPLES = 48  # rollouts per candidate contract at effort 1
BID_OPTIONS = 4  # candidate contracts (with their discards) weighed by rollouts
KONTRA_WORDS = ("kontra", "csatlakozom", "rekontra", "szubkontra", "hirskontra", "mordkontra")
# a defender raises a part only when the declarer makes it in (almost) no playout: at 0.25 the declarer made
# the expert's kontras 44-63% of the time against searching declarers, predicted 9-13% (issue 13)
KONTRA_AT = 0.02
REKONTRA_AT = 0.8  # the declarer raises one he makes at least this often
TAKE_EDGE = 1.0  # worth a take (or a raise) must add before the bots bid on: the talon is unseen


def card(code: str) -> int:
    return DECK.card(code)


def mask(codes) -> int:
    return DECK.mask(codes)


def top_down(m: int, strength: tuple[int, ...]) -> list[int]:
    """Cards of a mask, strongest first."""
    return sorted(bits(m), key=lambda c: -strength[c])


# ---------------------------------------------------------------- hand valuation (bidding)


def trump_tricks(hand: int, trump: int) -> float:
    """Rule-of-thumb tricks a hand takes with ``trump``: honours, length, side aces and tens, ruffing voids."""
    t = hand & SUIT[trump]
    n = t.bit_count()
    est = 0.0
    high = [bool(t >> (trump * 8 + r) & 1) for r in (RA, R10, RK, RO)]
    est += 1.0 * high[0] + (0.9 if high[1] and high[0] else 0.6 if high[1] else 0) + 0.5 * high[2] + 0.3 * high[3]
    est += max(0, n - 3) * 0.8
    for s in range(4):
        if s == trump:
            continue
        m = hand & SUIT[s]
        k = m.bit_count()
        a = bool(m >> (s * 8 + RA) & 1)
        ten = bool(m >> (s * 8 + R10) & 1)
        king = bool(m >> (s * 8 + RK) & 1)
        est += 0.95 * a + (0.75 if ten and a else 0.3 if ten and k >= 3 else 0) + (0.3 if king and a and ten else 0)
        if k == 0 and n >= 4:
            est += 0.5
        elif k == 1 and n >= 4 and not a:
            est += 0.25
    return est


def _sig(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def betli_risk(hand: int) -> int:
    """How many cards could be forced to win a trick in a betli (no-trump order).

    The i-th lowest card of a suit (from 0) is safe when at most ``2i`` ranks
    lie below it: the defenders cannot lead under it often enough.
    """
    risk = 0
    for s in range(4):
        ranks = sorted(N_STR[c] for c in bits(hand & SUIT[s]))  # 0 = 7 ... 7 = A
        for i, r in enumerate(ranks):
            if r > 2 * i:
                risk += 1
    return risk


def sure_winners(hand: int, tables: TrickTables) -> int:
    """Cards that win from the top of their suit (a durchmars needs ten)."""
    n = 0
    for s in range(4):
        m = hand & SUIT[s]
        order = top_down(SUIT[s], tables.strength)
        for c in order:
            if m >> c & 1:
                n += 1
            else:
                break
    return n


@dataclass
class PartOdds:
    """Probability of making each kind of part with a hand and trump suit."""

    parti: float
    p40_100: float
    p20_100: float
    ulti: float
    asz4: float


def trump_odds(hand: int, trump: int, talon: int) -> PartOdds:
    """Rule-of-thumb odds of each part of a trump contract."""
    est = trump_tricks(hand, trump)
    t = hand & SUIT[trump]
    n = t.bit_count()
    marriages = [s for s in range(4) if hand >> (s * 8 + RK) & 1 and hand >> (s * 8 + RO) & 1]
    m_pts = sum(40 if s == trump else 20 for s in marriages)
    talon_pts = 10 * (talon & ZSIR).bit_count()
    # a short trump suit is no floor to fall back on: each missing card of three costs a trick and a half
    # (a two-card trump was once floored at 5% and outscored a weak real suit)
    parti = _sig((est - 4.6 - 1.5 * max(0, 3 - n) + (m_pts - talon_pts) / 25.0) * 1.6)
    p40 = _sig((est - 6.2) * 1.6) if trump in marriages and n >= 4 else 0.0
    side20 = [s for s in marriages if s != trump]
    p20 = _sig((est - 7.4) * 1.6) if side20 and n >= 4 else 0.0
    ulti = 0.0
    if t >> (trump * 8) & 1 and n >= 4:
        u = n + 1.0 * bool(t >> (trump * 8 + RA) & 1) + 0.6 * bool(t >> (trump * 8 + R10) & 1) + 0.2 * est - 6.6
        ulti = _sig(u * 1.4)
    aces = (hand & ACES).bit_count()
    asz4 = {4: 0.75, 3: 0.12}.get(aces, 0.0) * (1.0 if n >= 4 else 0.6)
    return PartOdds(parti, p40, p20, ulti, asz4)


@dataclass
class HandOdds:
    """Part odds of one 10-card hand (with its talon) for every trump and the no-trump contracts."""

    trump: list[PartOdds]
    betli: float
    durchmars_nt: float
    durchmars_t: list[float]

    @classmethod
    def of(cls, hand: int, talon: int) -> HandOdds:
        r = betli_risk(hand)
        betli = 0.85 if r == 0 else 0.3 if r == 1 else 0.05
        w = sure_winners(hand, NO_TRUMP_TABLES)
        dnt = 0.9 if w >= 10 else 0.35 if w >= 9 else 0.0
        dt = []
        for s in range(4):
            w = sure_winners(hand, TRUMP_TABLES[s])
            dt.append(0.9 if w >= 10 else 0.35 if w >= 9 else 0.0)
        return cls([trump_odds(hand, s, talon) for s in range(4)], betli, dnt, dt)


def part_odds(c: Contract, odds: HandOdds, trump: int | None) -> dict[str, float] | None:
    """Probability of each part of contract ``c`` (None if the bot does not play it this way)."""
    if c.is_betli:
        return {c.grade: odds.betli}  # type: ignore[dict-item]
    if c.is_durchmars and not c.trump_game:
        if c.parts != (c.grade,):
            return None
        return {c.grade: odds.durchmars_nt}  # type: ignore[dict-item]
    if trump is None:
        return None
    o = odds.trump[trump]
    out = {}
    for part in c.parts:
        if part == "parti":
            out[part] = o.parti
        elif part == "40-100":
            out[part] = o.p40_100
        elif part == "20-100":
            out[part] = o.p20_100
        elif part == "ulti":
            out[part] = o.ulti
        elif part == "4-asz":
            out[part] = o.asz4
        else:  # trump durchmars
            out[part] = odds.durchmars_t[trump]
    return out


def contract_worth(c: Contract, odds: HandOdds, trump: int | None) -> float:
    """Expected points for the declarer: each part ``value × (2p − 1)`` from both defenders; lost ulti extra."""
    po = part_odds(c, odds, trump)
    if po is None:
        return -1e9
    w = 0.0
    for part, p in po.items():
        v = c.values[part]
        w += 2 * v * (2 * p - 1)
        if part == "ulti":
            w -= 2 * v * (1 - p)
    return w


def best_trump(c: Contract, odds: HandOdds) -> tuple[float, int | None]:
    """The best worth of ``c`` over its possible trumps, and that trump."""
    if not c.trump_game:
        return contract_worth(c, odds, None), None
    suits = (0,) if c.piros else (1, 2, 3)
    best = (-1e9, suits[0])
    for s in suits:
        w = contract_worth(c, odds, s)
        if w > best[0]:
            best = (w, s)
    return best


_CANDIDATE_CACHE: dict[str, list[Contract]] = {}


def candidate_contracts(variant: str) -> list[Contract]:
    """The contracts a bot considers (every contract whose parts it can value)."""
    got = _CANDIDATE_CACHE.get(variant)
    if got is None:
        from cardtable.games.ulti.contracts import all_contracts

        got = [c for c in all_contracts(variant) if not c.open_declarer and not c.open_all]
        _CANDIDATE_CACHE[variant] = got
    return got


def plan(hand: int, talon: int, allowed: list[Contract]) -> tuple[float, Contract | None, int | None]:
    """The best contract among ``allowed`` for a 10-card hand (worth, contract, trump)."""
    best: tuple[float, Contract | None, int | None] = (-1e9, None, None)
    odds = HandOdds.of(hand, talon)
    for c in allowed:
        w, t = best_trump(c, odds)
        if w > best[0]:
            best = (w, c, t)
    return best


def plan_discard(hand12: int, allowed: list[Contract]) -> tuple[float, int, Contract | None]:
    """The best (worth, discard mask, contract) for a 12-card hand."""
    return discard_options(hand12, allowed, 1)[0]


def discard_options(hand12: int, allowed: list[Contract], k: int) -> list[tuple[float, int, Contract | None]]:
    """The ``k`` best (worth, discard mask, contract) for a 12-card hand, one per contract, best first."""
    cards = list(bits(hand12))
    best: dict[str, tuple[float, int, Contract | None]] = {}
    for a, b in combinations(cards, 2):
        d = (1 << a) | (1 << b)
        w, c, _t = plan(hand12 & ~d, d, allowed)
        key = c.text if c is not None else ""
        if key not in best or w > best[key][0]:
            best[key] = (w, d, c)
    return sorted(best.values(), key=lambda x: -x[0])[:k] or [(-1e9, (1 << cards[0]) | (1 << cards[1]), None)]


def contract_options(
    hand: int, talon: int, allowed: list[Contract], k: int
) -> list[tuple[float, Contract, int | None]]:
    """The ``k`` contracts of ``allowed`` with the best rule-of-thumb worth (worth, contract, trump)."""
    odds = HandOdds.of(hand, talon)
    scored = []
    for c in allowed:
        w, t = best_trump(c, odds)
        if w > -1e8:
            scored.append((w, c, t))
    scored.sort(key=lambda x: -x[0])
    return scored[:k]


def auto_announcements(d: Deal, hands: list[int]) -> list[Announcement]:
    """The marriages every seat would announce under contract ``d`` (what the bots do)."""
    c = d.contract
    out = []
    for s in range(3):
        if c.marriages == "none" or (c.marriages != "all" and s != d.declarer):
            continue
        for suit in range(4):
            m = (1 << (suit * 8 + RK)) | (1 << (suit * 8 + RO))
            if hands[s] & m != m:
                continue
            if suit == d.trump:
                if c.marriages in ("all", "trump40"):
                    out.append(Announcement(s, suit, 40))
            elif c.marriages in ("all", "one20"):
                out.append(Announcement(s, suit, 20))
                if c.marriages == "one20":
                    break
    return out


def contract_rollout(
    variant: str, c: Contract, trump: int | None, me: int, hands: list[int], talon: int
) -> tuple[int, bool]:
    """(my points, every part made) when I play ``c`` and every seat plays the heuristic from the first lead."""
    d = Deal.make(variant, c, me, trump)
    ann = auto_announcements(d, hands)
    kontra = {p: {(me + 1) % 3: 1, (me + 2) % 3: 1} for p in c.parts}
    if trump is not None:
        # the heuristic defenders' kontra: a guard of four trumps with the ace
        for s in ((me + 1) % 3, (me + 2) % 3):
            t = hands[s] & SUIT[trump]
            if t.bit_count() >= 4 and t >> (trump * 8 + RA) & 1:
                for p in ("ulti", "parti"):
                    if p in kontra:
                        kontra[p] = {x: 2 for x in kontra[p]}
    tricks = playout(d, hands, (), me, [], 0)
    facts = deal_facts(d, tricks, talon, ann, kontra)
    return settle(facts).points[me], all(won_parts(facts).values())


# ---------------------------------------------------------------- card play


@dataclass
class Deal:
    """The fixed facts of a deal in play, as ints."""

    variant: str
    contract: Contract
    declarer: int
    trump: int | None
    tables: TrickTables
    rule7: bool
    kind: str  # "betli", "durchmars", "trump"
    ulti: bool

    @classmethod
    def make(cls, variant: str, contract: Contract, declarer: int, trump: int | None) -> Deal:
        tables = NO_TRUMP_TABLES if trump is None else TRUMP_TABLES[trump]
        kind = (
            "betli"
            if contract.is_betli
            else "durchmars"
            if contract.parts == (contract.grade,) and contract.is_durchmars
            else "trump"
            if trump is not None
            else "durchmars"
        )
        return cls(variant, contract, declarer, trump, tables, variant == "mausz", kind, "ulti" in contract.parts)

    def legal(self, hand: int, trick: Trick, seat: int = 0) -> int:
        return playable(hand, trick, self.tables, self.rule7)


def heuristic_play(d: Deal, seat: int, hand: int, trick: Trick, gone: int) -> int:
    """A rule-of-thumb card (``gone``: cards already played, for counting trumps)."""
    legal = d.legal(hand, trick)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    strength = d.tables.strength
    decl = seat == d.declarer
    if d.kind == "betli":
        if decl:
            if not trick:
                return min(bits(legal), key=lambda c: strength[c])
            win = beating(legal, trick, d.tables)
            safe = legal & ~win
            if safe:
                return max(bits(safe), key=lambda c: strength[c])
            return min(bits(legal), key=lambda c: strength[c])
        return min(bits(legal), key=lambda c: strength[c])
    if d.kind == "durchmars":
        if decl or not trick:
            return max(bits(legal), key=lambda c: strength[c])
        win = beating(legal, trick, d.tables)
        if win:
            return min(bits(win), key=lambda c: strength[c])
        return min(bits(legal), key=lambda c: strength[c])
    trump = d.trump
    assert trump is not None
    seven = 1 << (trump * 8)
    tmask = SUIT[trump]
    keep7 = decl and d.ulti and hand & seven and hand.bit_count() > 1
    if keep7 and legal & ~seven:
        legal &= ~seven
    if not trick:
        if decl:
            trumps = hand & tmask & ~(seven if d.ulti else 0)
            out = tmask & ~gone & ~hand
            if trumps and out and (hand & tmask).bit_count() >= 3:
                return max(bits(trumps), key=lambda c: strength[c])
        side = legal & ~tmask
        aces = side & ACES
        if aces:
            return min(bits(aces))
        # a ten whose ace is gone is a winner too
        for c in bits(side & TENS):
            if gone >> (c + 4) & 1:
                return c
        if side:
            # low card from the shortest side suit
            return min(bits(side), key=lambda c: ((hand & SUIT[c // 8]).bit_count(), POINTS[c], strength[c]))
        return min(bits(legal), key=lambda c: strength[c])
    w_seat = winner(trick, d.tables)
    partner_wins = (w_seat == d.declarer) == decl and w_seat != seat
    last = len(trick) == 2
    win = beating(legal, trick, d.tables)
    led = d.tables.suit_of[trick[0][1]]
    if win and not (partner_wins and not last):
        if last:
            return max(bits(win), key=lambda c: (POINTS[c], -strength[c]))
        return min(bits(win), key=lambda c: (d.tables.power(c, led), POINTS[c]))
    if partner_wins:
        # smear points on the partner's trick, but not a trump ace or ten
        return max(bits(legal), key=lambda c: (POINTS[c] if c // 8 != trump else -5, -strength[c]))
    return min(bits(legal), key=lambda c: (POINTS[c], c // 8 == trump, strength[c]))


def playout(
    d: Deal, hands: list[int], trick: Trick, to_move: int, tricks: list[Trick], gone: int, first: int | None = None
) -> list[Trick]:
    """Play the deal out with the heuristic for every seat (``first``: the card the seat to move plays now)."""
    hands = list(hands)
    cur = list(trick)
    tricks = list(tricks)
    seat = to_move
    while hands[seat] or cur:
        c = first if first is not None else heuristic_play(d, seat, hands[seat], tuple(cur), gone)
        first = None
        hands[seat] &= ~(1 << c)
        gone |= 1 << c
        cur.append((seat, c))
        if len(cur) == 3:
            t = tuple(cur)
            tricks.append(t)
            seat = winner(t, d.tables)
            cur = []
        else:
            seat = (seat + 1) % 3
    return tricks


def deal_facts(
    d: Deal, tricks: list[Trick], talon: int, announcements: list[Announcement], kontra: dict[str, dict[int, int]]
) -> DealFacts:
    """The engine's facts of a deal played out (for its own settlement)."""
    return DealFacts(
        variant=d.variant,
        contract=d.contract,
        declarer=d.declarer,
        trump=d.trump,
        tricks=[list(t) for t in tricks],
        winners=[winner(t, d.tables) for t in tricks],
        talon=talon,
        announcements=announcements,
        kontra=kontra,
    )


def score_tricks(
    d: Deal, tricks: list[Trick], talon: int, announcements: list[Announcement], kontra: dict[str, dict[int, int]]
) -> list[int]:
    """Points per seat of a finished deal, by the engine's own settlement."""
    return settle(deal_facts(d, tricks, talon, announcements, kontra)).points


# ---------------------------------------------------------------- open-hand model


def dd_model(
    d: Deal,
    me: int,
    announcements: list[Announcement],
    talon: int,
    kontra: dict[str, dict[int, int]] | None = None,
    held: int = 0,
) -> TrickModel:
    """Open-hand search: acc = (declarer's card points, declarer tricks, defender tricks, aces, ulti made).

    The value is the declarer's settlement of the contract's parts: each part's
    value times the sum of the defenders' kontra multipliers, won or lost, and
    the lost-ulti extra (silent bonuses are left out). ``talon`` does not change
    the value: its aces and tens are the defenders', i.e. all 90 points the
    declarer does not take. ``races`` give the same value per part for the
    fast searches (``search.Race``). ``held``: the declarer's ten cards at his first lead — in a 4M
    40-100 / 20-100 (nothing announced) the pair held there counts (the engine's ``scoring.tally``).
    """
    dec = d.declarer
    c = d.contract
    dec_m = sum(a.value for a in announcements if a.seat == dec)
    def_m = sum(a.value for a in announcements if a.seat != dec)
    has40 = any(a.seat == dec and a.value == 40 for a in announcements)
    has20 = any(a.seat == dec and a.value == 20 for a in announcements)
    if d.variant == "4m" and c.marriages == "none":
        pairs = [s for s in range(4) if held >> (s * 8 + RK) & 1 and held >> (s * 8 + RO) & 1]
        has40 = "40-100" in c.parts and d.trump in pairs
        has20 = "20-100" in c.parts and any(s != d.trump for s in pairs)
    seven = None if d.trump is None else d.trump * 8
    defenders = [s for s in range(3) if s != dec]
    # each defender pays a part at his own multiplier (1 where he has none)
    mult = {p: sum((kontra or {}).get(p, {}).get(s, 1) for s in defenders) for p in c.parts}
    part_values = dict(c.values)

    def after(acc: Hashable, trick: Trick, w: int, last: bool) -> Hashable:
        pts, dt, ft, aces, ulti = cast(tuple[int, int, int, int, int], acc)
        gain = 0
        ace = 0
        for _s, x in trick:
            gain += POINTS[x]
            if ACES >> x & 1:
                ace += 1
        if last:
            gain += 10
            if seven is not None:
                for s, x in trick:
                    if x == seven and s == dec and w == dec:
                        ulti = 1
        if w == dec:
            return (pts + gain, dt + 1, ft, aces + ace, ulti)
        return (pts, dt, ft + 1, aces, ulti)

    def won(part: str, acc: Hashable) -> bool:
        pts, dt, ft, aces, ulti = cast(tuple[int, int, int, int, int], acc)
        if part == "parti":
            mine = pts + (dec_m if dt else 0)
            # the 90 points (8 aces and tens, the last trick) all go somewhere: what the declarer did not
            # take is the defenders', the talon's included (MAUSZ §6(8))
            theirs = 90 - pts + (def_m if ft else 0)
            return mine > theirs
        if part == "40-100":
            return pts + (40 if has40 and dt else 0) >= 100
        if part == "20-100":
            return pts + (20 if has20 and dt else 0) >= 100
        if part == "4-asz":
            return aces == 4
        if part == "ulti":
            return bool(ulti)
        if c.is_betli:
            return dt == 0
        return ft == 0

    def value(acc: Hashable) -> float:
        v = 0.0
        for part in c.parts:
            amount = part_values[part] * mult[part]
            if won(part, acc):
                v += amount
            else:
                v -= amount
                if part == "ulti":
                    v -= 2 * part_values[part]
        return v

    decided = None
    if d.kind == "betli":

        def decided(acc: Hashable) -> float | None:
            return value(acc) if acc[1] else None  # type: ignore[index]
    elif d.kind == "durchmars":

        def decided(acc: Hashable) -> float | None:
            return value(acc) if acc[2] else None  # type: ignore[index]

    team = tuple(0 if s == dec else 1 for s in range(3))
    cls = [
        POINTS[x] * 100 + (50 if seven == x else 0) + (25 if ACES >> x & 1 and "4-asz" in c.parts else 0)
        for x in range(32)
    ]
    strength = d.tables.strength
    tmask = SUIT[d.trump] if d.trump is not None else 0
    if d.kind == "betli":  # everyone leads low first: the declarer to stay under, the defenders to force him
        lead = [-strength[x] for x in range(32)]
        order = (lead, lead)
    else:  # the declarer: aces and tens, then trumps, then strength (fewest nodes); the defenders: cheapest first
        order = (
            [POINTS[x] * 5 + (tmask >> x & 1) * 10 + strength[x] for x in range(32)],
            [-((tmask >> x & 1) * 50 + POINTS[x] * 10 + strength[x]) for x in range(32)],
        )
    return TrickModel(
        3,
        d.tables,
        team,
        d.legal,
        after,
        value,
        decided,
        cls,
        rules=RULES,
        ruff_last=seven if d.rule7 else None,
        races=_races(c, mult, dec_m, def_m, has40, has20, seven),
        lead_order=order,
    )


def _races(
    c: Contract, mult: dict[str, int], dec_m: int, def_m: int, has40: bool, has20: bool, seven: int | None
) -> tuple[Race, ...]:
    """The search's threshold race of each part of the contract, with the score of ``dd_model``'s acc."""

    def acc_of(acc: Hashable) -> tuple[int, int, int, int, int]:
        return cast(tuple[int, int, int, int, int], acc)

    def parti(acc: Hashable) -> tuple[int, int, bool, bool]:
        # mine > theirs, i.e. 2 × my card points + my marriages − theirs > 90 (the 90 points all go somewhere)
        pts, dt, ft, _a, _u = acc_of(acc)
        return 2 * pts + (dec_m if dt else 0) - (def_m if ft else 0), 91, dt > 0, ft > 0

    def hundred(bonus: int) -> Callable[[Hashable], tuple[int, int, bool, bool]]:
        def start(acc: Hashable) -> tuple[int, int, bool, bool]:
            pts, dt, ft, _a, _u = acc_of(acc)
            return pts + (bonus if dt else 0), 100, dt > 0, ft > 0

        return start

    def aces(acc: Hashable) -> tuple[int, int, bool, bool]:
        _p, dt, ft, n, _u = acc_of(acc)
        return n, 4, dt > 0, ft > 0

    def ulti(acc: Hashable) -> tuple[int, int, bool, bool]:
        _p, dt, ft, _a, made = acc_of(acc)
        return made, 1, dt > 0, ft > 0

    def grade(acc: Hashable) -> tuple[int, int, bool, bool]:
        # a betli: no trick for the declarer; a durchmars: none for the defenders
        _p, dt, ft, _a, _u = acc_of(acc)
        return -(dt if c.is_betli else ft), 0, dt > 0, ft > 0

    out = []
    for part in c.parts:
        amount = float(c.values[part] * mult[part])
        if part == "parti":
            out.append(Race(ZSIR, 20, 20, 0, 0, dec_m, -def_m, parti, amount, -amount))
        elif part in ("40-100", "20-100"):
            bonus = 40 if part == "40-100" and has40 else 20 if part == "20-100" and has20 else 0
            out.append(Race(ZSIR, 10, 10, 0, 0, bonus, 0, hundred(bonus), amount, -amount))
        elif part == "4-asz":
            out.append(Race(ACES, 1, 0, 0, 0, 0, 0, aces, amount, -amount))
        elif part == "ulti":  # lost, it costs the part and the extra (MAUSZ §4(D)(3))
            out.append(Race(0, 0, 1, 0, 0, 0, 0, ulti, amount, -amount - 2 * c.values[part], seven))
        else:
            betli = c.is_betli
            out.append(Race(0, 0, 0, -1 if betli else 0, 0 if betli else -1, 0, 0, grade, amount, -amount))
    return tuple(out)


# ---------------------------------------------------------------- reading the view


class Seen:
    """What one seat knows in the play, as ints."""

    def __init__(self, view: View) -> None:
        ex = view.extra
        self.me = view.seat
        self.variant = view.variant
        self.contract = parse_contract(view.contract, view.variant)  # type: ignore[arg-type]
        self.declarer = ex["declarer"]
        self.defenders = list(ex["defenders"])
        self.trump = SUITS.index(view.trump) if view.trump else None
        self.deal = Deal.make(view.variant, self.contract, self.declarer, self.trump)
        self.hand = mask(view.hand)
        self.finished, self.trick = tricks_from_history(view.public_history, view.history_seats, card, 3)
        gone = 0
        for t in (*self.finished, self.trick):
            for _s, x in t:
                gone |= 1 << x
        self.gone = gone
        self.open = {s: mask(h) for s, h in view.open_hands.items() if s != self.me}
        self.talon = mask(ex["talon"]) if ex.get("talon") else None
        self.announcements = [Announcement(a["seat"], SUITS.index(a["suit"]), a["value"]) for a in ex["announcements"]]
        self.kontra = {p: {int(s): int(v) for s, v in lv.items()} for p, lv in ex["kontra"].items()}
        self.hand_sizes = list(view.hand_sizes)
        self.to_move = view.to_move

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
    seen: Seen, rng: random.Random, true_hands: dict[int, int] | None = None, tries: int = BID_FIT_TRIES
) -> tuple[list[int], int]:
    """(every seat's hand, the talon) consistent with what ``seen`` knows (``tries``: draws until one fits
    the declarer's bid)."""
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
        if not m & ~unseen & ~_played_by(seen, dec) and not m & excluded.get(dec, 0):
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
        return _loose_world(seen, rng, true_hands)
    if holes and holes[-1].name == "talon" and holes[-1].allowed != -1 and not feasible(pool, holes):
        # the talon rule of thumb (no ace or ten) contradicts the play: the declarer did lay one down
        holes[-1] = Hole("talon", 2)
    fit = dec != seen.me and dec not in seen.open and not (true_hands and dec in true_hands)
    played = _played_by(seen, dec) if fit else 0
    best: tuple[float, dict] | None = None
    for _ in range(tries if fit else 1):
        world = sample(pool, holes, rng)
        if not fit:
            best = (1.0, world)
            break
        # the declarer's bid says what he holds: a world is kept in proportion to how plausible the bid is
        # with his twelve cards there (the rule-of-thumb odds the bots bid by)
        talon = seen.talon if seen.talon is not None else world["talon"]
        w = bid_fit(c, seen.trump, hands[dec] | world[dec] | played, talon)
        if best is None or w > best[0]:
            best = (w, world)
        if rng.random() < w:
            best = (w, world)
            break
    assert best is not None
    world = best[1]
    for h in holes:
        if h.name != "talon":
            hands[cast(int, h.name)] |= world[h.name]
    talon = seen.talon if seen.talon is not None else world["talon"]
    return hands, talon


def _played_by(seen: Seen, seat: int) -> int:
    """The cards ``seat`` has played so far."""
    out = 0
    for t in (*seen.finished, seen.trick):
        for s, x in t:
            if s == seat:
                out |= 1 << x
    return out


def bid_fit(c: Contract, trump: int | None, hand: int, talon: int) -> float:
    """How plausible bidding ``c`` is with the declarer's 10-card ``hand`` and ``talon``: the bots' own
    rule-of-thumb chance of his weakest named part (a parti only counts when nothing else is named: a forced
    or cheap opening bid says little), never below a floor (people bid on hope too)."""
    if c.is_betli:
        r = betli_risk(hand)
        return 0.85 if r == 0 else 0.3 if r == 1 else 0.05
    if trump is None:  # a no-trump durchmars
        w = sure_winners(hand, NO_TRUMP_TABLES)
        return 0.9 if w >= 10 else 0.35 if w >= 9 else 0.05
    o = trump_odds(hand, trump, talon)
    named = [p for p in c.parts if p != "parti"]
    if not named:  # a plain (piros) passz: weakly, as before
        return max(0.25, o.parti)
    p = 1.0
    for part in named:
        if part == "40-100":
            p = min(p, o.p40_100)
        elif part == "20-100":
            p = min(p, o.p20_100)
        elif part == "ulti":
            p = min(p, o.ulti)
        elif part == "4-asz":
            p = min(p, o.asz4)
        else:  # a trump durchmars
            w = sure_winners(hand, TRUMP_TABLES[trump])
            p = min(p, 0.9 if w >= 10 else 0.35 if w >= 9 else 0.0)
    # a player bids a part he expects to make: the chance of the bid given the hand rises steeply through
    # even odds (weighting by the odds themselves kept hands with a 20% part as 1/4 as likely as an 80% one, and
    # the defenders kontra'd parts the declarer made two times in three)
    return max(0.02, _sig((p - 0.5) * 8.0))


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


# ---------------------------------------------------------------- the policy


class UltiPolicy(Policy):
    """Heuristic and search play for Ulti."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.variant = getattr(game, "variant", "mausz") or "mausz"
        self.contracts = candidate_contracts(self.variant)

    # -- bidding --------------------------------------------------------------

    def _allowed(self, legal: list[str]) -> list[Contract]:
        texts = {a[4:] for a in legal if a.startswith("bid ")}
        return [c for c in self.contracts if c.text in texts]

    def _bidding(self, view: View, legal: list[str]) -> str:
        ex = view.extra
        hand = mask(view.hand)
        step = ex.get("step")
        if step == "discard":
            standing = ex.get("bid")
            allowed = self.contracts if standing is None else self._beating(standing)
            if not allowed:
                allowed = self.contracts
            _w, d, _c = plan_discard(hand, allowed)
            a, b = sorted(bits(d))
            return _find(legal, f"discard {DECK.codes[a]} {DECK.codes[b]}")
        if step == "bid":
            talon = mask(ex.get("talon", []))
            allowed = self._allowed(legal)
            w, c, _t = plan(hand, talon, allowed)
            if c is None:
                return min((a for a in legal if a.startswith("bid ")), key=lambda a: _bid_total(a, self.variant))
            return f"bid {c.text}"
        # respond: pass, take, or a piros raise
        standing = ex.get("bid")
        raises = [a for a in legal if a.startswith("bid ")]
        if view.seat == ex.get("holder"):
            if raises:
                c = parse_contract(raises[0][4:], self.variant)
                cur = parse_contract(str(standing), self.variant)
                odds = HandOdds.of(hand, mask(ex.get("talon", [])))
                w_new = best_trump(c, odds)[0]
                w_cur = best_trump(cur, odds)[0]
                if w_new > w_cur + 1 and w_new > 0:
                    return raises[0]
            return "pass"
        if "take" in legal and standing is not None:
            allowed = self._beating(standing)
            if allowed:
                # the two talon cards are unknown: value the hand as it is, plus a small allowance
                w, c, _t = plan(hand, 0, allowed)
                if c is not None and w > 1.0:
                    return "take"
        return "pass"

    def _beating(self, standing: str) -> list[Contract]:
        from cardtable.games.ulti.contracts import beats

        cur = parse_contract(standing, self.variant)
        return [c for c in self.contracts if beats(c, cur)]

    def _trump(self, view: View, legal: list[str]) -> str:
        c = parse_contract(view.contract, self.variant)  # type: ignore[arg-type]
        hand = mask(view.hand)
        talon = mask(view.extra.get("talon", []))
        odds = HandOdds.of(hand, talon)
        best = max((1, 2, 3), key=lambda s: contract_worth(c, odds, s))
        return f"trump {SUITS[best]}"

    # -- play -----------------------------------------------------------------

    def heuristic(self, view: View, legal: list[str], rng: random.Random) -> str:
        if view.phase == "bidding":
            return self._bidding(view, legal)
        if view.phase == "trump":
            return self._trump(view, legal)
        if view.phase == "concede":
            return "accept"
        if view.phase == "kontra":
            return "pass" if "pass" in legal else legal[0]
        for a in legal:
            if a.startswith("announce"):
                return a
        seen = Seen(view)
        k = self._heuristic_kontra(seen, legal)
        if k:
            return k
        c = heuristic_play(seen.deal, seen.me, seen.hand, seen.trick, seen.gone)
        return f"play {DECK.codes[c]}"

    def _heuristic_kontra(self, seen: Seen, legal: list[str]) -> str | None:
        """Kontra a parti or ulti when holding a strong trump guard (4+ trumps with the ace)."""
        if seen.trump is None or seen.me == seen.declarer:
            return None
        t = seen.hand & SUIT[seen.trump]
        if t.bit_count() >= 4 and t >> (seen.trump * 8 + RA) & 1:
            for part in ("ulti", "parti"):
                a = f"kontra {part}"
                if a in legal:
                    return a
        return None

    def candidates(self, view: View, legal: list[str]) -> list[str]:
        """What the expert weighs: the heuristic's best few contracts (with their discards); the
        heuristic's own choices when taking the talon, raising and naming trump; a 20/40 always (it only
        adds points); kontras and cards (the heuristic's card first) in the play."""
        phase, step = view.phase, view.extra.get("step")
        if phase == "bidding":
            if step in ("discard", "bid"):
                return [text for text, _plan in self.bid_plans(view, legal)]
            return self._respond_candidates(view, legal)
        if phase == "trump":
            return [a for a in legal if a.startswith("trump ")]
        if phase == "concede":
            return ["accept"] if "accept" in legal else legal[:1]
        announces = [a for a in legal if a.startswith("announce")]
        if announces:
            return announces[:1]
        kontras = [a for a in legal if a.split()[0] in KONTRA_WORDS]
        cards = [a for a in legal if a.startswith("play ")]
        if not cards:
            return kontras + (["pass"] if "pass" in legal else legal[:1])
        seen = Seen(view)
        h = heuristic_play(seen.deal, seen.me, seen.hand, seen.trick, seen.gone)
        return kontras + sorted(cards, key=lambda a: card(a[5:]) != h)

    def expert(
        self,
        view: View,
        legal: list[str],
        rng: random.Random,
        effort: float,
        deadline: float,
        true_hands: dict[int, list[str]] | None = None,
    ) -> str:
        """The best of ``values``; states what it predicts (``last_prediction``): for a bid or a trump the
        rate of making every part of the contract, for a raise the rate the declarer makes the raised part."""
        cands = self.candidates(view, legal)
        if len(cands) == 1:
            return cands[0]
        t = Tally()
        action = best_of(self.values(view, cands, rng, effort, deadline, true_hands, t), cands)
        verb = action.split()[0]
        if action in t.made and (verb in ("bid", "trump") or verb in KONTRA_WORDS):
            if verb in KONTRA_WORDS:
                self.last_prediction = {"kind": verb, "part": action.split()[1], "rate": t.made[action]}
            else:
                contract = action[4:] if verb == "bid" else view.contract
                self.last_prediction = {"kind": "contract", "contract": contract, "rate": t.made[action]}
        return action

    def values(
        self,
        view: View,
        actions: list[str],
        rng: random.Random,
        effort: float,
        deadline: float,
        true_hands: dict[int, list[str]] | None = None,
        tally: Tally | None = None,
    ) -> dict[str, float]:
        """Points for the seat: contracts and discards by heuristic rollouts on common random deals;
        taking the talon, raising and the trump by the hand odds; card play by rollouts in sampled worlds
        (open-hand alpha-beta over the last ``DD_CARDS`` cards); kontras by playouts."""
        t = Tally() if tally is None else tally
        th = {s: mask(h) for s, h in true_hands.items()} if true_hands else None
        phase, step = view.phase, view.extra.get("step")
        if phase == "bidding" and step in ("discard", "bid"):
            plans = dict(self.bid_plans(view, actions, every=True))
            self._bid_values(view, actions, plans, rng, samples_for(BID_SAMPLES, effort, 4), deadline, th, t)
        elif phase == "bidding":
            for a, v in self._respond_values(view, actions, rng, effort).items():
                t.set(a, v)
        elif phase == "trump":
            # each trump by rollouts on common random deals, like the contracts (the hand odds overrated
            # short suits)
            c = parse_contract(view.contract, self.variant)  # type: ignore[arg-type]
            hand, talon = mask(view.hand), mask(view.extra.get("talon", []))
            trumps = [a for a in actions if a.startswith("trump ")]
            plans = {a: (hand, talon, c, SUITS.index(a.split()[1])) for a in trumps}
            if trumps:
                n = samples_for(BID_SAMPLES, effort, 4)
                self._bid_values(view, trumps, plans, rng, n, deadline, th, t)  # type: ignore[arg-type]
            for a in actions:
                if a == "give-up":
                    facts = DealFacts(self.variant, c, view.seat, None, gave_up=True)
                    t.set(a, float(settle(facts).points[view.seat]))
        elif phase == "concede":
            # accept: the declarer's parts are all lost; refuse: the deal played out by the heuristic
            seen = Seen(view)
            for a in actions:
                if a == "accept":
                    t.set(a, float(settle(seen.facts(conceded=True)).points[seen.me]))
                else:
                    n = samples_for(KONTRA_SAMPLES, effort, 4)
                    t.set(a, self._kontra_rates(seen, [], rng, n, deadline, th, Tally(), seen.declarer))
        else:
            self._play_values(view, actions, rng, effort, deadline, th, t)
        return t.means(actions)

    # -- bidding by rollouts ----------------------------------------------------

    def bid_plans(
        self, view: View, actions: list[str], every: bool = False
    ) -> list[tuple[str, tuple[int, int, Contract | None, int | None]]]:
        """(action, (10-card hand, talon, contract, trump)) for the discard or bid step.

        ``every``: a plan for each of ``actions``; else the expert's shortlist, best worth first: the
        ``BID_OPTIONS`` best contracts (one discard each), or the heuristic's choice when there is no
        choice to weigh.
        """
        ex = view.extra
        hand = mask(view.hand)
        if ex.get("step") == "discard":
            standing = ex.get("bid")
            allowed = (self.contracts if standing is None else self._beating(standing)) or (self.contracts)
            if every:
                out = []
                for a in actions:
                    d = mask(a.split()[1:])
                    _w, c, t = plan(hand & ~d, d, allowed)
                    out.append((a, (hand & ~d, d, c, t)))
                return out
            options = [(d, c) for _w, d, c in discard_options(hand, allowed, BID_OPTIONS) if c is not None]
            if len(options) <= 1:
                return [(self._bidding(view, actions), (0, 0, None, None))]
            plans: list[tuple[str, tuple[int, int, Contract | None, int | None]]] = []
            for d, c in options:
                _w, t = best_trump(c, HandOdds.of(hand & ~d, d))
                x, y = sorted(bits(d))
                plans.append((_find(actions, f"discard {DECK.codes[x]} {DECK.codes[y]}"), (hand & ~d, d, c, t)))
            return plans
        talon = mask(ex.get("talon", []))
        if every:
            odds = HandOdds.of(hand, talon)
            out = []
            for a in actions:
                c = parse_contract(a[4:], self.variant)
                out.append((a, (hand, talon, c, best_trump(c, odds)[1])))
            return out
        options2 = contract_options(hand, talon, self._allowed(actions), BID_OPTIONS)
        if len(options2) <= 1:
            return [(self._bidding(view, actions), (0, 0, None, None))]
        return [(f"bid {c.text}", (hand, talon, c, t)) for _w, c, t in options2]

    def _bid_values(
        self,
        view: View,
        actions: list[str],
        plans: dict[str, tuple[int, int, Contract | None, int | None]],
        rng: random.Random,
        n: int,
        deadline: float,
        true_hands: dict[int, int] | None,
        tally: Tally,
    ) -> None:
        """Each plan rolled out ``n`` times; one random order of the unseen cards per sample serves
        every plan, so plans are compared on the same deals."""
        me = view.seat
        for a in actions:
            c = plans[a][2]
            if c is None:  # nothing the bots can play: counted as lost at the cheapest beating bid
                tally.set(a, -2.0 * min((x.total for x in self.contracts), default=0))
        live = [(a, p) for a, p in plans.items() if a in actions and p[2] is not None]
        made = dict.fromkeys(plans, 0)
        for _ in range(n):
            # the other seats' hands: the unseen cards at random (the bidding so far says little)
            key = [rng.random() for _ in range(32)]
            for a, (h10, talon, c, t) in live:
                assert c is not None
                hands = _rollout_hands(me, h10, talon, key, true_hands)
                pts, ok = contract_rollout(self.variant, c, t, me, hands, talon)
                tally.add(a, pts)
                made[a] += ok
            tally.samples += 1
            if time.perf_counter() > deadline:
                break
        for a, _p in live:
            tally.made[a] = made[a] / max(1, tally.samples)

    def _respond_candidates(self, view: View, legal: list[str]) -> list[str]:
        """The heuristic's choices: the holder passes or makes the lowest raise (to a contract worth
        winning); the others pass or take."""
        if view.seat == view.extra.get("holder"):
            raises = [a for a in legal if a.startswith("bid ")][:1]
            odds = HandOdds.of(mask(view.hand), mask(view.extra.get("talon", [])))
            return ["pass", *[a for a in raises if worth(parse_contract(a[4:], self.variant), odds) > 0]]
        if "take" in legal and view.extra.get("bid") is not None:
            return ["pass", "take"]
        return ["pass"]

    def _respond_values(
        self, view: View, actions: list[str], rng: random.Random, effort: float = 1.0
    ) -> dict[str, float]:
        """Hand odds: the holder's pass plays his bid; a take (or a raise) must add ``TAKE_EDGE`` to its worth.

        A take is valued on the twelve cards it gives: the mean over ``TAKE_SAMPLES`` talons drawn from the
        unseen cards of the best worth after the best discard (the ten-card hand alone undervalued it)."""
        ex = view.extra
        hand = mask(view.hand)
        standing = ex.get("bid")
        holder = view.seat == ex.get("holder")
        odds = HandOdds.of(hand, mask(ex.get("talon", [])))
        out: dict[str, float] = {}
        for a in actions:
            if a == "pass":
                out[a] = worth(parse_contract(standing, self.variant), odds) if holder and standing else 0.0
            elif a == "take":
                allowed = self._beating(standing) if standing else []
                cur = parse_contract(standing, self.variant) if standing else None
                # the holder lays down no ace or ten under a parti or a 100 (they would count for the defence)
                pool = FULL & ~hand & (~ZSIR if cur and (cur.has_parti or "40-100" in cur.parts) else FULL)
                n = samples_for(TAKE_SAMPLES, effort, 2)
                out[a] = take_worth(hand, pool, allowed, rng, n) if allowed else -2.0
                out[a] -= TAKE_EDGE
            elif a.startswith("bid "):
                out[a] = worth(parse_contract(a[4:], self.variant), odds) - TAKE_EDGE
            else:
                out[a] = 0.0
        return out

    # -- play -----------------------------------------------------------------

    def _play_values(
        self,
        view: View,
        actions: list[str],
        rng: random.Random,
        effort: float,
        deadline: float,
        th: dict[int, int] | None,
        tally: Tally,
    ) -> None:
        """Kontras by playouts first, then the cards, then each 20/40 (the best card once it is said)."""
        seen = Seen(view)
        kontras = [a for a in actions if a.split()[0] in KONTRA_WORDS]
        base = 0.0
        if kontras or "pass" in actions:
            base = self._kontra_rates(seen, kontras, rng, samples_for(KONTRA_SAMPLES, effort, 4), deadline, th, tally)
        cards = [card(a[5:]) for a in actions if a.startswith("play ")]
        if not cards and kontras and view.phase == "play":
            cards = list(bits(seen.deal.legal(seen.hand, seen.trick)))  # a raise's value is the best card's, raised
        dd = sum(seen.hand_sizes) <= DD_CARDS
        n = samples_for(DD_SAMPLES if dd else ROLLOUT_SAMPLES, effort, 4)
        if cards:
            self._card_values(seen, cards, rng, n, deadline, th, tally)
            base = max(tally.means([f"play {DECK.codes[c]}" for c in cards]).values())
        for a in actions:
            verb = a.split()[0]
            if verb in KONTRA_WORDS:
                tally.set(a, base + kontra_gain(seen, a.split()[1], tally.made.get(a, 0.0)))
            elif verb == "announce":
                tally.set(a, self._announce_value(seen, a, rng, n, deadline, th))
            elif a == "give-up":
                tally.set(a, float(settle(seen.facts(gave_up=True)).points[seen.me]))
            elif a == "concede":  # the bots accept a concession: every part is lost
                tally.set(a, float(settle(seen.facts(conceded=True)).points[seen.me]))
            elif a == "pass":
                tally.set(a, base)

    def _card_values(
        self,
        seen: Seen,
        cards: list[int],
        rng: random.Random,
        n: int,
        deadline: float,
        th: dict[int, int] | None,
        tally: Tally,
    ) -> None:
        """Each card's value in ``n`` sampled worlds: a heuristic rollout settled by the engine, or the
        open-hand search once ``DD_CARDS`` or fewer cards are left (its value is the declarer's against
        both defenders: a defender's share is half)."""
        d = seen.deal
        me = seen.me
        declarer = me == d.declarer
        left = sum(seen.hand_sizes)
        for _ in range(n):
            hands, talon = sample_world(seen, rng, th)
            got: list[tuple[int, float]] = []
            try:
                if left <= DD_CARDS:
                    held = hands[d.declarer] | _played_by(seen, d.declarer)
                    model = dd_model(d, me, seen.announcements, talon, seen.kontra, held)
                    vals = Solver(model, deadline).root_values(tuple(hands), seen.trick, me, _acc(seen), cards)
                    got = [(c, v if declarer else -v / 2) for c, v in vals.items()]
                else:
                    for c in cards:
                        tr = playout(d, hands, seen.trick, me, seen.finished, seen.gone, first=c)
                        got.append((c, score_tricks(d, tr, talon, seen.announcements, seen.kontra)[me]))
            except SearchTimeout:
                break
            for c, v in got:
                tally.add(f"play {DECK.codes[c]}", v)
            tally.samples += 1
            if time.perf_counter() > deadline:
                break

    def _announce_value(
        self, seen: Seen, action: str, rng: random.Random, n: int, deadline: float, th: dict[int, int] | None
    ) -> float:
        """The best card's value once the marriage is announced (its points then count)."""
        w = action.split()
        suit = seen.trump if w[1] == "40" else SUITS.index(w[2])
        cards = list(bits(seen.deal.legal(seen.hand, seen.trick)))
        if suit is None or not cards:
            return 0.0
        said = copy.copy(seen)
        said.announcements = [*seen.announcements, Announcement(seen.me, suit, 40 if w[1] == "40" else 20)]
        t = Tally()
        self._card_values(said, cards, rng, n, deadline, th, t)
        return max(t.means([f"play {DECK.codes[c]}" for c in cards]).values())

    def _kontra_rates(
        self,
        seen: Seen,
        kontras: list[str],
        rng: random.Random,
        n: int,
        deadline: float,
        th: dict[int, int] | None,
        tally: Tally,
        to_move: int | None = None,
    ) -> float:
        """Heuristic playouts: how often the declarer makes each raised part (``tally.made``); returns my
        mean points when nobody raises."""
        d = seen.deal
        won = dict.fromkeys(kontras, 0)
        pts = 0.0
        done = 0
        # in the 4M rekontra window trick 1 lies finished on the table: its winner leads next; in MAUSZ's
        # window (§7(1), §7(6)) only the declarer's first card lies there: the next seat plays on
        if to_move is None:
            if seen.trick:
                to_move = (seen.trick[-1][0] + 1) % 3
            else:
                to_move = winner(seen.finished[-1], d.tables) if seen.finished else seen.me
        for _ in range(n):
            hands, talon = sample_world(seen, rng, th, KONTRA_FIT_TRIES if kontras else BID_FIT_TRIES)
            tr = playout(d, hands, seen.trick, to_move, seen.finished, seen.gone)
            facts = seen.facts(tricks=tr, talon=talon)
            w = won_parts(facts)
            for a in kontras:
                won[a] += bool(w.get(a.split()[1]))
            pts += settle(facts).points[seen.me]
            done += 1
            if time.perf_counter() > deadline:
                break
        for a in kontras:
            tally.made[a] = won[a] / max(1, done)
        return pts / max(1, done)


def worth(c: Contract, odds: HandOdds) -> float:
    """The rule-of-thumb worth of ``c`` with its best trump; a contract the bots cannot value counts as lost."""
    w, _t = best_trump(c, odds)
    return w if w > -1e8 else -2.0 * c.total


def take_worth(hand: int, pool: int, allowed: list[Contract], rng: random.Random, n: int) -> float:
    """The mean best rule-of-thumb worth of the twelve cards after taking a talon of two cards of ``pool``."""
    unseen = list(bits(pool))
    total = 0.0
    for _ in range(n):
        a, b = rng.sample(unseen, 2)
        w, _d, c = plan_discard(hand | 1 << a | 1 << b, allowed)
        total += w if c is not None and w > -1e8 else -2.0
    return total / n


def kontra_gain(seen: Seen, part: str, rate: float) -> float:
    """What raising ``part`` adds for me, less the margin the expert keeps (a raise invites the next one,
    and the rate is a sampled estimate): a defender raises at ``rate`` ≤ KONTRA_AT, the declarer at ≥ REKONTRA_AT."""
    d = seen.deal
    stake = max(1, d.contract.values.get(part, 0) * max([*seen.kontra.get(part, {}).values(), 1]))
    if seen.me == d.declarer:
        return 4 * stake * (rate - REKONTRA_AT)
    return 2 * stake * (KONTRA_AT - rate)


def _rollout_hands(me: int, h10: int, talon: int, key: list[float], true_hands: dict[int, int] | None) -> list[int]:
    """My hand and the other two dealt from the unseen cards in the order of ``key`` (or the oracle's)."""
    hands = [0, 0, 0]
    hands[me] = h10
    if true_hands is not None and sum(m.bit_count() for m in true_hands.values()) == 20:
        for s, m in true_hands.items():  # the benchmark's oracle: the other hands as they are
            hands[s] = m
        return hands
    order = sorted(bits(FULL & ~(h10 | talon)), key=key.__getitem__)
    for j, x in enumerate(order):
        hands[(me + 1 + j % 2) % 3] |= 1 << x
    return hands


def contract_chance(
    view: View, contract_text: str, rng: random.Random, effort: float = 1.0, trump: str | None = None
) -> float:
    """The share of heuristic rollouts in which the seat, declaring ``contract_text`` on its hand, makes every part.

    A 12-card hand lays down the best talon for the contract; an unknown talon
    is two of the unseen cards, drawn with the other hands.
    """
    variant = view.variant or "mausz"
    c = parse_contract(contract_text, variant)
    hand = mask(view.hand)
    talon = mask(view.extra.get("talon") or []) & ~hand
    if hand.bit_count() > 10:
        _w, talon, _c = discard_options(hand, [c], 1)[0]
        hand &= ~talon
    named = trump or view.trump
    suit = SUITS.index(named) if named else best_trump(c, HandOdds.of(hand, talon))[1]
    made = 0
    n = samples_for(BID_SAMPLES, effort, 4)
    for _ in range(n):
        key = [rng.random() for _ in range(32)]
        t = talon
        if t.bit_count() < 2:
            rest = sorted(bits(FULL & ~(hand | t)), key=key.__getitem__)
            for x in rest[: 2 - t.bit_count()]:
                t |= 1 << x
        _pts, ok = contract_rollout(variant, c, suit, view.seat, _rollout_hands(view.seat, hand, t, key, None), t)
        made += ok
    return made / n


def _acc(seen: Seen) -> tuple[int, int, int, int, int]:
    """The search's running score from the finished tricks."""
    d = seen.deal
    pts = dt = ft = aces = 0
    for t in seen.finished:
        w = winner(t, d.tables)
        if w == d.declarer:
            dt += 1
            for _s, x in t:
                pts += POINTS[x]
                aces += ACES >> x & 1
        else:
            ft += 1
    return (pts, dt, ft, aces, 0)


def _find(legal: list[str], text: str) -> str:
    if text in legal:
        return text
    raise AssertionError(f"{text!r} is not legal")


def _bid_total(action: str, variant: str) -> int:
    return parse_contract(action[4:], variant).total


def make_policy(game: Game) -> UltiPolicy:
    """The Ulti policy."""
    return UltiPolicy(game)
