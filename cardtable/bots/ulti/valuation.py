"""Hand valuation for bidding: rule-of-thumb odds of each contract part, a contract's worth, the best
contract and discard for a hand."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations

from cardtable.bots.ulti.tables import ACES, N_STR, R10, RA, RK, RO, SUIT, ZSIR, top_down
from cardtable.cards import bits
from cardtable.engine.tricks import TrickTables
from cardtable.games.ulti.cardplay import NO_TRUMP_TABLES, TRUMP_TABLES
from cardtable.games.ulti.contracts import Contract, beats, parse_contract


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


def _top_down_orders(tables: TrickTables) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(top_down(SUIT[s], tables.strength)) for s in range(4))


# each suit's cards strongest first, per trick table (a durchmars's sure winners are counted per hand)
_ORDERS = {id(t): _top_down_orders(t) for t in (*TRUMP_TABLES, NO_TRUMP_TABLES)}


def sure_winners(hand: int, tables: TrickTables) -> int:
    """Cards that win from the top of their suit (a durchmars needs ten)."""
    orders = _ORDERS.get(id(tables)) or _top_down_orders(tables)
    n = 0
    for order in orders:
        for c in order:
            if hand >> c & 1:
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
    grade = c.grade
    if c.is_betli and grade is not None:
        return {grade: odds.betli}
    if c.is_durchmars and not c.trump_game and grade is not None:
        if c.parts != (grade,):
            return None
        return {grade: odds.durchmars_nt}
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


# a trump contract's part -> the ``PartOdds`` field holding its odds (a trump durchmars: ``durchmars_t``)
_ODDS_FIELD = {"parti": "parti", "40-100": "p40_100", "20-100": "p20_100", "ulti": "ulti", "4-asz": "asz4"}


@cache
def _worth_terms(c: Contract) -> tuple[str, tuple[tuple[str | None, int, bool], ...]]:
    """How ``contract_worth`` reads ``c``: its kind ("betli", "durchmars" for a no-trump one alone, "none" for
    a no-trump durchmars combined, else "trump") and per part (the odds field or None for a trump durchmars,
    its value, whether a lost one costs the ulti's extra)."""
    grade = c.grade
    if c.is_betli and grade is not None:
        kind = "betli"
    elif c.is_durchmars and not c.trump_game and grade is not None:
        kind = "durchmars" if c.parts == (grade,) else "none"
    else:
        kind = "trump"
    terms = []
    for part in c.parts:
        terms.append((_ODDS_FIELD.get(part), c.values[part], part == "ulti"))
    return kind, tuple(terms)


def contract_worth(c: Contract, odds: HandOdds, trump: int | None) -> float:
    """Expected points for the declarer: each part ``value × (2p − 1)`` from both defenders; lost ulti extra."""
    kind, terms = _worth_terms(c)
    if kind == "betli":
        return 0.0 + 2 * terms[0][1] * (2 * odds.betli - 1)
    if kind == "durchmars":
        return 0.0 + 2 * terms[0][1] * (2 * odds.durchmars_nt - 1)
    if kind == "none" or trump is None:
        return -1e9
    o = odds.trump[trump]
    w = 0.0
    for name, v, extra in terms:
        p = getattr(o, name) if name is not None else odds.durchmars_t[trump]
        w += 2 * v * (2 * p - 1)
        if extra:
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


def bid_fit(c: Contract, trump: int | None, hand: int, talon: int) -> float:
    """How plausible bidding ``c`` is with the declarer's 10-card ``hand`` and ``talon``: by the bots' own
    rule-of-thumb chance of each named part (a plain passz, the forced or cheap opening bid, says little), never
    below a floor (people bid on hope too); a betli or durchmars by the cards at risk."""
    # a betli or durchmars: each further card at risk (or short of a sure winner) makes the bid several times
    # less likely (at a flat 5% the rare safe hands never outweighed the many risky ones: issue 13's kontras)
    if c.is_betli:
        r = betli_risk(hand)
        return 0.85 if r == 0 else 0.3 if r == 1 else 0.05 / 4 ** (r - 2)
    if trump is None:  # a no-trump durchmars
        w = sure_winners(hand, NO_TRUMP_TABLES)
        return 0.9 if w >= 10 else 0.35 if w >= 9 else 0.05 / 4 ** (8 - w)
    o = trump_odds(hand, trump, talon)
    named = [p for p in c.parts if p != "parti"]
    if not named and not c.piros:  # a plain passz, the forced opening: weakly, as before
        return max(0.25, o.parti)
    if not named:  # a piros passz is chosen: on hearts he expects to win with
        named = ["parti"]
    odds = []
    for part in named:
        if part == "parti":
            odds.append(o.parti)
        elif part == "40-100":
            odds.append(o.p40_100)
        elif part == "20-100":
            odds.append(o.p20_100)
        elif part == "ulti":
            odds.append(o.ulti)
        elif part == "4-asz":
            odds.append(o.asz4)
        else:  # a trump durchmars
            w = sure_winners(hand, TRUMP_TABLES[trump])
            odds.append(0.9 if w >= 10 else 0.35 if w >= 9 else 0.0)
    # a player bids a part he expects to make: the chance of the bid given the hand rises steeply through
    # even odds (weighting by the odds themselves kept hands with a 20% part as 1/4 as likely as an 80% one, and
    # the defenders kontra'd parts the declarer made two times in three). Each named part is a promise: their
    # geometric mean reads every one (the weakest alone read nothing of an ulti 4 ász's ulti where the seat's own
    # ace made the 4 ász hopeless for every hand, issue 27)
    fits = [max(0.02, _sig((p - 0.5) * 8.0)) for p in odds]
    return math.prod(fits) ** (1 / len(fits))


def worth(c: Contract, odds: HandOdds) -> float:
    """The rule-of-thumb worth of ``c`` with its best trump; a contract the bots cannot value counts as lost."""
    w, _t = best_trump(c, odds)
    return w if w > -1e8 else -2.0 * c.total


PASS_SLOPE = 1.0  # how sharply a pass over a bid falls with the worth of the best take (per point of worth)
PASS_FLOOR = 0.05  # people pass good hands too (a pass is never ruled out)


@lru_cache(maxsize=1 << 16)
def pass_fit(hand: int, standing: str, variant: str) -> float:
    """How plausible a pass over the standing bid is with the 10-card ``hand`` (the talon unseen): the bots take
    when the best contract beating it is worth more than a point (``plan`` on the ten cards, the heuristic's
    rule), so a pass is as likely as a sigmoid through that line says; 1 where nothing beats it."""
    cur = parse_contract(standing, variant)
    allowed = [c for c in candidate_contracts(variant) if beats(c, cur)]
    if not allowed:
        return 1.0
    w, c, _t = plan(hand, 0, allowed)
    if c is None:
        return 1.0
    return max(PASS_FLOOR, 1.0 - _sig((w - 1.0) * PASS_SLOPE))


def bid_fit_any_trump(c: Contract, hand: int) -> float:
    """``bid_fit`` of a bid whose trump was never named (a bid overbid by another): the best trump it allows."""
    if not c.trump_game:
        return bid_fit(c, None, hand, 0)
    return max(bid_fit(c, s, hand, 0) for s in ((0,) if c.piros else (1, 2, 3)))
