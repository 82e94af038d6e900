"""The coach for Was sticht?: hints from the bots' values, the bots' own worlds, and the rules page's anchors."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar

from cardtable.coach.profiles import small_games
from cardtable.coach.profiles.base import SampledCoach, anchors_of
from cardtable.engine.protocol import View

if TYPE_CHECKING:
    from cardtable.coach.cardrules import CardRules


class WasStichtCoach(SampledCoach):
    """Was sticht?'s coach."""

    card_facts_of = staticmethod(small_games.was_sticht_card_facts)
    action_facts_of = staticmethod(small_games.was_sticht_action_facts)

    key_anchors: ClassVar[dict[str, str]] = anchors_of(
        {
            "task-draft": ("task-draft", "task-gone"),
            "card-draft": ("must-take", "not-in-row"),
            "choose-task": ("must-choose", "task-not-held"),
            "follow": ("must-follow", "must-follow-trump"),
            "round-end": ("must-return", "return-not-held", "return-not-earned", "deal-over"),
        }
    )
    citation_anchors: ClassVar[tuple[tuple[str, str], ...]] = (
        ("§4.1", "tasks"),
        ("§4.2", "task-draft"),
        ("§4.3(1)", "card-draft"),
        ("§4.3(2)", "choose-task"),
        ("§4.3(3)", "play"),
        ("§4.3(4)", "round-end"),
        ("§4.4", "game-end"),
        ("A feladatkártyák", "tasks"),
        ("Előkészületek", "task-draft"),
        ("A kártyák elvétele", "card-draft"),
        ("A feladat megjelölése", "choose-task"),
        ("3. Lejátszás", "play"),
        ("A forduló vége", "round-end"),
        ("A játék vége", "game-end"),
        ("három játékos", "three-players"),
        ("§4.3", "round"),
        ("A játék menete", "round"),
    )

    # reasons (small_games.py) -------------------------------------------------------------------------------
    def card_rules(self, view: View) -> CardRules:
        return replace(super().card_rules(view), tables=small_games.was_sticht_tables(view))


COACH = WasStichtCoach("was-sticht")
