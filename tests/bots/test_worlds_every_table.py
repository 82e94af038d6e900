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


def _searched_views(name: str, players: int, seed: int) -> list:
    """Every third decision the expert searches (with a choice), of a deal the heuristic plays out."""
    game = games.get(name)
    policy = policy_for(game)
    state = game.new_deal(seed, dealer=0, players=players)
    bots = [get_bot("heuristic", game, s) for s in range(players)]
    views = []
    while state.to_move is not None:
        view = state.view(state.to_move)
        if len(view.legal_actions) > 1 and policy.searched(view):
            views.append(view)
        state.apply(bots[state.to_move].choose(view, view.legal_actions))
    return views[::3]


@pytest.mark.parametrize(("name", "players"), TABLES, ids=[f"{n}-{p}" for n, p in TABLES])
def test_the_search_finds_worlds_at_every_table_size(name, players):
    policy = policy_for(games.get(name))
    phases = set()
    for seed in range(3):
        for view in _searched_views(name, players, seed):
            world = policy.world(view, random.Random(seed))
            assert world is not None, f"no world for seat {view.seat} in the {view.phase} of deal {seed}"
            assert world.view(view.seat) == view
            phases.add(view.phase)
    assert "play" in phases and len(phases) >= 2  # the card play and a decision before it
