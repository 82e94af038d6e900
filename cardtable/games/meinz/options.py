"""Meinz rule options, as data on the game."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.options import RuleOptions, option


@dataclass(frozen=True)
class MeinzOptions(RuleOptions):
    """The rule options; the defaults follow the [HU] rulebook.

    monster_bonus: what the 3-player monster adds to its trick sum (§5.3: 12).
    monster_takes_three: the §5.3 variant — the monster's sum is ignored and it
        always takes the "3"; the players are ranked from second place on.
    monster_starts: this round the monster is the starting player (3 players;
        the match sets it on the monster's two turns, §5.3).
    """

    monster_bonus: int = option(12, between=(0, 100))
    monster_takes_three: bool = False
    monster_starts: bool = False
