"""Lessons and puzzles as data: a position (a ``cardtable-deal/1`` record and the seat to move), the task's
expected moves and, for a puzzle, the exact solver's value of every legal move and the solution played out.

Shipped as one JSON file per game under ``cardtable/learn/data/`` (``python -m cardtable.learn.generate`` writes
them); read as hostile input like every other file: a bad file names what is wrong.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from cardtable.engine.protocol import State
from cardtable.engine.record import DealRecord, RecordError

FORMAT = "cardtable-learn/1"
DATA = Path(__file__).parent / "data"
FAMILIES = ("deal", "bidding", "follow", "own-rule", "scoring")  # a lesson's rule family, in teaching order


class LearnDataError(ValueError):
    """A lessons file that does not read; the message says why."""


@dataclass(frozen=True)
class Lesson:
    """A position that teaches one rule family: the task is to play one of ``expected`` (the engine's texts)."""

    id: str  # also its phrasebook key: lesson.<id>.title / intro / right / wrong
    game: str
    family: str
    seat: int
    record: DealRecord
    expected: tuple[str, ...]

    def position(self) -> State:
        """The position, replayed through the engine."""
        return self.record.replay()

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "family": self.family,
            "seat": self.seat,
            "expected": list(self.expected),
            "record": self.record.to_json(),
        }


@dataclass(frozen=True)
class Puzzle:
    """A position with one strictly best play by the exact open-hand solver."""

    id: str
    game: str
    goal: str  # phrasebook key puzzle.<goal>.title / intro: what the best play makes or defends
    seat: int
    record: DealRecord
    values: dict[str, float]  # every legal move's exact value to the seat (its points, both sides playing best)
    solution: tuple[str, ...]  # the best move, then both sides' best replies to the deal's end
    seed: int = 0
    expected: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "expected", self.solution[:1])

    def position(self) -> State:
        """The position, replayed through the engine."""
        return self.record.replay()

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "goal": self.goal,
            "seat": self.seat,
            "expected": list(self.expected),
            "values": dict(self.values),
            "solution": list(self.solution),
            "record": self.record.to_json(),
        }


@dataclass(frozen=True)
class Course:
    """One game's lessons and puzzles."""

    game: str
    lessons: tuple[Lesson, ...] = ()
    puzzles: tuple[Puzzle, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "game": self.game,
            "lessons": [x.to_json() for x in self.lessons],
            "puzzles": [x.to_json() for x in self.puzzles],
        }

    def dumps(self) -> str:
        """The file's text (stable: regenerating gives the same bytes)."""
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1, sort_keys=False) + "\n"

    def items(self) -> tuple[Lesson | Puzzle, ...]:
        """The lessons, then the puzzles."""
        return (*self.lessons, *self.puzzles)

    def find(self, item_id: str) -> Lesson | Puzzle | None:
        """The lesson or puzzle named ``item_id``."""
        return next((x for x in self.items() if x.id == item_id), None)


def data_file(game: str) -> Path:
    """The shipped file of ``game``'s lessons and puzzles."""
    return DATA / f"{game.replace('-', '_')}.json"


def _text(d: dict, key: str, where: str) -> str:
    v = d.get(key)
    if not isinstance(v, str) or not v:
        raise LearnDataError(f"{where}: {key} must be a text")
    return v


def _texts(d: dict, key: str, where: str) -> tuple[str, ...]:
    v = d.get(key)
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise LearnDataError(f"{where}: {key} must be a list of texts")
    return tuple(v)


def _common(d: Any, game: str, where: str) -> tuple[str, int, DealRecord]:
    if not isinstance(d, dict):
        raise LearnDataError(f"{where} is not an object")
    seat = d.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise LearnDataError(f"{where}: seat must be a seat number")
    try:
        record = DealRecord.from_json(d.get("record"))
    except RecordError as e:
        raise LearnDataError(f"{where}: {e.message}") from None
    if record.game != game:
        raise LearnDataError(f"{where}: its record is a deal of {record.game}, not {game}")
    return _text(d, "id", where), seat, record


def course_from_json(data: Any, game: str) -> Course:
    """A course from its parsed file; LearnDataError names the first bad field."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LearnDataError(f"not a {FORMAT} document")
    if data.get("game") != game:
        raise LearnDataError(f"the file holds {data.get('game')!r}, not {game}")
    lessons, puzzles = data.get("lessons"), data.get("puzzles")
    if not isinstance(lessons, list) or not isinstance(puzzles, list):
        raise LearnDataError("lessons and puzzles must be lists")
    out_l = []
    for i, d in enumerate(lessons):
        where = f"lesson {i + 1}"
        item_id, seat, record = _common(d, game, where)
        family = _text(d, "family", where)
        if family not in FAMILIES:
            raise LearnDataError(f"{where}: unknown family {family!r}")
        out_l.append(Lesson(item_id, game, family, seat, record, _texts(d, "expected", where)))
    out_p = []
    for i, d in enumerate(puzzles):
        where = f"puzzle {i + 1}"
        item_id, seat, record = _common(d, game, where)
        values = d.get("values")
        if not isinstance(values, dict) or not all(
            isinstance(v, int | float) and not isinstance(v, bool) for v in values.values()
        ):
            raise LearnDataError(f"{where}: values must map moves to numbers")
        out_p.append(
            Puzzle(
                item_id,
                game,
                _text(d, "goal", where),
                seat,
                record,
                {str(k): float(v) for k, v in values.items()},
                _texts(d, "solution", where),
            )
        )
    return Course(game, tuple(out_l), tuple(out_p))


@cache
def course(game: str) -> Course:
    """The shipped lessons and puzzles of ``game`` (empty when it has none)."""
    path = data_file(game)
    if not path.exists():
        return Course(game)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise LearnDataError(f"{path.name}: {e}") from None
    return course_from_json(data, game)
