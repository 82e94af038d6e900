"""Issue 15 #12: no Hungarian text the app can show has an English rule citation, a raw card code or an unfilled
``{placeholder}`` — the .ts, every coach message, and what every game's profile and coach say over seeded deals."""

from __future__ import annotations

import random
import re
import string
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cardtable.cards.deck import get_deck
from cardtable.coach.explain import describe
from cardtable.coach.messages import MESSAGES, action_label, say
from cardtable.coach.profiles import coach_profile
from cardtable.engine.protocol import IllegalAction
from cardtable.engine.registry import get, info, names

TS = Path(__file__).resolve().parents[2] / "translations" / "cardtable_hu.ts"
# words that only an English citation (or an internal one) has; checked as whole words, any case
ENGLISH_IN_CITATION = re.compile(
    r"\b(follow|trump|suit|digest|bid|bidding|before|after|the|play|lead|card|trick|talon down|only|must)\b", re.I
)
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*\}")
# gaps in code other helpers own while this change is made (issue 15): reported, not hidden
IN_PROGRESS: dict[str, str] = {}  # games whose texts are known to be unfinished (none now)

# games whose refusals the pure coach words itself (coach/messages.py, its coach profile's refusal_words); in the
# app the coach panel shows every game's refusal in its table profile's words (MainWindow._coach_explain)
COACH_WORDS = ("ulti", "ecarte", "tarokk")


def _codes(game: str) -> re.Pattern[str]:
    """The game's deck codes as whole words (case-sensitive: Hungarian words are not codes)."""
    codes = sorted({c for c in get_deck(info(game).deck).codes if len(c) > 1}, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, codes)) + r")(?![\w-])")


def _citation(text: str) -> str:
    """The rule a Hungarian text cites ("… (szabály: MAUSZ 6. § (3))" -> "MAUSZ 6. § (3)"), else ""."""
    _, found, rest = text.partition("szabály:")
    return rest.strip() if found else ""


def _problems(text: str, game: str, where: str) -> list[str]:
    out = []
    if PLACEHOLDER.search(text):
        out.append(f"{where}: unfilled placeholder in {text!r}")
    m = _codes(game).search(text)
    if m:
        out.append(f"{where}: raw card code {m.group(0)!r} in {text!r}")
    cited = _citation(text)
    if cited and ENGLISH_IN_CITATION.search(cited):
        out.append(f"{where}: English citation in {text!r}")
    return out


# ------------------------------------------------------------------ the .ts


def test_every_translation_keeps_its_placeholders_and_cites_in_hungarian():
    """A translation fills the same ``{names}`` its source does (so none is left unfilled) and names no deck code."""
    root = ET.parse(TS).getroot()
    codes = [_codes(g) for g in ("ulti", "ecarte", "tarokk")]
    bad = []
    for msg in root.iter("message"):
        src, hu = msg.findtext("source") or "", msg.findtext("translation") or ""
        if set(PLACEHOLDER.findall(src)) != set(PLACEHOLDER.findall(hu)):
            bad.append(("placeholders", src, hu))
        if any(c.search(hu) for c in codes):
            bad.append(("code", src, hu))
        if ("MAUSZ" in hu or "szabály" in hu) and ENGLISH_IN_CITATION.search(_citation(hu) or hu):
            bad.append(("citation", src, hu))
    assert bad == []


# ------------------------------------------------------------------ the coach's table


def test_every_coach_message_fills_in_both_languages():
    """Both languages of a message name the same parameters (Hungarian may add its article); filled, neither
    leaves a brace."""
    for key, (en, hu) in MESSAGES.items():
        names_en = {n for _, n, _, _ in string.Formatter().parse(en) if n}
        names_hu = {n for _, n, _, _ in string.Formatter().parse(hu) if n}
        # Hungarian may take a grammar word of its own (the article "a"/"az" before a number), nothing else
        assert names_hu - names_en <= {"art"} and names_en <= names_hu, key
        params = {n: "x" for n in names_en | names_hu}
        for lang in ("en", "hu"):
            assert "{" not in say(key, lang, **params), (key, lang)


def test_every_ulti_citation_reads_in_hungarian():
    """All 4M citations are named by the seed's passage in Hungarian; MAUSZ is cited "MAUSZ 6. § (3)" in both."""
    from cardtable.games.ulti.citations import FOUR_M, MAUSZ

    coach = coach_profile("ulti")
    for rule in FOUR_M.values():
        hu = coach.rule_words(rule, "hu")
        assert hu.startswith("4M, ") and not ENGLISH_IN_CITATION.search(hu), hu
        assert coach.rule_words(rule, "en").startswith("4M, ")
    for rule in MAUSZ.values():
        for lang in ("en", "hu"):
            shown = coach.rule_words(rule, lang)
            assert re.fullmatch(r"MAUSZ \d+\. §( [A-F]\))?( \(\d+\))*( [a-z]\))?( \d+\.)?", shown), shown


# ------------------------------------------------------------------ what the table and the coach say in play


def _variants(game: str) -> list[object]:
    return [v.value for v in info(game).variants] or [None]


def _hungarian_words_of_play(game: str, seeds: range) -> list[str]:
    """Play seeded random deals of ``game`` in Hungarian; every word the table or the coach shows, checked."""
    from cardtable.ui import i18n
    from cardtable.ui.profiles import profile

    i18n.set_language("hu")
    table = profile(game)
    problems: list[str] = []
    for variant in _variants(game):
        g = get(game, variant=variant) if variant is not None else get(game)
        for seed in seeds:
            rng = random.Random(seed)
            state = g.new_deal(seed, dealer=rng.randrange(g.default_players))
            seen: list[str] = []
            steps = 0
            while state.to_move is not None and steps < 400:
                view = state.view(state.to_move)
                legal = [a.text for a in state.legal_actions()]
                shown = [table.prompt(view), *table.plate_words(view)]
                shown += [v for _, v in table.facts(view)]
                for a in state.legal_actions()[:30]:
                    shown += [table.action_label(a), table.action_said(a), action_label(game, a, "hu")]
                for text in shown:
                    problems += _problems(text, game, f"{game}/{variant} seed {seed} table")
                seen += legal
                tried = [t for t in set(seen) if t not in legal]
                for t in rng.sample(tried, min(3, len(tried))):
                    try:
                        state.apply(t)
                    except IllegalAction as e:
                        problems += _problems(table.refusal(e), game, f"{game}/{variant} refusal {e.key}")
                        if game in COACH_WORDS:
                            said = describe(e, game, t, "hu", view).text
                            problems += _problems(said, game, f"{game}/{variant} coach refusal {e.key}")
                    else:  # pragma: no cover - a listed action the state refused to list
                        raise AssertionError(f"{t!r} applied but was not legal")
                state.apply(rng.choice(legal))
                steps += 1
    return sorted(set(problems))


@pytest.mark.parametrize(
    "game",
    [
        pytest.param(g, marks=pytest.mark.xfail(reason=IN_PROGRESS[g], strict=False)) if g in IN_PROGRESS else g
        for g in names()
    ],
)
def test_no_hungarian_text_of_play_has_a_code_a_placeholder_or_an_english_citation(qapp, game):
    assert _hungarian_words_of_play(game, range(3)) == []


def test_a_forced_card_reason_cites_the_rule_as_shown():
    """The coach's "you must follow suit (rule)" reason cites the rule the way refusals do, in Hungarian."""
    from cardtable.coach.reasons import sentence
    from cardtable.games.ulti.citations import FOUR_M, MAUSZ

    for key in ("must-follow", "must-trump", "must-beat", "trump-seven"):
        for table in (MAUSZ, FOUR_M):
            said = sentence([("forced:" + key, {"rule": table[key]})], "hu", "ulti")
            cited = coach_profile("ulti").rule_words(table[key], "hu")
            assert said.endswith(f"({cited})") and not ENGLISH_IN_CITATION.search(cited), said
