"""Écarté card tables: the K Q J A 10 9 8 7 rank and one trick table per trump suit."""

from __future__ import annotations

from cardtable.cards.deck import PIQUET32
from cardtable.engine.tricks import TrickRules, TrickTables

DECK = PIQUET32

# §12: király, dáma, alsó, ász, tíz, kilencz, nyolcz, hét — high to low.
RANK_ORDER = ("K", "Q", "J", "A", "10", "9", "8", "7")
STRENGTH = tuple(len(RANK_ORDER) - RANK_ORDER.index(DECK.rank_of[c]) for c in range(len(DECK)))

# §44: follow suit, trump when void, and win the trick if possible.
RULES = TrickRules(must_follow=True, must_trump=True, must_beat=True)

TABLES = tuple(TrickTables.build(DECK.suit_of, STRENGTH, trump) for trump in range(len(DECK.suits)))

KING = tuple(DECK.card(s + "K") for s in DECK.suits)  # the king of each suit
