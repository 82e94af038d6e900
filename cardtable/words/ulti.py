"""Ulti's words: 20 and 40 by their suit, kontras by the part they raise, MAUSZ cited by paragraph, 4M by passage."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from cardtable.engine.protocol import Action
from cardtable.words.game import GameWords

KONTRA_KINDS = ("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra", "csatlakozom")
ANSWER_KINDS = KONTRA_KINDS[1:5]  # a raise may answer one defender's own kontra: "rekontra betli 2"

_MAUSZ = re.compile(r"MAUSZ §(\d+)((?:\([0-9A-Z]+\))*)([a-z]?)(?: #(\d+))?")


def _mausz_form(m: re.Match[str]) -> str:
    """ "MAUSZ §4(A)(2)c" as the rulebook writes it: "MAUSZ 4. § A) (2) c)"."""
    out = f"MAUSZ {m.group(1)}. §"
    for part in re.findall(r"\(([0-9A-Z]+)\)", m.group(2)):
        out += f" {part})" if part.isalpha() else f" ({part})"
    if m.group(3):
        out += f" {m.group(3)})"
    if m.group(4):
        out += f" {m.group(4)}."
    return out


def _answer(action: Action) -> tuple[str, int] | None:
    """(part, seat) of a raise answering one defender's individual kontra ("rekontra betli 2"), else None."""
    part, _, seat = action.arg.partition(" ")
    if action.kind in ANSWER_KINDS and seat.isdigit():
        return part, int(seat)
    return None


class UltiWords(GameWords):
    """Ulti's words."""

    def action_keys(self, action: Action) -> list[str]:
        if action.kind in KONTRA_KINDS and action.arg:
            return ["kontra-answer", "kontra"] if _answer(action) else ["kontra"]
        if action.kind == "announce" and action.arg.startswith("20 "):
            return ["announce-20"]
        return super().action_keys(action)

    def action_params(self, action: Action, lang: str, names: Sequence[str]) -> dict[str, Any]:
        params = super().action_params(action, lang, names)
        answer = _answer(action)
        if answer is not None:
            part, seat = answer
            params |= {"contract": self.contract(part), "name": self.seat(seat, lang, names)}
        if action.kind == "announce" and action.arg.startswith("20 "):
            params["suit"] = self.suit(action.arg.split()[1], lang)
        return params

    def cite(self, rule: str, lang: str) -> str:
        """MAUSZ by paragraph as the rulebook writes it ("MAUSZ 6. § (3)", in both languages); 4M by the seed's
        passage ("4M, „Milyen lapot kell tenni”")."""
        if rule.startswith("4M: "):
            return self.cite_headings("4M", [rule], lang)
        return _MAUSZ.sub(_mausz_form, rule)


WORDS = UltiWords("ulti")
