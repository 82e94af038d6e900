"""The coach: hints with reasons, "why is this illegal", deal review and teaching warnings (pure Python).

- ``hint(state_or_view, lang)`` — every legal action of the seat to move, best
  first, valued by the bots' own search, with a one-line reason;
- ``explain(state_or_view, action_text, lang)`` — which rule forbids an action,
  citing the source's section, with an anchor into the rules texts;
- ``review(record, seat)`` / ``what_if(record, index, action)`` — a finished
  deal move by move with the mistakes marked, and replay from any moment;
- ``warn(view, action, lang)`` — a warning before a clear mistake.

Texts come in English and Hungarian from ``messages`` (message keys with a
translation table) and ``rules/*.md``; nothing here imports Qt.
"""

from __future__ import annotations

from cardtable.coach.explain import Explanation, describe, explain
from cardtable.coach.hint import Hint, hint
from cardtable.coach.review import ReviewStep, review, what_if
from cardtable.coach.warn import CoachWarning, Warning, warn

__all__ = [
    "CoachWarning",
    "Explanation",
    "Hint",
    "ReviewStep",
    "Warning",
    "describe",
    "explain",
    "hint",
    "review",
    "warn",
    "what_if",
]
