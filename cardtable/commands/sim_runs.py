"""How ``cardtable sim --bots`` plays its deals: one record per deal, on one process, on N, or on a Ray cluster,
kept in a partial-result file as they finish so that a stopped run resumes where it stopped.

A deal's record is a pure function of the run and the deal's number (the bots
are seeded by the deal and the seat), so the records — and the summary made of
them in deal order — are the same whichever process played which deal and
whether the run was stopped and resumed; only the measured times differ.
"""

from __future__ import annotations

import json
import math
import os
import random
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from cardtable import games
from cardtable.engine.protocol import Action, Game, State, View
from cardtable.storage.atomic import atomic_write

PARTIAL_FORMAT = "cardtable-sim-partial/1"
# "oracle" is the expert given every seat's true hand: a benchmark yardstick only, never a level.
BENCH_ONLY = ("oracle",)


@dataclass(frozen=True)
class Run:
    """What fixes a bot match's deals: the same run gives the same records."""

    game: str
    variant: str | None
    bots: list[str]
    deals: int
    seed: int
    duplicate: bool
    think_ms: int | None
    clock: bool

    def make_game(self) -> Game:
        """The game of the run."""
        return games.get(self.game, variant=self.variant)


class PartialFileError(ValueError):
    """A partial-result file that cannot be resumed (unreadable, not one, or not this run's)."""


def make_bot(name: str, game: Game, seed: int, clock: bool = True) -> Any:
    """A bot for ``name`` (the oracle is the expert, told the true hands later); ``clock`` False lifts its
    safety cap."""
    from cardtable.bots import SearchBot, get_bot  # bots load only for a match (the CLI starts fast)

    bot = get_bot("expert" if name == "oracle" else name, game, seed)
    bot.notes = []  # what it states, for the report
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


def judged_notes(bots: list[Any], names: list[str], result: Any) -> list[dict[str, Any]]:
    """Every note the bots stated in a finished deal, each with ``made`` as its own policy judges it: one note of
    a seat's commitment (kind and what) is judged, the last where the seat had a choice (a forced repeat — Tarokk's
    solo bidder's only talon count, ``take 0`` — does not supersede the choice), the others not (``made`` None)."""
    notes = [(s, note) for s, bot in enumerate(bots) for note in getattr(bot, "notes", None) or []]
    last: dict[tuple[int, str, str], int] = {}
    for i, (_s, note) in enumerate(notes):
        key = (note.seat, note.kind, note.what)
        if key not in last or not note.forced or notes[last[key]][1].forced:
            last[key] = i
    out = []
    for i, (s, note) in enumerate(notes):
        made = bots[s].policy.made(note, result) if last[(note.seat, note.kind, note.what)] == i else None
        out.append({"bot": names[s], **note.to_json(), "made": made})
    return out


def deal_record(run: Run, i: int) -> dict[str, Any]:
    """Deal ``i`` of the run (every rotation of the bots in duplicate): each bot's points per seat it sat in,
    its think times, and the notes it stated with what became of them."""
    game = run.make_game()
    names, n = run.bots, len(run.bots)
    deal_seed = run.seed + i
    labels = list(dict.fromkeys(names))
    times: dict[str, list[float]] = {b: [] for b in labels}
    points: dict[str, list[int]] = {b: [] for b in labels}
    notes: list[dict[str, Any]] = []
    rotations = range(n) if run.duplicate else [i % n]
    for r in rotations:
        seats = [names[(s + r) % n] for s in range(n)]
        bots = seat_bots(seats, game, deal_seed, run.clock)
        state = seeded_deal(game, deal_seed, n)
        play_out(state, bots, seats, run.think_ms, times)
        result = state.result()
        for s, b in enumerate(seats):
            points[b].append(result.points[s])
        notes += judged_notes(bots, seats, result)
    return {
        "deal": i,
        "plays": len(rotations),
        "points": points,
        "times": {b: [round(t, 1) for t in ts] for b, ts in times.items()},
        "notes": notes,
    }


def _record_of(args: tuple[Run, int]) -> dict[str, Any]:
    """``deal_record`` for a worker process (one picklable argument)."""
    return deal_record(*args)


# -- where the deals are played -------------------------------------------------------------------------------


def serial(run: Run, todo: list[int]) -> Iterator[dict[str, Any]]:
    """The deals one after another in this process."""
    for i in todo:
        yield deal_record(run, i)


def on_processes(run: Run, todo: list[int], jobs: int) -> Iterator[dict[str, Any]]:
    """The deals on ``jobs`` worker processes, each record as soon as its deal is done (any order)."""
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        pending: set[Future[dict[str, Any]]] = set()
        queue = iter(todo)
        for i in queue:
            pending.add(pool.submit(_record_of, (run, i)))
            if len(pending) >= 2 * jobs:
                break
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
                nxt = next(queue, None)
                if nxt is not None:
                    pending.add(pool.submit(_record_of, (run, nxt)))


class ClusterMissing(RuntimeError):
    """``--cluster`` without Ray installed."""


def ray_or_why() -> Any:
    """The ``ray`` module, or ClusterMissing saying how to install it."""
    try:
        import ray
    except ImportError:
        raise ClusterMissing(
            "--cluster runs the deals on Ray, which is not installed: pip install 'cardtable[cluster]'"
        ) from None
    return ray


def on_ray(run: Run, todo: list[int], address: str) -> Iterator[dict[str, Any]]:
    """The deals as Ray tasks on the cluster at ``address`` ("local": a Ray started on this machine), each record
    as soon as its deal is done."""
    ray = ray_or_why()
    ray.init(address=None if address == "local" else address, include_dashboard=False, log_to_driver=False)
    try:
        task = ray.remote(_record_of)
        pending = [task.remote((run, i)) for i in todo]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                yield ray.get(ref)
    finally:
        ray.shutdown()


# -- the partial-result file ----------------------------------------------------------------------------------


def default_partial(run: Run) -> Path:
    """Where a run keeps its finished deals unless told: the user data folder's ``sim`` folder."""
    from cardtable.storage.paths import user_paths

    stamp = time.strftime("%Y%m%d-%H%M%S")
    return user_paths().autosave.parent / "sim" / f"{run.game}-{stamp}-{os.getpid()}.partial.json"


def save_partial(path: Path, run: Run, records: Iterable[dict[str, Any]]) -> None:
    """The run and its finished deals, written atomically (a stop mid-write leaves the previous file)."""
    data = {"format": PARTIAL_FORMAT, "run": asdict(run), "records": sorted(records, key=lambda r: r["deal"])}
    atomic_write(path, json.dumps(data, separators=(",", ":")))


RECORD_KEYS = {"deal", "plays", "points", "times", "notes"}


def load_partial(path: Path) -> tuple[Run, list[dict[str, Any]]]:
    """The run and the finished deals of a partial-result file; PartialFileError saying what is wrong."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise PartialFileError(f"cannot read {path}: {e.strerror or e}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise PartialFileError(f"{path} is not a partial-result file of cardtable sim ({e})") from None
    if not isinstance(data, dict) or data.get("format") != PARTIAL_FORMAT:
        raise PartialFileError(f"{path} is not a partial-result file of cardtable sim (no {PARTIAL_FORMAT!r})")
    try:
        run = Run(**data["run"])
    except (KeyError, TypeError) as e:
        raise PartialFileError(f"{path}: its run is incomplete or has unknown fields ({e})") from None
    _check_run(path, run)
    records = data.get("records")
    if not isinstance(records, list):
        raise PartialFileError(f"{path}: 'records' must be a list of finished deals")
    seen: set[int] = set()
    for r in records:
        if not isinstance(r, dict) or set(r) != RECORD_KEYS or not isinstance(r["deal"], int):
            raise PartialFileError(f"{path}: a finished deal must have exactly {sorted(RECORD_KEYS)}")
        if not 0 <= r["deal"] < run.deals or r["deal"] in seen:
            raise PartialFileError(f"{path}: deal {r['deal']} is not one of the run's {run.deals} or comes twice")
        if set(r["points"]) != set(run.bots):
            raise PartialFileError(f"{path}: deal {r['deal']} has points for {sorted(r['points'])}, not the run's bots")
        seen.add(r["deal"])
    return run, records


def _check_run(path: Path, run: Run) -> None:
    """PartialFileError unless the run's fields are what a run can be."""
    from cardtable.bots import LEVELS

    ok = (
        run.game in games.names()
        and isinstance(run.bots, list)
        and all(b in LEVELS or b in BENCH_ONLY for b in run.bots)
        and isinstance(run.deals, int)
        and run.deals >= 1
        and isinstance(run.seed, int)
        and isinstance(run.duplicate, bool)
        and isinstance(run.clock, bool)
        and (run.think_ms is None or (isinstance(run.think_ms, int) and run.think_ms >= 1))
    )
    if not ok:
        raise PartialFileError(f"{path}: its run is not one cardtable sim can play ({asdict(run)})")
    try:
        game = run.make_game()
    except (ValueError, TypeError) as e:
        raise PartialFileError(f"{path}: {e}") from None
    if not game.min_players <= len(run.bots) <= game.max_players:
        raise PartialFileError(f"{path}: {game.describe()} is not played by {len(run.bots)} bots")


def play_run(
    run: Run,
    done: list[dict[str, Any]],
    partial: Path | None,
    jobs: int = 1,
    cluster: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[dict[str, Any]]:
    """Every deal of ``run`` (those in ``done`` are kept, not played again), in deal order; each finished deal is
    added to ``partial`` (if given) as it finishes."""
    records = {r["deal"]: r for r in done}
    todo = [i for i in range(run.deals) if i not in records]
    if cluster is not None:
        ray_or_why()  # before any file is written
    if partial is not None:
        save_partial(partial, run, records.values())
    if cluster is not None:
        stream = on_ray(run, todo, cluster)
    elif jobs > 1 and len(todo) > 1:
        stream = on_processes(run, todo, min(jobs, len(todo)))
    else:
        stream = serial(run, todo)
    for record in stream:
        records[record["deal"]] = record
        if partial is not None:
            save_partial(partial, run, records.values())
        if progress is not None:
            progress(len(records), run.deals)
    return [records[i] for i in range(run.deals)]


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


def show_progress(done: int, deals: int) -> None:
    """A ``deal k/n`` line on stderr, rewritten in place; a newline after the last deal."""
    sys.stderr.write(f"\rdeal {done}/{deals}" + ("\n" if done == deals else ""))
    sys.stderr.flush()
