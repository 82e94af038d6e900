"""The open-hand search model of a Tarokk deal's card play (``search.TrickModel``), for one sampled world.

Two teams: the declarer's side (declarer and partner, known in a world) and the
opponents; the searching seat's side is team 0. Four seats in play order (at a
five-seat table the dealer sits out): the model numbers them 0..3 as
``DealFacts.active`` does.

The value is the engine's own settlement (``scoring.settle``) of the whole deal
for the searching seat, so the game, dupla and volát, every announced and
silent figure (trull, four kings, the ultimós and uhus, the madárs, XXI catch)
and every kontra count exactly as the table pays them. The running score
(``acc``, a ``Score``) keeps only what those items can still depend on — the
declarer side's card points (clipped at 71, the highest line), which side took
a trick, which side took an honour or a king, the XXI catch, and what happened
to the figure cards in the tricks figures are about — so positions reached by
different plays share the transposition table; each distinct final score is
settled once, by the engine, on the tricks of the first play that reached it.
The bound cards of announced figures (BTE §7.4) are the engine's
``cardplay.binding`` / ``bound_filter`` (``TrickModel.restrict``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from typing import Any, cast

from cardtable.bots.search import Trick, TrickModel
from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import View
from cardtable.engine.tricks import allowed, winner
from cardtable.games.tarokk.actions import ANNOUNCE_BIT, BID_NAMES, BINDING_BITS, COUNTS, FIGURES
from cardtable.games.tarokk.cardplay import binding, bound_filter
from cardtable.games.tarokk.facts import TarokkFacts
from cardtable.games.tarokk.options import TarokkOptions
from cardtable.games.tarokk.scoring import DealFacts, settle
from cardtable.games.tarokk.tables import HONOURS, KINGS, PAGAT, POINTS, RULES, SAS, SKIZ, TABLES, XX, XXI, points

TRICKS = 9
PD_TOP = 71  # the highest line the declarer side's card points are read against (dupla); above it they are alike
# cards that never merge with a neighbour of equal points: the honours, the sas, the XX and the kings
SPECIAL = {PAGAT: 1, SAS: 2, XX: 3, XXI: 4, SKIZ: 5}
CARD_CLASS = tuple(POINTS[c] * 8 + SPECIAL.get(c, 0) for c in range(len(DECK.codes)))


class Score(tuple[Any, ...]):
    """The running score: (tricks done, declarer side's card points clipped at ``PD_TOP``, declarer side took
    a trick, opponents took one, sides that took an honour (bits), sides that took a king, the XXI catch as
    trick * 2 + the catching side + 1 (0: none), per trick some figure is about: (trick, took0, took1, per
    figure card in it: (card, its player's side, it won))). Compared and hashed as that tuple; ``chain`` holds the
    tricks played in the search (model seats), for the engine's settlement of a finished play."""

    chain: Any


class TarokkPlay:
    """One world's card play: the deal's facts so far, the hands, the model (``model``) and its start (``acc``)."""

    def __init__(self, deal: DealFacts, seat: int, hands: Sequence[int], trick: Sequence[tuple[int, int]]) -> None:
        """``deal``: the settlement facts with the finished tricks so far; ``hands`` per real seat; ``trick``
        the trick in play (real seats); the value is ``seat``'s points."""
        self.deal = deal
        self.seat = seat
        self.active = tuple(deal.active)
        self.pos = {s: i for i, s in enumerate(self.active)}
        self.side = tuple(deal.side(s) for s in self.active)  # per model seat: 0 the declarer's side
        me = deal.side(seat)
        self.hands = tuple(hands[s] for s in self.active)
        self.trick = tuple((self.pos[s], c) for s, c in trick)
        self.to_move = (self.pos[trick[-1][0]] + 1) % 4 if trick else self.pos[deal.winners[-1]] if deal.winners else 0
        said = [0, 0]
        for side, item in deal.announced:
            if item in FIGURES:
                said[side] |= ANNOUNCE_BIT[item]
        self.said = said
        # per trick, the cards whose place in it a figure reads: the announced bound-card figures' cards, and in
        # the last trick the pagát and the sas (the silent ultimós, made or failed)
        figure_cards = [0] * (TRICKS + 1)
        figure_cards[TRICKS] = (1 << PAGAT) | (1 << SAS)
        for _side, item in deal.announced:
            fig = FIGURES.get(item)
            if fig is not None and fig.card >= 0:
                figure_cards[fig.trick] |= 1 << fig.card
        self.figure_cards = figure_cards
        self.memo: dict[Hashable, float] = {}
        self.acc = self._start()
        self.model = TrickModel(
            4,
            TABLES,
            tuple(0 if self.side[i] == me else 1 for i in range(4)),
            self._legal,
            self._after,
            self._value,
            card_class=CARD_CLASS,
            rules=RULES,
            restrict=self._restrict if said[0] & BINDING_BITS or said[1] & BINDING_BITS else None,
        )

    # -- the running score --------------------------------------------------------------------------------------

    def _start(self) -> Score:
        """The running score of the tricks finished before the search."""
        d = self.deal
        pd = d.card_points()  # the tricks so far and the discards that count (the engine's own sum)
        acc = _score((0, min(pd, PD_TOP), False, False, 0, 0, 0, ()), None)
        for t, w in zip(d.tricks, d.winners):
            acc = self._after_real(acc, tuple((self.pos[s], c) for s, c in t), self.pos[w], count_points=False)
        acc.chain = None
        return acc

    def _after(self, acc: Hashable, trick: Trick, w: int, last: bool) -> Hashable:
        return self._after_real(cast(Score, acc), trick, w)

    def _after_real(self, acc: Score, trick: Trick, w: int, count_points: bool = True) -> Score:
        n, pd, t0, t1, hon, kings, catch, figs = acc
        side = self.side
        sw = side[w]
        mask = 0
        for _s, c in trick:
            mask |= 1 << c
        n += 1
        if sw == 0 and count_points and pd < PD_TOP:
            pd = min(PD_TOP, pd + points(mask))
        if mask & HONOURS:
            hon |= 1 << sw
        if mask & KINGS:
            kings |= 1 << sw
        if mask >> SKIZ & 1 and mask >> XXI & 1 and not catch:
            by = {c: s for s, c in trick}
            if side[by[SKIZ]] != side[by[XXI]]:
                catch = n * 2 + sw + 1  # the skíz wins the trick it catches in
        cards = self.figure_cards[n]
        if cards:
            figs = (*figs, (n, t0, t1, tuple((c, side[s], s == w) for s, c in trick if cards >> c & 1)))
        if sw == 0:
            t0 = True
        else:
            t1 = True
        return _score((n, pd, t0, t1, hon, kings, catch, figs), (acc.chain, trick, w))

    def _value(self, acc: Hashable) -> float:
        """The searching seat's points in the engine's settlement of the finished deal."""
        got = self.memo.get(acc)
        if got is None:
            tricks, winners = self.finished(cast(Score, acc))
            deal = dataclasses.replace(self.deal, tricks=tricks, winners=winners)
            got = self.memo[acc] = float(settle(deal).points[self.seat])
        return got

    def finished(self, acc: Score) -> tuple[list[list[tuple[int, int]]], list[int]]:
        """All nine tricks (real seats) and their winners: the deal's, then the search's ``acc.chain``."""
        played = []
        link = acc.chain
        while link is not None:
            link, trick, w = link
            played.append((trick, w))
        tricks = [list(t) for t in self.deal.tricks]
        winners = list(self.deal.winners)
        for trick, w in reversed(played):
            tricks.append([(self.active[s], c) for s, c in trick])
            winners.append(self.active[w])
        return tricks, winners

    # -- the rules of play --------------------------------------------------------------------------------------

    def _legal(self, hand: int, trick: Trick, seat: int) -> int:
        """The follow / tarokk duties (BTE §7; the bound cards come on top through ``_restrict``)."""
        return allowed(hand, trick, TABLES, RULES)

    def _restrict(self, seat: int, hand: int, moves: int, acc: Hashable) -> int:
        """The bound cards of the seat's side (BTE §7.4) filter ``moves``, as the engine's ``playable`` does."""
        _n, _pd, t0, t1 = cast(Score, acc)[:4]
        trick_no = TRICKS + 1 - hand.bit_count()
        bound = binding(self.said, trick_no, (int(t0), int(t1)))[self.side[seat]]
        return bound_filter(hand, moves, bound, trick_no)

    def legal(self, hand: int, trick: Trick, seat: int, acc: Score) -> int:
        """Every rule of play at once (the reference the search's moves are tested against)."""
        base = self._legal(hand, trick, seat)
        return base if self.model.restrict is None else self._restrict(seat, hand, base, acc)


def _score(key: tuple[Any, ...], chain: Any) -> Score:
    s = Score(key)
    s.chain = chain
    return s


def world_play(world: Any, seat: int) -> TarokkPlay:
    """The card play of a sampled world (a deal in the play phase), read from its seats' views only: each seat's
    hand and own discard, the public announcements, kontras and tricks, the partner as he knows himself."""
    views: dict[int, View] = {}
    first = cast(View, world.view(seat))
    x = cast(TarokkFacts, first.facts)
    for s in x.active:
        views[s] = first if s == seat else cast(View, world.view(s))
    options = cast(TarokkOptions, world.game.rules)  # the world's rules: the table's
    return TarokkPlay(deal_facts(views, x.active, options), seat, hands_of(views, first.players), trick_of(first))


def deal_facts(views: dict[int, View], active: Sequence[int], options: TarokkOptions) -> DealFacts:
    """The settlement facts of a deal in play from every active seat's view (the finished tricks so far)."""
    v0 = views[active[0]]
    x = cast(TarokkFacts, v0.facts)
    declarer = x.declarer
    assert declarer is not None and v0.contract is not None
    partner = next(
        (s for s in active if s != declarer and cast(TarokkFacts, views[s].facts).partner == s),
        -1,
    )
    bid = next(n for n, name in BID_NAMES.items() if name == v0.contract)
    discards = {}
    for s in active:
        own = cast(TarokkFacts, views[s].facts).own_discard
        if own:
            discards[s] = DECK.mask(own)
    announced: dict[tuple[int, str], int] = {}
    for key, level in x.kontra.items():
        side, item = key.split(":", 1)
        announced[(int(side), item)] = level
    announced.setdefault((0, "parti"), 0)
    counts = [(e["seat"], e["item"]) for e in x.announcements if e["word"] == "announce" and e["item"] in COUNTS]
    tricks: list[list[tuple[int, int]]] = []
    plays = [(s, a.cards[0]) for s, a in zip(v0.history_seats, v0.public_history) if a is not None and a.kind == "play"]
    for k in range(0, len(plays) - len(plays) % 4, 4):
        tricks.append(plays[k : k + 4])
    return DealFacts(
        active=tuple(active),
        players=v0.players,
        declarer=declarer,
        partner=partner,
        bid=bid,
        tricks=tricks,
        winners=[winner(t, TABLES) for t in tricks],
        discards=discards,
        announced=announced,
        counts=counts,
        hivatalbol=x.hivatalbol is not None,
        options=options,
    )


def hands_of(views: dict[int, View], players: int) -> list[int]:
    """Each seat's hand (a mask) from its own view."""
    hands = [0] * players
    for s, v in views.items():
        hands[s] = DECK.mask(v.hand)
    return hands


def trick_of(view: View) -> list[tuple[int, int]]:
    """The trick in play (real seats, card ints)."""
    return [(s, DECK.card(c)) for s, c in view.trick]


def solve_times(game: Any, seeds: Sequence[int], left: int) -> dict[str, float]:
    """The solver's cost on Tarokk positions: for each seed's deal played by the heuristic (four seats, the
    seed's dealer) to the first lead with ``left`` tricks to go, every root move of the leader solved on the
    true hands. Mean / median / max ms and mean / max nodes (the node counts are the same on every machine)."""
    import statistics
    import time

    from cardtable.bots import get_bot
    from cardtable.bots.search import Solver

    ms: list[float] = []
    nodes: list[int] = []
    for seed in seeds:
        state = game.new_deal(seed, dealer=seed % 4)
        bots = [get_bot("heuristic", game, s) for s in range(4)]
        while state.to_move is not None:
            view = state.view(state.to_move)
            x = cast(TarokkFacts, view.facts)
            if view.phase == "play" and not view.trick and x.tricks_played == TRICKS - left:
                play = world_play(state, view.seat)
                cards = [a.cards[0] for a in view.legal_actions]
                solver = Solver(play.model)
                t0 = time.perf_counter()
                solver.root_values(play.hands, play.trick, play.to_move, play.acc, cards)
                ms.append((time.perf_counter() - t0) * 1000)
                nodes.append(solver.nodes)
                break
            state.apply(bots[view.seat].choose(view, view.legal_actions))
    return {
        "positions": len(ms),
        "mean_ms": round(statistics.mean(ms), 2),
        "median_ms": round(statistics.median(ms), 2),
        "max_ms": round(max(ms), 2),
        "mean_nodes": round(statistics.mean(nodes)),
        "max_nodes": max(nodes),
    }
