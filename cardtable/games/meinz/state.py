"""One Meinz round: deal 9, discard 1 face down, 8 tricks with claims and exchanges, point cards.

Table positions 0..3 play clockwise (s -> s+1). With 4 players every
position is a player; with 3 players position 3 is the monster (§5.3): it
holds a face-down pile, plays its top card automatically when its turn
comes (not an action, so not in the history; ``view.facts.monster_plays``
lists its cards) and never claims or exchanges.

Steps: ``discard`` (each player, from the start player on, ``discard C``,
hidden from the others), ``play`` (``play C``), ``claim`` (the claim windows
of §5.2(5) before the 4th card: ``claim`` or ``pass``), ``exchange`` (the
trick's winner: ``exchange T H`` — trick card T to the hand, hand card H to
the trick — or ``keep``), ``over``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from cardtable.cards import bits
from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import Action, IllegalAction, Line, Result, View, step_phases
from cardtable.engine.tricks import TrickTaking
from cardtable.games.meinz import actions as A
from cardtable.games.meinz.cardplay import POSITIONS, VALUE, playable, trick_winner
from cardtable.games.meinz.citations import RULES
from cardtable.games.meinz.facts import MeinzFacts
from cardtable.games.meinz.scoring import point_cards, ranks

if TYPE_CHECKING:
    from cardtable.games.meinz.game import MeinzGame

CODES = DECK.codes
FULL = DECK.full
TRICKS = 8


Phase = StrEnum("Phase", "discard play exchange over")  # the phases of a Meinz round; the engine's steps are finer
PHASE_OF_STEP = step_phases(Phase, {"claim": "play"})


class MeinzState(TrickTaking):
    """One Meinz round in progress."""

    phase_of_step = PHASE_OF_STEP
    over_message = "the round is over"

    game: MeinzGame
    citations = RULES
    _copied = (
        *("history", "actors", "hands", "pile", "discards", "trick", "tricks", "winners", "won", "won_count"),
        *("exchanges", "monster_plays", "windows"),
    )  # finished tricks are never mutated

    def __init__(self, game: MeinzGame, dealer: int, players: int, cards: list[int]) -> None:
        super().__init__(game, dealer, players, cards)
        self.monster = 3 if players == 3 else -1
        if self.monster >= 0 and game.rules.monster_starts:
            start = self.monster
        else:
            start = (dealer + 1) % players
        self.start = start
        hands = [0] * POSITIONS
        pile: list[int] = []
        # One card at a time round the table from the start player (the monster's pile in dealing order).
        for i, c in enumerate(cards):
            pos = (start + i) % POSITIONS
            hands[pos] |= 1 << c
            if pos == self.monster:
                pile.append(c)
        self.hands = hands
        self.pile = pile  # the monster's cards, top first
        self.discards = [0] * POSITIONS
        self._no_tricks_yet(POSITIONS)
        self.won = [0] * POSITIONS  # mask of the cards in each position's won tricks (after exchanges)
        self.exchanges: list[tuple[int, int, int]] = []  # (seat, trick card taken, hand card given)
        self.monster_plays: list[tuple[int, int]] = []  # (trick number, card)
        self.claimant = -1
        self.windows: list[int] = []  # seats still to decide on a claim after this card
        self.leader = start
        self.step = "discard"
        # The players discard from the start player on (from seat 0 when the monster starts).
        self._to_move: int | None = start if start != self.monster else 0
        self._result: Result | None = None

    # -- protocol basics ------------------------------------------------------

    @property
    def seats(self) -> list[int]:
        """The player seats (the monster is no seat)."""
        return list(range(self.players))

    def eligible(self) -> int:
        """Bit set of positions that may still win a trick (fewer than two, §5.2(6))."""
        return sum(1 << p for p in range(POSITIONS) if self.won_count[p] < 2)

    # -- legal actions --------------------------------------------------------

    def _compute_legal(self, s: int) -> list[Action]:
        step = self.step
        hand = self.hands[s]
        if step == "discard":
            return [A.DISCARD[c] for c in bits(hand)]
        if step == "play":
            return [A.PLAY[c] for c in bits(playable(hand, self.trick))]
        if step == "claim":
            return [A.CLAIM, A.PASS]
        if step == "exchange":
            out = [A.KEEP]
            trick = self.tricks[-1]
            for _, t in trick:
                for h in bits(hand):
                    out.append(A.EXCHANGE[t][h])  # type: ignore[arg-type]
            return out
        return []

    # -- applying -------------------------------------------------------------

    def _apply(self, action: Action, s: int) -> None:
        kind = action.kind
        if kind == "discard":
            c = action.cards[0]
            self.hands[s] &= ~(1 << c)
            self.discards[s] = 1 << c
            nxt = self._next_player(s)
            if self.discards[nxt]:
                self.step = "play"
                self._lead(self.start)
            else:
                self._to_move = nxt
        elif kind == "play":
            self._play(s, action.cards[0])
        elif kind == "claim":
            self.claimant = s
            self.windows = []
            self._next_card()
        elif kind == "pass":
            self._next_window()
        elif kind == "exchange":
            t, h = action.cards
            self.hands[s] = (self.hands[s] & ~(1 << h)) | (1 << t)
            self.won[s] = (self.won[s] & ~(1 << t)) | (1 << h)
            self.exchanges.append((s, t, h))
            self._lead(s)
        elif kind == "keep":
            self._lead(s)
        else:  # pragma: no cover - is_legal lets only known kinds through
            raise AssertionError(kind)

    def _next_player(self, s: int) -> int:
        """The next player seat clockwise (the monster sits between seat 2 and seat 0)."""
        return (s + 1) % self.players

    def _lead(self, pos: int) -> None:
        """``pos`` leads the next trick (the monster leads its top card at once)."""
        self.leader = pos
        self.step = "play"
        self._to_move = pos
        if pos == self.monster:
            self._monster_plays()

    def _monster_plays(self) -> None:
        c = self.pile.pop(0)
        self.monster_plays.append((len(self.tricks), c))
        self._play(self.monster, c)

    def _play(self, pos: int, card: int) -> None:
        self.hands[pos] &= ~(1 << card)
        self.trick.append((pos, card))
        if len(self.trick) == POSITIONS:
            self._gather()
            return
        if self.claimant < 0:
            # §5.2(5): after the k-th card its player, then the earlier players in order, may claim.
            order = [self.trick[-1][0]] + [p for p, _ in self.trick[:-1]]
            elig = self.eligible()
            self.windows = [p for p in order if p != self.monster and elig >> p & 1]
        self._next_window()

    def _next_window(self) -> None:
        if self.windows:
            self.step = "claim"
            self._to_move = self.windows.pop(0)
            return
        self._next_card()

    def _next_card(self) -> None:
        self.step = "play"
        nxt = (self.trick[-1][0] + 1) % POSITIONS
        self._to_move = nxt
        if nxt == self.monster:
            self._monster_plays()

    def _gather(self) -> None:
        w = self.claimant if self.claimant >= 0 else trick_winner(self.trick, self.eligible())
        for _, c in self._take_trick(w):
            self.won[w] |= 1 << c
        self.claimant = -1
        self.windows = []
        if len(self.tricks) == TRICKS:
            self.step = "over"
            self._to_move = None
        elif w == self.monster:
            self._lead(w)
        else:
            self.step = "exchange"  # §5.2(7); after the last trick no hand card is left (M3)
            self._to_move = w

    # -- explaining refusals --------------------------------------------------

    def _why_illegal(self, action: Action, s: int) -> IllegalAction:
        kind, step = action.kind, self.step
        hand = self.hands[s]
        if step == "discard":
            if kind == "discard":
                code = CODES[action.cards[0]]
                return self._refuse("not-in-hand", f"{code} is not in your hand", card=code)
            return self._refuse("must-discard", "first everyone puts one card face down back in the box")
        if kind == "discard":
            return self._refuse("discarded", "the discard is made before the first trick")
        if kind == "play":
            if step == "claim":
                return self._refuse("claim-window", "claim the trick ('claim') or let it go ('pass') first")
            if step == "exchange":
                return self._refuse("exchange-pending", "the trick's winner exchanges a card or keeps first")
            c = action.cards[0]
            if not hand >> c & 1:
                return self._refuse("not-in-hand", f"{CODES[c]} is not in your hand", card=CODES[c])
            led = self.trick[0][1]
            return self._refuse(
                "must-follow",
                f"you hold the led colour: play that colour or a {VALUE[led]}",
                card=CODES[c],
                led=CODES[led],
            )
        if kind in ("claim", "pass"):
            if self.won_count[s] >= 2 and kind == "claim":
                return self._refuse("claim-two-tricks", "a player with two tricks cannot claim")
            if self.claimant >= 0:
                return self._refuse("claim-made", f"seat {self.claimant} has already claimed this trick")
            return self._refuse("claim-not-now", "a claim is made right after a card, in the order of §5.2(5)")
        if kind in ("exchange", "keep"):
            if step != "exchange":
                return self._refuse("exchange-not-now", "only the trick's winner exchanges, once the trick is won")
            return self._refuse("exchange-cards", "exchange one card of the trick with one card of your hand")
        return self._refuse("not-now", f"{action.text!r} is not possible now")

    # -- views and results ----------------------------------------------------

    def view(self, seat: int) -> View:
        """What ``seat`` may know: own hand, discard and won cards; every play, claim and exchange."""
        public = [None if a.kind == "discard" and who != seat else a for a, who in zip(self.history, self.actors)]
        trick = self.trick
        last = None
        if self.tricks and (not trick or self.step == "exchange"):
            last = [(p, CODES[c]) for p, c in self.tricks[-1]]
        # §5.2(8): at the round's end everyone adds up his two tricks and the point cards are handed out
        details = self.result().details if self.step == "over" else None
        facts = MeinzFacts(
            step=self.step,
            start=self.start,
            leader=self.leader,
            monster=self.monster if self.monster >= 0 else None,
            claimant=self.claimant if self.claimant >= 0 else None,
            can_win=[self.won_count[p] < 2 for p in range(POSITIONS)],
            exchanges=[{"seat": p, "took": CODES[t], "gave": CODES[h]} for p, t, h in self.exchanges],
            monster_plays=[{"trick": n, "card": CODES[c]} for n, c in self.monster_plays],
            tricks_played=len(self.tricks),
            discarded=[bool(self.discards[p]) for p in range(self.players)],
            my_discard=DECK.codes_of(self.discards[seat]) if 0 <= seat < POSITIONS else [],
            my_tricks=DECK.codes_of(self.won[seat]) if 0 <= seat < POSITIONS else [],
            my_sum=sum(VALUE[c] for c in bits(self.won[seat])) if 0 <= seat < POSITIONS else 0,
            trick_winners=list(self.winners),
            monster_bonus=self.game.rules.monster_bonus if self.monster >= 0 else None,  # §5.3: added to its sum
            sums=list(details["sums"]) if details is not None else None,
            ranks=list(details["ranks"]) if details is not None else None,
            point_cards=list(details["point_cards"]) if details is not None else None,
        )
        return self._view(seat, facts, public, last_trick=last)

    def sums(self) -> list[int]:
        """Card value in each position's two tricks (the monster's plus its bonus, §5.3)."""
        out = [sum(VALUE[c] for c in bits(self.won[p])) for p in range(POSITIONS)]
        if self.monster >= 0:
            out[self.monster] += self.game.rules.monster_bonus
        return out

    def result(self) -> Result:
        """The point cards of the round (§5.2(8)); only when it is over."""
        if self._to_move is not None:
            raise ValueError("the round is not over")
        if self._result is None:
            sums = self.sums()
            first = self.monster if self.monster >= 0 and self.game.rules.monster_takes_three else None
            cards = point_cards(sums, first=first)
            rk = ranks(sums)
            lines = [
                Line(f"rank-{rk[p]}", True, cards[p], 1, -1, p, cards[p], f"sum-{sums[p]}")
                for p in range(self.players)
                if cards[p]
            ]
            details = {
                "sums": sums,
                "ranks": rk,
                "point_cards": cards,  # per position, the monster's included
                "tricks": [DECK.codes_of(self.won[p]) for p in range(POSITIONS)],
                "winners": list(self.winners),
                "discards": [DECK.codes_of(self.discards[p]) for p in range(self.players)],
            }
            if self.monster >= 0:
                details["monster"] = self.monster
                details["monster_left"] = [CODES[c] for c in self.pile]
            self._result = Result(cards[: self.players], lines, details)
        return self._result

    def check_invariants(self) -> None:
        """Every card in exactly one place; counts fit the step."""
        self._check_cards([*self.hands, *self.discards, *self.won], FULL)  # won tricks: in ``won`` after exchanges
        assert all(n <= 2 for n in self.won_count), "nobody takes more than two tricks"
        assert sum(self.won_count) == len(self.tricks)
        for p in range(POSITIONS):
            assert self.won[p].bit_count() == 4 * self.won_count[p]
        if self.monster >= 0:
            assert self.hands[self.monster] == sum(1 << c for c in self.pile)
        if self.step != "discard":
            n = len(self.tricks)
            for p in range(self.players):
                played = any(q == p for q, _ in self.trick)
                assert self.hands[p].bit_count() == 8 - n - played, "hand size does not fit"
                assert self.discards[p].bit_count() == 1
        if self.step == "over":
            assert len(self.tricks) == TRICKS and all(n == 2 for n in self.won_count)
