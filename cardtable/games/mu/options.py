"""MÜ rule options (the digest's UNCONFIRMED numbers as choices), as data on the game."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.options import RuleOptions, option

SIX_PLAYER_ROWS = ("mca", "hmu")
COLOURS = "BYRKG"


@dataclass(frozen=True)
class MuOptions(RuleOptions):
    """Every rule option of MÜ; the defaults follow the digest (mu-and-more.md §2).

    players: seats at the table (4–6; 3 is the Doris & Frank original, chief alone, 36 cards).
    bonus_cap: cap the success bonus at 100 ([MCA]; §2.6 UNCONFIRMED, off by default as in [HMU]).
    six_player_row: the 6-player target row, "mca" 16+4b (default) or "hmu" 18+4b (§2.6, §8 UNCONFIRMED).
    three_player_colours: the three colours kept with 3 players (the source says only "remove two").
    target: points that end a match (§2.7: 200 ≈ one hour).
    """

    carried_elsewhere = ("players",)

    players: int = 4
    bonus_cap: bool = False
    six_player_row: str = option("mca", choices=SIX_PLAYER_ROWS)
    three_player_colours: str = "BYR"
    target: int = option(200, between=(10, 10_000))

    def check(self) -> None:
        if not 3 <= self.players <= 6:
            raise ValueError(f"MÜ is played by 3 to 6 players, not {self.players!r}")
        kept = self.three_player_colours
        if not isinstance(kept, str) or len(kept) != 3 or len(set(kept)) != 3 or not set(kept) <= set(COLOURS):
            raise ValueError(f"three_player_colours names three of {COLOURS}, not {kept!r}")
