"""One Ulti deal: dealing, bidding (§3), trump and announcements, kontras (§7), play (§6).

Seats act in the order s -> s+1 (mod 3). Steps of a deal:

- ``discard`` / ``bid`` / ``respond`` (phase "bidding"): the seat holding 12
  cards lays two down and bids; the others ``pass`` or ``take``; after two
  passes the holder of the standing bid passes (he is declarer) or self-robs
  (takes the talon and bids higher; MAUSZ §3(2) "kivéve önrablás": he may
  also bid higher without taking it).
- ``trump``: the declarer of a non-red trump game names trump.
- ``play``: card play; before his first card each player may announce 20/40
  (as the contract allows), the declarer may give up; in 4M each defender may
  kontra before his first card.
- ``kontra``: MAUSZ §7(1), §7(6): right after the declarer's first card the
  defenders in playing order may kontra, then the declarer may rekontra, and
  only then is the second card played. 4M: after trick 1's third card, before
  it is gathered, the declarer may rekontra, then further levels alternate.
- ``concede``: the declarer proposed to give up after his first card; each
  defender accepts or refuses (MAUSZ §6(9); 4M is silent, the same is used).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from cardtable.cards import bits
from cardtable.cards.deck import HUNGARIAN32 as DECK
from cardtable.engine.protocol import Action, IllegalAction, Result, View, step_phases
from cardtable.engine.tricks import TrickTables, TrickTaking, winner
from cardtable.games.ulti import actions as A
from cardtable.games.ulti.cardplay import NO_TRUMP_TABLES, TRUMP_TABLES, play_refusal, playable
from cardtable.games.ulti.contracts import Contract
from cardtable.games.ulti.facts import Announcement, DealFacts
from cardtable.games.ulti.rules import PACKETS, UltiRules
from cardtable.games.ulti.view_facts import UltiFacts

CODES = DECK.codes
FULL = DECK.full


Phase = StrEnum(
    "Phase", "bidding trump play kontra concede over"
)  # the phases of an Ulti deal; the engine's steps are finer
PHASE_OF_STEP = step_phases(Phase, {"discard": "bidding", "bid": "bidding", "respond": "bidding"})


class UltiState(TrickTaking):
    """One Ulti deal in progress."""

    phase_of_step = PHASE_OF_STEP

    _copied = (
        *("history", "actors", "hands", "trick", "tricks", "winners", "won_count", "announcements"),
        *("kqueue", "kstopped", "concede_queue"),
    )  # finished tricks are never mutated
    _copied_nested = ("kontra",)
    _caches = (("_legal", None), ("_mask", -1))

    def __init__(self, game: Any, dealer: int, cards: list[int]) -> None:
        super().__init__(game, dealer, 3, cards)
        self.variant: str = game.variant
        self.rules: UltiRules = game.rules
        self.table = game.table
        self.trump_seven: bool = self.rules.trump_seven
        f = (dealer + 1) % 3
        self.forehand = f
        hands = [0, 0, 0]
        # §2: forehand 7, then packets of 5 round the table; given decks deal in this order.
        for k, (lo, hi) in enumerate(PACKETS):
            seat = (f + k) % 3
            for c in cards[lo:hi]:
                hands[seat] |= 1 << c
        self.hands = hands
        self.talon = 0  # the two cards on the table (0 while a seat holds 12)
        self.talon_owner = -1  # who laid the talon down
        self.step = "discard"
        self._to_move: int | None = f
        self.holder = -1  # seat of the standing bid
        self.bid = -1  # index of the standing bid in the bid table
        self.passes = 0  # consecutive passes since the standing bid
        self.declarer = -1
        self.contract: Contract | None = None
        self.trump: int | None = None
        self.tables: TrickTables = NO_TRUMP_TABLES
        self._no_tricks_yet(3)
        self.announcements: list[tuple[int, int, int]] = []  # (seat, suit, 20|40)
        self.kontra: dict[str, list[int]] = {}  # part -> multiplier per seat (declarer's entry stays 1)
        self.klevel = 0  # in the kontra window: the level the seat to move may raise to
        self.kqueue: list[int] = []  # seats still to speak in this kontra round
        self.kstopped: set[tuple[str, int]] = set()  # (part, seat): passed when he could raise it (4M: no rejoining)
        self.concede_queue: list[int] = []
        self.concede_refused_at = -1  # trick number where a concede was refused
        self.gave_up = False
        self.conceded = False
        self._mask = -1
        self._result: Result | None = None

    # -- protocol basics ------------------------------------------------------

    @property
    def defenders(self) -> tuple[int, int]:
        """The two seats against the declarer, in play order (only after the bidding)."""
        return ((self.declarer + 1) % 3, (self.declarer + 2) % 3)

    def citation(self, key: str) -> str:
        """The rule of this variant's source a refusal with ``key`` cites."""
        return self.rules.citation(key)

    def _turn_citation(self) -> str:
        return "not-your-turn-play" if self.step == "play" else "not-your-turn"

    # -- legal actions --------------------------------------------------------

    def is_legal(self, action: Action) -> bool:
        """True if ``action`` may be applied now (fast path for card plays)."""
        if action.kind == "play" and self.step == "play":
            return bool((self._play_mask() >> action.cards[0]) & 1)
        return super().is_legal(action)

    def _play_mask(self) -> int:
        if self._mask < 0:
            s = self._to_move
            assert s is not None
            self._mask = playable(self.hands[s], self.trick, self.tables, self.trump_seven)
        return self._mask

    def _compute_legal(self, s: int) -> list[Action]:
        step = self.step
        if step == "play":
            out = [A.PLAY[c] for c in bits(self._play_mask())]
            out.extend(self._extras(s))
            return out
        if step == "discard":
            cards = list(bits(self.hands[s]))
            dis = A.DISCARD
            return [dis[a][b] for i, a in enumerate(cards) for b in cards[i + 1 :]]  # type: ignore[misc]
        if step == "bid":
            return list(self.table.bids if self.bid < 0 else self.table.above[self.bid])
        if step == "respond":
            out = [A.PASS]
            if self.table.above[self.bid]:
                out.append(A.TAKE)
            out.extend(self._raises_without_talon(s))
            return out
        if step == "trump":
            return [A.TRUMP[1], A.TRUMP[2], A.TRUMP[3], A.GIVE_UP]
        if step == "kontra":
            out = self._raises(s)
            out.append(A.PASS)
            return out
        if step == "concede":
            return [A.ACCEPT, A.REFUSE]
        return []

    def _raises_without_talon(self, s: int) -> tuple[Action, ...]:
        """MAUSZ self-rob: the holder, after two passes, may bid higher without taking the talon again.

        §3(2): "A licitáló a talont minden esetben (kivéve önrablás) köteles felvenni" — taking the
        talon is compulsory for every bid except a self-rob (§3(8)); renonsz table §13(3)#2 gives the
        red raise as an example. 4M: who bids takes the talon, always.
        """
        if not self.rules.self_rob or s != self.holder or self.passes < 2:
            return ()
        return self.table.above[self.bid]

    def _has_played(self, s: int) -> bool:
        if self.tricks:
            return True
        return any(seat == s for seat, _ in self.trick)

    def _extras(self, s: int) -> list[Action]:
        """Words a player may say in the play step besides a card."""
        out: list[Action] = []
        if not self._has_played(s):
            out.extend(self._announcements_open(s))
            if s == self.declarer:
                out.append(A.GIVE_UP)
            elif not self.rules.kontra_after_first_card:
                out.extend(self._kontras_open(s))
        elif s == self.declarer and self.concede_refused_at != len(self.tricks):
            out.append(A.CONCEDE)
        return out

    def _announcements_open(self, s: int) -> list[Action]:
        c = self.contract
        assert c is not None
        rule_ = c.marriages
        if rule_ == "none" or (rule_ != "all" and s != self.declarer):
            return []
        if rule_ == "one20" and any(a[0] == s for a in self.announcements):
            return []
        hand = self.hands[s]
        done = {a[1] for a in self.announcements if a[0] == s}
        out = []
        for suit in range(4):
            if suit in done or hand & A.MARRIAGE[suit] != A.MARRIAGE[suit]:
                continue
            if suit == self.trump:
                if rule_ in ("all", "trump40"):
                    out.append(A.ANNOUNCE_40)
            elif rule_ in ("all", "one20"):
                out.append(A.ANNOUNCE_20[suit])
        return out

    def _kontras_open(self, s: int) -> list[Action]:
        c = self.contract
        assert c is not None
        d1 = (self.declarer + 1) % 3
        out = []
        for part in c.parts:
            lv = self.kontra[part]
            if lv[s] != 1:
                continue
            if part in c.individual_kontra and s != d1 and lv[d1] > 1:
                out.append(A.kontra_action("csatlakozom", part))
            else:
                out.append(A.kontra_action("kontra", part))
        return out

    def _raises(self, s: int) -> list[Action]:
        """In the kontra window: the parts ``s`` may raise to ``klevel``."""
        if self.klevel == 2:
            return self._kontras_open(s)  # MAUSZ §7(1): the defenders' kontras after the declarer's first card
        prev = self.klevel // 2
        word = A.RAISE_WORD[self.klevel]
        out = []
        c = self.contract
        assert c is not None
        for part in c.parts:
            lv = self.kontra[part]
            if (part, s) in self.kstopped:
                continue  # 4M: "Aki egyszer már nem kontrázott tovább, az később már nem kapcsolódhat be."
            if (s == self.declarer and prev in lv) or (s != self.declarer and lv[s] == prev):
                out.append(A.kontra_action(word, part))
            if s == self.declarer and part in c.individual_kontra:
                at_prev = [d for d in self.defenders if lv[d] == prev]
                if len(at_prev) == 2:
                    # Individual kontras (MAUSZ §7(5)): he may answer one defender's and not the other's.
                    out.extend(A.kontra_action(word, part, d) for d in at_prev)
        return out

    # -- applying -------------------------------------------------------------

    def _apply(self, action: Action, s: int) -> None:
        kind = action.kind
        if kind == "play":
            self._play(s, action.cards[0])
        elif kind == "discard":
            m = (1 << action.cards[0]) | (1 << action.cards[1])
            self.hands[s] &= ~m
            self.talon = m
            self.talon_owner = s
            self.step = "bid"
        elif kind == "bid":
            self.bid = self.table.index[action.arg]
            self.holder = s
            self.passes = 0
            self.step = "respond"
            self._to_move = (s + 1) % 3
        elif kind == "take":
            self.hands[s] |= self.talon
            self.talon = 0
            self.step = "discard"
        elif kind == "pass":
            if self.step == "kontra":
                self.kstopped.update((a.arg.split()[0], s) for a in self._raises(s))
                self._next_in_kontra_window()
            elif s == self.holder:
                self._end_bidding()
            else:
                self.passes += 1
                self._to_move = (s + 1) % 3
        elif kind == "trump":
            self._set_trump(A.SUITS.index(action.arg))
            self.step = "play"
        elif kind == "announce":
            suit = self.trump if action.arg == "40" else A.SUITS.index(action.arg[-1])
            assert suit is not None
            self.announcements.append((s, suit, 40 if action.arg == "40" else 20))
        elif kind in A.WORD_LEVEL:
            part, _, target = action.arg.partition(" ")
            self._raise(s, part, A.WORD_LEVEL[kind], int(target) if target else None)
        elif kind == "give-up":
            self.gave_up = True
            self._finish()
        elif kind == "concede":
            self.concede_queue = list(self.defenders)
            self.step = "concede"
            self._to_move = self.concede_queue.pop(0)
        elif kind == "accept":
            if self.concede_queue:
                self._to_move = self.concede_queue.pop(0)
            else:
                self.conceded = True
                self._finish()
        elif kind == "refuse":
            self.concede_queue = []
            self.concede_refused_at = len(self.tricks)
            self.step = "play"
            self._to_move = self.declarer
        else:  # pragma: no cover - is_legal lets only known kinds through
            raise AssertionError(kind)

    def _set_trump(self, suit: int | None) -> None:
        self.trump = suit
        self.tables = NO_TRUMP_TABLES if suit is None else TRUMP_TABLES[suit]

    def _end_bidding(self) -> None:
        c = self.table.contracts[self.bid]
        self.contract = c
        self.declarer = self.holder
        self.kontra = {p: [1, 1, 1] for p in c.parts}
        self._to_move = self.declarer
        if not c.trump_game:
            self._set_trump(None)
            self.step = "play"
        elif c.piros:
            self._set_trump(0)
            self.step = "play"
        else:
            self.step = "trump"

    def _raise(self, s: int, part: str, level: int, target: int | None = None) -> None:
        lv = self.kontra[part]
        assert self.contract is not None
        if s == self.declarer:  # rekontra / hirskontra: every defender at the previous level, or the one named
            for d in self.defenders:
                if lv[d] == level // 2 and target in (None, d):
                    lv[d] = level
        elif level == 2 and part in self.contract.individual_kontra:
            lv[s] = 2
        elif level == 2 or part not in self.contract.individual_kontra:
            for d in self.defenders:  # a pair kontra covers the partner (§7(4))
                lv[d] = level
        else:
            lv[s] = level

    def _play(self, s: int, card: int) -> None:
        self.hands[s] &= ~(1 << card)
        trick = self.trick
        trick.append((s, card))
        if self.rules.kontra_after_first_card and not self.tricks and len(trick) == 1:
            # MAUSZ §7(1): after the declarer's first card the defenders in playing order may kontra;
            # §7(6): the declarer's rekontra comes then too, "még mielőtt a 2. lap kijátszására is sor kerül".
            self.step = "kontra"
            self.klevel = 2
            self.kqueue = [(s + 1) % 3, (s + 2) % 3]
            self._advance_kontra_window()
            return
        if len(trick) < 3:
            self._to_move = (s + 1) % 3
            return
        if not self.rules.kontra_after_first_card and not self.tricks and any(2 in lv for lv in self.kontra.values()):
            # 4M: "Mielőtt az asztalon lévő 3 lapot eltennék": the trick waits for the declarer's answer.
            self.step = "kontra"
            self.klevel = 4
            self.kqueue = [self.declarer]
            self._to_move = self.declarer
            return
        self._gather()

    def _gather(self) -> None:
        w = winner(self.trick, self.tables)
        self._take_trick(w)
        self.step = "play"
        if len(self.tricks) == 10:
            self._finish()
        else:
            self._to_move = w

    def _next_in_kontra_window(self) -> None:
        """The seat to move passed: next speaker, next round, or close the window."""
        self.kqueue.pop(0)
        self._advance_kontra_window()

    def _advance_kontra_window(self) -> None:
        while True:
            while self.kqueue:
                s = self.kqueue[0]
                self._to_move = s
                if self._raises(s):
                    return
                self.kqueue.pop(0)
            # The round is over: another one if someone raised and the variant goes on (MAUSZ to ×4, 4M to ×32).
            level = self.klevel
            top = self.rules.top_kontra
            if level >= top or not any(level in lv for lv in self.kontra.values()):
                break
            self.klevel = level * 2
            self.kqueue = [self.declarer] if self.klevel in (4, 16) else list(self.defenders)
        self.klevel = 0
        self.kqueue = []
        if len(self.trick) == 3:
            self._gather()
        else:  # MAUSZ: the second card of trick 1 follows
            self.step = "play"
            self._to_move = (self.trick[-1][0] + 1) % 3

    # -- explaining refusals --------------------------------------------------

    def _why_illegal(self, action: Action, s: int) -> IllegalAction:
        kind = action.kind
        step = self.step
        text = action.text
        bidding = PHASE_OF_STEP[step] == "bidding"
        if step == "concede" and kind not in ("accept", "refuse"):
            return self._refuse("concede-pending", "the defenders must first accept or refuse the concession")
        if step == "kontra" and kind not in A.WORD_LEVEL and kind != "pass":
            return self._refuse("kontra-pending", "the trick stays on the table until the kontras are answered")
        if kind == "play":
            if bidding:
                return self._refuse("bidding-not-over", "cards are played after the bidding")
            if step == "trump":
                return self._refuse("must-name-trump", "the declarer names trump before his first card")
            card = action.cards[0]
            key = play_refusal(card, self.hands[s], self.trick, self.tables, self.trump_seven)
            msgs = {
                "not-in-hand": f"{CODES[card]} is not in your hand",
                "must-follow": "you must follow suit",
                "must-trump": "you have none of the led suit: you must play a trump",
                "must-beat": "you must beat the card now winning the trick if you can",
                "trump-seven": "the trump 7 may ruff only as your last trump",
            }
            key = key or "not-now"
            return self._refuse(key, msgs.get(key, f"{text!r} is not possible now"), card=CODES[card])
        if kind in ("discard", "bid", "take") or (kind == "pass" and bidding):
            return self._explain_bidding(s, action)
        if bidding:
            return self._refuse("bidding-not-over", f"{text!r} comes after the bidding")
        if kind == "trump":
            return self._explain_trump(action)
        if step == "trump" and kind != "give-up":
            return self._refuse("must-name-trump", "the declarer names trump first")
        if kind == "announce":
            return self._explain_announce(s, action)
        if kind in A.WORD_LEVEL:
            return self._explain_kontra(s, action)
        if kind == "give-up":
            if s != self.declarer:
                return self._refuse("declarer-only", "only the declarer may give up", cite="give-up-too-late")
            return self._refuse(
                "give-up-too-late", "after his first card the declarer may only concede, with the defenders' consent"
            )
        if kind == "concede":
            if s != self.declarer:
                return self._refuse("declarer-only", "only the declarer may concede", cite="give-up-too-late")
            if not self._has_played(s):
                return self._refuse("use-give-up", "before his first card the declarer gives up with 'give-up'")
            return self._refuse("concede-refused", "the defenders refused; play on until the next trick")
        if kind in ("accept", "refuse"):
            return self._refuse("nothing-to-answer", "no concession has been proposed")
        return self._refuse("not-now", f"{text!r} is not possible now ({self.phase})")

    def _explain_bidding(self, s: int, action: Action) -> IllegalAction:
        kind, step = action.kind, self.step
        first = self.bid < 0
        if step == "discard":
            if kind == "discard":
                missing = " ".join(CODES[c] for c in action.cards if not (self.hands[s] >> c) & 1)
                return self._refuse(
                    "not-in-hand", "you can only lay down cards you hold", cite="must-discard", card=missing
                )
            if kind == "take":
                return self._refuse("already-taken", "you already hold the talon: lay two cards down")
            key = "must-bid" if first else "must-bid-after-take"
            if kind == "pass":
                why = "the forehand must bid" if first else "who takes the talon must bid"
                return self._refuse(key, why + ": lay two cards down, then bid")
            return self._refuse("must-discard", "lay two cards down (discard C1 C2) before bidding")
        if step == "bid":
            if kind == "bid":
                return self._refuse("bid-too-low", f"{action.arg!r} does not beat the standing bid", bid=action.arg)
            if kind == "pass":
                if first:
                    return self._refuse("must-bid", "the forehand must bid: name a contract")
                return self._refuse("must-bid-after-take", "you took the talon: you must bid")
            return self._refuse("already-taken", "you already laid the talon down: now bid")
        if step == "respond":
            if kind == "take":
                return self._refuse("no-higher-bid", "no contract beats the standing bid")
            if kind == "bid":
                if s == self.holder and self.passes >= 2 and self.rules.self_rob:
                    return self._refuse("bid-too-low", f"{action.arg!r} does not beat your bid", bid=action.arg)
                return self._refuse("must-take", "take the talon before you bid")
            return self._refuse("must-take", "take the talon first")
        if kind == "take":
            return self._refuse("not-now", "the bidding is over", cite="bidding-over")
        return self._refuse("not-now", f"{action.text!r}: the bidding is over", cite="bidding-over")

    def _explain_trump(self, action: Action) -> IllegalAction:
        c = self.contract
        assert c is not None
        if self.step != "trump":
            if not c.trump_game:
                return self._refuse("no-trump-to-name", f"{c.text} is played without trump")
            if c.piros:
                return self._refuse("trump-named", "red is trump: it was named in the bid")
            return self._refuse("trump-named", "trump is already named")
        return self._refuse("red-must-be-bid", "red trump is named in the bid (piros …), not afterwards")

    def _explain_announce(self, s: int, action: Action) -> IllegalAction:
        c = self.contract
        assert c is not None
        if self._has_played(s):
            cite = "announce-too-late-declarer" if s == self.declarer else "announce-too-late"
            return self._refuse("announce-too-late", "20 and 40 are announced before one's first card", cite=cite)
        if c.marriages == "none":
            cite = "announce-forbidden-betli" if c.is_betli else "announce-forbidden-durchmars"
            if not c.is_betli and not c.is_durchmars:
                cite = "announce-forbidden"
            if "40-100" in c.parts:
                cite = "announce-forbidden-40-100"  # 4M: the held trump F+K counts, no announcement
            elif "20-100" in c.parts:
                cite = "announce-forbidden-20-100"
            return self._refuse("announce-forbidden", f"no 20 or 40 may be announced in {c.text}", cite=cite)
        if c.marriages != "all" and s != self.declarer:
            cite = "announce-forbidden-20-100" if c.marriages == "one20" else "announce-forbidden"
            return self._refuse("announce-forbidden", f"the defenders announce nothing in {c.text}", cite=cite)
        is40 = action.arg == "40"
        suit = self.trump if is40 else A.SUITS.index(action.arg[-1])
        if c.marriages == "trump40" and not is40:
            cite = "announce-forbidden-40-100"
            return self._refuse("announce-forbidden", f"only the trump 40 counts in {c.text}", cite=cite)
        if c.marriages == "one20":
            if is40:
                cite = "announce-forbidden-20-100"
                return self._refuse("announce-forbidden", f"no 40 in {c.text}: one non-trump 20 only", cite=cite)
            if any(a[0] == s for a in self.announcements):
                return self._refuse("announce-forbidden", f"only one 20 in {c.text}", cite="announce-forbidden-20-100")
        if suit is None:
            return self._refuse("announce-forbidden", "there is no trump, so no 40")
        if not is40 and suit == self.trump:
            return self._refuse("use-40", "the trump marriage is a 40: announce 40")
        if any(a[0] == s and a[1] == suit for a in self.announcements):
            return self._refuse("announce-twice", "that marriage is already announced")
        if self.hands[s] & A.MARRIAGE[suit] != A.MARRIAGE[suit]:
            return self._refuse("no-marriage", f"you need the K and O of {A.SUITS[suit]} in your hand")
        return self._refuse("not-now", f"{action.text!r} is not possible now")

    def _explain_kontra(self, s: int, action: Action) -> IllegalAction:
        c = self.contract
        assert c is not None
        word, part = action.kind, action.arg.split()[0]
        level = A.WORD_LEVEL[word]
        if part not in c.parts:
            return self._refuse("no-such-part", f"{part!r} is not a part of {c.text} ({', '.join(c.parts)})")
        if level > self.rules.top_kontra:
            return self._refuse("no-further-levels", "MAUSZ has kontra and rekontra only")
        if level == 2:
            if s == self.declarer:
                return self._refuse("declarer-cannot-kontra", "only the defenders say kontra")
            if self.rules.kontra_after_first_card and (self.step != "kontra" or self.klevel != 2):
                msg = "kontra is said after the declarer's first card, before the second card of trick 1"
                return self._refuse("kontra-too-late", msg)
            if not self.rules.kontra_after_first_card and (self._has_played(s) or self.step != "play"):
                return self._refuse("kontra-too-late", "kontra is said before one's first card")
            lv = self.kontra[part]
            d1 = (self.declarer + 1) % 3
            if part not in c.individual_kontra:
                if word == "csatlakozom":
                    msg = f"a kontra on {part} covers both defenders"
                    return self._refuse("nothing-to-join", msg, cite="nothing-to-join-pair")
                return self._refuse("already-kontra", f"{part} is already kontra'd for both defenders")
            if lv[s] > 1:
                return self._refuse("already-kontra", f"you already said kontra on {part}")
            if word == "csatlakozom":
                return self._refuse("nothing-to-join", f"there is no kontra on {part} to join")
            return self._refuse("use-csatlakozom", f"say 'csatlakozom {part}' to join seat {d1}'s kontra")
        if self.step != "kontra" or self.klevel < 4:
            if self.rules.kontra_after_first_card:
                msg = f"{word} comes after the defenders' kontras, before the second card of trick 1"
            else:
                msg = f"{word} comes after trick 1's third card, before it is gathered"
            return self._refuse("rekontra-not-now", msg)
        if level != self.klevel:
            return self._refuse("wrong-kontra-level", f"now is the time for {A.RAISE_WORD[self.klevel]}, not {word}")
        whose = "the declarer" if level in (4, 16) else "the defenders"
        if (s == self.declarer) != (level in (4, 16)):
            return self._refuse("wrong-kontra-level", f"{word} is said by {whose}")
        return self._refuse("not-kontrad", f"{part} is not at the level {word} raises")

    # -- views and results ----------------------------------------------------

    def view(self, seat: int) -> View:
        """What ``seat`` may know."""
        c = self.contract
        public = [None if a.kind == "discard" and who != seat else a for a, who in zip(self.history, self.actors)]
        open_hands: dict[int, list[str]] = {}
        if c is not None and self.tricks and self.step != "over":
            if c.open_all:
                open_hands = {s: DECK.codes_of(self.hands[s]) for s in range(3)}
            elif c.open_declarer:
                open_hands = {self.declarer: DECK.codes_of(self.hands[self.declarer])}
        standing = self.table.contracts[self.bid].text if self.bid >= 0 else None
        facts = UltiFacts(
            step=self.step,
            forehand=self.forehand,
            bid=standing,
            holder=self.holder if self.holder >= 0 else None,
            passes=self.passes,
            talon_on_table=self.talon != 0,
            talon_taken=any(a.kind == "take" for a in self.history),
            talon_holder=self._to_move if self.step == "discard" else None,
            declarer=self.declarer if self.declarer >= 0 else None,
            defenders=list(self.defenders) if self.declarer >= 0 else [],
            parts=list(c.parts) if c is not None else [],
            individual_kontra=sorted(c.individual_kontra) if c is not None else [],
            kontra={p: {d: lv[d] for d in self.defenders} for p, lv in self.kontra.items()},
            announcements=[{"seat": who, "suit": A.SUITS[suit], "value": v} for who, suit, v in self.announcements],
            gave_up=self.gave_up,
            conceded=self.conceded,
            concede_pending=self.step == "concede",
            tricks_played=len(self.tricks),
            talon=DECK.codes_of(self.talon) if self.talon_owner == seat and self.talon else None,  # he laid it down
            kontra_word=A.RAISE_WORD[self.klevel] if self.step == "kontra" else None,
        )
        trick = self.trick
        last = None
        if self.tricks and (not trick or self.step == "kontra"):
            last = [(s, CODES[x]) for s, x in self.tricks[-1]]
        return self._view(
            seat,
            facts,
            public,
            trump=A.SUITS[self.trump] if self.trump is not None else None,
            contract=c.text if c is not None else standing,
            open_hands=open_hands,
            last_trick=last,
        )

    def facts(self) -> DealFacts:
        """The raw facts of the deal for the settlement."""
        assert self.contract is not None
        return DealFacts(
            variant=self.variant,
            contract=self.contract,
            declarer=self.declarer,
            trump=self.trump,
            tricks=[list(t) for t in self.tricks],
            winners=list(self.winners),
            talon=self.talon,
            announcements=[Announcement(s, suit, v) for s, suit, v in self.announcements],
            kontra={p: {d: lv[d] for d in self.defenders} for p, lv in self.kontra.items()},
            gave_up=self.gave_up,
            conceded=self.conceded,
        )

    def result(self) -> Result:
        """The settlement (scoring.settle over the deal's facts); only when the deal is over."""
        if self._to_move is not None:
            raise ValueError("the deal is not over")
        if self._result is None:
            from cardtable.games.ulti.scoring import settle

            self._result = settle(self.facts())
        return self._result

    def check_invariants(self) -> None:
        """Every card in exactly one place; hand sizes fit the step."""
        self._check_cards([*self.hands, self.talon], FULL, tricks_held=True)
        if self.step in ("discard",):
            assert self.talon == 0 and self.hands[self._to_move].bit_count() == 12  # type: ignore[index]
        elif PHASE_OF_STEP[self.step] != "bidding":
            assert self.talon.bit_count() == 2
            n = len(self.tricks)
            for s in range(3):
                played = any(seat == s for seat, _ in self.trick)
                assert self.hands[s].bit_count() == 10 - n - played, "hand size does not fit"
        else:
            assert self.talon.bit_count() == 2
            assert all(h.bit_count() == 10 for h in self.hands)
        if self.step == "over" and not (self.gave_up or self.conceded):
            assert len(self.tricks) == 10 and not any(self.hands)
