"""Bot think time for ``cardtable bench``: the searching levels' time per decision at the default budget."""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from cardtable import games
from cardtable.bots import get_bot
from cardtable.cards import bits
from cardtable.engine import registry
from cardtable.engine.tricks import winner


def think_time(name: str, variant: str | None = None, deals: int = 10, level: str = "expert") -> dict:
    """Play ``deals`` seeded deals with ``level`` in seat 0 (heuristic bots elsewhere); its think-time percentiles.

    Only real decisions count (more than one legal action). Times are wall-clock
    milliseconds on this machine at the bot's default budget.
    """
    game = games.get(name, variant=variant)
    times: list[float] = []
    for i in range(deals):
        state = game.new_deal(1000 + i, dealer=i % game.default_players)
        bots = [get_bot(level if s == 0 else "heuristic", game, i) for s in range(game.default_players)]
        while state.to_move is not None:
            seat = state.to_move
            view = state.view(seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(view, view.legal_actions)
            if seat == 0 and len(view.legal_actions) > 1:
                times.append((time.perf_counter() - t0) * 1000)
            state.apply(action)
    times.sort()
    n = len(times)
    return {
        "game": game.describe(),
        "level": level,
        "decisions": n,
        "p50_ms": round(times[n // 2], 1) if n else 0.0,
        "p95_ms": round(times[min(n - 1, math.ceil(0.95 * n) - 1)], 1) if n else 0.0,
        "max_ms": round(times[-1], 1) if n else 0.0,
    }


def bench_rows(deals: int = 4) -> list[dict]:
    """The rows ``cardtable bench`` prints: each searching level (medium, expert) in every game of the registry
    (its default rules and seat count)."""
    return [
        think_time(record.name, record.default_variant() or None, deals=deals, level=level)
        for record in registry.infos()
        for level in ("medium", "expert")
    ]


def format_rows(rows: list[dict]) -> list[str]:
    """The rows as lines of text for ``cardtable bench``."""
    out = ["bot think time per decision (default budget, one core):"]
    for r in rows:
        out.append(
            f"  {r['game']:<16} {r['level']:<8} p50 {r['p50_ms']:>7.1f} ms  p95 {r['p95_ms']:>7.1f} ms  "
            f"max {r['max_ms']:>7.1f} ms  ({r['decisions']} decisions)"
        )
    return out


# -- the open-hand solver -----------------------------------------------------------------------------------------

SOLVER_CONTRACTS = ("piros passz", "40-100", "ulti", "betli", "durchmars", "betli, low hand")
LOW_BETLI = "betli, low hand"  # a betli hand (mostly 7s, 8s and 9s): every defence must be refuted
SOLVER_SEEDS = range(20)
SOLVER_LIMIT_S = 10.0  # a whole-deal solve that takes longer is reported as timed out


def solver_deal(seed: int) -> tuple[list[int], int]:
    """The fixed deal of ``seed``: three hands of 10 (the declarer is seat 0 and leads) and the talon."""
    import random

    order = random.Random(seed).sample(range(32), 32)
    hands = [sum(1 << c for c in order[k * 10 : (k + 1) * 10]) for k in range(3)]
    return hands, (1 << order[30]) | (1 << order[31])


def low_betli_deal(seed: int) -> tuple[list[int], int]:
    """A betli deal of ``seed``: the declarer (seat 0) holds the ten cards lowest in betli order, each card's
    rank in its suit (0-7) jittered by up to 5; the other 22 dealt at random."""
    import random

    from cardtable.games.ulti.cardplay import NO_TRUMP_TABLES

    rng = random.Random(seed)
    strength = NO_TRUMP_TABLES.strength
    rank = {c: sorted(range(c // 8 * 8, c // 8 * 8 + 8), key=strength.__getitem__).index(c) for c in range(32)}
    order = sorted(range(32), key=lambda c: rank[c] + rng.random() * 5)
    rest = order[10:]
    rng.shuffle(rest)
    hands = [sum(1 << c for c in order[:10])] + [sum(1 << c for c in rest[k * 10 : (k + 1) * 10]) for k in range(2)]
    return hands, (1 << rest[20]) | (1 << rest[21])


def solver_trump(text: str, hand: int) -> int | None:
    """The trump the bench names: red for piros; else the declarer's best non-red suit for the contract
    (the 7 for an ulti, K+O for a 40-100, then length)."""
    from cardtable.bots import ulti as bulti

    if text == LOW_BETLI:
        return None
    c = bulti.parse_contract(text, "mausz")
    if not c.trump_game:
        return None
    if c.piros:
        return 0

    def fit(s: int) -> tuple[int, int]:
        m = hand & bulti.SUIT[s]
        need = {"ulti": 1 << (s * 8), "40-100": (1 << (s * 8 + bulti.RK)) | (1 << (s * 8 + bulti.RO))}
        want = need.get(text, 0)
        return (m & want == want, m.bit_count())

    return max((1, 2, 3), key=fit)


def solver_rows(seeds: Sequence[int] = SOLVER_SEEDS, contracts: Sequence[str] = SOLVER_CONTRACTS) -> dict:
    """Whole deals solved from the first lead for each contract, and all root moves with 15 cards left."""
    import statistics

    from cardtable.bots import ulti as bulti
    from cardtable.bots.search import SearchTimeout, Solver

    codes = bulti.DECK.codes
    deals = []
    per: dict[str, list[float]] = {t: [] for t in contracts}
    root15: list[float] = []
    start = (0, 0, 0, 0, 0)
    for seed in seeds:
        for text in contracts:
            hands, talon = low_betli_deal(seed) if text == LOW_BETLI else solver_deal(seed)
            c = bulti.parse_contract("betli" if text == LOW_BETLI else text, "mausz")
            d = bulti.Deal.make("mausz", c, 0, solver_trump(text, hands[0]))
            ann = bulti.auto_announcements(d, hands)
            solver = Solver(bulti.dd_model(d, 0, ann, talon), time.perf_counter() + SOLVER_LIMIT_S)
            t0 = time.perf_counter()
            try:
                value: float | None = solver.search(tuple(hands), (), 0, start, -math.inf, math.inf)
            except SearchTimeout:
                value = None
            ms = (time.perf_counter() - t0) * 1000
            per[text].append(ms)
            deals.append(
                {
                    "seed": seed,
                    "contract": text,
                    "declarer": 0,
                    "hands": [[codes[x] for x in sorted(bits(h))] for h in hands],
                    "talon": [codes[x] for x in sorted(bits(talon))],
                    "ms": round(ms, 2),
                    "nodes": solver.nodes,
                    "value": value,
                }
            )
        # the parti with 15 cards left: five tricks played by the heuristic, then every legal card of the seat to move
        hands, talon = solver_deal(seed)
        d = bulti.Deal.make("mausz", bulti.parse_contract("piros passz", "mausz"), 0, 0)
        ann = bulti.auto_announcements(d, hands)
        played = bulti.playout(d, hands, (), 0, [], 0)[:5]
        left = list(hands)
        acc: object = start
        model = bulti.dd_model(d, 0, ann, talon)
        for t in played:
            for s, x in t:
                left[s] &= ~(1 << x)
            w = winner(t, d.tables)
            acc = model.after_trick(acc, t, w, not left[w])
        leader = winner(played[-1], d.tables)
        moves = list(bits(left[leader]))
        t0 = time.perf_counter()
        Solver(model).root_values(tuple(left), (), leader, acc, moves)
        root15.append((time.perf_counter() - t0) * 1000)

    def summary(xs: list[float]) -> dict:
        return {
            "mean_ms": round(statistics.mean(xs), 2),
            "median_ms": round(statistics.median(xs), 2),
            "max_ms": round(max(xs), 2),
        }

    return {"deals": deals, "summary": {t: summary(xs) for t, xs in per.items()}, "root15": summary(root15)}


def format_solver(out: dict) -> list[str]:
    """The solver figures as lines of text for ``cardtable bench``."""
    seeds = sorted({d["seed"] for d in out["deals"]})
    lines = [
        f"open-hand solver, {len(seeds)} fixed deals (seeds {seeds[0]}-{seeds[-1]}), declarer seat 0 leads, one core:"
    ]
    for text, s in out["summary"].items():
        timed_out = sum(1 for d in out["deals"] if d["contract"] == text and d["value"] is None)
        note = f"  ({timed_out} over {SOLVER_LIMIT_S:.0f} s)" if timed_out else ""
        lines.append(
            f"  {text:<15} whole deal  mean {s['mean_ms']:>8.1f} ms  median {s['median_ms']:>8.1f} ms  "
            f"max {s['max_ms']:>8.1f} ms{note}"
        )
    r = out["root15"]
    lines.append(
        f"  {'piros passz':<15} all root moves, 15 cards left  mean {r['mean_ms']:.2f} ms  "
        f"median {r['median_ms']:.2f} ms  max {r['max_ms']:.2f} ms"
    )
    return lines
