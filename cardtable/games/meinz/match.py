"""A game of Meinz: 8 rounds, the starting player moving one seat left each round (§5.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.engine.match import Match
from cardtable.games.meinz.game import MeinzGame
from cardtable.games.meinz.state import MeinzState

ROUNDS = 8


@dataclass
class MeinzMatch(Match):
    """Point cards over 8 rounds; most points wins, ties share the win (§5.4).

    With 3 players the monster is starting player twice as well (§5.3): the
    start moves round four table positions, and on the monster's turn the
    round is dealt by a game with ``monster_starts``.
    """

    game: MeinzGame
    players: int = 4
    deals: int | None = ROUNDS

    def __post_init__(self) -> None:
        if self.deals is None:
            self.deals = ROUNDS
        super().__post_init__()

    @property
    def start_position(self) -> int:
        """The table position that starts the next round (3 = the monster with 3 players)."""
        if self.players == 4:
            return (self.dealer + 1) % 4
        return (self.first_dealer + 1 + self.deal_number) % 4

    @property
    def dealer(self) -> int:
        """The seat to the right of the next round's start player (seat 2 when the monster starts)."""
        if self.players == 4:
            return (self.first_dealer + self.deal_number) % 4
        return (self.start_position - 1) % 3 if self.start_position != 3 else 2

    def deal_game(self) -> MeinzGame:
        """The game for the next round (the monster's starting turns set ``monster_starts``)."""
        monster_starts = self.players == 3 and self.start_position == 3
        if monster_starts == self.game.rules.monster_starts:
            return self.game
        return self.game.with_options(monster_starts=monster_starts)

    def new_deal(self) -> MeinzState:
        """Deal the next round."""
        if self.is_over:
            raise ValueError("the game is over")
        return self.deal_game().new_deal(self.deal_seed(), dealer=self.dealer, players=self.players)

    def to_json(self) -> dict[str, Any]:
        """The match as JSON: the base shape plus the changed rule options."""
        return {**super().to_json(), "options": self.game.rules.changed()}
