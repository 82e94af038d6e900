"""The announcement round (digest §8; BTE §5, §6): procedure, side attribution, kontra chain, restrictions."""

import pytest

from cardtable.engine.protocol import IllegalAction
from cardtable.games.tarokk.scenario import deal, run

from .helpers import to_phase

HANDS = {
    0: "T22 T21 T20 T19 T18 HK DK HQ DQ",
    1: "T1 T5 T6 HA HJ HC DA DJ DC",
    2: "T2 T3 T4 SK SQ SC SJ S10 T7",
}  # seat 3: T11..T17 C10 CK; talon CJ CC CQ | T8 | T9 | T10


def announcing(call="call T17", **options):
    """Seat 0 declarer at three, partner seat 3 (holds T17; 8 tarokks after the talon), announcements start."""
    s = deal(HANDS, talon="CJ CC CQ T8 T9 T10", **options)
    run(s, "bid 3; pass; pass; pass; take 3", "discard CJ CC CQ", "discard HA", "discard S10", "discard C10", call)
    assert s.phase == "announcements" and s.to_move == 0
    return s


def refused(s, text):
    with pytest.raises(IllegalAction) as e:
        s.apply(text)
    return e.value


def test_announcement_round_ends_after_three_passes_8_1():
    """§8.1: declarer first, then in turn; over when three players in succession only pass."""
    s = announcing()
    run(s, "pass; pass; pass")
    assert s.phase == "announcements" and s.to_move == 3
    run(s, "pass")
    assert s.phase == "play" and s.to_move == 0  # the forehand leads
    s = announcing()
    run(s, "pass", "kontra parti; pass", "pass; pass")
    assert s.phase == "announcements" and s.to_move == 0
    run(s, "pass")
    assert s.phase == "play"


def test_tarokk_count_keeps_round_alive_bte_6_1():
    s = announcing()
    run(s, "pass; pass; pass", "announce 8-tarokk; pass")
    assert s.phase == "announcements" and s.counts == [(3, "8-tarokk")]
    run(s, "pass; pass; pass")
    assert s.phase == "play"


def test_side_attribution_bte_6_2():
    """BTE §6.2: before the sides are known a figure counts for the last speaker's side: an opponent kontras first."""
    s = announcing()
    run(s, "pass")
    e = refused(s, "announce pagat-ulti")
    assert e.key == "must-identify" and e.rule == "BTE §6.2"
    run(s, "kontra parti")
    assert s.known[1] == 1
    run(s, "announce pagat-ulti")
    assert s.items[(1, "pagat-ulti")] == 0 and s.announcers[(1, "pagat-ulti")] == 1


def test_partner_announcement_reveals_partnership_8_2():
    """The partner's figure counts for the declarer's side (last speaker): the table now knows the partner."""
    s = announcing()
    run(s, "pass; pass; pass")
    assert not s.view(1).facts.partner_known
    run(s, "announce dupla")
    assert s.items[(0, "dupla")] == 0 and s.view(1).facts.partner_known and s.view(1).facts.partner == 3


def test_centrum_attribution_bte_6_2():
    """BTE §6.2 except centrum: it is taken as the declarer side's; an opponent must identify himself first."""
    s = announcing()
    run(s, "pass", "pass")
    assert refused(s, "announce centrum").key == "must-identify"
    run(s, "kontra parti", "announce centrum")
    assert (1, "centrum") in s.items


def test_kontra_chain_to_hirskontra_8_3():
    """BTE §5: kontra ×2, rekontra ×4, szubkontra ×8, hirskontra ×16 and no further; odd levels by the other side."""
    s = announcing()
    run(s, "pass", "kontra parti; pass", "pass", "rekontra parti; pass", "pass", "szubkontra parti; pass")
    assert refused(s, "kontra parti").key == "wrong-kontra-level"
    run(s, "pass", "hirskontra parti; pass", "pass")
    assert s.items[(0, "parti")] == 4 and s.to_move == 1
    assert refused(s, "mordkontra parti").key == "kontra-max"
    assert "mordkontra parti" not in [a.text for a in s.legal_actions()]


def test_kontra_mordkontra_option_13_13():
    s = announcing(kontra_max=5)
    run(s, "pass", "kontra parti; pass", "pass", "rekontra parti; pass", "pass", "szubkontra parti; pass", "pass")
    run(s, "hirskontra parti; pass", "pass")
    assert s.to_move == 1 and "mordkontra parti" in [a.text for a in s.legal_actions()]


def test_kontra_only_announced_items_8_3():
    s = announcing()
    run(s, "pass")
    assert refused(s, "kontra trull").key == "not-announced"
    assert refused(s, "rekontra parti").key == "not-announced"  # parti belongs to the other side


def test_tarokk_count_compulsory_bte_6_3():
    """BTE §6.3: with 8/9 tarokks the pagát/sas ultimó announcer (own card) must declare the count first."""
    s = deal({0: "T22 T21 T20 T1 T2 T3 T4 T5 HK"}, talon="HA HJ HC DA DJ DC")
    run(s, "bid 3; pass; pass; pass; take 3")
    to_phase(s, "discard", until_seat=0)
    run(s, "discard HA HJ HC")
    to_phase(s, "call")
    run(s, "call T19")
    assert s.phase == "announcements" and s.to_move == 0
    e = refused(s, "announce pagat-ulti")
    assert e.key == "tarokk-count-first" and e.rule == "BTE §6.3"
    assert refused(s, "announce 9-tarokk").key == "tarokk-count-wrong"
    run(s, "announce 8-tarokk", "announce pagat-ulti")
    assert (0, "pagat-ulti") in s.items


def test_no_trull_after_volat_bte_6_4():
    """BTE §6.4: dupla and volát together are allowed (dupla first); after volát no trull, four kings or dupla."""
    s = announcing()
    run(s, "announce dupla", "announce volat")
    for fid in ("trull", "negykiraly"):
        e = refused(s, f"announce {fid}")
        assert e.key == "after-volat" and e.rule == "BTE §6.4"
    s2 = announcing(dupla_with_volat=False)
    run(s2, "announce dupla")
    assert refused(s2, "announce volat").key == "dupla-volat"


def test_trull_needs_high_honour_bte_6_5():
    """BTE §6.5: trull only with a high honour, except the partner after the declarer's centrum/madár."""
    s = announcing()
    run(s, "pass; pass; pass")
    e = refused(s, "announce trull")
    assert e.key == "trull-needs-high-honour" and e.rule == "BTE §6.5"
    s = announcing()
    run(s, "announce centrum; pass; pass; pass", "announce trull")
    assert (0, "trull") in s.items


def test_first_round_trull_bte_6_6():
    """BTE §6.6: the declarer's first-round trull shows both high honours."""
    s = deal({0: "T22 T20 T19 T18 T17 HK DK HQ DQ", 1: "T21"}, talon="HA HJ HC DA DJ DC")
    run(s, "bid 3; pass; pass; pass; take 3")
    to_phase(s, "discard", until_seat=0)
    run(s, "discard HA HJ HC")
    to_phase(s, "call")
    run(s, "call T16")
    e = refused(s, "announce trull")
    assert e.key == "trull-first-round" and e.rule == "BTE §6.6"
    run(s, "pass", "pass", "pass", "kontra parti; pass")
    run(s, "announce trull")  # a later round: only the high-honour rule of §6.5
    assert (0, "trull") in s.items


def test_ulti_not_raised_to_uhu_bte_6_9():
    s = announcing()
    run(s, "announce kiraly-ulti-H")
    e = refused(s, "announce kiraly-uhu-H")
    assert e.key == "ulti-to-uhu" and e.rule == "BTE §6.9"
    s2 = announcing(ulti_to_uhu=True)
    run(s2, "announce kiraly-ulti-H", "announce kiraly-uhu-H")
    assert (0, "kiraly-uhu-H") in s2.items


def test_one_figure_per_trick_bte_6_12():
    """BTE §6.12: a pair makes only one figure per trick (no pagát ulti + king ulti on trick 9)."""
    s = announcing()
    run(s, "announce kiraly-ulti-H")
    e = refused(s, "announce pagat-ulti")
    assert e.key == "one-figure-per-trick" and e.rule == "BTE §6.12"
    assert refused(s, "announce kiraly-ulti-D").key == "one-figure-per-trick"


def test_figure_announced_once_per_side_9():
    s = announcing()
    run(s, "announce trull")
    assert refused(s, "announce trull").key == "already-announced"


def test_strong_recommendations_not_enforced_bte_8_1():
    """BTE §6.5–6.8 'erős ajánlás' are bot conventions: a 5+-tarokk declarer may pass without trull."""
    s = announcing()
    assert "pass" in [a.text for a in s.legal_actions()]
    run(s, "pass; pass; pass; pass")
    assert s.phase == "play" and (0, "trull") not in s.items


def test_sas_figures_off_option_13_12():
    s = announcing(sas_figures=False)
    assert refused(s, "announce sas-ulti").key == "figure-off"


def test_strong_recommendations_as_bot_conventions_bte_8_1():
    """The 'erős ajánlás' items are offered to bots as conventions (conventions.py), not enforced as rules."""
    from cardtable.games.tarokk.conventions import four_kings_meaning, recommended

    s = announcing()  # declarer seat 0 holds 5 tarokks and both high honours
    assert [a.text for a in recommended(s.view(0))] == ["announce trull"]
    assert recommended(s.view(1)) == []  # not his turn
    run(s, "pass")
    assert recommended(s.view(1)) == []  # T17 was called, not the XX, and seat 1 is not the declarer
    assert four_kings_meaning(s.view(3)) == "T21"
    assert four_kings_meaning(s.view(0)) == "T16"  # he holds XXI..XVIII and called the XVII
