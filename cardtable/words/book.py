"""The phrasebooks: one TOML file per area (``common`` and each game), each key's English and Hungarian side by side.

A key is a section and a name, ``refusal.must-follow``; a game's book is read first, then the common one, so a
game words a key its own way only where it must. A key that says what another says names it (``same =
"refusal.not-your-turn"``: two refusals that cite different rules, one sentence), so every sentence is worded once.

A template names its values ``{card}``; ``{card:the}`` puts the definite article before the value ("the blue 0" /
"a kék 0", "az 5-ös"), ``{card:The}`` at the start of a sentence; ``{n:sfx}`` a Hungarian number with its suffix
("7-es", "5-ös"; the number alone in English).
"""

from __future__ import annotations

import string
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from cardtable.words.hungarian import article, suffixed

LANGS = ("en", "hu")
COMMON = "common"
HERE = Path(__file__).parent


class PhrasebookError(ValueError):
    """A phrasebook file that does not read: bad TOML, a key without both languages."""


def area_of(game: str) -> str:
    """The phrasebook area of a game (its package name: ``was-sticht`` -> ``was_sticht``)."""
    return game.replace("-", "_")


def _flatten(
    node: dict[str, Any], prefix: str, out: dict[str, dict[str, str]], same: dict[str, str], where: str
) -> None:
    for name, value in node.items():
        key = f"{prefix}.{name}" if prefix else name
        if not isinstance(value, dict):
            raise PhrasebookError(f"{where}: {key} is not a phrase (en, hu) nor a section")
        if "same" in value:
            if set(value) != {"same"} or not isinstance(value["same"], str):
                raise PhrasebookError(f"{where}: {key} names the phrase it shares (same = KEY) and nothing else")
            same[key] = value["same"]
        elif "en" in value or "hu" in value:
            if set(value) != set(LANGS) or not all(isinstance(value[lang], str) for lang in LANGS):
                raise PhrasebookError(f"{where}: {key} needs exactly en and hu, as text")
            out[key] = {lang: value[lang] for lang in LANGS}
        else:
            _flatten(value, key, out, same, where)


@cache
def _read(area: str) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """The phrases ``area``'s file words, and its keys that share another key's phrase (key -> that key)."""
    path = HERE / f"{area}.toml"
    if not path.exists():
        return {}, {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise PhrasebookError(f"{path.name}: {e}") from e
    out: dict[str, dict[str, str]] = {}
    same: dict[str, str] = {}
    _flatten(data, "", out, same, path.name)
    return out, same


def shared(area: str) -> dict[str, str]:
    """The keys of ``area`` that say what another key says (key -> the key that words it)."""
    return _read(area)[1]


@cache
def book(area: str) -> dict[str, dict[str, str]]:
    """Every phrase of ``area`` by key, a shared key with the phrase it names (empty for an area without a file)."""
    own, same = _read(area)
    out = dict(own)
    for key, target in same.items():
        found = own.get(target) or _read(COMMON)[0].get(target)
        if found is None:
            raise PhrasebookError(f"{area}.toml: {key} shares {target}, which no book words")
        out[key] = found
    return out


def areas() -> list[str]:
    """Every area with a phrasebook file, the common one first."""
    return [COMMON, *sorted(p.stem for p in HERE.glob("*.toml") if p.stem != COMMON)]


def template(area: str, key: str, lang: str) -> str | None:
    """The template of ``key`` in ``lang``: the area's own, else the common one; None when neither has it."""
    lang = "hu" if lang == "hu" else "en"
    for a in (area, COMMON):
        found = book(a).get(key)
        if found is not None:
            return found[lang]
    return None


def has(area: str, key: str) -> bool:
    """True when ``area`` (or the common book) words ``key``."""
    return template(area, key, "en") is not None


class _Filler(string.Formatter):
    """``str.format`` with the article specs ``the`` and ``The``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec in ("the", "The"):
            text = str(value)
            if self.lang == "hu":
                art = article(text)
            elif text[:4].lower() == "the ":
                return text[:1].upper() + text[1:] if format_spec == "The" else text
            else:
                art = "the"
            art = art.capitalize() if format_spec == "The" else art
            return f"{art} {text}"
        if format_spec == "sfx":  # Hungarian "7-es", "5-ös"; English the number alone
            return suffixed(int(value)) if self.lang == "hu" else str(value)
        return super().format_field(value, format_spec)


def fill(template_: str, lang: str, /, **params: Any) -> str:
    """``template_`` with its ``{values}`` filled (a value it lacks stays as written, for a test to find)."""
    if "{" not in template_:
        return template_
    try:
        return _Filler(lang).format(template_, **params)
    except (KeyError, IndexError, ValueError, AttributeError):
        return template_


def say(area: str, key: str, lang: str = "en", /, **params: Any) -> str:
    """The phrase ``key`` of ``area`` (falling back to the common book) in ``lang``, its values filled.

    An unknown key comes back as itself: the player sees a wrong word, never a crash, and the phrasebook test
    finds it.
    """
    text = template(area, key, lang)
    return key if text is None else fill(text, lang, **params)
