"""Meinz's words: an exchange names the trick card taken and the hand card given."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.engine.protocol import Action
from cardtable.words.game import GameWords


class MeinzWords(GameWords):
    """Meinz's words."""

    def action_keys(self, action: Action) -> list[str]:
        return ["exchange"] if action.kind == "exchange" else super().action_keys(action)

    def action_params(self, action: Action, lang: str, names: Sequence[str]) -> dict[str, Any]:
        params = super().action_params(action, lang, names)
        if action.kind == "exchange" and len(action.cards) == 2:
            take, give = self.codes(action)
            params |= {"take": self.card(take, lang), "give": self.card(give, lang)}
        return params


WORDS = MeinzWords("meinz")
