"""Giving up (digest "Play", MAUSZ §6(9), 4M): before the first card, and the conceded deal after it."""

import pytest

from cardtable.engine.protocol import IllegalAction
from cardtable.games.ulti.scenario import deal, run

HANDS = {
    0: "PA P10 PK PO ZA Z10 Z9 Z8 T7 T8 M7 M8",
    1: "P7 P8 TK TO TA T10 T9 MO ZK ZO",
    2: "P9 PU MA M10 MK TU MU M9 Z7 ZU",
}


def start(bid, variant="mausz", trump=True):
    s = deal(HANDS, variant=variant)
    run(s, "discard M7 M8", f"bid {bid}", "pass", "pass", "pass")
    if s.phase == "trump" and trump:
        run(s, "trump Z")
    return s


def refused(state, text):
    before = (list(state.actions_text), state.to_move, state.step)
    with pytest.raises(IllegalAction) as e:
        state.apply(text)
    assert (list(state.actions_text), state.to_move, state.step) == before
    return e.value


def test_giveup_before_first_card_mausz_pays_double():
    s = start("ulti")
    assert "give-up" in [a.text for a in s.legal_actions()]
    run(s, "give-up")
    assert s.is_over and s.phase == "over" and s.legal_actions() == []
    assert s.facts().gave_up
    r = s.result()
    assert r.details["gave_up"] is True
    assert r.points == [-20, 10, 10]  # §6(9): the bid's total (5) ×2 to each defender


def test_giveup_while_naming_trump():
    s = start("passz", trump=False)
    assert s.phase == "trump"
    run(s, "give-up")
    assert s.is_over and s.facts().trump is None
    assert sum(s.result().points) == 0


def test_giveup_4m_lone_passz_costs_nothing():
    s = start("passz", variant="4m")
    run(s, "give-up")
    assert s.result().points == [0, 0, 0]


def test_giveup_too_late_after_first_card():
    s = start("ulti")
    run(s, "play PA")
    e = refused(s, "give-up")  # seat 1, a defender
    assert e.key == "declarer-only"
    run(s, "play P7", "play P9")
    assert s.to_move == 0
    e = refused(s, "give-up")
    assert e.key == "give-up-too-late" and e.rule == "MAUSZ §6(9)"


def test_concede_needs_both_defenders():
    s = start("ulti")
    e = refused(s, "concede")
    assert e.key == "use-give-up"
    run(s, "play PA", "play P7", "play P9")
    assert "concede" in [a.text for a in s.legal_actions()]
    run(s, "concede")
    assert s.phase == "concede" and s.to_move == 1
    assert [a.text for a in s.legal_actions()] == ["accept", "refuse"]
    e = refused(s, "play P8")
    assert e.key == "concede-pending"
    run(s, "accept")
    assert s.to_move == 2 and not s.is_over
    run(s, "accept")
    assert s.is_over and s.facts().conceded and not s.facts().gave_up
    assert s.result().details["conceded"] is True
    assert sum(s.result().points) == 0


def test_concede_refused_play_goes_on():
    s = start("ulti")
    run(s, "play PA", "play P7", "play P9", "concede", "accept", "refuse")
    assert s.phase == "play" and s.to_move == 0 and not s.is_over
    assert "concede" not in [a.text for a in s.legal_actions()]
    e = refused(s, "concede")
    assert e.key == "concede-refused"
    run(s, "play ZA", "play ZK", "play ZU")
    assert s.to_move == 0
    assert "concede" in [a.text for a in s.legal_actions()]  # a new trick, a new proposal


def test_accept_without_proposal():
    s = start("ulti")
    e = refused(s, "accept")
    assert e.key == "nothing-to-answer"
