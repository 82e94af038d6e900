"""Which rule a Meinz refusal cites: the digest section and the [HU] passage."""

from __future__ import annotations

RULES = {
    "not-your-turn": "Meinz §5.2(2) [HU Lejátszás: óramutató járása szerint]",
    "must-discard": "Meinz §5.2(1) [HU Előkészületek: egy lapot vissza kell tenni]",
    "discarded": "Meinz §5.2(1) [HU Előkészületek: egy lapot vissza kell tenni]",
    "not-in-hand": "Meinz §5.2(3) [HU Lejátszás]",
    "must-follow": "Meinz §5.2(3) [HU Lejátszás 1.: hívott szín vagy azonos érték]",
    "claim-not-now": "Meinz §5.2(5) [HU Ki nyeri az ütést?: lefoglalás sorrendje]",
    "claim-two-tricks": "Meinz §5.2(6) [HU 2 ütés fejenként!]",
    "claim-made": "Meinz §5.2(5) [HU Ki nyeri az ütést?: lefoglalás]",
    "claim-window": "Meinz §5.2(5) [HU Ki nyeri az ütést?: lefoglalás sorrendje]",
    "exchange-not-now": "Meinz §5.2(7) [HU Mi történik az ütéssel?]",
    "exchange-pending": "Meinz §5.2(7) [HU Mi történik az ütéssel?]",
    "exchange-cards": "Meinz §5.2(7) [HU Mi történik az ütéssel?: az ütés egy lapja a kéz egy lapjával]",
    "deal-over": "Meinz §5.2(8) [HU Pontozás]",
    "not-now": "Meinz §5.2 [HU Lejátszás]",
}
