"""NJET trick tables (§3.5, §3.6): super trump > trump > led colour; of equal cards the earlier played wins
(option: the later).

Two tables per round: ``win`` decides the trick (super-trump 0s and trump
cards form the trump suit, super trumps strongest), ``follow`` the duty to
follow. With ``super_trump_follow="trump"`` (default, N2) they are the same;
with "colour" a super-trump 0 still follows its printed colour.
"""

from __future__ import annotations

from functools import cache

from cardtable.cards.deck import get_deck
from cardtable.engine.tricks import TrickRules, TrickTables

RULES = TrickRules(must_follow=True, must_trump=False, must_beat=False)
TRUMP = 4  # the effective suit of trump and super-trump cards
SUPER = 100  # strength of a super trump: above every trump value; all equal (the tie rule decides)


@cache
def tables(
    deck: str, trump: str | None, super_trump: str | None, follow: str = "trump", equal_cards: str = "earlier"
) -> tuple[TrickTables, TrickTables]:
    """(win, follow) tables for a round's trump colour and super-trump colour (None = NJET)."""
    d = get_deck(deck)
    win_suit, strength, follow_suit = [], [], []
    for card, code in enumerate(d.codes):
        colour, value = code[0], int(code[1:])
        sup = super_trump is not None and colour == super_trump and value == 0
        trump_card = colour == trump
        win_suit.append(TRUMP if sup or trump_card else d.suit_of[card])
        strength.append(SUPER if sup else value)
        follow_suit.append(d.suit_of[card] if sup and follow == "colour" and not trump_card else win_suit[-1])
    any_trump = trump is not None or super_trump is not None
    last_wins = equal_cards == "later"
    win = TrickTables.build(win_suit, strength, TRUMP if any_trump else None, later_wins_ties=last_wins)
    if follow_suit == win_suit:
        return win, win
    fol = TrickTables.build(follow_suit, strength, TRUMP if any_trump else None, later_wins_ties=last_wins)
    return win, fol
