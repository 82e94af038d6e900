"""The selftest plays a whole deal in the real window, in both languages, and saves a screenshot."""

import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage


def _every_game_and_seat_count():
    from cardtable.engine.registry import infos

    out = []
    for record in infos():
        for players in record.player_counts:
            out.append((record.name, players))
    return out


@pytest.mark.gui
@pytest.mark.parametrize(("game", "players"), _every_game_and_seat_count())
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_selftest_plays_a_deal_and_saves_a_screenshot(tmp_path, game, players, lang):
    """Issue 11's proof: every game at every seat count its engine supports, in both languages."""
    shot = tmp_path / f"{game}-{players}-{lang}.png"
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    command = ["--selftest", "--game", game, "--players", str(players), "--lang", lang, "--screenshot", str(shot)]
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable", *command],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "selftest ok" in proc.stdout
    assert "by heuristic bots" in proc.stdout  # real play, not random moves
    image = QImage(str(shot))
    assert image.width() >= 1000 and image.height() >= 600
    # the selftest must not write the user's settings
    assert not (tmp_path / "home" / "settings.json").exists()
    assert not (tmp_path / "home" / "statistics.json").exists()  # nor count in the statistics


def test_selftest_rejects_an_unknown_game(tmp_path):
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable", "--selftest", "--game", "chess"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert "invalid choice" in proc.stderr
    assert "Traceback" not in proc.stderr


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--game", "ulti", "--players", "4"], "ulti is played by 3 players, not 4"),
        (["--game", "tarokk", "--players", "3"], "tarokk is played by 4 or 5 players, not 3"),
        (["--game", "mu", "--players", "9"], "mu is played by 3 to 6 players, not 9"),
        (["--game", "ecarte", "--variant", "4m"], "no variant"),
        (["--players", "3"], "need --game"),
    ],
)
def test_a_seat_count_or_variant_the_game_does_not_have_is_refused_in_one_line(tmp_path, args, words):
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable", "--selftest", *args], env=env, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2
    assert words in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_a_screenshot_folder_gets_the_picture_inside_it(tmp_path):
    """Issue 31 (5): --screenshot DIR writes DIR/cardtable-GAME-LANG.png, never "ok" with nothing written."""
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    folder = tmp_path / "shots"
    folder.mkdir()
    command = ["--selftest", "--game", "ecarte", "--lang", "hu", "--screenshot", str(folder)]
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable", *command], env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    shot = folder / "cardtable-ecarte-hu.png"
    assert str(shot) in proc.stdout
    assert QImage(str(shot)).width() >= 1000


@pytest.mark.parametrize(
    ("where", "words"),
    [
        ("missing/shot.png", "does not exist"),  # a folder that is not there
        ("afile.png/shot.png", "does not exist"),  # a file where the folder should be
    ],
)
def test_a_screenshot_that_cannot_be_written_is_refused_before_playing(tmp_path, where, words):
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    (tmp_path / "afile.png").write_bytes(b"")
    command = ["--selftest", "--game", "ecarte", "--screenshot", str(tmp_path / where)]
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable", *command], env=env, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2 and "ok" not in proc.stdout
    assert words in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_a_screenshot_the_disk_refuses_fails_the_selftest(tmp_path):
    """The picture is checked after it is written: a write that fails is a failure, not "ok"."""
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    target = tmp_path / "taken.png"
    target.mkdir()  # a folder named like the file: the folder rule turns it into taken.png/cardtable-….png…
    (target / "cardtable-ecarte-en.png").mkdir()  # …which is a folder too, so nothing can be written there
    command = ["--selftest", "--game", "ecarte", "--lang", "en", "--screenshot", str(target)]
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable", *command], env=env, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode != 0 and "selftest ok" not in proc.stdout
    assert "Traceback" not in proc.stderr


def test_help_lists_the_app_options_next_to_the_subcommands(capsys):
    from cardtable import cli

    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--selftest", "--game", "--variant", "--lang", "--screenshot", "--seed", "--size"):
        assert f"  {option}" in out
    assert "bench" in out and "replay" in out
    assert "--startup-probe" not in out  # internal
