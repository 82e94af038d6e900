"""Colours of the card faces and backs, per theme."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class SuitColours:
    """The colours of one suit symbol: body, outline/detail, highlight, secondary part."""

    main: str
    dark: str
    light: str
    mid: str

    def get(self, role: str) -> QColor:
        """The QColor of a role name ("main", "dark", "light", "mid")."""
        return QColor(getattr(self, role))


@dataclass(frozen=True)
class Theme:
    """Everything a card face needs to know about colour."""

    name: str
    face: str = "#fbf7ec"  # warm off-white
    face_edge: str = "#f3ecdb"  # the face darkens a touch towards the border
    border: str = "#a99d86"
    ink: str = "#27231f"  # text and line work on the face
    frame: str = "#cfc3a8"  # thin frames around court pictures
    skin: str = "#f0cfae"
    skin_dark: str = "#c9926c"
    hair: str = "#5a3b26"
    gold: str = "#d9a62e"
    gold_dark: str = "#94691a"
    cloth: str = "#3f5f8f"  # a calm blue for the clothes that are not suit coloured
    cloth_dark: str = "#2b4268"
    suits: dict[str, SuitColours] = field(default_factory=dict)
    numbers: dict[str, tuple[str, str]] = field(default_factory=dict)


_HUNGARIAN = {
    "piros": SuitColours(main="#d1312b", dark="#7d1512", light="#f08a7a", mid="#a8221d"),
    "tok": SuitColours(main="#eaa82a", dark="#7a4a0c", light="#f9dc8c", mid="#c9821a"),
    "zold": SuitColours(main="#3f8f46", dark="#1c4d22", light="#a6d69b", mid="#2f7336"),
    "makk": SuitColours(main="#9c6431", dark="#3b2413", light="#d19a61", mid="#5f3b1d"),
}

_FRENCH = {
    "heart": SuitColours(main="#cc2a2a", dark="#8a1616", light="#ee8a80", mid="#a81f1f"),
    "diamond": SuitColours(main="#cc2a2a", dark="#8a1616", light="#ee8a80", mid="#a81f1f"),
    "spade": SuitColours(main="#22222a", dark="#000000", light="#7a7a88", mid="#3a3a46"),
    "club": SuitColours(main="#22222a", dark="#000000", light="#7a7a88", mid="#3a3a46"),
}

# Four-colour French suits: a well-known aid when red/black alone is hard to tell apart.
_FOUR_COLOUR = {
    **_FRENCH,
    "diamond": SuitColours(main="#1f62b8", dark="#0f3470", light="#8ab4e8", mid="#184f96"),
    "club": SuitColours(main="#2a8a3a", dark="#12501e", light="#93cf94", mid="#1f6e2d"),
}

# Number-card colours: (card tint, ink).  Distinct in lightness as well as hue.
_NUMBERS = {
    "B": ("#2f6db5", "#ffffff"),
    "Y": ("#f2c230", "#3a2a00"),
    "R": ("#d23a32", "#ffffff"),
    "K": ("#2a2a30", "#ffffff"),
    "G": ("#3a9a4a", "#ffffff"),
}

THEMES: dict[str, Theme] = {
    "classic": Theme("classic", suits={**_HUNGARIAN, **_FRENCH}, numbers=_NUMBERS),
    "four-colour": Theme("four-colour", suits={**_HUNGARIAN, **_FOUR_COLOUR}, numbers=_NUMBERS),
}


def get_theme(name: str) -> Theme:
    """The theme called ``name``."""
    try:
        return THEMES[name]
    except KeyError:
        raise ValueError(f"unknown card theme {name!r}; known: {', '.join(THEMES)}") from None
