"""Issue 30: every game at every seat count, at 800×560, 1280×800 and 1920×1080, with the coach open and closed, in
both languages — nothing covers a card's index or another item's text, every text fits or wraps, the trick's
cards (the one led first) show their indices, and each seat's things lie by its own plate.

One seeded deal per game and seat count is played through the real window (heuristic bots, random moves for the
player, every trick held on the table until it is looked at; a deal thrown in before its first trick is followed
by another, so that every game is looked at in its tricks); at a few moments of it — the auction, the first, a
middle and the last full trick — the window is shown at each size, coach and language, and the scene's items are
read back and checked (``table_check``: the same ``crowding`` check the layout model answers to without Qt,
test_table_layout.py).
"""

from __future__ import annotations

import random
import re
import time

import pytest
from PySide6.QtWidgets import QApplication
from table_check import problems

from cardtable.engine.registry import infos
from cardtable.ui import i18n
from cardtable.ui.controller import MatchConfig
from tests.ui.conftest import make_window

pytestmark = pytest.mark.gui

SIZES = [(800, 560), (1280, 800), (1920, 1080)]
CASES = [
    (g.name, str(v.value), n)
    for g in infos()
    for v in (g.variants if g.name == "ulti" else g.variants[:1])
    for n in g.player_counts
]


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def wait_for(ready, timeout: float = 90.0) -> None:
    """Let the table run (bots answer on the next turn of the event loop) until ``ready()``."""
    end = time.monotonic() + timeout
    while not ready():
        assert time.monotonic() < end, "the table got stuck"
        QApplication.processEvents()


def start(w, game: str, variant: str, players: int, seed: int) -> None:
    record = next(g for g in infos() if g.name == game)
    names = ["You", "Anna", "Bence", "Csilla", "Dénes", "Erzsi"][:players]
    options = {"players": players} if record.seats_option else {}
    w.start_match(
        MatchConfig(
            game=game,
            variant=variant or record.default_variant(),
            players=players,
            names=names,
            levels=["heuristic"] * players,  # bids as players make them: random ones end MÜ in an éclat, unplayed
            deals=1,
            seed=seed,
            rule_options=options,
        )
    )
    assert w.controller.config.players == players


def look_everywhere(w, where: str) -> list[str]:
    """The window at every size, coach and language: what is wrong with each."""
    out = []
    for lang in ("en", "hu"):
        w.menus.lang_actions[lang].trigger()
        settle()
        for coach in (False, True):
            w.toggle_coach(coach)
            for size in SIZES:
                w.resize(*size)
                settle()
                out += [f"{where} {lang} {size[0]}x{size[1]} coach={coach}: {p}" for p in problems(w)]
    w.menus.lang_actions["en"].trigger()
    return out


def moments(w, rng: random.Random):
    """Play the deal; yield a name at the moments worth a look (the table stays as it is until the next step)."""
    c = w.controller
    w.trick_hold.mode = "all"
    c.keep_tricks = True
    tricks = 0
    auction = 0
    for _ in range(400):
        wait_for(lambda: c.waiting_for_human or w.trick_hold.waiting or c.state.is_over)
        if w.trick_hold.waiting:
            if tricks in (0, 4) or (c.state.is_over):
                yield f"trick {tricks + 1}"
            tricks += 1
            w.trick_hold.release()
            continue
        if c.state.is_over:
            return
        view = w.current
        if view.phase != "play" and auction < 2 and (auction == 0 or rng.random() < 0.3):
            auction += 1
            yield f"auction ({view.phase})"
        w.input.apply_human(rng.choice(view.legal_actions))


@pytest.mark.parametrize(("game", "variant", "players"), CASES, ids=[f"{g}-{v or 'std'}-{n}" for g, v, n in CASES])
def test_nothing_covers_an_index_or_a_text_anywhere(qtbot, game, variant, players):
    w = make_window(qtbot, SIZES[1])
    w.quiet = True
    w.setUpdatesEnabled(False)  # laid out as shown, not painted: the check reads places, not pixels
    w.controller.autosaver = None
    found: list[str] = []
    seen: list[str] = []
    for seed in (3, 4, 5):  # a deal thrown in before its first trick (all passed) is followed by the next one
        start(w, game, variant, players, seed=seed)
        for where in moments(w, random.Random(seed)):
            seen.append(where)
            found += look_everywhere(w, where)
            w.resize(*SIZES[1])
        if any(where.startswith("trick") for where in seen):
            break
    i18n.set_language("en")
    assert not found, summary(found)
    assert any(where.startswith("trick") for where in seen), f"no deal was looked at in its tricks: {seen}"


def summary(found: list[str]) -> str:
    """The problems, alike ones together (the same items at other moments, sizes or languages)."""
    groups: dict[str, list[str]] = {}
    for line in found:
        where, _, what = line.partition(": ")
        key = re.sub(r"(back|won|shown\d|open\d|talon):?[^ ']*", r"\1", what)
        groups.setdefault(key, []).append(where)
    rows = [f"{what}  [{len(wheres)}× e.g. {wheres[0]}]" for what, wheres in sorted(groups.items())]
    return f"{len(found)} problems:\n" + "\n".join(rows[:80])
