"""The coach for Tarokk: the bots' own worlds, and the BTE 2016 sections' anchors."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar

from cardtable.coach.profiles import tarokk_facts
from cardtable.coach.profiles.base import CoachProfile, Fact
from cardtable.engine.protocol import Action, View
from cardtable.words.tarokk import WORDS

if TYPE_CHECKING:
    from cardtable.coach.cardrules import CardRules
    from cardtable.coach.ranking import Ranking

# BTE 2016 section (chapter, clause) -> anchor; clause None = the whole chapter
BTE_SECTIONS = {
    (1, None): "top",
    (2, None): "settlement",
    (3, 1): "bidding",
    (3, 2): "hold",
    (3, None): "invit",
    (4, 1): "discard",
    (4, 2): "discard",
    (4, 3): "discard",
    (4, 4): "discard",
    (4, 5): "call",
    (4, 6): "call",
    (4, 7): "hivatalbol",
    (4, None): "talon",
    (5, None): "figures",
    (6, 1): "announcements",
    (6, 2): "attribution",
    (6, 3): "announcements",
    (6, 10): "scoring",
    (6, 11): "silent",
    (6, None): "restrictions",
    (7, 1): "annulment",
    (7, 2): "play",
    (7, 3): "figures",
    (7, None): "bound-cards",
    (8, None): "play",
}

# section of the rules digest -> anchor (older records cite it)
TAROKK_DIGEST = {
    0: "top",
    1: "deal",
    2: "cards",
    3: "deal",
    4: "bidding",
    5: "talon",
    6: "discard",
    7: "call",
    8: "announcements",
    9: "figures",
    10: "follow",
    11: "scoring",
}


class TarokkCoach(CoachProfile):
    """Tarokk's coach: hints from the bots' values; card facts from the view's legal cards."""

    mistake_at = 1.0
    warn_at = 2.0
    key_anchors: ClassVar[dict[str, str]] = {
        "not-your-turn": "deal",
        "not-now": "top",
        "deal-over": "scoring",
        "no-honour": "bidding",
        "bid-not-allowed": "bidding",
        "jump-needs-invit": "invit",
        "must-hold": "invit",
        "cannot-hold": "hold",
        "inviter-locked": "invit",
        "raise-not-allowed": "hold",
        "take-too-many": "hold",
        "cannot-annul": "annulment",
        "discard-count": "discard",
        "discard-forbidden": "discard",
        "call-invited": "call",
        "call-self-only-xx": "call",
        "call-not-allowed": "call",
        "call-own-discard": "call",
        "must-hivatalbol": "hivatalbol",
        "figure-off": "figures",
        "already-announced": "announcements",
        "tarokk-count-wrong": "announcements",
        "must-identify": "attribution",
        "count-must-identify": "attribution",
        "after-volat": "restrictions",
        "dupla-volat": "restrictions",
        "ulti-to-uhu": "restrictions",
        "one-figure-per-trick": "restrictions",
        "tarokk-count-first": "announcements",
        "trull-needs-high-honour": "restrictions",
        "trull-first-round": "restrictions",
        "trull-inviter": "restrictions",
        "not-announced": "kontra",
        "wrong-kontra-level": "kontra",
        "kontra-max": "kontra",
        "not-in-hand": "follow",
        "must-follow": "follow",
        "must-tarokk": "follow",
        "bound-card": "bound-cards",
        "bound-card-now": "bound-cards",
    }

    # reasons (the facts live in tarokk_facts.py) --------------------------------------------------------------
    counts_card_points = True  # the parti is decided by the card points (48 of 94)

    def card_rules(self, view: View) -> CardRules:
        """The engine's trick tables and card points (the view's legal cards cover the bound-card rule)."""
        from dataclasses import replace

        from cardtable.games.tarokk.tables import POINTS, TABLES

        return replace(super().card_rules(view), tables=TABLES, points=POINTS)

    def partner_takes(self, view: View, winner_seat: int) -> bool:
        me = tarokk_facts.my_side(view)
        return me is not None and tarokk_facts.side_of(view, winner_seat) == me

    def card_extra_facts(self, view: View, card: int, hand: int, trump: int | None) -> list[Fact]:
        return tarokk_facts.card_facts(view, card, hand)

    def reason_values(self, values: dict[str, Any], lang: str) -> dict[str, Any]:
        out = dict(values)
        if "figure" in out:
            out["figure"] = WORDS.figure(str(out["figure"]), lang)
        if "bid" in out:
            out["bid"] = WORDS.bid(str(out["bid"]), lang)
        return out

    def action_facts(self, view: View, action: Action, ranking: Ranking, n_cards: int) -> list[Fact] | None:
        own = tarokk_facts.action_facts(view, action)
        return None if own is None else own + list(ranking.facts.get(action, []))

    def rule_anchor(self, rule: str) -> str | None:
        m = re.search(r"§\s*(\d+)(?:\.(\d+))?", rule)
        if not m:
            return None
        major, minor = int(m.group(1)), int(m.group(2)) if m.group(2) else None
        if rule.lstrip().startswith("BTE"):
            return BTE_SECTIONS.get((major, minor)) or BTE_SECTIONS.get((major, None))
        return TAROKK_DIGEST.get(major)


COACH = TarokkCoach("tarokk")
