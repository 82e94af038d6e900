"""Issue 15 #12: the .ts keeps its placeholders and names no card code; Ulti's citations read one way in both
languages. (Every word of play, every game: tests/words/test_every_word.py.)"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from cardtable.cards.deck import get_deck
from cardtable.engine.registry import info
from cardtable.words import of

TS = Path(__file__).resolve().parents[2] / "translations" / "cardtable_hu.ts"
# words that only an English citation (or an internal one) has; checked as whole words, any case
ENGLISH_IN_CITATION = re.compile(
    r"\b(follow|trump|suit|digest|bid|bidding|before|after|the|play|lead|card|trick|talon down|only|must)\b", re.I
)
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*\}")


def _codes(game: str) -> re.Pattern[str]:
    """The game's deck codes as whole words (case-sensitive: Hungarian words are not codes)."""
    codes = sorted({c for c in get_deck(info(game).deck).codes if len(c) > 1}, key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, codes)) + r")(?![\w-])")


def _citation(text: str) -> str:
    """The rule a Hungarian text cites ("… (szabály: MAUSZ 6. § (3))" -> "MAUSZ 6. § (3)"), else ""."""
    _, found, rest = text.partition("szabály:")
    return rest.strip() if found else ""


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


# ------------------------------------------------------------------ citations


def test_every_ulti_citation_reads_in_hungarian():
    """All 4M citations are named by the seed's passage in Hungarian; MAUSZ is cited "MAUSZ 6. § (3)" in both."""
    from cardtable.games.ulti.citations import FOUR_M, MAUSZ

    ulti = of("ulti")
    for rule in FOUR_M.values():
        hu = ulti.cite(rule, "hu")
        assert re.fullmatch(r"4M, „[^”]+”", hu) and not ENGLISH_IN_CITATION.search(hu), hu
        assert re.fullmatch(r"4M, “[^”]+”", ulti.cite(rule, "en"))
    for rule in MAUSZ.values():
        for lang in ("en", "hu"):
            shown = ulti.cite(rule, lang)
            assert re.fullmatch(r"MAUSZ \d+\. §( [A-F]\))?( \(\d+\))*( [a-z]\))?( \d+\.)?", shown), shown


# the words of play, every game and seat count: tests/words/test_every_word.py


def test_a_forced_card_reason_cites_the_rule_as_shown():
    """The coach's "you must follow suit (rule)" reason cites the rule the way refusals do, in Hungarian."""
    from cardtable.coach.reasons import sentence
    from cardtable.games.ulti.citations import FOUR_M, MAUSZ

    for key in ("must-follow", "must-trump", "must-beat", "trump-seven"):
        for table in (MAUSZ, FOUR_M):
            said = sentence([("forced:" + key, {"rule": table[key]})], "hu", "ulti")
            cited = of("ulti").cite(table[key], "hu")
            assert said.endswith(f"({cited})") and not ENGLISH_IN_CITATION.search(cited), said
