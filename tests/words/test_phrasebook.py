"""The phrasebooks (cardtable/words): every phrase in both languages, filled without a brace left, every key the
code asks for present, each word defined once, articles and citations in one form."""

from __future__ import annotations

import ast
import importlib
import re
import string
from collections import defaultdict
from pathlib import Path

import pytest

from cardtable import words
from cardtable.words import COMMON, areas, book, has, of, say, shared
from cardtable.words.book import PhrasebookError
from cardtable.words.hungarian import article, suffixed

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*(?::[A-Za-z]+)?\}")


def _names(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("area", areas())
def test_every_phrase_has_both_languages_with_the_same_values(area):
    """Both sides of a phrase name the same values; filled with any value, neither leaves a brace."""
    for key, sides in book(area).items():
        assert _names(sides["en"]) == _names(sides["hu"]), (area, key)
        params = {n: "x" if n != "n" else 3 for n in _names(sides["en"])}
        for lang in ("en", "hu"):
            assert not PLACEHOLDER.search(say(area, key, lang, **params)), (area, key, lang)


@pytest.mark.parametrize("area", [a for a in areas() if a != COMMON])
def test_a_game_words_a_key_its_own_way_only_where_it_differs(area):
    """A game's phrase that says exactly what the common one says is a second copy: the common one serves."""
    common = book(COMMON)
    same = [key for key, sides in book(area).items() if common.get(key) == sides]
    assert same == []


def _said_keys() -> list[tuple[str, str, str]]:
    """(file, area, key) of every ``say("key")`` in a module whose ``say`` is ``sayer("area")``."""
    out = []
    for path in sorted((ROOT / "cardtable").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        area = None
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Call)
                and getattr(node.value.func, "id", "") == "sayer"
                and node.value.args
                and isinstance(node.value.args[0], ast.Constant)
            ):
                area = words.area_of(node.value.args[0].value)
        if area is None:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "say" and node.args:
                first = node.args[0]
                keys = [first] if isinstance(first, ast.Constant) else []
                if isinstance(first, ast.IfExp):
                    keys = [k for k in (first.body, first.orelse) if isinstance(k, ast.Constant)]
                out += [(path.name, area, k.value) for k in keys]
    return out


def test_every_key_the_table_asks_for_is_in_its_phrasebook():
    said = _said_keys()
    assert said, "no module reads a phrasebook"
    assert [s for s in said if not has(s[1], s[2])] == []


@pytest.mark.parametrize(
    ("phrase", "art"),
    [
        ("kék 7", "a"),
        ("ulti", "az"),
        ("5-ös", "az"),
        ("1.", "az"),
        ("2.", "a"),
        ("50", "az"),
        ("10", "a"),
        ("1000", "az"),
        ("500", "az"),
        ("XX-as tarokk", "a"),
        ("V-ös tarokk", "az"),
        ("I-es tarokk (pagát)", "az"),
        ("XXI-es tarokk", "a"),
        ("öt ütés", "az"),
        ("„Az aukció”", "az"),
    ],
)
def test_the_hungarian_article_is_chosen_from_the_word_as_said(phrase, art):
    assert article(phrase) == art


def test_numbers_take_their_suffix_as_said():
    assert [suffixed(n) for n in (0, 1, 3, 5, 6, 7, 8, 10, 20, 40, 100)] == [
        "0-s",
        "1-es",
        "3-as",
        "5-ös",
        "6-os",
        "7-es",
        "8-as",
        "10-es",
        "20-as",
        "40-es",
        "100-as",
    ]


def test_cards_are_named_with_their_article():
    assert say(COMMON, "refusal.not-in-hand", "en", card="blue 0") == "You do not hold the blue 0."
    assert say(COMMON, "refusal.not-in-hand", "hu", card="ulti") == "Nincs nálad az ulti."
    assert words.fill("{card:The} is led.", "en", card="the Skíz") == "The Skíz is led."


def test_mu_cites_the_booklet_the_one_way_in_both_languages():
    """Every rule a MÜ refusal cites: "MÜ, „Az aukció”" / "MÜ, “The auction”", the heading translated."""
    from cardtable.games.mu.citations import RULES

    mu = of("mu")
    for key, rule in RULES.items():
        hu, en = mu.cite(rule, "hu"), mu.cite(rule, "en")
        if rule == "MÜ":
            continue
        assert re.fullmatch(r"MÜ, „[^”]+”", hu), (key, hu)
        assert re.fullmatch(r"MÜ, “[^”]+”", en), (key, en)
        assert "[" not in hu + en
        heading = hu.split("„")[1].rstrip("”")
        assert has("mu", f"heading.{heading}"), heading


def _rules_cited(game: str) -> list[str]:
    """Every rule ``game``'s engine cites: its citations table, Écarté's rules as its state names them."""
    if game == "ecarte":
        text = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "cardtable/games/ecarte").glob("*.py"))
        return sorted(set(re.findall(r'rule="([^"]+)"', text)))
    if game == "ulti":
        from cardtable.games.ulti.citations import FOUR_M, MAUSZ

        return [*MAUSZ.values(), *FOUR_M.values()]
    module = __import__(f"cardtable.games.{words.area_of(game)}.citations", fromlist=["RULES"])
    return list(module.RULES.values())


_HEADINGS = {"hu": r"„[^”]+”(?: és „[^”]+”)*", "en": r"“[^”]+”(?: and “[^”]+”)*"}
# each source's one form (docs/words.md): a statute by its paragraph, the BTE by its point, a booklet by its heading
CITATION_FORMS = {
    "ulti": {"MAUSZ": r"MAUSZ \d+\. §(?: [A-F]\))?(?: \(\d+\))?(?: \d+\.| [a-z]\))?", "4M": "4M, {h}"},
    "ecarte": {"Nemzeti Casino": r"Nemzeti Casino \d+(?:–\d+)?\. §"},
    "tarokk": {
        "BTE": {
            "hu": r"BTE \d+(?:\.\d+)?\.(?: és \d+(?:\.\d+)?\.)? pont",
            "en": r"BTE \d+(?:\.\d+)?(?: and \d+(?:\.\d+)?)?",
        }
    },
    "mu": {"MÜ": "MÜ(?:, {h})?"},
    "njet": {"NJET": "NJET, {h}"},
    "meinz": {"Meinz": "Meinz, {h}"},
    "was-sticht": {"Was sticht?": r"Was sticht\?, {h}"},
}


@pytest.mark.parametrize("game", sorted(CITATION_FORMS))
def test_every_rule_is_cited_in_its_source_s_one_form_in_both_languages(game):
    """Each source is cited one way ("MAUSZ 6. § (3)", "BTE 3.1. pont", "NJET, „A lejátszás”"), never with the
    engine's section numbers or bracketed passage; a booklet's heading is the phrasebook's, in the language shown."""
    rules = _rules_cited(game)
    assert len(rules) >= 5
    w = of(game)
    for lang in ("hu", "en"):
        for rule in rules:
            shown = w.cite(rule, lang)
            forms = [f if isinstance(f, str) else f[lang] for f in CITATION_FORMS[game].values()]
            assert any(re.fullmatch(f.replace("{h}", _HEADINGS[lang]), shown) for f in forms), (rule, lang, shown)
            assert "[" not in shown and not re.search(r"§\d", shown), (rule, shown)
            worded = {v[lang] for a in (w.area, COMMON) for k, v in book(a).items() if k.startswith("heading.")}
            for heading in re.findall(r"[“„]([^”]+)”", shown):
                assert heading in worded, (rule, lang, heading)


def test_every_refusal_and_move_is_worded_once():
    """A sentence a refusal or a move says (on its button, its plate, in the coach) stands in one phrase: another key
    that says the same names it (``same = KEY``) — "must follow suit" is never worded twice."""
    said: dict[tuple[str, str], list[str]] = defaultdict(list)
    for area in areas():
        for key, sides in book(area).items():
            if key.split(".")[0] in ("refusal", "button", "plate", "coach") and key not in shared(area) and sides["en"]:
                said[(sides["en"], sides["hu"])].append(f"{area}/{key}")
    assert [keys for keys in said.values() if len(keys) > 1] == []


def test_a_shared_key_says_what_the_key_it_names_says(tmp_path, monkeypatch):
    """``same = KEY`` reads the named phrase (the game's own, else the common one); naming no phrase is an error."""
    assert say(COMMON, "refusal.not-your-turn-play", "hu") == say(COMMON, "refusal.not-your-turn", "hu")
    assert say("njet", "refusal.deal-over", "en") == say(COMMON, "refusal.round-over", "en")
    assert shared("tarokk")["button.take"] == "button.bid"
    book_module = importlib.import_module("cardtable.words.book")  # the module: the package's ``book`` is its function
    (tmp_path / "common.toml").write_text('[refusal.x]\nen = "X."\nhu = "X."\n', encoding="utf-8")
    (tmp_path / "bad.toml").write_text('[refusal.y]\nsame = "refusal.nowhere"\n', encoding="utf-8")
    monkeypatch.setattr(book_module, "HERE", tmp_path)
    book_module._read.cache_clear()
    book_module.book.cache_clear()
    try:
        with pytest.raises(PhrasebookError, match=r"refusal\.nowhere"):
            book_module.book("bad")
    finally:
        monkeypatch.undo()
        book_module._read.cache_clear()
        book_module.book.cache_clear()


def _two_language_tables() -> list[str]:
    """Places in the code that still word something in two languages: a ``Text(en, hu)`` or ``T(en, hu)`` of two
    literals, a Qt "texts" context, an (English, Hungarian) tuple table."""
    out = []
    skip = {"engine/gameinfo.py", "engine/registry.py", "games/catalog.py"}  # the record type; the catalog is data
    for path in sorted((ROOT / "cardtable").rglob("*.py")):
        rel = path.relative_to(ROOT / "cardtable").as_posix()
        if rel in skip:
            continue
        text = path.read_text(encoding="utf-8")
        if 'QT_TRANSLATE_NOOP("texts"' in text or 'translate("texts"' in text:
            out.append(f"{rel}: Qt context 'texts'")
        for node in ast.walk(ast.parse(text)):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", "") in ("Text", "T")
                and len(node.args) == 2
                and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args)
            ):
                out.append(f"{rel}:{node.lineno}: {ast.literal_eval(node.args[0])!r}")
    return out


def test_every_game_word_lives_in_a_phrasebook():
    """Refusals, moves, prompts… are worded once, in the phrasebooks: no two-language table is left in the code."""
    assert _two_language_tables() == []


@pytest.mark.parametrize("game", ["ulti", "ecarte", "tarokk", "mu", "njet", "meinz", "was-sticht"])
def test_every_refusal_a_game_cites_is_worded_once(game):
    """Each refusal key the engine cites has one phrase, the game's own or the common one (never both alike)."""
    area = words.area_of(game)
    keys: set[str] = set()
    for path in (ROOT / "cardtable" / "games" / area).glob("*.py"):
        text = path.read_text(encoding="utf-8")
        keys |= set(re.findall(r'[^_]key="([a-z0-9-]+)"', text)) | set(re.findall(r'_refuse\(\s*"([a-z0-9-]+)"', text))
        if path.name == "citations.py":  # the keys a rule is cited for (card duties are computed: "must-follow")
            keys |= set(re.findall(r'^\s+"([a-z0-9-]+)": "', text, re.M))
    cited_only = {"bidding-over", "announce-too-late-declarer", "nothing-to-join-pair"}  # a rule for another key
    keys = {k for k in keys - cited_only if not k.startswith("announce-forbidden-")}
    assert len(keys) >= 10
    assert sorted(k for k in keys if not has(area, f"refusal.{k}")) == []
    for k in keys:
        own, common = book(area).get(f"refusal.{k}"), book(COMMON).get(f"refusal.{k}")
        assert own is None or own != common, k


def test_every_reason_the_coach_gives_is_worded_and_no_other():
    """The coach's facts ``r-x`` are the phrases ``reason.r-x``: none unworded, none worded for nothing."""
    used, stems = set(), set()
    for path in (ROOT / "cardtable").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'"(r-[a-z0-9-]+)"', text))
        stems |= set(re.findall(r'f"(r-[a-z0-9-]+-)\{', text))  # a key made of parts: f"r-njet-block-{rule}"
    used |= {f"forced-{k}" for k in ("must-follow", "must-trump", "must-beat", "trump-seven")}  # reasons.duty's
    defined = {k.split(".", 1)[1] for a in areas() for k in book(a) if k.startswith("reason.")}
    unused = sorted(k for k in defined - used if not any(k.startswith(stem) for stem in stems))
    assert sorted(used - defined) == [] and unused == []


def test_no_article_is_left_for_the_reader_to_choose():
    """Hungarian never shows "a(z)": a phrase takes ``{x:the}``, a window text is worded without the article."""
    import xml.etree.ElementTree as ET

    phrases = [f"{a}/{k}" for a in areas() for k, v in book(a).items() if "(z)" in v["hu"]]
    ts = ET.parse(ROOT / "translations" / "cardtable_hu.ts").getroot()
    windows = [m.findtext("translation") for m in ts.iter("message") if "(z)" in (m.findtext("translation") or "")]
    assert phrases == [] and windows == []
