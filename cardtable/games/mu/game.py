"""The MÜ game object: rule options, dealing (one card at a time from the forehand), reading actions."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from cardtable.cards.deck import MU60 as DECK
from cardtable.engine.protocol import Action, Game
from cardtable.games.mu import actions as A
from cardtable.games.mu.facts import MuFacts
from cardtable.games.mu.options import MuOptions
from cardtable.games.mu.state import MuState


def deck_codes_for(players: int, kept: str = "BYR") -> list[str]:
    """The cards in play: all 60, or with 3 players only the three ``kept`` colours (36)."""
    if players == 3:
        return [c for c in DECK.codes if c[0] in kept]
    return list(DECK.codes)


def deck_for_hands(dealer: int, hands: Sequence[Sequence[str]]) -> list[str]:
    """The deck that deals ``hands`` (per seat, equal sizes): card i goes to seat dealer + 1 + i."""
    n = len(hands)
    size = len(hands[0])
    if any(len(h) != size for h in hands):
        raise ValueError("every hand holds the same number of cards")
    return [hands[(dealer + 1 + i) % n][i // n] for i in range(n * size)]


class MuGame(Game[MuState], record="mu"):
    """MÜ for 4–6 players (3 as the Doris & Frank original), the AMIGO 2007 rules; triangles come from nobody."""

    facts_type = MuFacts

    def __init__(self, rules: MuOptions | None = None) -> None:
        self.rules = rules or MuOptions()
        self.default_players = self.rules.players
        self.options: dict[str, Any] = asdict(self.rules)

    @property
    def record_options(self) -> dict[str, Any]:
        """What a deal record must carry to rebuild this game (players travels separately)."""
        return self.rules.changed()

    def for_players(self, players: int) -> MuGame:
        """The same rules at a table of ``players``."""
        if players == self.rules.players:
            return self
        from dataclasses import replace

        return MuGame(replace(self.rules, players=players))

    def _deal(self, codes: list[str], dealer: int, players: int) -> MuState:
        """A deal of the cards in play at ``players`` seats, in dealing order."""
        in_play = self.cards_in_play(players)
        if sorted(codes) != sorted(in_play):
            raise ValueError(f"a {players}-player MÜ deck is exactly these {len(in_play)} cards, in some order")
        return MuState(self.for_players(players), dealer, DECK.cards(codes))

    def cards_in_play(self, players: int) -> list[str]:
        """All 60 cards, or with 3 players the three colours of the rules (36)."""
        return deck_codes_for(players, self.rules.three_player_colours)

    parse_action = staticmethod(A.parse)

    def play(self, card: int) -> Action:
        """The action that plays ``card``: it names the card's code (the state picks the copy)."""
        return A.PLAY[A.CODE_OF[card]]

    def describe(self) -> str:
        """One line naming the game and its changed options."""
        changed = self.rules.changed()
        base = f"{self.name} ({self.rules.players} players)"
        return base if not changed else f"{base[:-1]}, {', '.join(f'{k}={v}' for k, v in changed.items())})"
