"""Match saves (``cardtable-save/1``): a match as its finished deals plus the deal in progress.

Every deal is stored as a ``cardtable-deal/1`` record (deck + actions), so a
save holds no state that is not re-derived on load: ``restore`` replays every
deal through the engine and rebuilds the match by finishing each deal again,
then checks the stored points and totals against what it recomputed. An
illegal action, a wrong total or a deal dealt by the wrong seat is refused
with a clear message.
"""

from __future__ import annotations

import datetime as dt
import inspect
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from cardtable.engine.match import Match
from cardtable.engine.protocol import Game, State
from cardtable.engine.record import DealRecord, RecordError
from cardtable.storage.envelope import StorageError, envelope, read_document, write_document
from cardtable.storage.quarantine import set_aside

KIND = "cardtable-save"
VERSION = 1
FORMAT = f"{KIND}/{VERSION}"
MAX_SAVE_BYTES = 8_000_000
MAX_PLAYERS = 8
MAX_DEALS = 5_000
MAX_NAME = 60
MAX_TOTAL = 10**12
MAX_SEED = 2**63

log = logging.getLogger(__name__)

BotLevel = str | int | None  # None: a human seat
MatchFactory = Callable[..., Match]


@dataclass
class FinishedDeal:
    """A finished deal of the match and the points it moved the totals by."""

    record: DealRecord
    points: list[int]


@dataclass
class MatchSave:
    """Everything needed to carry on a match: its set-up, finished deals and the deal in progress."""

    game: str
    variant: str
    players: int
    seed: int
    seat_names: list[str]
    bot_levels: list[BotLevel]
    options: dict[str, Any] = field(default_factory=dict)
    deals: int | None = None  # match length in deals
    target: int | None = None  # or the total that ends it
    first_dealer: int = 0
    dealer: int = 0  # the dealer of the deal in progress (or the next one)
    totals: list[int] = field(default_factory=list)
    finished: list[FinishedDeal] = field(default_factory=list)
    current: DealRecord | None = None
    saved_at: str = ""
    practice: bool = False  # a practice match: the player may take back moves
    undo_used: bool = False  # a move was taken back: the match is not a clean result

    @classmethod
    def capture(
        cls,
        match: Match,
        state: State | None,
        seat_names: list[str],
        bot_levels: list[BotLevel],
        *,
        practice: bool = False,
        undo_used: bool = False,
    ) -> MatchSave:
        """A save of a live match and its deal in progress (``None`` between deals)."""
        game = match.game
        return cls(
            game=game.name,
            variant=game.variant,
            players=match.players,
            seed=match.seed,
            seat_names=[n[:MAX_NAME] for n in seat_names],  # never write a save that its loader refuses
            bot_levels=list(bot_levels),
            options=dict(getattr(game, "record_options", {}) or {}),
            deals=match.deals,
            target=match.target,
            first_dealer=match.first_dealer,
            dealer=state.dealer if state is not None else match.dealer,
            totals=list(match.totals),
            finished=[FinishedDeal(d.record, list(d.points)) for d in match.history],
            current=DealRecord.from_state(state) if state is not None else None,
            saved_at=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
            practice=practice,
            undo_used=undo_used,
        )

    @property
    def actions_total(self) -> int:
        """Actions in every deal, finished and in progress (what an autosave holds)."""
        n = sum(len(d.record.actions) for d in self.finished)
        return n + (len(self.current.actions) if self.current is not None else 0)

    def to_json(self) -> dict[str, Any]:
        """The save as a ``cardtable-save/1`` document (the practice marks only when set: older saves lack them)."""
        marks = {k: True for k, on in (("practice", self.practice), ("undo_used", self.undo_used)) if on}
        return envelope(
            KIND,
            VERSION,
            {
                "game": self.game,
                "variant": self.variant,
                "options": dict(self.options),
                "players": self.players,
                "seat_names": list(self.seat_names),
                "bot_levels": list(self.bot_levels),
                "seed": self.seed,
                "deals": self.deals,
                "target": self.target,
                "first_dealer": self.first_dealer,
                "dealer": self.dealer,
                "totals": list(self.totals),
                "finished": [{"record": d.record.to_json(), "points": list(d.points)} for d in self.finished],
                "current": self.current.to_json() if self.current is not None else None,
                "saved_at": self.saved_at,
                **marks,
            },
        )

    @classmethod
    def from_json(cls, data: Any) -> MatchSave:
        """Validate every field of a parsed document; StorageError names the first bad one."""
        if not isinstance(data, dict):
            raise StorageError("the save is not a JSON object")
        if data.get("format") != FORMAT:
            raise StorageError(f"the save's format is {data.get('format')!r}, expected {FORMAT!r}")
        game = _text(data, "game", 40)
        variant = _text(data, "variant", 40, default="")
        options = data.get("options", {})
        if not isinstance(options, dict) or not all(
            isinstance(k, str) and len(k) <= 40 and _scalar(v) for k, v in options.items()
        ):
            raise StorageError("the save's options must be an object of simple values")
        players = _int(data, "players", 1, MAX_PLAYERS)
        seat_names = data.get("seat_names")
        if not isinstance(seat_names, list) or len(seat_names) != players:
            raise StorageError(f"the save's seat_names must list {players} names")
        if not all(isinstance(n, str) and len(n) <= MAX_NAME for n in seat_names):
            raise StorageError(f"the save's seat names must be text of at most {MAX_NAME} characters")
        bot_levels = data.get("bot_levels")
        if not isinstance(bot_levels, list) or len(bot_levels) != players:
            raise StorageError(f"the save's bot_levels must list {players} levels")
        if not all(_bot_level(b) for b in bot_levels):
            raise StorageError("a bot level in the save is neither null, a name nor a small number")
        seed = _int(data, "seed", -MAX_SEED, MAX_SEED)
        deals = _int(data, "deals", 1, MAX_DEALS, optional=True)
        target = _int(data, "target", -MAX_TOTAL, MAX_TOTAL, optional=True)
        first_dealer = _int(data, "first_dealer", 0, players - 1)
        dealer = _int(data, "dealer", 0, players - 1)
        totals = data.get("totals")
        if not (isinstance(totals, list) and len(totals) == players and all(_int_in(t, MAX_TOTAL) for t in totals)):
            raise StorageError(f"the save's totals must be {players} whole numbers")
        raw_finished = data.get("finished", [])
        if not isinstance(raw_finished, list) or len(raw_finished) > MAX_DEALS:
            raise StorageError("the save's finished deals must be a list")
        finished = []
        for i, item in enumerate(raw_finished):
            if not isinstance(item, dict):
                raise StorageError(f"finished deal {i + 1} in the save is not an object")
            points = item.get("points")
            if not (isinstance(points, list) and len(points) == players and all(_int_in(p, MAX_TOTAL) for p in points)):
                raise StorageError(f"finished deal {i + 1} in the save must give {players} whole-number points")
            finished.append(FinishedDeal(_record(item.get("record"), f"finished deal {i + 1}"), list(points)))
        raw_current = data.get("current")
        current = None if raw_current is None else _record(raw_current, "the deal in progress")
        saved_at = data.get("saved_at", "")
        if not isinstance(saved_at, str) or len(saved_at) > 40:
            saved_at = ""
        practice, undo_used = data.get("practice", False), data.get("undo_used", False)
        if not isinstance(practice, bool) or not isinstance(undo_used, bool):
            raise StorageError("the save's practice and undo_used must be true or false")
        return cls(
            game=game,
            variant=variant,
            players=players,
            seed=seed,
            seat_names=list(seat_names),
            bot_levels=list(bot_levels),
            options=dict(options),
            deals=deals,
            target=target,
            first_dealer=first_dealer,
            dealer=dealer,
            totals=list(totals),
            finished=finished,
            current=current,
            saved_at=saved_at,
            practice=practice,
            undo_used=undo_used,
        )

    def restore(self, match_factory: MatchFactory | None = None) -> tuple[Match, State | None]:
        """Rebuild the match and the deal in progress by replaying every deal; StorageError if anything is off.

        ``match_factory(game=, players=, seed=, deals=, target=, first_dealer=)``
        builds the game's match class (pots and end rules); default ``Match``.
        """
        try:
            return self._restore(match_factory)
        except StorageError:
            raise
        except Exception as e:  # an engine that trips over hostile input must not take the app down
            log.exception("restoring a save failed inside the engine")
            raise StorageError(f"the save could not be replayed ({type(e).__name__}: {_short(e)})") from None

    def _restore(self, factory: MatchFactory | None) -> tuple[Match, State | None]:
        game = self._game()
        factory = factory or default_match_factory(game)
        if not game.min_players <= self.players <= game.max_players:
            raise StorageError(f"{game.describe()} is not played by {self.players} players")
        match = factory(
            game=game,
            players=self.players,
            seed=self.seed,
            deals=self.deals,
            target=self.target,
            first_dealer=self.first_dealer,
        )
        for i, deal in enumerate(self.finished):
            where = f"finished deal {i + 1}"
            if match.is_over:
                raise StorageError(f"the match was already over before {where}")
            state = self._replay(deal.record, match, where)
            if not state.is_over:
                raise StorageError(f"{where} in the save did not end")
            if deal.record.result is not None and _normal(deal.record.result) != _normal(state.result().to_json()):
                raise StorageError(f"{where} in the save records a result its actions do not give")
            points = match.finish_deal(state)
            if list(points) != deal.points:
                raise StorageError(f"{where} in the save gives points {deal.points}, the rules give {list(points)}")
        if list(match.totals) != self.totals:
            raise StorageError(f"the save's totals {self.totals} do not add up (the deals give {list(match.totals)})")
        if self.dealer != match.dealer:
            raise StorageError(f"the save names seat {self.dealer} as dealer, but it is seat {match.dealer}'s deal")
        if self.current is None:
            return match, None
        if match.is_over:
            raise StorageError("the save has a deal in progress after the match ended")
        return match, self._replay(self.current, match, "the deal in progress")

    def _game(self) -> Game:
        from cardtable import games

        try:
            return games.get(self.game, variant=self.variant or None, **self.options)
        except ImportError:
            raise StorageError(f"this version of cardtable cannot play {self.game!r} yet") from None
        except (KeyError, ValueError, TypeError) as e:
            raise StorageError(f"the save's game cannot be set up: {_short(e)}") from None

    def _replay(self, record: DealRecord, match: Match, where: str) -> State:
        # the game the match deals this deal with (a match may pass the score on, as Écarté's does)
        deal_game_of = getattr(match, "deal_game", None)
        deal_game = deal_game_of() if callable(deal_game_of) else match.game
        expected = (deal_game.name, deal_game.variant, dict(getattr(deal_game, "record_options", {}) or {}))
        if (record.game, record.variant, record.options) != expected:
            raise StorageError(f"{where} in the save is of another game, variant or rule options")
        dealer = match.dealer
        if record.players not in (None, self.players):
            raise StorageError(f"{where} in the save is for {record.players} players, the match has {self.players}")
        if record.dealer != dealer:
            raise StorageError(f"{where} was dealt by seat {record.dealer}, but it was seat {dealer}'s deal")
        try:
            return record.replay()
        except RecordError as e:
            raise StorageError(f"{where} in the save cannot be replayed: {e}") from None


def default_match_factory(game: Game) -> MatchFactory:
    """The registry's match class of ``game`` (the one the table uses); drops arguments it does not take."""
    from cardtable import games

    cls = games.match_class(game.name)
    params = inspect.signature(cls).parameters

    def factory(**kwargs: Any) -> Match:
        return cls(**{k: v for k, v in kwargs.items() if k in params})

    return factory


def _short(e: BaseException, limit: int = 200) -> str:
    text = str(e).replace("\n", " ")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _normal(data: Any) -> Any:
    """JSON-normalised copy (tuples become lists, keys strings) for comparing results."""
    return json.loads(json.dumps(data, sort_keys=True))


def _scalar(v: Any) -> bool:
    if isinstance(v, str):
        return len(v) <= 200
    if isinstance(v, float):
        return v == v and abs(v) != float("inf")
    return v is None or isinstance(v, (bool, int))


def _int_in(v: Any, bound: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and -bound <= v <= bound


def _bot_level(v: Any) -> bool:
    if v is None:
        return True
    if isinstance(v, str):
        return 0 < len(v) <= 40
    return _int_in(v, 1000)


def _text(data: dict, key: str, limit: int, default: str | None = None) -> str:
    v = data.get(key, default)
    if not isinstance(v, str) or len(v) > limit:
        raise StorageError(f"the save's {key} must be text of at most {limit} characters")
    return v


def _int(data: dict, key: str, lo: int, hi: int, *, optional: bool = False) -> Any:
    v = data.get(key)
    if v is None and optional:
        return None
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise StorageError(f"the save's {key} must be a whole number from {lo} to {hi}")
    return v


def _record(data: Any, where: str) -> DealRecord:
    try:
        return DealRecord.from_json(data)
    except RecordError as e:
        raise StorageError(f"{where} in the save is not a valid deal record: {e}") from None


class LoadedSave(NamedTuple):
    """A save that loaded and replayed, or the problem with it (then ``save`` is None)."""

    save: MatchSave | None
    problem: StorageError | None


def read_save(path: str | Path, match_factory: MatchFactory | None = None, *, what: str = "the save") -> MatchSave:
    """Read, validate and test-replay a save file; StorageError if anything is wrong."""
    p = Path(path)
    data = read_document(p, KIND, VERSION, what, MAX_SAVE_BYTES)
    try:
        save = MatchSave.from_json(data)
        save.restore(match_factory)
    except StorageError as e:
        e.message = f"{what} {p}: {e.message}"
        e.path = p
        raise
    return save


def load_save(
    path: str | Path,
    quarantine_dir: str | Path | None = None,
    match_factory: MatchFactory | None = None,
    *,
    what: str = "the save",
) -> LoadedSave:
    """Load a save; a bad one is moved into ``quarantine_dir`` (if given) and reported, never raised."""
    try:
        return LoadedSave(read_save(path, match_factory, what=what), None)
    except StorageError as e:
        if quarantine_dir is not None:
            set_aside(e, quarantine_dir)
        log.warning("%s", e)
        return LoadedSave(None, e)


def write_save(save: MatchSave, path: str | Path, *, indent: int | None = 1) -> None:
    """Write a save atomically; StorageError if the disk refuses."""
    write_document(Path(path), save.to_json(), "the save", indent=indent)
