"""A rule-of-thumb Tarokk player over views (for a bot policy): sober bidding, no wild kontras, plain card play.

Pure functions of a ``View`` and its legal actions; the bots package wraps
``choose`` as the Tarokk policy's heuristic.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import Action, View
from cardtable.games.tarokk.conventions import recommended
from cardtable.games.tarokk.tables import POINTS, TABLES, TAROKKS, XX

HONOUR_CODES = frozenset({"T1", "T21", "T22"})
FOUR_KINGS_PLAYED_FROM = 5  # tarokks with which a four-kings hand without an honour is played, not thrown in
# the words a hand of at least this strength says, boldest first (kind, arg, strength)
BIDS_AT = (("bid", "solo", 24), ("bid", "1", 20), ("bid", "2", 17), ("hold", "", 14), ("bid", "3", 12))


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


def _bid(view: View, legal: Sequence[Action]) -> Action:
    s = _strength(view.hand)
    if not any(c in HONOUR_CODES for c in view.hand):
        s -= 6  # a próbahárom needs an honour from the talon
    for kind, arg, need in BIDS_AT:
        said = _find(legal, kind, arg)
        if said is not None and s >= need:
            return said
    said = _find(legal, "pass")
    return legal[0] if said is None else said


def _throws_in(view: View) -> bool:
    """Whether a hand that may be thrown in (BTE §7.1) is: one without a tarokk always; all four kings before the
    talon (the auction) when the hand cannot bid (no honour) and holds fewer than five tarokks — a defender's deal
    is worth less than a redeal."""
    tarokks = sum(c.startswith("T") for c in view.hand)
    if not tarokks:
        return True
    return view.phase == "bidding" and not HONOUR_CODES & set(view.hand) and tarokks < FOUR_KINGS_PLAYED_FROM


def _find(legal: Sequence[Action], kind: str, arg: str = "") -> Action | None:
    """The legal action of ``kind`` (and ``arg``), if there is one."""
    return next((a for a in legal if a.kind == kind and a.arg == arg), None)


def _discard(legal: Sequence[Action]) -> Action:
    # Lowest card points; suit cards before tarokks (a tarokk discard is public and frees the call).
    def cost(action: Action) -> tuple[int, int]:
        return (sum(TAROKKS >> c & 1 for c in action.cards), sum(POINTS[c] for c in action.cards))

    return min(legal, key=cost)


def _play(view: View, legal: Sequence[Action]) -> Action:
    ints = [a.cards[0] for a in legal]
    if not view.trick:
        # Lead a king if there is one, else the lowest-point card.
        kings = [a for a, c in zip(legal, ints) if DECK.codes[c].endswith("K")]
        return kings[0] if kings else legal[min(range(len(ints)), key=lambda i: POINTS[ints[i]])]
    led = TABLES.suit_of[DECK.card(view.trick[0][1])]
    best = max(TABLES.power(DECK.card(c), led) for _, c in view.trick)
    winning = [i for i, c in enumerate(ints) if TABLES.power(c, led) > best]
    pot = sum(POINTS[DECK.card(c)] for _, c in view.trick)
    if winning and (pot >= 5 or len(view.trick) == 3):
        i = min(winning, key=lambda k: TABLES.power(ints[k], led))  # the cheapest winner
    else:
        i = min(range(len(ints)), key=lambda k: (POINTS[ints[k]], TABLES.power(ints[k], led)))
    return legal[i]


def choose(view: View, legal: list[Action], rng: random.Random) -> Action:
    """The heuristic action for ``view``."""
    if len(legal) == 1:
        return legal[0]
    phase = view.phase
    annul = _find(legal, "annul")
    if annul is not None:
        if _throws_in(view):
            return annul
        legal = [a for a in legal if a.kind != "annul"]
        if len(legal) == 1:
            return legal[0]
    if phase == "bidding":
        if legal[0].kind == "take":
            return max(legal, key=lambda a: int(a.arg))  # keep the bid: take the most cards
        return _bid(view, legal)
    if phase == "discard":
        return _discard(legal)
    if phase == "call":
        # Holding the XX, call a partner (the highest missing tarokk) rather than play alone.
        others = [a for a in legal if a.cards != (XX,)] if "T20" in view.hand else legal
        below = [a for a in others if a.cards[0] < XX]  # tarokk n is card n - 1: below the XX
        return max(below, key=lambda a: a.cards[0]) if below else (others or legal)[0]
    if phase == "announcements":
        rec = recommended(view)
        if rec:
            return rec[0]
        said = _find(legal, "pass")
        return rng.choice(legal) if said is None else said
    if phase == "play":
        return _play(view, legal)
    return rng.choice(legal)
