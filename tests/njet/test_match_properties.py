"""The NJET game over 8/9/10 rounds (§3.3, §3.4 #7) and properties over random rounds."""

import random

import pytest

from cardtable.engine.protocol import BadActionText, IllegalAction
from cardtable.engine.randomplay import check_random_deal, play_random
from cardtable.games import njet
from cardtable.games.njet import actions as A
from cardtable.games.njet.citations import RULES


@pytest.mark.parametrize(("players", "rounds"), [(2, 8), (3, 9), (4, 8), (5, 10)])
def test_match_rounds_and_dealer_3_3(players, rounds):
    match = njet.MATCH(njet.make_game(players=players), seed=2)
    rng = random.Random(players)
    dealers = []
    while not match.is_over:
        s = match.new_deal()
        dealers.append(s.dealer)
        assert s.to_move == s.dealer  # the new dealer places the first disc
        play_random(s, rng)
        match.finish_deal(s)
    assert len(dealers) == rounds and dealers == [i % players for i in range(rounds)]
    assert match.winners and all(match.totals[w] == max(match.totals) for w in match.winners)


SEEDS = {2: 300, 3: 500, 4: 600, 5: 600}  # 2000 rounds


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_rounds_keep_every_invariant(players):
    for follow in ("trump", "colour"):
        # The second pass also flips the N1 tie rule, so both options run through the engine.
        game = njet.make_game(
            players=players, super_trump_follow=follow, equal_cards="later" if follow == "trump" else "earlier"
        )
        refused = 0
        for seed in range(SEEDS[players] // 2):
            refused += check_random_deal(game, seed + (0 if follow == "trump" else 10_000), zero_sum=False).refused
        assert refused > SEEDS[players] // 2


CARDS = A.CARD_ACTIONS["njet60"]
UNIVERSE = [
    *CARDS.play,
    *CARDS.discard_one,
    *CARDS.discard_two.values(),
    *CARDS.pass_two.values(),
    *A.MONSTER,
    *A.TEAM.values(),
]
UNIVERSE += [a for row in A.BLOCK for a in row]


@pytest.mark.parametrize("players", [3, 5])
def test_every_refusal_names_rule_and_key_and_changes_nothing(players):
    game = njet.make_game(players=players)
    rng = random.Random(8)
    seen = set()
    for seed in range(15):
        s = game.new_deal(seed, dealer=seed % players)
        while not s.is_over:
            legal = s.legal_actions()
            assert len({a.text for a in legal}) == len(legal)
            for a in rng.sample(UNIVERSE, 25):
                assert s.is_legal(a) == (a in legal), a
                if a in legal:
                    continue
                snap = (s.actions_text, list(s.hands), s.covered, list(s.trick), s.step, s.view(0))
                with pytest.raises(IllegalAction) as e:
                    s.apply(a)
                assert e.value.rule and e.value.message and e.value.key in RULES, (a, e.value.key)
                assert (s.actions_text, list(s.hands), s.covered, list(s.trick), s.step, s.view(0)) == snap
                seen.add(e.value.key)
            s.apply(rng.choice(legal))
            s.check_invariants()
    assert {"must-follow", "not-in-hand", "space-covered", "njet-first"} <= seen


def test_views_hide_other_hands_discards_and_passes():
    game = njet.make_game(players=4)
    rng = random.Random(2)
    for seed in range(60):
        s = game.new_deal(seed)
        while not s.is_over:
            for seat in range(4):
                v = s.view(seat)
                assert v.open_hands == {}
                for text, who in zip(v.public_history, v.history_seats):
                    if who != seat and text is not None and text.kind in ("discard", "pass"):
                        raise AssertionError(f"seat {seat} sees {text!r}")
            if rng.random() < 0.03:
                c = s.clone()
                snap = (s.actions_text, list(s.hands), s.covered, s.view(1))
                play_random(c, rng)
                assert (s.actions_text, list(s.hands), s.covered, s.view(1)) == snap
            s.apply(rng.choice(s.legal_actions()))


def test_action_texts_round_trip_and_bad_text_is_refused():
    game = njet.make_game()
    for a in UNIVERSE:
        assert game.parse_action(a.text) == a
    assert game.parse_action("discard K7 B0").text == "discard B0 K7"
    assert game.parse_action("team 3 1").text == "team 1 3"
    for bad in ("", "play G7", "block 0 1", "block 6 1", "team", "team 1 1", "monster 7", "pass B0", "discard", 3):
        with pytest.raises(BadActionText):
            game.parse_action(bad)


def test_bad_options_are_refused():
    with pytest.raises(ValueError):
        njet.make_game(players=6)
    with pytest.raises(ValueError):
        njet.make_game(super_trump_follow="x")
    with pytest.raises(ValueError):
        njet.make_game(players=3).new_deal(deck=list(njet.make_game().deck.codes))


def test_records_replay_and_hostile_records_are_refused_cleanly():
    import json

    from cardtable.engine.record import DealRecord, RecordError

    for players in (2, 3):
        s = njet.make_game(players=players, difference_scoring=True).new_deal(5)
        play_random(s, random.Random(3))
        rec = DealRecord.from_state(s)
        assert rec.options == {"difference_scoring": True} and rec.players == players
        assert DealRecord.loads(rec.dumps()).replay().result().to_json() == s.result().to_json()
        data = json.loads(rec.dumps())
        for mutate in (
            lambda d: d["actions"].__setitem__(0, "play R7"),
            lambda d: d["actions"].__setitem__(0, "block 9 9"),
            lambda d: d.__setitem__("deck", [*d["deck"][:-1], d["deck"][0]]),
            lambda d: d.__setitem__("deck", [1, 2, 3]),
            lambda d: d.__setitem__("players", 6),
            lambda d: d.__setitem__("options", {"super_trump_follow": 3}),
        ):
            bad = json.loads(json.dumps(data))
            mutate(bad)
            with pytest.raises(RecordError):
                DealRecord.from_json(bad).replay()
