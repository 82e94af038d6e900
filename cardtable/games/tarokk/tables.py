"""Tarokk card tables, computed once: named cards, card points (digest §2.2), trick tables (§10)."""

from __future__ import annotations

from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.tricks import TrickRules, TrickTables

CODES = DECK.codes
FULL = DECK.full
TAROKK_SUIT = 4
SUITS = ("H", "D", "S", "C")


def tarokk(n: int) -> int:
    """The card int of tarokk ``n`` (1 = pagát … 22 = skíz)."""
    return n - 1


PAGAT, SAS, XVIII, XIX, XX, XXI, SKIZ = tarokk(1), tarokk(2), tarokk(18), tarokk(19), tarokk(20), tarokk(21), tarokk(22)
TAROKKS = DECK.suit_masks[TAROKK_SUIT]
HONOURS = (1 << PAGAT) | (1 << XXI) | (1 << SKIZ)
HIGH_HONOURS = (1 << XXI) | (1 << SKIZ)
KINGS_BY_SUIT = tuple(DECK.card(s + "K") for s in SUITS)
KINGS = sum(1 << k for k in KINGS_BY_SUIT)

# §2.2: honours 5, other tarokks 1; K 5, Q 4, C 3, J 2, A/10 1. Total 94.
POINTS: tuple[int, ...] = tuple(
    (5 if (HONOURS >> c) & 1 else 1) if c < 22 else (c - 22) % 5 + 1 for c in range(len(CODES))
)
TOTAL_POINTS = sum(POINTS)

# §10: tarokks are a suit of their own and the trumps; within a suit the rank order is the card order.
TABLES = TrickTables.build(DECK.suit_of, [c if c < 22 else (c - 22) % 5 for c in range(len(CODES))], TAROKK_SUIT)
RULES = TrickRules(must_follow=True, must_trump=True, must_beat=False)


def points(mask: int) -> int:
    """Card points of the cards in ``mask``."""
    total = 0
    while mask:
        low = mask & -mask
        total += POINTS[low.bit_length() - 1]
        mask ^= low
    return total


def tarokk_count(mask: int) -> int:
    """How many tarokks ``mask`` holds."""
    return (mask & TAROKKS).bit_count()
