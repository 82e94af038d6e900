"""Écarté at the table: the talon and the turned-up trump card beside it, the king marked automatically."""

from __future__ import annotations

from cardtable.ui.profiles.base import TableProfile

PROFILE = TableProfile("ecarte")
