"""The trick rules every game shares, as functions over bitmasks.

A game describes a trick with three per-card tables for the current contract:
``suit_of`` (the effective suit: trumps may form a suit of their own, as in
MÜ or Tarokk), ``strength`` (order within that effective suit, higher wins)
and the ``trump`` suit number (or None). ``suit_masks[s]`` is the mask of
cards whose effective suit is ``s``. Everything below is the same for every
game; what differs (must trump? must beat?) is a flag, not a copy.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TypedDict, Unpack

from cardtable.cards import Card, Deck, Mask, bits
from cardtable.engine.protocol import Action, Facts, Seat, State, View

Trick = Sequence[tuple[Seat, Card]]  # (seat, card) in play order


class Shown(TypedDict, total=False):
    """What a game shows in a view beyond the trick and the counts (each absent: nothing shown)."""

    trump: str | None
    contract: str | None
    open_hands: dict[Seat, list[str]] | None
    last_trick: list[tuple[Seat, str]] | None


class TrickTaking(State):
    """A trick-taking deal: the hands, the trick on the table, the finished tricks, their winners, the counts.

    What every such state shares: starting the tricks, laying a card (seats play in turn, s -> s+1), taking
    a trick, and the view's common part. A state declares these containers among its copied fields.
    """

    hands: list[Mask]
    trick: list[tuple[Seat, Card]]  # (seat, card) in play order
    tricks: list[list[tuple[Seat, Card]]]  # finished tricks, never mutated
    winners: list[Seat]  # the winner of each finished trick
    won_count: list[int]  # tricks taken, per seat

    def _no_tricks_yet(self, seats: int) -> None:
        """The deal starts: nothing on the table, no trick taken by any of ``seats``."""
        self.trick, self.tricks, self.winners, self.won_count = [], [], [], [0] * seats

    def _lay(self, s: Seat, card: Card, seats: int) -> bool:
        """Seat ``s`` plays ``card`` from the hand to a trick of ``seats`` cards: True if that fills it, else the
        next seat moves."""
        self.hands[s] &= ~(1 << card)
        self.trick.append((s, card))
        if len(self.trick) < seats:
            self._to_move = self._next_in_trick(s, seats)
            return False
        return True

    def _next_in_trick(self, s: Seat, seats: int) -> Seat:
        """The seat that plays after ``s`` in a trick of ``seats`` cards: the next one round the table (Tarokk's
        five-seat table skips the dealer, who sits out)."""
        return (s + 1) % seats

    def _take_trick(self, w: Seat) -> list[tuple[Seat, Card]]:
        """Seat ``w`` takes the trick on the table (recorded, counted, the table cleared); the trick taken."""
        trick = self.trick
        self.tricks.append(trick)
        self.winners.append(w)
        self.won_count[w] += 1
        self.trick = []
        return trick

    def _check_cards(self, places: Iterable[Mask], full: Mask, *, tricks_held: bool = False) -> None:
        """Every card of ``full`` in exactly one of ``places`` (masks) or in the trick on the table, and no other
        card; ``tricks_held``: the finished tricks hold theirs too (one card a seat). The history has its actors."""
        cards = [*places, *(1 << c for _, c in self.trick)]
        if tricks_held:
            assert all(len(t) == self.players for t in self.tricks), "a finished trick has one card per seat"
            cards.extend(1 << c for t in self.tricks for _, c in t)
        check_card_places(self.card_deck, cards, full)
        assert len(self.history) == len(self.actors)

    def _view(self, seat: Seat, facts: Facts, public_history: list[Action | None], **shown: Unpack[Shown]) -> View:
        """``seat``'s view: its own hand and legal actions, the trick, the counts; the game's public history,
        facts, and what it shows of trump, contract, open hands and the last trick."""
        deck = self.card_deck
        hands = self.hands
        return View(
            game=self.game.name,
            variant=self.game.variant,
            seat=seat,
            players=self.players,
            dealer=self.dealer,
            phase=self.phase,
            to_move=self.to_move,
            hand=deck.codes_of(hands[seat]) if 0 <= seat < self.players else [],
            trick=[(p, deck.codes[c]) for p, c in self.trick],
            trump=shown.get("trump"),
            contract=shown.get("contract"),
            open_hands=shown.get("open_hands") or {},
            public_history=public_history,
            history_seats=list(self.actors),
            legal_actions=self.legal_actions() if seat == self.to_move else [],
            hand_sizes=[h.bit_count() for h in hands],
            tricks_won=list(self.won_count),
            last_trick=shown.get("last_trick"),
            facts=facts,
            deck_name=deck.name,
        )


def check_card_places(deck: Deck, places: Iterable[Mask], full: Mask) -> None:
    """Every card of ``full`` in exactly one of ``places`` (masks), and no other card (a state's invariant)."""
    seen = 0
    for m in places:
        assert not (seen & m), f"a card is in two places: {deck.codes_of(seen & m)}"
        seen |= m
    assert seen == full, f"cards missing or foreign: {deck.codes_of(full ^ seen)}"


@dataclass(frozen=True)
class TrickRules:
    """What a player must do when not leading.

    must_follow: play the led suit if possible.
    must_trump: if void in the led suit, play a trump if possible.
    must_beat: among the cards the above allow, play one that beats the card
        now winning the trick, if any does (Ulti §6(4), Écarté §44). Following
        suit to a ruffed trick then carries no duty (nothing can beat it) and a
        second ruff must overtrump if possible, else still trump.
    """

    must_follow: bool = True
    must_trump: bool = True
    must_beat: bool = False


@dataclass(frozen=True)
class TrickTables:
    """Per-contract tables: effective suit and strength of each card.

    Equal strength: the earlier card wins (MÜ, Was sticht?, Meinz) unless
    ``later_wins_ties`` (NJET: the last of equal cards played is highest).
    """

    suit_of: tuple[int, ...]
    strength: tuple[int, ...]
    trump: int | None
    suit_masks: tuple[int, ...]
    later_wins_ties: bool = False

    @classmethod
    def build(
        cls, suit_of: Sequence[int], strength: Sequence[int], trump: int | None, *, later_wins_ties: bool = False
    ) -> TrickTables:
        """Build the tables and the suit masks from per-card lists."""
        n_suits = max(suit_of) + 1
        masks = [0] * n_suits
        for card, s in enumerate(suit_of):
            masks[s] |= 1 << card
        return cls(tuple(suit_of), tuple(strength), trump, tuple(masks), later_wins_ties)

    def power(self, card: Card, led: int) -> int:
        """How strongly ``card`` competes in a trick whose led suit is ``led``."""
        s = self.suit_of[card]
        if s == self.trump:
            return 2000 + self.strength[card]
        if s == led:
            return 1000 + self.strength[card]
        return 0


def winning_index(trick: Trick, t: TrickTables) -> int:
    """Index (into ``trick``) of the card that wins it so far."""
    led = t.suit_of[trick[0][1]]
    best, best_power = 0, t.power(trick[0][1], led)
    later = t.later_wins_ties
    for i in range(1, len(trick)):
        p = t.power(trick[i][1], led)
        if p > best_power or (later and p == best_power and p > 0):
            best, best_power = i, p
    return best


def winner(trick: Trick, t: TrickTables) -> Seat:
    """The seat that wins ``trick``."""
    return trick[winning_index(trick, t)][0]


def beating(cards: Mask, trick: Trick, t: TrickTables) -> Mask:
    """The cards of mask ``cards`` that would beat the trick's current winner."""
    led = t.suit_of[trick[0][1]]
    w = trick[winning_index(trick, t)][1]
    best = t.power(w, led)
    out = 0
    for c in bits(cards):
        if t.power(c, led) > best:
            out |= 1 << c
    return out


def allowed(hand: Mask, trick: Trick, t: TrickTables, rules: TrickRules) -> Mask:
    """The mask of cards in ``hand`` that may be played to ``trick``."""
    if not trick:
        return hand
    led = t.suit_of[trick[0][1]]
    cands = hand
    if rules.must_follow:
        same = hand & t.suit_masks[led]
        if same:
            cands = same
        elif rules.must_trump and t.trump is not None:
            trumps = hand & t.suit_masks[t.trump]
            if trumps:
                cands = trumps
    if rules.must_beat:
        better = beating(cands, trick, t)
        if better:
            cands = better
    return cands


def reason(card: Card, hand: Mask, trick: Trick, t: TrickTables, rules: TrickRules) -> str | None:
    """Which duty ``card`` breaks: "follow", "trump", "beat" or None if it is allowed."""
    if not (hand >> card) & 1:
        return "not-in-hand"
    if (allowed(hand, trick, t, rules) >> card) & 1:
        return None
    # Refused: by the first duty in ``allowed``'s order that leaves the card out.
    led = t.suit_masks[t.suit_of[trick[0][1]]]
    if rules.must_follow and hand & led:
        return "beat" if (led >> card) & 1 else "follow"
    trumps = t.suit_masks[t.trump] if rules.must_follow and rules.must_trump and t.trump is not None else 0
    if hand & trumps and not (trumps >> card) & 1:
        return "trump"
    return "beat"


def refusal(card: Card, hand: Mask, trick: Trick, t: TrickTables, rules: TrickRules) -> str | None:
    """The refusal key of playing ``card``: "not-in-hand", "must-follow", "must-trump", "must-beat" or None."""
    r = reason(card, hand, trick, t, rules)
    return r if r is None or r == "not-in-hand" else f"must-{r}"
