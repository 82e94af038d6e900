"""The Ulti policy: heuristic choices and the expert's sampled-world values."""

from __future__ import annotations

import copy
import math
import random
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import cast

from cardtable.bots.policy import Policy, Search, Tally, samples_for
from cardtable.bots.search import INF, SearchTimeout, Solver
from cardtable.bots.stated import Stated
from cardtable.bots.ulti.auction import auction_worlds, with_talon
from cardtable.bots.ulti.open_hand import CappedSolver, NodeLimit, dd_model, finished_acc, solved_rollout
from cardtable.bots.ulti.rollout import contract_rollout, heuristic_play, playout, rollout_hands, score_tricks
from cardtable.bots.ulti.sampling import (
    BID_FIT_TRIES,
    PLAY_MISS,
    Seen,
    card_play_worlds,
    fitting_worlds,
    played_by,
    sample_world,
    trump_guard,
)
from cardtable.bots.ulti.tables import FULL, SUITS, mask
from cardtable.bots.ulti.valuation import (
    HandOdds,
    best_trump,
    candidate_contracts,
    contract_options,
    contract_worth,
    discard_options,
    plan,
    plan_discard,
)
from cardtable.cards import bits, mask_of
from cardtable.engine.protocol import Action, Game, Result, View
from cardtable.engine.tricks import winner
from cardtable.games.ulti.actions import ACCEPT, DISCARD, PASS, PLAY, TAKE, TRUMP, kontra_action
from cardtable.games.ulti.contracts import Contract, parse_contract
from cardtable.games.ulti.facts import Announcement, DealFacts
from cardtable.games.ulti.scoring import settle
from cardtable.games.ulti.view_facts import UltiFacts

ROLLOUT_SAMPLES = 96  # worlds per card decision at effort 1 (each scores every legal card by a rollout)
DD_SAMPLES = 32  # worlds per card decision once the open-hand search takes over
DD_CARDS = 15  # open-hand alpha-beta once this many cards (or fewer) are left in the hands (5 tricks)
KONTRA_SAMPLES = 24  # heuristic playouts to value refusing a concession at effort 1
RAISE_WORLDS = 24  # worlds per raise decision at effort 1, each part solved exactly (open hands, both sides best)
RAISE_NODES = 60_000  # solver nodes per raise decision at effort 1: no new world once they are spent
SOLVE_NODES = 20_000  # one part in one world: a solve that needs more counts as a toss-up (half made)
RAISE_Z = 1.0  # the confidence bound on a raised part's rate, in standard errors: fewer worlds, more caution
# a raised part's rate counts this many more worlds at even odds: over 238 parts in the kontra windows of 80
# expert deals (seeds 1-40, 101-140) the declarer made 71% on the true hands, the worlds said 52%, and 11% in
# those a defender would kontra (35% made); with 16 the kontra'd parts were predicted 22%, made 25%
PRIOR_WORLDS = 16
TAKE_WORLDS = 48  # worlds of the bidding a pass and a take are valued in at effort 1 (the same for both)
TAKE_TALONS = 6  # talons those worlds are dealt round at effort 1 (each world takes one of them on the table)
TAKE_OPTIONS = 3  # the best discards (one contract each, by the hand odds) rolled out per talon
ROB_OPTIONS = 2  # the holder's self-rob: the best plans of his twelve cards rolled out (he knows the talon)
BID_SAMPLES = 48  # rollouts per candidate contract at effort 1
BID_OPTIONS = 4  # candidate contracts (with their discards) weighed by rollouts
# a betli or durchmars bid is valued by the exact solver, not by rollouts (issue 13: heuristic defenders break
# a betli far less often than a searching one): this many of the bid's worlds at effort 1, each capped at
# ``SOLVE_NODES`` (a solve that needs more counts as a toss-up)
BID_SOLVES = 24
BID_SOLVE_NODES = 100_000  # solver nodes for the lone betlis and durchmars of one bid, take or raise at effort 1
EXACT_FROM = 15  # a bid's rollout: the exact solver plays the last this many cards (0: the heuristic to the end)
KONTRA_WORDS = ("kontra", "csatlakozom", "rekontra", "szubkontra", "hirskontra", "mordkontra")
# A raise doubles the stake of the part: it pays the defender when the declarer makes the part less than half
# the time, the declarer when he makes it more than half. The open-hand solver plays both sides seeing every card
# (at the table each side guesses), and a raise invites the next one: each side keeps this margin on top of the
# confidence bound.
RAISE_MARGIN = 0.15
KONTRA_AT = 0.5 - RAISE_MARGIN  # a defender raises a part the declarer makes at most this often
REKONTRA_AT = 0.5 + RAISE_MARGIN  # the declarer raises one he makes at least this often
TAKE_EDGE = 1.0  # worth a take (or a raise) must add before the bots bid on: the talon is unseen
# a trump game's stated chance: the share of a bid's rollouts judged made, each judged half by the open-hand
# solver's ending (both defenders see every card: at the table they guess) and half by the heuristic's own play
# to the end. Judged by the solver alone, the declarers in expert self-play (27001-27014) stated 41% and made
# 50% (the same worlds' heuristic play to the end: 56%); 46% and 60% over the 30 deals of docs/bots.md
HEURISTIC_JUDGE = 0.5
# a parti game's (passz, piros passz) stated chance: its worlds' judged share read through a line measured in expert
# self-play (``tools/ulti_stated_line.py``): made in PARTI_HIT of the contracts all of whose worlds made it, in
# PARTI_MISS of those all of whose worlds failed it. The worlds understate a weak parti: of the 112 parti contracts
# of 200 MAUSZ deals (29001) the 34 whose worlds gave them under 30% (9% on average) were made 26% of the time (all:
# 53% by the worlds, 62% made); checked on the 124 of 200 4M deals (32001), not fitted on: 59% stated, 59% made
# (the worlds' share: 50%). The values, and so the choices, are the rollouts' as before.
PARTI_MISS = 0.20
PARTI_HIT = 0.98

Plan = tuple[int, int, Contract | None, int | None]  # (10-card hand, talon, contract, trump) of a bid or discard


class UltiPolicy(Policy):
    """Heuristic and search play for Ulti."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.variant = getattr(game, "variant", "mausz") or "mausz"
        self.contracts = candidate_contracts(self.variant)
        # how a bid's rollout is played (``_rollout``): kept on the policy so that a measurement can set one
        # policy back to the heuristic's rollouts against another
        self.exact_from = EXACT_FROM
        self.grade_by_solver = True
        self.play_miss = PLAY_MISS  # the card play's worlds read the others' cards (1: not at all)
        # the pass this seat valued at each take decision (by ``_position``): a bid after the take is judged by it
        self.passes: dict[tuple[int, tuple[str, ...]], float] = {}
        self._grade_nodes = 0.0

    # -- bidding --------------------------------------------------------------

    def _allowed(self, legal: Sequence[Action]) -> list[Contract]:
        texts = {a.arg for a in legal if a.kind == "bid"}
        return [c for c in self.contracts if c.text in texts]

    def _bidding(self, view: View, legal: Sequence[Action]) -> Action:
        facts = cast(UltiFacts, view.facts)
        hand = mask(view.hand)
        step = facts.step
        if step == "discard":
            standing = facts.bid
            allowed = self.contracts if standing is None else self._beating(standing)
            if not allowed:
                allowed = self.contracts
            _w, d, _c = plan_discard(hand, allowed)
            return _discard(legal, d)
        if step == "bid":
            talon = mask(facts.talon or [])
            allowed = self._allowed(legal)
            w, c, _t = plan(hand, talon, allowed)
            if c is None:
                return min((a for a in legal if a.kind == "bid"), key=lambda a: _bid_total(a, self.variant))
            return _bid(legal, c)
        # respond: pass, take, or a piros raise
        standing = facts.bid
        raises = [a for a in legal if a.kind == "bid"]
        if view.seat == facts.holder:
            if raises:
                c = parse_contract(raises[0].arg, self.variant)
                cur = parse_contract(str(standing), self.variant)
                odds = HandOdds.of(hand, mask(facts.talon or []))
                w_new = best_trump(c, odds)[0]
                w_cur = best_trump(cur, odds)[0]
                if w_new > w_cur + 1 and w_new > 0:
                    return raises[0]
            return PASS
        if TAKE in legal and standing is not None:
            allowed = self._beating(standing)
            if allowed:
                # the two talon cards are unknown: value the hand as it is, plus a small allowance
                w, c, _t = plan(hand, 0, allowed)
                if c is not None and w > 1.0:
                    return TAKE
        return PASS

    def _beating(self, standing: str) -> list[Contract]:
        from cardtable.games.ulti.contracts import beats

        cur = parse_contract(standing, self.variant)
        return [c for c in self.contracts if beats(c, cur)]

    def _trump(self, view: View, legal: Sequence[Action]) -> Action:
        c = parse_contract(view.contract or "", self.variant)
        hand = mask(view.hand)
        talon = mask(cast(UltiFacts, view.facts).talon or [])
        odds = HandOdds.of(hand, talon)
        best = max((1, 2, 3), key=lambda s: contract_worth(c, odds, s))
        return TRUMP[best]

    # -- play -----------------------------------------------------------------

    def heuristic(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if view.phase == "bidding":
            return self._bidding(view, legal)
        if view.phase == "trump":
            return self._trump(view, legal)
        if view.phase == "concede":
            return ACCEPT
        if view.phase == "kontra":
            return PASS if PASS in legal else legal[0]
        for a in legal:
            if a.kind == "announce":
                return a
        seen = Seen(view)
        k = self._heuristic_kontra(seen, legal)
        if k:
            return k
        c = heuristic_play(seen.deal, seen.me, seen.hand, seen.trick, seen.gone)
        return PLAY[c]

    def _heuristic_kontra(self, seen: Seen, legal: Sequence[Action]) -> Action | None:
        """Kontra a parti or ulti when holding a strong trump guard (4+ trumps with the ace)."""
        if seen.trump is None or seen.me == seen.declarer:
            return None
        if trump_guard(seen.hand, seen.trump):
            for part in ("ulti", "parti"):
                a = kontra_action("kontra", part)
                if a in legal:
                    return a
        return None

    def candidates(self, view: View, legal: list[Action]) -> list[Action]:
        """What the expert weighs: the heuristic's best few contracts (with their discards); pass or take,
        the holder's pass or lowest raise; every trump; a 20/40 always (it only adds points); kontras and
        cards (the heuristic's card first) in the play."""
        phase, step = view.phase, cast(UltiFacts, view.facts).step
        if phase == "bidding":
            if step in ("discard", "bid"):
                return [action for action, _plan in self.bid_plans(view, legal)]
            return self._respond_candidates(view, legal)
        if phase == "trump":
            return [a for a in legal if a.kind == "trump"]
        if phase == "concede":
            return [ACCEPT] if ACCEPT in legal else legal[:1]
        announces = [a for a in legal if a.kind == "announce"]
        if announces:
            return announces[:1]
        kontras = [a for a in legal if a.kind in KONTRA_WORDS]
        cards = [a for a in legal if a.kind == "play"]
        if not cards:
            return kontras + ([PASS] if PASS in legal else legal[:1])
        seen = Seen(view)
        h = heuristic_play(seen.deal, seen.me, seen.hand, seen.trick, seen.gone)
        return kontras + sorted(cards, key=lambda a: a.cards[0] != h)

    def commitment(self, view: View, action: Action, legal: Sequence[Action]) -> Stated | None:
        """A bid (the first bidder's cheapest is forced: he must bid), the holder's raise and the trump commit the
        seat to a contract; a take to the contract he will bid; a kontra word to its part."""
        facts = cast(UltiFacts, view.facts)
        verb, step = action.kind, facts.step
        if verb == "bid":
            cheapest = min((a for a in legal if a.kind == "bid"), key=lambda a: _bid_total(a, self.variant))
            forced = step == "bid" and facts.bid is None and action == cheapest
            return Stated("contract", action.arg, view.seat, contract=True, forced=forced)
        if verb == "pass" and step == "respond" and view.seat == facts.holder and facts.bid is not None:
            # the holder's last word: he stays at his bid, with both others' passes read
            return Stated("contract", facts.bid, view.seat, contract=True, forced=len(legal) == 1)
        if verb == "take":
            return Stated("take", "take", view.seat)
        if verb == "trump":
            return Stated("trump", view.contract or "", view.seat)
        if verb in KONTRA_WORDS:
            return Stated(verb, raised_part(action), view.seat)
        return None

    def made(self, note: Stated, result: Result) -> bool | None:
        """A contract, trump or take: every part made by its declarer (judged only for the seat that declared
        that contract, a take for the seat that ended the declarer); a kontra word: its part made by the
        declarer when he said it, lost when a defender did."""
        d = result.details
        won = d.get("won")
        if not isinstance(won, dict):
            return None
        if note.kind in KONTRA_WORDS:
            if note.what not in won:
                return None
            return bool(won[note.what]) == (note.seat == d.get("declarer"))
        if note.seat != d.get("declarer") or (note.kind != "take" and note.what != d.get("contract")):
            return None
        return all(won.values())

    def alternative(self, view: View, action: Action, values: Mapping[Action, float]) -> float | None:
        """The take and the holder's raise or self-rob: the pass beside them; a bid after a take, and the holder
        staying at a bid he made after a take: the pass the seat valued before taking (in the worlds of that
        decision, ``_take_or_pass``; None if this policy did not value it); else the best other choice."""
        facts = cast(UltiFacts, view.facts)
        holder = view.seat == facts.holder and facts.step == "respond"
        if action.kind == "take" or (action.kind == "bid" and holder):
            return values.get(PASS)
        if (action.kind == "bid" and facts.step == "bid" and facts.bid is not None) or (action == PASS and holder):
            taken = _my_take(view)
            if taken is not None:
                return self.passes.get(taken)
        return super().alternative(view, action, values)

    def solved_rate(self, view: View, action: Action, tally: Tally) -> tuple[float, float] | None:
        """A kontra word: the solver's rate (``tally.made``: the declarer's) as the raising seat's success; a
        raise pays as much as no raise at even odds (the lost ulti's extra is never raised, MAUSZ §4(D)(3))."""
        if action.kind not in KONTRA_WORDS or action not in tally.made:
            return None
        rate = tally.made[action]
        return (rate if view.seat == cast(UltiFacts, view.facts).declarer else 1 - rate), 0.5

    def stated_rate(self, note: Stated, share: float) -> float:
        """A parti game (passz, piros passz; its bid, hold or trump) states its worlds' share read through the
        measured line (``PARTI_MISS``, ``PARTI_HIT``); any other commitment the share."""
        if note.kind in ("contract", "trump") and parti_game(note.what, self.variant):
            return PARTI_MISS + (PARTI_HIT - PARTI_MISS) * share
        return share

    def search_values(self, view: View, actions: list[Action], search: Search) -> dict[Action, float]:
        """Points for the seat: contracts, discards, the take, the holder's raise and the trump by heuristic
        rollouts on common random deals (weighed by the others' bids and passes); card play by rollouts in
        sampled worlds (open-hand alpha-beta over the last ``DD_CARDS`` cards); raises by the exact solver."""
        t = search.tally
        public = cast(UltiFacts, view.facts)
        phase, step = view.phase, public.step
        self._grade_nodes = BID_SOLVE_NODES * search.effort  # what this decision's grade solves may still use
        if phase == "bidding" and step in ("discard", "bid"):
            plans = dict(self.bid_plans(view, actions, every=True))
            self._bid_values(view, actions, plans, search)
        elif phase == "bidding":
            for a, v in self._respond_values(view, actions, search).items():
                t.set(a, v)
        elif phase == "trump":
            # each trump by rollouts on common random deals, like the contracts (the hand odds overrated
            # short suits)
            c = parse_contract(view.contract or "", self.variant)
            hand, talon = mask(view.hand), mask(public.talon or [])
            trumps = [a for a in actions if a.kind == "trump"]
            trump_plans: dict[Action, Plan] = {a: (hand, talon, c, SUITS.index(a.arg)) for a in trumps}
            if trumps:
                self._bid_values(view, trumps, trump_plans, search)
            for a in actions:
                if a.kind == "give-up":
                    facts = DealFacts(self.variant, c, view.seat, None, gave_up=True)
                    t.set(a, float(settle(facts).points[view.seat]))
        elif phase == "concede":
            # accept: the declarer's parts are all lost; refuse: the deal played out by the heuristic
            seen = Seen(view)
            for a in actions:
                if a.kind == "accept":
                    t.set(a, float(settle(seen.facts(conceded=True)).points[seen.me]))
                else:
                    t.set(a, self._playout_points(seen, search.samples(KONTRA_SAMPLES, 4), search, seen.declarer))
        else:
            self._play_values(view, actions, search)
        return t.means(actions)

    # -- bidding by rollouts ----------------------------------------------------

    def bid_plans(self, view: View, actions: Sequence[Action], every: bool = False) -> list[tuple[Action, Plan]]:
        """(action, (10-card hand, talon, contract, trump)) for the discard or bid step.

        ``every``: a plan for each of ``actions``; else the expert's shortlist, best worth first: the
        ``BID_OPTIONS`` best contracts (one discard each), or the heuristic's choice when there is no
        choice to weigh.
        """
        facts = cast(UltiFacts, view.facts)
        hand = mask(view.hand)
        if facts.step == "discard":
            standing = facts.bid
            allowed = (self.contracts if standing is None else self._beating(standing)) or (self.contracts)
            if every:
                out = []
                for a in actions:
                    d = mask_of(a.cards)
                    _w, c, t = plan(hand & ~d, d, allowed)
                    out.append((a, (hand & ~d, d, c, t)))
                return out
            options = [(d, c) for _w, d, c in discard_options(hand, allowed, BID_OPTIONS) if c is not None]
            if len(options) <= 1:
                return [(self._bidding(view, actions), (0, 0, None, None))]
            plans: list[tuple[Action, Plan]] = []
            for d, c in options:
                _w, t = best_trump(c, HandOdds.of(hand & ~d, d))
                plans.append((_discard(actions, d), (hand & ~d, d, c, t)))
            return plans
        talon = mask(facts.talon or [])
        if every:
            odds = HandOdds.of(hand, talon)
            out = []
            for a in actions:
                c = parse_contract(a.arg, self.variant)
                out.append((a, (hand, talon, c, best_trump(c, odds)[1])))
            return out
        options2 = contract_options(hand, talon, self._allowed(actions), BID_OPTIONS)
        if len(options2) <= 1:
            return [(self._bidding(view, actions), (0, 0, None, None))]
        return [(_bid(actions, c), (hand, talon, c, t)) for _w, c, t in options2]

    def _bid_values(
        self, view: View, actions: list[Action], plans: dict[Action, Plan], search: Search
    ) -> dict[Action, list[tuple[float, bool]]]:
        """Each plan rolled out in the same ``BID_SAMPLES`` worlds of the bidding (``auction_worlds``: the others'
        hands as likely as their words make them, every world counting the same), a lone betli or durchmars
        in the first ``BID_SOLVES`` of them; returns each plan's (value, made by the rollout's ending) world by
        world (into the tally too, judged with ``HEURISTIC_JUDGE``)."""
        me = view.seat
        tally, true_hands = search.tally, _true_masks(search)
        for a in actions:
            c = plans[a][2]
            if c is None:  # nothing the bots can play: counted as lost at the cheapest beating bid
                tally.set(a, -2.0 * min((x.total for x in self.contracts), default=0))
        live = [(a, p) for a, p in plans.items() if a in actions and p[2] is not None]
        per: dict[Action, list[float]] = {a: [] for a, _p in live}
        made: dict[Action, list[bool]] = {a: [] for a, _p in live}
        played: dict[Action, list[bool]] = {a: [] for a, _p in live}  # made by the heuristic's own play
        solves = search.samples(BID_SOLVES, 4)
        worlds = auction_worlds(view, search.rng, search.samples(BID_SAMPLES, 4), true_hands)
        for i, (hands, _talon) in enumerate(worlds):
            for a, (h10, talon, c, t) in live:
                assert c is not None
                if self.grade_by_solver and c.parts == (c.grade,) and i >= solves:
                    continue
                dealt = list(hands)
                dealt[me] = h10
                heuristic: list[bool] = []
                got = self._rollout(c, t, me, dealt, talon, heuristic)
                if got is None:  # the grade solves' nodes are spent: the worlds solved so far
                    continue
                per[a].append(got[0])
                made[a].append(got[1])
                played[a].append(heuristic[0] if heuristic else got[1])
                tally.add(a, got[0])
            tally.samples += 1
            if search.overdue():
                break
        for a, oks in made.items():
            tally.made[a] = sum(oks) / len(oks) if oks else 0.0
            for v, ok, ended in zip(per[a], oks, played[a], strict=True):
                if ok == ended:
                    tally.judge(a, v, ok)
                else:  # the two endings disagree: judged half by each (``HEURISTIC_JUDGE``)
                    tally.judge(a, v, ok, 1.0 - HEURISTIC_JUDGE)
                    tally.judge(a, v, ended, HEURISTIC_JUDGE)
        return {a: list(zip(per[a], made[a], strict=True)) for a in per}

    def _rollout(
        self,
        c: Contract,
        trump: int | None,
        me: int,
        hands: list[int],
        talon: int,
        played: list[bool] | None = None,
    ) -> tuple[float, bool] | None:
        """(my points, every part made) of declaring ``c`` in one deal: a lone betli or durchmars by the exact
        solver (None once the decision's ``BID_SOLVE_NODES`` are spent), any other contract by the heuristic
        with the solver's last ``exact_from`` cards; ``played`` gets whether the heuristic's own play to the end
        made it (not for a lone grade)."""
        grade = self.grade_by_solver and c.parts == (c.grade,)
        if grade and self._grade_nodes <= 0:
            return None
        if self.exact_from or grade:
            spent: list[int] = []
            got = solved_rollout(self.variant, c, trump, me, hands, talon, self.exact_from, SOLVE_NODES, spent, played)
            if grade:
                self._grade_nodes -= sum(spent)
            return got
        pts, ok = contract_rollout(self.variant, c, trump, me, hands, talon)
        if played is not None:
            played.append(ok)
        return float(pts), ok

    def _respond_candidates(self, view: View, legal: Sequence[Action]) -> list[Action]:
        """The holder passes, makes the lowest raise or takes his talon back; the others pass or take."""
        facts = cast(UltiFacts, view.facts)
        if view.seat == facts.holder:  # the lowest raise and the self-rob, by rollouts
            return [PASS, *[a for a in legal if a.kind == "bid"][:1], *([TAKE] if TAKE in legal else [])]
        if TAKE in legal and facts.bid is not None:
            return [PASS, TAKE]
        return [PASS]

    def _respond_values(self, view: View, actions: Sequence[Action], search: Search) -> dict[Action, float]:
        """The holder's pass plays his bid, a raise (without the talon) the raised contract, both on his hand and
        the talon he laid, and a self-rob (he takes his own talon back) the best of the ``ROB_OPTIONS`` plans of
        his twelve cards that beat his bid, cross-fitted (``_bid_values``, one set of worlds); a raise or a
        self-rob must add ``TAKE_EDGE``. Another seat's pass and take: ``_take_or_pass``."""
        facts = cast(UltiFacts, view.facts)
        hand = mask(view.hand)
        standing = facts.bid
        out: dict[Action, float] = dict.fromkeys(actions, 0.0)
        if standing is None:
            return out
        if view.seat == facts.holder:
            talon = mask(facts.talon or [])
            odds = HandOdds.of(hand, talon)
            plans: dict[Action, Plan] = {}
            for a in actions:
                if a.kind in ("pass", "bid"):
                    c = parse_contract(standing if a.kind == "pass" else a.arg, self.variant)
                    plans[a] = (hand, talon, c, best_trump(c, odds)[1])
            robs: list[Action] = []
            if TAKE in actions:  # each plan of the twelve cards under the discard that lays it down
                for _w, laid, better in discard_options(hand | talon, self._beating(standing), ROB_OPTIONS):
                    if better is not None:
                        low, high = sorted(bits(laid))
                        rob = DISCARD[low][high]
                        assert rob is not None
                        robs.append(rob)
                        kept = (hand | talon) & ~laid
                        plans[rob] = (kept, laid, better, best_trump(better, HandOdds.of(kept, laid))[1])
            per = self._bid_values(view, list(plans), plans, search)
            if robs and all(per.get(r) for r in robs):
                took = _cross_fitted([list(world) for world in zip(*(per[r] for r in robs), strict=False)], 0.0)
                per[TAKE] = took
                for v, ok in took:
                    search.tally.judge(TAKE, v, ok)
            for a in actions:
                if per.get(a):
                    out[a] = statistics.fmean(v for v, _ok in per[a]) - (TAKE_EDGE if a != PASS else 0.0)
                elif a in plans:
                    out[a] = search.tally.means([a])[a] - (TAKE_EDGE if a != PASS else 0.0)
            return out
        if TAKE in actions:
            out.update(self._take_or_pass(view, search))
            key = _position(view)
            # only this deal's earlier take decisions can be asked for again (a long-lived bot plays many deals)
            self.passes = {k: v for k, v in self.passes.items() if key[1][: len(k[1])] == k[1]}
            self.passes[key] = out[PASS]
        return out

    def _take_or_pass(self, view: View, search: Search) -> dict[Action, float]:
        """My points from passing and from taking the talon, in the same ``TAKE_WORLDS`` worlds of the bidding
        (``auction_worlds``: the talon there is what a holder whose hand fits his bid laid down). A pass: the
        holder plays the standing bid with his hand and talon there. A take: the worlds are dealt round
        ``TAKE_TALONS`` talons (each world takes one of them on the table, ``with_talon``); with each talon the
        ``TAKE_OPTIONS`` best plans of my twelve cards (a contract that beats the standing bid, by the hand
        odds) are rolled out, the plan chosen on half of its worlds valued on the other half (cross-fitted:
        the best of a few noisy means does not flatter the take). The take must add ``TAKE_EDGE``."""
        facts = cast(UltiFacts, view.facts)
        me, holder = view.seat, facts.holder
        assert facts.bid is not None and holder is not None
        standing = parse_contract(facts.bid, self.variant)
        allowed = self._beating(facts.bid)
        hand = mask(view.hand)
        worlds = auction_worlds(view, search.rng, search.samples(TAKE_WORLDS, 8), _true_masks(search))
        groups = min(search.samples(TAKE_TALONS, 2), len(worlds))
        # the talons from worlds spread over the chain (neighbouring worlds share most of their cards)
        talons = [worlds[g * len(worlds) // groups][1] for g in range(groups)]
        options = []
        for g in range(groups):
            t12 = hand | talons[g]
            options.append(
                [
                    (d, c, best_trump(c, HandOdds.of(t12 & ~d, d))[1])
                    for _w, d, c in discard_options(t12, allowed, TAKE_OPTIONS)
                    if c is not None
                ]
            )
        lost = -4.0 * min((c.total for c in allowed), default=1)  # no plan at all: the cheapest bid lost
        passes: list[float] = []
        took: list[tuple[float, bool]] = []
        for g in range(groups):
            passed: list[float] = []
            rows: list[list[tuple[float, bool]]] = []
            for world in worlds[g::groups]:
                dealt = with_talon(world, talons[g], me)
                if dealt is None:
                    continue
                hands, talon = dealt
                trump = best_trump(standing, HandOdds.of(hands[holder], talon))[1]
                pts, _ok = self._rollout(standing, trump, holder, hands, talon) or contract_rollout(
                    self.variant, standing, trump, holder, hands, talon
                )
                passed.append(-pts / 2)  # the defenders share the holder's loss (and pay his gain) alike
                row = []
                for d, c, t in options[g]:
                    mine = list(hands)
                    mine[me] = (hand | talon) & ~d
                    got = self._rollout(c, t, me, mine, d) or contract_rollout(self.variant, c, t, me, mine, d)
                    row.append((float(got[0]), got[1]))
                rows.append(row)
            kept = _cross_fitted(rows, lost)
            passes.extend(passed)
            took.extend(kept)
            if search.overdue():
                break
        n = len(passes)
        if n == 0:
            return {PASS: 0.0, TAKE: -TAKE_EDGE}
        for (v, ok), p in zip(took, passes, strict=True):
            search.tally.add(TAKE, v)
            search.tally.add(PASS, p)
            search.tally.judge(TAKE, v, ok)  # the take's worlds, judged by the plan each half chose
        search.tally.samples += n
        search.tally.made[TAKE] = sum(ok for _v, ok in took) / n
        take = statistics.fmean(v for v, _ok in took) - TAKE_EDGE
        return {PASS: statistics.fmean(passes), TAKE: take}

    # -- play -----------------------------------------------------------------

    def _play_values(self, view: View, actions: list[Action], search: Search) -> None:
        """Raises by the exact solver first, then the cards, then each 20/40 (the best card once it is said)."""
        seen = Seen(view)
        tally = search.tally
        kontras = [a for a in actions if a.kind in KONTRA_WORDS]
        base = 0.0
        bounded: dict[Action, float] = {}
        if kontras or PASS in actions:
            base, bounded = self._raise_rates(seen, kontras, search)
        cards = [a.cards[0] for a in actions if a.kind == "play"]
        if not cards and kontras and view.phase == "play":
            cards = list(bits(seen.deal.legal(seen.hand, seen.trick)))  # a raise's value is the best card's, raised
        dd = sum(seen.hand_sizes) <= DD_CARDS
        n = search.samples(DD_SAMPLES if dd else ROLLOUT_SAMPLES, 4)
        if cards:
            self._card_values(seen, cards, n, search)
            base = max(tally.means([PLAY[c] for c in cards]).values())
        for a in actions:
            verb = a.kind
            if verb in KONTRA_WORDS:
                tally.set(a, base + kontra_gain(seen, raised_part(a), bounded[a]))
            elif verb == "announce":
                tally.set(a, self._announce_value(seen, a, n, search))
            elif verb == "give-up":
                tally.set(a, float(settle(seen.facts(gave_up=True)).points[seen.me]))
            elif verb == "concede":  # the bots accept a concession: every part is lost
                tally.set(a, float(settle(seen.facts(conceded=True)).points[seen.me]))
            elif verb == "pass":
                tally.set(a, base)

    def _card_values(self, seen: Seen, cards: list[int], n: int, search: Search) -> None:
        """Each card's value in ``n`` sampled worlds (``card_play_worlds``: fitted to every seat's bidding): a
        heuristic rollout settled by the engine, or the open-hand search once ``DD_CARDS`` or fewer cards are
        left (its value is the declarer's against both defenders: a defender's share is half)."""
        d = seen.deal
        me = seen.me
        declarer = me == d.declarer
        left = sum(seen.hand_sizes)
        tally, th = search.tally, _true_masks(search)
        acc = finished_acc(d, seen.finished)
        for (hands, talon), times in card_play_worlds(seen, search.rng, n, th, self.play_miss):
            got: list[tuple[int, float]] = []
            try:
                if left <= DD_CARDS:
                    held = hands[d.declarer] | played_by(seen, d.declarer)
                    model = dd_model(d, me, seen.announcements, talon, seen.kontra, held)
                    vals = Solver(model, search.deadline).root_values(tuple(hands), seen.trick, me, acc, cards)
                    got = [(c, v if declarer else -v / 2) for c, v in vals.items()]
                else:
                    for c in cards:
                        tr = playout(d, hands, seen.trick, me, seen.finished, seen.gone, first=c)
                        got.append((c, score_tricks(d, tr, talon, seen.announcements, seen.kontra)[me]))
            except SearchTimeout:
                break
            for _ in range(times):  # a world resampled twice counts twice
                for c, v in got:
                    tally.add(PLAY[c], v)
            tally.samples += times
            if search.overdue():
                break

    def _announce_value(self, seen: Seen, action: Action, n: int, search: Search) -> float:
        """The best card's value once the marriage is announced (its points then count)."""
        w = action.arg.split()  # "40", or "20" and the suit
        suit = seen.trump if w[0] == "40" else SUITS.index(w[1])
        cards = list(bits(seen.deal.legal(seen.hand, seen.trick)))
        if suit is None or not cards:
            return 0.0
        said = copy.copy(seen)
        said.announcements = [*seen.announcements, Announcement(seen.me, suit, 40 if w[0] == "40" else 20)]
        alone = replace(search, tally=Tally())
        self._card_values(said, cards, n, alone)
        return max(alone.tally.means([PLAY[c] for c in cards]).values())

    def _raise_rates(self, seen: Seen, kontras: list[Action], search: Search) -> tuple[float, dict[Action, float]]:
        """How often the declarer makes each part ``kontras`` raise, both sides playing it well: the exact
        open-hand solver in up to ``RAISE_WORLDS`` worlds drawn to fit the bid (``fitting_worlds``), while
        ``RAISE_NODES`` last (a part needing more than ``SOLVE_NODES`` in a world counts half made).

        ``tally.made`` gets the rate (``made_rate``); returns my expected points from these parts as they
        stand, and per raise the rate bounded towards not raising (up for a defender, down for the declarer)."""
        d = seen.deal
        parts = list(dict.fromkeys(raised_part(a) for a in kontras))
        made = dict.fromkeys(parts, 0.0)
        to_move = _next_to_play(seen)
        acc = finished_acc(d, seen.finished)
        th = _true_masks(search)
        budget = RAISE_NODES * search.effort
        nodes = worlds = 0
        worlds_drawn = fitting_worlds(seen, search.rng, search.samples(RAISE_WORLDS, 4), th) if parts else []
        try:
            for hands, talon in worlds_drawn:
                held = hands[d.declarer] | played_by(seen, d.declarer)
                for part in parts:
                    model = dd_model(d, seen.me, seen.announcements, talon, seen.kontra, held, only=part)
                    solver = CappedSolver(model, search.deadline, SOLVE_NODES)
                    try:
                        made[part] += solver.search(tuple(hands), seen.trick, to_move, acc, -INF, INF) > 0
                    except NodeLimit:
                        made[part] += 0.5
                    nodes += solver.nodes
                worlds += 1
                if nodes >= budget:
                    break
        except SearchTimeout:  # the safety clock: the worlds solved so far
            pass
        rates = {p: made_rate(made[p], worlds) for p in parts}
        base = sum(_part_points(seen, p, r[0]) for p, r in rates.items())
        bounded = {}
        for a in kontras:
            rate, spread = rates[raised_part(a)]
            search.tally.made[a] = rate
            bounded[a] = rate - spread if seen.me == d.declarer else rate + spread
        return base, bounded

    def _playout_points(self, seen: Seen, n: int, search: Search, to_move: int) -> float:
        """My mean points in ``n`` heuristic playouts (the deal played on from here)."""
        pts = 0.0
        done = 0
        th = _true_masks(search)
        for _ in range(n):
            hands, talon = sample_world(seen, search.rng, th, BID_FIT_TRIES)
            tr = playout(seen.deal, hands, seen.trick, to_move, seen.finished, seen.gone)
            pts += settle(seen.facts(tricks=tr, talon=talon)).points[seen.me]
            done += 1
            if search.overdue():
                break
        return pts / max(1, done)


def parti_game(text: str, variant: str) -> bool:
    """Whether the contract ``text`` is a lone parti (passz, piros passz): won on the card points alone."""
    try:
        return parse_contract(text, variant).parts == ("parti",)
    except ValueError:
        return False


def made_rate(made: float, worlds: int) -> tuple[float, float]:
    """(the rate, ``RAISE_Z`` standard errors of it) of a part made in ``made`` of ``worlds``, with
    ``PRIOR_WORLDS`` more worlds at even odds: the sampled worlds are not the real deal (his hand is drawn
    from what his bid says), so they count for less, and few of them say less and bound wider."""
    n = worlds + PRIOR_WORLDS
    rate = (made + PRIOR_WORLDS / 2) / n
    return rate, RAISE_Z * math.sqrt(rate * (1 - rate) / (n + 1))


def _cross_fitted(rows: list[list[tuple[float, bool]]], none: float) -> list[tuple[float, bool]]:
    """Per world (``rows``: each plan's (value, made) there), the value of the plan chosen on the other half of
    the worlds (the even and the odd ones choose for each other): the best of a few noisy means, judged on the
    worlds that chose it, would flatter it. ``none``: the value where there is no plan."""
    out: list[tuple[float, bool]] = []
    plans = len(rows[0]) if rows else 0
    if not plans:
        return [(none, False) for _row in rows]
    best = []
    for half in (1, 0):  # the odd worlds choose for the even ones, the even ones for the odd
        sums = [sum(row[k][0] for row in rows[half::2]) for k in range(plans)]
        best.append(max(range(plans), key=lambda k: (sums[k], -k)))
    for j, row in enumerate(rows):
        out.append(row[best[j % 2]])
    return out


def _position(view: View, back: int = 0) -> tuple[int, tuple[str, ...]]:
    """The seat and what it has seen said (without the last ``back`` actions): a decision's key."""
    said = view.public_history[: len(view.public_history) - back]
    return view.seat, tuple("?" if a is None else str(a) for a in said)


def _my_take(view: View) -> tuple[int, tuple[str, ...]] | None:
    """The key of the take decision the seat's last bid followed (None if it followed no take of his): a take, his
    discard, his bid (the bid about to be made, at the bid step)."""
    said = list(zip(view.public_history, view.history_seats, strict=False))
    bids = [i for i, (a, s) in enumerate(said) if s == view.seat and a is not None and a.kind == "bid"]
    at = bids[-1] if bids and cast(UltiFacts, view.facts).step != "bid" else len(said)
    if at < 2:
        return None
    took, seat = said[at - 2]
    return _position(view, len(said) - (at - 2)) if seat == view.seat and took == TAKE else None


def _next_to_play(seen: Seen) -> int:
    """Who plays the next card: in the 4M rekontra window trick 1 lies finished on the table and its winner
    leads next; in MAUSZ's window (§7(1), §7(6)) only the declarer's first card lies there: the next seat plays on."""
    if seen.trick:
        return (seen.trick[-1][0] + 1) % 3
    return winner(seen.finished[-1], seen.deal.tables) if seen.finished else seen.me


def _part_points(seen: Seen, part: str, rate: float) -> float:
    """My expected points from ``part`` at its stakes as they stand, the declarer making it at ``rate``
    (a lost ulti's extra included)."""
    d = seen.deal
    value = d.contract.values.get(part, 0)
    extra = value if part == "ulti" else 0
    per = {s: value * seen.kontra.get(part, {}).get(s, 1) for s in range(3) if s != d.declarer}
    if seen.me == d.declarer:
        return sum(v * (2 * rate - 1) - extra * (1 - rate) for v in per.values())
    return per[seen.me] * (1 - 2 * rate) + extra * (1 - rate)


def kontra_gain(seen: Seen, part: str, rate: float) -> float:
    """What raising ``part`` adds for me, less the margin the expert keeps (a raise invites the next one,
    and the rate is a sampled estimate): a defender raises at ``rate`` ≤ KONTRA_AT, the declarer at ≥ REKONTRA_AT."""
    d = seen.deal
    stake = max(1, d.contract.values.get(part, 0) * max([*seen.kontra.get(part, {}).values(), 1]))
    if seen.me == d.declarer:
        return 4 * stake * (rate - REKONTRA_AT)
    return 2 * stake * (KONTRA_AT - rate)


def contract_chance(
    view: View, contract_text: str, rng: random.Random, effort: float = 1.0, trump: str | None = None
) -> float:
    """The share of heuristic rollouts in which the seat, declaring ``contract_text`` on its hand, makes every part.

    A 12-card hand lays down the best talon for the contract; an unknown talon
    is two of the unseen cards, drawn with the other hands.
    """
    variant = view.variant or "mausz"
    c = parse_contract(contract_text, variant)
    hand = mask(view.hand)
    talon = mask(cast(UltiFacts, view.facts).talon or []) & ~hand
    if hand.bit_count() > 10:
        _w, talon, _c = discard_options(hand, [c], 1)[0]
        hand &= ~talon
    named = trump or view.trump
    suit = SUITS.index(named) if named else best_trump(c, HandOdds.of(hand, talon))[1]
    made = 0
    n = samples_for(BID_SAMPLES, effort, 4)
    for _ in range(n):
        key = [rng.random() for _ in range(32)]
        t = talon
        if t.bit_count() < 2:
            rest = sorted(bits(FULL & ~(hand | t)), key=key.__getitem__)
            for x in rest[: 2 - t.bit_count()]:
                t |= 1 << x
        _pts, ok = contract_rollout(variant, c, suit, view.seat, rollout_hands(view.seat, hand, t, key, None), t)
        made += ok
    return made / n


def _true_masks(search: Search) -> dict[int, int] | None:
    """The benchmark oracle's other hands as masks (None: sample them)."""
    return {s: mask(h) for s, h in search.true_hands.items()} if search.true_hands else None


def raised_part(action: Action) -> str:
    """The contract part a kontra word raises (its first word; a second names the defender it answers)."""
    return action.arg.split()[0]


def _find(legal: Sequence[Action], action: Action) -> Action:
    if action in legal:
        return action
    raise AssertionError(f"{action!r} is not legal")


def _discard(legal: Sequence[Action], talon: int) -> Action:
    """The legal action laying down the two cards of ``talon``."""
    a, b = sorted(bits(talon))
    d = DISCARD[a][b]
    assert d is not None
    return _find(legal, d)


def _bid(legal: Sequence[Action], c: Contract) -> Action:
    """The legal bid of contract ``c``."""
    return next(a for a in legal if a.kind == "bid" and a.arg == c.text)


def _bid_total(action: Action, variant: str) -> int:
    return parse_contract(action.arg, variant).total


def make_policy(game: Game) -> UltiPolicy:
    """The Ulti policy."""
    return UltiPolicy(game)
