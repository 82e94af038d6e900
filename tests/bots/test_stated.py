"""What the bots state at the decisions that commit them (``bots/stated.py``), game by game, and how the same
policy judges it after the deal (issue 27 §2)."""

from __future__ import annotations

import pytest

from cardtable import games
from cardtable.bots.policy import policy_for
from cardtable.bots.stated import Stated, break_even
from cardtable.commands.sim_runs import Run, deal_record
from cardtable.engine.protocol import Line, Result

# per game: the kinds its bots state, and those that are the seat's contract
KINDS = {
    "ulti": ({"contract", "take", "trump", "kontra", "rekontra"}, {"contract"}),
    "tarokk": ({"contract", "announce", "kontra", "rekontra"}, {"contract"}),
    "mu": ({"contract"}, {"contract"}),
    "njet": ({"team"}, {"team"}),
    "was-sticht": ({"task"}, {"task"}),
    "meinz": ({"claim"}, {"claim"}),
    "ecarte": ({"stand"}, {"stand"}),
}


@pytest.mark.parametrize("name", sorted(KINDS))
def test_the_rule_of_thumb_states_its_commitments_without_a_rate(name):
    """Every game's policy names its commitments for every level; the heuristic states no rate. Over a few
    self-play deals some contract is judged, each judged at most once per seat and commitment."""
    game = games.get(name)
    run = Run(name, None, ["heuristic"] * game.default_players, 6, 40, False, None, False)
    notes = [n for i in range(run.deals) for n in deal_record(run, i)["notes"]]
    kinds, contract_kinds = KINDS[name]
    assert notes and {n["kind"] for n in notes} <= kinds
    assert all(n["rate"] is None and n["break_even"] is None for n in notes)
    assert all(n["contract"] == (n["kind"] in contract_kinds) for n in notes)
    assert any(n["contract"] and n["made"] is not None for n in notes)


def _result(points, details, lines=()):
    return Result(list(points), list(lines), details)


NJET_WON = {"teams": [[1, 3], [0, 2]], "team_scores": [72, 12]}
NJET_TIED = {"teams": [[0, 3], [1, 2]], "team_scores": [5, 5]}
TASKS = {"shown": ["last", None, "most"], "fulfilled": [True, None, False]}
PARTI_WON = _result([0] * 4, {"declarer": 0, "bid": 3, "card_points": [65, 29]}, [Line("parti", True, 1, 1, 2, 0, 1)])
DUPLA = Line("silent-dupla", True, 2, 1, 0, 2, 2)
DUPLA_LOST = _result([0] * 4, {"declarer": 0, "bid": 3, "card_points": [20, 74]}, [DUPLA])
TRULL_LINES = [Line("trull", True, 2, 1, 2, 0, 2), Line("trull", True, 2, 1, 3, 1, 2)]  # seats 2, 3 pay 0, 1
TRULL = _result([0] * 4, {"declarer": 0, "bid": 3}, TRULL_LINES)

JUDGED = [
    # MÜ: the chief at the bid he stopped at
    ("mu", Stated("contract", "3", 1, True), _result([0] * 4, {"chief": 1, "bid": 3, "made": True}), True),
    ("mu", Stated("contract", "2", 1, True), _result([0] * 4, {"chief": 1, "bid": 3, "made": True}), None),
    ("mu", Stated("contract", "3", 2, True), _result([0] * 4, {"chief": 1, "bid": 3, "made": False}), None),
    ("mu", Stated("contract", "3", 1, True), _result([0] * 4, {"chief": 1, "bid": 3, "made": False}), False),
    # NJET: the chooser's team outscored the other
    ("njet", Stated("team", "1 3", 3, True), _result([0] * 4, NJET_WON), True),
    ("njet", Stated("team", "0 3", 3, True), _result([0] * 4, NJET_TIED), False),
    # Was sticht?: the task shown was fulfilled
    ("was-sticht", Stated("task", "last", 0, True), _result([1, 0, 0], TASKS), True),
    ("was-sticht", Stated("task", "most", 2, True), _result([1, 0, 0], TASKS), False),
    ("was-sticht", Stated("task", "fewest", 2, True), _result([1, 0, 0], TASKS), None),
    # Meinz: the round paid the claimant
    ("meinz", Stated("claim", "trick 1", 1, True), _result([0, 3, 2, 1], {}), True),
    ("meinz", Stated("claim", "trick 4", 0, True), _result([0, 3, 2, 1], {}), False),
    # Écarté: ahead of the other
    ("ecarte", Stated("stand", "stand", 1, True), _result([0, 3], {}), True),
    ("ecarte", Stated("stand", "refuse", 0, True), _result([0, 3], {}), False),
    # Tarokk: the game at the final bid for the declarer; an announcement or kontra by the side paid for it
    ("tarokk", Stated("contract", "3", 0, True), PARTI_WON, True),
    ("tarokk", Stated("contract", "2", 0, True), PARTI_WON, None),
    ("tarokk", Stated("contract", "3", 0, True), DUPLA_LOST, False),
    ("tarokk", Stated("announce", "trull", 3), TRULL, False),
    ("tarokk", Stated("kontra", "trull", 0), TRULL, True),
]


@pytest.mark.parametrize(("name", "note", "result", "made"), JUDGED)
def test_each_game_judges_its_commitments(name, note, result, made):
    assert policy_for(games.get(name)).made(note, result) is made


def test_the_expert_states_a_rate_and_a_break_even(capsys):
    """A searched commitment carries the share of the search's worlds that made it and its break-even against
    the best other choice: a Meinz claim (its worlds judged by the same ``made``)."""
    run = Run("meinz", None, ["expert", "heuristic", "heuristic", "heuristic"], 1, 2, False, 20, False)
    stated = [n for n in deal_record(run, 0)["notes"] if n["bot"] == "expert" and n["rate"] is not None]
    assert stated, "the expert claimed no trick by search"
    for n in stated:
        assert 0 <= n["rate"] <= 1 and 0 <= n["break_even"] <= 1


def test_break_even_is_where_the_commitment_pays_as_much_as_the_alternative():
    assert break_even(0.0, made=4.0, failed=-8.0) == pytest.approx(2 / 3, abs=1e-4)
    assert break_even(-2.0, made=2.0, failed=-2.0) == 0.0  # even failing pays the alternative
    assert break_even(5.0, made=2.0, failed=2.0) == 1.0  # nothing it can do pays as much
    assert Stated("contract", "x", 0, rate=0.4, break_even=0.6).below_break_even
    assert not Stated("contract", "x", 0, rate=0.4, break_even=0.6, forced=True).below_break_even
    assert not Stated("contract", "x", 0, rate=0.7, break_even=0.6).below_break_even


def test_the_tables_bots_keep_no_notes_the_sims_do():
    """A bot the table keeps for a whole session states nothing into a list that would only grow."""
    from cardtable.bots import get_bot
    from cardtable.commands.sim_runs import make_bot

    game = games.get("ecarte")
    for seed in range(8):
        state = game.new_deal(seed=seed)
        view = state.view(state.to_move)
        table, sims = get_bot("heuristic", game, 1), make_bot("heuristic", game, 1)
        table.choose(view, view.legal_actions)
        action = sims.choose(view, view.legal_actions)
        note = sims.policy.commitment(view, action, view.legal_actions)
        assert table.notes is None and sims.notes == ([note] if note else [])
