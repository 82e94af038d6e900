"""The coach's words for a move: its label in the coach's lists, from the game's phrasebook (``cardtable.words``)."""

from __future__ import annotations

from cardtable.engine.protocol import Action
from cardtable.words import of


def action_codes(game: str, action: Action) -> list[str]:
    """The codes of the cards ``action`` names: its own words where it carries them (NJET numbers its cards
    by the table's deck), else by the game's deck."""
    return of(game).codes(action)


def card_name(game: str, code: str, lang: str = "en") -> str:
    """The display name of a card code of ``game`` in ``lang`` (the code itself if unknown)."""
    return of(game).card(code, lang)


def action_label(game: str, action: Action, lang: str = "en") -> str:
    """A move as the coach's lists name it, in ``lang`` ("felfedés: kék 7", "piros ász", "40-100")."""
    return of(game).action(action, "coach", lang)
