"""Every game at every seat count it supports, through the protocol alone (OpenSpiel's random_sim_test).

Seeded random deals played to the end: the state's invariants hold after every action, every listed
action applies and its text reads back as itself, a refused action changes nothing, a clone played on
leaves its source as it was, the result is zero-sum where the registry says so, and the deal's record
replays to the same actions and the same result. What each seat's view may carry is
tests/test_view_secrecy.py's business.
"""

from __future__ import annotations

import pytest

from cardtable.engine import registry
from cardtable.engine.protocol import Game, IllegalAction
from cardtable.engine.randomplay import check_random_deal

SEEDS = range(20)


def _tables() -> list[tuple[str, str, int]]:
    return [
        (info.name, str(variant.value), players)
        for info in registry.infos()
        for variant in info.variants
        for players in info.player_counts
    ]


def _game(name: str, variant: str, players: int) -> Game:
    """The game for ``players`` seats: the seat count is a rule option where the registry says so."""
    info = registry.info(name)
    return registry.get(name, variant=variant or None, players=players if info.seats_option else None)


@pytest.mark.parametrize(("name", "variant", "players"), _tables(), ids=lambda x: str(x) or "-")
def test_random_deals_keep_every_invariant(name: str, variant: str, players: int) -> None:
    game = _game(name, variant, players)
    assert game.zero_sum == registry.info(name).zero_sum
    checks = [check_random_deal(game, seed, players=players) for seed in SEEDS]
    assert sum(c.refused for c in checks) > 0, "no refusal was tried"
    assert all(len(c.points) == players for c in checks)


@pytest.mark.parametrize(("name", "variant", "players"), _tables(), ids=lambda x: str(x) or "-")
def test_acting_out_of_turn_is_refused_and_changes_nothing(name: str, variant: str, players: int) -> None:
    state = _game(name, variant, players).new_deal(1, players=players)
    seat = state.to_move
    assert seat is not None
    action = state.legal_actions()[0]
    before = (state.actions_text, state.phase, state.to_move, state.legal_actions())
    with pytest.raises(IllegalAction) as e:
        state.apply_as((seat + 1) % players, action)
    assert e.value.key == "not-your-turn" and e.value.message and e.value.rule
    assert (state.actions_text, state.phase, state.to_move, state.legal_actions()) == before
    state.apply_as(seat, action)
    assert state.actions_text == [action.text]
