"""Finding a game's lessons and puzzles in seeded deals (offline, deterministic).

The deals are played by a seeded random player of this module, steered towards a contract, not by the bots: the
bots change as they get better, and a lesson's position must not move with them.
"""

from __future__ import annotations

import importlib
import random
from collections import Counter
from collections.abc import Iterator

from cardtable import games
from cardtable.engine.protocol import Action, Game, Result, State
from cardtable.engine.record import DealRecord
from cardtable.learn import exact
from cardtable.learn.items import Course, Lesson, Puzzle
from cardtable.learn.positions import NOT_PLAY, card_plays, mover_view, only_cards
from cardtable.learn.spec import LessonSpec, PuzzleSpec
from cardtable.words import area_of


def course_spec(game: str) -> tuple[tuple[LessonSpec, ...], PuzzleSpec | None]:
    """The game's lesson specs and puzzle bounds (``cardtable/learn/courses/<game>.py``)."""
    module = importlib.import_module(f"cardtable.learn.courses.{area_of(game)}")
    return tuple(module.LESSONS), getattr(module, "PUZZLES", None)


def quiet_kinds(game: str) -> tuple[str, ...]:
    """The kinds of move the random player never chooses of itself (a course's ``QUIET``: announcements, kontras,
    giving up): a deal's contract is the steered one, not a random boast."""
    module = importlib.import_module(f"cardtable.learn.courses.{area_of(game)}")
    return (*NOT_PLAY, *getattr(module, "QUIET", ()))


class _Table:
    """Seeded deals of one game played at random, with moves steered towards a contract."""

    def __init__(self, game: Game, players: int | None) -> None:
        self.game = game
        self.players = players or game.default_players
        self.rng = random.Random(0)
        self.quiet = quiet_kinds(game.name)

    def deal(self, seed: int) -> State:
        self.rng = random.Random(f"{self.game.name}:{seed}")
        return self.game.new_deal(seed, dealer=seed % self.players, players=self.players)

    def move(self, state: State, steer: tuple[str, ...]) -> Action:
        legal = state.legal_actions()
        texts = {str(a): a for a in legal}
        for t in steer:
            if t in texts:
                return texts[t]
        playing = [a for a in legal if a.kind not in self.quiet]
        return self.rng.choice(playing or legal)

    def positions(self, seed: int, steer: tuple[str, ...]) -> Iterator[State]:
        """Every decision of the seed's deal, in order (the state is the table's: copy what you keep)."""
        state = self.deal(seed)
        while not state.is_over:
            yield state
            state.apply(self.move(state, steer))


def record_of(state: State, seed: int) -> DealRecord:
    """The position as a deal record (the deal so far; no result)."""
    rec = DealRecord.from_state(state, seed=seed)
    rec.result = None
    return rec


def find_lesson(game: Game, spec: LessonSpec, tries: int = 300) -> Lesson:
    """The first position of the seeded deals that fits ``spec``."""
    if spec.options:
        game = games.get(game.name, **dict(spec.options))
    table = _Table(game, spec.players)
    for seed in range(spec.first_seed, spec.first_seed + tries):
        for state in table.positions(seed, spec.steer):
            if not spec.when(state):
                continue
            expected = spec.expected(state)
            if expected:
                seat = state.to_move
                assert seat is not None
                return Lesson(spec.id, game.name, spec.family, seat, record_of(state, seed), tuple(map(str, expected)))
    raise LookupError(f"no position for lesson {spec.id} in {tries} deals")


def best_line(state: State, table: _Table, first: Action | None = None) -> tuple[list[str], Result]:
    """The rest of the deal from ``state``: ``first`` (if given), then every card the exact solver's best (the
    first of equals in the engine's order), any other decision the table's. The moves and the result."""
    s = state.clone()
    line: list[str] = []
    if first is not None:
        s.apply(first)
        line.append(str(first))
    while not s.is_over:
        if only_cards(s):
            values = exact.values(s)
            move = max(card_plays(s), key=lambda a: values[a])  # max keeps the first of equals
        else:
            move = table.move(s, ())
        s.apply(move)
        line.append(str(move))
    return line, s.result()


def _gains(result: Result, seat: int) -> Counter[str]:
    """The seat's gain per scoring part (a silent part is its part): paid to it +, by it −, to nobody's cost
    but another seat's gain −."""
    out: Counter[str] = Counter()
    for ln in result.lines:
        part = ln.part.removeprefix("silent-")
        if ln.payee == seat:
            out[part] += ln.amount
        elif ln.payer == seat or ln.payer == -1:
            out[part] -= ln.amount
    return out


def goal_of(best: Result, other: Result, seat: int) -> str:
    """What the best play does that the next best does not: the part it gains most on, made (``make-``),
    defended (``defend-``: the other side's part lost) or kept from the other side (``stop-``)."""
    gb, go = _gains(best, seat), _gains(other, seat)
    part = max(sorted(set(gb) | set(go)), key=lambda p: gb[p] - go[p])
    mine = [ln for ln in best.lines if ln.part.removeprefix("silent-") == part and ln.payee == seat]
    if not mine:
        return f"stop-{part}"
    return f"{'make' if mine[0].won else 'defend'}-{part}"


def find_puzzles(game: Game, spec: PuzzleSpec) -> list[Puzzle]:
    """Positions whose best play by the exact solver is strictly better than every other, at most one per deal
    and ``spec.per_goal`` per goal; each with its values and its solution played out."""
    table = _Table(game, spec.players)
    found: list[Puzzle] = []
    per_goal: Counter[str] = Counter()
    for seed in range(1, spec.seeds + 1):
        steer = spec.steers[seed % len(spec.steers)]
        for state in table.positions(seed, steer):
            view = mover_view(state)
            if not (view.phase == "play" and len(view.hand) <= spec.max_cards and only_cards(state)):
                continue
            plays = card_plays(state)
            if len(plays) < spec.min_choices:
                continue
            values = exact.values(state)
            ranked = sorted(plays, key=lambda a: -values[a])
            if values[ranked[0]] <= values[ranked[1]]:
                continue
            line, result = best_line(state, table, ranked[0])
            _other, other = best_line(state, table, ranked[1])
            goal = goal_of(result, other, view.seat)
            if per_goal[goal] >= spec.per_goal:
                continue
            per_goal[goal] += 1
            found.append(
                Puzzle(
                    f"{area_of(game.name)}-{goal}-{per_goal[goal]}",
                    game.name,
                    goal,
                    view.seat,
                    record_of(state, seed),
                    {str(a): values[a] for a in plays},
                    tuple(line),
                    seed,
                )
            )
            break
    return found


def build_course(name: str, puzzles: bool = True) -> Course:
    """Every lesson and puzzle of game ``name``, found afresh."""
    specs, pspec = course_spec(name)
    game = games.get(name)
    lessons = tuple(find_lesson(game, s) for s in specs)
    found = tuple(find_puzzles(game, pspec)) if puzzles and pspec is not None and exact.has_solver(name) else ()
    return Course(name, lessons, found)
