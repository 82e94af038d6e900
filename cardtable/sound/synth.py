"""Three quiet sounds synthesised from numbers, like the card art: a card laid, a trick taken, your turn.

Samples are 16-bit mono at ``RATE``; every sound is quiet (its peak at ``PEAK`` of full scale), short, and the
same on every run (its noise comes from a fixed seed).
"""

from __future__ import annotations

import io
import math
import random
import sys
import wave
from array import array

RATE = 22050
PEAK = 0.25  # of full scale: a table's sounds sit well under whatever else the player listens to
CUES = ("card", "trick", "turn")


def _noise(seconds: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def _lowpass(xs: list[float], cutoff: float) -> list[float]:
    """A one-pole low-pass filter at ``cutoff`` Hz (the felt takes the edge off)."""
    k = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in xs:
        y += k * (x - y)
        out.append(y)
    return out


def _scaled(xs: list[float], peak: float = PEAK) -> list[float]:
    top = max((abs(x) for x in xs), default=0.0)
    return [x * peak / top for x in xs] if top else xs


def card() -> list[float]:
    """A card laid on the felt: a short, dull tap (low-passed noise, 5 ms attack, 60 ms decay)."""
    xs = _lowpass(_noise(0.09, seed=1), 1800.0)
    n = len(xs)
    env = [min(1.0, i / (0.005 * RATE)) * math.exp(-i / (0.018 * RATE)) for i in range(n)]
    return _scaled([x * e for x, e in zip(xs, env, strict=True)])


def trick() -> list[float]:
    """A trick gathered: a soft swish whose brightness rises (noise through a sweeping low-pass), then a tap."""
    xs = _noise(0.22, seed=2)
    out, y = [], 0.0
    n = len(xs)
    for i, x in enumerate(xs):
        cutoff = 600.0 + 2400.0 * i / n
        y += (1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)) * (x - y)
        env = math.sin(math.pi * min(1.0, i / (0.16 * RATE))) if i < 0.16 * RATE else 0.0
        out.append(y * env * 0.6)
    tap = card()
    start = round(0.15 * RATE)
    for i, t in enumerate(tap):
        if start + i < n:
            out[start + i] += t * 0.8
    return _scaled(out, PEAK * 0.8)


def turn() -> list[float]:
    """Your turn: two soft bell tones a fifth apart (E5, B5), each fading out."""
    out = [0.0] * round(0.42 * RATE)
    for start, freq in ((0.0, 659.25), (0.13, 987.77)):
        s = round(start * RATE)
        for i in range(len(out) - s):
            t = i / RATE
            env = min(1.0, t / 0.006) * math.exp(-t / 0.09)
            out[s + i] += env * (math.sin(2 * math.pi * freq * t) + 0.2 * math.sin(4 * math.pi * freq * t))
    return _scaled(out, PEAK * 0.8)


SOUNDS = {"card": card, "trick": trick, "turn": turn}


def wav(samples: list[float]) -> bytes:
    """``samples`` (-1..1) as a 16-bit mono WAV file."""
    pcm = array("h", (max(-32767, min(32767, round(x * 32767))) for x in samples))
    if sys.byteorder == "big":
        pcm.byteswap()  # a WAV file is little-endian
    buf = io.BytesIO()
    with wave.open(buf, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(pcm.tobytes())
    return buf.getvalue()
