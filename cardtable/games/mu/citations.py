"""Which rule a MÜ refusal cites, by message key: the [HU] booklet's heading and the digest section."""

from __future__ import annotations

RULES = {
    "not-your-turn": "[HU] MÜ, Az aukció (digest §2.2)",
    "auction-not-over": "[HU] MÜ, Az aukció (digest §2.2)",
    "nothing-to-reveal": "[HU] MÜ, Az aukció (digest §2.2)",
    "not-in-hand": "[HU] MÜ, A lejátszás (digest §2.5)",
    "already-revealed": "[HU] MÜ, Az aukció (digest §2.2)",
    "reveal-first": "[HU] MÜ, Az aukció: reveal one or more cards, or pass (digest §2.2)",
    "finish-turn": "[HU] MÜ, Az aukció: reveal one or more cards, or pass (digest §2.2)",
    "trumps-first": "[HU] MÜ, Az aduk kiválasztása (digest §2.4)",
    "trump-not-revealed": "[HU] MÜ, Az aduk kiválasztása: only what lies revealed in front of you (digest §2.4)",
    "vice-must-name": "[HU] MÜ, Az aduk kiválasztása: only the chief may name no trump (digest §2.4)",
    "same-trump": "[MCA]/[HMU]: chief and vice may not name the same trump (digest §2.4, §2.8 #1)",
    "partner-first": "[HU] MÜ, A főnök csapata (digest §2.4)",
    "partner-not-vice": "[HU] MÜ, A főnök csapata: the vice cannot be the partner (digest §2.4)",
    "partner-self": "[HU] MÜ, A főnök csapata: a partner from the other players (digest §2.4)",
    "no-such-seat": "[HU] MÜ, A főnök csapata (digest §2.4)",
    "must-follow": "[HU] MÜ, A lejátszás: follow the led colour; trumps are one colour (digest §2.5)",
    "deal-over": "[HU] MÜ, A forduló és a játék vége (digest §2.7)",
    "not-now": "[HU] MÜ (digest §2)",
}
