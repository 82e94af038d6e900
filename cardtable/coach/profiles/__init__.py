"""Per-game coach profiles: what the coach knows of a game beyond the engine and the bots (its reasons, worlds,
mistake thresholds and rules anchors), named by the game's registry record (``GameInfo.coach_profile``)."""

from __future__ import annotations

from functools import cache

from cardtable.coach.cardrules import CardRules
from cardtable.coach.profiles.base import CoachProfile
from cardtable.engine.protocol import View
from cardtable.engine.registry import info, load


@cache
def coach_profile(game: str) -> CoachProfile:
    """The coach profile of ``game`` (a generic one for a game whose record names none)."""
    try:
        module = info(game).coach_profile
    except ValueError:
        module = None
    if module is None:
        return CoachProfile(game)
    found = load(module, "COACH")
    assert isinstance(found, CoachProfile), f"{module}.COACH is not a CoachProfile"
    return found


def card_rules(view: View) -> CardRules:
    """The card rules for ``view`` (its deck, variant, trump), as the game's coach profile reads them."""
    return coach_profile(view.game).card_rules(view)


def has_coach(game: str) -> bool:
    """True when the game's record gives it a coach (else the table shows no Hint button)."""
    try:
        return info(game).coach_profile is not None
    except ValueError:
        return False


__all__ = ["CoachProfile", "card_rules", "coach_profile", "has_coach"]
