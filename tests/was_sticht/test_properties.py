"""Was sticht? over thousands of seeded random rounds, records, views, refusals and the match."""

import random

import pytest

from cardtable.engine.protocol import BadActionText, IllegalAction, texts
from cardtable.engine.randomplay import check_random_deal
from cardtable.engine.record import DealRecord
from cardtable.games.was_sticht import WasStichtMatch, make_game
from cardtable.games.was_sticht import actions as A
from cardtable.games.was_sticht.citations import RULES

TASKS = [
    ["betli", "most", "last", "no-R"],
    ["fewest", "exactly-1", "exactly-2", "exactly-3"],
    ["betli", "no-B", "no-G", "most"],
    ["exactly-4", "last", "fewest", "no-Y"],
]


def _game(players=4, **options):
    game = make_game(**options)
    game.default_players = players  # check_random_deal deals the default number of players
    return game


@pytest.mark.parametrize(
    ("make", "seeds"),
    [
        (lambda: _game(3, exactly_split=(1, 3, 3, 1)), 500),
        (lambda: _game(tasks=TASKS), 300),
    ],
    ids=["three", "four-with-tasks"],  # the default rules: tests/test_conformance.py
)
def test_random_rounds_keep_every_invariant(make, seeds):
    game = make()
    actions = refused = returned = 0
    for seed in range(seeds):
        check = check_random_deal(game, seed, zero_sum=game.zero_sum)
        actions += check.actions
        refused += check.refused
        returned += sum(check.points)
        assert all(p in (0, 1) for p in check.points)
    assert refused > seeds and actions > 30 * seeds and returned > seeds // 4


def _universe():
    return [*A.TASK.values(), *A.RETURN.values(), *A.TAKE, *A.PLAY]


def test_every_refusal_names_rule_and_key_and_changes_nothing():
    game = make_game()
    universe = _universe()
    rng = random.Random(3)
    keys = set()
    for seed in range(30):
        s = game.new_deal(seed, dealer=seed % 4)
        while not s.is_over:
            legal = s.legal_actions()
            assert len({a.text for a in legal}) == len(legal)
            for a in rng.sample(universe, 15):
                assert s.is_legal(a) == (a in legal)
                if a not in legal:
                    before = (s.actions_text, list(s.hands), s.step, s.to_move, [list(t) for t in s.tasks])
                    with pytest.raises(IllegalAction) as e:
                        s.apply(a)
                    assert e.value.key in RULES and e.value.rule.startswith("Was sticht? §4") and e.value.message
                    keys.add(e.value.key)
                    assert (s.actions_text, list(s.hands), s.step, s.to_move, [list(t) for t in s.tasks]) == before
            s.apply(rng.choice(legal))
    assert {"task-gone", "task-draft", "not-in-row", "must-take", "task-not-held", "not-in-hand"} <= keys
    assert {"must-follow", "not-now"} <= keys


def test_views_hide_the_trumps_and_the_choices():
    game = make_game(tasks=TASKS)
    rng = random.Random(9)
    for seed in range(150):
        s = game.new_deal(seed, dealer=seed % 4)
        trumps = s.deck_codes[-2:]
        while not s.is_over:
            for seat in range(4):
                v = s.view(seat)
                if s.phase == "draft" and seat != s.start:
                    assert v.trump is None and v.facts.trump_colour is None and v.facts.trump_number is None
                    assert not any(t in str(v) for t in trumps)
                if s.phase == "choose":
                    for p in range(4):
                        if p != seat and s.chosen[p] is not None:
                            assert v.facts.shown[p] is None
                            assert (
                                f"task {s.chosen[p]}" not in texts(v.public_history[-3:])
                                or s.chosen[seat] == s.chosen[p]
                            )
                assert v.legal_actions == (s.legal_actions() if seat == s.to_move else [])
            s.apply(rng.choice(s.legal_actions()))
        assert s.view((s.start + 1) % 4).trump is not None


def test_new_deal_is_fixed_by_the_seed_and_bad_decks_are_refused():
    game = make_game()
    a, b = game.new_deal(11), game.new_deal(11)
    assert a.deck_codes == b.deck_codes and len(a.deck_codes) == 38
    seen = {tuple(game.shuffled_deck(seed)[-2:]) for seed in range(400)}
    assert len(seen) > 40 and ("colour=none", "number=none") in seen  # all 5 × 10 trump pairs can come up
    deck = a.deck_codes
    for bad in (deck[:36], [*deck[:36], "colour=P", "number=5"], [*deck[:36], "number=5", "colour=R"],
                [*deck[:35], deck[0], *deck[36:]], [*deck[:36], "colour=R", "number=0"]):  # fmt: skip
        with pytest.raises(ValueError):
            game.new_deal(deck=bad)
    with pytest.raises(ValueError):
        make_game(tasks=[["betli"]] * 4)  # four betli cards do not exist
    with pytest.raises(ValueError):
        make_game(tasks=TASKS).new_deal(1, players=3)
    with pytest.raises(ValueError):
        make_game(shuffle=True)


def test_action_texts_round_trip_and_bad_text():
    game = make_game()
    for text in ("task betli", "task no-R", "task exactly-3", "take R5", "play G9", "return most"):
        assert game.parse_action(text).text == text
    assert game.parse_action("task no-r").text == "task no-R"
    for bad in ("", "task", "task no-X", "task exactly-5", "take", "play Z1", "return", "claim"):
        with pytest.raises(BadActionText):
            game.parse_action(bad)


def test_clone_is_independent_and_record_replays():
    s = make_game().new_deal(4, dealer=2)
    copy = s.clone()
    copy.apply(copy.legal_actions()[0])
    assert s.actions_text == [] and s.tasks != copy.tasks
    rng = random.Random(2)
    while not copy.is_over:
        copy.apply(rng.choice(copy.legal_actions()))
    rec = DealRecord.loads(DealRecord.from_state(copy).dumps())
    assert rec.replay().result().to_json() == copy.result().to_json()


def test_was_sticht_match_first_to_return_all_four_4_4():
    rng = random.Random(1)
    match = WasStichtMatch(make_game(), seed=5, first_dealer=1)
    starts = []
    while not match.is_over and match.deal_number < 200:
        s = match.new_deal()
        starts.append(s.start)
        assert (s.phase == "tasks") == (match.deal_number == 0)  # only the first round drafts the tasks
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        match.finish_deal(s)
    assert match.is_over and match.winners
    assert starts[:5] == [(1 + k) % 4 for k in range(5)]
    assert all(match.totals[w] == 4 for w in match.winners)
    assert all(len(match.tasks[p]) == 4 - match.totals[p] for p in range(4))
    with pytest.raises(ValueError):
        match.new_deal()
    for d in match.history[:3]:
        assert d.record.replay().result().points == d.points


def test_match_save_restores_by_replay():
    from cardtable.storage import MatchSave

    rng = random.Random(4)
    match = WasStichtMatch(make_game(), players=3, seed=11, first_dealer=2)
    for _ in range(2):
        s = match.new_deal()
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
        match.finish_deal(s)
    s = match.new_deal()
    for _ in range(20):
        s.apply(rng.choice(s.legal_actions()))
    save = MatchSave.from_json(MatchSave.capture(match, s, ["a", "b", "c"], [None] * 3).to_json())
    restored, state = save.restore()
    assert isinstance(restored, WasStichtMatch) and restored.tasks == match.tasks
    assert state is not None and state.actions_text == s.actions_text and state.tasks == s.tasks
