"""Issue 12, the second reading of the seed (BTE 2016, seeds/003): tarokk count as a side item (§6.1),
partners known after an invit game's call (§3.3, §3.9), the §6.3 waiver, refusals citing the seed."""

import ast
from pathlib import Path

import pytest

from cardtable.engine.protocol import IllegalAction
from cardtable.games import tarokk
from cardtable.games.tarokk.citations import RULES
from cardtable.games.tarokk.scenario import deal, run

PACKAGE = Path(tarokk.__file__).parent
DOC_HOLDERS = (ast.Module, ast.FunctionDef, ast.ClassDef)


def _is_doc(node):
    first = node.body[0]
    return isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str)


def refused(s, text):
    before = s.view(s.to_move)
    with pytest.raises(IllegalAction) as e:
        s.apply(text)
    assert s.view(before.seat) == before  # a refused action changes nothing
    return e.value


def test_bte_8_1_refusals_cite_the_seed_never_the_digest():
    """Every refusal cites a BTE section; no message of the package mentions "digest §"."""
    assert all(r.startswith("BTE §") for r in RULES.values())
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(n.body[0].value) for n in ast.walk(tree) if isinstance(n, DOC_HOLDERS) and n.body and _is_doc(n)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                assert "digest" not in node.value, (path.name, node.value)
    s = deal({0: "HK HQ HC HJ HA DK DQ DC DJ"})
    e = refused(s, "bid 3")  # only an honour holder bids
    assert e.key == "no-honour" and e.rule == "BTE §3.1"


# Seat 0 declarer at three with the pagát, calls the XIX (seat 3); seat 1, an opponent, holds eight tarokks.
COUNT_HANDS = {
    0: "T22 T21 T20 T1 HK DK HQ DQ SK",
    1: "T2 T3 T4 T5 T6 T7 T8 T9 HA",
    2: "T10 T11 T12 T13 SC SJ S10 CK C10",
}


def count_deal(**options):
    s = deal(COUNT_HANDS, talon="CJ CC CQ SQ DJ DC", **options)
    run(s, "bid 3; pass; pass; pass; take 3", "discard CJ CC CQ", "discard HA", "discard S10", "discard DC", "call T19")
    assert s.partner == 3 and s.phase == "announcements"
    return s


def texts(s):
    return [a.text for a in s.legal_actions()]


def test_bte_6_1_tarokk_count_is_booked_to_the_last_speakers_side():
    """BTE §6.1: before the partners are known the count goes to the last speaker's side, so an opponent
    speaking after the declarer must show his side first: "kontra parti, 8 tarokk"."""
    s = count_deal()
    run(s, "pass")
    assert "announce 8-tarokk" not in texts(s)
    e = refused(s, "announce 8-tarokk")
    assert e.key == "count-must-identify" and e.rule == "BTE §6.1"
    run(s, "kontra parti; announce 8-tarokk")
    assert s.counts == [(1, "8-tarokk")] and s.view(2).facts.announcements[-1]["side"] == 1
    assert s.to_move == 1  # the count keeps his turn going (licitfenntartó)


def test_bte_6_1_tarokk_count_is_paid_pair_to_pair():
    """BTE §6.1 with the §5 table ("a bemondó pár"): the pair of the announcer is paid by the other pair; the
    announcer's partner pays nothing to him."""
    s = count_deal()
    run(s, "pass", "kontra parti; announce 8-tarokk; pass", "pass; pass; pass")
    assert s.phase == "play"
    while s.to_move is not None:
        s.apply(s.legal_actions()[0])
    lines = [ln for ln in s.result().lines if ln.part == "8-tarokk"]
    assert sorted((ln.payer, ln.payee, ln.amount) for ln in lines) == [(0, 1, 1), (3, 2, 1)]


def test_bte_6_1_partner_count_right_after_the_declarer_is_his_sides():
    """BTE §6.1: with only the declarer having spoken, the partner's count is booked to the declarer's side;
    under the pagat option ("each") the count stays side-neutral and needs no identification."""
    s = count_deal()
    run(s, "pass")
    assert "announce 8-tarokk" not in texts(s)
    s = count_deal(tarokk_count_payment="each")
    run(s, "pass")
    assert "announce 8-tarokk" in texts(s)


def test_bte_6_3_kontra_on_an_ultimo_before_the_sides_are_known_then_the_count():
    """BTE §6.3: who kontras a pagát ultimó must say his count; before the sides are known he says the kontra
    (it shows his side, §6.1) and then the count, and cannot end his turn without it."""
    s = count_deal()
    run(s, "announce pagat-ulti; pass")
    assert "kontra pagat-ulti" in texts(s)
    run(s, "kontra pagat-ulti")
    assert "pass" not in texts(s) and "announce 8-tarokk" in texts(s)
    e = refused(s, "pass")
    assert e.key == "tarokk-count-first" and e.rule == "BTE §6.3"
    run(s, "announce 8-tarokk; pass")
    assert s.to_move == 2


def test_bte_6_3_count_waived_only_when_the_partner_holds_the_card():
    """BTE §6.3: the count is compulsory for pagát ultimó unless the announcer's PARTNER holds the pagát."""
    # Seat 3, the declarer's partner, holds eight tarokks; the pagát is with seat 1, an opponent.
    hands = {
        0: "T22 T21 T20 T19 T18 HK DK HQ DQ",
        1: "T1 T5 T6 HA HJ HC DA DJ DC",
        2: "T2 T3 T4 SK SQ SC SJ S10 T7",
    }
    s = deal(hands, talon="CJ CC CQ T8 T9 T10")
    run(s, "bid 3; pass; pass; pass; take 3", "discard CJ CC CQ", "discard HA", "discard S10", "discard C10")
    run(s, "call T17", "pass; pass; pass")
    assert s.to_move == 3 and "announce pagat-ulti" not in texts(s)
    e = refused(s, "announce pagat-ulti")
    assert e.key == "tarokk-count-first" and e.rule == "BTE §6.3"
    # The same with the pagát in the declarer's hand: the partner may announce it without his count.
    hands[0], hands[1] = "T22 T21 T20 T19 T18 HK DK HQ T1", "DQ T5 T6 HA HJ HC DA DJ DC"
    s = deal(hands, talon="CJ CC CQ T8 T9 T10")
    run(s, "bid 3; pass; pass; pass; take 3", "discard CJ CC CQ", "discard HA", "discard S10", "discard C10")
    run(s, "call T17", "pass; pass; pass")
    assert s.to_move == 3 and "announce pagat-ulti" in texts(s)


def test_bte_3_3_3_9_partners_known_after_an_invit_games_call():
    """BTE §3.3: the winner must call the inviter; §3.9 the jump promised the XIX: the call names the pairs, so
    an opponent announces for his side directly, without a kontra first (§6.2 attribution no longer applies)."""
    s = deal({0: "T22 T19 T15 T14 T13 HA HJ HC DA", 1: "T21 T20 T18 T17 HK DK SK HQ DQ"}, talon="SJ S10 CJ C10 DJ DC")
    run(s, "bid 2; bid 1; pass; pass; pass")
    assert s.declarer == 1 and s.invit_game
    while s.phase != "call":
        s.apply(s.legal_actions()[0])
    run(s, "call T19")
    assert all(s.view(seat).facts.partner_known for seat in range(4))
    assert s.view(2).facts.partner == 0 and s.view(2).facts.sides == [0, 0, 1, 1]
    run(s, "pass")
    assert s.to_move == 2 and "announce dupla" in texts(s)
    run(s, "announce dupla")
    assert s.items[(1, "dupla")] == 0
