"""Meinz rule options, as data on the game."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any


@dataclass(frozen=True)
class MeinzOptions:
    """The rule options; the defaults follow the [HU] rulebook.

    monster_bonus: what the 3-player monster adds to its trick sum (§5.3: 12).
    monster_takes_three: the §5.3 variant — the monster's sum is ignored and it
        always takes the "3"; the players are ranked from second place on.
    monster_starts: this round the monster is the starting player (3 players;
        the match sets it on the monster's two turns, §5.3).
    """

    monster_bonus: int = 12
    monster_takes_three: bool = False
    monster_starts: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.monster_bonus, int) or isinstance(self.monster_bonus, bool):
            raise ValueError("monster_bonus must be a whole number")
        if not 0 <= self.monster_bonus <= 100:
            raise ValueError("monster_bonus must be between 0 and 100")
        for name in ("monster_takes_three", "monster_starts"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")

    @classmethod
    def names(cls) -> list[str]:
        """The option names."""
        return [f.name for f in fields(cls)]

    def changed(self) -> dict[str, Any]:
        """The options that differ from the defaults (what a record must carry)."""
        default = MeinzOptions()
        return {k: v for k, v in asdict(self).items() if getattr(default, k) != v}
