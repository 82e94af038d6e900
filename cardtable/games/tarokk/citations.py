"""Which rule a refusal cites, by message key: BTE 2016 sections, else the digest's section."""

from __future__ import annotations

RULES = {
    "not-your-turn": "digest §1",
    "not-now": "digest §0.1",
    "deal-over": "digest §0.1",
    # bidding (BTE §3, digest §4)
    "no-honour": "digest §4.2",
    "bid-not-allowed": "digest §4.4",
    "jump-needs-invit": "BTE §3.3, §3.6",
    "must-hold": "digest §4.4",
    "cannot-hold": "digest §4.3",
    "inviter-locked": "BTE §3.5",
    "raise-not-allowed": "BTE §3.2",
    "take-too-many": "BTE §3.2",
    # annulment, discard, call (BTE §4, §7.1)
    "cannot-annul": "BTE §7.1",
    "discard-count": "digest §6.2",
    "discard-forbidden": "BTE §4.2",
    "call-invited": "BTE §3.3",
    "call-self-only-xx": "BTE §4.5",
    "call-not-allowed": "BTE §4.6",
    "call-own-discard": "BTE §4.6",
    "must-hivatalbol": "BTE §4.7",
    # announcements (BTE §5, §6)
    "figure-off": "BTE §5",
    "already-announced": "BTE §5",
    "tarokk-count-wrong": "BTE §5",
    "must-identify": "BTE §6.2",
    "after-volat": "BTE §6.4",
    "dupla-volat": "BTE §6.4",
    "ulti-to-uhu": "BTE §6.9",
    "one-figure-per-trick": "BTE §6.12",
    "tarokk-count-first": "BTE §6.3",
    "trull-needs-high-honour": "BTE §6.5",
    "trull-first-round": "BTE §6.6",
    "trull-inviter": "BTE §6.7",
    "not-announced": "BTE §5",
    "wrong-kontra-level": "BTE §5",
    "kontra-max": "BTE §5",
    # play (digest §10, BTE §7.4)
    "not-in-hand": "digest §10",
    "must-follow": "digest §10",
    "must-tarokk": "digest §10",
    "bound-card": "BTE §7.4",
    "bound-card-now": "BTE §7.4",
}


def rule(key: str) -> str:
    """The rule that a refusal with ``key`` cites."""
    return RULES.get(key) or RULES["not-now"]
