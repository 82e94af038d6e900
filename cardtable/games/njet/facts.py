"""The public facts of an NJET round that a view carries (``View.facts``)."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.protocol import Facts, Seat


@dataclass(frozen=True)
class NjetFacts(Facts):
    """What a seat knows of an NJET round: the board, teams, captures; its own discards and passes."""

    step: str  # the engine's step (finer than the phase)
    board: list[list[int | None]]  # None = free, seat = who covered it, -1 = pre-covered (absent player)
    start_player: Seat | None
    discard_rule: str | None
    super_trump: str | None
    equal_cards: str  # the table's tie rule
    points_per_trick: int | None
    teams: list[list[Seat]]
    monster: Seat | None
    captures: list[int]  # captured zeros per seat
    captured: list[list[str]]  # the captured cards per seat
    acted: list[Seat]  # who has discarded / passed (not what)
    my_discards: list[str]
    my_passed: list[str]
    received: list[str]  # cards passed to this seat
    tricks_played: int
