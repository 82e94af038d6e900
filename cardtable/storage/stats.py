"""The player's statistics (``cardtable-stats/1``): per game and bot level, what the human seat played and won.

Kept like the saves: one versioned document written atomically after every finished deal, read as hostile
input; a damaged file is moved into the quarantine folder and the statistics start again from nothing (the
message says where the old file went). The counts are tallied as deals finish, so the file stays small however
long one plays; the last ``RECENT`` matches are kept one by one for the trend chart.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from cardtable.storage.envelope import StorageError, envelope, read_parsed, write_document
from cardtable.storage.paths import Paths, user_paths
from cardtable.storage.quarantine import read_or_set_aside

KIND = "cardtable-stats"
VERSION = 1
MAX_STATS_BYTES = 2_000_000
RECENT = 200  # matches kept one by one (the chart shows the last few of one game)
MAX_GROUPS = 500
MAX_CONTRACTS = 300  # distinct contracts per group
MAX_COUNT = 10**12
MAX_ID = 60
MIXED = "mixed"  # the bot level of a match whose bots play at different levels


@dataclass
class Tally:
    """What the human seat did in one game against bots of one level."""

    deals: int = 0
    deals_won: int = 0  # deals that moved the human's total up
    matches: int = 0
    matches_won: int = 0  # matches the human ended on top (a shared top counts)
    points: int = 0  # the human's points over all deals
    best_deal: int | None = None  # the biggest win of one deal
    worst_deal: int | None = None  # the biggest loss of one deal
    contracts: dict[str, list[int]] = field(default_factory=dict)  # contract id -> [declared, made]
    undo_deals: int = 0  # deals in which a move was taken back (practice)
    undo_matches: int = 0

    @property
    def points_per_deal(self) -> float:
        """The human's average points per deal (0 before the first)."""
        return self.points / self.deals if self.deals else 0.0

    def merge(self, other: Tally) -> None:
        """Add ``other``'s counts to these (the "all levels" view)."""
        self.deals += other.deals
        self.deals_won += other.deals_won
        self.matches += other.matches
        self.matches_won += other.matches_won
        self.points += other.points
        for mine, theirs, pick in (("best_deal", other.best_deal, max), ("worst_deal", other.worst_deal, min)):
            if theirs is not None:
                now = getattr(self, mine)
                setattr(self, mine, theirs if now is None else pick(now, theirs))
        for cid, (bid, made) in other.contracts.items():
            entry = self.contracts.setdefault(cid, [0, 0])
            entry[0] += bid
            entry[1] += made
        self.undo_deals += other.undo_deals
        self.undo_matches += other.undo_matches

    def to_json(self) -> dict[str, Any]:
        return asdict(self)  # every field is a count, a [declared, made] pair or None: JSON as it stands

    @classmethod
    def from_json(cls, data: Any, where: str) -> Tally:
        if not isinstance(data, dict):
            raise StorageError(f"{where} is not an object")
        counts = {k: _count(data, k, where) for k in ("deals", "deals_won", "matches", "matches_won")}
        counts.update({k: _count(data, k, where) for k in ("undo_deals", "undo_matches")})
        if counts["deals_won"] > counts["deals"] or counts["matches_won"] > counts["matches"]:
            raise StorageError(f"{where} counts more won than played")
        raw = data.get("contracts", {})
        if not isinstance(raw, dict) or len(raw) > MAX_CONTRACTS:
            raise StorageError(f"{where}: contracts must be an object")
        contracts: dict[str, list[int]] = {}
        for cid, pair in raw.items():
            if not (
                isinstance(cid, str)
                and 0 < len(cid) <= MAX_ID
                and isinstance(pair, list)
                and len(pair) == 2
                and all(_whole(n, 0) for n in pair)
                and pair[1] <= pair[0]
            ):
                raise StorageError(f"{where}: contract {cid!r} must give [declared, made]")
            contracts[cid] = list(pair)
        return cls(
            **counts,
            points=_signed(data.get("points", 0), f"{where}: points"),
            best_deal=_optional_signed(data.get("best_deal"), f"{where}: best_deal"),
            worst_deal=_optional_signed(data.get("worst_deal"), f"{where}: worst_deal"),
            contracts=contracts,
        )


@dataclass
class MatchEntry:
    """One finished match, for the trend: the human's total and whether the human ended on top."""

    game: str
    level: str
    total: int
    won: bool
    deals: int
    undo: bool = False
    finished_at: str = ""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any, where: str) -> MatchEntry:
        if not isinstance(data, dict):
            raise StorageError(f"{where} is not an object")
        game, level = _ident(data.get("game"), f"{where}: game"), _ident(data.get("level"), f"{where}: level")
        won, undo = data.get("won"), data.get("undo", False)
        if not isinstance(won, bool) or not isinstance(undo, bool):
            raise StorageError(f"{where}: won and undo must be true or false")
        at = data.get("finished_at", "")
        return cls(
            game=game,
            level=level,
            total=_signed(data.get("total"), f"{where}: total"),
            won=won,
            deals=_count(data, "deals", where),
            undo=undo,
            finished_at=at if isinstance(at, str) and len(at) <= 40 else "",
        )


@dataclass
class Statistics:
    """Every tally by (game, bot level), and the last matches one by one."""

    tallies: dict[tuple[str, str], Tally] = field(default_factory=dict)
    recent: list[MatchEntry] = field(default_factory=list)

    def tally(self, game: str, level: str) -> Tally:
        """The tally of one game and level (created empty)."""
        return self.tallies.setdefault((game, level), Tally())

    def games(self) -> list[str]:
        """Games with anything recorded, in the order first played."""
        return list(dict.fromkeys(g for g, _ in self.tallies))

    def levels(self, game: str) -> list[str]:
        """Bot levels ``game`` was played against."""
        return [lv for g, lv in self.tallies if g == game]

    def combined(self, game: str, level: str | None = None) -> Tally:
        """The tally of ``game`` against one level, or against every level when ``level`` is None."""
        out = Tally()
        for (g, lv), t in self.tallies.items():
            if g == game and (level is None or lv == level):
                out.merge(t)
        return out

    def trend(self, game: str, level: str | None = None, last: int = 20) -> list[MatchEntry]:
        """The last ``last`` matches of ``game`` (against ``level``), oldest first."""
        found = [m for m in self.recent if m.game == game and (level is None or m.level == level)]
        return found[-last:]

    def add_deal(
        self, game: str, level: str, points: int, contracts: list[tuple[str, bool]], *, undo: bool = False
    ) -> None:
        """Count one finished deal: the human's points and the contracts the human declared (id, made)."""
        t = self.tally(game, level)
        t.deals += 1
        t.deals_won += points > 0
        t.points += points
        t.best_deal = points if t.best_deal is None else max(t.best_deal, points)
        t.worst_deal = points if t.worst_deal is None else min(t.worst_deal, points)
        for cid, made in contracts:
            entry = t.contracts.setdefault(cid[:MAX_ID], [0, 0])
            entry[0] += 1
            entry[1] += bool(made)
        t.undo_deals += undo

    def add_match(self, game: str, level: str, total: int, won: bool, deals: int, *, undo: bool = False) -> None:
        """Count one finished match (its deals were counted as they ended)."""
        t = self.tally(game, level)
        t.matches += 1
        t.matches_won += won
        t.undo_matches += undo
        at = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        self.recent.append(MatchEntry(game, level, total, won, deals, undo, at))
        del self.recent[:-RECENT]

    def to_json(self) -> dict[str, Any]:
        """The ``cardtable-stats/1`` document."""
        return envelope(
            KIND,
            VERSION,
            {
                "groups": [{"game": g, "level": lv, **t.to_json()} for (g, lv), t in self.tallies.items()],
                "recent": [m.to_json() for m in self.recent],
            },
        )

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Statistics:
        """Validate every field; StorageError names the first bad one."""
        groups, recent = data.get("groups", []), data.get("recent", [])
        if not isinstance(groups, list) or len(groups) > MAX_GROUPS:
            raise StorageError("the statistics' groups must be a list")
        if not isinstance(recent, list) or len(recent) > RECENT:
            raise StorageError(f"the statistics' recent matches must be a list of at most {RECENT}")
        out = cls()
        for i, item in enumerate(groups):
            where = f"group {i + 1} of the statistics"
            if not isinstance(item, dict):
                raise StorageError(f"{where} is not an object")
            key = (_ident(item.get("game"), f"{where}: game"), _ident(item.get("level"), f"{where}: level"))
            if key in out.tallies:
                raise StorageError(f"{where} repeats {key[0]} / {key[1]}")
            out.tallies[key] = Tally.from_json(item, where)
        out.recent = [MatchEntry.from_json(m, f"recent match {i + 1} of the statistics") for i, m in enumerate(recent)]
        return out


def _whole(v: Any, lo: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= MAX_COUNT


def _count(data: dict, key: str, where: str) -> int:
    v = data.get(key, 0)
    if not _whole(v, 0):
        raise StorageError(f"{where}: {key} must be a whole number from 0")
    return v


def _signed(v: Any, where: str) -> int:
    if not _whole(v, -MAX_COUNT):
        raise StorageError(f"{where} must be a whole number")
    return v


def _optional_signed(v: Any, where: str) -> int | None:
    return None if v is None else _signed(v, where)


def _ident(v: Any, where: str) -> str:
    if not isinstance(v, str) or not 0 < len(v) <= MAX_ID:
        raise StorageError(f"{where} must be a short text")
    return v


def read_statistics(path: str | Path) -> Statistics:
    """Read and validate a statistics file; StorageError if anything is wrong."""
    return read_parsed(Path(path), KIND, VERSION, "the statistics file", Statistics.from_json, MAX_STATS_BYTES)


def load_statistics(paths: Paths | None = None, on_problem: Callable[[StorageError], None] | None = None) -> Statistics:
    """The player's statistics; empty when there are none yet, or when the file is damaged.

    A damaged file is moved into the quarantine folder (never deleted) and ``on_problem`` hears why.
    """
    p = paths or user_paths()
    return read_or_set_aside(p.statistics, read_statistics, p.quarantine, on_problem) or Statistics()


def write_statistics(stats: Statistics, path: str | Path) -> None:
    """Write the statistics atomically; StorageError if the disk refuses."""
    write_document(Path(path), stats.to_json(), "the statistics file", indent=None)


class StatsRecorder:
    """Adds finished deals and matches to the player's statistics file (the table's hook, like ``Autosaver``).

    The file is read once, on the first deal; a damaged one is quarantined then (``problems`` keeps the
    message for the window) and counting starts afresh. Each addition is written at once, atomically.
    """

    def __init__(self, paths: Paths | None = None, on_problem: Callable[[StorageError], None] | None = None) -> None:
        self.paths = paths or user_paths()
        self.on_problem = on_problem
        self._stats: Statistics | None = None
        self.problems: list[StorageError] = []

    @property
    def stats(self) -> Statistics:
        """The statistics as recorded so far (read on first use)."""
        if self._stats is None:
            self._stats = load_statistics(self.paths, self._problem)
        return self._stats

    def _problem(self, error: StorageError) -> None:
        self.problems.append(error)
        if self.on_problem is not None:
            self.on_problem(error)

    def reload(self) -> Statistics:
        """Read the file again (another window may have added to it)."""
        self._stats = None
        return self.stats

    def record_deal(
        self, game: str, level: str, points: int, contracts: list[tuple[str, bool]], *, undo: bool = False
    ) -> None:
        self.stats.add_deal(game, level, points, contracts, undo=undo)
        write_statistics(self.stats, self.paths.statistics)

    def record_match(self, game: str, level: str, total: int, won: bool, deals: int, *, undo: bool = False) -> None:
        self.stats.add_match(game, level, total, won, deals, undo=undo)
        write_statistics(self.stats, self.paths.statistics)


def bot_level(levels: list[str | int | None]) -> str:
    """The level a match is filed under: its bots' level, or ``MIXED`` when they differ."""
    found = {str(lv) for lv in levels if lv is not None}
    if len(found) == 1:
        return found.pop()
    return MIXED if found else "none"
