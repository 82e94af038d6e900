"""A rule-of-thumb Tarokk player over views (for a bot policy): sober bidding, no wild kontras, plain card play.

Pure functions of a ``View`` and its legal action texts; the bots package wraps
``choose`` as the Tarokk policy's heuristic.
"""

from __future__ import annotations

import random

from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import View
from cardtable.games.tarokk.conventions import recommended
from cardtable.games.tarokk.tables import POINTS, TABLES

HONOUR_CODES = ("T1", "T21", "T22")


def _strength(hand: list[str]) -> int:
    """A rough hand value: tarokks count, high tarokks and honours count more, kings a little."""
    score = 0
    for c in hand:
        if c.startswith("T"):
            n = int(c[1:])
            score += 2 + (n >= 17) + 2 * (c in ("T21", "T22"))
        elif c.endswith("K"):
            score += 1
    return score


def _bid(view: View, legal: list[str]) -> str:
    s = _strength(view.hand)
    if not any(c in HONOUR_CODES for c in view.hand):
        s -= 6  # a próbahárom needs an honour from the talon
    for text, need in (("bid solo", 24), ("bid 1", 20), ("bid 2", 17), ("hold", 14), ("bid 3", 12)):
        if text in legal and s >= need:
            return text
    return "pass" if "pass" in legal else legal[0]


def _discard(legal: list[str]) -> str:
    # Lowest card points; suit cards before tarokks (a tarokk discard is public and frees the call).
    def cost(text: str) -> tuple[int, int]:
        cards = text.split()[1:]
        return (sum(c.startswith("T") for c in cards), sum(POINTS[DECK.card(c)] for c in cards))

    return min(legal, key=cost)


def _play(view: View, legal: list[str]) -> str:
    cards = [t.split()[1] for t in legal]
    ints = [DECK.card(c) for c in cards]
    if not view.trick:
        # Lead a king if there is one, else the lowest-point card.
        kings = [c for c in cards if c.endswith("K")]
        return f"play {kings[0]}" if kings else f"play {cards[min(range(len(ints)), key=lambda i: POINTS[ints[i]])]}"
    led = TABLES.suit_of[DECK.card(view.trick[0][1])]
    best = max(TABLES.power(DECK.card(c), led) for _, c in view.trick)
    winning = [i for i, c in enumerate(ints) if TABLES.power(c, led) > best]
    pot = sum(POINTS[DECK.card(c)] for _, c in view.trick)
    if winning and (pot >= 5 or len(view.trick) == 3):
        i = min(winning, key=lambda k: TABLES.power(ints[k], led))  # the cheapest winner
    else:
        i = min(range(len(ints)), key=lambda k: (POINTS[ints[k]], TABLES.power(ints[k], led)))
    return f"play {cards[i]}"


def choose(view: View, legal: list[str], rng: random.Random) -> str:
    """The heuristic action for ``view``."""
    if len(legal) == 1:
        return legal[0]
    phase = view.phase
    if phase == "bidding":
        if legal[0].startswith("take"):
            return f"take {max(int(t.split()[1]) for t in legal)}"  # keep the bid: take the most cards
        return _bid(view, legal)
    if "annul" in legal:
        # A hand that may be thrown in (BTE §7.1, offered with the discard or a solo declarer's call).
        if not any(c.startswith("T") for c in view.hand):
            return "annul"
        legal = [a for a in legal if a != "annul"]
        if len(legal) == 1:
            return legal[0]
    if phase == "discard":
        return _discard(legal)
    if phase == "call":
        # Holding the XX, call a partner (the highest missing tarokk) rather than play alone.
        others = [t for t in legal if t != "call T20"] if "T20" in view.hand else legal
        below = [t for t in others if int(t.split()[1][1:]) < 20]
        return max(below, key=lambda t: int(t.split()[1][1:])) if below else (others or legal)[0]
    if phase == "announcements":
        rec = recommended(view)
        return rec[0] if rec else ("pass" if "pass" in legal else rng.choice(legal))
    if phase == "play":
        return _play(view, legal)
    return rng.choice(legal)
