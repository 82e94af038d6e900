"""Bot think time for ``cardtable bench``: the expert's time per decision at its default budget."""

from __future__ import annotations

import math
import time

from cardtable import games
from cardtable.bots import get_bot


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


def bench_rows() -> list[dict]:
    """The rows ``cardtable bench`` prints: the expert in Écarté and in Ulti (MAUSZ)."""
    return [think_time("ecarte", None, deals=20), think_time("ulti", "mausz", deals=4)]


def format_rows(rows: list[dict]) -> list[str]:
    """The rows as lines of text for ``cardtable bench``."""
    out = ["bot think time per decision (default budget, one core):"]
    for r in rows:
        out.append(
            f"  {r['game']:<16} {r['level']:<8} p50 {r['p50_ms']:>7.1f} ms  p95 {r['p95_ms']:>7.1f} ms  "
            f"max {r['max_ms']:>7.1f} ms  ({r['decisions']} decisions)"
        )
    return out
