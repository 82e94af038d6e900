"""The bot interface: levels, legal choices in many positions, determinism."""

from __future__ import annotations

import pytest

from cardtable import games
from cardtable.bots import LEVELS, Bot, get_bot


def test_levels_and_unknown_level():
    assert LEVELS[0] == "random"
    assert {"random", "heuristic", "expert"} <= set(LEVELS)
    game = games.get("ecarte")
    for level in LEVELS:
        bot = get_bot(level, game, 1)
        assert isinstance(bot, Bot)
        assert bot.level == level
    with pytest.raises(ValueError, match="unknown bot level"):
        get_bot("grandmaster", game)


@pytest.mark.parametrize("level", ["random", "heuristic", "medium", "expert"])
def test_every_level_chooses_a_legal_action(game, level, positions):
    n = 25 if level in ("random", "heuristic") else 10
    for i, state in enumerate(positions(game, n, seed=7)):
        seat = state.to_move
        view = state.view(seat)
        legal = view.legal_actions
        action = get_bot(level, game, i).choose(view, legal, 40)
        assert action in legal, (level, view.phase, action)
        state.apply(action)  # the engine accepts it


@pytest.mark.parametrize("name", ["ecarte", "ulti"])
def test_bots_play_whole_deals(name):
    game = games.get(name)
    for seed in range(3):
        state = game.new_deal(seed, dealer=seed % game.default_players)
        bots = [get_bot(("expert", "heuristic", "random")[s % 3], game, seed) for s in range(game.default_players)]
        while state.to_move is not None:
            seat = state.to_move
            view = state.view(seat)
            state.apply(bots[seat].choose(view, view.legal_actions, 30))
        assert len(state.result().points) == game.default_players


def test_same_seed_same_decisions(game, positions):
    for state in positions(game, 8, seed=3):
        view = state.view(state.to_move)
        for level in ("heuristic", "expert"):
            a = get_bot(level, game, 11).choose(view, view.legal_actions, 40)
            other = get_bot(level, game, 11)
            # a bot that has already made other decisions still decides the same here
            other.choose(view, view.legal_actions, 40)
            b = other.choose(view, view.legal_actions, 40)
            assert a == b


def test_medium_searches_only_the_card_play(game, positions):
    # medium is the expert's card play and the heuristic's every other decision (bids, exchanges, drafts…)
    seen = set()
    for i, state in enumerate(positions(game, 30, seed=5)):
        view = state.view(state.to_move)
        legal = view.legal_actions
        medium = get_bot("medium", game, i)
        assert medium.searches(view) == (view.phase == "play")
        if view.phase != "play" and len(legal) > 1:
            heuristic = get_bot("heuristic", game, i)
            assert medium.choose(view, legal, 40) == heuristic.choose(view, legal, 40)
            seen.add("outside")
        elif len(legal) > 1:
            seen.add("play")
    assert seen, "no decision with a choice was reached"


def test_no_clock_lifts_the_safety_cap(monkeypatch):
    import math

    from cardtable.commands.sim import bot_match
    from cardtable.commands.sim_runs import make_bot

    game = games.get("ecarte")
    state = game.new_deal(4)
    view = state.view(state.to_move)
    deadlines = []
    for clock in (True, False):
        bot = make_bot("expert", game, 1, clock)
        monkeypatch.setattr(
            bot.policy, "expert", lambda v, legal, rng, effort, deadline, th: deadlines.append(deadline) or legal[0]
        )
        bot.choose(view, view.legal_actions, 50)
    assert math.isfinite(deadlines[0]) and deadlines[1] == math.inf
    assert bot_match(game, ["medium", "heuristic"], 1, 3, True, 20, clock=False)["clock"] is False
