"""An Ulti match: running totals, the deal moving on, and the 4M Ablak pot.

The Ablak (4M): when a deal leaves the declarer's net result at exactly 0
although he both won and lost something, every player pays the amount the
declarer won (from each opponent) into the Ablak. The next player who bids and
makes a piros ulti also collects the Ablak. Whatever is left at the end of the
match is shared equally; what does not divide goes one point each to the
lowest-placed players. MAUSZ has no pot: a match is plain running totals.

Points in the Ablak are out of the players' totals, so at every moment
``sum(totals) + ablak == 0``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable.engine.match import Match
from cardtable.engine.protocol import Result, State
from cardtable.games.ulti.game import UltiGame


@dataclass
class UltiMatch(Match):
    """Running totals over Ulti deals; in 4M also the Ablak pot."""

    game: UltiGame

    players: int = 3
    ablak: int = 0
    ablak_log: list[dict[str, Any]] = field(default_factory=list)  # every pay-in, win and share, in order
    shared: bool = False

    @property
    def uses_ablak(self) -> bool:
        """True for the 4M rules (the Ablak pot)."""
        return self.game.rules.ablak

    def settle(self, result: Result) -> list[int]:
        """The deal's points after the Ablak: a piros ulti collects it, a 0 result pays into it."""
        points = list(result.points)
        if not self.uses_ablak:
            return points
        d = result.details
        dec = d["declarer"]
        deal = self.deal_number + 1
        won = d.get("won", {})
        if self.ablak and d.get("piros") and won.get("ulti") and not d.get("gave_up"):
            points[dec] += self.ablak
            self.ablak_log.append({"deal": deal, "event": "win", "seat": dec, "amount": self.ablak})
            self.ablak = 0
        if result.points[dec] == 0 and d.get("declarer_won", 0) > 0 and d.get("declarer_lost", 0) > 0:
            stake = d["declarer_won_from_each"]
            for seat in range(self.players):
                points[seat] -= stake
            self.ablak += stake * self.players
            self.ablak_log.append({"deal": deal, "event": "pay-in", "amount": stake})
        return points

    def finish_deal(self, state: State) -> list[int]:
        """Record a finished deal; when the match is over, share what is left in the Ablak."""
        points = super().finish_deal(state)
        if self.is_over:
            self.share_ablak()
        return points

    def share_ablak(self) -> list[int]:
        """Share the Ablak equally at the end of the match; the remainder to the lowest-placed players."""
        if self.shared or not self.ablak:
            self.shared = True
            return [0] * self.players
        each, rest = divmod(self.ablak, self.players)
        share = [each] * self.players
        for seat in sorted(range(self.players), key=lambda s: (self.totals[s], s))[:rest]:
            share[seat] += 1
        for seat, p in enumerate(share):
            self.totals[seat] += p
        self.ablak_log.append({"deal": self.deal_number, "event": "share", "amounts": share})
        self.ablak = 0
        self.shared = True
        return share

    def to_json(self) -> dict[str, Any]:
        """The match as JSON, with the Ablak."""
        d = super().to_json()
        d["ablak"] = self.ablak
        d["ablak_log"] = list(self.ablak_log)
        d["shared"] = self.shared
        return d
