"""Écarté at the table: the talon and the turned-up trump card beside it, the king marked automatically."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardtable.engine.protocol import View
from cardtable.games.ecarte.tables import RANK_ORDER
from cardtable.ui.profiles.base import TableProfile

# Line.part -> name on the score sheet
PARTS = {
    "king": QT_TRANSLATE_NOOP("texts", "the trump king"),
    "tricks": QT_TRANSLATE_NOOP("texts", "the point (3 or 4 tricks)"),
    "vole": QT_TRANSLATE_NOOP("texts", "vole (all five tricks)"),
    "penalty-refused": QT_TRANSLATE_NOOP("texts", "the point, doubled: the dealer refused the first proposal"),
    "penalty-autorite": QT_TRANSLATE_NOOP("texts", "the point, doubled: the non-dealer played without proposing"),
}

HAND_SUITS = "HSDC"  # hearts, spades, diamonds, clubs: neighbouring suits differ in colour


class EcarteProfile(TableProfile):
    """Écarté's table."""

    parts: ClassVar[dict[str, str]] = PARTS

    def hand_order(self, view: View) -> list[str]:
        """By suit, red and black in turn, each in Écarté's rank order K Q J A 10 9 8 7 (the ace below the jack)."""
        return sorted(view.hand, key=lambda c: (HAND_SUITS.index(c[0]), RANK_ORDER.index(c[1:])))


PROFILE = EcarteProfile("ecarte")
