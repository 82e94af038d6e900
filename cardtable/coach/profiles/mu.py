"""The coach for MÜ: hints from the bots' values, the bots' own worlds, and the rules page's anchors."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar, cast

from cardtable.coach.profiles import small_games
from cardtable.coach.profiles.base import SampledCoach, anchors_of
from cardtable.engine.protocol import View

if TYPE_CHECKING:
    from cardtable.coach.cardrules import CardRules


class MuCoach(SampledCoach):
    """MÜ's coach."""

    action_facts_of = staticmethod(small_games.mu_action_facts)

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

    # reasons (small_games.py) -------------------------------------------------------------------------------
    counts_card_points = True  # the triangles on the cards are MÜ's points

    def card_rules(self, view: View) -> CardRules:
        from cardtable.games.mu.actions import TRIANGLES
        from cardtable.games.mu.cardplay import tables
        from cardtable.games.mu.facts import MuFacts

        f = cast(MuFacts, view.facts)
        base = super().card_rules(view)
        return replace(
            base, tables=tables(f.chief_trump, f.vice_trump), points=tuple(TRIANGLES[c] for c in range(len(view.deck)))
        )

    def partner_takes(self, view: View, winner_seat: int) -> bool:
        sides = small_games.mu_sides(view)
        return sides[view.seat] is not None and sides[winner_seat] == sides[view.seat]


COACH = MuCoach("mu")
