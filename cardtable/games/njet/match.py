"""An NJET game: 8, 9 or 10 rounds (§3.3) so that everyone deals equally often; the deal passes left."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.match import Match
from cardtable.games.njet.board import ROUNDS
from cardtable.games.njet.game import NjetGame


@dataclass
class NjetMatch(Match):
    """Running totals over NJET rounds; over after the setup table's number of rounds; ties share the win."""

    game: NjetGame
    players: int = 0

    def __post_init__(self) -> None:
        if not self.players:
            self.players = self.game.rules.players
        if not 2 <= self.players <= 5:
            raise ValueError("NJET is played by 2 to 5 players")
        if self.deals is None:
            self.deals = ROUNDS[self.players]
        super().__post_init__()

    @property
    def winners(self) -> list[int]:
        """The seats with the most points once the game is over (empty before)."""
        if not self.is_over:
            return []
        top = max(self.totals)
        return [s for s in range(self.players) if self.totals[s] == top]
