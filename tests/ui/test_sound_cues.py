"""Settings ▸ Sounds: a card laid, a trick gathered, your turn — played when on, silent when off, remembered; a
computer without a player says so in the menu."""

import pytest

from cardtable.storage.paths import user_paths
from cardtable.storage.settings import load_settings
from cardtable.ui import i18n
from cardtable.ui.controller import InlineBotRunner
from cardtable.ui.mainwindow import MainWindow, SettingsStore
from tests.ui.conftest import quick_config

pytestmark = pytest.mark.gui


class Recorder:
    """A player that remembers what it was asked to play."""

    name = "recorder"

    def __init__(self):
        self.played = []

    def play(self, path):
        self.played.append(path.name.split("-")[0])


def window(qtbot, monkeypatch, recorder):
    monkeypatch.setattr("cardtable.ui.sound_cues.find_player", lambda: recorder)
    w = MainWindow(InlineBotRunner(), store=SettingsStore())
    w.confirm_quit = False
    w.controller.bot_pause_ms = 0
    w.controller.trick_pause_ms = 0
    w.scene.speed = "off"
    w.trick_hold.mode = "none"
    qtbot.addWidget(w)
    w.show()
    return w


def play_deal(qtbot, w):
    """The human makes the first legal move each turn until the deal ends; returns how many turns he had."""
    turns = 0
    while True:
        qtbot.waitUntil(lambda: w.controller.waiting_for_human or w.controller.state.is_over, timeout=20000)
        if w.controller.state.is_over:
            return turns
        turns += 1
        before = len(w.controller.state.history)
        w.input.do_action(w.current.legal_actions[0])
        qtbot.waitUntil(lambda b=before: len(w.controller.state.history) > b, timeout=20000)


@pytest.mark.parametrize("on", [True, False])
def test_sounds_follow_the_deal_when_on_and_stay_silent_when_off(qtbot, monkeypatch, on):
    rec = Recorder()
    w = window(qtbot, monkeypatch, rec)
    assert w.menus.a_sound.isEnabled()
    if on:
        w.menus.a_sound.trigger()
        assert rec.played == ["turn"]  # choosing it lets the player hear what it sounds like
        rec.played.clear()
    w.start_match(quick_config("ecarte", 5))
    turns = play_deal(qtbot, w)
    state = w.controller.state
    plays = sum(1 for a in state.history if a.kind == "play")
    tricks = sum(state.view(0).tricks_won)
    qtbot.waitUntil(lambda: rec.played.count("trick") == tricks or not on, timeout=5000)
    if not on:
        assert rec.played == []
        return
    assert rec.played.count("card") == plays == 10  # every card laid, the human's and the bot's
    assert rec.played.count("trick") == tricks == 5
    # your turn chimes when the turn comes to you after another's move (not again after your own discard)
    assert 1 <= rec.played.count("turn") <= turns
    assert load_settings(user_paths()).settings.sound is True


def test_the_setting_is_remembered_and_a_computer_without_a_player_says_so(qtbot, monkeypatch):
    rec = Recorder()
    w = window(qtbot, monkeypatch, rec)
    w.menus.a_sound.trigger()
    w.close()
    again = window(qtbot, monkeypatch, rec)
    assert again.menus.a_sound.isChecked() and again.sounds.on
    again.close()
    monkeypatch.setattr("cardtable.ui.sound_cues.find_player", lambda: None)
    mute = MainWindow(InlineBotRunner(), store=SettingsStore())
    qtbot.addWidget(mute)
    assert not mute.menus.a_sound.isEnabled()
    assert "no sound player" in mute.menus.a_sound.text()
    i18n.set_language("hu")
    mute.retranslate()
    assert mute.menus.a_sound.text() == "&Hangok (ezen a gépen nincs használható hanglejátszó)"
    mute.sounds.on = True
    mute.sounds.cue("card")  # nothing to play it with: no error


def test_the_selftest_and_autoplay_make_no_sound(qtbot, monkeypatch):
    rec = Recorder()
    w = window(qtbot, monkeypatch, rec)
    w.sounds.on = True
    w.controller.autoplay_level = "random"
    w.start_match(quick_config("ecarte", 5))
    qtbot.waitUntil(lambda: w.controller.state.is_over, timeout=20000)
    assert rec.played == []
