"""The Ulti policy: heuristic choices and the expert's sampled-world values."""

from __future__ import annotations

import copy
import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import cast

from cardtable.bots.policy import Policy, Search, Tally, samples_for
from cardtable.bots.search import INF, SearchTimeout, Solver
from cardtable.bots.stated import Stated
from cardtable.bots.ulti.open_hand import CappedSolver, NodeLimit, dd_model, finished_acc, solved_rollout
from cardtable.bots.ulti.rollout import contract_rollout, heuristic_play, playout, rollout_hands, score_tricks
from cardtable.bots.ulti.sampling import (
    BID_FIT_TRIES,
    PLAY_MISS,
    Seen,
    bidding_record,
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
TAKE_TALONS = 6  # talons drawn to value a take at effort 1
TAKE_OPTIONS = 3  # the best discards (one contract each, by the hand odds) rolled out per talon
TAKE_ROLLOUTS = 16  # rollouts per discard and talon at effort 1 (common deals for the discards)
# a pass leaves the standing bid to its holder: the share of contracts made by the declarer in expert deals
# (about 60%, issue 13's calibration), part by part, values it for a defender
PASS_RATE = 0.6
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
        verb, step = action.kind, cast(UltiFacts, view.facts).step
        if verb == "bid":
            cheapest = min((a for a in legal if a.kind == "bid"), key=lambda a: _bid_total(a, self.variant))
            forced = step == "bid" and cast(UltiFacts, view.facts).bid is None and action == cheapest
            return Stated("contract", action.arg, view.seat, contract=True, forced=forced)
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
        """A bid after a take and the take itself: the pass the seat had before taking (the standing bid played
        by its holder, ``_pass_value``); the holder's raise: staying at his bid; else the best other choice."""
        facts = cast(UltiFacts, view.facts)
        if facts.bid is not None and (action.kind == "take" or (action.kind == "bid" and facts.step == "bid")):
            return _pass_value(parse_contract(facts.bid, self.variant))
        if action.kind == "bid" and facts.step == "respond" and PASS in values:
            return values[PASS]
        return super().alternative(view, action, values)

    def solved_rate(self, view: View, action: Action, tally: Tally) -> tuple[float, float] | None:
        """A kontra word: the solver's rate (``tally.made``: the declarer's) as the raising seat's success; a
        raise pays as much as no raise at even odds (the lost ulti's extra is never raised, MAUSZ §4(D)(3))."""
        if action.kind not in KONTRA_WORDS or action not in tally.made:
            return None
        rate = tally.made[action]
        return (rate if view.seat == cast(UltiFacts, view.facts).declarer else 1 - rate), 0.5

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

    def _bid_values(self, view: View, actions: list[Action], plans: dict[Action, Plan], search: Search) -> None:
        """Each plan rolled out ``n`` times; one random order of the unseen cards per sample serves
        every plan, so plans are compared on the same deals. A deal counts in proportion to how plausible
        the others' bids and passes so far are with their cards there (``rollout_weights``)."""
        me = view.seat
        tally, rng, true_hands = search.tally, search.rng, _true_masks(search)
        for a in actions:
            c = plans[a][2]
            if c is None:  # nothing the bots can play: counted as lost at the cheapest beating bid
                tally.set(a, -2.0 * min((x.total for x in self.contracts), default=0))
        live = [(a, p) for a, p in plans.items() if a in actions and p[2] is not None]
        weigh = None if true_hands else self._bidding_weigher(view)
        got: dict[Action, list[tuple[float, float, bool]]] = {a: [] for a, _p in live}
        solves = search.samples(BID_SOLVES, 4)
        for i in range(search.samples(BID_SAMPLES, 4)):
            key = [rng.random() for _ in range(32)]
            for a, (h10, talon, c, t) in live:
                assert c is not None
                grade = self.grade_by_solver and c.parts == (c.grade,)
                if grade and i >= solves:
                    continue
                hands = rollout_hands(me, h10, talon, key, true_hands)
                got_one = self._rollout(c, t, me, hands, talon)
                if got_one is None:  # the grade solves' nodes are spent: the worlds solved so far
                    continue
                pts, ok = got_one
                got[a].append((weigh(hands) if weigh else 1.0, float(pts), ok))
            tally.samples += 1
            if search.overdue():
                break
        for a, rows in got.items():
            total = sum(w for w, _p, _ok in rows) or 1.0
            scale = len(rows) / total  # the weighted mean, as the tally's mean over its samples
            for w, value, ok in rows:
                tally.add(a, value * w * scale)
                tally.judge(a, value, ok, w)
            tally.made[a] = sum(w * ok for w, _p, ok in rows) / total

    def _rollout(
        self, c: Contract, trump: int | None, me: int, hands: list[int], talon: int
    ) -> tuple[float, bool] | None:
        """(my points, every part made) of declaring ``c`` in one deal: a lone betli or durchmars by the exact
        solver (None once the decision's ``BID_SOLVE_NODES`` are spent), any other contract by the heuristic
        with the solver's last ``exact_from`` cards."""
        grade = self.grade_by_solver and c.parts == (c.grade,)
        if grade and self._grade_nodes <= 0:
            return None
        if self.exact_from or grade:
            spent: list[int] = []
            got = solved_rollout(self.variant, c, trump, me, hands, talon, self.exact_from, SOLVE_NODES, spent)
            if grade:
                self._grade_nodes -= sum(spent)
            return got
        pts, ok = contract_rollout(self.variant, c, trump, me, hands, talon)
        return float(pts), ok

    def _bidding_weigher(self, view: View) -> Callable[[list[int]], float] | None:
        """How plausible the other seats' bids and passes so far are with the hands of a rollout (each
        ``SeatBidding.fit``, bids not sharpened: a rollout's weight, not a chain's); None if they said nothing."""
        record = bidding_record(view)
        others = [s for s in range(3) if s != view.seat and (record[s].bid or record[s].passes)]
        if not others:
            return None
        variant = self.variant

        def weigh(hands: list[int]) -> float:
            return math.prod(record[s].fit(hands[s], variant, 1, False) for s in others)

        return weigh

    def _respond_candidates(self, view: View, legal: Sequence[Action]) -> list[Action]:
        """The holder passes or makes the lowest raise; the others pass or take."""
        facts = cast(UltiFacts, view.facts)
        if view.seat == facts.holder:
            return [PASS, *[a for a in legal if a.kind == "bid"][:1]]  # the lowest raise, by rollouts
        if TAKE in legal and facts.bid is not None:
            return [PASS, TAKE]
        return [PASS]

    def _respond_values(self, view: View, actions: Sequence[Action], search: Search) -> dict[Action, float]:
        """By heuristic rollouts, like the bids: the holder's pass plays his bid, a raise (without the talon)
        the raised contract, both on his hand and the talon he laid; a take the best plan of the twelve cards
        (``_take_value``), a pass the standing bid played by its holder at the usual odds (``_pass_value``).
        A take or a raise must add ``TAKE_EDGE``."""
        facts = cast(UltiFacts, view.facts)
        hand = mask(view.hand)
        standing = facts.bid
        tally = search.tally
        out: dict[Action, float] = {}
        if view.seat == facts.holder and standing is not None:
            talon = mask(facts.talon or [])
            odds = HandOdds.of(hand, talon)
            plans: dict[Action, Plan] = {}
            for a in actions:
                if a.kind in ("pass", "bid"):
                    c = parse_contract(standing if a.kind == "pass" else a.arg, self.variant)
                    plans[a] = (hand, talon, c, best_trump(c, odds)[1])
            self._bid_values(view, list(plans), plans, search)
            means = tally.means(list(plans))
            for a in actions:
                out[a] = means[a] - (TAKE_EDGE if a.kind == "bid" else 0.0) if a in plans else 0.0
            return out
        for a in actions:
            if a.kind == "take" and standing is not None:
                allowed = self._beating(standing)
                out[a] = (self._take_value(view, allowed, search) if allowed else -2.0) - TAKE_EDGE
            elif a.kind == "pass" and standing is not None:
                out[a] = _pass_value(parse_contract(standing, self.variant))
            else:
                out[a] = 0.0
        return out

    def _take_value(self, view: View, allowed: list[Contract], search: Search) -> float:
        """My points from taking the talon: over ``TAKE_TALONS`` talons — each the discard a holder of twelve
        cards drawn from the unseen ones would lay under his bid (``plan_discard``: his worst cards, no ace or
        ten under a parti; a talon drawn at random held kings and queens he would have kept, and the takes
        that found two low cards there lost) — the best of the ``TAKE_OPTIONS`` best discards (one contract
        each, by the hand odds), each rolled out ``TAKE_ROLLOUTS`` times on common deals; cross-fitted (the
        plan chosen on half the deals is valued on the other half) so that the best of a few noisy means
        does not flatter the take."""
        facts = cast(UltiFacts, view.facts)
        me = view.seat
        hand = mask(view.hand)
        th = _true_masks(search)
        seen = hand
        for m in (th or {}).values():
            seen |= m
        cur = parse_contract(facts.bid or "", self.variant)
        unseen = list(bits(FULL & ~seen))
        weigh = None if th else self._bidding_weigher(view)
        rng = search.rng
        n = search.samples(TAKE_ROLLOUTS, 4) // 2 * 2
        half = n // 2
        total = 0.0
        talons = search.samples(TAKE_TALONS, 2)
        made = 0.0
        for _ in range(talons):
            if len(unseen) > 12:
                _w, laid, _c = plan_discard(mask_of(rng.sample(unseen, 12)), [cur])
            else:  # the oracle: the two cards nobody holds
                laid = mask_of(unseen[:2])
            h12 = hand | laid
            keys = [[rng.random() for _ in range(32)] for _ in range(n)]
            per: list[tuple[list[float], list[bool]]] = []
            for _w, d, c in discard_options(h12, allowed, TAKE_OPTIONS):
                if c is None:
                    continue
                h10 = h12 & ~d
                t = best_trump(c, HandOdds.of(h10, d))[1]
                deals = [rollout_hands(me, h10, d, k, th) for k in keys]
                w = [weigh(hs) if weigh else 1.0 for hs in deals]
                scale = n / (sum(w) or 1.0)  # the others' bids and passes weigh the deals, as in ``_bid_values``
                # a grade's solves past the decision's nodes: the heuristic's rollout (the deals stay paired)
                got = [
                    self._rollout(c, t, me, hs, d) or contract_rollout(self.variant, c, t, me, hs, d) for hs in deals
                ]
                per.append(([p * wi * scale for (p, _ok), wi in zip(got, w, strict=True)], [ok for _p, ok in got]))
            if not per:
                total -= 2.0
                continue
            first = max(range(len(per)), key=lambda i: (sum(per[i][0][:half]), -i))
            second = max(range(len(per)), key=lambda i: (sum(per[i][0][half:]), -i))
            total += (sum(per[first][0][half:]) + sum(per[second][0][:half])) / n
            made += (sum(per[first][1][half:]) + sum(per[second][1][:half])) / n
            kept = zip(per[first][0][half:] + per[second][0][:half], per[first][1][half:] + per[second][1][:half])
            for v, ok in kept:  # the take's worlds, judged by the plan each half chose
                search.tally.judge(TAKE, v, ok)
        search.tally.made[TAKE] = made / talons
        return total / talons

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


def _pass_value(c: Contract) -> float:
    """A defender's points when the standing contract ``c`` is played by its holder, every part made at
    ``PASS_RATE`` (the lost-ulti extra included)."""
    v = 0.0
    for part in c.parts:
        value = c.values[part]
        v -= value * (2 * PASS_RATE - 1)
        if part == "ulti":
            v += value * (1 - PASS_RATE)
    return v


def made_rate(made: float, worlds: int) -> tuple[float, float]:
    """(the rate, ``RAISE_Z`` standard errors of it) of a part made in ``made`` of ``worlds``, with
    ``PRIOR_WORLDS`` more worlds at even odds: the sampled worlds are not the real deal (his hand is drawn
    from what his bid says), so they count for less, and few of them say less and bound wider."""
    n = worlds + PRIOR_WORLDS
    rate = (made + PRIOR_WORLDS / 2) / n
    return rate, RAISE_Z * math.sqrt(rate * (1 - rate) / (n + 1))


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
