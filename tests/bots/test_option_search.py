"""MÜ and NJET experts value their decisions outside the card play by whole-deal playouts in sampled worlds."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.policy import policy_for

OPTION_PHASES = {"mu": {"auction", "trumps", "partner"}, "njet": {"njet", "teams", "discard"}}


def _option_positions(game, phases: set[str], deals: int, seed: int):
    """Positions with a choice in each of ``phases``, reached by heuristic play mixed with random moves."""
    rng = random.Random(seed)
    out = []
    for i in range(deals):
        state = game.new_deal(seed * 1000 + i, dealer=i % game.default_players)
        guide = get_bot("heuristic", game, i)
        while state.to_move is not None:
            view = state.view(state.to_move)
            if view.phase == "play":
                break
            if view.phase in phases and len(view.legal_actions) > 1 and rng.random() < 0.3:
                out.append(state.clone())
            legal = view.legal_actions
            state.apply(guide.choose(view, legal) if rng.random() < 0.7 else rng.choice(legal))
    return out


@pytest.mark.parametrize("name", sorted(OPTION_PHASES))
def test_option_values_are_the_mean_settlement_of_playouts(name):
    """The value of a bid/board/discard option is the seat's mean points less the others' when the world is played
    to the end (NJET, MÜ: less a standard error of its gain over the rule of thumb's option)."""
    game = games.get(name)
    policy = policy_for(game)
    seen = set()
    for k, state in enumerate(_option_positions(game, OPTION_PHASES[name], 12, seed=2)):
        view = state.view(state.to_move)
        if view.phase in seen:
            continue
        seen.add(view.phase)
        cands = policy.candidates(view, view.legal_actions)
        assert policy.searched(view)
        assert cands[0] == policy.heuristic(view, view.legal_actions, random.Random(0))
        assert len(cands) == min(policy.option_shortlist, len(view.legal_actions))
        assert len(set(cands)) == len(cands) and all(a in view.legal_actions for a in cands)
        effort = policy.least_option_worlds / policy.option_worlds  # the fewest worlds: a quick test
        values = policy.values(view, cands, random.Random(k), effort, float("inf"))
        worlds = policy.world_count(view, effort)
        assert worlds == policy.least_option_worlds
        rng = random.Random(k)
        per_world: dict = {a: [] for a in cands}
        for _ in range(worlds):
            world = policy.world(view, rng)
            assert world is not None and world.view(view.seat) == view
            for a in cands:
                sim = world.clone()
                sim.apply(a)
                while sim.to_move is not None:  # the heuristic for every seat, to the settlement
                    v = sim.view(sim.to_move)
                    legal = v.legal_actions
                    sim.apply(legal[0] if len(legal) == 1 else policy.heuristic(v, legal, random.Random(0)))
                points = sim.result().points
                # the seat's points less the others' mean: the most points wins the game
                rel = points[view.seat] - (sum(points) - points[view.seat]) / (len(points) - 1)
                per_world[a].append(rel)
        # an option other than the rule of thumb's is marked down by caution × the standard error of its gain
        caution = policy.caution(view)
        assert (caution > 0) == (name in ("njet", "mu"))
        expected = {
            a: statistics.mean(v)
            - (a != cands[0])
            * caution
            * statistics.stdev([x - y for x, y in zip(v, per_world[cands[0]])])
            / math.sqrt(worlds)
            for a, v in per_world.items()
        }
        assert values == pytest.approx(expected)
    assert seen == OPTION_PHASES[name]


def test_njet_worlds_before_the_passed_cards_arrive():
    """In the pass step the cards already passed are in nobody's hand: worlds still show the seat its view."""
    game = games.get("njet")
    policy = policy_for(game)
    checked = 0
    for i in range(60):
        state = game.new_deal(300 + i, dealer=i % 4)
        rng = random.Random(i)
        while state.to_move is not None and state.view(state.to_move).phase != "play":
            view = state.view(state.to_move)
            if view.facts.step == "pass" and view.facts.acted:
                world = policy.world(view, random.Random(i))
                assert world is not None and world.view(view.seat) == view
                checked += 1
            state.apply(rng.choice(view.legal_actions))
    assert checked >= 5


def test_medium_values_options_over_fewer_worlds_than_the_expert():
    game = games.get("mu")
    policy = policy_for(game)
    view = game.new_deal(1, dealer=0).view(0)
    assert view.phase == "auction"
    assert policy.world_count(view, 0.25) < policy.world_count(view, 1.0) == policy.option_worlds
