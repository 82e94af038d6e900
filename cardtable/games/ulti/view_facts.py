"""The public facts of an Ulti deal that a view carries (``View.facts``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.engine.protocol import Facts, Seat


@dataclass(frozen=True)
class UltiFacts(Facts):
    """What every seat knows of an Ulti deal, plus the talon to the seat that laid it down."""

    step: str  # the engine's step (finer than the phase: "kontra", "concede"…)
    forehand: Seat
    bid: str | None  # the standing bid's contract text
    holder: Seat | None  # who holds the standing bid
    passes: int  # passes in a row since the last bid
    talon_on_table: bool
    talon_taken: bool  # someone has taken the talon up this deal
    talon_holder: Seat | None  # the seat holding the talon, while he discards
    declarer: Seat | None
    defenders: list[Seat]
    parts: list[str]  # the contract's kontra part ids
    individual_kontra: list[str]  # parts each defender doubles on his own
    kontra: dict[str, dict[Seat, int]]  # part -> defender -> multiplier (1, 2, 4…)
    announcements: list[dict[str, Any]]  # each 20/40 said: seat, suit, value
    gave_up: bool  # the declarer gave the deal up before the play
    conceded: bool  # the play was conceded
    concede_pending: bool  # an offer to concede awaits its answer
    tricks_played: int
    talon: list[str] | None = None  # only to the seat that laid it
    kontra_word: str | None = None  # the next raise, in the kontra step
