"""A MÜ match to 200 (digest §2.7): running totals, the deal passing on, the winners."""

import random

from cardtable.engine.randomplay import play_random
from cardtable.games import mu


def test_match_to_target_2_7():
    game = mu.make_game(players=5, target=300)
    match = mu.MATCH(game, seed=3)
    assert match.players == 5 and match.target == 300
    rng = random.Random(1)
    dealers = []
    while not match.is_over:
        state = match.new_deal()
        dealers.append(state.dealer)
        play_random(state, rng)
        match.finish_deal(state)
        assert len(dealers) < 500
    assert dealers == [i % 5 for i in range(len(dealers))]  # the deal passes left
    assert max(match.totals) >= 300
    assert match.winners and all(match.totals[w] == max(match.totals) for w in match.winners)
    assert match.to_json()["totals"] == match.totals


def test_match_default_target_is_200():
    assert mu.MATCH(mu.make_game()).target == 200
