"""A game's words as the player meets them: its cards, its moves in each role, its refusals and rule citations.

``of(game)`` is the game's own ``GameWords`` (``cardtable.words.<game>``, where the game words something its own
way) or this generic one. Every text comes from the phrasebooks (``book.say``); this module only picks the key
and the values.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from cardtable.cards.deck import Deck, get_deck
from cardtable.engine.protocol import Action
from cardtable.words.book import area_of, fill, has, say, template

ROLES = ("button", "plate", "coach")  # a move on its button, on its seat's plate, in the coach's lists
# the coach's label falls back to the button's words; the others stand alone
ROLE_CHAIN = {"button": ("button",), "plate": ("plate",), "coach": ("coach", "button")}

# "Meinz §5.2(5) [HU Ki nyeri az ütést?: lefoglalás sorrendje]": the source, then the booklet's heading and detail
_BRACKETED = re.compile(r"^(?P<source>.+?)\s+§[^\[]*\[HU (?P<heading>[^\]:]+)(?::[^\]]*)?\]\s*$")
_SOURCE_NOTE = re.compile(r"\s*\((?:\[[A-Z]+\][, ]*)+\)")  # "([MCA], [HMU])": where the engine found a rule


class GameWords:
    """How one game's moves, cards and refusals are worded. Subclasses override what their game says otherwise."""

    contract_words: Mapping[str, str] = {"4-asz": "4 ász", "teritett": "terített", "szintelen": "színtelen"}

    def __init__(self, game: str) -> None:
        self.game = game
        self.area = area_of(game)

    # the phrasebook -------------------------------------------------------------------------------------------
    def say(self, key: str, lang: str, /, **params: Any) -> str:
        """The phrase ``key`` of this game (or the common book) in ``lang``."""
        return say(self.area, key, lang, **params)

    def has(self, key: str) -> bool:
        """True when this game (or the common book) words ``key``."""
        return has(self.area, key)

    # cards ------------------------------------------------------------------------------------------------------
    @property
    def deck(self) -> Deck:
        """The deck the game is dealt from (its registry record's)."""
        from cardtable.engine.registry import info

        return get_deck(info(self.game).deck)

    def card(self, code: str, lang: str) -> str:
        """A card's name ("kék 7", "the Seven of Hearts" without its article); an unknown code stays as it is."""
        try:
            return self.deck.name_of(self.deck.card(code), lang)
        except (KeyError, ValueError):
            return code

    def cards(self, codes: Iterable[str], lang: str) -> str:
        """Card names joined for a sentence."""
        return ", ".join(self.card(c, lang) for c in codes)

    def suit(self, letter: str, lang: str) -> str:
        """A suit's (a colour's) name from its letter."""
        deck = self.deck
        if letter not in deck.suits:
            return letter
        i = deck.suits.index(letter)
        return (deck.suit_names_hu if lang == "hu" else deck.suit_names_en)[i]

    def contract(self, text: str) -> str:
        """A contract's bid text as players write it ("piros 40-100 ulti", "terített betli")."""
        words = []
        for w in text.split():
            w = self.contract_words.get(w, w)
            w = w.replace("teritett-", "terített ").replace("szintelen-", "színtelen ")
            words.append(w)
        return " ".join(words)

    def codes(self, action: Action) -> list[str]:
        """The codes of the cards ``action`` names (NJET's actions name theirs in their text: the table's deck)."""
        if action.cards and action.arg:
            return action.arg.split()
        codes = self.deck.codes
        return [codes[c] for c in action.cards]

    def phase(self, phase: str, lang: str) -> str:
        """A phase of the deal by name ("Licit", "Aukció"); one no phrasebook names stays as the engine calls it."""
        key = f"phase.{phase}"
        return self.say(key, lang) if self.has(key) else str(phase)

    def seat(self, seat: int, lang: str, names: Sequence[str] = ()) -> str:
        """A seat by its name at the table, else by its number."""
        if 0 <= seat < len(names) and names[seat]:
            return names[seat]
        return self.say("word.player-n", lang, n=seat + 1)

    # moves ------------------------------------------------------------------------------------------------------
    def action(self, action: Action, role: str, lang: str, names: Sequence[str] = ()) -> str:
        """``action`` in ``role`` ("button", "plate" or "coach") in ``lang``; ``names`` name the seats."""
        keys = self.action_keys(action)
        for r in ROLE_CHAIN[role]:
            for name in keys:
                text = template(self.area, f"{r}.{name}", lang)
                if text is not None:
                    return fill(text, lang, **self.action_params(action, lang, names))
        codes = self.codes(action) if action.cards else []
        if codes:  # a move no phrase words (tests/words/test_every_word.py fails on it): its cards by name
            return f"{action.kind}: {self.cards(codes, lang)}"
        return action.text

    def worded(self, action: Action, role: str) -> bool:
        """True when a phrase words ``action`` in ``role`` (the phrasebook test asks it of every legal move)."""
        keys = self.action_keys(action)
        return any(template(self.area, f"{r}.{name}", "en") is not None for r in ROLE_CHAIN[role] for name in keys)

    def action_keys(self, action: Action) -> list[str]:
        """The phrase names that may word ``action``, the most particular first."""
        kind, arg, n = action.kind, action.arg, len(action.cards)
        out = []
        if arg and " " not in arg and not n:
            out.append(f"{kind}-{arg}")
        if n == 1:
            out.append(f"{kind}-one")
        if n:
            out.append(f"{kind}-cards")
        out.append(kind)
        return out

    def action_params(self, action: Action, lang: str, names: Sequence[str]) -> dict[str, Any]:
        """The values a move's phrase may name: its cards, their count, its contract, its suit…"""
        codes = self.codes(action) if action.cards else []
        args = action.arg.split()
        params: dict[str, Any] = {
            "card": self.cards(codes, lang),
            "cards": self.cards(codes, lang),
            "n": len(codes),
            "kind": action.kind,
            "Kind": action.kind.capitalize(),
            "contract": self.contract(action.arg) if not codes else "",
        }
        if len(args) == 1 and args[0] in self.deck.suits:
            params["suit"] = self.suit(args[0], lang)
        return params

    # refusals ---------------------------------------------------------------------------------------------------
    def refusal(self, key: str, params: Mapping[str, Any], rule: str, lang: str) -> str:
        """A refused move in ``lang``: the refusal's phrase with its values, then the rule it breaks.

        Card codes among ``params`` (``card``, ``led``, ``winner``…) are named; ``led`` names the suit led.
        """
        words = self.refusal_params(params, lang)
        found = f"refusal.{key}" if self.has(f"refusal.{key}") else "refusal.illegal"
        text = self.say(found, lang, **words).replace(" ()", "")
        return self.cited(text, rule, lang)

    def refusal_params(self, params: Mapping[str, Any], lang: str) -> dict[str, Any]:
        """A refusal's values in words: cards by name, the suit led, a bid as players write it."""
        deck = self.deck
        out: dict[str, Any] = {"led": "", "winner": ""}
        for k, v in params.items():
            if k == "led" and isinstance(v, str) and v:
                out[k] = self.suit(v[0], lang) if v in deck.codes else self.suit(v, lang)
            elif k in ("card", "cards") and isinstance(v, str):
                out[k] = self.cards(v.split(), lang)
            elif k == "bid" and isinstance(v, str):
                out[k] = self.contract(v)
            elif isinstance(v, str) and v in deck.codes:
                out[k] = self.card(v, lang)
            else:
                out[k] = v
        return out

    def cited(self, text: str, rule: str, lang: str) -> str:
        """``text`` with the rule it cites, in the one form every game shares: "… (szabály: BTE 3.1. pont)"."""
        if not rule:
            return text
        return self.say("cite.rule", lang, text=text, rule=self.cite(rule, lang))

    def cite(self, rule: str, lang: str) -> str:
        """An engine's citation as the player reads it: the source and the booklet's heading, translated."""
        m = _BRACKETED.match(rule)
        if m:
            return self.cite_headings(m.group("source"), [m.group("heading")], lang)
        source, sep, rest = rule.partition(", ")
        if sep:
            return self.cite_headings(source, rest.split(";"), lang)
        return rule

    def cite_headings(self, source: str, headings: Iterable[str], lang: str) -> str:
        """ "MÜ, „Az aukció”" / "MÜ, “The auction”": each heading named by the phrasebook in ``lang``."""
        shown = []
        for h in headings:
            h = _SOURCE_NOTE.sub("", h).strip()
            name = self.say(f"heading.{h}", lang) if self.has(f"heading.{h}") else h
            shown.append(self.say("cite.heading", lang, heading=name))
        return self.say("cite.headings", lang, source=source, heading=self.say("word.and", lang).join(shown))


@cache
def of(game: str) -> GameWords:
    """The words of ``game``: its own module's ``WORDS`` (``cardtable.words.<game>``), else the generic ones."""
    name = f"cardtable.words.{area_of(game)}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:
            raise
        return GameWords(game)
    found = module.WORDS
    assert isinstance(found, GameWords), f"{name}.WORDS is not a GameWords"
    return found
