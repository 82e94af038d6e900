"""One deal of Écarté: deal, king marks, the exchange loop, five tricks.

Phases: ``propose`` (non-dealer: propose or stand), ``respond`` (dealer:
accept or refuse), ``discard`` (non-dealer, then ``dealer-discard``), ``play``
and ``over``. Seat ``dealer`` deals; the other seat is the non-dealer who
proposes and leads to the first trick (§§31, 35).
"""

from __future__ import annotations

from enum import StrEnum
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from cardtable.cards import bits
from cardtable.engine.protocol import Action, IllegalAction, Result, View
from cardtable.engine.tricks import TrickTaking, allowed, reason, winner
from cardtable.games.ecarte import actions as A
from cardtable.games.ecarte.facts import EcarteFacts
from cardtable.games.ecarte.scoring import settle, trick_score
from cardtable.games.ecarte.tables import DECK, KING, RULES, TABLES

if TYPE_CHECKING:
    from cardtable.games.ecarte.game import EcarteGame

# Where each of the first ten cards goes: seat role 0 = non-dealer, 1 = dealer (§13, digest order).
DEAL_ROLES = {
    "3+2": (0, 0, 0, 1, 1, 1, 0, 0, 1, 1),
    "2+3": (0, 0, 1, 1, 0, 0, 0, 1, 1, 1),
}


class Phase(StrEnum):
    """The phases of an Écarté deal: the exchange (§§35–39), the play, the end."""

    PROPOSE = "propose"
    RESPOND = "respond"
    DISCARD = "discard"
    DEALER_DISCARD = "dealer-discard"
    PLAY = "play"
    OVER = "over"


EXCHANGE_PHASES = (Phase.PROPOSE, Phase.RESPOND, Phase.DISCARD, Phase.DEALER_DISCARD)

_REFUSAL_KEYS = {
    "not-in-hand": ("card-not-in-hand", "You do not hold {card}."),
    "follow": ("must-follow", "You must follow suit to the card led."),
    "trump": ("must-trump", "You have none of the suit led, so you must play a trump."),
    "beat": ("must-beat", "You must win the trick when you can: play {card} only if no card of yours beats it."),
}


class EcarteState(TrickTaking):
    """A deal in progress."""

    game: EcarteGame
    over_message = "The deal is over."
    citations = MappingProxyType({"not-your-turn": "§31", "not-your-turn-exchange": "§35"})  # the rest cite inline
    _copied = (
        *("history", "actors", "hands", "discards", "trick", "tricks", "winners", "won_count", "marks"),
        "king_points",
    )  # finished tricks are never mutated
    _copied_nested = ("exchanges",)

    def __init__(self, game: EcarteGame, dealer: int, deck_codes: list[str]) -> None:
        cards = DECK.cards(deck_codes)
        super().__init__(game, dealer, 2, cards)
        rules = game.rules
        hands = [0, 0]
        roles = DEAL_ROLES[rules.deal_pattern]
        non_dealer = 1 - dealer
        for i, role in enumerate(roles):
            hands[dealer if role else non_dealer] |= 1 << cards[i]
        self.hands = hands
        self.turnup = cards[10]
        self.trump = DECK.suit_of[self.turnup]
        self.talon = cards[11:]  # top first
        self.talon_pos = 0
        self.discards = [0, 0]
        self.exchanges: list[dict[str, int]] = []  # public: seat, discarded, drawn, taken_back
        self.decided = False  # the non-dealer has made his first decision (the original deal is over)
        self.autorite = False  # §41: played the original deal without proposing
        self.refused_first = False  # §40: the dealer refused the first proposal
        self.proposals = 0
        self._no_tricks_yet(2)
        self.played = 0
        self.marks: list[tuple[int, str]] = []  # (seat, "turn-up" | "declared" | "auto")
        self.marked_at = 0  # how many actions had been taken when the king was marked (for logs)
        self.king_points = [0, 0]
        self.ended: str | None = None  # "played-out" or "target"
        self._phase = Phase.PROPOSE
        self._to_move: int | None = non_dealer
        if self.turnup == KING[self.trump]:
            # §26: the dealer marks a turned-up king before he looks at his cards.
            self._mark(dealer, "turn-up")

    # ------------------------------------------------------------------ basics

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def step(self) -> str:  # type: ignore[override]
        """The engine's step: in Écarté every step is a phase of its own."""
        return self._phase

    @property
    def non_dealer(self) -> int:
        """The seat that proposes and leads to the first trick (§§31, 35)."""
        return 1 - self.dealer

    @property
    def talon_size(self) -> int:
        """Cards left in the talon."""
        return len(self.talon) - self.talon_pos

    @property
    def talon_mask(self) -> int:
        """The cards left in the talon, as a mask."""
        m = 0
        for c in self.talon[self.talon_pos :]:
            m |= 1 << c
        return m

    @property
    def trump_king(self) -> int:
        """The king of the turned-up suit."""
        return KING[self.trump]

    @property
    def king_marked(self) -> bool:
        """True once the trump king has scored (turned up or marked)."""
        return bool(self.marks)

    # ----------------------------------------------------------- legal actions

    def _turn_citation(self) -> str:
        return "not-your-turn" if self._phase == "play" else "not-your-turn-exchange"

    def _discard_range(self, seat: int) -> tuple[int, int]:
        """How many cards ``seat`` may discard now (§35; §39 shortage)."""
        rules = self.game.rules
        least = rules.dealer_min_discard if seat == self.dealer else rules.proposer_min_discard
        if rules.strict_talon_shortage and seat == self.non_dealer:
            # §39 grants the request of the dealer's opponent ("ellenfelének igényét") even beyond the
            # talon; the dealer serves himself from what is left (§35) and so never asks for more.
            return least, 5
        most = min(5, self.talon_size)
        return min(least, most), most

    def _king_problem(self, seat: int) -> IllegalAction | None:
        """Why ``seat`` may not mark the trump king now (§§26–28), or None if he may: one answer for both."""
        if self.turnup == self.trump_king:
            return IllegalAction(
                "The trump king was turned up: it scored for the dealer.", rule="§26", key="king-turned-up"
            )
        if self.marks:
            return IllegalAction("The trump king has already been marked.", rule="§26", key="king-already-marked")
        if not self.hands[seat] >> self.trump_king & 1:
            return IllegalAction("You do not hold the trump king.", rule="§26", key="king-not-held")
        if self._phase in EXCHANGE_PHASES:
            return IllegalAction(
                "The king is marked once the hand is final, after the exchange.", rule="§26", key="king-too-early"
            )
        # The leader marks before the opening lead; the dealer before he plays to it.
        if self._phase == Phase.PLAY and not self.tricks and len(self.trick) == (0 if seat == self.non_dealer else 1):
            return None
        if seat == self.non_dealer:
            return IllegalAction(
                "Too late: the king must be marked before the opening lead.", rule="§27", key="king-too-late"
            )
        return IllegalAction(
            "Too late: the dealer marks the king before he plays to the first card led.",
            rule="§28",
            key="king-too-late",
        )

    def _compute_legal(self, seat: int) -> list[Action]:
        phase = self._phase
        if phase == "play":
            legal = [A.PLAY[c] for c in bits(allowed(self.hands[seat], self.trick, TABLES[self.trump], RULES))]
            if self._king_problem(seat) is None:
                legal.append(A.KING)
            return legal
        if phase == "propose":
            return [A.PROPOSE, A.STAND]
        if phase == "respond":
            return [A.ACCEPT, A.REFUSE]
        least, most = self._discard_range(seat)
        hand = self.hands[seat]
        out = []
        sub = hand
        while True:  # every sub-mask of the hand; listed smallest mask first below
            if least <= sub.bit_count() <= most:
                out.append(A.discard(sub))
            if sub == 0:
                break
            sub = (sub - 1) & hand
        out.reverse()
        return out

    def _why_illegal(self, action: Action, seat: int) -> IllegalAction:
        kind, phase = action.kind, self._phase
        if kind == "king":
            problem = self._king_problem(seat)
            assert problem is not None, "a legal king is never refused"
            return problem
        if phase == "play":
            if kind == "play":
                return self._explain_play(seat, action.cards[0])
            if kind == "propose" and not self.talon_size:
                return IllegalAction(
                    "The talon is exhausted: no more proposals.", rule="§37", key="exchange-over", action=action.text
                )
            return IllegalAction(
                "The exchange is over: the cards are being played.", rule="§31", key="exchange-over", action=action.text
            )
        if kind == "play":
            return IllegalAction(
                "No card may be played before the exchange is over.", rule="§31", key="play-before-exchange"
            )
        if phase == "propose":
            if kind == "discard":
                return IllegalAction(
                    "Cards may be discarded only after the dealer has accepted a proposal.",
                    rule="§35",
                    key="no-proposal",
                )
            return IllegalAction(
                "The non-dealer must first propose an exchange or stand.", rule="§35", key="propose-or-stand"
            )
        if phase == "respond":
            return IllegalAction(
                "The dealer must accept or refuse the proposal.", rule="§§36-37", key="accept-or-refuse"
            )
        if kind != "discard":
            return IllegalAction(
                "The proposal was accepted: the player must now discard.", rule="§36", key="must-discard"
            )
        mask = A.discard_mask(action)
        foreign = mask & ~self.hands[seat]
        if foreign:
            codes = " ".join(DECK.codes_of(foreign))
            return IllegalAction(f"You do not hold {codes}.", rule="§35", key="card-not-in-hand", card=codes)
        least, most = self._discard_range(seat)
        n = len(action.cards)
        if n > most and most < 5:
            return IllegalAction(
                f"The talon has only {self.talon_size} cards left: discard at most {most}.",
                rule="§39",
                key="discard-more-than-talon",
                most=most,
            )
        if seat == self.dealer:
            return IllegalAction(
                f"The dealer exchanges {least} to {most} cards.",
                rule="§35",
                key="discard-count",
                least=least,
                most=most,
            )
        return IllegalAction(
            f"After a proposal you exchange {least} to {most} cards.",
            rule="§35",
            key="discard-count",
            least=least,
            most=most,
        )

    def _explain_play(self, seat: int, card: int) -> IllegalAction:
        why = reason(card, self.hands[seat], self.trick, TABLES[self.trump], RULES) or "not-in-hand"
        key, message = _REFUSAL_KEYS[why]
        code = DECK.codes[card]
        return IllegalAction(message.format(card=code), rule="§44", key=key, card=code)

    # ------------------------------------------------------------------ moves

    def _apply(self, action: Action, seat: int) -> None:
        kind = action.kind
        if kind == "play":
            self._play(seat, action.cards[0])
        elif kind == "king":
            self._mark(seat, "declared")
        elif kind == "propose":
            self.decided = True
            self.proposals += 1
            self._phase, self._to_move = Phase.RESPOND, self.dealer
        elif kind == "stand":
            if not self.decided:
                self.autorite = True
            self.decided = True
            self._start_play()
        elif kind == "refuse":
            if self.proposals == 1:
                self.refused_first = True
            self._start_play()
        elif kind == "accept":
            self._phase, self._to_move = Phase.DISCARD, self.non_dealer
        else:
            self._exchange(seat, A.discard_mask(action))
            if seat == self.non_dealer and self.talon_size:
                self._phase, self._to_move = Phase.DEALER_DISCARD, self.dealer
            elif self.talon_size:
                self._phase, self._to_move = Phase.PROPOSE, self.non_dealer
            else:
                # §37: proposals only while the talon lasts; an empty talon leaves the dealer nothing to draw.
                self._start_play()

    def _exchange(self, seat: int, mask: int) -> None:
        """Discard ``mask`` and draw as many from the top of the talon (§35); §39 when it runs short."""
        k = mask.bit_count()
        drawn = min(k, self.talon_size)
        kept = 0
        if k > drawn:
            # §39 (strict): the shortfall is made up from the player's latest discards — the last named.
            for c in reversed(list(bits(mask))):
                if kept.bit_count() == k - drawn:
                    break
                kept |= 1 << c
        self.hands[seat] &= ~mask
        self.discards[seat] |= mask & ~kept
        new = kept
        for c in self.talon[self.talon_pos : self.talon_pos + drawn]:
            new |= 1 << c
        self.talon_pos += drawn
        self.hands[seat] |= new
        self.exchanges.append({"seat": seat, "discarded": k, "drawn": drawn, "taken_back": k - drawn})

    def _start_play(self) -> None:
        self._phase, self._to_move = Phase.PLAY, self.non_dealer
        self._auto_mark(self.non_dealer)

    def _auto_mark(self, seat: int) -> None:
        """With auto-mark on, mark a held trump king at the seat's own deadline, not earlier.

        The non-dealer marks before the opening lead (§27), the dealer only once
        that card is led (§28): marking the dealer's king sooner would tell the
        leader something the rules let him learn only after leading.
        """
        if self.game.rules.auto_mark_king and not self.marks and self.hands[seat] >> self.trump_king & 1:
            self._mark(seat, "auto")

    def _mark(self, seat: int, how: str) -> None:
        self.marks.append((seat, how))
        self.marked_at = len(self.actors)
        self.king_points[seat] += 1
        rules = self.game.rules
        if rules.end_immediately_at_5 and self.game.scores[seat] + self.king_points[seat] >= rules.target:
            self._end("target")

    def _play(self, seat: int, card: int) -> None:
        self.played |= 1 << card
        if not self._lay(seat, card, 2):  # the lead: the other seat answers
            if not self.tricks:
                self._auto_mark(self.dealer)
            return
        won = winner(self.trick, TABLES[self.trump])
        self._take_trick(won)
        self._to_move = won
        if len(self.tricks) == 5:
            self._end("played-out")
        elif self.game.rules.end_immediately_at_5:
            scored = trick_score(self.won_count, self.dealer, self.autorite, self.refused_first)
            if scored is not None:
                s, _part, value = scored
                if self.game.scores[s] + self.king_points[s] + value >= self.game.rules.target:
                    self._end("target")

    def _end(self, why: str) -> None:
        self.ended = why
        self._phase, self._to_move = Phase.OVER, None

    # ---------------------------------------------------------------- results

    def result(self) -> Result:
        if self._to_move is not None:
            raise ValueError("the deal is not over")
        details: dict[str, Any] = {
            "tricks": list(self.won_count),
            "trump": DECK.suits[self.trump],
            "turn_up": DECK.codes[self.turnup],
            "dealer": self.dealer,
            "exchanges": [dict(e) for e in self.exchanges],
            "king_marks": [{"seat": s, "how": how, "at": self.marked_at} for s, how in self.marks],
            "played_without_proposing": self.autorite,
            "dealer_refused_first": self.refused_first,
            "ended": self.ended,
        }
        return settle(self.marks, self.won_count, self.dealer, self.autorite, self.refused_first, details)

    def view(self, seat: int) -> View:
        public = [
            None if a.kind == "discard" and who != seat else a for a, who in zip(self.history, self.actors, strict=True)
        ]
        codes = DECK.codes
        facts = EcarteFacts(
            turn_up=codes[self.turnup],
            talon_size=self.talon_size,
            exchanges=[dict(e) for e in self.exchanges],
            discard_counts=[self.discards[0].bit_count(), self.discards[1].bit_count()],
            my_discards=DECK.codes_of(self.discards[seat]),
            king_marks=[{"seat": s, "how": how, "at": self.marked_at} for s, how in self.marks],
            king_points=list(self.king_points),
            proposals=self.proposals,
            original_deal=not self.decided,
            played_without_proposing=self.autorite,
            dealer_refused_first=self.refused_first,
            deal_pattern=self.game.rules.deal_pattern,
            scores=list(self.game.scores),
            target=self.game.rules.target,
            ended=self.ended,
        )
        last = [(s, codes[c]) for s, c in self.tricks[-1]] if self.tricks else None
        return self._view(seat, facts, public, trump=DECK.suits[self.trump], last_trick=last)

    def check_invariants(self) -> None:
        trick_mask = 0
        for _s, c in self.trick:
            trick_mask |= 1 << c
        for t in self.tricks:
            for _s, c in t:
                trick_mask |= 1 << c
        assert trick_mask == self.played, "played cards and tricks disagree"
        places = [self.hands[0], self.hands[1], self.talon_mask, 1 << self.turnup, *self.discards, self.played]
        seen = 0
        for m in places:
            assert not seen & m, "a card is in two places"
            seen |= m
        assert seen == DECK.full, "a card is nowhere"
        assert 0 <= self.talon_pos <= len(self.talon) == 21
        assert sum(self.won_count) == len(self.tricks) == len(self.winners) <= 5
        assert sum(self.king_points) == len(self.marks) <= 1
        assert len(self.actors) == len(self.history)
        if self._phase in EXCHANGE_PHASES:
            assert self.hands[0].bit_count() == self.hands[1].bit_count() == 5, "a hand is not 5 cards"
            assert not self.played
        for seat in (0, 1):
            played = sum(1 for t in (*self.tricks, self.trick) for s, _c in t if s == seat)
            assert self.hands[seat].bit_count() + played == 5, f"seat {seat} has the wrong number of cards"
        if self._phase == "over":
            assert self._to_move is None and self.ended is not None
        else:
            assert self._to_move in (0, 1)
