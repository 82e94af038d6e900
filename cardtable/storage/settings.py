"""User settings (``cardtable-settings/1``): a small typed object with defaults.

Loading is forgiving field by field (unknown keys are ignored, a wrong-typed
value falls back to its default) and strict about the file as a whole (a
damaged file is moved aside and every setting starts from its default).
"""

from __future__ import annotations

import base64
import binascii
import logging
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, NamedTuple

from cardtable.storage.envelope import StorageError, envelope, read_document, write_document
from cardtable.storage.paths import Paths
from cardtable.storage.quarantine import keep_copy, set_aside

KIND = "cardtable-settings"
VERSION = 1
MAX_SETTINGS_BYTES = 1_000_000
MAX_GEOMETRY_CHARS = 8192
MAX_PATH_CHARS = 4096

LANGUAGES = ("auto", "en", "hu")
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
COACH_MODES = ("off", "hints", "teaching")
TRICK_HOLDS = ("none", "last", "all")  # which finished tricks wait on the table for a click (cardtable.ui.trick_hold)
ZOOMS = (100, 110, 120, 130)  # the cards' size in per cent of what the table gives them (Ctrl + / Ctrl -)
FELTS = ("green", "blue", "red", "grey")  # the table's colour
HUNGARIAN_FACES = ("classic", "simple")  # the Hungarian deck: figures, or plain faces with large indices
FRENCH_FACES = ("classic", "four-colour")  # French suits: red and black, or four colours
CARD_BACKS = ("classic", "tartan", "waves")  # each deck's own back, or one design for every deck

log = logging.getLogger(__name__)


@dataclass
class Settings:
    """Every user setting, with its default."""

    language: str = "auto"  # "auto" follows the system locale
    animation_speed: str = "normal"
    bot_pause_ms: int = 300  # pause after a bot's card so a human can see it ("short": a brisk table)
    auto_announce: bool = True  # announce marriages (20/40) automatically
    confirm_illegal: bool = True  # explain an illegal card instead of silently refusing it
    coach_mode: str = "hints"
    window_geometry: str = ""  # base64 of QWidget.saveGeometry()
    window_state: str = ""  # base64 of QMainWindow.saveState()
    last_match_path: str = ""
    last_game: str = ""
    sound: bool = False
    trick_hold: str = "last"  # the final trick of a deal stays until the player clicks
    zoom: int = 100
    full_screen: bool = False
    felt: str = "green"
    hungarian_faces: str = "classic"
    french_faces: str = "classic"
    card_back: str = "classic"

    def to_json(self) -> dict[str, Any]:
        """The settings as a ``cardtable-settings/1`` document."""
        return envelope(KIND, VERSION, asdict(self))


DEFAULTS = Settings()


def _base64_text(value: Any) -> bool:
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY_CHARS:
        return False
    try:
        base64.b64decode(value.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError, ValueError):
        return False
    return True


def _short_text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= MAX_PATH_CHARS and "\x00" not in value


# field -> does a value from a file fit it?
_VALID = {
    "language": lambda v: v in LANGUAGES,
    "animation_speed": lambda v: v in ANIMATION_SPEEDS,
    "bot_pause_ms": lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 10_000,
    "auto_announce": lambda v: isinstance(v, bool),
    "confirm_illegal": lambda v: isinstance(v, bool),
    "coach_mode": lambda v: v in COACH_MODES,
    "window_geometry": _base64_text,
    "window_state": _base64_text,
    "last_match_path": _short_text,
    "last_game": lambda v: isinstance(v, str) and len(v) <= 40,
    "sound": lambda v: isinstance(v, bool),
    "trick_hold": lambda v: v in TRICK_HOLDS,
    "zoom": lambda v: isinstance(v, int) and not isinstance(v, bool) and v in ZOOMS,
    "full_screen": lambda v: isinstance(v, bool),
    "felt": lambda v: v in FELTS,
    "hungarian_faces": lambda v: v in HUNGARIAN_FACES,
    "french_faces": lambda v: v in FRENCH_FACES,
    "card_back": lambda v: v in CARD_BACKS,
}
assert set(_VALID) == {f.name for f in fields(Settings)}


def _valid(name: str, value: Any) -> bool:
    try:
        return bool(_VALID[name](value))
    except TypeError:  # unhashable value tested for membership
        return False


def settings_from_json(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a checked document; also the names of fields that fell back to defaults."""
    values: dict[str, Any] = {}
    replaced = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        if _valid(f.name, value):
            values[f.name] = value
        else:
            replaced.append(f.name)
    return Settings(**values), replaced


class LoadedSettings(NamedTuple):
    """The settings to use, and the problem with the file if there was one.

    ``replaced``: the fields of a readable file whose values did not fit and are back to their defaults; ``copy``:
    where the file was copied, as it was, before those values are written over.
    """

    settings: Settings
    problem: StorageError | None
    replaced: tuple[str, ...] = ()
    copy: Path | None = None


def load_settings(paths: Paths) -> LoadedSettings:
    """The user's settings; defaults if there is no file or it is damaged (then moved aside)."""
    path = paths.settings
    if not (path.exists() or path.is_symlink()):
        return LoadedSettings(Settings(), None)
    try:
        data = read_document(path, KIND, VERSION, "the settings file", MAX_SETTINGS_BYTES)
    except StorageError as e:
        problem = set_aside(e, paths.quarantine)
        log.warning("settings: %s", problem)
        return LoadedSettings(Settings(), problem)
    settings, replaced = settings_from_json(data)
    if not replaced:
        return LoadedSettings(settings, None)
    log.warning("settings: default used for %s", ", ".join(replaced))
    try:
        copy: Path | None = keep_copy(path, paths.quarantine)
    except OSError as e:
        log.warning("settings: no copy kept: %s", e)
        copy = None
    return LoadedSettings(settings, None, tuple(replaced), copy)


def save_settings(settings: Settings, paths: Paths) -> None:
    """Write the settings atomically; StorageError if the disk refuses."""
    write_document(paths.settings, settings.to_json(), "the settings file", indent=1)
