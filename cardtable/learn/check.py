"""Checking a try at a lesson or a puzzle with the engine: refused with its rule, legal but not the task's
(the lesson's explanation, or the solver's values), or right; and the words of each item."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.coach.explain import explain
from cardtable.coach.messages import action_label
from cardtable.engine.protocol import Action, BadActionText, State
from cardtable.learn.items import Lesson, Puzzle
from cardtable.words import area_of, say

LEARN = "learn"  # the Learn page's own phrasebook (words/learn.toml)


def book_of(game: str) -> str:
    """The phrasebook of ``game``'s lessons and puzzles (words/learn_<game>.toml)."""
    return f"learn_{area_of(game)}"


RIGHT, WRONG, ILLEGAL = "right", "wrong", "illegal"


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


def judge(item: Lesson | Puzzle, state: State, action: Action | str, lang: str = "en") -> Verdict:
    """The verdict on playing ``action`` in the item's position ``state`` (the state is not changed)."""
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
        return Verdict(WRONG, say(area, f"lesson.{item.id}.wrong", lang))
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
