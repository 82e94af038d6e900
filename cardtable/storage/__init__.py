"""User data: settings, match saves, the autosave; atomic writes and hostile-input-safe loading.

Pure Python (no Qt). Every file carries a ``format`` version; a damaged file
gives a ``StorageError`` with a one-line message and is moved aside into the
quarantine folder, never deleted.
"""

from cardtable.storage.atomic import atomic_write
from cardtable.storage.autosave import Autosaver, find_autosave
from cardtable.storage.envelope import StorageError
from cardtable.storage.paths import ENV_HOME, Paths, paths_in, user_paths
from cardtable.storage.quarantine import quarantine
from cardtable.storage.saves import (
    FinishedDeal,
    LoadedSave,
    MatchSave,
    default_match_factory,
    load_save,
    read_save,
    write_save,
)
from cardtable.storage.settings import LoadedSettings, Settings, load_settings, save_settings

__all__ = [
    "ENV_HOME",
    "Autosaver",
    "FinishedDeal",
    "LoadedSave",
    "LoadedSettings",
    "MatchSave",
    "Paths",
    "Settings",
    "StorageError",
    "atomic_write",
    "default_match_factory",
    "find_autosave",
    "load_save",
    "load_settings",
    "paths_in",
    "quarantine",
    "read_save",
    "save_settings",
    "user_paths",
    "write_save",
]
