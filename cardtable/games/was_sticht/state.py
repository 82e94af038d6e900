"""One round of Was sticht?: (the task draft), the card draft, task choice, 9 tricks, task returns.

Seats act clockwise (s -> s+1). ``dealer`` is the round's start player: he
looks at the trumps in round phase 1 (the card draft; nobody knows them during
the task draft), chooses no task and leads nothing. Steps:

- ``tasks`` (only in a match's first round, when the game holds no tasks yet,
  §4.2): from the start player on, ``task ID`` until everyone has 4.
- ``draft`` (§4.3(1)): 9 face-up rows of 4 (``deck[4r:4r+4]``); the row's
  monster holder (start + 1 + r) takes first, then clockwise, ``take C``.
  The taken cards form a mock trick led by the monster holder; only its
  winner is made public. With 3 players the last card of each row is the
  table's (seat -1 in the mock trick), then set aside.
- ``choose`` (§4.3(2)): every player but the start player, ``task ID`` from
  his own tasks; hidden from the others until all have chosen.
- ``play`` (§4.3(3)): the start player's left neighbour leads, 9 tricks.
- ``return`` (§4.3(4)): the start player returns one task of his choice
  (``return ID``) if he fulfilled a shown task its owner failed.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from cardtable.cards import bits
from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import Action, IllegalAction, Line, Result, View, step_phases
from cardtable.engine.tricks import TrickTaking, allowed
from cardtable.games.was_sticht import actions as A
from cardtable.games.was_sticht.cardplay import COLOUR, play_refusal, tables_for, trick_winner
from cardtable.games.was_sticht.cardplay import RULES as FOLLOW
from cardtable.games.was_sticht.citations import RULES
from cardtable.games.was_sticht.facts import WasStichtFacts
from cardtable.games.was_sticht.tasks import KINDS, RoundFacts, fulfilled, task_counts

if TYPE_CHECKING:
    from cardtable.games.was_sticht.game import WasStichtGame

CODES = DECK.codes
FULL = DECK.full
ROWS = 9
TASKS_EACH = 4
TABLE = -1  # the 3-player "table" in a mock trick


Phase = StrEnum(
    "Phase", "tasks draft choose play return over"
)  # the phases of a Was sticht? round; the engine's steps are finer
PHASE_OF_STEP = step_phases(Phase)


def trump_text(colour: int | None, number: int | None) -> str:
    """The trumps as text: ``R 5``, ``none 5``, ``R none``, ``none none``."""
    return f"{DECK.suits[colour] if colour is not None else 'none'} {number if number is not None else 'none'}"


class WasStichtState(TrickTaking):
    """One Was sticht? round in progress."""

    phase_of_step = PHASE_OF_STEP
    over_message = "the round is over"

    game: WasStichtGame
    citations = RULES
    _copied = (
        *("history", "actors", "hidden_at", "pool", "hands", "row_takes", "draft_tricks", "draft_winners"),
        *("chosen", "choosers", "trick", "tricks", "winners", "won", "won_count", "returned", "start_fulfils"),
    )
    _copied_nested = ("tasks",)

    def __init__(
        self,
        game: WasStichtGame,
        dealer: int,
        players: int,
        cards: list[int],
        trump_colour: int | None,
        trump_number: int | None,
        tasks: list[list[str]] | None,
    ) -> None:
        super().__init__(game, dealer, players, cards)
        self.start = dealer
        self.trump_colour = trump_colour
        self.trump_number = trump_number
        self.tables = tables_for(trump_colour, trump_number)
        self.hidden_at: list[int] = []  # history indices of the secret task choices
        self.pool = task_counts(game.rules.exactly_split)  # tasks still in the middle (task draft)
        self.tasks: list[list[str]] = [[] for _ in range(players)] if tasks is None else [list(t) for t in tasks]
        if tasks is not None:
            for held in self.tasks:
                for k in held:
                    self.pool[k] -= 1
        self.hands = [0] * players
        self.undrafted = FULL  # cards still lying in the rows
        self.row = 0
        self.row_takes: list[tuple[int, int]] = []
        self.draft_tricks: list[list[tuple[int, int]]] = []
        self.draft_winners: list[int] = []
        self.table_cards = 0  # 3 players: the table's cards, set aside
        self.chosen: list[str | None] = [None] * players
        self.choosers: list[int] = []
        self._no_tricks_yet(players)
        self.won = [0] * players
        self.returned: list[str | None] = [None] * players
        self.start_fulfils: list[int] = []  # opponents whose shown task (failed by them) the start player made
        self.step = "tasks" if tasks is None else "draft"
        self._to_move: int | None = dealer if tasks is None else self._holder(0)
        self._result: Result | None = None

    # -- protocol basics ------------------------------------------------------

    @property
    def deck_codes(self) -> list[str]:
        """The 36 cards in row order, then the trump colour and trump number cards (``colour=R``, ``number=X``)."""
        colour = DECK.suits[self.trump_colour] if self.trump_colour is not None else "none"
        number = str(self.trump_number) if self.trump_number is not None else "none"
        return [*(CODES[c] for c in self.deck), f"colour={colour}", f"number={number}"]

    @property
    def trumps_revealed(self) -> bool:
        """True once the draft is over and the trump cards are turned up (§4.3(1))."""
        return self.step not in ("tasks", "draft")

    def _holder(self, row: int) -> int:
        """The seat holding the monster card for ``row``: the start player's left neighbour for row 1, then left."""
        return (self.start + 1 + row) % self.players

    def row_mask(self, row: int) -> int:
        """The cards of ``row`` still lying there."""
        m = 0
        for c in self.deck[4 * row : 4 * row + 4]:
            m |= 1 << c
        return m & self.undrafted

    # -- legal actions --------------------------------------------------------

    def _held_kinds(self, s: int) -> list[str]:
        held = set(self.tasks[s])
        return [k for k in KINDS if k in held]

    def _compute_legal(self, s: int) -> list[Action]:
        step = self.step
        if step == "tasks":
            return [A.TASK[k] for k in KINDS if self.pool[k] > 0]
        if step == "draft":
            return [A.TAKE[c] for c in bits(self.row_mask(self.row))]
        if step == "choose":
            return [A.TASK[k] for k in self._held_kinds(s)]
        if step == "play":
            return [A.PLAY[c] for c in bits(allowed(self.hands[s], self.trick, self.tables, FOLLOW))]
        if step == "return":
            return [A.RETURN[k] for k in self._held_kinds(s)]
        return []

    # -- applying -------------------------------------------------------------

    def _apply(self, action: Action, s: int) -> None:
        step = self.step
        if step == "tasks":
            self.pool[action.arg] -= 1
            self.tasks[s].append(action.arg)
            if sum(len(t) for t in self.tasks) == TASKS_EACH * self.players:
                self.step = "draft"
                self._to_move = self._holder(0)
            else:
                self._to_move = (s + 1) % self.players
        elif step == "draft":
            self._take(s, action.cards[0])
        elif step == "choose":
            self.hidden_at.append(len(self.history))
            self.chosen[s] = action.arg
            self._next_chooser()
        elif step == "play":
            self._play(s, action.cards[0])
        elif step == "return":
            self.tasks[s].remove(action.arg)
            self.returned[s] = action.arg
            self._finish()
        else:  # pragma: no cover - is_legal lets only known steps through
            raise AssertionError(step)

    def _take(self, s: int, card: int) -> None:
        self.undrafted &= ~(1 << card)
        self.hands[s] |= 1 << card
        self.row_takes.append((s, card))
        if len(self.row_takes) < self.players:
            self._to_move = (s + 1) % self.players
            return
        mock = list(self.row_takes)
        rest = self.row_mask(self.row)
        if rest:  # 3 players: the last card is the table's (§4.3(1))
            table_card = next(bits(rest))
            mock.append((TABLE, table_card))
            self.undrafted &= ~rest
            self.table_cards |= rest
        self.draft_tricks.append(mock)
        self.draft_winners.append(trick_winner(mock, self.tables))  # the start player announces only this
        self.row_takes = []
        self.row += 1
        if self.row < ROWS:
            self._to_move = self._holder(self.row)
            return
        self.step = "choose"
        self.choosers = [(self.start + k) % self.players for k in range(1, self.players)]
        self.choosers = [p for p in self.choosers if self.tasks[p]]
        self._next_chooser()

    def _next_chooser(self) -> None:
        if self.choosers:
            self._to_move = self.choosers.pop(0)
            return
        self.step = "play"
        self._to_move = (self.start + 1) % self.players

    def _play(self, s: int, card: int) -> None:
        if not self._lay(s, card, self.players):
            return
        w = trick_winner(self.trick, self.tables)
        for _, c in self._take_trick(w):
            self.won[w] |= 1 << c
        if len(self.tricks) < ROWS:
            self._to_move = w
            return
        self._end_of_round()

    def facts(self) -> RoundFacts:
        """The facts the tasks look at (only after the 9th trick)."""
        colours = []
        for s in range(self.players):
            bits_ = 0
            for c in bits(self.won[s]):
                bits_ |= 1 << COLOUR[c]
            colours.append(bits_)
        return RoundFacts(tuple(self.won_count), tuple(colours), self.winners[-1])

    def _end_of_round(self) -> None:
        f = self.facts()
        for s in range(self.players):
            kind = self.chosen[s]
            if kind is None:
                continue
            if fulfilled(kind, s, f):
                self.returned[s] = kind
                self.tasks[s].remove(kind)
            elif fulfilled(kind, self.start, f):
                self.start_fulfils.append(s)
        if self.start_fulfils and self.tasks[self.start]:
            self.step = "return"
            self._to_move = self.start
        else:
            self._finish()

    # -- explaining refusals --------------------------------------------------

    def _why_illegal(self, action: Action, s: int) -> IllegalAction:
        kind, step = action.kind, self.step
        if step == "tasks":
            if kind == "task":
                return self._refuse("task-gone", f"no {action.arg} task is left to take", task=action.arg)
            return self._refuse("task-draft", "first everyone takes four task cards")
        if step == "draft":
            if kind == "take":
                return self._refuse(
                    "not-in-row", f"{CODES[action.cards[0]]} is not in row {self.row + 1}", row=self.row + 1
                )
            return self._refuse("must-take", f"take a card of row {self.row + 1}", row=self.row + 1)
        if step == "choose":
            if kind == "task":
                return self._refuse("task-not-held", f"you hold no {action.arg} task", task=action.arg)
            return self._refuse("must-choose", "choose one of your tasks for this round")
        if step == "play":
            if kind == "play":
                c = action.cards[0]
                key = play_refusal(c, self.hands[s], self.trick, self.tables) or "not-now"
                msgs = {
                    "not-in-hand": f"{CODES[c]} is not in your hand",
                    "must-follow": "you must follow the led colour (the trump number is not part of it)",
                    "must-follow-trump": "a trump was led: you must play a trump (trump colour or trump number)",
                }
                return self._refuse(key, msgs.get(key, f"{action.text!r} is not possible now"), card=CODES[c])
            return self._refuse("not-now", f"{action.text!r} is not possible while the cards are played")
        if step == "return":
            if kind == "return":
                return self._refuse("return-not-held", f"you hold no {action.arg} task", task=action.arg)
            return self._refuse("must-return", "return one of your tasks")
        if kind == "return":
            return self._refuse("return-not-earned", "only the start player returns a task, at the end of the round")
        return self._refuse("not-now", f"{action.text!r} is not possible now")

    # -- views and results ----------------------------------------------------

    def view(self, seat: int) -> View:
        """What ``seat`` may know: the trumps only for the start player during the card draft, nobody's before."""
        revealed_choices = self.step not in ("tasks", "draft", "choose")
        hidden = set() if revealed_choices else set(self.hidden_at)
        public = [
            None if i in hidden and who != seat else a for i, (a, who) in enumerate(zip(self.history, self.actors))
        ]
        # Round phase 1: the start player looks at the trump cards only after the task draft (§4.2, §4.3(1)).
        knows = self.trumps_revealed or (seat == self.start and self.step != "tasks")
        facts = WasStichtFacts(
            step=self.step,
            start=self.start,
            row=self.row if self.step == "draft" else None,
            monster=self._holder(self.row) if self.step == "draft" else None,
            rows=[DECK.codes_of(self.row_mask(r)) for r in range(ROWS)],
            draft_tricks=[[(p, CODES[c]) for p, c in t] for t in self.draft_tricks],
            draft_winners=list(self.draft_winners),
            table_cards=DECK.codes_of(self.table_cards),
            trumps_known=knows,
            trump_colour=(DECK.suits[self.trump_colour] if self.trump_colour is not None else "none")
            if knows
            else None,
            trump_number=(self.trump_number if self.trump_number is not None else "none") if knows else None,
            tasks=[list(t) for t in self.tasks],
            task_pool={k: n for k, n in self.pool.items() if n} if self.step == "tasks" else {},
            chosen=[c is not None for c in self.chosen],
            shown=list(self.chosen) if revealed_choices else [None] * self.players,
            my_choice=self.chosen[seat] if 0 <= seat < self.players else None,
            returned=list(self.returned) if self.step in ("return", "over") else [None] * self.players,
            start_fulfils=list(self.start_fulfils) if self.step in ("return", "over") else [],
        )
        trick = self.trick
        last = [(p, CODES[c]) for p, c in self.tricks[-1]] if self.tricks and not trick else None
        in_draft = self.step in ("tasks", "draft")
        return self._view(
            seat,
            facts,
            public,
            trump=trump_text(self.trump_colour, self.trump_number) if knows else None,
            open_hands={p: DECK.codes_of(self.hands[p]) for p in range(self.players)} if in_draft else None,
            last_trick=last,
        )

    def result(self) -> Result:
        """Tasks returned this round: one point per returned task (§4.3(4))."""
        if self._to_move is not None:
            raise ValueError("the round is not over")
        if self._result is None:
            f = self.facts()
            points = [1 if k is not None else 0 for k in self.returned]
            lines = [Line(f"task-{k}", True, 1, 1, -1, s, 1) for s, k in enumerate(self.returned) if k is not None]
            details = {
                "trump": trump_text(self.trump_colour, self.trump_number),
                "shown": list(self.chosen),
                "fulfilled": [fulfilled(k, s, f) if k is not None else None for s, k in enumerate(self.chosen)],
                "start_fulfils": list(self.start_fulfils),
                "returned": list(self.returned),
                "tricks": list(self.won_count),
                "last_trick": f.last,
                "draft_winners": list(self.draft_winners),
                "tasks_left": [list(t) for t in self.tasks],
            }
            self._result = Result(points, lines, details)
        return self._result

    def check_invariants(self) -> None:
        """Every card in one place, every task card accounted for; counts fit the step."""
        self._check_cards([*self.hands, *self.won, self.undrafted, self.table_cards], FULL)
        assert all(n >= 0 for n in self.pool.values()), "a task was taken twice"
        assert all(len(t) <= TASKS_EACH for t in self.tasks)
        if self.step == "tasks":
            assert sum(self.pool.values()) + sum(len(t) for t in self.tasks) == 24
        assert self.chosen[self.start] is None, "the start player chooses no task"
        if self.step == "draft":
            assert self.undrafted.bit_count() == 36 - 4 * self.row - len(self.row_takes)
        if self.step in ("choose", "play", "return", "over"):
            assert self.undrafted == 0 and len(self.draft_winners) == ROWS
            assert self.table_cards.bit_count() == (9 if self.players == 3 else 0)
            n = len(self.tricks)
            for s in range(self.players):
                played = any(p == s for p, _ in self.trick)
                assert self.hands[s].bit_count() == 9 - n - played, "hand size does not fit"
        if self.step in ("return", "over"):
            assert len(self.tricks) == ROWS and sum(self.won_count) == ROWS
            assert sum(1 for k in self.returned if k is not None) <= self.players
