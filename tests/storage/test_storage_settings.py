"""Settings: typed, defaults, forgiving per field, strict per file."""

from __future__ import annotations

import base64
import json

import pytest

from cardtable.storage import Settings, load_settings, save_settings
from cardtable.storage.settings import settings_from_json


def test_no_file_gives_defaults_and_no_problem(home):
    loaded = load_settings(home)
    assert loaded.settings == Settings() and loaded.problem is None


def test_round_trip(home):
    geometry = base64.b64encode(bytes(range(50))).decode()
    s = Settings(language="hu", animation_speed="fast", bot_pause_ms=0, auto_announce=False, window_geometry=geometry)
    save_settings(s, home)
    data = json.loads(home.settings.read_text())
    assert data["format"] == "cardtable-settings/1"
    assert load_settings(home).settings == s


def test_unknown_keys_ignored_and_wrong_values_replaced_by_defaults(home):
    home.settings.write_text(
        json.dumps(
            {
                "format": "cardtable-settings/1",
                "language": "klingon",
                "bot_pause_ms": "fast",
                "auto_announce": 1,
                "animation_speed": "slow",
                "window_geometry": "not base64!!",
                "coach_mode": ["teaching"],
                "from_the_future": {"x": 1},
            }
        )
    )
    loaded = load_settings(home)
    assert loaded.problem is None
    s = loaded.settings
    assert s.animation_speed == "slow"
    assert (s.language, s.bot_pause_ms, s.auto_announce, s.window_geometry, s.coach_mode) == (
        "auto",
        Settings().bot_pause_ms,
        True,
        "",
        "hints",
    )


def test_booleans_are_not_numbers():
    s, replaced = settings_from_json({"bot_pause_ms": True, "sound": 0})
    assert s.bot_pause_ms == Settings().bot_pause_ms and s.sound is False
    assert set(replaced) == {"bot_pause_ms", "sound"}


@pytest.mark.parametrize(
    "content",
    [
        b"\x00\x01binary",
        b'{"format": "cardtable-settings/1", "language": ',
        b'{"format": "cardtable-settings/9", "language": "hu"}',
        b'["cardtable-settings/1"]',
        b'{"format": "cardtable-save/1"}',
        b"[" * 50_000,
    ],
)
def test_damaged_file_is_moved_aside_and_defaults_used(home, content):
    home.settings.write_bytes(content)
    loaded = load_settings(home)
    assert loaded.settings == Settings()
    assert loaded.problem is not None and "settings" in loaded.problem.message
    assert not home.settings.exists()
    kept = list(home.quarantine.iterdir())
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert loaded.problem.quarantined == kept[0]
    # the next start is clean, and saving works again
    save_settings(Settings(language="en"), home)
    assert load_settings(home).settings.language == "en"


def test_settings_file_that_is_a_folder(home):
    home.settings.mkdir()
    loaded = load_settings(home)
    assert loaded.settings == Settings() and "folder" in loaded.problem.message
    save_settings(Settings(sound=True), home)
    assert load_settings(home).settings.sound is True


def test_view_settings_keep_only_their_own_values(home):
    s = Settings(zoom=130, full_screen=True, felt="blue")
    save_settings(s, home)
    assert load_settings(home).settings == s
    s, replaced = settings_from_json({"zoom": 115, "full_screen": 1, "felt": "purple"})
    assert (s.zoom, s.full_screen, s.felt) == (100, False, "green")
    assert set(replaced) == {"zoom", "full_screen", "felt"}
    assert settings_from_json({"zoom": 110.0})[0].zoom == 100  # a float is not a step of the zoom
    assert settings_from_json({"zoom": True})[0].zoom == 100


def test_every_setting_has_a_name_the_window_can_say():
    """A value put back to its default is named to the player (issue 31): a new setting needs its words."""
    from dataclasses import fields

    from cardtable.ui.preferences import SETTING_NAMES

    assert {f.name for f in fields(Settings)} == set(SETTING_NAMES)


def test_bad_values_are_named_and_the_file_copied_before_it_is_written_over(home):
    home.settings.parent.mkdir(parents=True, exist_ok=True)
    home.settings.write_text('{"format": "cardtable-settings/1", "language": "xx", "sound": true}', encoding="utf-8")
    original = home.settings.read_bytes()
    loaded = load_settings(home)
    assert loaded.problem is None and loaded.replaced == ("language",)
    assert loaded.settings.sound is True and loaded.settings.language == "auto"
    assert loaded.copy is not None and loaded.copy.parent == home.quarantine and loaded.copy.read_bytes() == original
    assert home.settings.read_bytes() == original  # untouched until the app saves
    assert load_settings(home).copy != loaded.copy  # a second start keeps a second copy, never over the first
