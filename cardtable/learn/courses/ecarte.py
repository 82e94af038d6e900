"""Écarté's lessons: the exchange's discard, standing on a strong hand, following and beating, marking the king,
the point; puzzles of the five tricks."""

from __future__ import annotations

from cardtable.engine.protocol import Action, State
from cardtable.learn.positions import best_by_solver, card_plays, duty_refuses, mover_view, only_cards
from cardtable.learn.spec import LessonSpec, PuzzleSpec


def _trumps(state: State) -> list[str]:
    view = mover_view(state)
    return [c for c in view.hand if view.trump and c.startswith(view.trump)]


def _discards(state: State) -> list[Action]:
    return [a for a in state.legal_actions() if a.kind == "discard"]


def _keeps_trumps_and_kings(state: State) -> list[Action]:
    """Discards that keep every trump and every king."""
    view = mover_view(state)

    def kept(a: Action) -> bool:
        codes = [view.deck.codes[c] for c in a.cards]
        return not any((view.trump and c.startswith(view.trump)) or c.endswith("K") for c in codes)

    found = [a for a in _discards(state) if kept(a)]
    return found if len(found) < len(_discards(state)) else []


def _strong(state: State) -> bool:
    view = mover_view(state)
    return view.phase == "propose" and len(_trumps(state)) >= 3


def _stand(state: State) -> list[Action]:
    return [a for a in state.legal_actions() if str(a) == "stand"]


def _king(state: State) -> list[Action]:
    return [a for a in state.legal_actions() if a.kind == "king"]


LESSONS = (
    LessonSpec("ecarte-exchange", "deal", lambda s: bool(_discards(s)), _keeps_trumps_and_kings),
    LessonSpec("ecarte-stand", "bidding", _strong, _stand),
    LessonSpec(
        "ecarte-follow",
        "follow",
        duty_refuses,
        card_plays,
    ),
    LessonSpec("ecarte-king", "own-rule", lambda s: bool(_king(s)), _king, options=(("auto_mark_king", False),)),
    LessonSpec(
        "ecarte-point",
        "scoring",
        lambda s: only_cards(s) and mover_view(s).phase == "play" and len(mover_view(s).hand) <= 4,
        best_by_solver,
    ),
)

PUZZLES = PuzzleSpec(max_cards=5, seeds=300)
