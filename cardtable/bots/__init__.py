"""Bots for every game, behind one interface: ``Bot.choose(view, legal_actions, budget_ms)``.

A bot sees only its seat's ``View`` — never the ``State`` — so it cannot read
hidden cards. ``get_bot(level, game, seed)`` builds one by level name:

- ``random``: a uniformly random legal action;
- ``heuristic``: rule-of-thumb bidding, exchange and card play;
- ``medium``: the expert's card play; every decision before the cards (bids,
  exchanges, drafts, announcements, raises) is the rule of thumb's;
- ``expert``: search over sampled worlds (determinisation consistent with the
  view) with open-hand alpha-beta, Monte Carlo rollouts for bids and exchanges.

Levels differ by what they search, not by hand-made blunders: medium against
the heuristic measures the card play's search, expert against medium the
search of everything before the cards. Every
decision is a pure function of (seed, view, budget): the random numbers are
seeded from the seed and the view, and the number of samples is fixed by the
budget; the clock is only a safety cap.
"""

from __future__ import annotations

import logging
import math
import random
import time
from collections.abc import Sequence

from cardtable.bots.policy import Policy, policy_for
from cardtable.bots.stated import Stated
from cardtable.engine.protocol import Action, Game, View

LEVELS = ["random", "heuristic", "medium", "expert"]

log = logging.getLogger(__name__)

DEFAULT_BUDGET_MS = 600  # the expert's default thinking budget per decision
SAFETY_FACTOR = 1.5  # the clock stops a search at this multiple of the budget


class Bot:
    """A player for one seat: chooses one of the legal actions."""

    level = "base"

    def __init__(self, game: Game, seed: int = 0) -> None:
        self.game = game
        self.seed = seed
        self.rng = random.Random(seed)
        # what the bot stated at each decision that committed it (``bots/stated.py``): kept only when the sim
        # asks (a list), not by the table's long-lived bots
        self.notes: list[Stated] | None = None

    def choose(self, view: View, legal_actions: Sequence[Action], budget_ms: int | None = None) -> Action:
        """The action to play; ``budget_ms`` bounds thinking time."""
        raise NotImplementedError

    def decision_rng(self, view: View) -> random.Random:
        """Random numbers fixed by the bot's seed and what the view shows (not by call order)."""
        key = "|".join(
            [
                str(self.seed),
                str(view.seat),
                str(view.dealer),
                " ".join(view.hand),
                view.history_key,
                ",".join(map(str, view.history_seats)),
            ]
        )
        return random.Random(key)


class RandomBot(Bot):
    """Plays a uniformly random legal action."""

    level = "random"

    def choose(self, view: View, legal_actions: Sequence[Action], budget_ms: int | None = None) -> Action:
        """A random legal action."""
        return self.rng.choice(list(legal_actions))


class HeuristicBot(Bot):
    """Rule-of-thumb play: the game's policy without search."""

    level = "heuristic"

    def __init__(self, game: Game, seed: int = 0) -> None:
        super().__init__(game, seed)
        self.policy: Policy = policy_for(game)

    def choose(self, view: View, legal_actions: Sequence[Action], budget_ms: int | None = None) -> Action:
        """The heuristic's action."""
        legal = list(legal_actions)
        action = legal[0] if len(legal) == 1 else self.policy.heuristic(view, legal, self.decision_rng(view))
        return self.noted(self.policy.stated(view, action, legal), action)

    def noted(self, note: Stated | None, action: Action) -> Action:
        """``action``, its commitment (if any) kept in ``notes`` where they are kept."""
        if note is not None and self.notes is not None:
            self.notes.append(note)
        return action


class SearchBot(HeuristicBot):
    """Search over sampled worlds; ``effort`` scales the fixed sample counts of the game's policy."""

    level = "expert"
    effort = 1.0

    def __init__(self, game: Game, seed: int = 0) -> None:
        super().__init__(game, seed)
        self.true_hands: dict[int, list[str]] | None = None  # only the sim's cheating oracle sets this
        self.clock = True  # False: no safety cap (a measurement that must not depend on the machine's load)

    def choose(self, view: View, legal_actions: Sequence[Action], budget_ms: int | None = None) -> Action:
        """The action with the best mean value over the sampled worlds."""
        legal = list(legal_actions)
        if len(legal) == 1 or not self.searches(view):
            return super().choose(view, legal, budget_ms)
        budget = DEFAULT_BUDGET_MS if budget_ms is None else max(1, budget_ms)
        effort = self.effort * budget / DEFAULT_BUDGET_MS
        deadline = time.perf_counter() + budget * SAFETY_FACTOR / 1000 if self.clock else math.inf
        try:
            self.policy.last_stated = None
            action = self.policy.expert(view, legal, self.decision_rng(view), effort, deadline, self.true_hands)
        except Exception:
            # A search bug must not stop a game in progress: log it (tests fail on it) and play the heuristic.
            log.exception("%s bot failed in %s; playing the heuristic move", self.level, view.phase)
            return super().choose(view, legal, budget_ms)
        note = self.policy.last_stated
        # a decision the search left to the rule of thumb (one candidate) states no rate
        return self.noted(note if note is not None else self.policy.stated(view, action, legal), action)

    def searches(self, view: View) -> bool:
        """True for the decisions this level searches (the others are the heuristic's)."""
        return True


class MediumBot(SearchBot):
    """The expert's card play; the rule of thumb's bids, exchanges, drafts, announcements and raises."""

    level = "medium"

    def searches(self, view: View) -> bool:
        """Only the card play."""
        return self.policy.card_play(view)


class ExpertBot(SearchBot):
    """The full search."""

    level = "expert"
    effort = 1.0


_CLASSES: dict[str, type[Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "medium": MediumBot,
    "expert": ExpertBot,
}


def get_bot(level: str, game: Game, seed: int = 0) -> Bot:
    """A bot of ``level`` for ``game``."""
    try:
        cls = _CLASSES[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}") from None
    return cls(game, seed)


__all__ = ["LEVELS", "Bot", "ExpertBot", "HeuristicBot", "MediumBot", "RandomBot", "SearchBot", "get_bot"]
