"""Which rule a Was sticht? refusal cites: the digest section and the [HU] passage."""

from __future__ import annotations

RULES = {
    "not-your-turn": "Was sticht? §4.3 [HU A játék menete: óramutató járása szerint]",
    "task-draft": "Was sticht? §4.2 [HU Előkészületek: mindenki négy feladatkártyát vesz el]",
    "task-gone": "Was sticht? §4.2 [HU Előkészületek]",
    "must-take": "Was sticht? §4.3(1) [HU 1. A kártyák elvétele]",
    "not-in-row": "Was sticht? §4.3(1) [HU 1. A kártyák elvétele: egy kártya a soron következő sorból]",
    "must-choose": "Was sticht? §4.3(2) [HU 2. A feladat megjelölése]",
    "task-not-held": "Was sticht? §4.3(2) [HU 2. A feladat megjelölése: saját feladatkártyái közül]",
    "not-in-hand": "Was sticht? §4.3(3) [HU 3. Lejátszás]",
    "must-follow": "Was sticht? §4.3(3) [HU 3. Lejátszás: színre színt, az aduszám nem a szín része]",
    "must-follow-trump": "Was sticht? §4.3(3) [HU 3. Lejátszás: ha a hívás adu, adut kell rakni]",
    "must-return": "Was sticht? §4.3(4) [HU 4. A forduló vége]",
    "return-not-held": "Was sticht? §4.3(4) [HU 4. A forduló vége: feladatkártyái bármelyikét]",
    "return-not-earned": "Was sticht? §4.3(4) [HU 4. A forduló vége]",
    "deal-over": "Was sticht? §4.3(4) [HU 4. A forduló vége]",
    "not-now": "Was sticht? §4.3 [HU A játék menete]",
}
