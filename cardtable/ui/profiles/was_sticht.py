"""Was sticht? at the table: the task draft, the nine rows with the monster card and the practice-trick winners,
the secret task choice, the trumps only for a seat that knows them, the start player's return.

Everything shown comes from the human's view: the trumps from ``facts.trump_colour``/``trump_number`` (None
while this seat does not know them), the others' choices from ``facts.shown`` (None until all have chosen).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import Action, Line, View
from cardtable.games.was_sticht.facts import WasStichtFacts
from cardtable.ui import i18n, texts
from cardtable.ui.profiles.base import Board, TableProfile, sayer
from cardtable.words.was_sticht import WORDS

ROWS = 9
TABLE = -1  # the 3-player "table" in a practice trick

say = sayer("was-sticht")


def _facts(view: View) -> WasStichtFacts:
    """The public facts of the view's deal."""
    return cast(WasStichtFacts, view.facts)


def colour_name(letter: str) -> str:
    """A colour's name in the UI language (red / piros)."""
    return texts.suit_name("was-sticht", letter)


def card_name(code: str) -> str:
    """A number card's name: "red 5" / "piros 5"."""
    return texts.card_name("was-sticht", code)


def task_name(kind: str) -> str:
    """A task card's name as the rules print it: "Nincs piros lap" / "No red card"."""
    return WORDS.task(kind, i18n.current())


def task_short(kind: str) -> str:
    """A task card's short name for the board: "Pontosan 2" / "Exactly 2"."""
    return WORDS.task(kind, i18n.current(), "task-short")


def task_rule(kind: str) -> str:
    """What a task asks, in a sentence (the board's tooltip)."""
    return WORDS.task(kind, i18n.current(), "task-rule")


def _seat_of(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _trump_values(view: View) -> tuple[str | None, str | None]:
    """The trump colour and number as the view carries them ("R"/"none", "5"/"none"), None when unknown."""
    colour, number = _facts(view).trump_colour, _facts(view).trump_number
    return (str(colour) if colour is not None else None, str(number) if number is not None else None)


class WasStichtProfile(TableProfile):
    """Was sticht?'s table."""

    plate_history = False  # many small moves a round (takes, exchanges): the plate keeps the last

    list_after = 4  # the task draft offers up to eleven kinds: a drop-down; a choice of four stays buttons

    # cards ----------------------------------------------------------------------------------------------------
    def hand_order(self, view: View) -> list[str]:
        """By colour, low to high; once this seat knows the trumps, trumps last (colour, number, super trump)."""
        colour, number = _trump_values(view)

        def key(code: str) -> tuple[int, int, int]:
            c, n = code[0], int(code[1:])
            rank = 0
            if c == colour and str(n) == number:
                rank = 3
            elif str(n) == number:
                rank = 2
            elif c == colour:
                rank = 1
            return (rank, DECK.suits.index(c) if rank != 2 else 0, n)

        return sorted(view.hand, key=key)

    # words ----------------------------------------------------------------------------------------------------
    def prompt(self, view: View) -> str:
        step = _facts(view).step
        if step == "tasks":
            held = _facts(view).tasks
            n = len(held[view.seat]) if view.seat < len(held) else 0
            return say("prompt.tasks", n=n)
        if step == "draft":
            row = (_seat_of(_facts(view).row) or 0) + 1
            monster = _facts(view).monster == view.seat
            return say("prompt.draft-monster" if monster else "prompt.draft", row=row)
        if step in ("choose", "return"):
            return say(f"prompt.{step}")
        return super().prompt(view)

    def part_name(self, part: str) -> str:
        if part.startswith("task-"):
            return say("part.task", task=task_name(part[5:]))
        return super().part_name(part)

    def line_text(self, line: Line, names: list[str], human: int) -> str | None:
        """A task returned is a task fulfilled: the game has no points ("feladat teljesítve: Nincs kék lap — Anna")."""
        if not line.part.startswith("task-"):
            return None
        seat = line.payee if line.payee >= 0 else line.payer
        name = say("word.you") if seat == human else names[seat] if 0 <= seat < len(names) else "?"
        return say("score.task", task=task_name(line.part[5:]), name=name)

    def facts(self, view: View) -> list[tuple[str, str]]:
        """The row during the draft and the trumps when this seat knows them — no more: at 800×560 the box shares
        the corner with a plate (the chosen tasks are on the board and the plates)."""
        out: list[tuple[str, str]] = []
        step = _facts(view).step
        row = _seat_of(_facts(view).row)
        if step == "draft" and row is not None:
            out.append((say("fact.row"), say("fact.row-of", row=row + 1)))
        colour, number = _trump_values(view)
        secret = step in ("tasks", "draft")  # only the start player knows them before the rows are taken
        if colour is not None:
            value = say("fact.no-colour") if colour == "none" else colour_name(colour)
            out.append((say("fact.trump-colour"), say("fact.secret", value=value) if secret else value))
        if number is not None:
            value = say("fact.no-number") if number == "none" else number
            out.append((say("fact.trump-number"), say("fact.secret", value=value) if secret else value))
        return out

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        out: list[str] = []
        if _facts(view).start == seat:
            out.append(say("tag.start"))
        if _facts(view).step == "draft" and _facts(view).monster == seat:
            out.append(say("tag.monster"))
        returned = _facts(view).returned[seat] if seat < len(_facts(view).returned) else None
        # the start player's return is his own action: his plate already says it
        if returned is not None and seat != _facts(view).start:
            out.append(say("tag.returned", task=task_name(returned)))
        return out

    def make_board(self) -> Board | None:
        from cardtable.ui.profiles.was_sticht_board import RowsBoard

        return RowsBoard()


@dataclass(frozen=True)
class RowColumn:
    """One of the nine rows on the board: its cards, who took each, the practice trick's winner."""

    row: int
    cards: tuple[tuple[str, int | None], ...]  # (code, taker seat / -1 table / None still lying)
    winner: int | None  # seat, -1 for the table, None while the row is not played out
    current: bool
    monster: int | None  # the monster holder, for the current row


@dataclass(frozen=True)
class SeatTasks:
    """One seat's task cards as the human's view shows them."""

    seat: int
    tasks: tuple[str, ...]
    shown: str | None  # the task revealed (all have chosen), or the human's own secret choice
    secret: bool  # ``shown`` is the human's own choice, not yet revealed to the others
    chosen: bool  # has chosen (the others do not learn what)
    chooses: bool  # takes part in the choice (not the start player)
    returned: str | None
    made_by_start: bool = False  # the start player fulfilled this seat's shown task, which it failed


@dataclass(frozen=True)
class BoardData:
    """What the board shows: the task pool (during the task draft) or the rows, and every seat's tasks."""

    pool: tuple[tuple[str, int], ...]
    rows: tuple[RowColumn, ...]
    seats: tuple[SeatTasks, ...]
    step: str
    # the human's legal actions now (its clickable cards and tasks) by kind and what they name: a task or a card code
    legal: Mapping[tuple[str, str], Action] = field(default_factory=dict)


def board_data(view: View) -> BoardData:
    """Read the board's contents from the view alone."""
    facts = _facts(view)
    step = facts.step
    pool_map = facts.task_pool if isinstance(facts.task_pool, dict) else {}
    pool = tuple((k, int(n)) for k, n in pool_map.items() if n)
    rows: list[RowColumn] = []
    if step != "tasks":
        tricks = facts.draft_tricks
        winners = facts.draft_winners
        lying = facts.rows
        current = _seat_of(facts.row) if step == "draft" else None
        for r in range(ROWS):
            if r < len(tricks):
                cards = tuple((str(code), _seat_of(p)) for p, code in tricks[r])
                rows.append(RowColumn(r, cards, winners[r] if r < len(winners) else None, False, None))
            else:
                left = tuple((str(code), None) for code in (lying[r] if r < len(lying) else []))
                monster = _seat_of(facts.monster) if r == current else None
                rows.append(RowColumn(r, left, None, r == current, monster))
    tasks = _facts(view).tasks
    shown = facts.shown
    chosen = facts.chosen
    returned = _facts(view).returned
    mine = facts.my_choice
    start = _seat_of(facts.start)
    made = {s for s in facts.start_fulfils if isinstance(s, int)}
    seats = []
    for s in range(view.players):
        revealed = shown[s] if s < len(shown) and isinstance(shown[s], str) else None
        secret = revealed is None and s == view.seat and isinstance(mine, str)
        seats.append(
            SeatTasks(
                seat=s,
                tasks=tuple(tasks[s]) if s < len(tasks) else (),
                shown=revealed if revealed is not None else (mine if secret else None),
                secret=secret,
                chosen=bool(chosen[s]) if s < len(chosen) else False,
                chooses=s != start and step in ("choose", "play", "return", "over"),
                returned=returned[s] if s < len(returned) and isinstance(returned[s], str) else None,
                made_by_start=s in made,
            )
        )
    codes = view.deck.codes
    legal = {(a.kind, a.arg or codes[a.cards[0]]): a for a in view.legal_actions} if view.to_move == view.seat else {}
    return BoardData(pool, tuple(rows), tuple(seats), step, legal)


PROFILE = WasStichtProfile("was-sticht")
