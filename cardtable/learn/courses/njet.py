"""NJET's lessons: the discard, the board, following, the teams, the tricks and captured zeros."""

from __future__ import annotations

from cardtable.engine.protocol import State
from cardtable.learn.positions import duty_to_win, legal_moves, mover_view, phase_is, winning_plays
from cardtable.learn.spec import LessonSpec


def _zero_to_take(state: State) -> bool:
    view = mover_view(state)
    return duty_to_win(state) and any(c.endswith("0") for _s, c in view.trick)


def _board_late(state: State) -> bool:
    return phase_is("njet")(state) and len(mover_view(state).public_history) >= 6


LESSONS = (
    LessonSpec("njet-discard", "deal", phase_is("discard"), legal_moves, steer=("block 2 5", "block 2 4")),
    LessonSpec("njet-board", "bidding", _board_late, legal_moves),
    LessonSpec("njet-follow", "follow", duty_to_win, winning_plays),
    LessonSpec("njet-teams", "own-rule", phase_is("teams"), legal_moves),
    LessonSpec("njet-score", "scoring", _zero_to_take, winning_plays),
)
