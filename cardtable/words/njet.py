"""NJET's words: the board's options by row ("aduszín: piros", "2 lap eldobása"), teams by their players, two
copies of a card as "két sárga 7"."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from cardtable.engine.protocol import Action
from cardtable.words.game import GameWords

TRUMP_COLOURS = ("R", "K", "B", "Y", None)  # the board's trump and super-trump rows, column by column
DISCARD_RULES = ("discard-1", "discard-2", "discard-2-no-zero", "pass-2", "none")
POINTS = (1, 2, 3, 4, -2)

SeatWord = Callable[[int], str]


class NjetWords(GameWords):
    """NJET's words."""

    def colour(self, letter: str | None, lang: str, row: int = 2) -> str:
        """A colour's name ("red"), or the row's empty column: "no trump" (szanzadu), no super trump."""
        if letter:
            return self.suit(letter, lang)
        return self.say("option.no-trump" if row == 2 else "option.no-super-trump", lang)

    def option(self, row: int, col: int, lang: str, seat_word: SeatWord, short: bool = False) -> str:
        """An option of the board in words: row 0-4, column 0-4 (``short``: as a plate or the facts box says it)."""
        if row == 0:
            return seat_word(col)
        if row == 1:
            return self.say(f"{'discard-short' if short else 'discard'}.{DISCARD_RULES[col]}", lang)
        if row in (2, 3):
            c = TRUMP_COLOURS[col]
            if c is None or row == 2:
                return self.colour(c, lang, row)
            return self.say("option.zeros", lang, colour=self.colour(c, lang))
        return str(POINTS[col]).replace("-", "−")

    def cards(self, codes: Iterable[str], lang: str) -> str:
        """Cards by name: "blue 7 and red 3", or "two yellow 7s" for two copies of a card."""
        names = [self.card(c, lang) for c in codes]
        if len(names) == 2 and names[0] == names[1]:
            return self.say("word.two-of", lang, card=names[0])
        return self.say("word.and", lang).join(names) if len(names) == 2 else ", ".join(names)

    def seats(self, seats: Sequence[int], lang: str, seat_word: SeatWord) -> str:
        """Seats joined as a list is read: "Anna, Bence and you"."""
        words = [seat_word(s) for s in seats]
        if len(words) < 2:
            return "".join(words)
        return ", ".join(words[:-1]) + self.say("word.and", lang) + words[-1]

    def action_keys(self, action: Action) -> list[str]:
        if action.kind in ("block", "team", "monster"):
            return [action.kind]
        return super().action_keys(action)

    def action_params(self, action: Action, lang: str, names: Sequence[str]) -> dict[str, Any]:
        params = super().action_params(action, lang, names)
        words = action.arg.split()

        def seat_word(seat: int) -> str:
            return self.seat(seat, lang, names)

        if action.kind == "block":
            r, c = map(int, words)
            params["Row"] = self.say(f"row.{r}", lang)
            params["row"] = self.say(f"row-short.{r}", lang).lower()
            params["option"] = self.option(r, c, lang, seat_word)
            # the discard row's options name their row ("2 lap eldobása"); the others follow it ("adu piros")
            params["blocked"] = params["option"] if r == 1 else f"{params['row']} {params['option']}"
        elif action.kind == "team":
            params["names"] = self.seats([int(w) for w in words], lang, seat_word)
        elif action.kind == "monster":
            params["name"] = seat_word(int(action.arg))
        elif action.cards:
            params["cards"] = params["card"] = self.cards(self.codes(action), lang)
        return params

    def refusal(self, key: str, params: Any, rule: str, lang: str) -> str:
        if key == "not-in-hand" and "card" not in params:  # a pair not held
            key = "not-held"
        return super().refusal(key, params, rule, lang)

    def refusal_params(self, params: Any, lang: str) -> dict[str, Any]:
        out = super().refusal_params(params, lang)
        row = params.get("row")
        if isinstance(row, int) and 1 <= row <= 5:  # the board's row, counted from 1
            out["row"] = self.say(f"row.{row - 1}", lang)
        return out


WORDS = NjetWords("njet")
