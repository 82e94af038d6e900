"""The selftest plays a whole deal in the real window, in both languages, and saves a screenshot."""

import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage


@pytest.mark.gui
@pytest.mark.parametrize("game", ["ecarte", "ulti"])
@pytest.mark.parametrize("lang", ["en", "hu"])
def test_selftest_plays_a_deal_and_saves_a_screenshot(tmp_path, game, lang):
    shot = tmp_path / f"{game}-{lang}.png"
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-m", "cardtable", "--selftest", "--game", game, "--lang", lang, "--screenshot", str(shot)],
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


def test_help_lists_the_app_options_next_to_the_subcommands(capsys):
    from cardtable import cli

    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--selftest", "--game", "--variant", "--lang", "--screenshot", "--seed", "--size"):
        assert f"  {option}" in out
    assert "bench" in out and "replay" in out
    assert "--startup-probe" not in out  # internal
