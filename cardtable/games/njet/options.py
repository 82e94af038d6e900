"""NJET rule options (the digest's ambiguities as choices), as data on the game."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

SUPER_TRUMP_FOLLOW = ("trump", "colour")
EQUAL_CARDS = ("earlier", "later")


@dataclass(frozen=True)
class NjetOptions:
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

    players: int = 4
    super_trump_follow: str = "trump"
    difference_scoring: bool = False
    equal_cards: str = "earlier"

    def __post_init__(self) -> None:
        if not isinstance(self.players, int) or isinstance(self.players, bool) or not 2 <= self.players <= 5:
            raise ValueError(f"NJET is played by 2 to 5 players, not {self.players!r}")
        if self.super_trump_follow not in SUPER_TRUMP_FOLLOW:
            raise ValueError(f"super_trump_follow must be one of {', '.join(SUPER_TRUMP_FOLLOW)}")
        if self.equal_cards not in EQUAL_CARDS:
            raise ValueError(f"equal_cards must be one of {', '.join(EQUAL_CARDS)}, not {self.equal_cards!r}")
        if not isinstance(self.difference_scoring, bool):
            raise ValueError("difference_scoring must be true or false")

    @classmethod
    def names(cls) -> list[str]:
        """The option names."""
        return [f.name for f in fields(cls)]

    def changed(self) -> dict[str, Any]:
        """The rule options that differ from the defaults (``players`` travels in the record itself)."""
        default = NjetOptions()
        return {k: v for k, v in asdict(self).items() if k != "players" and getattr(default, k) != v}
