"""NJET bots: block the options that hurt the hand, keep trumps, play for (or away from) tricks by the points."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import cast

from cardtable.bots.knowledge import deal_around_voids
from cardtable.bots.policy import samples_for
from cardtable.bots.sampled import Sampled, SampledPolicy, by_power
from cardtable.bots.stated import Stated
from cardtable.cards.deck import Deck, get_deck
from cardtable.engine.protocol import Action, Game, Result, View
from cardtable.games.njet.actions import CARD_ACTIONS, CODE_INDEX
from cardtable.games.njet.board import DECK_NAME, HAND_SIZE, POINTS, TRUMP_COLOURS, Phase, blockable, initial_board
from cardtable.games.njet.cardplay import TRUMP, tables
from cardtable.games.njet.facts import NjetFacts

WORLDS = 12  # sampled worlds per card decision at effort 1
OPTION_WORLDS = 6  # per discard decision at effort 1 (a whole-round playout per option and world) …
BOARD_WORLDS = 12  # … per disc
TEAM_WORLDS = 24  # … per team choice (one a round, and the teams decide who scores with whom)
TEAM_SHORTLIST = 4  # of many teams (five players: ten) all are valued on a third of the worlds, the best 4 on all
ATTEMPTS = 40  # rejection-sampling tries per world
BLOCK_DRAWS = 6  # candidate deals per world, one kept in proportion to how well it explains the others' blocks
BLOCK_TEMPERATURE = 0.3  # a block's chance under the rule of thumb: softmax of its dislikes at this temperature
OPTION_CAUTION = 1.0  # standard errors a board, team or discard option must beat the rule of thumb's by
DISCARD_TRUST = 0.9  # share of worlds that read the others' hidden discards and passes as the rule of thumb's


def _facts(view: View) -> NjetFacts:
    return cast(NjetFacts, view.facts)


def _deck(view: View) -> Deck:
    return get_deck(DECK_NAME.get(len(view.hand_sizes), "njet60"))


def _strong(hand: list[str]) -> bool:
    """A hand that expects more than its share of tricks: many high cards."""
    return sum(int(c[1:]) >= 7 for c in hand) * 3 >= len(hand)


def _dislike(hand: list[str], seat: int, row: int, col: int) -> float:
    """How much ``seat`` with ``hand`` wants option (row, col) gone; the bot blocks the most disliked."""
    if row == 1:
        return -5.0 if col - 1 == seat else 0.5
    if row == 2:
        return 0.1
    if row == 3:
        colour = TRUMP_COLOURS[col - 1]
        if colour is None:
            return 0.6
        mine = [c for c in hand if c[0] == colour]
        return 2.0 - 0.4 * len(mine) - 0.03 * sum(int(c[1:]) for c in mine)
    if row == 4:
        colour = TRUMP_COLOURS[col - 1]
        if colour is None:
            return 0.3
        return -1.0 if f"{colour}0" in hand else 1.0
    points = POINTS[col - 1]
    if _strong(hand):
        return 2.0 if points < 0 else 1.0 / points
    return 1.2 if points == 4 else (-0.5 if points < 0 else 0.2 * points)


def _keep(view: View, code: str) -> float:
    """What a card is worth keeping: trumps and super trumps most, ordinary zeros least (opponents capture them)."""
    value = int(code[1:])
    if value == 0:
        return 30.0 if code[0] == _facts(view).super_trump else -1.0
    return value + (10.0 if code[0] == view.trump else 0.0)


def _block_order(view: View, legal: list[Action]) -> list[Action]:
    """The spaces the seat may cover, the most disliked option first."""

    def dislike(action: Action) -> float:
        r, c = map(int, action.arg.split())  # the disc's row and column, counted from 0
        return _dislike(view.hand, view.seat, r + 1, c + 1)

    return sorted(legal, key=dislike, reverse=True)  # stable: the first of equals stays first


def _discard_order(view: View, legal: list[Action]) -> list[Action]:
    """The discards or passes the seat may make, the cards least worth keeping first."""
    codes = _deck(view).codes
    return sorted(legal, key=lambda x: sum(_keep(view, codes[c]) for c in x.cards))


def _teams(view: View) -> set[int]:
    for team in _facts(view).teams or []:
        if view.seat in team:
            return set(team)
    return {view.seat}


def _play(view: View, legal: list[Action]) -> Action:
    deck = _deck(view)
    facts = _facts(view)
    win, _ = tables(deck.name, view.trump, facts.super_trump, equal_cards=facts.equal_cards)
    ties_later = bool(getattr(win, "later_wins_ties", True))
    points = facts.points_per_trick or 1
    want = points > 0
    mine = _teams(view)
    ints = [a.cards[0] for a in legal]
    cards = [deck.codes[c] for c in ints]
    zero = [c[1:] == "0" and c[0] != facts.super_trump for c in cards]
    if not view.trick:
        return by_power(legal, [win.power(c, win.suit_of[c]) for c in ints], want)
    led = win.suit_of[deck.card(view.trick[0][1])]
    powers = [win.power(deck.card(c), led) for _, c in view.trick]
    top = max(range(len(powers)), key=lambda i: (powers[i], i if ties_later else -i))
    best = powers[top]
    pw = [win.power(c, led) for c in ints]
    beat = [i for i in range(len(ints)) if pw[i] > best or (ties_later and pw[i] == best)]
    lose = [i for i in range(len(ints)) if i not in beat]
    friend = view.trick[top][0] in mine
    last = len(view.trick) == len(view.hand_sizes) - 1
    if want:
        if friend and (last or win.suit_of[deck.card(view.trick[top][1])] == TRUMP):
            # the trick is ours: a zero is safe here, else the least useful card
            return legal[min(range(len(ints)), key=lambda i: (not zero[i], _keep(view, cards[i]), i))]
        if not friend and beat:
            return legal[min(beat, key=lambda i: pw[i])] if last else legal[max(beat, key=lambda i: pw[i])]
        pool = [i for i in lose if not zero[i]] or lose or list(range(len(ints)))
        return legal[min(pool, key=lambda i: (_keep(view, cards[i]), i))]
    # negative points: stay out of tricks; feed ordinary zeros to the opponents' tricks
    if lose:
        if not friend:
            z = [i for i in lose if zero[i]]
            if z:
                return legal[z[0]]
        return legal[max(lose, key=lambda i: (pw[i], -i))]
    return legal[max(range(len(ints)), key=lambda i: (pw[i], -i))]


def _least_kept(view: View, cards: list[str], k: int, rng: random.Random) -> list[str]:
    """The ``k`` of ``cards`` the rule of thumb gives away first (ties at random; no 0s under "no 0s" while
    others remain)."""
    no_zero = _facts(view).discard_rule == "discard-2-no-zero"
    order = sorted(cards, key=lambda c: (no_zero and c[1:] == "0", _keep(view, c), rng.random()))
    return order[:k]


def _hidden_action(deck: Deck, passing: bool, codes: list[str]) -> Action:
    """The discard or pass of ``codes`` (one or two cards) at a table dealt from ``deck``."""
    actions = CARD_ACTIONS[deck.name]
    k = sorted(CODE_INDEX[c] for c in codes)
    if len(k) == 1:
        return actions.discard_one[k[0]]
    return (actions.pass_two if passing else actions.discard_two)[(k[0], k[1])]


def _sample_deal(view: View, rng: random.Random, voids: bool, model: bool = False) -> Sampled | None:
    """A deck order and the others' hidden discard/pass actions, consistent with what the seat saw.

    Each seat's holding (hand now + played cards) is its deal, less what it was
    passed, plus what it discarded or passed on. Voids (did not follow the led
    effective suit) shape the sampled hands; the rest is checked by replaying.
    ``model``: the others' hidden discards and passes are mostly the rule of
    thumb's (the cards least worth keeping: plain 0s first), not any cards.
    """
    n = len(view.hand_sizes)
    me = view.seat
    deck = _deck(view)
    x = _facts(view)
    _, follow = tables(deck.name, view.trump, x.super_trump)
    plays = [
        (s, deck.codes[a.cards[0]])
        for s, a in zip(view.history_seats, view.public_history)
        if a is not None and a.kind == "play"
    ]
    void: list[set[int]] = [set() for _ in range(n)]
    for k in range(0, len(plays), n):
        trick = plays[k : k + n]
        led = follow.suit_of[deck.card(trick[0][1])]
        for s, c in trick[1:]:
            if voids and follow.suit_of[deck.card(c)] != led:
                void[s].add(led)
    rule = x.discard_rule or "none"
    passing = rule == "pass-2"
    arrived = passing and view.phase == "play"  # passed cards arrive once everyone has passed; till then, limbo
    out_n = 2 if rule in ("discard-2", "discard-2-no-zero", "pass-2") else 1 if rule == "discard-1" else 0
    my_out = list(x.my_passed) if passing else list(x.my_discards)
    received = list(x.received)
    pool = Counter(deck.codes)
    holding: list[list[str]] = [[] for _ in range(n)]
    for s, c in plays:
        holding[s].append(c)
    pool.subtract(c for _, c in plays)
    pool.subtract(view.hand)
    holding[me].extend(view.hand)
    room = list(view.hand_sizes)
    room[me] = 0
    if arrived and my_out:
        # my passed cards lie with my right-hand neighbour (in hand, unless played since: counted with the plays)
        right = (me - 1) % n
        unplayed = Counter(my_out)
        unplayed.subtract(c for s, c in plays if s == right)
        for c, k in unplayed.items():
            for _ in range(max(0, k)):
                holding[right].append(c)
                room[right] -= 1
                pool[c] -= 1
    elif my_out:
        pool.subtract(my_out)  # my discards (or passes still on their way) are out of play
    unseen = [c for c, k in pool.items() for _ in range(max(0, k))]
    rng.shuffle(unseen)
    acted = set(x.acted)
    out: list[list[str]] = [[] for _ in range(n)]
    out[me] = my_out
    if model and out_n and not arrived:
        # the rule of thumb gives away the cards least worth keeping of the hand it was dealt: each acted
        # seat's discards are the least kept of a random hand of that size (its played cards in it)
        size = HAND_SIZE[n]
        for s in sorted(acted - {me}):
            if rng.random() < DISCARD_TRUST and len(unseen) >= size - len(holding[s]) >= out_n:
                guess = rng.sample(unseen, size - len(holding[s]))
                for c in _least_kept(view, guess, out_n, rng):
                    unseen.remove(c)
                    out[s].append(c)
    spare = deal_around_voids(unseen, room, void, lambda c: follow.suit_of[deck.card(c)], rng, holding)
    if any(room):
        return None
    hidden: dict[int, Action] = {}
    for s in range(n):
        if s == me or s not in acted or not out_n:
            continue
        if arrived and (s - 1) % n == me:
            out[s] = received  # what I was passed
        elif arrived:
            # passed to s - 1: among that seat's holding, not known to be its own; read as the rule of thumb's
            # pass (what it least keeps) in most worlds
            mine_known = set(my_out) if (s - 1) % n == (me - 1) % n else set()
            choices = [c for c in holding[(s - 1) % n] if c not in mine_known]
            if len(choices) < out_n:
                return None
            if model and rng.random() < DISCARD_TRUST:
                out[s] = _least_kept(view, rng.sample(choices, min(len(choices), 2 * out_n + 1)), out_n, rng)
            else:
                out[s] = rng.sample(choices, out_n)
        elif not out[s]:  # a discard, or a pass not yet arrived: among the cards in no hand
            if len(spare) < out_n:
                return None
            out[s] = [spare.pop() for _ in range(out_n)]
        hidden[s] = _hidden_action(deck, passing, out[s])
    aside = len(deck.codes) - HAND_SIZE[n] * n  # with 2 players half the deck lies aside, unseen by all
    if len(spare) != aside:
        return None
    dealt: list[list[str]] = []
    for s in range(n):
        cards = Counter(holding[s])
        cards.update(out[s])
        if arrived and s in acted:
            cards.subtract(out[(s + 1) % n] if (s + 1) % n != me or my_out else [])
        if any(k < 0 for k in cards.values()):
            return None
        dealt.append([c for c, k in cards.items() for _ in range(k)])
        rng.shuffle(dealt[-1])
    if len({len(d) for d in dealt}) != 1:
        return None
    size = len(dealt[0])
    return [dealt[(view.dealer + 1 + i) % n].pop() for i in range(size * n)] + spare, hidden


# per disc another seat placed: the seat, the space covered and the spaces it could cover (row * 5 + column)
Discs = list[tuple[int, int, list[int]]]


def _others_discs(view: View) -> Discs:
    """The discs the other seats placed, each with the spaces free for it then."""
    covered = initial_board(len(view.hand_sizes))
    out = []
    for s, a in zip(view.history_seats, view.public_history):
        if a is not None and a.kind == "block":
            r, c = map(int, a.arg.split())
            if s != view.seat:
                out.append((s, r * 5 + c, [rr * 5 + cc for rr, cc in blockable(covered)]))
            covered |= 1 << (r * 5 + c)
    return out


def _block_likelihood(view: View, discs: Discs, deck_order: list[str]) -> float:
    """How likely the rule of thumb, dealt the hands of ``deck_order``, would have placed the others'
    ``discs`` as they lie: per disc, a softmax of its dislikes over the spaces free then (``BLOCK_TEMPERATURE``)."""
    n = len(view.hand_sizes)
    scores: dict[int, list[float]] = {}  # per seat, its dislike of each space (its hand does not change)
    log_p = 0.0
    for s, space, free in discs:
        if s not in scores:
            hand = deck_order[(s - view.dealer - 1) % n :: n]
            scores[s] = [_dislike(hand, s, k // 5 + 1, k % 5 + 1) / BLOCK_TEMPERATURE for k in range(25)]
        values = [scores[s][k] for k in free]
        top = max(values)
        log_p += scores[s][space] - top - math.log(sum(math.exp(v - top) for v in values))
    return math.exp(log_p)


class NjetPolicy(SampledPolicy):
    """Rule-of-thumb NJET."""

    worlds = WORLDS
    relative = True  # the most points after the last round wins: a seat values its points less the others'
    attempts = ATTEMPTS
    option_phases = frozenset({Phase.njet, Phase.teams, Phase.discard})
    option_worlds = OPTION_WORLDS

    def heuristic(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        """The rule-of-thumb action."""
        phase = view.phase
        if phase == Phase.njet:
            return _block_order(view, legal)[0]
        if phase == "discard":
            return _discard_order(view, legal)[0]
        if phase == "play":
            return _play(view, legal)
        if phase == "teams" and legal[0].kind == "team":
            # a partner at the opposite seat (4 players) plays after the opponents: a natural second hand
            n = len(view.hand_sizes)
            opposite = (view.seat + n // 2) % n
            for x in legal:
                if str(opposite) in x.arg.split():
                    return x
        return rng.choice(legal)

    def caution(self, view: View) -> float:
        """Board, team and discard options by a few whole-round playouts: a change from the rule of thumb's
        must beat it by ``OPTION_CAUTION`` standard errors (an option's gain over it has a median standard
        deviation of about 4 points from world to world, its mean gain a median size of about 1.2)."""
        return OPTION_CAUTION if view.phase in self.option_phases else 0.0

    def world_count(self, view: View, effort: float) -> int:
        """More worlds for a disc (``BOARD_WORLDS``) and for the team choice (``TEAM_WORLDS``) than for a discard."""
        worlds = {Phase.njet: BOARD_WORLDS, Phase.teams: TEAM_WORLDS}.get(Phase(view.phase))
        if worlds is None:
            return super().world_count(view, effort)
        return samples_for(worlds, effort, self.least_option_worlds)

    def candidates(self, view: View, legal: list[Action]) -> list[Action]:
        """Every team is weighed (``search_values`` screens them when there are many); else the shortlist."""
        if view.phase == Phase.teams:
            return self.candidates_after(self.heuristic(view, legal, random.Random(0)), legal)
        return super().candidates(view, legal)

    def shortlist(self, view: View) -> int:
        """A team choice among many values every team on a third of its worlds, the best ``TEAM_SHORTLIST`` on all."""
        return TEAM_SHORTLIST if view.phase == Phase.teams else 0

    def preference(self, view: View, legal: list[Action]) -> list[Action]:
        """Blocks by dislike, discards and passes by what the cards are worth keeping; teams as the heuristic."""
        if view.phase == Phase.njet:
            return _block_order(view, legal)
        if view.phase == "discard":
            return _discard_order(view, legal)
        return super().preference(view, legal)

    def commitment(self, view: View, action: Action, legal: Sequence[Action]) -> Stated | None:
        """The start player's choice of team: his side to outscore the other."""
        if action.kind != "team":
            return None
        return Stated("team", action.arg, view.seat, contract=True, forced=len(legal) == 1)

    def made(self, note: Stated, result: Result) -> bool | None:
        """The chooser's team scored more than every other team."""
        d = result.details
        teams, scores = d.get("teams"), d.get("team_scores")
        if not teams or not scores:
            return None
        mine = next((k for k, team in enumerate(teams) if note.seat in team), None)
        if mine is None:
            return None
        return all(scores[mine] > x for k, x in enumerate(scores) if k != mine)

    def sample_deal(self, view: View, rng: random.Random, attempt: int) -> Sampled | None:
        """The unseen cards and the hidden discards; voids respected in the first half of the tries; in the
        first quarter the others' discards and passes read as the rule of thumb's, and one of ``BLOCK_DRAWS``
        deals kept in proportion to its ``_block_likelihood``."""
        model = attempt < self.attempts // 4
        discs = _others_discs(view) if model else []
        if not discs:
            return _sample_deal(view, rng, voids=attempt < self.attempts // 2, model=model)
        drawn = [d for d in (_sample_deal(view, rng, voids=True, model=True) for _ in range(BLOCK_DRAWS)) if d]
        if not drawn:
            return None
        weights = [_block_likelihood(view, discs, deck) for deck, _ in drawn]
        return rng.choices(drawn, weights=weights)[0] if sum(weights) > 0 else drawn[0]


def make_policy(game: Game) -> NjetPolicy:
    """The NJET policy."""
    return NjetPolicy(game)
