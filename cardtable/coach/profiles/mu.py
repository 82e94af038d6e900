"""The coach for MÜ: hints from the bots' values, the bots' own worlds, and the rules page's anchors."""

from __future__ import annotations

from typing import ClassVar

from cardtable.coach.profiles.base import SampledCoach, anchors_of


class MuCoach(SampledCoach):
    """MÜ's coach."""

    key_anchors: ClassVar[dict[str, str]] = anchors_of(
        {
            "auction": ("auction-not-over", "nothing-to-reveal", "already-revealed", "reveal-first", "finish-turn"),
            "trumps": ("trumps-first", "trump-not-revealed", "vice-must-name", "same-trump"),
            "partner": ("partner-first", "partner-not-vice", "partner-self", "no-such-seat"),
            "follow": ("must-follow",),
            "scoring": ("deal-over",),
        }
    )
    citation_anchors: ClassVar[tuple[tuple[str, str], ...]] = (
        ("Főnök és helyettes", "chief-vice"),
        ("Egyenlőség", "stalemate"),
        ("Az aduk kiválasztása", "trumps"),
        ("A főnök csapata", "partner"),
        ("Az aukció", "auction"),
        ("Előkészületek", "setup"),
        ("A lejátszás", "play"),
        ("Pontozás", "scoring"),
        ("A forduló és a játék vége", "game-end"),
        ("§2.1", "setup"),
        ("§2.2", "auction"),
        ("§2.3", "chief-vice"),
        ("§2.4", "trumps"),
        ("§2.5", "play"),
        ("§2.6", "scoring"),
        ("§2.7", "game-end"),
        ("§1", "cards"),
    )


COACH = MuCoach("mu")
