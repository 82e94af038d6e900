"""Quiet sounds at the table (Settings ▸ Sounds): a card laid, a trick gathered, your turn.

The sounds are ours (``cardtable.sound.synth``), written once as WAV files into the cache folder and played by
whatever the computer has (``cardtable.sound.player``); with no player found the menu says so and nothing plays.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.engine.protocol import Action, View
from cardtable.sound.player import Player, cue_files, find_player
from cardtable.ui.window_part import WindowPart

if TYPE_CHECKING:
    from cardtable.ui.mainwindow import MainWindow

log = logging.getLogger(__name__)


def cache_folder() -> Path:
    """Where the sounds' WAV files are written."""
    from cardtable.storage.paths import user_cache

    return user_cache() / "sounds"


class SoundCues(WindowPart):
    """Plays a cue for the table's events, when the player wants sounds and the computer can play them."""

    def __init__(self, window: MainWindow, player: Player | None = None, *, find: bool = True) -> None:
        super().__init__(window)
        self.player = player if player is not None or not find else find_player()
        self.on = False
        self._files: dict[str, Path] | None = None
        self._last_seat: int | None = None  # who acted last: your turn chimes only after someone else's move

    @property
    def available(self) -> bool:
        """Can this computer play our sounds?"""
        return self.player is not None

    def cue(self, name: str) -> None:
        """Play cue ``name`` ("card", "trick", "turn") if sounds are on."""
        if not (self.on and self.player is not None) or self.window.selftest or self.controller.autoplay_level:
            return
        try:
            if self._files is None:
                self._files = cue_files(cache_folder())
            self.player.play(self._files[name])
        except OSError as e:  # no cache folder, a full disk: the table plays on in silence
            log.info("sound: %s", e)
            self.on = False

    # the controller's events -----------------------------------------------------------------------------
    def deal_started(self, view: View) -> None:
        self._last_seat = None

    def action_done(self, seat: int, action: Action, before: View, after: View) -> None:
        self._last_seat = seat
        if action.kind == "play":
            self.cue("card")

    def trick_gathered(self, view: View) -> None:
        self.cue("trick")

    def human_turn(self, view: View) -> None:
        if self._last_seat != self.controller.human:
            self.cue("turn")
