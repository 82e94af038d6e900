"""Card identities: every deck the program knows, as ints and bitmasks.

A card is an int (its index in its deck); a set of cards is an int bitmask.
Codes (``P7``, ``HK``, ``T21``, ``R7``) are the ASCII notation used in
records, tests and the CLI; display names come from here in both languages.
"""

from cardtable.cards.deck import (
    DECKS,
    Card,
    Deck,
    Mask,
    UnknownCard,
    bits,
    get_deck,
    lowest,
    mask_of,
)

__all__ = ["DECKS", "Card", "Deck", "Mask", "UnknownCard", "bits", "get_deck", "lowest", "mask_of"]
