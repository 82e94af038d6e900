"""Set-up deals for tests, puzzles and the coach: name some cards of each hand, the rest is filled in."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from cardtable.cards.deck import HUNGARIAN32 as DECK
from cardtable.games.ulti.actions import KONTRA_WORDS
from cardtable.games.ulti.game import UltiGame, deck_for_hands
from cardtable.games.ulti.state import UltiState


def deal(
    hands: Mapping[int, str | Iterable[str]],
    *,
    dealer: int = 2,
    variant: str = "mausz",
) -> UltiState:
    """A deal where seat s holds the codes ``hands[s]``; unnamed cards fill up in deck order.

    The forehand (dealer + 1; seat 0 with the default dealer) gets 12 cards,
    the others 10.
    """
    forehand = (dealer + 1) % 3
    want = {s: (12 if s == forehand else 10) for s in range(3)}
    named: dict[int, list[str]] = {}
    for s in range(3):
        h = hands.get(s, [])
        named[s] = h.split() if isinstance(h, str) else list(h)
    used = [c for s in range(3) for c in named[s]]
    DECK.cards(used)  # unknown codes raise here
    if len(set(used)) != len(used):
        raise ValueError("a card is named in two hands")
    free = [c for c in DECK.codes if c not in set(used)]
    for s in range(3):
        if len(named[s]) > want[s]:
            raise ValueError(f"seat {s} holds {want[s]} cards, not {len(named[s])}")
        need = want[s] - len(named[s])
        named[s].extend(free[:need])
        del free[:need]
    deck = deck_for_hands(dealer, [named[s] for s in range(3)])
    return UltiGame(variant).new_deal(dealer=dealer, deck=deck)


def run(state: UltiState, *actions: str) -> UltiState:
    """Apply action texts in order (each may hold several, separated by ';').

    A quiet table: MAUSZ's kontra window after the declarer's first card (§7(1), §7(6)) is closed with
    passes before any other action and at the end of the call, unless the texts say the window's words
    (kontras, passes) themselves. Scenarios that look inside the window apply the first card with ``apply``.
    """
    for text in actions:
        for part in text.split(";"):
            part = part.strip()
            if part:
                if part.split()[0] not in (*KONTRA_WORDS, "pass"):
                    quiet(state)
                state.apply(part)
    return quiet(state)


def quiet(state: UltiState) -> UltiState:
    """Everyone still to speak in MAUSZ's first-card kontra window passes."""
    while state.step == "kontra" and len(state.trick) < 3:
        state.apply("pass")
    return state
