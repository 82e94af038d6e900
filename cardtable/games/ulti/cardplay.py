"""Ulti's trick tables (trump and no-trump orders) and the MAUSZ trump-7 filter.

The follow / trump / must-beat duties are the shared ``cardtable.engine.tricks``
rules; Ulti only adds its rank orders (§1) and, in MAUSZ, the rule that the
trump 7 may ruff only as the player's last trump (§4(D)(4)).
"""

from __future__ import annotations

from cardtable.cards.deck import HUNGARIAN32 as DECK
from cardtable.engine.tricks import Trick, TrickRules, TrickTables, allowed, refusal

RULES = TrickRules(must_follow=True, must_trump=True, must_beat=True)

# Strength by rank index ("7 8 9 10 U O K A"): trump games A 10 K O U 9 8 7, no-trump A K O U 10 9 8 7 (§1).
TRUMP_ORDER = (0, 1, 2, 6, 3, 4, 5, 7)
NO_TRUMP_ORDER = (0, 1, 2, 3, 4, 5, 6, 7)

SUIT_MASKS = DECK.suit_masks


def _tables(order: tuple[int, ...], trump: int | None) -> TrickTables:
    return TrickTables.build(DECK.suit_of, [order[c % 8] for c in range(32)], trump)


TRUMP_TABLES: tuple[TrickTables, ...] = tuple(_tables(TRUMP_ORDER, s) for s in range(4))
NO_TRUMP_TABLES = _tables(NO_TRUMP_ORDER, None)


def seven_of(suit: int) -> int:
    """The card int of the 7 of ``suit``."""
    return suit * 8


def playable(hand: int, trick: Trick, t: TrickTables, trump_seven_rule: bool) -> int:
    """The cards of ``hand`` that may go to ``trick`` (shared duties, then the trump-7 filter)."""
    if not trick:
        return hand
    m = allowed(hand, trick, t, RULES)
    trump = t.trump
    if trump_seven_rule and trump is not None:
        seven = 1 << (trump * 8)
        # The 7 is allowed and the led suit is not trump: this is a ruff; other trumps must go first.
        if m & seven and t.suit_of[trick[0][1]] != trump and hand & SUIT_MASKS[trump] & ~seven:
            m &= ~seven
    return m


def play_refusal(card: int, hand: int, trick: Trick, t: TrickTables, trump_seven_rule: bool) -> str | None:
    """Why ``card`` may not be played: "not-in-hand", "must-follow", "must-trump", "must-beat", "trump-seven"."""
    key = refusal(card, hand, trick, t, RULES)
    if key is None and not (playable(hand, trick, t, trump_seven_rule) >> card) & 1:
        return "trump-seven"
    return key
