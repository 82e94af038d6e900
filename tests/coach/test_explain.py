"""Why not: explain() names the rule that forbids an action, in both languages, with a rules anchor."""

from __future__ import annotations

import pytest

from cardtable.coach import rulesdoc
from cardtable.coach.explain import describe, explain
from cardtable.coach.world import consistent_state
from cardtable.engine.protocol import IllegalAction, texts
from tests.coach.positions import ecarte_must_beat, ulti_must_overtake, ulti_trump_seven


def test_ecarte_must_beat_cites_paragraph_44_from_state_and_view():
    s = ecarte_must_beat()
    assert sorted(a.text for a in s.legal_actions()) == ["play CK", "play CQ"]
    for lang in ("en", "hu"):
        e = explain(s, "play D7", lang)
        assert not e.legal and e.key == "must-follow" and e.rule == "§44"
        assert "Nemzeti Casino 44. §" in e.text and e.anchor == "follow"
        assert e.text == explain(s.view(s.to_move), "play D7", lang).text
    en, hu = explain(s, "play D7", "en").text, explain(s, "play D7", "hu").text
    assert "follow suit" in en and "Clubs" in en
    assert "színt" in hu and "treff" in hu


def test_ulti_must_overtake_cites_mausz_6_4_both_languages():
    s = ulti_must_overtake()
    assert s.to_move == 1
    plays = [a.text for a in s.legal_actions() if a.kind == "play"]
    assert plays == ["play ZA"]
    en = explain(s, "play P7", "en")
    assert en.key == "must-follow" and en.rule == "MAUSZ §6(3)" and en.anchor == "follow"
    view = s.view(1)
    for lang in ("en", "hu"):
        e = explain(view, "play ZU", lang)
        assert e.key == "must-beat" and e.rule == "MAUSZ §6(4)" and e.anchor == "must-beat"
        assert "MAUSZ 6. § (4)" in e.text and e.text == explain(s, "play ZU", lang).text
    assert "Leaves Over" in explain(view, "play ZU", "en").text
    assert "zöld felső" in explain(view, "play ZU", "hu").text


def test_ulti_must_beat_refusal_from_engine_is_described():
    exc = IllegalAction("must beat", rule="MAUSZ §6(4)", key="must-beat", card="Z9")
    e = describe(exc, "ulti", "play Z9", "hu")
    assert e.anchor == "must-beat" and "MAUSZ 6. § (4)" in e.text and "zöld kilences" in e.text
    assert e.link == "rules:ulti#must-beat"


def test_ulti_bid_too_low_links_the_bid_ladder():
    s = ulti_must_overtake().game.new_deal(seed=4, dealer=2)
    s.apply(s.legal_actions()[0])  # forehand discards
    s.apply("bid ulti")
    s.apply("take")
    s.apply(s.legal_actions()[0])
    e = explain(s, "bid passz", "en")
    assert e.key == "bid-too-low" and e.rule.startswith("MAUSZ §3")
    assert e.anchor == "bid-ladder" and "passz" in e.text
    v = explain(s.view(s.to_move), "bid passz", "hu")
    assert (v.key, v.rule, v.anchor) == (e.key, e.rule, e.anchor) and "passz" in v.text


def test_legal_and_unreadable_actions():
    s = ecarte_must_beat()
    ok = explain(s, "play CK", "en")
    assert ok.legal and "King of Clubs" in ok.text
    bad = explain(s, "fly away", "hu")
    assert not bad.legal and bad.key == "bad-action"


def test_every_anchor_a_refusal_links_to_exists_in_both_languages():
    from cardtable.coach.profiles import coach_profile

    for game in rulesdoc.GAMES:
        table = coach_profile(game).key_anchors
        for lang in ("en", "hu"):
            anchors = set(rulesdoc.anchors(game, lang))
            assert set(table.values()) <= anchors, (game, lang, set(table.values()) - anchors)


@pytest.mark.parametrize("game", rulesdoc.GAMES)
def test_rules_texts_have_the_same_sections_in_both_languages(game):
    assert rulesdoc.anchors(game, "en") == rulesdoc.anchors(game, "hu")
    html = rulesdoc.to_html(game, "hu")
    for a in rulesdoc.anchors(game, "hu"):
        assert f'<a name="{a}">' in html


def test_ulti_citations_map_to_sections():
    assert rulesdoc.anchor_for("ulti", "", "MAUSZ §4(D)(4)") == "trump-seven"
    assert rulesdoc.anchor_for("ulti", "", "MAUSZ §6(4)") == "must-beat"
    assert rulesdoc.anchor_for("ecarte", "", "§§40-41") == "penalties"
    assert rulesdoc.anchor_for("ulti", "unknown-key", "") == "top"


def test_4m_differences_are_marked_in_the_ulti_text():
    for lang in ("en", "hu"):
        text = rulesdoc.text("ulti", lang)
        assert text.count("**4M:**") >= 6
        assert rulesdoc.section("ulti", "variant-4m", lang) is not None


def test_trump_seven_is_a_mausz_rule_only():
    s = ulti_trump_seven("mausz")
    e = explain(s, "play M7", "en")
    assert e.key == "trump-seven" and e.rule == "MAUSZ §4(D)(4)" and e.anchor == "trump-seven"
    assert explain(s.view(1), "play M7", "hu").key == "trump-seven"
    four = ulti_trump_seven("4m")
    assert explain(four, "play M7", "en").legal


def _positions(name, opts, seeds):
    """Every state of random-bot deals, with the view of the seat to move."""
    from cardtable import games
    from cardtable.bots import get_bot

    g = games.get(name, **opts)
    for seed in seeds:
        s = g.new_deal(seed=seed)
        bot = get_bot("random", g, seed)
        while not s.is_over:
            v = s.view(s.to_move)
            yield s, v
            s.apply(bot.choose(v, v.legal_actions))


def test_view_explanations_agree_with_the_engine_over_random_deals():
    tries = {
        "ulti": ["bid passz", "take", "pass", "bid ulti", "trump P", "kontra parti", "give-up", "play P7", "play MA"],
        "ecarte": ["propose", "stand", "accept", "refuse", "king", "discard", "play HK", "play S7"],
    }
    checked = 0
    for name, opts in (("ulti", {}), ("ulti", {"variant": "4m"}), ("ecarte", {})):
        for s, v in _positions(name, opts, range(8)):
            assert consistent_state(v).view(v.seat).hand == v.hand  # a world for every view
            for a in tries[name]:
                if a in texts(v.legal_actions):
                    continue
                e1, e2 = explain(s, a, "en"), explain(v, a, "en")
                assert (e1.key, e1.rule, e1.text) == (e2.key, e2.rule, e2.text), (name, v.phase, a)
                checked += 1
    assert checked > 1500


_EVERY_KIND = {
    "ulti": (
        [
            "bid passz",
            "bid ulti",
            "take",
            "pass",
            "discard P7 P8",
            "trump P",
            "trump M",
            "kontra parti",
            "rekontra parti",
            "kontra ulti",
            "give-up",
            "concede",
            "accept",
            "announce 40",
            "announce 20 Z",
            "csatlakozom parti",
            "play P7",
            "play PA",
            "play M7",
            "play MA",
            "play Z10",
            "play TK",
            "play ZO",
        ],
        {
            "already-taken",
            "announce-forbidden",
            "announce-too-late",
            "bid-too-low",
            "bidding-not-over",
            "concede-pending",
            "declarer-cannot-kontra",
            "declarer-only",
            "give-up-too-late",
            "kontra-pending",
            "must-beat",
            "must-bid",
            "must-bid-after-take",
            "must-discard",
            "must-follow",
            "must-take",
            "must-trump",
            "no-higher-bid",
            "no-marriage",
            "no-such-part",
            "not-in-hand",
            "not-now",
            "nothing-to-answer",
            "trump-named",
        },
    ),
    "ecarte": (
        [
            "propose",
            "stand",
            "accept",
            "refuse",
            "king",
            "discard C7",
            "discard C7 C8 C9 C10 CJ CQ",
            "play HK",
            "play S7",
            "play CA",
            "play D10",
        ],
        {
            "accept-or-refuse",
            "card-not-in-hand",
            "exchange-over",
            "king-already-marked",
            "king-not-held",
            "king-turned-up",
            "must-discard",
            "must-follow",
            "no-proposal",
            "play-before-exchange",
            "propose-or-stand",
        },
    ),
}


@pytest.mark.parametrize("name", ["ulti", "ecarte"])
def test_every_refusal_kind_cites_the_engine_rule_from_a_view(name):
    actions, kinds = _EVERY_KIND[name]
    seen = set()
    for s, v in _positions(name, {}, range(6 if name == "ulti" else 16)):
        for a in actions:
            if a in texts(v.legal_actions):
                continue
            e1, e2 = explain(s, a, "hu"), explain(v, a, "hu")
            assert (e1.key, e1.rule, e1.anchor, e1.text) == (e2.key, e2.rule, e2.anchor, e2.text), (v.phase, a)
            seen.add(e1.key)
    assert kinds <= seen, kinds - seen
