"""Meinz bots: aim for the highest sum (the "3") or, with a low hand, the lowest (the "2"), by claims and exchanges."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from cardtable.bots.knowledge import deal_around_voids
from cardtable.bots.policy import samples_for
from cardtable.bots.sampled import Sampled, SampledPolicy
from cardtable.bots.stated import Stated
from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import Action, Game, Result, View
from cardtable.games.meinz.actions import DISCARD
from cardtable.games.meinz.cardplay import VALUE
from cardtable.games.meinz.facts import MeinzFacts
from cardtable.games.meinz.scoring import sum_after, tying_sums

WORLDS = 16  # sampled worlds per decision at effort 1
SET_WORLDS = 32  # a discard or an exchange (the expert's own decisions): every candidate on a third of them …
SET_SHORTLIST = 3  # … the best 3 (the heuristic's among them) on all
SET_PHASES = ("discard", "exchange")
MARGIN = 1.0  # standard errors (of the paired difference) by which a searched discard or exchange must beat …
# … the heuristic's: with 9 candidates the best of 32 noisy playout means is mostly noise
MONSTER_EXCHANGE_MARGIN = 2.0  # … an exchange with the monster (3 players): its pile is sampled whole, the worlds
# spread wider, and replayed against medium only the exchanges 2 standard errors clear gained (issue 13)
HIGH_HAND = 5.0  # a hand (with the tricks taken) averaging at least this goes for the highest sum
CLAIM_HIGH = 6.0  # claim a trick whose cards average at least this (going high) …
CLAIM_LOW = 3.5  # … or at most this (going low)


def _value(code: str) -> int:
    return VALUE[DECK.card(code)]


def _facts(view: View) -> MeinzFacts:
    return cast(MeinzFacts, view.facts)


def _high(view: View) -> bool:
    """Going for the highest sum: decided by the cards the seat holds and has taken, so it is stable."""
    cards = view.hand + list(_facts(view).my_tricks)
    return sum(map(_value, cards)) >= HIGH_HAND * max(1, len(cards))


def _eligible(view: View) -> list[int]:
    return [p for p, ok in enumerate(_facts(view).can_win) if ok]


def _current_winner(view: View) -> int | None:
    """The position the trick goes to as it stands (the claimant, else the lowest eligible card; earlier on ties)."""
    claimant = _facts(view).claimant
    if claimant is not None:
        return claimant
    can = _eligible(view)
    best = None
    for pos, code in view.trick:
        if pos in can and (best is None or _value(code) < best[1]):
            best = (pos, _value(code))
    return None if best is None else best[0]


def _claim(view: View, high: bool) -> bool:
    if not view.trick:
        return False
    vals = [_value(c) for _, c in view.trick]
    mean = sum(vals) / len(vals)
    mine = [_value(c) for c in view.hand]
    if high:
        # my own best card will join the trick
        return (sum(vals) + max(mine, default=0)) / (len(vals) + 1) >= CLAIM_HIGH
    return (sum(vals) + min(mine, default=9)) / (len(vals) + 1) <= CLAIM_LOW and mean <= CLAIM_LOW + 1


def _play(view: View, legal: list[Action], high: bool) -> Action:
    vals = [VALUE[a.cards[0]] for a in legal]
    lo = min(range(len(vals)), key=lambda i: (vals[i], i))
    hi = max(range(len(vals)), key=lambda i: (vals[i], -i))
    claimant = _facts(view).claimant
    me = view.seat
    if claimant == me:
        return legal[hi if high else lo]  # fill my own trick
    if claimant is not None:
        return legal[lo if high else hi]  # someone else's trick: give away what I do not want
    if not view.trick:
        # Lead what suits my aim: a high card to claim at once (going high) or a low card to win (going low).
        return legal[hi if high else lo]
    can = _eligible(view)
    if me not in can:
        return legal[lo if high else hi]
    cur = _current_winner(view)
    pot = [_value(c) for _, c in view.trick]
    mean = sum(pot) / len(pot)
    best_other = min((_value(c) for p, c in view.trick if p in can), default=10)
    winners = [i for i in range(len(vals)) if vals[i] < best_other]
    good = mean >= CLAIM_HIGH - 1 if high else mean <= CLAIM_LOW + 1
    if good and winners and len(view.trick) == 3:
        return legal[max(winners, key=lambda i: vals[i]) if high else min(winners, key=lambda i: vals[i])]
    losers = [i for i in range(len(vals)) if vals[i] >= best_other] if cur is not None else []
    if losers:
        # stay out of a trick I do not want: the lowest loser going high keeps the big cards for my own tricks
        return legal[min(losers, key=lambda i: vals[i]) if high else max(losers, key=lambda i: vals[i])]
    return legal[hi if high else lo]


def _exchange(view: View, legal: list[Action], high: bool) -> Action:
    """The trick card that helps the aim most swapped for the hand's card, or keep; once the seat has its two
    tricks, never onto the sum of a seat that has its two (tied players get nothing, §5.2(8): a top tie costs
    both the 3 and the 1 that second place would have paid), the next best instead."""
    trick = {DECK.card(c) for c in [c for _, c in (view.last_trick or [])] or list(_facts(view).my_tricks)[-4:]}
    keep = next((a for a in legal if a.kind == "keep"), legal[0])
    gains: list[tuple[int, Action]] = [(0, keep)]
    for action in legal:
        if action.kind == "exchange" and action.cards[0] in trick:
            took, gave = action.cards
            gains.append(((VALUE[gave] - VALUE[took]) * (1 if high else -1), action))
    best = max(gains, key=lambda g: g[0])[1]  # the first of the best: keep unless an exchange gains
    taken = tying_sums(view)
    if sum_after(view, best) not in taken:
        return best
    untied = [(g, a) for g, a in gains if sum_after(view, a) not in taken]
    return max(untied, key=lambda g: g[0])[1] if untied else best


def _sample_deal(view: View, rng: random.Random, voids: bool) -> tuple[list[str], dict[int, str]] | None:
    """A deck order and hidden discards: every seen card where it was seen, the unseen ones at random.

    With the monster (3 players) its pile is dealt in play order: the cards it has played first, in order,
    then the unseen rest at random; its plays are not in the history, so each is put back into its trick at
    its turn (``_monster_card``) and the voids are read as with four players (the monster itself follows no rule).
    """
    n = 4
    monster = _facts(view).monster
    plays = [p["card"] for p in _facts(view).monster_plays]
    monster_card = {p["trick"]: p["card"] for p in _facts(view).monster_plays}
    leaders = [_facts(view).start, *_facts(view).trick_winners]
    dealt = [[] for _ in range(n)]  # type: list[list[str]]
    held = [set() for _ in range(n)]  # type: list[set[str]]  # known to be in hand now (taken by an exchange)
    void = [set() for _ in range(n)]  # type: list[set[int]]
    seen = set(view.hand) | set(_facts(view).my_discard) | set(plays)
    trick: list[tuple[int, str]] = []
    done = 0  # tricks complete

    def monster_turn() -> None:
        """The monster's card goes into the trick when the position to play next is the monster's."""
        nonlocal trick, done
        if done in monster_card and (leaders[done] + len(trick)) % n == monster:
            trick.append((monster, monster_card[done]))
            if len(trick) == n:
                trick, done = [], done + 1

    for seat, action in zip(view.history_seats, view.public_history):
        if action is None:
            continue
        if action.kind == "play":
            c = DECK.codes[action.cards[0]]
            seen.add(c)
            monster_turn()
            if trick and voids:
                led = trick[0][1]
                if c[0] != led[0] and c[1:] != led[1:]:
                    void[seat].add(DECK.suits.index(led[0]))
            trick.append((seat, c))
            if len(trick) == n:
                trick, done = [], done + 1
            monster_turn()
            if c in held[seat]:
                held[seat].discard(c)
            else:
                dealt[seat].append(c)
        elif action.kind == "exchange":
            took, gave = (DECK.codes[c] for c in action.cards)
            seen.update((took, gave))
            held[seat].add(took)
            if gave in held[seat]:
                held[seat].discard(gave)
            else:
                dealt[seat].append(gave)
    me = view.seat
    discarded = _facts(view).discarded or [False] * n
    pool = [c for c in DECK.codes if c not in seen]
    rng.shuffle(pool)
    room = [0] * n
    for s in range(n):
        if s in (me, monster):
            continue
        room[s] = view.hand_sizes[s] - len(held[s])
    # the cards in hand now respect the voids; the discards (any colour) come from what is left
    left = deal_around_voids(pool, room, void, lambda c: DECK.suits.index(c[0]), rng, dealt)
    if any(room):
        return None
    discards: dict[int, str] = {}
    for s in range(view.players):
        if s != me and discarded[s]:
            if not left:
                return None
            discards[s] = left.pop()
            dealt[s].append(discards[s])
    if monster is not None:
        unseen = 9 - len(plays)
        if len(left) < unseen:
            return None
        dealt[monster] = [left.pop() for _ in range(unseen)] + plays[::-1]  # dealing takes from the end
    mine = list(view.hand) + list(_facts(view).my_discard)
    dealt[me] += [c for c in mine if c not in held[me]]
    if left or any(len(d) != 9 for d in dealt):
        return None
    start = _facts(view).start
    deck = [dealt[(start + i) % n].pop() for i in range(9 * n)]
    return deck, discards


class MeinzPolicy(SampledPolicy):
    """Rule-of-thumb Meinz: pick an aim (highest or lowest sum) and use discards, claims and exchanges for it."""

    def heuristic(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        """The rule-of-thumb action."""
        high = _high(view)
        if view.phase == "discard":
            key = lambda a: VALUE[a.cards[0]]  # noqa: E731
            return min(legal, key=key) if high else max(legal, key=key)
        claim = next((a for a in legal if a.kind == "claim"), None)
        if claim is not None:
            return claim if _claim(view, high) else next((a for a in legal if a.kind == "pass"), legal[0])
        if view.phase == "exchange":
            return _exchange(view, legal, high)
        if legal[0].kind == "play":
            return _play(view, legal, high)
        return rng.choice(legal)

    def candidates(self, view: View, legal: list[Action]) -> list[Action]:
        """The heuristic's action first; for an exchange only each trick card against the hand's lowest and highest."""
        first = self.heuristic(view, legal, random.Random(0))
        rest = legal
        if view.phase == "exchange":
            ends: set[Action] = set()
            exchanges = [a for a in legal if a.kind == "exchange"]
            for took in {a.cards[0] for a in exchanges}:
                mine = [a for a in exchanges if a.cards[0] == took]
                ends.add(min(mine, key=lambda a: VALUE[a.cards[1]]))
                ends.add(max(mine, key=lambda a: VALUE[a.cards[1]]))
            rest = [a for a in legal if a.kind != "exchange" or a in ends]
        return [first, *(a for a in rest if a != first)]

    worlds = WORLDS
    least_worlds = 8  # medium too: with 4 worlds it measured no better than the heuristic
    relative = True  # the round's point cards are a race (§5.4): what another seat gains, the seat loses

    def world_count(self, view: View, effort: float) -> int:
        """A discard or an exchange, a handful a round, is valued over more worlds than a card or a claim."""
        if view.phase in SET_PHASES:
            return samples_for(SET_WORLDS, effort, self.least_worlds)
        return super().world_count(view, effort)

    def shortlist(self, view: View) -> int:
        """A discard or an exchange values every candidate on a third of its worlds, the best few on all."""
        return SET_SHORTLIST if view.phase in SET_PHASES else 0

    def caution(self, view: View) -> float:
        """A discard or an exchange other than the heuristic's must beat it by ``MARGIN`` standard errors of the
        paired per-world difference (an exchange with the monster by ``MONSTER_EXCHANGE_MARGIN``); a card or a
        claim needs nothing."""
        if view.phase == "exchange" and _facts(view).monster is not None:
            return MONSTER_EXCHANGE_MARGIN
        return MARGIN if view.phase in SET_PHASES else 0.0

    def searched(self, view: View) -> bool:
        """Every decision: discard, play, claims and exchanges (with the monster too: its pile is sampled)."""
        return True

    def commitment(self, view: View, action: Action, legal: Sequence[Action]) -> Stated | None:
        """A claim: the trick is the seat's, whatever is played, for the sum it aims at."""
        if action.kind != "claim":
            return None
        return Stated("claim", f"trick {sum(view.tricks_won) + 1}", view.seat, contract=True)

    def made(self, note: Stated, result: Result) -> bool | None:
        """The round scored for the seat (its sum ranked where point cards are paid)."""
        return result.points[note.seat] > 0

    def sample_deal(self, view: View, rng: random.Random, attempt: int) -> Sampled | None:
        """The unseen cards dealt to the others, their hidden discards among them."""
        sampled = _sample_deal(view, rng, voids=attempt < 30)
        if sampled is None:
            return None
        deck, discards = sampled
        return deck, {seat: DISCARD[DECK.card(code)] for seat, code in discards.items()}


def make_policy(game: Game) -> MeinzPolicy:
    """The Meinz policy."""
    return MeinzPolicy(game)
