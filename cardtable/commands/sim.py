"""``cardtable sim``: play many deals headless.

Without ``--bots`` every deal is random play that checks the engine's
invariants. With ``--bots A,B[,C]`` the named bot levels play each other; with
``--duplicate`` every deal is replayed with the bots rotated through the seats,
so luck of the cards cancels out. The summary gives each bot's mean points per
deal with a 95% Student-t interval, the paired difference of the first bot
against each other one, and think-time percentiles. Where a bot states what it
commits to (``bots/stated.py``: a contract, a take, a raise, a task, a claim),
``contracts`` counts its contracts (forced, below their own break-even, the
stated rates' sum, how many were made; ``by_what`` per contract), ``predicted_vs_actual`` sets the mean
stated rate beside the share made per kind of decision, ``per_deal`` counts the
decisions per deal (``takes_per_deal`` where the game has takes).

The deals run on ``--jobs N`` processes (or ``--cluster ADDRESS``: Ray) with
the same summary as one process; every finished deal is kept in a partial-result
file, so a stopped run goes on with ``--resume FILE`` (``commands/sim_runs.py``).
``--ladder`` plays the three steps of the level order; ``--deviations A,B`` says
which of A's decisions win or lose against B's, step by step
(``commands/deviations.py``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from cardtable import games
from cardtable.bots.stated import Stated
from cardtable.commands.arguments import bounded
from cardtable.commands.intervals import above_zero, interval_text, mean_ci
from cardtable.commands.sim_runs import (
    BENCH_ONLY,
    ClusterMissing,
    PartialFileError,
    Run,
    default_partial,
    load_partial,
    percentiles,
    play_run,
    show_progress,
)
from cardtable.engine.protocol import Game
from cardtable.engine.randomplay import check_random_deal

STATED_FIELDS = ("kind", "what", "seat", "contract", "rate", "break_even", "forced")


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("sim", help="play deals headless: random invariant checks, or bot matches with --bots")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--game", default=None, choices=games.names(), help="the game (or --resume)")
    p.add_argument("--variant", default=None, help="rule variant, e.g. 4m for ulti")
    p.add_argument("--deals", type=_positive, default=None, help="number of deals (default 100)")
    p.add_argument("--seed", type=int, default=None, help="first seed (default 0)")
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
    p.add_argument(
        "--jobs", type=_jobs, default=1, help="with --bots: play the deals on this many processes (same results)"
    )
    p.add_argument(
        "--cluster",
        metavar="ADDRESS",
        default=None,
        help="with --bots: play the deals on the Ray cluster at ADDRESS ('local' starts one here); needs "
        "pip install 'cardtable[cluster]'",
    )
    p.add_argument(
        "--partial",
        metavar="FILE",
        type=Path,
        default=None,
        help="with --bots: keep the finished deals in FILE as they finish (default: a file in the user data "
        "folder, named on stderr); removed once the run is done",
    )
    which.add_argument(
        "--resume",
        metavar="FILE",
        type=Path,
        default=None,
        help="finish the run whose finished deals FILE keeps (it names the game, bots, deals and seed)",
    )
    p.add_argument("--progress", action="store_true", help="print progress to stderr")
    p.add_argument("--json", action="store_true", help="print a JSON summary")


_positive = bounded(int, "the number", 1)
_jobs = bounded(int, "--jobs", 1, 256)
# what a partial-result file fixes: --resume refuses them
RUN_ARGS = (
    *("variant", "deals", "seed", "bots", "duplicate", "think_ms"),
    *("ladder", "deviations", "steps", "players"),
)


def run(args: argparse.Namespace) -> int:
    if args.resume is not None:
        return _run_resume(args)
    args.deals = 100 if args.deals is None else args.deals
    args.seed = 0 if args.seed is None else args.seed
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
    if args.bots is None and (args.jobs > 1 or args.cluster is not None or args.partial is not None):
        sys.stderr.write("cardtable sim: --jobs, --cluster and --partial are for bot matches (--bots)\n")
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
    if args.duplicate and len(set(names)) == 1:
        sys.stderr.write(
            f"cardtable sim: every seat is {names[0]}: duplicate play would replay each deal {len(names)} times "
            "with the same bots in the same seats; self-play needs no --duplicate\n"
        )
        return 2
    match = Run(game.name, game.variant or None, names, args.deals, args.seed, args.duplicate, args.think_ms,
                not args.no_clock)  # fmt: skip
    return _play_match(match, [], args.partial or default_partial(match), args)


def _run_resume(args: argparse.Namespace) -> int:
    """``--resume FILE``: the run the file names, its finished deals kept, the rest played."""
    given = [f"--{a.replace('_', '-')}" for a in RUN_ARGS if getattr(args, a) not in (None, False)]
    if given or args.no_clock or args.partial is not None:
        sys.stderr.write(
            f"cardtable sim: --resume takes the run from its file; drop {', '.join(given) or '--no-clock/--partial'}\n"
        )
        return 2
    try:
        match, done = load_partial(args.resume)
    except PartialFileError as e:
        sys.stderr.write(f"cardtable sim: {e}\n")
        return 2
    return _play_match(match, done, args.resume, args)


def _play_match(match: Run, done: list[dict[str, Any]], partial: Path, args: argparse.Namespace) -> int:
    """Play the rest of ``match`` (``done`` kept) into ``partial``, print the summary, drop the partial file."""
    sys.stderr.write(
        f"cardtable sim: finished deals are kept in {partial}; if this run stops, "
        f"'cardtable sim --resume {partial}' finishes it\n"
    )
    t0 = time.perf_counter()
    try:
        records = play_run(
            match, done, partial, args.jobs, args.cluster, progress=show_progress if args.progress else None
        )
    except ClusterMissing as e:
        sys.stderr.write(f"cardtable sim: {e}\n")
        return 2
    except (RuntimeError, ValueError) as e:
        sys.stderr.write(f"cardtable sim: {e}\n")
        return 1
    except OSError as e:
        sys.stderr.write(f"cardtable sim: cannot keep the finished deals in {partial}: {e.strerror or e}\n")
        return 1
    summary = summarize(match, records, time.perf_counter() - t0)
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        _print_summary(summary)
    partial.unlink(missing_ok=True)
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
                "shown": above_zero(vs),
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
            verdict = "shown" if st["shown"] else "not shown"
            print(f"  {st['step']:<20} {st['mean']:+.3f}  {interval_text(st)}  {verdict}  ({st['seconds']} s)")
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


def bot_match(
    game: Game,
    names: list[str],
    deals: int,
    seed: int,
    duplicate: bool,
    think_ms: int | None,
    progress: bool = False,
    clock: bool = True,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play the match and summarise it (see the module docstring)."""
    run = Run(game.name, game.variant or None, list(names), deals, seed, duplicate, think_ms, clock)
    t0 = time.perf_counter()
    records = play_run(run, [], None, jobs, progress=show_progress if progress else None)
    return summarize(run, records, time.perf_counter() - t0)


def summarize(run: Run, records: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    """The summary of a match from its deals' records (in deal order)."""
    labels = list(dict.fromkeys(run.bots))
    per_deal = {b: [statistics.fmean(r["points"][b]) for r in records] for b in labels}
    first = labels[0]
    vs = {}
    for b in labels[1:]:
        vs[f"{first}-{b}"] = mean_ci([a - c for a, c in zip(per_deal[first], per_deal[b])])
    plays = sum(r["plays"] for r in records)
    notes = [n for r in records for n in r["notes"]]
    return {
        "game": run.game,
        "variant": run.make_game().variant,
        "deals": run.deals,
        "seed": run.seed,
        "duplicate": run.duplicate,
        "bots": run.bots,
        "think_ms_budget": run.think_ms,
        "clock": run.clock,
        "mean": {b: mean_ci(per_deal[b]) for b in labels},
        "vs": vs,
        "think_ms": {b: percentiles([t for r in records for t in r["times"][b]]) for b in labels},
        "contracts": {
            b: {**contracts([n for n in notes if n["bot"] == b]), "below": below_notes(records, b)}
            for b in labels
            if _stated_any(notes, b)
        },
        "predicted_vs_actual": {b: kinds for b in labels if (kinds := _rates([n for n in notes if n["bot"] == b]))},
        "per_deal": {b: _per_deal([n for n in notes if n["bot"] == b], plays) for b in labels if _stated_any(notes, b)},
        **_takes(notes, labels, plays),
        "seconds": round(seconds, 1),
    }


def _stated_any(notes: list[dict[str, Any]], bot: str) -> bool:
    return any(n["bot"] == bot for n in notes)


def contracts(notes: list[dict[str, Any]]) -> dict[str, Any]:
    """A bot's contracts that came to be judged: how many, forced, stated (with a rate), below their own
    break-even, the sum of the stated rates and how many were made (of all, and of the stated)."""
    judged = [n for n in notes if n["contract"] and n["made"] is not None]
    stated = [n for n in judged if n["rate"] is not None]
    return {
        "n": len(judged),
        "forced": sum(n["forced"] for n in judged),
        "stated": len(stated),
        "below_break_even": sum(_below(n) for n in stated),
        "predicted": round(sum(n["rate"] for n in stated), 3),
        "made": sum(n["made"] for n in judged),
        "made_stated": sum(n["made"] for n in stated),
        "by_what": _rates(stated, "what"),  # per contract: passz, piros passz, a task…
    }


def _below(note: dict[str, Any]) -> bool:
    """A note chosen by choice at a stated rate below its own break-even (as ``Stated.below_break_even``)."""
    return Stated(**{k: note[k] for k in STATED_FIELDS}).below_break_even


def below_notes(records: list[dict[str, Any]], bot: str) -> list[dict[str, Any]]:
    """Each contract ``bot`` chose below its own break-even: its deal, seat, contract, stated rate, break-even,
    whether it was made, and ``after``, what the seat stated just before it in that deal (its notes come in
    order, one seat's after another's): a contract after the seat's own take is weighed against the pass it
    gave up, so a bad talon after a good take shows here, beside a bad choice."""
    keep = ("seat", "what", "rate", "break_even", "made")
    out = []
    for r in records:
        notes = r["notes"]
        for i, n in enumerate(notes):
            if n["bot"] != bot or not n["contract"] or n["made"] is None or not _below(n):
                continue
            j = i
            while j > 0 and notes[j - 1]["bot"] == bot and notes[j - 1]["seat"] == n["seat"]:
                j -= 1
            after = list(
                dict.fromkeys(m["kind"] for m in notes[j:i] if m["what"] != n["what"] or m["kind"] != n["kind"])
            )
            out.append({"deal": r["deal"], **{k: n[k] for k in keep}, "after": after})
    return out


def _rates(notes: list[dict[str, Any]], key: str = "kind") -> dict[str, dict[str, Any]]:
    """Per kind of decision (or per ``key`` of the note: ``what``, the contract), over its judged notes with a
    stated rate: the mean stated rate against the share made, and how many were below their break-even."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for n in notes:
        if n["rate"] is not None and n["made"] is not None:
            groups.setdefault(n[key], []).append(n)
    return {
        kind: {
            "n": len(ns),
            "predicted": round(statistics.fmean(n["rate"] for n in ns), 3),
            "actual": round(statistics.fmean(float(n["made"]) for n in ns), 3),
            "below_break_even": sum(_below(n) for n in ns),
        }
        for kind, ns in sorted(groups.items())
    }


def _per_deal(notes: list[dict[str, Any]], plays: int) -> dict[str, float]:
    """Per kind of decision, how many a bot made per deal played (all its seats together)."""
    counts: dict[str, int] = {}
    for n in notes:
        counts[n["kind"]] = counts.get(n["kind"], 0) + 1
    return {kind: round(k / max(1, plays), 3) for kind, k in sorted(counts.items())}


def _takes(notes: list[dict[str, Any]], labels: list[str], plays: int) -> dict[str, Any]:
    """``takes_per_deal`` per bot, where the game has takes (Ulti's talon): every take, judged or not."""
    if not any(n["kind"] == "take" for n in notes):
        return {}
    return {
        "takes_per_deal": {
            b: round(sum(n["kind"] == "take" and n["bot"] == b for n in notes) / max(1, plays), 3) for b in labels
        }
    }


def _print_summary(summary: dict[str, Any]) -> None:
    print(
        f"{summary['game']} {summary['variant']}: {summary['deals']} deals"
        f"{' (duplicate)' if summary['duplicate'] else ''}, {summary['seconds']} s"
    )
    for b, m in summary["mean"].items():
        t = summary["think_ms"][b]
        print(
            f"  {b:<10} {m['mean']:+.3f} points/deal  {interval_text(m)}   think p50 {t['p50']} ms, p95 {t['p95']} ms"
        )
    for k, d in summary["vs"].items():
        print(f"  {k}: {d['mean']:+.3f}  {interval_text(d)}")
    for b, c in summary["contracts"].items():
        print(
            f"  {b} contracts: {c['n']} ({c['forced']} forced), {c['below_break_even']} of {c['stated']} stated "
            f"below break-even, predicted {c['predicted']:.1f} made {c['made_stated']} (all made: {c['made']})"
        )
    for b, kinds in summary["predicted_vs_actual"].items():
        for kind, r in kinds.items():
            print(f"  {b} {kind}: predicted {r['predicted']:.0%}, actual {r['actual']:.0%} ({r['n']})")
    for b, takes in summary.get("takes_per_deal", {}).items():
        print(f"  {b} takes per deal: {takes}")
