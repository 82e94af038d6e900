"""Ulti card tables for the bots, as ints: suits, ranks, card points, rank strength (made once at import)."""

from __future__ import annotations

from cardtable.cards import bits
from cardtable.cards.deck import HUNGARIAN32 as DECK
from cardtable.games.ulti.cardplay import NO_TRUMP_TABLES, TRUMP_TABLES

FULL = DECK.full
SUITS = DECK.suits
SUIT = DECK.suit_masks
R7, R8, R9, R10, RU, RO, RK, RA = range(8)
ZSIR = sum(1 << c for c in range(32) if c % 8 in (R10, RA))
ACES = sum(1 << c for c in range(32) if c % 8 == RA)
TENS = sum(1 << c for c in range(32) if c % 8 == R10)
POINTS = tuple(10 if c % 8 in (R10, RA) else 0 for c in range(32))
# rank strength per card in trump order (A 10 K O U 9 8 7) and no-trump order (A K O U 10 9 8 7)
T_STR = TRUMP_TABLES[0].strength
N_STR = NO_TRUMP_TABLES.strength


def card(code: str) -> int:
    return DECK.card(code)


def mask(codes) -> int:
    return DECK.mask(codes)


def top_down(m: int, strength: tuple[int, ...]) -> list[int]:
    """Cards of a mask, strongest first."""
    return sorted(bits(m), key=lambda c: -strength[c])
