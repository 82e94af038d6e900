"""The generic table profile: what a trick-taking game shows and says unless its own profile says otherwise."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from cardtable.engine.protocol import Action, IllegalAction, Line, Result, View
from cardtable.engine.registry import GameInfo, info
from cardtable.ui import i18n, texts
from cardtable.words import GameWords, of

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from cardtable.engine.match import Match
    from cardtable.ui.panels import Composer


def sayer(game: str) -> Callable[..., str]:
    """``say(key, **params)``: a phrase of ``game``'s phrasebook in the UI language."""
    words = of(game)

    def say(key: str, /, **params: Any) -> str:
        return words.say(key, i18n.current(), **params)

    return say


KONTRA_WORDS = {2: "kontra", 4: "rekontra", 8: "szubkontra", 16: "hirskontra", 32: "mordkontra"}  # both languages


class Board:
    """A game's own public display beside the table (NJET's board, Was sticht?'s rows…): a widget fed views."""

    widget: QWidget

    def update(self, view: View, names: list[str]) -> None:
        """Show what ``view`` makes public; ``names`` are the seats' names."""

    def retranslate(self) -> None:
        """Relabel in the UI language."""


class TableProfile:
    """How the table shows and words one game. Subclasses override what their game does differently."""

    composer = False  # the action bar builds bids from parts (Ulti) instead of one button per bid
    list_after = 7  # more non-card actions than this go into a drop-down list
    list_chars = 0  # and so do they when their labels are longer than this in all (0: no limit)
    plain_words: frozenset[str] = frozenset({"pass", "hold", "annul", "hivatalbol-kontra", "keep"})
    plate_history = True  # a plate lists everything its seat said this deal (False: only its last word)
    select_kinds: tuple[str, ...] = ("discard",)  # action kinds named by selecting cards, sent by one button

    def __init__(self, game: str) -> None:
        self.game = game
        self.names: list[str] = []  # the seats' names at the running table (the window sets them)

    def seat_name(self, seat: int) -> str:
        """A seat's name at the table ("seat N" before the window has named them)."""
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return str(seat + 1)

    @property
    def info(self) -> GameInfo:
        """The game's registry record."""
        return info(self.game)

    # cards and layout --------------------------------------------------------------------------------------------
    def hand_order(self, view: View) -> list[str]:
        """The human's hand in the order a player sorts it (the deck order reads low to high)."""
        return list(view.hand)

    def talon_size(self, view: View) -> int:
        """How many face-down cards lie in the middle."""
        v = getattr(view.facts, "talon_size", None)  # a game whose facts count a talon (Écarté)
        return v if isinstance(v, int) and not isinstance(v, bool) else 0

    def turn_up(self, view: View) -> str | None:
        """A card turned face up beside the talon (Écarté's trump card)."""
        v = getattr(view.facts, "turn_up", None)  # a game whose facts name a turned-up card (Écarté)
        return v if isinstance(v, str) and v else None

    def own_talon(self, view: View) -> list[str]:
        """Cards the human laid down that he may still look at (Ulti's talon)."""
        return []

    def away(self, view: View) -> tuple[int, ...]:
        """Seats that play no card this deal (Tarokk's dealer at five sits out): no hand, no trick card."""
        v = getattr(view.facts, "sitting_out", None)  # a game whose facts name a seat sitting out (Tarokk)
        return (v,) if isinstance(v, int) and not isinstance(v, bool) else ()

    def table_positions(self, players: int) -> int:
        """Places at the table: the seats, plus a dummy the rules seat among them (Meinz's 3-player monster)."""
        return players

    def position_name(self, position: int) -> str:
        """The name on the plate of a place no player holds (Meinz's monster)."""
        return ""

    def shown_cards(self, view: View) -> dict[int, list[str]]:
        """Face-up cards lying in front of a seat (MÜ's revealed bids, Meinz's point cards)."""
        return {}

    shown_in_hand = False  # the human's shown cards are his to click too (MÜ plays revealed cards from the table)

    def open_hands(self, view: View) -> dict[int, list[str]]:
        """Hands the table fans face up in full (MÜ lays its revealed cards in front of the seat instead)."""
        return view.open_hands

    def card_actions(self, view: View) -> dict[str, Action]:
        """What a click on a card of the human's hand does, by code: play it, unless the game says otherwise."""
        codes = view.deck.codes
        return {codes[a.cards[0]]: a for a in view.legal_actions if a.kind == "play"}

    # words -----------------------------------------------------------------------------------------------------
    @property
    def words(self) -> GameWords:
        """The game's words (its phrasebook)."""
        return of(self.game)

    def say(self, key: str, /, **params: Any) -> str:
        """A phrase of the game's phrasebook in the UI language."""
        return self.words.say(key, i18n.current(), **params)

    def suit_label(self, letter: str) -> str:
        """A suit's name with its sign."""
        return texts.signed_suit(self.game, letter)

    def card_name(self, code: str) -> str:
        """A card's name in the UI language."""
        return texts.card_name(self.game, code)

    def action_label(self, a: Action) -> str:
        """A button's label for an action."""
        return self.words.action(a, "button", i18n.current(), self.names)

    def action_said(self, a: Action | None) -> str:
        """What a seat's plate shows after it acted (``None``: an action hidden from this seat)."""
        lang = i18n.current()
        if a is None:
            return self.words.say("plate.hidden-exchange", lang)
        return self.words.action(a, "plate", lang, self.names)

    def plate_words(self, view: View) -> list[str]:
        """Per seat, what it said this deal as its plate shows it: every bid, announcement, kontra… in order."""
        said: list[list[str]] = [[] for _ in range(view.players)]
        for action, seat in zip(view.public_history, view.history_seats):
            words = self.action_said(action)
            if not words or not 0 <= seat < view.players:
                continue
            if not self.plate_history:
                said[seat] = [words]
            elif not said[seat] or said[seat][-1] != words:
                said[seat].append(words)
        return [" · ".join(w) for w in said]

    def prompt(self, view: View) -> str:
        """What the human is asked to do now: the phase's question, or play a card."""
        if view.phase != "play" and self.words.has(f"prompt.{view.phase}"):
            return self.say(f"prompt.{view.phase}")
        if any(a.kind == "play" for a in view.legal_actions):
            return self.say("prompt.play" if view.trick else "prompt.lead")
        return ""

    def refusal(self, exc: IllegalAction) -> str:
        """A refusal in the UI language, with the rule it cites."""
        return self.words.refusal(exc.key, exc.params, exc.rule, i18n.current())

    def sorted_actions(self, actions: list[Action]) -> list[Action]:
        """A long list of actions in the order a player reads it."""
        return list(actions)

    def part_name(self, part: str) -> str:
        """A settlement part's name."""
        key = f"part.{part}"
        return self.say(key) if self.words.has(key) else self.contract_name(part)

    def settlement_line(self, line: Line, names: list[str], human: int) -> str:
        """One settlement line in words: "ulti — won ×2 (kontra): Anna pays you 8"."""
        own = self.line_text(line, names, human)
        if own is not None:
            return own

        def who(seat: int, subject: bool) -> str:
            if seat == human:
                return self.say("word.You" if subject else "word.you")
            return names[seat] if 0 <= seat < len(names) else "?"

        part = self.part_name(line.part)
        state = self.say("word.won" if line.won else "word.lost")
        mult = ""
        if line.multiplier > 1:
            word = KONTRA_WORDS.get(line.multiplier, "")
            mult = f" ×{line.multiplier}" + (f" ({word})" if word else "")
        note = self.say(f"note.{line.note}") if line.note and self.words.has(f"note.{line.note}") else ""
        head = self.line_head(line, part, state, mult, note)
        n = line.amount
        if line.payer < 0:
            if line.payee == human:
                pay = self.say("score.you-score", n=n)
            else:
                pay = self.say("score.scores", name=who(line.payee, True), n=n)
        elif line.payee < 0:
            pay = self.say("score.into-ablak", name=who(line.payer, True), n=n)
        elif line.payee == human:
            pay = self.say("score.pays-you", payer=who(line.payer, True), n=n)
        elif line.payer == human:
            pay = self.say("score.you-pay", payee=who(line.payee, False), n=n)
        else:
            pay = self.say("score.pays", payer=who(line.payer, True), payee=who(line.payee, False), n=n)
        return f"{head}: {pay}"

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        """The head of a settlement line ("ulti — won ×2", or just the part)."""
        return f"{part} ({note})" if note else part

    def line_text(self, line: Line, names: list[str], human: int) -> str | None:
        """A whole settlement line in the game's own words, or None for the common wording."""
        return None

    def contract_name(self, contract: str) -> str:
        """The contract as players write it."""
        return self.words.contract(contract)

    def deal_contracts(self, result: Result, seat: int) -> list[tuple[str, bool]]:
        """The contracts ``seat`` declared in a finished deal and whether each was made (for the statistics).

        A contract is named by an id ``contract_name`` can word. Games without declared contracts have none.
        """
        return []

    def facts(self, view: View) -> list[tuple[str, str]]:
        """The deal's facts for the box in the corner (contract, trump…), after the game's name."""
        out: list[tuple[str, str]] = []
        if view.contract:
            label = self.say("fact.bid" if view.phase == "bidding" else "fact.contract")
            out.append((label, self.contract_name(view.contract)))
        if view.trump:
            out.append((self.say("fact.trump"), self.suit_label(view.trump)))
        return out

    def match_lines(self, match: Match) -> list[tuple[str, str]]:
        """The match's own running facts for the facts box, after the deal number (Ulti's Ablak pot)."""
        return []

    def match_note(self, match: Match) -> str:
        """A line under the score sheet's totals about the match (Ulti's Ablak pot), or ""."""
        return ""

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        """Words on a seat's plate besides its name (dealer, declarer, partner…)."""
        out = []
        if seat == view.dealer:
            out.append(self.say("tag.dealer"))
        if getattr(view.facts, "declarer", None) == seat:  # a game whose facts name a declarer
            out.append(self.say("tag.declarer"))
        return out

    # controls --------------------------------------------------------------------------------------------------
    def discard_label(self, n: int) -> str:
        """The discard button's words with ``n`` cards selected (0: none yet): Écarté's "Eldobás" by default."""
        if n == 0:
            return self.say("button.select-discard")
        return self.say("button.discard-one") if n == 1 else self.say("button.discard-cards", n=n, cards="")

    def use_list(self, view: View, actions: Sequence[Action]) -> bool:
        """True when these non-card actions go into a drop-down instead of a row of buttons."""
        listed = [a for a in actions if a.text not in self.plain_words]
        if len(actions) > self.list_after:
            return True
        return bool(self.list_chars) and sum(len(self.action_label(a)) for a in listed) > self.list_chars

    def select_button(self, view: View, selection: list[str]) -> str | None:
        """The selection button's label where the game words it (NJET's passing); None: "Discard n cards"."""
        return None

    def make_composer(self) -> Composer | None:
        """A widget composing bids from parts, with a ``bid = Signal(str)`` (Ulti's), or None."""
        return None

    def make_board(self) -> Board | None:
        """The game's own display beside the table, or None."""
        return None
