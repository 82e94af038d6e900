"""Issue 31: nothing is lost without a word — the autosave that cannot be written, a new match over an unfinished
one, settings that could not be used as stored. Each is said in the window, in the player's language."""

from __future__ import annotations

import errno
import json
import types

import pytest

from cardtable.storage import read_save
from cardtable.storage.paths import user_paths
from cardtable.storage.settings import Settings
from cardtable.ui import i18n
from cardtable.ui.controller import InlineBotRunner, MatchConfig
from cardtable.ui.mainwindow import MainWindow, SettingsStore, default_config

pytestmark = pytest.mark.gui

ECARTE = MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["human", "random"], target=5, seed=11)


def window(qtbot, *, quiet: bool = True) -> MainWindow:
    w = MainWindow(InlineBotRunner(), store=SettingsStore())
    w.controller.bot_pause_ms = 0
    w.controller.trick_pause_ms = 0
    w.scene.speed = "off"
    w.confirm_quit = False
    w.quiet = quiet
    qtbot.addWidget(w)
    w.show()
    return w


def play_some(qtbot, w: MainWindow, moves: int) -> None:
    for _ in range(moves):
        qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
        assert w.controller.human_action(w.current.legal_actions[0]) is None


def answering(w: MainWindow, answer: bool) -> list[str]:
    """Make the window's questions answer ``answer``; the questions asked land in the list returned."""
    asked: list[str] = []

    def confirm(question: str) -> bool:
        asked.append(question)
        return answer

    w.confirm = confirm  # type: ignore[method-assign]
    return asked


# ---- 2. the autosave fails loudly -----------------------------------------------------------------------------


def _read_only_disk(monkeypatch) -> None:
    """Every atomic write fails as on a read-only file system (the tests run as root here, whom chmod won't stop)."""

    def refuse(*args, dir=None, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system", str(dir))

    monkeypatch.setattr("cardtable.storage.atomic.tempfile", types.SimpleNamespace(mkstemp=refuse))


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "cannot be saved automatically"), ("hu", "nem lehet automatikusan menteni")],
)
def test_a_read_only_home_is_said_once_and_play_goes_on(qtbot, monkeypatch, tmp_path, lang, words):
    i18n.set_language(lang)
    w = window(qtbot, quiet=False)
    w.retranslate()
    failures: list[str] = []
    w.controller.autosave_failing.connect(failures.append)
    _read_only_disk(monkeypatch)
    w.start_match(ECARTE)
    play_some(qtbot, w, 6)  # play goes on: the deal moves, action after action
    assert len(failures) == 1 and "Read-only file system" in failures[0]  # once, not after every action
    box = w.files.autosave_box
    assert box is not None and box.isVisible() and not box.isModal()
    assert words in box.text() and str(user_paths().autosave.parent) in box.text()
    assert "Read-only file system" in box.detailedText()
    assert w.files.unsaved_mark.isVisible() and str(user_paths().autosave.parent) in w.files.unsaved_mark.toolTip()
    w.grab().save(str(tmp_path / f"table-{lang}.png"))
    box.grab().save(str(tmp_path / f"autosave-box-{lang}.png"))
    assert not user_paths().autosave.exists()


def test_the_warning_comes_again_only_after_the_disk_worked_in_between(qtbot, monkeypatch):
    w = window(qtbot)
    failures: list[str] = []
    w.controller.autosave_failing.connect(failures.append)
    w.start_match(ECARTE)
    play_some(qtbot, w, 1)
    import cardtable.storage.atomic as atomic

    working = atomic.tempfile
    _read_only_disk(monkeypatch)
    play_some(qtbot, w, 2)
    monkeypatch.setattr(atomic, "tempfile", working)
    assert w.files.unsaved_mark.isVisible()
    play_some(qtbot, w, 1)
    assert len(failures) == 2 and failures[1] == ""  # works again: said once too
    assert not w.files.unsaved_mark.isVisible()
    assert read_save(user_paths().autosave).current is not None  # saved again once the disk works
    _read_only_disk(monkeypatch)
    play_some(qtbot, w, 1)
    assert len(failures) == 3 and failures[2]


# ---- 3. a new match over an unfinished one asks, and keeps the old one as a named save ----------------------------


def _history(w: MainWindow) -> list[str]:
    return [str(a) for a in w.controller.state.history]


def test_a_play_button_over_a_running_match_asks_and_keeps_it(qtbot):
    w = window(qtbot)
    w.start_match(ECARTE)
    play_some(qtbot, w, 3)
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
    before = _history(w)
    asked = answering(w, False)
    w.quick_start("ulti", "mausz")
    assert len(asked) == 1 and "Écarté" in asked[0] and "not finished" in asked[0]
    assert w.controller.config.game == "ecarte" and _history(w) == before  # "no": nothing changed
    assert not list(user_paths().saves.glob("*.json"))

    asked = answering(w, True)
    w.quick_start("ulti", "mausz")
    assert len(asked) == 1 and w.controller.config.game == "ulti"
    kept = list(user_paths().saves.glob("*.json"))
    assert len(kept) == 1 and kept[0].name.startswith("ecarte ")
    save = read_save(kept[0])
    assert save.game == "ecarte" and list(save.current.actions) == before
    assert str(kept[0]) in w.statusBar().currentMessage()
    # and it opens again where it was
    other = window(qtbot)
    answering(other, True)
    assert other.files.open_match(str(kept[0]))
    qtbot.waitUntil(lambda: other.controller.waiting_for_human, timeout=5000)
    assert _history(other) == before


def test_game_at_start_up_over_the_autosave_asks_and_keeps_it(qtbot):
    """``cardtable --game G`` with an unfinished match from last time (app.py calls ``start_match`` the same way)."""
    w = window(qtbot)
    w.start_match(ECARTE)
    play_some(qtbot, w, 2)
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
    before = _history(w)
    w.controller.shutdown()

    again = window(qtbot)
    asked = answering(again, False)
    again.start_match(default_config("tarokk", "", "You", seed=3))
    assert len(asked) == 1 and "Écarté" in asked[0]
    assert again.controller.match is None and again.pages.currentWidget() is again.start_page  # back to the start
    assert read_save(user_paths().autosave).game == "ecarte"  # untouched

    asked = answering(again, True)
    again.start_match(default_config("tarokk", "", "You", seed=3))
    assert len(asked) == 1 and again.controller.config.game == "tarokk"
    (kept,) = user_paths().saves.glob("*.json")
    assert list(read_save(kept).current.actions) == before
    assert read_save(user_paths().autosave).game == "tarokk"


def test_the_new_match_dialog_asks_before_it_opens(qtbot, monkeypatch):
    w = window(qtbot)
    w.start_match(ECARTE)
    play_some(qtbot, w, 1)
    asked = answering(w, False)
    opened: list[bool] = []
    monkeypatch.setattr("cardtable.ui.mainwindow.NewMatchDialog.exec", lambda self: opened.append(True) or 0)
    w.new_match_dialog()
    assert len(asked) == 1 and not opened
    asked = answering(w, True)
    w.new_match_dialog()
    assert len(asked) == 1 and opened == [True]  # cancelled in the dialog: nothing kept, nothing replaced
    assert not list(user_paths().saves.glob("*.json")) and w.controller.config.game == "ecarte"


def test_no_question_when_nothing_is_unfinished(qtbot):
    w = window(qtbot)
    asked = answering(w, False)
    w.quick_start("ecarte", "")
    assert not asked and w.controller.config.game == "ecarte"


def test_a_copy_that_cannot_be_written_replaces_nothing(qtbot, monkeypatch):
    w = window(qtbot)
    w.start_match(ECARTE)
    play_some(qtbot, w, 2)
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
    before = _history(w)
    answering(w, True)
    _read_only_disk(monkeypatch)
    w.quick_start("ulti", "mausz")
    assert w.controller.config.game == "ecarte" and _history(w) == before
    assert "could not be kept" in w.statusBar().currentMessage()


# ---- 4. settings that could not be used as stored are mentioned -------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "could not be read"), ("hu", "nem sikerült beolvasni")],
)
def test_a_junk_settings_file_is_moved_aside_and_the_window_says_so(qtbot, tmp_path, lang, words):
    i18n.set_language(lang)
    paths = user_paths()
    paths.settings.parent.mkdir(parents=True, exist_ok=True)
    paths.settings.write_bytes(b"\x00 not settings")
    w = window(qtbot, quiet=False)
    w.retranslate()
    qtbot.waitUntil(lambda: words in w.statusBar().currentMessage(), timeout=5000)
    (moved,) = paths.quarantine.iterdir()
    assert moved.read_bytes() == b"\x00 not settings" and str(moved) in w.statusBar().currentMessage()
    assert w.store.settings == Settings()
    assert w.preferences.notice_box is not None and words in w.preferences.notice_box.text()
    w.preferences.notice_box.grab().save(str(tmp_path / f"settings-junk-{lang}.png"))


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "Language, Card size"), ("hu", "Nyelv, Lapméret")],
)
def test_bad_values_are_replaced_a_copy_kept_and_the_window_names_them(qtbot, tmp_path, lang, words):
    i18n.set_language(lang)
    paths = user_paths()
    paths.settings.parent.mkdir(parents=True, exist_ok=True)
    stored = {"format": "cardtable-settings/1", "language": "xx", "zoom": 9999, "sound": True}
    paths.settings.write_text(json.dumps(stored), encoding="utf-8")
    original = paths.settings.read_bytes()
    w = window(qtbot, quiet=False)
    w.retranslate()
    qtbot.waitUntil(lambda: words in w.statusBar().currentMessage(), timeout=5000)
    (copy,) = paths.quarantine.iterdir()
    assert copy.read_bytes() == original and str(copy) in w.statusBar().currentMessage()
    assert paths.settings.exists()  # the file itself stays; the next save writes the good values
    s = w.store.settings
    assert (s.language, s.zoom, s.sound) == ("auto", 100, True)  # the good value is kept
    assert w.preferences.notice_box is not None and words in w.preferences.notice_box.text()
    w.preferences.notice_box.grab().save(str(tmp_path / f"settings-values-{lang}.png"))


def test_good_settings_say_nothing(qtbot):
    paths = user_paths()
    paths.settings.parent.mkdir(parents=True, exist_ok=True)
    paths.settings.write_text(json.dumps({"format": "cardtable-settings/1", "sound": True}), encoding="utf-8")
    w = window(qtbot, quiet=False)
    qtbot.wait(50)
    assert w.statusBar().currentMessage() == "" and not paths.quarantine.exists()
