"""Card styles: the faces a player chooses for each deck family, the letters on French-suited court cards, the back.

A style is part of a rendered card's identity (the renderer's cache is keyed by it); the colours of a style's
suits are a ``palette.Theme``.
"""

from __future__ import annotations

from dataclasses import dataclass

HUNGARIAN_FACES = ("classic", "simple")  # figures and seasons, or plain faces with large indices
FRENCH_FACES = ("classic", "four-colour")  # red and black suits, or four colours (blue diamonds, green clubs)
INDEX_SETS = ("en", "hu")  # court letters on French-suited cards: J Q K A C, or Hungarian B D K Á L
BACK_CHOICES = ("classic", "tartan", "waves")  # each deck family's own back, or one design for every deck


@dataclass(frozen=True)
class Style:
    """How the cards look: the Hungarian faces, the French faces, the court letters, the back."""

    hungarian: str = "classic"
    french: str = "classic"
    indices: str = "en"
    back: str = "classic"

    def __post_init__(self) -> None:
        for value, known in (
            (self.hungarian, HUNGARIAN_FACES),
            (self.french, FRENCH_FACES),
            (self.indices, INDEX_SETS),
            (self.back, BACK_CHOICES),
        ):
            if value not in known:
                raise ValueError(f"unknown card style {value!r}; known: {', '.join(known)}")

    @property
    def theme(self) -> str:
        """The colour theme of these faces (``palette.THEMES``)."""
        return "four-colour" if self.french == "four-colour" else "classic"


CLASSIC = Style()
