"""The Ulti expert's take, trump and calibration: what a strong player weighs."""

from __future__ import annotations

import json
import random

from cardtable.bots import ulti as bulti
from cardtable.cards.deck import HUNGARIAN32
from cardtable.cli import main
from cardtable.games.ulti.actions import PASS


def test_a_two_card_trump_never_outrates_a_real_suit_of_the_same_hand():
    """Seeds 1, 20, 54 of issue 13: a floor for short trumps outscored a weak three-card suit."""
    hand = HUNGARIAN32.mask(["Z7", "Z9", "ZU", "MA", "M10", "P8", "P9", "T7", "T8", "TU"])
    odds = bulti.HandOdds.of(hand, 0)
    assert odds.trump[3].parti < odds.trump[2].parti  # two acorns (M) against three leaves (Z)
    c = bulti.parse_contract("passz", "mausz")
    assert bulti.best_trump(c, odds)[1] != 3


def test_sim_reports_the_ulti_experts_predicted_and_actual_rates(capsys):
    """Issue 13 §2: predicted vs actual rates per decision type (here: contracts made)."""
    args = ["sim", "--game", "ulti", "--deals", "2", "--bots", "expert,heuristic,heuristic", "--duplicate"]
    assert main([*args, "--think-ms", "60", "--seed", "7", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    rates = out["predicted_vs_actual"]["expert"]
    assert rates["contract"]["n"] >= 1
    for r in rates.values():
        assert 0.0 <= r["predicted"] <= 1.0 and 0.0 <= r["actual"] <= 1.0


def test_ulti_judges_a_contract_for_its_declarer_and_a_raise_for_the_seat_that_said_it():
    """A contract (or take) counts for the seat that declared it; a kontra is a defender's success when the part
    is lost, a rekontra the declarer's when it is made; a superseded bid is judged by no one."""
    from cardtable.bots.stated import Stated
    from cardtable.engine.protocol import Result
    from cardtable.engine.registry import get

    policy = bulti.UltiPolicy(get("ulti"))
    result = Result([0, 0, 0], [], {"won": {"parti": True, "ulti": False}, "declarer": 1, "contract": "ulti"})
    judged = {
        "overbid by himself later": (Stated("contract", "passz", 1, contract=True), None),
        "the declarer's contract": (Stated("contract", "ulti", 1, contract=True), False),
        "not the declarer": (Stated("contract", "ulti", 2, contract=True), None),
        "his take": (Stated("take", "take", 1), False),
        "a defender's kontra of the lost ulti": (Stated("kontra", "ulti", 2), True),
        "a defender's kontra of the won parti": (Stated("kontra", "parti", 0), False),
        "the declarer's rekontra of the parti": (Stated("rekontra", "parti", 1), True),
    }
    for why, (note, made) in judged.items():
        assert policy.made(note, result) is made, why
    gave_up = Result([0, 0, 0], [], {"won": {"parti": False}, "declarer": 1, "contract": "passz", "gave_up": True})
    assert policy.made(Stated("contract", "passz", 1, contract=True), gave_up) is False  # a given-up contract failed


def test_ulti_states_the_first_bidders_cheapest_bid_forced_and_a_take_against_the_pass():
    """The forehand must bid: his cheapest bid is forced, a dearer one is not; a take, and the bid after it, are
    measured against the pass the seat valued beside the take (the standing bid played by its holder)."""
    from cardtable.engine.registry import get

    game = get("ulti")
    policy = bulti.UltiPolicy(game)
    state = game.new_deal(seed=1)
    state.apply(state.legal_actions()[0])  # the forehand's discard
    view = state.view(state.to_move)
    bids = [a for a in view.legal_actions if a.kind == "bid"]
    cheapest = min(bids, key=lambda a: bulti.parse_contract(a.arg, "mausz").total)
    assert policy.commitment(view, cheapest, view.legal_actions).forced
    dearer = next(a for a in bids if a != cheapest)
    note = policy.commitment(view, dearer, view.legal_actions)
    assert note.contract and note.kind == "contract" and note.what == dearer.arg and not note.forced
    state.apply(cheapest)
    view = state.view(state.to_move)  # the next seat: pass or take
    take = next(a for a in view.legal_actions if a.kind == "take")
    assert policy.commitment(view, take, view.legal_actions).kind == "take"
    values = policy.values(view, [PASS, take], random.Random(3), 0.25, float("inf"))
    assert policy.alternative(view, take, values) == values[PASS]
    state.apply(take)
    hand = state.view(state.to_move).hand
    state.apply(f"discard {hand[0]} {hand[1]}")
    view = state.view(state.to_move)
    bid = next(a for a in view.legal_actions if a.kind == "bid")
    assert policy.alternative(view, bid, {}) == values[PASS]


def _kontra_window(declarer: str, defender: str, first: str, bid: str = "piros passz"):
    """MAUSZ §7(1): the view of defender seat 1 right after declarer seat 0's first card."""
    from cardtable.games.ulti import scenario

    dec = declarer.split()
    state = scenario.deal({0: dec, 1: defender.split()})
    for action in (f"discard {dec[-2]} {dec[-1]}", f"bid {bid}", "pass", "pass", "pass", f"play {first}"):
        state.apply(action)
    view = state.view(state.to_move)
    assert view.phase == "kontra" and view.seat == 1
    return view


def _raise_values(view, effort):
    from cardtable.bots.policy import Tally
    from cardtable.engine.registry import get

    tally = Tally()
    policy = bulti.UltiPolicy(get("ulti"))
    values = policy.values(view, list(view.legal_actions), random.Random(1), effort, float("inf"), tally=tally)
    return {a.text: v for a, v in values.items()}, {a.text: r for a, r in tally.made.items()}  # by action text


def test_mausz_7_1_a_defender_holding_every_ace_and_ten_kontras_the_parti():
    """The solver finds no world where a piros passz declarer takes more than the defenders; medium, with a
    quarter of the worlds, is less sure of it."""
    view = _kontra_window("P7 P8 P9 PU PO PK Z7 Z8 M7 M8 T7 T8", "PA P10 ZA Z10 TA T10 MA M10 ZK TK", "PK")
    values, made = _raise_values(view, 1.0)
    assert values["kontra parti"] > values["pass"]
    assert made["kontra parti"] < 0.25
    medium, medium_made = _raise_values(view, 0.25)
    assert medium_made["kontra parti"] > made["kontra parti"]
    assert medium["kontra parti"] - medium["pass"] < values["kontra parti"] - values["pass"]


def test_mausz_7_1_a_defender_with_nothing_does_not_kontra():
    view = _kontra_window("PA P10 PK PO PU P9 P8 P7 ZA TA M7 M8", "Z7 Z8 Z9 T7 T8 T9 M9 MU ZU TU", "PA")
    values, made = _raise_values(view, 1.0)
    assert values["pass"] > values["kontra parti"]
    assert made["kontra parti"] > 0.5


def test_fewer_worlds_bound_a_raise_further_from_raising():
    """Medium (a quarter of the worlds) must not raise where the expert would not: the same share made, with
    fewer worlds, is a rate bounded wider."""
    from cardtable.bots.ulti.policy import KONTRA_AT, made_rate

    rate24, spread24 = made_rate(2, 24)
    rate6, spread6 = made_rate(0.5, 6)
    assert spread6 > spread24 and rate6 + spread6 > rate24 + spread24
    assert rate24 + spread24 < KONTRA_AT < rate6 + spread6  # the expert kontras, medium does not
    assert made_rate(0, 0)[0] == 0.5  # no world solved: a toss-up, never a raise


def test_a_raise_depends_on_the_view_not_on_the_hidden_cards():
    """The same kontra window seen by defender seat 1, the declarer and seat 2 holding other cards: the same
    values (the solver's node cap, not the clock, bounds the search)."""
    me = "PA P10 ZA Z10 TA T10 MA M10 ZK TK"
    one = _kontra_window("P7 P8 P9 PU PO PK Z7 Z8 M7 M8 T7 T8", me, "PK")
    two = _kontra_window("P7 P8 P9 PU PO PK Z9 ZU M9 MU T7 T8", me, "PK")
    assert one.hand == two.hand and one.public_history == two.public_history
    assert _raise_values(one, 1.0)[0] == _raise_values(two, 1.0)[0]
