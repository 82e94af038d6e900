"""NJET worlds read the others' discs and hidden discards (as the rule of thumb's); 2 players are searched too."""

from __future__ import annotations

import random

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.njet import _keep, _sample_deal
from cardtable.bots.policy import policy_for
from cardtable.games.njet.board import TRUMP_COLOURS
from tests.bots.conftest import first_world


def _views(players: int, deals: int, random_board: bool, stop=lambda view: view.phase == "play"):
    """The first view where ``stop`` holds in heuristic deals (the board at random if ``random_board``)."""
    game = games.get("njet").for_players(players)
    for i in range(deals):
        state = game.new_deal(i, dealer=i % players)
        bot = get_bot("heuristic", game, i)
        rng = random.Random(i)
        while state.to_move is not None and not stop(state.view(state.to_move)):
            view = state.view(state.to_move)
            pick = rng.choice(view.legal_actions) if random_board and view.phase == "njet" else None
            state.apply(pick or bot.choose(view, view.legal_actions))
        if state.to_move is not None:
            yield state, state.view(state.to_move)


def test_njet_hidden_discards_are_mostly_the_cards_least_worth_keeping():
    """The others' sampled discards are the low cards the rule of thumb throws (plain 0s first), not any cards."""
    policy = policy_for(games.get("njet"))
    read = unread = n = 0
    for k, (_, view) in enumerate(_views(4, 80, random_board=True)):
        if view.facts.discard_rule not in ("discard-1", "discard-2"):
            continue
        for model in (True, False):
            rng = random.Random(k)
            for _ in range(8):
                drawn = first_world(_sample_deal, view, rng, voids=True, model=model)
                for action in drawn[1].values():
                    worth = sum(_keep(view, policy.game.deck.codes[c]) for c in action.cards)
                    read += model * worth
                    unread += (not model) * worth
                    n += model * len(action.cards)
    assert n >= 100
    assert read / n < 1.0 < unread / n  # about -0.5 (mostly plain 0s) against about 5 for any cards


def test_njet_worlds_read_the_discs():
    """A seat that covered a trump colour (or a super-trump colour) holds fewer of it in the worlds than a
    world that ignores the discs deals it; about as few as it truly held."""
    policy = policy_for(games.get("njet"))
    read = unread = truth = 0.0
    for k, (state, view) in enumerate(_views(4, 30, random_board=False)):
        discs = [
            (s, TRUMP_COLOURS[int(a.arg.split()[1])], a.arg.split()[0])
            for s, a in zip(view.history_seats, view.public_history)
            if a is not None and a.kind == "block" and s != view.seat and a.arg.split()[0] in ("2", "3")
        ]
        discs = [(s, colour, row) for s, colour, row in discs if colour is not None]

        def held(hand, colour, row):
            return sum(c[0] == colour if row == "2" else c == f"{colour}0" for c in hand)

        truth += sum(held(state.view(s).hand, c, r) for s, c, r in discs)
        for model in (True, False):
            rng = random.Random(k)
            for _ in range(6):
                if model:
                    world = policy.world(view, rng)
                else:
                    drawn = first_world(_sample_deal, view, rng, voids=True)
                    world = policy.game.new_deal(deck=drawn[0], dealer=view.dealer)
                    for seat, action in zip(view.history_seats, view.public_history):
                        world.apply(drawn[1][seat] if action is None else action)
                assert world.view(view.seat) == view
                got = sum(held(world.view(s).hand, c, r) for s, c, r in discs) / 6
                read += got if model else 0
                unread += got if not model else 0
    assert truth < read < unread * 0.9


def test_njet_two_players_are_searched():
    """With 2 players half the deck lies aside: worlds keep it aside, and the expert searches every phase."""
    game = games.get("njet").for_players(2)
    policy = policy_for(game)
    phases = set()
    for k, (_, view) in enumerate(_views(2, 6, random_board=True, stop=lambda v: v.phase == "play" and v.trick)):
        assert policy.searched(view)
        world = policy.world(view, random.Random(k))
        assert world is not None and world.view(view.seat) == view
        action = get_bot("expert", game, k).choose(view, view.legal_actions, budget_ms=100)
        assert action in view.legal_actions
        phases.add(view.phase)
    assert phases == {"play"}
