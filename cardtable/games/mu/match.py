"""A MÜ match: deals until someone reaches the target (200 by default, §2.7), the deal passing left."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.match import Match
from cardtable.games.mu.game import MuGame


@dataclass
class MuMatch(Match):
    """Running totals over MÜ deals; over when a seat reaches ``target`` after a finished deal.

    The hand in progress is always finished and the highest total wins; equal
    highest totals share the win (§2.7, a convention: [HU] says neither).
    A stalemate deal counts as a deal: the deal passes on and is redealt.
    """

    game: MuGame
    players: int = 0

    def __post_init__(self) -> None:
        if self.target is None:
            self.target = self.game.rules.target
        super().__post_init__()
