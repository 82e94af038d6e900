"""Hints: every legal action of the seat to move, ranked by the bots' search, with a value and a reason."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from typing import Any

from cardtable.coach.messages import action_label
from cardtable.coach.profiles import card_rules, coach_profile
from cardtable.coach.ranking import EFFORT, NOISE_Z, Ranking, rank
from cardtable.coach.reasons import Fact, card_facts, sentence
from cardtable.engine.protocol import Action, State, View
from cardtable.words import COMMON, say

COST_SHOWN = 0.05  # a difference below this many points is noise of the sampling, not a cost


@dataclass
class Hint:
    """One legal action with its estimated value (points for the seat) and a one-line reason."""

    action: Action
    label: str
    value: float
    reason: str
    loss: float  # points below the best action (0 for the best)
    win: float | None = None  # share of sampled worlds in which it wins (deal / contract)
    facts: list[Fact] = field(default_factory=list)
    card: str | None = None  # the code of the card a play action plays (the table marks it)
    noise: float = 0.0  # the standard error of ``loss`` (the sampling's luck; infinite where nothing was valued)

    @property
    def as_good(self) -> bool:
        """True when the shortfall against the best is within the ranking's noise: as good as the best."""
        return self.judged and self.loss < max(COST_SHOWN, NOISE_Z * self.noise)

    @property
    def judged(self) -> bool:
        """False where the coach has no value for this action against the best (a rule-of-thumb decision)."""
        return math.isfinite(self.noise)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: action, value, reason (and label, loss, win)."""
        d: dict[str, Any] = {
            "action": self.action.text,
            "value": round(self.value, 3),
            "reason": self.reason,
            "label": self.label,
            "loss": round(self.loss, 3),
            "noise": round(self.noise, 3) if self.judged else None,
            "as_good": self.as_good,
        }
        if self.win is not None:
            d["win"] = round(self.win, 3)
        return d


def view_to_move(state_or_view: State | View) -> View:
    """The view of the seat to move (a state's mover, or the view itself)."""
    if isinstance(state_or_view, State):
        if state_or_view.to_move is None:
            raise ValueError("the deal is over: there is nothing to hint")
        return state_or_view.view(state_or_view.to_move)
    return state_or_view


def hint(state_or_view: State | View, lang: str = "en", *, effort: float = EFFORT, seed: int = 0) -> list[Hint]:
    """Every legal action of the seat to move, best first, with value and reason in ``lang``."""
    view = view_to_move(state_or_view)
    if view.to_move is None or view.to_move != view.seat or not view.legal_actions:
        raise ValueError("it is not this seat's turn: there is nothing to hint")
    ranking = rank(view, effort=effort, seed=seed)
    return hints_from(view, ranking, lang)


def hints_from(view: View, ranking: Ranking, lang: str) -> list[Hint]:
    """Word a ranking: one Hint per legal action, best first."""
    legal = list(view.legal_actions)
    order = ranking.ordered(legal)
    best = ranking.values.get(order[0], 0.0)
    n_cards = sum(1 for a in legal if a.kind == "play")
    codes = card_rules(view).deck.codes if n_cards else ()
    out = []
    for a in order:
        v = ranking.values.get(a, 0.0)
        facts = action_facts(view, a, ranking, n_cards, len(legal))
        loss = max(0.0, best - v)
        noise = ranking.noise.get(a, 0.0)
        as_good = loss < max(COST_SHOWN, NOISE_Z * noise)
        if not ranking.searched:  # no values: the rule of thumb's choice first, the others with their own facts
            noise = math.inf if a != order[0] else 0.0
            if a == order[0] and len(legal) > 1:
                facts.append(("r-thumb", {}))
        elif a != order[0] and not as_good:
            facts.append(("r-costs", {"loss": _num(loss, lang)}))
        elif a == order[0] and len(legal) > 1 and not facts:
            facts.append(("r-best", {}))
        elif a != order[0] or not facts:
            facts.append(("r-equal", {}))
        win = ranking.wins.get(a) if ranking.samples else None
        label = action_label(view.game, a, lang)
        card = codes[a.cards[0]] if a.kind == "play" else None
        out.append(Hint(a, label, v, sentence(facts, lang, view.game), loss, win, facts, card, noise))
    return out


def action_facts(view: View, action: Action, ranking: Ranking, n_cards: int, n_legal: int) -> list[Fact]:
    """The facts behind one action's reason."""
    facts: list[Fact] = list(ranking.facts.get(action, []))
    if n_legal == 1 and action.kind != "play":
        return [("r-forced", {})]
    profile = coach_profile(view.game)
    if action.kind == "play" and view.phase == "play":
        out = card_facts(view, card_rules(view).deck.codes[action.cards[0]], n_cards) + facts
        if profile.card_win_chance(view) and ranking.samples and n_cards > 1:
            out.append(("r-win-chance", {"pct": round(100 * ranking.wins.get(action, 0.0))}))
        return out
    own = profile.action_facts(view, action, ranking, n_cards)
    return facts if own is None else own


def reworded(h: Hint, game: str, lang: str) -> Hint:
    """``h`` in ``lang`` (the UI language changed): the same facts and numbers, other words."""
    if not h.facts:
        return h
    facts = [(k, {**p, "loss": _num(h.loss, lang)} if k == "r-costs" else p) for k, p in h.facts]
    return dataclasses.replace(
        h, label=action_label(game, h.action, lang), reason=sentence(facts, lang, game), facts=facts
    )


def _num(x: float, lang: str) -> str:
    s = f"{x:.1f}"
    return s.replace(".", ",") if lang == "hu" else s


def over_message(lang: str) -> str:
    """The message for a finished deal."""
    return say(COMMON, "hint.over", lang)
