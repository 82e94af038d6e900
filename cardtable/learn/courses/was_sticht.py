"""Was sticht?'s lessons: the draft of the cards, the tasks, following, the task for this round, the tricks."""

from __future__ import annotations

from cardtable.learn.positions import duty_to_win, legal_moves, phase_is, winning_plays
from cardtable.learn.spec import LessonSpec

LESSONS = (
    LessonSpec("was-sticht-draft", "deal", phase_is("draft"), legal_moves),
    LessonSpec("was-sticht-tasks", "bidding", phase_is("tasks"), legal_moves),
    LessonSpec("was-sticht-follow", "follow", duty_to_win, winning_plays),
    LessonSpec("was-sticht-choose", "own-rule", phase_is("choose"), legal_moves),
    LessonSpec("was-sticht-score", "scoring", duty_to_win, winning_plays, first_seed=40),
)
