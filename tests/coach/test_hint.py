"""Hints: every legal action ranked by the bots' search; known best moves come first."""

from __future__ import annotations

from cardtable import games
from cardtable.coach.hint import hint
from tests.coach.positions import ecarte_last_two, ecarte_must_beat, ulti_keep_the_seven, ulti_must_overtake

EFFORT = 0.1  # small, seeded budgets: the tests stay fast and deterministic


def _texts(state):
    return sorted(a.text for a in state.legal_actions())


def test_ecarte_leads_the_master_trump_first():
    s = ecarte_last_two()
    assert s.to_move == 1 and sorted(s.view(1).hand) == ["HK", "SK"]
    hs = hint(s, "en", effort=0.25)
    assert hs[0].action.text == "play SK"
    assert hs[0].value > hs[1].value
    assert sorted(h.action.text for h in hs) == _texts(s)
    assert "costs about" in hs[1].reason.lower()


def test_ecarte_forced_overtake_reason_cites_the_rule():
    s = ecarte_must_beat()
    for lang, word in (("en", "win"), ("hu", "üt")):
        hs = hint(s, lang, effort=EFFORT)
        assert sorted(h.action.text for h in hs) == _texts(s)
        assert all(word in h.reason.lower() for h in hs)


def test_ecarte_hint_covers_every_discard_exactly():
    s = games.get("ecarte").new_deal(seed=3)
    s.apply("propose")
    s.apply("accept")
    hs = hint(s, "hu", effort=EFFORT)
    assert len(hs) == 31 and sorted(h.action.text for h in hs) == _texts(s)
    assert [h.value for h in hs] == sorted((h.value for h in hs), reverse=True)
    assert all(h.reason for h in hs)


def test_ecarte_propose_or_stand_has_a_chance_to_win():
    s = games.get("ecarte").new_deal(seed=5)
    hs = hint(s, "en", effort=EFFORT)
    assert {h.action.text for h in hs} == {"propose", "stand"}
    assert all("to win the deal" in h.reason for h in hs)
    assert all(0.0 <= h.win <= 1.0 for h in hs)


def test_ulti_keeps_the_seven_for_the_last_trick():
    s = ulti_keep_the_seven()
    hs = hint(s, "en", effort=EFFORT)
    assert hs[0].action.text == "play PA"
    assert "trump 7" in hs[0].reason
    seven = next(h for h in hs if h.action.text == "play M7")
    assert seven.loss > 10  # the ulti (4 + 4 extra per defender) is lost
    assert sorted(h.action.text for h in hs) == _texts(s)
    hu = hint(s, "hu", effort=EFFORT)
    assert "adu hetes" in hu[0].reason


def test_ulti_forced_overtake_reason_and_kontra_values():
    s = ulti_must_overtake()
    hs = hint(s, "en", effort=EFFORT)
    assert sorted(h.action.text for h in hs) == _texts(s)
    za = next(h for h in hs if h.action.text == "play ZA")
    assert "You must overtake (MAUSZ 6. § (4))" in za.reason
    hu = next(h for h in hint(s, "hu", effort=EFFORT) if h.action.text == "play ZA")
    assert "Felül kell ütnöd (MAUSZ 6. § (4))" in hu.reason


def test_ulti_bidding_hint_gives_a_chance_for_each_contract():
    s = games.get("ulti").new_deal(seed=11, dealer=2)
    s.apply(s.legal_actions()[0])
    hs = hint(s, "en", effort=EFFORT)
    assert sorted(h.action.text for h in hs) == _texts(s)
    ulti = next(h for h in hs if h.action.text == "bid ulti")
    assert "ulti: about" in ulti.reason.lower() and "% to make it on this hand" in ulti.reason
    hu = hint(s, "hu", effort=EFFORT)
    assert any("eséllyel" in h.reason for h in hu)


def test_hint_is_deterministic_for_a_seed():
    s = games.get("ecarte").new_deal(seed=8)
    s.apply("stand")
    a = [h.to_json() for h in hint(s, "en", effort=EFFORT, seed=1)]
    b = [h.to_json() for h in hint(s, "en", effort=EFFORT, seed=1)]
    assert a == b


def test_ulti_trump_step_and_talon_hints_cover_the_legal_actions():
    s = games.get("ulti").new_deal(seed=2, dealer=2)
    hs = hint(s, "en", effort=EFFORT)  # the forehand lays down the talon: 66 pairs
    assert len(hs) == 66 and sorted(h.action.text for h in hs) == _texts(s)
    assert "Lays down" in hs[0].reason
    s.apply(hs[0].action.text)
    s.apply("bid passz")
    s.apply("pass")
    s.apply("pass")
    s.apply("pass")
    assert s.phase == "trump"
    hs = hint(s, "en", effort=EFFORT)
    assert sorted(h.action.text for h in hs) == _texts(s)
    # the trumps are valued by rollouts: the five acorns first; giving up (a sure loss) beats only naming a
    # suit the hand is void in (bells here)
    order = [h.action.text for h in hs]
    assert order[0] == "trump M"
    assert order.index("give-up") > max(order.index("trump M"), order.index("trump Z"))


def test_ecarte_marking_the_king_is_worth_a_point():
    from cardtable.cards.deck import PIQUET32

    first = ["SK", "HK", "C7", "CK", "CQ", "D7", "C8", "DK", "D8", "H8", "S7"]
    deck = first + [c for c in PIQUET32.codes if c not in first]
    s = games.get("ecarte", auto_mark_king=False).new_deal(dealer=0, deck=deck)
    s.apply("stand")
    hs = hint(s, "hu", effort=EFFORT)
    assert hs[0].action.text == "king" and "1 pont" in hs[0].reason
    # Écarté values are game equity in point-equivalents (cardtable/bots/ecarte_game.py): about 1 at 0:0.
    assert 0.8 < hs[0].value - hs[1].value < 1.2


def test_a_hint_is_reworded_in_the_other_language_with_the_same_facts():
    from cardtable.coach.hint import Hint, reworded

    ecarte = games.get("ecarte")
    h = Hint(
        ecarte.parse_action("play HK"),
        "King of Hearts",
        0.5,
        "costs about 1.5 against the best",
        1.5,
        None,
        [("r-costs", {"loss": "1.5"})],
    )
    hu = reworded(h, "ecarte", "hu")
    assert hu.reason.lower() == "a legjobbhoz képest kb. 1,5 pontot veszítesz"  # second person (review #20)
    assert (hu.action, hu.value, hu.loss) == (h.action, h.value, h.loss)
    assert hu.label != h.label
    assert reworded(hu, "ecarte", "en").reason == "Costs about 1.5 against the best"
    assert (
        reworded(Hint(ecarte.parse_action("stand"), "Stand", 0.0, "why", 0.0), "ecarte", "hu").reason == "why"
    )  # no facts: kept
