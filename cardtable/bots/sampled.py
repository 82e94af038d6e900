"""The policy the sampling bots share: the heuristic played out in worlds sampled consistently with the view.

MÜ, NJET, Meinz, Tarokk and Was sticht? differ only in how a world is drawn
(``sample_deal``: the unseen cards, and the hidden actions made concrete) and
which decisions are searched (``searched``); the rejection loop that deals and
replays a world, the heuristic rollout and the valuation are here once.

Decisions outside the card play (bids, trumps, partners, boards, discards) are
valued the same way, by whole-deal playouts, in the phases a game lists in
``option_phases``: over ``option_worlds`` worlds, and only the
``option_shortlist`` options its rule of thumb likes best (``preference``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardtable.bots.policy import Judged, Policy, Search, Tally, cautious_values, playout_values, samples_for
from cardtable.engine.protocol import Action, IllegalAction, View

# a deck order, and per seat the action its hidden one (None) stands for
Sampled = tuple[list[str], Mapping[int, Action]]


class SampledPolicy(Policy):
    """Search = heuristic playouts over sampled worlds; the rest of a game's bot is its heuristic."""

    worlds = 12  # sampled worlds per searched decision at effort 1
    least_worlds = 3
    attempts = 40  # rejection-sampling tries per world
    relative = False  # True for a race (each seat scores alone): what another seat gains, the seat loses
    option_phases: frozenset[str] = frozenset()  # phases besides the card play whose decisions are valued
    option_worlds = 8  # sampled worlds per such decision at effort 1 (each option costs a whole-deal playout)
    least_option_worlds = 2
    option_shortlist = 5  # most options of such a decision valued (the rule of thumb's favourites)

    def searched(self, view: View) -> bool:
        """True for the decisions the expert searches (else it takes the heuristic's choice)."""
        return view.phase == "play" or view.phase in self.option_phases

    def preference(self, view: View, legal: list[Action]) -> list[Action]:
        """``legal`` in the rule of thumb's order of preference, for the shortlist of a decision outside the
        card play (by default the heuristic's choice, then the rest in legal order)."""
        return self.candidates_after(self.heuristic(view, legal, random.Random(0)), legal)

    @staticmethod
    def candidates_after(first: Action, ranked: list[Action]) -> list[Action]:
        """``first``, then the rest of ``ranked`` in order."""
        return [first, *(a for a in ranked if a != first)]

    def sample_deal(self, view: View, rng: random.Random, attempt: int) -> Sampled | None:
        """A deck order dealing the unseen cards consistently with ``view``, and the hidden actions; None: retry."""
        raise NotImplementedError

    def world(self, view: View, rng: random.Random) -> Any:
        """A deal (a State) whose view for the seat is ``view`` — rejection sampling — or None."""
        for attempt in range(self.attempts):
            sampled = self.sample_deal(view, rng, attempt)
            if sampled is None:
                continue
            deck, hidden = sampled
            state = self.game.new_deal(deck=deck, dealer=view.dealer, players=view.players)
            try:
                for seat, action in zip(view.history_seats, view.public_history):
                    if action is not None and not self.fits(view, state, seat, action, attempt):
                        break
                    state.apply(hidden[seat] if action is None else action)
                else:
                    if state.view(view.seat) == view:
                        return state
            except (IllegalAction, KeyError):
                continue
        return None

    def fits(self, view: View, state: Any, seat: int, action: Action, attempt: int) -> bool:
        """Whether a world may go on with ``seat`` saying ``action`` in ``state`` (a game whose worlds read the
        others' words as a model of them says no where the model would not have said it); always yes here."""
        return True

    def rollout(self, state: Any, seat: int) -> float:
        """Play ``state`` out with the heuristic for every seat; the seat's points (``relative``: less the
        others' mean)."""
        self.play_out(state)
        return self.score(state.result().points, seat)

    def play_out(self, state: Any) -> None:
        """Play ``state`` to its end with the heuristic for every seat."""
        rng = random.Random(0)
        while state.to_move is not None:
            legal = state.legal_actions()
            # a forced action needs no view (building one is most of a playout's cost)
            state.apply(legal[0] if len(legal) == 1 else self.heuristic(state.view(state.to_move), legal, rng))

    def score(self, points: Sequence[float], seat: int) -> float:
        """The seat's value of a deal's ``points``: its own, or (``relative``) less the others' mean."""
        if not self.relative:
            return float(points[seat])
        return points[seat] - (sum(points) - points[seat]) / (len(points) - 1)

    def playout_value(self, state: Any, view: View) -> float:
        """What a playout of ``state`` (after one of the seat's actions in ``view``) is worth to the seat."""
        return self.rollout(state, view.seat)

    def candidates(self, view: View, legal: list[Action]) -> list[Action]:
        """The heuristic's choice first, then the rest (a tie keeps the heuristic's); outside the card play
        the ``option_shortlist`` best by ``preference``, the heuristic's choice among them."""
        first = self.heuristic(view, legal, random.Random(0))
        if view.phase not in self.option_phases:
            return self.candidates_after(first, legal)
        return self.candidates_after(first, self.preference(view, legal))[: self.option_shortlist]

    def search_values(self, view: View, actions: list[Action], search: Search) -> dict[Action, float]:
        """The seat's mean points after each action, the rest played by the heuristic, over sampled worlds;
        empty when no consistent world was found (the expert then keeps its first candidate).

        With more than ``shortlist(view)`` actions, all are first valued on a third of the worlds (the
        tally's), then only the best ``shortlist`` of them (the first action always) on the rest; an action
        left out keeps its first value. With a ``caution(view)``, the values are ``cautious_values`` with that
        ``z`` and the first action as the rule of thumb's.
        """
        caution = self.caution(view)
        if caution and len(actions) > 1 and not isinstance(search.tally, PerWorld):
            record = PerWorld(search.tally)
            inner = Search(search.rng, search.effort, search.deadline, search.true_hands, record)
            if not self.search_values(view, actions, inner):
                return {}
            search.tally.samples += record.samples
            marked = cautious_values(record.values, actions[0], caution)
            return {a: marked[a] for a in actions if a in marked}
        worlds = self.world_count(view, search.effort)
        keep = self.shortlist(view)
        screen = max(1, worlds // 3)

        judge = self.judge_for(view, actions)

        def values(acts: list[Action], n: int, tally: Tally) -> dict[Action, float]:
            return playout_values(
                acts,
                n,
                search.deadline,
                lambda: self.world(view, search.rng),
                lambda sim: self.playout_value(sim, view),
                tally,
                judge,
            )

        if not keep or len(actions) <= keep or worlds <= screen:
            return values(actions, worlds, search.tally)
        seen = search.tally.samples
        first = values(actions, screen, search.tally)
        if not first:
            return first
        n1 = search.tally.samples - seen
        best = [actions[0], *sorted(actions[1:], key=lambda a: -first[a])[: keep - 1]]  # stable: ties keep order
        more = search.tally.aside() if isinstance(search.tally, PerWorld) else Tally()
        rest = values(best, worlds - screen, more)
        n2 = more.samples
        for a, rows in (more.outer if isinstance(more, PerWorld) else more).judged.items():
            for w, v, made in rows:
                search.tally.judge(a, v, made, w)
        return {**first, **{a: (first[a] * n1 + v * n2) / (n1 + n2) for a, v in rest.items()}}

    def judge_for(self, view: View, actions: list[Action]) -> Callable[[Action, Any], Judged] | None:
        """How a played-out world judges each of ``actions`` that commits the seat (``commitment``, ``made``);
        None when none does."""
        notes = {a: self.commitment(view, a, view.legal_actions) for a in actions}
        if not any(notes.values()):
            return None

        def judge(action: Action, state: Any) -> bool | None:
            note = notes.get(action)
            return None if note is None or state.to_move is not None else self.made(note, state.result())

        return judge

    def caution(self, view: View) -> float:
        """Standard errors of its per-world gain over the first candidate (the heuristic's) another action's
        value is marked down by (0: none; ``cautious_values``): with a few whole-deal playouts the best-looking
        option is often only the luckiest."""
        return 0.0

    def shortlist(self, view: View) -> int:
        """How many actions a decision values on every world (0: all of them)."""
        return 0

    def world_count(self, view: View, effort: float) -> int:
        """How many worlds a decision is valued over."""
        if view.phase in self.option_phases:
            return samples_for(self.option_worlds, effort, self.least_option_worlds)
        return samples_for(self.worlds, effort, self.least_worlds)


class PerWorld(Tally):
    """A tally that also keeps each action's value in every world (in world order), passing all on to ``outer``."""

    def __init__(self, outer: Tally, values: dict[Action, list[float]] | None = None) -> None:
        super().__init__()
        self.outer = outer
        self.values: dict[Action, list[float]] = {} if values is None else values

    def aside(self) -> PerWorld:
        """A tally for the worlds only a shortlist is valued on: their values join these, the counts go nowhere."""
        return PerWorld(Tally(), self.values)

    def add(self, action: Action, value: float) -> None:
        self.values.setdefault(action, []).append(value)
        self.outer.add(action, value)

    def set(self, action: Action, value: float) -> None:
        self.outer.set(action, value)

    def judge(self, action: Action, value: float, made: bool, weight: float = 1.0) -> None:
        self.outer.judge(action, value, made, weight)


def by_power(legal: list[Action], power: list[int], want: bool) -> Action:
    """The strongest of ``legal`` by ``power`` (the first of equals) when the seat wants the trick, else the
    weakest (the first of equals)."""
    if want:
        return legal[max(range(len(power)), key=lambda i: (power[i], -i))]
    return legal[min(range(len(power)), key=lambda i: (power[i], i))]
