"""The public facts of a Meinz round that a view carries (``View.facts``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.engine.protocol import Facts, Seat


@dataclass(frozen=True)
class MeinzFacts(Facts):
    """What a seat knows of a Meinz round: claims, exchanges, the monster's plays; its own discard and tricks."""

    step: str  # the engine's step (finer than the phase)
    start: Seat
    leader: Seat
    monster: Seat | None
    claimant: Seat | None  # who claimed the trick in play
    can_win: list[bool]  # per position: may still win a trick (fewer than two)
    exchanges: list[dict[str, Any]]  # each exchange: seat, took, gave
    monster_plays: list[dict[str, Any]]  # each monster card: trick, card
    tricks_played: int
    discarded: list[bool]  # per seat: has put its card away
    my_discard: list[str]
    my_tricks: list[str]  # the cards of this seat's tricks
    my_sum: int  # their points
    trick_winners: list[Seat]  # every trick is taken in the open (§5.2(4)-(7))
    monster_bonus: int | None = None  # §5.3, once a monster is in play
    # §5.2(8): at the round's end, the sums, ranks and point cards handed out
    sums: list[int] | None = None
    ranks: list[int] | None = None
    point_cards: list[int] | None = None
