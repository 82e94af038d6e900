"""The Was sticht? game: rule options and the players' tasks fixed; rounds dealt from a seed or a given deck.

A round's chance is the 36-card order (the rows, ``deck[4r:4r+4]``) **and**
the two trump cards the start player looks at (§4.3(1)). Both come from the
seed — ``random.Random(seed)`` shuffles the 36 cards, then draws the trump
colour card (of 5: R B Y G or grey = none) and the trump number card (of 10:
1–9 or X = none) — and both are in the deck list: a given deck is 38 codes,
the 36 cards then ``colour=R|B|Y|G|none`` and ``number=1..9|none``. So a
deal record's ``deck`` replays the round exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import Game
from cardtable.games.was_sticht import actions
from cardtable.games.was_sticht.facts import WasStichtFacts
from cardtable.games.was_sticht.options import WasStichtOptions
from cardtable.games.was_sticht.state import TASKS_EACH, WasStichtState
from cardtable.games.was_sticht.tasks import KINDS, task_counts

COLOUR_CARDS = (*DECK.suits, "none")  # the 5 trump-colour cards (grey = none)
NUMBER_CARDS = (*(str(n) for n in range(1, 10)), "none")  # the 10 trump-number cards (X = none)


class WasStichtGame(Game[WasStichtState], record="was-sticht"):
    """Was sticht? (Karl-Heinz Schmiel; AMIGO, [HU]) for 3 or 4 players.

    ``tasks`` are the task cards each seat still holds before the round (a
    ``WasStichtMatch`` sets them); without them the round begins with the
    task draft of §4.2.
    """

    facts_type = WasStichtFacts

    def __init__(self, rules: WasStichtOptions | None = None, tasks: Sequence[Sequence[str]] | None = None) -> None:
        self.rules = rules or WasStichtOptions()
        self.options: dict[str, Any] = asdict(self.rules)
        self.tasks: tuple[tuple[str, ...], ...] | None = None
        if tasks is not None:
            if not isinstance(tasks, list | tuple) or not all(isinstance(t, list | tuple) for t in tasks):
                raise ValueError("tasks must be a list of task lists, one per seat")
            counts = task_counts(self.rules.exactly_split)
            for held in tasks:
                if len(held) > TASKS_EACH:
                    raise ValueError(f"a player holds at most {TASKS_EACH} tasks, not {len(held)}")
                for k in held:
                    if k not in counts:
                        raise ValueError(f"unknown task {k!r}; known: {', '.join(KINDS)}")
                    counts[k] -= 1
                    if counts[k] < 0:
                        raise ValueError(f"there are not that many {k!r} task cards")
            self.tasks = tuple(tuple(t) for t in tasks)

    @property
    def record_options(self) -> dict[str, Any]:
        """What a deal record must carry to rebuild this game: changed options and the tasks held."""
        out = self.rules.changed()
        if self.tasks is not None:
            out["tasks"] = [list(t) for t in self.tasks]
        return out

    def with_tasks(self, tasks: Sequence[Sequence[str]] | None) -> WasStichtGame:
        """The same rules with the tasks the players hold."""
        return WasStichtGame(self.rules, tasks)

    def shuffled_deck(self, seed: int | None, players: int | None = None) -> list[str]:
        """The 36 cards shuffled by ``random.Random(seed)``, then the trump colour and number cards drawn."""
        rng = random.Random(seed)
        codes = list(DECK.codes)
        rng.shuffle(codes)
        return [*codes, f"colour={rng.choice(COLOUR_CARDS)}", f"number={rng.choice(NUMBER_CARDS)}"]

    def _deal(self, codes: list[str], dealer: int, players: int) -> WasStichtState:
        """A round; ``dealer`` is the start player; the codes are the 36 cards + ``colour=…`` + ``number=…``."""
        if self.tasks is not None and len(self.tasks) != players:
            raise ValueError(f"the tasks name {len(self.tasks)} players, not {players}")
        if len(codes) != 38 or not all(isinstance(c, str) for c in codes):
            raise ValueError("a Was sticht? deck is the 36 cards, then colour=… and number=… (38 codes)")
        cards = DECK.check_full_deck(codes[:36])
        colour, number = _trump_card(codes[36], "colour", COLOUR_CARDS), _trump_card(codes[37], "number", NUMBER_CARDS)
        trump_colour = None if colour == "none" else DECK.suits.index(colour)
        trump_number = None if number == "none" else int(number)
        tasks = [list(t) for t in self.tasks] if self.tasks is not None else None
        return WasStichtState(self, dealer, players, cards, trump_colour, trump_number, tasks)

    parse_action = staticmethod(actions.parse)

    def describe(self) -> str:
        changed = self.rules.changed()
        if not changed:
            return "Was sticht?"
        return f"Was sticht? ({', '.join(f'{k}={v}' for k, v in changed.items())})"


def _trump_card(code: str, what: str, allowed: Sequence[str]) -> str:
    prefix = what + "="
    if not code.startswith(prefix) or code[len(prefix) :] not in allowed:
        raise ValueError(f"expected {what}=<{'|'.join(allowed)}> after the 36 cards, not {code!r}")
    return code[len(prefix) :]
