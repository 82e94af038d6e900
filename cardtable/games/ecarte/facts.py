"""The public facts of an Écarté deal that a view carries (``View.facts``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.engine.protocol import Facts


@dataclass(frozen=True)
class EcarteFacts(Facts):
    """What a seat knows of an Écarté deal beyond its hand: the turn-up, the exchanges, the marks, the match."""

    turn_up: str  # the card turned up for trump
    talon_size: int
    exchanges: list[dict[str, Any]]  # each exchange: seat, discarded, drawn, taken_back
    discard_counts: list[int]  # cards each seat has discarded
    my_discards: list[str]
    king_marks: list[dict[str, Any]]  # each trump king marked: seat, how, at
    king_points: list[int]
    proposals: int
    original_deal: bool  # no exchange has been agreed: the hands are the original deal
    played_without_proposing: bool  # a seat played without proposing (the "autorité")
    dealer_refused_first: bool  # the dealer refused the first proposal
    deal_pattern: str
    scores: list[int]  # the match's points so far
    target: int  # the points that win the match
    ended: str | None  # how the deal ended
