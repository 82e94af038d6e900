"""The Tarokk game: rule options fixed (BTE-2016 profile by default), deals from a seed or a given deck."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import Action, Game
from cardtable.games.tarokk import actions
from cardtable.games.tarokk.facts import TarokkFacts
from cardtable.games.tarokk.options import TarokkOptions
from cardtable.games.tarokk.state import TarokkState


def deck_for_hands(dealer: int, hands: Sequence[Sequence[str]], talon: Sequence[str], players: int = 4) -> list[str]:
    """The deck that deals ``hands`` (9 codes per active seat, by seat number) and ``talon`` (6, top first)."""
    active = [(dealer + 1 + k) % players for k in range(4)]
    rest = [list(hands[s]) for s in active]
    if any(len(h) != 9 for h in rest) or len(talon) != 6:
        raise ValueError("each active seat holds 9 cards and the talon 6")
    deck = list(talon)
    for h in rest:
        deck.extend(h[:5])
    for h in rest:
        deck.extend(h[5:])
    DECK.check_full_deck(deck)
    return deck


class TarokkGame(Game[TarokkState]):
    """Hungarian (illustrated) Tarokk, BTE 2016 club rules, with the digest's options as ``rules``."""

    name = "tarokk"
    variant = ""
    deck = DECK
    min_players = 4
    max_players = 5
    zero_sum = True
    facts_type = TarokkFacts

    def __init__(self, rules: TarokkOptions | None = None, players: int = 4) -> None:
        if players not in (4, 5) or isinstance(players, bool):
            raise ValueError(f"tarokk is played by 4 players (5 with the dealer sitting out), not {players!r}")
        self.rules = rules or TarokkOptions()
        self.players = self.default_players = players
        self.options: dict[str, Any] = asdict(self.rules) | {"players": players}

    @property
    def record_options(self) -> dict[str, Any]:
        """What a deal record must carry to rebuild this game: changed options and a 5-table."""
        out = self.rules.changed()
        if self.players != 4:
            out["players"] = self.players
        return out

    def _deal(self, codes: list[str], dealer: int, players: int) -> TarokkState:
        """A deal of the 42 codes; another seat count is the same rules at that many seats (as MÜ and NJET)."""
        if players != self.players:
            return TarokkGame(self.rules, players)._deal(codes, dealer, players)
        return TarokkState(self, dealer, DECK.check_full_deck(codes))

    def parse_action(self, text: str) -> Action:
        """Read an action's text (e.g. ``bid 2``, ``call T20``, ``announce trull``, ``play T22``)."""
        return actions.parse(text)

    def describe(self) -> str:
        """One line naming the game and its changed options."""
        changed = self.record_options
        if not changed:
            return self.name
        return f"{self.name} ({', '.join(f'{k}={v}' for k, v in changed.items())})"
