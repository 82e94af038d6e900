"""The open-hand solver on Tarokk endings (``bots.tarokk_model``): hand-built endings, and brute force."""

from __future__ import annotations

import random

from cardtable import games
from cardtable.bots.search import Solver
from cardtable.bots.tarokk_model import TarokkPlay, world_play
from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.games.tarokk.scoring import settle
from cardtable.games.tarokk.tables import PAGAT, SKIZ, XXI
from tests.bots.conftest import tarokk_in_play
from tests.tarokk.helpers import facts

GAME = games.get("tarokk")
# seven tricks, each led and won by seat 0 (declarer, partner seat 2); seat 0 keeps T1 T3
SEVEN = [
    "T22 T4 T5 T6",
    "T21 T7 T8 T9",
    "T20 T10 T11 T12",
    "T19 T13 T14 T15",
    "T18 T16 T17 T2",
    "HK HA HJ HC",
    "DK DA DJ DC",
]
LAST_TWO = {0: "T1 T3", 1: "SK S10", 2: "CK C10", 3: "SJ CJ"}
DISCARDS = {0: "HQ DQ SC", 1: "SQ", 2: "CC", 3: "CQ"}


def _mask(codes: str) -> int:
    return DECK.mask(codes.split())


def _hands(cards: dict[int, str]) -> list[int]:
    return [_mask(cards[s]) for s in range(4)]


def _ending(announced=None) -> TarokkPlay:
    deal = facts(SEVEN, declarer=0, partner=2, bid=3, discards=DISCARDS, announced=announced)
    return TarokkPlay(deal, 0, _hands(LAST_TWO), [])


def test_bte_5_silent_pagat_ulti_the_pagat_waits_for_the_last_trick():
    """BTE §5, §6.11: the pagát taking the ninth trick is a silent pagát ultimó (half of 10) for its pair. Seat 0
    leads the last two tricks with the pagát and the III, nobody else holds a tarokk: the III first, then the
    pagát is worth exactly those 5 points more, as the engine settles the two plays."""
    play = _ending()
    values = Solver(play.model).root_values(play.hands, play.trick, play.to_move, play.acc, [PAGAT, DECK.card("T3")])
    assert values[DECK.card("T3")] - values[PAGAT] == 5

    def settled(first: str, second: str) -> int:
        tricks = [*SEVEN, f"{first} SK CK SJ", f"{second} S10 C10 CJ"]
        return settle(facts(tricks, declarer=0, partner=2, bid=3, discards=DISCARDS)).points[0]

    assert values[DECK.card("T3")] == settled("T3", "T1")
    assert values[PAGAT] == settled("T1", "T3")


def test_bte_7_4_an_announced_pagat_ulti_binds_the_pagat_to_the_last_trick():
    """BTE §7.4: with the pair's pagát ultimó announced the pagát may not go before the ninth trick — the
    search's rules of play are the engine's ``bound_filter`` — and the made ultimó counts its full 10."""
    play = _ending(announced={(0, "pagat-ulti"): 0})
    assert play.model.restrict is not None
    assert play.legal(play.hands[0], (), 0, play.acc) == 1 << DECK.card("T3")
    value = Solver(play.model).search(play.hands, (), 0, play.acc, -1e9, 1e9)
    silent = Solver(_ending().model).search(play.hands, (), 0, _ending().acc, -1e9, 1e9)
    assert value - silent == 5  # 10 announced against 5 silent


def test_bte_5_the_skiz_catches_the_xxi():
    """BTE §5 (XXI fogás, silent: 21 a line): the XXI led to the eighth trick, the opponent holding the skíz and
    the II catches it with the skíz rather than keep it for the last trick."""
    seven = ["T20 T4 T5 T6", "T19 T7 T8 T9", "T18 T10 T11 T12", "T17 T13 T14 T15", "T16 T3 HA HJ", *SEVEN[5:]]
    seven[5] = "HK HC HQ DQ"
    discards = {0: "S10 SC SQ", 1: "SK", 2: "CC", 3: "CQ"}
    deal = facts(seven, declarer=0, partner=2, bid=3, discards=discards)
    hands = _hands({0: "T1", 1: "T22 T2", 2: "CK C10", 3: "SJ CJ"})
    play = TarokkPlay(deal, 1, hands, [(0, XXI)])
    two = DECK.card("T2")
    values = Solver(play.model).root_values(play.hands, play.trick, play.to_move, play.acc, [SKIZ, two])
    assert values[SKIZ] - values[two] >= 21


def _minimax(state, seat: int, side_of) -> float:
    """The seat's settlement points under best open-handed play of both sides (brute force on the engine)."""
    if state.to_move is None:
        return state.result().points[seat]
    mine = side_of(state.to_move) == side_of(seat)
    best = None
    for a in state.legal_actions():
        sim = state.clone()
        sim.apply(a)
        v = _minimax(sim, seat, side_of)
        if best is None or (v > best if mine else v < best):
            best = v
    assert best is not None
    return best


def test_solver_values_equal_brute_force_on_the_engine():
    """Every root move's value at two or three tricks from the end (random positions, figures and bound cards
    among them) is the engine's minimax of the settlement: the move generator, the bound cards, the merged
    equivalent cards and the transposition table lose nothing."""
    rng = random.Random(3)
    compared = 0
    restricted = 0
    for seed in range(200, 260):
        state = tarokk_in_play(GAME, seed, rng, cards=24 + rng.randrange(8) if seed % 3 else 28 + rng.randrange(4))
        if state is None:
            continue
        seat = state.to_move
        play = world_play(state, seat)
        restricted += play.model.restrict is not None
        cards = [a.cards[0] for a in state.legal_actions()]
        values = Solver(play.model).root_values(play.hands, play.trick, play.to_move, play.acc, cards)
        side_of = play.deal.side
        for a in state.legal_actions():
            sim = state.clone()
            sim.apply(a)
            assert values[a.cards[0]] == _minimax(sim, seat, side_of), (seed, a)
            compared += 1
    assert compared >= 60 and restricted >= 5, (compared, restricted)


def test_bte_5_medium_keeps_the_pagat_for_the_silent_ultimo():
    """BTE §5, §6.11 in play: seeds 250 and 293 of heuristic play reach the eighth trick with the leader holding
    the pagát and the XXI and every other tarokk gone (he can tell). The rule of thumb leads the pagát; the
    solved card play (medium and expert) leads the XXI and makes the pagát ultimó in the ninth trick."""
    from cardtable.bots import get_bot

    for seed in (250, 293):
        state = GAME.new_deal(seed, dealer=seed % 4)
        bots = [get_bot("heuristic", GAME, s) for s in range(4)]
        while not (state.phase == "play" and len(state.tricks) == 7 and not state.trick):
            view = state.view(state.to_move)
            state.apply(bots[view.seat].choose(view, view.legal_actions))
        view = state.view(state.to_move)
        assert sorted(view.hand) == ["T1", "T21"], seed
        assert get_bot("medium", GAME, seed).choose(view, view.legal_actions).cards == (XXI,), seed


def test_a_playout_may_hand_its_last_tricks_to_the_solver():
    """``rollout_solve``: from the trick where that many are left, a playout's value is the exact open-hand value
    of the rest (the engine's settlement for the seat), not the heuristic's play."""
    from cardtable.bots import get_bot
    from cardtable.bots.tarokk import make_policy

    policy = make_policy(GAME)
    differs = 0
    for seed in range(300, 312):
        state = GAME.new_deal(seed, dealer=seed % 4)
        bots = [get_bot("heuristic", GAME, s) for s in range(4)]
        while state.to_move is not None and not (state.phase == "play" and len(state.tricks) == 6):
            view = state.view(state.to_move)
            state.apply(bots[view.seat].choose(view, view.legal_actions))
        if state.to_move is None:
            continue
        seat = state.to_move
        play = world_play(state, seat)
        exact = Solver(play.model).search(play.hands, (), play.to_move, play.acc, -1e9, 1e9)
        policy._rollout_solve = 3
        assert policy.rollout(state.clone(), seat) == exact
        policy._rollout_solve = 0
        differs += policy.rollout(state.clone(), seat) != exact
    assert differs  # the heuristic's own play is not always the open-hand best
