"""A headless match that autosaves after every action: the subprocess the kill test SIGKILLs.

Usage: python autosave_worker.py HOME GAME SEED DEALS

Resumes from the autosave in HOME if there is one. Choices are a pure
function of the position (match seed, deal number, action index), so an
interrupted and resumed match plays exactly the actions of an uninterrupted
one. Prints "ready" once set up, "saved N" after each autosave (N = actions
in the save) and finally "done" with the totals as JSON.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from cardtable import games
from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, State
from cardtable.storage import Autosaver, find_autosave, paths_in


def choose(match: Match, state: State) -> Action:
    """The action played in this position: seeded by the position, not by the run."""
    rng = random.Random(f"{match.seed}:{match.deal_number}:{len(state.history)}")
    return rng.choice(state.legal_actions())


def new_match(game_name: str, seed: int, deals: int) -> Match:
    """A plain match of ``deals`` deals (long enough to be killed many times, whatever the game's own end rule)."""
    game = games.get(game_name)
    return Match(game=game, players=game.default_players, seed=seed, deals=deals)


def play(home: str, game_name: str, seed: int, deals: int, out=sys.stdout) -> list[int]:
    paths = paths_in(home).ensure()
    saver = Autosaver(paths)
    problems = []
    save = find_autosave(paths, Match, on_problem=problems.append)
    if problems:
        print(f"problem {problems[0]}", file=out, flush=True)
        raise SystemExit(3)
    if save is not None:
        match, state = save.restore(Match)
    else:
        match, state = new_match(game_name, seed, deals), None
    names = [f"seat {i}" for i in range(match.players)]
    levels: list = [None] + ["normal"] * (match.players - 1)
    print("ready", file=out, flush=True)

    def autosave() -> None:
        saver.save_match(match, state, names, levels)
        n = sum(len(d.record.actions) for d in match.history) + (len(state.history) if state is not None else 0)
        print(f"saved {n}", file=out, flush=True)

    while True:
        if state is None:
            if match.is_over:
                break
            state = match.new_deal()
            autosave()
        while not state.is_over:
            state.apply(choose(match, state))
            autosave()
        match.finish_deal(state)
        state = None
        autosave()
    print("done " + json.dumps(match.totals), file=out, flush=True)
    return list(match.totals)


def reference(game_name: str, seed: int, deals: int) -> tuple[list[str], list[int]]:
    """Every action of the uninterrupted match, in order, and its final totals (no files)."""
    match = new_match(game_name, seed, deals)
    actions: list[str] = []
    while not match.is_over:
        state = match.new_deal()
        while not state.is_over:
            action = choose(match, state)
            state.apply(action)
            actions.append(action.text)
        match.finish_deal(state)
    return actions, list(match.totals)


if __name__ == "__main__":
    # Only in the subprocess: importing this module in the test process must not change the registry.
    from cardtable.engine import registry
    from tests.storage.conftest import toy_record

    registry.names()
    registry.register(toy_record())
    play(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
