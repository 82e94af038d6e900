"""`cardtable hint FILE --json` answers for records of every game at every seat count (issue 11's proof)."""

from __future__ import annotations

import json
import random
import re

import pytest

from cardtable.cli import main
from cardtable.engine.record import DealRecord
from cardtable.engine.registry import get, infos


def _positions():
    out = []
    for record in infos():
        for players in record.player_counts:
            for stop in (1, 9):  # early (bidding, auction, draft…) and a few actions later
                out.append((record.name, players, stop))
    return out


@pytest.mark.parametrize(("game", "players", "stop"), _positions())
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_hint_json_ranks_exactly_the_legal_actions_best_first_with_a_reason(
    tmp_path, capsys, game, players, stop, lang
):
    from cardtable.engine.registry import info

    options = {"players": players} if info(game).seats_option else {}  # five Tarokk seats are a rule of the game
    g = get(game, **options)
    state = g.new_deal(seed=players * 10 + stop, players=players)
    rng = random.Random(stop)
    for _ in range(stop):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()).text)
    assert not state.is_over
    path = tmp_path / "deal.json"
    path.write_text(DealRecord.from_state(state).dumps(), encoding="utf-8")
    assert main(["hint", str(path), "--json", "--lang", lang, "--effort", "0.05"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == state.to_move
    assert sorted(a["action"] for a in out["actions"]) == sorted(a.text for a in state.legal_actions())
    values = [a["value"] for a in out["actions"]]
    assert values == sorted(values, reverse=True)
    for a in out["actions"]:
        assert isinstance(a["reason"], str) and a["reason"] and "{" not in a["reason"]
        assert not re.search(r"\{[a-z_]+\}", a["label"])
