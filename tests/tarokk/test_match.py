"""TarokkMatch: running totals, redeal by the same dealer, double rounds, BTE §2 placement points."""

import random

from cardtable import games
from cardtable.engine.randomplay import play_random
from cardtable.games.tarokk import MATCH, TarokkMatch, make_game


def test_match_exported_like_other_games():
    assert MATCH is TarokkMatch
    assert games.match_class("tarokk") is TarokkMatch  # via the test registration (conftest)


def _play(match, seed):
    s = match.new_deal()
    play_random(s, random.Random(seed))
    return s, match.finish_deal(s)


def test_match_dealer_passes_on_and_redeals_after_throw_in_4_3():
    """§4.3 all pass: the same dealer redeals; otherwise the deal passes on."""
    m = TarokkMatch(make_game(), players=4, seed=1, deals=40)
    seen_throw_in = seen_played = False
    for k in range(40):
        dealer = m.dealer
        s, _pts = _play(m, k)
        if s.ended in ("throw-in", "annulled"):
            seen_throw_in = True
            assert m.dealer == dealer
        else:
            seen_played = True
            assert m.dealer == (dealer + 1) % 4
        assert sum(m.totals) == 0
    assert seen_throw_in and seen_played and m.is_over


def test_match_double_rounds_option_13_18():
    m = TarokkMatch(make_game(double_rounds=True), players=4, seed=1)
    while True:
        s, pts = _play(m, m.deal_number)
        if s.ended == "throw-in":
            break
    assert m.factor == 2 and m.doubled == [4]
    s, pts = _play(m, 999)
    assert pts == [p * 2 for p in s.result().points]


def test_match_placement_points_bte_2():
    """BTE §2.1–2.3: 10/8/6/4 (5-table 10/8/6/4/2); tied places share the average."""
    m = TarokkMatch(make_game(), players=4, totals=[30, -10, 30, -50])
    assert m.placement_points() == [9.0, 6.0, 9.0, 4.0]
    m5 = TarokkMatch(make_game(players=5), players=5, totals=[5, 4, 3, 2, -14])
    assert m5.placement_points() == [10, 8, 6, 4, 2]


def test_match_to_json_keeps_redeal_state():
    m = TarokkMatch(make_game(), players=4, seed=2, deals=3)
    _play(m, 0)
    d = m.to_json()
    assert d["game"] == "tarokk" and "next_dealer" in d and len(d["history"]) == 1
