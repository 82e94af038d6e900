"""A bot sees only its seat's view: it cannot reach hidden cards."""

from __future__ import annotations

import ast
import dataclasses
import random
from pathlib import Path

import pytest

from cardtable import games
from cardtable.bots import LEVELS, get_bot
from cardtable.engine.protocol import Action, Facts, IllegalAction

BOTS = Path(__file__).resolve().parents[2] / "cardtable" / "bots"
# Rule data and scoring a bot may use; never a state, a game object or a match.
ALLOWED_GAME_MODULES = {
    "cardtable.games.ecarte.tables",
    "cardtable.games.ecarte.scoring",
    "cardtable.games.ecarte.actions",
    "cardtable.games.ecarte.facts",
    "cardtable.games.ulti.cardplay",
    "cardtable.games.ulti.contracts",
    "cardtable.games.ulti.facts",
    "cardtable.games.ulti.scoring",
    "cardtable.games.ulti.actions",  # the action values a view carries, and its public facts
    "cardtable.games.ulti.view_facts",
    "cardtable.games.ulti.rules",  # the variant's rule set (trump seven, held marriages): data, no state
    "cardtable.games.tarokk.heuristic",  # a rule-of-thumb player over views
    "cardtable.games.tarokk.conventions",
    "cardtable.games.tarokk.tables",
    "cardtable.games.tarokk.actions",
    "cardtable.games.tarokk.facts",
    "cardtable.games.tarokk.cardplay",  # the bound cards (BTE §7.4) and the settlement, for the open-hand model
    "cardtable.games.tarokk.scoring",
    "cardtable.games.tarokk.options",
    "cardtable.games.meinz.cardplay",
    "cardtable.games.meinz.scoring",  # the point cards by rank, and the sums a view shows of finished seats
    "cardtable.games.was_sticht.cardplay",
    "cardtable.games.mu.actions",  # card tables made at import
    "cardtable.games.mu.cardplay",
    "cardtable.games.mu.scoring",  # the target and bonus table (§2.6), for the contract's chance
    "cardtable.games.njet.board",
    "cardtable.games.njet.cardplay",
    # the action tables and public facts a view carries
    "cardtable.games.mu.facts",
    "cardtable.games.njet.actions",
    "cardtable.games.njet.facts",
    "cardtable.games.meinz.actions",
    "cardtable.games.meinz.facts",
    "cardtable.games.was_sticht.actions",
    "cardtable.games.was_sticht.facts",
}


# The puzzle generator's open-hand solvers (cardtable/learn/exact.py finds them): they value a deal whose every hand
# is known, offline; no bot imports them (checked below), so no player at the table can see through them.
OPEN_HAND_SOLVERS = {BOTS / "ecarte_exact.py", BOTS / "tarokk_exact.py", BOTS / "ulti" / "exact.py"}
SOLVER_MODULES = {"cardtable.bots.ecarte_exact", "cardtable.bots.tarokk_exact", "cardtable.bots.ulti.exact"}


def test_no_bot_imports_the_puzzle_solvers():
    for path in BOTS.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = {node.module, *(f"{node.module}.{a.name}" for a in node.names)}
                assert not names & SOLVER_MODULES, f"{path.name} imports a puzzle solver"
            elif isinstance(node, ast.Import):
                assert not {a.name for a in node.names} & SOLVER_MODULES, f"{path.name} imports a puzzle solver"


def test_bot_code_never_imports_state_internals():
    offenders = []
    for path in BOTS.rglob("*.py"):
        if path in OPEN_HAND_SOLVERS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = {a.name for a in node.names}
                if node.module.startswith("cardtable.games.") and node.module not in ALLOWED_GAME_MODULES:
                    offenders.append(f"{path.name}: from {node.module}")
                if node.module == "cardtable.engine.protocol" and names & {"State"}:
                    offenders.append(f"{path.name}: imports State")
            elif isinstance(node, ast.Import):
                for a in node.names:
                    if a.name.startswith("cardtable.games.") and a.name not in ALLOWED_GAME_MODULES:
                        offenders.append(f"{path.name}: import {a.name}")
    assert not offenders, offenders


def _plain(x) -> bool:
    if x is None or isinstance(x, str | int | float | bool | Action):  # an action: immutable kind, cards, words
        return True
    if isinstance(x, list | tuple):
        return all(_plain(y) for y in x)
    if isinstance(x, dict):
        return all(_plain(k) and _plain(v) for k, v in x.items())
    if isinstance(x, Facts):  # the game's public facts: a frozen dataclass of plain data
        return all(_plain(getattr(x, f.name)) for f in dataclasses.fields(x))
    return False


def _midway(game, seed: int, steps: int):
    state = game.new_deal(seed, dealer=seed % game.default_players)
    bots = [get_bot("heuristic", game, s) for s in range(game.default_players)]
    for _ in range(steps):
        if state.to_move is None:
            break
        v = state.view(state.to_move)
        state.apply(bots[state.to_move].choose(v, v.legal_actions))
    return state


def _twin(game, state, rng):
    """Another deal with different hidden cards whose view for the seat to move is identical, or None."""
    seat = state.to_move
    deck = list(state.deck_codes)
    for _ in range(300):
        i, j = rng.sample(range(len(deck)), 2)
        other = deck[:]
        other[i], other[j] = other[j], other[i]
        twin = game.new_deal(deck=other, dealer=state.dealer)
        try:
            for a in state.actions_text:
                twin.apply(a)
        except IllegalAction:
            continue
        hidden_differs = any(twin.view(s).hand != state.view(s).hand for s in range(game.default_players))
        if twin.view(seat) == state.view(seat) and (hidden_differs or twin.deck_codes != state.deck_codes):
            return twin
    return None


@pytest.mark.parametrize("name", ["ecarte", "ulti"])
def test_same_view_other_hidden_cards_same_decisions(name):
    game = games.get(name)
    rng = random.Random(9)
    compared = 0
    for seed in range(20):
        state = _midway(game, seed, rng.randrange(1, 8 if name == "ecarte" else 30))
        if state.to_move is None:
            continue
        twin = _twin(game, state, rng)
        if twin is None:
            continue
        seat = state.to_move
        v1, v2 = state.view(seat), twin.view(seat)
        assert _plain(vars(v1))  # a view is plain data: no path back to the state
        for level in LEVELS:
            a = get_bot(level, game, 5).choose(v1, v1.legal_actions, 40)
            b = get_bot(level, game, 5).choose(v2, v2.legal_actions, 40)
            assert a == b, (level, a, b)
        compared += 1
    assert compared >= 6
