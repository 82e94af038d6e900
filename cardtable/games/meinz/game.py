"""The Meinz game: rule options fixed, rounds dealt from a seed or a given deck."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import Game
from cardtable.games.meinz import actions
from cardtable.games.meinz.facts import MeinzFacts
from cardtable.games.meinz.options import MeinzOptions
from cardtable.games.meinz.state import MeinzState


class MeinzGame(Game[MeinzState], record="meinz"):
    """Meinz (AMIGO, [HU]): 4 players, or 3 players and the monster; point cards are won, nobody pays them."""

    facts_type = MeinzFacts

    def __init__(self, rules: MeinzOptions | None = None) -> None:
        self.rules = rules or MeinzOptions()
        self.options: dict[str, Any] = asdict(self.rules)

    @property
    def record_options(self) -> dict[str, Any]:
        """What a deal record must carry to rebuild this game: the changed options."""
        return self.rules.changed()

    def with_options(self, **changes: Any) -> MeinzGame:
        """The same game with some options changed."""
        return MeinzGame(MeinzOptions(**{**asdict(self.rules), **changes}))

    def _deal(self, codes: list[str], dealer: int, players: int) -> MeinzState:
        """A round of 36 codes, dealt one at a time from the start player."""
        if self.rules.monster_starts and players != 3:
            raise ValueError("monster_starts needs 3 players (the monster plays only then)")
        return MeinzState(self, dealer, players, DECK.check_full_deck(codes))

    parse_action = staticmethod(actions.parse)
