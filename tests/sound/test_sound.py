"""The table's sounds: synthesised by our code (quiet, short, the same every run), written as WAV files, and played
by the first player the computer has."""

import io
import math
import stat
import wave

import pytest

from cardtable.sound import player, synth


def rms(xs):
    return math.sqrt(sum(x * x for x in xs) / len(xs))


@pytest.mark.parametrize("cue", synth.CUES)
def test_each_cue_is_short_quiet_audible_and_the_same_every_run(cue):
    samples = synth.SOUNDS[cue]()
    seconds = len(samples) / synth.RATE
    assert 0.05 < seconds < 0.5
    peak = max(abs(x) for x in samples)
    assert 0.1 < peak <= synth.PEAK + 1e-9  # heard, and never louder than a quarter of full scale
    assert rms(samples) > 0.01
    assert abs(samples[-1]) < 0.01 * synth.PEAK  # it fades out: no click at the end
    assert samples == synth.SOUNDS[cue]()


def test_the_cues_sound_different():
    card, trick, turn = (synth.SOUNDS[c]() for c in ("card", "trick", "turn"))
    assert len(card) < len(trick) < len(turn)  # a tap, a swish, a two-note chime

    def tone(xs, freq):  # the share of the sound's energy at ``freq`` (a Goertzel filter)
        w = 2 * math.pi * freq / synth.RATE
        re = sum(x * math.cos(w * i) for i, x in enumerate(xs))
        im = sum(x * math.sin(w * i) for i, x in enumerate(xs))
        return (re * re + im * im) / (len(xs) * sum(x * x for x in xs))

    assert tone(turn, 659.25) > 20 * tone(card, 659.25)  # the chime is its notes, the tap is noise
    assert tone(turn, 987.77) > 20 * tone(trick, 987.77)


def test_wav_files_read_back_as_16_bit_mono():
    samples = synth.card()
    data = synth.wav(samples)
    with wave.open(io.BytesIO(data)) as f:
        assert (f.getnchannels(), f.getsampwidth(), f.getframerate()) == (1, 2, synth.RATE)
        assert f.getnframes() == len(samples)
        frames = f.readframes(f.getnframes())
    first = int.from_bytes(frames[:2], "little", signed=True)
    assert first == round(samples[0] * 32767)


def test_cue_files_are_written_once(tmp_path):
    files = player.cue_files(tmp_path / "sounds")
    assert set(files) == set(synth.CUES)
    stamps = {cue: path.stat().st_mtime_ns for cue, path in files.items()}
    again = player.cue_files(tmp_path / "sounds")
    assert again == files and {c: p.stat().st_mtime_ns for c, p in again.items()} == stamps
    assert sorted(p.name for p in (tmp_path / "sounds").iterdir()) == sorted(p.name for p in files.values())


@pytest.mark.parametrize(
    ("system", "installed", "expected"),
    [
        ("Linux", {"pw-play", "paplay", "aplay"}, "pw-play"),
        ("Linux", {"paplay", "aplay"}, "paplay"),
        ("Linux", {"aplay"}, "aplay"),
        ("FreeBSD", {"aplay"}, "aplay"),
        ("Darwin", {"afplay", "aplay"}, "afplay"),
        ("Linux", set(), None),
        ("Darwin", set(), None),
        ("Windows", set(), "winsound"),
    ],
)
def test_the_player_is_the_first_the_system_has(system, installed, expected):
    found = player.find_player(system, which=lambda name: f"/usr/bin/{name}" if name in installed else None)
    assert (found.name if found else None) == expected


def test_a_command_player_runs_the_program_with_the_file(tmp_path):
    log = tmp_path / "played.txt"
    fake = tmp_path / "aplay"
    fake.write_text(f'#!/bin/sh\necho "$@" >> {log}\n')
    fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    files = player.cue_files(tmp_path / "sounds")
    found = player.find_player("Linux", which=lambda name: str(fake) if name == "aplay" else None)
    found.play(files["card"])
    for p in found._running:
        p.wait(timeout=10)
    assert log.read_text().split() == ["-q", str(files["card"])]


def test_a_player_that_went_away_is_silence_not_an_error(tmp_path):
    gone = player.CommandPlayer(str(tmp_path / "no-such-player"))
    gone.play(tmp_path / "x.wav")  # no exception
    assert gone._running == []


def test_windows_plays_a_cue_through_winsound_without_waiting(tmp_path, monkeypatch):
    import sys
    import types

    played = []
    fake = types.SimpleNamespace(SND_FILENAME=0x20000, SND_ASYNC=0x1, SND_NODEFAULT=0x2)
    fake.PlaySound = lambda path, flags: played.append((path, flags))
    monkeypatch.setitem(sys.modules, "winsound", fake)
    cue = player.cue_files(tmp_path)["turn"]
    player.find_player("Windows").play(cue)
    assert played == [(str(cue), 0x20000 | 0x1 | 0x2)]  # a file, asynchronous, no system beep if it fails
