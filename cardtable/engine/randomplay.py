"""Random play through the public API: the engine's own test and benchmark."""

from __future__ import annotations

import random
from dataclasses import dataclass

from cardtable.engine.protocol import Action, Game, IllegalAction, State
from cardtable.engine.record import DealRecord


@dataclass
class DealCheck:
    """What one checked random deal did."""

    actions: int
    refused: int
    points: list[int]


def play_random(state: State, rng: random.Random) -> int:
    """Play random legal actions to the end; returns the number of actions."""
    n = 0
    while state.to_move is not None:
        state.apply(rng.choice(state.legal_actions()))
        n += 1
    return n


def _snapshot(state: State) -> tuple:
    seat = state.to_move
    v = state.view(seat if seat is not None else 0)
    return (state.actions_text, state.phase, state.to_move, v.hand, v.trick, v.public_history, v.legal_actions)


def check_random_deal(
    game: Game,
    seed: int,
    *,
    players: int | None = None,
    zero_sum: bool | None = None,
    illegal_every: int = 3,
    clone_every: int = 7,
) -> DealCheck:
    """Play one seeded random deal checking every invariant; AssertionError on failure.

    Checks: the state's own invariants after every action; every listed action
    applies and its text reads back as itself; refused actions (drawn from other
    seats' hands and other phases) change nothing; a clone played on leaves its
    source as it was; the result is zero-sum if the game is (``zero_sum``
    overrides); the record replays to the same result.
    """
    n_seats = game.default_players if players is None else players
    rng = random.Random(seed)
    clone_rng = random.Random(~seed)  # its own stream: the deal played is the same with or without clones
    state = game.new_deal(seed, dealer=rng.randrange(n_seats), players=n_seats)
    state.check_invariants()
    all_texts: list[str] = []
    n = refused = 0
    while state.to_move is not None:
        legal = state.legal_actions()
        assert legal, f"no legal action in phase {state.phase}"
        texts = {a.text for a in legal}
        all_texts.extend(texts)
        if n % illegal_every == 0 and all_texts:
            candidate = rng.choice(all_texts)
            if candidate not in texts:
                before = _snapshot(state)
                try:
                    state.apply(candidate)
                except IllegalAction as e:
                    assert e.message, "an illegal action must say why"
                    refused += 1
                else:
                    raise AssertionError(f"{candidate!r} was applied but is not in legal_actions()")
                assert _snapshot(state) == before, "a refused action changed the state"
        if n % clone_every == 0:
            _check_clone(state, clone_rng, steps=10_000 if n == 0 else 8)  # once to the end
        action: Action = rng.choice(legal)
        assert game.parse_action(action.text) == action, f"{action.text!r} does not round-trip"
        state.apply(action)
        n += 1
        state.check_invariants()
        assert n < 10_000, "the deal does not end"
    result = state.result()
    if game.zero_sum if zero_sum is None else zero_sum:
        assert sum(result.points) == 0, f"not zero-sum: {result.points}"
    replayed = DealRecord.from_state(state).replay()
    assert replayed.actions_text == state.actions_text, "the record replays other actions"
    assert replayed.result().to_json() == result.to_json(), "the record replays to another result"
    return DealCheck(n, refused, list(result.points))


def _check_clone(state: State, rng: random.Random, steps: int = 8) -> None:
    """A clone is as its source was, and playing it on leaves the source as it was."""
    before = _snapshot(state)
    copy = state.clone()
    assert _snapshot(copy) == before, "a clone differs from its source"
    for _ in range(steps):
        if copy.to_move is None:
            break
        copy.apply(rng.choice(copy.legal_actions()))
        copy.check_invariants()
    assert _snapshot(state) == before, "playing a clone changed its source"
    state.check_invariants()
