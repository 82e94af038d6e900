"""MÜ and NJET experts value their decisions outside the card play by whole-deal playouts in sampled worlds."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.mu import PLAY_ERROR
from cardtable.bots.njet import TEAM_SHORTLIST, TEAM_WORLDS
from cardtable.bots.policy import Search, Tally, policy_for
from cardtable.games.mu.scoring import bonus, target

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
    to the end (NJET, MÜ: less a standard error of its gain over the rule of thumb's option; MÜ: its bonus and
    penalty as the searched play would settle them, ``PLAY_ERROR`` away from the playout's team points)."""
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
        shortlist = len(view.legal_actions) if view.phase == "teams" else policy.option_shortlist  # NJET: every team
        assert len(cands) == min(shortlist, len(view.legal_actions))
        assert len(set(cands)) == len(cands) and all(a in view.legal_actions for a in cands)
        effort = 0.01  # the fewest worlds: a quick test
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
                points = _mu_expected(game, sim.result()) if name == "mu" else sim.result().points
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


def _mu_expected(game, result) -> list[float]:
    """§2.6 settled with the team's triangles as a normal measurement of the searched play's (``PLAY_ERROR``): each
    seat's triangles, plus the bonus times the chance of reaching the target, the penalty per level missed."""
    d = result.details
    if d.get("eklat"):
        return list(result.points)
    players = len(d["bids"])
    bias, spread = PLAY_ERROR[players]
    play = statistics.NormalDist(d["team_points"] + bias, spread)

    def reached(level: int) -> float:
        return 1 - play.cdf(target(players, level) - 0.5)

    short = sum(1 - reached(level) for level in range(1, d["bid"] + 1))  # the levels missed
    points = [float(t) for t in d["triangles"]]
    for s in range(players):
        points[s] += reached(d["bid"]) * bonus(d["bid"], d["chief_trump"]) if s in d["team"] else 5 * short
    points[d["chief"]] -= 10 * short
    return points


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


def test_njet_five_seats_weigh_every_team_over_more_worlds():
    """§3.3: with five players the start player chooses his side and all its members (ten teams). The expert
    weighs every one of them, all on a third of ``TEAM_WORLDS`` and the best ``TEAM_SHORTLIST`` on all (the
    team decides who scores with whom, once a round)."""
    game = games.get("njet")
    policy = policy_for(game)
    state = game.new_deal(4, dealer=0, players=5)
    guide = get_bot("heuristic", game, 4)
    while state.view(state.to_move).facts.step != "team":
        view = state.view(state.to_move)
        state.apply(guide.choose(view, view.legal_actions))
    view = state.view(state.to_move)
    legal = view.legal_actions
    assert len(legal) == 10
    cands = policy.candidates(view, legal)
    assert set(cands) == set(legal) and cands[0] == policy.heuristic(view, legal, random.Random(0))
    assert policy.world_count(view, 1.0) == TEAM_WORLDS
    tally = Tally()
    policy.search_values(view, cands, Search(random.Random(1), 1.0, float("inf"), None, tally))
    assert tally.samples == TEAM_WORLDS // 3  # the screen's worlds (the shortlist's go aside)
    assert sum(len(v) == TEAM_WORLDS for v in _per_world(policy, view, cands).values()) == TEAM_SHORTLIST


def _per_world(policy, view, cands) -> dict:
    """Each candidate's per-world values as the cautious search records them."""
    from cardtable.bots.sampled import PerWorld

    record = PerWorld(Tally())
    policy.search_values(view, cands, Search(random.Random(1), 1.0, float("inf"), None, record))
    return record.values
