"""``cardtable sim``: play many deals headless.

Without ``--bots`` every deal is random play that checks the engine's
invariants. With ``--bots A,B[,C]`` the named bot levels play each other; with
``--duplicate`` every deal is replayed with the bots rotated through the seats,
so luck of the cards cancels out. The summary gives each bot's mean points per
deal with a 95% confidence interval, the paired difference of the first bot
against each other one, and think-time percentiles; where a bot states what it
expects (Ulti's expert: the rate of making its contract, the rate at which the
declarer makes a part it raises), ``predicted_vs_actual`` sets the mean stated
rate beside the share that happened, per decision type. ``--ladder`` plays the
three steps of the level order; ``--deviations A,B`` says which of A's decisions
win or lose against B's, step by step (``commands/deviations.py``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from typing import Any

from cardtable import games
from cardtable.commands.arguments import bounded
from cardtable.engine.protocol import Action, Game, State, View
from cardtable.engine.randomplay import check_random_deal

# "oracle" is the expert given every seat's true hand: a benchmark yardstick only, never a level.
BENCH_ONLY = ("oracle",)


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("sim", help="play deals headless: random invariant checks, or bot matches with --bots")
    p.add_argument("--game", required=True, choices=games.names())
    p.add_argument("--variant", default=None, help="rule variant, e.g. 4m for ulti")
    p.add_argument("--deals", type=_positive, default=100, help="number of deals (default 100)")
    p.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    p.add_argument("--bots", default=None, help="bot levels, one per seat, comma-separated (e.g. expert,heuristic)")
    p.add_argument("--duplicate", action="store_true", help="replay each deal with the bots rotated through the seats")
    p.add_argument(
        "--ladder",
        action="store_true",
        help="the level order in duplicate play: expert against medium, medium against heuristic, heuristic "
        "against random (each the first seat against the rest), with the 95%% verdict of each step",
    )
    p.add_argument(
        "--deviations",
        metavar="A,B",
        default=None,
        help="B in every seat; each decision where A would choose otherwise is replayed with A's choice, and what "
        "it wins or loses is credited to the decision's engine step",
    )
    p.add_argument("--steps", default=None, help="with --deviations: only ask A at these engine steps (a,b,…)")
    p.add_argument(
        "--players", type=_positive, default=None, help="seats for --ladder or --deviations (default: the game's usual)"
    )
    p.add_argument("--think-ms", type=_positive, default=None, help="thinking budget per decision (default: the bot's)")
    p.add_argument(
        "--no-clock",
        action="store_true",
        help="never stop a search at its safety cap (results independent of the machine's load)",
    )
    p.add_argument("--progress", action="store_true", help="print progress to stderr")
    p.add_argument("--json", action="store_true", help="print a JSON summary")


_positive = bounded(int, "the number", 1)


def run(args: argparse.Namespace) -> int:
    try:
        game = games.get(args.game, variant=args.variant)
    except (ValueError, TypeError) as e:
        sys.stderr.write(f"cardtable sim: {e}\n")
        return 2
    if args.ladder and args.bots is not None:
        sys.stderr.write("cardtable sim: --ladder chooses the bots itself; give --ladder or --bots, not both\n")
        return 2
    if args.deviations is not None and (args.ladder or args.bots is not None):
        sys.stderr.write("cardtable sim: --deviations chooses the bots itself; give it without --bots or --ladder\n")
        return 2
    if args.steps is not None and args.deviations is None:
        sys.stderr.write("cardtable sim: --steps is for --deviations\n")
        return 2
    if args.ladder:
        return _run_ladder(game, args)
    if args.deviations is not None:
        return _run_deviations(game, args)
    if args.players is not None:
        sys.stderr.write(
            "cardtable sim: --players is for --ladder and --deviations (with --bots, one level per seat sets it)\n"
        )
        return 2
    if args.bots is None:
        return _run_random(game, args)
    names = [b.strip() for b in args.bots.split(",")]
    if not _known_bots(names):
        return 2
    if not game.min_players <= len(names) <= game.max_players:
        sys.stderr.write(
            f"cardtable sim: {game.describe()} needs {_seats(game)} bots, one per seat "
            f"(got {len(names)}: {args.bots})\n"
        )
        return 2
    try:
        summary = bot_match(
            game, names, args.deals, args.seed, args.duplicate, args.think_ms, args.progress, clock=not args.no_clock
        )
    except (RuntimeError, ValueError) as e:
        sys.stderr.write(f"cardtable sim: {e}\n")
        return 1
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        _print_summary(summary)
    return 0


def _known_bots(names: list[str]) -> bool:
    """True if every name is a level (or the oracle); else says which is not, on stderr."""
    from cardtable.bots import LEVELS

    unknown = [b for b in names if b not in LEVELS and b not in BENCH_ONLY]
    if unknown:
        sys.stderr.write(
            f"cardtable sim: unknown bot {unknown[0]!r}; known: {', '.join(LEVELS)} (and 'oracle' for benchmarks)\n"
        )
    return not unknown


def _run_deviations(game: Game, args: argparse.Namespace) -> int:
    """``--deviations A,B``: A's decisions, one at a time, in B's deals (``commands/deviations.py``)."""
    from cardtable.commands.deviations import deviation_match, print_deviations, steps_of

    names = [b.strip() for b in args.deviations.split(",")]
    if len(names) != 2:
        sys.stderr.write(f"cardtable sim: --deviations takes two bots, A,B (got {args.deviations!r})\n")
        return 2
    if not _known_bots(names):
        return 2
    players = args.players or game.default_players
    if not game.min_players <= players <= game.max_players:
        sys.stderr.write(f"cardtable sim: {game.describe()} needs {_seats(game)} players (got {players})\n")
        return 2
    steps = steps_of(args.steps)
    if steps is not None and not steps:
        sys.stderr.write("cardtable sim: --steps names no step (give e.g. --steps bidding,discard)\n")
        return 2
    summary = deviation_match(
        game,
        names[0],
        names[1],
        players,
        args.deals,
        args.seed,
        args.think_ms,
        steps,
        clock=not args.no_clock,
        progress=args.progress,
    )
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print_deviations(summary)
    return 0


def _seats(game: Game) -> str:
    """How many seats the game has, in words: "3" or "3 to 5"."""
    if game.min_players == game.max_players:
        return str(game.min_players)
    return f"{game.min_players} to {game.max_players}"


LADDER = (("expert", "medium"), ("medium", "heuristic"), ("heuristic", "random"))


def ladder(
    game: Game, players: int, deals: int, seed: int, think_ms: int | None, clock: bool = True
) -> list[dict[str, Any]]:
    """Each step of the level order: the stronger level in one seat against the weaker in the others, in duplicate
    play on the same deals; ``shown`` when the paired difference's 95% interval lies above 0."""
    steps = []
    for strong, weak in LADDER:
        summary = bot_match(game, [strong] + [weak] * (players - 1), deals, seed, True, think_ms, clock=clock)
        vs = summary["vs"][f"{strong}-{weak}"]
        steps.append(
            {
                "step": f"{strong}-{weak}",
                **vs,
                "shown": vs["ci95"][0] > 0,
                "think_ms": summary["think_ms"],
                "seconds": summary["seconds"],
            }
        )
    return steps


def _run_ladder(game: Game, args: argparse.Namespace) -> int:
    """``--ladder``: the three steps of the level order, with their verdicts."""
    players = args.players or game.default_players
    if not game.min_players <= players <= game.max_players:
        sys.stderr.write(f"cardtable sim: {game.describe()} needs {_seats(game)} players (got {players})\n")
        return 2
    steps = ladder(game, players, args.deals, args.seed, args.think_ms, clock=not args.no_clock)
    if args.json:
        print(
            json.dumps(
                {
                    "game": game.name,
                    "variant": game.variant,
                    "players": players,
                    "deals": args.deals,
                    "seed": args.seed,
                    "clock": not args.no_clock,
                    "ladder": steps,
                },
                indent=1,
            )
        )
    else:
        print(f"{game.describe()}, {players} players: {args.deals} deals in duplicate from seed {args.seed}")
        for st in steps:
            lo, hi = st["ci95"]
            verdict = "shown" if st["shown"] else "not shown"
            print(
                f"  {st['step']:<20} {st['mean']:+.3f}  95% CI [{lo:+.3f}, {hi:+.3f}]  {verdict}  ({st['seconds']} s)"
            )
    return 0


def _run_random(game: Game, args: argparse.Namespace) -> int:
    """Random play checking the engine's invariants (the mode without --bots)."""
    t0 = time.perf_counter()
    actions = refused = 0
    failures = []
    for i in range(args.deals):
        seed = args.seed + i
        try:
            check = check_random_deal(game, seed, zero_sum=game.zero_sum)
        except AssertionError as e:
            failures.append({"seed": seed, "error": str(e)})
            continue
        actions += check.actions
        refused += check.refused
    dt = time.perf_counter() - t0
    summary = {
        "game": game.name,
        "variant": game.variant,
        "deals": args.deals,
        "actions": actions,
        "refused_checked": refused,
        "failures": failures,
        "seconds": round(dt, 3),
    }
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print(
            f"{game.describe()}: {args.deals} deals, {actions} actions, {refused} refused actions checked, "
            f"{len(failures)} failures, {dt:.1f} s"
        )
        for f in failures[:10]:
            print(f"  seed {f['seed']}: {f['error']}")
    return 1 if failures else 0


def make_bot(name: str, game: Game, seed: int, clock: bool = True) -> Any:
    """A bot for ``name`` (the oracle is the expert, told the true hands later); ``clock`` False lifts its
    safety cap."""
    from cardtable.bots import SearchBot, get_bot  # bots load only for a match (the CLI starts fast)

    bot = get_bot("expert" if name == "oracle" else name, game, seed)
    if isinstance(bot, SearchBot):
        bot.clock = clock
    return bot


def seeded_deal(game: Game, deal_seed: int, players: int) -> State:
    """The deal every match plays for ``deal_seed``: its deck and its dealer both come from the seed."""
    count = players if players != game.default_players else None
    deck = game.shuffled_deck(deal_seed, count)
    return game.new_deal(deck=deck, dealer=random.Random(deal_seed).randrange(players), players=count)


def seat_bots(names: list[str], game: Game, deal_seed: int, clock: bool = True) -> list[Any]:
    """One bot per seat, ``names[s]`` in seat ``s``, seeded by the deal and the seat (so a bot in a seat decides
    the same in every match that seats it there)."""
    return [make_bot(name, game, deal_seed * 31 + s, clock) for s, name in enumerate(names)]


def play_out(
    state: State, bots: list[Any], names: list[str], think_ms: int | None, times: dict[str, list[float]] | None = None
) -> None:
    """Play ``state`` to its end, ``bots[s]`` deciding for seat ``s`` (its think times into ``times``)."""
    while state.to_move is not None:
        seat = state.to_move
        view = state.view(seat)
        t0 = time.perf_counter()
        action = decide(bots[seat], names[seat], state, view, think_ms)
        if times is not None and len(view.legal_actions) > 1:
            times[names[seat]].append((time.perf_counter() - t0) * 1000)
        state.apply(action)


def play_deal(
    game: Game,
    names: list[str],
    deal_seed: int,
    think_ms: int | None,
    times: dict[str, list[float]],
    calibration: dict[str, dict[str, list[tuple[float, bool]]]] | None = None,
    clock: bool = True,
) -> list[int]:
    """The deal of ``deal_seed`` with ``names[s]`` in seat ``s``; returns the points per seat and records think
    times (and in ``calibration`` each bot's stated rates against what happened)."""
    bots = seat_bots(names, game, deal_seed, clock)
    state = seeded_deal(game, deal_seed, len(names))
    play_out(state, bots, names, think_ms, times)
    result = state.result()
    if calibration is not None:
        for s, name in enumerate(names):
            _calibrate(getattr(bots[s], "predictions", []), result.details, calibration.setdefault(name, {}))
    return list(result.points)


def decide(bot: Any, name: str, state: State, view: View, think_ms: int | None) -> Action:
    """``bot``'s legal action for the seat to move (the oracle first told the other seats' true hands)."""
    legal = view.legal_actions
    if name == "oracle":
        # The cheating yardstick: the other seats' real hands (the talon stays unknown).
        bot.true_hands = {s: state.view(s).hand for s in range(state.players) if s != view.seat}
    action: Action = bot.choose(view, legal, think_ms)
    if action not in legal:
        raise RuntimeError(f"bot {name} chose {action!r}, not a legal action")
    return action


def _calibrate(
    predictions: list[dict[str, Any]], details: dict[str, Any], into: dict[str, list[tuple[float, bool]]]
) -> None:
    """Pair a bot's stated rates with the deal's outcome (``details["won"]``: part -> made by the declarer):
    a contract prediction counts when its seat declared that contract (the last one stated), a raise's
    when its part was played."""
    won = details.get("won")
    if not isinstance(won, dict) or details.get("gave_up") or details.get("conceded"):
        return
    contract = None
    for p in predictions:
        if p["kind"] == "contract":
            if p["seat"] == details.get("declarer") and p["contract"] == details.get("contract"):
                contract = p
        elif p["part"] in won:
            into.setdefault(p["kind"], []).append((float(p["rate"]), bool(won[p["part"]])))
    if contract is not None:
        into.setdefault("contract", []).append((float(contract["rate"]), all(won.values())))


def show_progress(done: int, deals: int) -> None:
    """A ``deal k/n`` line on stderr, rewritten in place; a newline after the last deal."""
    sys.stderr.write(f"\rdeal {done}/{deals}" + ("\n" if done == deals else ""))
    sys.stderr.flush()


def bot_match(
    game: Game,
    names: list[str],
    deals: int,
    seed: int,
    duplicate: bool,
    think_ms: int | None,
    progress: bool = False,
    clock: bool = True,
) -> dict[str, Any]:
    """Play the match and summarise it (see the module docstring)."""
    n = len(names)
    labels = list(dict.fromkeys(names))
    times: dict[str, list[float]] = {b: [] for b in labels}
    calibration: dict[str, dict[str, list[tuple[float, bool]]]] = {}
    per_deal: dict[str, list[float]] = {b: [] for b in labels}
    t0 = time.perf_counter()
    for i in range(deals):
        deal_seed = seed + i
        rotations = range(n) if duplicate else [i % n]
        got: dict[str, list[int]] = {b: [] for b in labels}
        for r in rotations:
            seats = [names[(s + r) % n] for s in range(n)]
            points = play_deal(game, seats, deal_seed, think_ms, times, calibration, clock)
            for s, b in enumerate(seats):
                got[b].append(points[s])
        for b in labels:
            per_deal[b].append(statistics.fmean(got[b]))
        if progress:
            show_progress(i + 1, deals)
    first = labels[0]
    vs = {}
    for b in labels[1:]:
        diffs = [a - c for a, c in zip(per_deal[first], per_deal[b])]
        vs[f"{first}-{b}"] = mean_ci(diffs)
    return {
        "game": game.name,
        "variant": game.variant,
        "deals": deals,
        "seed": seed,
        "duplicate": duplicate,
        "bots": names,
        "think_ms_budget": think_ms,
        "clock": clock,
        "mean": {b: mean_ci(per_deal[b]) for b in labels},
        "vs": vs,
        "think_ms": {b: percentiles(times[b]) for b in labels},
        "predicted_vs_actual": {
            b: {kind: _rates(pairs) for kind, pairs in sorted(kinds.items())}
            for b, kinds in calibration.items()
            if kinds
        },
        "seconds": round(time.perf_counter() - t0, 1),
    }


def mean_ci(xs: list[float]) -> dict[str, Any]:
    """Mean with a 95% normal-approximation confidence interval."""
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.inf
    return {"mean": round(m, 4), "ci95": [round(m - half, 4), round(m + half, 4)], "n": len(xs)}


def _rates(pairs: list[tuple[float, bool]]) -> dict[str, Any]:
    """The mean stated rate against the share that happened."""
    return {
        "n": len(pairs),
        "predicted": round(statistics.fmean(p for p, _ in pairs), 3),
        "actual": round(statistics.fmean(float(a) for _, a in pairs), 3),
    }


def percentiles(ms: list[float]) -> dict[str, Any]:
    """p50/p95/max of think times in milliseconds."""
    if not ms:
        return {"decisions": 0, "p50": 0.0, "p95": 0.0, "max": 0.0}
    s = sorted(ms)
    return {
        "decisions": len(s),
        "p50": round(s[len(s) // 2], 1),
        "p95": round(s[min(len(s) - 1, math.ceil(0.95 * len(s)) - 1)], 1),
        "max": round(s[-1], 1),
    }


def _print_summary(summary: dict[str, Any]) -> None:
    print(
        f"{summary['game']} {summary['variant']}: {summary['deals']} deals"
        f"{' (duplicate)' if summary['duplicate'] else ''}, {summary['seconds']} s"
    )
    for b, m in summary["mean"].items():
        t = summary["think_ms"][b]
        print(
            f"  {b:<10} {m['mean']:+.3f} points/deal  95% CI [{m['ci95'][0]:+.3f}, {m['ci95'][1]:+.3f}]"
            f"   think p50 {t['p50']} ms, p95 {t['p95']} ms"
        )
    for k, d in summary["vs"].items():
        print(f"  {k}: {d['mean']:+.3f}  95% CI [{d['ci95'][0]:+.3f}, {d['ci95'][1]:+.3f}]")
    for b, kinds in summary.get("predicted_vs_actual", {}).items():
        for kind, r in kinds.items():
            print(f"  {b} {kind}: predicted {r['predicted']:.0%}, actual {r['actual']:.0%} ({r['n']})")
