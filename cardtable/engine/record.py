"""Deal records (``cardtable-deal/1``): a deal as deck + actions, in JSON.

The same format serves replays, saves, the autosave, the deal review and bug
reports. Loading never trusts the file: every field is checked and every
action is replayed through the engine.
"""

from __future__ import annotations

import json
import stat
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from cardtable.engine import registry  # the engine's own registry: records need no package above it
from cardtable.engine.protocol import BadActionText, IllegalAction, State

FORMAT = "cardtable-deal/1"
MAX_RECORD_BYTES = 2_000_000  # a deal is a few KB; anything larger is not a record


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says why."""

    def __init__(self, message: str, *, index: int | None = None, action: str | None = None, rule: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.index = index
        self.action = action
        self.rule = rule

    def __reduce__(self) -> tuple:
        # rebuilt from its own arguments (keyword-only ones too), so it survives a trip through a worker process
        args = partial(type(self), self.message, index=self.index, action=self.action, rule=self.rule)
        return (args, (), self.__dict__)


@dataclass
class DealRecord:
    """One deal: which game, the dealt deck, and the actions taken."""

    game: str
    variant: str
    dealer: int
    deck: list[str]
    actions: list[str] = field(default_factory=list)
    seed: int | None = None
    players: int | None = None
    options: dict[str, Any] = field(default_factory=dict)
    result: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-ready dict."""
        d: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "variant": self.variant,
            "seed": self.seed,
            "dealer": self.dealer,
            "deck": list(self.deck),
            "actions": list(self.actions),
        }
        if self.players is not None:
            d["players"] = self.players
        if self.options:
            d["options"] = dict(self.options)
        if self.result is not None:
            d["result"] = self.result
        return d

    def dumps(self) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    @classmethod
    def from_state(cls, state: State, seed: int | None = None) -> DealRecord:
        """The record of a state (its game, dealt deck and history)."""
        game = state.game
        rec = cls(
            game=game.name,
            variant=game.variant,
            dealer=state.dealer,
            deck=list(state.deck_codes),
            actions=state.actions_text,
            seed=seed,
            players=getattr(state, "players", None),
            options=dict(getattr(game, "record_options", {}) or {}),
        )
        if state.is_over:
            rec.result = state.result().to_json()
        return rec

    @classmethod
    def from_json(cls, data: Any) -> DealRecord:
        """Validate a parsed JSON document and build the record."""
        if not isinstance(data, dict):
            raise RecordError("a deal record must be a JSON object")
        fmt = data.get("format")
        if fmt != FORMAT:
            if isinstance(fmt, str) and fmt.startswith("cardtable-deal/"):
                raise RecordError(f"record format {fmt!r} is newer than this program understands ({FORMAT})")
            raise RecordError(f"not a cardtable deal record (format {fmt!r}, expected {FORMAT!r})")
        game = data.get("game")
        if not isinstance(game, str):
            raise RecordError("the record names no game")
        variant = data.get("variant", "")
        if variant is None:
            variant = ""
        if not isinstance(variant, str):
            raise RecordError("the record's variant must be text")
        dealer = data.get("dealer", 0)
        if not isinstance(dealer, int) or isinstance(dealer, bool):
            raise RecordError("the record's dealer must be a seat number")
        deck = data.get("deck")
        if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
            raise RecordError("the record's deck must be a list of card codes")
        actions = data.get("actions", [])
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError("the record's actions must be a list of action texts")
        seed = data.get("seed")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise RecordError("the record's seed must be an integer or null")
        players = data.get("players")
        if players is not None and (not isinstance(players, int) or isinstance(players, bool)):
            raise RecordError("the record's players must be an integer")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise RecordError("the record's options must be an object")
        result = data.get("result")
        return cls(
            game, variant, dealer, deck, actions, seed, players, options, result if isinstance(result, dict) else None
        )

    @classmethod
    def loads(cls, text: str) -> DealRecord:
        """Parse JSON text into a record."""
        try:
            data = json.loads(text)
        except RecursionError:
            raise RecordError("the file is not valid JSON: it nests too deeply") from None
        except ValueError as e:  # JSONDecodeError, or an integer too long to convert
            raise RecordError(f"the file is not valid JSON: {e}") from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str | Path) -> DealRecord:
        """Read a record file."""
        p = Path(path)
        try:
            st = p.stat()
            if stat.S_ISDIR(st.st_mode):
                raise RecordError(f"{p} is a folder, not a deal record")
            if not stat.S_ISREG(st.st_mode):  # a FIFO or device would block or never end
                raise RecordError(f"{p} is not a regular file")
            if st.st_size > MAX_RECORD_BYTES:
                raise RecordError(f"{p} is too large to be a deal record")
            with open(p, "rb") as f:
                raw = f.read(MAX_RECORD_BYTES + 1)
            if len(raw) > MAX_RECORD_BYTES:
                raise RecordError(f"{p} is too large to be a deal record")
        except FileNotFoundError:
            raise RecordError(f"{p}: no such file") from None
        except IsADirectoryError:
            raise RecordError(f"{p} is a folder, not a deal record") from None
        except OSError as e:
            raise RecordError(f"{p} cannot be read: {e.strerror or e}") from None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError(f"{p} is not a text file (not UTF-8)") from None
        return cls.loads(text)

    def new_state(self) -> State:
        """The dealt state, before any action."""
        try:
            game = registry.get(self.game, variant=self.variant or None, **self.options)
        except (KeyError, ValueError, TypeError, ImportError) as e:
            raise RecordError(f"cannot set up the game: {e}") from None
        players = self.players if self.players is not None else game.default_players
        if not game.min_players <= players <= game.max_players:
            raise RecordError(f"the record's deal is not valid: {game.describe()} is not played by {players} players")
        if not 0 <= self.dealer < players:
            raise RecordError(
                f"the record's deal is not valid: the dealer must be a seat from 0 to {players - 1}, not {self.dealer}"
            )
        try:
            return game.new_deal(dealer=self.dealer, deck=self.deck, players=self.players)
        except (KeyError, ValueError, TypeError) as e:
            raise RecordError(f"the record's deal is not valid: {e}") from None

    def replay(self, *, stop: int | None = None) -> State:
        """Replay the actions (the first ``stop`` of them); an illegal one raises RecordError."""
        state = self.new_state()
        game = state.game
        for i, text in enumerate(self.actions[:stop]):
            try:
                state.apply(game.parse_action(text))
            except BadActionText as e:
                raise RecordError(f"action {i} ({text!r}) cannot be read: {e}", index=i, action=text) from None
            except IllegalAction as e:
                raise RecordError(
                    f"action {i} ({text!r}) is illegal: {e.message}" + (f" ({e.rule})" if e.rule else ""),
                    index=i,
                    action=text,
                    rule=e.rule,
                ) from None
        return state
