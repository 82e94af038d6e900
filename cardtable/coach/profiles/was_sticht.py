"""The coach for Was sticht?: hints from the bots' values, the bots' own worlds, and the rules page's anchors."""

from __future__ import annotations

from typing import ClassVar

from cardtable.coach.profiles.base import SampledCoach, anchors_of


class WasStichtCoach(SampledCoach):
    """Was sticht?'s coach."""

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


COACH = WasStichtCoach("was-sticht")
