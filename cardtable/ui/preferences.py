"""The player's settings: where they are kept, and what each choice of the Settings menu changes at the table."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from cardtable.ui import pixmaps
from cardtable.ui.i18n import QT_TRANSLATE_NOOP
from cardtable.ui.trick_hold import HOLDS

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from cardtable.storage.paths import Paths
    from cardtable.storage.settings import LoadedSettings, Settings
    from cardtable.ui.mainwindow import MainWindow

log = logging.getLogger(__name__)

PAUSES = {"none": 0, "short": 300, "normal": 600, "long": 1200}


def trick_pause(bot_pause_ms: int) -> int:
    """How long a finished trick lies on the table before it is gathered: a moment longer than a card's pause."""
    return 200 + max(0, bot_pause_ms)


class SettingsStore:
    """The user's settings: ``cardtable.storage.settings`` when it works, else kept in memory.

    ``persist=False`` reads them but never writes (the selftest leaves the user's settings alone).
    """

    def __init__(self, *, persist: bool = True) -> None:
        self.persist = persist
        self.paths: Paths | None = None
        self.settings: Settings
        self.loaded: LoadedSettings | None = None  # how the file read: its problem, the values put back to defaults
        try:
            from cardtable.storage.paths import user_paths
            from cardtable.storage.settings import load_settings

            self.paths = user_paths()
            self.loaded = load_settings(self.paths)
            self.settings = self.loaded.settings
        except Exception as e:  # storage must never keep the table from opening
            log.warning("settings unavailable: %s", e)
            from cardtable.storage.settings import Settings

            self.settings = Settings()

    def save(self) -> None:
        """Write the settings (quietly: a full disk must not stop a game)."""
        if self.paths is None or not self.persist:
            return
        try:
            from cardtable.storage.settings import save_settings

            self.paths.ensure()
            save_settings(self.settings, self.paths)
        except Exception as e:
            log.warning("could not save settings: %s", e)


def _tr(text: str) -> str:
    """``text`` (marked with ``QT_TRANSLATE_NOOP`` in this context) in the UI language."""
    return QCoreApplication.translate("Preferences", text)


# what the player calls each stored setting (the menus' words), for "these settings are back to their defaults"
SETTING_NAMES = {
    "language": QT_TRANSLATE_NOOP("Preferences", "Language"),
    "animation_speed": QT_TRANSLATE_NOOP("Preferences", "Animation speed"),
    "bot_pause_ms": QT_TRANSLATE_NOOP("Preferences", "Pause after each card"),
    "auto_announce": QT_TRANSLATE_NOOP("Preferences", "Announce 20/40 and the king automatically"),
    "confirm_illegal": QT_TRANSLATE_NOOP("Preferences", "Explain a refused card"),
    "coach_mode": QT_TRANSLATE_NOOP("Preferences", "Coach"),
    "window_geometry": QT_TRANSLATE_NOOP("Preferences", "Window size and place"),
    "window_state": QT_TRANSLATE_NOOP("Preferences", "Window size and place"),
    "last_match_path": QT_TRANSLATE_NOOP("Preferences", "Last match"),
    "last_game": QT_TRANSLATE_NOOP("Preferences", "Last game"),
    "sound": QT_TRANSLATE_NOOP("Preferences", "Sound"),
    "trick_hold": QT_TRANSLATE_NOOP("Preferences", "Finished tricks"),
    "zoom": QT_TRANSLATE_NOOP("Preferences", "Card size"),
    "full_screen": QT_TRANSLATE_NOOP("Preferences", "Full screen"),
    "felt": QT_TRANSLATE_NOOP("Preferences", "Table colour"),
    "hungarian_faces": QT_TRANSLATE_NOOP("Preferences", "Hungarian cards"),
    "french_faces": QT_TRANSLATE_NOOP("Preferences", "French-suited cards"),
    "card_back": QT_TRANSLATE_NOOP("Preferences", "Card backs"),
}


def reset_notice(loaded: LoadedSettings | None) -> Callable[[], str] | None:
    """What the window says about a settings file that was not used as it was (None: it was), in words that
    follow the language."""
    if loaded is None:
        return None
    if loaded.problem is not None:
        moved = getattr(loaded.problem, "quarantined", None)
        if moved is None:
            return lambda: QCoreApplication.translate(
                "Preferences", "Your settings could not be read, so every setting is back to its default."
            )
        return lambda: QCoreApplication.translate(
            "Preferences",
            "Your settings could not be read, so every setting is back to its default; the file was moved to {path}.",
        ).format(path=moved)
    if not loaded.replaced:
        return None
    fields = list(dict.fromkeys(loaded.replaced))

    def names() -> str:
        return ", ".join(
            dict.fromkeys(_tr(SETTING_NAMES[f]) if f in SETTING_NAMES else f.replace("_", " ") for f in fields)
        )

    if loaded.copy is None:
        return lambda: QCoreApplication.translate(
            "Preferences", "These settings were not valid and are back to their defaults: {names}."
        ).format(names=names())
    return lambda: QCoreApplication.translate(
        "Preferences",
        "These settings were not valid and are back to their defaults: {names}. The file as it was is kept at {path}.",
    ).format(names=names(), path=loaded.copy)


class Preferences:
    """A choice of the Settings menu: applied to the table at once, and remembered."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.store = window.store
        self.notice_box: QMessageBox | None = None  # the box that said which settings were put back

    def tell_reset(self) -> None:
        """Say in the status bar which settings could not be used as they were stored (once, at start-up)."""
        notice = reset_notice(self.store.loaded)
        self.store.loaded = None  # said once
        if notice is None:
            return
        w = self.window
        w.say(notice, error=True)
        if not (w.selftest or w.quiet):  # a match started at once would clear the status bar: a box stays
            from cardtable.ui.notice import show_notice

            self.notice_box = show_notice(w, "cardtable", notice())

    def apply_stored(self) -> None:
        """The stored settings, on a table just built."""
        s = self.store.settings
        w = self.window
        w.controller.bot_pause_ms = s.bot_pause_ms
        w.controller.trick_pause_ms = trick_pause(s.bot_pause_ms)
        w.controller.auto_announce = s.auto_announce
        w.scene.speed = s.animation_speed
        w.trick_hold.mode = s.trick_hold
        w.controller.keep_tricks = w.trick_hold.keeps_every()
        w.scene.set_zoom(s.zoom / 100)
        w.scene.set_felt(s.felt)
        pixmaps.set_style(s.hungarian_faces, s.french_faces, s.card_back)
        w.sounds.on = s.sound

    def set_speed(self, speed: str) -> None:
        """Animation speed ("off" is instant)."""
        self.window.scene.speed = speed
        self.store.settings.animation_speed = speed
        self.store.save()

    def set_pause(self, key: str) -> None:
        """How long the table waits after each bot move."""
        self.window.controller.bot_pause_ms = PAUSES[key]
        self.window.controller.trick_pause_ms = trick_pause(PAUSES[key])
        self.store.settings.bot_pause_ms = PAUSES[key]
        self.store.save()

    def set_trick_hold(self, mode: str) -> None:
        """Which finished tricks stay on the table until the player clicks: "none", "last" or "all"."""
        hold = self.window.trick_hold
        hold.mode = mode if mode in HOLDS else "last"
        self.window.controller.keep_tricks = hold.keeps_every()
        self.store.settings.trick_hold = hold.mode
        self.store.save()

    def set_auto_announce(self, on: bool) -> None:
        """Announce marriages and mark the king automatically."""
        self.window.controller.auto_announce = bool(on)
        self.store.settings.auto_announce = bool(on)
        self.store.save()

    def set_teaching(self, on: bool) -> None:
        """The coach looks at every move before it is made ("teaching"), or only gives hints when asked."""
        self.store.settings.coach_mode = "teaching" if on else "hints"
        self.store.save()

    def zoom(self, step: int) -> None:
        """Larger (``step`` 1) or smaller (-1) cards, one step of ``ZOOMS``; 0 is the table's own size."""
        from cardtable.storage.settings import ZOOMS

        now = self.store.settings.zoom
        at = ZOOMS.index(now) if now in ZOOMS else 0
        chosen = ZOOMS[0] if step == 0 else ZOOMS[max(0, min(len(ZOOMS) - 1, at + step))]
        self.window.scene.set_zoom(chosen / 100)
        self.window.say(lambda: self.window.tr("Cards at {n} %").format(n=chosen))
        if chosen != now:
            self.store.settings.zoom = chosen
            self.store.save()

    def set_full_screen(self, on: bool) -> None:
        """The window fills the screen (F11), or goes back to its size; remembered for the next start."""
        self.window.show_full_screen(bool(on))
        self.store.settings.full_screen = bool(on)
        self.store.save()

    def set_felt(self, name: str) -> None:
        """The table's colour."""
        self.window.scene.set_felt(name)
        self.store.settings.felt = name
        self.store.save()

    def set_cards(self, *, hungarian: str | None = None, french: str | None = None, back: str | None = None) -> None:
        """The faces of the Hungarian or the French-suited decks, or the backs of every deck."""
        s = self.store.settings
        s.hungarian_faces = hungarian or s.hungarian_faces
        s.french_faces = french or s.french_faces
        s.card_back = back or s.card_back
        pixmaps.set_style(s.hungarian_faces, s.french_faces, s.card_back)
        self.window.redraw_cards()
        self.store.save()

    def set_sound(self, on: bool) -> None:
        """Quiet sounds for a card laid, a trick gathered and your turn."""
        self.window.sounds.on = bool(on)
        self.store.settings.sound = bool(on)
        self.store.save()
        if on:
            self.window.sounds.cue("turn")  # what it sounds like

    def set_language(self, lang: str) -> None:
        """Switch language now, and remember it."""
        from cardtable.ui import i18n

        i18n.set_language(lang)
        self.store.settings.language = lang
        self.store.save()
        self.window.retranslate()
