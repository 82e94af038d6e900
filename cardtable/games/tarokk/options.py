"""Tarokk rule options (the digest's §13 choices) as data; the defaults are the BTE-2016 profile."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.options import RuleOptions, option


@dataclass(frozen=True)
class TarokkOptions(RuleOptions):
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
    free_call: str = option("bte", choices=("bte", "always", "never"))
    hivatalbol_all_discards: bool = True
    hold_rule: str = option("new", choices=("new", "old"))
    invit_tarokks: int = option(5, between=(0, 9))
    invit_high_honour: bool = True
    sole_bidder_raise: bool = True
    trial_three: bool = True
    trial_three_penalty: str = option("game", choices=("game", "three", "none"))
    pagat_uhu_value: int = option(15, choices=(15, 20))
    sas_figures: bool = True
    kontra_max: int = option(4, between=(1, 5))  # 1 kontra .. 5 mordkontra
    tarokk_count_payment: str = option("team", choices=("each", "team"))
    dupla_with_volat: bool = True
    ulti_to_uhu: bool = False
    tie_to_opponents: bool = True
    lone_as_solo: bool = False
    volat_kills_silent: str = option("any", choices=("any", "silent", "none"))
    silent_4k_with_dupla: bool = True
    inviter_locked: bool = True
    xxi_catch_value: int = option(42, choices=(30, 42, 60))
    double_rounds: bool = False
