"""The rules texts the coach links to: Markdown files per game and language, one anchor per section.

Headings carry their anchor as ``## Title {#anchor}``. ``sections`` lists
them, ``to_html`` renders a text for the rules browser (a small Markdown
subset: headings, paragraphs, lists, tables, bold and italic), and
``anchor_for`` finds the section a refusal (by its message key) or a rule
citation points to.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

RULES_DIR = Path(__file__).parent / "rules"
GAMES = ("ulti", "ecarte", "tarokk")

_HEADING = re.compile(r"^(#{1,4})\s+(.*?)\s*\{#([a-z0-9-]+)\}\s*$")


@dataclass(frozen=True)
class Section:
    """One section of a rules text."""

    anchor: str
    title: str
    level: int
    body: str  # Markdown up to the next heading


def _lang(lang: str) -> str:
    return "hu" if lang == "hu" else "en"


@cache
def text(game: str, lang: str = "en") -> str:
    """The Markdown rules text of ``game`` in ``lang``."""
    if game not in GAMES:
        raise ValueError(f"no rules text for {game!r}; known: {', '.join(GAMES)}")
    return (RULES_DIR / f"{game}.{_lang(lang)}.md").read_text(encoding="utf-8")


@cache
def sections(game: str, lang: str = "en") -> tuple[Section, ...]:
    """Every section of the text, in order."""
    out: list[Section] = []
    cur: tuple[str, str, int] | None = None
    body: list[str] = []
    for line in text(game, lang).splitlines():
        m = _HEADING.match(line)
        if m:
            if cur:
                out.append(Section(cur[0], cur[1], cur[2], "\n".join(body).strip()))
            cur = (m.group(3), m.group(2), len(m.group(1)))
            body = []
        else:
            body.append(line)
    if cur:
        out.append(Section(cur[0], cur[1], cur[2], "\n".join(body).strip()))
    return tuple(out)


def anchors(game: str, lang: str = "en") -> list[str]:
    """The anchors of the text, in order."""
    return [s.anchor for s in sections(game, lang)]


def section(game: str, anchor: str, lang: str = "en") -> Section | None:
    """The section with ``anchor`` (None if there is none)."""
    for s in sections(game, lang):
        if s.anchor == anchor:
            return s
    return None


# refusal key -> section anchor, per game
_KEY_ANCHORS: dict[str, dict[str, str]] = {
    "ulti": {
        "not-your-turn": "bidding",
        "not-your-turn-play": "play",
        "must-bid": "bidding",
        "must-bid-after-take": "bidding",
        "must-discard": "bidding",
        "must-take": "bidding",
        "already-taken": "bidding",
        "bid-too-low": "bid-ladder",
        "no-higher-bid": "bid-ladder",
        "piros-raise": "bidding",
        "bidding-not-over": "bidding",
        "red-must-be-bid": "bidding",
        "must-name-trump": "announcements",
        "no-trump-to-name": "announcements",
        "trump-named": "announcements",
        "announce-too-late": "announcements",
        "no-marriage": "announcements",
        "announce-twice": "announcements",
        "use-40": "announcements",
        "announce-forbidden": "announcements",
        "declarer-cannot-kontra": "kontra",
        "kontra-too-late": "kontra",
        "no-such-part": "kontra",
        "already-kontra": "kontra",
        "use-csatlakozom": "kontra",
        "nothing-to-join": "kontra",
        "rekontra-not-now": "kontra",
        "not-kontrad": "kontra",
        "no-further-levels": "kontra",
        "wrong-kontra-level": "kontra",
        "kontra-pending": "kontra",
        "give-up-too-late": "give-up",
        "declarer-only": "give-up",
        "use-give-up": "give-up",
        "concede-refused": "give-up",
        "concede-pending": "give-up",
        "nothing-to-answer": "give-up",
        "not-in-hand": "follow",
        "card-not-in-hand": "follow",
        "must-follow": "follow",
        "must-trump": "follow",
        "must-beat": "must-beat",
        "trump-seven": "trump-seven",
        "deal-over": "scoring",
    },
    "ecarte": {
        "card-not-in-hand": "follow",
        "not-in-hand": "follow",
        "must-follow": "follow",
        "must-trump": "follow",
        "must-beat": "follow",
        "exchange-over": "play",
        "play-before-exchange": "exchange",
        "no-proposal": "exchange",
        "propose-or-stand": "exchange",
        "accept-or-refuse": "exchange",
        "must-discard": "exchange",
        "discard-more-than-talon": "exchange",
        "discard-count": "exchange",
        "king-turned-up": "king",
        "king-already-marked": "king",
        "king-not-held": "king",
        "king-too-early": "king",
        "king-too-late": "king",
        "deal-over": "scoring",
        "not-your-turn": "play",
    },
    "tarokk": {
        "not-your-turn": "deal",
        "not-now": "top",
        "deal-over": "scoring",
        "no-honour": "bidding",
        "bid-not-allowed": "bidding",
        "jump-needs-invit": "invit",
        "must-hold": "invit",
        "cannot-hold": "hold",
        "inviter-locked": "invit",
        "raise-not-allowed": "hold",
        "take-too-many": "hold",
        "cannot-annul": "annulment",
        "discard-count": "discard",
        "discard-forbidden": "discard",
        "call-invited": "call",
        "call-self-only-xx": "call",
        "call-not-allowed": "call",
        "call-own-discard": "call",
        "must-hivatalbol": "hivatalbol",
        "figure-off": "figures",
        "already-announced": "announcements",
        "tarokk-count-wrong": "announcements",
        "must-identify": "attribution",
        "count-must-identify": "attribution",
        "after-volat": "restrictions",
        "dupla-volat": "restrictions",
        "ulti-to-uhu": "restrictions",
        "one-figure-per-trick": "restrictions",
        "tarokk-count-first": "announcements",
        "trull-needs-high-honour": "restrictions",
        "trull-first-round": "restrictions",
        "trull-inviter": "restrictions",
        "not-announced": "kontra",
        "wrong-kontra-level": "kontra",
        "kontra-max": "kontra",
        "not-in-hand": "follow",
        "must-follow": "follow",
        "must-tarokk": "follow",
        "bound-card": "bound-cards",
        "bound-card-now": "bound-cards",
    },
}

# Écarté paragraph -> anchor, for citations without a known key
_ECARTE_PARAGRAPHS = [
    ((12, 12), "cards"),
    ((13, 14), "deal"),
    ((26, 29), "king"),
    ((31, 34), "play"),
    ((35, 39), "exchange"),
    ((40, 41), "penalties"),
    ((43, 43), "scoring"),
    ((44, 44), "follow"),
    ((7, 7), "game"),
]

# MAUSZ section prefix -> anchor, most specific first
_MAUSZ_SECTIONS = [
    ("§4(D)(4)", "trump-seven"),
    ("§4(A)", "parti"),
    ("§4(B)", "40-100"),
    ("§4(C)", "4-asz"),
    ("§4(D)", "ulti"),
    ("§4(E)", "betli"),
    ("§4(F)", "durchmars"),
    ("§6(3)", "follow"),
    ("§6(4)", "must-beat"),
    ("§6(9)", "give-up"),
    ("§6(6)", "announcements"),
    ("§6(7)", "announcements"),
    ("§6", "play"),
    ("§5", "combinations"),
    ("§7", "kontra"),
    ("§3(5)", "bid-ladder"),
    ("§3", "bidding"),
    ("§2", "deal"),
    ("§1", "cards"),
    ("§8", "scoring"),
]


# Tarokk: BTE 2016 section (chapter, clause) -> anchor; clause None = the whole chapter
_BTE_SECTIONS = {
    (1, None): "top",
    (2, None): "settlement",
    (3, 1): "bidding",
    (3, 2): "hold",
    (3, None): "invit",
    (4, 1): "discard",
    (4, 2): "discard",
    (4, 3): "discard",
    (4, 4): "discard",
    (4, 5): "call",
    (4, 6): "call",
    (4, 7): "hivatalbol",
    (4, None): "talon",
    (5, None): "figures",
    (6, 1): "announcements",
    (6, 2): "attribution",
    (6, 3): "announcements",
    (6, 10): "scoring",
    (6, 11): "silent",
    (6, None): "restrictions",
    (7, 1): "annulment",
    (7, 2): "play",
    (7, 3): "figures",
    (7, None): "bound-cards",
    (8, None): "play",
}

# Tarokk: section of the rules digest (/work/shared/rules/tarokk.md) -> anchor
_TAROKK_DIGEST = {
    0: "top",
    1: "deal",
    2: "cards",
    3: "deal",
    4: "bidding",
    5: "talon",
    6: "discard",
    7: "call",
    8: "announcements",
    9: "figures",
    10: "follow",
    11: "scoring",
}


def _tarokk_anchor(rule: str) -> str:
    m = re.search(r"§\s*(\d+)(?:\.(\d+))?", rule)
    if not m:
        return "top"
    major, minor = int(m.group(1)), int(m.group(2)) if m.group(2) else None
    if rule.lstrip().startswith("BTE"):
        return _BTE_SECTIONS.get((major, minor)) or _BTE_SECTIONS.get((major, None), "top")
    return _TAROKK_DIGEST.get(major, "top")


def anchor_for(game: str, key: str = "", rule: str = "") -> str:
    """The section a refusal with message ``key`` (or citing ``rule``) should link to; "top" if unknown."""
    by_key = _KEY_ANCHORS.get(game, {})
    if key in by_key:
        return by_key[key]
    if game == "ecarte":
        m = re.search(r"§+\s*(\d+)", rule)
        if m:
            n = int(m.group(1))
            for (lo, hi), anchor in _ECARTE_PARAGRAPHS:
                if lo <= n <= hi:
                    return anchor
    if game == "ulti":
        for prefix, anchor in _MAUSZ_SECTIONS:
            if prefix in rule:
                return anchor
        if rule.startswith("4M"):
            return "variant-4m"
    if game == "tarokk":
        return _tarokk_anchor(rule)
    return "top"


def link(game: str, anchor: str) -> str:
    """The link text the rules browser understands: ``rules:GAME#ANCHOR``."""
    return f"rules:{game}#{anchor}"


# ---------------------------------------------------------------- Markdown -> HTML (a small subset)

_INLINE_BOLD = re.compile(r"\*\*(.+?)\*\*")
_INLINE_EM = re.compile(r"(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?![*\w])")


def _inline(s: str) -> str:
    s = html.escape(s, quote=False)
    s = _INLINE_BOLD.sub(r"<b>\1</b>", s)
    return _INLINE_EM.sub(r"<i>\1</i>", s)


def _table(rows: list[str]) -> str:
    cells = [[c.strip() for c in r.strip().strip("|").split("|")] for r in rows]
    cells = [r for r in cells if not all(set(c) <= {"-", ":"} for c in r)]
    if not cells:
        return ""
    out = ['<table border="1" cellspacing="0" cellpadding="4">']
    head, *body = cells
    out.append("<tr>" + "".join(f"<th>{_inline(c)}</th>" for c in head) + "</tr>")
    for r in body:
        out.append("<tr>" + "".join(f"<td>{_inline(c)}</td>" for c in r) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def markdown_html(md: str) -> str:
    """HTML for the Markdown subset the rules texts use; each heading gets ``<a name=anchor>``."""
    out: list[str] = []
    para: list[str] = []
    items: list[str] = []
    list_tag = ""
    table: list[str] = []

    def flush() -> None:
        nonlocal list_tag
        if para:
            out.append("<p>" + _inline(" ".join(para)) + "</p>")
            para.clear()
        if items:
            out.append(f"<{list_tag}>" + "".join(f"<li>{_inline(i)}</li>" for i in items) + f"</{list_tag}>")
            items.clear()
            list_tag = ""
        if table:
            out.append(_table(table))
            table.clear()

    for line in md.splitlines():
        m = _HEADING.match(line)
        stripped = line.strip()
        if m:
            flush()
            level = len(m.group(1))
            out.append(f'<a name="{m.group(3)}"></a><h{level}>{_inline(m.group(2))}</h{level}>')
        elif not stripped:
            flush()
        elif stripped.startswith("|"):
            if para or items:
                flush()
            table.append(stripped)
        elif stripped.startswith("- ") or re.match(r"^\d+\.\s", stripped):
            tag = "ul" if stripped.startswith("- ") else "ol"
            if para or table or (items and tag != list_tag):
                flush()
            list_tag = tag
            items.append(stripped.split(" ", 1)[1])
        elif items and line.startswith("  "):
            items[-1] += " " + stripped
        else:
            if items or table:
                flush()
            para.append(stripped)
    flush()
    return "\n".join(out)


@cache
def to_html(game: str, lang: str = "en") -> str:
    """The whole rules text of ``game`` as HTML with named anchors."""
    return markdown_html(text(game, lang))
