"""Was sticht?'s words: the task cards as the booklet prints them ("Nincs piros lap", "Pontosan 2 ütés")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.engine.protocol import Action
from cardtable.words.game import GameWords


class WasStichtWords(GameWords):
    """Was sticht?'s words."""

    def task(self, kind: str, lang: str, form: str = "task") -> str:
        """A task card in ``form``: its name ("task"), short name ("task-short") or what it asks ("task-rule")."""
        if kind.startswith("no-"):
            return self.say(f"{form}.no", lang, colour=self.suit(kind[3:], lang))
        if kind.startswith("exactly-"):
            n = kind[8:]
            key = f"{form}.{kind}" if self.has(f"{form}.{kind}") else f"{form}.exactly"
            return self.say(key, lang, n=n)
        return self.say(f"{form}.{kind}", lang) if self.has(f"{form}.{kind}") else kind

    def action_keys(self, action: Action) -> list[str]:
        return [action.kind] if action.kind in ("task", "return") else super().action_keys(action)

    def action_params(self, action: Action, lang: str, names: Sequence[str]) -> dict[str, Any]:
        params = super().action_params(action, lang, names)
        if action.kind in ("task", "return"):
            params["task"] = self.task(action.arg, lang)
        params["Card"] = params["card"][:1].upper() + params["card"][1:]
        return params


WORDS = WasStichtWords("was-sticht")
