"""The first-run start screen and the About box (offscreen)."""

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from cardtable import __version__, games
from cardtable.ui.about import AboutDialog
from cardtable.ui.start_screen import StartScreen

pytestmark = pytest.mark.gui


def _texts(widget):
    return " ".join(w.text() for w in widget.findChildren(QLabel) + widget.findChildren(QPushButton))


def test_lists_exactly_the_games_the_table_can_play(qtbot):
    """Issue 11: every game of the registry, each variant a row, in the registry's order."""
    screen = StartScreen()
    qtbot.addWidget(screen)
    rows = [(row.name, row.variant) for row in screen.rows]
    assert rows == [(r.name, str(v.value)) for r in games.infos() for v in r.variants]
    assert {row.name for row in screen.rows} == set(games.names())
    assert [(r.name, r.variant) for r in screen.rows if r.name == "ulti"] == [("ulti", "mausz"), ("ulti", "4m")]
    for row in screen.rows:
        assert row.title.text() and row.play.text() and row.rules.text()
    assert "coming soon" not in _texts(screen).lower()


def test_each_game_has_a_one_line_description(qtbot):
    screen = StartScreen()
    qtbot.addWidget(screen)
    for row in screen.rows:  # every game (issue 11)
        assert row.blurb.text() and "\n" not in row.blurb.text()


def test_play_and_rules_emit_the_game(qtbot):
    screen = StartScreen()
    qtbot.addWidget(screen)
    for row in screen.rows:
        with qtbot.waitSignal(screen.game_chosen, timeout=1000) as chosen:
            qtbot.mouseClick(row.play, Qt.MouseButton.LeftButton)
        assert chosen.args == [row.name, row.variant]
        with qtbot.waitSignal(screen.rules_requested, timeout=1000) as rules:
            qtbot.mouseClick(row.rules, Qt.MouseButton.LeftButton)
        assert rules.args == [row.name]


def test_continue_follows_the_flag(qtbot):
    screen = StartScreen()
    qtbot.addWidget(screen)
    assert not screen.can_continue and not screen.continue_button.isEnabled()
    with qtbot.assertNotEmitted(screen.continue_requested):
        qtbot.mouseClick(screen.continue_button, Qt.MouseButton.LeftButton)
    screen.set_can_continue(True, "Ulti, deal 3")
    assert screen.can_continue and screen.continue_hint.text() == "Ulti, deal 3"
    with qtbot.waitSignal(screen.continue_requested, timeout=1000):
        qtbot.mouseClick(screen.continue_button, Qt.MouseButton.LeftButton)
    assert StartScreen(can_continue=True).can_continue


def _hungarian(tmp_path):
    """A translator for a few of the screen's strings, as the real .qm will carry them."""
    import subprocess
    import sys
    from pathlib import Path

    ts = tmp_path / "t.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="hu_HU">'
        "<context><name>StartScreen</name>"
        "<message><source>Play</source><translation>Játék</translation></message>"
        "<message><source>Continue last match</source><translation>Legutóbbi játszma folytatása</translation>"
        "</message></context>"
        "<context><name>AboutDialog</name>"
        "<message><source>Read the rules of the games</source><translation>A játékok szabályai</translation>"
        "</message></context></TS>",
        encoding="utf-8",
    )
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    if not lrelease.exists():
        pytest.fail("pyside6-lrelease is missing from the environment")
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(tmp_path / "t.qm")], check=True)
    translator = QTranslator()
    assert translator.load(str(tmp_path / "t.qm"))
    return translator


def test_language_change_retranslates(qtbot, tmp_path):
    screen = StartScreen()
    about = AboutDialog()
    qtbot.addWidget(screen)
    qtbot.addWidget(about)
    assert screen.rows[0].play.text() == "Play"
    translator = _hungarian(tmp_path)
    QApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: screen.rows[0].play.text() == "Játék", timeout=2000)
        assert screen.continue_button.text() == "Legutóbbi játszma folytatása"
        qtbot.waitUntil(lambda: "A játékok szabályai" in about.rules.text(), timeout=2000)
    finally:
        QApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: screen.rows[0].play.text() == "Play", timeout=2000)


def test_about_box_says_what_the_issue_asks(qtbot):
    about = AboutDialog()
    qtbot.addWidget(about)
    text = _texts(about)
    assert "cardtable" in text
    assert __version__ in about.version.text()
    assert "drawn by the program itself" in about.art.text()
    assert "General Public License" in about.licence.text()
    assert about.description.text()
    with qtbot.waitSignal(about.rules_requested, timeout=1000):
        about.rules.linkActivated.emit("rules")
    assert not about.isVisible()


def test_start_screen_renders(qtbot, tmp_path):
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.resize(900, 640)
    screen.show()
    qtbot.waitExposed(screen)
    image = screen.grab().toImage()
    assert image.width() == 900 and image.height() == 640
    # The corner shows the green cloth, the centre the paper panel.
    corner, centre = image.pixelColor(5, 5), image.pixelColor(450, 200)
    assert corner.green() > corner.red() and corner.green() > corner.blue()
    assert centre.red() > 200 and centre.green() > 200
    assert image.save(str(tmp_path / "start.png"))
