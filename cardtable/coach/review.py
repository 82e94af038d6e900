"""Deal review: step through a deal with every hand open, compare one seat's decisions with the coach's best.

``review(record, seat)`` replays a ``cardtable-deal/1`` record; at each of
``seat``'s decisions with a real choice it asks the coach (from the view that
seat had then — hidden cards stay hidden to the judgement) and marks the
decision a mistake when it cost at least ``threshold`` points of expected
value. The same work in two halves, for a window that must not freeze:
``walk(record, seat)`` (every position, instant) and ``judge(record, seat,
index)`` (one decision: a search, run in the worker). ``reword`` puts a
finished review into the other language without searching again.
``what_if(record, index, action)`` is the state after the first ``index``
actions with ``action`` played instead: play on from there.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from cardtable.coach.hint import COST_SHOWN, Hint, hint
from cardtable.coach.messages import action_label
from cardtable.coach.ranking import EFFORT
from cardtable.coach.reasons import sentence
from cardtable.engine.protocol import Action, BadActionText, IllegalAction, State
from cardtable.engine.record import DealRecord, RecordError
from cardtable.words import of


@dataclass
class ReviewStep:
    """One action of the deal, with the open hands before it and, for the reviewed seat, the coach's view."""

    index: int  # position in the record's actions
    seat: int
    action: str  # the record's text of it
    phase: str
    hands: dict[int, list[str]]  # every hand, open, before the action
    trick: list[tuple[int, str]]
    trick_no: int = 0  # 1-based number of the trick this action belongs to (0 before the first card)
    decision: bool = False  # an action of the reviewed seat
    forced: bool = False  # ... with only one legal action
    reviewed: bool = False  # a decision of the reviewed seat with more than one legal action, judged
    best: str | None = None
    value: float | None = None  # the coach's value of the action taken
    best_value: float | None = None
    loss: float = 0.0  # expected points the action cost against the best
    mistake: bool = False
    as_good: bool = False  # the action taken is within the ranking's noise of the best
    comment: str = ""  # one line in the requested language
    hints: list[Hint] = field(default_factory=list)
    move: Action | None = None  # the action taken, as the deal's game read the record's text

    @property
    def answered(self) -> bool:
        """The coach has looked at this decision: judged, or found to be a rule-of-thumb choice (no value)."""
        return self.reviewed or bool(self.hints)

    @property
    def taken(self) -> Action | None:
        """The action taken as the game reads it."""
        return self.move

    @property
    def best_action(self) -> Action | None:
        """The coach's best action (once the step is reviewed)."""
        return self.hints[0].action if self.hints else None

    @property
    def reason(self) -> str:
        """The coach's reason for the action taken ("" when it was not judged)."""
        return next((h.reason for h in self.hints if h.action.text == self.action), "")

    @property
    def best_reason(self) -> str:
        """The coach's reason for its best action."""
        return self.hints[0].reason if self.hints else ""

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        d: dict[str, Any] = {"index": self.index, "seat": self.seat, "action": self.action, "phase": self.phase}
        if self.trick_no:
            d["trick"] = self.trick_no
        if self.reviewed:
            d.update(
                best=self.best,
                value=round(self.value or 0.0, 3),
                best_value=round(self.best_value or 0.0, 3),
                loss=round(self.loss, 3),
                as_good=self.as_good,
                mistake=self.mistake,
                comment=self.comment,
            )
        elif self.forced:
            d.update(forced=True, comment=self.comment)
        return d


def _hands(state: State) -> dict[int, list[str]]:
    n = len(state.view(0).hand_sizes)
    return {s: list(state.view(s).hand) for s in range(n)}


def _trick_no(state: State) -> int:
    view = state.view(0)
    if state.phase != "play" and not view.trick and not any(view.tricks_won):
        return 0
    return sum(view.tricks_won) + 1


def _read(state: State, i: int, text: str) -> Action:
    """The record's action ``i``, read by the deal's game (the one place a review reads text)."""
    try:
        return state.game.parse_action(text)
    except BadActionText as e:
        raise RecordError(f"action {i} ({text!r}) cannot be read: {e}", index=i, action=text) from None


def _apply(state: State, i: int, action: Action) -> None:
    try:
        state.apply(action)
    except IllegalAction as e:
        raise RecordError(f"action {i} ({action.text!r}) is illegal: {e}", index=i, action=action.text) from None


def _positions(record: DealRecord, seat: int) -> Iterator[tuple[ReviewStep, State]]:
    """Each action of the record as a step (``seat``'s decisions marked), with the state just before it."""
    state = record.new_state()
    for i, text in enumerate(record.actions):
        step = _step(state, i, text, seat)
        yield step, state
        assert step.move is not None
        _apply(state, i, step.move)


def _step(state: State, i: int, text: str, seat: int) -> ReviewStep:
    """The record's action ``i`` (``text``) as a step from ``state``, the position before it."""
    mover = state.to_move
    if mover is None:
        raise RecordError(f"action {i} ({text!r}) comes after the end of the deal", index=i, action=text)
    view = state.view(mover)
    step = ReviewStep(i, mover, text, state.phase, _hands(state), list(view.trick), _trick_no(state))
    step.move = _read(state, i, text)
    step.decision = mover == seat
    step.forced = step.decision and len(view.legal_actions) <= 1
    return step


def walk(record: DealRecord, seat: int) -> list[ReviewStep]:
    """Every action of the record with the open hands before it; ``seat``'s decisions marked, not yet judged."""
    return [step for step, _state in _positions(record, seat)]


def judge(
    record: DealRecord,
    seat: int,
    index: int,
    lang: str = "en",
    *,
    effort: float = EFFORT,
    seed: int = 0,
    threshold: float | None = None,
) -> ReviewStep:
    """The step at ``index``, judged by the coach if it is a decision of ``seat`` (a search: run it off the GUI)."""
    if not 0 <= index < len(record.actions):
        raise ValueError(f"index {index} is outside the deal (0..{len(record.actions) - 1})")
    state = record.replay(stop=index)
    step = _step(state, index, record.actions[index], seat)
    _judge(step, state, lang, effort, seed, _limit(state.game.name, threshold))
    return step


def _limit(game: str, threshold: float | None) -> float:
    """Points lost that make a decision a mistake: ``threshold``, else the game's coach profile's."""
    from cardtable.coach.profiles import coach_profile

    return coach_profile(game).mistake_at if threshold is None else threshold


def _judge(step: ReviewStep, state: State, lang: str, effort: float, seed: int, limit: float) -> None:
    game = state.game
    if step.forced:
        step.comment = of(game.name).say("review.forced", lang)
        return
    if not step.decision:
        return
    view = state.view(step.seat)
    taken = step.move if step.move is not None else _read(state, step.index, step.action)
    step.move, step.action = taken, taken.text
    hs = hint(view, lang, effort=effort, seed=seed)
    mine = next((h for h in hs if h.action == taken), None)
    step.hints = hs
    step.best = hs[0].action.text
    if mine is not None and not all(h.judged for h in hs):
        # a rule-of-thumb decision: the coach has no value to judge by
        step.comment = of(game.name).say("review.thumb", lang)
        return
    step.reviewed = True
    step.best_value = hs[0].value
    step.value = mine.value if mine else None
    step.loss = mine.loss if mine else 0.0
    step.as_good = mine is not None and mine.as_good
    step.mistake = step.loss >= limit and not step.as_good
    step.comment = _comment(step, game.name, lang)


def _label(game: str, action: Action | None, lang: str) -> str:
    return "" if action is None else action_label(game, action, lang)


def _comment(step: ReviewStep, game: str, lang: str) -> str:
    if step.forced:
        return of(game).say("review.forced", lang)
    if not step.reviewed:
        return of(game).say("review.thumb", lang) if step.hints else ""
    if step.mistake:
        best = _label(game, step.best_action, lang)
        return of(game).say("review.mistake", lang, loss=_num(step.loss, lang), best=best)
    if step.action == step.best:
        return of(game).say("review.best", lang)
    if step.as_good:
        return of(game).say("review.equal", lang)
    return of(game).say("review.good", lang)


def review(
    record: DealRecord,
    seat: int,
    lang: str = "en",
    *,
    effort: float = EFFORT,
    seed: int = 0,
    threshold: float | None = None,
) -> list[ReviewStep]:
    """Every action of the record; the decisions of ``seat`` judged by the coach."""
    limit = _limit(record.game, threshold)
    steps: list[ReviewStep] = []
    for step, state in _positions(record, seat):
        _judge(step, state, lang, effort, seed, limit)
        steps.append(step)
    return steps


def reword(steps: list[ReviewStep], game: str, lang: str) -> list[ReviewStep]:
    """The same review in ``lang``: comments and the coach's reasons reworded from their facts (no new search)."""
    out = []
    for s in steps:
        hints = [
            replace(
                h,
                label=action_label(game, h.action, lang),
                reason=sentence([_relocal(f, h, lang) for f in h.facts], lang, game),
            )
            for h in s.hints
        ]
        step = replace(s, hints=hints)
        step.comment = _comment(step, game, lang)
        out.append(step)
    return out


def _relocal(fact: tuple[str, dict[str, Any]], h: Hint, lang: str) -> tuple[str, dict[str, Any]]:
    key, params = fact
    if key == "r-costs" and h.loss >= COST_SHOWN:  # the one fact worded with a number already in a language
        return key, {**params, "loss": _num(h.loss, lang)}
    return fact


def total_cost(steps: list[ReviewStep]) -> float:
    """The expected points the reviewed seat's mistakes cost in all."""
    return sum(s.loss for s in steps if s.mistake)


def biggest_mistake(steps: list[ReviewStep]) -> ReviewStep | None:
    """The reviewed seat's costliest mistake (the first of equals), or None."""
    mistakes = [s for s in steps if s.mistake]
    return max(mistakes, key=lambda s: s.loss) if mistakes else None


def summary(steps: list[ReviewStep], game: str, lang: str = "en", label: Any = None) -> str:
    """ "You lost N points to mistakes; the biggest was …" (or that there was none) in ``lang``.

    ``label(game, action)`` words an action (the table's own wording); by default the coach's in ``lang``.
    """
    words = of(game)
    judged = [s for s in steps if s.reviewed]
    if not judged:
        return words.say("review.summary-nothing", lang)
    worst = biggest_mistake(steps)
    if worst is None:
        return words.say("review.summary-clean", lang, n=len(judged))
    word = label(game, worst.move) if label is not None else _label(game, worst.move, lang)
    best = label(game, worst.best_action) if label is not None else _label(game, worst.best_action, lang)
    where = (
        words.say("review.at-trick", lang, n=worst.trick_no)
        if worst.trick_no
        else words.say("review.before-play", lang)
    )
    return words.say(
        "review.summary",
        lang,
        total=_num(total_cost(steps), lang),
        n=sum(1 for s in steps if s.mistake),
        action=word,
        where=where,
        loss=_num(worst.loss, lang),
        best=best,
    )


def what_if(record: DealRecord, index: int, action: str) -> State:
    """The deal after its first ``index`` actions with ``action`` instead of the next one (IllegalAction if illegal)."""
    if not 0 <= index <= len(record.actions):
        raise ValueError(f"index {index} is outside the deal (0..{len(record.actions)})")
    state = record.replay(stop=index)
    state.apply(action)
    return state


def _num(x: float, lang: str) -> str:
    s = f"{x:.1f}"
    return s.replace(".", ",") if lang == "hu" else s
