"""A Tarokk match: running totals, the deal passing on, redeals and club placement points (BTE §2).

A throw-in (all pass) or an annulment is redealt by the same dealer (digest
§4.3, §6.1); with ``double_rounds`` (pagat) it also doubles the next round of
four deals (five at a 5-table), overlapping rounds ×4. Placement points: the
4-table gives 10/8/6/4, the 5-table 10/8/6/4/2; tied players share the
average of their places (BTE §2.1–2.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable.engine.match import DealSummary, Match
from cardtable.engine.protocol import Result, State
from cardtable.engine.record import DealRecord

PLACEMENT = {4: (10, 8, 6, 4), 5: (10, 8, 6, 4, 2)}


@dataclass
class TarokkMatch(Match):
    """Running totals over Tarokk deals with redeals, optional double rounds and placement points."""

    players: int = 4
    next_dealer: int = -1
    doubled: list[int] = field(default_factory=list)  # remaining doubled deals, one counter per throw-in

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.players not in (4, 5):
            raise ValueError("a Tarokk match is played by 4 or 5 players")
        if self.next_dealer < 0:
            self.next_dealer = self.first_dealer

    @property
    def dealer(self) -> int:
        """The dealer of the next deal (the same after a throw-in or annulment)."""
        return self.next_dealer

    @property
    def factor(self) -> int:
        """The multiplier of the next deal from pending double rounds."""
        return 2 ** len(self.doubled)

    def settle(self, result: Result) -> list[int]:
        """The deal's points times the pending double-round factor."""
        return [p * self.factor for p in result.points]

    def finish_deal(self, state: State) -> list[int]:
        """Record a finished deal; pass the deal on unless it was thrown in."""
        if not state.is_over:
            raise ValueError("the deal is not over")
        result = state.result()
        redeal = result.details.get("thrown_in") in ("throw-in", "annulled")
        points = self.settle(result)
        if not redeal or result.points != [0] * self.players:
            self.doubled = [n - 1 for n in self.doubled if n > 1]
        for seat, p in enumerate(points):
            self.totals[seat] += p
        self.history.append(DealSummary(DealRecord.from_state(state), points))
        if redeal:
            if self.game.rules.double_rounds and result.details.get("thrown_in") == "throw-in":  # type: ignore[attr-defined]
                self.doubled.append(self.players)
        else:
            self.next_dealer = (self.next_dealer + 1) % self.players
        return points

    def placement_points(self) -> list[float]:
        """Club points per seat from the running totals (BTE §2.1–2.3)."""
        table = PLACEMENT[self.players]
        order = sorted(range(self.players), key=lambda s: -self.totals[s])
        out = [0.0] * self.players
        i = 0
        while i < self.players:
            j = i
            while j + 1 < self.players and self.totals[order[j + 1]] == self.totals[order[i]]:
                j += 1
            share = sum(table[i : j + 1]) / (j - i + 1)
            for k in range(i, j + 1):
                out[order[k]] = share
            i = j + 1
        return out

    def to_json(self) -> dict[str, Any]:
        """The match as JSON, with the redeal state."""
        d = super().to_json()
        d["next_dealer"] = self.next_dealer
        d["doubled"] = list(self.doubled)
        return d
