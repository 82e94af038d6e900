"""Every game's search finds worlds at every table size it is played at (a sampler that deals the wrong deck
finds none, and the search silently falls back to the rule of thumb)."""

from __future__ import annotations

import random

import pytest

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.policy import Policy, policy_for

# the games whose search deals worlds through ``Policy.world`` (Ulti and Écarté sample in their own packages)
TABLES = [
    (name, players)
    for name in games.names()
    if type(policy_for(games.get(name))).world is not Policy.world
    for players in range(games.get(name).min_players, games.get(name).max_players + 1)
]


def _play_views(name: str, players: int, seed: int) -> list:
    """The card-play decisions with a choice, of a deal the heuristic plays out."""
    game = games.get(name)
    state = game.new_deal(seed, dealer=0, players=players)
    bots = [get_bot("heuristic", game, s) for s in range(players)]
    views = []
    while state.to_move is not None:
        view = state.view(state.to_move)
        if view.phase == "play" and len(view.legal_actions) > 1:
            views.append(view)
        state.apply(bots[state.to_move].choose(view, view.legal_actions))
    return views


@pytest.mark.parametrize(("name", "players"), TABLES, ids=[f"{n}-{p}" for n, p in TABLES])
def test_the_search_finds_worlds_at_every_table_size(name, players):
    policy = policy_for(games.get(name))
    checked = 0
    for seed in range(6):
        views = _play_views(name, players, seed)
        for view in views[:1] + views[len(views) // 2 : len(views) // 2 + 1]:
            world = policy.world(view, random.Random(seed))
            assert world is not None, f"no world for seat {view.seat} of deal {seed}"
            assert world.view(view.seat) == view
            checked += 1
    assert checked >= 4
