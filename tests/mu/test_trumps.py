"""Trumps and partner (digest §2.4, [HU] "Az aduk kiválasztása", "A főnök csapata")."""

from cardtable.games.mu.scenario import run
from tests.mu.conftest import refused
from tests.mu.test_auction import hu_auction


def trump_texts(s):
    return [a.text for a in s.legal_actions()]


def test_trump_from_revealed_cards_only_2_4():
    s = hu_auction()
    assert trump_texts(s) == ["trump Y", "trump K", "trump 3", "trump 8", "trump 9"]  # Éva, the vice
    e = refused(s, "trump R")
    assert e.key == "trump-not-revealed" and "Az aduk kiválasztása" in e.rule
    run(s, "trump K")
    # [HU]: Márk may choose green, blue, 1, 7 or 8 — or no trump.
    assert trump_texts(s) == ["trump B", "trump G", "trump 1", "trump 7", "trump 8", "trump none"]


def test_vice_must_name_chief_may_not_2_4():
    s = hu_auction()
    assert refused(s, "trump none").key == "vice-must-name"
    run(s, "trump 9", "trump none")
    assert s.chief_trump is None and s.vice_trump == "9" and s.phase == "partner"


def test_chief_and_vice_not_the_same_trump_2_4():
    s = hu_auction()
    run(s, "trump 8")
    e = refused(s, "trump 8")
    assert e.key == "same-trump" and "[MCA]" in e.rule
    run(s, "trump G")
    assert (s.vice_trump, s.chief_trump) == ("8", "G")


def test_partner_any_but_the_vice_2_4():
    s = hu_auction()
    run(s, "trump K", "trump B")
    assert trump_texts(s) == ["partner 0", "partner 1", "partner 4"]
    assert refused(s, "partner 2").key == "partner-not-vice"
    assert refused(s, "partner 3").key == "partner-self"
    assert refused(s, "partner 5").key == "no-such-seat"
    assert refused(s, "play G1").key == "partner-first"
    run(s, "partner 0")
    assert s.team == [3, 0] and s.phase == "play" and s.to_move == 3  # the chief leads


def test_refusals_before_trumps_are_named_2_4():
    s = hu_auction()
    assert refused(s, "partner 0").key == "trumps-first"
    assert refused(s, "play K9").key == "trumps-first"
