"""4M (seed 004): 40-100 and 20-100 are won by HOLDING the pair, never by announcing it.

"A 40-100 játékban lennie kell adu F-nek és K-nak a kezünkben, és legalább 6 zsírt kell szereznünk. Mivel
ekkor nincs parti, 20 bemondása szabálytalan"; "A 20-100-nál lennie kell azonos színű F-nek és K-nak a
kezünkben, ami nem aduszínű, és el kell vinnünk 8 zsírt. 20 és 40 bemondása szabálytalan."
"""

import pytest

from cardtable.engine.protocol import IllegalAction
from cardtable.games.ulti.scenario import deal, run
from cardtable.games.ulti.scoring import card_points

# Every trick to the declarer (trump makk): MA M10 MK MO MU M9 M8 TA PA ZA after laying down M7 Z7.
ALL_TRICKS = "MA M10 MK MO MU M9 M8 TA PA ZA M7 Z7"


def declared(hand, contract, variant="4m", discard="M7 Z7", trump="M"):
    s = deal({0: hand}, variant=variant)
    run(s, f"discard {discard}", f"bid {contract}", "pass", "pass", "pass")
    if s.phase == "trump":
        run(s, f"trump {trump}")
    return s


def declarer_leads(s, codes):
    """The declarer leads each card; the defenders play their first legal card (a quiet table)."""
    for code in codes.split():
        assert s.to_move == s.declarer
        run(s, f"play {code}")
        for _ in range(2):
            s.apply(next(a for a in s.legal_actions() if a.kind == "play"))
        while s.step == "kontra":
            s.apply("pass")


def refused(s, text):
    before = (list(s.actions_text), s.to_move, s.step)
    with pytest.raises(IllegalAction) as e:
        s.apply(text)
    assert (list(s.actions_text), s.to_move, s.step) == before
    return e.value


def test_4m_40_100_durchmars_all_ten_tricks_won_by_the_held_trump_pair():
    """The 40-100 durchmars that takes every trick: the held makk F+K counts, no 40 is (or may be) announced."""
    s = declared(ALL_TRICKS, "40-100 durchmars")
    assert not any(a.kind == "announce" for a in s.legal_actions())
    e = refused(s, "announce 40")
    assert e.key == "announce-forbidden" and e.rule.startswith("4M: 40-100 is won by holding the trump F and K")
    declarer_leads(s, "MA M10 MK MO MU M9 M8 TA PA ZA")
    r = s.result()
    assert s.won_count[0] == 10 and r.details["won"] == {"40-100": True, "durchmars": True}
    assert {ln.part for ln in r.lines} == {"40-100", "durchmars"}


def test_4m_40_100_needs_six_zsir_with_the_pair():
    """ "legalább 6 zsírt": 60 card points and the held trump F+K; 50 are not enough."""
    s = declared("MA MK MO MU M9 M8 PA P10 ZA Z10 M7 Z7", "40-100")
    declarer_leads(s, "MA MK MO MU M9 M8")  # the makk: 10 zsír in tricks; then he gives the rest away
    while s.to_move is not None:
        s.apply(next(a for a in s.legal_actions() if a.kind in ("play", "pass")))
    dec, _ = card_points(s.facts())
    assert s.result().details["won"]["40-100"] == (dec + 40 >= 100)


def test_4m_40_100_lost_without_the_trump_pair_in_hand():
    """A 40-100 without the 40 may be bid ("nem szabálytalan") and surely fails."""
    s = declared("MA M10 MK MU M9 M8 TA PA ZA T10 M7 Z7", "40-100")  # no makk F
    while s.to_move is not None:
        s.apply(next(a for a in s.legal_actions() if a.kind in ("play", "pass")))
    assert s.result().details["won"] == {"40-100": False}


def test_4m_20_100_won_by_a_held_non_trump_pair():
    """20-100: a non-trump F+K held and 8 zsír; "20 és 40 bemondása szabálytalan"."""
    s = declared("MA M10 M9 M8 MU TA T10 TK TO PA M7 Z7", "20-100")
    e = refused(s, "announce 20 T")
    assert e.key == "announce-forbidden" and e.rule.startswith("4M: 20-100 is won by holding a non-trump F and K")
    declarer_leads(s, "MA M10 TA T10 TK TO PA M9 M8 MU")
    r = s.result()
    assert r.details["won"] == {"20-100": True}
    assert card_points(s.facts())[0] == 90  # 90 in tricks; with the held tök 20: 110 ≥ 100


def test_4m_20_100_the_trump_pair_is_no_20():
    s = declared("MA M10 MK MO M9 M8 TA T10 PA ZA M7 Z7", "20-100")  # only the makk (trump) pair
    declarer_leads(s, "MA M10 MK MO M9 M8 TA T10 PA ZA")
    assert s.won_count[0] == 10 and s.result().details["won"] == {"20-100": False}  # 90 < 100


def test_mausz_40_100_still_counts_the_announced_40():
    """MAUSZ §4(B): there the 40 is announced (and only the announced trump 40 counts)."""
    s = declared(ALL_TRICKS, "40-100", variant="mausz")
    assert "announce 40" in [a.text for a in s.legal_actions()]
    silent = declared(ALL_TRICKS, "40-100", variant="mausz")
    declarer_leads(silent, "MA M10 MK MO MU M9 M8 TA PA ZA")
    assert silent.result().details["won"] == {"40-100": False}  # 90 and no announced 40
