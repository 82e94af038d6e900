"""Scoring a Tarokk deal (digest §11): parti/dupla/volát interplay, figures, kontras, settlement.

Sides: 0 = the declarer's side (declarer and partner), 1 = the opponents.
Every item is computed as (part, side that gains, value, multiplier, won) and
then paid out: 2 v 2 each loser pays one winner; 1 v 3 the lone declarer
receives from (or pays) each of the three (§11.4).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardtable.engine.protocol import Line, Result
from cardtable.games.tarokk.actions import COUNTS, FIGURES
from cardtable.games.tarokk.options import TarokkOptions
from cardtable.games.tarokk.tables import HONOURS, KINGS, SKIZ, TOTAL_POINTS, XXI, points

Item = tuple[str, int, int, int, bool]  # part, side that gains, value, multiplier, achieved by its announcer


@dataclass
class DealFacts:
    """What the settlement needs from a finished deal."""

    active: tuple[int, ...]  # the four active seats
    players: int
    declarer: int
    partner: int  # -1 when the declarer plays alone
    bid: int  # talon cards of the final bid: 3, 2, 1, 0 (solo)
    tricks: list[list[tuple[int, int]]]
    winners: list[int]
    discards: dict[int, int]  # seat -> discarded cards
    announced: dict[tuple[int, str], int]  # (side, item) -> kontra level; ("parti" for side 0 always)
    counts: list[tuple[int, str]]  # (seat, "8-tarokk" | "9-tarokk") declared
    hivatalbol: bool = False
    options: TarokkOptions = field(default_factory=TarokkOptions)

    def side(self, seat: int) -> int:
        """0 for the declarer's side, 1 for the opponents."""
        return 0 if seat in (self.declarer, self.partner) else 1

    @property
    def game_value(self) -> int:
        """g: three 1, two 2, one 3, solo 4 (BTE §5); a lone declarer keeps his bid (§13 #19)."""
        if self.partner == -1 and self.options.lone_as_solo:
            return 4
        return 4 - self.bid

    def card_points(self) -> int:
        """Card points of the declarer's side: its tricks plus the declarer's discard (§11.1)."""
        won = 0
        for t, w in zip(self.tricks, self.winners):
            if self.side(w) == 0:
                for _, c in t:
                    won |= 1 << c
        if self.hivatalbol and self.options.hivatalbol_all_discards:
            for m in self.discards.values():
                won |= m
        else:
            won |= self.discards.get(self.declarer, 0)
        return points(won)


def game_items(
    g: int,
    pd: int,
    tricks_d: int,
    ann_dupla: tuple[bool, bool],
    ann_volat: tuple[bool, bool],
    k_game: int,
    k_dupla: tuple[int, int],
    k_volat: tuple[int, int],
    tie_to_opponents: bool = True,
) -> list[Item]:
    """The parti / dupla / volát items (digest §11.2, the pagat algorithm)."""
    d_wins = pd >= 48 or (not tie_to_opponents and k_game > 0 and pd >= 47)
    winner = 0 if d_wins else 1
    dupla_by = 0 if pd >= 71 else (1 if TOTAL_POINTS - pd >= 71 else None)
    volat_by = 0 if tricks_d == 9 else (1 if tricks_d == 0 else None)
    out: list[Item] = []
    for t in (0, 1):
        if ann_dupla[t]:
            ok = dupla_by == t
            out.append(("dupla", t if ok else 1 - t, 4 * g, 2 ** k_dupla[t], ok))
        if ann_volat[t]:
            ok = volat_by == t
            out.append(("volat", t if ok else 1 - t, 6 * g, 2 ** k_volat[t], ok))
    silent: Item | None = None
    if volat_by is not None and not ann_volat[volat_by]:
        silent = ("silent-volat", volat_by, 3 * g, 1, True)
    elif dupla_by is not None and not ann_dupla[dupla_by] and not ann_volat[dupla_by]:
        silent = ("silent-dupla", dupla_by, 2 * g, 1, True)
    if k_game > 0:
        score_game = True
    else:
        score_game = not (silent and silent[1] == winner) and not (ann_dupla[winner] or ann_volat[winner])
    if score_game:
        out.append(("parti", winner, g, 2**k_game, winner == 0))
    if silent:
        out.append(silent)
    return out


def multiplier(items: list[Item], g: int) -> int:
    """The declarer side's net of ``items`` in units of g (the §11.2 table)."""
    net = sum(v * m * (1 if side == 0 else -1) for _, side, v, m, _ in items)
    assert net % g == 0
    return net // g


def _trick_facts(f: DealFacts) -> dict[str, list[bool]]:
    """Trull, four kings and XXI-catch per side."""
    won = [0, 0]
    for t, w in zip(f.tricks, f.winners):
        for _, c in t:
            won[f.side(w)] |= 1 << c
    out: dict[str, list[bool]] = {
        "trull": [won[s] & HONOURS == HONOURS for s in (0, 1)],
        "negykiraly": [won[s] & KINGS == KINGS for s in (0, 1)],
        "xxi-fogas": [False, False],
    }
    k = catch_trick(f)
    if k:
        out["xxi-fogas"][f.side(f.winners[k - 1])] = True  # the skíz wins the trick it catches in
    return out


def catch_trick(f: DealFacts) -> int:
    """The trick number (1..9) in which the skíz caught the other side's XXI, or 0."""
    for i, t in enumerate(f.tricks, 1):
        by = {c: s for s, c in t}
        if SKIZ in by and XXI in by and f.side(by[SKIZ]) != f.side(by[XXI]):
            return i
    return 0


def _bound_figure_tricks(f: DealFacts, side: int) -> set[int]:
    """Target tricks of the side's announced bound-card figures (BTE §7.6)."""
    return {FIGURES[i].trick for s, i in f.announced if s == side and i in FIGURES and FIGURES[i].card >= 0}


def _made(f: DealFacts) -> dict[str, list[bool]]:
    """Which figures each side achieved in play."""
    out = _trick_facts(f)
    for fig in FIGURES.values():  # the bound-card figures
        if fig.card < 0:
            continue
        ok = [False, False]
        if len(f.tricks) >= fig.trick:
            t = f.tricks[fig.trick - 1]
            w = f.winners[fig.trick - 1]
            wins_with_card = any(c == fig.card and s == w for s, c in t)
            if wins_with_card:
                side = f.side(w)
                if fig.id in ("centrum", "kismadar", "nagymadar"):
                    ok[side] = all(f.side(x) == side for x in f.winners[: fig.trick])
                else:
                    ok[side] = True
        out[fig.id] = ok
    return out


def silent_failure(f: DealFacts, card: int) -> int | None:
    """The side whose ``card`` went to the last trick and did not win it (silent ultimó failure), or None."""
    if len(f.tricks) < 9:
        return None
    t, w = f.tricks[8], f.winners[8]
    for s, c in t:
        if c == card and s != w:
            return f.side(s)
        if c == card and s == w:
            return None
    return None


def items(f: DealFacts) -> list[Item]:
    """Every scoring item of the deal (team items; tarokk counts come separately)."""
    o = f.options
    g = f.game_value
    pd = f.card_points()
    tricks_d = sum(1 for w in f.winners if f.side(w) == 0)
    ann = f.announced
    ann_volat = (((0, "volat") in ann), ((1, "volat") in ann))
    ann_dupla = ((0, "dupla") in ann, (1, "dupla") in ann)
    out = game_items(
        g,
        pd,
        tricks_d,
        ann_dupla,
        ann_volat,
        ann.get((0, "parti"), 0),
        (ann.get((0, "dupla"), 0), ann.get((1, "dupla"), 0)),
        (ann.get((0, "volat"), 0), ann.get((1, "volat"), 0)),
        o.tie_to_opponents,
    )
    volat_by = 0 if tricks_d == 9 else (1 if tricks_d == 0 else None)
    dupla_by = 0 if pd >= 71 else (1 if TOTAL_POINTS - pd >= 71 else None)
    done = _made(f)
    caught = catch_trick(f)
    values = {fid: fig.value for fid, fig in FIGURES.items()}
    values["pagat-uhu"] = o.pagat_uhu_value
    values["xxi-fogas"] = o.xxi_catch_value
    for fid, fig in FIGURES.items():
        if fig.per_game:
            continue
        for side in (0, 1):
            value = values[fid]
            if (side, fid) in ann:
                ok = done[fid][side]
                if fid == "xxi-fogas" and ok and caught in _bound_figure_tricks(f, side):
                    # BTE §7.6: made on the trick of the pair's bound-card figure, it counts as silent.
                    out.append((f"silent-{fid}", side, value // 2, 1, True))
                    continue
                out.append((fid, side if ok else 1 - side, value, 2 ** ann[(side, fid)], ok))
                continue
            if not fig.silent:
                continue
            if done[fid][side]:
                killed = o.volat_kills_silent == "any" or (
                    o.volat_kills_silent == "silent" and (side, "volat") not in ann
                )
                if fid in ("trull", "negykiraly") and volat_by == side and killed:
                    continue  # a volát kills the side's silent trull and four kings (§9)
                if fid == "negykiraly" and not o.silent_4k_with_dupla and dupla_by == side and volat_by != side:
                    continue
                out.append((f"silent-{fid}", side, value // 2, 1, True))
            elif fid in ("pagat-ulti", "sas-ulti") and silent_failure(f, fig.card) == side:
                out.append((f"silent-{fid}", 1 - side, value // 2, 1, False))
    return out


def _pay(f: DealFacts, part: str, gainer: int, value: int, mult: int, won: bool) -> list[Line]:
    """Lines paying one team item to side ``gainer`` (2 v 2 pairwise, 1 v 3 three times)."""
    amount = value * mult
    team = [f.declarer] + ([f.partner] if f.partner != -1 else [])
    opps = [s for s in f.active if s not in team]
    winners, losers = (team, opps) if gainer == 0 else (opps, team)
    lines = []
    if len(team) == 2:
        for payer, payee in zip(losers, winners):
            lines.append(Line(part, won, value, mult, payer, payee, amount))
    elif gainer == 0:
        lines.extend(Line(part, won, value, mult, payer, f.declarer, amount) for payer in opps)
    else:
        lines.extend(Line(part, won, value, mult, f.declarer, payee, amount) for payee in opps)
    return lines


def settle(f: DealFacts) -> Result:
    """The result of a played deal: itemised lines and points per seat."""
    lines: list[Line] = []
    its = items(f)
    for part, gainer, value, mult, won in its:
        lines.extend(_pay(f, part, gainer, value, mult, won))
    for seat, cid in f.counts:
        v = COUNTS[cid]
        if f.options.tarokk_count_payment == "each":
            lines.extend(Line(cid, True, v, 1, payer, seat, v) for payer in f.active if payer != seat)
        else:
            lines.extend(_pay(f, cid, f.side(seat), v, 1, True))
    pts = [0] * f.players
    for ln in lines:
        pts[ln.payer] -= ln.amount
        pts[ln.payee] += ln.amount
    pd = f.card_points()
    details = {
        "declarer": f.declarer,
        "partner": f.partner,
        "bid": f.bid,
        "game_value": f.game_value,
        "card_points": [pd, TOTAL_POINTS - pd],
        "tricks": [sum(1 for w in f.winners if f.side(w) == s) for s in (0, 1)],
        "hivatalbol": f.hivatalbol,
        "net": sum(v * m * (1 if s == 0 else -1) for _, s, v, m, _ in its),
    }
    return Result(pts, lines, details)


def trial_three_result(players: int, active: tuple[int, ...], bidder: int, penalty: str, note: str) -> Result:
    """A próbahárom that drew no honour: the deal is not played; the bidder pays per the option (§4.2)."""
    each = {"game": 1, "three": 3, "none": 0}[penalty]
    lines = [Line("trial-three", False, each, 1, bidder, s, each) for s in active if s != bidder and each]
    pts = [0] * players
    for ln in lines:
        pts[ln.payer] -= ln.amount
        pts[ln.payee] += ln.amount
    return Result(pts, lines, {"thrown_in": note, "declarer": bidder})
