"""The bots' own fast simulator of the card play: a deal's fixed facts as ints, the rule-of-thumb card, heuristic
playouts settled by the engine's scoring."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.bots.search import Trick
from cardtable.bots.ulti.tables import ACES, FULL, POINTS, RA, RK, RO, SUIT, TENS
from cardtable.cards import bits
from cardtable.engine.tricks import TrickTables, beating, winner
from cardtable.games.ulti.cardplay import NO_TRUMP_TABLES, TRUMP_TABLES, playable
from cardtable.games.ulti.contracts import Contract
from cardtable.games.ulti.facts import Announcement, DealFacts
from cardtable.games.ulti.rules import rules_of
from cardtable.games.ulti.scoring import settle, won_parts


@dataclass
class Deal:
    """The fixed facts of a deal in play, as ints."""

    variant: str
    contract: Contract
    declarer: int
    trump: int | None
    tables: TrickTables
    rule7: bool
    kind: str  # "betli", "durchmars", "trump"
    ulti: bool

    @classmethod
    def make(cls, variant: str, contract: Contract, declarer: int, trump: int | None) -> Deal:
        tables = NO_TRUMP_TABLES if trump is None else TRUMP_TABLES[trump]
        kind = (
            "betli"
            if contract.is_betli
            else "durchmars"
            if contract.parts == (contract.grade,) and contract.is_durchmars
            else "trump"
            if trump is not None
            else "durchmars"
        )
        seven = rules_of(variant).trump_seven
        return cls(variant, contract, declarer, trump, tables, seven, kind, "ulti" in contract.parts)

    def legal(self, hand: int, trick: Trick, seat: int = 0) -> int:
        return playable(hand, trick, self.tables, self.rule7)


def heuristic_play(d: Deal, seat: int, hand: int, trick: Trick, gone: int) -> int:
    """A rule-of-thumb card (``gone``: cards already played, for counting trumps)."""
    legal = d.legal(hand, trick)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    strength = d.tables.strength
    decl = seat == d.declarer
    if d.kind == "betli":
        if decl:
            if not trick:
                return min(bits(legal), key=lambda c: strength[c])
            win = beating(legal, trick, d.tables)
            safe = legal & ~win
            if safe:
                return max(bits(safe), key=lambda c: strength[c])
            return min(bits(legal), key=lambda c: strength[c])
        return min(bits(legal), key=lambda c: strength[c])
    if d.kind == "durchmars":
        if decl or not trick:
            return max(bits(legal), key=lambda c: strength[c])
        win = beating(legal, trick, d.tables)
        if win:
            return min(bits(win), key=lambda c: strength[c])
        return min(bits(legal), key=lambda c: strength[c])
    trump = d.trump
    assert trump is not None
    seven = 1 << (trump * 8)
    tmask = SUIT[trump]
    keep7 = decl and d.ulti and hand & seven and hand.bit_count() > 1
    if keep7 and legal & ~seven:
        legal &= ~seven
    if not trick:
        if decl:
            trumps = hand & tmask & ~(seven if d.ulti else 0)
            out = tmask & ~gone & ~hand
            if trumps and out and (hand & tmask).bit_count() >= 3:
                return max(bits(trumps), key=lambda c: strength[c])
        side = legal & ~tmask
        aces = side & ACES
        if aces:
            return min(bits(aces))
        # a ten whose ace is gone is a winner too
        for c in bits(side & TENS):
            if gone >> (c + 4) & 1:
                return c
        if side:
            # low card from the shortest side suit
            return min(bits(side), key=lambda c: ((hand & SUIT[c // 8]).bit_count(), POINTS[c], strength[c]))
        return min(bits(legal), key=lambda c: strength[c])
    w_seat = winner(trick, d.tables)
    partner_wins = (w_seat == d.declarer) == decl and w_seat != seat
    last = len(trick) == 2
    win = beating(legal, trick, d.tables)
    led = d.tables.suit_of[trick[0][1]]
    if win and not (partner_wins and not last):
        if last:
            return max(bits(win), key=lambda c: (POINTS[c], -strength[c]))
        return min(bits(win), key=lambda c: (d.tables.power(c, led), POINTS[c]))
    if partner_wins:
        # smear points on the partner's trick, but not a trump ace or ten
        return max(bits(legal), key=lambda c: (POINTS[c] if c // 8 != trump else -5, -strength[c]))
    return min(bits(legal), key=lambda c: (POINTS[c], c // 8 == trump, strength[c]))


def betli_lead(d: Deal, hand: int, declarer: int) -> int | None:
    """A defender's lead against a betli, seeing the declarer's cards (``declarer``): the lowest card of the
    suit where the most of his cards lie above it — he must beat it if he can (must-beat, MAUSZ §6 and 4M
    alike), so it is how a betli is broken; None if no suit of mine can force him."""
    strength = d.tables.strength
    best: tuple[int, int, int] | None = None
    for s in range(4):
        mine = hand & SUIT[s]
        his = declarer & SUIT[s]
        if not mine or not his:
            continue
        low = min(bits(mine), key=lambda c: strength[c])
        above = sum(strength[x] > strength[low] for x in bits(his))
        if above and (best is None or (above, -strength[low]) > (best[0], best[1])):
            best = (above, -strength[low], low)
    return None if best is None else best[2]


def playout(
    d: Deal,
    hands: list[int],
    trick: Trick,
    to_move: int,
    tricks: list[Trick],
    gone: int,
    first: int | None = None,
    open_betli: bool = False,
) -> list[Trick]:
    """Play the deal out with the heuristic for every seat (``first``: the card the seat to move plays now).

    ``open_betli``: the defenders of a betli lead into the declarer's cards they see (``betli_lead``): a
    defence that only ever plays its lowest card let the bidding rollouts rate a betli that any real
    defence breaks at 100% (issue 13)."""
    hands = list(hands)
    cur = list(trick)
    tricks = list(tricks)
    seat = to_move
    open_betli = open_betli and d.kind == "betli"
    while hands[seat] or cur:
        c = first
        if c is None and open_betli and not cur and seat != d.declarer:
            c = betli_lead(d, hands[seat], hands[d.declarer])
        if c is None:
            c = heuristic_play(d, seat, hands[seat], tuple(cur), gone)
        first = None
        hands[seat] &= ~(1 << c)
        gone |= 1 << c
        cur.append((seat, c))
        if len(cur) == 3:
            t = tuple(cur)
            tricks.append(t)
            seat = winner(t, d.tables)
            cur = []
        else:
            seat = (seat + 1) % 3
    return tricks


def deal_facts(
    d: Deal, tricks: list[Trick], talon: int, announcements: list[Announcement], kontra: dict[str, dict[int, int]]
) -> DealFacts:
    """The engine's facts of a deal played out (for its own settlement)."""
    return DealFacts(
        variant=d.variant,
        contract=d.contract,
        declarer=d.declarer,
        trump=d.trump,
        tricks=[list(t) for t in tricks],
        winners=[winner(t, d.tables) for t in tricks],
        talon=talon,
        announcements=announcements,
        kontra=kontra,
    )


def score_tricks(
    d: Deal, tricks: list[Trick], talon: int, announcements: list[Announcement], kontra: dict[str, dict[int, int]]
) -> list[int]:
    """Points per seat of a finished deal, by the engine's own settlement."""
    return settle(deal_facts(d, tricks, talon, announcements, kontra)).points


def auto_announcements(d: Deal, hands: list[int]) -> list[Announcement]:
    """The marriages every seat would announce under contract ``d`` (what the bots do)."""
    c = d.contract
    out = []
    for s in range(3):
        if c.marriages == "none" or (c.marriages != "all" and s != d.declarer):
            continue
        for suit in range(4):
            m = (1 << (suit * 8 + RK)) | (1 << (suit * 8 + RO))
            if hands[s] & m != m:
                continue
            if suit == d.trump:
                if c.marriages in ("all", "trump40"):
                    out.append(Announcement(s, suit, 40))
            elif c.marriages in ("all", "one20"):
                out.append(Announcement(s, suit, 20))
                if c.marriages == "one20":
                    break
    return out


def contract_rollout(
    variant: str, c: Contract, trump: int | None, me: int, hands: list[int], talon: int
) -> tuple[int, bool]:
    """(my points, every part made) when I play ``c`` and every seat plays the heuristic from the first lead."""
    d = Deal.make(variant, c, me, trump)
    ann = auto_announcements(d, hands)
    kontra = rollout_kontra(d, hands)
    tricks = playout(d, hands, (), me, [], 0, open_betli=True)
    facts = deal_facts(d, tricks, talon, ann, kontra)
    return settle(facts).points[me], all(won_parts(facts).values())


def rollout_kontra(d: Deal, hands: list[int]) -> dict[str, dict[int, int]]:
    """The raises of a rollout: the heuristic defenders' kontra on a guard of four trumps with the ace."""
    c, me, trump = d.contract, d.declarer, d.trump
    kontra = {p: {(me + 1) % 3: 1, (me + 2) % 3: 1} for p in c.parts}
    if trump is not None:
        for s in ((me + 1) % 3, (me + 2) % 3):
            t = hands[s] & SUIT[trump]
            if t.bit_count() >= 4 and t >> (trump * 8 + RA) & 1:
                for p in ("ulti", "parti"):
                    if p in kontra:
                        kontra[p] = {x: 2 for x in kontra[p]}
    return kontra


def rollout_hands(me: int, h10: int, talon: int, key: list[float], true_hands: dict[int, int] | None) -> list[int]:
    """My hand and the other two dealt from the unseen cards in the order of ``key`` (or the oracle's)."""
    hands = [0, 0, 0]
    hands[me] = h10
    if true_hands is not None and sum(m.bit_count() for m in true_hands.values()) == 20:
        for s, m in true_hands.items():  # the benchmark's oracle: the other hands as they are
            hands[s] = m
        return hands
    order = sorted(bits(FULL & ~(h10 | talon)), key=key.__getitem__)
    for j, x in enumerate(order):
        hands[(me + 1 + j % 2) % 3] |= 1 << x
    return hands
