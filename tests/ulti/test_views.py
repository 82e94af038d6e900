"""Views (architecture "The game protocol"): every field filled, nothing hidden leaks."""

import dataclasses
import json
import random

from cardtable.cards import get_deck
from cardtable.engine.protocol import texts
from cardtable.games.ulti import make_game
from cardtable.games.ulti.scenario import deal, run

D = get_deck("hungarian32")

HANDS = {
    0: "PA P10 PK PO ZA Z10 Z9 Z8 T7 T8 M7 M8",
    1: "P7 P8 TK TO TA T10 T9 MO ZK ZO",
    2: "P9 PU MA M10 MK TU MU M9 Z7 ZU",
}


def test_view_fields_in_bidding():
    s = deal(HANDS)
    v = s.view(0)
    assert v.game == "ulti" and v.variant == "mausz" and v.seat == 0 and v.players == 3 and v.dealer == 2
    assert v.phase == "bidding" and v.to_move == 0
    assert len(v.hand) == 12 and v.trick == [] and v.trump is None and v.contract is None
    assert v.open_hands == {} and v.public_history == [] and v.history_seats == []
    assert len(v.legal_actions) == 66 and v.hand_sizes == [12, 10, 10] and v.tricks_won == [0, 0, 0]
    assert v.last_trick is None
    assert v.facts.bid is None and v.facts.declarer is None and v.facts.talon_on_table is False
    assert s.view(1).legal_actions == [] and s.view(1).hand == D.codes_of(s.hands[1])
    json.dumps(dataclasses.asdict(v), default=str)  # views are plain data (an action saved as its text)


def test_view_fields_in_play():
    s = deal(HANDS)
    run(s, "discard M7 M8", "bid ulti", "pass", "pass", "pass", "trump Z", "announce 20 P")
    s.apply("play PA")
    s.apply("kontra ulti")  # MAUSZ §7(1): the kontra window after the declarer's first card
    v = s.view(2)
    assert (
        v.phase == "kontra"
        and v.facts.kontra_word == "kontra"
        and v.to_move == 1
        and v.trump == "Z"
        and v.contract == "ulti"
    )
    assert v.trick == [(0, "PA")] and v.hand_sizes == [9, 10, 10]
    assert v.facts.declarer == 0 and v.facts.defenders == [1, 2]
    assert v.facts.parts == ["ulti", "parti"] and v.facts.individual_kontra == []
    assert v.facts.talon_taken is False and v.facts.talon_on_table is True
    assert v.facts.kontra == {"ulti": {1: 2, 2: 2}, "parti": {1: 1, 2: 1}}
    assert v.facts.announcements == [{"seat": 0, "suit": "P", "value": 20}]
    assert v.facts.bid == "ulti" and v.facts.holder == 0
    seen = [None, "bid ulti", "pass", "pass", "pass", "trump Z", "announce 20 P", "play PA", "kontra ulti"]
    assert texts(v.public_history) == seen
    assert v.history_seats == [0, 0, 1, 2, 0, 0, 0, 0, 1]
    assert v.facts.talon is None and s.view(0).facts.talon == ["M7", "M8"]
    assert v.legal_actions == [] and s.view(1).legal_actions


def test_view_is_a_copy():
    s = deal(HANDS)
    v = s.view(0)
    v.hand.clear()
    v.legal_actions.clear()
    assert s.view(0).hand and s.legal_actions()


def test_view_after_deal_over():
    s = deal(HANDS)
    run(s, "discard M7 M8", "bid ulti", "pass", "pass", "pass", "trump Z", "give-up")
    v = s.view(1)
    assert v.phase == "over" and v.to_move is None and v.legal_actions == []


def _leaks(state, seat, known):
    """Codes of cards ``seat`` may not know (others' hands, the talon) that its view shows."""
    v = state.view(seat)
    secret = state.talon
    for other in range(3):
        if other != seat and other not in v.open_hands:
            secret |= state.hands[other]
    secret &= ~known  # cards that passed through his hand (taken or laid down) he has seen
    shown = json.dumps(dataclasses.asdict(dataclasses.replace(v, hand=[], open_hands={})), default=str)
    words = set(shown.replace('"', " ").replace(",", " ").replace("[", " ").replace("]", " ").split())
    return [c for c in D.codes_of(secret) if c in words]


def test_views_never_show_hidden_cards():
    rng = random.Random(5)
    checked = 0
    for variant in ("mausz", "4m"):
        g = make_game(variant)
        for seed in range(25):
            s = g.new_deal(seed, dealer=seed % 3)
            known = list(s.hands)
            while s.to_move is not None:
                for seat in range(3):
                    leaks = _leaks(s, seat, known[seat])
                    assert not leaks, (seed, seat, leaks, s.actions_text)
                    assert s.view(seat).hand == D.codes_of(s.hands[seat])
                    checked += 1
                a = rng.choice(s.legal_actions())
                if a.kind == "take":
                    known[s.to_move] |= s.talon
                s.apply(a)
    assert checked > 1000
