"""Rule-of-thumb bidding and exchange decisions that any club player would make."""

from __future__ import annotations

from cardtable import games
from cardtable.bots import get_bot
from cardtable.games.ulti.game import deck_for_hands


def _ulti_first_decisions(hands, level="heuristic"):
    """The forehand (seat 1, dealer 0) discards and bids; returns (discard, bid)."""
    game = games.get("ulti")
    state = game.new_deal(deck=deck_for_hands(0, hands), dealer=0)
    bot = get_bot(level, game, 3)
    out = []
    for _ in range(2):
        view = state.view(state.to_move)
        a = bot.choose(view, view.legal_actions, 200)
        state.apply(a)
        out.append(a.text)
    return out


REST = [
    "T9",
    "T10",
    "TU",
    "TO",
    "TK",
    "TA",
    "Z10",
    "ZU",
    "ZO",
    "ZK",
    "ZA",
    "M10",
    "MU",
    "MO",
    "MK",
    "MA",
    "P10",
    "PU",
    "PO",
    "PK",
]


def test_ulti_betli_hand_bids_betli():
    forehand = ["P7", "P8", "P9", "T7", "T8", "Z7", "Z8", "Z9", "M7", "M8", "M9", "PA"]
    discard, bid = _ulti_first_decisions([REST[:10], forehand, REST[10:]])
    assert "betli" in bid
    assert "PA" in discard  # the one dangerous card goes to the talon


def test_ulti_long_trumps_with_the_seven_bid_an_ulti():
    forehand = ["Z7", "Z8", "Z9", "Z10", "ZK", "ZA", "MA", "M10", "TA", "P8", "P9", "T8"]
    rest = [
        "P7",
        "PU",
        "PO",
        "PK",
        "PA",
        "P10",
        "T7",
        "T9",
        "T10",
        "TU",
        "TO",
        "TK",
        "ZU",
        "ZO",
        "M7",
        "M8",
        "M9",
        "MU",
        "MO",
        "MK",
    ]
    discard, bid = _ulti_first_decisions([rest[:10], forehand, rest[10:]])
    assert "ulti" in bid.split()
    assert not set(discard.split()[1:]) & {"MA", "M10", "TA"}  # aces and tens stay out of the talon


def _ecarte_first_decision(non_dealer_hand, dealer_hand, turnup, level="heuristic"):
    game = games.get("ecarte")
    rest = [c for c in game.deck.codes if c not in {*non_dealer_hand, *dealer_hand, turnup}]
    deck = non_dealer_hand[:3] + dealer_hand[:3] + non_dealer_hand[3:] + dealer_hand[3:] + [turnup, *rest]
    state = game.new_deal(deck=deck, dealer=0)
    view = state.view(1)
    return get_bot(level, game, 1).choose(view, view.legal_actions, 200).text


def test_ecarte_three_trumps_play_without_proposing():
    assert _ecarte_first_decision(["H7", "H8", "H9", "S7", "C8"], ["D7", "D8", "D9", "S8", "C9"], "H10") == "stand"


def test_ecarte_junk_proposes():
    assert _ecarte_first_decision(["S7", "S8", "D9", "C7", "C8"], ["D7", "D8", "H9", "S9", "C9"], "H10") == "propose"
