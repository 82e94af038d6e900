"""Was sticht? trick tables on the shared machinery (§4.3(3)), one per trump colour × trump number.

Every card of the trump colour or the trump number has the effective suit
TRUMP (4): the trump number is a trump and not part of its colour. Strength
in TRUMP: super trump (both) > trump number (all equal) > trump colour 9..1.
Follow the led effective suit (a trump lead asks for a trump); void →
anything; equal cards: the earlier wins.
"""

from __future__ import annotations

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.tricks import Trick, TrickRules, TrickTables, refusal, winner

RULES = TrickRules(must_follow=True, must_trump=False, must_beat=False)
TRUMP = 4
SUPER, NUMBER = 30, 20  # strengths above any colour card (1..9)

VALUE = tuple(int(DECK.rank_of[c]) for c in range(len(DECK)))
COLOUR = DECK.suit_of


def _tables(colour: int | None, number: int | None) -> TrickTables:
    suit_of, strength = [], []
    for c in range(len(DECK)):
        by_colour, by_number = COLOUR[c] == colour, VALUE[c] == number
        suit_of.append(TRUMP if by_colour or by_number else COLOUR[c])
        if by_colour and by_number:
            strength.append(SUPER)
        elif by_number:
            strength.append(NUMBER)
        else:
            strength.append(VALUE[c])
    has_trump = colour is not None or number is not None
    if not has_trump:
        return TrickTables.build(suit_of, strength, None)
    return TrickTables.build(suit_of, strength, TRUMP)


# TABLES[colour][number]: colour 0..3 or 4 = none; number 1..9 or 0 = none.
TABLES: tuple[tuple[TrickTables, ...], ...] = tuple(
    tuple(_tables(None if col == 4 else col, None if num == 0 else num) for num in range(10)) for col in range(5)
)


def tables_for(colour: int | None, number: int | None) -> TrickTables:
    """The trick tables for a trump colour (or None) and trump number (or None)."""
    return TABLES[4 if colour is None else colour][0 if number is None else number]


def play_refusal(card: int, hand: int, trick: Trick, t: TrickTables) -> str | None:
    """Why ``card`` may not be played: "not-in-hand", "must-follow", "must-follow-trump" (a trump lead), or None."""
    key = refusal(card, hand, trick, t, RULES)
    return "must-follow-trump" if key == "must-follow" and t.suit_of[trick[0][1]] == TRUMP else key


def trick_winner(trick: Trick, t: TrickTables) -> int:
    """The seat (or -1 for the 3-player "table") that wins ``trick``."""
    return winner(trick, t)
