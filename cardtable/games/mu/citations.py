"""Which rule a MÜ refusal cites, by message key: the Hungarian booklet's heading (the seed)."""

from __future__ import annotations

RULES = {
    "not-your-turn": "MÜ, Az aukció",
    "auction-not-over": "MÜ, Az aukció",
    "nothing-to-reveal": "MÜ, Az aukció",
    "not-in-hand": "MÜ, A lejátszás",
    "already-revealed": "MÜ, Az aukció",
    "reveal-first": "MÜ, Az aukció",
    "finish-turn": "MÜ, Az aukció",
    "trumps-first": "MÜ, Az aduk kiválasztása",
    "trump-not-revealed": "MÜ, Az aduk kiválasztása",
    "vice-must-name": "MÜ, Az aduk kiválasztása",
    "same-trump": "MÜ, Az aduk kiválasztása ([MCA], [HMU])",
    "partner-first": "MÜ, A főnök csapata",
    "partner-not-vice": "MÜ, A főnök csapata",
    "partner-self": "MÜ, A főnök csapata",
    "no-such-seat": "MÜ, A főnök csapata",
    "must-follow": "MÜ, A lejátszás",
    "deal-over": "MÜ, A forduló és a játék vége",
    "not-now": "MÜ",
}
