"""The Écarté game: rule options fixed, deals made from a seed or a given deck."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from cardtable.engine.protocol import Game
from cardtable.games.ecarte import actions
from cardtable.games.ecarte.facts import EcarteFacts
from cardtable.games.ecarte.options import EcarteOptions
from cardtable.games.ecarte.state import EcarteState
from cardtable.games.ecarte.tables import DECK


class EcarteGame(Game[EcarteState], record="ecarte"):
    """Écarté under the Nemzeti Casino rules, with the digest's options as ``rules``.

    ``scores`` are the players' points in the current game (to ``rules.target``)
    before the deal; a ``Match`` sets them so that a deal can stop the moment the
    game is won (A3-7). A lone deal starts from 0:0.
    """

    facts_type = EcarteFacts

    def __init__(self, rules: EcarteOptions | None = None, scores: Sequence[int] = (0, 0)) -> None:
        self.rules = rules or EcarteOptions()
        if len(scores) != 2 or not all(
            isinstance(s, int) and not isinstance(s, bool) and 0 <= s < self.rules.target for s in scores
        ):
            raise ValueError(f"scores must be two whole numbers from 0 to {self.rules.target - 1}, not {scores!r}")
        self.scores = tuple(scores)
        self.options: dict[str, Any] = asdict(self.rules)

    @property
    def record_options(self) -> dict[str, Any]:
        """What a deal record must carry to rebuild this game: changed options and the scores."""
        out = self.rules.changed()
        if any(self.scores):
            out["scores"] = list(self.scores)
        return out

    def with_scores(self, scores: Sequence[int]) -> EcarteGame:
        """The same game with the players' current points."""
        return EcarteGame(self.rules, tuple(scores))

    def _deal(self, codes: list[str], dealer: int, players: int) -> EcarteState:
        DECK.check_full_deck(codes)
        return EcarteState(self, dealer, codes)

    parse_action = staticmethod(actions.parse)
