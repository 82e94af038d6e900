"""Écarté rule options (the digest's variant flags), as data on the game."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

DEAL_PATTERNS = ("3+2", "2+3")
TARGETS = (5, 7, 11)


@dataclass(frozen=True)
class EcarteOptions:
    """Every rule option of the Nemzeti Casino digest; the defaults follow the source.

    deal_pattern: packets of the deal, "3+2" (3 each, then 2 each) or "2+3" (§13–14).
    auto_mark_king: the engine marks a held trump king itself when the hand is final (A3-9).
    dealer_min_discard: least number of cards the dealer exchanges after accepting (§35, A3-2).
    proposer_min_discard: least number of cards the non-dealer exchanges (§35, A3-3).
    strict_talon_shortage: §39 literally — the non-dealer's request beyond the talon is granted and the
        shortfall is made up by taking back his own latest discards (the dealer, who serves himself, is always
        capped at the talon); off: every request is capped at the talon (A3-4).
    target: points that win the game (§7: 5; 7 and 11 as house options).
    end_immediately_at_5: the deal stops as soon as a player's points settle the game (A3-7).
    """

    deal_pattern: str = "3+2"
    auto_mark_king: bool = True
    dealer_min_discard: int = 0
    proposer_min_discard: int = 1
    strict_talon_shortage: bool = False
    target: int = 5
    end_immediately_at_5: bool = True

    def __post_init__(self) -> None:
        if self.deal_pattern not in DEAL_PATTERNS:
            raise ValueError(f"deal_pattern must be one of {', '.join(DEAL_PATTERNS)}, not {self.deal_pattern!r}")
        for name in ("auto_mark_king", "strict_talon_shortage", "end_immediately_at_5"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")
        if not _small_int(self.dealer_min_discard, 0, 1):
            raise ValueError("dealer_min_discard must be 0 or 1")
        if not _small_int(self.proposer_min_discard, 1, 5):
            raise ValueError("proposer_min_discard must be between 1 and 5")
        if self.target not in TARGETS:
            raise ValueError(f"target must be one of {', '.join(map(str, TARGETS))}, not {self.target!r}")

    @classmethod
    def names(cls) -> list[str]:
        """The option names."""
        return [f.name for f in fields(cls)]

    def changed(self) -> dict[str, Any]:
        """The options that differ from the defaults (what a record must carry)."""
        default = EcarteOptions()
        return {k: v for k, v in asdict(self).items() if getattr(default, k) != v}


def _small_int(value: object, lo: int, hi: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi
