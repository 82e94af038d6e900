"""The two rule sets of Ulti as data: what MAUSZ 2017 (seed 000) and the 4M house rules do differently.

The engine and the settlement ask an ``UltiRules`` value what to do, never which variant they play.

>>> RULES["mausz"].top_kontra, RULES["4m"].top_kontra
(4, 32)
>>> rules_of("4M").name
'4m'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardtable.games.ulti.citations import FOUR_M, MAUSZ

PACKETS = ((0, 7), (7, 12), (12, 17), (17, 22), (22, 27), (27, 32))  # §2; packet k goes to forehand + k (mod 3)


@dataclass(frozen=True)
class UltiRules:
    """One rule set of Ulti."""

    name: str  # the variant: "mausz" or "4m"
    citations: Mapping[str, str]  # refusal key -> the section of the rules it cites
    # Bidding.
    self_rob: bool  # MAUSZ §3(2) "kivéve önrablás": after two passes the holder may bid higher without the talon
    red_raise: bool  # renonsz table §13(3)#2: the declarer may name red instead of another trump
    # Play.
    trump_seven: bool  # MAUSZ §4(D)(4): the trump 7 of an ulti is played last
    kontra_after_first_card: bool  # MAUSZ §7(1), §7(6): kontra and rekontra right after the declarer's first card
    top_kontra: int  # the highest multiplier (MAUSZ kontra and rekontra: 4; 4M up to ×32)
    # Settlement.
    held_marriages: bool  # 4M: a 40-100 / 20-100 counts the pair held in the declarer's hand, unannounced
    give_up_doubles_total: bool  # MAUSZ: a give-up without kontra pays the bid's total ×2 to each defender
    give_up_ulti_penalty: bool  # 4M: giving up an ulti also pays its lost-ulti penalty
    lone_passz_free: bool  # 4M: a lone passz given up costs nothing
    silent_100_in_parti: bool  # MAUSZ §4(A)(6): silent 100 doubles the parti
    silent_4_asz: bool  # MAUSZ §4(C)(2)
    silent_ulti_shared: bool  # MAUSZ §4(D)(1): one side's silent ulti; 4M: paid by each other player
    silent_durchmars: bool  # 4M: an unbid durchmars scores
    silent_values: Mapping[str, int]  # silent bonus -> value (red trump doubles, except 4M durchmars: 7)
    ablak: bool  # 4M: the Ablak pot of a match

    def citation(self, key: str) -> str:
        """The rule a refusal with ``key`` cites."""
        return self.citations.get(key) or self.citations["not-now"]

    def silent(self, bonus: str, red: bool) -> int:
        """The value of a silent bonus (red trump doubles it, except 4M's durchmars: 7)."""
        base = self.silent_values[bonus]
        if bonus == "durchmars":
            return 7 if red else base
        return base * 2 if red else base


# Every rule's value under MAUSZ and under 4M, side by side (the fields of ``UltiRules`` say what each means).
_SIDE_BY_SIDE: dict[str, tuple[Any, Any]] = {
    "citations": (MAUSZ, FOUR_M),
    "self_rob": (True, False),
    "red_raise": (True, False),
    "trump_seven": (True, False),
    "kontra_after_first_card": (True, False),
    "top_kontra": (4, 32),
    "held_marriages": (False, True),
    "give_up_doubles_total": (True, False),
    "give_up_ulti_penalty": (False, True),
    "lone_passz_free": (False, True),
    "silent_100_in_parti": (True, False),
    "silent_4_asz": (True, False),
    "silent_ulti_shared": (True, False),
    "silent_durchmars": (False, True),
    "silent_values": (
        {"100": 2, "4-asz": 2, "ulti": 2, "ulti-caught": 2},
        {"100": 2, "20-100": 4, "ulti": 2, "ulti-caught": 4, "durchmars": 4},
    ),
    "ablak": (False, True),
}
RULES: dict[str, UltiRules] = {
    name: UltiRules(name, **{rule: values[i] for rule, values in _SIDE_BY_SIDE.items()})
    for i, name in enumerate(("mausz", "4m"))
}
VARIANTS = tuple(RULES)


def rules_of(variant: str) -> UltiRules:
    """The rule set of ``variant`` (any case); ValueError naming the known ones."""
    try:
        return RULES[(variant or "mausz").lower()]
    except KeyError:
        raise ValueError(f"unknown ulti variant {variant!r}; known: {', '.join(VARIANTS)}") from None
