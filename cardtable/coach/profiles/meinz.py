"""The coach for Meinz: hints from the bots' values, the bots' own worlds, and the rules page's anchors."""

from __future__ import annotations

from typing import ClassVar

from cardtable.coach.profiles import small_games
from cardtable.coach.profiles.base import SampledCoach, anchors_of


class MeinzCoach(SampledCoach):
    """Meinz's coach."""

    card_facts_of = staticmethod(small_games.meinz_card_facts)
    action_facts_of = staticmethod(small_games.meinz_action_facts)

    key_anchors: ClassVar[dict[str, str]] = anchors_of(
        {
            "setup": ("must-discard", "discarded"),
            "follow": ("must-follow",),
            "claims": ("claim-not-now", "claim-made", "claim-window"),
            "two-tricks": ("claim-two-tricks",),
            "exchange": ("exchange-not-now", "exchange-pending", "exchange-cards"),
            "scoring": ("deal-over",),
        }
    )
    citation_anchors: ClassVar[tuple[tuple[str, str], ...]] = (
        ("§5.1", "cards"),
        ("§5.2(1)", "setup"),
        ("§5.2(2)", "play"),
        ("§5.2(3)", "follow"),
        ("§5.2(4)", "trick-winner"),
        ("§5.2(5)", "claims"),
        ("§5.2(6)", "two-tricks"),
        ("§5.2(7)", "exchange"),
        ("§5.2(8)", "scoring"),
        ("§5.3", "three-players"),
        ("§5.4", "game-end"),
        ("Előkészületek", "setup"),
        ("Lejátszás 1.", "follow"),
        ("lefoglal", "claims"),
        ("Ki nyeri az ütést", "trick-winner"),
        ("2 ütés fejenként", "two-tricks"),
        ("Mi történik az ütéssel", "exchange"),
        ("Pontozás", "scoring"),
        ("A játék vége", "game-end"),
        ("3 játékos", "three-players"),
        ("§5.2", "play"),
        ("Lejátszás", "play"),
    )


COACH = MeinzCoach("meinz")
