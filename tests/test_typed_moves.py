"""A move stays typed from the click to the engine: the view carries its deck, a game makes the action that plays
any card, and the decision records that measure "behaviour unchanged" are a pure function of their seeds."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

from cardtable import games
from tests.actions import typed

TABLES = [(i.name, str(v.value), n) for i in games.infos() for v in i.variants for n in i.player_counts]


@pytest.mark.parametrize(("name", "variant", "players"), TABLES)
def test_a_view_carries_the_deck_its_actions_cards_index(name, variant, players):
    """Every seat's view names the deal's own deck (NJET's 3-player table numbers its 48 cards apart) and every
    card an action names is a card of it."""
    rng = random.Random(f"{name}{players}")
    state = games.get(name, variant=variant or None).new_deal(seed=5, players=players)
    while state.to_move is not None:
        for seat in range(players):
            view = state.view(seat)
            assert view.deck is state.card_deck
            assert all(0 <= c < len(view.deck) for a in view.legal_actions for c in a.cards)
            assert sorted(view.hand) == sorted(view.deck.codes[c] for c in view.deck.cards(view.hand))
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(("name", "variant", "players"), TABLES)
def test_the_game_makes_the_action_that_plays_any_card_as_its_text_reads(name, variant, players):
    """``Game.play(card)``: the typed move of a clicked card, legal or not, the very action its text names."""
    state = games.get(name, variant=variant or None).new_deal(seed=2, players=players)
    game, deck = state.game, state.card_deck
    for card in range(len(deck)):
        made, read = game.play(card), game.parse_action(f"play {deck.codes[card]}")
        assert (made, made.kind, made.cards, made.arg) == (read, read.kind, read.cards, read.arg)
        assert deck.codes[made.cards[0]] == deck.codes[card]


def test_a_refused_card_is_explained_from_its_typed_move():
    """The table explains a card it may not play with the game's own action for it (no text in between)."""
    state = games.get("ulti").new_deal(seed=1)
    card = state.card_deck.card("P7")
    refusal = state.explain_illegal(state.game.play(card))
    assert refusal.key == "bidding-not-over" and refusal.rule
    assert typed("ulti", "play P7") == state.game.play(card)


def _records_tool():
    path = Path(__file__).resolve().parents[1] / "tools" / "decision_records.py"
    spec = importlib.util.spec_from_file_location("decision_records", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_decision_records_are_a_pure_function_of_their_seeds():
    """The baseline for "behaviour unchanged": the same seeds give the same record, byte for byte, at every level
    (the search bots' clock lifted), and every level plays."""
    tool = _records_tool()
    game = games.get("ecarte")
    for level in [*tool.LEVELS, tool.MIXED]:
        levels = tool.seat_levels(level, 2)
        first = tool.play(game, 2, levels, 2024, 20).dumps()
        assert tool.play(game, 2, levels, 2024, 20).dumps() == first
        assert '"format": "cardtable-deal/1"' in first
    assert tool.seat_levels(tool.MIXED, 4) == ["expert", "medium", "heuristic", "random"]
