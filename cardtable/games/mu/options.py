"""MÜ rule options (the digest's UNCONFIRMED numbers as choices), as data on the game."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

SIX_PLAYER_ROWS = ("mca", "hmu")
COLOURS = "BYRKG"


@dataclass(frozen=True)
class MuOptions:
    """Every rule option of MÜ; the defaults follow the digest (mu-and-more.md §2).

    players: seats at the table (4–6; 3 is the Doris & Frank original, chief alone, 36 cards).
    bonus_cap: cap the success bonus at 100 ([MCA]; §2.6 UNCONFIRMED, off by default as in [HMU]).
    six_player_row: the 6-player target row, "mca" 16+4b (default) or "hmu" 18+4b (§2.6, §8 UNCONFIRMED).
    three_player_colours: the three colours kept with 3 players (the source says only "remove two").
    target: points that end a match (§2.7: 200 ≈ one hour).
    """

    players: int = 4
    bonus_cap: bool = False
    six_player_row: str = "mca"
    three_player_colours: str = "BYR"
    target: int = 200

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or isinstance(self.players, bool) or not 3 <= self.players <= 6:
            raise ValueError(f"MÜ is played by 3 to 6 players, not {self.players!r}")
        if not isinstance(self.bonus_cap, bool):
            raise ValueError("bonus_cap must be true or false")
        if self.six_player_row not in SIX_PLAYER_ROWS:
            raise ValueError(f"six_player_row must be one of {', '.join(SIX_PLAYER_ROWS)}, not {self.six_player_row!r}")
        kept = self.three_player_colours
        if not isinstance(kept, str) or len(kept) != 3 or len(set(kept)) != 3 or not set(kept) <= set(COLOURS):
            raise ValueError(f"three_player_colours names three of {COLOURS}, not {kept!r}")
        if not isinstance(self.target, int) or isinstance(self.target, bool) or not 10 <= self.target <= 10_000:
            raise ValueError(f"target must be a whole number from 10 to 10000, not {self.target!r}")

    @classmethod
    def names(cls) -> list[str]:
        """The option names."""
        return [f.name for f in fields(cls)]

    def changed(self) -> dict[str, Any]:
        """The rule options that differ from the defaults (``players`` travels in the record itself)."""
        default = MuOptions()
        return {k: v for k, v in asdict(self).items() if k != "players" and getattr(default, k) != v}
