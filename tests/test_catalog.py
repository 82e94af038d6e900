"""The catalog says everything a game's record holds (a record field it cannot set would be a setting that does
nothing)."""

from __future__ import annotations

import tomllib

from cardtable.games.catalog import CATALOG, record


def _entry(name: str) -> dict:
    return tomllib.loads(CATALOG.read_text(encoding="utf-8"))[name]


def test_a_catalog_entry_may_say_the_game_has_no_coach():
    """``coach = false`` leaves the record without a coach profile (no Hint button); by default a game has one."""
    entry = _entry("meinz")
    assert record("meinz", entry).coach_profile == "cardtable.coach.profiles.meinz"
    assert record("meinz", entry | {"coach": False}).coach_profile is None
