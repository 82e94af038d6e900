"""The coach ranks with the bots' own search: on the same random numbers its best is the expert's choice."""

from __future__ import annotations

import random
import time

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.policy import policy_for
from cardtable.coach import rank_ecarte, rank_ulti

EFFORT = 0.1


def _compare(view, rank_fn, policy):
    legal = list(view.legal_actions)
    deadline = time.perf_counter() + 60
    r = rank_fn(view, legal, random.Random("same"), EFFORT, deadline)
    order = r.ordered(legal)
    chosen = policy.expert(view, legal, random.Random("same"), EFFORT, deadline)
    if r.values[order[0]] > r.values[order[1]] + 1e-6:
        assert chosen == order[0], (view.phase, chosen, order[:3])
        return 1
    assert r.values[chosen] >= r.values[order[0]] - 1e-6
    return 0


def test_ecarte_coach_agrees_with_the_expert():
    game = games.get("ecarte")
    policy = policy_for(game)
    strict = 0
    for seed in range(6):
        s = game.new_deal(seed=seed)
        bot = get_bot("heuristic", game, seed)
        while not s.is_over:
            v = s.view(s.to_move)
            decisive = v.phase in ("propose", "respond", "play") and "king" not in v.legal_actions
            if len(v.legal_actions) > 1 and decisive:
                strict += _compare(v, rank_ecarte.rank, policy)
            s.apply(bot.choose(v, v.legal_actions))
    assert strict >= 5  # enough positions where the best was unique


def test_ulti_card_play_agrees_with_the_expert():
    game = games.get("ulti")
    policy = policy_for(game)
    strict = 0
    for seed in range(3):
        s = game.new_deal(seed=seed)
        bot = get_bot("heuristic", game, seed)
        while not s.is_over:
            v = s.view(s.to_move)
            words = [a for a in v.legal_actions if not a.startswith("play ")]
            cards = len(v.legal_actions) - len(words)
            if v.phase == "play" and not words and cards > 1:
                strict += _compare(v, lambda *a: rank_ulti.rank(*a, policy), policy)
            s.apply(bot.choose(v, v.legal_actions))
    assert strict >= 3
