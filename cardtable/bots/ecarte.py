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

import math
import random
import time
from collections.abc import Hashable
from typing import cast

from cardtable.bots.ecarte_game import GameEquity
from cardtable.bots.knowledge import Hole, play_constraints, sample, tricks_from_history
from cardtable.bots.policy import Policy, Search
from cardtable.bots.search import SearchTimeout, Solver, Trick, TrickModel
from cardtable.cards import bits
from cardtable.engine.protocol import Game, View
from cardtable.engine.tricks import allowed, beating
from cardtable.games.ecarte.scoring import trick_score
from cardtable.games.ecarte.tables import DECK, KING, RULES, STRENGTH, TABLES

FULL = DECK.full
SUIT_MASKS = DECK.suit_masks
KINGS = sum(1 << k for k in KING)
QUEENS = DECK.mask(s + "Q" for s in DECK.suits)
JACKS = DECK.mask(s + "J" for s in DECK.suits)

STAND_AT = 6.0  # hand score from which the non-dealer plays without proposing (and the dealer refuses)
PLAY_SAMPLES = 240  # worlds per card decision at effort 1
EXCHANGE_SAMPLES = 256  # worlds per exchange decision at effort 1
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
    p = 1.0 / (1.0 + math.exp(-(hand_score(hand, trump) - STAND_AT) * 1.5))
    return p if stood else 1.0 - p


# ---------------------------------------------------------------- reading the view


class Seen:
    """Everything one seat knows, as masks."""

    def __init__(self, view: View) -> None:
        self.me = view.seat
        self.opp = 1 - view.seat
        self.dealer = view.dealer
        self.non_dealer = 1 - view.dealer
        self.trump = DECK.suits.index(view.trump) if view.trump else DECK.suit_of[DECK.card(view.extra["turn_up"])]
        ex = view.extra
        self.turnup = DECK.card(ex["turn_up"])
        self.hand = DECK.mask(view.hand)
        self.my_discards = DECK.mask(ex.get("my_discards", []))
        self.finished, self.trick = tricks_from_history(view.public_history, view.history_seats, DECK.card, 2)
        played = 0
        for t in (*self.finished, self.trick):
            for _s, c in t:
                played |= 1 << c
        self.played = played
        self.opp_size = view.hand_sizes[self.opp]
        self.talon_size = ex.get("talon_size", 0)
        self.unseen = FULL & ~(self.hand | self.turnup_bit | self.my_discards | played)
        self.autorite = bool(ex.get("played_without_proposing"))
        self.refused_first = bool(ex.get("dealer_refused_first"))
        self.marks = [(m["seat"], m["how"]) for m in ex.get("king_marks", [])]
        self.tricks_won = list(view.tricks_won)
        self.phase = view.phase
        self.history = list(zip(view.public_history, view.history_seats))
        self.exchanges = list(ex.get("exchanges", []))
        self._frame: tuple | None = None

    def opponent_frame(self) -> tuple[int, int, int, int, int, tuple[bool, int] | None, int | None]:
        """What every sample of the opponent's hand shares (computed once per decision)."""
        if self._frame is None:
            unseen = self.unseen
            tricks = self.finished + ([self.trick] if self.trick else [])
            excluded = play_constraints(tricks, self.legal, unseen).get(self.opp, 0)
            forced = 0
            king = KING[self.trump]
            if unseen >> king & 1 and self.phase == "play":
                if any(s == self.opp for s, _ in self.marks):
                    forced |= 1 << king
                else:
                    excluded |= 1 << king  # he would have marked it
            size = self.opp_size - forced.bit_count()
            pool = unseen & ~forced
            last = [e for e in self.exchanges if e["seat"] == self.opp]
            kept = 5 - last[-1]["discarded"] if last else None
            self._frame = (pool, size, pool.bit_count() - size, excluded, forced, self.opp_decision_hand_played(), kept)
        return self._frame

    @property
    def opp_played(self) -> int:
        """The cards the opponent has played in this deal."""
        m = 0
        for t in (*self.finished, self.trick):
            for s, c in t:
                if s == self.opp:
                    m |= 1 << c
        return m

    @property
    def turnup_bit(self) -> int:
        return 1 << self.turnup

    def legal(self, hand: int, trick: Trick, seat: int = 0) -> int:
        """The cards of ``hand`` playable to ``trick``."""
        return allowed(hand, trick, TABLES[self.trump], RULES)

    def opp_decision_hand_played(self) -> tuple[bool, int] | None:
        """If the opponent's last exchange decision was a stand/refuse (or propose/accept) made on
        the hand he still holds, (stood, cards he has played since); else None."""
        last = None
        for i, (text, seat) in enumerate(self.history):
            if seat == self.opp and (text is None or text.kind in ("stand", "refuse", "propose", "accept", "discard")):
                last = i
        if last is None:
            return None
        text = self.history[last][0]
        if text not in ("stand", "refuse", "propose", "accept"):
            return None
        played = 0
        for t in (*self.finished, self.trick):
            for s, c in t:
                if s == self.opp:
                    played |= 1 << c
        return text in ("stand", "refuse"), played


# ---------------------------------------------------------------- sampled worlds


def keepers(hand: int, trump: int) -> int:
    """How many cards of ``hand`` the heuristic would keep in an exchange."""
    return sum(1 for c in bits(hand) if keep_value(c, hand, trump) >= 6.5)


def sample_opponent(seen: Seen, rng: random.Random, true_opp: int | None = None) -> tuple[int, int]:
    """(opponent's hand, the other unseen cards) consistent with the view.

    Hard constraints: cards seen, play duties, the king mark. Soft ones, by
    rejection: a stand/refuse (or propose/accept) on the hand he still holds,
    and his last exchange count — who changed k cards kept 5 − k he valued.
    """
    unseen = seen.unseen
    if true_opp is not None:
        return true_opp, unseen & ~true_opp
    pool, size, rest_size, excluded, forced, signal, kept = seen.opponent_frame()
    hand = 0
    for _ in range(8):
        world = sample(pool, [Hole("opp", size, ~excluded), Hole("rest", rest_size)], rng)
        hand = world["opp"] | forced
        w = 1.0
        if signal is not None:
            stood, played = signal
            w *= stand_likelihood(hand | played, seen.trump, stood)
        if kept is not None and keepers(hand | seen.opp_played, seen.trump) < kept:
            w *= 0.15
        if w >= 1.0 or rng.random() < w:
            break
    return hand, unseen & ~hand


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

    def apply(self, action: str | int) -> None:
        """Apply a word action or a discard mask."""
        nd = 1 - self.dealer
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

    def run(self) -> None:
        """Heuristic decisions until the play starts."""
        while self.phase != "play":
            self.heuristic_step()


def exchange_value(
    ex: Exchange, me: int, deadline: float | None, equity: GameEquity | None = None, marked: int = 0
) -> float:
    """My points minus the opponent's once the exchange is played out heuristically and the play solved
    (with ``equity``: the game equity of that outcome). ``marked`` is a king already scored (+1 me, −1 him)."""
    ex.run()
    king = KING[ex.trump]
    v = marked
    if ex.hands[me] >> king & 1:
        v = 1
    elif ex.hands[1 - me] >> king & 1:
        v = -1
    hands = tuple(ex.hands)
    if equity is not None:
        model = play_model(ex.trump, me, ex.dealer, ex.autorite, ex.refused_first, equity, v)
        return solve_play(model, hands, (), 1 - ex.dealer, (0, 0), deadline)
    model = play_model(ex.trump, me, ex.dealer, ex.autorite, ex.refused_first)
    return v - marked + solve_play(model, hands, (), 1 - ex.dealer, (0, 0), deadline)


# ---------------------------------------------------------------- the policy


class EcartePolicy(Policy):
    """Heuristic and search play for Écarté."""

    def heuristic(self, view: View, legal: list[str], rng: random.Random) -> str:
        if "king" in legal:
            return "king"
        seen = Seen(view)
        phase = view.phase
        if phase == "propose":
            return "stand" if hand_score(seen.hand, seen.trump) >= STAND_AT else "propose"
        if phase == "respond":
            return "refuse" if hand_score(seen.hand, seen.trump) >= STAND_AT else "accept"
        if phase in ("discard", "dealer-discard"):
            least, most = _discard_range(legal)
            return _discard_text(heuristic_discard(seen.hand, seen.trump, least, most), legal)
        card = heuristic_card(seen.hand, seen.trick, seen.trump)
        return f"play {DECK.codes[card]}"

    def candidates(self, view: View, legal: list[str]) -> list[str]:
        """Marking the king alone (it only scores); the heuristic's choice first, then the weakest card;
        for a discard the heuristic's and the k weakest cards next to its count."""
        if "king" in legal:
            return ["king"]
        seen = Seen(view)
        phase = view.phase
        if phase == "play":
            h = heuristic_card(seen.hand, seen.trick, seen.trump)
            cards = [DECK.card(a[5:]) for a in legal if a.startswith("play ")]
            return [f"play {DECK.codes[c]}" for c in sorted(cards, key=lambda c: (c != h, STRENGTH[c]))]
        if phase in ("discard", "dealer-discard"):
            least, most = _discard_range(legal)
            return [_discard_text(m, legal) for m in discard_candidates(seen.hand, seen.trump, least, most)]
        first = self.heuristic(view, legal, random.Random(0))  # no randomness in these phases
        return sorted(legal, key=lambda a: a != first)

    def search_values(self, view: View, actions: list[str], search: Search) -> dict[str, float]:
        """Card play: the open-hand value over sampled opponent hands (marking the king: the best card, the king mine).
        Exchange: each action, then both sides' heuristic exchange in the sampled world, then the play solved.
        Values are game equity in point-equivalents (``ecarte_game.GameEquity``): the change in my chance
        of winning the game that the deal's outcome makes, over a scoreless deal, divided by what one point is
        worth at 0:0 — about points at the start of a game, the game itself near its end. (With
        ``GAME_AWARE`` off: my points minus the opponent's for the rest of the deal, king points included.)"""
        seen = Seen(view)
        equity = game_equity(view) if GAME_AWARE else None
        if view.phase == "play":
            self._play(seen, view, actions, search, equity)
        else:
            self._exchange(seen, view, actions, search, equity)
        return search.tally.means(actions)

    def _play(self, seen: Seen, view: View, actions: list[str], search: Search, equity: GameEquity | None) -> None:
        rng, deadline, tally = search.rng, search.deadline, search.tally
        true_opp = _true_opponent(seen, search)
        cards = [DECK.card(a[5:]) for a in actions if a.startswith("play ")]
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
                if "king" in actions and equity is not None:  # marking: the king is mine, then the best card
                    if 1 not in models:
                        models[1] = play_model(*args, equity, 1)
                    kv = Solver(models[1], deadline).root_values(tuple(hands), seen.trick, seen.me, acc, cards)
            except SearchTimeout:
                break
            for c, v in vals.items():
                if f"play {DECK.codes[c]}" in actions:
                    tally.add(f"play {DECK.codes[c]}", v)
            if "king" in actions:  # marking scores 1 now; the play that follows is the best card
                tally.add("king", max(kv.values()) if equity is not None else max(vals.values()) + 1)
            tally.samples += 1
            if time.perf_counter() > deadline:
                break

    def _exchange(self, seen: Seen, view: View, actions: list[str], search: Search, equity: GameEquity | None) -> None:
        rng, deadline, tally = search.rng, search.deadline, search.tally
        true_opp = _true_opponent(seen, search)
        cands: list[tuple[str, str | int]] = [
            (a, DECK.mask(a.split()[1:]) if a.startswith("discard") else a) for a in actions
        ]
        ex_extra = view.extra
        marked = _marked(view)
        for _ in range(search.samples(EXCHANGE_SAMPLES, 6)):
            opp, rest = sample_opponent(seen, rng, true_opp)
            rest_cards = list(bits(rest))
            rng.shuffle(rest_cards)
            talon = rest_cards[: seen.talon_size]
            got = []
            try:
                for text, choice in cands:
                    hands = [0, 0]
                    hands[seen.me], hands[seen.opp] = seen.hand, opp
                    ex = Exchange(
                        hands,
                        list(talon),
                        seen.trump,
                        seen.dealer,
                        view.phase,
                        seen.me,
                        not ex_extra.get("original_deal", True),
                        seen.autorite,
                        seen.refused_first,
                        int(ex_extra.get("proposals", 0)),
                    )
                    ex.apply(choice)
                    got.append((text, exchange_value(ex, seen.me, deadline, equity, marked)))
            except SearchTimeout:
                break
            for text, v in got:
                tally.add(text, v)
            tally.samples += 1
            if time.perf_counter() > deadline:
                break


def game_equity(view: View) -> GameEquity:
    """The game equity of this deal's outcomes for the seat of ``view``: the score, the target, the next dealer."""
    ex = view.extra
    scores = ex.get("scores") or [0, 0]
    me = view.seat
    return GameEquity(int(scores[me]), int(scores[1 - me]), int(ex.get("target") or 5), view.dealer != me)


def _true_opponent(seen: Seen, search: Search) -> int | None:
    """The opponent's real hand when the benchmark's oracle gives it."""
    return DECK.mask(search.true_hands[seen.opp]) if search.true_hands else None


def _marked(view: View) -> int:
    """The king already scored in this deal: +1 mine, −1 the opponent's, 0 none."""
    pts = view.extra.get("king_points") or [0, 0]
    return 1 if pts[view.seat] else (-1 if pts[1 - view.seat] else 0)


def _discard_range(legal: list[str]) -> tuple[int, int]:
    counts = [len(a.split()) - 1 for a in legal if a.startswith("discard")]
    return min(counts), max(counts)


def _discard_text(mask: int, legal: list[str]) -> str:
    """The legal discard action naming exactly the cards of ``mask``."""
    for a in legal:
        if a.startswith("discard") and DECK.mask(a.split()[1:]) == mask:
            return a
    raise AssertionError("discard not among the legal actions")


def make_policy(game: Game) -> EcartePolicy:
    """The Écarté policy."""
    return EcartePolicy(game)
