"""Which rule an NJET refusal cites, by message key: the Hungarian booklet's heading (the seed)."""

from __future__ import annotations

RULES = {
    "not-your-turn": "NJET, NJET-fázis",
    "njet-first": "NJET, NJET-fázis",
    "last-space": "NJET, NJET-fázis",
    "space-covered": "NJET, NJET-fázis",
    "board-done": "NJET, A játéktábla",
    "teams-first": "NJET, 1. sor: Kezdőjátékos; Előkészületek - speciális szabályok",
    "bad-team": "NJET, Előkészületek - speciális szabályok",
    "monster-first": "NJET, Szörnykártya",
    "monster-small-team": "NJET, Szörnykártya",
    "discard-first": "NJET, 2. sor: Eldobás",
    "wrong-discard": "NJET, 2. sor: Eldobás",
    "no-zeros": "NJET, 2. sor: Eldobás",
    "not-in-hand": "NJET, A lejátszás",
    "must-follow": "NJET, A lejátszás",
    "deal-over": "NJET, Pontozás",
    "not-now": "NJET, A játék menete",
}
