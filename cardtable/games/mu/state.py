"""One MÜ deal: the auction by revealing cards (§2.2), chief and vice (§2.3), trumps and partner (§2.4),
card play (§2.5), scoring (§2.6).

Seats act in the order s -> s+1 (mod n). Steps of a deal:

- ``auction``: from the dealer, each seat ``pass``es or reveals cards one at
  a time (``reveal C``, then more ``reveal C`` or ``done``); the turn ends
  by itself when the seat reaches the limit (one card above the highest
  total at the start of its turn) or has nothing left to reveal. The
  auction ends after n consecutive passes. Revealed cards stay in the hand
  and are public (``view.open_hands``).
- a stalemate (no sole highest total) ends the deal with the Eklat lines.
- ``trumps``: the vice (if any) names a colour or number from his revealed
  cards, then the chief names one too (not the vice's) or ``trump none``.
- ``partner``: the chief names a partner, not the vice (4–6 players).
- ``play``: the chief leads; must follow the led effective suit.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from cardtable.cards import bits
from cardtable.cards.deck import MU60 as DECK
from cardtable.engine.protocol import Action, IllegalAction, Result, View, step_phases
from cardtable.engine.tricks import TrickTables, TrickTaking, allowed, refusal, winner
from cardtable.games.mu import actions as A
from cardtable.games.mu.cardplay import RULES as FOLLOW
from cardtable.games.mu.cardplay import tables
from cardtable.games.mu.citations import RULES
from cardtable.games.mu.facts import MuFacts
from cardtable.games.mu.scoring import settle_eklat, settle_play, target

CODES = DECK.codes


Phase = StrEnum("Phase", "auction trumps partner play over")  # the phases of a MÜ deal; the engine's steps are finer
PHASE_OF_STEP = step_phases(Phase)


def trump_options(revealed: int) -> list[str]:
    """The trumps a seat may name: every colour and number among its revealed cards (§2.4)."""
    colours = {A.COLOURS[A.COLOUR[c]] for c in bits(revealed)}
    numbers = {str(A.VALUE[c]) for c in bits(revealed)}
    return [t for t in A.TRUMP_NAMES if t in colours or t in numbers]


class MuState(TrickTaking):
    """One MÜ deal in progress."""

    phase_of_step = PHASE_OF_STEP

    citations = RULES
    _copied = (
        *("history", "actors", "hands", "revealed", "bids", "reveal_turn", "trick", "tricks"),
        *("winners", "won_count", "triangles"),
    )
    _caches = (("_legal", None), ("_mask", -1))

    def __init__(self, game: Any, dealer: int, cards: list[int]) -> None:
        n = game.rules.players
        super().__init__(game, dealer, n, cards)
        self.rules = game.rules
        self.all_cards = sum(1 << c for c in cards)
        hands = [0] * n
        # §2.1 (RG2003): one card at a time round the table from the forehand (dealer + 1).
        for i, c in enumerate(cards):
            hands[(dealer + 1 + i) % n] |= 1 << c
        self.hands = hands
        self.revealed = [0] * n  # revealed cards still in the hand (public)
        self.bids = [0] * n  # cards revealed in the auction (the bid)
        self.reveal_turn = [-1] * n  # number of the auction turn of each seat's last reveal
        self.turn_no = 0  # auction turns ended by a reveal
        self.passes = 0  # consecutive passes
        self.cap = 0  # in a reveal turn: the total the seat may reach (highest at turn start + 1)
        self.added = 0  # cards revealed in the current turn
        self.step = "auction"
        self._to_move: int | None = dealer  # §2.2: the dealer starts the auction
        self.chief = -1
        self.vice = -1
        self.partner = -1
        self.chief_trump: str | None = None
        self.vice_trump: str | None = None
        self.provocateur: int | None = None
        self.eklat = False
        self.tables: TrickTables = tables(None, None)
        self._no_tricks_yet(n)
        self.triangles = [0] * n
        self._mask = -1
        self._result: Result | None = None
        self._begin_turn()

    # -- protocol basics ------------------------------------------------------

    @property
    def team(self) -> list[int]:
        """The chief and his partner (once chosen)."""
        if self.chief < 0:
            return []
        return [self.chief] if self.partner < 0 else [self.chief, self.partner]

    def _turn_citation(self) -> str:
        return "must-follow" if self.step == "play" else "not-your-turn"

    # -- legal actions --------------------------------------------------------

    def is_legal(self, action: Action) -> bool:
        """True if ``action`` may be applied now (fast path for card plays)."""
        if action.kind == "play" and self.step == "play":
            s = self._to_move
            assert s is not None
            return bool(self._play_mask() & self.hands[s] & A.CODE_MASK[A.CODE_INDEX[action.arg]])
        return super().is_legal(action)

    def _play_mask(self) -> int:
        if self._mask < 0:
            s = self._to_move
            assert s is not None
            self._mask = allowed(self.hands[s], self.trick, self.tables, FOLLOW)
        return self._mask

    def _can_reveal(self, s: int) -> bool:
        return self.bids[s] < self.cap and bool(self.hands[s] & ~self.revealed[s])

    def _compute_legal(self, s: int) -> list[Action]:
        step = self.step
        if step == "play":
            return [A.PLAY[k] for k in A.codes_in(self._play_mask())]
        if step == "auction":
            out = [A.PASS] if self.added == 0 else [A.DONE]
            if self._can_reveal(s):
                out.extend(A.REVEAL[k] for k in A.codes_in(self.hands[s] & ~self.revealed[s]))
            return out
        if step == "trumps":
            opts = trump_options(self.revealed[s])
            if s == self.chief:
                out = [A.TRUMP[t] for t in opts if t != self.vice_trump]
                out.append(A.TRUMP_NONE)
                return out
            return [A.TRUMP[t] for t in opts]
        if step == "partner":
            return [A.PARTNER[p] for p in range(self.players) if p not in (self.chief, self.vice)]
        return []

    # -- applying -------------------------------------------------------------

    def _apply(self, action: Action, s: int) -> None:
        kind = action.kind
        if kind == "play":
            self._play(s, A.pick(self.hands[s], A.CODE_INDEX[action.arg], self.revealed[s]))
        elif kind == "reveal":
            self.revealed[s] |= 1 << A.pick(self.hands[s] & ~self.revealed[s], A.CODE_INDEX[action.arg])
            self.bids[s] += 1
            self.added += 1
            if not self._can_reveal(s):
                self._end_reveal_turn(s)
        elif kind == "done":
            self._end_reveal_turn(s)
        elif kind == "pass":
            self.passes += 1
            if self.passes == self.players:
                self._end_auction()
            else:
                self._next_bidder(s)
        elif kind == "trump":
            t = None if action.arg == "none" else action.arg
            if s == self.vice:
                self.vice_trump = t
                self._to_move = self.chief
            else:
                self.chief_trump = t
                self.tables = tables(self.chief_trump, self.vice_trump)
                self._after_trumps()
        elif kind == "partner":
            self.partner = int(action.arg)
            self._start_play()
        else:  # pragma: no cover - is_legal lets only known kinds through
            raise AssertionError(kind)

    def _begin_turn(self) -> None:
        self.added = 0
        self.cap = max(self.bids) + 1  # §2.2: at most one card above the highest total

    def _next_bidder(self, s: int) -> None:
        self._to_move = (s + 1) % self.players
        self._begin_turn()

    def _end_reveal_turn(self, s: int) -> None:
        self.passes = 0
        self.reveal_turn[s] = self.turn_no
        self.turn_no += 1
        self._next_bidder(s)

    def _end_auction(self) -> None:
        self.added = 0
        bids = self.bids
        top = max(bids)
        leaders = [s for s in range(self.players) if bids[s] == top]
        if len(leaders) > 1:  # §2.3: stalemate (also when nobody bid)
            self.eklat = True
            if top > 0:
                self.provocateur = max(leaders, key=lambda s: self.reveal_turn[s])
            self._finish()
            return
        self.chief = leaders[0]
        self.vice = self._find_vice()
        self.step = "trumps"
        self._to_move = self.vice if self.vice >= 0 else self.chief

    def _find_vice(self) -> int:
        """Second-most cards; a tie goes to the higher values, highest first; still tied → no vice (§2.3)."""
        others = [s for s in range(self.players) if s != self.chief and self.bids[s] > 0]
        if not others:
            return -1
        second = max(self.bids[s] for s in others)
        tied = [s for s in others if self.bids[s] == second]

        def values(s: int) -> list[int]:
            return sorted((A.VALUE[c] for c in bits(self.revealed[s])), reverse=True)

        best = max(values(s) for s in tied)
        top = [s for s in tied if values(s) == best]
        return top[0] if len(top) == 1 else -1

    def _after_trumps(self) -> None:
        if self.players == 3:  # the original 3-player rules: the chief plays alone
            self._start_play()
        else:
            self.step = "partner"
            self._to_move = self.chief

    def _start_play(self) -> None:
        self.step = "play"
        self._to_move = self.chief

    def _play(self, s: int, card: int) -> None:
        self.revealed[s] &= ~(1 << card)
        if not self._lay(s, card, self.players):
            return
        w = winner(self.trick, self.tables)
        self.triangles[w] += sum(A.TRIANGLES[c] for _, c in self._take_trick(w))
        if any(self.hands):
            self._to_move = w
        else:
            self._finish()

    # -- explaining refusals --------------------------------------------------

    def _why_illegal(self, action: Action, s: int) -> IllegalAction:
        kind, step = action.kind, self.step
        if step == "auction":
            if kind == "reveal":
                held = self.hands[s] & A.CODE_MASK[A.CODE_INDEX[action.arg]]
                if not held:
                    msg = f"{action.arg} is not in your hand"
                    return self._refuse("not-in-hand", msg, cite="reveal-first", card=action.arg)
                # A turn ends by itself at the limit (one above the highest bid), so only these remain.
                return self._refuse("already-revealed", f"your {action.arg} already lies revealed", card=action.arg)
            if kind == "done":
                return self._refuse("reveal-first", "reveal a card or pass")
            if kind == "pass":
                return self._refuse("finish-turn", "you have revealed this turn: reveal more or say done")
            return self._refuse("auction-not-over", f"{action.text!r} comes after the auction")
        if step == "trumps":
            if kind != "trump":
                return self._refuse("trumps-first", "the vice and the chief name their trumps first")
            if action.arg == "none":
                return self._refuse("vice-must-name", "the vice must name a trump")
            if s == self.chief and action.arg == self.vice_trump:
                return self._refuse("same-trump", f"the vice already named {action.arg}", trump=action.arg)
            return self._refuse(
                "trump-not-revealed", f"{action.arg} is not among your revealed cards", trump=action.arg
            )
        if step == "partner":
            if kind != "partner":
                return self._refuse("partner-first", "the chief chooses a partner first")
            p = int(action.arg)
            if p >= self.players:
                return self._refuse("no-such-seat", f"there is no seat {p}", seat=p)
            if p == self.chief:
                return self._refuse("partner-self", "choose a partner among the other players")
            return self._refuse("partner-not-vice", "the vice cannot be the chief's partner")
        if kind == "play":
            code = action.arg
            held = self.hands[s] & A.CODE_MASK[A.CODE_INDEX[code]]
            if not held:
                return self._refuse("not-in-hand", f"{code} is not in your hand", card=code)
            key = refusal(A.pick(held, A.CODE_INDEX[code]), self.hands[s], self.trick, self.tables, FOLLOW) or "not-now"
            return self._refuse(key, "you must follow the led suit (trumps count as one suit)", card=code)
        return self._refuse("not-now", f"{action.text!r} is not possible now ({self.phase})")

    # -- views and results ----------------------------------------------------

    def view(self, seat: int) -> View:
        """What ``seat`` may know (everything in MÜ is public except the other hands' hidden cards)."""
        n = self.players
        facts = MuFacts(
            step=self.step,
            bids=list(self.bids),
            passes=self.passes,
            reveal_cap=self.cap if self.step == "auction" else None,
            revealed_this_turn=self.added,
            chief=self.chief if self.chief >= 0 else None,
            vice=self.vice if self.vice >= 0 else None,
            partner=self.partner if self.partner >= 0 else None,
            chief_trump=self.chief_trump,
            vice_trump=self.vice_trump,
            eklat=self.eklat,
            triangles=list(self.triangles),
            tricks_played=len(self.tricks),
            target=target(n, self.bids[self.chief], self.rules.six_player_row) if self.chief >= 0 else None,
        )
        last = [(s, CODES[c]) for s, c in self.tricks[-1]] if self.tricks and not self.trick else None
        trump = self.chief_trump or self.vice_trump
        return self._view(
            seat,
            facts,
            list(self.history),  # every MÜ action is public
            trump=trump,
            contract=f"{self.bids[self.chief]} cards" if self.chief >= 0 else None,
            open_hands={s: DECK.codes_of(self.revealed[s]) for s in range(n) if self.revealed[s]},
            last_trick=last,
        )

    def result(self) -> Result:
        """The settlement: Eklat lines, or triangles plus bonus/penalty; only when the deal is over."""
        if self._to_move is not None:
            raise ValueError("the deal is not over")
        if self._result is None:
            facts: dict[str, Any] = {"bids": list(self.bids)}
            if self.eklat:
                self._result = settle_eklat(self.players, self.bids, self.provocateur, facts)
            else:
                facts.update(
                    chief=self.chief,
                    vice=self.vice if self.vice >= 0 else None,
                    partner=self.partner if self.partner >= 0 else None,
                    chief_trump=self.chief_trump,
                    vice_trump=self.vice_trump,
                    triangles=list(self.triangles),
                    tricks=list(self.won_count),
                )
                rules = self.rules
                self._result = settle_play(
                    self.players,
                    self.triangles,
                    self.chief,
                    self.partner if self.partner >= 0 else None,
                    self.bids[self.chief],
                    self.chief_trump,
                    bonus_cap=rules.bonus_cap,
                    six_player_row=rules.six_player_row,
                    details=facts,
                )
        return self._result

    def check_invariants(self) -> None:
        """Every card in exactly one place; revealed ⊆ hand; hand sizes and triangles fit the step."""
        n = self.players
        self._check_cards(self.hands, self.all_cards, tricks_held=True)
        for s in range(n):
            assert self.revealed[s] & ~self.hands[s] == 0, "a revealed card is not in the hand"
        size = len(self.deck) // n
        if self.step in ("auction", "trumps", "partner"):
            assert all(h.bit_count() == size for h in self.hands)
            assert [r.bit_count() for r in self.revealed] == self.bids
            assert self.added <= self.bids[self._to_move or 0] <= size
        if self.step == "play":
            k = len(self.tricks)
            for s in range(n):
                played = any(seat == s for seat, _ in self.trick)
                assert self.hands[s].bit_count() == size - k - played, "hand size does not fit"
        assert sum(self.triangles) == sum(A.TRIANGLES[c] for t in self.tricks for _, c in t)
        if self.step == "over" and not self.eklat:
            assert len(self.tricks) == size and not any(self.hands)
            assert sum(self.triangles) == len(self.deck)  # 12 triangles per colour
