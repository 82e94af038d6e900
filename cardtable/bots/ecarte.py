"""Écarté bots: rule-of-thumb exchange and play, and the search that beats them.

The heuristic follows the classical advice (the *jeux de règle*): play without
proposing — or refuse — with a hand likely to take three tricks (trumps count
most, then kings); discard everything that is neither a trump nor a king;
lead trumps from strength, otherwise the strongest plain card; win a trick as
cheaply as possible.

The expert samples the opponent's hand (and the talon) consistently with the
view — cards seen, voids and must-beat duties shown in play, the king mark,
what a stand or refusal says about a hand — and solves each sampled world open
handed. Exchange decisions are Monte Carlo rollouts: each candidate action is
followed by the heuristic exchange of both sides in the sampled world, then an
open-hand solve of the play; the candidate with the best mean wins. Every
outcome is valued by what it does to the chance of winning the game
(``ecarte_game``), not by the points of the deal.
"""

from __future__ import annotations

import copy
import math
import random
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import cast

import cardtable.games.ecarte.actions as A
from cardtable.bots.ecarte_game import GameEquity
from cardtable.bots.knowledge import Hole, play_constraints, played_cards, sample, tricks_from_history
from cardtable.bots.policy import Policy, Search, cautious_values
from cardtable.bots.search import SearchTimeout, Solver, Trick, TrickModel
from cardtable.bots.stated import Stated
from cardtable.cards import bits
from cardtable.engine.protocol import Action, Game, Result, View
from cardtable.engine.tricks import allowed, beating
from cardtable.games.ecarte.facts import EcarteFacts
from cardtable.games.ecarte.scoring import trick_score
from cardtable.games.ecarte.tables import DECK, KING, RULES, STRENGTH, TABLES

FULL = DECK.full
SUIT_MASKS = DECK.suit_masks
KINGS = sum(1 << k for k in KING)
QUEENS = DECK.mask(s + "Q" for s in DECK.suits)
JACKS = DECK.mask(s + "J" for s in DECK.suits)

STAND_AT = 6.0  # hand score from which the non-dealer plays without proposing (and the dealer refuses)
PLAY_SAMPLES = 240  # worlds per card decision at effort 1
EXCHANGE_SAMPLES = 256  # at most this many worlds per exchange decision at effort 1
EXCHANGE_SOLVES = 1000  # open-hand solves per exchange decision at effort 1 (spread over its worlds)
SIGNAL_SLOPE = 2.5  # how sharply a stand or refusal (a proposal or acceptance) tells the hand's strength
COUNT_MISS = 0.15  # the weight of each card by which a discard's count differs from the rule of thumb's
SHORTLIST = 4  # cards (neither trumps nor kings) whose every subset the expert weighs as a discard
PLAY_MISS = 0.3  # the weight of each card he played that the rule of thumb would not have played
WORLD_TRIES = 60  # replays of the opponent's exchange per world before falling back to the hard constraints
DEVIATE_Z = 1.645  # standard errors by which an exchange move must beat the rule of thumb's (one-sided 95%)
GAME_AWARE = True  # value outcomes by the chance of winning the game (False: points of this deal, for comparison)


# ---------------------------------------------------------------- hand judgement


def hand_score(hand: int, trump: int) -> float:
    """Rule-of-thumb strength: a trump 2 (+1 if K/Q/J), a plain king 1.5, queen 1, jack 0.5, long suits a bonus."""
    trumps = hand & SUIT_MASKS[trump]
    score = 2.0 * trumps.bit_count() + (trumps & (KINGS | QUEENS | JACKS)).bit_count()
    plain = hand & ~trumps
    score += 1.5 * (plain & KINGS).bit_count() + 1.0 * (plain & QUEENS).bit_count() + 0.5 * (plain & JACKS).bit_count()
    for s, m in enumerate(SUIT_MASKS):
        if s != trump and (hand & m).bit_count() >= 3:
            score += 0.5 * ((hand & m).bit_count() - 2)
    return score


def keep_value(card: int, hand: int, trump: int) -> float:
    """How much a card is worth keeping in an exchange (higher = keep)."""
    s = DECK.suit_of[card]
    if s == trump:
        return 10 + STRENGTH[card]
    v = STRENGTH[card] / 2.0  # K 4, Q 3.5, J 3, A 2.5 ...
    if card in KING:
        return 8
    if (1 << card) & QUEENS and hand & KINGS & SUIT_MASKS[s]:
        return 6.5  # a queen guarded by its king
    return v


def heuristic_discard(hand: int, trump: int, least: int, most: int) -> int:
    """Keep trumps and kings (and a queen beside her king); discard the rest, within the allowed count."""
    keep = 0
    for c in bits(hand):
        if keep_value(c, hand, trump) >= 6.5:
            keep |= 1 << c
    out = hand & ~keep
    n = out.bit_count()
    order = sorted(bits(hand), key=lambda c: keep_value(c, hand, trump))
    if n < least:
        out = 0
        for c in order[:least]:
            out |= 1 << c
    elif n > most:
        out = 0
        for c in order[:most]:
            out |= 1 << c
    return out


def discard_candidates(hand: int, trump: int, least: int, most: int) -> list[int]:
    """Discards worth weighing: the heuristic's, and the k weakest cards for k next to its count."""
    order = sorted(bits(hand), key=lambda c: keep_value(c, hand, trump))
    h = heuristic_discard(hand, trump, least, most)
    n = h.bit_count()
    out = [h]
    for k in range(max(least, n - 1), min(most, n + 1) + 1):
        m = 0
        for c in order[:k]:
            m |= 1 << c
        if m not in out:
            out.append(m)
    return out


def discard_shortlist(hand: int, trump: int, least: int, most: int) -> list[int]:
    """The discards the expert weighs: ``discard_candidates`` first, then every allowed set of the
    ``SHORTLIST`` cards least worth keeping among those that are neither trumps nor kings."""
    out = discard_candidates(hand, trump, least, most)
    spare = [c for c in sorted(bits(hand), key=lambda c: keep_value(c, hand, trump)) if keep_value(c, hand, trump) < 8]
    spare = spare[:SHORTLIST]
    for pick in range(1 << len(spare)):
        m = 0
        for i, c in enumerate(spare):
            if pick >> i & 1:
                m |= 1 << c
        if least <= m.bit_count() <= most and m not in out:
            out.append(m)
    return out


def heuristic_card(hand: int, trick: Trick, trump: int) -> int:
    """Lead trumps from strength, else the best plain card; follow with the cheapest winner, else the cheapest card."""
    legal = allowed(hand, trick, TABLES[trump], RULES)
    cards = list(bits(legal))
    if not trick:
        trumps = hand & SUIT_MASKS[trump]
        if trumps.bit_count() >= 3 or (trumps.bit_count() >= 2 and STRENGTH[_top(trumps)] >= 7):
            return _top(trumps)
        plain = hand & ~trumps
        if plain:
            # the strongest plain card, from the longest suit among equals
            return max(bits(plain), key=lambda c: (STRENGTH[c], (hand & SUIT_MASKS[DECK.suit_of[c]]).bit_count()))
        return _top(trumps)
    winners = beating(legal, trick, TABLES[trump])
    if winners:
        return min(bits(winners), key=lambda c: TABLES[trump].power(c, DECK.suit_of[trick[0][1]]))
    return min(cards, key=lambda c: (DECK.suit_of[c] == trump, STRENGTH[c]))


def _top(mask: int) -> int:
    return max(bits(mask), key=lambda c: STRENGTH[c])


def stand_likelihood(hand: int, trump: int, stood: bool) -> float:
    """How likely a sensible player with ``hand`` was to stand (or refuse) — or not, if ``stood`` is False."""
    # centred between the last score that proposes and the first that stands (scores move by halves)
    # clamped: a sharp slope (an opponent model as deterministic as the rule of thumb) must not overflow
    z = max(-60.0, min(60.0, (hand_score(hand, trump) - STAND_AT + 0.25) * SIGNAL_SLOPE))
    p = 1.0 / (1.0 + math.exp(-z))
    return p if stood else 1.0 - p


# ---------------------------------------------------------------- reading the view


class Seen:
    """Everything one seat knows, as masks."""

    def __init__(self, view: View) -> None:
        self.me = view.seat
        self.opp = 1 - view.seat
        self.dealer = view.dealer
        self.non_dealer = 1 - view.dealer
        ex = cast(EcarteFacts, view.facts)
        self.turnup = DECK.card(ex.turn_up)
        self.trump = DECK.suits.index(view.trump) if view.trump else DECK.suit_of[self.turnup]
        self.hand = DECK.mask(view.hand)
        self.my_discards = DECK.mask(ex.my_discards)
        self.finished, self.trick = tricks_from_history(view.public_history, view.history_seats, 2)
        self.played = played_cards(self.finished, self.trick)
        self.opp_size = view.hand_sizes[self.opp]
        self.talon_size = ex.talon_size
        self.unseen = FULL & ~(self.hand | self.turnup_bit | self.my_discards | self.played)
        self.autorite = ex.played_without_proposing
        self.refused_first = ex.dealer_refused_first
        self.marks = [(m["seat"], m["how"]) for m in ex.king_marks]
        self.tricks_won = list(view.tricks_won)
        self.phase = view.phase
        self.history = list(zip(view.public_history, view.history_seats))
        self.exchanges = list(ex.exchanges)
        self._sampler: WorldSampler | None = None

    def sampler(self) -> WorldSampler:
        """The world sampler for this view (made once per decision)."""
        if self._sampler is None:
            self._sampler = WorldSampler(self)
        return self._sampler

    @property
    def opp_played(self) -> int:
        """The cards the opponent has played in this deal."""
        return played_cards(self.finished, self.trick, self.opp)

    @property
    def turnup_bit(self) -> int:
        return 1 << self.turnup

    def legal(self, hand: int, trick: Trick, seat: int = 0) -> int:
        """The cards of ``hand`` playable to ``trick``."""
        return allowed(hand, trick, TABLES[self.trump], RULES)


@dataclass(frozen=True)
class OppStep:
    """One exchange decision of the opponent as the view shows it: a stand or refusal (``stood`` True), a
    proposal or acceptance (False), or (``stood`` None) a discard of ``discarded`` cards that drew ``drawn``,
    made when he might change ``least`` to ``most`` cards."""

    stood: bool | None
    discarded: int = 0
    drawn: int = 0
    least: int = 0
    most: int = 5


def opp_steps(seen: Seen) -> list[OppStep] | None:
    """The opponent's exchange decisions in order; None if he took a discard back (§39, strict)."""
    steps: list[OppStep] = []
    talon = 21  # 32 cards, 5 each and the turn-up
    k = 0
    for action, seat in seen.history:
        kind = "hidden" if action is None else action.kind
        if kind in ("discard", "hidden"):
            e = seen.exchanges[k] if k < len(seen.exchanges) else {"discarded": 0, "drawn": 0}
            k += 1
            if seat == seen.opp:
                if e.get("taken_back"):
                    return None
                most = min(5, talon)
                least = min(0 if seat == seen.dealer else 1, most)
                steps.append(OppStep(None, int(e["discarded"]), int(e["drawn"]), least, most))
            talon -= int(e["drawn"])
        elif seat == seen.opp and kind in ("stand", "refuse", "propose", "accept"):
            steps.append(OppStep(kind in ("stand", "refuse")))
    return steps


def weakest(hand: int, trump: int, k: int) -> int:
    """The ``k`` cards of ``hand`` least worth keeping."""
    out = 0
    for c in sorted(bits(hand), key=lambda c: keep_value(c, hand, trump))[:k]:
        out |= 1 << c
    return out


@dataclass
class World:
    """A sampled world: the opponent's hand now and the talon, top first."""

    opp: int
    talon: list[int]


class WorldSampler:
    """Draws worlds consistent with everything one seat has seen.

    The opponent's whole exchange is replayed forward from a random deal of the
    cards he may ever have held (his hand and discards, the talon): each of his
    decisions is kept in proportion to the chance that the rule of thumb makes
    it with that hand (a stand or refusal: a strong hand; a proposal or an
    acceptance: a weak one; a discard of k cards: the count it would change,
    each card of difference costing ``COUNT_MISS``), and he throws the cards it
    would throw. So his discards never come back as talon cards, and the cards
    he kept are the ones worth keeping. The hand he ends with must hold what he
    has played and fit his play (voids, must-beat) and the king mark. When the
    replay rarely fits (late in the play, where the tricks say most), a world
    falls back to his hand drawn under the hard constraints alone.
    """

    def __init__(self, seen: Seen) -> None:
        self.seen = seen
        self.trump = seen.trump
        unseen = seen.unseen
        tricks = seen.finished + ([seen.trick] if seen.trick else [])
        excluded = play_constraints(tricks, seen.legal, unseen).get(seen.opp, 0)
        required = 0
        king = KING[self.trump]
        if unseen >> king & 1 and seen.phase == "play":
            if any(s == seen.opp for s, _ in seen.marks):
                required |= 1 << king
            elif seen.opp == seen.non_dealer or seen.played:
                excluded |= 1 << king  # he would have marked it by now (§§27–28)
        self.unseen = unseen
        self.excluded = excluded
        self.required = required
        self.opp_played = seen.opp_played
        self.steps = opp_steps(seen)
        self.pool = list(bits(unseen | self.opp_played))
        self.talon_size = seen.talon_size
        # each card he played, with the trick as it stood when he played it
        self.opp_plays = [
            (c, t[:i]) for t in (*seen.finished, seen.trick) for i, (s, c) in enumerate(t) if s == seen.opp
        ]
        self.forward = self.steps is not None
        self.fits = self.misses = 0

    def draw(self, rng: random.Random, true_opp: int | None = None) -> World:
        """One world (with ``true_opp``, the oracle's: his real hand, the talon drawn from the rest)."""
        if true_opp is not None:
            rest = list(bits(self.unseen & ~true_opp))
            rng.shuffle(rest)
            return World(true_opp, rest[: self.talon_size])
        if self.forward:
            for _ in range(WORLD_TRIES):
                world = self._replay(rng)
                if world is not None:
                    self.fits += 1
                    return world
            self.misses += 1
            if self.misses > 2 and self.misses * 4 > self.fits:
                self.forward = False  # too tight to replay: the hard constraints alone from here
        return self._constrained(rng)

    def _replay(self, rng: random.Random) -> World | None:
        cards = self.pool[:]
        rng.shuffle(cards)
        trump = self.trump
        hand = 0
        for c in cards[:5]:
            hand |= 1 << c
        i = 5
        assert self.steps is not None
        for st in self.steps:
            if st.stood is not None:
                if rng.random() >= stand_likelihood(hand, trump, st.stood):
                    return None
                continue
            out = heuristic_discard(hand, trump, st.least, st.most)
            miss = abs(out.bit_count() - st.discarded)
            if miss:
                if rng.random() >= COUNT_MISS**miss:
                    return None
                out = weakest(hand, trump, st.discarded)
            hand &= ~out
            for c in cards[i : i + st.drawn]:
                hand |= 1 << c
            i += st.drawn
        if hand & self.required != self.required or hand & self.excluded or ~hand & self.opp_played:
            return None
        if not self._play_fits(hand, rng):
            return None
        return World(hand & ~self.opp_played, cards[i : i + self.talon_size])

    def _play_fits(self, full: int, rng: random.Random) -> bool:
        """Keep a world in proportion to how well the cards he played fit the rule of thumb's play with the
        hand ``full`` he held when the play began (``PLAY_MISS`` for each card that does not)."""
        w = 1.0
        hand = full
        for card, trick in self.opp_plays:
            if heuristic_card(hand, trick, self.trump) != card:
                w *= PLAY_MISS
            hand &= ~(1 << card)
        return w >= 1.0 or rng.random() < w

    def _constrained(self, rng: random.Random) -> World:
        """His hand under the hard constraints only; the talon from all the other unseen cards."""
        seen = self.seen
        pool = self.unseen & ~self.required
        size = seen.opp_size - self.required.bit_count()
        holes = [Hole("opp", size, ~self.excluded), Hole("rest", pool.bit_count() - size)]
        for _ in range(8):
            hand = sample(pool, holes, rng)["opp"] | self.required
            if self._play_fits(hand | self.opp_played, rng):
                break
        rest = list(bits(self.unseen & ~hand))
        rng.shuffle(rest)
        return World(hand, rest[: self.talon_size])


def sample_opponent(seen: Seen, rng: random.Random, true_opp: int | None = None) -> tuple[int, int]:
    """(opponent's hand, the other unseen cards: his discards and the talon) consistent with the view."""
    world = seen.sampler().draw(rng, true_opp)
    return world.opp, seen.unseen & ~world.opp


# ---------------------------------------------------------------- open-hand play


def play_model(
    trump: int,
    me: int,
    dealer: int,
    autorite: bool,
    refused_first: bool,
    equity: GameEquity | None = None,
    king: int = 0,
) -> TrickModel:
    """The play phase for the search: value = my trick points minus the opponent's; with ``equity``, the
    game equity of the deal's outcome, the king going to ``king`` (+1 me, −1 the opponent, 0 nobody)."""

    def after(acc: Hashable, trick: Trick, winner: int, last: bool) -> Hashable:
        a, b = cast(tuple[int, int], acc)
        return (a + 1, b) if winner == me else (a, b + 1)

    def value(acc: Hashable) -> float:
        a, b = cast(tuple[int, int], acc)
        won = [0, 0]
        won[me], won[1 - me] = a, b
        scored = trick_score(won, dealer, autorite, refused_first)
        if scored is None:
            return 0.0 if equity is None else equity.value(king, 0, 0)
        seat, _part, pts = scored
        if equity is not None:
            return equity.value(king, 1 if seat == me else -1, pts)
        return float(pts if seat == me else -pts)

    def decided(acc: Hashable) -> float | None:
        a, b = cast(tuple[int, int], acc)
        if (a >= 3 and b >= 1) or (b >= 3 and a >= 1):
            return value(acc)
        return None

    def legal(hand: int, trick: Trick, seat: int) -> int:
        return allowed(hand, trick, TABLES[trump], RULES)

    team = (0, 1) if me == 0 else (1, 0)
    return TrickModel(2, TABLES[trump], team, legal, after, value, decided, rules=RULES)


def solve_play(
    model: TrickModel,
    hands: tuple[int, ...],
    trick: Trick,
    to_move: int,
    acc: tuple[int, int],
    deadline: float | None = None,
) -> float:
    """The open-hand value of a play position."""
    return Solver(model, deadline).search(hands, trick, to_move, acc, -math.inf, math.inf)


# ---------------------------------------------------------------- the exchange, simulated


class Exchange:
    """The exchange loop on masks, for rollouts: both sides follow the heuristic unless told otherwise."""

    def __init__(
        self,
        hands: list[int],
        talon: list[int],
        trump: int,
        dealer: int,
        phase: str,
        to_move: int,
        decided: bool,
        autorite: bool,
        refused_first: bool,
        proposals: int,
    ) -> None:
        self.hands = hands
        self.talon = talon
        self.trump = trump
        self.dealer = dealer
        self.phase = phase
        self.to_move = to_move
        self.decided = decided
        self.autorite = autorite
        self.refused_first = refused_first
        self.proposals = proposals
        self.shown: list[str | int] = []  # what each move showed the table: its word, or a discard's count

    def copy(self) -> Exchange:
        """An independent copy (to try several moves from one position)."""
        twin = copy.copy(self)
        twin.hands, twin.talon, twin.shown = self.hands[:], self.talon[:], self.shown[:]
        return twin

    def apply(self, action: str | int) -> None:
        """Apply a word action or a discard mask."""
        nd = 1 - self.dealer
        self.shown.append(action if isinstance(action, str) else action.bit_count())
        if action == "propose":
            self.decided = True
            self.proposals += 1
            self.phase, self.to_move = "respond", self.dealer
        elif action == "stand":
            if not self.decided:
                self.autorite = True
            self.decided = True
            self.phase = "play"
        elif action == "refuse":
            if self.proposals == 1:
                self.refused_first = True
            self.phase = "play"
        elif action == "accept":
            self.phase, self.to_move = "discard", nd
        else:
            assert isinstance(action, int)
            seat = self.to_move
            k = min(action.bit_count(), len(self.talon))
            drop = action
            if action.bit_count() > k:  # cannot happen with capped requests; keep the hand size anyway
                drop = 0
                for c in list(bits(action))[:k]:
                    drop |= 1 << c
            self.hands[seat] &= ~drop
            for c in self.talon[:k]:
                self.hands[seat] |= 1 << c
            del self.talon[:k]
            if seat == nd and self.talon:
                self.phase, self.to_move = "dealer-discard", self.dealer
            elif self.talon:
                self.phase, self.to_move = "propose", nd
            else:
                self.phase = "play"

    def heuristic_step(self) -> None:
        """One heuristic decision by the seat to move."""
        seat, hand = self.to_move, self.hands[self.to_move]
        if self.phase == "propose":
            self.apply("stand" if hand_score(hand, self.trump) >= STAND_AT else "propose")
        elif self.phase == "respond":
            self.apply("refuse" if hand_score(hand, self.trump) >= STAND_AT else "accept")
        else:
            least = 0 if seat == self.dealer else 1
            most = min(5, len(self.talon))
            self.apply(heuristic_discard(hand, self.trump, min(least, most), most))

    def run(self, until: int | None = None) -> None:
        """Heuristic decisions until the play starts (or until seat ``until`` is to move)."""
        while self.phase != "play" and self.to_move != until:
            self.heuristic_step()


def exchange_value(
    ex: Exchange,
    me: int,
    deadline: float | None,
    equity: GameEquity | None = None,
    marked: int = 0,
    models: dict[tuple[int, ...], TrickModel] | None = None,
) -> float:
    """My points minus the opponent's once the exchange is played out heuristically and the play solved
    (with ``equity``: the game equity of that outcome). ``marked`` is a king already scored (+1 me, −1 him);
    ``models`` keeps the play models of one decision."""
    ex.run()
    king = KING[ex.trump]
    v = marked
    if ex.hands[me] >> king & 1:
        v = 1
    elif ex.hands[1 - me] >> king & 1:
        v = -1
    hands = tuple(ex.hands)
    key = (ex.trump, me, ex.dealer, ex.autorite, ex.refused_first, v)
    model = None if models is None else models.get(key)
    if model is None:
        if equity is not None:
            model = play_model(ex.trump, me, ex.dealer, ex.autorite, ex.refused_first, equity, v)
        else:
            model = play_model(ex.trump, me, ex.dealer, ex.autorite, ex.refused_first)
        if models is not None:
            models[key] = model
    value = solve_play(model, hands, (), 1 - ex.dealer, (0, 0), deadline)
    return value if equity is not None else v - marked + value


# ---------------------------------------------------------------- the policy


class EcartePolicy(Policy):
    """Heuristic and search play for Écarté."""

    def commitment(self, view: View, action: Action, legal: Sequence[Action]) -> Stated | None:
        """Playing the deal as dealt — the non-dealer's stand, the dealer's refusal — stakes a penalty of 2 on
        taking three tricks (§40, §41)."""
        if action.kind not in ("stand", "refuse"):
            return None
        return Stated("stand", action.kind, view.seat, contract=True, forced=len(legal) == 1)

    def made(self, note: Stated, result: Result) -> bool | None:
        """The seat came out of the deal ahead of the other."""
        return result.points[note.seat] > result.points[1 - note.seat]

    def heuristic(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if A.KING in legal:
            return A.KING
        seen = Seen(view)
        phase = view.phase
        if phase == "propose":
            return A.STAND if hand_score(seen.hand, seen.trump) >= STAND_AT else A.PROPOSE
        if phase == "respond":
            return A.REFUSE if hand_score(seen.hand, seen.trump) >= STAND_AT else A.ACCEPT
        if phase in ("discard", "dealer-discard"):
            least, most = _discard_range(legal)
            return _legal_discard(heuristic_discard(seen.hand, seen.trump, least, most), legal)
        return A.PLAY[heuristic_card(seen.hand, seen.trick, seen.trump)]

    def candidates(self, view: View, legal: list[Action]) -> list[Action]:
        """Marking the king alone (it only scores); the heuristic's choice first, then the weakest card;
        for a discard the heuristic's and the k weakest cards next to its count."""
        if A.KING in legal:
            return [A.KING]
        seen = Seen(view)
        phase = view.phase
        if phase == "play":
            h = heuristic_card(seen.hand, seen.trick, seen.trump)
            cards = [a.cards[0] for a in legal if a.kind == "play"]
            return [A.PLAY[c] for c in sorted(cards, key=lambda c: (c != h, STRENGTH[c]))]
        if phase in ("discard", "dealer-discard"):
            least, most = _discard_range(legal)
            return [_legal_discard(m, legal) for m in discard_shortlist(seen.hand, seen.trump, least, most)]
        first = self.heuristic(view, legal, random.Random(0))  # no randomness in these phases
        return sorted(legal, key=lambda a: a != first)

    def search_values(self, view: View, actions: list[Action], search: Search) -> dict[Action, float]:
        """Card play: the open-hand value over sampled opponent hands (marking the king: the best card, the king mine).
        Exchange: each action, then both sides' heuristic exchange in the sampled world, then the play solved.
        Values are game equity in point-equivalents (``ecarte_game.GameEquity``): the change in my chance
        of winning the game that the deal's outcome makes, over a scoreless deal, divided by what one point is
        worth at 0:0 — about points at the start of a game, the game itself near its end. (With
        ``GAME_AWARE`` off: my points minus the opponent's for the rest of the deal, king points included.)"""
        seen = Seen(view)
        equity = game_equity(view) if GAME_AWARE else None
        if view.phase != "play":
            return self._exchange(seen, view, actions, search, equity)
        self._play(seen, view, actions, search, equity)
        return search.tally.means(actions)

    def _play(self, seen: Seen, view: View, actions: list[Action], search: Search, equity: GameEquity | None) -> None:
        rng, deadline, tally = search.rng, search.deadline, search.tally
        true_opp = _true_opponent(seen, search)
        cards = [a.cards[0] for a in actions if a.kind == "play"]
        if not cards:  # marking the king alone: its value needs the cards' values
            cards = list(bits(seen.legal(seen.hand, seen.trick)))
        marked = _marked(view)
        king = KING[seen.trump]
        acc = (seen.tricks_won[seen.me], seen.tricks_won[seen.opp])
        args = (seen.trump, seen.me, seen.dealer, seen.autorite, seen.refused_first)
        models: dict[int, TrickModel] = {}
        for _ in range(search.samples(PLAY_SAMPLES, 4)):
            opp, _rest = sample_opponent(seen, rng, true_opp)
            hands = [0, 0]
            hands[seen.me], hands[seen.opp] = seen.hand, opp
            # an unmarked king in his hand will be marked (it scores before the tricks)
            k = -1 if not marked and opp >> king & 1 else marked
            try:
                if k not in models:
                    models[k] = play_model(*args, equity, k) if equity else play_model(*args)
                vals = Solver(models[k], deadline).root_values(tuple(hands), seen.trick, seen.me, acc, cards)
                if A.KING in actions and equity is not None:  # marking: the king is mine, then the best card
                    if 1 not in models:
                        models[1] = play_model(*args, equity, 1)
                    kv = Solver(models[1], deadline).root_values(tuple(hands), seen.trick, seen.me, acc, cards)
            except SearchTimeout:
                break
            for c, v in vals.items():
                if A.PLAY[c] in actions:
                    tally.add(A.PLAY[c], v)
            if A.KING in actions:  # marking scores 1 now; the play that follows is the best card
                tally.add(A.KING, max(kv.values()) if equity is not None else max(vals.values()) + 1)
            tally.samples += 1
            if time.perf_counter() > deadline:
                break

    def _exchange(
        self, seen: Seen, view: View, actions: list[Action], search: Search, equity: GameEquity | None
    ) -> dict[Action, float]:
        """Each action in each world, the opponent's replies by the rule of thumb, then the play solved; every
        action but the rule of thumb's marked down by ``DEVIATE_Z`` standard errors (``cautious_values``).

        After a proposal or an acceptance my own next discard is a decision too:
        it is taken on what I will have seen by then (his answer, his discard's
        count), so the worlds are grouped by that and each group gets the discard
        of the shortlist that does best there — chosen on one half of the group's
        worlds and scored on the other, so that picking the best of many noisy
        means does not flatter the proposal. Later decisions are the rule of thumb's.
        """
        rng, deadline, tally = search.rng, search.deadline, search.tally
        true_opp = _true_opponent(seen, search)
        me = seen.me
        public = cast(EcarteFacts, view.facts)
        marked = _marked(view)
        sampler = seen.sampler()
        start = (
            seen.trump,
            seen.dealer,
            view.phase,
            me,
            not public.original_deal,
            seen.autorite,
            seen.refused_first,
            public.proposals,
        )
        # the rule of thumb's move is always played out: every other is judged against it on the same worlds
        default = self.heuristic(view, view.legal_actions, random.Random(0))  # no randomness in these phases
        weighed = actions if default in actions else [*actions, default]
        # the exchange simulator's moves: a word, or a discard's mask
        choices = [(a, A.discard_mask(a) if a.kind == "discard" else a.kind) for a in weighed]
        direct: dict[Action, dict[int, float]] = {a: {} for a in weighed}
        # per action, per what I will have seen: per discard of mine, per world, its value
        later: dict[Action, dict[Hashable, dict[int, dict[int, float]]]] = {a: {} for a in weighed}
        models: dict[tuple[int, ...], TrickModel] = {}
        done = 0
        for w in range(search.samples(exchange_worlds(seen, view), 6)):
            world = sampler.draw(rng, true_opp)
            try:
                for action, choice in choices:
                    hands = [0, 0]
                    hands[me], hands[seen.opp] = seen.hand, world.opp
                    ex = Exchange(hands, list(world.talon), *start)
                    ex.apply(choice)
                    if choice in ("propose", "accept"):
                        ex.run(until=me)
                    if ex.phase in ("discard", "dealer-discard") and ex.to_move == me:
                        most = min(5, len(ex.talon))
                        least = min(0 if me == seen.dealer else 1, most)
                        group = later[action].setdefault(tuple(ex.shown), {})
                        for d in discard_candidates(ex.hands[me], seen.trump, least, most):
                            mine = ex.copy()
                            mine.apply(d)
                            group.setdefault(d, {})[w] = exchange_value(mine, me, deadline, equity, marked, models)
                    else:
                        direct[action][w] = exchange_value(ex, me, deadline, equity, marked, models)
            except SearchTimeout:
                break
            done += 1
            if time.perf_counter() > deadline:
                break
        worlds: dict[Action, list[float]] = {}
        for action in weighed:
            per_world = {w: v for w, v in direct[action].items() if w < done}
            for group in later[action].values():
                per_world.update(_cross_fitted(group, done))
            worlds[action] = [per_world[w] for w in sorted(per_world)]
        for action in actions:
            stands = self.commitment(view, action, view.legal_actions) is not None
            for v in worlds[action]:
                tally.add(action, v)
                if stands:
                    tally.judge(action, v, v > 0)  # came out of the deal ahead (points or game equity)
        tally.samples += done
        # a move other than the rule of thumb's is lowered by DEVIATE_Z standard errors of its paired gain over it
        values = cautious_values(worlds, default, DEVIATE_Z)
        return {a: values.get(a, 0.0) for a in actions}


def exchange_worlds(seen: Seen, view: View) -> int:
    """Worlds for an exchange decision at effort 1: ``EXCHANGE_SOLVES`` over the solves one world takes,
    which the view fixes (every discard of the shortlist; a word each answer, and my discard after it)."""
    if view.phase in ("discard", "dealer-discard"):
        counts = [len(a.cards) for a in view.legal_actions if a.kind == "discard"]
        per = len(discard_shortlist(seen.hand, seen.trump, min(counts), max(counts)))
    else:
        least = 0 if seen.me == seen.dealer else 1
        per = 2 + len(discard_candidates(seen.hand, seen.trump, least, 5))
    return max(1, min(EXCHANGE_SAMPLES, EXCHANGE_SOLVES // per))


def _cross_fitted(group: dict[int, dict[int, float]], done: int) -> dict[int, float]:
    """Per world, the value of the discard that did best on the other half of the group's worlds
    (ties to the earlier discard: the rule of thumb's comes first)."""
    options = list(group)
    worlds = sorted(w for w in group[options[0]] if w < done)
    halves = (worlds[0::2], worlds[1::2])
    out: dict[int, float] = {}
    for scored, chooser in ((halves[0], halves[1]), (halves[1], halves[0])):
        best = options[0]
        if chooser:
            best = max(options, key=lambda d: (sum(group[d][w] for w in chooser), -options.index(d)))
        for w in scored:
            out[w] = group[best][w]
    return out


def game_equity(view: View) -> GameEquity:
    """The game equity of this deal's outcomes for the seat of ``view``: the score, the target, the next dealer."""
    public = cast(EcarteFacts, view.facts)
    scores = public.scores or [0, 0]
    me = view.seat
    return GameEquity(int(scores[me]), int(scores[1 - me]), int(public.target or 5), view.dealer != me)


def _true_opponent(seen: Seen, search: Search) -> int | None:
    """The opponent's real hand when the benchmark's oracle gives it."""
    return DECK.mask(search.true_hands[seen.opp]) if search.true_hands else None


def _marked(view: View) -> int:
    """The king already scored in this deal: +1 mine, −1 the opponent's, 0 none."""
    pts = cast(EcarteFacts, view.facts).king_points or [0, 0]
    return 1 if pts[view.seat] else (-1 if pts[1 - view.seat] else 0)


def _discard_range(legal: list[Action]) -> tuple[int, int]:
    counts = [len(a.cards) for a in legal if a.kind == "discard"]
    return min(counts), max(counts)


def _legal_discard(mask: int, legal: list[Action]) -> Action:
    """The legal discard action naming exactly the cards of ``mask``."""
    action = A.discard(mask)
    assert action in legal, "discard not among the legal actions"
    return action


def make_policy(game: Game) -> EcartePolicy:
    """The Écarté policy."""
    return EcartePolicy(game)
