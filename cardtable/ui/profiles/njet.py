"""NJET at the table: the board of five rows and its discs, teams by name, discards and passes by selection.

The words follow the Hungarian booklet (seed 002, "NJET"): korong (disc), kezdőjátékos, eldobás, aduszín,
szuperadu, zsákmány (a captured 0), szörnykártya (the monster card). Seats wear the board's player colours
(turquoise, pink, green, orange, lilac) on their discs, with their initials.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from cardtable.engine.protocol import Action, IllegalAction, Line, View
from cardtable.engine.registry import Text
from cardtable.games.njet.actions import BLOCK
from cardtable.games.njet.facts import NjetFacts
from cardtable.ui import i18n, texts
from cardtable.ui.board_keys import Spot, SpotCursor
from cardtable.ui.profiles.base import Board, TableProfile, say

SUITS = "BYRK"  # hand order: blue, yellow, red, black — light and dark alternate
TRUMP_COLOURS = ("R", "K", "B", "Y", None)  # the board's trump and super-trump rows, column by column
DISCARD_RULES = ("discard-1", "discard-2", "discard-2-no-zero", "pass-2", "none")
POINTS = (1, 2, 3, 4, -2)
SEAT_COLOURS = ("#35c2c2", "#f06ba8", "#5cb85c", "#f0953a", "#a98ad8")  # the player cards, seat by seat
SUIT_COLOURS = {"R": "#d8443a", "K": "#2b2b2b", "B": "#2f6fd0", "Y": "#e8c53a"}

ROWS = (
    Text("Start player", "Kezdőjátékos"),
    Text("Discard", "Eldobás"),
    Text("Trump", "Aduszín"),
    Text("Super trump", "Szuperadu"),
    Text("Points per trick", "Pont ütésenként"),
)
ROW_SHORT = (
    Text("Start", "Kezdő"),
    Text("Discard", "Eldobás"),
    Text("Trump", "Adu"),
    Text("Super trump", "Szuperadu"),
    Text("Points", "Pont"),
)
DISCARD_WORDS = {
    "discard-1": Text("discard 1 card", "1 lap eldobása"),
    "discard-2": Text("discard 2 cards", "2 lap eldobása"),
    "discard-2-no-zero": Text("discard 2 cards, no 0s", "2 lap eldobása, 0-s nélkül"),
    "pass-2": Text("pass 2 cards to the player before you", "2 lap továbbadása az előtted következőnek"),
    "none": Text("no discard", "nincs eldobás"),
}
DISCARD_SHORT = (
    Text("1", "1"),
    Text("2", "2"),
    Text("2, no 0s", "2, 0-s nélkül"),
    Text("pass 2", "2 tovább"),
    Text("none", "nincs"),
)
DISCARD_WORDS_BY_COLUMN = tuple(DISCARD_WORDS[r] for r in DISCARD_RULES)
DISCARD_MARKS = ("1", "2", "2≠0", "2→", "NJET")  # the discard row's spaces, as short as the board's pictures
NONE = Text("none (NJET)", "nincs (NJET)")
NONE_SHORT = Text("none", "nincs")
YOU = Text("you", "te")
A_PLAYER = Text("player {n}", "{n}. játékos")

SAID = {
    "block": Text("njet: {row} {option}", "njet: {row} {option}"),
    "alone": Text("plays alone", "egyedül játszik"),
    "partner": Text("partner: {names}", "partnere: {names}"),
    "team": Text("team: {names}", "csapat: {names}"),
    "monster": Text("monster card: {name}", "szörnykártya: {name}"),
    "discard": Text("discards {cards}", "eldobja: {cards}"),
    "passes": Text("passes {cards}", "továbbadja: {cards}"),
    "hidden-discard": Text("discarded", "eldobott"),
    "hidden-pass": Text("passed 2", "továbbadott"),
    "hidden": Text("gives up cards", "lapot adott le"),
}
LABELS = {
    "block": Text("{row}: {option} — NJET", "{row}: {option} — NJET"),
    "alone": Text("Play alone (monster card: your points double)", "Egyedül játszom (szörnykártya: dupla pont)"),
    "partner": Text("Partner: {names}", "Partnerem: {names}"),
    "partner-2v3": Text("Partner: {names} (2 vs 3)", "Partnerem: {names} (2 a 3 ellen)"),
    "partners-3v2": Text("Partners: {names} (3 vs 2)", "Partnereim: {names} (3 a 2 ellen)"),
    "monster": Text("Monster card to {name}", "Szörnykártya: {name}"),
    "monster-me": Text("Monster card: I keep it", "Szörnykártya: nálam marad"),
    "discard": Text("Discard {cards}", "Eldobom: {cards}"),
    "pass": Text("Pass {cards}", "Továbbadom: {cards}"),
    "play": Text("Play {card}", "Kijátszom: {card}"),
}
PROMPTS = {
    "njet": Text(
        "Say NJET: put a disc on an option of the board (click it) — each row keeps one free space.",
        "Mondj NJET-et: tegyél korongot a tábla egy mezőjére (kattints rá) — minden sorban marad egy üres mező.",
    ),
    "team-3": Text(
        "You start: play alone, or choose a partner.", "Te vagy a kezdő: egyedül játszol, vagy partnert választasz?"
    ),
    "team-4": Text("You start: choose your partner.", "Te vagy a kezdő: válaszd ki a partneredet."),
    "team-5": Text(
        "You start: choose one partner (two against three) or two (three against two).",
        "Te vagy a kezdő: válassz egy partnert (ketten hárman ellen) vagy kettőt (hárman ketten ellen).",
    ),
    "monster": Text(
        "Give the monster card to a player of the two-player team: that player's points count double.",
        "Add a szörnykártyát a kétfős csapat egyik tagjának: az ő pontjai duplán számítanak.",
    ),
    "discard-1": Text(
        "Select 1 card to discard (out of play this round), then press Discard.",
        "Jelölj ki 1 lapot eldobásra (ebben a fordulóban kimarad), aztán nyomd meg az Eldobás gombot.",
    ),
    "discard-2": Text(
        "Select 2 cards to discard (out of play this round), then press Discard.",
        "Jelölj ki 2 lapot eldobásra (ebben a fordulóban kimaradnak), aztán nyomd meg az Eldobás gombot.",
    ),
    "discard-2-no-zero": Text(
        "Select 2 cards to discard — no 0s —, then press Discard.",
        "Jelölj ki 2 lapot eldobásra — 0-st nem —, aztán nyomd meg az Eldobás gombot.",
    ),
    "pass-2": Text(
        "Select 2 cards to pass to {name}, the player before you, then press Pass.",
        "Jelölj ki 2 lapot továbbadásra — {name} kapja, aki előtted következik —, aztán nyomd meg a Továbbadás gombot.",
    ),
    "lead": Text("Your lead: play any card.", "Te hívsz: játssz ki egy tetszőleges lapot."),
    "play": Text("Your turn: follow the colour led if you can.", "Te jössz: a hívott színből kell raknod, ha van."),
}
PASS_BUTTON = Text("Pass (2 cards)", "Továbbadás (2 lap)")
PASS_TO = Text("Pass to {name}", "Továbbadás: {name}")
RIGHT_HAND = Text("the player before you", "az előtted következő")

FACTS = {
    "discs": Text("Discs to place", "Hátralévő korong"),
    "trump": Text("Trump", "Adu"),
    "super": Text("Super trump", "Szuperadu"),
    "points": Text("Per trick", "Ütésenként"),
    "points-n": Text("{n} points", "{n} pont"),
    "points-1": Text("1 point", "1 pont"),
    "discard": Text("Discard", "Eldobás"),
    "tricks": Text("Tricks (us:them)", "Ütés (mi:ők)"),
    "tricks-2": Text("Tricks (you:them)", "Ütés (te:ő)"),
    "captures": Text("Captures", "Zsákmány"),
    "received": Text("Received", "Kaptad"),
    "zeros": Text("{colour} 0s", "{colour} 0-sok"),
}
TAGS = {
    "dealer": Text("dealer", "osztó"),
    "start": Text("start player", "kezdő"),
    "partner": Text("partner", "partner"),
    "monster": Text("monster ×2", "szörny ×2"),
}
PARTS = {
    "tricks": Text("tricks", "ütések"),
    "captures": Text("captures (0s)", "zsákmány (0-sok)"),
    "team-tricks": Text("the team's tricks", "a csapat ütései"),
    "team-captures": Text("the team's captures (0s)", "a csapat zsákmánya (0-sok)"),
    "difference": Text("difference over the other team", "különbség a másik csapathoz képest"),
}
LINE = {
    "head": Text("{part}: {units} × {value} points", "{part}: {units} × {value} pont"),
    "head-1": Text("{part}: {units} × 1 point", "{part}: {units} × 1 pont"),
    "you-score": Text("you score {n}", "{n} pontot kapsz"),
    "scores": Text("{name} scores {n}", "{name} {n} pontot kap"),
    "you-lose": Text("you lose {n}", "{n} pontot veszítesz"),
    "loses": Text("{name} loses {n}", "{name} {n} pontot veszít"),
}
AND = Text(" and ", " és ")
TWO_OF = Text("two {card}s", "két {card}")

# Refusals: the engine's message keys in both languages, each with the booklet heading (seed 002) it cites
REFUSALS: dict[str, tuple[Text, str]] = {
    "not-your-turn": (Text("It is not your turn.", "Nem te következel."), "NJET-fázis"),
    "njet-first": (
        Text("First the board: put a disc on a free space.", "Előbb a tábla: tegyél korongot egy üres mezőre."),
        "NJET-fázis",
    ),
    "last-space": (
        Text(
            "Every row keeps one free space: this is the last one in its row ({row}).",
            "Minden sorban marad egy üres mező: ez az utolsó a sorában ({row}).",
        ),
        "NJET-fázis",
    ),
    "space-covered": (Text("That space already has a disc.", "Azon a mezőn már van korong."), "NJET-fázis"),
    "board-done": (
        Text("The board is settled for this round.", "A tábla ebben a fordulóban már eldőlt."),
        "A játéktábla",
    ),
    "teams-first": (
        Text("The start player chooses the teams first.", "Előbb a kezdőjátékos választ partnert."),
        "1. sor: Kezdőjátékos",
    ),
    "bad-team": (
        Text("Such a team is not possible at this table.", "Ennyi játékosnál ilyen csapat nem lehet."),
        "Előkészületek - speciális szabályok",
    ),
    "monster-first": (
        Text("The start player gives the monster card first.", "Előbb a kezdőjátékos odaadja a szörnykártyát."),
        "Szörnykártya",
    ),
    "monster-small-team": (
        Text(
            "The monster card goes to a player of the two-player team.",
            "A szörnykártya a kétfős csapat egyik tagjához kerül.",
        ),
        "Szörnykártya",
    ),
    "discard-first": (
        Text(
            "First everyone discards or passes cards, as the board's discard row says.",
            "Előbb mindenki eldobja vagy továbbadja a lapjait, ahogy a tábla eldobás-sora mondja.",
        ),
        "2. sor: Eldobás",
    ),
    "wrong-discard": (
        Text(
            "This round the board's discard row asks for something else.",
            "Ebben a fordulóban a tábla eldobás-sora mást kér.",
        ),
        "2. sor: Eldobás",
    ),
    "no-zeros": (
        Text("No 0s may be discarded this round.", "Ebben a fordulóban 0-s lapot nem szabad eldobni."),
        "2. sor: Eldobás",
    ),
    "not-in-hand": (Text("You do not hold {card}.", "Nincs nálad: {card}."), "A lejátszás"),
    "must-follow": (
        Text(
            "You hold the colour led: play it (on a trump or super-trump lead, a trump or super trump).",
            "Van a hívott színből, azt kell raknod (adu- vagy szuperaduhívásra adut vagy szuperadut).",
        ),
        "A lejátszás",
    ),
    "deal-over": (Text("The round is over.", "A forduló véget ért."), "Pontozás"),
    "not-now": (Text("That is not possible now.", "Ez most nem lehetséges."), "NJET"),
}
NOT_HELD = Text("You do not hold those cards.", "Ezek a lapok nincsenek nálad.")
CITED = Text("{what} (NJET rules: “{rule}”)", "{what} (NJET-szabály: „{rule}”)")


def _facts(view: View) -> NjetFacts:
    """The public facts of the view's deal."""
    return cast(NjetFacts, view.facts)


@dataclass
class Table:
    """What the profile last saw of the table: the seats' names, the human's seat, the board's decisions.

    ``action_label``/``action_said`` get an action's text alone; names and the start player come from the last
    view the board showed (every action is worded after at least one such view of its deal).
    """

    names: list[str] = field(default_factory=list)
    human: int = -1
    start: int | None = None
    discard_rule: str | None = None


def _int(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


class NjetProfile(TableProfile):
    """NJET's table."""

    select_kinds = ("discard", "pass")  # the passed pair is chosen like a discard: select two cards
    list_chars = 60  # more than this in all labels goes into the drop-down (the bar must fit 800 pixels)
    plate_history = False  # a plate shows the seat's last word: the board already shows every disc and its placer

    def __init__(self, game: str) -> None:
        super().__init__(game)
        self.table = Table()

    # seats and options in words ------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """A seat as the human reads it: "you", or the player's name."""
        if seat == self.table.human:
            return say(YOU)
        if 0 <= seat < len(self.table.names):
            return self.table.names[seat]
        return say(A_PLAYER, n=seat + 1)

    def seat_list(self, seats: list[int]) -> str:
        """Seats joined as a list is read: "Anna, Bence and you"."""
        words = [self.seat_name(s) for s in seats]
        if len(words) < 2:
            return "".join(words)
        return ", ".join(words[:-1]) + say(AND) + words[-1]

    def colour(self, letter: str | None, short: bool = False) -> str:
        """A colour's name ("red"), or "none (NJET)" ("none" when ``short``)."""
        return texts.suit_name(self.game, letter) if letter else say(NONE_SHORT if short else NONE)

    def option(self, row: int, col: int, short: bool = False) -> str:
        """An option of the board in words: row 0-4, column 0-4 (``short``: as a plate or the facts box says it)."""
        if row == 0:
            return self.seat_name(col)
        if row == 1:
            return say((DISCARD_SHORT if short else DISCARD_WORDS_BY_COLUMN)[col])
        if row in (2, 3):
            c = TRUMP_COLOURS[col]
            if c is None or row == 2:
                return self.colour(c, short)
            return say(FACTS["zeros"], colour=self.colour(c))
        return str(POINTS[col]).replace("-", "−")

    def cards(self, codes: list[str]) -> str:
        """Cards by name: "blue 7 and red 3", or "two yellow 7s" for two copies of a card."""
        names = [self.card_name(c) for c in codes]
        if len(names) == 2 and names[0] == names[1]:
            return say(TWO_OF, card=names[0])
        return names[0] if len(names) == 1 else say(AND).join(names) if len(names) == 2 else ", ".join(names)

    # words -----------------------------------------------------------------------------------------------------
    def action_label(self, a: Action) -> str:
        words = a.arg.split()  # block: row and column from 0; team: seats; a card action: its codes
        if a.kind == "block":
            r, c = map(int, words)
            return say(LABELS["block"], row=say(ROWS[r]), option=self.option(r, c))
        if a.kind == "team":
            team = [int(w) for w in words]
            partners = [s for s in team if s != self.table.start] if self.table.start in team else team
            players = len(self.table.names)
            if not partners:
                return say(LABELS["alone"])
            if players == 5:
                key = "partner-2v3" if len(partners) == 1 else "partners-3v2"
                return say(LABELS[key], names=", ".join(self.seat_name(s) for s in partners))
            return say(LABELS["partner"], names=self.seat_list(partners))
        if a.kind == "monster":
            seat = int(a.arg)
            if seat == self.table.human:
                return say(LABELS["monster-me"])
            return say(LABELS["monster"], name=self.seat_name(seat))
        if a.kind in ("discard", "pass", "play"):
            return say(LABELS[a.kind], cards=self.cards(words), card=self.cards(words))
        return super().action_label(a)

    def action_said(self, a: Action | None) -> str:
        if a is None:
            rule = self.table.discard_rule
            return say(SAID["hidden-pass" if rule == "pass-2" else "hidden-discard" if rule else "hidden"])
        words = a.arg.split()
        if a.kind == "block":
            r, c = map(int, words)
            return say(SAID["block"], row=say(ROW_SHORT[r]).lower(), option=self.option(r, c, short=True))
        if a.kind == "team":
            team = [int(w) for w in words]
            if self.table.start in team:
                partners = [s for s in team if s != self.table.start]
                return say(SAID["partner"], names=self.seat_list(partners)) if partners else say(SAID["alone"])
            return say(SAID["team"], names=self.seat_list(team))
        if a.kind == "monster":
            return say(SAID["monster"], name=self.seat_name(int(a.arg)))
        if a.kind == "discard":
            return say(SAID["discard"], cards=self.cards(words))
        if a.kind == "pass":
            return say(SAID["passes"], cards=self.cards(words))
        if a.kind == "play":
            return ""
        return super().action_said(a)

    def prompt(self, view: View) -> str:
        kinds = {a.kind for a in view.legal_actions}
        rule = _facts(view).discard_rule
        if "block" in kinds:
            return say(PROMPTS["njet"])
        if "team" in kinds:
            return say(PROMPTS[f"team-{view.players}"])
        if "monster" in kinds:
            return say(PROMPTS["monster"])
        if "pass" in kinds:
            return say(PROMPTS["pass-2"], name=self._right_hand(view))
        if "discard" in kinds and isinstance(rule, str) and rule in PROMPTS:
            return say(PROMPTS[rule])
        if "play" in kinds:
            return say(PROMPTS["play"] if view.trick else PROMPTS["lead"])
        return super().prompt(view)

    def _right_hand(self, view: View) -> str:
        """The booklet's "right-hand neighbour": the seat playing just before the human. The table draws the next
        seat on the human's right, so the words name the player instead of a side."""
        seat = (view.seat - 1) % view.players
        return self.table.names[seat] if seat < len(self.table.names) else say(RIGHT_HAND)

    def select_button(self, view: View, selection: list[str]) -> str | None:
        """Passing reads "Pass to Csilla" once two cards are selected."""
        if not any(a.kind == "pass" for a in view.legal_actions):
            return None
        if len(selection) == 2:
            return say(PASS_TO, name=self._right_hand(view))
        return say(PASS_BUTTON)

    def refusal(self, exc: IllegalAction) -> str:
        """Every refusal of NJET in both languages, citing the booklet's heading."""
        found = REFUSALS.get(exc.key)
        if found is None:
            return super().refusal(exc)
        template, heading = found
        params = dict(exc.params)
        if exc.key == "not-in-hand" and "card" not in params:
            template = NOT_HELD
        if "card" in params:
            params["card"] = self.card_name(str(params["card"]))
        if "row" in params and isinstance(params["row"], int) and 1 <= params["row"] <= 5:
            params["row"] = say(ROWS[params["row"] - 1])
        try:
            text = say(template, **params)
        except (KeyError, IndexError):
            text = template(i18n.current())
        return say(CITED, what=text, rule=heading)

    # cards -------------------------------------------------------------------------------------------------------
    def hand_order(self, view: View) -> list[str]:
        """By colour, low to high; once the board is settled the trumps go right, the super-trump 0s above them."""
        trump = view.trump
        sup = _facts(view).super_trump

        def key(code: str) -> tuple[int, int]:
            colour, value = code[0], int(code[1:])
            if sup and colour == sup and value == 0:
                return (len(SUITS) + 1, 0)
            if trump and colour == trump:
                return (len(SUITS), value)
            return (SUITS.find(colour), value)

        return sorted(view.hand, key=key)

    def shown_cards(self, view: View) -> dict[int, list[str]]:
        """The captured 0s (zsákmány) lie face up in front of the seat that took them."""
        captured = _facts(view).captured
        if not isinstance(captured, list):
            return {}
        return {seat: list(codes) for seat, codes in enumerate(captured) if codes}

    # the facts box and the plates --------------------------------------------------------------------------------
    def facts(self, view: View) -> list[tuple[str, str]]:
        """While the board fills: discs still to place; then what it decided, and the tricks and captured 0s of
        the human's team against the other (short lines: the box shares the top-left corner with a seat)."""
        facts = _facts(view)
        board = facts.board
        out: list[tuple[str, str]] = []
        if facts.step == "njet" and isinstance(board, list):
            left = sum(max(0, sum(1 for v in row if v is None) - 1) for row in board)
            out.append((say(FACTS["discs"]), str(left)))
            return out
        points = _int(facts.points_per_trick)
        if points is None:
            return out
        out.append((say(FACTS["trump"]), self.colour(view.trump, short=True)))
        sup = facts.super_trump
        if sup in TRUMP_COLOURS[:4]:  # no line for "none": the box is short, the board rings the NJET space
            out.append((say(FACTS["super"]), self.option(3, TRUMP_COLOURS.index(sup), short=True)))
        n = str(points).replace("-", "−")
        out.append((say(FACTS["points"]), say(FACTS["points-1"]) if points == 1 else say(FACTS["points-n"], n=n)))
        rule = facts.discard_rule
        if view.phase in ("teams", "discard") and isinstance(rule, str) and rule in DISCARD_RULES:
            out.append((say(FACTS["discard"]), say(DISCARD_SHORT[DISCARD_RULES.index(rule)])))
        received = facts.received
        if received and view.phase == "play" and not facts.tricks_played:  # the passed pair, until trick 1 ends
            out.append((say(FACTS["received"]), ", ".join(self.card_name(c) for c in received)))
        if view.phase in ("play", "over"):  # nothing to count before the first card
            out.extend(self._team_facts(view))
        return out

    def _team_facts(self, view: View) -> list[tuple[str, str]]:
        teams = _facts(view).teams
        captures = _facts(view).captures or [0] * view.players
        if not isinstance(teams, list) or len(teams) != 2:
            return []
        mine = next((t for t in teams if view.seat in t), None)
        if mine is None:
            return []
        other = teams[1] if mine is teams[0] else teams[0]
        tricks = [sum(view.tricks_won[s] for s in t) for t in (mine, other)]
        caps = [sum(captures[s] for s in t) for t in (mine, other)]
        label = FACTS["tricks-2"] if view.players == 2 else FACTS["tricks"]
        return [(say(label), f"{tricks[0]} : {tricks[1]}"), (say(FACTS["captures"]), f"{caps[0]} : {caps[1]}")]

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        """Dealer, start player, the human's partners, the monster card's holder."""
        facts = _facts(view)
        out = []
        if seat == view.dealer:
            out.append(say(TAGS["dealer"]))
        if facts.start_player == seat:
            out.append(say(TAGS["start"]))
        teams = facts.teams
        mates = isinstance(teams, list) and any(seat in t and human in t for t in teams)
        if view.players > 2 and seat != human and mates:
            out.append(say(TAGS["partner"]))
        if facts.monster == seat:
            out.append(say(TAGS["monster"]))
        return out

    # the score sheet ---------------------------------------------------------------------------------------------
    def part_name(self, part: str) -> str:
        return say(PARTS[part]) if part in PARTS else super().part_name(part)

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        """ "tricks: 7 × 2 points" — the units (the monster's doubled) times the points row's value."""
        if line.part == "difference":
            return part
        key = "head-1" if line.value == 1 else "head"
        return say(LINE[key], part=part, units=line.multiplier, value=str(line.value).replace("-", "−"))

    def line_text(self, line: Line, names: list[str], human: int) -> str | None:
        """NJET's lines are points scored (or lost, in a −2 round): nobody pays anybody."""
        part = line.part
        if len(names) > 2 and part in ("tricks", "captures"):
            part = f"team-{part}"
        head = self.line_head(line, self.part_name(part), "", "", "")
        gained = line.payee >= 0
        seat = line.payee if gained else line.payer
        name = names[seat] if 0 <= seat < len(names) else "?"
        if seat == human:
            tail = say(LINE["you-score" if gained else "you-lose"], n=line.amount)
        else:
            tail = say(LINE["scores" if gained else "loses"], name=name, n=line.amount)
        return f"{head}: {tail}"

    # controls and the board --------------------------------------------------------------------------------------
    def use_list(self, view: View, actions: Sequence[Action]) -> bool:
        """The board's options always go into the drop-down (or are clicked on the board): their labels are long;
        the team choices when they are many or long (3 seats: alone, or with either partner)."""
        if any(a.kind == "block" for a in actions):
            return True
        return super().use_list(view, actions)

    def sorted_actions(self, actions: list[Action]) -> list[Action]:
        """Board options row by row; teams by size, then by seat."""
        return sorted(
            actions, key=lambda a: (a.kind, len(a.arg.split()), [int(w) for w in a.arg.split() if w.isdigit()])
        )

    def make_board(self) -> Board:
        return NjetBoard(self)


# the board widget ------------------------------------------------------------------------------------------------
@dataclass
class Cell:
    """One space of the board as shown: its option, who covered it (None: free, -1: an absent player's)."""

    row: int
    col: int
    option: str
    owner: int | None
    last: bool  # the row's only free space: this option holds for the round
    legal: bool  # the human may cover it now


class BoardWidget(QWidget):
    """The five rows of the NJET board side by side (two lines when narrow); click a space to cover it."""

    chosen = Signal(object)  # the Action a click on a space takes

    LABEL_H = 15
    CELL_H = 24
    GAP = 3
    GROUP_GAP = 14
    MARGIN = 6

    def __init__(self, board: NjetBoard) -> None:
        super().__init__()
        self.board = board
        self.setObjectName("NjetBoard")
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._hover: tuple[int, int] | None = None
        self._layout_width = -1
        self._cell_w = 28.0
        self._origins: list[QPointF] = []  # each row group's top-left corner
        self._relayout(max(self.width(), 640))
        self.keys = SpotCursor(self, self.spots, self.chosen.emit)
        self.setAccessibleName(say(Text("NJET board", "NJET-tábla")))

    def spots(self) -> list[Spot]:
        """The spaces the human may cover now, row by row (the keyboard's places)."""
        if not self.board.my_turn:
            return []
        return [
            Spot(self.cell_rect(r, c), BLOCK[r][c], self.board.tooltip(r, c))
            for r in range(5)
            for c in range(5)
            if self.board.is_legal(r, c)
        ]

    # geometry
    def _group_w(self, cell_w: float) -> float:
        return 5 * cell_w + 4 * self.GAP

    def _relayout(self, width: int) -> None:
        """One line of five groups, or 3 + 2 on two lines when cells would get too small."""
        usable = width - 2 * self.MARGIN
        one = (usable - 4 * self.GROUP_GAP) / 5
        cell = min(32.0, (one - 4 * self.GAP) / 5)
        lines = [[0, 1, 2, 3, 4]]
        if cell < 22:
            lines = [[0, 1, 2], [3, 4]]
            three = (usable - 2 * self.GROUP_GAP) / 3
            cell = max(16.0, min(32.0, (three - 4 * self.GAP) / 5))
        self._cell_w = cell
        gw = self._group_w(cell)
        line_h = self.LABEL_H + self.CELL_H
        self._origins = [QPointF()] * 5
        for li, rows in enumerate(lines):
            total = len(rows) * gw + (len(rows) - 1) * self.GROUP_GAP
            x = (width - total) / 2
            for row in rows:
                self._origins[row] = QPointF(x, self.MARGIN + li * (line_h + 4))
                x += gw + self.GROUP_GAP
        self._layout_width = width
        height = 2 * self.MARGIN + len(lines) * line_h + (len(lines) - 1) * 4
        if self.height() != height or self.minimumHeight() != height:
            self.setFixedHeight(height)

    def sizeHint(self) -> QSize:
        return QSize(800, self.height())

    def resizeEvent(self, event) -> None:
        if event.size().width() != self._layout_width:
            self._relayout(event.size().width())
        super().resizeEvent(event)

    def cell_rect(self, row: int, col: int) -> QRectF:
        """Where a space of the board is drawn (row and column from 0)."""
        o = self._origins[row]
        return QRectF(o.x() + col * (self._cell_w + self.GAP), o.y() + self.LABEL_H, self._cell_w, self.CELL_H)

    def cell_at(self, pos: QPointF | QPoint) -> tuple[int, int] | None:
        """The space under a point, if any."""
        p = QPointF(pos)
        for r in range(5):
            for c in range(5):
                if self.cell_rect(r, c).contains(p):
                    return r, c
        return None

    # painting
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#17402f"))
        p.setPen(QPen(QColor("#2d5e4c"), 1))
        p.drawLine(0, 0, self.width(), 0)
        cells = self.board.cells()
        label_font = QFont(self.font())
        label_font.setPixelSize(11)
        for r in range(5):
            o = self._origins[r]
            decided = sum(1 for cell in cells[r] if cell.owner is None) == 1
            label_font.setBold(decided)
            p.setFont(label_font)
            p.setPen(QColor("#f2c75c") if decided else QColor("#b9cbbf"))
            p.drawText(
                QRectF(o.x(), o.y() - 1, self._group_w(self._cell_w) + self.GROUP_GAP, self.LABEL_H),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                say(ROW_SHORT[r]),
            )
            for cell in cells[r]:
                self._paint_cell(p, cell)
        self.keys.paint(p)
        p.end()

    def _paint_cell(self, p: QPainter, cell: Cell) -> None:
        rect = self.cell_rect(cell.row, cell.col)
        r, c = cell.row, cell.col
        fill, ink, mark = QColor("#f4efe2"), QColor("#1d2b24"), ""
        if r == 0:
            fill = QColor(SEAT_COLOURS[c]) if c < self.board.players else QColor("#5b7367")
            mark = self.board.initial(c) if c < self.board.players else ""
        elif r == 1:
            mark = DISCARD_MARKS[c]
        elif r in (2, 3):
            colour = TRUMP_COLOURS[c]
            if colour:
                fill = QColor(SUIT_COLOURS[colour])
                ink = QColor("#1d2b24") if colour == "Y" else QColor("#ffffff")
                mark = "0" if r == 3 else ""
            else:
                mark = "NJET"
        else:
            mark = str(POINTS[c]).replace("-", "−")
            if POINTS[c] < 0:
                ink = QColor("#c0392b")
        covered = cell.owner is not None
        if covered:
            fill = fill.darker(170)
            ink = QColor(ink.red(), ink.green(), ink.blue(), 110)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(fill)
        p.drawRoundedRect(rect, 4, 4)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(self._cell_w * (0.3 if len(mark) > 2 else 0.45))))
        p.setFont(font)
        p.setPen(ink)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, mark)
        if cell.last:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor("#f2c75c"), 2.5))
            p.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 5, 5)
        elif cell.legal and self._hover == (r, c):
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor("#ffffff"), 2))
            p.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 5, 5)
        if covered:
            self._paint_disc(p, rect, cell.owner if cell.owner is not None else -1)

    def _paint_disc(self, p: QPainter, rect: QRectF, owner: int) -> None:
        d = min(rect.width(), rect.height()) * 0.86
        disc = QRectF(rect.center().x() - d / 2, rect.center().y() - d / 2, d, d)
        absent = owner < 0 or owner >= self.board.players
        p.setPen(QPen(QColor("#0d2219"), 1.5))
        p.setBrush(QColor("#6f7f77") if absent else QColor(SEAT_COLOURS[owner]))
        p.drawEllipse(disc)
        if not absent:
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(max(8, int(d * 0.52)))
            p.setFont(font)
            p.setPen(QColor("#10261e"))
            p.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.board.initial(owner))

    # the mouse
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        hit = self.cell_at(event.position())
        if hit != self._hover:
            self._hover = hit
            legal = hit is not None and self.board.is_legal(*hit)
            self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hit = self.cell_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and hit is not None and self.board.my_turn:
            # a covered space or a row's last one is sent too: the refusal says why it cannot be covered
            self.chosen.emit(BLOCK[hit[0]][hit[1]])
            return
        super().mousePressEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.setAccessibleName(say(Text("NJET board", "NJET-tábla")))
            self.update()  # the row names are painted in the UI language
        super().changeEvent(event)

    def event(self, e) -> bool:
        if e.type() == e.Type.ToolTip:
            hit = self.cell_at(e.pos())
            if hit is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(e.globalPos(), self.board.tooltip(*hit), self)
            return True
        return super().event(e)


class NjetBoard(Board):
    """The NJET board beside the table: fed the human's view, it shows the discs placed so far."""

    def __init__(self, profile: NjetProfile) -> None:
        self.profile = profile
        self.players = 4
        self.names: list[str] = []
        self.grid: list[list[int | None]] = [[None] * 5 for _ in range(5)]
        self.legal: set[tuple[int, int]] = set()
        self.my_turn = False
        self.board_widget = BoardWidget(self)
        self.widget = self.board_widget

    def update(self, view: View, names: list[str]) -> None:
        """The board of ``view`` (only what it carries) and the human's legal discs."""
        t = self.profile.table
        t.names, t.human = list(names), view.seat
        t.start = _int(_facts(view).start_player)
        rule = _facts(view).discard_rule
        t.discard_rule = rule if isinstance(rule, str) else None
        self.players = view.players
        self.names = list(names)
        board = _facts(view).board
        self.grid = [[None] * 5 for _ in range(5)]
        if isinstance(board, list):
            for r, row in enumerate(board[:5]):
                for c, v in enumerate(list(row)[:5]):
                    self.grid[r][c] = _int(v)
        self.legal = set()
        for a in view.legal_actions:
            if a.kind == "block":
                r, c = map(int, a.arg.split())  # counted from 0
                self.legal.add((r, c))
        self.my_turn = bool(self.legal)
        self.widget.setToolTip("")
        self.board_widget.keys.moved()

    def retranslate(self) -> None:
        self.widget.update()

    def cells(self) -> list[list[Cell]]:
        """Every space as shown, row by row."""
        out = []
        for r in range(5):
            free = [c for c in range(5) if self.grid[r][c] is None]
            out.append(
                [
                    Cell(
                        r,
                        c,
                        self.profile.option(r, c),
                        self.grid[r][c],
                        len(free) == 1 and c in free,
                        (r, c) in self.legal,
                    )
                    for c in range(5)
                ]
            )
        return out

    def is_legal(self, row: int, col: int) -> bool:
        return (row, col) in self.legal

    def initial(self, seat: int) -> str:
        """A seat's initial on its discs (two letters or a number where initials clash)."""
        names = [n or "?" for n in self.names[: self.players]]
        if not 0 <= seat < len(names):
            return str(seat + 1)
        firsts = [n[0].upper() for n in names]
        if firsts.count(firsts[seat]) == 1:
            return firsts[seat]
        twos = [n[:2].title() for n in names]
        if twos.count(twos[seat]) == 1:
            return twos[seat]
        return str(seat + 1)

    def tooltip(self, row: int, col: int) -> str:
        """A space in words: its row, its option, and whose disc covers it."""
        head = f"{say(ROWS[row])}: {self.profile.option(row, col)}"
        owner = self.grid[row][col]
        if owner is None:
            free = sum(1 for v in self.grid[row] if v is None)
            return head + (say(Text(" — this holds for the round", " — ez érvényes a fordulóban")) if free == 1 else "")
        if owner < 0 or owner >= self.players:
            return head + say(Text(" — no such player at this table", " — ilyen játékos nincs az asztalnál"))
        return head + say(Text(" — NJET from {name}", " — NJET: {name}"), name=self.profile.seat_name(owner))


PROFILE = NjetProfile("njet")
