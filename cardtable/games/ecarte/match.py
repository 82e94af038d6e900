"""A game of Écarté to 5 points (§7; 7 or 11 as options), the deal alternating."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from cardtable.engine.match import Match
from cardtable.engine.protocol import State
from cardtable.engine.record import DealRecord, RecordError
from cardtable.games.ecarte.game import EcarteGame
from cardtable.games.ecarte.options import EcarteOptions
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
        if self.target is None:
            self.target = self.game.rules.target
        if self.target != self.game.rules.target:
            # The deals stop at the rules' target (A3-7) and cannot carry a score beyond it.
            raise ValueError(f"the game goes to {self.game.rules.target} points (option target), not {self.target}")
        if self.first_dealer not in (None, 0, 1) or isinstance(self.first_dealer, bool):
            raise ValueError(f"the first dealer must be seat 0 or 1, not {self.first_dealer!r}")
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

    def next_game(self, seed: int | None = None, **changes: Any) -> EcarteMatch:
        """The next game once this one is over: the deal goes on alternating (digest §7).

        ``changes`` are rule options for the new game — the deal pattern binds only
        until the end of a game (§14), so a new game may choose it afresh.
        """
        if not self.is_over:
            raise ValueError("the game is not over")
        unknown = sorted(set(changes) - set(EcarteOptions.names()))
        if unknown:
            raise ValueError(f"unknown Écarté option(s): {', '.join(unknown)}")
        rules = replace(self.game.rules, **changes)
        return EcarteMatch(EcarteGame(rules), seed=self.seed + 1 if seed is None else seed, first_dealer=self.dealer)

    def to_json(self) -> dict[str, Any]:
        """The match as JSON (for saves): the base ``Match`` shape plus ``winner`` and the changed rule options."""
        return {**super().to_json(), "winner": self.winner, "options": self.game.rules.changed()}

    @classmethod
    def from_json(cls, data: Any) -> EcarteMatch:
        """Rebuild a match from ``to_json`` by replaying every deal; ValueError names what does not add up."""
        if not isinstance(data, dict) or data.get("game") != "ecarte":
            raise ValueError("not an Écarté match")
        options = data.get("options") or {}
        if not isinstance(options, dict):
            raise ValueError("the match's options must be an object")
        unknown = sorted(set(options) - set(EcarteOptions.names()))
        if unknown:
            raise ValueError(f"unknown Écarté option(s) in the match: {', '.join(unknown)}")
        seed = data.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the match's seed must be a whole number")
        history = data.get("history") or []
        if not isinstance(history, list):
            raise ValueError("the match's history must be a list")
        match = cls(
            EcarteGame(EcarteOptions(**options)),
            seed=seed,
            target=data.get("target"),
            first_dealer=data.get("first_dealer"),
        )
        for i, item in enumerate(history, 1):
            if match.is_over:
                raise ValueError(f"deal {i} follows the end of the game")
            if not isinstance(item, dict):
                raise ValueError(f"deal {i} of the match is not an object")
            try:
                record = DealRecord.from_json(item.get("record"))
            except RecordError as e:
                raise ValueError(f"deal {i} of the match: {e}") from None
            if record.game != "ecarte" or record.options != match.deal_game().record_options:
                raise ValueError(f"deal {i} of the match was played with other rules or another score")
            if record.dealer != match.dealer:
                raise ValueError(f"deal {i} was dealt by seat {record.dealer}, but it was seat {match.dealer}'s deal")
            try:
                state = record.replay()
            except RecordError as e:
                raise ValueError(f"deal {i} of the match: {e}") from None
            if not state.is_over:
                raise ValueError(f"deal {i} of the match did not end")
            points = match.finish_deal(state)
            if item.get("points") != points:
                raise ValueError(f"deal {i} of the match gives points {item.get('points')}, the rules give {points}")
        for key in ("totals", "winner"):
            if key in data and data[key] != getattr(match, key):
                raise ValueError(f"the match's {key} {data[key]} do not add up (the deals give {getattr(match, key)})")
        return match
