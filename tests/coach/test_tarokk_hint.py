"""The coach answers for Tarokk: its cards are read through Tarokk's deck, never Ulti's (issue 11)."""

from __future__ import annotations

import json
import random

import pytest

from cardtable import games
from cardtable.cli import main
from cardtable.coach.explain import explain
from cardtable.coach.reasons import card_facts
from cardtable.engine.record import DealRecord


def _random_tarokk(seed: int, stop) -> object:
    """A seeded Tarokk deal played with random legal actions until ``stop(state)``."""
    state = games.get("tarokk").new_deal(seed)
    rng = random.Random(seed)
    while not stop(state):
        assert not state.is_over, "the deal ended before the wanted position"
        state.apply(rng.choice(state.legal_actions()).text)
    return state


def _mid_trick(state) -> bool:
    return state.phase == "play" and len(state.view(0).trick) == 2


def _record(tmp_path, state, name="tarokk.json"):
    path = tmp_path / name
    path.write_text(DealRecord.from_state(state).dumps(), encoding="utf-8")
    return path


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_hint_json_answers_for_a_tarokk_record_in_the_play(tmp_path, capsys, lang):
    state = _random_tarokk(3, _mid_trick)
    path = _record(tmp_path, state)
    assert main(["hint", str(path), "--json", "--lang", lang, "--effort", "0.05"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == state.to_move and out["phase"] == "play"
    actions = [a["action"] for a in out["actions"]]
    assert sorted(actions) == sorted(a.text for a in state.legal_actions())
    values = [a["value"] for a in out["actions"]]
    assert values == sorted(values, reverse=True)
    assert all(isinstance(a["reason"], str) and a["reason"] for a in out["actions"])


def test_hint_json_answers_for_a_tarokk_record_in_the_bidding(tmp_path, capsys):
    state = _random_tarokk(5, lambda s: s.phase == "bidding")
    path = _record(tmp_path, state)
    assert main(["hint", str(path), "--json", "--effort", "0.05"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert sorted(a["action"] for a in out["actions"]) == sorted(a.text for a in state.legal_actions())


def test_card_facts_read_tarokk_codes():
    state = _random_tarokk(3, _mid_trick)
    view = state.view(state.to_move)
    plays = [a.text[5:] for a in state.legal_actions() if a.kind == "play"]
    for code in plays:  # the old code raised UnknownCard('T…') for the hungarian32 deck here
        card_facts(view, code, len(plays))
    refused = [c for c in view.hand if c not in plays]
    for code in refused:
        why = explain(state, f"play {code}")
        assert not why.legal and why.key not in ("legal", "bad-action") and why.rule, why
