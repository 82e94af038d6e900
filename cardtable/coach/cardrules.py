"""The trick rules of a view's game and contract, from the engines' own tables (never a copy)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cardtable.cards.deck import Deck
from cardtable.engine.protocol import View
from cardtable.engine.tricks import Trick, TrickTables, winning_index


@dataclass(frozen=True)
class CardRules:
    """Deck, trick tables and the legal-card function of one view's play (the engines' own)."""

    game: str
    variant: str
    deck: Deck
    tables: TrickTables
    legal: Callable[[int, Trick], int]
    points: tuple[int, ...]  # card points (Ulti's A and 10), all 0 in Écarté

    def trick(self, view: View) -> Trick:
        """The view's trick as (seat, card int)."""
        return tuple((s, self.deck.card(c)) for s, c in view.trick)

    def winner_index(self, trick: Trick) -> int:
        """Index of the card now winning ``trick``."""
        return winning_index(trick, self.tables)


def card_rules(view: View) -> CardRules:
    """The card rules for ``view`` (its game, variant, trump)."""
    if view.game == "ecarte":
        from cardtable.engine.tricks import allowed
        from cardtable.games.ecarte.tables import DECK, RULES, TABLES

        t = TABLES[DECK.suits.index(view.trump)] if view.trump else TABLES[0]

        return CardRules("ecarte", "", DECK, t, lambda h, tr: allowed(h, tr, t, RULES), (0,) * 32)
    from cardtable.games.ulti.cardplay import DECK as UDECK
    from cardtable.games.ulti.cardplay import NO_TRUMP_TABLES, TRUMP_TABLES, playable

    ut = TRUMP_TABLES[UDECK.suits.index(view.trump)] if view.trump else NO_TRUMP_TABLES
    seven = (view.variant or "mausz") != "4m"
    from cardtable.games.ulti.scoring import ZSIR

    points = tuple(10 * (ZSIR >> c & 1) for c in range(32))  # the engine's scoring: aces and tens
    return CardRules("ulti", view.variant or "mausz", UDECK, ut, lambda h, tr: playable(h, tr, ut, seven), points)
