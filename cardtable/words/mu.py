"""MÜ's words: a trump is a colour or a number ("piros", "7-es"), a partner is a seat, a bid is cards laid face up."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.engine.protocol import Action
from cardtable.words.game import GameWords


class MuWords(GameWords):
    """MÜ's words."""

    def trump(self, trump: str | None, lang: str) -> str:
        """A trump as players name it: "red" / "piros", "7s" / "7-es", "none" / "nincs"."""
        if trump is None or trump == "none":
            return self.say("word.none", lang)
        if trump.isdigit():
            return self.say("word.number-trump", lang, n=int(trump))
        return self.suit(trump, lang)

    def action_params(self, action: Action, lang: str, names: Sequence[str]) -> dict[str, Any]:
        params = super().action_params(action, lang, names)
        if action.kind == "trump" and action.arg != "none":
            name = self.trump(action.arg, lang)
            params |= {"suit": name, "Suit": name[:1].upper() + name[1:]}
        if action.kind == "partner" and action.arg.isdigit():
            params["name"] = self.seat(int(action.arg), lang, names)
        return params


WORDS = MuWords("mu")
