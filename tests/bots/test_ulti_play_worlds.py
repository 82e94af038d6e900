"""Issue 13, Ulti card play: the worlds a seat plays in fit the others' bids, passes and kontras too."""

from __future__ import annotations

import random

from cardtable.bots import ulti as bulti
from cardtable.bots.ulti.sampling import PLAY_MISS, kontra_fit, play_fit, played_by, trump_guard
from cardtable.bots.ulti.valuation import betli_risk, bid_fit, pass_fit
from cardtable.cards.deck import HUNGARIAN32
from cardtable.games.ulti.scenario import deal, run

WEAK = ["P9", "PU", "T10", "TU", "TO", "Z10", "ZU", "ZO", "M9", "MU"]  # no ace, no marriage, no betli


def _seen(me: int, my_hand: list[str]) -> bulti.Seen:
    """What seat ``me`` knows at declarer seat 0's first lead of a passz (acorns trump), nobody's words yet."""
    seen = bulti.Seen.__new__(bulti.Seen)
    seen.me, seen.variant = me, "mausz"
    seen.contract = bulti.parse_contract("passz", "mausz")
    seen.declarer, seen.defenders, seen.trump = 0, [1, 2], 3
    seen.deal = bulti.Deal.make("mausz", seen.contract, 0, 3)
    seen.hand = HUNGARIAN32.mask(my_hand)
    seen.finished, seen.trick, seen.gone, seen.open = [], (), 0, {}
    seen.talon = HUNGARIAN32.mask(["P7", "P8"]) if me == 0 else None
    seen.announcements, seen.kontra = [], {}
    seen.hand_sizes, seen.to_move = [10, 10, 10], 0
    seen.bidding = {s: bulti.SeatBidding() for s in range(3)}
    return seen


def _takers(seen: bulti.Seen, seat: int, n: int = 300) -> float:
    """The share of ``seat``'s hands in ``n`` card-play worlds that would have taken the passz (pass fit < 0.5)."""
    rng = random.Random(11)
    hands = [bulti.sample_world(seen, rng)[0][seat] for _ in range(n)]
    return sum(pass_fit(h, "passz", "mausz") < 0.5 for h in hands) / n


def test_mausz_3_a_partner_who_passed_holds_fewer_hands_he_would_have_taken_with_in_the_card_play_worlds():
    seen = _seen(1, WEAK)
    silent = _takers(seen, 2)
    seen.bidding[2] = bulti.SeatBidding(passes=["passz"])
    passed = _takers(seen, 2)
    assert silent > 0.1 and passed < silent * 0.6


def test_mausz_3_the_declarers_worlds_fit_both_defenders_passes():
    hand = ["MA", "M10", "MK", "MO", "M9", "M8", "PA", "TA", "ZA", "Z10"]
    seen = _seen(0, hand)
    silent = (_takers(seen, 1), _takers(seen, 2))
    seen.bidding[1] = bulti.SeatBidding(passes=["passz"])
    seen.bidding[2] = bulti.SeatBidding(passes=["passz"])
    passed = (_takers(seen, 1), _takers(seen, 2))
    assert all(p < s * 0.6 for p, s in zip(passed, silent, strict=True))


def test_mausz_7_a_kontra_puts_a_trump_guard_with_the_defender_who_said_it():
    """The rule of thumb kontras a parti or ulti on four trumps with the ace (``_heuristic_kontra``): the
    declarer's worlds (for his rekontra and his cards) and the partner's hold that more often once he said it."""
    seen = _seen(0, ["PA", "P10", "PK", "PO", "TA", "T10", "ZA", "Z10", "M7", "M8"])
    rng = random.Random(3)

    def guarded() -> float:
        worlds = [bulti.sample_world(seen, rng)[0] for _ in range(300)]
        return sum(trump_guard(h[1], 3) for h in worlds) / len(worlds)

    before = guarded()
    seen.bidding[1] = bulti.SeatBidding(raises=["kontra"])
    after = guarded()
    assert before < 0.3 and after > before + 0.15
    assert kontra_fit(HUNGARIAN32.mask(["MA", "M10", "M9", "M8"]), 3) > kontra_fit(HUNGARIAN32.mask(WEAK), 3)


def test_mausz_7_6_a_rekontra_sharpens_the_declarers_hand_in_the_defenders_worlds():
    """Each raise of the declarer weighs his hand by his bid's fit once more: his worlds fit the bid better,
    in the card play's draws and in the raise decisions' chain."""
    seen = _seen(1, WEAK)
    seen.contract = bulti.parse_contract("40-100", "mausz")
    seen.deal = bulti.Deal.make("mausz", seen.contract, 0, 3)

    def fits() -> tuple[float, float]:
        rng = random.Random(4)
        drawn = [bulti.sample_world(seen, rng) for _ in range(300)]
        chain = bulti.fitting_worlds(seen, rng, 100)
        return tuple(  # type: ignore[return-value]
            sum(bid_fit(seen.contract, 3, h[0], t) for h, t in worlds) / len(worlds) for worlds in (drawn, chain)
        )

    plain = fits()
    seen.bidding[0] = bulti.SeatBidding(bid="40-100", raises=["rekontra"])
    raised = fits()
    assert raised[0] > plain[0] + 0.03 and raised[1] > plain[1]  # the chain's worlds already fit it well


def test_mausz_7_1_the_bidding_record_keeps_the_kontra_words_of_the_play():
    s = deal(
        {
            0: "PA P10 PK PO ZA Z10 Z9 Z8 T7 T8 M7 M8",
            1: "P7 P8 TK TO TA T10 T9 MO ZK ZO",
            2: "P9 PU MA M10 MK TU MU M9 Z7 ZU",
        }
    )
    run(s, "discard M7 M8", "bid passz", "pass", "pass", "pass", "trump Z")
    for text in ("play PA", "kontra parti", "pass", "rekontra parti"):
        s.apply(text)
    record = bulti.bidding_record(s.view(2))
    assert record[1].raises == ["kontra"] and record[0].raises == ["rekontra"] and record[2].raises == []
    assert record[1].passes == ["passz"] and record[0].bid == "passz"


def test_mausz_3_card_play_worlds_stand_for_n_and_resample_by_the_partners_pass():
    seen = _seen(1, WEAK)

    def takers() -> float:
        got = bulti.card_play_worlds(seen, random.Random(12), 200)
        assert sum(times for _w, times in got) == 200
        return sum(times * (pass_fit(w[0][2], "passz", "mausz") < 0.5) for w, times in got) / 200

    silent = takers()
    seen.bidding[2] = bulti.SeatBidding(passes=["passz"])
    assert silent > 0.1 and takers() < silent * 0.6


def test_mausz_6_a_defenders_card_play_worlds_hold_the_betli_hand_the_bid_says():
    """Issue 13, fourth pass: the card play's worlds draw the declarer's hand by the bid's chain (a few tries
    of ``sample_world`` rarely find the safe hands a betli bid says he holds)."""
    seen = _seen(1, ["PA", "PK", "TA", "TK", "ZA", "ZK", "MA", "MK", "P10", "T10"])
    seen.contract, seen.trump = bulti.parse_contract("betli", "mausz"), None
    seen.deal = bulti.Deal.make("mausz", seen.contract, 0, None)
    got = bulti.card_play_worlds(seen, random.Random(13), 96)
    safe = sum(times * (betli_risk(w[0][0]) <= 1) for w, times in got) / 96
    rng = random.Random(14)
    drawn = sum(betli_risk(bulti.sample_world(seen, rng)[0][0]) <= 1 for _ in range(96)) / 96
    assert safe > 0.3 and safe > drawn + 0.15


def _heuristic_play_views(variant: str, seeds: range) -> list[tuple[object, list[int]]]:
    """Every card-play view of heuristic deals, with each seat's true hand (as masks) at that moment."""
    from cardtable.bots import get_bot
    from cardtable.engine.registry import get

    game = get("ulti", variant=variant)
    out = []
    for seed in seeds:
        state = game.new_deal(deck=game.shuffled_deck(seed, None), dealer=seed % 3)
        bots = [get_bot("heuristic", game, seed * 31 + s) for s in range(3)]
        while state.to_move is not None:
            seat = state.to_move
            view = state.view(seat)
            if state.step == "play":
                out.append((view, [HUNGARIAN32.mask(state.view(s).hand) for s in range(3)]))
            state.apply(bots[seat].choose(view, view.legal_actions))
    return out


def test_mausz_6_the_rule_of_thumbs_cards_fit_its_true_hand_at_every_card():
    """``play_fit`` reads a seat's cards as the heuristic's: with its real cards every card it played fits."""
    checked = 0
    for variant in ("mausz", "4m"):
        for view, hands in _heuristic_play_views(variant, range(3)):
            seen = bulti.Seen(view)
            for s in range(3):
                if s != seen.me and played_by(seen, s):
                    assert play_fit(seen, hands[s], s) == 1.0
                    checked += 1
    assert checked > 100


def test_mausz_6_card_play_worlds_read_the_others_cards_as_the_rule_of_thumbs():
    """Late in a heuristic deal the card play's worlds place more of the others' cards where they are when
    their plays are read (``PLAY_MISS``) than when they are not (1: only voids and must-beat)."""
    views = [(v, h) for v, h in _heuristic_play_views("mausz", range(4)) if sum(v.hand_sizes) in range(12, 22)]
    right = {PLAY_MISS: 0.0, 1.0: 0.0}
    for view, hands in views[::3]:
        seen = bulti.Seen(view)
        for miss in right:
            got = bulti.card_play_worlds(seen, random.Random(5), 48, play_miss=miss)
            right[miss] += (
                sum(times * sum((w[0][s] & hands[s]).bit_count() for s in range(3) if s != seen.me) for w, times in got)
                / 48
            )
    assert right[PLAY_MISS] > right[1.0] * 1.05
