"""Ulti match: running totals, the deal moving on, and the 4M Ablak pot."""

from __future__ import annotations

import random

import pytest

from cardtable import games
from cardtable.engine.protocol import Result
from cardtable.engine.randomplay import play_random
from cardtable.games.ulti.match import UltiMatch
from cardtable.games.ulti.scoring import settle

from .test_settlement import make


def ablak_example():
    """4M's own example: ulti +4, kontra'd parti −2, the defenders' silent 100 −2: the declarer gets 0."""
    return settle(
        make(
            "ulti",
            "4m",
            trump="Z",
            tricks=((1, "PA P10 TA"), (2, "T10 ZA Z10"), (1, "MA M10 P9")),
            rest_to=1,
            last=(0, "P7 P8 Z7"),
            ann=((1, "T", 20), (2, "Z", 40)),
            kontra={"parti": {1: 2, 2: 2}},
        )
    )


def piros_ulti(made: bool, declarer: int = 0, variant: str = "4m") -> Result:
    last = (declarer, "P7 T7 Z7") if made else ((declarer + 1) % 3, "P7 P8 T7")
    return settle(make("piros ulti", variant, declarer=declarer, rest_to=declarer, last=last))


def match(variant: str = "4m", **kw) -> UltiMatch:
    return UltiMatch(games.get("ulti", variant=variant), players=3, **kw)


def test_match_running_totals_and_the_dealer_moves_on():
    m = match("mausz", seed=7, deals=4, first_dealer=1)
    rng = random.Random(7)
    running = [0, 0, 0]
    for n in range(4):
        assert m.dealer == (1 + n) % 3
        state = m.new_deal()
        assert state.dealer == m.dealer
        play_random(state, rng)
        points = m.finish_deal(state)
        assert points == state.result().points  # MAUSZ: no pot
        running = [a + b for a, b in zip(running, points)]
        assert m.totals == running
        assert m.deal_number == n + 1
    assert m.is_over
    assert sum(m.totals) == 0


def test_ablak_4m_example_every_player_pays_4():
    r = ablak_example()
    assert r.points == [0, 0, 0]
    m = match()
    assert m.settle(r) == [-4, -4, -4]
    assert m.ablak == 12
    assert m.ablak_log[-1] == {"deal": 1, "event": "pay-in", "amount": 4}


def test_ablak_mausz_has_no_pot():
    m = match("mausz")
    r = ablak_example()
    assert m.settle(r) == [0, 0, 0]
    assert m.ablak == 0


def test_ablak_needs_something_won_and_lost():
    m = match()
    r = settle(make("passz", "4m", trump="M", gave_up=True))  # a lone passz given up: nothing at all
    assert m.settle(r) == [0, 0, 0]
    assert m.ablak == 0


def test_ablak_collected_by_the_next_piros_ulti_made():
    m = match()
    m.settle(ablak_example())
    assert m.ablak == 12
    plain = settle(make("ulti", "4m", declarer=1, trump="M", rest_to=1, last=(1, "M7 P7 T7")))
    assert m.settle(plain) == plain.points  # not piros: the Ablak stays
    lost = piros_ulti(made=False, declarer=2)
    assert m.settle(lost) == lost.points
    assert m.ablak == 12
    won = piros_ulti(made=True, declarer=2)
    got = m.settle(won)
    assert got[2] == won.points[2] + 12
    assert got[0] == won.points[0] and got[1] == won.points[1]
    assert m.ablak == 0
    assert m.ablak_log[-1]["event"] == "win" and m.ablak_log[-1]["seat"] == 2


@pytest.mark.parametrize(
    ("pot", "totals", "share"),
    [
        (12, [5, -3, -2], [4, 4, 4]),
        (13, [5, -3, -2], [4, 5, 4]),  # the remainder to the lowest-placed player
        (14, [5, -3, -2], [4, 5, 5]),
        (2, [0, 0, 0], [1, 1, 0]),
    ],
)
def test_ablak_shared_at_match_end_remainder_to_the_lowest_placed(pot, totals, share):
    m = match()
    m.ablak = pot
    m.totals = list(totals)
    assert m.share_ablak() == share
    assert m.totals == [t + s for t, s in zip(totals, share)]
    assert m.ablak == 0
    assert m.share_ablak() == [0, 0, 0]  # only once


def test_ablak_totals_plus_pot_always_zero_in_a_4m_match():
    m = match(seed=3, deals=6)
    rng = random.Random(3)
    m.settle(ablak_example())  # start with something in the pot
    m.totals = [-4, -4, -4]
    while not m.is_over:
        state = m.new_deal()
        play_random(state, rng)
        m.finish_deal(state)
        assert sum(m.totals) + m.ablak == 0
    assert m.shared and m.ablak == 0
    assert sum(m.totals) == 0
    assert m.to_json()["ablak"] == 0
