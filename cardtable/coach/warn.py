"""Teaching mode: warn before the player commits a clear mistake."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.coach.hint import Hint, hint
from cardtable.coach.messages import action_label
from cardtable.coach.ranking import EFFORT
from cardtable.engine.protocol import Action, View
from cardtable.words import of


@dataclass(frozen=True)
class Warning:
    """The action looks like a clear mistake: what it costs and what is better."""

    action: str
    best: str
    loss: float
    text: str  # one line in the requested language

    def to_json(self) -> dict[str, object]:
        """A JSON-ready dict."""
        return {"action": self.action, "best": self.best, "loss": round(self.loss, 3), "text": self.text}


CoachWarning = Warning  # the same class under a name that does not shadow the builtin


def warn(
    view: View,
    action: Action | str,
    lang: str = "en",
    *,
    threshold: float | None = None,
    effort: float = EFFORT,
    seed: int = 0,
    hints: list[Hint] | None = None,
) -> Warning | None:
    """A warning if ``action`` loses at least ``threshold`` points against the best legal action, else None.

    Illegal or forced actions get no warning (the engine refuses the first, the
    second is no choice). ``hints`` may pass a ranking already computed.
    """
    legal = view.legal_actions
    chosen = next((a for a in legal if a.text == str(action)), None)  # an action, or its text
    if chosen is None or len(legal) < 2:
        return None
    from cardtable.coach.profiles import coach_profile

    limit = coach_profile(view.game).warn_at if threshold is None else threshold
    hs = hints if hints is not None else hint(view, lang, effort=effort, seed=seed)
    mine = next((h for h in hs if h.action == chosen), None)
    if mine is None or mine.loss < limit or mine.as_good:
        return None
    best = hs[0]
    loss = f"{mine.loss:.1f}".replace(".", ",") if lang == "hu" else f"{mine.loss:.1f}"
    text = of(view.game).say(
        "warn.mistake",
        lang,
        action=action_label(view.game, chosen, lang),
        loss=loss,
        best=action_label(view.game, best.action, lang),
    )
    return Warning(chosen.text, best.action.text, mine.loss, text)
