"""The coach for MÜ: hints from the bots' values, the bots' own worlds, and the rules page's anchors."""

from __future__ import annotations

from typing import ClassVar

from cardtable.coach.profiles.base import CoachProfile


class MuCoach(CoachProfile):
    """MÜ's coach."""

    mistake_at = 2.0
    warn_at = 3.0
    key_anchors: ClassVar[dict[str, str]] = {
        "auction-not-over": "auction",
        "nothing-to-reveal": "auction",
        "already-revealed": "auction",
        "reveal-first": "auction",
        "finish-turn": "auction",
        "trumps-first": "trumps",
        "trump-not-revealed": "trumps",
        "vice-must-name": "trumps",
        "same-trump": "trumps",
        "partner-first": "partner",
        "partner-not-vice": "partner",
        "partner-self": "partner",
        "no-such-seat": "partner",
        "must-follow": "follow",
        "deal-over": "scoring",
    }
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
