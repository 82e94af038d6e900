"""MÜ trick tables: chief and vice trumps form one effective suit (§2.5).

A card that is trump is not of its printed colour ([HU] "if 6 is trump, the
red 6 is not red"). Strength inside the trump suit: double trumps (chief and
vice trump at once) over chief trumps over vice trumps, then the value; equal
cards tie and the earlier one wins. Must follow only: no duty to trump or to
beat ([HU], [LUD] "keinen Trumpf- oder Stichzwang").
"""

from __future__ import annotations

from functools import cache

from cardtable.engine.tricks import TrickRules, TrickTables
from cardtable.games.mu.actions import COLOUR, COLOURS, VALUE

RULES = TrickRules(must_follow=True, must_trump=False, must_beat=False)
TRUMP = len(COLOURS)  # the effective suit of every trump card
N_CARDS = len(VALUE)


def is_trump(card: int, trump: str | None) -> bool:
    """True if ``card`` belongs to the trump named ``trump`` (a colour letter or a number)."""
    if trump is None:
        return False
    if trump.isdigit():
        return VALUE[card] == int(trump)
    return COLOURS[COLOUR[card]] == trump


def trump_class(card: int, chief: str | None, vice: str | None) -> int:
    """3 double trump, 2 chief trump, 1 vice trump, 0 no trump (§2.5)."""
    c, v = is_trump(card, chief), is_trump(card, vice)
    return 3 if c and v else 2 if c else 1 if v else 0


@cache
def tables(chief: str | None, vice: str | None) -> TrickTables:
    """The trick tables for the chief's and the vice's trumps (None = no such trump)."""
    suit_of, strength = [], []
    for card in range(N_CARDS):
        cls = trump_class(card, chief, vice)
        suit_of.append(TRUMP if cls else COLOUR[card])
        strength.append(cls * 10 + VALUE[card])
    any_trump = chief is not None or vice is not None
    return TrickTables.build(suit_of, strength, TRUMP if any_trump else None)
