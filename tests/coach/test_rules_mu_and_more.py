"""The rules texts of MÜ, NJET, Meinz and Was sticht? (seed 002, the Hungarian "Mü & More" booklet).

Both languages parse and have the same sections; every rule citation and refusal key of the four
engines links to a section that exists; refusals triggered in real deals link there too.
"""

from __future__ import annotations

import importlib
import random
import re
from pathlib import Path

import pytest

from cardtable import games
from cardtable.coach import rulesdoc
from cardtable.engine.protocol import IllegalAction
from cardtable.ui.rules_browser import RulesBrowser

MU_AND_MORE = ("mu", "njet", "meinz", "was-sticht")
PACKAGE = {"mu": "mu", "njet": "njet", "meinz": "meinz", "was-sticht": "was_sticht"}
PLAYERS = {"mu": (3, 4, 5, 6), "njet": (2, 3, 4, 5), "meinz": (3, 4), "was-sticht": (3, 4)}
GAMES_DIR = Path(rulesdoc.__file__).parents[1] / "games"
PLACEHOLDER = re.compile(r"\{(?!#)[^}\s]*\}|\bTODO\b|\bXXX\b|\?\?")


def citations(game: str) -> dict[str, str]:
    return importlib.import_module(f"cardtable.games.{PACKAGE[game]}.citations").RULES


def keys_in_source(game: str) -> set[str]:
    """Every refusal key the engine names literally: ``_refuse("key"``, ``cite="key"`` and must-/not- keys."""
    found: set[str] = set()
    base = GAMES_DIR.parent / "engine" / "protocol.py"  # the base State refuses a finished deal and a wrong turn
    for path in [*(GAMES_DIR / PACKAGE[game]).glob("*.py"), base]:
        src = path.read_text(encoding="utf-8")
        found |= set(re.findall(r'_refuse\(\s*"([a-z0-9-]+)"', src))
        found |= set(re.findall(r'cite="([a-z0-9-]+)"', src))
        found |= set(re.findall(r'"((?:must|not)-[a-z0-9-]+)"', src))
    return found


@pytest.mark.parametrize("game", MU_AND_MORE)
def test_both_languages_parse_with_the_same_sections(game):
    en, hu = rulesdoc.anchors(game, "en"), rulesdoc.anchors(game, "hu")
    assert en == hu
    assert len(en) == len(set(en)) and en[0] == "top"
    for anchor in ("cards", "setup" if game != "was-sticht" else "task-draft", "play", "follow", "trick-winner"):
        assert anchor in en, anchor
    for anchor in ("game-end", "glossary"):
        assert anchor in en
    for lang in ("en", "hu"):
        text = rulesdoc.text(game, lang)
        for s in rulesdoc.sections(game, lang):
            assert s.body, f"{game} {lang}: section {s.anchor} is empty"
        # every heading carries an anchor (a heading without one would not be a section)
        headings = [line for line in text.splitlines() if line.startswith("#")]
        assert len(headings) == len(en)
        assert not PLACEHOLDER.search(text), PLACEHOLDER.search(text)
        page = rulesdoc.to_html(game, lang)
        for anchor in en:
            assert f'<a name="{anchor}"></a>' in page
        assert "**" not in page and "{#" not in page
    assert rulesdoc.to_html(game, "en").count("<table") == rulesdoc.to_html(game, "hu").count("<table")
    assert rulesdoc.to_html(game, "en").count("<li>") == rulesdoc.to_html(game, "hu").count("<li>")


@pytest.mark.parametrize("game", MU_AND_MORE)
def test_every_citation_of_the_engine_maps_to_a_section(game):
    rules = citations(game)
    anchors = set(rulesdoc.anchors(game))
    for key, rule in rules.items():
        by_citation = rulesdoc.anchor_for(game, rule=rule)
        assert by_citation in anchors, rule
        both = rulesdoc.anchor_for(game, key, rule)
        assert both in anchors, key
        if key != "not-now":
            assert by_citation != "top", rule
            assert both != "top", key


@pytest.mark.parametrize("game", MU_AND_MORE)
def test_every_refusal_key_in_the_engine_source_has_a_citation_and_a_section(game):
    rules = citations(game)
    used = keys_in_source(game)
    assert "must-follow" in used and "deal-over" in used
    for key in used:
        assert key in rules, f"{game}: {key} cites only the fallback"
        if key != "not-now":
            assert rulesdoc.anchor_for(game, key, rules[key]) != "top", key
    from cardtable.coach.profiles import coach_profile

    for key, anchor in coach_profile(game).key_anchors.items():
        assert key in rules, f"{game}: the key table names {key}, which the engine does not use"
        assert anchor in rulesdoc.anchors(game, "en") and anchor in rulesdoc.anchors(game, "hu")


@pytest.mark.parametrize(("game", "players"), [(g, n) for g in MU_AND_MORE for n in PLAYERS[g]])
def test_refusals_in_real_deals_link_to_their_section(game, players):
    """Walk a seeded deal; at each step try actions that are legal at other moments and collect the refusals."""
    g = games.get(game)
    rng = random.Random(f"{game}-{players}")
    state = g.new_deal(seed=7, players=players)
    seen_texts: list[str] = []
    states = []
    while not state.is_over:
        legal = [a.text for a in state.legal_actions()]
        seen_texts.extend(t for t in legal if t not in seen_texts)
        states.append(state.clone())
        state.apply(rng.choice(legal))
    states.append(state)
    anchors = set(rulesdoc.anchors(game))
    refused: dict[str, str] = {}
    for s in states:
        legal = {a.text for a in s.legal_actions()}
        for text in rng.sample(seen_texts, min(10, len(seen_texts))):
            if text in legal:
                continue
            exc = s.explain_illegal(g.parse_action(text))
            assert isinstance(exc, IllegalAction)
            anchor = rulesdoc.anchor_for(game, exc.key, exc.rule)
            assert anchor in anchors, (exc.key, exc.rule)
            if exc.key != "not-now":
                assert anchor != "top", (exc.key, exc.rule)
            refused[exc.key] = anchor
    assert refused.get("deal-over") in ("scoring", "round-end")
    assert len(refused) >= 3, refused


def _section_text(game: str, anchor: str, lang: str, *, raw: bool = False) -> str:
    s = rulesdoc.section(game, anchor, lang)
    assert s is not None, (game, anchor, lang)
    return s.body if raw else " ".join(s.body.split())


def test_mu_pontozas_target_bonus_and_penalty_numbers():
    """[HU] MÜ, Pontozás: bid 4 with five players needs 33; a colour trump gives 40, trump "1" 50; 29 → −20/+10."""
    for lang in ("en", "hu"):
        target = _section_text("mu", "target", lang)
        assert "| 5 | 21 + 3 × " in target and "| 30 | 33 | 36 |" in target
        assert "| 4 | 28 + 2 × " in target and "| 6 | 16 + 4 × " in target and "| 3 | 10 + 2 × " in target
        bonus = _section_text("mu", "bonus", lang)
        assert "40" in bonus and "50" in bonus
        penalty = _section_text("mu", "penalty", lang)
        for n in ("29", "27", "20", "10", "23", "24", "40"):
            assert n in penalty, (lang, n)


def test_mu_egyenloseg_the_last_to_reveal_pays_ten_a_card():
    """[HU] MÜ, Főnök és helyettes / Egyenlőség: tied +5 a card, the last of them to reveal −10 a card."""
    assert "10 points per revealed card" in _section_text("mu", "stalemate", "en")
    assert "10-10 pontot veszít" in _section_text("mu", "stalemate", "hu")


def test_njet_ki_nyeri_az_utest_the_earlier_of_equal_cards_wins():
    """[HU] NJET, Ki nyeri az ütést?: "azonos értéknél az előbb lerakott lap erősebb" — the seed's rule."""
    en = _section_text("njet", "trick-winner", "en")
    hu = _section_text("njet", "trick-winner", "hu")
    assert "the **one played earlier** wins" in en
    assert "**az előbb lerakott** az erősebb" in hu
    assert "Rule option" in en and "Szabályváltozat" in hu


def test_njet_setup_every_player_count_with_its_rounds():
    """[HU] NJET, Előkészületek - speciális szabályok and A játék vége: 2–5 players, 8/9/8/10 rounds."""
    for lang in ("en", "hu"):
        lines = _section_text("njet", "setup", lang, raw=True).splitlines()
        rows = [r for r in lines if r.startswith("| ") and r[2].isdigit()]
        assert [r.split("|")[1].strip() for r in rows] == ["2", "3", "4", "5"]
        assert [r.split("|")[-2].strip() for r in rows] == ["8", "9", "8", "10"]
        assert [r.split("|")[3].strip() for r in rows] == ["15", "16", "15", "12"]


def test_meinz_pontozas_three_one_nothing_two_and_ties_get_nothing():
    """[HU] Meinz, Pontozás: 3 / 1 / 0 / 2, ties nothing; the 40-40-39-34 example."""
    for lang in ("en", "hu"):
        scoring = _section_text("meinz", "scoring", lang)
        assert "**3**" in scoring and "**1**" in scoring and "**2**" in scoring
        for n in ("40", "39", "34"):
            assert n in scoring
    assert "plus 12" in _section_text("meinz", "three-players", "en")
    assert "plusz 12" in _section_text("meinz", "three-players", "hu")


def test_was_sticht_elokeszuletek_nobody_knows_the_trumps_in_the_task_draft():
    """[HU] Was sticht?, Előkészületek: the tasks are taken before the start player looks at any trump card."""
    assert "Nobody knows any trumps yet" in _section_text("was-sticht", "task-draft", "en")
    assert "senki sem tud semmit az adukról" in _section_text("was-sticht", "task-draft", "hu")


def test_was_sticht_the_24_tasks_are_listed():
    """[HU] Was sticht?, A feladatkártyák: 3 + 4 + 8 + 3 + 3 + 3 = 24 cards."""
    for lang in ("en", "hu"):
        lines = _section_text("was-sticht", "tasks", lang, raw=True).splitlines()
        rows = [r.split("|") for r in lines if r.startswith("| **")]
        counts = [int(re.match(r"\d+", r[2].strip()).group()) for r in rows]  # type: ignore[union-attr]
        assert sum(counts) == 24 and len(rows) == 6


@pytest.mark.parametrize(
    ("game", "rule", "anchor"),
    [
        ("mu", "[HU] MÜ, Az aduk kiválasztása", "trumps"),
        ("mu", "[HU] MÜ, Főnök és helyettes", "chief-vice"),
        ("njet", "[HU] NJET, Mi az a zsákmány?", "captures"),
        ("njet", "[HU] NJET, 2. sor: Eldobás", "discard"),
        ("meinz", "[HU] Meinz, 2 ütés fejenként!", "two-tricks"),
        ("meinz", "[HU] Meinz, Mi történik az ütéssel?", "exchange"),
        ("was-sticht", "[HU] Was sticht?, 2. A feladat megjelölése", "choose-task"),
        ("was-sticht", "[HU] Was sticht?, Különleges szabály három játékos esetén", "three-players"),
    ],
)
def test_a_citation_of_the_seed_heading_alone_finds_its_section(game, rule, anchor):
    assert rulesdoc.anchor_for(game, rule=rule) == anchor


def test_rules_browser_opens_the_new_games_in_both_languages(qtbot):
    b = RulesBrowser(lang="en")
    qtbot.addWidget(b)
    assert b.open_link("rules:njet#captures")
    assert b.view.game == "njet" and b.view.anchor == "captures"
    assert "Captured zeros" in b.view.text.toPlainText()
    b.set_language("hu")
    assert b.view.anchor == "captures" and "Mi az a zsákmány?" in b.view.text.toPlainText()
    assert b.open_link("rules:was-sticht#card-draft")
    assert "próbaütés" in b.view.text.toPlainText()
