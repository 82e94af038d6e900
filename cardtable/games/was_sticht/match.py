"""A game of Was sticht?: rounds until a player has returned all four tasks (§4.4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.engine.match import Match
from cardtable.engine.protocol import State
from cardtable.games.was_sticht.game import WasStichtGame
from cardtable.games.was_sticht.state import WasStichtState


@dataclass
class WasStichtMatch(Match):
    """Rounds with the start player moving left; the first round begins with the task draft.

    ``tasks`` are the task cards each seat still holds (None before the draft);
    ``totals`` count the tasks returned. The first seats to return all four win
    together (§4.4).
    """

    game: WasStichtGame
    players: int = 4
    tasks: list[list[str]] | None = None

    def deal_game(self) -> WasStichtGame:
        """The game for the next round: same rules, the tasks the players hold."""
        return self.game.with_tasks(self.tasks)

    def new_deal(self) -> WasStichtState:
        """Deal the next round (the start player is the match's dealer)."""
        if self.is_over:
            raise ValueError("the game is over")
        return self.deal_game().new_deal(self.deal_seed(), dealer=self.dealer, players=self.players)

    def finish_deal(self, state: State) -> list[int]:
        """Record a round; whoever holds no task any more has won."""
        points = super().finish_deal(state)
        self.tasks = [list(t) for t in state.result().details["tasks_left"]]
        return points

    @property
    def is_over(self) -> bool:
        """True once a player has returned all four tasks (the winners: the highest total, 4)."""
        return self.tasks is not None and not all(self.tasks)

    def to_json(self) -> dict[str, Any]:
        """The match as JSON: the base shape plus the tasks held, the winners and the changed options."""
        return {**super().to_json(), "tasks": self.tasks, "winners": self.winners, "options": self.game.rules.changed()}
