"""Refusals, action texts and invariants over seeded random deals (random play itself: tests/test_conformance.py)."""

import random

import pytest

from cardtable.engine.protocol import BadActionText, IllegalAction
from cardtable.games.mu import actions as A
from cardtable.games.mu import make_game
from cardtable.games.mu.citations import RULES

UNIVERSE = [*A.REVEAL, *A.PLAY, A.PASS, A.DONE, *A.TRUMP.values(), A.TRUMP_NONE, *A.PARTNER]


@pytest.mark.parametrize("players", [4, 5])
def test_every_refusal_names_rule_and_key_and_changes_nothing(players):
    game = make_game(players=players)
    rng = random.Random(3)
    seen = set()
    for seed in range(60):
        s = game.new_deal(seed, dealer=seed % players)
        while not s.is_over:
            legal = s.legal_actions()
            assert len({a.text for a in legal}) == len(legal)
            for a in rng.sample(UNIVERSE, 30):
                assert s.is_legal(a) == (a in legal), a
                if a in legal:
                    continue
                before = (s.actions_text, list(s.hands), list(s.revealed), list(s.trick), s.step, s.to_move, s.view(0))
                with pytest.raises(IllegalAction) as e:
                    s.apply(a)
                assert e.value.rule and e.value.message and e.value.key in RULES, (a, e.value.key)
                after = (s.actions_text, list(s.hands), list(s.revealed), list(s.trick), s.step, s.to_move, s.view(0))
                assert after == before
                seen.add(e.value.key)
            pas = [a for a in legal if a.kind in ("pass", "done")]
            s.apply(pas[0] if pas and rng.random() < 0.6 else rng.choice(legal))
            s.check_invariants()
    assert {"must-follow", "not-in-hand", "already-revealed", "trump-not-revealed", "auction-not-over"} <= seen


def test_views_hide_unrevealed_cards_and_clone_is_independent():
    game = make_game(players=4)
    rng = random.Random(5)
    for seed in range(40):
        s = game.new_deal(seed)
        while not s.is_over:
            for seat in range(4):
                v = s.view(seat)
                assert sorted(v.hand) == sorted(game.deck.codes_of(s.hands[seat]))
                for other, shown in v.open_hands.items():
                    assert sorted(shown) == sorted(game.deck.codes_of(s.revealed[other]))
                assert None not in v.public_history  # nothing in MÜ is secret but the hands
            if rng.random() < 0.05:
                c = s.clone()
                snap = (s.actions_text, list(s.hands), list(s.revealed), s.view(1))
                while not c.is_over:
                    c.apply(rng.choice(c.legal_actions()))
                assert (s.actions_text, list(s.hands), list(s.revealed), s.view(1)) == snap
            s.apply(rng.choice(s.legal_actions()))


def test_action_texts_round_trip_and_bad_text_is_refused():
    game = make_game()
    for a in UNIVERSE:
        assert game.parse_action(a.text) == a
    assert game.parse_action("play r7") == A.PLAY[A.CODE_INDEX["R7"]]
    for bad in ("", "play", "play R10", "play Z7", "reveal R7 B7", "trump X", "partner", "partner 9", "bid 3", 7):
        with pytest.raises(BadActionText):
            game.parse_action(bad)


def test_bad_options_and_decks_are_refused():
    with pytest.raises(ValueError):
        make_game(players=7)
    with pytest.raises(ValueError):
        make_game(six_player_row="x")
    with pytest.raises(ValueError):
        make_game(colour="R")
    game = make_game()
    with pytest.raises(ValueError):
        game.new_deal(deck=["R7"] * 60)
    with pytest.raises(ValueError):
        game.new_deal(1, dealer=4)


def test_deal_one_card_at_a_time_from_the_forehand_2_1():
    game = make_game(players=5)
    deck = list(game.deck.codes)
    s = game.new_deal(dealer=2, deck=deck)
    assert s.view(3).hand[:3] == sorted(deck[0::5])[:3] and sorted(s.view(3).hand) == sorted(deck[0::5])
    assert sorted(s.view(2).hand) == sorted(deck[4::5]) and len(s.view(0).hand) == 12
    assert s.to_move == 2  # the dealer starts the auction (§2.2)
    assert s.deck_codes == deck


def test_records_replay_and_hostile_records_are_refused_cleanly():
    import json

    from cardtable.engine.randomplay import play_random
    from cardtable.engine.record import DealRecord, RecordError

    for players in (3, 5):
        s = make_game(players=players, bonus_cap=True).new_deal(11)
        play_random(s, random.Random(2))
        rec = DealRecord.from_state(s)
        assert rec.options == {"bonus_cap": True} and rec.players == players
        again = DealRecord.loads(rec.dumps()).replay()
        assert again.result().to_json() == s.result().to_json()
        data = json.loads(rec.dumps())
        for mutate in (
            lambda d: d["actions"].__setitem__(0, "play R7"),
            lambda d: d["actions"].__setitem__(0, "reveal Q1"),
            lambda d: d.__setitem__("deck", [*d["deck"][:-1], d["deck"][0]]),
            lambda d: d.__setitem__("deck", [1, 2, 3]),
            lambda d: d.__setitem__("players", 9),
            lambda d: d.__setitem__("options", {"target": "x"}),
            lambda d, n=players: d.__setitem__("dealer", n),
        ):
            bad = json.loads(json.dumps(data))
            mutate(bad)
            with pytest.raises(RecordError):
                DealRecord.from_json(bad).replay()
