"""Playing a WAV file with what the computer already has: ``winsound`` on Windows, ``afplay`` on macOS, and on
Linux and the BSDs PipeWire's ``pw-play``, PulseAudio's ``paplay`` or ALSA's ``aplay``, whichever is installed.

No dependency: each of these ships with the system or its sound server. Where none is found there is no sound,
and the Settings menu says so. A player is started and left to finish (a sound is under half a second); the
finished ones are reaped on the next sound.
"""

from __future__ import annotations

import hashlib
import importlib
import logging
import os
import platform
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardtable.sound import synth

log = logging.getLogger(__name__)

# (program, arguments before the file), in order of preference
LINUX_PLAYERS = (("pw-play", ()), ("paplay", ()), ("aplay", ("-q",)))
MAC_PLAYERS = (("afplay", ()),)


class Player:
    """Plays the cues' WAV files through one way of the system's."""

    name = ""

    def play(self, path: Path) -> None:
        """Start playing ``path``; return at once."""
        raise NotImplementedError


class CommandPlayer(Player):
    """A command-line player (``afplay``, ``pw-play``, ``paplay``, ``aplay``) run once per sound."""

    def __init__(self, program: str, args: tuple[str, ...] = ()) -> None:
        self.program = program
        self.name = Path(program).name
        self.args = args
        self._running: list[subprocess.Popen[bytes]] = []

    def play(self, path: Path) -> None:
        self._running = [p for p in self._running if p.poll() is None]  # reap the finished ones
        if len(self._running) >= 4:
            return  # sounds are piling up (a busy machine): skip one rather than queue a chorus
        try:
            self._running.append(
                subprocess.Popen(
                    [self.program, *self.args, str(path)],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
            )
        except OSError as e:  # the player went away: no sound, never an error for the player
            log.info("sound: %s: %s", self.program, e)


class WinsoundPlayer(Player):
    """Windows' own ``winsound`` (asynchronous: a new sound cuts the one playing)."""

    name = "winsound"

    def play(self, path: Path) -> None:
        winsound: Any = importlib.import_module("winsound")  # Windows only (the type checker runs elsewhere)
        winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)


def find_player(system: str | None = None, which: Callable[[str], str | None] = shutil.which) -> Player | None:
    """The way this computer plays a WAV file, or None when it has none we know."""
    system = system or platform.system()
    if system == "Windows":
        return WinsoundPlayer()
    for program, args in MAC_PLAYERS if system == "Darwin" else LINUX_PLAYERS:
        found = which(program)
        if found:
            return CommandPlayer(found, args)
    return None


def cue_files(folder: Path) -> dict[str, Path]:
    """Each cue as a WAV file in ``folder``, written once (the name carries a digest of its samples)."""
    out = {}
    for cue in synth.CUES:
        data = synth.wav(synth.SOUNDS[cue]())
        path = folder / f"{cue}-{hashlib.sha256(data).hexdigest()[:12]}.wav"
        if not path.exists():
            folder.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(data)
            os.replace(tmp, path)
        out[cue] = path
    return out
