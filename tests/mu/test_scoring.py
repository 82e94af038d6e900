"""Scoring (digest §2.6, [HU] "Pontozás"): triangles, target table, bonus, penalty, result lines."""

import random

import pytest

from cardtable.engine.randomplay import play_random
from cardtable.games.mu import make_game
from cardtable.games.mu.actions import TRIANGLES, VALUE
from cardtable.games.mu.scoring import achieved, bonus, settle_play, target


def test_triangles_per_card_1():
    by_value = {VALUE[c]: TRIANGLES[c] for c in range(60)}
    assert by_value == {0: 1, 1: 0, 2: 1, 3: 1, 4: 1, 5: 1, 6: 2, 7: 2, 8: 1, 9: 0}
    assert sum(TRIANGLES) == 60


def test_target_table_2_6():
    assert [target(4, b) for b in range(1, 16)] == list(range(30, 59, 2))
    assert [target(5, b) for b in range(1, 13)] == list(range(24, 58, 3))
    assert target(5, 4) == 33  # [HU]
    assert [target(6, b) for b in range(1, 11)] == list(range(20, 57, 4))
    assert target(6, 1, "hmu") == 22  # the other 6-player row, as an option
    assert [target(3, b) for b in (1, 12)] == [12, 34]


def test_penalty_examples_2_6():
    # [HU]: Márk (3) bid 4 with 5 players (target 33), partner Anita (0); Márk 20 + Anita 9 = 29.
    r = settle_play(5, [9, 11, 10, 20, 10], chief=3, partner=0, bid=4, chief_trump="G")
    assert achieved(5, 29, 4) == 2 and r.details["short"] == 2
    assert r.points == [9, 21, 20, 0, 20]  # chief −20, the three opponents +10, the partner nothing
    pen = [ln for ln in r.lines if ln.part.startswith("penalty")]
    assert [(ln.part, ln.payer, ln.payee, ln.amount) for ln in pen] == [
        ("penalty", 3, -1, 20),
        ("penalty-share", -1, 1, 10),
        ("penalty-share", -1, 2, 10),
        ("penalty-share", -1, 4, 10),
    ]
    # Team 23: no level reached → short 4: chief −40, opponents +20 each.
    r = settle_play(5, [9, 13, 12, 14, 12], chief=3, partner=0, bid=4, chief_trump="G")
    assert r.details["achieved"] == 0 and r.points == [9, 33, 32, -26, 32]


def test_bonus_example_2_6():
    # [HU]: 4 cards, a colour trump, the team made it → 40 each; with trump "1" it would be 50.
    r = settle_play(5, [9, 11, 10, 24, 6], chief=3, partner=0, bid=4, chief_trump="G")
    assert r.details["made"] and r.points == [49, 11, 10, 64, 6]
    bonuses = [(ln.part, ln.payee, ln.amount) for ln in r.lines if ln.part == "bonus"]
    assert bonuses == [("bonus", 3, 40), ("bonus", 0, 40)]
    assert bonus(4, "1") == 50 and bonus(4, "7") == 50 and bonus(4, "5") == 60 and bonus(4, None) == 70


def test_bonus_cap_option_2_6():
    assert bonus(9, None) == 120 and bonus(9, None, cap=True) == 100


@pytest.mark.parametrize("players", [4, 5, 6])
def test_played_deals_lines_add_up_to_points(players):
    """Through the engine: points = sum of lines (payee +, payer −); triangles sum to 60."""
    game = make_game(players=players)
    rng = random.Random(players)
    played = 0
    for seed in range(300):
        s = game.new_deal(seed)
        while s.phase == "auction":  # a calmer auction than uniform random: pass often
            legal = s.legal_actions()
            pas = [a for a in legal if a.kind in ("pass", "done")]
            s.apply(pas[0] if pas and rng.random() < 0.7 else rng.choice(legal))
        play_random(s, rng)
        r = s.result()
        total = [0] * players
        for ln in r.lines:
            if ln.payee >= 0:
                total[ln.payee] += ln.amount
            if ln.payer >= 0:
                total[ln.payer] -= ln.amount
        assert total == r.points
        if not s.eklat:
            played += 1
            assert sum(ln.amount for ln in r.lines if ln.part == "triangles") == 60
    assert played > 50
