"""Set-up rounds for tests and puzzles: give each seat its nine cards, the draft is taken for you."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import run as run  # the scenarios' way to play texts
from cardtable.games.was_sticht import make_game
from cardtable.games.was_sticht.state import TABLE, WasStichtState


def deck_for_hands(
    hands: Mapping[int, str | Iterable[str]], players: int = 4, colour: str = "none", number: str = "none"
) -> list[str]:
    """A 38-code deck whose row r holds card r of every hand (``hands[-1]``: the 3-player table)."""
    seats = list(range(players)) + ([TABLE] if players == 3 else [])
    named = {}
    for s in seats:
        h = hands.get(s, [])
        named[s] = h.split() if isinstance(h, str) else list(h)
        if len(named[s]) > 9:
            raise ValueError(f"seat {s} takes 9 cards, not {len(named[s])}")
    used = [c for s in seats for c in named[s]]
    DECK.cards(used)
    if len(set(used)) != len(used):
        raise ValueError("a card is named twice")
    free = [c for c in DECK.codes if c not in set(used)]
    for s in seats:
        need = 9 - len(named[s])
        named[s].extend(free[:need])
        del free[:need]
    deck = [named[s][r] for r in range(9) for s in seats]
    return [*deck, f"colour={colour}", f"number={number}"]


def deal(
    hands: Mapping[int, str | Iterable[str]],
    *,
    start: int = 0,
    players: int = 4,
    colour: str = "none",
    number: str = "none",
    tasks: Sequence[Sequence[str]] | None = None,
    draft: bool = True,
    **options: Any,
) -> WasStichtState:
    """A round (start player ``start``) in which every seat drafts ``hands[seat]``; stops after the draft.

    ``tasks`` defaults to four different tasks each; with ``draft=False`` the
    state is returned before the first take.
    """
    if tasks is None:
        pool = ["betli", "most", "last", "fewest", "no-R", "no-B", "no-Y", "no-G"]
        pool += ["exactly-1", "exactly-2", "exactly-3", "exactly-4", "betli", "most", "last", "fewest"]
        tasks = [pool[4 * s : 4 * s + 4] for s in range(players)]
    game = make_game(tasks=[list(t) for t in tasks], **options)
    state = game.new_deal(dealer=start, players=players, deck=deck_for_hands(hands, players, colour, number))
    if draft:
        while state.step == "draft":
            s = state.to_move
            assert s is not None
            state.apply(f"take {state.deck_codes[4 * state.row + s]}")
    return state
