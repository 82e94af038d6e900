"""Determinisation: sampled worlds agree with everything the seat has seen."""

from __future__ import annotations

import random

from cardtable import games
from cardtable.bots import ecarte as becarte
from cardtable.bots import get_bot
from cardtable.bots import ulti as bulti
from cardtable.bots.knowledge import Hole, play_constraints, sample
from cardtable.cards import bits
from cardtable.cards.deck import HUNGARIAN32, PIQUET32
from cardtable.engine.tricks import allowed
from cardtable.games.ecarte.tables import RULES, TABLES


def test_sample_respects_sizes_and_allowed_masks():
    rng = random.Random(5)
    for _ in range(200):
        unseen = 0
        for c in rng.sample(range(32), 14):
            unseen |= 1 << c
        cards = list(bits(unseen))
        a = rng.sample(cards, 6)
        holes = [Hole("a", 5, sum(1 << c for c in a)), Hole("b", 5, -1), Hole("c", 4, -1)]
        world = sample(unseen, holes, rng)
        assert sum(world.values(), 0) == unseen
        assert world["a"] & world["b"] == 0 and world["a"] & world["c"] == 0 and world["b"] & world["c"] == 0
        assert [world[h].bit_count() for h in "abc"] == [5, 5, 4]
        assert world["a"] & ~holes[0].allowed == 0


def test_sample_finds_tight_assignments_and_survives_contradictions():
    rng = random.Random(2)
    unseen = 0b1111
    # card 0 only in x, card 1 only in y: a forced matching
    world = sample(unseen, [Hole("x", 2, 0b0101), Hole("y", 2, 0b1010)], rng)
    assert world == {"x": 0b0101, "y": 0b1010}
    # impossible constraints: the sampler drops them rather than fail
    world = sample(unseen, [Hole("x", 3, 0b0001), Hole("y", 1, 0b0001)], rng)
    assert world["x"] | world["y"] == unseen and world["x"].bit_count() == 3


def test_play_constraints_read_voids_and_must_beat():
    card = PIQUET32.card
    legal = lambda hand, trick, seat: allowed(hand, trick, TABLES[0], RULES)  # noqa: E731  trump hearts
    unseen = PIQUET32.full & ~PIQUET32.mask(["S9", "D7", "S8"])  # the cards played are not unseen
    # seat 1 answered a spade lead with a diamond: no spades and no hearts (trumps)
    ex = play_constraints([((0, card("S9")), (1, card("D7")))], legal, unseen)
    spades_hearts = PIQUET32.suit_masks[2] | PIQUET32.suit_masks[0]
    assert ex[1] & spades_hearts == spades_hearts & unseen
    assert not ex[1] & PIQUET32.suit_masks[1] & ~(1 << card("D7"))
    # followed with the S8 under the S9: nothing in spades that beats the 9 (10 A J Q K)
    ex = play_constraints([((0, card("S9")), (1, card("S8")))], legal, unseen)
    assert {PIQUET32.codes[c] for c in bits(ex[1])} == {"S10", "SA", "SJ", "SQ", "SK"}


def test_ulti_trump_seven_ruff_means_no_other_trump():
    card = HUNGARIAN32.card
    d = bulti.Deal.make("mausz", bulti.parse_contract("passz", "mausz"), 0, 1)  # tök trump
    unseen = HUNGARIAN32.full & ~HUNGARIAN32.mask(["ZA", "T7"])
    ex = play_constraints([((0, card("ZA")), (1, card("T7")))], d.legal, unseen)
    tok = HUNGARIAN32.suit_masks[1] & unseen
    assert ex[1] & tok == tok  # he ruffed with the 7: it was his last trump
    assert ex[1] & HUNGARIAN32.suit_masks[2]  # and he had no zöld


def _consistent_history(hand_now: dict[int, int], tricks, legal) -> bool:
    """Every card a seat played was legal for the hand it held then (rebuilt from the world)."""
    later: dict[int, int] = {}
    ok = True
    for trick in reversed(tricks):
        for i in range(len(trick) - 1, -1, -1):
            seat, c = trick[i]
            later[seat] = later.get(seat, 0) | (1 << c)
            if seat in hand_now and i > 0:
                hand_then = hand_now[seat] | later[seat]
                ok &= bool(legal(hand_then, tuple(trick[:i]), seat) >> c & 1)
    return ok


def _play_states(game, n, seed, levels):
    rng = random.Random(seed)
    for i in range(n):
        state = game.new_deal(seed + i, dealer=i % game.default_players)
        bots = [get_bot(levels[s % len(levels)], game, i) for s in range(game.default_players)]
        stop = rng.randrange(1, 9)
        while state.to_move is not None:
            v = state.view(state.to_move)
            played = sum(1 for a in v.public_history if a is not None and a.kind == "play")
            if state.phase == "play" and played >= stop:
                yield state
                break
            state.apply(bots[state.to_move].choose(v, v.legal_actions, 10))


def test_ecarte_samples_agree_with_the_view():
    game = games.get("ecarte")
    rng = random.Random(1)
    checked = 0
    for state in _play_states(game, 40, 100, ["heuristic", "random"]):
        seat = state.to_move
        view = state.view(seat)
        seen = becarte.Seen(view)
        true_opp = PIQUET32.mask(state.view(seen.opp).hand)
        tricks = [*seen.finished, seen.trick] if seen.trick else list(seen.finished)
        assert _consistent_history({seen.opp: true_opp}, tricks, seen.legal)  # the check itself is sound
        for _ in range(20):
            opp, rest = becarte.sample_opponent(seen, rng)
            assert opp.bit_count() == view.hand_sizes[seen.opp]
            assert opp & (seen.hand | seen.played | seen.my_discards | (1 << seen.turnup)) == 0
            assert opp & rest == 0
            assert _consistent_history({seen.opp: opp}, tricks, seen.legal)
            checked += 1
    assert checked >= 200


def test_ulti_samples_agree_with_the_view():
    game = games.get("ulti")
    rng = random.Random(2)
    checked = 0
    for state in _play_states(game, 25, 300, ["heuristic"]):
        seat = state.to_move
        view = state.view(seat)
        seen = bulti.Seen(view)
        tricks = [*seen.finished, seen.trick] if seen.trick else list(seen.finished)
        others = [s for s in range(3) if s != seat]
        for _ in range(10):
            hands, talon = bulti.sample_world(seen, rng)
            assert [h.bit_count() for h in hands] == view.hand_sizes
            assert hands[seat] == seen.hand
            everything = talon | seen.gone
            for h in hands:
                assert everything & h == 0
                everything |= h
            assert everything == HUNGARIAN32.full  # every card in exactly one place
            assert _consistent_history({s: hands[s] for s in others}, tricks, seen.deal.legal)
            for a in seen.announcements:  # an announced marriage is in the hand (or played)
                km = (1 << (a.suit * 8 + bulti.RK)) | (1 << (a.suit * 8 + bulti.RO))
                assert km & ~(hands[a.seat] | seen.gone) == 0
            checked += 1
    assert checked >= 100
