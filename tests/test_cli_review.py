"""``cardtable review FILE --seat N --json --lang``: one seat's decisions, the coach's best, the cost, a reason.

Records of every game in the registry, made by seeded random play (a random player makes mistakes to find).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from cardtable import cli, games
from cardtable.engine import registry
from cardtable.engine.record import DealRecord

EFFORT = "0.05"


def random_record(game: str, seed: int, stop: int | None = None) -> DealRecord:
    state = games.get(game).new_deal(seed)
    rng = random.Random(seed)
    while not state.is_over and (stop is None or len(state.history) < stop):
        state.apply(rng.choice(state.legal_actions()))
    return DealRecord.from_state(state, seed=seed)


def run_review(path: Path, seat: int, lang: str, capsys, *more: str) -> dict:
    code = cli.main(["review", str(path), "--seat", str(seat), "--json", "--lang", lang, "--effort", EFFORT, *more])
    out, err = capsys.readouterr()
    assert code == 0 and err == "", err
    return json.loads(out)


@pytest.mark.parametrize("game", registry.names())
def test_review_lists_every_decision_of_the_seat(game, tmp_path, capsys):
    rec = random_record(game, 21)
    path = tmp_path / f"{game}.json"
    path.write_text(rec.dumps())
    state = rec.new_state()
    seat = 1
    mine = []  # (index, legal actions) of each of the seat's decisions
    for i, text in enumerate(rec.actions):
        if state.to_move == seat:
            mine.append((i, [a.text for a in state.legal_actions()]))
        state.apply(text)
    assert mine, f"seat {seat} made no decision in this {game} deal"
    en = run_review(path, seat, "en", capsys)
    assert (en["game"], en["seat"], en["over"]) == (game, seat, True)
    assert [d["index"] for d in en["decisions"]] == [i for i, _ in mine]
    for d, (i, legal) in zip(en["decisions"], mine):
        assert d["action"] == rec.actions[i] and d["best"] in legal
        assert d["forced"] == (len(legal) == 1)
        assert d["cost"] >= 0 and d["comment"]
        if not d["forced"]:
            assert d["reason"] and d["best_reason"]
            assert d["best_value"] >= d["value"] - 1e-6
            assert d["cost"] == pytest.approx(d["best_value"] - d["value"], abs=2e-3)
    assert en["cost"] == pytest.approx(sum(d["cost"] for d in en["decisions"] if d["mistake"]), abs=0.01)
    assert en["summary"].startswith(("You lost", "No mistakes", "You had no real choice"))
    hu = run_review(path, seat, "hu", capsys)
    assert [d["best"] for d in hu["decisions"]] == [d["best"] for d in en["decisions"]]  # the same judgement
    assert hu["cost"] == en["cost"]
    assert hu["summary"].startswith(("Hibákkal", "Nem hibáztál", "Ebben a leosztásban"))
    assert all("{" not in d["comment"] + d["reason"] for d in hu["decisions"])


def test_a_mistake_names_its_cost_and_the_better_move(tmp_path, capsys):
    # a random player in Ulti bids and plays badly: the review finds it, and the summary names the biggest
    for seed in range(30):
        rec = random_record("ulti", seed)
        path = tmp_path / f"ulti{seed}.json"
        path.write_text(rec.dumps())
        out = run_review(path, 0, "en", capsys)
        mistakes = [d for d in out["decisions"] if d["mistake"]]
        if mistakes:
            break
    else:
        raise AssertionError("thirty random Ulti deals without a single mistake by seat 0")
    worst = max(mistakes, key=lambda d: d["cost"])
    assert worst["best"] != worst["action"] and worst["cost"] > 0
    assert f"{worst['cost']:.1f}" in out["summary"] and worst["action_label"] in out["summary"]
    assert f"{out['cost']:.1f}" in out["summary"]


def test_the_review_is_seeded(tmp_path, capsys):
    path = tmp_path / "tarokk.json"
    path.write_text(random_record("tarokk", 4).dumps())
    assert run_review(path, 2, "en", capsys, "--seed", "3") == run_review(path, 2, "en", capsys, "--seed", "3")


def test_review_of_a_deal_in_progress(tmp_path, capsys):
    rec = random_record("ecarte", 9, stop=6)
    path = tmp_path / "running.json"
    path.write_text(rec.dumps())
    out = run_review(path, 0, "en", capsys)
    assert out["over"] is False
    assert all(d["index"] < 6 for d in out["decisions"])


def test_plain_text_output(tmp_path, capsys):
    path = tmp_path / "meinz.json"
    path.write_text(random_record("meinz", 2).dumps())
    code = cli.main(["review", str(path), "--seat", "0", "--effort", EFFORT])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    lines = out.strip().splitlines()
    assert lines[-1].startswith(("You lost", "No mistakes", "You had no real choice"))
    assert len(lines) >= 2
