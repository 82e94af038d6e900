"""Shared helpers for the bot tests: seeded positions of every game with bots."""

from __future__ import annotations

import random

import pytest

from cardtable import games

BOT_GAMES = [("ecarte", None), ("ulti", "mausz"), ("ulti", "4m")]


def _positions(game, n: int, seed: int):
    """``n`` (state, seat) positions reached by random play, one per deal, at a random depth."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        state = game.new_deal(seed * 1000 + i, dealer=rng.randrange(game.default_players))
        depth = rng.randrange(60)
        k = 0
        while state.to_move is not None and k < depth:
            state.apply(rng.choice(state.legal_actions()))
            k += 1
        if state.to_move is not None:
            out.append(state)
    return out


def tarokk_in_play(game, seed: int, rng: random.Random, cards: int | None = None):
    """A Tarokk deal of ``seed`` played with random words (many figures, kontras and counts) and random cards
    for a random number of tricks: a position in the play, or None (thrown in, or over)."""
    players = 4 + seed % 2
    state = game.new_deal(seed, dealer=seed % players, players=players)
    while state.to_move is not None and state.phase != "play":
        legal = [a for a in state.legal_actions() if a.kind != "annul"]
        passes = [a for a in legal if a.kind == "pass"]
        state.apply(
            passes[0] if passes and state.phase == "announcements" and rng.random() < 0.6 else rng.choice(legal)
        )
    for _ in range(rng.randrange(33) if cards is None else cards):
        if state.to_move is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state if state.to_move is not None else None


def first_world(sample, *args, **kwargs):
    """Call ``sample(*args, **kwargs)`` until it gives a world (a rejection sampler gives None for a draw it
    threw away)."""
    world = None
    while world is None:
        world = sample(*args, **kwargs)
    return world


@pytest.fixture(params=BOT_GAMES, ids=lambda p: p[0] + (f"-{p[1]}" if p[1] else ""))
def game(request):
    name, variant = request.param
    return games.get(name, variant=variant)


@pytest.fixture
def positions():
    """The position maker, as a fixture (test modules here are not a package)."""
    return _positions


@pytest.fixture(autouse=True)
def no_bot_failures(caplog):
    """A search that fell back to the heuristic after an exception fails the test."""
    yield
    failures = [r for r in caplog.get_records("call") if r.name == "cardtable.bots" and r.levelname == "ERROR"]
    assert not failures, failures[0].getMessage()
