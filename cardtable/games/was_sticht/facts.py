"""The public facts of a Was sticht? round that a view carries (``View.facts``)."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.protocol import Facts, Seat


@dataclass(frozen=True)
class WasStichtFacts(Facts):
    """What a seat knows of a Was sticht? round: the draft, the trumps once it may know them, the tasks."""

    step: str  # the engine's step (finer than the phase)
    start: Seat
    row: int | None  # the draft row being taken
    monster: Seat | None  # who holds the monster in the draft
    rows: list[list[str]]  # the draft rows' cards
    draft_tricks: list[list[tuple[Seat, str]]]
    draft_winners: list[int]  # seat, or -1 for the table
    table_cards: list[str]
    trumps_known: bool  # this seat knows the trumps
    trump_colour: str | None  # None while unknown to this seat; "none" for no trump colour
    trump_number: int | str | None  # None while unknown to this seat; "none" for no trump number
    tasks: list[list[str]]  # each seat's drafted tasks
    task_pool: dict[str, int]  # tasks left to draft, in the task draft
    chosen: list[bool]  # per seat: has chosen its round task
    shown: list[str | None]  # the chosen tasks, once shown
    my_choice: str | None
    returned: list[str | None]  # the tasks returned at the end
    start_fulfils: list[int]  # the start player's fulfilled tasks, at the end
