"""Checking a try at a lesson or a puzzle with the engine: refused with its rule, legal but not the task's
(the lesson's explanation, or the solver's values), or right; and the words of each item."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.coach.explain import explain
from cardtable.coach.hint import hint
from cardtable.coach.messages import action_label
from cardtable.engine.protocol import Action, BadActionText, State
from cardtable.learn.items import Lesson, Puzzle
from cardtable.words import area_of, say

LEARN = "learn"  # the Learn page's own phrasebook (words/learn.toml)


def book_of(game: str) -> str:
    """The phrasebook of ``game``'s lessons and puzzles (words/learn_<game>.toml)."""
    return f"learn_{area_of(game)}"


RIGHT, WRONG, ILLEGAL = "right", "wrong", "illegal"
COACH_EFFORT = 0.2  # the coach's look at a lesson's wrong try: one position, a short search


@dataclass(frozen=True)
class Verdict:
    """What a try was: ``outcome`` right / wrong / illegal, the words to show, the rule a refusal cites."""

    outcome: str
    text: str
    rule: str = ""

    @property
    def solved(self) -> bool:
        return self.outcome == RIGHT


def title(item: Lesson | Puzzle, lang: str) -> str:
    """The item's title."""
    if isinstance(item, Lesson):
        return say(book_of(item.game), f"lesson.{item.id}.title", lang)
    return say(book_of(item.game), f"puzzle.{item.goal}.title", lang)


def task(item: Lesson | Puzzle, lang: str) -> str:
    """What the player is asked to do."""
    if isinstance(item, Lesson):
        return say(book_of(item.game), f"lesson.{item.id}.intro", lang)
    return say(book_of(item.game), f"puzzle.{item.goal}.intro", lang)


def label(game: str, text: str, lang: str) -> str:
    """A move's words (a card's name, a bid)."""
    try:
        from cardtable import games

        action = games.get(game).parse_action(text)
    except (BadActionText, ValueError, KeyError):
        return text
    return action_label(game, action, lang)


def _value(x: float, lang: str) -> str:
    text = f"{x:+.1f}".replace(".0", "")
    return text.replace(".", ",") if lang == "hu" else text


def coach_reason(state: State, text: str, lang: str, effort: float = COACH_EFFORT) -> str:
    """The coach's one-line reason for the move ``text`` in ``state`` ("" when it has none)."""
    try:
        hints = hint(state, lang, effort=effort)
    except ValueError:
        return ""
    return next((h.reason for h in hints if str(h.action) == text), "")


def judge(
    item: Lesson | Puzzle, state: State, action: Action | str, lang: str = "en", effort: float = COACH_EFFORT
) -> Verdict:
    """The verdict on playing ``action`` in the item's position ``state`` (the state is not changed); a lesson's
    wrong try adds the coach's reason for it (``effort`` 0: without)."""
    text = str(action)
    area = book_of(item.game)
    why = explain(state, text, lang)
    if not why.legal:
        return Verdict(ILLEGAL, why.text, why.rule)
    if text in item.expected:
        if isinstance(item, Lesson):
            return Verdict(RIGHT, say(area, f"lesson.{item.id}.right", lang))
        return Verdict(RIGHT, say(LEARN, "learn.puzzle-right", lang, value=_value(item.values[text], lang)))
    if isinstance(item, Lesson):
        wrong = say(area, f"lesson.{item.id}.wrong", lang)
        reason = coach_reason(state, text, lang, effort) if effort > 0 else ""
        return Verdict(WRONG, f"{wrong} {say(LEARN, 'learn.coach-says', lang, reason=reason)}" if reason else wrong)
    best = item.expected[0]
    return Verdict(
        WRONG,
        say(
            LEARN,
            "learn.puzzle-wrong",
            lang,
            move=label(item.game, text, lang),
            value=_value(item.values.get(text, 0.0), lang),
            best_value=_value(item.values[best], lang),
        ),
    )
