"""Deal records and the CLI (replay, sim) on Ulti: good records, illegal ones, unreadable files."""

import json
import random
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.engine.record import DealRecord, RecordError
from cardtable.games.ulti import make_game

DATA = Path(__file__).parent.parent / "data" / "ulti"
GOOD = sorted(p for p in DATA.glob("*.json") if not p.name.startswith("illegal"))


def test_example_records_exist():
    assert len(GOOD) >= 5


@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.stem)
def test_replay_example_record(path, capsys):
    assert main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert out["over"] is True
    assert out["points"] == stored["result"]["points"] and sum(out["points"]) == 0
    assert out["lines"] or out["points"] == [0, 0, 0]  # a conceded 4M passz costs nothing
    assert all({"part", "payer", "payee", "amount"} <= set(ln) for ln in out["lines"])
    assert out["details"]["contract"] == stored["result"]["details"]["contract"]


def test_replay_illegal_record_names_action_and_rule(capsys):
    assert main(["replay", str(DATA / "illegal_must_follow.json")]) == 1
    cap = capsys.readouterr()
    out = json.loads(cap.out)
    assert out["index"] == 21 and out["action"] == "play TA" and out["rule"] == "MAUSZ §6(3)"
    assert cap.err.count("\n") == 1 and "action 21" in cap.err and "MAUSZ §6(3)" in cap.err


def test_replay_unfinished_record_lists_legal_actions(tmp_path, capsys):
    s = make_game("4m").new_deal(4)
    s.apply(s.legal_actions()[0])
    p = tmp_path / "half.json"
    p.write_text(DealRecord.from_state(s, seed=4).dumps(), encoding="utf-8")
    assert main(["replay", str(p)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["over"] is False and out["phase"] == "bidding" and out["legal_actions"]


def _record(**changes):
    d = json.loads((DATA / "mausz_ulti_kontra.json").read_text(encoding="utf-8"))
    d.update(changes)
    return d


@pytest.mark.parametrize(
    "content, message",
    [
        (b"\xff\xfe\x00garbage", "not a text file"),
        (b"{not json", "not valid JSON"),
        (b"[]", "must be a JSON object"),
        (json.dumps(_record(format="other/1")).encode(), "not a cardtable deal record"),
        (json.dumps(_record(variant="bogus")).encode(), "cannot set up the game"),
        (json.dumps(_record(deck=["P7"] * 32)).encode(), "deal is not valid"),
        (json.dumps(_record(dealer=5)).encode(), "deal is not valid"),
        (json.dumps(_record(actions=["discard M7 M8", "bid nonsense"])).encode(), "cannot be read"),
        (json.dumps(_record(actions=["pass"])).encode(), "the forehand must bid"),
    ],
)
def test_replay_bad_file_one_line_message(tmp_path, capsys, content, message):
    p = tmp_path / "bad.json"
    p.write_bytes(content)
    assert main(["replay", str(p)]) == 1
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_replay_missing_file_and_folder(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "nope.json")]) == 1
    assert "no such file" in capsys.readouterr().err
    assert main(["replay", str(tmp_path)]) == 1
    assert "folder" in capsys.readouterr().err


def test_replay_first_bad_action_rule_4m(tmp_path, capsys):
    d = json.loads((DATA / "4m_ulti_mordkontra.json").read_text(encoding="utf-8"))
    d["actions"][1] = "bid passz"  # fine
    d["actions"].insert(2, "bid ulti")  # seat 1 bids without taking the talon
    p = tmp_path / "bad4m.json"
    p.write_text(json.dumps(d), encoding="utf-8")
    assert main(["replay", str(p)]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["index"] == 2 and out["rule"].startswith("4M")


def test_record_round_trip_same_result():
    game = make_game()
    s = game.new_deal(77, dealer=1)
    rng = random.Random(77)
    while s.to_move is not None:
        s.apply(rng.choice(s.legal_actions()))
    rec = DealRecord.from_state(s, seed=77)
    again = DealRecord.loads(rec.dumps()).replay()
    assert again.result().to_json() == s.result().to_json()
    assert rec.players == 3 and rec.deck == s.deck_codes


def test_record_replay_refuses_illegal_with_record_error():
    rec = DealRecord.load(DATA / "illegal_must_follow.json")
    with pytest.raises(RecordError) as e:
        rec.replay()
    assert e.value.index == 21 and e.value.rule == "MAUSZ §6(3)"


@pytest.mark.parametrize("variant", [[], ["--variant", "4m"]])
def test_sim_cli_runs_clean(capsys, variant):
    assert main(["sim", "--game", "ulti", *variant, "--deals", "30", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["failures"] == [] and out["deals"] == 30 and out["actions"] > 600


def test_sim_cli_bad_variant(capsys):
    assert main(["sim", "--game", "ulti", "--variant", "bogus", "--deals", "1"]) == 2
    assert "unknown ulti variant" in capsys.readouterr().err
