"""What a lesson asks of a position, read through the game protocol alone: who takes the trick with which card,
which cards a duty refuses, which plays the exact solver ranks best."""

from __future__ import annotations

from collections.abc import Callable

from cardtable.engine.protocol import Action, State, View
from cardtable.learn import exact


def mover_view(state: State) -> View:
    """The view of the seat to move."""
    assert state.to_move is not None, "a finished deal has no move"
    return state.view(state.to_move)


def card_plays(state: State) -> list[Action]:
    """The legal plays of a card."""
    return [a for a in state.legal_actions() if a.kind == "play"]


NOT_PLAY = ("concede",)  # moves that end the deal instead of playing it: never the decision a lesson is about


def only_cards(state: State) -> bool:
    """True when the decision is which card to play: at least two plays and nothing else to say first (no
    announcement, claim or mark; a concession aside)."""
    legal = [a for a in state.legal_actions() if a.kind not in NOT_PLAY]
    return len(legal) >= 2 and all(a.kind == "play" for a in legal)


def refused_cards(state: State) -> list[str]:
    """The codes of the cards in the mover's hand that a duty (follow, trump, beat, a kept card) refuses now."""
    view = mover_view(state)
    playable = {view.deck.codes[a.cards[0]] for a in card_plays(state)}
    return sorted({c for c in view.hand if c not in playable})


def duty_refuses(state: State) -> bool:
    """The mover plays to a led trick and a duty (follow, trump, beat) refuses some of his cards."""
    return only_cards(state) and bool(mover_view(state).trick) and bool(refused_cards(state))


def taken_by(state: State, action: Action) -> int | None:
    """The seat that takes the trick ``action`` completes; None when the trick goes on (or is not settled yet)."""
    before = sum(mover_view(state).tricks_won)
    after_state = state.clone()
    after_state.apply(action)
    won = after_state.view(state.to_move or 0).tricks_won
    if sum(won) != before + 1:
        return None
    old = mover_view(state).tricks_won
    return next(s for s, (a, b) in enumerate(zip(old, won)) if b > a)


def closes_trick(state: State) -> bool:
    """True when the mover plays the trick's last card, whichever he plays (every play settles it at once)."""
    plays = card_plays(state)
    return bool(plays) and mover_view(state).trick != [] and all(taken_by(state, a) is not None for a in plays)


def winning_plays(state: State) -> list[Action]:
    """The card plays with which the mover takes the trick he closes."""
    return [a for a in card_plays(state) if taken_by(state, a) == state.to_move]


def losing_plays(state: State) -> list[Action]:
    """The card plays with which the mover lets another seat take the trick he closes."""
    return [a for a in card_plays(state) if taken_by(state, a) != state.to_move]


def best_by_solver(state: State) -> list[Action]:
    """The card plays of the highest exact open-hand value; [] without a solver or when every play is worth the
    same."""
    values = exact.values(state)
    if not values or len(set(values.values())) < 2:
        return []
    top = max(values.values())
    return [a for a in card_plays(state) if values.get(a) == top]


def duty_to_win(state: State) -> bool:
    """The mover closes a trick with a duty refusing some cards, and may take it or let it go."""
    if not (only_cards(state) and refused_cards(state) and closes_trick(state)):
        return False
    return bool(winning_plays(state)) and bool(losing_plays(state))


def legal_moves(state: State) -> list[Action]:
    """Every legal move but a concession: a lesson about what the rules allow (the engine refuses the rest)."""
    return [a for a in state.legal_actions() if a.kind not in NOT_PLAY]


def phase_is(name: str) -> Callable[[State], bool]:
    """The mover's phase is ``name`` and he has a choice."""
    return lambda state: mover_view(state).phase == name and len(legal_moves(state)) >= 2
