"""The trick rules of a view's game and contract, from the engines' own tables (never a copy)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from cardtable import games
from cardtable.cards.deck import Deck, bits, mask_of
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


@cache
def game_deck(game: str) -> Deck:
    """The deck ``game`` is played with (its engine's own)."""
    return games.get(game).deck


def card_rules(view: View) -> CardRules:
    """The card rules for ``view`` (its game, variant, trump)."""
    if view.game == "ecarte":
        from cardtable.engine.tricks import allowed
        from cardtable.games.ecarte.tables import DECK, RULES, TABLES

        t = TABLES[DECK.suits.index(view.trump)] if view.trump else TABLES[0]

        return CardRules("ecarte", "", DECK, t, lambda h, tr: allowed(h, tr, t, RULES), (0,) * 32)
    if view.game == "ulti":
        from cardtable.games.ulti.cardplay import DECK as UDECK
        from cardtable.games.ulti.cardplay import NO_TRUMP_TABLES, TRUMP_TABLES, playable

        ut = TRUMP_TABLES[UDECK.suits.index(view.trump)] if view.trump else NO_TRUMP_TABLES
        seven = (view.variant or "mausz") != "4m"
        from cardtable.games.ulti.scoring import ZSIR

        points = tuple(10 * (ZSIR >> c & 1) for c in range(32))  # the engine's scoring: aces and tens
        return CardRules("ulti", view.variant or "mausz", UDECK, ut, lambda h, tr: playable(h, tr, ut, seven), points)
    deck = game_deck(view.game)
    # the seat to move may play exactly the cards of its legal "play" actions (the engine's answer for this view)
    playable_now = frozenset(a[5:] for a in view.legal_actions if a.startswith("play "))
    return CardRules(
        view.game,
        view.variant,
        deck,
        None,
        lambda h, tr: mask_of(c for c in bits(h) if deck.codes[c] in playable_now),
        (0,) * len(deck),
    )
