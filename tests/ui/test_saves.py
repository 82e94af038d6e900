"""Named saves (Game ▸ Save match… / Open match…) and "Continue last match" on the start screen."""

import json

import pytest

from cardtable.storage.paths import user_paths
from cardtable.ui.controller import InlineBotRunner, MatchConfig
from cardtable.ui.mainwindow import MainWindow, SettingsStore

pytestmark = pytest.mark.gui

ECARTE = MatchConfig(game="ecarte", players=2, names=["You", "Anna"], levels=["human", "random"], target=5, seed=11)


def window(qtbot):
    w = MainWindow(InlineBotRunner(), store=SettingsStore())
    w.controller.bot_pause_ms = 0
    w.controller.trick_pause_ms = 0
    w.scene.speed = "off"
    w.confirm_quit = False
    w.quiet = True
    qtbot.addWidget(w)
    w.show()
    return w


def play_some(qtbot, w, moves: int) -> None:
    for _ in range(moves):
        qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
        assert w.controller.human_action(w.current.legal_actions[0]) is None


def test_a_saved_match_opens_where_it_was(qtbot, tmp_path):
    w = window(qtbot)
    w.start_match(ECARTE)
    play_some(qtbot, w, 4)
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
    history = list(w.controller.state.history)
    path = tmp_path / "my match.json"
    assert w.files.save_match(str(path))
    assert json.loads(path.read_text("utf-8"))["format"] == "cardtable-save/1"
    assert "saved" in w.statusBar().currentMessage()

    other = window(qtbot)
    assert other.files.open_match(str(path))
    qtbot.waitUntil(lambda: other.controller.waiting_for_human, timeout=5000)
    assert list(other.controller.state.history) == history
    assert other.controller.config.names == ["You", "Anna"]
    assert other.pages.currentWidget() is other.table_page
    assert other.current.hand == w.current.hand
    assert path.exists()  # a good file stays where it is


@pytest.mark.parametrize(
    "content, words",
    [
        (b"\x00\xffnot json at all", "cannot be opened"),
        (b'{"format": "cardtable-save/2", "game": "ulti"}', "newer version"),
        (b'{"format": "cardtable-save/1", "game": "ulti", "players": 3}', "cannot be opened"),
        (b"[" * 5000 + b"]" * 5000, "cannot be opened"),
    ],
)
def test_a_bad_file_is_set_aside_untouched_and_the_game_goes_on(qtbot, tmp_path, content, words):
    w = window(qtbot)
    w.start_match(ECARTE)
    play_some(qtbot, w, 2)
    match, history = w.controller.match, list(w.controller.state.history)
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert not w.files.open_match(str(path))
    assert words in w.statusBar().currentMessage()
    assert "moved, unchanged" in w.statusBar().currentMessage()
    assert not path.exists()
    kept = list(user_paths().quarantine.iterdir())
    assert len(kept) == 1 and kept[0].read_bytes() == content
    # the running match is the same, and play goes on
    assert w.controller.match is match and list(w.controller.state.history) == history
    play_some(qtbot, w, 1)


def test_saving_into_a_missing_folder_says_so(qtbot, tmp_path):
    w = window(qtbot)
    assert not w.files.save_match(str(tmp_path / "x.json"))  # nothing to save yet
    w.start_match(ECARTE)
    play_some(qtbot, w, 1)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not w.files.save_match(str(blocker / "inside.json"))
    assert "could not be saved" in w.statusBar().currentMessage()
    play_some(qtbot, w, 1)


def test_continue_is_offered_exactly_when_a_valid_autosave_exists(qtbot):
    w = window(qtbot)
    w.show_start()
    assert not w.start_page.can_continue
    w.start_match(ECARTE)
    play_some(qtbot, w, 3)
    qtbot.waitUntil(lambda: w.controller.waiting_for_human, timeout=5000)
    history = list(w.controller.state.history)
    w.controller.shutdown()

    again = window(qtbot)
    again.show_start()
    assert again.start_page.can_continue
    assert "Écarté" in again.start_page.continue_hint.text()
    again.start_page.continue_button.click()
    qtbot.waitUntil(lambda: again.controller.waiting_for_human, timeout=5000)
    assert list(again.controller.state.history) == history
    again.controller.shutdown()

    # a damaged autosave is not offered; it is moved aside and the player hears why
    autosave = user_paths().autosave
    autosave.write_text('{"format": "cardtable-save/1", "game": 7}', encoding="utf-8")
    third = window(qtbot)
    third.show_start()
    assert not third.start_page.can_continue
    assert not autosave.exists()
    assert "could not be read" in third.statusBar().currentMessage()
    assert len(list(user_paths().quarantine.iterdir())) == 1


def test_a_save_of_a_finished_match_opens_on_its_score_sheet(qtbot, tmp_path):
    w = window(qtbot)
    w.controller.autoplay_level = "random"
    w.start_match(MatchConfig(game="ulti", variant="mausz", players=3, names=["You", "A", "B"], deals=1, seed=2))
    qtbot.waitUntil(lambda: w.controller.match.is_over, timeout=20000)
    path = tmp_path / "over.json"
    assert w.files.save_match(str(path))

    other = window(qtbot)
    assert other.files.open_match(str(path))
    assert other.controller.match.is_over
    assert other.sheet.isVisible()
    assert "match is over" in other.panel.prompt.text()
