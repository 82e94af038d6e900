"""Every trick model the open-hand search uses values a finished play exactly as the engine settles it."""

from __future__ import annotations

import random

import pytest

from cardtable.bots import ecarte as becarte
from cardtable.bots import ulti as bulti
from cardtable.cards import bits
from cardtable.engine.tricks import winner
from cardtable.games.ecarte import scoring as escoring
from cardtable.games.ulti.scoring import settle
from tests.bots.conftest import tarokk_in_play

KINDS = {
    # one contract of every kind the search plays: points, hundreds, ulti, 4 ász, betli, durchmars
    "mausz": [
        "passz",
        "piros passz",
        "40-100",
        "20-100",
        "ulti",
        "piros 40-100 ulti",
        "4-asz",
        "ulti 4-asz",
        "betli",
        "rebetli",
        "durchmars",
        "szintelen-durchmars",
        "piros 40-100 ulti 4-asz",
    ],
    "4m": ["passz", "piros passz", "40-100", "20-100", "ulti", "betli", "piros betli", "durchmars", "ulti durchmars"],
}


def model_start(model):
    """The running score before the first trick (Ulti: 5 counters, Écarté: tricks per side)."""
    return (0, 0, 0, 0, 0) if model.players == 3 else (0, 0)


def _random_play(model, hands: list[int], leader: int, rng: random.Random):
    """A random complete play: its tricks, the model's running score after it, and the decided verdicts seen."""
    hands = list(hands)
    acc = model_start(model)
    tricks = []
    verdicts = []
    seat = leader
    while hands[seat]:
        trick: tuple[tuple[int, int], ...] = ()
        for _ in range(model.players):
            c = rng.choice(list(bits(model.legal(hands[seat], trick, seat))))
            hands[seat] &= ~(1 << c)
            trick = (*trick, (seat, c))
            seat = (seat + 1) % model.players
        seat = winner(trick, model.tables)
        acc = model.after_trick(acc, trick, seat, not hands[seat])
        tricks.append(trick)
        if model.decided is not None:
            verdicts.append(model.decided(acc))
    return tricks, acc, verdicts


@pytest.mark.parametrize("variant", ["mausz", "4m"])
def test_ulti_dd_model_values_equal_the_settlement(variant):
    """MAUSZ §4 / 4M: the search's value of a finished play is the declarer's share of the contract's parts
    (each part and the lost-ulti extra; silent bonuses are left out) in the engine's own settlement."""
    rng = random.Random(13)
    for i in range(400):
        text = KINDS[variant][i % len(KINDS[variant])]
        contract = bulti.parse_contract(text, variant)
        trump = None
        if contract.trump_game:
            trump = 0 if contract.piros else rng.randrange(1, 4)
        dec = rng.randrange(3)
        d = bulti.Deal.make(variant, contract, dec, trump)
        order = rng.sample(range(32), 32)
        hands = [sum(1 << c for c in order[k * 10 : (k + 1) * 10]) for k in range(3)]
        talon = (1 << order[30]) | (1 << order[31])
        ann = bulti.auto_announcements(d, hands)
        if ann and rng.random() < 0.3:
            ann = ann[: rng.randrange(len(ann))]
        kontra = {p: {s: rng.choice((1, 1, 2, 4)) for s in range(3) if s != dec} for p in contract.parts}
        model = bulti.dd_model(d, dec, ann, talon, kontra, held=hands[dec])
        tricks, acc, verdicts = _random_play(model, hands, rng.randrange(3), rng)
        facts = bulti.deal_facts(d, tricks, talon, ann, kontra)
        lines = settle(facts).lines
        expect = sum(
            ln.amount if ln.payee == dec else -ln.amount
            for ln in lines
            if ln.part in contract.parts or ln.part == "lost-ulti-penalty"
        )
        got = model.value(acc)
        assert got == expect, (text, i, got, expect)
        # the search's races (one per part) read the same running score the same way
        raced = 0.0
        for r in model.races:
            s, need, _t0, _t1 = r.start(acc)
            raced += r.win if s >= need else r.lose
        assert raced == expect, (text, i, raced, expect)
        for v in verdicts:  # once decided, the value never changes
            assert v is None or v == expect, (text, i)


def test_ecarte_play_model_values_equal_the_settlement():
    """Écarté §40, §41, §43: the search's value is my trick points minus the opponent's in the settlement."""
    rng = random.Random(5)
    for i in range(300):
        trump, me, dealer = rng.randrange(4), rng.randrange(2), rng.randrange(2)
        autorite, refused = rng.random() < 0.3, rng.random() < 0.3
        model = becarte.play_model(trump, me, dealer, autorite, refused)
        order = rng.sample(range(32), 10)
        hands = [sum(1 << c for c in order[:5]), sum(1 << c for c in order[5:])]
        tricks, _acc, verdicts = _random_play(model, hands, rng.randrange(2), rng)
        won = [0, 0]
        for t in tricks:
            won[winner(t, model.tables)] += 1
        pts = escoring.settle([], won, dealer, autorite, refused, {}).points
        expect = pts[me] - pts[1 - me]
        acc = (won[me], won[1 - me])
        assert model.value(acc) == expect, i
        for v in verdicts:
            assert v is None or v == expect, i


@pytest.mark.parametrize("variant", ["mausz", "4m"])
def test_ulti_solved_rollout_settles_like_the_engine(variant):
    """A bid's rollout with the solver's last cards (``solved_rollout``): with nothing left to solve it is the
    heuristic rollout settled by the engine (silent bonuses and the rollout's kontras included), and ``played``
    gets whether that play to the end made the contract; a lone betli or durchmars is the exact solve of the whole
    deal."""
    from cardtable.bots.search import Solver
    from cardtable.bots.ulti.open_hand import solved_rollout

    rng = random.Random(29)
    for i in range(60):
        text = KINDS[variant][i % len(KINDS[variant])]
        contract = bulti.parse_contract(text, variant)
        trump = (0 if contract.piros else rng.randrange(1, 4)) if contract.trump_game else None
        me = rng.randrange(3)
        order = rng.sample(range(32), 32)
        hands = [sum(1 << c for c in order[k * 10 : (k + 1) * 10]) for k in range(3)]
        talon = (1 << order[30]) | (1 << order[31])
        heuristic = bulti.contract_rollout(variant, contract, trump, me, hands, talon)
        if contract.parts == (contract.grade,):
            d = bulti.Deal.make(variant, contract, me, trump)
            exact = Solver(bulti.dd_model(d, me, [], talon, held=hands[me])).search(
                tuple(hands), (), me, (0, 0, 0, 0, 0), -float("inf"), float("inf")
            )
            played: list[bool] = []
            assert solved_rollout(variant, contract, trump, me, hands, talon, 15, 10**9, None, played) == (
                exact,
                exact > 0,
            )
            assert not played  # a lone grade has no heuristic play to judge it by
            continue
        assert solved_rollout(variant, contract, trump, me, hands, talon, 0, 10**9) == heuristic, (text, i)
        played = []
        solved_rollout(variant, contract, trump, me, hands, talon, 15, 10**9, None, played)
        assert played == [heuristic[1]]  # the heuristic's own play to the end, beside the solver's ending


def _completions(state, play, acc, hands, trick):
    """Every play of ``state`` to its end, with the model's running score alongside: (finished state, acc)."""
    if state.to_move is None:
        yield state, acc
        return
    s = play.pos[state.to_move]
    for a in state.legal_actions():
        c = a.cards[0]
        assert play.legal(hands[s], tuple(trick), s, acc) >> c & 1
        sim = state.clone()
        sim.apply(a)
        h = list(hands)
        h[s] &= ~(1 << c)
        t = [*trick, (s, c)]
        nacc = acc
        if len(t) == 4:
            w = winner(t, play.model.tables)
            nacc = play.model.after_trick(acc, tuple(t), w, not h[w])
            t = []
        yield from _completions(sim, play, nacc, h, t)


def test_search_and_scoring_share_one_truth_tarokk():
    """BTE §5, §6.10, §6.11, §7.4 and the digest's §11 settlement: for random complete plays from random
    positions (announced and silent figures, kontras, counts, four and five seats), the Tarokk model's value is
    the seat's points in the engine's settlement, and its rules of play (bound cards included) are the
    engine's. Several plays share one model, so a running score that forgot something the settlement reads
    would show here (each final score is settled once)."""
    from cardtable import games
    from cardtable.bots.tarokk_model import world_play

    game = games.get("tarokk")
    rng = random.Random(11)
    compared = bound = 0
    parts: set[str] = set()
    for seed in range(50):
        state = tarokk_in_play(game, seed, rng)
        if state is None:
            continue
        seat = rng.choice([s for s in range(state.players) if state.view(s).hand])
        play = world_play(state, seat)
        model = play.model
        bound += model.restrict is not None
        for _ in range(6):
            sim = state.clone()
            acc, hands, trick = play.acc, list(play.hands), list(play.trick)
            while sim.to_move is not None:
                s = play.pos[sim.to_move]
                engine = sum(1 << a.cards[0] for a in sim.legal_actions())
                assert play.legal(hands[s], tuple(trick), s, acc) == engine, seed
                c = rng.choice(list(bits(engine)))
                sim.apply(next(a for a in sim.legal_actions() if a.cards == (c,)))
                hands[s] &= ~(1 << c)
                trick.append((s, c))
                if len(trick) == 4:
                    w = winner(trick, model.tables)
                    acc = model.after_trick(acc, tuple(trick), w, not hands[w])
                    trick = []
            result = sim.result()
            assert model.value(acc) == result.points[seat], seed
            parts |= {ln.part for ln in result.lines}
            compared += 1
    # every completion of positions two tricks from the end: plays that reach one running score meet often
    for seed in range(50, 110):
        state = tarokk_in_play(game, seed, rng, cards=28 + rng.randrange(4))
        if state is None:
            continue
        seat = rng.choice([s for s in range(state.players) if state.view(s).hand])
        play = world_play(state, seat)
        bound += play.model.restrict is not None
        for sim, acc in _completions(state, play, play.acc, list(play.hands), list(play.trick)):
            result = sim.result()
            assert play.model.value(acc) == result.points[seat], seed
            parts |= {ln.part for ln in result.lines}
            compared += 1
    assert compared >= 450 and bound >= 15, (compared, bound)
    # the plays reached the items that depend on the tricks
    assert {"dupla", "volat", "silent-trull", "silent-negykiraly", "xxi-fogas", "pagat-ulti", "centrum"} <= parts
