"""Issue 28 item 1: one truth per position — the same position always gets the same ranking.

The hint, the teaching warning and the deal review rank with the same budget and with random numbers drawn from
the position itself, so a player who follows the top hint is never told in the review that it was a mistake, and a
choice within the ranking's noise is "as good as the best" in both.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest

from cardtable import games
from cardtable.coach import ranking
from cardtable.coach.hint import hint
from cardtable.coach.review import review
from cardtable.coach.warn import warn
from cardtable.engine import registry
from cardtable.engine.record import DealRecord

EFFORT = 0.02  # the tests' budget: small, and the same for hint and review (that is the point)


def random_record(game: str, seed: int, players: int | None = None) -> DealRecord:
    """A whole deal of seeded random play (random players make choices of every quality)."""
    state = games.get(game).new_deal(seed, players=players)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return DealRecord.from_state(state, seed=seed)


def tables() -> list[tuple[str, int]]:
    """Every game at its default table, and at each table that puts another number of cards in play."""
    out = []
    for name in registry.names():
        info, game = registry.info(name), registry.get(name)
        seen = {len(game.cards_in_play(info.default_players))}
        out.append((name, info.default_players))
        for n in range(info.min_players, info.max_players + 1):
            if len(game.cards_in_play(n)) not in seen:
                seen.add(len(game.cards_in_play(n)))
                out.append((name, n))
    return out


def fresh_hint(view, lang="en"):
    """The coach's hint with nothing remembered from an earlier ranking (a new process would have nothing)."""
    ranking._memo.clear()
    return hint(view, lang, effort=EFFORT)


@pytest.mark.parametrize(("game", "players"), tables())
def test_hint_and_review_agree_on_every_decision(game, players):
    rec = random_record(game, 40 + players, players)
    seat = rec.new_state().to_move  # the first to decide (Tarokk's fifth seat, the dealer, never does)
    ranking._memo.clear()
    steps = review(rec, seat, effort=EFFORT)
    judged = [s for s in steps if s.reviewed]
    assert judged, "the seat made no real decision in this deal"
    for step in judged:
        view = rec.replay(stop=step.index).view(seat)
        hs = fresh_hint(view)
        assert [(h.action, round(h.value, 9), h.reason) for h in hs] == [
            (h.action, round(h.value, 9), h.reason) for h in step.hints
        ], f"{game} action {step.index}: the hint and the review rank differently"
        # the player who follows the top hint is never told it was a mistake
        top = hs[0]
        assert not (step.action == top.action.text and step.mistake)
        # a choice within the noise is as good as the best, never a mistake, in the hint and in the review
        mine = next(h for h in hs if h.action.text == step.action)
        if mine.as_good:
            assert not step.mistake and step.as_good
            assert all(k != "r-costs" for k, _ in mine.facts)


@pytest.mark.parametrize("game", registry.names())
def test_the_hint_twice_on_the_same_position_gives_the_same_output(game):
    rec = random_record(game, 7)
    state = rec.new_state()
    rng = random.Random(7)
    for _ in range(rng.randrange(1, 8)):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    assert not state.is_over, "the random play ended the deal: choose another seed"
    view = state.view(state.to_move)
    first = [h.to_json() for h in fresh_hint(view)]
    second = [h.to_json() for h in fresh_hint(view)]
    assert first == second


def test_the_hint_is_the_same_in_another_process_with_other_hash_seeds(tmp_path):
    """Nothing of the ranking may hang on the order of a set (Python's hash seed differs between processes)."""
    rec = random_record("ulti", 12)
    state = rec.new_state()
    for text in rec.actions[:3]:
        state.apply(text)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(DealRecord.from_state(state, seed=12).to_json()))
    outs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        cmd = [sys.executable, "-m", "cardtable", "hint", str(path), "--json", "--effort", str(EFFORT)]
        outs.append(subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout)
    assert outs[0] == outs[1]
    ranking._memo.clear()
    here = [h.to_json() for h in hint(state, "en", effort=EFFORT)]
    assert json.loads(outs[0])["actions"] == here


def test_the_warning_follows_the_hint():
    """Teaching mode warns exactly about the moves the hint ranks a costly mistake, never about one within the noise."""
    rec = random_record("ulti", 3)
    state = rec.new_state()
    warned = quiet = 0
    for text in rec.actions:
        if state.is_over:
            break
        view = state.view(state.to_move)
        if len(view.legal_actions) > 1 and view.phase == "play":
            hs = fresh_hint(view)
            for h in hs:
                w = warn(view, h.action, effort=EFFORT)
                costly = h.loss >= 2.0 and not h.as_good
                assert (w is not None) == costly, (view.history_key, h.action.text)
                warned += w is not None
                quiet += w is None
        state.apply(text)
    assert warned and quiet


def test_a_ranking_carries_its_noise():
    """Every action but the best has the standard error of its shortfall; sampled positions have some noise."""
    rec = random_record("ecarte", 5)
    state = rec.new_state()
    while state.phase != "play":
        state.apply(random.Random(5).choice(state.legal_actions()))
    ranking._memo.clear()
    r = ranking.rank(state.view(state.to_move), effort=EFFORT)
    best = r.ordered(list(state.view(state.to_move).legal_actions))[0]
    assert best not in r.noise
    assert set(r.noise) == set(state.view(state.to_move).legal_actions) - {best}
    assert all(v >= 0 for v in r.noise.values())
