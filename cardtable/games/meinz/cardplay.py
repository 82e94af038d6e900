"""Meinz trick rules on the shared machinery: colour-or-value following, lowest eligible card wins.

Following (§5.2(3)): the shared ``allowed`` with the printed colours as suits
(must follow, no trump duty); when that forces the led colour, cards of the led
card's value are allowed too. The winner (§5.2(4), (6)): one effective suit for
all cards with strength 10 − value, so the shared ``winning_index`` picks the
lowest value and the earlier of equal cards; seats with two tricks are left out.
"""

from __future__ import annotations

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.tricks import Trick, TrickRules, TrickTables, allowed, winning_index

POSITIONS = 4  # every trick has four cards (§5.2: 8 tricks × 4 = 32 cards; with 3 players, the monster's)

RULES = TrickRules(must_follow=True, must_trump=False, must_beat=False)

VALUE = tuple(int(DECK.rank_of[c]) for c in range(len(DECK)))  # 1..9
VALUE_MASKS: tuple[int, ...] = tuple(
    sum(1 << c for c in range(len(DECK)) if VALUE[c] == v) if v else 0 for v in range(10)
)

FOLLOW_TABLES = TrickTables.build(DECK.suit_of, VALUE, None)  # printed colours: who must follow
LOW_WINS_TABLES = TrickTables.build([0] * len(DECK), [10 - v for v in VALUE], None)  # lowest value wins


def playable(hand: int, trick: Trick) -> int:
    """The cards of ``hand`` that may go to ``trick``: the led colour or the led value; void → anything."""
    if not trick:
        return hand
    m = allowed(hand, trick, FOLLOW_TABLES, RULES)
    led = trick[0][1]
    if hand & DECK.suit_masks[DECK.suit_of[led]]:  # bound to the colour: the same value is allowed too
        m |= hand & VALUE_MASKS[VALUE[led]]
    return m


def trick_winner(trick: Trick, eligible: int) -> int:
    """The seat winning ``trick`` among the seats in the bit set ``eligible`` (fewer than two tricks)."""
    entries = [(s, c) for s, c in trick if eligible >> s & 1]
    return entries[winning_index(entries, LOW_WINS_TABLES)][0]
