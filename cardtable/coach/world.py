"""A whole deal consistent with one seat's view: the bots' sampled world, dealt and replayed by the engine.

The engine's refusal of an action by the seat to move depends only on what
that seat can see, so any deal that gives the same view gives the engine's own
answer. ``consistent_state(view)`` fills the unseen places with the bots'
sampler (``cardtable.bots.knowledge``: voids, must-beat, marriages… respected),
walks the history back to the deal (cards played go back to their hands, each
talon exchange is undone, a hidden discard becomes concrete cards), deals those
hands through the engine (where each deck position goes is asked of the engine
itself) and replays the history. The result is checked against the view.
"""

from __future__ import annotations

import random

from cardtable import games
from cardtable.cards import bits
from cardtable.cards.deck import Deck
from cardtable.engine.protocol import Game, State, View

TRIES = 20  # worlds drawn before giving up (a replay fails only where the sampler relaxed a constraint)


class NoWorld(Exception):
    """No deal consistent with the view was found (a view the engine did not make)."""


def consistent_state(view: View, seed: int = 0) -> State:
    """A state whose view for ``view.seat`` is ``view`` (hidden cards: one consistent world).

    The world comes from the game's coach profile: the bots' own sampler, replayed through the engine.
    """
    from cardtable.bots.policy import policy_for
    from cardtable.coach.profiles import coach_profile

    game = games.get(view.game, variant=view.variant or None)
    profile = coach_profile(view.game)
    policy = policy_for(game)
    rng = random.Random(f"world|{seed}|{view.seat}|{' '.join(view.hand)}|{view.history_key}")
    last: Exception | None = None
    for _ in range(TRIES):
        try:
            state = profile.world(view, game, policy, rng)
        except Exception as e:  # an unlucky world (e.g. a constraint the sampler relaxed): draw another
            last = e
            continue
        if state is None:
            continue
        mine = state.view(view.seat)
        if sorted(mine.hand) == sorted(view.hand) and mine.public_history == view.public_history:
            return state
    raise NoWorld(f"no deal consistent with the view ({last!r})")


def replayed(game: Game, view: View, deck: list[str], actions: list[str]) -> State:
    """The deal ``deck`` with ``actions`` (the history, hidden ones made concrete) applied by the engine."""
    state = game.new_deal(dealer=view.dealer, deck=deck)
    for text in actions:
        state.apply(text)
    return state


def deck_order(game: Game, dealer: int, deck: Deck, hands: list[int], rest: list[int]) -> list[str]:
    """The deck that deals ``hands``, then ``rest`` in order (turn-up, talon), as the engine deals."""
    probe = game.new_deal(dealer=dealer, deck=list(deck.codes))
    index = {code: i for i, code in enumerate(deck.codes)}
    codes = [""] * len(deck.codes)
    for s, hand in enumerate(hands):
        positions = sorted(index[c] for c in probe.view(s).hand)
        cards = list(bits(hand))
        if len(cards) != len(positions):
            raise NoWorld("hand sizes do not match the deal")
        for pos, c in zip(positions, cards):
            codes[pos] = deck.codes[c]
    left = [i for i, code in enumerate(codes) if not code]
    if len(rest) != len(left):
        raise NoWorld("talon size does not match the deal")
    for pos, c in zip(left, rest):
        codes[pos] = deck.codes[c]
    return codes


def take(mask: int, k: int, rng: random.Random) -> int:
    """``k`` cards of ``mask`` at random."""
    cards = list(bits(mask))
    if len(cards) < k:
        raise NoWorld("too few cards")
    out = 0
    for c in rng.sample(cards, k):
        out |= 1 << c
    return out
