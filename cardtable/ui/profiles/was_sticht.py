"""Was sticht? at the table: the task draft, the nine rows with the monster card and the practice-trick winners,
the secret task choice, the trumps only for a seat that knows them, the start player's return.

Everything shown comes from the human's view: the trumps from ``facts.trump_colour``/``trump_number`` (None
while this seat does not know them), the others' choices from ``facts.shown`` (None until all have chosen).
"""

from __future__ import annotations

from typing import Any, cast

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import Line, View
from cardtable.games.was_sticht.facts import WasStichtFacts
from cardtable.ui import texts
from cardtable.ui.profiles.base import Board, TableProfile
from cardtable.ui.profiles.was_sticht_board import RowsBoard, say, task_name


def _facts(view: View) -> WasStichtFacts:
    """The public facts of the view's deal."""
    return cast(WasStichtFacts, view.facts)


def colour_name(letter: str) -> str:
    """A colour's name in the UI language (red / piros)."""
    return texts.suit_name("was-sticht", letter)


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
        return RowsBoard()


PROFILE = WasStichtProfile("was-sticht")
