"""Digest sections without a module of their own: deal flow (§0.1), table and roles (§1), the BTE profile (§12)."""

import random

from cardtable.engine.randomplay import play_random
from cardtable.games.tarokk import TarokkOptions, make_game
from cardtable.games.tarokk.scenario import run

from .helpers import announcing, finish_first_legal


def test_deal_flow_0_1():
    """§0.1: bidding -> (talon) -> discard (or annul, BTE §7.1) -> call -> announcements -> play -> over."""
    order = ["bidding", "discard", "call", "announcements", "play", "over"]
    game = make_game()
    for seed in range(40):
        s = game.new_deal(seed, dealer=seed % 4)
        phases = [s.phase]
        rng = random.Random(seed)
        while s.to_move is not None:
            s.apply(rng.choice(s.legal_actions()))
            if s.phase != phases[-1]:
                phases.append(s.phase)
        assert phases == sorted(phases, key=order.index), phases


def test_table_direction_and_roles_1():
    """§1: play order s -> s+1; the forehand (dealer + 1) bids first and leads trick 1."""
    s = make_game().new_deal(4, dealer=1)
    assert s.forehand == 2 and s.to_move == 2 and s.active == (2, 3, 0, 1)
    s.apply("pass")
    assert s.to_move == 3


def test_full_deal_scripted_lone_declarer_hivatalbol_11_4():
    """A hivatalból deal played out: the lone declarer settles with each of the three, parti kontra'd."""
    from cardtable.games.tarokk.scenario import deal

    s = deal(
        {0: "T22 T21 T20 T19 T18 HK DK HQ DQ", 1: "T1 T5 T6 HA HJ HC DA DJ DC", 2: "T2 T3 T4 SK SQ SC SJ S10 T7"},
        talon="CJ CC CQ T8 T9 T10",
    )
    run(s, "bid 3; pass; pass; pass; take 3", "discard CJ CC CQ", "discard T5", "discard S10", "discard C10")
    run(s, "call T5; pass; hivatalbol-kontra")
    finish_first_legal(s)
    r = s.result()
    assert all(0 in (ln.payer, ln.payee) for ln in r.lines)
    parti = [ln for ln in r.lines if ln.part == "parti"]
    assert len(parti) == 3 and all(ln.multiplier == 2 for ln in parti)
    assert r.points[0] == -(r.points[1] + r.points[2] + r.points[3])


def test_bte_profile_defaults_12():
    """§12: the default options are the BTE-2016 profile."""
    o = TarokkOptions()
    assert not o.xx_discardable and o.free_call == "bte" and o.hivatalbol_all_discards
    assert o.invit_tarokks == 5 and o.invit_high_honour and o.sole_bidder_raise
    assert o.pagat_uhu_value == 15 and o.sas_figures and o.kontra_max == 4
    assert o.dupla_with_volat and not o.ulti_to_uhu and o.tie_to_opponents and o.xxi_catch_value == 42
    assert make_game().record_options == {}


def test_five_player_table_14():
    """§14: at a 5-table the four active seats play a normal deal and the dealer scores 0."""
    game = make_game(players=5)
    for seed in range(20):
        s = game.new_deal(seed, dealer=seed % 5)
        play_random(s, random.Random(seed))
        assert s.result().points[s.dealer] == 0 and sum(s.result().points) == 0


def test_announcing_helper_state_is_consistent():
    s = announcing()
    s.check_invariants()
    assert s.partner == 3 and s.declarer == 0 and s.bid == 3
