"""Meinz at the table: the hidden discard, claims ("Meinz!"), the trick exchange, the monster, the point cards.

The rules are the seed's [HU] Meinz section (digest: mu-and-more.md §5). Every trick is played in the open and
every exchange is shown (§5.2(7)), so the Board lists who took how many tricks, who claimed the trick now on the
table and the last exchange; the tricks themselves lie face down, so a seat's sum is shown to that seat alone
until the round's end, when everybody adds up (§5.2(8)) and the point cards are handed out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import Action, Line, View
from cardtable.games.meinz.cardplay import trick_winner
from cardtable.games.meinz.facts import MeinzFacts
from cardtable.ui import texts
from cardtable.ui.pixmaps import CardPixmaps
from cardtable.ui.profiles.base import Board, TableProfile, sayer
from cardtable.words.meinz import WORDS

say = sayer("meinz")

BOARD_STYLE = """
QFrame#MeinzBoard { background: #1b4536; border-top: 1px solid #2d5e4c; }
QFrame#MeinzBoard QLabel { color: #eef3ec; font-size: 12px; }
QLabel#MeinzName { font-weight: bold; font-size: 13px; }
QLabel#MeinzClaim { color: #f2c75c; }
QToolButton { background: transparent; border: 2px solid transparent; border-radius: 4px; padding: 1px; }
QToolButton:checked { border-color: #f2c75c; background: #2d5e4c; }
QPushButton { background: #f2c75c; color: #1d2b24; border: 1px solid #c99a2e; border-radius: 7px;
              padding: 6px 12px; font-weight: bold; }
QPushButton:disabled { background: #5b7367; color: #a9b9b0; border-color: #5b7367; }
"""

CARD_WIDTH = 30  # the picker's cards: two rows of them fit the board's height
INFO_HEIGHT = 66  # the standings: three short lines
PICKER_HEIGHT = 106  # two rows of cards


def _facts(view: View) -> MeinzFacts:
    """The public facts of the view's deal."""
    return cast(MeinzFacts, view.facts)


def _name(names: list[str], players: int, pos: int) -> str:
    """A table position's name: a seat's, or the monster's."""
    if 0 <= pos < min(players, len(names)):
        return names[pos]
    return say("word.monster") if pos >= players else say("word.player-n", n=pos + 1)


def _value(code: str) -> int:
    return int(code[1:])


def taker_now(view: View) -> tuple[int, str] | None:
    """Who takes the trick on the table if nobody claims it and no lower card comes: (position, card)."""
    if not view.trick:
        return None
    can_win = _facts(view).can_win or []
    eligible = sum(1 << p for p, ok in enumerate(can_win) if ok)
    entries = [(p, DECK.card(c)) for p, c in view.trick]
    if not any(eligible >> p & 1 for p, _ in entries):
        return None
    pos = trick_winner(entries, eligible)
    return pos, dict(view.trick)[pos]


class MeinzProfile(TableProfile):
    """Meinz's table."""

    plate_history = False  # many small moves a round (takes, exchanges): the plate keeps the last

    list_after = 3  # an exchange offers up to 4 × 7 choices: a drop-down, beside the board's picker
    plain_words = frozenset({"pass", "keep", "claim"})

    def __init__(self, game: str) -> None:
        super().__init__(game)
        self.names: list[str] = []  # the seats' names, from the board (the facts box names the claimant)

    # cards and layout ----------------------------------------------------------------------------------------
    def hand_order(self, view: View) -> list[str]:
        """By colour, then by value."""
        return sorted(view.hand, key=lambda c: (DECK.suits.index(c[0]), _value(c)))

    def table_positions(self, players: int) -> int:
        """Three players share the table with the monster (§5.3): it sits between the last seat and the first."""
        return 4

    def position_name(self, position: int) -> str:
        return say("word.monster")

    # words ---------------------------------------------------------------------------------------------------
    def action_said(self, a: Action | None) -> str:
        """A plate keeps its seat's last word: the card set aside and the exchanges; claims are tags (this trick)."""
        if a is not None and a.kind == "play":
            return ""
        return super().action_said(a)

    def discard_label(self, n: int) -> str:
        """One card goes back in the box: "Visszateszem a dobozba"."""
        return say("button.select-discard")

    def prompt(self, view: View) -> str:
        kinds = {a.kind for a in view.legal_actions}
        step = _facts(view).step
        full = ""
        can_win = _facts(view).can_win or []
        if view.seat < len(can_win) and not can_win[view.seat]:
            full = say("prompt.full")
        if "discard" in kinds:
            return say("prompt.discard")
        if step == "claim":
            now = taker_now(view)
            said = ""
            if now is not None and now[0] == view.seat:
                said = say("prompt.you-now", card=self.card_name(now[1]))
            elif now is not None:
                said = say("prompt.now", name=_name(self.names, view.players, now[0]), card=self.card_name(now[1]))
            return say("prompt.claim", now=said).strip()
        if "exchange" in kinds or "keep" in kinds:
            return say("prompt.exchange")
        if "play" in kinds:
            if not view.trick:
                return say("prompt.lead") + full
            led = view.trick[0][1]
            suit = texts.suit_name(self.game, led[0])
            if any(c[0] == led[0] for c in view.hand):
                return say("prompt.follow", suit=suit, value=led[1:]) + full
            return say("prompt.void", suit=suit) + full
        return ""

    def sorted_actions(self, actions: list[Action]) -> list[Action]:
        """Exchanges by the trick card, then the hand card, each low to high."""

        def key(action: Action) -> tuple[Any, ...]:
            return (action.kind != "exchange", *[(DECK.suit_of[c], _value(DECK.codes[c])) for c in action.cards])

        return sorted(actions, key=key)

    def part_name(self, part: str) -> str:
        return say(f"part.{part}") if WORDS.has(f"part.{part}") else super().part_name(part)

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        """ "highest sum (40)": the place and the sum that earned the point card."""
        if line.note.startswith("sum-"):
            return say("score.head", part=part, sum=line.note[4:])
        return part

    def facts(self, view: View) -> list[tuple[str, str]]:
        """The trick, who claimed it, the human's card out of play (the board has the tricks and the sums)."""
        facts = _facts(view)
        out = []
        played = facts.tricks_played
        if view.phase in ("play", "exchange") and isinstance(played, int):
            n = played + (0 if view.phase == "exchange" else 1)
            out.append((say("fact.trick"), say("fact.trick-n", n=min(8, max(1, n)))))
        claimant = facts.claimant
        if isinstance(claimant, int) and view.trick:
            name = _name(self.names, view.players, claimant) if claimant != view.seat else say("word.You")
            out.append((say("fact.claimed-by"), name))
        mine = facts.my_discard or []
        if mine:
            out.append((say("fact.set-aside"), self.card_name(mine[0])))
        return out

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        facts = _facts(view)
        out = []
        if facts.start == seat and view.phase != "over":
            out.append(say("tag.start"))
        if facts.claimant == seat and view.trick:
            out.append(say("tag.claim"))
        can_win = facts.can_win or []
        if seat < len(can_win) and not can_win[seat] and view.phase != "over":
            out.append(say("tag.full"))
        return out

    # controls ------------------------------------------------------------------------------------------------
    def make_board(self) -> Board:
        return MeinzBoard(self)


class MeinzBoardWidget(QFrame):
    """The strip under the table: each place's tricks and sums, the trick's claim, the last exchange, and the
    human's exchange picker (a trick card to take, a hand card to give) when he has taken a trick."""

    chosen = Signal(object)  # the Action picked, for the window's do_action

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("MeinzBoard")
        self.setStyleSheet(BOARD_STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(INFO_HEIGHT)
        self.pixmaps = CardPixmaps()
        self.stack = QStackedLayout(self)
        # page 0: the standings and the notes
        info = QWidget()
        row = QHBoxLayout(info)
        row.setContentsMargins(12, 4, 12, 4)
        row.setSpacing(14)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(16)
        self.grid.setVerticalSpacing(1)
        row.addLayout(self.grid)
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.notes, 1)
        self.stack.addWidget(info)
        self.cells: list[tuple[QLabel, QLabel, QLabel]] = []
        # page 1: the exchange picker
        picker = QWidget()
        prow = QHBoxLayout(picker)
        prow.setContentsMargins(12, 4, 12, 4)
        rows = QVBoxLayout()
        rows.setSpacing(2)
        self.take_label, self.take_row = QLabel(), QHBoxLayout()
        self.give_label, self.give_row = QLabel(), QHBoxLayout()
        for label, cards in ((self.take_label, self.take_row), (self.give_label, self.give_row)):
            line = QHBoxLayout()
            label.setMinimumWidth(150)
            line.addWidget(label)
            cards.setSpacing(2)
            line.addLayout(cards)
            line.addStretch(1)
            rows.addLayout(line)
        prow.addLayout(rows, 1)
        self.go = QPushButton()
        self.go.setProperty("action", "exchange")
        self.go.clicked.connect(self._go)
        prow.addWidget(self.go)
        self.stack.addWidget(picker)
        self.take_group = QButtonGroup(self)
        self.give_group = QButtonGroup(self)
        self.take_buttons: dict[str, QToolButton] = {}
        self.give_buttons: dict[str, QToolButton] = {}
        self.exchanges: dict[tuple[str, str], Action] = {}
        self.relabel: Callable[[], None] = lambda: None  # the board words everything again

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.relabel()
        super().changeEvent(event)

    # the picker ------------------------------------------------------------------------------------------------
    def picking(self) -> bool:
        """True while the exchange picker is shown."""
        return self.stack.currentIndex() == 1

    def show_picker(self, view: View, deck: str) -> None:
        """The human took a trick: its cards and his hand, as the legal exchanges allow."""
        exchanges = {
            (DECK.codes[a.cards[0]], DECK.codes[a.cards[1]]): a for a in view.legal_actions if a.kind == "exchange"
        }
        if exchanges == self.exchanges and self.picking():
            self._relabel()
            return
        self.exchanges = exchanges
        trick = [c for _p, c in (view.last_trick or []) if any(t == c for t, _h in exchanges)]
        hand = sorted({h for _t, h in exchanges}, key=lambda c: (DECK.suits.index(c[0]), _value(c)))
        self._fill(self.take_row, self.take_group, self.take_buttons, trick, deck)
        self._fill(self.give_row, self.give_group, self.give_buttons, hand, deck)
        self.stack.setCurrentIndex(1)
        self.setFixedHeight(PICKER_HEIGHT)
        self._relabel()

    def _fill(
        self, row: QHBoxLayout, group: QButtonGroup, buttons: dict[str, QToolButton], codes: list[str], deck: str
    ) -> None:
        for b in buttons.values():
            group.removeButton(b)
            row.removeWidget(b)
            b.setParent(None)
            b.deleteLater()
        buttons.clear()
        group.setExclusive(True)
        height = round(CARD_WIDTH * self.pixmaps.aspect(deck))
        for code in codes:
            b = QToolButton()
            b.setCheckable(True)
            b.setIcon(QIcon(self.pixmaps.face(deck, code, CARD_WIDTH, self.devicePixelRatioF())))
            b.setIconSize(QSize(CARD_WIDTH, height))
            b.setToolTip(texts.card_name("meinz", code))
            b.setAccessibleName(texts.card_name("meinz", code))
            b.toggled.connect(lambda _on=False: self._relabel())
            group.addButton(b)
            row.addWidget(b)
            buttons[code] = b

    def picked(self) -> Action | None:
        """The exchange the two checked cards make, if legal."""
        take = next((c for c, b in self.take_buttons.items() if b.isChecked()), None)
        give = next((c for c, b in self.give_buttons.items() if b.isChecked()), None)
        if take is None or give is None:
            return None
        return self.exchanges.get((take, give))

    def _relabel(self) -> None:
        self.take_label.setText(say("board.take"))
        self.give_label.setText(say("board.give"))
        action = self.picked()
        if action is not None:
            take, give = (texts.card_name("meinz", DECK.codes[c]) for c in action.cards)
            self.go.setText(say("button.exchange", take=take, give=give))
        else:
            self.go.setText(say("board.pick"))
        self.go.setEnabled(action is not None)

    def _go(self) -> None:
        action = self.picked()
        if action is not None:
            self.chosen.emit(action)

    # the standings ---------------------------------------------------------------------------------------------
    def show_info(self, view: View, names: list[str]) -> None:
        self.stack.setCurrentIndex(0)
        self.setFixedHeight(INFO_HEIGHT)
        self.exchanges = {}
        facts = _facts(view)
        positions = len(view.tricks_won)
        while len(self.cells) < positions:
            col = len(self.cells)
            cell = (QLabel(), QLabel(), QLabel())
            cell[0].setObjectName("MeinzName")
            for r, lab in enumerate(cell):
                self.grid.addWidget(lab, r, col)
            self.cells.append(cell)
        for col, cell in enumerate(self.cells):
            for lab in cell:
                lab.setVisible(col < positions)
        can_win = facts.can_win or []
        claims = claimed_tricks(view)
        sums = facts.sums
        cards = facts.point_cards
        for pos in range(positions):
            name_l, tricks_l, sum_l = self.cells[pos]
            name = _name(names, view.players, pos)
            starts = facts.start == pos
            name_l.setText(name + (" ★" if starts else ""))
            name_l.setToolTip(say("tag.start") if starts else "")
            n = view.tricks_won[pos]
            done = pos < len(can_win) and not can_win[pos]
            tricks = say("board.done") if done else say("board.tricks", n=n)
            if claims[pos]:
                tricks += say("board.claims", n=claims[pos])
            tricks_l.setText(tricks)
            if isinstance(sums, list) and isinstance(cards, list):
                key = "nothing" if not cards[pos] else "scored-one" if cards[pos] == 1 else "scored"
                sum_l.setText(say(f"board.{key}", n=sums[pos], card=cards[pos]))
            elif pos == view.seat:
                sum_l.setText(say("board.sum", n=facts.my_sum))
            elif pos >= view.players:
                sum_l.setText(say("board.bonus", bonus=facts.monster_bonus or 0))
            else:
                sum_l.setText("")
        self.notes.setText("\n".join(self._notes(view, names)))
        self._fit_info()

    def _fit_info(self) -> None:
        """The standings page three lines high, or as high as its notes need at this width (never cut)."""
        if self.stack.currentIndex() != 0:
            return
        info = self.stack.widget(0)
        page = info.layout() if info is not None else None
        need = page.heightForWidth(self.width()) if page is not None else 0
        height = max(INFO_HEIGHT, need)
        if height != self.height():
            self.setFixedHeight(height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_info()

    def _notes(self, view: View, names: list[str]) -> list[str]:
        facts = _facts(view)
        out = []
        claimant = facts.claimant
        you = "you-" if claimant == view.seat else ""
        if isinstance(claimant, int) and view.trick:
            out.append(say(f"board.{you}claimed", name=_name(names, view.players, claimant)))
        elif view.trick and view.phase == "play":
            now = taker_now(view)
            if now is not None and now[0] == view.seat:
                out.append(say("board.you-take", card=texts.card_name("meinz", now[1])))
            elif now is not None:
                out.append(
                    say(
                        "board.takes",
                        name=_name(names, view.players, now[0]),
                        card=texts.card_name("meinz", now[1]),
                    )
                )
        last = _last_exchange(view) if view.phase != "over" else None
        if last is not None:
            seat, took, gave = last
            you = "you-" if seat == view.seat else ""
            if took:
                out.append(
                    say(
                        f"board.{you}exchanged",
                        name=_name(names, view.players, seat),
                        take=texts.card_name("meinz", took),
                        give=texts.card_name("meinz", gave),
                    )
                )
            else:
                out.append(say(f"board.{you}kept", name=_name(names, view.players, seat)))
        return out  # the human's card out of play is in the facts box


def claimed_tricks(view: View) -> list[int]:
    """How many tricks each place took by a claim: every claim in the public history wins its trick (§5.2(5)),
    the one on the table only once it is complete."""
    out = [0] * len(view.tricks_won)
    for action, seat in zip(view.public_history, view.history_seats):
        if action is not None and action.kind == "claim" and 0 <= seat < len(out):
            out[seat] += 1
    claimant = _facts(view).claimant
    if isinstance(claimant, int) and 0 <= claimant < len(out) and view.trick:
        out[claimant] -= 1
    return out


def _last_exchange(view: View) -> tuple[int, str, str] | None:
    """The last exchange or keep in the public history: (seat, card taken, card given; both "" for a keep)."""
    for action, seat in zip(reversed(view.public_history), reversed(view.history_seats)):
        if action is None:
            continue
        if action.kind == "exchange":
            return seat, DECK.codes[action.cards[0]], DECK.codes[action.cards[1]]
        if action.kind == "keep":
            return seat, "", ""
    return None


class MeinzBoard(Board):
    """Meinz's public display, fed the human's views."""

    def __init__(self, profile: MeinzProfile) -> None:
        self.profile = profile
        self.strip = MeinzBoardWidget()
        self.strip.relabel = self.retranslate
        self.widget = self.strip
        self.view: View | None = None
        self.names: list[str] = []

    def update(self, view: View, names: list[str]) -> None:
        self.view, self.names = view, list(names)
        self.profile.names = list(names)
        if any(a.kind == "exchange" for a in view.legal_actions):
            self.strip.show_picker(view, "numbers36")
        else:
            self.strip.show_info(view, names)

    def retranslate(self) -> None:
        if self.view is not None:
            self.update(self.view, self.names)


PROFILE = MeinzProfile("meinz")
