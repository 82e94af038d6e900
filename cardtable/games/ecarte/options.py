"""Écarté rule options (the digest's variant flags), as data on the game."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.options import RuleOptions, option

DEAL_PATTERNS = ("3+2", "2+3")
TARGETS = (5, 7, 11)


@dataclass(frozen=True)
class EcarteOptions(RuleOptions):
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

    deal_pattern: str = option("3+2", choices=DEAL_PATTERNS)
    auto_mark_king: bool = True
    dealer_min_discard: int = option(0, between=(0, 1))
    proposer_min_discard: int = option(1, between=(1, 5))
    strict_talon_shortage: bool = False
    target: int = option(5, choices=TARGETS)
    end_immediately_at_5: bool = True
