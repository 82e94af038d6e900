"""Ulti at the table: suits sorted by Ulti's rank order, the bid composer, the declarer's talon, 20/40 words."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cardtable.engine.protocol import Line, View
from cardtable.ui import texts
from cardtable.ui.profiles.base import TableProfile

# Ulti ranks the ten just under the ace except in no-trump games (betli, színtelen durchmars)
TRUMP_ORDER = {r: i for i, r in enumerate(("7", "8", "9", "U", "O", "K", "10", "A"))}
NO_TRUMP_ORDER = {r: i for i, r in enumerate(("7", "8", "9", "10", "U", "O", "K", "A"))}
NO_TRUMP_WORDS = ("betli", "szintelen", "redurchmars")


def _tr(source: str) -> str:
    return QCoreApplication.translate("texts", source)


class UltiProfile(TableProfile):
    """Ulti's table."""

    composer = True

    def hand_order(self, view: View) -> list[str]:
        """By suit, then by Ulti's rank (the ten under the ace unless the contract has no trump)."""
        contract = view.contract or ""
        no_trump = any(w in contract for w in NO_TRUMP_WORDS) and view.phase != "bidding"
        order = NO_TRUMP_ORDER if no_trump else TRUMP_ORDER
        suits = "PTZM"
        return sorted(view.hand, key=lambda c: (suits.find(c[0]), order.get(c[1:], 0)))

    def talon_size(self, view: View) -> int:
        """The two talon cards lie face down until someone takes them; the declarer's pair plays no part later."""
        if view.phase != "bidding":
            return 0
        return 2 if view.extra.get("talon_on_table") else 0

    def own_talon(self, view: View) -> list[str]:
        """The two cards the human laid down, while he may still look at them.

        MAUSZ §9(2) forbids looking at the talon during play — the declarer included — so once a card is played
        the pair is gone from the table.
        """
        cards = view.extra.get("talon")
        if not cards or view.phase == "bidding" or view.to_move is None:
            return []
        if view.trick or view.extra.get("tricks_played") or any(view.tricks_won):
            return []
        return [c for c in cards if isinstance(c, str)]

    def suit_label(self, letter: str) -> str:
        """Hungarian suits go by name alone (no French sign)."""
        return texts.suit_name(self.game, letter)

    def action_said(self, text: str) -> str:
        if text == "hidden" or text.startswith("discard"):
            return _tr(QT_TRANSLATE_NOOP("texts", "lays the talon down"))
        return super().action_said(text)

    def prompt(self, view: View) -> str:
        kinds = {a.split()[0] for a in view.legal_actions}
        if "discard" in kinds:
            return _tr(texts.PROMPTS["ulti-discard"])
        if "bid" in kinds or "take" in kinds:
            return _tr(texts.PROMPTS["bidding"])
        if "trump" in kinds:
            return _tr(texts.PROMPTS["trump"])
        if view.phase in ("kontra", "concede"):
            return _tr(texts.PROMPTS[view.phase])
        return super().prompt(view) if "play" in kinds else ""

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        return f"{part} — {state}{mult}"


PROFILE = UltiProfile("ulti")
