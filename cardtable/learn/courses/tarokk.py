"""Tarokk's lessons: the talon's discard, the partner's call, following and tarokking, the pagát, the points;
puzzles of the last tricks."""

from __future__ import annotations

from cardtable.engine.protocol import Action, State
from cardtable.learn.positions import best_by_solver, card_plays, duty_refuses, mover_view, only_cards
from cardtable.learn.spec import LessonSpec, PuzzleSpec

KEPT = ("HK", "DK", "SK", "CK", "T1", "T21", "T22")  # kings and honours never go to the discard (BTE §5)


def _discarding_with_honours(state: State) -> bool:
    view = mover_view(state)
    return view.phase == "discard" and any(c in KEPT for c in view.hand)


def _discards(state: State) -> list[Action]:
    return [a for a in state.legal_actions() if a.kind == "discard"]


def _calls_of_others(state: State) -> list[Action]:
    """Calls of a tarokk the declarer does not hold (his own card calls no partner: he plays alone)."""
    view = mover_view(state)
    calls = [a for a in state.legal_actions() if a.kind == "call"]
    others = [a for a in calls if view.deck.codes[a.cards[0]] not in view.hand] if calls else []
    return others if 0 < len(others) < len(calls) else []


def _pagat_end(state: State) -> bool:
    view = mover_view(state)
    return only_cards(state) and view.phase == "play" and "T1" in view.hand and 2 <= len(view.hand) <= 3


def _last_tricks(state: State) -> bool:
    view = mover_view(state)
    return only_cards(state) and view.phase == "play" and len(view.hand) <= 4 and "T1" not in view.hand


QUIET = ("announce", "kontra", "rekontra", "szubkontra", "hirskontra")  # the random player says none of its own

LESSONS = (
    LessonSpec("tarokk-talon", "deal", _discarding_with_honours, _discards),
    LessonSpec("tarokk-call", "bidding", lambda s: mover_view(s).phase == "call", _calls_of_others),
    LessonSpec(
        "tarokk-follow",
        "follow",
        duty_refuses,
        card_plays,
    ),
    LessonSpec("tarokk-pagat", "own-rule", _pagat_end, best_by_solver),
    LessonSpec("tarokk-score", "scoring", _last_tricks, best_by_solver),
)

PUZZLES = PuzzleSpec(
    max_cards=4,
    seeds=600,
    steers=(("announce xxi-fogas",), ("announce pagat-ulti",), ("announce xxi-fogas", "announce pagat-ulti"), ()),
)
