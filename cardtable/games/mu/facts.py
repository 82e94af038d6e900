"""The public facts of a MÜ deal that a view carries (``View.facts``)."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.protocol import Facts, Seat


@dataclass(frozen=True)
class MuFacts(Facts):
    """What every seat knows of a MÜ deal: the auction, the chief, vice and partner, the trumps."""

    step: str  # the engine's step (finer than the phase)
    bids: list[int]  # cards each seat has revealed (its bid)
    passes: int
    reveal_cap: int | None  # most cards a reveal may reach this auction turn
    revealed_this_turn: int
    chief: Seat | None
    vice: Seat | None
    partner: Seat | None
    chief_trump: str | None
    vice_trump: str | None
    eklat: bool  # the auction ended in an éclat
    triangles: list[int]
    tricks_played: int
    target: int | None = None  # points the chief's team needs
