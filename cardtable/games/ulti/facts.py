"""What the settlement needs to know about a finished Ulti deal.

The state machine (``state.py``) fills a ``DealFacts`` with raw facts — the
tricks as played, the talon, the announcements and kontras — and
``scoring.settle`` derives every part's outcome from them. Keeping the facts
raw means the scoring rules live in one place.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardtable.games.ulti.contracts import Contract


@dataclass(frozen=True)
class Announcement:
    """A 20 or 40 said by ``seat`` (a marriage of ``suit``, K+O held in hand)."""

    seat: int
    suit: int  # suit number in the hungarian32 deck (0 P, 1 T, 2 Z, 3 M)
    value: int  # 20, or 40 for the trump marriage


@dataclass
class DealFacts:
    """Raw facts of a finished (or given-up) deal, for ``scoring.settle``.

    ``kontra[part][defender]`` is the multiplier that part carries against
    that defender (1 = no kontra, 2 kontra, 4 rekontra, 8 szubkontra, …); a
    pair kontra gives both defenders the same number, an individual one
    (betli, no-trump durchmars; any durchmars in 4M) only the one who said it
    or joined (``csatlakozom``). Every part of the contract has an entry for
    each defender.
    """

    variant: str  # "mausz" or "4m"
    contract: Contract
    declarer: int
    trump: int | None  # trump suit number, None in no-trump contracts
    tricks: list[list[tuple[int, int]]] = field(default_factory=list)  # (seat, card) in play order, per trick
    winners: list[int] = field(default_factory=list)  # winner seat of each trick
    talon: int = 0  # mask of the two cards laid down by the declarer
    announcements: list[Announcement] = field(default_factory=list)
    kontra: dict[str, dict[int, int]] = field(default_factory=dict)
    gave_up: bool = False  # declarer threw in before his first card (§6(9))
    conceded: bool = False  # defenders accepted a give-up after the first lead

    @property
    def defenders(self) -> tuple[int, int]:
        """The two seats playing against the declarer."""
        return ((self.declarer + 1) % 3, (self.declarer + 2) % 3)
