"""Every subcommand with bad arguments and bad files: a one-line message, non-zero exit, no traceback."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable import cli, games
from cardtable.engine.record import DealRecord


def real_game() -> str:
    """A game whose engine plays a deal (Écarté first, else Ulti)."""
    for name in ("ecarte", "ulti"):
        try:
            state = games.get(name).new_deal(1)
            while not state.is_over:
                state.apply(state.legal_actions()[0])
            return name
        except Exception:
            continue
    raise AssertionError("no game engine imports")


def run_cli(argv: list[str], capsys) -> tuple[int, str, str]:
    try:
        code = cli.main(argv)
    except SystemExit as e:  # main must return, but a stray exit still must not print a traceback
        code = e.code if isinstance(e.code, int) else 2
    out, err = capsys.readouterr()
    return code, out, err


def assert_clean_failure(code: int, out: str, err: str, *words: str) -> None:
    assert code != 0, (out, err)
    assert "Traceback" not in out + err, err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1, f"expected one line on stderr, got: {err!r}"
    assert lines[0].startswith("cardtable"), lines[0]
    assert len(lines[0]) < 400, lines[0]
    for w in words:
        assert w in lines[0], (w, lines[0])


def test_every_subcommand_is_covered():
    covered = {"replay", "sim", "bench", "paths", "hint", "review", "learn"}
    missing = set(cli.COMMANDS) - covered
    assert not missing, f"add hostile cases for: {missing}"


# ---- arguments ------------------------------------------------------------------------------


BAD_ARGS = [
    (["frobnicate"], "invalid choice"),
    (["replay"], "required"),
    (["replay", "a.json", "b.json"], "unrecognized"),
    (["sim"], "required"),
    (["sim", "--game", "skat"], "invalid choice"),
    (["sim", "--game", "GAME", "--deals", "0"], "at least 1"),
    (["sim", "--game", "GAME", "--deals", "many"], "whole number"),
    (["sim", "--game", "GAME", "--deals", "-5"], ""),
    (["sim", "--game", "GAME", "--seed", "x"], "invalid int"),
    (["sim", "--game", "GAME", "--variant", "no-such-variant"], ""),
    (["sim", "--game", "GAME", "--nope"], "unrecognized"),
    (["bench", "--seconds", "fast"], "seconds"),
    (["bench", "--seconds", "-1"], "seconds"),
    (["bench", "--seconds", "nan"], "seconds"),
    (["bench", "--seconds", "inf"], "seconds"),
    (["bench", "--bogus"], "unrecognized"),
    (["paths", "--bogus"], "unrecognized"),
    (["hint"], "required"),
    (["hint", "x.json", "--effort", "lots"], "number"),
    (["hint", "x.json", "--effort", "1000"], "effort"),
    (["hint", "x.json", "--lang", "xx"], "invalid choice"),
    (["hint", "x.json", "--seed", "1.5"], "invalid int"),
    (["paths", "extra"], "unrecognized"),
    (["review"], "required"),
    (["review", "x.json"], "--seat"),
    (["review", "x.json", "--seat", "north"], "invalid int"),
    (["review", "x.json", "--seat", "0", "--lang", "de"], "invalid choice"),
    (["review", "x.json", "--seat", "0", "--effort", "0"], "effort"),
    (["learn"], "required"),
    (["learn", "--game", "skat"], "invalid choice"),
    (["learn", "--game", "GAME", "--lang", "de"], "invalid choice"),
    (["learn", "--game", "GAME", "extra"], "unrecognized"),
]


@pytest.mark.parametrize(("argv", "words"), BAD_ARGS, ids=[" ".join(a) for a, _ in BAD_ARGS])
def test_bad_arguments(argv, words, capsys):
    argv = [real_game() if a == "GAME" else a for a in argv]
    code, out, err = run_cli(argv, capsys)
    assert_clean_failure(code, out, err, *([words] if words else []))


def test_sim_with_an_unknown_bot(capsys):
    code, out, err = run_cli(["sim", "--game", real_game(), "--deals", "1", "--bots", "nobody,nobody"], capsys)
    assert_clean_failure(code, out, err)


# ---- files for replay -----------------------------------------------------------------------


def _record() -> DealRecord:
    game = games.get(real_game())
    state = game.new_deal(11)
    rng = random.Random(11)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return DealRecord.from_state(state, seed=11)


def _illegal(doc: dict) -> dict:
    """The last card play replaced by a card already played (parseable, not in hand)."""
    plays = [i for i, a in enumerate(doc["actions"]) if a.startswith("play ")]
    doc["actions"][plays[-1]] = doc["actions"][plays[0]]
    return doc


def _bad_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    good = _record().to_json()
    text = json.dumps(good)
    files: dict[str, tuple[Path, str]] = {}

    def put(name: str, content: bytes | str, words: str = "") -> None:
        p = tmp_path / f"{name.replace(' ', '_')}.json"
        p.write_bytes(content.encode() if isinstance(content, str) else content)
        files[name] = (p, words)

    def doc(name: str, words: str, **changes) -> None:
        d = json.loads(text)
        d.update(changes)
        put(name, json.dumps(d), words)

    files["missing"] = (tmp_path / "nope.json", "no such file")
    files["folder"] = (tmp_path, "folder")
    put("empty", b"", "not valid JSON")
    put("binary", bytes(range(256)) * 4, "not UTF-8")
    put("truncated", text[: len(text) // 2], "not valid JSON")
    put("a list", "[1, 2, 3]", "JSON object")
    put("a string", '"cardtable-deal/1"', "JSON object")
    put("deep nesting", "[" * 200_000 + "]" * 200_000, "JSON")
    put("huge integer", '{"format": "cardtable-deal/1", "seed": ' + "9" * 10_000 + "}", "JSON")
    put("NaN", text.replace('"dealer": 0', '"dealer": NaN').replace('"dealer": 1', '"dealer": NaN'), "")
    put("too large", " " * 3_000_000 + "{}", "too large")
    doc("future format", "newer", format="cardtable-deal/2")
    doc("foreign format", "not a cardtable deal record", format="something-else/1")
    doc("no game", "game", game=None)
    doc("unknown game", "game", game="skat")
    doc("deck not a list", "deck", deck="P7 P8")
    doc("unknown card codes", "XX", deck=["XX", *good["deck"][1:]])
    doc("short deck", "deal", deck=good["deck"][:5])
    doc("duplicate cards", "deal", deck=[good["deck"][0]] * len(good["deck"]))
    doc("dealer out of range", "deal is not valid", dealer=7)
    doc("negative dealer", "dealer", dealer=-1)
    doc("dealer is text", "dealer", dealer="north")
    doc("players absurd", "", players=1000)
    doc("actions not texts", "actions", actions=[1, 2])
    doc("action unreadable", "action 0", actions=["fly away", *good["actions"][1:]])
    doc("illegal action", "illegal", actions=_illegal(json.loads(text))["actions"])
    doc("hostile options", "game", options={"variant": "x", "__class__": 1})
    doc("options not an object", "options", options=[1])
    doc("variant unknown", "", variant="no-such-variant")
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.json"
        os.mkfifo(fifo)
        files["fifo"] = (fifo, "not a regular file")
    return files


@pytest.mark.parametrize("command", ["replay", "hint", "review"])
def test_bad_record_files(command, tmp_path, capsys):
    failures = []
    more = ["--seat", "0", "--effort", "0.05"] if command == "review" else []
    for name, (path, words) in _bad_files(tmp_path).items():
        code, out, err = run_cli([command, str(path), *more], capsys)
        try:
            assert_clean_failure(code, out, err, *([words] if words else []))
        except AssertionError as e:
            failures.append(f"{name}: {e}")
    assert not failures, "\n".join(failures)


def test_replay_illegal_action_names_index_and_rule(tmp_path, capsys):
    doc = _illegal(_record().to_json())
    bad_index = max(i for i, a in enumerate(doc["actions"]) if a.startswith("play "))
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(doc))
    code, out, err = run_cli(["replay", str(path)], capsys)
    assert_clean_failure(code, out, err, f"action {bad_index}")
    report = json.loads(out)
    assert report["index"] == bad_index and report["rule"]


def test_hint_on_a_finished_deal(tmp_path, capsys):
    path = tmp_path / "over.json"
    path.write_text(_record().dumps())
    code, out, err = run_cli(["hint", str(path)], capsys)
    assert_clean_failure(code, out, err)


@pytest.mark.parametrize("seat", ["-1", "7"])
def test_review_of_a_seat_not_at_the_table(seat, tmp_path, capsys):
    path = tmp_path / "good.json"
    path.write_text(_record().dumps())
    code, out, err = run_cli(["review", str(path), "--seat", seat], capsys)
    assert_clean_failure(code, out, err, "--seat takes a seat from 0 to 1")
    assert out == ""


def test_replay_good_record_still_works(tmp_path, capsys):
    rec = _record()
    path = tmp_path / "good.json"
    path.write_text(rec.dumps())
    code, out, err = run_cli(["replay", str(path)], capsys)
    assert code == 0 and err == ""
    assert json.loads(out)["points"] == rec.result["points"]


def test_paths_json(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    code, out, err = run_cli(["paths", "--json"], capsys)
    assert code == 0 and err == ""
    assert json.loads(out) == {
        "settings": str(tmp_path / "settings.json"),
        "saves": str(tmp_path / "saves"),
        "autosave": str(tmp_path / "autosave.json"),
        "logs": str(tmp_path / "logs"),
        "quarantine": str(tmp_path / "quarantine"),
        "statistics": str(tmp_path / "statistics.json"),
        "learned": str(tmp_path / "learned.json"),
    }


def test_unexpected_error_in_a_command_is_one_line_and_logged(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    from cardtable.commands import paths

    def broken(args):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(paths, "run", broken)
    code, out, err = run_cli(["paths"], capsys)
    assert_clean_failure(code, out, err, "internal error")
    logs = list((tmp_path / "logs").iterdir())
    assert len(logs) == 1 and "ZeroDivisionError: a bug" in logs[0].read_text()
    assert str(logs[0]) in err


def test_real_process_prints_no_traceback(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\x00\xff{")
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable", "replay", str(bad)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "CARDTABLE_HOME": str(tmp_path / "home")},
    )
    assert proc.returncode == 1
    assert "Traceback" not in proc.stdout + proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


# ---- the app's own options (no subcommand): the same one line and exit 2 as the subcommands ------------------------


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--bogus"], "unrecognized arguments: --bogus"),
        (["--game", "skat"], "invalid choice"),
        (["--lang", "xx"], "invalid choice"),
        (["--players", "many", "--game", "ulti"], "invalid int"),
        (["--seed", "x"], "invalid int"),
        (["--selftest", "--size", "big"], "size like 1280x800"),
        (["--selftest", "--size", "0x0"], "size like 1280x800"),
        (["--selftest", "--timeout", "nan"], "seconds above 0"),
        (["--selftest", "--timeout", "-1"], "seconds above 0"),
        (["--game", "ulti", "--players", "4"], "ulti is played by 3 players, not 4"),
        (["--screenshot", "x.png"], "needs --selftest"),
        (["--version", "extra"], "--version takes nothing after it"),
    ],
)
def test_bad_app_options_are_one_usage_line_and_exit_2(argv, words, capsys, monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    code, out, err = run_cli(argv, capsys)
    assert code == 2, (out, err)
    assert_clean_failure(code, out, err, words, "(see 'cardtable --help')")
    assert err.startswith("cardtable: error: ")


def test_a_subcommand_error_has_the_same_shape(capsys):
    code, _out, err = run_cli(["sim", "--bogus"], capsys)
    assert code == 2 and err.startswith("cardtable sim: error: ") and err.rstrip().endswith("--help')")


def test_version_alone_prints_it(capsys):
    from cardtable import __version__

    code, out, err = run_cli(["--version"], capsys)
    assert code == 0 and out.strip() == f"cardtable {__version__}" and not err
