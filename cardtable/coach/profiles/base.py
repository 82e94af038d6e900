"""The generic coach profile: what the coach does for a game unless the game's own profile says more."""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING, Any, ClassVar

from cardtable.cards.deck import bits, mask_of
from cardtable.coach.cardrules import CardRules
from cardtable.engine.protocol import Action, Game, State, View

if TYPE_CHECKING:
    from cardtable.bots.policy import Policy, Tally
    from cardtable.coach.ranking import Ranking

Fact = tuple[str, dict[str, Any]]
CHANCE_KEYS = {"kontra": "r-kontra-chance", "claim": "r-claim-chance"}  # a commitment's kind -> its odds' words


class CoachProfile:
    """How the coach reads one game. Subclasses override what their game knows more about."""

    mistake_at = 1.0  # expected points lost that make a decision a mistake in the review
    warn_at = 1.0  # expected points below the best that count as a clear mistake (teaching warnings)
    counts_card_points = False  # card points decide the deal (Ulti's aces and tens): reasons name them
    key_anchors: ClassVar[dict[str, str]] = {}  # refusal message key -> rules section anchor
    citation_anchors: ClassVar[tuple[tuple[str, str], ...]] = ()  # text in a rule citation -> anchor

    def __init__(self, game: str) -> None:
        self.game = game

    # the rules page -----------------------------------------------------------------------------------------
    def rule_anchor(self, rule: str) -> str | None:
        """The rules section a citation points to (None: not known)."""
        for needle, anchor in self.citation_anchors:
            if needle in rule:
                return anchor
        return None

    # cards ------------------------------------------------------------------------------------------------------
    def card_rules(self, view: View) -> CardRules:
        """The card rules of the view's play: here only the view's own legal cards, winner unknown."""
        deck = view.deck
        playable_now = frozenset(deck.codes[c] for a in view.legal_actions if a.kind == "play" for c in a.cards)
        return CardRules(
            view.game,
            view.variant,
            deck,
            None,
            lambda h, tr: mask_of(c for c in bits(h) if deck.codes[c] in playable_now),
            (0,) * len(deck),
        )

    def partner_takes(self, view: View, winner_seat: int) -> bool:
        """True when the seat winning the trick is on the mover's side (then losing it costs nothing)."""
        return False

    def card_extra_facts(self, view: View, card: int, hand: int, trump: int | None) -> list[Fact]:
        """Facts a game adds about playing ``card`` (Ulti: keeping the trump 7 for the ulti)."""
        return []

    def discard_extra_facts(self, view: View, codes: list[str], kept: list[str]) -> list[Fact]:
        """Facts a game adds about a discard (Écarté: keeping trumps and kings)."""
        return []

    # hints ------------------------------------------------------------------------------------------------------
    def ranking_facts(
        self, view: View, legal: list[Action], tally: Tally, policy: Policy, seed: int
    ) -> dict[Action, list[Fact]]:
        """Reason facts found while ranking (Ulti: the odds of each bid), keyed by the action (see ``Tally``).

        ``legal`` are the view's legal actions. By default: for an action that commits the seat (a bid, a claim,
        a task: ``Policy.stated``), the share of the searched worlds in which the commitment was made.
        """
        out: dict[Action, list[Fact]] = {}
        for a in legal:
            seen = tally.outcome(a)
            if seen is not None:
                note = policy.commitment(view, a, legal)
                key = CHANCE_KEYS.get(note.kind if note is not None else "", "r-make-chance")
                out[a] = [(key, {"pct": round(100 * seen[0])})]
        return out

    def action_facts(self, view: View, action: Action, ranking: Ranking, n_cards: int) -> list[Fact] | None:
        """Facts about a non-card action, or None for the generic ones (the ranking's own)."""
        return None

    def reason_values(self, values: dict[str, Any], lang: str) -> dict[str, Any]:
        """A reason's values in the game's words (Tarokk: a figure's name), before its phrase is filled."""
        return values

    def card_win_chance(self, view: View) -> bool:
        """True when a card's reason quotes its share of winning worlds (Écarté: the deal is the game)."""
        return False

    # worlds -----------------------------------------------------------------------------------------------------
    def world(self, view: View, game: Game, policy: Policy, rng: random.Random) -> State | None:
        """A deal whose view for the seat is ``view``: the bots' own sampled world (None if none was found)."""
        return policy.world(view, rng)


class SampledCoach(CoachProfile):
    """The coach of a game the sampling bots play (MÜ, NJET, Meinz, Was sticht?): scores run higher, so a mistake
    costs more. Its facts about a move come from the game's functions in ``small_games.py``."""

    mistake_at = 2.0
    warn_at = 3.0

    @staticmethod
    def card_facts_of(view: View, card: int) -> list[Fact]:
        """The game's facts about playing ``card`` (a game sets its ``small_games`` function)."""
        return []

    @staticmethod
    def action_facts_of(view: View, action: Action) -> list[Fact] | None:
        """The game's facts about any other move; None: the generic ones."""
        return None

    def card_extra_facts(self, view: View, card: int, hand: int, trump: int | None) -> list[Fact]:
        return self.card_facts_of(view, card)

    def action_facts(self, view: View, action: Action, ranking: Ranking, n_cards: int) -> list[Fact] | None:
        """The game's own facts about the move, then the ranking's."""
        own = self.action_facts_of(view, action)
        return None if own is None else own + list(ranking.facts.get(action, []))


def anchors_of(keys_by_anchor: dict[str, tuple[str, ...]]) -> dict[str, str]:
    """``key_anchors`` from each rules section's refusal keys."""
    return {key: anchor for anchor, keys in keys_by_anchor.items() for key in keys}


def section_number(rule: str) -> int | None:
    """The first § number of a citation ("§44" -> 44)."""
    m = re.search(r"§+\s*(\d+)", rule)
    return int(m.group(1)) if m else None
