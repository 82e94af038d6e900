"""Open-hand (double-dummy) search of the trick-play phase: alpha-beta with a transposition table.

Every hand is known (a sampled world), two sides: the seats of team 0 maximise
the value, the others minimise it. A game plugs in through a ``TrickModel``:
its legal-card function, how a finished trick changes the running score
(``acc``) and the value of a finished (or decided) play. Cards adjacent in
rank within an effective suit, with nothing between them still in play and of
the same scoring class, are equivalent: only one of them is searched.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

from cardtable.cards import bits
from cardtable.engine import tricks
from cardtable.engine.tricks import TrickTables

Trick = tuple[tuple[int, int], ...]
INF = float("inf")
EXACT, LOWER, UPPER = 0, 1, 2


class SearchTimeout(Exception):
    """The safety clock ran out in the middle of a search."""


@dataclass
class TrickModel:
    """What the search needs to know about one game's play phase in one world.

    ``legal(hand, trick, seat)`` -> mask of playable cards; ``after_trick(acc,
    trick, winner, last)`` -> new acc; ``value(acc)`` -> value of a finished
    play for team 0; ``decided(acc, hands)`` -> a value if the outcome can no
    longer change (e.g. a betli once the declarer took a trick), else None.
    ``card_class[c]`` splits cards that rank next to each other but score
    differently (so they are never merged).
    """

    players: int
    tables: TrickTables
    team: tuple[int, ...]
    legal: Callable[[int, Trick, int], int]
    after_trick: Callable[[Hashable, Trick, int, bool], Hashable]
    value: Callable[[Hashable], float]
    decided: Callable[[Hashable, tuple[int, ...]], float | None] | None = None
    card_class: Sequence[int] | None = None
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
                        # prev is equivalent to c: keep only the higher one
                        out.pop()
                    out.append(c)
                    prev = c
                elif live & bit:
                    prev = -1  # a live card in between breaks the run
            # cards already played are transparent
        return out


class Solver:
    """Alpha-beta over one world; the transposition table lives as long as the solver."""

    def __init__(self, model: TrickModel, deadline: float | None = None) -> None:
        self.model = model
        self.tt: dict[Hashable, tuple[float, float, int]] = {}
        self.nodes = 0
        self.deadline = deadline

    def _order(self, moves: list[int], trick: Trick, best: int) -> list[int]:
        """Try the remembered best move first, then strong cards first."""
        strength = self.model.tables.strength
        moves.sort(key=lambda c: -strength[c])
        if best in moves:
            moves.remove(best)
            moves.insert(0, best)
        return moves

    def search(
        self, hands: tuple[int, ...], trick: Trick, to_move: int, acc: Hashable, alpha: float, beta: float
    ) -> float:
        """The value (for team 0) of the position, within the window (fail-soft)."""
        m = self.model
        self.nodes += 1
        if self.deadline is not None and self.nodes & 1023 == 0 and time.perf_counter() > self.deadline:
            raise SearchTimeout
        if not trick and not hands[to_move]:
            return m.value(acc)
        if m.decided is not None:
            d = m.decided(acc, hands)
            if d is not None:
                return d
        key = (hands, trick, to_move, acc)
        entry = self.tt.get(key)
        best_move = -1
        if entry is not None:
            lo, hi, best_move = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        a0, b0 = alpha, beta
        hand = hands[to_move]
        legal = m.legal(hand, trick, to_move)
        live = 0
        for h in hands:
            live |= h
        for _, c in trick:
            live |= 1 << c
        moves = self._order(m.distinct(legal, live), trick, best_move)
        maximise = m.team[to_move] == 0
        value = -INF if maximise else INF
        chosen = moves[0]
        for c in moves:
            v = self.play(hands, trick, to_move, acc, c, alpha, beta)
            if maximise:
                if v > value:
                    value, chosen = v, c
                    if v > alpha:
                        alpha = v
            else:
                if v < value:
                    value, chosen = v, c
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        if value <= a0:
            self.tt[key] = (entry[0] if entry else -INF, value, chosen)
        elif value >= b0:
            self.tt[key] = (value, entry[1] if entry else INF, chosen)
        else:
            self.tt[key] = (value, value, chosen)
        return value

    def play(
        self, hands: tuple[int, ...], trick: Trick, to_move: int, acc: Hashable, card: int, alpha: float, beta: float
    ) -> float:
        """Value after ``to_move`` plays ``card``."""
        m = self.model
        hl = list(hands)
        hl[to_move] &= ~(1 << card)
        nh = tuple(hl)
        nt = (*trick, (to_move, card))
        if len(nt) == m.players:
            w = tricks.winner(nt, m.tables)
            last = not nh[w]
            nacc = m.after_trick(acc, nt, w, last)
            return self.search(nh, (), w, nacc, alpha, beta)
        return self.search(nh, nt, (to_move + 1) % m.players, acc, alpha, beta)

    def root_values(
        self, hands: tuple[int, ...], trick: Trick, to_move: int, acc: Hashable, moves: Sequence[int]
    ) -> dict[int, float]:
        """The exact value of each of ``moves`` (equivalent cards share their representative's value)."""
        m = self.model
        live = 0
        for h in hands:
            live |= h
        for _, c in trick:
            live |= 1 << c
        mask = 0
        for c in moves:
            mask |= 1 << c
        reps = m.distinct(mask, live)
        rep_value = {c: self.play(hands, trick, to_move, acc, c, -INF, INF) for c in reps}
        out = {}
        for c in moves:
            out[c] = rep_value[c] if c in rep_value else rep_value[_representative(m, c, reps, live)]
        return out


def _representative(m: TrickModel, card: int, reps: list[int], live: int) -> int:
    """The representative that ``card`` was merged into (the next stronger kept card of its run)."""
    suit = m.tables.suit_of[card]
    found = False
    for c in m.order[suit]:
        if c == card:
            found = True
            continue
        if found and c in reps:
            return c
    raise AssertionError("card without a representative")
