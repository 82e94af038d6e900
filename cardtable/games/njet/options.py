"""NJET rule options (the digest's ambiguities as choices), as data on the game."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.options import RuleOptions, option

SUPER_TRUMP_FOLLOW = ("trump", "colour")
EQUAL_CARDS = ("earlier", "later")


@dataclass(frozen=True)
class NjetOptions(RuleOptions):
    """Every rule option of NJET; the defaults follow the digest (mu-and-more.md §3).

    players: 2–5 (setup table §3.3).
    super_trump_follow: ambiguity N2 — "trump" (default, [HU]/[JH]): the super-trump 0s belong to the
        trump suit, not to their printed colour, so a trump or super-trump lead calls for either;
        "colour" ([RGG-NJET] wording): they still follow their printed colour.
    difference_scoring: only the better team's members score the difference (§3.8, optional rule).
    equal_cards: which of equal cards wins a trick (ambiguity N1): "earlier" (default; the seed, "azonos
        értéknél az előbb lerakott lap erősebb", in the led colour, among trumps and among super-trump 0s) or
        "later" (the English and German editions, [RGG-NJET], [SPT]).
    """

    carried_elsewhere = ("players",)

    players: int = 4
    super_trump_follow: str = option("trump", choices=SUPER_TRUMP_FOLLOW)
    difference_scoring: bool = False
    equal_cards: str = option("earlier", choices=EQUAL_CARDS)

    def check(self) -> None:
        if not 2 <= self.players <= 5:
            raise ValueError(f"NJET is played by 2 to 5 players, not {self.players!r}")
