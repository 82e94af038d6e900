"""The autosave: the match in progress, written atomically after every action.

Killing the app at any moment loses at most the action being applied. On the
next start ``find_autosave`` offers the unfinished match; a damaged autosave
is moved aside and simply not offered.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from pathlib import Path

from cardtable.engine.match import Match
from cardtable.engine.protocol import State
from cardtable.storage.atomic import remove_stale_temps
from cardtable.storage.envelope import StorageError
from cardtable.storage.paths import Paths, user_paths
from cardtable.storage.saves import BotLevel, MatchFactory, MatchSave, load_save, write_save

log = logging.getLogger(__name__)


class Autosaver:
    """Writes the autosave of one match; call ``save`` after every action."""

    def __init__(self, paths: Paths | None = None) -> None:
        self.path: Path = (paths or user_paths()).autosave

    def save(self, save: MatchSave) -> None:
        """Replace the autosave atomically; StorageError if the disk refuses."""
        write_save(save, self.path, indent=None)

    def save_match(
        self,
        match: Match,
        state: State | None,
        seat_names: list[str],
        bot_levels: list[BotLevel],
        **marks: bool,
    ) -> None:
        """Capture and save a live match and its deal in progress with its marks (``MatchSave.capture``'s)."""
        self.save(MatchSave.capture(match, state, seat_names, bot_levels, **marks))

    def discard(self) -> None:
        """Remove the autosave (the match ended or the player chose a new one)."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


def find_autosave(
    paths: Paths | None = None,
    match_factory: MatchFactory | None = None,
    on_problem: Callable[[StorageError], None] | None = None,
) -> MatchSave | None:
    """The unfinished match to offer on start, or None.

    None if there is no autosave, the match in it is over, or it is damaged —
    then it is moved into the quarantine folder and ``on_problem`` hears why.
    """
    p = paths or user_paths()
    remove_stale_temps(p.autosave)
    if not (p.autosave.exists() or p.autosave.is_symlink()):
        return None
    loaded = load_save(p.autosave, p.quarantine, match_factory, what="the autosave")
    if loaded.problem is not None:
        if on_problem is not None:
            on_problem(loaded.problem)
        return None
    save = loaded.save
    assert save is not None
    match, state = save.restore(match_factory)
    if state is None and match.is_over:
        return None  # nothing left to play
    return save
