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
from cardtable.engine.protocol import Action, IllegalAction, Line, View
from cardtable.engine.registry import Text
from cardtable.games.was_sticht.facts import WasStichtFacts
from cardtable.ui import texts
from cardtable.ui.profiles.base import Board, TableProfile, say

ROWS = 9
TABLE = -1  # the 3-player "table" in a practice trick

# the task cards' names as the [HU] rules print them ("A feladatkártyák"), and short forms for the board
TASK_NAMES = {
    "betli": Text("Betli (no trick)", "Betli"),
    "no": Text("No {colour} card", "Nincs {colour} lap"),
    "exactly-1": Text("Exactly 1 trick", "Pontosan 1 ütés"),
    "exactly": Text("Exactly {n} tricks", "Pontosan {n} ütés"),
    "last": Text("Last trick", "Utolsó ütés"),
    "most": Text("Most tricks", "Legtöbb ütés"),
    "fewest": Text("Fewest tricks", "Legkevesebb ütés"),
}
TASK_SHORT = {
    "betli": Text("Betli", "Betli"),
    "no": Text("No {colour}", "Nincs {colour}"),
    "exactly": Text("Exactly {n}", "Pontosan {n}"),
    "last": Text("Last", "Utolsó"),
    "most": Text("Most", "Legtöbb"),
    "fewest": Text("Fewest", "Legkevesebb"),
}
TASK_RULES = {
    "betli": Text("Take no trick this round.", "Egy ütésed sem lehet ebben a fordulóban."),
    "no": Text(
        "No {colour} card in your tricks, whatever the trumps — and you must take at least one trick.",
        "Az elvitt ütéseidben nem lehet {colour} lap, az adutól függetlenül — de legalább egy ütést el kell vinned.",
    ),
    "exactly": Text("Take exactly {n} trick(s), no more, no fewer.", "Pontosan {n} ütést kell elvinned."),
    "last": Text("Take the last (9th) trick.", "Neked kell elvinned az utolsó ütést."),
    "most": Text(
        "Take more tricks than anyone else (a tie fails).",
        "A legtöbb ütést kell elvinned; ha bárki ugyanannyit visz, nem teljesül.",
    ),
    "fewest": Text(
        "Take fewer tricks than anyone else, but at least one (a tie fails).",
        "A legkevesebb ütést kell elvinned, de legalább egyet; ha bárki ugyanannyit vagy kevesebbet visz, "
        "nem teljesül.",
    ),
}

WORDS = {
    "you": Text("You", "Te"),
    "table": Text("table", "asztal"),
    "take": Text("{card}", "{card}"),  # the prompt asks to take a card: the button names it
    "return": Text("Return {task}", "Visszaadom: {task}"),
    "said-task": Text("task: {task}", "feladat: {task}"),
    "said-hidden": Text("has chosen a task", "feladat kijelölve"),
    "said-take": Text("took {card}", "elvett lap: {card}"),
    "said-return": Text("returned: {task}", "visszaadva: {task}"),
    "start": Text("start player", "kezdőjátékos"),
    "monster": Text("monster card", "szörnykártya"),
    "returned": Text("returned: {task}", "visszaadva: {task}"),
    "part": Text("{task} returned", "{task} visszaadva"),
    "row": Text("Row", "Sor"),
    "row-of": Text("{row}/9", "{row}/9"),
    "trump-colour": Text("Trump colour", "Aduszín"),
    "trump-number": Text("Trump number", "Aduszám"),
    "no-colour": Text("none (grey card)", "nincs (szürke lap)"),
    "no-number": Text("none (X)", "nincs (X)"),
    "secret": Text("{value} — secret", "{value} — titok"),
    "rows-title": Text("Rows", "Sorok"),
    "pool-title": Text("Task cards in the middle", "Feladatkártyák középen"),
    "tasks-title": Text("Task cards", "Feladatkártyák"),
    "chosen": Text("chosen", "kijelölte"),
    "choosing": Text("choosing…", "választ…"),
    "no-choice": Text("no choice", "nem választ"),
    "no-choice-tip": Text(
        "The start player chooses no task: he may fulfil anyone's shown task instead.",
        "A kezdőjátékos nem választ feladatot: bárki felfedett feladatát teljesítheti.",
    ),
    "won-by": Text("Practice trick {row}: {name}", "{row}. próbaütés: {name}"),
    "monster-tip": Text("{name} holds the monster card for row {row}", "A szörnykártya: {name} ({row}. sor)"),
    "your-secret": Text("your secret choice", "titkos választásod"),
    "card-of": Text("{card} — taken by {name}", "{card} — {name} vette el"),
    "card-row": Text("{card} — still in row {row}", "{card} — még {az} {row}. sorban"),
    "failed": Text("not fulfilled", "nem teljesült"),
    "made-by-start": Text("the start player made it", "a kezdő teljesítette"),
    "none-left": Text("no task cards left", "nincs több feladatkártya"),
}

PROMPTS = {
    "tasks": Text(
        "Take a task card from the middle ({n} of 4 taken).",
        "Vegyél el egy feladatkártyát középről (eddig {n} a 4-ből).",
    ),
    "draft-monster": Text(
        "You hold the monster card: take the first card of row {row}.",
        "Nálad a szörnykártya: te veszel elsőként {az} {row}. sorból.",
    ),
    "draft": Text("Take a card from row {row}.", "Vegyél el egy kártyát {az} {row}. sorból."),
    "choose": Text("Choose this round's task, in secret.", "Jelöld ki titokban a forduló feladatát."),
    "return": Text(
        "You fulfilled a task its owner failed: return one of yours.",
        "Teljesítetted egy bukott feladatot: adj vissza egyet a tieidből.",
    ),
}

# refusals by the engine's key; the rule is named by the seed's heading (the [HU] rules booklet)
REFUSALS = {
    "not-your-turn": Text("It is not your turn.", "Nem te következel."),
    "task-draft": Text("First everyone takes four task cards.", "Előbb mindenki elvesz négy feladatkártyát."),
    "task-gone": Text("No such task card is left in the middle.", "Ilyen feladatkártya már nincs középen."),
    "must-take": Text("Take a card from row {row}.", "Egy kártyát kell elvenned {az} {row}. sorból."),
    "not-in-row": Text("That card is not in row {row}.", "Ez a kártya nincs {az} {row}. sorban."),
    "must-choose": Text("Choose one of your tasks for this round.", "Jelöld ki az egyik feladatodat erre a fordulóra."),
    "task-not-held": Text("You hold no such task card.", "Nincs ilyen feladatkártyád."),
    "not-in-hand": Text("{card} is not in your hand.", "Nincs nálad: {card}."),
    "must-follow": Text(
        "You must follow the led colour (the trump number is not part of its colour).",
        "Színre színt kell adnod (az aduszám nem a szín része).",
    ),
    "must-follow-trump": Text(
        "A trump was led: play a trump (trump colour or trump number).",
        "Adut hívtak: adut kell raknod (aduszínt vagy aduszámot).",
    ),
    "must-return": Text("Return one of your task cards.", "Adj vissza egy feladatkártyádat."),
    "return-not-held": Text("You hold no such task card.", "Nincs ilyen feladatkártyád."),
    "return-not-earned": Text(
        "Only the start player returns a task, and only at the end of the round.",
        "Csak a kezdőjátékos ad vissza feladatot, és csak a forduló végén.",
    ),
    "deal-over": Text("The round is over.", "A forduló véget ért."),
    "not-now": Text("That is not possible now.", "Ez most nem lehetséges."),
}
RULE_CITED = Text("{refusal} (rule: Was sticht?, “{section}”)", "{refusal} (szabály: Was sticht?, „{section}”)")


def _facts(view: View) -> WasStichtFacts:
    """The public facts of the view's deal."""
    return cast(WasStichtFacts, view.facts)


def colour_name(letter: str) -> str:
    """A colour's name in the UI language (red / piros)."""
    return texts.suit_name("was-sticht", letter)


def card_name(code: str) -> str:
    """A number card's name: "red 5" / "piros 5"."""
    return texts.card_name("was-sticht", code)


def _task_text(table: dict[str, Text], kind: str) -> str:
    if kind.startswith("no-"):
        return say(table["no"], colour=colour_name(kind[3:]))
    if kind.startswith("exactly-"):
        n = kind[8:]
        return say(table.get(kind) or table["exactly"], n=n)
    return say(table[kind]) if kind in table else kind


def task_name(kind: str) -> str:
    """A task card's name as the rules print it: "Nincs piros lap" / "No red card"."""
    return _task_text(TASK_NAMES, kind)


def task_short(kind: str) -> str:
    """A task card's short name for the board: "Pontosan 2" / "Exactly 2"."""
    return _task_text(TASK_SHORT, kind)


def task_rule(kind: str) -> str:
    """What a task asks, in a sentence (the board's tooltip)."""
    return _task_text(TASK_RULES, kind)


def article(n: int) -> str:
    """The Hungarian article before a number as it is read: "az 1.", "az 5.", "a 2." (English ignores it)."""
    return "az" if str(n)[0] in "15" and len(str(n)) in (1, 4) else "a"


def _seat_of(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _trump_values(view: View) -> tuple[str | None, str | None]:
    """The trump colour and number as the view carries them ("R"/"none", "5"/"none"), None when unknown."""
    colour, number = _facts(view).trump_colour, _facts(view).trump_number
    return (str(colour) if colour is not None else None, str(number) if number is not None else None)


def _cited_section(rule: str) -> str:
    """The seed's heading in an engine citation ("… [HU 3. Lejátszás: …]" -> "3. Lejátszás")."""
    start = rule.find("[HU ")
    if start < 0:
        return rule
    inner = rule[start + 4 :].rstrip("]")
    return inner.split(":")[0].strip()


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
    def action_label(self, a: Action) -> str:
        if a.kind == "task":
            return task_name(a.arg)
        if a.kind == "take":
            return say(WORDS["take"], card=card_name(DECK.codes[a.cards[0]]).capitalize())
        if a.kind == "return":
            return say(WORDS["return"], task=task_name(a.arg))
        return super().action_label(a)

    def action_said(self, a: Action | None) -> str:
        if a is None:
            return say(WORDS["said-hidden"])
        if a.kind == "task":
            return say(WORDS["said-task"], task=task_name(a.arg))
        if a.kind == "take":
            return say(WORDS["said-take"], card=card_name(DECK.codes[a.cards[0]]))
        if a.kind == "return":
            return say(WORDS["said-return"], task=task_name(a.arg))
        return super().action_said(a)

    def prompt(self, view: View) -> str:
        step = _facts(view).step
        if step == "tasks":
            held = _facts(view).tasks
            n = len(held[view.seat]) if view.seat < len(held) else 0
            return say(PROMPTS["tasks"], n=n)
        if step == "draft":
            row = (_seat_of(_facts(view).row) or 0) + 1
            monster = _facts(view).monster == view.seat
            return say(PROMPTS["draft-monster" if monster else "draft"], row=row, az=article(row))
        if step in ("choose", "return"):
            return say(PROMPTS[step])
        return super().prompt(view)

    def refusal(self, exc: IllegalAction) -> str:
        """Every refusal in both languages, naming the [HU] rules' section it breaks."""
        template = REFUSALS.get(exc.key)
        if template is None:
            return super().refusal(exc)
        params = dict(exc.params)
        if "card" in params:
            params["card"] = card_name(str(params["card"]))
        if isinstance(params.get("row"), int):
            params["az"] = article(params["row"])
        try:
            text = say(template, **params)
        except (KeyError, IndexError, ValueError):
            text = exc.message
        if not exc.rule:
            return text
        return say(RULE_CITED, refusal=text, section=_cited_section(exc.rule))

    def part_name(self, part: str) -> str:
        if part.startswith("task-"):
            return say(WORDS["part"], task=task_name(part[5:]))
        return super().part_name(part)

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        return part

    def facts(self, view: View) -> list[tuple[str, str]]:
        """The row during the draft and the trumps when this seat knows them — no more: at 800×560 the box shares
        the corner with a plate (the chosen tasks are on the board and the plates)."""
        out: list[tuple[str, str]] = []
        step = _facts(view).step
        row = _seat_of(_facts(view).row)
        if step == "draft" and row is not None:
            out.append((say(WORDS["row"]), say(WORDS["row-of"], row=row + 1)))
        colour, number = _trump_values(view)
        secret = step in ("tasks", "draft")  # only the start player knows them before the rows are taken
        if colour is not None:
            value = say(WORDS["no-colour"]) if colour == "none" else colour_name(colour)
            out.append((say(WORDS["trump-colour"]), say(WORDS["secret"], value=value) if secret else value))
        if number is not None:
            value = say(WORDS["no-number"]) if number == "none" else number
            out.append((say(WORDS["trump-number"]), say(WORDS["secret"], value=value) if secret else value))
        return out

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        out: list[str] = []
        if _facts(view).start == seat:
            out.append(say(WORDS["start"]))
        if _facts(view).step == "draft" and _facts(view).monster == seat:
            out.append(say(WORDS["monster"]))
        returned = _facts(view).returned[seat] if seat < len(_facts(view).returned) else None
        # the start player's return is his own action: his plate already says it
        if returned is not None and seat != _facts(view).start:
            out.append(say(WORDS["returned"], task=task_name(returned)))
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
