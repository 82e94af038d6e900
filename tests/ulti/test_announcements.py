"""20 / 40 announcements (digest "Announcements", MAUSZ §4(A)(2)c, §4(B)(2), §4(E)(1), §4(F)(4), §6(6)-(7))."""

import pytest

from cardtable.engine.protocol import IllegalAction
from cardtable.games.ulti.facts import Announcement
from cardtable.games.ulti.scenario import deal, run

# Seat 0 (declarer): the Z (trump) and P marriages; seat 1: the T marriage; seat 2: none.
HANDS = {
    0: "ZK ZO PK PO PA P10 ZA Z10 Z9 Z8 M7 M8",
    1: "TK TO TA T10 T9 T8 T7 MO P7 P8",
    2: "MA M10 MK TU MU M9 P9 PU Z7 ZU",
}


def start(bid, trump="Z", variant="mausz"):
    s = deal(HANDS, variant=variant)
    run(s, "discard M7 M8", f"bid {bid}", "pass", "pass", "pass")
    if s.phase == "trump":
        run(s, f"trump {trump}")
    return s


def words(state):
    return sorted(a.text for a in state.legal_actions() if a.kind == "announce")


def refused(state, text):
    before = (list(state.actions_text), list(state.announcements), state.to_move)
    with pytest.raises(IllegalAction) as e:
        state.apply(text)
    assert (list(state.actions_text), list(state.announcements), state.to_move) == before
    return e.value


def test_announcements_parti_declarer_before_first_card():
    s = start("passz")
    assert words(s) == ["announce 20 P", "announce 40"]
    e = refused(s, "announce 20 Z")
    assert e.key == "use-40"
    e = refused(s, "announce 20 T")
    assert e.key == "no-marriage" and e.rule == "MAUSZ §4(A)(2)c"
    run(s, "announce 40")
    assert words(s) == ["announce 20 P"]
    e = refused(s, "announce 40")
    assert e.key == "announce-twice"
    run(s, "announce 20 P", "play PA")
    assert s.facts().announcements == [Announcement(0, 2, 40), Announcement(0, 0, 20)]


def test_announcements_defender_before_his_first_card():
    s = start("passz")
    run(s, "play PA")
    assert words(s) == ["announce 20 T"]
    run(s, "announce 20 T", "play P7")
    assert words(s) == []  # seat 2 holds no marriage
    e = refused(s, "announce 20 M")
    assert e.key == "no-marriage"
    run(s, "play P9")
    e = refused(s, "announce 20 P")  # the declarer has played his first card
    # Review: the declarer announces under §6(6) ("Szintén ekkor mondja be ..."); §6(7) is the defenders'.
    assert e.key == "announce-too-late" and e.rule == "MAUSZ §6(6)"
    assert s.view(2).facts.announcements == [{"seat": 1, "suit": "T", "value": 20}]


def test_announcements_too_late_after_first_card():
    s = start("ulti")  # ulti carries a parti: marriages count
    run(s, "play PA", "play P7", "play P9", "play Z8")
    assert s.to_move == 1
    e = refused(s, "announce 20 T")
    assert e.key == "announce-too-late"


@pytest.mark.parametrize("bid, rule", [("betli", "MAUSZ §4(E)(1)"), ("szintelen-durchmars", "MAUSZ §4(F)(4)")])
def test_announcements_forbidden_in_betli_and_durchmars(bid, rule):
    s = start(bid)
    assert words(s) == []
    e = refused(s, "announce 20 P")
    assert e.key == "announce-forbidden" and e.rule == rule
    run(s, "play PA")
    assert words(s) == []


def test_announcements_forbidden_in_trump_durchmars():
    s = start("durchmars")
    assert s.trump == 2 and words(s) == []
    e = refused(s, "announce 40")
    assert e.key == "announce-forbidden" and e.rule == "MAUSZ §4(F)(4)"


def test_announcements_40_100_only_the_declarers_trump_40():
    s = start("40-100")
    assert words(s) == ["announce 40"]
    e = refused(s, "announce 20 P")
    assert e.key == "announce-forbidden"
    run(s, "announce 40", "play PA")
    assert words(s) == []
    e = refused(s, "announce 20 T")
    assert e.key == "announce-forbidden" and e.rule == "MAUSZ §4(B)(2)"


def test_announcements_40_100_durchmars_keeps_the_40():
    s = start("40-100 durchmars")
    assert words(s) == ["announce 40"]


def test_announcements_20_100_one_non_trump_20():
    hands = {
        0: "TK TO PK PO PA P10 ZA Z10 Z9 Z8 M7 M8",
        1: "ZK ZO TA T10 T9 T8 T7 MO P7 P8",
        2: "MA M10 MK TU MU M9 P9 PU Z7 ZU",
    }
    s = deal(hands)
    run(s, "discard M7 M8", "bid 20-100", "pass", "pass", "pass", "trump Z")
    assert words(s) == ["announce 20 P", "announce 20 T"]
    run(s, "announce 20 T")
    assert words(s) == []
    e = refused(s, "announce 20 P")
    assert e.key == "announce-forbidden"


def test_announcements_20_100_no_40():
    s = start("20-100")  # seat 0 holds the trump marriage ZK ZO
    assert words(s) == ["announce 20 P"]
    e = refused(s, "announce 40")
    assert e.key == "announce-forbidden"


def test_announcements_4m_cite_4m():
    s = start("betli", variant="4m")
    e = refused(s, "announce 20 P")
    assert e.key == "announce-forbidden" and e.rule.startswith("4M")


def test_announcements_count_in_the_result():
    s = start("passz")
    run(s, "announce 40", "announce 20 P")
    while s.to_move is not None:
        legal = [a for a in s.legal_actions() if a.kind in ("play", "pass")]
        s.apply(legal[0])
    assert s.won_count[0] > 0  # the declarer took a trick, so his marriages count (§4(A)(3))
    assert s.result().details["marriages"][0] == 60
