"""Open-hand alpha-beta: exact values, equal to plain minimax, forced wins found."""

from __future__ import annotations

import math
import random

from cardtable.bots import ecarte as becarte
from cardtable.bots import ulti as bulti
from cardtable.bots.search import Solver
from cardtable.cards import bits
from cardtable.cards.deck import HUNGARIAN32, PIQUET32
from cardtable.engine.tricks import winner


def minimax(model, hands, trick, to_move, acc):
    """Plain minimax: no window, no table, no merging of equivalent cards."""
    if not trick and not hands[to_move]:
        return model.value(acc)
    best = None
    for c in bits(model.legal(hands[to_move], trick, to_move)):
        hl = list(hands)
        hl[to_move] &= ~(1 << c)
        nt = (*trick, (to_move, c))
        if len(nt) == model.players:
            w = winner(nt, model.tables)
            v = minimax(model, tuple(hl), (), w, model.after_trick(acc, nt, w, not hl[w]))
        else:
            v = minimax(model, tuple(hl), nt, (to_move + 1) % model.players, acc)
        if best is None or (v > best if model.team[to_move] == 0 else v < best):
            best = v
    return best


def test_ecarte_values_equal_minimax():
    rng = random.Random(4)
    for _ in range(60):
        trump = rng.randrange(4)
        n = rng.randrange(2, 5)
        cards = rng.sample(range(32), 2 * n)
        hands = (sum(1 << c for c in cards[:n]), sum(1 << c for c in cards[n:]))
        me, leader = rng.randrange(2), rng.randrange(2)
        won = 5 - n
        acc = (rng.randrange(won + 1),)
        acc = (acc[0], won - acc[0])
        model = becarte.play_model(trump, me, 0, rng.random() < 0.3, False)
        moves = list(bits(model.legal(hands[leader], (), leader)))
        got = Solver(model).root_values(hands, (), leader, acc, moves)
        for c in moves:
            hl = list(hands)
            hl[leader] &= ~(1 << c)
            expect = minimax(model, tuple(hl), ((leader, c),), 1 - leader, acc)
            assert got[c] == expect


def test_ulti_values_equal_minimax():
    """Every search path (one race, several parts) gives plain minimax's value, marriages and kontras included."""
    rng = random.Random(8)
    contracts = [
        "passz",
        "ulti",
        "40-100",
        "betli",
        "durchmars",
        "piros passz",
        "4-asz",
        "20-100",
        "piros 40-100 ulti",
        "ulti 4-asz",
        "szintelen-durchmars",
    ]
    for i in range(66):
        text = contracts[i % len(contracts)]
        contract = bulti.parse_contract(text, "mausz")
        trump = (0 if contract.piros else rng.randrange(1, 4)) if contract.trump_game else None
        d = bulti.Deal.make("mausz", contract, 0, trump)
        n = rng.randrange(2, 5)
        cards = rng.sample(range(32), 3 * n)
        hands = tuple(sum(1 << c for c in cards[k * n : (k + 1) * n]) for k in range(3))
        if trump is not None and "ulti" in contract.parts and rng.random() < 0.8:
            seven = 1 << (trump * 8)  # the declarer mostly holds the trump 7 of his ulti
            holder = next(s for s in range(3) if hands[s] & seven) if any(h & seven for h in hands) else None
            if holder not in (None, 0):
                swap = hands[0] & -hands[0]
                hl = list(hands)
                hl[0] = (hl[0] & ~swap) | seven
                hl[holder] = (hl[holder] & ~seven) | swap
                hands = tuple(hl)
        ann = [a for a in bulti.auto_announcements(d, list(hands)) if rng.random() < 0.7]
        kontra = {p: {s: rng.choice((1, 2, 4)) for s in (1, 2)} for p in contract.parts}
        model = bulti.dd_model(d, 0, ann, 0, kontra)
        played = 10 - n
        pts = 10 * rng.randrange(0, 9)
        acc = (pts, played // 2, played - played // 2, rng.randrange(3), 0)
        leader = rng.randrange(3)
        _roots_equal_minimax(model, hands, leader, acc, text)


def test_ulti_betli_and_durchmars_bounds_equal_minimax():
    """The grade races' one-trick bounds (a betli declarer never forced / forced now, a durchmars declarer
    sure of every trick / beaten now) give plain minimax's value from positions where they bite: low hands
    for a betli, high ones for a durchmars (a trump durchmars too), every leader, no trick taken yet."""
    rng = random.Random(13)
    for i in range(90):
        text = ("betli", "durchmars", "ulti durchmars")[i % 3]
        contract = bulti.parse_contract(text, "mausz")
        trump = rng.randrange(1, 4) if contract.trump_game else None
        d = bulti.Deal.make("mausz", contract, 0, trump)
        n = rng.randrange(3, 5)
        rank = d.tables.strength
        low = text == "betli"
        spread = rng.choice((4, 8, 12))
        cards = sorted(range(32), key=lambda c: (rank[c] % 8 if low else -rank[c]) + rng.random() * spread)
        mine = cards[:n]
        rest = rng.sample(cards[n:], 2 * n)
        hands = (sum(1 << c for c in mine), sum(1 << c for c in rest[:n]), sum(1 << c for c in rest[n:]))
        model = bulti.dd_model(d, 0, [], 0, only=contract.grade)
        leader = rng.randrange(3)
        acc = (0, 0, 0, 0, 0)
        _roots_equal_minimax(model, hands, leader, acc, (text, i))


def _roots_equal_minimax(model, hands, leader, acc, label) -> None:
    """Every root move's solver value, and the whole search's, equal plain minimax from this position."""
    moves = list(bits(model.legal(hands[leader], (), leader)))
    got = Solver(model).root_values(hands, (), leader, acc, moves)
    for c in moves:
        hl = list(hands)
        hl[leader] &= ~(1 << c)
        expect = minimax(model, tuple(hl), ((leader, c),), (leader + 1) % 3, acc)
        assert got[c] == expect, (label, c)
    whole = Solver(model).search(hands, (), leader, acc, -math.inf, math.inf)
    assert whole == max(got.values()) if leader == 0 else whole == min(got.values())


def test_ecarte_forced_vole():
    mask = PIQUET32.mask
    # hearts trump; I hold the three top trumps: every line is a vole (2 points)
    model = becarte.play_model(0, 0, 1, False, False)
    hands = (mask(["HK", "HQ", "HJ"]), mask(["H7", "S8", "C9"]))
    assert Solver(model).search(hands, (), 0, (2, 0), -math.inf, math.inf) == 2


def test_ulti_betli_forced_loss_found():
    mask = HUNGARIAN32.mask
    # betli, declarer seat 0 leads; whatever he does he must take a trick: the search knows it
    d = bulti.Deal.make("mausz", bulti.parse_contract("betli", "mausz"), 0, None)
    model = bulti.dd_model(d, 0, [], 0)
    hands = (mask(["PA", "TA"]), mask(["P7", "T7"]), mask(["P8", "T8"]))
    v = Solver(model).search(hands, (), 0, (0, 0, 8, 0, 0), -math.inf, math.inf)
    assert v == -5 * 2  # betli lost to both defenders
    # with low cards he escapes
    hands = (mask(["P7", "T7"]), mask(["PA", "T8"]), mask(["P8", "TA"]))
    v = Solver(model).search(hands, (), 0, (0, 0, 8, 0, 0), -math.inf, math.inf)
    assert v == 5 * 2


def test_ulti_betli_only_the_low_lead_wins():
    mask, card = HUNGARIAN32.mask, HUNGARIAN32.card
    d = bulti.Deal.make("mausz", bulti.parse_contract("betli", "mausz"), 0, None)
    model = bulti.dd_model(d, 0, [], 0)
    hands = (mask(["P7", "PA"]), mask(["P8", "T7"]), mask(["P9", "T8"]))
    vals = Solver(model).root_values(hands, (), 0, (0, 0, 8, 0, 0), [card("P7"), card("PA")])
    assert vals == {card("P7"): 10, card("PA"): -10}


def test_equivalent_cards_are_merged():
    # K Q J of trumps are touching: only one of them is searched at the root
    model = becarte.play_model(0, 0, 1, False, False)
    hand = PIQUET32.mask(["HK", "HQ", "HJ", "S7"])
    live = hand | PIQUET32.mask(["H7", "S8", "C9", "D9"])
    reps = model.distinct(hand, live)
    assert len(reps) == 2
    # a live card between them splits the run
    live2 = live | PIQUET32.mask(["HA"])
    hand2 = PIQUET32.mask(["HK", "H10"])
    assert len(model.distinct(hand2, live2 | hand2)) == 2
    assert len(model.distinct(hand2, hand2 | PIQUET32.mask(["S7"]))) == 1


def test_ulti_kontra_multiplies_the_value():
    mask = HUNGARIAN32.mask
    d = bulti.Deal.make("mausz", bulti.parse_contract("betli", "mausz"), 0, None)
    hands = (mask(["PA", "TA"]), mask(["P7", "T7"]), mask(["P8", "T8"]))
    model = bulti.dd_model(d, 0, [], 0, {"betli": {1: 2, 2: 1}})  # one defender said kontra
    assert Solver(model).search(hands, (), 0, (0, 0, 8, 0, 0), -math.inf, math.inf) == -5 * 3


def test_move_generator_equals_the_rules():
    """The solver's own follow / trump / beat duties and MAUSZ's trump-7 filter (§4(D)(4)) give exactly the
    cards the game's ``legal`` allows, in Ulti (both orders) and Écarté."""
    rng = random.Random(21)
    for i in range(600):
        if i % 3 == 2:
            model = becarte.play_model(rng.randrange(4), 0, 1, False, False)
        else:
            text = ("passz", "betli", "piros passz")[i % 3]
            c = bulti.parse_contract(text, "mausz")
            trump = (0 if c.piros else rng.randrange(1, 4)) if c.trump_game else None
            model = bulti.dd_model(bulti.Deal.make("mausz", c, 0, trump), 0, [], 0)
        solver = Solver(model)
        cards = rng.sample(range(32), 12)
        hand = sum(1 << c for c in cards[:8])
        trick = tuple((s, c) for s, c in enumerate(cards[8 : 8 + rng.randrange(1, model.players)]))
        hands = (hand,) + (0,) * (model.players - 1)
        led, win, _w, _t = solver._setup(hands, trick)
        got = solver._legal(solver.hands[0], led, win)
        assert got == solver.tb.to_inner(model.legal(hand, trick, 0)), i
