"""Deal records: the example records replay (also through ``cardtable replay``); bad ones are refused."""

import json
from pathlib import Path

import pytest

from cardtable.cli import main
from cardtable.engine.record import DealRecord, RecordError

DATA = Path(__file__).resolve().parents[1] / "data" / "ecarte"
RECORDS = sorted(DATA.glob("*.json"))


def test_there_are_example_records():
    assert len(RECORDS) >= 5


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_example_record_replays_to_its_result(path):
    record = DealRecord.load(path)
    assert record.game == "ecarte" and record.result is not None
    state = record.replay()
    assert state.is_over
    assert state.result().to_json() == record.result
    assert DealRecord.from_state(state, seed=record.seed).to_json() == json.loads(path.read_text())


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_cli_replay_prints_the_result(path, capsys):
    assert main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["over"] is True and out["points"] == json.loads(path.read_text())["result"]["points"]


def test_record_with_an_illegal_card_names_the_action_and_rule(tmp_path, capsys):
    data = json.loads((DATA / "penalty_refused.json").read_text())
    # The dealer answers the seven of hearts with the seven of diamonds, played two tricks ago.
    i = data["actions"].index("play H9")
    data["actions"][i] = "play D7"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(RecordError) as e:
        DealRecord.load(bad).replay()
    assert e.value.index == i and e.value.rule == "§44"
    assert main(["replay", str(bad)]) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out)["index"] == i
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err


def test_record_with_unknown_option_is_refused(tmp_path):
    data = json.loads((DATA / "vole_with_king.json").read_text())
    data["options"] = {"jokers": True}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(RecordError, match="unknown Écarté option"):
        DealRecord.load(bad).replay()
