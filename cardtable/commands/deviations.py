"""``cardtable sim --deviations A,B``: what each of A's decisions wins or loses against B's, step by step.

Each deal is played with B in every seat (the baseline). At every decision
(of the asked steps, with more than one legal action) A is asked too; where it
would choose otherwise, the deal is replayed from that point with A's choice
and B's after it, and the seat's points less the baseline's are credited to
the engine step of the decision. One deviation is measured at a time, with
every other decision B's, so the per-step gains add up only to first order;
a duplicate match (``--bots A,B,… --duplicate``) remains the judge of the whole
bot. What this adds is the where: per step, how often A leaves B and what that
is worth, with the luck of the deal cancelled at the decision itself.
Gains are the seat's own points; ``relative_per_seat_deal`` also credits each
deviation with the seat's points less the other seats' mean, the quantity a
duplicate match's ``vs`` averages, so that total reads in the duplicate's units
(in a zero-sum game it is n/(n-1) times the own total).
"""

from __future__ import annotations

import time
from typing import Any

from cardtable.commands.intervals import mean_ci
from cardtable.commands.sim_runs import decide, percentiles, play_out, seat_bots, seeded_deal, show_progress
from cardtable.engine.protocol import Game, State


def _finish(game: Game, state: State, name: str, seed: int, think_ms: int | None, clock: bool) -> list[int]:
    """Play ``state`` to the end with ``name`` in every seat (fresh bots: decisions are pure functions of the
    seed and the view, so they are the baseline's own)."""
    names = [name] * state.players
    play_out(state, seat_bots(names, game, seed, clock), names, think_ms)
    return list(state.result().points)


def _standing(points: list[int], seat: int) -> float:
    """The seat's points less the other seats' mean."""
    return points[seat] - (sum(points) - points[seat]) / (len(points) - 1)


def deviation_match(
    game: Game,
    test: str,
    base: str,
    players: int,
    deals: int,
    seed: int,
    think_ms: int | None,
    steps: set[str] | None = None,
    clock: bool = True,
    progress: bool = False,
) -> dict[str, Any]:
    """The per-step gains of ``test``'s deviations from ``base`` (see the module docstring)."""
    asked: dict[str, int] = {}
    gains: dict[str, list[float]] = {}
    per_seat_deal: list[float] = []
    relative: list[float] = []
    times: list[float] = []
    t0 = time.perf_counter()
    for i in range(deals):
        deal_seed = seed + i
        base_bots = seat_bots([base] * players, game, deal_seed, clock)
        test_bots = seat_bots([test] * players, game, deal_seed, clock)
        state = seeded_deal(game, deal_seed, players)
        branches: list[tuple[State, int, str, Any]] = []
        while state.to_move is not None:
            seat = state.to_move
            view = state.view(seat)
            action = decide(base_bots[seat], base, state, view, think_ms)
            step = state.step
            if len(view.legal_actions) > 1 and (steps is None or step in steps):
                asked[step] = asked.get(step, 0) + 1
                t1 = time.perf_counter()
                alt = decide(test_bots[seat], test, state, view, think_ms)
                times.append((time.perf_counter() - t1) * 1000)
                if alt != action:
                    branches.append((state.clone(), seat, step, alt))
            state.apply(action)
        baseline = list(state.result().points)
        seat_gain = [0.0] * players
        seat_relative = [0.0] * players
        for branch, seat, step, alt in branches:
            branch.apply(alt)
            points = _finish(game, branch, base, deal_seed, think_ms, clock)
            gain = points[seat] - baseline[seat]
            gains.setdefault(step, []).append(gain)
            seat_gain[seat] += gain
            seat_relative[seat] += _standing(points, seat) - _standing(baseline, seat)
        per_seat_deal.extend(seat_gain)
        relative.extend(seat_relative)
        if progress:
            show_progress(i + 1, deals)
    cells = deals * players
    by_step = {}
    for step in sorted(asked):
        got = gains.get(step, [])
        by_step[step] = {
            "asked": asked[step],
            "deviations": len(got),
            "gain_per_deviation": mean_ci(got) if got else None,
            "gain_per_seat_deal": round(sum(got) / cells, 4),
        }
    return {
        "game": game.name,
        "variant": game.variant,
        "players": players,
        "deals": deals,
        "seed": seed,
        "test": test,
        "base": base,
        "steps_asked": sorted(steps) if steps is not None else None,
        "clock": clock,
        "steps": by_step,
        "total_per_seat_deal": mean_ci(per_seat_deal),
        "relative_per_seat_deal": mean_ci(relative),
        "deviating_seat_deals": sum(1 for g in per_seat_deal if g != 0),
        "think_ms": percentiles(times),
        "seconds": round(time.perf_counter() - t0, 1),
    }


def print_deviations(summary: dict[str, Any]) -> None:
    """The summary as a table, one step a line."""
    print(
        f"{' '.join(filter(None, (summary['game'], summary['variant'])))}, {summary['players']} players: "
        f"{summary['test']}'s decisions in "
        f"{summary['base']}'s deals, {summary['deals']} deals from seed {summary['seed']}, {summary['seconds']} s"
    )
    print(f"  {'step':<16} {'asked':>6} {'left':>5}  gain per deviation (95% CI)       per seat and deal")
    for step, s in summary["steps"].items():
        g = s["gain_per_deviation"]
        ci = f"{g['mean']:+8.3f} {_bracket(g, 3)}" if g else f"{'—':>8}"
        print(f"  {step:<16} {s['asked']:>6} {s['deviations']:>5}  {ci:<34} {s['gain_per_seat_deal']:+.4f}")
    t = summary["total_per_seat_deal"]
    print(f"  total per seat and deal {t['mean']:+.4f} {_bracket(t, 4)} (first order)")
    r = summary["relative_per_seat_deal"]
    print(f"  the same less the others' mean (a duplicate's units) {r['mean']:+.4f} {_bracket(r, 4)}")


def _bracket(ci: dict[str, Any], digits: int) -> str:
    """``[lo, hi]``, or ``[no interval]`` where the values give none (``intervals.mean_ci``)."""
    if ci["ci95"] is None:
        return "[no interval]"
    lo, hi = ci["ci95"]
    return f"[{lo:+.{digits}f}, {hi:+.{digits}f}]"


def steps_of(text: str | None) -> set[str] | None:
    """``--steps a,b`` as a set (None: every step)."""
    if text is None:
        return None
    return {s.strip() for s in text.split(",") if s.strip()}


__all__ = ["deviation_match", "print_deviations", "steps_of"]
