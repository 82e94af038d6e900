"""The announcement step's legal list and its refusals come from the same bars (BTE §5, §6): seeded random
deals under several rule profiles, every announcement and kontra word checked both ways."""

import random

import pytest

from cardtable.games.tarokk import actions as A
from cardtable.games.tarokk import make_game

PROFILES = [
    {},
    {"kontra_max": 5, "ulti_to_uhu": True, "dupla_with_volat": False, "sas_figures": False},
    {"tarokk_count_payment": "each", "kontra_max": 1, "free_call": "always", "invit_tarokks": 0},
]


@pytest.mark.parametrize("options", PROFILES)
def test_bte_5_6_listed_exactly_the_announcements_no_rule_bars(options):
    game = make_game(**options)
    rng = random.Random(3)
    checked = 0
    for seed in range(40):
        s = game.new_deal(seed, dealer=seed % 4)
        while s.to_move is not None:
            seat, legal = s.to_move, s.legal_actions()
            if s.step == "announce":
                for fid, a in A.ANNOUNCE.items():
                    assert (a in legal) == (s._announce_problem(seat, fid) is None), (seed, a)
                for (level, item), a in A.KONTRA.items():
                    assert (a in legal) == (s._kontra_problem(seat, level, item) is None), (seed, a)
                checked += 1
            s.apply(rng.choice(legal))
    assert checked > 500
