"""Deal review: step through a deal with every hand open, compare one seat's decisions with the coach's best.

``review(record, seat)`` replays a ``cardtable-deal/1`` record; at each of
``seat``'s decisions with a real choice it asks the coach (from the view that
seat had then — hidden cards stay hidden to the judgement) and marks the
decision a mistake when it cost at least ``threshold`` points of expected
value. ``what_if(record, index, action)`` is the state after the first
``index`` actions with ``action`` played instead: play on from there.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable.coach.hint import Hint, hint
from cardtable.coach.messages import action_label, say
from cardtable.engine.protocol import BadActionText, IllegalAction, State
from cardtable.engine.record import DealRecord, RecordError


@dataclass
class ReviewStep:
    """One action of the deal, with the open hands before it and, for the reviewed seat, the coach's view."""

    index: int  # position in the record's actions
    seat: int
    action: str
    phase: str
    hands: dict[int, list[str]]  # every hand, open, before the action
    trick: list[tuple[int, str]]
    reviewed: bool = False  # a decision of the reviewed seat with more than one legal action
    best: str | None = None
    value: float | None = None  # the coach's value of the action taken
    best_value: float | None = None
    loss: float = 0.0  # expected points the action cost against the best
    mistake: bool = False
    comment: str = ""  # one line in the requested language
    hints: list[Hint] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        d: dict[str, Any] = {"index": self.index, "seat": self.seat, "action": self.action, "phase": self.phase}
        if self.reviewed:
            d.update(
                best=self.best,
                value=round(self.value or 0.0, 3),
                best_value=round(self.best_value or 0.0, 3),
                loss=round(self.loss, 3),
                mistake=self.mistake,
                comment=self.comment,
            )
        return d


def _hands(state: State) -> dict[int, list[str]]:
    n = len(state.view(0).hand_sizes)
    return {s: list(state.view(s).hand) for s in range(n)}


def review(
    record: DealRecord,
    seat: int,
    lang: str = "en",
    *,
    effort: float = 0.25,
    seed: int = 0,
    threshold: float | None = None,
) -> list[ReviewStep]:
    """Every action of the record; the decisions of ``seat`` judged by the coach."""
    state = record.new_state()
    game = state.game
    from cardtable.coach.profiles import coach_profile

    limit = coach_profile(game.name).mistake_at if threshold is None else threshold
    steps: list[ReviewStep] = []
    for i, text in enumerate(record.actions):
        mover = state.to_move
        if mover is None:
            raise RecordError(f"action {i} ({text!r}) comes after the end of the deal", index=i, action=text)
        view = state.view(mover)
        step = ReviewStep(i, mover, text, state.phase, _hands(state), list(view.trick))
        if mover == seat and len(view.legal_actions) > 1:
            hs = hint(view, lang, effort=effort, seed=seed)
            by = {h.action: h for h in hs}
            try:
                taken = game.parse_action(text).text
            except BadActionText as e:
                raise RecordError(f"action {i} ({text!r}) cannot be read: {e}", index=i, action=text) from None
            mine = by.get(taken)
            step.reviewed = True
            step.hints = hs
            step.best = hs[0].action
            step.best_value = hs[0].value
            step.value = mine.value if mine else None
            step.loss = mine.loss if mine else 0.0
            step.mistake = step.loss >= limit
            if step.mistake:
                best = action_label(game.name, hs[0].action, lang)
                step.comment = say("review-mistake", lang, loss=_num(step.loss, lang), best=best)
            elif taken == hs[0].action:
                step.comment = say("review-best", lang)
            else:
                step.comment = say("review-good", lang)
        elif mover == seat:
            step.comment = say("review-forced", lang)
        try:
            state.apply(text)
        except (IllegalAction, BadActionText) as e:
            raise RecordError(f"action {i} ({text!r}) is illegal: {e}", index=i, action=text) from None
        steps.append(step)
    return steps


def what_if(record: DealRecord, index: int, action: str) -> State:
    """The deal after its first ``index`` actions with ``action`` instead of the next one (IllegalAction if illegal)."""
    if not 0 <= index <= len(record.actions):
        raise ValueError(f"index {index} is outside the deal (0..{len(record.actions)})")
    state = record.replay(stop=index)
    state.apply(action)
    return state


def total_cost(steps: list[ReviewStep]) -> float:
    """The expected points the reviewed seat's mistakes cost in all."""
    return sum(s.loss for s in steps if s.mistake)


def _num(x: float, lang: str) -> str:
    s = f"{x:.1f}"
    return s.replace(".", ",") if lang == "hu" else s
