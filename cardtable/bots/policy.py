"""The per-game part of a bot: rule-of-thumb policy and search-based policy.

Each game with bots registers a ``Policy`` here; a game without one falls back
to ``GenericPolicy`` (random choices), so every level still plays every game.
"""

from __future__ import annotations

import importlib
import math
import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from cardtable.bots.stated import Stated, break_even
from cardtable.engine.protocol import Action, Game, Result, View


class Tally:
    """Per action: the sum of its values over the sampled worlds, how often it came out ahead, its range.

    Keyed by the action, as are the values a search gives.
    """

    def __init__(self) -> None:
        self.total: dict[Action, float] = {}
        self.won: dict[Action, int] = {}
        self.lo: dict[Action, float] = {}
        self.hi: dict[Action, float] = {}
        self.fixed: dict[Action, float] = {}
        self.made: dict[Action, float] = {}  # per action, the share of worlds in which a contract (part) is made
        # per action that commits the seat (``Policy.stated``): (weight, value, made) in each world judged
        self.judged: dict[Action, list[tuple[float, float, bool]]] = {}
        self.rows: dict[Action, list[float]] = {}  # per action, its value world by world (the coach's noise)
        self.samples = 0  # worlds searched to the end

    def add(self, action: Action, value: float) -> None:
        """Count one world's value of ``action``."""
        self.total[action] = self.total.get(action, 0.0) + value
        self.won[action] = self.won.get(action, 0) + (value > 0)
        self.lo[action] = min(self.lo.get(action, value), value)
        self.hi[action] = max(self.hi.get(action, value), value)
        self.rows.setdefault(action, []).append(value)

    def set(self, action: Action, value: float) -> None:
        """An action valued without sampling (the same in every world)."""
        self.fixed[action] = value

    def judge(self, action: Action, value: float, made: bool, weight: float = 1.0) -> None:
        """Count one world in which the commitment ``action`` makes was judged made or not, worth ``value``."""
        self.judged.setdefault(action, []).append((weight, value, made))

    def outcome(self, action: Action) -> tuple[float, float | None, float | None] | None:
        """(the share of judged worlds in which ``action``'s commitment was made, its mean value in those, in the
        others) — weighted; None if no world judged it."""
        rows = self.judged.get(action)
        total = sum(w for w, _v, _m in rows or ())
        if not rows or total <= 0:
            return None
        made = [(w, v) for w, v, m in rows if m]
        failed = [(w, v) for w, v, m in rows if not m]

        def mean(xs: list[tuple[float, float]]) -> float | None:
            weight = sum(w for w, _v in xs)
            return sum(w * v for w, v in xs) / weight if weight > 0 else None

        return sum(w for w, _v in made) / total, mean(made), mean(failed)

    def means(self, actions: Sequence[Action]) -> dict[Action, float]:
        """The mean value of each of ``actions`` over the worlds it was valued in (an exact solve may value a
        few of the worlds only); 0 for one never valued."""
        return {a: self.fixed[a] if a in self.fixed else self.total.get(a, 0.0) / self._n(a) for a in actions}

    def noise(self, a: Action, b: Action) -> float:
        """The standard error of the difference between ``a``'s and ``b``'s mean values (0 where not sampled).

        Valued on the same worlds (the searches draw one set of worlds for every action), the difference is
        taken world by world, so the luck both share cancels; otherwise the two errors add.
        """
        ra, rb = self.rows.get(a, []), self.rows.get(b, [])
        if ra and len(ra) == len(rb):
            diffs = [x - y for x, y in zip(ra, rb)]
            return statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        return math.sqrt(sum(statistics.variance(r) / len(r) for r in (ra, rb) if len(r) > 1))

    def wins(self, actions: Sequence[Action]) -> dict[Action, float]:
        """The share of the worlds it was valued in in which each action came out ahead."""
        return {a: float(self.fixed[a] > 0) if a in self.fixed else self.won.get(a, 0) / self._n(a) for a in actions}

    def _n(self, action: Action) -> int:
        return len(self.rows.get(action, ())) or max(1, self.samples)


class Policy:
    """How one game's bots decide. ``heuristic`` is cheap; ``values`` searches; ``expert`` = best of ``values``."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.last_stated: Stated | None = None  # what the expert's last searched decision stated (``stated``)

    def heuristic(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        """A rule-of-thumb choice."""
        return rng.choice(legal)

    def world(self, view: View, rng: random.Random) -> Any:
        """A deal (a State, made by the game) whose view for the seat is ``view``, or None where there is none."""
        return None

    def candidates(self, view: View, legal: list[Action]) -> list[Action]:
        """The actions the expert weighs, preferred first (a tie goes to the earlier one)."""
        return list(legal)

    def searched(self, view: View) -> bool:
        """True for the decisions the expert searches (else it takes the heuristic's choice)."""
        return True

    def card_play(self, view: View) -> bool:
        """True for a decision of the card play (the tricks), the only one the medium level searches."""
        return view.phase == "play"

    def values(
        self,
        view: View,
        actions: list[Action],
        rng: random.Random,
        effort: float,
        deadline: float,
        true_hands: dict[int, list[str]] | None = None,
        tally: Tally | None = None,
    ) -> dict[Action, float]:
        """The search's value of each of ``actions`` (legal ones): expected points for the seat.

        An action's value does not depend on which other actions are valued with
        it (the worlds are drawn the same way), so the coach, valuing every legal
        action, gets the expert's own numbers. ``effort`` scales the sample
        counts, ``deadline`` is the safety cap, ``tally`` (if given) receives the
        per-world results. ``true_hands`` is set only by the benchmark's
        cheating oracle: the other seats' real hands, used instead of sampled ones.
        All 0 (no information) for a decision that is not searched.
        """
        if not self.searched(view):
            return dict.fromkeys(actions, 0.0)
        search = Search(rng, effort, deadline, true_hands, Tally() if tally is None else tally)
        return self.search_values(view, actions, search)

    def search_values(self, view: View, actions: list[Action], search: Search) -> dict[Action, float]:
        """What a game's search says each of ``actions`` is worth (``values`` without its checks)."""
        return dict.fromkeys(actions, 0.0)

    def commitment(self, view: View, action: Action, legal: Sequence[Action]) -> Stated | None:
        """What ``action`` commits the seat to — a contract, a take, a raise, a task, a claim — as a ``Stated``
        without a rate, or None: each game's policy names its commitments here, for every level alike."""
        return None

    def made(self, note: Stated, result: Result) -> bool | None:
        """Whether ``note``'s commitment was made in a finished deal's ``result``; None when it never came to be
        judged (a bid overbid later, a claim for a trick another took). The search judges its worlds with it."""
        return None

    def alternative(self, view: View, action: Action, values: Mapping[Action, float]) -> float | None:
        """The value of the alternative the seat had to ``action``, its break-even's yardstick: by default the
        best other action the search valued (None: none was)."""
        others = [v for a, v in values.items() if a != action]
        return max(others) if others else None

    def solved_rate(self, view: View, action: Action, tally: Tally) -> tuple[float, float] | None:
        """(success rate, break-even) of a commitment the search rates otherwise than by judged worlds (None:
        it does not)."""
        return None

    def stated(
        self,
        view: View,
        action: Action,
        legal: Sequence[Action],
        tally: Tally | None = None,
        values: Mapping[Action, float] | None = None,
    ) -> Stated | None:
        """``commitment`` with what the search says of it (``tally``'s judged worlds): the share made, and the
        break-even against ``alternative`` from its mean value when made and when not (no world made it: any
        alternative better than failing puts it below)."""
        note = self.commitment(view, action, legal)
        if note is None or tally is None:
            return note
        solved = self.solved_rate(view, action, tally)
        if solved is not None:
            return replace(note, rate=round(solved[0], 4), break_even=solved[1])
        got = tally.outcome(action)
        if got is None:
            return note
        share, made, failed = got
        rate = self.stated_rate(note, share)
        alt = self.alternative(view, action, values or {})
        if alt is None:
            return replace(note, rate=round(rate, 4))
        made_value = made if made is not None else failed
        failed_value = failed if failed is not None else made
        assert made_value is not None and failed_value is not None
        return replace(note, rate=round(rate, 4), break_even=break_even(alt, made_value, failed_value))

    def stated_rate(self, note: Stated, share: float) -> float:
        """The success rate the commitment ``note`` states from the share of the judged worlds that made it: that
        share, unless a game reads it through a measured calibration (its worlds flatter or wrong the commitment)."""
        return share

    def expert(
        self,
        view: View,
        legal: list[Action],
        rng: random.Random,
        effort: float,
        deadline: float,
        true_hands: dict[int, list[str]] | None = None,
    ) -> Action:
        """The best of the searched values over the expert's candidates; the heuristic's choice where the
        decision is not searched."""
        if not self.searched(view):
            return self.heuristic(view, legal, rng)
        cands = self.candidates(view, legal)
        if len(cands) == 1:
            return cands[0]
        search = Search(rng, effort, deadline, true_hands, Tally())
        values = self.search_values(view, cands, search)
        action = best_of(values, cands)
        self.last_stated = self.stated(view, action, legal, search.tally, values)
        return action


class GenericPolicy(Policy):
    """For games without their own bots yet: random legal choices."""

    def searched(self, view: View) -> bool:
        return False


@dataclass
class Search:
    """One decision's search: its random numbers, effort (scales the sample counts), deadline (the safety
    cap), the benchmark oracle's ``true_hands`` (the other seats' real hands) and the per-world ``tally``."""

    rng: random.Random
    effort: float
    deadline: float
    true_hands: dict[int, list[str]] | None
    tally: Tally

    def samples(self, base: int, least: int = 1) -> int:
        """How many worlds at this effort (``base`` at effort 1)."""
        return samples_for(base, self.effort, least)

    def overdue(self) -> bool:
        """True once the deadline has passed."""
        return time.perf_counter() > self.deadline


def policy_for(game: Game) -> Policy:
    """The policy for ``game``."""
    from cardtable.engine.registry import info

    try:
        module = info(game.name).bot_policy
    except ValueError:
        return GenericPolicy(game)
    policy: Policy = importlib.import_module(module).make_policy(game)
    return policy


def samples_for(base: int, effort: float, least: int = 1) -> int:
    """A fixed sample count for an effort level (never below ``least``)."""
    return max(least, round(base * effort))


# a played-out world's judgement of a commitment: made or not, None (not judged), or (weight, value, made) rows
Judged = bool | Sequence[tuple[float, float, bool]] | None


def playout_values(
    actions: Sequence[Action],
    worlds: int,
    deadline: float,
    sample_world: Callable[[], Any],
    rollout: Callable[[Any], float],
    tally: Any = None,
    judge: Callable[[Action, Any], Judged] | None = None,
) -> dict[Action, float]:
    """Mean playout value of each action over up to ``worlds`` sampled worlds; empty if none could be sampled.

    ``sample_world()`` gives a deal consistent with the seat's view (or None),
    ``rollout(state)`` plays it out after the action and scores it for the seat;
    ``judge(action, state)``, if given, says of the played-out world whether the
    action's commitment was made (None: not judged there), into ``tally.judge``;
    where the world leaves it uncertain, as (weight, value, made) rows whose
    weights sum to one and whose weighted values sum to the rollout's.
    """
    totals = dict.fromkeys(actions, 0.0)
    done = 0
    for _ in range(worlds):
        if done and time.perf_counter() > deadline:
            break
        world = sample_world()
        if world is None:
            break
        for a in actions:
            sim = world.clone()
            sim.apply(a)
            value = rollout(sim)
            totals[a] += value
            if tally is not None:
                tally.add(a, value)
                made = None if judge is None else judge(a, sim)
                if isinstance(made, bool):
                    tally.judge(a, value, made)
                elif made is not None:
                    for weight, part, ok in made:
                        tally.judge(a, part, ok, weight)
        done += 1
    if tally is not None:
        tally.samples += done
    return {a: totals[a] / done for a in actions} if done else {}


def cautious_values(
    per_world: Mapping[Action, Sequence[float]], first: Action, z: float | Mapping[Action, float]
) -> dict[Action, float]:
    """Each action's mean value over its worlds, every action but ``first`` marked down by ``z`` standard errors
    of its gain over ``first``: with a few noisy playouts or solves the best-looking of several options is often
    only the luckiest, so the expert leaves ``first`` (the rule of thumb's choice) only where the worlds clearly
    say so.

    ``per_world``: per action its values world by world, the same worlds in the same order for all (an action
    dropped from a shortlist has only the first few). An action other than ``first`` is worth ``first``'s mean
    plus its mean gain over ``first`` on the worlds both were valued on (paired), less ``z`` × the gain's
    standard deviation / √worlds (nothing on fewer than two). ``z`` may be given per action (an action it
    does not name is not marked down).
    """
    base = per_world.get(first)
    if not base:
        return {a: statistics.fmean(v) for a, v in per_world.items() if v}
    out = {first: statistics.fmean(base)}
    for a, values in per_world.items():
        gains = [v - b for v, b in zip(values, base)]
        if a == first or not gains:
            continue
        se = statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else 0.0
        out[a] = out[first] + statistics.fmean(gains) - (z.get(a, 0.0) if isinstance(z, Mapping) else z) * se
    return out


def best_of(values: dict[Action, float], legal: Sequence[Action]) -> Action:
    """The action with the highest value; ties go to the earliest legal action (stable, deterministic)."""
    best = legal[0]
    for a in legal:
        if a in values and (best not in values or values[a] > values[best] + 1e-9):
            best = a
    return best
