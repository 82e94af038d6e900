"""Random play through the public API: invariants, refusals, replay, views that leak nothing."""

import random

import pytest

from cardtable import games
from cardtable.engine.protocol import IllegalAction
from cardtable.engine.randomplay import check_random_deal
from cardtable.games.ecarte import actions as A

OPTION_SETS = [  # the defaults: tests/test_conformance.py
    {"auto_mark_king": False, "deal_pattern": "2+3"},
    {"strict_talon_shortage": True, "dealer_min_discard": 1},
    {"auto_mark_king": False, "strict_talon_shortage": True, "proposer_min_discard": 2},
    {"scores": [4, 4], "auto_mark_king": False},  # every deal may stop at the target (A3-7)
]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(o) or "defaults")
def test_random_deals_keep_every_invariant(options):
    game = games.get("ecarte", **options)
    seeds = range(300)
    checks = [check_random_deal(game, seed, zero_sum=game.zero_sum) for seed in seeds]
    assert sum(c.refused for c in checks) > 0
    for c in checks:
        assert 1 <= sum(c.points) <= 3 and max(c.points) >= 1  # somebody always scores for tricks


def _all_texts(state):
    """Every action text that might come up: all cards played, every discard of either hand."""
    texts = {"propose", "stand", "accept", "refuse", "king", "discard"}
    texts |= {a.text for a in A.PLAY}
    for seat in (0, 1):
        hand = state.hands[seat]
        sub = hand
        while sub:
            texts.add(A.discard(sub).text)
            sub = (sub - 1) & hand
    return texts


@pytest.mark.parametrize("options", OPTION_SETS[:3], ids=["manual-king", "strict", "dealer-discards-one"])
def test_is_legal_agrees_with_legal_actions(options):
    game = games.get("ecarte", **options)
    rng = random.Random(5)
    for seed in range(60):
        state = game.new_deal(seed, dealer=seed % 2)
        while not state.is_over:
            legal = {a.text for a in state.legal_actions()}
            assert len(legal) == len(state.legal_actions()), "duplicate legal actions"
            for text in _all_texts(state):
                action = game.parse_action(text)
                assert state.is_legal(action) == (text in legal), (text, state.phase)
                if text not in legal:
                    err = state.explain_illegal(action)
                    assert isinstance(err, IllegalAction) and err.key and err.message
            state.apply(rng.choice(state.legal_actions()))


def test_views_never_show_hidden_cards():
    game = games.get("ecarte")
    rng = random.Random(9)
    for seed in range(200):
        state = game.new_deal(seed)
        while not state.is_over:
            for seat in (0, 1):
                v = state.view(seat)
                hidden = set(game.deck.codes_of(state.hands[1 - seat] | state.discards[1 - seat] | state.talon_mask))
                shown = set(v.hand) | set(v.facts.my_discards) | {c for _s, c in v.trick}
                shown |= {w.text.split()[1] for w in v.public_history if w is not None and w.kind == "play"}
                shown |= {
                    c for w in v.public_history if w is not None and w.kind == "discard" for c in w.text.split()[1:]
                }
                assert not hidden & shown
                assert v.facts.talon_size == state.talon_size
            state.apply(rng.choice(state.legal_actions()))


def test_action_texts_round_trip_and_bad_text_is_refused():
    from cardtable.engine.protocol import BadActionText

    game = games.get("ecarte")
    for text in ("propose", "stand", "accept", "refuse", "king", "discard", "discard H7 CA", "play SQ"):
        assert game.parse_action(text).text == text
    for bad in ("", "play", "play ZZ", "play H7 H8", "discard H7 H7", "bid 3", "king HK", "discard H7 H8 H9 H10 HJ HQ"):
        with pytest.raises(BadActionText):
            game.parse_action(bad)
