"""One Tarokk deal (BTE 2016 profile): deal, auction, talon, annulment, discard, call, announcements, play.

Seats act in play order s -> s+1 among the four active seats (at a 5-table
the dealer sits out). Steps: ``bidding`` (the auction; a hand with all four
kings may ``annul`` at any of its turns before the talon, BTE §7.1), ``raise``
(a sole bidder picks 3/2/1/0 talon cards, BTE §3.2), ``discard`` (a hand that may be
thrown in, BTE §7.1, may ``annul`` instead of discarding: the decision is
silent, a hand that does not annul is never seen to have had the choice; a
solo declarer, who takes no talon card, decides at his ``call``), ``call``, ``announce`` (turns of
announcements and kontras, each ended by ``pass``; over after three silent
turns in a row), ``hivatalbol`` (the called card lies in a discard: right after
the declarer's first ``pass`` its discarder must say so, BTE §4.7), ``play``
(nine tricks, the forehand leads).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from cardtable.cards import bits
from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import Action, IllegalAction, Result, View
from cardtable.engine.tricks import TrickTaking, check_card_places, winner
from cardtable.games.tarokk import actions as A
from cardtable.games.tarokk.bidding import Auction
from cardtable.games.tarokk.cardplay import binding, playable, refusal
from cardtable.games.tarokk.citations import RULES
from cardtable.games.tarokk.facts import TarokkFacts
from cardtable.games.tarokk.scoring import DealFacts, settle, trial_three_result
from cardtable.games.tarokk.tables import (
    CODES,
    FULL,
    HIGH_HONOURS,
    HONOURS,
    KINGS,
    SKIZ,
    TABLES,
    TAROKKS,
    XX,
    XXI,
    tarokk_count,
)

Phase = StrEnum(
    "Phase", "bidding discard call announcements play over"
)  # the phases of a Tarokk deal; the engine's steps are finer
PHASE_OF_STEP: dict[str, Phase] = {p.value: p for p in Phase} | {
    "raise": Phase("bidding"),
    "hivatalbol": Phase("announcements"),
    "announce": Phase("announcements"),
}
TALON_SPLIT = {3: (1, 1, 1), 2: (2, 1, 1), 1: (2, 2, 1), 0: (2, 2, 2)}  # digest §5, from the declarer's right
MADAR = ("centrum", "kismadar", "nagymadar")
ULTIMO_CARD_FIGURES = ("pagat-ulti", "pagat-uhu", "sas-ulti", "sas-uhu")
ULTIMO_CARD_BITS = tuple((A.ANNOUNCE_BIT[f], A.FIGURES[f].card) for f in ULTIMO_CARD_FIGURES)
TRULL_BIT, CENTRUM_BIT, DUPLA_BIT, VOLAT_BIT = (A.ANNOUNCE_BIT[f] for f in ("trull", "centrum", "dupla", "volat"))
AFTER_VOLAT_BITS = TRULL_BIT | A.ANNOUNCE_BIT["negykiraly"] | DUPLA_BIT


def annul_reason(hand: int) -> str | None:
    """Which BTE §7.1 hand type (after the talon, before the discard) allows throwing the deal in, or None."""
    if hand & KINGS == KINGS:
        return "four-kings"
    t = hand & TAROKKS
    if not t:
        return "no-tarokk"
    if t in (1 << 0, 1 << XXI, (1 << 0) | (1 << XXI)):
        return "pagat-xxi"
    return None


class TarokkState(TrickTaking):
    """One Tarokk deal in progress."""

    phase_of_step = PHASE_OF_STEP

    citations = RULES
    _copied = (
        *("history", "actors", "hands", "received", "queue", "counts", "known", "turns", "said"),
        *("trick", "tricks", "winners", "won_count", "side_tricks", "discards", "items", "announcers", "ann_log"),
    )  # shared: the talon and binding (replaced, never mutated), finished tricks, the entries of ann_log

    def __init__(self, game: Any, dealer: int, cards: list[int]) -> None:
        self.game = game
        self.opts = game.rules
        n = self.players = game.players
        self.dealer = dealer
        self.history: list[Action] = []
        self.actors: list[int] = []
        self.deck = tuple(cards)
        self.active = tuple((dealer + 1 + k) % n for k in range(4))
        self.pos = {s: i for i, s in enumerate(self.active)}
        self.forehand = self.active[0]
        hands = [0] * n
        # §3: talon deck[0:6], then 5 then 4 cards each from the forehand.
        for k, s in enumerate(self.active):
            for c in cards[6 + 5 * k : 11 + 5 * k] + cards[26 + 4 * k : 30 + 4 * k]:
                hands[s] |= 1 << c
        self.hands = hands
        self.talon = list(cards[:6])  # the undistributed talon, top first
        self.auction = Auction(self.opts)
        self.step = "bidding"
        self._to_move: int | None = self.forehand
        self.declarer = -1
        self.bid = -1
        self.received = [0] * n  # talon cards each seat took
        self.discards: dict[int, int] = {}
        self.queue: list[int] = []  # seats still to discard
        self.ended: str = ""  # why the deal ended without play: throw-in, annulled, trial-three
        self.annulled_by = -1
        self.called = -1
        self.partner = -1
        self.partner_public = False
        self.hivatalbol = -1  # the discarder of the called card
        self.hivatalbol_said = False
        self.items: dict[tuple[int, str], int] = {}  # (side, item) -> kontra level
        self.said = [0, 0]  # each side's announced figures, as a mask of A.ANNOUNCE_BIT
        self.ultimo_kontra_by = 0  # seats (a mask) that said a kontra word on an ultimó (BTE §6.3, _count_due)
        self.announcers: dict[tuple[int, str], int] = {}
        self.counts: list[tuple[int, str]] = []
        self.known: list[int | None] = [None] * n  # each seat's side as the table knows it
        self.last_speaker = -1
        self.spoke = False  # the seat to move has said something this turn
        self.turns = [0] * n  # announcement turns finished per seat
        self.silent_turns = 0
        self.ann_log: list[dict[str, Any]] = []
        self._no_tricks_yet(n)
        self.side_tricks = [0, 0]  # tricks taken by each side
        # each side's bound cards for the trick being played, (card, target trick) (BTE §7.4); never mutated
        self.binding: tuple[list[tuple[int, int]], list[tuple[int, int]]] = ([], [])
        self._result: Result | None = None

    # -- protocol basics ------------------------------------------------------

    def clone(self) -> TarokkState:
        """An independent copy (the auction too while it runs; once over it never changes and is shared)."""
        c = super().clone()
        if self.step == "bidding":
            c.auction = self.auction.clone()
        return c

    def side(self, seat: int) -> int:
        """0 for the declarer's side, 1 for the opponents (true sides; not public before the reveal)."""
        return 0 if seat in (self.declarer, self.partner) else 1

    def _next(self, seat: int) -> int:
        return self.active[(self.pos[seat] + 1) % 4]

    def _next_in_trick(self, s: int, seats: int) -> int:
        """The next of the four seats in play (at five seats the dealer sits out)."""
        return self._next(s)

    @property
    def invit_game(self) -> bool:
        """An invit or engedés binds the declarer (he is not the inviter himself)."""
        au = self.auction
        return au.invit != -1 and self.active[au.inviter] != self.declarer

    # -- legal actions --------------------------------------------------------

    def _compute_legal(self, s: int) -> list[Action]:
        st = self.step  # the steps of most actions first
        if st == "announce":
            out = [] if self._count_due(s) else [A.PASS]
            sayable = self._announceable(s)
            out += A.ANNOUNCEMENTS(sayable)
            side, top = self.side(s), self.opts.kontra_max
            # the next level of each item: odd levels are said against the item's side, even ones by it
            kontras = [
                A.RAISE[item][lv]
                for (owner, item), lv in self.items.items()
                if lv < top and (lv & 1) == (owner == side)
            ]
            if sayable & A.COUNT_BITS:  # _count_before_kontra: his count comes first
                kontras = [a for a in kontras if a.arg not in ULTIMO_CARD_FIGURES]
            return out + kontras
        if st == "play":
            m = playable(self.hands[s], self.trick, self._bound(s), len(self.tricks) + 1)
            return [A.PLAY[c] for c in bits(m)]
        if st == "bidding":
            words = self.auction.legal(self.pos[s], self.hands[s])
            return [*words, A.ANNUL] if self._four_kings_before_talon(s) else words
        if st == "raise":
            takes = [A.TAKE[n] for n in (3, 2, 1, 0) if n <= self.bid]
            return [*takes, A.ANNUL] if self._four_kings_before_talon(s) else takes
        if st == "discard":
            out = A.discard_options(self._discardable(s), self.hands[s].bit_count() - 9)
            return [*out, A.ANNUL] if self._may_annul(s) else out
        if st == "call":
            out = [A.CALL[c] for c in sorted(self._callable())]
            return [*out, A.ANNUL] if self._may_annul(s) else out
        if st == "hivatalbol":
            return [A.HIVATALBOL]
        return []

    def _four_kings_before_talon(self, s: int) -> bool:
        """BTE §7.1: all four kings in one hand may be thrown in before the talon too — at any of the holder's
        turns before it is taken (the auction, a sole bidder's choice of game). Only his own legal words show it:
        a holder who bids or passes is never seen to have had the choice."""
        return self.hands[s] & KINGS == KINGS

    def _may_annul(self, s: int) -> bool:
        """BTE §7.1: after the talon, before his discard (a solo declarer: at his call, he discards nothing)."""
        if self.step == "call" and self.received[s]:
            return False
        return annul_reason(self.hands[s]) is not None

    def _discardable(self, s: int) -> int:
        """Cards ``s`` may discard: no honour, king, XX or invited tarokk (BTE §4.2)."""
        m = self.hands[s] & ~HONOURS & ~KINGS
        if not self.opts.xx_discardable:
            m &= ~(1 << XX)
        if self.invit_game:
            m &= ~(1 << self.auction.invit)
        return m

    def _callable(self) -> set[int]:
        """Tarokks the declarer may call (digest §7, BTE §3.3, §4.5, §4.6)."""
        d = self.declarer
        hand, own = self.hands[d], self.discards.get(d, 0)
        if self.invit_game:
            return {self.auction.invit}
        out: set[int] = set()
        if (hand >> XX) & 1:
            out.add(XX)  # the self-call, only with the XX (§4.5)
            for c in range(XX - 1, -1, -1):
                if not ((hand | own) >> c) & 1:
                    out.add(c)  # the highest tarokk he does not hold
                    break
            others = any(m & TAROKKS for s, m in self.discards.items() if s != d)
            if (self.opts.free_call == "bte" and others) or (
                self.opts.free_call == "always" and any(m & TAROKKS for m in self.discards.values())
            ):
                out |= {c for c in range(22) if not ((hand | own) >> c) & 1}
        elif not (own >> XX) & 1:
            out.add(XX)
            if self.opts.free_call == "always" and any(m & TAROKKS for m in self.discards.values()):
                out |= {c for c in range(22) if not ((hand | own) >> c) & 1}
        else:  # the XX in his own discard (only when the option allows discarding it)
            out.add(max(c for c in range(22) if not ((hand | own) >> c) & 1))
        return out

    def _first_turn(self, s: int) -> bool:
        return self.turns[s] == 0

    def _announce_problem(self, s: int, fid: str) -> tuple[str, str] | None:
        """Why ``s`` may not announce ``fid`` now (key, message), or None."""
        bit = A.ANNOUNCE_BIT[fid]
        for mask, key, message in self._announce_bars(s):
            if mask & bit:
                return key, message.format(fid=fid, want=8 if fid == "8-tarokk" else 9)
        return None

    def _announceable(self, s: int) -> int:
        """The mask (``A.ANNOUNCE_BIT``) of what ``s`` may announce now."""
        barred = 0
        for mask, _, _ in self._announce_bars(s):
            barred |= mask
        return (A.COUNT_BITS | A.FIGURE_BITS) & ~barred

    def _announce_bars(self, s: int) -> list[tuple[int, str, str]]:
        """What bars ``s``'s announcements now: (mask of the barred ones, key, message) in the order a refusal
        names them (a message may name ``{fid}`` and ``{want}``). Called for every legal list of the
        announcements: the common case costs a few int operations."""
        hand, opts, known = self.hands[s], self.opts, self.known
        side = 0 if s == self.declarer or s == self.partner else 1
        said = self.said[side]
        own = known[s]
        attributed = own if own is not None else known[self.last_speaker]  # _attributed_side
        tarokks = (hand & TAROKKS).bit_count()
        counted = bool(self.counts) and any(seat == s for seat, _ in self.counts)
        out: list[tuple[int, str, str]] = []
        # The tarokk counts (BTE §6.1).
        if counted:
            out.append((A.COUNT_BITS, "already-announced", "the tarokk count has been declared"))
        wrong = A.COUNT_BITS & ~A.COUNT_BIT_OF_TAROKKS.get(tarokks, 0)
        if wrong:
            out.append((wrong, "tarokk-count-wrong", "you do not hold exactly {want} tarokks"))
        if attributed != side and opts.tarokk_count_payment == "team":
            # BTE §6.1: before the partners are known the count goes to the last speaker's side.
            message = "before the sides are known the tarokk count is the last speaker's"
            out.append((A.COUNT_BITS, "count-must-identify", message))
        # The figures.
        if not opts.sas_figures:
            out.append((A.SAS_BITS, "figure-off", "sas figures are not played under these rules"))
        if said:
            out.append((said, "already-announced", "{fid} is already announced for your side"))
        unknown = A.FIGURE_BITS & ~CENTRUM_BIT if attributed != side else 0
        if (own if own is not None else 0) != side:
            unknown |= CENTRUM_BIT
        if unknown:
            message = "before the sides are known a figure counts for the last speaker's side"
            out.append((unknown, "must-identify", message))
        if said:
            if said & VOLAT_BIT:
                out.append((AFTER_VOLAT_BITS, "after-volat", "no trull, four kings or double game after volát"))
            if said & (DUPLA_BIT | VOLAT_BIT) and not opts.dupla_with_volat:
                both = (VOLAT_BIT if said & DUPLA_BIT else 0) | (DUPLA_BIT if said & VOLAT_BIT else 0)
                out.append((both, "dupla-volat", "double game and volát exclude each other under these rules"))
            if said & A.ULTI_BITS and not opts.ulti_to_uhu:
                message = "an announced ultimó may not be raised to uhu"
                out.append(((said & A.ULTI_BITS) << 1, "ulti-to-uhu", message))
            if said & A.TRICK_FIGURE_BITS:
                taken = 0
                for group in A.TRICK_GROUPS:
                    if said & group:
                        taken |= group
                out.append((taken, "one-figure-per-trick", "a side makes only one figure per trick"))
        if tarokks in A.COUNT_BIT_OF_TAROKKS and not counted:  # _count_owed
            # BTE §6.3: waived only when the card is held by the announcer's partner.
            first = 0
            for bit, card in ULTIMO_CARD_BITS:
                if not self._teammate_holds(s, card):
                    first |= bit
            if first:
                out.append((first, "tarokk-count-first", "declare your tarokk count first"))
        if not (said | unknown) & TRULL_BIT and not said & VOLAT_BIT:  # else trull is barred above already
            trull = self._trull_problem(s, hand)
            if trull:
                out.append((TRULL_BIT, *trull))
        return out

    def _trull_problem(self, s: int, hand: int) -> tuple[str, str] | None:
        """Why ``s`` may not announce trull with ``hand`` (BTE §6.5, §6.6, §6.7), or None."""
        helped = s == self.partner and any(
            (0, m) in self.items and self.announcers[(0, m)] == self.declarer for m in MADAR
        )
        if not hand & HIGH_HONOURS and not helped:
            return "trull-needs-high-honour", "trull only with the skíz or the XXI in hand"
        if s == self.declarer and self._first_turn(s) and not self.invit_game:
            if len(self.auction.bidders) >= 3:
                if not (hand >> SKIZ) & 1:
                    return "trull-first-round", "with three bidders a first-round trull shows the skíz"
            elif hand & HIGH_HONOURS != HIGH_HONOURS:
                return "trull-first-round", "the declarer's first-round trull shows both high honours"
        au = self.auction
        if (
            self.invit_game
            and s == self.active[au.inviter]
            and self._first_turn(s)
            and len(au.bidders) == 2
            and not ((hand >> SKIZ) & 1 or (hand & HONOURS).bit_count() >= 2)
        ):
            return "trull-inviter", "the inviter's first-round trull needs two honours or the skíz"
        return None

    def _attributed_side(self, s: int) -> int | None:
        """The side an announcement by ``s`` is booked to (BTE §6.1, §6.2): his own once known, else the last
        speaker's."""
        return self.known[s] if self.known[s] is not None else self.known[self.last_speaker]

    def _teammate_holds(self, s: int, card: int) -> bool:
        side = self.side(s)
        return any(t != s and self.side(t) == side and (self.hands[t] >> card) & 1 for t in self.active)

    def _count_owed(self, s: int) -> bool:
        return tarokk_count(self.hands[s]) in (8, 9) and not any(seat == s for seat, _ in self.counts)

    def _count_due(self, s: int) -> bool:
        """``s`` kontra'd an ultimó before he could say his count (it would have gone to the other side,
        BTE §6.1): the kontra showed his side, and BTE §6.3 wants the count before he ends his turn."""
        return bool((self.ultimo_kontra_by >> s) & 1) and self._count_owed(s)

    def _kontra_problem(self, s: int, level: int, item: str) -> tuple[str, str] | None:
        """Why ``s`` may not raise ``item`` to ``level``, or None."""
        if level > self.opts.kontra_max:
            return "kontra-max", "the kontra chain ends at " + A.KONTRA_WORDS[self.opts.kontra_max - 1]
        owner = 1 - self.side(s) if level % 2 else self.side(s)
        cur = self.items.get((owner, item))
        if cur is None:
            return "not-announced", f"{item} is not announced by the side this word answers"
        if cur != level - 1:
            return "wrong-kontra-level", f"{item} stands at level {cur}"
        if item in ULTIMO_CARD_FIGURES and self._count_before_kontra(s):
            return "tarokk-count-first", "declare your tarokk count before a kontra on an ultimó"
        return None

    def _count_before_kontra(self, s: int) -> bool:
        """``s`` owes a tarokk count he may say now (he may say it only when he owes it): it comes before his
        kontra on an ultimó (BTE §6.3)."""
        return bool(self._announceable(s) & A.COUNT_BITS)

    def _bound(self, s: int) -> list[tuple[int, int]]:
        """(card, target trick) of the live figures of ``s``'s side that bind a card (BTE §7.4)."""
        return self.binding[self.side(s)]

    def _bind(self) -> None:
        """Work out ``binding`` for the next trick: at the start of play and after each trick."""
        self.binding = binding(self.said, len(self.tricks) + 1, self.side_tricks)

    # -- applying -------------------------------------------------------------

    def _apply(self, action: Action, s: int) -> None:
        st = self.step  # the steps of most actions first
        if st == "announce":
            self._announce(s, action)
        elif st == "play":
            self._play(s, action.cards[0])
        elif action.kind == "annul":  # BTE §7.1: in the auction (four kings), after the talon, at a solo call
            self.annulled_by = s
            self._end("annulled")
        elif st == "bidding":
            self.auction.apply(self.pos[s], action, self.hands[s])
            au = self.auction
            if not au.done:
                self._to_move = self.active[au.to]
            elif au.thrown_in:
                self._end("throw-in")
            else:
                self.declarer, self.bid = self.active[au.declarer], au.cur
                if au.sole_raise():
                    self.step = "raise"
                    self._to_move = self.declarer
                else:
                    self._distribute()
        elif st == "raise":
            self.bid = int(action.arg)
            self._distribute()
        elif st == "discard":
            for c in action.cards:
                self.hands[s] &= ~(1 << c)
                self.discards[s] = self.discards.get(s, 0) | (1 << c)
            self.queue.pop(0)
            if self.queue:
                self._to_move = self.queue[0]
            else:
                self.step = "call"
                self._to_move = self.declarer
        elif st == "call":
            self._call(action.cards[0])
        elif st == "hivatalbol":
            # Out of turn, once the declarer has closed his first turn: kontra on the parti, he plays alone.
            self.items[(0, "parti")] = 1
            self.hivatalbol_said = True
            self.last_speaker = s
            self.ann_log.append({"seat": s, "word": "hivatalbol-kontra", "item": "parti", "side": 0, "level": 1})
            self._reveal()
            # His word stands for his turn: the round goes on after him until three seats pass in a row.
            self.turns[s] += 1
            self.step = "announce"
            self.silent_turns = 0
            self.spoke = False
            self._to_move = self._next(s)

    def _end(self, why: str) -> None:
        self.ended = why
        self.step = "over"
        self._to_move = None

    def _distribute(self) -> None:
        """Hand out the talon (digest §5): the declarer takes his cards from the top, the rest in turn."""
        d, b = self.declarer, self.bid
        order = [d]
        for _ in range(3):
            order.append(self._next(order[-1]))
        counts = (b, *TALON_SPLIT[b])
        i = 0
        for seat, k in zip(order, counts):
            for c in self.talon[i : i + k]:
                self.hands[seat] |= 1 << c
            self.received[seat] = k
            i += k
        self.talon = []
        if self.auction.trial and not self.hands[d] & HONOURS:
            self._end("trial-three")  # próbahárom drew no honour: not played (§4.2)
            return
        self._start_discard()

    def _start_discard(self) -> None:
        order = [self.declarer]
        for _ in range(3):
            order.append(self._next(order[-1]))
        self.queue = [s for s in order if self.received[s]]
        if self.queue:
            self.step = "discard"
            self._to_move = self.queue[0]
        else:
            self.step = "call"
            self._to_move = self.declarer

    def _call(self, card: int) -> None:
        self.called = card
        holder = next((s for s in self.active if (self.hands[s] >> card) & 1), -1)
        discarder = next((s for s, m in self.discards.items() if (m >> card) & 1), -1)
        self.partner = -1 if holder in (-1, self.declarer) else holder
        self.known[self.declarer] = 0
        self.last_speaker = self.declarer
        if self.invit_game:
            # BTE §3.3, §3.9: the winner must call the inviter's promised tarokk, so the call names the pairs.
            self._reveal()
        if discarder != -1:
            # The called card lies in a discard: its discarder must say "hivatalból kontra" as soon as the
            # declarer closes his turn with a pass (BTE §4.7).
            self.hivatalbol = discarder
        self._start_announcements()

    def _start_announcements(self) -> None:
        self.items.setdefault((0, "parti"), 0)  # the declarer's side is bound to the game (§8.1)
        self.step = "announce"
        self._to_move = self.declarer
        self.spoke = True  # the declarer's first turn (the call) counts as speaking

    def _announce(self, s: int, action: Action) -> None:
        if action.kind == "pass":
            self.turns[s] += 1
            if s == self.declarer and self.hivatalbol >= 0 and not self.hivatalbol_said:
                self.step = "hivatalbol"
                self._to_move = self.hivatalbol
                return
            self.silent_turns = 0 if self.spoke else self.silent_turns + 1
            self.spoke = False
            if self.silent_turns >= 3:
                self.step = "play"
                self._to_move = self.forehand
                self._bind()
            else:
                self._to_move = self._next(s)
            return
        self.spoke = True
        if action.kind == "announce" and action.arg in A.COUNTS:
            self.counts.append((s, action.arg))
            if self.opts.tarokk_count_payment != "team":
                self.ann_log.append({"seat": s, "word": "announce", "item": action.arg, "side": None, "level": 0})
                return
            # BTE §6.1: a side item like a figure; saying it shows the speaker's side.
            side = self.side(s)
            self.ann_log.append({"seat": s, "word": "announce", "item": action.arg, "side": side, "level": 0})
            self.known[s] = side
            self.last_speaker = s
            self._check_reveal()
            return
        side = self.side(s)
        if action.kind == "announce":
            key = (side, action.arg)
            self.items[key] = 0
            self.announcers[key] = s
            self.said[side] |= A.ANNOUNCE_BIT[action.arg]
            level = 0
        else:
            level = A.KONTRA_LEVEL[action.kind]
            owner = 1 - side if level % 2 else side
            key = (owner, action.arg)
            self.items[key] = level
            if action.arg in ULTIMO_CARD_FIGURES:
                self.ultimo_kontra_by |= 1 << s
        self.ann_log.append({"seat": s, "word": action.kind, "item": action.arg, "side": key[0], "level": level})
        self.known[s] = side
        self.last_speaker = s
        self._check_reveal()

    def _check_reveal(self) -> None:
        """Are the partners known to everyone yet (digest §7 item 6)?"""
        if self.partner_public:
            return
        known = self.known
        others = [known[s] for s in self.active if s != self.declarer]
        if 0 in others or others.count(1) == len(others):
            self._reveal()

    def _reveal(self) -> None:
        self.partner_public = True
        for s in self.active:
            self.known[s] = self.side(s)

    def _play(self, s: int, card: int) -> None:
        full = self._lay(s, card, 4)
        if card == self.called:
            self._reveal()
        if not full:
            return
        w = winner(self.trick, TABLES)
        self._take_trick(w)
        self.side_tricks[self.side(w)] += 1
        if len(self.tricks) == 9:
            self._end("played")
        else:
            self._to_move = w
            self._bind()

    # -- refusals -------------------------------------------------------------

    def _why_illegal(self, action: Action, s: int) -> IllegalAction:
        st = self.step
        want = {
            "bidding": ("bid", "hold", "pass", "annul"),
            "raise": ("take", "annul"),
            "discard": ("discard", "annul"),
            "call": ("call", "annul"),
            "hivatalbol": ("hivatalbol-kontra",),
            "announce": ("announce", "pass", *A.KONTRA_WORDS),
            "play": ("play",),
        }[st]
        if action.kind not in want:
            if st == "hivatalbol":
                return self._refuse("must-hivatalbol", "the discarder of the called card must say hivatalból kontra")
            return self._refuse("not-now", f"now is the time for {' / '.join(want)}, not {action.kind}")
        if action.kind == "annul":
            return self._refuse("cannot-annul", "this hand cannot be thrown in (now)")
        if st == "bidding":
            return self._explain_bid(s, action)
        if st == "raise":
            return self._refuse("take-too-many", f"a {A.BID_NAMES[self.bid]} bidder takes at most {self.bid} cards")
        if st == "discard":
            need = self.hands[s].bit_count() - 9
            if len(action.cards) != need:
                return self._refuse("discard-count", f"discard exactly {need} card(s)", need=need)
            bad = [CODES[c] for c in action.cards if not (self._discardable(s) >> c) & 1]
            missing = [c for c in action.cards if not (self.hands[s] >> c) & 1]
            if missing:
                return self._refuse("not-in-hand", "you can only discard cards from your hand", card=CODES[missing[0]])
            return self._refuse("discard-forbidden", f"honours, kings, the XX and an invited tarokk stay: {bad}")
        if st == "call":
            c = action.cards[0]
            if self.invit_game:
                return self._refuse("call-invited", f"the invited tarokk {CODES[self.auction.invit]} must be called")
            if (self.hands[self.declarer] >> c) & 1:
                return self._refuse("call-self-only-xx", "the declarer calls himself only with the XX")
            if (self.discards.get(self.declarer, 0) >> c) & 1:
                return self._refuse("call-own-discard", "you cannot call a card you discarded")
            return self._refuse("call-not-allowed", "call the XX, or holding it the highest tarokk you lack")
        if st == "announce":
            p: tuple[str, str] | None
            if action.kind == "pass":
                p = ("tarokk-count-first", "declare your tarokk count: you said kontra on an ultimó")
            elif action.kind == "announce":
                p = self._announce_problem(s, action.arg)
            else:
                p = self._kontra_problem(s, A.KONTRA_WORDS.index(action.kind) + 1, action.arg)
            key, msg = p if p else ("not-now", "not now")
            return self._refuse(key, msg)
        c = action.cards[0]
        r = refusal(c, self.hands[s], self.trick, self._bound(s), len(self.tricks) + 1) or "not-now"
        msgs = {
            "not-in-hand": "that card is not in your hand",
            "must-follow": "you must follow suit",
            "must-tarokk": "void in the suit led, you must play a tarokk",
            "bound-card": "a bound card may not be played before its trick",
            "bound-card-now": "the bound card must be played in its trick",
        }
        return self._refuse(r, msgs.get(r, "not now"), card=CODES[c])

    def _explain_bid(self, s: int, action: Action) -> IllegalAction:
        au, p, hand = self.auction, self.pos[s], self.hands[s]
        if self.opts.inviter_locked and p == au.inviter:
            return self._refuse("inviter-locked", "an invit cannot be taken back: the inviter may only pass")
        if not hand & HONOURS:
            return self._refuse("no-honour", "only a player holding an honour may bid")
        if action.kind == "pass":
            return self._refuse("must-hold", "without the XX and invit strength you must hold or go higher")
        if action.kind == "hold":
            return self._refuse("cannot-hold", "you may hold only a bid you have not made, once, having bid")
        b = A.BID_NUMBER[action.arg]
        minimum = au.cur if au.can_hold(p) else au.cur - 1
        if b > minimum:
            return self._refuse("bid-not-allowed", "a bid must go higher than the standing one")
        return self._refuse("jump-needs-invit", "a jump is an invit: high honour, five tarokks and the promised card")

    # -- views and results ----------------------------------------------------

    def partner_known_to(self, seat: int) -> bool:
        """Does ``seat`` know who the partner is?"""
        if self.called < 0:
            return False
        if self.partner_public or seat == self.partner or seat == self.hivatalbol:
            return True
        # A self-calling declarer knows he is alone; one whose called card was discarded learns it by the kontra.
        return seat == self.declarer and self.partner == -1 and self.hivatalbol == -1

    def view(self, seat: int) -> View:
        """What ``seat`` may know."""
        public = [None if a.kind == "discard" and who != seat else a for a, who in zip(self.history, self.actors)]
        au = self.auction
        discarded = self.step not in ("bidding", "raise", "discard") and self.ended != "annulled"
        invites = None
        if self.step == "bidding" and seat == self.to_move:
            # what each of this seat's words would invite (BTE §3.3, §3.4, §3.9): the auction's own answer
            invited = {a.text: au.invites(self.pos[seat], a) for a in self.legal_actions()}
            invites = {text: CODES[c] for text, c in invited.items() if c >= 0}
        knows_partner = self.partner_known_to(seat)
        facts = TarokkFacts(
            step=self.step,
            active=list(self.active),
            forehand=self.forehand,
            sitting_out=self.dealer if self.players == 5 else None,
            bid=A.BID_NAMES.get(au.cur) if au.cur < 4 else None,
            declarer=self.declarer if self.declarer >= 0 else None,
            bidders=len(au.bidders),
            invit=CODES[au.invit] if au.invit >= 0 else None,
            inviter=self.active[au.inviter] if au.inviter >= 0 else None,
            trial_three=au.trial,
            talon_left=len(self.talon),
            received=list(self.received),
            called=CODES[self.called] if self.called >= 0 else None,
            partner_known=self.partner_public,
            partner=self.partner if knows_partner and self.partner >= 0 else None,
            alone=self.partner == -1 if knows_partner else None,
            hivatalbol=self.hivatalbol if self.hivatalbol_said else None,  # public once said
            announcements=[dict(e) for e in self.ann_log],
            kontra={f"{sd}:{it}": lv for (sd, it), lv in self.items.items()},
            sides=list(self.known),
            announce_turns=list(self.turns),
            ended=self.ended or None,
            tricks_played=len(self.tricks),
            # BTE §4.3 every player states his discarded tarokks; §4.4 the declarer shows his.
            discarded_tarokks={s: tarokk_count(m) for s, m in self.discards.items()} if discarded else None,
            declarer_discard=DECK.codes_of(self.discards.get(self.declarer, 0) & TAROKKS) if discarded else None,
            own_discard=DECK.codes_of(self.discards[seat]) if seat in self.discards else None,
            invites=invites,
        )
        if self.tricks and not self.trick:
            last = [(s, CODES[x]) for s, x in self.tricks[-1]]  # BTE §7.2: until the next lead
        else:
            last = None
        contract = A.BID_NAMES.get(self.bid) if self.bid >= 0 else None
        return self._view(seat, facts, public, trump="T", contract=contract, last_trick=last)

    def facts(self) -> DealFacts:
        """The raw facts of a played deal for the settlement."""
        announced = dict(self.items)
        announced.setdefault((0, "parti"), 0)
        return DealFacts(
            active=self.active,
            players=self.players,
            declarer=self.declarer,
            partner=self.partner,
            bid=self.bid,
            tricks=[list(t) for t in self.tricks],
            winners=list(self.winners),
            discards=dict(self.discards),
            announced=announced,
            counts=list(self.counts),
            hivatalbol=self.hivatalbol >= 0,
            options=self.opts,
        )

    def result(self) -> Result:
        """The settlement; only when the deal is over."""
        if self._to_move is not None:
            raise ValueError("the deal is not over")
        if self._result is None:
            if self.ended == "played":
                self._result = settle(self.facts())
            elif self.ended == "trial-three":
                self._result = trial_three_result(
                    self.players, self.active, self.declarer, self.opts.trial_three_penalty, self.ended
                )
            else:
                details: dict[str, Any] = {"thrown_in": self.ended}
                if self.annulled_by >= 0:
                    details["annulled_by"] = self.annulled_by
                self._result = Result([0] * self.players, [], details)
        return self._result

    def check_invariants(self) -> None:
        """Every card in exactly one place; hand sizes fit the step."""
        places = [*self.hands, *self.discards.values()]
        places.extend(1 << c for c in self.talon)
        places.extend(1 << c for _, c in self.trick)
        for t in self.tricks:
            assert len(t) == 4, "a finished trick has four cards"
            places.extend(1 << c for _, c in t)
        check_card_places(DECK, places, FULL)
        assert len(self.history) == len(self.actors)
        if self.players == 5:
            assert self.hands[self.dealer] == 0 and self._to_move != self.dealer
        if self.step in ("call", "hivatalbol", "announce"):
            assert all(self.hands[s].bit_count() == 9 for s in self.active)
        if self.step == "play":
            n = 9 - len(self.tricks)
            played = {s for s, _ in self.trick}
            assert all(self.hands[s].bit_count() == n - (s in played) for s in self.active)
        if self.ended == "played":
            assert len(self.tricks) == 9 and sum(self.won_count) == 9
