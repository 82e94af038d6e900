"""Ulti settlement: which parts were won, who pays whom, itemised (MAUSZ §4, §6(9), §8; 4M).

``settle(facts)`` reads the raw facts of a finished deal and returns a
``Result`` whose ``lines`` list every payment: each part of the contract per
defender (value × that defender's kontra multiplier), the extra for a lost
announced ulti, the silent (csendes) bonuses of the variant and a give-up.
Every line moves points from its payer to its payee, so a deal is zero-sum.
``Line.won`` says whether the declarer made that part; on a silent bonus it
is True (the payee's side made it), on a caught 7, a lost-ulti extra or a
give-up False.

Readings of the sources that the code commits to (see the module tests):

* MAUSZ silent 100 is folded into the parti (§4(A)(6)): a ``silent-100`` line
  adds the parti's value again without kontra (the parti "doubles"), or 2
  (piros 4) on top of a kontra'd parti.
* MAUSZ silent ulti caught costs the holder's side 2 (piros 4) per opponent
  only when the other side took the last trick; 4M makes the holder pay 4
  (piros 8) to each other player whoever beat the 7.
* Silent durchmars (4M) is not paid in a betli: the defenders taking every
  trick is the betli itself. In a durchmars contract the defenders taking
  every trick is a silent durchmars of theirs and is paid.
* 4M give-up: every part lost kontra'd, including the lost-ulti extra (the
  source: "mintha minden bemondást kontrázva bukna"); a lone passz costs
  nothing. MAUSZ give-up: the bid's total ×2 to each defender, no ulti extra.
  A give-up after the first lead that the defenders accepted pays the same,
  but a part already kontra'd higher keeps its multiplier.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cardtable.cards.deck import HUNGARIAN32 as DECK
from cardtable.engine.protocol import Line, Result
from cardtable.games.ulti.actions import MARRIAGE
from cardtable.games.ulti.contracts import BETLI_GRADES, DURCHMARS_GRADES
from cardtable.games.ulti.facts import DealFacts
from cardtable.games.ulti.rules import rules_of

RED = 0  # piros is suit 0 of the hungarian32 deck
TEN, ACE = 3, 7  # rank indices ("7 8 9 10 U O K A")
ZSIR = sum(1 << c for c in range(32) if c % 8 in (TEN, ACE))  # the aces and tens, 10 points each
ACES = sum(1 << c for c in range(32) if c % 8 == ACE)
LAST_TRICK = 10

Kontra = Callable[[str, int], int]  # (part, defender) -> kontra multiplier


@dataclass
class Tally:
    """What the tricks add up to: per-seat tricks, card points and aces; the counted marriages per side."""

    winners: list[int]
    tricks: list[int]  # tricks taken per seat
    zsir: list[int]  # card points per seat, incl. the last-trick 10
    aces: list[int]  # mask of aces taken per seat
    talon_zsir: int  # aces and tens in the talon: the defenders' (§6(8))
    marriages: list[int]  # counted marriages: [declarer side, defenders]
    declarer_40: int  # the declarer's counted trump 40 (40-100)
    declarer_20: int  # the declarer's counted non-trump 20 (20-100: one only)
    sides_marriages: tuple[list[int], list[int]]  # announced values per side (counted or not)

    def side_points(self, declarer: int) -> tuple[int, int]:
        """(declarer side, defenders) card points + counted marriages, the talon to the defenders."""
        dec = self.zsir[declarer] + self.marriages[0]
        dfn = sum(self.zsir) - self.zsir[declarer] + self.talon_zsir + self.marriages[1]
        return dec, dfn


def _winners(facts: DealFacts) -> list[int]:
    if len(facts.winners) == len(facts.tricks):
        return list(facts.winners)
    # Facts built by hand (tests, tools) may leave the winners out: the trick rules decide.
    from cardtable.engine.tricks import winner
    from cardtable.games.ulti.cardplay import NO_TRUMP_TABLES, TRUMP_TABLES

    t = NO_TRUMP_TABLES if facts.trump is None else TRUMP_TABLES[facts.trump]
    return [winner(trick, t) for trick in facts.tricks]


def tally(facts: DealFacts) -> Tally:
    """Count the deal: tricks, card points, aces and the marriages that count (§4(A)(2)-(3))."""
    winners = _winners(facts)
    tricks, zsir, aces = [0, 0, 0], [0, 0, 0], [0, 0, 0]
    for trick, w in zip(facts.tricks, winners):
        tricks[w] += 1
        for _, card in trick:
            if ZSIR >> card & 1:
                zsir[w] += 10
            if ACES >> card & 1:
                aces[w] |= 1 << card
    if len(facts.tricks) == LAST_TRICK:
        zsir[winners[-1]] += 10
    dec = facts.declarer
    c = facts.contract
    # Only the announcements the contract allows (§4(B)(2), §4(E)(1), §4(F)(4)).
    said: tuple[list[int], list[int]] = ([], [])
    d40 = d20 = 0
    for a in facts.announcements:
        side = 0 if a.seat == dec else 1
        if c.marriages == "all":
            said[side].append(a.value)
        elif c.marriages == "trump40" and side == 0 and a.value == 40 and a.suit == facts.trump and not d40:
            said[0].append(40)
            d40 = 40
        elif c.marriages == "one20" and side == 0 and a.value == 20 and a.suit != facts.trump and not d20:
            said[0].append(20)
            d20 = 20
    if rules_of(facts.variant).held_marriages and c.marriages == "none":
        # 4M: "lennie kell adu F-nek és K-nak a kezünkben" (40-100), "azonos színű F-nek és K-nak ..., ami nem
        # aduszínű" (20-100): the pair held in the declarer's ten cards counts, nothing is announced.
        held = declarer_cards(facts)
        if "40-100" in c.parts and facts.trump is not None and held & MARRIAGE[facts.trump] == MARRIAGE[facts.trump]:
            d40 = 40
        if "20-100" in c.parts and any(held & MARRIAGE[s] == MARRIAGE[s] for s in range(4) if s != facts.trump):
            d20 = 20
    took = (tricks[dec] > 0, sum(tricks) - tricks[dec] > 0)
    marriages = [sum(said[s]) if took[s] else 0 for s in (0, 1)]
    if not took[0]:
        d40 = d20 = 0
    talon_zsir = 10 * (facts.talon & ZSIR).bit_count()
    return Tally(winners, tricks, zsir, aces, talon_zsir, marriages, d40, d20, said)


def declarer_cards(facts: DealFacts) -> int:
    """The declarer's ten cards at his first lead, as the cards he played (a played deal shows them all)."""
    out = 0
    for trick in facts.tricks:
        for seat, card in trick:
            if seat == facts.declarer:
                out |= 1 << card
    return out


def card_points(facts: DealFacts) -> tuple[int, int]:
    """(declarer side, defenders) card points incl. counted marriages; the talon's A/10 to the defenders."""
    return tally(facts).side_points(facts.declarer)


def won_parts(facts: DealFacts, t: Tally | None = None) -> dict[str, bool]:
    """Whether the declarer made each part of his contract (§4)."""
    t = t or tally(facts)
    dec = facts.declarer
    done = len(facts.tricks) == LAST_TRICK
    out: dict[str, bool] = {}
    for part in facts.contract.parts:
        if facts.gave_up or facts.conceded:
            out[part] = False
        elif part == "parti":
            d, f = t.side_points(dec)
            out[part] = d > f  # a tie loses
        elif part == "40-100":
            out[part] = t.zsir[dec] + t.declarer_40 >= 100
        elif part == "20-100":
            out[part] = t.zsir[dec] + t.declarer_20 >= 100
        elif part == "4-asz":
            out[part] = t.aces[dec] == ACES
        elif part == "ulti":
            out[part] = done and _last_seven(facts, t) == (dec, True)
        elif part in BETLI_GRADES:
            out[part] = done and t.tricks[dec] == 0
        elif part in DURCHMARS_GRADES:
            out[part] = t.tricks[dec] == LAST_TRICK
        else:  # pragma: no cover - contracts.py only makes the parts above
            raise ValueError(f"unknown part {part!r}")
    return out


def _last_seven(facts: DealFacts, t: Tally) -> tuple[int, bool] | None:
    """(seat that played the trump 7 to the last trick, whether it won the trick), or None."""
    if facts.trump is None or len(facts.tricks) != LAST_TRICK:
        return None
    seven = facts.trump * 8
    for seat, card in facts.tricks[-1]:
        if card == seven:
            return seat, t.winners[-1] == seat
    return None


class _Sheet:
    """Collects the lines and the per-seat points."""

    def __init__(self) -> None:
        self.lines: list[Line] = []
        self.points = [0, 0, 0]

    def pay(self, part: str, won: bool, value: int, mult: int, payer: int, payee: int, note: str = "") -> None:
        amount = value * mult
        if amount == 0 or payer == payee:
            return
        self.lines.append(Line(part, won, value, mult, payer, payee, amount, note))
        self.points[payer] -= amount
        self.points[payee] += amount

    def side(
        self, part: str, to_declarer: bool, value: int, dec: int, defenders: tuple[int, int], won: bool = True
    ) -> None:
        """A silent bonus between the sides: each defender pays the declarer, or the other way.

        ``won`` is from the payee's side: True for a bonus made, False for one lost (a caught 7).
        """
        for d in defenders:
            if to_declarer:
                self.pay(part, won, value, 1, d, dec)
            else:
                self.pay(part, won, value, 1, dec, d)


def settle(facts: DealFacts) -> Result:
    """The settlement of a finished or given-up deal, every payment itemised."""
    c = facts.contract
    dec, defenders = facts.declarer, facts.defenders
    red = c.piros or facts.trump == RED
    t = tally(facts)
    won = won_parts(facts, t)
    sheet = _Sheet()
    silent: list[str] = []

    def kontra(part: str, d: int) -> int:
        return facts.kontra.get(part, {}).get(d, 1)

    if facts.gave_up or facts.conceded:
        _give_up(facts, sheet, kontra)
    else:
        for part in c.parts:
            v = c.values[part]
            for d in defenders:
                if won[part]:
                    sheet.pay(part, True, v, kontra(part, d), d, dec)
                else:
                    sheet.pay(part, False, v, kontra(part, d), dec, d)
        if "ulti" in c.parts and not won["ulti"]:
            # §4(D)(3): an extra 4 (piros 8) per defender, never multiplied.
            for d in defenders:
                sheet.pay("lost-ulti-penalty", False, c.values["ulti"], 1, dec, d)
        # Silent bonuses double when the trump is red (4M: "ha az adu piros volt"): a 4M lone piros
        # durchmars or piros betli has no trump, so its silent bonuses stay plain.
        silent = _silent_bonuses(facts, t, won, sheet, kontra, facts.trump == RED)

    dec_won = sum(ln.amount for ln in sheet.lines if ln.payee == dec)
    dec_lost = sum(ln.amount for ln in sheet.lines if ln.payer == dec)
    from_each = [sum(ln.amount for ln in sheet.lines if ln.payer == d and ln.payee == dec) for d in defenders]
    details = {
        "variant": facts.variant,
        "contract": c.text,
        "declarer": dec,
        "defenders": list(defenders),
        "trump": None if facts.trump is None else DECK.suits[facts.trump],
        "piros": red,
        "won": won,
        "card_points": list(t.side_points(dec)),
        "marriages": list(t.marriages),
        "tricks": list(t.tricks),
        "gave_up": facts.gave_up,
        "conceded": facts.conceded,
        "silent": silent,
        "declarer_won": dec_won,
        "declarer_lost": dec_lost,
        "declarer_won_from_each": max(from_each),
    }
    return Result(points=sheet.points, lines=sheet.lines, details=details)


def _give_up(facts: DealFacts, sheet: _Sheet, kontra: Kontra) -> None:
    """§6(9) / 4M: the declarer threw his cards in; every part is paid as lost kontra'd."""
    c = facts.contract
    dec, defenders = facts.declarer, facts.defenders
    rules = rules_of(facts.variant)
    if rules.lone_passz_free and c.text in ("passz", "piros passz"):
        return  # a lone passz costs nothing, not even to the Ablak
    kontrad = any(kontra(p, d) > 1 for p in c.parts for d in defenders)
    if rules.give_up_doubles_total and not kontrad:
        for d in defenders:
            sheet.pay("give-up", False, c.total, 2, dec, d)
        return
    for part in c.parts:
        for d in defenders:
            sheet.pay(part, False, c.values[part], max(2, kontra(part, d)), dec, d, "give-up")
    if rules.give_up_ulti_penalty and "ulti" in c.parts:
        for d in defenders:
            sheet.pay("lost-ulti-penalty", False, c.values["ulti"], 1, dec, d, "give-up")


def _silent_bonuses(
    facts: DealFacts, t: Tally, won: dict[str, bool], sheet: _Sheet, kontra: Kontra, red: bool
) -> list[str]:
    """The csendes bonuses of the variant, claimed automatically; returns their ids."""
    c = facts.contract
    rules = rules_of(facts.variant)
    dec, defenders = facts.declarer, facts.defenders
    done = len(facts.tricks) == LAST_TRICK
    got: list[str] = []

    # Silent 100: a side reaching 100 with cards and marriages, where a parti is played.
    if c.has_parti:
        d_pts, f_pts = t.side_points(dec)
        side = 0 if d_pts >= 100 else 1 if f_pts >= 100 else None
        if side is not None:
            to_dec = side == 0
            if rules.silent_100_in_parti:
                # §4(A)(6): the parti doubles; with kontra add 2 (piros 4) to the kontra'd value.
                for d in defenders:
                    k = kontra("parti", d)
                    value = c.values["parti"] if k == 1 else rules.silent("100", red)
                    if to_dec:
                        sheet.pay("silent-100", True, value, 1, d, dec)
                    else:
                        sheet.pay("silent-100", True, value, 1, dec, d)
                got.append("silent-100")
            else:
                only20 = t.sides_marriages[side] == [20]
                bonus = "silent-20-100" if only20 else "silent-100"
                sheet.side(bonus, to_dec, rules.silent("20-100" if only20 else "100", red), dec, defenders)
                got.append(bonus)

    # Silent 4 ász (MAUSZ §4(C)(2)): where a 4 ász could have been bid but was not.
    if rules.silent_4_asz and c.trump_game and not c.is_durchmars and "4-asz" not in c.parts:
        value = rules.silent("4-asz", red)
        if t.aces[dec] == ACES:
            sheet.side("silent-4-asz", True, value, dec, defenders)
            got.append("silent-4-asz")
        elif any(t.aces[d] == ACES for d in defenders):
            sheet.side("silent-4-asz", False, value, dec, defenders)
            got.append("silent-4-asz")

    # Silent ulti and silent ulti caught: the trump 7 in the last trick, ulti not bid by its holder.
    last = _last_seven(facts, t)
    if last is not None:
        holder, took_it = last
        if not (holder == dec and "ulti" in c.parts):
            if took_it:
                value = rules.silent("ulti", red)
                if rules.silent_ulti_shared:  # §4(D)(1): a defender's is shared, both defenders get it
                    sheet.side("silent-ulti", holder == dec, value, dec, defenders)
                else:  # 4M: from each other player, the partner too
                    for s in range(3):
                        sheet.pay("silent-ulti", True, value, 1, s, holder)
                got.append("silent-ulti")
            else:
                value = rules.silent("ulti-caught", red)
                w = t.winners[-1]
                if rules.silent_ulti_shared:
                    if (w == dec) != (holder == dec):  # caught by the other side
                        sheet.side("silent-ulti-caught", holder != dec, value, dec, defenders, won=False)
                        got.append("silent-ulti-caught")
                else:
                    for s in range(3):
                        sheet.pay("silent-ulti-caught", False, value, 1, holder, s)
                    got.append("silent-ulti-caught")

    # Silent durchmars (4M only): "a felvevő, vagy az ellenjátékosok együtt" take every trick. Not in a
    # betli (the defenders taking every trick is the betli itself), nor the declarer's in a durchmars
    # (bid); the defenders' in a durchmars is silent and is paid.
    if rules.silent_durchmars and done and not c.is_betli:
        dec_all = t.tricks[dec] == LAST_TRICK and not c.is_durchmars
        if dec_all or t.tricks[dec] == 0:
            sheet.side("silent-durchmars", dec_all, rules.silent("durchmars", red), dec, defenders)
            got.append("silent-durchmars")
    return got
