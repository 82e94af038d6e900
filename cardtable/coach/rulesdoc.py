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

from cardtable.engine.registry import infos

RULES_DIR = Path(__file__).parent / "rules"
GAMES = tuple(r.name for r in infos() if r.rules_page)  # every game with a rules page, in the registry's order

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


def anchor_for(game: str, key: str = "", rule: str = "") -> str:
    """The section a refusal with message ``key`` (or citing ``rule``) should link to; "top" if unknown."""
    from cardtable.coach.profiles import coach_profile

    profile = coach_profile(game)
    if key in profile.key_anchors:
        return profile.key_anchors[key]
    return profile.rule_anchor(rule) or "top"


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
