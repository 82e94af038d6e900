"""Écarté at the table: the talon and the turned-up trump card beside it, the king marked automatically."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.ui.profiles.base import TableProfile

# Line.part -> name on the score sheet
PARTS = {
    "king": QT_TRANSLATE_NOOP("texts", "the trump king"),
    "tricks": QT_TRANSLATE_NOOP("texts", "the point (3 or 4 tricks)"),
    "vole": QT_TRANSLATE_NOOP("texts", "vole (all five tricks)"),
    "penalty-refused": QT_TRANSLATE_NOOP("texts", "the point, doubled: the dealer refused the first proposal"),
    "penalty-autorite": QT_TRANSLATE_NOOP("texts", "the point, doubled: the non-dealer played without proposing"),
}


class EcarteProfile(TableProfile):
    """Écarté's table."""

    parts: ClassVar[dict[str, str]] = PARTS


PROFILE = EcarteProfile("ecarte")
