"""The coach ranks with the bots' own search: the same numbers, and the expert plays the best of them."""

from __future__ import annotations

import random
import time

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.policy import best_of, policy_for
from cardtable.coach.ranking import coach_rng, rank

EFFORT = 0.1


def _check(view, policy):
    """Every action the expert weighs has the value the coach sees, and the expert plays their best."""
    legal = list(view.legal_actions)
    cands = policy.candidates(view, legal)
    deadline = time.perf_counter() + 60
    every = policy.values(view, legal, random.Random("same"), EFFORT, deadline)
    assert set(every) == set(legal)
    chosen = policy.expert(view, legal, random.Random("same"), EFFORT, deadline)
    if len(cands) == 1:
        assert chosen == cands[0]
        return 0
    shortlist = policy.values(view, cands, random.Random("same"), EFFORT, deadline)
    assert {a: every[a] for a in cands} == shortlist, view.phase
    assert chosen == best_of(shortlist, cands)
    return 1


def _walk(game, seeds, level="heuristic"):
    for seed in seeds:
        s = game.new_deal(seed=seed)
        bot = get_bot(level, game, seed)
        while not s.is_over:
            v = s.view(s.to_move)
            if len(v.legal_actions) > 1:
                yield v
            s.apply(bot.choose(v, v.legal_actions))


def test_ecarte_expert_plays_the_best_of_the_values_the_coach_sees():
    game = games.get("ecarte")
    policy = policy_for(game)
    phases = set()
    checked = 0
    for v in _walk(game, range(5)):
        checked += _check(v, policy)
        phases.add(v.phase)
    assert checked >= 20 and {"propose", "play"} <= phases


def test_ulti_expert_plays_the_best_of_the_values_the_coach_sees():
    for variant in ("mausz", "4m"):
        game = games.get("ulti", variant=variant)
        policy = policy_for(game)
        phases = set()
        checked = 0
        for v in _walk(game, range(2)):
            checked += _check(v, policy)
            phases.add((v.phase, v.facts.step))
        assert checked >= 10 and ("play", "play") in phases and ("bidding", "discard") in phases


def test_coach_values_are_the_policy_values_on_the_coach_random_numbers():
    game = games.get("ecarte")
    policy = policy_for(game)
    s = game.new_deal(seed=8)
    s.apply("stand")
    v = s.view(s.to_move)
    r = rank(v, effort=EFFORT, seed=3)
    assert r.values == policy.values(v, list(v.legal_actions), coach_rng(v, 3), EFFORT, time.perf_counter() + 60)
