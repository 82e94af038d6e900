"""Écarté at the table: the talon and the turned-up trump card beside it, exchange counts and king marks on the
plates, hands in Écarté's rank order."""

from __future__ import annotations

from typing import cast

from cardtable.engine.protocol import Line, View
from cardtable.games.ecarte.facts import EcarteFacts
from cardtable.games.ecarte.tables import RANK_ORDER
from cardtable.ui.profiles.base import TableProfile

HAND_SUITS = "HSDC"  # hearts, spades, diamonds, clubs: neighbouring suits differ in colour


class EcarteProfile(TableProfile):
    """Écarté's table."""

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        """The point names its tricks alone ("3 tricks: you score 1"), not "the point (3 or 4 tricks) (3 tricks)"."""
        if line.part == "tricks" and note:
            return note
        return super().line_head(line, part, state, mult, note)

    def hand_order(self, view: View) -> list[str]:
        """By suit, red and black in turn, each in Écarté's rank order K Q J A 10 9 8 7 (the ace below the jack)."""
        return sorted(view.hand, key=lambda c: (HAND_SUITS.index(c[0]), RANK_ORDER.index(c[1:])))

    def plate_words(self, view: View) -> list[str]:
        """Every word of the deal; a hidden exchange says how many cards it was (the count is public, §33)."""
        facts = cast(EcarteFacts, view.facts)
        counts = dict(enumerate(facts.exchanges))
        said: list[list[str]] = [[] for _ in range(view.players)]
        k = 0
        for action, seat in zip(view.public_history, view.history_seats):
            if action is None or action.kind == "discard":
                e = counts.get(k, {})
                k += 1
                n = int(e.get("discarded", 0 if action is None else len(action.cards)))
                words = self.say("plate.discard-cards", n=n)
            else:
                words = self.action_said(action)
            if words and 0 <= seat < view.players:
                said[seat].append(words)
        for mark in facts.king_marks:
            marker, how = mark.get("seat"), str(mark.get("how", ""))
            if isinstance(marker, int) and 0 <= marker < view.players and self.words.has(f"plate.king-{how}"):
                said[marker].append(self.say(f"plate.king-{how}"))
        return [" · ".join(w) for w in said]


PROFILE = EcarteProfile("ecarte")
