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
        super().__post_init__()  # the seat count first: it fixes the number of rounds
        if self.deals is None:
            self.deals = ROUNDS[self.players]
