"""The NJET game object: rule options, the deck for the player count, dealing, reading actions."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, replace
from typing import Any

from cardtable.cards.deck import get_deck
from cardtable.engine.protocol import Action, Game
from cardtable.games.njet import actions as A
from cardtable.games.njet.board import DECK_NAME, HAND_SIZE
from cardtable.games.njet.facts import NjetFacts
from cardtable.games.njet.options import NjetOptions
from cardtable.games.njet.state import NjetState


def deck_for_hands(dealer: int, hands: Sequence[Sequence[str]], aside: Sequence[str] = ()) -> list[str]:
    """The deck that deals ``hands`` (equal sizes; card i to seat dealer + 1 + i), then ``aside`` (2 players)."""
    n = len(hands)
    size = len(hands[0])
    if any(len(h) != size for h in hands):
        raise ValueError("every hand holds the same number of cards")
    return [hands[(dealer + 1 + i) % n][i // n] for i in range(n * size)] + list(aside)


class NjetGame(Game[NjetState], record="njet"):
    """NJET (Stefan Dorra) for 2–5 players, the AMIGO 2007 rules; both teams score their tricks."""

    facts_type = NjetFacts

    def __init__(self, rules: NjetOptions | None = None) -> None:
        self.rules = rules or NjetOptions()
        self.default_players = self.rules.players
        self.deck = get_deck(DECK_NAME[self.rules.players])
        self.options: dict[str, Any] = asdict(self.rules)

    @property
    def record_options(self) -> dict[str, Any]:
        """What a deal record must carry to rebuild this game (players travels separately)."""
        return self.rules.changed()

    def for_players(self, players: int) -> NjetGame:
        """The same rules at a table of ``players``."""
        return self if players == self.rules.players else NjetGame(replace(self.rules, players=players))

    def _deal(self, codes: list[str], dealer: int, players: int) -> NjetState:
        """A round of the deck of ``players`` seats, in dealing order."""
        game = self.for_players(players)
        cards = game.deck.check_full_deck(codes)
        assert len(cards) >= HAND_SIZE[players] * players
        return NjetState(game, dealer, cards)

    def cards_in_play(self, players: int) -> list[str]:
        """The deck of a round at ``players`` seats (48 cards with 2 or 3 players, else 60)."""
        return list(get_deck(DECK_NAME[players]).codes)

    def parse_action(self, text: str) -> Action:
        """Read an action's text (``block 3 2``, ``team 0 2``, ``monster 1``, ``discard K0 B7``, ``play R7``)."""
        return A.parse(text, self.deck.name)

    def play(self, card: int) -> Action:
        """The action that plays ``card`` of the table's deck: it names the card's code (the state picks the copy)."""
        name = self.deck.name
        return A.CARD_ACTIONS[name].play[A.CODE_OF[name][card]]

    def describe(self) -> str:
        """One line naming the game, the table size and changed options."""
        changed = self.rules.changed()
        extra = "".join(f", {k}={v}" for k, v in changed.items())
        return f"{self.name} ({self.rules.players} players{extra})"
