"""The game protocol every game implements (OpenSpiel-style Game / State).

A deal is a pure function of (game options, dealer, deck order, actions):
``Game.new_deal`` fixes chance from the seed or a given deck, ``State.apply``
moves it on, ``State.view(seat)`` is exactly what one seat may know.

>>> from cardtable.engine import registry
>>> state = registry.get("ulti").new_deal(seed=1)
>>> print(state.phase, state.to_move)
bidding 1
>>> state.legal_actions()[0]
Action('discard P8 PO')

An illegal action is refused with the rule it breaks and changes nothing:

>>> try:
...     state.apply("play P7")
... except IllegalAction as refusal:
...     print(refusal.key, "/", refusal.rule)
bidding-not-over / MAUSZ §6(1)
>>> try:
...     state.apply_as(2, "discard P8 PO")
... except IllegalAction as refusal:
...     print(refusal.message)
it is seat 1's turn, not seat 2's
>>> state.actions_text
[]

A clone is independent of its source (for search):

>>> copy = state.clone()
>>> copy.apply("discard P8 PO")
>>> copy.actions_text, state.actions_text
(['discard P8 PO'], [])
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import partial
from typing import Any, ClassVar, Generic, Self, TypeAlias, TypeVar, overload

from cardtable.cards import Card, Deck, UnknownCard
from cardtable.cards.deck import get_deck
from cardtable.engine import registry

Seat: TypeAlias = int  # a seat at the table, 0 .. players - 1, in play order


class IllegalAction(ValueError):
    """An action the rules forbid; carries the rule it breaks.

    ``key`` is a stable message key the UI translates, ``params`` its values,
    ``rule`` the section of the source rules (e.g. "MAUSZ §6(4)").
    """

    def __init__(self, message: str, *, rule: str = "", key: str = "illegal", **params: Any) -> None:
        super().__init__(message + (f" ({rule})" if rule else ""))
        self.message = message
        self.rule = rule
        self.key = key
        self.params = params

    def __reduce__(self) -> tuple:
        # rebuilt from its own arguments (keyword-only ones too): refusals cross the bot worker's process boundary
        return (partial(type(self), self.message, rule=self.rule, key=self.key, **self.params), (), self.__dict__)


class BadActionText(ValueError):
    """Action text that cannot be read at all (not merely illegal)."""


def action_words(text: object, *, fold_case: bool = True) -> tuple[str, list[str]]:
    """The verb and the other words of an action's text; BadActionText if it is no text or empty.

    >>> action_words("Bid piros ulti")
    ('bid', ['piros', 'ulti'])
    """
    if not isinstance(text, str):
        raise BadActionText(f"an action must be text, not {type(text).__name__}")
    words = text.split()
    if not words:
        raise BadActionText("empty action")
    return (words[0].lower() if fold_case else words[0]), words[1:]


def alone(action: Action, args: Sequence[str], text: object) -> Action:
    """``action``, whose verb takes no further word; BadActionText if ``args`` has any.

    >>> alone(Action("pass", "pass"), ["now"], "pass now")
    Traceback (most recent call last):
    ...
    cardtable.engine.protocol.BadActionText: 'pass' takes no argument: 'pass now'
    """
    if args:
        raise BadActionText(f"{action.kind!r} takes no argument: {text!r}")
    return action


def card_word(deck: Deck, word: str) -> Card:
    """The card a word of an action names, its code in any case; BadActionText naming the deck's cards if none.

    >>> from cardtable.cards.deck import NUMBERS36
    >>> NUMBERS36.codes[card_word(NUMBERS36, "r5")]
    'R5'
    >>> card_word(NUMBERS36, "X5")
    Traceback (most recent call last):
    ...
    cardtable.engine.protocol.BadActionText: unknown card 'X5' (cards are R B Y G with 1 2 3 4 5 6 7 8 9, e.g. R1)
    """
    try:
        return deck.card(word.upper())
    except UnknownCard:
        ranks = " ".join(dict.fromkeys(deck.rank_of))
        raise BadActionText(
            f"unknown card {word!r} (cards are {' '.join(deck.suits)} with {ranks}, e.g. {deck.codes[0]})"
        ) from None


def card_words(deck: Deck, verb: str, args: Sequence[str], text: object, count: int = 1) -> list[Card]:
    """The ``count`` cards an action names after its verb; BadActionText if it names another number or no card."""
    if len(args) != count:
        raise BadActionText(f"{verb!r} names {'one card' if count == 1 else f'{count} cards'}: {text!r}")
    return [card_word(deck, w) for w in args]


class Action:
    """An immutable action of a game, read by its parts: kind, cards, arg.

    ``kind`` is the verb (``play``, ``bid``, ``discard``…), ``cards`` the card
    ints it names, ``arg`` any further word(s), ``text`` the canonical ASCII
    form (saved and printed: ``str(a)``). Actions are equal (and hash) by their
    text, and never equal to text itself: compare ``str(a)`` to a string.

    >>> a = Action("play", "play P7", (0,))
    >>> a.kind, a.cards, str(a), a == Action("play", "play P7", (0,)), a == "play P7"
    ('play', (0,), 'play P7', True, False)
    """

    __slots__ = ("arg", "cards", "kind", "text")

    kind: str
    cards: tuple[Card, ...]
    arg: str
    text: str

    def __init__(self, kind: str, text: str, cards: tuple[Card, ...] = (), arg: str = "") -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "arg", arg)
        object.__setattr__(self, "text", text)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Action is immutable")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.text!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Action):
            return self.text == other.text
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.text)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Action, (self.kind, self.text, self.cards, self.arg))


@overload
def texts(actions: Iterable[Action]) -> list[str]: ...
@overload
def texts(actions: Iterable[Action | None]) -> list[str | None]: ...
def texts(actions: Iterable[Action | None]) -> list[str] | list[str | None]:
    """The texts of ``actions`` (a hidden action stays ``None``): for printing, saving and tests.

    >>> texts([Action("pass", "pass"), None])
    ['pass', None]
    """
    return [None if a is None else a.text for a in actions]


@dataclass(frozen=True)
class Line:
    """One itemised line of a settlement: who pays whom how much, and why."""

    part: str  # contract part or bonus id, e.g. "ulti", "parti", "silent-100"
    won: bool
    value: int  # base value of the part
    multiplier: int  # kontra level factor etc.
    payer: Seat  # or -1 for a pot such as the Ablak
    payee: Seat
    amount: int
    note: str = ""  # message key with extra detail, for the score sheet

    def to_json(self) -> dict[str, Any]:
        """The line as a JSON-ready dict."""
        d = {
            "part": self.part,
            "won": self.won,
            "value": self.value,
            "multiplier": self.multiplier,
            "payer": self.payer,
            "payee": self.payee,
            "amount": self.amount,
        }
        if self.note:
            d["note"] = self.note
        return d


@dataclass(frozen=True)
class Result:
    """The outcome of a finished deal: per-seat score change plus itemised lines."""

    points: list[int]
    lines: list[Line] = field(default_factory=list)
    details: dict[str, Any] = field(default_factory=dict)  # game-specific facts (tricks, card points…)

    def to_json(self) -> dict[str, Any]:
        """The result as a JSON-ready dict."""
        return {
            "points": list(self.points),
            "lines": [ln.to_json() for ln in self.lines],
            "details": self.details,
        }


@dataclass(frozen=True)
class Facts:
    """A game's public facts in a view: each game declares a frozen dataclass of them (``UltiFacts``…).

    A fact that holds only at some moments is ``None`` when it does not.
    """


@dataclass
class View:
    """Exactly what one seat may know. Bots and the UI get this, never the State.

    ``legal_actions`` are the state's own actions (empty unless this seat is to
    move); ``public_history`` is every action so far as this seat saw it (another
    seat's hidden action is ``None``); ``history_seats`` the seat of each.
    ``facts`` are the game's public facts (e.g. ``UltiFacts``). ``deck`` is the deck the deal is dealt from (named
    by ``deck_name``, so a view stays plain data): the card ints of its actions index it.
    """

    game: str
    variant: str
    seat: Seat
    players: int
    dealer: Seat
    phase: str
    to_move: Seat | None
    hand: list[str]
    trick: list[tuple[Seat, str]]
    trump: str | None
    contract: str | None
    open_hands: dict[Seat, list[str]]
    public_history: list[Action | None]
    history_seats: list[Seat]
    legal_actions: list[Action]
    hand_sizes: list[int]
    tricks_won: list[int]  # number of tricks each seat has taken
    last_trick: list[tuple[Seat, str]] | None = None
    facts: Facts = field(default_factory=Facts)
    deck_name: str = field(kw_only=True)

    @property
    def deck(self) -> Deck:
        """The deck the deal is dealt from: an action's card ints index it."""
        return get_deck(self.deck_name)

    @property
    def history_key(self) -> str:
        """The public history on one line (a hidden action as "hidden"): a key that seeds random choices."""
        return ";".join("hidden" if a is None else a.text for a in self.public_history)


class State(ABC):
    """One deal in progress. Mutated by ``apply``; ``clone`` for search.

    The base owns what every game's state repeats: the legal-action cache,
    ``is_legal``, ``apply_as`` (the turn check), refusals citing the game's
    rules, ``deck_codes`` and ``clone``. A game declares which of its fields
    ``clone`` copies (``_copied``: containers copied one level deep,
    ``_copied_nested``: containers of containers) and which caches start
    afresh (``_caches``); everything else is immutable or shared.
    """

    game: Game
    dealer: Seat
    players: int
    history: list[Action]
    actors: list[Seat]  # the seat of each history entry
    deck: tuple[Card, ...]  # the dealt cards, in dealing order
    _to_move: Seat | None
    step: str  # the engine's own step, finer than the phase (a claim window is part of the play)
    phase_of_step: ClassVar[Mapping[str, str]] = {}  # each step's phase (a game's ``Phase`` StrEnum)
    _legal: list[Action] | None = None

    _copied: ClassVar[tuple[str, ...]] = ("history",)
    _copied_nested: ClassVar[tuple[str, ...]] = ()
    _caches: ClassVar[tuple[tuple[str, Any], ...]] = (("_legal", None),)  # (field, its fresh value)
    over_message: ClassVar[str] = "the deal is over"
    citations: ClassVar[Mapping[str, str]] = {}  # refusal key -> the section of the rules it cites

    def __init__(self, game: Game, dealer: Seat, players: int, cards: Sequence[Card]) -> None:
        """What every deal starts with: its game, dealer, seat count and dealt cards, and no action yet."""
        self.game, self.dealer, self.players, self.deck = game, dealer, players, tuple(cards)
        self.history, self.actors = [], []

    @property
    def to_move(self) -> Seat | None:
        """The seat to act, or None when the deal is over."""
        return self._to_move

    @property
    def phase(self) -> str:
        """The phase name (e.g. "bidding", "play", "over"): the phase of the engine's current ``step``."""
        return self.phase_of_step[self.step]

    @property
    def is_over(self) -> bool:
        """True once the deal has ended."""
        return self.to_move is None

    @property
    def card_deck(self) -> Deck:
        """The deck this deal is dealt from."""
        return self.game.deck

    @property
    def deck_codes(self) -> list[str]:
        """The dealt deck, in dealing order (what a record needs to deal it again)."""
        codes = self.card_deck.codes
        return [codes[c] for c in self.deck]

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to move (empty when over)."""
        return list(self._cached_legal())

    def is_legal(self, action: Action) -> bool:
        """True if ``action`` may be applied now."""
        return action in self._cached_legal()

    def _cached_legal(self) -> list[Action]:
        if self._legal is None:
            seat = self.to_move
            self._legal = [] if seat is None else self._compute_legal(seat)
        return self._legal

    @abstractmethod
    def _compute_legal(self, seat: Seat) -> list[Action]:
        """Every legal action of ``seat``, the seat to move, computed afresh (cached until the next action)."""

    @abstractmethod
    def _apply(self, action: Action, seat: Seat) -> None:
        """Apply an action of ``seat`` already known to be legal (``actors`` already names the seat)."""

    def explain_illegal(self, action: Action) -> IllegalAction:
        """Why ``action`` is not legal now, with the rule it breaks."""
        seat = self.to_move
        if seat is None:
            return self._refuse("deal-over", self.over_message)
        return self._why_illegal(action, seat)

    @abstractmethod
    def _why_illegal(self, action: Action, seat: Seat) -> IllegalAction:
        """Why ``action`` is not legal for ``seat``, the seat to move, with the rule it breaks."""

    def _finish(self) -> None:
        """The deal is over."""
        self.step = "over"
        self._to_move = None

    @abstractmethod
    def result(self) -> Result:
        """The settlement; only when the deal is over."""

    @abstractmethod
    def view(self, seat: Seat) -> View:
        """What ``seat`` may know."""

    @abstractmethod
    def check_invariants(self) -> None:
        """Raise AssertionError if the state is inconsistent (for sim and tests)."""

    def citation(self, key: str) -> str:
        """The section of the rules a refusal with ``key`` cites: its entry in ``citations``, else "not-now"'s."""
        return self.citations.get(key) or self.citations.get("not-now", "")

    def _refuse(self, key: str, message: str, *, cite: str = "", **params: Any) -> IllegalAction:
        """A refusal with message key ``key``, citing the rule of ``cite`` (default: of ``key``)."""
        return IllegalAction(message, rule=self.citation(cite or key), key=key, **params)

    def _turn_citation(self) -> str:
        """The citation key of "not your turn" (a game may cite its play order in the play)."""
        return "not-your-turn"

    def _forget(self) -> None:
        """Drop the caches: the state is about to change."""
        for name, value in self._caches:
            setattr(self, name, value)

    def clone(self) -> Self:
        """An independent copy: the declared containers copied, the caches afresh."""
        c = object.__new__(type(self))
        c.__dict__.update(self.__dict__)
        for name in self._copied:
            setattr(c, name, getattr(self, name).copy())
        for name in self._copied_nested:
            outer = getattr(self, name)
            if isinstance(outer, dict):
                setattr(c, name, {k: v.copy() for k, v in outer.items()})
            else:
                setattr(c, name, [v.copy() for v in outer])
        c._forget()
        return c

    def apply(self, action: Action | str) -> None:
        """Apply a legal action (or its text); an illegal one raises and changes nothing."""
        if not isinstance(action, Action):
            action = self.game.parse_action(action)
        if self.to_move is None or not self.is_legal(action):
            # explain_illegal also answers "the deal is over", with the game's own rule.
            raise self.explain_illegal(action)
        seat = self.to_move
        assert seat is not None
        self._forget()
        self.actors.append(seat)
        self._apply(action, seat)
        self.history.append(action)

    def apply_as(self, seat: Seat, action: Action | str) -> None:
        """Apply ``action`` on behalf of ``seat``; refused if it is not that seat's turn."""
        if not isinstance(action, Action):
            action = self.game.parse_action(action)
        to_move = self.to_move
        if to_move is not None and seat != to_move:
            message = f"it is seat {to_move}'s turn, not seat {seat}'s"
            raise self._refuse("not-your-turn", message, cite=self._turn_citation(), seat=seat, to_move=to_move)
        self.apply(action)

    @property
    def actions_text(self) -> list[str]:
        """The history as action texts."""
        return [a.text for a in self.history]


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


PhaseT = TypeVar("PhaseT", bound=StrEnum)


def step_phases(phases: type[PhaseT], finer: Mapping[str, str] | None = None) -> dict[str, PhaseT]:
    """Each engine step's phase (a State's ``phase_of_step``): a phase is a step of its own; ``finer`` names
    the steps inside a phase.

    >>> Phase = StrEnum("Phase", "play over")
    >>> step_phases(Phase, {"claim": "play"})["claim"]
    <Phase.play: 'play'>
    """
    return {p.value: p for p in phases} | {step: phases(phase) for step, phase in (finer or {}).items()}


StateT = TypeVar("StateT", bound=State)


class Game(ABC, Generic[StateT]):
    """A game with its rule options fixed. Creates deals and reads action texts.

    A game class names its registry record (``class MeinzGame(Game[MeinzState], record="meinz")``) and takes
    its name, deck, seat counts and ``zero_sum`` from it: the record is the one place that says them.
    """

    name: str
    variant: str = ""
    deck: Deck
    min_players: int
    max_players: int
    default_players: int
    options: dict[str, Any]
    zero_sum: bool = True  # every deal's points sum to zero (someone pays what another wins)
    facts_type: type[Facts] = Facts  # the class of its views' ``facts``

    def __init_subclass__(cls, record: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if record:
            facts = registry.info(record)
            cls.name, cls.deck, cls.zero_sum = facts.name, get_deck(facts.deck), facts.zero_sum
            cls.min_players, cls.max_players = facts.min_players, facts.max_players
            cls.default_players = facts.default_players

    def new_deal(
        self,
        seed: int | None = None,
        *,
        dealer: Seat = 0,
        deck: Sequence[str] | None = None,
        players: int | None = None,
    ) -> StateT:
        """A new deal; ``deck`` (codes, in dealing order) fixes it, else ``seed`` shuffles."""
        n = self.seats(self.default_players if players is None else players)
        if not _whole(dealer) or not 0 <= dealer < n:
            seats = ", ".join(map(str, range(n - 1))) + f" or {n - 1}"
            raise ValueError(f"the dealer must be seat {seats}, not {dealer!r}")
        codes = list(deck) if deck is not None else self.shuffled_deck(seed, n)
        return self._deal(codes, dealer, n)

    @property
    def record_options(self) -> dict[str, Any]:
        """What a deal record must carry to rebuild this game (its options that differ from the defaults)."""
        return {}

    def seats(self, players: object) -> int:
        """``players`` if this game is played by that many, else ValueError saying how many play it."""
        if (
            not isinstance(players, int)
            or isinstance(players, bool)
            or not self.min_players <= players <= self.max_players
        ):
            counts = (
                f"{self.min_players} to {self.max_players}" if self.max_players > self.min_players else self.min_players
            )
            raise ValueError(f"{self.name} is played by {counts} players, not {players!r}")
        return players

    @abstractmethod
    def _deal(self, codes: list[str], dealer: Seat, players: int) -> StateT:
        """The deal of ``codes`` (checked here against this game's deck) at ``players`` seats."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Read an action's text; raises BadActionText if it is not an action of this game."""

    def play(self, card: Card) -> Action:
        """The action that plays ``card`` of this game's deck, legal or not (a refused card is explained by it).

        Here the common form, ``play CODE`` naming the card int; a game whose card actions name codes gives its own.
        """
        return Action("play", f"play {self.deck.codes[card]}", (card,))

    def shuffled_deck(self, seed: int | None, players: int | None = None) -> list[str]:
        """The cards in play shuffled by ``random.Random(seed)``: same seed, same deal."""
        codes = self.cards_in_play(players or self.default_players)
        random.Random(seed).shuffle(codes)
        return codes

    def cards_in_play(self, players: int) -> list[str]:
        """The codes dealt at ``players`` seats: the whole deck, unless the game plays fewer cards at some tables."""
        return list(self.deck.codes)

    def describe(self) -> str:
        """One line naming the game, its variant and the options its records carry."""
        words = [self.variant] if self.variant else []
        words += [f"{k}={v}" for k, v in self.record_options.items()]
        return f"{self.name} ({', '.join(words)})" if words else self.name


def run(state: StateT, *actions: str) -> StateT:
    """Apply action texts in order, each of which may hold several separated by ';' (scenarios and tests)."""
    for text in actions:
        for part in text.split(";"):
            if part.strip():
                state.apply(part.strip())
    return state
