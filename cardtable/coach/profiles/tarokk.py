"""The coach for Tarokk: the bots' own worlds, and the BTE 2016 sections' anchors."""

from __future__ import annotations

import re
from typing import ClassVar

from cardtable.coach.profiles.base import CoachProfile

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

    def rule_anchor(self, rule: str) -> str | None:
        m = re.search(r"§\s*(\d+)(?:\.(\d+))?", rule)
        if not m:
            return None
        major, minor = int(m.group(1)), int(m.group(2)) if m.group(2) else None
        if rule.lstrip().startswith("BTE"):
            return BTE_SECTIONS.get((major, minor)) or BTE_SECTIONS.get((major, None))
        return TAROKK_DIGEST.get(major)


COACH = TarokkCoach("tarokk")
