"""Open-hand (double-dummy) search of the trick-play phase: exact, with a transposition table.

Every hand is known (a sampled world), two sides: the seats of team 0 maximise
the value, the others minimise it. A game plugs in through a ``TrickModel``:
its trick tables and duties, how a finished trick changes the running score
(``acc``) and the value of a finished (or decided) play.

Two searches share one move generator:

* a **race** (``TrickModel.race``): the value is one of two amounts, decided by
  whether one running score reaches a threshold (a parti, a 40-100, a betli, a
  durchmars). Each node is a win-or-lose test of "can team 0 still gain ``k``"
  (a null-window test), cut at once when the points still in play cannot reach
  ``k`` or cannot miss it. The table stores bounds on what team 0 gains *from
  here*, so a position reached with another running score reuses them.
* the **general** search: fail-soft alpha-beta over ``value(acc)`` (contracts
  of several parts, Écarté's game equity), the table keyed with ``acc``.

Both keep the table at trick starts only, apply and undo cards in place on a
list of int masks, and number the cards internally by (effective suit,
strength), so "the next live card above" is a lowest-bit trick. Cards adjacent
in rank within an effective suit, with nothing between them still in play and
of the same scoring class, are equivalent: only the strongest is searched.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

from cardtable.cards import bits
from cardtable.engine.tricks import TrickRules, TrickTables

Trick = tuple[tuple[int, int], ...]
INF = float("inf")


class SearchTimeout(Exception):
    """The safety clock ran out in the middle of a search."""


@dataclass(frozen=True)
class Race:
    """A value decided by one score S that team 0 raises: ``win`` if S ends at least ``need``, else ``lose``.

    A trick team 0 takes adds ``card_score`` per card of ``score_mask`` in it,
    ``trick0``, ``first0`` if it is that side's first trick and ``last`` if it
    is the last trick; a trick of team 1 adds ``trick1`` and, the first time,
    ``first1`` (negative numbers: they hurt team 0). ``start(acc)`` -> (S so
    far, need, team 0 took a trick, team 1 took a trick).
    """

    score_mask: int
    card_score: int
    last: int
    trick0: int
    trick1: int
    first0: int
    first1: int
    start: Callable[[Hashable], tuple[int, int, bool, bool]]
    win: float
    lose: float
    seven: int | None = None  # ``last`` counts only with this card in the last trick, played by team 0 (an ulti)


@dataclass
class TrickModel:
    """What the search needs to know about one game's play phase in one world.

    ``legal(hand, trick, seat)`` -> mask of playable cards (the reference the
    fast move generator is tested against); ``rules`` the follow / trump / beat
    duties and ``ruff_last`` a card that may ruff only as its holder's last
    trump (MAUSZ's trump 7); ``after_trick(acc, trick, winner, last)`` -> new
    acc; ``value(acc)`` -> value of a finished play for team 0; ``decided(acc)``
    -> a value if the outcome can no longer change, else None; ``races`` when
    the value is the sum of win-or-lose threshold races, one per part (the
    faster searches). ``card_class[c]`` splits cards that rank next to each
    other but score differently (so they are never merged). ``lead_order``: per
    team, a card's priority when leading (higher first). ``restrict(seat, hand,
    moves, acc)`` -> the cards of ``moves`` (what the duties allow from ``hand``)
    that a further rule allows with the running score ``acc`` (Tarokk's bound
    cards); the general search only.
    """

    players: int
    tables: TrickTables
    team: tuple[int, ...]
    legal: Callable[[int, Trick, int], int]
    after_trick: Callable[[Hashable, Trick, int, bool], Hashable]
    value: Callable[[Hashable], float]
    decided: Callable[[Hashable], float | None] | None = None
    card_class: Sequence[int] | None = None
    rules: TrickRules = field(default_factory=TrickRules)
    ruff_last: int | None = None
    races: tuple[Race, ...] = ()
    lead_order: tuple[Sequence[int], Sequence[int]] | None = None
    restrict: Callable[[int, int, int, Hashable], int] | None = None
    order: list[list[int]] = field(init=False)  # per effective suit: cards weakest first

    def __post_init__(self) -> None:
        t = self.tables
        self.order = [sorted(bits(m), key=lambda c: t.strength[c]) for m in t.suit_masks]

    def distinct(self, moves: int, live: int) -> list[int]:
        """One representative (the strongest) of each run of equivalent cards in ``moves``."""
        out: list[int] = []
        cls = self.card_class
        masks = self.tables.suit_masks
        for s, suit_cards in enumerate(self.order):
            if not moves & masks[s]:
                continue
            prev = -1
            for c in suit_cards:
                bit = 1 << c
                if moves & bit:
                    if prev >= 0 and (cls is None or cls[prev] == cls[c]):
                        out.pop()  # prev is equivalent to c: keep only the higher one
                    out.append(c)
                    prev = c
                elif live & bit:
                    prev = -1  # a live card in between breaks the run
        return out


class _Tables:
    """A model's cards renumbered by (effective suit, strength), and the masks the move generator needs."""

    def __init__(self, m: TrickModel) -> None:
        t = m.tables
        ext = sorted(range(len(t.suit_of)), key=lambda c: (t.suit_of[c], t.strength[c]))
        self.ext = ext  # internal -> external card
        self.inn = [0] * len(ext)
        for i, c in enumerate(ext):
            self.inn[c] = i
        n = len(ext)
        self.suit = [t.suit_of[c] for c in ext]
        self.suit_mask = [0] * len(t.suit_masks)
        for i in range(n):
            self.suit_mask[self.suit[i]] |= 1 << i
        # ``above[i]``: the cards of i's suit that rank above it
        self.above = [self.suit_mask[self.suit[i]] & ~((2 << i) - 1) for i in range(n)]
        trump = t.trump
        self.trump = trump
        self.trump_mask = self.suit_mask[trump] if trump is not None else 0
        # ``beats[i]``: cards that beat i when i wins a trick led in its own suit or ruffed (ties: the earlier wins)
        self.beats = [self.above[i] | (self.trump_mask if self.suit[i] != trump else 0) for i in range(n)]
        self.ruff_last = -1 if m.ruff_last is None else self.inn[m.ruff_last]
        cls = m.card_class
        self.cls = [cls[c] for c in ext] if cls is not None else [0] * n
        # a card's (suit, class) as a small number: positions alike in it, and in who holds which live card
        # in rank order, are the same position whatever cards are gone (the race's relative key)
        kind_of = [
            (
                self.suit[i],
                self.cls[i],
                i == self.ruff_last,
                *(r.score_mask >> ext[i] & 1 for r in m.races),
                *(r.seven == ext[i] for r in m.races),
            )
            for i in range(n)
        ]
        kinds = sorted(set(kind_of))
        self.kind = [kinds.index(k) * 4 for k in kind_of]
        self.kind_bits = max(8, (len(kinds) * 4).bit_length())

    def to_outer(self, mask: int) -> int:
        """A mask of internal card numbers as the game's cards."""
        return _renumbered(mask, self.ext)

    def to_inner(self, mask: int) -> int:
        """A mask of the game's cards as internal card numbers."""
        return _renumbered(mask, self.inn)


def _renumbered(mask: int, number: Sequence[int]) -> int:
    """``mask`` with every bit ``i`` moved to bit ``number[i]``."""
    out = 0
    while mask:
        low = mask & -mask
        out |= 1 << number[low.bit_length() - 1]
        mask ^= low
    return out


_TABLES: dict[tuple, tuple[TrickTables, _Tables]] = {}


def _tables_for(m: TrickModel) -> _Tables:
    """The model's tables, built once per (trick tables, card classes, trump-7 card, race cards)."""
    key = (
        id(m.tables),
        None if m.card_class is None else tuple(m.card_class),
        m.ruff_last,
        tuple((r.score_mask, r.seven) for r in m.races),
    )
    got = _TABLES.get(key)
    if got is not None and got[0] is m.tables:
        return got[1]
    tb = _Tables(m)
    if len(_TABLES) > 256:
        _TABLES.clear()
    _TABLES[key] = (m.tables, tb)
    return tb


class Solver:
    """Exact open-hand search over one world; the transposition table lives as long as the solver."""

    def __init__(self, model: TrickModel, deadline: float | None = None) -> None:
        if model.tables.later_wins_ties or not model.rules.must_follow:
            raise ValueError("the solver plays earlier-wins-ties games with the follow duty")
        if model.restrict is not None and model.races:
            raise ValueError("a further play rule (restrict) is searched by the general search only")
        self.model = model
        self.tb = _tables_for(model)
        self.tt: dict[Hashable, tuple[float, float, int]] = {}  # value bounds and the best move
        self.race_tt: dict[int, tuple[int, int, int]] = {}  # bounds on what team 0 still gains, best move
        self.nodes = 0
        self.deadline = deadline
        self.n = model.players
        self.team = model.team
        self.hands: list[int] = []
        self.trick: list[tuple[int, int]] = []  # the current trick, internal cards
        # one race without a trump 7: the fast path; several (or an ulti): the parts search
        one = len(model.races) == 1 and model.races[0].seven is None
        self.race = model.races[0] if one else None
        self.parts = () if one else model.races
        if self.race is not None:
            self.race_mask = self.tb.to_inner(self.race.score_mask)
        self.part_masks = [self.tb.to_inner(r.score_mask) for r in self.parts]
        # a grade race (a betli: team 0, one seat, loses at its first trick; a durchmars: at team 1's first) with
        # the MAUSZ / 4M duties: one-trick bounds at each trick start (``_grade_bound``)
        self.grade = 0
        self.solo = model.team.index(0) if model.team.count(0) == 1 else -1
        r = self.race
        rules = model.rules
        if r is not None and not r.card_score and not r.last and self.solo >= 0 and self.n == 3 and rules.must_beat:
            if r.trick0 < 0 and not r.trick1 and self.tb.trump is None:
                self.grade = 1
            elif r.trick1 < 0 and not r.trick0 and rules.must_trump:
                self.grade = 2
        self.part_sevens = [-1 if r.seven is None else self.tb.inn[r.seven] for r in self.parts]

    # -- the shared move generator ------------------------------------------------------------------------------

    def _legal(self, hand: int, led: int, win: int) -> int:
        """Playable cards (internal) for a follower: ``led`` suit, ``win`` the card winning so far."""
        tb = self.tb
        rules = self.model.rules
        same = hand & tb.suit_mask[led]
        if same:
            cands = same
        elif rules.must_trump and hand & tb.trump_mask:
            cands = hand & tb.trump_mask
        else:
            cands = hand
        if rules.must_beat:
            b = cands & tb.beats[win]
            if b:
                cands = b
        r = tb.ruff_last
        if r >= 0 and cands >> r & 1 and led != tb.trump and hand & tb.trump_mask & ~(1 << r):
            cands &= ~(1 << r)
        return cands

    def _distinct(self, moves: int, live: int) -> list[int]:
        """The strongest card of each run of equivalent cards of ``moves`` (internal cards)."""
        above, cls = self.tb.above, self.tb.cls
        out = []
        m = moves
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            nxt = live & above[c]
            if nxt:
                nb = nxt & -nxt
                if nb & moves and cls[nb.bit_length() - 1] == cls[c]:
                    continue
            out.append(c)
        return out

    def _setup(self, hands: tuple[int, ...], trick: Trick) -> tuple[int, int, int, int]:
        """Load a position; returns (led suit, winning card, winning seat, trick mask) of the trick in play."""
        tb = self.tb
        self.hands = [tb.to_inner(h) for h in hands]
        self.trick = [(s, tb.inn[c]) for s, c in trick]
        led = win = wseat = -1
        tmask = 0
        for s, c in self.trick:
            if led < 0:
                led, win, wseat = tb.suit[c], c, s
            elif tb.beats[win] >> c & 1:
                win, wseat = c, s
            tmask |= 1 << c
        return led, win, wseat, tmask

    def _check_clock(self) -> None:
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise SearchTimeout

    def _lead_key(self, seat: int, live: int, took0: bool, took1: bool) -> int:
        """A lead position of the race searches as an int: the leader, who took a trick, and per live card its
        equivalence kind and holder (in a two-handed game the third holder never occurs)."""
        h0, h1 = self.hands[0], self.hands[1]
        kind, width = self.tb.kind, self.tb.kind_bits
        rel = seat * 4 + took0 * 2 + took1
        m = live
        while m:
            low = m & -m
            m ^= low
            rel = (rel << width) | kind[low.bit_length() - 1] | (0 if h0 & low else 1 if h1 & low else 2)
        return rel

    @staticmethod
    def _nth_live(live: int, rank: int) -> int:
        """The ``rank``-th (from 0, lowest first) card of ``live``: a remembered move survives equivalent deals."""
        m = live
        for _ in range(rank):
            m &= m - 1
        return (m & -m).bit_length() - 1

    def _last_trick(self, seat: int) -> tuple[int, int]:
        """The last trick, every hand down to one card and ``seat`` to lead: (its winner, its cards)."""
        hands, n, beats = self.hands, self.n, self.tb.beats
        win = hands[seat].bit_length() - 1
        wseat = seat
        tmask = hands[seat]
        for j in range(1, n):
            s = (seat + j) % n
            c = hands[s].bit_length() - 1
            tmask |= hands[s]
            if beats[win] >> c & 1:
                win, wseat = c, s
        return wseat, tmask

    def _store(
        self, key: Hashable, entry: tuple[float, float, int] | None, value: float, a0: float, b0: float, move: int
    ) -> None:
        """Remember a fail-soft ``value`` searched in the window (a0, b0) as bounds, with its best move."""
        if value <= a0:
            self.tt[key] = (entry[0] if entry else -INF, value, move)
        elif value >= b0:
            self.tt[key] = (value, entry[1] if entry else INF, move)
        else:
            self.tt[key] = (value, value, move)

    def _ordered(self, reps: list[int], seat: int, led: int, win: int, wseat: int, best: int) -> list[int]:
        """Moves in the order tried: the remembered best, then by side and contract (see ``TrickModel``)."""
        if len(reps) > 1:
            tb = self.tb
            my_team = self.team[seat]
            if led < 0:
                pr = self._lead_pr[my_team]
                reps.sort(key=pr.__getitem__, reverse=True)
            else:
                beats = tb.beats[win]
                mine = self.team[wseat] == my_team
                wants = self._wants[my_team]
                cheap = self._cheap
                if not wants:  # duck with the highest card that does not win
                    reps.sort(key=lambda c: (not beats >> c & 1) * 4096 + cheap[c], reverse=True)
                elif mine:  # the partner wins: smear the points, keep the trumps
                    reps.sort(key=self._smear.__getitem__, reverse=True)
                else:  # win as cheaply as possible, else throw the cheapest
                    reps.sort(key=lambda c: (beats >> c & 1) * 4096 - cheap[c], reverse=True)
        if best >= 0 and best in reps and reps[0] != best:
            reps.remove(best)
            reps.insert(0, best)
        return reps

    # -- public -------------------------------------------------------------------------------------------------

    def search(
        self, hands: tuple[int, ...], trick: Trick, to_move: int, acc: Hashable, alpha: float, beta: float
    ) -> float:
        """The exact value (for team 0) of the position (within the window for the general search: fail-soft)."""
        led, win, wseat, tmask = self._setup(hands, trick)
        self._prepare()
        if self.race is not None:
            s, need, took0, took1 = self.race.start(acc)
            k = need - s
            ok = self._race(to_move, len(self.trick), led, win, wseat, tmask, k - 1, k, took0, took1) >= k
            return self.race.win if ok else self.race.lose
        if self.parts:
            ks, took0, took1 = self._part_needs(acc)
            n_in = len(self.trick)
            return self._parts_exact(
                lambda a, b: self._parts_node(to_move, n_in, led, win, wseat, tmask, ks, took0, took1, a, b)
            )
        if not self.trick and not self.hands[to_move]:
            return self.model.value(acc)
        return self._general(to_move, len(self.trick), led, win, wseat, tmask, acc, alpha, beta)

    def root_values(
        self, hands: tuple[int, ...], trick: Trick, to_move: int, acc: Hashable, moves: Sequence[int]
    ) -> dict[int, float]:
        """The exact value of each of ``moves`` (equivalent cards share their representative's value)."""
        led, win, wseat, tmask = self._setup(hands, trick)
        self._prepare()
        tb = self.tb
        live = tmask
        for h in self.hands:
            live |= h
        mask = 0
        for c in moves:
            mask |= 1 << tb.inn[c]
        reps = self._distinct(mask, live)
        race = self.race
        s, need, took0, took1 = race.start(acc) if race is not None else (0, 0, False, False)
        k = need - s
        ks, p0, p1 = self._part_needs(acc) if self.parts else ((), False, False)
        rep_value: dict[int, float] = {}
        n_in = len(self.trick)
        for c in reps:
            if race is not None:
                ok = self._race_move(to_move, n_in, led, win, wseat, tmask, k - 1, k, took0, took1, c) >= k
                rep_value[c] = race.win if ok else race.lose
            elif self.parts:

                def test(a: float, b: float, c: int = c) -> float:
                    return self._parts_move(to_move, n_in, led, win, wseat, tmask, ks, p0, p1, a, b, c)

                rep_value[c] = self._parts_exact(test)
            else:
                rep_value[c] = self._general_move(to_move, n_in, led, win, wseat, tmask, acc, -INF, INF, c)
        out = {}
        for x in moves:
            i = tb.inn[x]
            while i not in rep_value:  # merged into the next stronger card of its run
                i = (live & tb.above[i] & -(live & tb.above[i])).bit_length() - 1
            out[x] = rep_value[i]
        return out

    def _prepare(self) -> None:
        """Per-search move-ordering tables (internal cards)."""
        m, tb = self.model, self.tb
        n = len(tb.ext)
        race = self.race
        score = [0] * n
        if race is not None:
            for i in range(n):
                score[i] = race.card_score if self.race_mask >> i & 1 else 0
            # a betli: team 0 ducks and team 1 wants it to take a trick, so both duck
            self._wants = (race.trick0 >= 0, race.trick0 >= 0)
        else:
            cls = tb.cls
            for i in range(n):
                score[i] = cls[i]
            self._wants = (True, True)
        # cheapness: a card's points first, then trumps above plain cards, then its rank in the suit
        low = [(tb.suit_mask[tb.suit[i]] & -tb.suit_mask[tb.suit[i]]).bit_length() - 1 for i in range(n)]
        self._cheap = [score[i] * 1024 + (64 if tb.suit[i] == tb.trump else 0) + i - low[i] for i in range(n)]
        self._smear = [score[i] * 1024 - (64 if tb.suit[i] == tb.trump else 0) - i + low[i] for i in range(n)]
        if m.lead_order is not None:
            self._lead_pr = tuple([pr[tb.ext[i]] for i in range(n)] for pr in m.lead_order)
        else:
            self._lead_pr = (list(range(n)), list(range(n)))

    # -- the race: win-or-lose tests on what team 0 still gains -------------------------------------------------

    def _race(
        self, seat: int, n_in: int, led: int, win: int, wseat: int, tmask: int, a: int, b: int, took0: bool, took1: bool
    ) -> int:
        """What team 0 still gains (``n_in`` cards in the trick, ``seat`` to move), within the window (a, b):
        a value v >= b is a lower bound of the gain, v <= a an upper bound (fail-soft)."""
        self.nodes += 1
        if not self.nodes & 1023:
            self._check_clock()
        hands = self.hands
        race = self.race
        assert race is not None
        key = None
        best = -1
        lo = hi = 0
        if n_in == 0:
            rem = hands[seat].bit_count()
            if not rem:
                return 0
            live = 0
            for h in hands:
                live |= h
            hi = race.card_score * (live & self.race_mask).bit_count() + race.last
            t0, t1 = race.trick0, race.trick1
            hi += max(t0, 0) * rem + max(t1, 0) * rem
            lo = min(t0, 0) * rem + min(t1, 0) * rem
            if not took0:
                hi += max(race.first0, 0)
                lo += min(race.first0, 0)
            if not took1:
                hi += max(race.first1, 0)
                lo += min(race.first1, 0)
            if race.card_score and rem > 1:
                # the leader's sure trick: he holds the top live card of a suit that no opponent can ruff
                sure = self._sure_points(seat, live)
                if sure:
                    if self.team[seat] == 0:
                        lo += sure
                    else:
                        hi -= sure
            if self.grade and not (took0 if self.grade == 1 else took1):
                g = self._grade_bound(seat)
                if g < 0:
                    hi = min(hi, -1)
                elif g > 0:
                    lo = max(lo, 0)
            if lo >= b:
                return lo
            if hi <= a:
                return hi
            if rem == 1:  # the last trick plays itself
                return self._race_last(seat, took0, took1)
            key = self._lead_key(seat, live, took0, took1)
            entry = self.race_tt.get(key)
            if entry is not None:
                elo, ehi, best_rel = entry
                if elo >= b:
                    return elo
                if ehi <= a:
                    return ehi
                if elo == ehi:
                    return elo
                lo, hi = elo, ehi
                if best_rel >= 0:  # the remembered move: the best_rel-th live card
                    best = self._nth_live(live, best_rel)
            if a < lo - 1:
                a = lo - 1
            if b > hi + 1:
                b = hi + 1
            moves = hands[seat]
            live_t = live
        else:
            live_t = tmask
            for h in hands:
                live_t |= h
            moves = self._legal(hands[seat], led, win)
        reps = self._ordered(self._distinct(moves, live_t), seat, led, win, wseat, best)
        chosen = -1
        a0, b0 = a, b
        if self.team[seat] == 0:
            v = -(1 << 30)
            for c in reps:
                x = self._race_move(seat, n_in, led, win, wseat, tmask, a, b, took0, took1, c)
                if x > v:
                    v = x
                    chosen = c
                    if v > a:
                        a = v
                        if a >= b:
                            break
        else:
            v = 1 << 30
            for c in reps:
                x = self._race_move(seat, n_in, led, win, wseat, tmask, a, b, took0, took1, c)
                if x < v:
                    v = x
                    chosen = c
                    if v < b:
                        b = v
                        if a >= b:
                            break
        if key is not None:
            crel = (live_t & ((1 << chosen) - 1)).bit_count()
            if v <= a0:
                self.race_tt[key] = (lo, min(hi, v), crel)
            elif v >= b0:
                self.race_tt[key] = (max(lo, v), hi, crel)
            else:
                self.race_tt[key] = (v, v, crel)
        return v

    def _grade_bound(self, seat: int) -> int:
        """A betli or durchmars at a trick start, ``seat`` to lead: -1 if the side that must take no trick is
        forced to take this one, 1 if it can never be made to take one, 0 if the search must tell."""
        if self.grade == 1:
            return self._betli_bound(seat)
        return self._durchmars_bound(seat)

    def _betli_bound(self, seat: int) -> int:
        """The betli declarer (the one seat of team 0, no trumps, must follow and must beat): -1 if he takes
        this trick whatever he plays, 1 if he can never be made to take a trick, else 0.

        Never made to: in each suit he holds, every card of his lies below every defender's (they lead it, he
        plays under; his cards only go and theirs only go, so it stays so), or they hold none (he never leads
        again once a defender has). Forced: he leads and every card of his is the top of its suit; or a
        defender leads a card x below one of his — with the other defender after him, he must beat x and his
        lowest card above x is above all of the other's; with the other before him, the lowest card the
        other may play (his lowest above x, else x) is below his top card."""
        hands, tb = self.hands, self.tb
        dec = self.solo
        mine = hands[dec]
        theirs = 0
        for s, h in enumerate(hands):
            if s != dec:
                theirs |= h
        if seat == dec:
            covered = False
            under = True
            for sm in tb.suit_mask:
                d = mine & sm
                if not d:
                    continue
                e = theirs & sm
                if e.bit_length() > (d & -d).bit_length():  # a defender holds a card above his lowest
                    covered = True
                if e and d.bit_length() > (e & -e).bit_length():
                    under = False
            return -1 if not covered else 1 if under else 0
        lead = hands[seat]
        other = hands[3 - seat - dec]
        second = (seat + 1) % 3 == dec  # he plays second, the other defender last
        safe = 1
        for sm in tb.suit_mask:
            d = mine & sm
            e = theirs & sm
            if not d or not e:
                continue
            top = d.bit_length() - 1
            if top < (e & -e).bit_length() - 1:
                continue
            safe = 0
            o = other & sm
            m = lead & sm
            while m:
                low = m & -m
                m ^= low
                x = low.bit_length() - 1
                if second:
                    above = d >> (x + 1)
                    if above:
                        p = (above & -above).bit_length() + x  # his lowest card above x
                        if not o >> (p + 1):
                            return -1
                else:
                    above = o >> (x + 1)
                    w = (above & -above).bit_length() + x if above else x
                    if top > w:
                        return -1
        return safe

    def _durchmars_bound(self, seat: int) -> int:
        """The durchmars declarer (the one seat of team 0) to lead: -1 if no card of his wins the trick when led
        (a defender holds a higher one of its suit, or is void there and holds a trump), 1 if he takes every
        trick from here: in every suit his cards are the top ones, and the defenders hold no trump or he can
        draw them all with top trumps first."""
        hands, tb = self.hands, self.tb
        dec = self.solo
        if seat != dec:
            return 0
        mine = hands[dec]
        defs = [h for s, h in enumerate(hands) if s != dec]
        trumps = tb.trump_mask
        wins = False
        sure = True
        for sm in tb.suit_mask:
            d = mine & sm
            if not d:
                continue
            e = (defs[0] | defs[1]) & sm
            if e.bit_length() > (d & -d).bit_length():
                sure = False  # a defender card above his lowest
            if e.bit_length() > d.bit_length():
                continue  # his top card is beaten
            if sm != trumps and any(not h & sm and h & trumps for h in defs):
                continue  # ruffed
            wins = True
        if not wins:
            return -1
        if sure and trumps:
            held = [(h & trumps).bit_count() for h in defs]
            if max(held) and (mine & trumps).bit_count() < max(held):
                sure = False
        return 1 if sure else 0

    def _sure_points(self, seat: int, live: int) -> int:
        """The most points the leader surely takes in this trick: a scoring card that is the top live card
        of its suit (a trump, or a suit every opponent still holds or cannot ruff)."""
        tb, hands, team = self.tb, self.hands, self.team
        hand = hands[seat]
        best = 0
        score = self.race_mask & hand
        for sm in tb.suit_mask:
            ls = live & sm
            if not ls or not score & sm:
                continue
            top = ls.bit_length() - 1
            if not score >> top & 1:
                continue
            if sm != tb.trump_mask:
                ruffed = False
                for o, h in enumerate(hands):
                    if team[o] != team[seat] and not h & sm and h & tb.trump_mask:
                        ruffed = True
                if ruffed:
                    continue
            best = self.race.card_score if self.race is not None else 0
            break
        return best

    def _race_last(self, seat: int, took0: bool, took1: bool) -> int:
        """The gain of the last trick, every hand down to one card."""
        race = self.race
        assert race is not None
        wseat, tmask = self._last_trick(seat)
        if self.team[wseat] == 0:
            return (
                race.card_score * (tmask & self.race_mask).bit_count()
                + race.trick0
                + (0 if took0 else race.first0)
                + race.last
            )
        return race.trick1 + (0 if took1 else race.first1)

    def _race_move(
        self,
        seat: int,
        n_in: int,
        led: int,
        win: int,
        wseat: int,
        tmask: int,
        a: int,
        b: int,
        took0: bool,
        took1: bool,
        c: int,
    ) -> int:
        """The gain after ``seat`` plays ``c`` (fail-soft within (a, b))."""
        hands = self.hands
        bit = 1 << c
        hands[seat] ^= bit
        try:
            if n_in == 0:
                led, win, wseat = self.tb.suit[c], c, seat
            elif self.tb.beats[win] >> c & 1:
                win, wseat = c, seat
            tmask |= bit
            if n_in + 1 < self.n:
                return self._race((seat + 1) % self.n, n_in + 1, led, win, wseat, tmask, a, b, took0, took1)
            race = self.race
            assert race is not None
            last = not hands[wseat]
            if self.team[wseat] == 0:
                gain = race.card_score * (tmask & self.race_mask).bit_count() + race.trick0
                if not took0:
                    gain += race.first0
                if last:
                    gain += race.last
                return gain + self._race(wseat, 0, -1, -1, -1, 0, a - gain, b - gain, True, took1)
            gain = race.trick1 + (0 if took1 else race.first1)
            return gain + self._race(wseat, 0, -1, -1, -1, 0, a - gain, b - gain, took0, True)
        finally:
            hands[seat] |= bit

    # -- several races: alpha-beta over the sum of the parts, each part's need clipped to its bounds -------------

    def _part_needs(self, acc: Hashable) -> tuple[tuple[int, ...], bool, bool]:
        """Each part's need from here, and whether each side took a trick, from the running score."""
        ks = []
        took0 = took1 = False
        for r in self.parts:
            s, need, took0, took1 = r.start(acc)
            ks.append(need - s)
        # the trump 7 belongs to whoever holds it (or played it to the trick in play)
        self.seven_team0 = []
        for x in self.part_sevens:
            owner = -1
            for seat, h in enumerate(self.hands):
                if x >= 0 and h >> x & 1:
                    owner = seat
            for seat, c in self.trick:
                if c == x:
                    owner = seat
            self.seven_team0.append(owner >= 0 and self.team[owner] == 0)
        # per part, for the bounds at trick starts: (cards that score, per card, the last trick's bonus (None:
        # only with the 7 of team 0), gain per trick at most / at least, first trick of team 0 at most / at
        # least, of team 1 at most / at least, win, lose)
        self.part_specs = [
            (
                self.part_masks[j],
                r.card_score,
                r.last,
                self.part_sevens[j] if self.part_sevens[j] >= 0 else None,
                self.seven_team0[j],
                max(r.trick0, 0) + max(r.trick1, 0),
                min(r.trick0, 0) + min(r.trick1, 0),
                max(r.first0, 0),
                min(r.first0, 0),
                max(r.first1, 0),
                min(r.first1, 0),
                r.win,
                r.lose,
            )
            for j, r in enumerate(self.parts)
        ]
        return tuple(ks), took0, took1

    def _parts_exact(self, test: Callable[[float, float], float]) -> float:
        """The exact value by null-window tests (MTD-style): the value is one of the sums of won and lost
        parts, so a window between two neighbouring sums asks "at least the upper one?"; a binary search."""
        levels = [0.0]
        for r in self.parts:
            levels = [x + r.win for x in levels] + [x + r.lose for x in levels]
        levels = sorted(set(levels))
        lo, hi = 0, len(levels) - 1  # the value is levels[i] for some lo <= i <= hi
        while lo < hi:
            mid = (lo + hi + 1) // 2
            v = test(levels[mid - 1], levels[mid])
            if v >= levels[mid]:
                lo = mid
                while lo < hi and levels[lo + 1] <= v:  # fail-soft: the bound may say more
                    lo += 1
            else:
                hi = mid - 1
                while hi > lo and levels[hi - 1] >= v:
                    hi -= 1
        return levels[lo]

    def _part_gains(self, wseat: int, tmask: int, last: bool, took0: bool, took1: bool) -> list[int]:
        """What a finished trick adds to each part's score."""
        out = []
        team0 = self.team[wseat] == 0
        for j, r in enumerate(self.parts):
            if team0:
                g = r.card_score * (tmask & self.part_masks[j]).bit_count() + r.trick0
                if not took0:
                    g += r.first0
                if last:
                    x = self.part_sevens[j]
                    if x < 0 or (tmask >> x & 1 and self.seven_team0[j]):
                        g += r.last
            else:
                g = r.trick1 + (0 if took1 else r.first1)
            out.append(g)
        return out

    def _parts_node(
        self,
        seat: int,
        n_in: int,
        led: int,
        win: int,
        wseat: int,
        tmask: int,
        ks: tuple[int, ...],
        took0: bool,
        took1: bool,
        alpha: float,
        beta: float,
    ) -> float:
        """The value (for team 0) with each part still needing ``ks``, within the window (fail-soft)."""
        self.nodes += 1
        if not self.nodes & 1023:
            self._check_clock()
        hands = self.hands
        parts = self.parts
        key = None
        best = -1
        entry = None
        if n_in == 0:
            rem = hands[seat].bit_count()
            if not rem:
                return sum(r.win if k <= 0 else r.lose for r, k in zip(parts, ks))
            live = 0
            for h in hands:
                live |= h
            # each part: won for sure, lost for sure, or open; a decided part's need is clipped
            vlo = vhi = 0.0
            clipped = []
            for spec, k in zip(self.part_specs, ks):
                mask, per_card, last, seven, seven0, up, down, f0hi, f0lo, f1hi, f1lo, won, lost = spec
                hi = per_card * (live & mask).bit_count() + up * rem
                if seven is None or (seven0 and live >> seven & 1):
                    hi += last
                lo = down * rem
                if not took0:
                    hi += f0hi
                    lo += f0lo
                if not took1:
                    hi += f1hi
                    lo += f1lo
                if k <= lo:
                    vlo += won
                    vhi += won
                    clipped.append(lo)
                elif k > hi:
                    vlo += lost
                    vhi += lost
                    clipped.append(hi + 1)
                else:
                    vlo += lost
                    vhi += won
                    clipped.append(k)
            if vlo == vhi or vlo >= beta:
                return vlo
            if vhi <= alpha:
                return vhi
            ks = tuple(clipped)
            if rem == 1:
                return self._parts_last(seat, ks, took0, took1)
            key = (self._lead_key(seat, live, took0, took1), ks)
            entry = self.tt.get(key)
            if entry is not None:
                lo_v, hi_v, best_rel = entry
                if lo_v >= beta:
                    return lo_v
                if hi_v <= alpha:
                    return hi_v
                if lo_v == hi_v:
                    return lo_v
                alpha = max(alpha, lo_v)
                beta = min(beta, hi_v)
                if best_rel >= 0:
                    best = self._nth_live(live, int(best_rel))
            moves = hands[seat]
        else:
            live = tmask
            for h in hands:
                live |= h
            moves = self._legal(hands[seat], led, win)
        a0, b0 = alpha, beta
        reps = self._ordered(self._distinct(moves, live), seat, led, win, wseat, best)
        maximise = self.team[seat] == 0
        value = -INF if maximise else INF
        chosen = reps[0]
        for c in reps:
            v = self._parts_move(seat, n_in, led, win, wseat, tmask, ks, took0, took1, alpha, beta, c)
            if maximise:
                if v > value:
                    value, chosen = v, c
                    if v > alpha:
                        alpha = v
            elif v < value:
                value, chosen = v, c
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            self._store(key, entry, value, a0, b0, (live & ((1 << chosen) - 1)).bit_count())
        return value

    def _parts_last(self, seat: int, ks: tuple[int, ...], took0: bool, took1: bool) -> float:
        """The value once the last trick, every hand down to one card, has played itself."""
        wseat, tmask = self._last_trick(seat)
        gains = self._part_gains(wseat, tmask, True, took0, took1)
        return sum(r.win if k <= g else r.lose for r, k, g in zip(self.parts, ks, gains))

    def _parts_move(
        self,
        seat: int,
        n_in: int,
        led: int,
        win: int,
        wseat: int,
        tmask: int,
        ks: tuple[int, ...],
        took0: bool,
        took1: bool,
        alpha: float,
        beta: float,
        c: int,
    ) -> float:
        """The value after ``seat`` plays ``c``."""
        hands = self.hands
        bit = 1 << c
        hands[seat] ^= bit
        try:
            if n_in == 0:
                led, win, wseat = self.tb.suit[c], c, seat
            elif self.tb.beats[win] >> c & 1:
                win, wseat = c, seat
            tmask |= bit
            if n_in + 1 < self.n:
                return self._parts_node(
                    (seat + 1) % self.n, n_in + 1, led, win, wseat, tmask, ks, took0, took1, alpha, beta
                )
            gains = self._part_gains(wseat, tmask, not hands[wseat], took0, took1)
            nks = tuple(k - g for k, g in zip(ks, gains))
            if self.team[wseat] == 0:
                took0 = True
            else:
                took1 = True
            return self._parts_node(wseat, 0, -1, -1, -1, 0, nks, took0, took1, alpha, beta)
        finally:
            hands[seat] |= bit

    # -- the general search: alpha-beta over value(acc) ---------------------------------------------------------

    def _general(
        self,
        seat: int,
        n_in: int,
        led: int,
        win: int,
        wseat: int,
        tmask: int,
        acc: Hashable,
        alpha: float,
        beta: float,
    ) -> float:
        """The value (for team 0) within the window (fail-soft)."""
        m = self.model
        self.nodes += 1
        if not self.nodes & 1023:
            self._check_clock()
        hands = self.hands
        key = None
        best = -1
        entry = None
        if n_in == 0:
            if not hands[seat]:
                return m.value(acc)
            if m.decided is not None:
                d = m.decided(acc)
                if d is not None:
                    return d
            if not hands[seat] & (hands[seat] - 1):  # one card each: the last trick plays itself
                return self._general_last(seat, acc)
            key = (*hands, seat, acc)
            entry = self.tt.get(key)
            if entry is not None:
                lo, hi, best = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
                alpha = max(alpha, lo)
                beta = min(beta, hi)
            live = 0
            for h in hands:
                live |= h
            moves = hands[seat]
        else:
            live = tmask
            for h in hands:
                live |= h
            moves = self._legal(hands[seat], led, win)
        if m.restrict is not None:
            moves = self._restricted(seat, moves, acc)
        a0, b0 = alpha, beta
        reps = self._ordered(self._distinct(moves, live), seat, led, win, wseat, best)
        maximise = self.team[seat] == 0
        value = -INF if maximise else INF
        chosen = reps[0]
        for c in reps:
            v = self._general_move(seat, n_in, led, win, wseat, tmask, acc, alpha, beta, c)
            if maximise:
                if v > value:
                    value, chosen = v, c
                    if v > alpha:
                        alpha = v
            elif v < value:
                value, chosen = v, c
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key is not None:
            self._store(key, entry, value, a0, b0, chosen)
        return value

    def _general_last(self, seat: int, acc: Hashable) -> float:
        """The value once the last trick, every hand down to one card and ``seat`` to lead, has played itself."""
        wseat, _tmask = self._last_trick(seat)
        ext, hands, n = self.tb.ext, self.hands, self.n
        done = tuple(((seat + j) % n, ext[hands[(seat + j) % n].bit_length() - 1]) for j in range(n))
        return self.model.value(self.model.after_trick(acc, done, wseat, True))

    def _restricted(self, seat: int, moves: int, acc: Hashable) -> int:
        """``moves`` (internal) less what the model's further rule forbids ``seat`` now."""
        restrict = self.model.restrict
        assert restrict is not None
        tb = self.tb
        allowed = restrict(seat, tb.to_outer(self.hands[seat]), tb.to_outer(moves), acc)
        return tb.to_inner(allowed)

    def _general_move(
        self,
        seat: int,
        n_in: int,
        led: int,
        win: int,
        wseat: int,
        tmask: int,
        acc: Hashable,
        alpha: float,
        beta: float,
        c: int,
    ) -> float:
        """The value after ``seat`` plays ``c``."""
        hands = self.hands
        trick = self.trick
        bit = 1 << c
        hands[seat] ^= bit
        trick.append((seat, c))
        try:
            if n_in == 0:
                led, win, wseat = self.tb.suit[c], c, seat
            elif self.tb.beats[win] >> c & 1:
                win, wseat = c, seat
            if n_in + 1 < self.n:
                return self._general((seat + 1) % self.n, n_in + 1, led, win, wseat, tmask | bit, acc, alpha, beta)
            ext = self.tb.ext
            done = tuple((s, ext[x]) for s, x in trick)
            saved = trick[:]
            trick.clear()
            try:
                nacc = self.model.after_trick(acc, done, wseat, not hands[wseat])
                return self._general(wseat, 0, -1, -1, -1, 0, nacc, alpha, beta)
            finally:
                trick.extend(saved)
        finally:
            trick.pop()
            hands[seat] |= bit
