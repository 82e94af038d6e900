"""Which rule an NJET refusal cites, by message key: the [HU] booklet's heading and the digest section."""

from __future__ import annotations

RULES = {
    "not-your-turn": "[HU] NJET, NJET-fázis: clockwise from the dealer (digest §3.4)",
    "njet-first": "[HU] NJET, NJET-fázis (digest §3.4)",
    "last-space": "[HU] NJET, NJET-fázis: every row must keep a free space (digest §3.4)",
    "space-covered": "[HU] NJET, NJET-fázis: a disc goes on an empty space (digest §3.4)",
    "board-done": "[HU] NJET, A játéktábla (digest §3.2)",
    "teams-first": "[HU] NJET, 1. sor: Kezdőjátékos; Előkészületek - speciális szabályok (digest §3.3)",
    "bad-team": "[HU] NJET, Előkészületek - speciális szabályok: team sizes per player count (digest §3.3)",
    "monster-first": "[HU] NJET, Szörnykártya (digest §3.3)",
    "monster-small-team": "[HU] NJET, Szörnykártya: a member of the smaller team (digest §3.3)",
    "discard-first": "[HU] NJET, 2. sor: Eldobás (digest §3.4)",
    "wrong-discard": "[HU] NJET, 2. sor: Eldobás (digest §3.2)",
    "no-zeros": "[HU] NJET, 2. sor: Eldobás, no 0s in column 3 (digest §3.2)",
    "not-in-hand": "[HU] NJET, A lejátszás (digest §3.5)",
    "must-follow": "[HU] NJET, A lejátszás: follow the led colour; trump or super trump on a trump lead (digest §3.5)",
    "deal-over": "[HU] NJET, Pontozás (digest §3.8)",
    "not-now": "[HU] NJET (digest §3)",
}
