"""Écarté by the chance of winning the game: the win table, game equity, and decisions that change with the score."""

from __future__ import annotations

import random
import time

import pytest

from cardtable import games
from cardtable.bots import ecarte as becarte
from cardtable.bots.ecarte_game import OUTCOMES, GameEquity, point_worth, settle_game, win_chance, win_table
from cardtable.bots.policy import policy_for


@pytest.mark.parametrize("target", [5, 7, 11])
def test_win_table_is_a_probability_monotone_and_complementary(target):
    table = win_table(target)
    assert len(table) == target and all(len(row) == target for row in table)
    for a in range(target):
        for b in range(target):
            for d in (0, 1):
                p = table[a][b][d]
                assert 0.0 < p < 1.0
                # one of the two players wins: my chance and his (he deals when I do not) add up to 1
                assert table[b][a][1 - d] == pytest.approx(1.0 - p, abs=1e-12)
                if a + 1 < target:
                    assert table[a + 1][b][d] > p  # a point more for me helps
                if b + 1 < target:
                    assert table[a][b + 1][d] < p  # a point more for him hurts
    assert win_chance(target, 3, target, False) == 1.0 and win_chance(2, target, target, True) == 0.0
    assert abs(table[0][0][0] - 0.5) < 0.05 and abs(table[0][0][1] - 0.5) < 0.05
    assert point_worth(target) > 0


def test_outcomes_are_a_distribution_and_every_deal_scores():
    assert sum(q for *_rest, q in OUTCOMES) == pytest.approx(1.0)
    assert all(pts in (1, 2) and tricks in ("D", "N") for _king, tricks, pts, _q in OUTCOMES)


def test_the_king_scores_before_the_tricks():
    assert settle_game(4, 4, 5, -1, 1, 2) == 0  # his king reaches 5 first
    assert settle_game(4, 4, 5, 1, -1, 1) == 1
    assert settle_game(3, 4, 5, 1, 0, 0) is None
    assert settle_game(3, 4, 5, 1, 1, 1) == 1
    assert settle_game(0, 0, 5, 0, 1, 2) is None


def test_equity_counts_points_by_what_they_do_to_the_game():
    start = GameEquity(0, 0, 5, False)
    assert start.value(0, 0, 0) == 0.0
    assert 0.7 < start.value(0, 1, 1) < 1.3  # about a point at the start of a game
    assert start.value(0, 1, 2) > start.value(0, 1, 1) > 0 > start.value(0, -1, 1) > start.value(0, -1, 2)
    end = GameEquity(4, 4, 5, True)
    assert end.value(0, 1, 1) == end.value(0, 1, 2) == end.value(1, 0, 0)  # any point wins the game
    assert end.value(0, -1, 1) == end.value(0, -1, 2) < 0
    # at 3:4 a vole wins the game but a single point does not; any point of his ends it
    near = GameEquity(3, 4, 5, False)
    assert near.value(0, 1, 2) > 3 * near.value(0, 1, 1) > 0
    assert near.value(0, -1, 2) == near.value(0, -1, 1)


def test_play_model_keeps_points_without_equity_and_uses_equity_with_it():
    m_points = becarte.play_model(0, 0, 1, False, False)
    m_game = becarte.play_model(0, 0, 1, False, False, GameEquity(4, 4, 5, False), 0)
    assert m_points.value((5, 0)) == 2.0 and m_points.value((3, 2)) == 1.0
    assert m_game.value((5, 0)) == m_game.value((3, 2)) > 0 > m_game.value((1, 4))


def _stand_minus_propose(scores, seed, effort=0.25):
    game = games.get("ecarte").with_scores(scores)
    view = game.new_deal(seed=seed, dealer=1).view(0)  # seat 0 is the non-dealer, to propose or stand
    assert view.phase == "propose" and view.facts.scores == list(scores)
    propose, stand = (game.parse_action(t) for t in ("propose", "stand"))
    vals = policy_for(game).values(view, [propose, stand], random.Random(1), effort, time.perf_counter() + 60)
    return vals[stand] - vals[propose]


def test_at_four_all_the_expert_stands_where_it_proposes_at_love_all(monkeypatch):
    # At 0:0 this hand should propose (standing risks the 2-point §41 penalty for a thin gain); at 4:4 any
    # point ends the game, the penalty is no worse than a lost trick and the dealer's exchange is what hurts.
    # (The plain means: the margin a move needs to leave the rule of thumb is not what this is about.)
    monkeypatch.setattr(becarte, "DEVIATE_Z", 0.0)
    assert _stand_minus_propose((0, 0), 6) < -0.1
    assert _stand_minus_propose((4, 4), 6) > 0.5


def test_values_ignore_the_score_with_game_awareness_off(monkeypatch):
    monkeypatch.setattr(becarte, "GAME_AWARE", False)
    assert _stand_minus_propose((0, 0), 6, 0.1) == _stand_minus_propose((4, 4), 6, 0.1)
