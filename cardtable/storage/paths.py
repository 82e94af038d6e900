"""Where cardtable keeps its files: settings, saves, the autosave, logs, quarantine.

The platform's user folders (via platformdirs) by default; the environment
variable ``CARDTABLE_HOME`` puts everything in one folder instead, which the
tests, the selftest and portable installs use.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import platformdirs

ENV_HOME = "CARDTABLE_HOME"
APP = "cardtable"


@dataclass(frozen=True)
class Paths:
    """The files and folders cardtable reads and writes."""

    settings: Path  # the settings file
    saves: Path  # folder of saved matches
    autosave: Path  # the autosave file (the unfinished match)
    logs: Path  # folder of error logs
    quarantine: Path  # folder where unreadable files are moved aside, never deleted

    def ensure(self) -> Paths:
        """Create the folders (not the files); returns self."""
        for folder in (self.settings.parent, self.saves, self.autosave.parent, self.logs, self.quarantine):
            folder.mkdir(parents=True, exist_ok=True)
        return self

    @property
    def statistics(self) -> Path:
        """The player's statistics file, beside the autosave in the user data folder."""
        return self.autosave.parent / "statistics.json"

    @property
    def learned(self) -> Path:
        """The lessons and puzzles the player has solved, beside the statistics."""
        return self.autosave.parent / "learned.json"

    def to_json(self) -> dict[str, str]:
        """The paths as a JSON-ready dict of strings."""
        return {
            "settings": str(self.settings),
            "saves": str(self.saves),
            "autosave": str(self.autosave),
            "logs": str(self.logs),
            "quarantine": str(self.quarantine),
            "statistics": str(self.statistics),
            "learned": str(self.learned),
        }


def paths_in(home: str | Path) -> Paths:
    """Every file and folder inside one folder ``home``."""
    h = Path(home).expanduser().resolve()
    return Paths(h / "settings.json", h / "saves", h / "autosave.json", h / "logs", h / "quarantine")


def user_cache(environ: Mapping[str, str] | None = None) -> Path:
    """The folder for files the program can make again (compiled translations, sounds): inside
    ``$CARDTABLE_HOME`` when set, else the platform's user cache."""
    env = os.environ if environ is None else environ
    home = env.get(ENV_HOME, "").strip()
    if home:
        return Path(home).expanduser() / "cache"
    return platformdirs.user_cache_path(APP, appauthor=False)


def user_paths(environ: Mapping[str, str] | None = None) -> Paths:
    """The paths for this user: ``$CARDTABLE_HOME`` if set, else the platform's user folders."""
    env = os.environ if environ is None else environ
    home = env.get(ENV_HOME, "").strip()
    if home:
        return paths_in(home)
    config = platformdirs.user_config_path(APP, appauthor=False)
    data = platformdirs.user_data_path(APP, appauthor=False)
    logs = platformdirs.user_log_path(APP, appauthor=False)
    return Paths(config / "settings.json", data / "saves", data / "autosave.json", logs, data / "quarantine")
