"""``cardtable sim`` with bots: duplicate matches, the JSON summary, clear refusals."""

from __future__ import annotations

import json

import pytest

from cardtable.cli import main


def test_sim_duplicate_json(capsys):
    rc = main(
        [
            "sim",
            "--game",
            "ecarte",
            "--deals",
            "3",
            "--bots",
            "heuristic,random",
            "--duplicate",
            "--seed",
            "4",
            "--json",
        ]
    )
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    assert out["bots"] == ["heuristic", "random"] and out["duplicate"] is True
    for b in ("heuristic", "random"):
        m = out["mean"][b]
        assert m["n"] == 3 and m["ci95"][0] <= m["mean"] <= m["ci95"][1]
        assert set(out["think_ms"][b]) >= {"p50", "p95", "decisions"}
    vs = out["vs"]["heuristic-random"]
    assert abs(vs["mean"] - (out["mean"]["heuristic"]["mean"] - out["mean"]["random"]["mean"])) < 1e-3


def test_sim_three_seats_and_repeated_levels(capsys):
    rc = main(["sim", "--game", "ulti", "--deals", "2", "--bots", "heuristic,random,random", "--duplicate", "--json"])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["mean"]) == {"heuristic", "random"}
    # zero-sum game: one heuristic seat against two random ones per play
    h, r = out["mean"]["heuristic"]["mean"], out["mean"]["random"]["mean"]
    assert abs(h + 2 * r) < 1e-3


def test_sim_same_seed_same_summary(capsys):
    args = ["sim", "--game", "ecarte", "--deals", "2", "--bots", "expert,heuristic", "--think-ms", "30", "--json"]
    main(args)
    a = json.loads(capsys.readouterr().out)
    main(args)
    b = json.loads(capsys.readouterr().out)
    assert a["mean"] == b["mean"]


def test_sim_refuses_bad_bots(capsys):
    assert main(["sim", "--game", "ecarte", "--deals", "2", "--bots", "wizard,random"]) == 2
    assert "unknown bot 'wizard'" in capsys.readouterr().err
    assert main(["sim", "--game", "ulti", "--deals", "2", "--bots", "expert,random"]) == 2
    assert "needs 3 bots" in capsys.readouterr().err


def test_sim_without_bots_still_checks_the_engine(capsys):
    assert main(["sim", "--game", "ecarte", "--deals", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["failures"] == [] and out["actions"] > 0


def test_oracle_is_a_sim_yardstick_not_a_level(capsys):
    from cardtable import games
    from cardtable.bots import LEVELS, get_bot

    assert "oracle" not in LEVELS
    with pytest.raises(ValueError):
        get_bot("oracle", games.get("ecarte"))
    args = ["sim", "--game", "ecarte", "--deals", "1", "--bots", "oracle,heuristic", "--think-ms", "30", "--json"]
    assert main(args) == 0
    assert "oracle-heuristic" in json.loads(capsys.readouterr().out)["vs"]


def test_bench_think_time_rows():
    from cardtable.bots.bench import format_rows, think_time

    row = think_time("ecarte", None, deals=2, level="heuristic")
    assert row["decisions"] > 0 and 0 <= row["p50_ms"] <= row["p95_ms"] <= row["max_ms"]
    lines = format_rows([row])
    assert "p95" in lines[1] and "ecarte" in lines[1]


def test_bench_solver_document():
    """``bench --only solver``: one row per deal and contract with the deal itself, exact values, summaries."""
    from cardtable.bots.bench import format_solver, solver_rows

    out = solver_rows(seeds=[3], contracts=["piros passz", "betli"])
    assert [(d["seed"], d["contract"]) for d in out["deals"]] == [(3, "piros passz"), (3, "betli")]
    for d in out["deals"]:
        assert set(d) == {"seed", "contract", "declarer", "hands", "talon", "ms", "nodes", "value"}
        assert [len(h) for h in d["hands"]] == [10, 10, 10] and len(d["talon"]) == 2
        assert d["value"] in (2.0, -2.0, 4.0, -4.0, 10.0, -10.0) and d["nodes"] > 0
    assert set(out["summary"]) == {"piros passz", "betli"}
    assert set(out["root15"]) == {"mean_ms", "median_ms", "max_ms"}
    assert len(format_solver(out)) == 4


def test_sim_ladder_runs_every_step_and_judges_it(capsys):
    rc = main(["sim", "--game", "ecarte", "--ladder", "--deals", "3", "--think-ms", "20", "--no-clock", "--json"])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"] == 2 and out["clock"] is False
    assert [s["step"] for s in out["ladder"]] == ["expert-medium", "medium-heuristic", "heuristic-random"]
    for s in out["ladder"]:
        assert s["n"] == 3 and s["shown"] == (s["ci95"][0] > 0)
        assert s["ci95"][0] <= s["mean"] <= s["ci95"][1]


def test_sim_ladder_refuses_a_seat_count_the_game_has_not(capsys):
    assert main(["sim", "--game", "ecarte", "--ladder", "--players", "5"]) == 2
    assert "ecarte needs 2 players (got 5)" in capsys.readouterr().err


def test_sim_ladder_and_bots_together_are_refused(capsys):
    assert main(["sim", "--game", "ecarte", "--ladder", "--bots", "expert,random"]) == 2
    assert "not both" in capsys.readouterr().err
    assert main(["sim", "--game", "ecarte", "--players", "2", "--bots", "expert,random"]) == 2
    assert "--players is for --ladder" in capsys.readouterr().err


def test_sim_deviations_of_a_bot_from_itself_are_none(capsys):
    rc = main(["sim", "--game", "ecarte", "--deviations", "heuristic,heuristic", "--deals", "3", "--json"])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    assert out["steps"] and all(s["asked"] > 0 and s["deviations"] == 0 for s in out["steps"].values())
    assert out["total_per_seat_deal"]["mean"] == 0 and out["deviating_seat_deals"] == 0


def test_sim_deviations_credit_each_step_and_add_up(capsys):
    args = ["sim", "--game", "ulti", "--deviations", "heuristic,random", "--deals", "3", "--seed", "2", "--json"]
    assert main(args) == 0
    out = json.loads(capsys.readouterr().out)
    steps = out["steps"]
    assert out["players"] == 3 and sum(s["deviations"] for s in steps.values()) > 0
    for s in steps.values():
        assert 0 <= s["deviations"] <= s["asked"]
        if s["deviations"]:
            g = s["gain_per_deviation"]
            assert abs(g["mean"] * s["deviations"] / (3 * 3) - s["gain_per_seat_deal"]) < 1e-3
    total = sum(s["gain_per_seat_deal"] for s in steps.values())
    assert abs(total - out["total_per_seat_deal"]["mean"]) < 1e-3
    # Ulti is zero-sum: the seat's points less the others' mean is 3/2 of its own
    assert abs(out["relative_per_seat_deal"]["mean"] - 1.5 * out["total_per_seat_deal"]["mean"]) < 1e-3
    # --steps asks A only there
    assert main([*args, "--steps", "play"]) == 0
    only = json.loads(capsys.readouterr().out)
    assert set(only["steps"]) == {"play"} and only["steps"]["play"]["asked"] == steps["play"]["asked"]


REFUSED_DEVIATIONS = [
    (["--game", "ecarte", "--deviations", "expert", "--deals", "1"], "two bots"),
    (["--game", "ecarte", "--deviations", "expert,wizard", "--deals", "1"], "unknown bot 'wizard'"),
    (["--game", "ecarte", "--deviations", "expert,medium", "--bots", "expert,medium"], "without --bots"),
    (["--game", "ecarte", "--bots", "expert,medium", "--steps", "play"], "--steps is for --deviations"),
    (["--game", "ecarte", "--deviations", "expert,medium", "--steps", " , "], "names no step"),
    (["--game", "ulti", "--deviations", "expert,medium", "--players", "4"], "needs 3 players"),
]


@pytest.mark.parametrize(("args", "says"), REFUSED_DEVIATIONS)
def test_sim_deviations_refuse_bad_arguments(capsys, args, says):
    assert main(["sim", *args]) == 2
    assert says in capsys.readouterr().err


def test_sim_deviations_branches_finish_as_the_baseline_would():
    """A branch is finished by fresh bots: they must play exactly as the baseline's bots did from there on."""
    from cardtable import games
    from cardtable.commands.deviations import _finish
    from cardtable.commands.sim import decide, seat_bots, seeded_deal

    game = games.get("ecarte")
    for deal_seed in (3, 4):
        bots = seat_bots(["medium", "medium"], game, deal_seed, clock=False)
        state = seeded_deal(game, deal_seed, 2)
        midway = []
        while state.to_move is not None:
            midway.append(state.clone())
            state.apply(decide(bots[state.to_move], "medium", state, state.view(state.to_move), 60))
        baseline = list(state.result().points)
        for branch in midway[1::3]:
            assert _finish(game, branch, "medium", deal_seed, 60, clock=False) == baseline


def test_sim_deviations_show_progress_on_stderr(capsys):
    rc = main(["sim", "--game", "ecarte", "--deviations", "heuristic,random", "--deals", "3", "--progress", "--json"])
    captured = capsys.readouterr()
    assert rc == 0 and json.loads(captured.out)["deals"] == 3
    assert captured.err.split("\r")[1:] == ["deal 1/3", "deal 2/3", "deal 3/3\n"]
