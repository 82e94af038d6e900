"""Meinz's lessons: the discard, the claim, following (colour or value), the lowest card takes, the exchange that
raises a trick's sum."""

from __future__ import annotations

from cardtable.learn.positions import (
    card_plays,
    duty_refuses,
    duty_to_win,
    legal_moves,
    phase_is,
    winning_plays,
)
from cardtable.learn.spec import LessonSpec

LESSONS = (
    LessonSpec("meinz-discard", "deal", phase_is("discard"), legal_moves),
    LessonSpec("meinz-claim", "bidding", lambda s: any(a.kind == "claim" for a in s.legal_actions()), legal_moves),
    LessonSpec("meinz-follow", "follow", duty_refuses, card_plays),
    LessonSpec("meinz-lowest", "own-rule", duty_to_win, winning_plays),
    LessonSpec("meinz-exchange", "scoring", phase_is("exchange"), legal_moves),
)
