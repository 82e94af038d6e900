"""Was sticht? rule options, as data on the game."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.options import RuleOptions
from cardtable.games.was_sticht.tasks import DEFAULT_EXACTLY_SPLIT


@dataclass(frozen=True)
class WasStichtOptions(RuleOptions):
    """The rule options; the defaults follow the [HU] rulebook and the digest.

    exactly_split: how many of the eight "exactly N tricks" cards show N = 1, 2, 3, 4
        (UNCONFIRMED, digest §4.1 / W4; the total must stay 8).
    """

    exactly_split: tuple[int, int, int, int] = DEFAULT_EXACTLY_SPLIT

    def check(self) -> None:
        split = self.exactly_split
        if isinstance(split, list):
            object.__setattr__(self, "exactly_split", tuple(split))
            split = self.exactly_split
        if (
            not isinstance(split, tuple)
            or len(split) != 4
            or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in split)
            or sum(split) != 8
        ):
            raise ValueError("exactly_split must be four whole numbers (N = 1..4) adding up to 8")
