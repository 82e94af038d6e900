"""Meinz over thousands of seeded random rounds, records, views, refusals and the 8-round match."""

import random
import re

import pytest

from cardtable.engine.protocol import BadActionText, IllegalAction
from cardtable.engine.randomplay import check_random_deal
from cardtable.engine.record import DealRecord
from cardtable.games.meinz import MeinzMatch, make_game
from cardtable.games.meinz import actions as A
from cardtable.games.meinz.citations import RULES


def _three(**options):
    game = make_game(**options)
    game.default_players = 3  # check_random_deal deals the default number of players
    return game


@pytest.mark.parametrize(
    ("make", "seeds"),
    [
        (lambda: _three(monster_starts=True, monster_takes_three=True), 300),
    ],
    ids=["monster-starts"],  # the default rules at 3 and 4 players: tests/test_conformance.py
)
def test_random_rounds_keep_every_invariant(make, seeds):
    game = make()
    actions = refused = 0
    for seed in range(seeds):
        check = check_random_deal(game, seed, zero_sum=game.zero_sum)
        actions += check.actions
        refused += check.refused
        assert sum(check.points) <= 6
    assert refused > seeds and actions > 30 * seeds


def _universe():
    return [*A.DISCARD, *A.PLAY, A.CLAIM, A.PASS, A.KEEP, *(a for row in A.EXCHANGE[:9] for a in row if a)]


def test_every_refusal_names_rule_and_key_and_changes_nothing():
    game = make_game()
    universe = _universe()
    rng = random.Random(3)
    keys = set()
    for seed in range(40):
        s = game.new_deal(seed, dealer=seed % 4)
        while not s.is_over:
            legal = s.legal_actions()
            assert len({a.text for a in legal}) == len(legal)
            for a in rng.sample(universe, 20):
                assert s.is_legal(a) == (a in legal)
                if a not in legal:
                    before = (s.actions_text, list(s.hands), s.step, s.to_move)
                    with pytest.raises(IllegalAction) as e:
                        s.apply(a)
                    assert e.value.key in RULES and e.value.rule.startswith("Meinz §5") and e.value.message
                    keys.add(e.value.key)
                    assert (s.actions_text, list(s.hands), s.step, s.to_move) == before
            s.apply(rng.choice(legal))
    assert {"must-discard", "not-in-hand", "must-follow", "claim-window", "exchange-pending"} <= keys
    with pytest.raises(IllegalAction) as e:
        s.apply("keep")
    assert e.value.key == "deal-over"


def test_views_hide_other_hands_and_discards():
    game = make_game()
    rng = random.Random(9)
    for seed in range(100):
        s = game.new_deal(seed)
        while not s.is_over:
            for seat in range(4):
                v = s.view(seat)
                assert v.hand == game.deck.codes_of(s.hands[seat])
                tokens = set(re.findall(r"\b[RBYG][1-9]\b", str(v)))
                for o in range(4):
                    if o != seat:  # another player's discard never shows in any form
                        assert not tokens & set(game.deck.codes_of(s.discards[o]))
                assert v.facts.my_discard == game.deck.codes_of(s.discards[seat])
                assert v.legal_actions == (s.legal_actions() if seat == s.to_move else [])
            s.apply(rng.choice(s.legal_actions()))


def test_clone_is_independent_and_records_replay():
    s = make_game().new_deal(4, dealer=2)
    copy = s.clone()
    copy.apply(copy.legal_actions()[0])
    assert s.actions_text == [] and s.hands != copy.hands
    rng = random.Random(2)
    while not copy.is_over:
        copy.apply(rng.choice(copy.legal_actions()))
    rec = DealRecord.loads(DealRecord.from_state(copy).dumps())
    assert rec.replay().result().to_json() == copy.result().to_json()
    three = _three(monster_starts=True).new_deal(4, dealer=2, players=3)
    while not three.is_over:
        three.apply(rng.choice(three.legal_actions()))
    rec = DealRecord.loads(DealRecord.from_state(three).dumps())
    assert rec.options == {"monster_starts": True} and rec.players == 3
    assert rec.replay().result().to_json() == three.result().to_json()


def test_action_texts_round_trip_and_bad_text():
    game = make_game()
    for text in ("discard R5", "play G9", "claim", "pass", "keep", "exchange R1 B9"):
        assert game.parse_action(text).text == text
    for bad in ("", "play", "play Z5", "play R0", "exchange R1 R1", "exchange R1", "claim R1", "bid 3"):
        with pytest.raises(BadActionText):
            game.parse_action(bad)
    with pytest.raises(ValueError):
        make_game(colour="red")
    with pytest.raises(ValueError):
        make_game().new_deal(1, players=5)
    with pytest.raises(ValueError):
        make_game(monster_starts=True).new_deal(1, players=4)


def _play_match(match, rng):
    starts = []
    while not match.is_over:
        s = match.new_deal()
        starts.append(s.start)
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        match.finish_deal(s)
    return starts


def test_meinz_match_eight_rounds_start_moves_left_5_4():
    match = MeinzMatch(make_game(), seed=7, first_dealer=1)
    starts = _play_match(match, random.Random(1))
    assert starts == [2, 3, 0, 1, 2, 3, 0, 1]  # everyone starts twice
    assert match.deal_number == 8 and match.is_over
    assert match.totals == [sum(d.points[s] for d in match.history) for s in range(4)]
    assert sum(match.totals) <= 8 * 6
    assert match.winners == [s for s in range(4) if match.totals[s] == max(match.totals)]


def test_meinz_match_three_players_monster_starts_twice_5_3():
    match = MeinzMatch(make_game(), players=3, seed=3, first_dealer=0)
    starts = _play_match(match, random.Random(5))
    assert starts == [1, 2, 3, 0, 1, 2, 3, 0]
    assert [d.record.options.get("monster_starts", False) for d in match.history].count(True) == 2
    for d in match.history:
        assert d.record.replay().result().points == d.points


@pytest.mark.parametrize("players", [4, 3])
def test_match_save_restores_by_replay(players):
    from cardtable.storage import MatchSave

    rng = random.Random(players)
    match = MeinzMatch(make_game(), players=players, seed=11, first_dealer=2)
    for _ in range(4):
        s = match.new_deal()
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        match.finish_deal(s)
    s = match.new_deal()
    for _ in range(10):
        s.apply(rng.choice(s.legal_actions()))
    save = MatchSave.from_json(MatchSave.capture(match, s, ["a"] * players, [None] * players).to_json())
    restored, state = save.restore()
    assert isinstance(restored, MeinzMatch) and restored.totals == match.totals
    assert state is not None and state.actions_text == s.actions_text and state.start == s.start
