"""The registry's plain data: a game's record (``GameInfo``) and the texts, choices and options it holds.

Pure data at the bottom of ``engine/``: it imports nothing of the program, so the protocol, the records and
the registry all stand on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Text:
    """A text in both languages of the program."""

    en: str
    hu: str

    def __call__(self, lang: str) -> str:
        """The text in ``lang`` ("hu" or anything else for English)."""
        return self.hu if lang == "hu" else self.en


@dataclass(frozen=True)
class Choice:
    """One value a setting may take, with its label."""

    value: Any
    label: Text
    blurb: Text | None = None  # a one-line description (variants on the start screen)


@dataclass(frozen=True)
class RuleOption:
    """A rule option the new-match dialog offers: the ``make_game`` keyword, its label and its choices."""

    name: str
    label: Text
    choices: tuple[Choice, ...]
    default: Any


@dataclass(frozen=True)
class MatchKind:
    """How a match may end: after ``deals`` deals, at ``target`` points, or at the game's own end.

    ``choices`` fixes the values a player may pick (Écarté's 5/7/11); empty means any number in ``limits``.
    """

    kind: str  # "deals" | "target"
    default: int
    choices: tuple[int, ...] = ()
    limits: tuple[int, int] = (1, 500)
    as_rule: bool = False  # the target is also the game's rule option ``target`` (Écarté's deals stop at it)

    def default_for(self, players: int, default_players: int) -> int:
        """The default at ``players`` seats: deals rounded up to full rounds (every seat deals equally often)."""
        if self.kind != "deals" or players == default_players:
            return self.default
        rounds = -(-self.default // default_players)
        return rounds * players


@dataclass(frozen=True)
class GameInfo:
    """Everything the program knows about a game outside its engine."""

    name: str
    engine: str  # module with make_game(**options) and MATCH
    title: Text
    description: Text  # one line for the start screen and the new-match dialog
    deck: str  # cardtable.cards deck name
    min_players: int
    max_players: int
    default_players: int
    zero_sum: bool
    bot_policy: str  # module with make_policy(game)
    table_profile: str  # module (Qt side) with PROFILE
    coach_profile: str | None  # module with COACH, or None: no coach (no Hint button)
    rules_page: str | None  # cardtable/coach/rules/<page>.<lang>.md
    variants: tuple[Choice, ...] = (Choice("", Text("", "")),)
    rule_options: tuple[RuleOption, ...] = ()
    match_kinds: tuple[MatchKind, ...] = ()
    auto_actions: tuple[str, ...] = field(default=())  # action kinds "announce automatically" may take for the player
    seats_option: bool = False  # the seat count is a rule option of make_game (``players=``), not only of a deal

    @property
    def player_counts(self) -> range:
        """Every seat count the engine supports."""
        return range(self.min_players, self.max_players + 1)

    def default_variant(self) -> str:
        """The variant a quick match plays."""
        return str(self.variants[0].value)
