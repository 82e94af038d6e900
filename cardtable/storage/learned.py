"""The lessons and puzzles the player has solved (``cardtable-learned/1``), per game.

Kept like the statistics: one small versioned document written atomically whenever something is solved, read as
hostile input; a damaged file is moved into the quarantine folder and the progress starts again from nothing (the
message says where the old file went).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtable.storage.envelope import StorageError, envelope, read_parsed, write_document
from cardtable.storage.paths import Paths, user_paths
from cardtable.storage.quarantine import read_or_set_aside

KIND = "cardtable-learned"
VERSION = 1
MAX_BYTES = 1_000_000
MAX_GAMES = 50
MAX_ITEMS = 5_000  # solved items per game
MAX_ID = 80


@dataclass
class Progress:
    """The ids of the solved lessons and puzzles, per game."""

    solved: dict[str, set[str]] = field(default_factory=dict)

    def is_solved(self, game: str, item_id: str) -> bool:
        """True when the player has solved ``item_id`` of ``game``."""
        return item_id in self.solved.get(game, set())

    def mark(self, game: str, item_id: str) -> bool:
        """Remember ``item_id`` as solved; True when it is new."""
        done = self.solved.setdefault(game, set())
        if item_id in done:
            return False
        done.add(item_id)
        return True

    def count(self, game: str) -> int:
        """How many items of ``game`` are solved."""
        return len(self.solved.get(game, set()))

    def to_json(self) -> dict[str, Any]:
        """The ``cardtable-learned/1`` document (ids sorted: the same progress, the same bytes)."""
        return envelope(KIND, VERSION, {"solved": {g: sorted(ids) for g, ids in sorted(self.solved.items())}})

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Progress:
        """Validate every field; StorageError names the first bad one."""
        solved = data.get("solved", {})
        if not isinstance(solved, dict) or len(solved) > MAX_GAMES:
            raise StorageError("the solved lessons must be an object of games")
        out = cls()
        for game, ids in solved.items():
            if not isinstance(game, str) or not 0 < len(game) <= MAX_ID:
                raise StorageError("a game's name in the solved lessons must be a short text")
            if not isinstance(ids, list) or len(ids) > MAX_ITEMS:
                raise StorageError(f"the solved lessons of {game} must be a list")
            if not all(isinstance(i, str) and 0 < len(i) <= MAX_ID for i in ids):
                raise StorageError(f"the solved lessons of {game} must be short texts")
            out.solved[game] = set(ids)
        return out


def read_progress(path: str | Path) -> Progress:
    """Read and validate a progress file; StorageError if anything is wrong."""
    return read_parsed(Path(path), KIND, VERSION, "the lessons file", Progress.from_json, MAX_BYTES)


def load_progress(paths: Paths | None = None, on_problem: Callable[[StorageError], None] | None = None) -> Progress:
    """The player's progress; empty when there is none yet, or when the file is damaged (moved aside into the
    quarantine folder, never deleted, and ``on_problem`` hears why)."""
    p = paths or user_paths()
    return read_or_set_aside(p.learned, read_progress, p.quarantine, on_problem) or Progress()


def write_progress(progress: Progress, paths: Paths | None = None) -> None:
    """Write the progress atomically; StorageError if the disk refuses."""
    p = paths or user_paths()
    write_document(p.learned, progress.to_json(), "the lessons file", indent=None)
