"""A match: a run of deals with running totals, above single deals.

A deal stays a pure function of deck + actions; everything that spans deals
(the dealer moving on, running totals, Ulti's Ablak pot, Écarté's game to 5)
lives here. Games subclass ``Match`` for their own end rules and pots.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from cardtable.engine.protocol import Game, Result, State
from cardtable.engine.record import DealRecord


@dataclass
class DealSummary:
    """A finished deal of a match: its record and its result."""

    record: DealRecord
    points: list[int]


@dataclass
class Match:
    """Running totals over deals; ends after ``deals`` deals or at ``target`` points."""

    game: Game
    players: int
    seed: int = 0
    deals: int | None = None  # end after this many deals
    target: int | None = None  # end when a seat reaches this total
    first_dealer: int = 0
    totals: list[int] = field(default_factory=list)
    history: list[DealSummary] = field(default_factory=list)

    def __post_init__(self) -> None:
        # No seat count: the game's own (MÜ's and NJET's table size is a rule option).
        self.players = self.game.seats(self.players or self.game.default_players)
        if not self.totals:
            self.totals = [0] * self.players

    @property
    def deal_number(self) -> int:
        """How many deals have finished."""
        return len(self.history)

    @property
    def dealer(self) -> int:
        """The dealer of the next deal: it passes to the next seat each deal."""
        return (self.first_dealer + self.deal_number) % self.players

    def deal_seed(self) -> int:
        """The seed of the next deal, fixed by the match seed."""
        return random.Random(f"{self.seed}:{self.deal_number}").randrange(2**31)

    def new_deal(self) -> State:
        """Deal the next hand."""
        return self.game.new_deal(self.deal_seed(), dealer=self.dealer, players=self.players)

    def settle(self, result: Result) -> list[int]:
        """Points each seat's total changes by for this result (pots may alter it)."""
        return list(result.points)

    def finish_deal(self, state: State) -> list[int]:
        """Record a finished deal and add its result to the totals."""
        if not state.is_over:
            raise ValueError("the deal is not over")
        points = self.settle(state.result())
        for seat, p in enumerate(points):
            self.totals[seat] += p
        self.history.append(DealSummary(DealRecord.from_state(state), points))
        return points

    @property
    def is_over(self) -> bool:
        """True when the match has reached its length."""
        if self.deals is not None and self.deal_number >= self.deals:
            return True
        return self.target is not None and max(self.totals) >= self.target

    @property
    def winners(self) -> list[int]:
        """The seats with the highest total once the match is over (ties share the win); empty before."""
        if not self.is_over:
            return []
        top = max(self.totals)
        return [s for s in range(self.players) if self.totals[s] == top]

    def standings(self) -> list[int]:
        """Seats ordered best first."""
        return sorted(range(self.players), key=lambda s: -self.totals[s])

    def to_json(self) -> dict[str, Any]:
        """The match as JSON (for saves)."""
        return {
            "game": self.game.name,
            "variant": self.game.variant,
            "players": self.players,
            "seed": self.seed,
            "deals": self.deals,
            "target": self.target,
            "first_dealer": self.first_dealer,
            "totals": list(self.totals),
            "history": [{"record": d.record.to_json(), "points": d.points} for d in self.history],
        }
