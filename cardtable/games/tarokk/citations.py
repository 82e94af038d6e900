"""Which rule a refusal cites, by message key: always a section of the seed, the BTE 2016 Játékszabályzat.

Where BTE does not spell a rule out (it covers only what clubs play differently, BTE §1.3), the
refusal cites BTE §8.1: breaking the rules of tarokk is renonsz.
"""

from __future__ import annotations

RULES = {
    "not-your-turn": "BTE §8.1",
    "not-now": "BTE §8.1",
    "deal-over": "BTE §8.1",
    # bidding (BTE §3)
    "no-honour": "BTE §3.1",
    "bid-not-allowed": "BTE §3",
    "jump-needs-invit": "BTE §3.3, §3.6",
    "must-hold": "BTE §3.4, §3.9",
    "cannot-hold": "BTE §3",
    "inviter-locked": "BTE §3.5",
    "raise-not-allowed": "BTE §3.2",
    "take-too-many": "BTE §3.2",
    # annulment, discard, call (BTE §4, §7.1)
    "cannot-annul": "BTE §7.1",
    "discard-count": "BTE §4.1",
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
    "count-must-identify": "BTE §6.1",
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
    # play (BTE §7; the common rules of following are renonsz under BTE §8.1)
    "not-in-hand": "BTE §8.1",
    "must-follow": "BTE §8.1",
    "must-tarokk": "BTE §8.1",
    "bound-card": "BTE §7.4",
    "bound-card-now": "BTE §7.4",
}
