"""The trick rules of a view's game and contract, from the engines' own tables (never a copy)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cardtable.cards.deck import Deck
from cardtable.engine.protocol import View
from cardtable.engine.tricks import Trick, TrickTables, winning_index


@dataclass(frozen=True)
class CardRules:
    """Deck, trick tables and the legal-card function of one view's play (the engines' own).

    ``tables`` is None for a game whose trick tables the coach does not read yet: then only the view's own legal
    actions say which cards may be played, and who wins a trick is not known here.
    """

    game: str
    variant: str
    deck: Deck
    tables: TrickTables | None
    legal: Callable[[int, Trick], int]
    points: tuple[int, ...]  # card points (Ulti's A and 10), all 0 where the coach does not count them

    def trick(self, view: View) -> Trick:
        """The view's trick as (seat, card int)."""
        return tuple((s, self.deck.card(c)) for s, c in view.trick)

    def winner_index(self, trick: Trick) -> int | None:
        """Index of the card now winning ``trick`` (None when this game's trick tables are not known here)."""
        return None if self.tables is None else winning_index(trick, self.tables)
