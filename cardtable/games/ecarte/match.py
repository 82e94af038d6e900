"""A game of Écarté to 5 points (§7; 7 or 11 as options), the deal alternating."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from cardtable.engine.match import Match
from cardtable.engine.protocol import State
from cardtable.games.ecarte.game import EcarteGame
from cardtable.games.ecarte.state import EcarteState


@dataclass
class EcarteMatch(Match):
    """Deals until a player reaches the target; the first dealer is drawn from the seed (§§9–10).

    Each deal is made by a game that knows the score, so that with
    ``end_immediately_at_5`` a deal stops the moment the game is won (A3-7).
    ``winner`` is the seat that reached the target first, in scoring order
    (king marks as they happen, then the tricks).
    """

    game: EcarteGame
    players: int = 2
    first_dealer: int | None = None  # type: ignore[assignment]
    winner: int | None = None

    def __post_init__(self) -> None:
        if self.players != 2:
            raise ValueError("Écarté is played by 2 players")
        if self.target is None:
            self.target = self.game.rules.target
        if self.first_dealer is None:
            self.first_dealer = random.Random(f"{self.seed}:first-dealer").randrange(2)
        super().__post_init__()

    @property
    def dealer(self) -> int:
        """The dealer of the next deal: the deal alternates (§10)."""
        return (int(self.first_dealer or 0) + self.deal_number) % 2

    def deal_game(self) -> EcarteGame:
        """The game for the next deal: same rules (and deal pattern, §14), the current score."""
        return self.game.with_scores(self.totals)

    def new_deal(self) -> EcarteState:
        """Deal the next hand."""
        if self.is_over:
            raise ValueError("the game is over")
        return self.deal_game().new_deal(self.deal_seed(), dealer=self.dealer)

    def finish_deal(self, state: State) -> list[int]:
        """Record a finished deal; the first seat to reach the target in scoring order wins."""
        if not state.is_over:
            raise ValueError("the deal is not over")
        if self.winner is None:
            running = list(self.totals)
            for line in state.result().lines:
                running[line.payee] += line.amount
                if running[line.payee] >= int(self.target or 0):
                    self.winner = line.payee
                    break
        return super().finish_deal(state)

    @property
    def is_over(self) -> bool:
        """True once a player has reached the target."""
        return self.winner is not None

    def to_json(self) -> dict[str, Any]:
        """The match as JSON (for saves)."""
        return {**super().to_json(), "winner": self.winner, "options": self.game.rules.changed()}
