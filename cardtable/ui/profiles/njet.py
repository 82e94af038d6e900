"""njet at the table (generic for now)."""

from __future__ import annotations

from cardtable.ui.profiles.base import TableProfile

PROFILE = TableProfile("njet")
