"""Refusals, action texts and invariants over seeded random deals (random play itself: tests/test_conformance.py)."""

import random

import pytest

from cardtable.engine.protocol import IllegalAction
from cardtable.games.ulti import actions as A
from cardtable.games.ulti import make_game

KEYS = {
    "not-your-turn", "must-bid", "must-bid-after-take", "must-discard", "must-take", "already-taken",
    "bid-too-low", "no-higher-bid", "piros-raise", "bidding-not-over", "red-must-be-bid", "must-name-trump",
    "no-trump-to-name", "trump-named", "announce-too-late", "no-marriage", "announce-twice", "use-40",
    "announce-forbidden", "declarer-cannot-kontra", "kontra-too-late", "no-such-part", "already-kontra",
    "use-csatlakozom", "nothing-to-join", "rekontra-not-now", "not-kontrad", "no-further-levels",
    "wrong-kontra-level", "kontra-pending", "give-up-too-late", "use-give-up", "concede-refused",
    "concede-pending", "nothing-to-answer", "not-in-hand", "must-follow", "must-trump", "must-beat",
    "trump-seven", "not-now", "declarer-only",
}  # fmt: skip


def _universe(game):
    """A broad sample of action values: every card, word, trump, announcement, bid and kontra."""
    out = [*A.PLAY, A.TAKE, A.PASS, A.GIVE_UP, A.CONCEDE, A.ACCEPT, A.REFUSE, *A.TRUMP, *A.ANNOUNCE_20]
    out += [A.ANNOUNCE_40, *game.table.bids]
    out += [A.kontra_action(w, p) for w in A.KONTRA_WORDS for p in sorted(game.table.parts)]
    out += [A.DISCARD[a][a + 1] for a in range(31)]
    return out


@pytest.mark.parametrize("variant", ["mausz", "4m"])
def test_every_refusal_names_rule_and_key_and_changes_nothing(variant):
    game = make_game(variant)
    universe = _universe(game)
    rng = random.Random(3)
    seen_keys = set()
    for seed in range(40):
        s = game.new_deal(seed, dealer=seed % 3)
        while s.to_move is not None:
            legal = s.legal_actions()
            for a in rng.sample(universe, 25):
                assert s.is_legal(a) == (a in legal), a
                if a in legal:
                    continue
                before = (s.actions_text, list(s.hands), s.talon, list(s.trick), s.step, s.to_move, s.view(0))
                with pytest.raises(IllegalAction) as e:
                    s.apply(a)
                assert e.value.rule and e.value.message and e.value.key in KEYS, (a, e.value.key)
                assert (s.actions_text, list(s.hands), s.talon, list(s.trick), s.step, s.to_move, s.view(0)) == before
                seen_keys.add(e.value.key)
            s.apply(rng.choice(legal))
    assert {"must-follow", "must-beat", "bid-too-low", "not-in-hand", "announce-too-late"} <= seen_keys


def test_check_invariants_catches_a_duplicated_card():
    s = make_game().new_deal(1)
    s.check_invariants()
    s.hands[1] |= s.hands[0] & -s.hands[0]  # the forehand's lowest card also in seat 1's hand
    with pytest.raises(AssertionError):
        s.check_invariants()
    s = make_game().new_deal(1)
    s.hands[0] &= s.hands[0] - 1  # a card vanishes
    with pytest.raises(AssertionError):
        s.check_invariants()
