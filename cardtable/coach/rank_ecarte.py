"""Écarté: every legal action's value from the bots' search (adapter; see ``ranking``)."""

from __future__ import annotations

import random

from cardtable.bots import ecarte as B
from cardtable.bots.search import SearchTimeout, Solver
from cardtable.cards import bits
from cardtable.coach.ranking import Ranking, _Acc, samples_for
from cardtable.engine.protocol import View
from cardtable.games.ecarte.tables import DECK

DISCARD_SAMPLES = 48  # worlds per discard decision at effort 1 (all subsets, up to 31, on the same worlds)


def rank(view: View, legal: list[str], rng: random.Random, effort: float, deadline: float) -> Ranking:
    """Values for the play (open-hand search over sampled worlds) or the exchange (rollouts)."""
    seen = B.Seen(view)
    if view.phase == "play":
        return _play(seen, legal, rng, samples_for(B.PLAY_SAMPLES, effort, 4), deadline)
    n = DISCARD_SAMPLES if view.phase in ("discard", "dealer-discard") else B.EXCHANGE_SAMPLES
    return _exchange(seen, view, legal, rng, samples_for(n, effort, 6), deadline)


def _play(seen: B.Seen, legal: list[str], rng: random.Random, n: int, deadline: float) -> Ranking:
    cards = [DECK.card(a[5:]) for a in legal if a.startswith("play ")]
    model = B.play_model(seen.trump, seen.me, seen.dealer, seen.autorite, seen.refused_first)
    acc_state = (seen.tricks_won[seen.me], seen.tricks_won[seen.opp])
    acc = _Acc(legal)
    for _ in range(n):
        opp, _rest = B.sample_opponent(seen, rng)
        hands = [0, 0]
        hands[seen.me], hands[seen.opp] = seen.hand, opp
        try:
            vals = Solver(model, deadline).root_values(tuple(hands), seen.trick, seen.me, acc_state, cards)
        except SearchTimeout:
            break
        for c, v in vals.items():
            acc.add(f"play {DECK.codes[c]}", v, v > 0)
        if "king" in legal:  # marking scores 1 now; the play that follows is the best card
            best = max(vals.values())
            acc.add("king", best + 1, best > 0)
        acc.n += 1
    return acc.ranking("search")


def _exchange(seen: B.Seen, view: View, legal: list[str], rng: random.Random, n: int, deadline: float) -> Ranking:
    """Each action followed by both sides' heuristic exchange in the sampled world, then the play solved."""
    cands: list[tuple[str, str | int]] = []
    for a in legal:
        if a.startswith("discard"):
            cands.append((a, DECK.mask(a.split()[1:])))
        else:
            cands.append((a, a))
    ex_extra = view.extra
    acc = _Acc(legal)
    for _ in range(n):
        opp, rest = B.sample_opponent(seen, rng)
        rest_cards = list(bits(rest))
        rng.shuffle(rest_cards)
        talon = rest_cards[: seen.talon_size]
        try:
            for text, choice in cands:
                hands = [0, 0]
                hands[seen.me], hands[seen.opp] = seen.hand, opp
                ex = B.Exchange(
                    hands,
                    list(talon),
                    seen.trump,
                    seen.dealer,
                    view.phase,
                    seen.me,
                    not ex_extra.get("original_deal", True),
                    seen.autorite,
                    seen.refused_first,
                    int(ex_extra.get("proposals", 0)),
                )
                ex.apply(choice)
                v = B.exchange_value(ex, seen.me, deadline)
                acc.add(text, v, v > 0)
        except SearchTimeout:
            break
        acc.n += 1
    return acc.ranking("rollout")
