"""Special decisions by rollouts: Was sticht?'s task draft and return, Meinz's claims and exchanges."""

from __future__ import annotations

import random
import time

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.policy import Tally, policy_for
from cardtable.bots.was_sticht import RETURN_WORLDS, TASK_SHORTLIST, TASK_WORLDS


def _far() -> float:
    return time.perf_counter() + 600


def test_task_draft_worlds_start_with_the_task_draft():
    """The first pick of the draft (empty history) is rebuilt as a round that begins with the task draft."""
    game = games.get("was-sticht")
    state = game.new_deal(3, dealer=1)
    view = state.view(state.to_move)
    assert view.phase == "tasks" and not view.public_history
    world = policy_for(game).world(view, random.Random(1))
    assert world is not None and world.view(view.seat) == view


def test_task_draft_values_all_tasks_then_a_shortlist_on_every_world():
    game = games.get("was-sticht")
    state = game.new_deal(4, dealer=0)
    view = state.view(state.to_move)
    legal = view.legal_actions
    assert len(legal) > TASK_SHORTLIST
    policy = policy_for(game)
    played = []
    rollout = policy.rollout
    policy.rollout = lambda sim, seat: played.append(1) or rollout(sim, seat)  # type: ignore[method-assign]
    tally = Tally()
    values = policy.values(view, legal, random.Random(2), 1.0, _far(), tally=tally)
    screen = TASK_WORLDS // 3
    assert set(values) == set(legal)
    assert tally.samples == screen  # the screening worlds, every task on offer
    assert len(played) == screen * len(legal) + (TASK_WORLDS - screen) * TASK_SHORTLIST
    assert all(-1.0 <= v <= 1.0 for v in values.values())  # one task a seat at most, less the others' mean


def test_expert_task_pick_is_searched_and_deterministic():
    game = games.get("was-sticht")
    state = game.new_deal(5, dealer=2)
    view = state.view(state.to_move)
    picks = {str(get_bot("expert", game, 7).choose(view, view.legal_actions)) for _ in range(2)}
    assert len(picks) == 1
    # the search looks at the task pick (the base policy values unsearched decisions at 0)
    values = policy_for(game).values(view, view.legal_actions, random.Random(0), 1.0, _far())
    assert any(v > 0 for v in values.values())


def test_meinz_claim_and_exchange_are_valued_by_rollouts():
    """With four players every Meinz decision is searched: a claim window and an exchange get playout values."""
    game = games.get("meinz")
    policy = policy_for(game)
    bots = [get_bot("heuristic", game, s) for s in range(4)]
    seen: dict[str, tuple[list, dict[str, float]]] = {}
    for seed in range(6):
        state = game.new_deal(seed, dealer=seed % 4)
        while state.to_move is not None and len(seen) < 2:
            view = state.view(state.to_move)
            if view.facts.step in ("claim", "exchange") and view.facts.step not in seen:
                cands = policy.candidates(view, view.legal_actions)
                seen[view.facts.step] = cands, policy.values(view, cands, random.Random(seed), 0.25, _far())
            state.apply(bots[state.to_move].choose(view, view.legal_actions))
    assert set(seen) == {"claim", "exchange"}
    for cands, values in seen.values():
        assert len(cands) >= 2 and set(values) == set(cands)
        # a round's point card is 0, 1, 2 or 3 (§5.2(8)); valued as a race: the seat's less the others' mean
        assert all(-3 <= v <= 3 for v in values.values())


def _return_view(game, seed: int):
    """The start player's task return (§4.3(4)) reached by heuristic play of round ``seed``, or None."""
    state = game.new_deal(seed, dealer=seed % 4)
    bots = [get_bot("heuristic", game, s) for s in range(4)]
    while state.to_move is not None:
        view = state.view(state.to_move)
        if view.phase == "return" and len(view.legal_actions) > 1:
            return view
        state.apply(bots[state.to_move].choose(view, view.legal_actions))
    return None


def test_task_return_is_valued_by_the_next_round():
    """Every return scores one point this round; the search tells them apart by the tasks kept for the next."""
    game = games.get("was-sticht")
    view = _return_view(game, 3)
    assert view is not None
    tally = Tally()
    values = policy_for(game).values(view, view.legal_actions, random.Random(0), 1.0, _far(), tally=tally)
    assert set(values) == set(view.legal_actions)
    assert tally.samples == RETURN_WORLDS
    assert all(-1.0 <= v <= 1.0 for v in values.values())
    assert len(set(values.values())) > 1
    picks = {get_bot("expert", game, 2).choose(view, view.legal_actions) for _ in range(2)}
    assert len(picks) == 1


def test_meinz_with_the_monster_worlds_show_the_seat_its_view():
    """3 players (§5.3): the worlds deal the monster's pile so that it plays the cards it played, in order."""
    game = games.get("meinz")
    policy = policy_for(game)
    tried = found = other = 0
    for seed in range(4):
        state = game.new_deal(seed, dealer=seed % 3, players=3)
        bots = [get_bot("heuristic", game, s) for s in range(3)]
        while state.to_move is not None:
            view = state.view(state.to_move)
            if view.facts.monster_plays and len(view.legal_actions) > 1:
                tried += 1
                world = policy.world(view, random.Random(tried))
                if world is not None:
                    found += 1
                    assert world.view(view.seat) == view
                    other += world.deck_codes != state.deck_codes
            state.apply(bots[state.to_move].choose(view, view.legal_actions))
    assert tried >= 20 and found == tried and other >= found // 2


def test_meinz_with_the_monster_is_searched():
    game = games.get("meinz")
    state = game.new_deal(2, dealer=0, players=3)
    view = state.view(state.to_move)
    assert view.phase == "discard" and view.facts.monster is not None
    values = policy_for(game).values(view, view.legal_actions, random.Random(0), 0.25, _far())
    assert set(values) == set(view.legal_actions) and len(set(values.values())) > 1
