"""Every word a game shows the player, in one place per area: the phrasebooks and the one lookup that reads them.

A game's words — refusals, moves on buttons, plates and in the coach, prompts, facts, score lines, the coach's
reasons, rule citations — live in ``cardtable/words/<game>.toml``, the words every game shares in ``common.toml``,
each key's English and Hungarian side by side. The table, the coach and the command line read them through
``say(area, key, lang, **params)`` (a game's book first, then the common one) and ``of(game)``, the game's
``GameWords`` (cards with their article, moves in each role, refusals with the rule they cite). Pure Python: the
engines raise keys and values, never sentences; the window's own chrome stays with Qt (``translations/``).
"""

from __future__ import annotations

from cardtable.words.book import COMMON, LANGS, area_of, areas, book, fill, has, say, shared, template
from cardtable.words.game import ROLES, GameWords, of

__all__ = [
    "COMMON",
    "LANGS",
    "ROLES",
    "GameWords",
    "area_of",
    "areas",
    "book",
    "fill",
    "has",
    "of",
    "say",
    "shared",
    "template",
]
