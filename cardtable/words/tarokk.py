"""Tarokk's words: bids by the talon cards they take ("kettő"), figures by name, tarokks by their number ("XX",
"pagát", "skíz"), BTE cited by point ("BTE 3.1. pont")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from cardtable.engine.protocol import Action
from cardtable.words.game import GameWords

KONTRA_KINDS = ("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra")
BID_OF = {"0": "solo", "three": "3", "two": "2", "one": "1", "solo": "solo"}  # a take's or a contract's bid word
KINGS = ("kiraly-ulti", "kiraly-uhu")
_ROMAN = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
_POINTS = re.compile(r"§\s*(\d+(?:\.\d+)?)")


def roman(n: int) -> str:
    """1..21 in Roman numerals, as the tarokks are printed."""
    out = ""
    for value, letters in _ROMAN:
        while n >= value:
            out += letters
            n -= value
    return out


def cap(text: str) -> str:
    """The first letter upper case (a button's label)."""
    return text[:1].upper() + text[1:]


class TarokkWords(GameWords):
    """Tarokk's words."""

    def card(self, code: str, lang: str) -> str:
        """A tarokk by its number as players say it ("XX", "pagát", "skíz"); other cards by their names."""
        if code.startswith("T") and code[1:].isdigit():
            n = int(code[1:])
            if n == 22:
                return self.say("card.skiz", lang)
            return self.say("card.pagat", lang) if n == 1 else roman(n)
        return super().card(code, lang)

    def bid(self, word: str, lang: str) -> str:
        """A bid word ("3", "solo"), a take's ("0") or a contract ("three") as the game's name: "kettő"."""
        word = BID_OF.get(word, word)
        return self.say(f"bid.{word}", lang) if self.has(f"bid.{word}") else word

    def figure(self, item: str, lang: str) -> str:
        """A figure's (or the parti's, or a tarokk count's) name: "tulétroá", "kőr király ulti"."""
        if self.has(f"figure.{item}"):
            return self.say(f"figure.{item}", lang)
        head, _, suit = item.rpartition("-")
        if head in KINGS and suit in self.deck.suits:
            king = self.say(f"figure.{head}", lang)
            return self.say("figure.king", lang, king=king, suit=self.suit(suit, lang))
        return item

    def action_keys(self, action: Action) -> list[str]:
        if action.kind in KONTRA_KINDS and action.arg:
            return ["kontra"]
        return super().action_keys(action)

    def action_params(self, action: Action, lang: str, names: Sequence[str]) -> dict[str, Any]:
        params = super().action_params(action, lang, names)
        if action.kind in ("bid", "take") and action.arg:
            name = self.bid(action.arg, lang)
            params |= {"bid": name, "Bid": cap(name)}
        if action.kind == "announce" or action.kind in KONTRA_KINDS:
            params["figure"] = self.figure(action.arg, lang)
        return params

    def cite(self, rule: str, lang: str) -> str:
        """ "BTE §3.1" -> "BTE 3.1. pont", "BTE §3.3, §3.6" -> "BTE 3.3. és 3.6. pont" ("BTE 3.3 and 3.6")."""
        if not rule.startswith("BTE"):
            return rule
        points = _POINTS.findall(rule)
        if not points:
            return rule
        sep = ". " + self.say("word.and", lang).strip() + " " if lang == "hu" else self.say("word.and", lang)
        return self.say("cite.point", lang, n=sep.join(points))


WORDS = TarokkWords("tarokk")
