"""``cardtable hint FILE --json``: exactly the legal actions, best first; clear errors, never a traceback."""

from __future__ import annotations

import json

from cardtable import games
from cardtable.cli import main
from cardtable.engine.record import DealRecord
from tests.coach.positions import ecarte_last_two, ulti_keep_the_seven


def _write(tmp_path, state, name="deal.json"):
    p = tmp_path / name
    p.write_text(DealRecord.from_state(state).dumps(), encoding="utf-8")
    return p


def test_hint_json_covers_exactly_the_legal_actions(tmp_path, capsys):
    s = ecarte_last_two()
    p = _write(tmp_path, s)
    assert main(["hint", str(p), "--json", "--effort", "0.2"]) == 0
    out = json.loads(capsys.readouterr().out)
    actions = [a["action"] for a in out["actions"]]
    assert sorted(actions) == sorted(a.text for a in s.legal_actions())
    assert actions[0] == "play SK"
    values = [a["value"] for a in out["actions"]]
    assert values == sorted(values, reverse=True)
    assert all(isinstance(a["reason"], str) and a["reason"] for a in out["actions"])


def test_hint_json_in_hungarian_for_ulti(tmp_path, capsys):
    p = _write(tmp_path, ulti_keep_the_seven())
    assert main(["hint", str(p), "--json", "--lang", "hu", "--effort", "0.1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["actions"][0]["action"] == "play PA"
    assert "adu hetes" in out["actions"][0]["reason"]


def test_hint_text_output(tmp_path, capsys):
    s = games.get("ecarte").new_deal(seed=1)
    p = _write(tmp_path, s)
    assert main(["hint", str(p), "--effort", "0.1"]) == 0
    out = capsys.readouterr().out
    assert "propose" in out and "stand" in out


def test_finished_deal_is_a_clear_error(tmp_path, capsys):
    s = games.get("ecarte").new_deal(seed=2)
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    p = _write(tmp_path, s)
    assert main(["hint", str(p), "--json"]) == 1
    err = capsys.readouterr().err
    assert "over" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_bad_files_are_clear_errors(tmp_path, capsys):
    cases = {
        "missing.json": None,
        "garbage.json": "{not json",
        "wrong.json": json.dumps({"format": "something-else"}),
        "illegal.json": json.dumps(
            {**DealRecord.from_state(games.get("ecarte").new_deal(seed=1)).to_json(), "actions": ["play HK"]}
        ),
    }
    for name, text in cases.items():
        p = tmp_path / name
        if text is not None:
            p.write_text(text, encoding="utf-8")
        assert main(["hint", str(p), "--json"]) == 1, name
        err = capsys.readouterr().err
        assert err.startswith("cardtable hint:") and "Traceback" not in err, (name, err)


def test_bad_arguments_exit_with_usage_code(tmp_path, capsys):
    p = _write(tmp_path, games.get("ecarte").new_deal(seed=1))
    assert main(["hint", str(p), "--lang", "de"]) == 2
    assert main(["hint", str(p), "--effort", "lots"]) == 2
    capsys.readouterr()


def test_review_of_a_finished_deal(tmp_path, capsys):
    s = ulti_keep_the_seven()
    at = len(s.history)
    s.apply("play M7")
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    p = _write(tmp_path, s)
    assert main(["hint", str(p), "--review", "0", "--json", "--effort", "0.1"]) == 0
    out = json.loads(capsys.readouterr().out)
    step = out["steps"][at]
    assert step["mistake"] and step["best"] == "play PA" and step["loss"] > 10
    assert out["cost"] >= step["loss"] and len(out["steps"]) == len(s.history)
    assert main(["hint", str(p), "--review", "5"]) == 2
    assert "seat from 0 to 2" in capsys.readouterr().err
