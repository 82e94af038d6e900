"""MÜ's lessons: the dealer's opening, the auction's limit, the trumps, the partner, following, the triangles."""

from __future__ import annotations

from cardtable.engine.protocol import State
from cardtable.learn.positions import duty_to_win, legal_moves, mover_view, phase_is, winning_plays
from cardtable.learn.spec import LessonSpec


def _opening(state: State) -> bool:
    view = mover_view(state)
    return view.phase == "auction" and not view.public_history


def _raise(state: State) -> bool:
    view = mover_view(state)
    return view.phase == "auction" and bool(view.open_hands.get(view.seat)) and len(view.public_history) > 3


LESSONS = (
    LessonSpec("mu-opening", "deal", _opening, legal_moves),
    LessonSpec("mu-auction", "bidding", _raise, legal_moves),
    LessonSpec("mu-trumps", "own-rule", phase_is("trumps"), legal_moves),
    LessonSpec("mu-partner", "own-rule", phase_is("partner"), legal_moves),
    LessonSpec("mu-follow", "follow", duty_to_win, winning_plays),
    LessonSpec("mu-score", "scoring", duty_to_win, winning_plays, first_seed=40),
)
