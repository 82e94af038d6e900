"""The coach for NJET: hints from the bots' values, the bots' own worlds, and the rules page's anchors."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar, cast

from cardtable.coach.cardrules import CardRules
from cardtable.coach.profiles import small_games
from cardtable.coach.profiles.base import SampledCoach, anchors_of
from cardtable.engine.protocol import View


class NjetCoach(SampledCoach):
    """NJET's coach."""

    card_facts_of = staticmethod(small_games.njet_card_facts)
    action_facts_of = staticmethod(small_games.njet_action_facts)

    key_anchors: ClassVar[dict[str, str]] = anchors_of(
        {
            "njet-phase": ("njet-first", "last-space", "space-covered"),
            "board": ("board-done",),
            "teams": ("teams-first", "bad-team", "monster-first", "monster-small-team"),
            "discard": ("discard-first", "wrong-discard", "no-zeros"),
            "follow": ("must-follow",),
            "scoring": ("deal-over",),
        }
    )
    citation_anchors: ClassVar[tuple[tuple[str, str], ...]] = (
        ("NJET-fázis", "njet-phase"),
        ("1. sor", "teams"),
        ("2. sor", "discard"),
        ("3. sor", "board"),
        ("4. sor", "board"),
        ("5. sor", "board"),
        ("Szörnykártya", "teams"),
        ("Előkészületek", "setup"),
        ("A játéktábla", "board"),
        ("Ki nyeri az ütést", "trick-winner"),
        ("Mi az a zsákmány", "captures"),
        ("A lejátszás", "play"),
        ("Pontozás", "scoring"),
        ("Új forduló", "game-end"),
        ("A játék vége", "game-end"),
        ("§3.1", "cards"),
        ("§3.2", "board"),
        ("§3.3", "setup"),
        ("§3.4", "njet-phase"),
        ("§3.5", "follow"),
        ("§3.6", "trick-winner"),
        ("§3.7", "captures"),
        ("§3.8", "scoring"),
    )

    def card_rules(self, view: View) -> CardRules:
        """The generic card rules over the view's deck (3 players: 48 cards, numbered apart), NJET's trick tables."""
        return replace(super().card_rules(view), tables=small_games.njet_tables(view))

    # reasons (small_games.py) -------------------------------------------------------------------------------
    def partner_takes(self, view: View, winner_seat: int) -> bool:
        from cardtable.games.njet.facts import NjetFacts

        teams = cast(NjetFacts, view.facts).teams
        return any(view.seat in t and winner_seat in t for t in teams)


COACH = NjetCoach("njet")
