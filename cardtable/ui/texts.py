"""The model's words in the UI language: the table's door to the phrasebooks (``cardtable.words``).

The engines return stable keys (``IllegalAction.key``, ``Line.part``, phase names, typed actions); the game's
phrasebook words them (``cardtable/words/<game>.toml``), in the language the window shows. The bot levels' names
are the new-match dialog's own words (window chrome, Qt's ``tr``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from cardtable.ui import i18n
from cardtable.ui.i18n import QT_TRANSLATE_NOOP
from cardtable.words import COMMON, of
from cardtable.words import say as say_in

# The bot levels for people (the CLI keeps the names random, heuristic, medium, expert): a name and what it does.
LEVEL_NAMES = {
    "random": QT_TRANSLATE_NOOP("NewMatchDialog", "Beginner (plays at random)"),
    "heuristic": QT_TRANSLATE_NOOP("NewMatchDialog", "Casual"),
    "medium": QT_TRANSLATE_NOOP("NewMatchDialog", "Good"),
    "expert": QT_TRANSLATE_NOOP("NewMatchDialog", "Expert"),
}
LEVEL_HINTS = {
    "random": QT_TRANSLATE_NOOP("NewMatchDialog", "Plays any legal card or bid at random: for learning the rules."),
    "heuristic": QT_TRANSLATE_NOOP(
        "NewMatchDialog", "Plays by rules of thumb: sober bids, simple card play, no looking ahead."
    ),
    "medium": QT_TRANSLATE_NOOP(
        "NewMatchDialog",
        "Plays its cards by thinking through the hands the others may hold; bids, exchanges and announcements by "
        "rules of thumb.",
    ),
    "expert": QT_TRANSLATE_NOOP(
        "NewMatchDialog",
        "Thinks ahead in everything: bids, exchanges, announcements, kontras and the card play.",
    ),
}


def level_name(level: str) -> str:
    """A bot level's name for people."""
    source = LEVEL_NAMES.get(level)
    return QCoreApplication.translate("NewMatchDialog", source) if source else level


def level_hint(level: str) -> str:
    """What a bot level does, in a sentence."""
    source = LEVEL_HINTS.get(level)
    return QCoreApplication.translate("NewMatchDialog", source) if source else ""


def game_name(game: str) -> str:
    """The game's display name, from its registry record."""
    from cardtable.engine.registry import info

    try:
        return info(game).title(i18n.current())
    except ValueError:
        return game


def variant_name(variant: str, game: str = "") -> str:
    """The rule set's display name, from the game's registry record."""
    from cardtable.engine.registry import infos

    for record in infos():
        if game and record.name != game:
            continue
        for v in record.variants:
            if v.value == variant and v.label.en:
                return v.label(i18n.current())
    return variant


def say(game: str, key: str, /, **params: Any) -> str:
    """A phrase of ``game``'s phrasebook (or the common one: ``game`` "") in the UI language."""
    return say_in(of(game).area if game else COMMON, key, i18n.current(), **params)


def phase_name(phase: str, game: str = "") -> str:
    """A phase name for the info box."""
    return of(game or COMMON).phase(phase, i18n.current())


def deck_of(game: str) -> str:
    """The deck a game is played with (its registry record's)."""
    from cardtable.engine.registry import info

    try:
        return info(game).deck
    except ValueError:
        return "piquet32"


def card_name(game: str, code: str) -> str:
    """A card's name in the UI language, e.g. "zöld alsó" / "Leaves Under"."""
    return of(game).card(code, i18n.current())


def suit_name(game: str, letter: str) -> str:
    """A suit's name in the UI language."""
    return of(game).suit(letter, i18n.current())


SUIT_SIGNS = {"H": "♥", "D": "♦", "S": "♠", "C": "♣", "P": "♥", "T": "●", "Z": "♠", "M": "♣"}


def signed_suit(game: str, letter: str) -> str:
    """A suit's name with its sign, e.g. "♥ Hearts"."""
    return f"{SUIT_SIGNS.get(letter, '')} {suit_name(game, letter)}".strip()


def contract_name(text: str | None, game: str = "ulti") -> str:
    """A contract's bid text as players write it ("piros 40-100 ulti", "terített betli")."""
    return of(game).contract(text) if text else ""
