"""Issue 13, Ulti: the expert's worlds fit every bid and pass of the others; takes and betlis by rollouts."""

from __future__ import annotations

import random

from cardtable.bots import ulti as bulti
from cardtable.bots.policy import Tally
from cardtable.bots.ulti.rollout import rollout_hands
from cardtable.bots.ulti.valuation import pass_fit
from cardtable.cards.deck import HUNGARIAN32
from cardtable.engine.registry import get
from cardtable.games.ulti import scenario

STRONG = ["PA", "P10", "PK", "PO", "P9", "TA", "ZA", "MA", "T10", "Z10"]  # the hearts marriage and every ace
WEAK = ["P9", "PU", "T10", "TU", "TO", "Z10", "ZU", "ZO", "M9", "MU"]  # no ace, no marriage, no betli


def test_mausz_3_a_pass_is_less_plausible_with_a_hand_that_would_take():
    strong, weak = HUNGARIAN32.mask(STRONG), HUNGARIAN32.mask(WEAK)
    assert pass_fit(strong, "passz", "mausz") < 0.2 < 0.9 < pass_fit(weak, "passz", "mausz")


def test_mausz_3_the_bidding_record_keeps_what_each_seat_said_with_the_cards_it_holds_now():
    """Seat 1 passes the passz, seat 2 takes and bids piros passz, seat 0 passes it, seat 1 passes again:
    seat 2's record is his last bid (his pass-free hand after the take), seat 0's the pass over piros passz
    only once he took nothing, seat 1's both passes."""
    state = scenario.deal({})
    first = state.view(0).hand
    for text in (f"discard {first[0]} {first[1]}", "bid passz", "pass", "take"):
        state.apply(text)
    hand = state.view(2).hand
    state.apply(f"discard {hand[0]} {hand[1]}")
    for text in ("bid piros passz", "pass", "pass"):
        state.apply(text)
    record = bulti.bidding_record(state.view(0))
    assert record[2].bid == "piros passz" and record[2].passes == []
    assert record[1].bid is None and record[1].passes == ["passz", "piros passz"]
    assert record[0].bid == "passz" and record[0].passes == ["piros passz"]


def _defender_seen(my_hand: list[str]) -> bulti.Seen:
    """Defender seat 1 at declarer seat 0's first lead of a passz (acorns trump)."""
    seen = bulti.Seen.__new__(bulti.Seen)
    seen.me, seen.variant = 1, "mausz"
    seen.contract = bulti.parse_contract("passz", "mausz")
    seen.declarer, seen.defenders, seen.trump = 0, [1, 2], 3
    seen.deal = bulti.Deal.make("mausz", seen.contract, 0, 3)
    seen.hand = HUNGARIAN32.mask(my_hand)
    seen.finished, seen.trick, seen.gone, seen.open = [], (), 0, {}
    seen.talon, seen.announcements, seen.kontra = None, [], {}
    seen.hand_sizes, seen.to_move = [10, 10, 10], 0
    seen.bidding = {s: bulti.SeatBidding() for s in range(3)}
    return seen


def test_mausz_3_a_partner_who_passed_a_bid_he_could_take_holds_a_weaker_hand_in_the_worlds():
    """The other defender (seat 2) bid 4 ász and was overbid: his worlds hold three or four aces (dealt at
    random, about a quarter would); had he passed the passz instead, fewer of his hands would have taken."""
    seen = _defender_seen(WEAK)
    plain = bulti.fitting_worlds(seen, random.Random(1), 40)
    seen.bidding[2] = bulti.SeatBidding(bid="4-asz")
    told = bulti.fitting_worlds(seen, random.Random(1), 40)

    def share(worlds: list[tuple[list[int], int]]) -> float:
        return sum((hands[2] & bulti.ACES).bit_count() >= 3 for hands, _t in worlds) / len(worlds)

    assert share(plain) < 0.4 < 0.8 < share(told)
    seen.bidding[2] = bulti.SeatBidding(passes=["passz"])
    passed = bulti.fitting_worlds(seen, random.Random(1), 40)
    take = [1 - pass_fit(hands[2], "passz", "mausz") for hands, _t in passed]
    before = [1 - pass_fit(hands[2], "passz", "mausz") for hands, _t in plain]
    assert sum(take) < sum(before)  # fewer hands that would have taken the talon


def test_mausz_6_betli_rollouts_break_a_betli_with_a_high_card_over_the_defenders_low_ones():
    """Seed 7 of the third pass: rebetli on P7-P10 T7-T10 TK TA (the defenders hold TU, TO: whoever leads
    one forces TK or TA over it, must-beat) was rated made in every heuristic rollout and lost."""
    rng = random.Random(2)

    def rate(cards: str, talon: str) -> float:
        hand, t = HUNGARIAN32.mask(cards.split()), HUNGARIAN32.mask(talon.split())
        c = bulti.parse_contract("rebetli", "mausz")
        made = 0
        for _ in range(40):
            key = [rng.random() for _ in range(32)]
            made += bulti.contract_rollout("mausz", c, None, 0, rollout_hands(0, hand, t, key, None), t)[1]
        return made / 40

    assert rate("P7 P8 P9 P10 T7 T8 T9 T10 TK TA", "Z8 ZK") < 0.1
    assert rate("P7 P8 P9 T7 T8 Z7 Z8 M7 M8 M9", "PA TA") > 0.9  # the lowest of every suit: safe


def test_mausz_6_a_betli_bid_is_valued_by_the_exact_solver():
    """The expert's bid value of a lone betli or durchmars in a world is the open-hand solver's (both sides play
    it well), not a heuristic rollout's. The must-beat trap above (TK TA over the defenders' TU TO) is lost
    where one defender holds both; where they are split the declarer leads T7 and must-beat draws both (the
    rollouts called it lost everywhere). The lowest card of every suit is made in every world."""
    import math

    from cardtable.bots.search import Solver

    policy = bulti.UltiPolicy(get("ulti"))
    policy._grade_nodes = 10**9  # a decision's node budget for its grade solves (``search_values`` sets it)
    rng = random.Random(3)
    c = bulti.parse_contract("rebetli", "mausz")

    def values(cards: str, talon: str) -> list[tuple[float, list[int]]]:
        hand, t = HUNGARIAN32.mask(cards.split()), HUNGARIAN32.mask(talon.split())
        out = []
        for _ in range(16):
            hands = rollout_hands(0, hand, t, [rng.random() for _ in range(32)], None)
            got = policy._rollout(c, None, 0, hands, t)
            assert got is not None
            v, made = got
            d = bulti.Deal.make("mausz", c, 0, None)
            exact = Solver(bulti.dd_model(d, 0, [], t)).search(tuple(hands), (), 0, (0,) * 5, -math.inf, math.inf)
            assert v == exact and made == (exact > 0)
            out.append((v, hands))
        return out

    pair = HUNGARIAN32.mask(["TU", "TO"])
    trap = values("P7 P8 P9 P10 T7 T8 T9 T10 TK TA", "Z8 ZK")
    assert all((v > 0) == (hands[1] & pair not in (0, pair)) for v, hands in trap)
    assert 0 < sum(v > 0 for v, _h in trap) < len(trap)
    assert all(v > 0 for v, _h in values("P7 P8 P9 T7 T8 Z7 Z8 M7 M8 M9", "PA TA"))


def _respond_view(seat1: list[str]):
    """Seat 1 to answer forehand seat 0's passz."""
    state = scenario.deal({1: seat1})
    hand = state.view(0).hand
    for text in (f"discard {hand[-2]} {hand[-1]}", "bid passz"):
        state.apply(text)
    view = state.view(1)
    assert view.facts.step == "respond" and view.seat == 1
    return view


def _values(view):
    policy = bulti.UltiPolicy(get("ulti"))
    tally = Tally()
    actions = policy.candidates(view, list(view.legal_actions))
    got = policy.values(view, actions, random.Random(5), 1.0, float("inf"), tally=tally)
    return {a.text: v for a, v in got.items()}, tally


def test_mausz_3_the_take_is_valued_by_rollouts_of_the_best_plan_of_twelve_cards():
    strong, tally = _values(_respond_view(STRONG))
    assert strong["take"] > strong["pass"] + 5
    assert 0.5 < tally.made[bulti.policy.TAKE] <= 1.0  # the plan it would bid is made most of the time
    weak, _tally = _values(_respond_view(WEAK))
    assert weak["take"] < weak["pass"]
