"""The open-hand search model of an Ulti deal (``search.TrickModel``) and its threshold races."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import cast

from cardtable.bots.search import Race, SearchTimeout, Solver, Trick, TrickModel
from cardtable.bots.ulti.rollout import Deal, auto_announcements, deal_facts, playout, rollout_kontra
from cardtable.bots.ulti.tables import ACES, POINTS, RK, RO, SUIT, ZSIR
from cardtable.engine.tricks import winner
from cardtable.games.ulti.cardplay import RULES
from cardtable.games.ulti.contracts import Contract
from cardtable.games.ulti.facts import Announcement
from cardtable.games.ulti.rules import rules_of
from cardtable.games.ulti.scoring import settle, won_parts


def dd_model(
    d: Deal,
    me: int,
    announcements: list[Announcement],
    talon: int,
    kontra: dict[str, dict[int, int]] | None = None,
    held: int = 0,
    only: str | None = None,
) -> TrickModel:
    """Open-hand search: acc = (declarer's card points, declarer tricks, defender tricks, aces, ulti made).

    The value is the declarer's settlement of the contract's parts: each part's
    value times the sum of the defenders' kontra multipliers, won or lost, and
    the lost-ulti extra (silent bonuses are left out). ``talon`` does not change
    the value: its aces and tens are the defenders', i.e. all 90 points the
    declarer does not take. ``races`` give the same value per part for the
    fast searches (``search.Race``). ``held``: the declarer's ten cards at his first lead — in a 4M
    40-100 / 20-100 (nothing announced) the pair held there counts (the engine's ``scoring.tally``).
    ``only``: value this one part alone (does the declarer make it, playing for it: the raise decisions).
    """
    dec = d.declarer
    c = d.contract
    dec_m = sum(a.value for a in announcements if a.seat == dec)
    def_m = sum(a.value for a in announcements if a.seat != dec)
    has40 = any(a.seat == dec and a.value == 40 for a in announcements)
    has20 = any(a.seat == dec and a.value == 20 for a in announcements)
    if rules_of(d.variant).held_marriages and c.marriages == "none":
        pairs = [s for s in range(4) if held >> (s * 8 + RK) & 1 and held >> (s * 8 + RO) & 1]
        has40 = "40-100" in c.parts and d.trump in pairs
        has20 = "20-100" in c.parts and any(s != d.trump for s in pairs)
    seven = None if d.trump is None else d.trump * 8
    defenders = [s for s in range(3) if s != dec]
    # each defender pays a part at his own multiplier (1 where he has none)
    parts = (only,) if only else c.parts
    mult = {p: sum((kontra or {}).get(p, {}).get(s, 1) for s in defenders) for p in parts}
    part_values = dict(c.values)

    def after(acc: Hashable, trick: Trick, w: int, last: bool) -> Hashable:
        pts, dt, ft, aces, ulti = cast(tuple[int, int, int, int, int], acc)
        gain = 0
        ace = 0
        for _s, x in trick:
            gain += POINTS[x]
            if ACES >> x & 1:
                ace += 1
        if last:
            gain += 10
            if seven is not None:
                for s, x in trick:
                    if x == seven and s == dec and w == dec:
                        ulti = 1
        if w == dec:
            return (pts + gain, dt + 1, ft, aces + ace, ulti)
        return (pts, dt, ft + 1, aces, ulti)

    def won(part: str, acc: Hashable) -> bool:
        pts, dt, ft, aces, ulti = cast(tuple[int, int, int, int, int], acc)
        if part == "parti":
            mine = pts + (dec_m if dt else 0)
            # the 90 points (8 aces and tens, the last trick) all go somewhere: what the declarer did not
            # take is the defenders', the talon's included (MAUSZ §6(8))
            theirs = 90 - pts + (def_m if ft else 0)
            return mine > theirs
        if part == "40-100":
            return pts + (40 if has40 and dt else 0) >= 100
        if part == "20-100":
            return pts + (20 if has20 and dt else 0) >= 100
        if part == "4-asz":
            return aces == 4
        if part == "ulti":
            return bool(ulti)
        if c.is_betli:
            return dt == 0
        return ft == 0

    def value(acc: Hashable) -> float:
        v = 0.0
        for part in parts:
            amount = part_values[part] * mult[part]
            if won(part, acc):
                v += amount
            else:
                v -= amount
                if part == "ulti":
                    v -= 2 * part_values[part]
        return v

    decided = None
    if d.kind == "betli":

        def decided(acc: Hashable) -> float | None:
            return value(acc) if cast(tuple[int, ...], acc)[1] else None
    elif d.kind == "durchmars":

        def decided(acc: Hashable) -> float | None:
            return value(acc) if cast(tuple[int, ...], acc)[2] else None

    team = tuple(0 if s == dec else 1 for s in range(3))
    if all(p == c.grade for p in parts):  # a betli or durchmars alone: only tricks count, cards merge by rank
        cls = [0] * 32
    else:
        cls = [
            POINTS[x] * 100 + (50 if seven == x else 0) + (25 if ACES >> x & 1 and "4-asz" in c.parts else 0)
            for x in range(32)
        ]
    strength = d.tables.strength
    tmask = SUIT[d.trump] if d.trump is not None else 0
    if d.kind == "betli":  # everyone leads low first: the declarer to stay under, the defenders to force him
        lead = [-strength[x] for x in range(32)]
        order = (lead, lead)
    else:  # the declarer: aces and tens, then trumps, then strength (fewest nodes); the defenders: cheapest first
        order = (
            [POINTS[x] * 5 + (tmask >> x & 1) * 10 + strength[x] for x in range(32)],
            [-((tmask >> x & 1) * 50 + POINTS[x] * 10 + strength[x]) for x in range(32)],
        )
    return TrickModel(
        3,
        d.tables,
        team,
        d.legal,
        after,
        value,
        decided,
        cls,
        rules=RULES,
        ruff_last=seven if d.rule7 else None,
        races=_races(c, parts, mult, dec_m, def_m, has40, has20, seven),
        lead_order=order,
    )


def _races(
    c: Contract,
    parts: tuple[str, ...],
    mult: dict[str, int],
    dec_m: int,
    def_m: int,
    has40: bool,
    has20: bool,
    seven: int | None,
) -> tuple[Race, ...]:
    """The search's threshold race of each part of the contract, with the score of ``dd_model``'s acc."""

    def acc_of(acc: Hashable) -> tuple[int, int, int, int, int]:
        return cast(tuple[int, int, int, int, int], acc)

    def parti(acc: Hashable) -> tuple[int, int, bool, bool]:
        # mine > theirs, i.e. 2 × my card points + my marriages − theirs > 90 (the 90 points all go somewhere)
        pts, dt, ft, _a, _u = acc_of(acc)
        return 2 * pts + (dec_m if dt else 0) - (def_m if ft else 0), 91, dt > 0, ft > 0

    def hundred(bonus: int) -> Callable[[Hashable], tuple[int, int, bool, bool]]:
        def start(acc: Hashable) -> tuple[int, int, bool, bool]:
            pts, dt, ft, _a, _u = acc_of(acc)
            return pts + (bonus if dt else 0), 100, dt > 0, ft > 0

        return start

    def aces(acc: Hashable) -> tuple[int, int, bool, bool]:
        _p, dt, ft, n, _u = acc_of(acc)
        return n, 4, dt > 0, ft > 0

    def ulti(acc: Hashable) -> tuple[int, int, bool, bool]:
        _p, dt, ft, _a, made = acc_of(acc)
        return made, 1, dt > 0, ft > 0

    def grade(acc: Hashable) -> tuple[int, int, bool, bool]:
        # a betli: no trick for the declarer; a durchmars: none for the defenders
        _p, dt, ft, _a, _u = acc_of(acc)
        return -(dt if c.is_betli else ft), 0, dt > 0, ft > 0

    out = []
    for part in parts:
        amount = float(c.values[part] * mult[part])
        if part == "parti":
            out.append(Race(ZSIR, 20, 20, 0, 0, dec_m, -def_m, parti, amount, -amount))
        elif part in ("40-100", "20-100"):
            bonus = 40 if part == "40-100" and has40 else 20 if part == "20-100" and has20 else 0
            out.append(Race(ZSIR, 10, 10, 0, 0, bonus, 0, hundred(bonus), amount, -amount))
        elif part == "4-asz":
            out.append(Race(ACES, 1, 0, 0, 0, 0, 0, aces, amount, -amount))
        elif part == "ulti":  # lost, it costs the part and the extra (MAUSZ §4(D)(3))
            out.append(Race(0, 0, 1, 0, 0, 0, 0, ulti, amount, -amount - 2 * c.values[part], seven))
        else:
            betli = c.is_betli
            out.append(Race(0, 0, 0, -1 if betli else 0, 0 if betli else -1, 0, 0, grade, amount, -amount))
    return tuple(out)


def finished_acc(d: Deal, finished: list[Trick]) -> tuple[int, int, int, int, int]:
    """``dd_model``'s running score (acc) from the finished tricks."""
    pts = dt = ft = aces = 0
    for t in finished:
        w = winner(t, d.tables)
        if w == d.declarer:
            dt += 1
            for _s, x in t:
                pts += POINTS[x]
                aces += ACES >> x & 1
        else:
            ft += 1
    return (pts, dt, ft, aces, 0)


class NodeLimit(SearchTimeout):
    """A capped search used up its nodes."""


class CappedSolver(Solver):
    """A ``Solver`` that gives up after about ``max_nodes`` nodes: unlike the clock, the same every time."""

    def __init__(self, model: TrickModel, deadline: float | None, max_nodes: int) -> None:
        super().__init__(model, deadline)
        self.max_nodes = max_nodes

    def _check_clock(self) -> None:
        if self.nodes >= self.max_nodes:
            raise NodeLimit
        super()._check_clock()


def solved_rollout(
    variant: str,
    c: Contract,
    trump: int | None,
    me: int,
    hands: list[int],
    talon: int,
    exact_from: int,
    max_nodes: int,
    spent: list[int] | None = None,
    played: list[bool] | None = None,
) -> tuple[float, bool]:
    """(my points, every part made) of ``c`` I declare: the heuristic plays the deal (``rollout.contract_rollout``)
    until ``exact_from`` cards are left in the hands, the exact solver the rest (both sides with open hands; a
    lone betli or durchmars from the first lead). The parts are settled by the solver's value, the silent
    bonuses by the heuristic's play; a solve over ``max_nodes`` keeps the heuristic's result (a lone grade: a
    toss-up, no points). ``spent`` gets the solver's nodes, ``played`` (not for a lone grade) whether the
    heuristic's own play to the end made every part."""
    d = Deal.make(variant, c, me, trump)
    ann = auto_announcements(d, hands)
    kontra = rollout_kontra(d, hands)
    grade = c.parts == (c.grade,)
    tricks = [] if grade else playout(d, hands, (), me, [], 0, open_betli=True)
    model = dd_model(d, me, ann, talon, kontra, hands[me])
    full = sum(r.win for r in model.races)
    if grade:
        pts, base = 0.0, 0.0
    else:
        facts = deal_facts(d, tricks, talon, ann, kontra)
        pts = float(settle(facts).points[me])
        acc: Hashable = (0, 0, 0, 0, 0)
        left = list(hands)
        for t in tricks:
            for s, x in t:
                left[s] &= ~(1 << x)
            w = winner(t, d.tables)
            acc = model.after_trick(acc, t, w, not left[w])
        base = model.value(acc)
        made = all(won_parts(facts).values())
        if played is not None:
            played.append(made)
    skip = 0 if grade else max(0, 10 - exact_from // 3)
    acc = (0, 0, 0, 0, 0)
    left = list(hands)
    lead = me
    for t in tricks[:skip]:
        for s, x in t:
            left[s] &= ~(1 << x)
        lead = winner(t, d.tables)
        acc = cast(tuple[int, int, int, int, int], model.after_trick(acc, t, lead, not left[lead]))
    solver = CappedSolver(model, None, max_nodes)
    try:
        v = solver.search(tuple(left), (), lead, acc, -float("inf"), float("inf"))
    except NodeLimit:
        return (0.0, False) if grade else (pts, made)
    finally:
        if spent is not None:
            spent.append(solver.nodes)
    return pts - base + v, v >= full
