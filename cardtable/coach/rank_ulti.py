"""Ulti: every legal action's value from the bots' own judgement (adapter; see ``ranking``).

Bidding, talon and trump use the bots' hand odds (``HandOdds``, ``part_odds``,
``contract_worth`` — the expert bids with exactly these); card play uses the
expert's sampled worlds with heuristic rollouts, and its open-hand alpha-beta
once few cards are left; kontras use the expert's playouts.
"""

from __future__ import annotations

import copy
import random

from cardtable.bots import ulti as B
from cardtable.bots.search import SearchTimeout, Solver
from cardtable.coach.ranking import Ranking, _Acc, samples_for
from cardtable.engine.protocol import View
from cardtable.engine.tricks import winner
from cardtable.games.ulti.contracts import Contract, parse_contract
from cardtable.games.ulti.facts import Announcement, DealFacts

DECK = B.DECK
KONTRA_WORDS = ("kontra", "csatlakozom", "rekontra", "szubkontra", "hirskontra", "mordkontra")


def rank(
    view: View, legal: list[str], rng: random.Random, effort: float, deadline: float, policy: B.UltiPolicy
) -> Ranking:
    """Values for the bidding (hand odds), trump, kontras and card play (sampled worlds)."""
    if view.phase == "bidding":
        return _bidding(view, legal, policy)
    if view.phase == "trump":
        return _trump(view, legal)
    if view.phase == "concede":
        total = parse_contract(view.contract or "passz", view.variant or "mausz").total
        values = {a: float(total) if a == "accept" else 0.0 for a in legal}
        facts: dict[str, list] = {a: [("r-accept-concede" if a == "accept" else "r-refuse-concede", {})] for a in legal}
        return Ranking(values, method="odds", facts=facts)
    return _play(view, legal, rng, effort, deadline)


# ---------------------------------------------------------------- bidding


def contract_chance(c: Contract, odds: B.HandOdds, trump: int | None) -> float:
    """The bots' odds that every part of ``c`` is made (parts taken as independent)."""
    po = B.part_odds(c, odds, trump)
    if not po:
        return 0.0
    p = 1.0
    for v in po.values():
        p *= v
    return p


def _judge(c: Contract, odds: B.HandOdds) -> tuple[float, float, int | None]:
    """(expected points, chance, trump) of playing ``c`` with the best trump for it."""
    w, t = B.best_trump(c, odds)
    if w < -1e8:
        w = -2.0 * c.total  # the bots cannot play it this way: count it lost
        return w, 0.0, t
    return w, contract_chance(c, odds, t), t


def _bid_fact(c: Contract, chance: float) -> tuple[str, dict]:
    return ("r-bid-chance", {"contract": c.text, "pct": round(100 * chance)})


def _bidding(view: View, legal: list[str], policy: B.UltiPolicy) -> Ranking:
    ex = view.extra
    variant = view.variant or "mausz"
    hand = B.mask(view.hand)
    step = ex.get("step")
    standing = ex.get("bid")
    values: dict[str, float] = {}
    facts: dict[str, list] = {}
    if step == "discard":
        allowed = policy.candidates if standing is None else policy._beating(standing)
        allowed = allowed or policy.candidates
        for a in legal:
            d = DECK.mask(a.split()[1:])
            w, c, t = B.plan(hand & ~d, d, allowed)
            values[a] = w
            f = [("r-talon", {"cards": a.split()[1:]})]
            if c is not None:
                f.append(_bid_fact(c, contract_chance(c, B.HandOdds.of(hand & ~d, d), t)))
            facts[a] = f
        return Ranking(values, method="odds", facts=facts)
    talon = B.mask(ex.get("talon", []))
    odds = B.HandOdds.of(hand, talon) if hand.bit_count() == 10 else None
    for a in legal:
        if a.startswith("bid "):
            c = parse_contract(a[4:], variant)
            if odds is None:
                values[a] = -2.0 * c.total
                continue
            w, p, _t = _judge(c, odds)
            values[a] = w
            facts[a] = [_bid_fact(c, p)]
        elif a == "pass":
            if view.seat == ex.get("holder") and standing and odds is not None:
                c = parse_contract(standing, variant)
                w, p, _t = _judge(c, odds)
                values[a] = w
                facts[a] = [("r-pass-declarer", {}), _bid_fact(c, p)]
            else:
                values[a] = 0.0
                facts[a] = [("r-pass", {})]
        elif a == "take":
            beating = policy._beating(standing) if standing else policy.candidates
            w, c, t = B.plan(hand, 0, beating) if beating else (-1e9, None, None)
            values[a] = w if w > -1e8 else -2.0
            f = [("r-take", {})]
            if c is not None:
                f.append(_bid_fact(c, contract_chance(c, B.HandOdds.of(hand, 0), t)))
            facts[a] = f
        else:
            values[a] = 0.0
    return Ranking(values, method="odds", facts=facts)


def _trump(view: View, legal: list[str]) -> Ranking:
    c = parse_contract(view.contract or "passz", view.variant or "mausz")  # type: ignore[arg-type]
    hand = B.mask(view.hand)
    odds = B.HandOdds.of(hand, B.mask(view.extra.get("talon", [])))
    values: dict[str, float] = {}
    facts: dict[str, list] = {}
    for a in legal:
        if a.startswith("trump "):
            s = DECK.suits.index(a.split()[1])
            values[a] = B.contract_worth(c, odds, s)
            n = (hand & DECK.suit_masks[s]).bit_count()
            facts[a] = [("r-trump", {"suit": a.split()[1], "n": n}), _bid_fact(c, contract_chance(c, odds, s))]
        elif a == "give-up":
            values[a] = _give_up_value(c)
            facts[a] = [("r-give-up", {})]
    return Ranking(values, method="odds", facts=facts)


def _give_up_value(c: Contract) -> float:
    """Giving up pays the bid as if kontra'd (×2) to each of the two defenders (MAUSZ §6(9); 4M alike)."""
    return -4.0 * c.total


# ---------------------------------------------------------------- play


def _card_values(
    seen: B.Seen, cards: list[int], rng: random.Random, n: int, deadline: float, acc: _Acc, prefix: str = ""
) -> None:
    """The expert's card evaluation (``UltiPolicy._expert_card``), keeping every card's value."""
    d = seen.deal
    me = seen.me
    declarer = me == d.declarer
    left = sum(seen.hand_sizes)
    for _ in range(n):
        hands, talon = B.sample_world(seen, rng)
        try:
            if left <= B.DD_CARDS:
                model = B.dd_model(d, me, seen.announcements, talon)
                model.mult.update({p: sum(lv.values()) for p, lv in seen.kontra.items()})  # type: ignore[attr-defined]
                vals = Solver(model, deadline).root_values(tuple(hands), seen.trick, me, B._acc(seen), cards)
                for c, v in vals.items():
                    # the search's value is the declarer's total against both defenders
                    mine = v if declarer else -v / 2
                    acc.add(prefix + f"play {DECK.codes[c]}", mine, mine > 0)
            else:
                for c in cards:
                    tr = B.playout(d, hands, seen.trick, me, seen.finished, seen.gone, first=c)
                    pts = B.score_tricks(d, tr, talon, seen.announcements, seen.kontra)
                    acc.add(prefix + f"play {DECK.codes[c]}", pts[me], pts[me] > 0)
        except SearchTimeout:
            break
        acc.n += 1


def _play(view: View, legal: list[str], rng: random.Random, effort: float, deadline: float) -> Ranking:
    seen = B.Seen(view)
    cards = [B.card(a[5:]) for a in legal if a.startswith("play ")]
    dd = sum(seen.hand_sizes) <= B.DD_CARDS
    n = samples_for(B.DD_SAMPLES if dd else B.ROLLOUT_SAMPLES, effort, 4)
    card_actions = [a for a in legal if a.startswith("play ")]
    acc = _Acc(card_actions)
    if cards:
        _card_values(seen, cards, rng, n, deadline, acc)
    r = acc.ranking("search" if dd else "rollout")
    base = max(r.values.values()) if r.values else 0.0
    words = [a for a in legal if not a.startswith("play ")]
    for a in words:
        w = a.split()
        if w[0] == "announce":
            r.values[a], r.facts[a] = _announce(seen, view, a, cards, rng, n, deadline)
        elif w[0] in KONTRA_WORDS:
            r.values[a], r.facts[a] = _kontra(seen, a, rng, samples_for(B.KONTRA_SAMPLES, effort, 4), base)
        elif a == "give-up":
            r.values[a] = _give_up_value(seen.contract)
            r.facts[a] = [("r-give-up", {})]
        elif a == "concede":  # the defenders may accept: every part then counts as lost
            r.values[a] = -2.0 * seen.contract.total
            r.facts[a] = [("r-concede", {})]
        else:  # pass (no raise), concede answers
            r.values[a] = base
            r.facts[a] = [("r-no-kontra", {})] if a == "pass" else []
    return r


def _announce(
    seen: B.Seen, view: View, action: str, cards: list[int], rng: random.Random, n: int, deadline: float
) -> tuple[float, list]:
    """The best card's value once the marriage is announced (its points counted in the search)."""
    w = action.split()
    if w[1] == "40":
        suit, pts = seen.trump, 40
    else:
        suit, pts = DECK.suits.index(w[2]), 20
    facts = [("r-announce-40", {})] if pts == 40 else [("r-announce-20", {"suit": w[2]})]
    if suit is None or not cards:
        return 0.0, facts
    s2 = copy.copy(seen)
    s2.announcements = [*seen.announcements, Announcement(view.seat, suit, pts)]
    acc = _Acc([f"play {DECK.codes[c]}" for c in cards])
    _card_values(s2, cards, rng, n, deadline, acc)
    r = acc.ranking("")
    return max(r.values.values()), facts


def _kontra(seen: B.Seen, action: str, rng: random.Random, n: int, base: float) -> tuple[float, list]:
    """The expert's kontra playouts: how often the declarer makes the part; the raise's expected gain."""
    from cardtable.games.ulti.scoring import won_parts

    d = seen.deal
    part = action.split()[1]
    to_move = seen.to_move if seen.to_move is not None else seen.me
    made = 0
    for _ in range(n):
        hands, talon = B.sample_world(seen, rng)
        tr = B.playout(d, hands, seen.trick, to_move, seen.finished, seen.gone)
        facts = DealFacts(
            d.variant,
            d.contract,
            d.declarer,
            d.trump,
            [list(t) for t in tr],
            [winner(t, d.tables) for t in tr],
            talon,
            seen.announcements,
            seen.kontra,
        )
        made += bool(won_parts(facts).get(part))
    rate = made / max(1, n)
    stake = d.contract.values.get(part, 0) * max([*seen.kontra.get(part, {}).values(), 1])
    declarer = seen.me == d.declarer
    # doubling the stake: the declarer gains (2r - 1) x stake from each of two defenders, a defender (1 - 2r) x stake
    gain = stake * (2 * rate - 1) * 2 if declarer else stake * (1 - 2 * rate)
    return base + gain, [("r-kontra", {}), ("r-part-rate", {"contract": part, "pct": round(100 * rate)})]


__all__ = ["contract_chance", "rank"]
