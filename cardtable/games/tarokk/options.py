"""Tarokk rule options (the digest's §13 choices) as data; the defaults are the BTE-2016 profile."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

_CHOICES = {
    "free_call": ("bte", "always", "never"),
    "hold_rule": ("new", "old"),
    "trial_three_penalty": ("game", "three", "none"),
    "tarokk_count_payment": ("each", "team"),
    "volat_kills_silent": ("any", "silent", "none"),
}


@dataclass(frozen=True)
class TarokkOptions:
    """Every rule option; the defaults are the digest's recommended column (§13) under BTE 2016.

    xx_discardable: the XX may be discarded (§13 #1; BTE §4.2 forbids it).
    free_call: "bte" (§4.6: declarer holds the XX and someone else discarded a tarokk), "always", "never" (#2).
    hivatalbol_all_discards: the called card discarded -> all six discards count for the lone declarer (#3).
    hold_rule: "new" (anyone who has bid may hold once) or "old" (only seats earlier than the bidder) (#5).
    invit_tarokks: least number of tarokks for an invit or engedés (BTE §3.6: 5; 0 = no minimum) (#7).
    invit_high_honour: an invit needs the Skíz or the XXI (BTE §3.3) (#7).
    sole_bidder_raise: a sole bidder chooses 3/2/1/0 talon cards (BTE §3.2) (#8).
    trial_three: the 4th speaker may bid three without an honour after three passes (próbahárom) (§4.2).
    trial_three_penalty: "game" (g to each, pagat), "three" (3 to each, PVSZ18) or "none" (#9).
    pagat_uhu_value: 15 (BTE) or 20 (pagat) (#11); sas_figures: sas ultimó / uhu exist (#12).
    kontra_max: highest kontra level, 4 = hirskontra ×16 (BTE §5), 5 = mordkontra (#13).
    tarokk_count_payment: 8/9 tarokks a "team" item of the announcer's side, booked to the last speaker's side
        until the partners are known (BTE §6.1), or paid by "each" other player, side-neutral (pagat) (#14).
    dupla_with_volat: dupla and volát may both be announced (BTE §6.4) (#15).
    ulti_to_uhu: an announced ultimó may be raised to uhu (BTE §6.9 forbids) (#16).
    tie_to_opponents: 47 wins for the opponents even after kontra (BTE §6.10) (#17).
    lone_as_solo: a lone declarer's game is worth the solo value (off: keep the bid value) (#19).
    volat_kills_silent: "any" volát kills the side's silent trull/four kings (pagat), "silent" only a
        silent volát, "none" (#20).
    silent_4k_with_dupla: silent four kings scores beside a silent dupla (#21).
    inviter_locked: an inviter may only pass afterwards (ITVB reading of BTE §3.5) (#27).
    xxi_catch_value: 42 (BTE §5).
    double_rounds: a throw-in doubles the next round of deals (match-level; pagat) (#18).
    """

    xx_discardable: bool = False
    free_call: str = "bte"
    hivatalbol_all_discards: bool = True
    hold_rule: str = "new"
    invit_tarokks: int = 5
    invit_high_honour: bool = True
    sole_bidder_raise: bool = True
    trial_three: bool = True
    trial_three_penalty: str = "game"
    pagat_uhu_value: int = 15
    sas_figures: bool = True
    kontra_max: int = 4
    tarokk_count_payment: str = "team"
    dupla_with_volat: bool = True
    ulti_to_uhu: bool = False
    tie_to_opponents: bool = True
    lone_as_solo: bool = False
    volat_kills_silent: str = "any"
    silent_4k_with_dupla: bool = True
    inviter_locked: bool = True
    xxi_catch_value: int = 42
    double_rounds: bool = False

    def __post_init__(self) -> None:
        for f in fields(self):
            v = getattr(self, f.name)
            if f.type == "bool" and not isinstance(v, bool):
                raise ValueError(f"{f.name} must be true or false, not {v!r}")
            if f.type == "int" and (not isinstance(v, int) or isinstance(v, bool)):
                raise ValueError(f"{f.name} must be a whole number, not {v!r}")
            if f.name in _CHOICES and v not in _CHOICES[f.name]:
                raise ValueError(f"{f.name} must be one of {', '.join(_CHOICES[f.name])}, not {v!r}")
        if not 0 <= self.invit_tarokks <= 9:
            raise ValueError("invit_tarokks must be from 0 to 9")
        if self.pagat_uhu_value not in (15, 20):
            raise ValueError("pagat_uhu_value must be 15 or 20")
        if not 1 <= self.kontra_max <= 5:
            raise ValueError("kontra_max must be from 1 (kontra) to 5 (mordkontra)")
        if self.xxi_catch_value not in (30, 42, 60):
            raise ValueError("xxi_catch_value must be 30, 42 or 60")

    @classmethod
    def names(cls) -> list[str]:
        """The option names."""
        return [f.name for f in fields(cls)]

    def changed(self) -> dict[str, Any]:
        """The options that differ from the defaults (what a record must carry)."""
        default = TarokkOptions()
        return {k: v for k, v in asdict(self).items() if getattr(default, k) != v}
