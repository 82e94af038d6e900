"""Per-game table profiles (kpat's way): the scene and the action bar name no game; each game's layout, controls
and words are a ``TableProfile`` named by its registry record (``GameInfo.table_profile``), loaded on first use."""

from __future__ import annotations

from functools import cache

from cardtable.engine.registry import info, load
from cardtable.ui.profiles.base import TableProfile


@cache
def profile(game: str) -> TableProfile:
    """The table profile of ``game`` (a generic one for a name the registry does not know)."""
    try:
        module = info(game).table_profile
    except ValueError:
        return TableProfile(game)
    found = load(module, "PROFILE")
    assert isinstance(found, TableProfile), f"{module}.PROFILE is not a TableProfile"
    return found


__all__ = ["TableProfile", "profile"]
