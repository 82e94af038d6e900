"""The public facts of a Tarokk deal that a view carries (``View.facts``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.engine.protocol import Facts, Seat


@dataclass(frozen=True)
class TarokkFacts(Facts):
    """What a seat knows of a Tarokk deal: the auction, the talon, the partnership as far as it shows, the
    announcements; its own discard, and what each of its bidding words would invite."""

    step: str  # the engine's step (finer than the phase)
    active: list[Seat]  # the seats in the deal (five players: the dealer sits out)
    forehand: Seat
    sitting_out: Seat | None
    bid: str | None  # the standing bid's name
    declarer: Seat | None
    bidders: int  # seats still in the auction
    invit: str | None  # the card a bidding word invited
    inviter: Seat | None
    trial_three: bool  # the three is a trial bid
    talon_left: int
    received: list[int]  # talon cards each seat took
    called: str | None  # the called tarokk
    partner_known: bool  # the partnership is public
    partner: Seat | None  # the declarer's partner, if this seat knows it
    alone: bool | None  # the declarer plays alone, if this seat knows it
    hivatalbol: Seat | None  # who said the hivatalból kontra, once said
    announcements: list[dict[str, Any]]  # each word: seat, word, item, side, level
    kontra: dict[str, int]  # "side:item" -> kontra level
    sides: list[int | None]  # each seat's side as far as known
    announce_turns: list[int]  # finished announcement turns per seat (0 = first round)
    ended: str | None  # how the deal ended early
    tricks_played: int
    # BTE §4.3, §4.4: once discarded, each seat's discarded tarokks and the declarer's shown tarokks
    discarded_tarokks: dict[Seat, int] | None = None
    declarer_discard: list[str] | None = None
    own_discard: list[str] | None = None
    invites: dict[str, str] | None = None  # bid text -> card invited
