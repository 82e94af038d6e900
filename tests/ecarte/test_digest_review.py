"""Independent rules review: one test per rule of the digest, named after its section of the seed (§) or
its ambiguity (A3-n); refusals; views that leak nothing; the match and its saves.

Clubs are trumps (turn-up C7) unless a test says otherwise; ``deal`` (conftest) deals the non-dealer's
hand, the dealer's hand, the turn-up and the top of the talon.
"""

import copy
import json
import random

import pytest

from cardtable import games
from cardtable.cards.deck import PIQUET32
from cardtable.engine.protocol import IllegalAction, texts
from cardtable.engine.record import DealRecord
from cardtable.engine.tricks import winner
from cardtable.games.ecarte import EcarteMatch
from cardtable.games.ecarte import actions as A
from cardtable.games.ecarte.tables import STRENGTH, TABLES

CODES = list(PIQUET32.codes)
SUITS = ("H", "D", "S", "C")
PLAIN_ND = ["H7", "H8", "H9", "D7", "D8"]
PLAIN_DL = ["S7", "S8", "S9", "D9", "D10"]


def _texts(state):
    return [a.text for a in state.legal_actions()]


def _plays(state):
    return sorted(a.text.split()[1] for a in state.legal_actions() if a.kind == "play")


def _snapshot(state):
    # the legal-action cache is no part of the deal: asking for legality may fill it
    return copy.deepcopy({k: v for k, v in state.__dict__.items() if k != "game" and k not in dict(state._caches)})


def _refusal(state, action):
    """Apply an illegal action: it must raise IllegalAction and leave every field of the state as it was."""
    before = _snapshot(state)
    with pytest.raises(IllegalAction) as e:
        state.apply(action)
    assert _snapshot(state) == before, f"refusing {action!r} changed the state"
    assert e.value.message and e.value.key
    return e.value


def _play_out(state, moves=()):
    for m in moves:
        state.apply(m)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return state.result()


def _parts(result):
    return [(ln.part, ln.payee, ln.amount) for ln in result.lines]


# ---------------------------------------------------------------- cards and rank (§§1, 12, 30)


def test_s01_piquet_pack_of_32_for_two():
    game = games.get("ecarte")
    assert sorted(game.deck.codes) == sorted(s + r for s in SUITS for r in ("7", "8", "9", "10", "J", "Q", "K", "A"))
    assert game.min_players == game.max_players == 2
    with pytest.raises(ValueError, match="2 players"):
        game.new_deal(players=3)


def test_s12_rank_k_q_j_a_10_9_8_7_in_every_suit_and_under_every_trump():
    order = ("K", "Q", "J", "A", "10", "9", "8", "7")
    card = PIQUET32.card
    for trump in range(4):
        t = TABLES[trump]
        for led in SUITS:
            for i, hi in enumerate(order):
                for lo in order[i + 1 :]:
                    # whoever leads, the higher card of §12 wins a trick of one suit
                    assert winner([(0, card(led + lo)), (1, card(led + hi))], t) == 1
                    assert winner([(0, card(led + hi)), (1, card(led + lo))], t) == 0
    assert [STRENGTH[card("S" + r)] for r in order] == sorted((STRENGTH[card("S" + r)] for r in order), reverse=True)


def test_s12_the_jack_outranks_the_ace_at_the_table(deal):
    # The ten is led; of ace, nine and seven only the ace beats it, so §44 forces the ace.
    state = deal(["H10", "D7", "D8", "S7", "S8"], ["HA", "H9", "H7", "S9", "SA"], "C7", actions=["stand", "play H10"])
    assert _plays(state) == ["HA"]
    state = deal(["HA", "D7", "D8", "S7", "S8"], ["HJ", "H10", "H9", "S9", "SA"], "C7", actions=["stand", "play HA"])
    assert _plays(state) == ["HJ"]  # the jack beats the ace, the ten does not


def test_s30_the_turned_up_card_fixes_trumps_which_beat_every_plain_card(deal):
    for s in SUITS:
        other = next(x for x in SUITS if x != s)
        turnup = s + "8"
        state = deal(
            [other + "K", other + "Q", other + "J", other + "A", other + "10"],
            [s + "7", s + "9", next(x for x in SUITS if x not in (s, other)) + "7", other + "7", other + "8"],
            turnup,
            actions=["stand", f"play {other}K"],
        )
        assert state.view(0).trump == s
        # The dealer holds two of the led suit, neither beats the king: he must follow (§44), not trump.
        assert _plays(state) == sorted([other + "7", other + "8"])
        t = TABLES[SUITS.index(s)]
        assert winner([(0, PIQUET32.card(other + "K")), (1, PIQUET32.card(s + "7"))], t) == 1


# ---------------------------------------------------------------- first dealer (§§9–10, A3-8)


def test_s09_s10_a3_8_first_dealer_drawn_then_the_deal_alternates():
    game = games.get("ecarte")
    assert {EcarteMatch(game, seed=s).first_dealer for s in range(16)} == {0, 1}
    match = EcarteMatch(game, seed=3, first_dealer=1)
    rng = random.Random(3)
    dealers = []
    while not match.is_over:
        state = match.new_deal()
        dealers.append(state.dealer)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
    assert dealers == [(1 + i) % 2 for i in range(len(dealers))]
    with pytest.raises(ValueError, match="first dealer"):
        EcarteMatch(game, first_dealer=2)


# ---------------------------------------------------------------- the deal (§§13–14, A3-1)

POSITIONS = {"3+2": ([0, 1, 2, 6, 7], [3, 4, 5, 8, 9]), "2+3": ([0, 1, 4, 5, 6], [2, 3, 7, 8, 9])}


@pytest.mark.parametrize("pattern", ["3+2", "2+3"])
@pytest.mark.parametrize("dealer", [0, 1])
def test_s13_five_each_starting_with_the_non_dealer_11th_card_turned_up_21_in_the_talon(pattern, dealer):
    state = games.get("ecarte", deal_pattern=pattern).new_deal(dealer=dealer, deck=CODES)
    nd_pos, dl_pos = POSITIONS[pattern]
    assert state.view(1 - dealer).hand == [CODES[i] for i in nd_pos]
    assert state.view(dealer).hand == [CODES[i] for i in dl_pos]
    assert state.view(dealer).facts.turn_up == CODES[10]
    assert state.view(0).trump == CODES[10][0]
    assert state.talon_size == 21 and [PIQUET32.codes[c] for c in state.talon] == CODES[11:]


def test_s13_the_turn_up_is_never_drawn(deal):
    state = deal(PLAIN_ND, PLAIN_DL, "C7")
    while state.phase != "play":  # exchange everything while the talon lasts
        if state.phase == "propose":
            state.apply("propose")
        elif state.phase == "respond":
            state.apply("accept")
        else:
            state.apply(_texts(state)[-1])
        assert "C7" not in state.view(0).hand + state.view(1).hand
    assert state.talon_size == 0
    state.check_invariants()


def test_s14_a3_1_deal_pattern_kept_for_the_whole_game():
    match = EcarteMatch(games.get("ecarte", deal_pattern="2+3"), seed=21)
    rng = random.Random(21)
    while not match.is_over:
        state = match.new_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
    assert len(match.history) >= 2
    nd_pos, dl_pos = POSITIONS["2+3"]
    for summary in match.history:
        rec = summary.record
        dealt = rec.replay(stop=0)
        assert dealt.view(1 - rec.dealer).hand == sorted((rec.deck[i] for i in nd_pos), key=CODES.index)
        assert dealt.view(rec.dealer).hand == sorted((rec.deck[i] for i in dl_pos), key=CODES.index)
        assert rec.options["deal_pattern"] == "2+3"


def test_s14_a3_1_a_new_game_may_choose_the_pattern_afresh_and_the_deal_alternates_on():
    match = EcarteMatch(games.get("ecarte", deal_pattern="2+3"), seed=5, first_dealer=0)
    with pytest.raises(ValueError, match="not over"):
        match.next_game()
    rng = random.Random(5)
    while not match.is_over:
        state = match.new_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
    nxt = match.next_game(deal_pattern="3+2")
    assert nxt.game.rules.deal_pattern == "3+2" and nxt.totals == [0, 0] and not nxt.is_over
    assert nxt.first_dealer == nxt.dealer == match.dealer  # the seat after the last dealer
    assert nxt.new_deal().view(0).facts.deal_pattern == "3+2"
    assert match.next_game().game.rules.deal_pattern == "2+3"  # unchanged unless asked
    with pytest.raises(ValueError, match="unknown"):
        match.next_game(jokers=True)


# ---------------------------------------------------------------- the trump king (§§26–29, A3-9)


@pytest.mark.parametrize("dealer", [0, 1])
@pytest.mark.parametrize("suit", SUITS)
def test_s26_turned_up_king_scores_for_the_dealer_at_once(deal, suit, dealer):
    state = deal(PLAIN_ND, PLAIN_DL, suit + "K", dealer=dealer, auto_mark_king=False)
    assert state.king_points[dealer] == 1 and state.king_points[1 - dealer] == 0
    assert state.view(1 - dealer).facts.king_marks == [{"seat": dealer, "how": "turn-up", "at": 0}]
    assert state.actions_text == []  # no action of his: marked before he looks at his cards
    err = _refusal(state, "king")
    assert err.rule == "§26" and err.key == "king-turned-up"
    result = _play_out(state, ["stand"])
    assert ("king", dealer, 1) in _parts(result)


def test_s26_only_the_trump_king_scores(deal):
    # Clubs are trumps (turn-up CQ); the dealer holds the heart king: that is no king to mark.
    state = deal(PLAIN_ND, ["HK", "S8", "S9", "D9", "D10"], "CQ", auto_mark_king=False, actions=["stand", "play H7"])
    assert "king" not in _texts(state)
    assert _refusal(state, "king").key == "king-not-held"
    assert not [ln for ln in _play_out(state).lines if ln.part == "king"]


@pytest.mark.parametrize("dealer", [0, 1])
def test_s26_held_trump_king_scores_one_for_its_holder(deal, dealer):
    for holder in (dealer, 1 - dealer):
        nd = ["CK", *PLAIN_ND[1:]] if holder != dealer else PLAIN_ND
        dl = ["CK", *PLAIN_DL[1:]] if holder == dealer else PLAIN_DL
        result = _play_out(deal(nd, dl, "C7", dealer=dealer, actions=["stand"]))
        assert [(p, s, a) for p, s, a in _parts(result) if p == "king"] == [("king", holder, 1)]


@pytest.mark.parametrize("drawer", ["non-dealer", "dealer"])
def test_s26_king_drawn_in_the_exchange_scores(deal, drawer):
    # The king comes up in the second exchange, to the non-dealer (fifth card) or to the dealer (sixth).
    talon = ["S10", "SJ", "SQ", "SA", "CK"] if drawer == "non-dealer" else ["S10", "SJ", "SQ", "SA", "D10", "CK"]
    state = deal(PLAIN_ND, ["HA", "HK", "HQ", "DA", "DK"], "C7", talon=talon)
    second = ["discard"] if drawer == "non-dealer" else ["discard DA"]
    for a in ["propose", "accept", "discard H7 H8 H9", "discard HQ", "propose", "accept", "discard D7", *second]:
        state.apply(a)
    holder = 1 if drawer == "non-dealer" else 0
    assert "CK" in state.view(holder).hand
    state.apply("stand")
    state.apply(next(t for t in _texts(state) if t.startswith("play")))
    assert state.view(0).facts.king_marks[0]["seat"] == holder
    assert state.king_points[holder] == 1


def test_s27_non_dealer_marks_before_the_opening_lead_not_after(deal):
    state = deal(["CK", *PLAIN_ND[1:]], PLAIN_DL, "C7", auto_mark_king=False, actions=["stand"])
    assert "king" in _texts(state)
    state.apply("play H8")
    state.apply("play S7")  # the dealer cannot follow hearts and has no trump: any card; hearts win
    assert state.to_move == 1 and state.won_count == [0, 1]
    err = _refusal(state, "king")
    assert err.rule == "§27" and err.key == "king-too-late"
    assert state.king_points == [0, 0]


def test_s27_exception_the_king_led_first_is_marked_before_the_reply(deal):
    # §27 lets the leader mark a king he leads first until the reply; in a turn-based engine he marks and
    # then leads it, which tells the dealer the same before he plays (documented simplification).
    state = deal(["CK", *PLAIN_ND[1:]], PLAIN_DL, "C7", auto_mark_king=False, actions=["stand", "king", "play CK"])
    assert state.to_move == 0 and state.view(0).facts.king_marks == [{"seat": 1, "how": "declared", "at": 2}]
    assert texts(state.view(0).public_history) == ["stand", "king", "play CK"]


@pytest.mark.parametrize("auto", [True, False])
def test_s28_dealer_marks_before_he_plays_to_the_first_card(deal, auto):
    state = deal(PLAIN_ND, ["CK", *PLAIN_DL[1:]], "C7", dealer=1, auto_mark_king=auto, actions=["stand"])
    assert state.view(0).facts.king_marks == []  # the leader does not learn it before he leads
    assert "king" not in _texts(state)
    state.apply("play H7")
    assert state.to_move == 1
    if auto:
        assert state.view(0).facts.king_marks == [{"seat": 1, "how": "auto", "at": 2}]
        assert "king" not in _texts(state)
    else:
        assert state.view(0).facts.king_marks == [] and "king" in _texts(state)
        state.apply("king")
        assert state.view(0).facts.king_marks == [{"seat": 1, "how": "declared", "at": 3}]
        assert state.to_move == 1  # marking is not his card: he still plays to the lead
    assert state.king_points == [0, 1]


def test_s28_dealer_too_late_once_he_has_played(deal):
    state = deal(PLAIN_ND, ["CK", "C8", *PLAIN_DL[2:]], "C9", auto_mark_king=False, actions=["stand", "play H7"])
    state.apply("play C8")  # the dealer trumps (void in hearts) without marking, wins and leads
    assert state.to_move == 0
    err = _refusal(state, "king")
    assert err.rule == "§28" and err.key == "king-too-late"


def test_s29_a_false_king_mark_is_refused(deal):
    state = deal(PLAIN_ND, PLAIN_DL, "C7", auto_mark_king=False, actions=["stand"])
    err = _refusal(state, "king")  # nobody holds the king of clubs: it is in the talon
    assert err.rule == "§26" and err.key == "king-not-held"
    state.apply("play H7")
    assert _refusal(state, "king").key == "king-not-held"


def test_a3_9_declining_to_mark_is_legal_and_scores_nothing(deal):
    state = deal(["CK", *PLAIN_ND[1:]], PLAIN_DL, "C7", auto_mark_king=False, actions=["stand"])
    assert "king" in _texts(state)
    result = _play_out(state, ["play CK"])
    assert not [ln for ln in result.lines if ln.part == "king"] and result.details["king_marks"] == []


def test_s26_king_cannot_be_marked_while_the_hand_may_change(deal):
    state = deal(["CK", *PLAIN_ND[1:]], PLAIN_DL, "C7", auto_mark_king=False)
    assert _refusal(state, "king").key == "king-too-early"
    state.apply("propose")
    state.apply("accept")
    err = _refusal(state, "king")  # he may yet discard it
    assert err.rule == "§26" and err.key == "king-too-early"


# ---------------------------------------------------------------- the exchange (§§35–39, A3-2…A3-4)


def test_s35_only_the_non_dealer_proposes_and_the_dealer_answers(deal):
    for dealer in (0, 1):
        state = deal(PLAIN_ND, PLAIN_DL, "C7", dealer=dealer)
        assert state.to_move == 1 - dealer and _texts(state) == ["propose", "stand"]
        state.apply("propose")
        assert state.to_move == dealer and _texts(state) == ["accept", "refuse"]
        state.apply("accept")
        assert state.to_move == 1 - dealer and state.phase == "discard"


def test_s35_the_dealer_serves_the_non_dealer_first_then_himself(deal):
    talon = ["S10", "SJ", "SQ", "SA", "DJ"]
    state = deal(PLAIN_ND, PLAIN_DL, "C7", talon=talon, actions=["propose", "accept", "discard H7 H8 H9"])
    assert set(state.view(1).hand) == {"D7", "D8", "S10", "SJ", "SQ"}
    state.apply("discard S7 S8")
    assert set(state.view(0).hand) == {"S9", "D9", "D10", "SA", "DJ"}
    assert state.talon_size == 16


def test_s35_a3_3_non_dealer_exchanges_one_to_five(deal):
    state = deal(PLAIN_ND, PLAIN_DL, "C7", actions=["propose", "accept"])
    counts = sorted({len(a.cards) for a in state.legal_actions()})
    assert counts == [1, 2, 3, 4, 5]
    err = _refusal(state, "discard")
    assert err.rule == "§35" and err.key == "discard-count"
    state = deal(PLAIN_ND, PLAIN_DL, "C7", proposer_min_discard=2, actions=["propose", "accept"])
    assert sorted({len(a.cards) for a in state.legal_actions()}) == [2, 3, 4, 5]
    assert _refusal(state, "discard H7").key == "discard-count"


def test_s35_a3_2_dealer_exchanges_none_to_five(deal):
    state = deal(PLAIN_ND, PLAIN_DL, "C7", actions=["propose", "accept", "discard H7"])
    assert sorted({len(a.cards) for a in state.legal_actions()}) == [0, 1, 2, 3, 4, 5]
    state = deal(PLAIN_ND, PLAIN_DL, "C7", dealer_min_discard=1, actions=["propose", "accept", "discard H7"])
    assert sorted({len(a.cards) for a in state.legal_actions()}) == [1, 2, 3, 4, 5]
    err = _refusal(state, "discard")
    assert err.rule == "§35" and err.key == "discard-count"


def test_s35_numbers_exchanged_are_public(deal):
    state = deal(PLAIN_ND, PLAIN_DL, "C7", actions=["propose", "accept", "discard H7 H8", "discard S7 S8 S9"])
    for seat in (0, 1):
        facts = state.view(seat).facts
        assert [(e["seat"], e["discarded"], e["drawn"]) for e in facts.exchanges] == [(1, 2, 2), (0, 3, 3)]
        assert facts.talon_size == 16


def test_s36_neither_proposal_nor_acceptance_can_be_withdrawn(deal):
    state = deal(PLAIN_ND, PLAIN_DL, "C7", actions=["propose"])
    for text in ("stand", "propose", "play H7", "discard H7"):
        assert _refusal(state, text).key in ("accept-or-refuse", "play-before-exchange")
    assert _refusal(state, "stand").rule == "§§36-37"
    state.apply("accept")
    for text in ("refuse", "stand", "propose", "accept"):
        err = _refusal(state, text)
        assert err.rule == "§36" and err.key == "must-discard"


def test_s37_propose_again_while_the_talon_lasts_each_answered_afresh(deal):
    state = deal(PLAIN_ND, PLAIN_DL, "C7")
    for a in ("propose", "accept", "discard H7", "discard S7"):
        state.apply(a)
    assert state.phase == "propose" and state.to_move == 1
    for a in ("propose", "accept", "discard H8", "discard"):
        state.apply(a)
    state.apply("propose")
    assert _texts(state) == ["accept", "refuse"]
    state.apply("refuse")
    assert state.phase == "play" and state.view(0).facts.proposals == 3
    assert state.refused_first is False  # only the first proposal counts for §40


def test_s37_no_proposal_once_the_talon_is_exhausted(deal):
    state = deal(PLAIN_ND, PLAIN_DL, "C7")
    while state.talon_size:
        for a in ("propose", "accept"):
            state.apply(a)
        state.apply(_texts(state)[-1])
        if state.phase == "dealer-discard":
            state.apply(_texts(state)[-1])
    assert state.phase == "play" and "propose" not in _texts(state)
    err = _refusal(state, "propose")
    assert err.rule == "§37" and err.key == "exchange-over"


def test_s38_discards_are_final_and_untouchable(deal):
    state = deal(PLAIN_ND, PLAIN_DL, "C7", talon=["S10"], actions=["propose", "accept", "discard H7"])
    state.apply("discard S7")
    state.apply("propose")
    state.apply("accept")
    err = _refusal(state, "discard H7")  # his own earlier discard is no longer his
    assert err.key == "card-not-in-hand" and err.rule == "§35"
    state.apply("discard H8")
    state.apply("discard")
    state.apply("stand")
    assert _refusal(state, "play H7").key == "card-not-in-hand"
    assert state.view(1).facts.my_discards == ["H7", "H8"] and state.view(0).facts.my_discards == ["S7"]


def _exchange(state, nd_count, dl_count):
    state.apply("propose")
    state.apply("accept")
    state.apply(A.discard(PIQUET32.mask(state.view(state.non_dealer).hand[:nd_count])))
    if state.phase == "dealer-discard":
        state.apply(A.discard(PIQUET32.mask(state.view(state.dealer).hand[:dl_count])))


def test_s39_a3_4_default_each_request_is_capped_at_the_talon(deal):
    state = deal(PLAIN_ND, PLAIN_DL, "C7")
    _exchange(state, 5, 5)
    _exchange(state, 5, 5)
    assert state.talon_size == 1
    state.apply("propose")
    state.apply("accept")
    assert {len(a.cards) for a in state.legal_actions()} == {1}
    hand = state.view(1).hand
    err = _refusal(state, "discard " + " ".join(hand[:2]))
    assert err.rule == "§39" and err.key == "discard-more-than-talon"


def test_s39_strict_the_non_dealer_takes_back_his_latest_discards(deal):
    state = deal(PLAIN_ND, PLAIN_DL, "C7", strict_talon_shortage=True)
    _exchange(state, 5, 5)
    _exchange(state, 5, 5)
    state.apply("propose")
    state.apply("accept")
    hand = state.view(1).hand
    state.apply("discard " + " ".join(hand[:4]))
    assert state.view(0).facts.exchanges[-1] == {"seat": 1, "discarded": 4, "drawn": 1, "taken_back": 3}
    assert len(state.view(1).hand) == 5 and set(hand[1:4]) <= set(state.view(1).hand)
    assert state.phase == "play"
    state.check_invariants()


def test_s39_strict_concerns_the_non_dealer_only_the_dealer_is_capped(deal):
    # Seed §39: the talon cannot meet "ellenfelének igényét", the demand of the dealer's opponent.
    state = deal(PLAIN_ND, PLAIN_DL, "C7", strict_talon_shortage=True)
    _exchange(state, 5, 5)
    _exchange(state, 5, 4)
    assert state.talon_size == 2
    state.apply("propose")
    state.apply("accept")
    state.apply(A.discard(PIQUET32.mask(state.view(1).hand[:1])))
    assert state.phase == "dealer-discard" and state.talon_size == 1
    assert {len(a.cards) for a in state.legal_actions()} == {0, 1}
    err = _refusal(state, "discard " + " ".join(state.view(0).hand[:3]))
    assert err.rule == "§39" and err.key == "discard-more-than-talon"


# ---------------------------------------------------------------- play (§§31, 44)


@pytest.mark.parametrize("opening", [["stand"], ["propose", "refuse"], ["propose", "accept", "discard H7", "discard"]])
def test_s31_the_non_dealer_leads_to_the_first_trick(deal, opening):
    for dealer in (0, 1):
        state = deal(PLAIN_ND, PLAIN_DL, "C7", dealer=dealer, actions=opening)
        if state.phase == "propose":
            state.apply("stand")
        assert state.phase == "play" and state.to_move == 1 - dealer and state.trick == []


def test_s44_follow_suit_even_when_you_cannot_win_rather_than_trump(deal):
    state = deal(["HK", "D7", "D8", "S7", "S8"], ["H7", "CQ", "C8", "S9", "SA"], "C7", actions=["stand", "play HK"])
    assert _plays(state) == ["H7"]
    err = _refusal(state, "play CQ")
    assert err.rule == "§44" and err.key == "must-follow"


def test_s44_win_the_trick_when_you_can(deal):
    state = deal(["H10", "D7", "D8", "S7", "S8"], ["HA", "H9", "H7", "C8", "SA"], "C7", actions=["stand", "play H10"])
    assert _plays(state) == ["HA"]
    assert _refusal(state, "play H9").key == "must-beat"


def test_s44_void_in_the_suit_led_you_must_trump(deal):
    state = deal(["H10", "D7", "D8", "S7", "S8"], ["C8", "CQ", "D9", "S9", "SA"], "C7", actions=["stand", "play H10"])
    assert _plays(state) == ["C8", "CQ"]
    assert _refusal(state, "play SA").key == "must-trump"


def test_s44_trump_led_beat_it_with_a_higher_trump_if_you_can_else_any_trump(deal):
    state = deal(["CJ", "D7", "D8", "S7", "S8"], ["CK", "C8", "H9", "S9", "SA"], "C7", actions=["stand", "play CJ"])
    assert _plays(state) == ["CK"]
    state = deal(["CQ", "D7", "D8", "S7", "S8"], ["CJ", "C8", "H9", "S9", "SA"], "C7", actions=["stand", "play CQ"])
    assert _plays(state) == ["C8", "CJ"]
    assert _refusal(state, "play H9").key == "must-follow"


def test_s44_void_in_suit_and_trumps_any_card(deal):
    state = deal(["H10", "D7", "D8", "S7", "S8"], ["DA", "D9", "S9", "SA", "SK"], "C7", actions=["stand", "play H10"])
    assert _plays(state) == sorted(["DA", "D9", "S9", "SA", "SK"])


def test_s44_the_trick_winner_leads_next(deal):
    state = deal(["H10", "D7", "D8", "S7", "S8"], ["HA", "H9", "H7", "C8", "SA"], "C7", actions=["stand", "play H10"])
    state.apply("play HA")
    assert state.to_move == 0 and state.won_count == [1, 0]
    state.apply("play H7")
    assert _plays(state) == sorted(["D7", "D8", "S7", "S8"])  # void in hearts and trumps


def test_s34_a_card_out_of_turn_is_not_taken(deal):
    # Only the seat to move acts: the leader's next card while the dealer is to reply is no card of his.
    state = deal(["H10", "D7", "D8", "S7", "S8"], ["HA", "H9", "H7", "C8", "SA"], "C7", actions=["stand", "play H10"])
    err = _refusal(state, "play D7")
    assert err.rule == "§44" and err.key == "card-not-in-hand"


@pytest.mark.parametrize("options", [{}, {"strict_talon_shortage": True}])
def test_s24_no_hand_ever_holds_more_or_fewer_than_five(options):
    game = games.get("ecarte", **options)
    rng = random.Random(4)
    for seed in range(40):
        state = game.new_deal(seed, dealer=seed % 2)
        while not state.is_over:
            v = state.view(0)
            if state.phase != "play" or not state.played:
                assert v.hand_sizes == [5, 5], (seed, state.actions_text)
            state.apply(rng.choice(state.legal_actions()))


# ---------------------------------------------------------------- scoring (§§40, 41, 43, 55, A3-6)

THREE_TWO = ["play CQ", "play D7", "play CJ", "play D8", "play CA", "play S7", "play H7", "play H9", "play H10"]


def test_s43_three_tricks_one_point(deal):
    result = _play_out(
        deal(["CQ", "CJ", "CA", "H7", "H8"], ["H9", "H10", "D7", "D8", "S7"], "C7", actions=["stand"]),
        [*THREE_TWO, "play H8"],
    )
    assert result.details["tricks"] == [2, 3] and result.points == [0, 1] and _parts(result) == [("tricks", 1, 1)]


def test_s43_four_tricks_one_point(deal):
    moves = ["play CQ", "play D7", "play CJ", "play D8", "play CA", "play S7", "play C10", "play S8", "play H7"]
    state = deal(["CQ", "CJ", "CA", "C10", "H7"], ["H8", "D7", "D8", "S7", "S8"], "C7", actions=["stand"])
    result = _play_out(state, [*moves, "play H8"])
    assert result.details["tricks"] == [1, 4] and result.points == [0, 1]
    assert result.lines[-1].note == "tricks-4"


def test_s43_vole_two_points(deal):
    state = deal(["CQ", "CJ", "CA", "C10", "C9"], PLAIN_ND, "C7", dealer=1, actions=["stand"])
    result = _play_out(state)
    assert result.details["tricks"] == [5, 0] and result.points == [2, 0] and _parts(result) == [("vole", 0, 2)]


@pytest.mark.parametrize("dealer", [0, 1])
def test_s40_dealer_refused_the_first_proposal_and_took_fewer_than_three(deal, dealer):
    nd, dl = ["CQ", "CJ", "CA", "H7", "H8"], ["H9", "H10", "D7", "D8", "S7"]
    state = deal(nd, dl, "C7", dealer=dealer, actions=["propose", "refuse"])
    result = _play_out(state, [*THREE_TWO, "play H8"])
    assert result.points[1 - dealer] == 2 and result.points[dealer] == 0
    assert _parts(result) == [("penalty-refused", 1 - dealer, 2)]


def test_s40_a3_6_penalty_with_a_vole_is_two(deal):
    state = deal(["CQ", "CJ", "CA", "C10", "C9"], PLAIN_ND, "C7", actions=["propose", "refuse"])
    assert _play_out(state).points == [0, 2]


def test_s40_only_on_the_original_deal(deal):
    nd, dl = ["CQ", "CJ", "CA", "H7", "H8"], ["H9", "H10", "D7", "D8", "S7"]
    state = deal(nd, dl, "C7", talon=["S8", "S9"], actions=["propose", "accept", "discard H8", "discard S7"])
    state.apply("propose")
    state.apply("refuse")  # the second proposal: refusing it costs nothing extra
    result = _play_out(state, ["play CQ", "play D7", "play CJ", "play D8", "play CA", "play S9"])
    assert result.details["tricks"] == [2, 3] and result.details["dealer_refused_first"] is False
    assert _parts(result) == [("tricks", 1, 1)]


@pytest.mark.parametrize("dealer", [0, 1])
def test_s41_non_dealer_played_d_autorite_and_took_fewer_than_three(deal, dealer):
    nd, dl = ["H9", "H10", "D7", "D8", "S7"], ["CQ", "CJ", "CA", "H7", "H8"]
    moves = ["play H9", "play H7", "play H10", "play H8", "play D7", "play CQ", "play CJ", "play D8", "play CA"]
    result = _play_out(deal(nd, dl, "C7", dealer=dealer, actions=["stand"]), [*moves, "play S7"])
    assert result.details["tricks"][dealer] == 3
    assert _parts(result) == [("penalty-autorite", dealer, 2)]


def test_s41_a3_6_dealer_vole_after_d_autorite_is_two(deal):
    result = _play_out(deal(PLAIN_ND, ["CQ", "CJ", "CA", "C10", "C9"], "C7", actions=["stand"]))
    assert result.details["tricks"] == [5, 0] and _parts(result) == [("penalty-autorite", 0, 2)]


def test_s41_standing_after_an_exchange_is_not_d_autorite(deal):
    state = deal(PLAIN_ND, ["CQ", "CJ", "CA", "C10", "C9"], "C7", talon=["H10"])
    for a in ("propose", "accept", "discard H7", "discard", "stand"):
        state.apply(a)
    result = _play_out(state)
    assert result.details["played_without_proposing"] is False and _parts(result) == [("vole", 0, 2)]


def test_s55_trick_points_only_when_the_deal_is_over(deal):
    state = deal(["CQ", "CJ", "CA", "H7", "H8"], ["H9", "H10", "D7", "D8", "S7"], "C7", actions=["stand"])
    for m in THREE_TWO[:6]:
        state.apply(m)
    assert state.won_count == [0, 3] and not state.is_over  # three tricks, but the deal goes on
    with pytest.raises(ValueError, match="not over"):
        state.result()
    assert state.view(0).facts.king_points == [0, 0]


# ---------------------------------------------------------------- the game (§7, A3-7)


@pytest.mark.parametrize("target", [5, 7, 11])
def test_s07_the_game_goes_to_5_points_7_and_11_as_options(target):
    options = {} if target == 5 else {"target": target}
    for seed in range(4):
        match = EcarteMatch(games.get("ecarte", **options), seed=seed)
        assert match.target == target
        rng = random.Random(seed)
        while not match.is_over:
            assert max(match.totals) < target
            state = match.new_deal()
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
            match.finish_deal(state)
        assert match.totals[match.winner] >= target > match.totals[1 - match.winner]
    with pytest.raises(ValueError, match="goes to 5"):
        EcarteMatch(games.get("ecarte"), target=7)


def test_a3_7_end_immediately_at_the_target_or_play_out(deal):
    strong = ["CQ", "CJ", "CA", "C10", "C9"]
    state = deal(strong, PLAIN_ND, "C7", scores=[0, 4], actions=["stand"])
    _play_out(state)
    assert len(state.tricks) == 3 and state.result().details["ended"] == "target"
    state = deal(strong, PLAIN_ND, "C7", scores=[0, 4], end_immediately_at_5=False, actions=["stand"])
    _play_out(state)
    assert len(state.tricks) == 5 and state.result().points == [0, 2]


# ---------------------------------------------------------------- refusals: the right rule, nothing changed

RULE_OF = {
    "card-not-in-hand": {"§44", "§35"},
    "must-follow": {"§44"},
    "must-trump": {"§44"},
    "must-beat": {"§44"},
    "king-turned-up": {"§26"},
    "king-already-marked": {"§26"},
    "king-not-held": {"§26"},
    "king-too-early": {"§26"},
    "king-too-late": {"§27", "§28"},
    "discard-count": {"§35"},
    "discard-more-than-talon": {"§39"},
    "no-proposal": {"§35"},
    "propose-or-stand": {"§35"},
    "accept-or-refuse": {"§§36-37"},
    "must-discard": {"§36"},
    "play-before-exchange": {"§31"},
    "exchange-over": {"§31", "§37"},
}


def _candidate_texts(state):
    texts = {"propose", "stand", "accept", "refuse", "king", "discard"} | {a.text for a in A.PLAY}
    for seat in (0, 1):
        hand = state.hands[seat]
        sub = hand
        while sub:
            texts.add(A.discard(sub).text)
            sub = (sub - 1) & hand
        if 0 < state.discards[seat].bit_count() <= 5:
            texts.add(A.discard(state.discards[seat]).text)  # a card already thrown away (§38)
    return sorted(texts)


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"auto_mark_king": False, "dealer_min_discard": 1, "proposer_min_discard": 2},
        {"strict_talon_shortage": True},
    ],
    ids=["defaults", "manual-king-min-discards", "strict"],
)
def test_every_refusal_names_its_rule_and_changes_nothing(options):
    game = games.get("ecarte", **options)
    rng = random.Random(17)
    seen = set()
    for seed in range(30):
        state = game.new_deal(seed, dealer=seed % 2)
        while not state.is_over:
            legal = set(_texts(state))
            illegal = [t for t in _candidate_texts(state) if t not in legal]
            for text in rng.sample(illegal, min(len(illegal), 16)):
                err = _refusal(state, text)
                assert err.key in RULE_OF and err.rule in RULE_OF[err.key], (text, state.phase, err.key, err.rule)
                seen.add(err.key)
            state.apply(rng.choice(state.legal_actions()))
        err = _refusal(state, "stand")
        assert err.key == "deal-over"
    assert len(seen) >= 12, seen


def test_every_refusal_key_is_reachable(deal):
    """A scripted state for each refusal the engine knows, with the section it cites."""
    found = {}

    def refuse(state, text):
        err = _refusal(state, text)
        found[err.key] = found.get(err.key, set()) | {err.rule}

    s = deal(PLAIN_ND, PLAIN_DL, "CK")
    refuse(s, "king")  # turned up
    refuse(s, "accept")  # propose or stand
    refuse(s, "discard H7")  # no proposal
    refuse(s, "play H7")  # before the exchange
    s.apply("propose")
    refuse(s, "stand")  # accept or refuse
    s.apply("accept")
    refuse(s, "refuse")  # must discard
    refuse(s, "discard")  # count
    refuse(s, "discard S7")  # not his card (§35)
    s = deal(["CK", *PLAIN_ND[1:]], ["H7", "HA", "S9", "D9", "D10"], "C7", auto_mark_king=False)
    refuse(s, "king")  # too early
    s.apply("stand")
    s.apply("king")
    refuse(s, "king")  # already marked
    refuse(s, "propose")  # exchange over (§31)
    refuse(s, "play S7")  # not in hand (§44)
    s.apply("play H8")
    refuse(s, "play S9")  # must follow
    refuse(s, "play H7")  # must beat
    s = deal(PLAIN_ND, ["C8", "S8", "S9", "D9", "D10"], "C7", auto_mark_king=False, actions=["stand"])
    refuse(s, "king")  # not held
    s.apply("play H7")
    refuse(s, "play S8")  # must trump
    s = deal(["CK", *PLAIN_ND[1:]], PLAIN_DL, "C7", auto_mark_king=False, actions=["stand", "play H8", "play S7"])
    refuse(s, "king")  # too late (§27)
    s = deal(PLAIN_ND, ["CK", "C8", *PLAIN_DL[2:]], "C9", auto_mark_king=False, actions=["stand", "play H7", "play C8"])
    refuse(s, "king")  # too late (§28)
    s = deal(PLAIN_ND, PLAIN_DL, "C7")
    _exchange(s, 5, 5)
    _exchange(s, 5, 5)
    s.apply("propose")
    s.apply("accept")
    refuse(s, "discard " + " ".join(s.view(1).hand[:2]))  # more than the talon holds
    s.apply(_texts(s)[0])
    refuse(s, "propose")  # talon exhausted (§37)
    assert found == {k: v for k, v in RULE_OF.items()}, found


# ---------------------------------------------------------------- views: nothing hidden leaks


def _world(record, seat, t, rng):
    """The deal of ``record`` up to action ``t`` with every card hidden from ``seat`` at that point shuffled.

    Hidden: the opponent's hand and discards and the talon (the trump king stays put, since marking it is
    public). The opponent's discards are renamed to match; None if the shuffled world makes an action illegal.
    """
    real = record.replay(stop=t)
    other = 1 - seat
    hidden = real.hands[other] | real.discards[other] | real.talon_mask
    hidden &= ~(1 << real.trump_king)
    cards = list(PIQUET32.codes_of(hidden))
    shuffled = cards[:]
    rng.shuffle(shuffled)
    swap = dict(zip(cards, shuffled, strict=True))
    deck = [swap.get(c, c) for c in record.deck]
    actions = []
    for text in record.actions[:t]:
        verb, *rest = text.split()
        actions.append(" ".join([verb, *(swap.get(c, c) for c in rest)]) if verb == "discard" else text)
    alt = DealRecord(record.game, record.variant, record.dealer, deck, actions, options=record.options)
    try:
        state = alt.replay()
    except Exception:  # the opponent's earlier plays did not fit the shuffled hand: a legitimate inference
        return real, None
    return real, state


@pytest.mark.parametrize("options", [{}, {"strict_talon_shortage": True, "auto_mark_king": False}])
def test_views_are_the_same_in_every_deal_differing_only_in_hidden_cards(options):
    game = games.get("ecarte", **options)
    rng = random.Random(23)
    compared = 0
    for seed in range(25):
        state = game.new_deal(seed, dealer=seed % 2)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        record = DealRecord.from_state(state)
        for t in range(len(record.actions) + 1):
            for seat in (0, 1):
                real, alt = _world(record, seat, t, rng)
                if alt is None:
                    continue
                assert alt.view(seat) == real.view(seat), (seed, t, seat)
                compared += 1
                if real.phase in ("propose", "respond", "discard", "dealer-discard"):
                    assert alt.hands[1 - seat] != real.hands[1 - seat] or alt.talon != real.talon
    assert compared > 400


# ---------------------------------------------------------------- the match: saves and restores


def _deals(match, rng, n):
    for _ in range(n):
        if match.is_over:
            break
        state = match.new_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
    return match


@pytest.mark.parametrize("options", [{}, {"deal_pattern": "2+3", "target": 7, "auto_mark_king": False}])
def test_match_to_json_from_json_round_trip(options):
    for n in (0, 2, 99):  # fresh, in progress, over
        match = _deals(EcarteMatch(games.get("ecarte", **options), seed=31), random.Random(31), n)
        data = json.loads(json.dumps(match.to_json()))
        assert {"game", "variant", "players", "seed", "deals", "target", "first_dealer", "totals", "history"} <= set(
            data
        )
        restored = EcarteMatch.from_json(data)
        assert restored.to_json() == match.to_json()
        assert (restored.totals, restored.winner, restored.dealer) == (match.totals, match.winner, match.dealer)
        assert restored.game.rules == match.game.rules
        if not match.is_over:  # the restored match deals on exactly as the original would
            assert restored.new_deal().deck_codes == match.new_deal().deck_codes


def test_match_from_json_refuses_a_match_that_does_not_add_up():
    match = _deals(EcarteMatch(games.get("ecarte"), seed=8), random.Random(8), 3)
    good = json.loads(json.dumps(match.to_json()))

    def bad(change, message):
        data = copy.deepcopy(good)
        change(data)
        with pytest.raises(ValueError, match=message):
            EcarteMatch.from_json(data)

    bad(lambda d: d.update(game="ulti"), "not an Écarté match")
    bad(lambda d: d["history"][0].update(points=[9, 9]), "points")
    bad(lambda d: d.update(totals=[4, 4]), "totals")
    bad(lambda d: d.update(first_dealer=1 - d["first_dealer"]), "dealt by seat")
    bad(lambda d: d["history"][1]["record"].update(actions=["play H7"]), "deal 2")
    bad(lambda d: d.update(options={"jokers": True}), "unknown")
    bad(lambda d: d.update(target=11), "goes to 5")


def test_match_save_and_restore_through_the_storage_helper():
    from cardtable.storage.saves import MatchSave

    match = _deals(EcarteMatch(games.get("ecarte", deal_pattern="2+3"), seed=12), random.Random(12), 2)
    state = match.new_deal()
    for _ in range(3):
        state.apply(state.legal_actions()[-1])
    save = MatchSave.capture(match, state, ["Ann", "Bob"], [None, "easy"])
    loaded = MatchSave.from_json(json.loads(json.dumps(save.to_json())))
    restored, current = loaded.restore()
    assert isinstance(restored, EcarteMatch)
    assert restored.totals == match.totals and restored.first_dealer == match.first_dealer
    assert current.actions_text == state.actions_text and current.view(0) == state.view(0)
    assert current.view(0).facts.scores == match.totals and current.view(0).facts.deal_pattern == "2+3"
