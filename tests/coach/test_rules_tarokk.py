"""The Tarokk rules text: both languages, every refusal and citation links to a section, the browser shows it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.coach import rulesdoc
from cardtable.engine.protocol import IllegalAction
from cardtable.games.tarokk import scenario
from cardtable.games.tarokk.citations import RULES
from cardtable.ui.rules_browser import RulesBrowser

CITATIONS = Path(rulesdoc.__file__).parents[1] / "games" / "tarokk" / "citations.py"


def test_both_languages_have_the_same_sections():
    en, hu = rulesdoc.anchors("tarokk", "en"), rulesdoc.anchors("tarokk", "hu")
    assert en == hu
    assert len(en) == len(set(en))
    for anchor in ("top", "cards", "card-points", "bidding", "invit", "probaharom", "discard", "call"):
        assert anchor in en
    for anchor in ("hivatalbol", "kontra", "figures", "follow", "bound-cards", "scoring", "settlement", "glossary"):
        assert anchor in en
    for lang in ("en", "hu"):
        for s in rulesdoc.sections("tarokk", lang):
            assert s.body, f"{lang} section {s.anchor} is empty"


def test_the_texts_state_the_key_numbers():
    for lang in ("en", "hu"):
        text = rulesdoc.text("tarokk", lang)
        for fact in ("94", "48", "47", "hirskontra", "próbahárom", "engedés", "hivatalból", "XXI-fogás"):
            assert fact.lower() in text.lower(), (lang, fact)
        figures = rulesdoc.section("tarokk", "figures", lang)
        assert figures is not None
        # the BTE values: XXI-fogás 42, pagát uhu 15, király uhu 20
        assert "| 42 | 21 |" in figures.body and "| 15 | — |" in figures.body and "| 20 | — |" in figures.body


def test_every_citation_of_the_engine_maps_to_a_section():
    used = set(re.findall(r'"((?:BTE|digest) §[^"]+)"', CITATIONS.read_text(encoding="utf-8")))
    assert used == set(RULES.values())
    anchors = set(rulesdoc.anchors("tarokk"))
    for rule in used:
        anchor = rulesdoc.anchor_for("tarokk", rule=rule)
        assert anchor in anchors, rule
        if rule.startswith("BTE") and not rule.startswith("BTE §1"):
            assert anchor != "top", rule


def test_every_refusal_key_maps_to_a_section():
    anchors = set(rulesdoc.anchors("tarokk"))
    for key, rule in RULES.items():
        anchor = rulesdoc.anchor_for("tarokk", key, rule)
        assert anchor in anchors, key
        if key != "not-now":
            assert anchor != "top", key


@pytest.mark.parametrize(
    ("rule", "anchor"),
    [
        ("BTE §3.2", "hold"),
        ("BTE §3.3, §3.6", "invit"),
        ("BTE §4.2", "discard"),
        ("BTE §4.6", "call"),
        ("BTE §4.7", "hivatalbol"),
        ("BTE §5", "figures"),
        ("BTE §6.1", "announcements"),
        ("BTE §6.2", "attribution"),
        ("BTE §6.12", "restrictions"),
        ("BTE §6.10", "scoring"),
        ("BTE §7.1", "annulment"),
        ("BTE §7.4", "bound-cards"),
        ("BTE §8.1", "play"),
    ],
)
def test_bte_sections_go_to_their_anchor(rule, anchor):
    assert rulesdoc.anchor_for("tarokk", rule=rule) == anchor


def test_a_real_refusal_links_to_its_section():
    no_honour = scenario.deal({0: "HK HQ HC HJ HA DK DQ DC DJ"})
    with pytest.raises(IllegalAction) as exc:
        no_honour.apply("bid 3")
    assert rulesdoc.anchor_for("tarokk", exc.value.key, exc.value.rule) == "bidding"
    weak = scenario.deal({0: "T22 T2 T3 HK HQ HC HJ HA DK"})
    with pytest.raises(IllegalAction) as exc:
        weak.apply("bid 1")  # a jump is an invit: needs five tarokks and the XVIII
    assert rulesdoc.anchor_for("tarokk", rule=exc.value.rule) == "invit"
    assert rulesdoc.link("tarokk", "invit") == "rules:tarokk#invit"


def test_html_has_every_anchor_and_no_raw_markdown():
    for lang in ("en", "hu"):
        page = rulesdoc.to_html("tarokk", lang)
        for anchor in rulesdoc.anchors("tarokk", lang):
            assert f'<a name="{anchor}"></a>' in page
        assert "**" not in page and "{#" not in page
        assert page.count("<table") == 5


def test_rules_browser_shows_tarokk_in_both_languages(qtbot):
    b = RulesBrowser(lang="en")
    qtbot.addWidget(b)
    assert b.open_link("rules:tarokk#bound-cards")
    assert b.view.game == "tarokk" and b.view.anchor == "bound-cards"
    assert b.view.sections.currentItem().data(256) == "bound-cards"
    assert "Bound cards" in b.view.text.toPlainText()
    b.set_language("hu")
    assert b.view.anchor == "bound-cards" and "Lekötött lapok" in b.view.text.toPlainText()
    titles = [b.view.sections.item(i).text().strip() for i in range(b.view.sections.count())]
    assert "Próbahárom" in titles and "Hivatalból kontra" in titles
