"""Bidding (digest "Bidding", MAUSZ §3, 4M): take / discard / bid / pass, self-rob, piros raise."""

import pytest

from cardtable.engine.protocol import BadActionText, IllegalAction, texts
from cardtable.games.ulti import make_game
from cardtable.games.ulti.scenario import deal, run


def refused(state, text):
    """Apply ``text`` expecting a refusal; check that nothing changed; return the IllegalAction."""
    before = (list(state.actions_text), list(state.hands), state.talon, state.step, state.to_move)
    with pytest.raises(IllegalAction) as e:
        state.apply(text)
    assert (list(state.actions_text), list(state.hands), state.talon, state.step, state.to_move) == before
    assert e.value.message and e.value.rule and e.value.key
    return e.value


def test_bidding_forehand_must_bid():
    s = deal({})
    e = refused(s, "pass")
    assert e.key == "must-bid" and e.rule == "MAUSZ §3(10)"
    e = refused(s, "bid passz")
    assert e.key == "must-discard"
    assert "pass" not in [a.text for a in s.legal_actions()]
    assert len(s.legal_actions()) == 66  # any two of 12 cards


def test_bidding_forehand_must_bid_4m_cites_4m():
    s = deal({}, variant="4m")
    e = refused(s, "pass")
    assert e.key == "must-bid" and e.rule.startswith("4M: ")


def test_bidding_discard_then_bid_then_pass_pass_pass():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid passz")
    assert s.talon == s.game.deck.mask(["P7", "P8"])
    assert s.to_move == 1 and s.phase == "bidding"
    assert [a.text for a in s.legal_actions()] == ["pass", "take"]
    run(s, "pass", "pass")
    assert s.to_move == 0  # back to the holder
    run(s, "pass")
    assert s.declarer == 0 and s.contract.text == "passz"
    assert s.phase == "trump" and s.to_move == 0


def test_bidding_discard_any_order_is_one_action():
    g = make_game()
    assert g.parse_action("discard T8 P7") == g.parse_action("discard P7 T8")
    assert g.parse_action("discard T8 P7").text == "discard P7 T8"


def test_bidding_discard_same_cards_back():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid passz", "take")
    assert s.hands[1].bit_count() == 12
    run(s, "discard P7 P8", "bid ulti")  # a taker may lay the same cards down again
    assert s.talon == s.game.deck.mask(["P7", "P8"])


def test_bidding_bid_too_low():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid ulti", "take", "discard P7 P8")
    for low in ("passz", "ulti", "40-100", "4-asz"):
        e = refused(s, f"bid {low}")
        assert e.key == "bid-too-low" and e.rule == "MAUSZ §3(5)"
    e = refused(s, "pass")
    assert e.key == "must-bid-after-take"
    run(s, "bid betli")  # betli 5 beats ulti 5 (4+1): one part, not two (MAUSZ rank 6 > 5)
    assert s.holder == 1


def test_bidding_must_take_before_bidding():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid passz")
    e = refused(s, "bid ulti")
    assert e.key == "must-take"


def test_bidding_passer_may_bid_again():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid passz", "pass")  # seat 1 passes
    run(s, "take", "discard P7 P8", "bid 40-100")  # seat 2 bids
    assert s.to_move == 0
    run(s, "pass")
    assert s.to_move == 1
    run(s, "take", "discard P7 P8", "bid ulti")  # seat 1 passed before and bids now (§3(7))
    assert s.holder == 1 and s.table.contracts[s.bid].text == "ulti"


def test_bidding_self_rob():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid passz", "pass", "pass")
    assert s.to_move == 0 and "take" in [a.text for a in s.legal_actions()]
    run(s, "take")  # §3(8): the holder robs himself
    assert s.hands[0].bit_count() == 12
    e = refused(s, "bid passz")
    assert e.key == "must-discard"
    run(s, "discard P7 P8")
    e = refused(s, "bid passz")
    assert e.key == "bid-too-low"
    run(s, "bid ulti")
    assert s.to_move == 1 and s.passes == 0  # the others may bid again
    run(s, "take", "discard P7 P8", "bid betli", "pass", "pass")
    assert s.to_move == 1
    run(s, "pass")
    assert s.declarer == 1 and s.contract.text == "betli"
    assert s.phase == "play"  # betli has no trump to name


def test_bidding_piros_raise():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid ulti", "pass", "pass")
    legal = [a.text for a in s.legal_actions()]
    # Review (ulti-review): §3(2) "kivéve önrablás" lets a self-robbing holder bid any higher contract
    # without taking the talon; the red raise of renonsz table §13(3)#2 is one of them.
    assert legal[:2] == ["pass", "take"] and "bid piros ulti" in legal
    assert legal[2:] == [a.text for a in s.table.above[s.bid]]
    run(s, "bid piros ulti")  # renonsz table (3)#2: red named without taking the talon
    assert s.hands[0].bit_count() == 10 and s.talon.bit_count() == 2
    assert s.to_move == 1 and s.passes == 0  # the others may bid again
    run(s, "pass", "pass", "pass")
    assert s.contract.text == "piros ulti" and s.trump == 0
    assert s.phase == "play"  # red trump needs no naming


def test_bidding_piros_raise_only_for_holder_after_two_passes():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid ulti")
    e = refused(s, "bid piros ulti")
    assert e.key == "must-take"
    run(s, "pass", "pass", "bid piros ulti", "pass", "pass")
    legal = [a.text for a in s.legal_actions()]
    # Review: the holder may still bid higher without the talon (§3(2)), but never piros ulti again.
    assert legal[:2] == ["pass", "take"] and "bid piros ulti" not in legal and "bid rebetli" in legal


def test_bidding_no_piros_raise_in_4m():
    s = deal({0: "P7 P8"}, variant="4m")
    run(s, "discard P7 P8", "bid ulti", "pass", "pass")
    assert [a.text for a in s.legal_actions()] == ["pass", "take"]
    e = refused(s, "bid piros ulti")
    assert e.key == "must-take" and e.rule.startswith("4M")


def test_bidding_no_take_over_the_top_bid():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid piros 20-100 ulti teritett-durchmars")
    assert [a.text for a in s.legal_actions()] == ["pass"]
    e = refused(s, "take")
    assert e.key == "no-higher-bid"


def test_bidding_4m_beats_by_total_then_parts():
    s = deal({0: "P7 P8"}, variant="4m")
    run(s, "discard P7 P8", "bid 20-100", "take", "discard P7 P8")
    e = refused(s, "bid piros 40-100")  # equal total and parts: never beats in 4M
    assert e.key == "bid-too-low"
    run(s, "bid piros 40-100 ulti")
    assert s.holder == 1


def test_bidding_cards_not_played_during_bidding():
    s = deal({0: "P7 P8 PA"})
    e = refused(s, "play PA")
    assert e.key == "bidding-not-over"


def test_bidding_red_is_named_in_the_bid():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid passz", "pass", "pass", "pass")
    assert [a.text for a in s.legal_actions()] == ["trump T", "trump Z", "trump M", "give-up"]
    e = refused(s, "trump P")
    assert e.key == "red-must-be-bid" and e.rule == "MAUSZ §3(4)"
    e = refused(s, "play P9")
    assert e.key == "must-name-trump"
    run(s, "trump Z")
    assert s.trump == 2 and s.phase == "play"
    e = refused(s, "trump M")
    assert e.key == "trump-named"


def test_bidding_spoken_contract_forms_parse():
    g = make_game()
    assert g.parse_action("bid Piros 40/100 Ulti").text == "bid piros 40-100 ulti"
    assert g.parse_action("bid 4 ász").text == "bid 4-asz"
    for bad in ("bid", "bid nonsense", "bid 40-100 20-100", "jump", "play", "play X1", "discard P7", "discard P7 P7"):
        with pytest.raises(BadActionText):
            g.parse_action(bad)


def test_bidding_view_shows_bids_hides_discards():
    s = deal({0: "P7 P8", 1: "P9 P10"})
    run(s, "discard P7 P8", "bid passz", "take", "discard P9 P10", "bid ulti")
    assert texts(s.view(0).public_history) == ["discard P7 P8", "bid passz", "take", None, "bid ulti"]
    assert texts(s.view(1).public_history) == [None, "bid passz", "take", "discard P9 P10", "bid ulti"]
    assert texts(s.view(2).public_history) == [None, "bid passz", "take", None, "bid ulti"]
    assert s.view(2).history_seats == [0, 0, 1, 1, 1]
    assert s.view(1).facts.talon == ["P9", "P10"] and s.view(0).facts.talon is None
    assert s.view(2).contract == "ulti" and s.view(2).facts.holder == 1


def test_not_your_turn():
    s = deal({0: "P7 P8"})
    before = list(s.actions_text)
    with pytest.raises(IllegalAction) as e:
        s.apply_as(1, "discard P7 P8")
    assert e.value.key == "not-your-turn" and e.value.rule == "MAUSZ §3(9)" and s.actions_text == before
    s.apply_as(0, "discard P7 P8")
    assert s.actions_text == ["discard P7 P8"]
