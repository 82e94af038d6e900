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
from cardtable.engine.protocol import Action, IllegalAction, Line, View
from cardtable.engine.registry import Text
from cardtable.games.meinz.cardplay import trick_winner
from cardtable.games.meinz.facts import MeinzFacts
from cardtable.ui import texts
from cardtable.ui.pixmaps import CardPixmaps
from cardtable.ui.profiles.base import Board, TableProfile, say

MONSTER = Text("Monster", "Szörny")

LABELS = {
    "claim": Text("Meinz! (the trick is mine)", "Meinz! (enyém az ütés)"),
    "pass": Text("Pass (no claim)", "Passz (nem foglalom le)"),
    "keep": Text("Keep (no exchange)", "Nem cserélek"),
}
EXCHANGE_LABEL = Text("Take {take} · give {give}", "Elveszem: {take} · beteszem: {give}")
PLAY_LABEL = Text("Play {card}", "Kijátszom: {card}")

SAID = {
    # neutral words in Hungarian: the same plate line reads right on the human's own plate ("Te")
    "hidden": Text("put a card away", "lap félretéve"),
    "discard": Text("put {card} away", "félretéve: {card}"),
    "keep": Text("kept the trick", "nincs csere"),
    "exchange": Text("took {take}, gave {give}", "csere: {take} ki, {give} be"),
}

PROMPTS = {
    "discard": Text(
        "Pick one card to put back in the box face down — nobody sees it, it is out of this round — "
        "then press the button on the right.",
        "Válassz egy lapot, amelyet képpel lefelé visszateszel a dobozba — senki sem látja, ebben a fordulóban "
        "nem játszik —, majd nyomd meg a jobb oldali gombot.",
    ),
    "lead": Text(
        "Your lead: play any card. The lowest value takes the trick, whatever its colour.",
        "Te hívsz: játssz ki bármelyik lapot. A legkisebb értékű lap viszi az ütést, a szín mindegy.",
    ),
    "follow": Text(
        "Your turn: play {suit}, or any card of value {value} (you hold {suit}).",
        "Te jössz: {suit} lapot tehetsz, vagy bármelyik {value} értékű lapot (van {suit} lapod).",
    ),
    "void": Text("Your turn: you have no {suit} card, play any card.", "Te jössz: nincs {suit} lapod, bármit tehetsz."),
    "claim": Text(
        "Claim this trick? Meinz! makes it yours whatever comes after; Pass lets it go. {now}",
        "Lefoglalod az ütést? Ha azt mondod, Meinz!, a tiéd lesz, bármi jön még; passzal elengeded. {now}",
    ),
    "now": Text("Now {name} would take it ({card}).", "Most {name} vinné ({card})."),
    "you_now": Text("Now you would take it ({card}).", "Most te vinnéd ({card})."),
    "exchange": Text(
        "You took the trick: on the board pick a trick card to take and a hand card to give, "
        "then Exchange — or choose from the list, or Keep.",
        "Tiéd az ütés: a táblán válaszd ki, melyik lapját veszed el és melyik lapodat teszed be, majd Csere — "
        "vagy válassz a listából, vagy Nem cserélek.",
    ),
    "full": Text(" You have two tricks: you cannot take another.", " Megvan a két ütésed: többet nem vihetsz."),
}

TAGS = {
    "start": Text("starts", "kezdő"),
    "claim": Text("claims this trick (Meinz!)", "az ütés lefoglalva (Meinz!)"),
    "full": Text("2 tricks: done", "2 ütés: kész"),
}

FACTS = {
    "trick": (Text("Trick", "Ütés"), Text("{n}/8", "{n}/8")),
    "claim": (Text("Meinz!", "Meinz!"), Text("{name}", "{name}")),  # who claimed the trick on the table
    "discard": (Text("Put away", "Félretett"), Text("{card}", "{card}")),  # the human's hidden discard
}

PARTS = {
    "rank-1": Text("highest sum", "legnagyobb összeg"),
    "rank-2": Text("second highest sum", "második legnagyobb összeg"),
    "rank-3": Text("third highest sum", "harmadik legnagyobb összeg"),
    "rank-4": Text("lowest sum", "legkisebb összeg"),
}
LINE_HEAD = Text("{part} ({sum})", "{part} ({sum})")

# refusal key -> text; the rule cited is the engine's (the seed's section and its [HU] passage)
REFUSALS = {
    "not-your-turn": Text("It is not your turn.", "Nem te következel."),
    "must-discard": Text(
        "First put one card back in the box face down.", "Előbb tegyél vissza egy lapot képpel lefelé a dobozba."
    ),
    "discarded": Text("The card was put away before the first trick.", "A lapot az első ütés előtt kell visszatenni."),
    "not-in-hand": Text("That card is not in your hand.", "Ez a lap nincs a kezedben."),
    "must-follow": Text(
        "You hold the led colour: play that colour or a card of the led value.",
        "Van a hívott színből: azt a színt kell tenned, vagy a hívott lappal azonos értékű lapot.",
    ),
    "claim-not-now": Text(
        "A trick is claimed right after a card, in the order of the rules.",
        "Ütést csak egy lap kijátszása után, a szabály szerinti sorrendben lehet lefoglalni.",
    ),
    "claim-two-tricks": Text(
        "A player with two tricks cannot claim another.", "Akinek már két ütése van, nem foglalhat le ütést."
    ),
    "claim-made": Text("This trick is already claimed.", "Ezt az ütést már lefoglalták."),
    "claim-window": Text(
        "First claim the trick (Meinz!) or let it go (Pass).", "Előbb foglald le az ütést (Meinz!), vagy passzolj."
    ),
    "exchange-not-now": Text(
        "Only the trick's winner exchanges, once the trick is taken.",
        "Csak az ütés nyertese cserélhet, miután elvitte az ütést.",
    ),
    "exchange-pending": Text(
        "The trick's winner first exchanges a card or keeps the trick.",
        "Előbb az ütés nyertese cserél egy lapot, vagy nem cserél.",
    ),
    "exchange-cards": Text(
        "Exchange one card of the trick for one card of your hand.",
        "Az ütés egy lapját cseréld a kezed egy lapjára.",
    ),
    "deal-over": Text("The round is over.", "A forduló véget ért."),
    "not-now": Text("That is not possible now.", "Ez most nem lehetséges."),
}
RULE = Text("{text} (rule {rule})", "{text} (szabály: {rule})")

BOARD_TEXTS = {
    "tricks": Text("tricks {n}/2", "ütés {n}/2"),
    "done": Text("2 tricks: done", "2 ütés: kész"),
    "claims": Text(" · {n} claimed", " · {n} foglalt"),  # how many of them the seat claimed with Meinz!
    "sum": Text("your sum {n}", "összeged {n}"),
    "bonus": Text("+{bonus} to its sum", "+{bonus} az összegéhez"),
    "scored": Text("sum {n} → {card} points", "összeg {n} → {card} pont"),
    "scored_one": Text("sum {n} → 1 point", "összeg {n} → 1 pont"),
    "nothing": Text("sum {n} → nothing", "összeg {n} → semmi"),
    "claimed": Text("Claimed: {name} (Meinz!)", "Lefoglalta: {name} (Meinz!)"),
    "takes": Text("Takes it now: {name} ({card})", "Most viszi: {name} ({card})"),
    "you_take": Text("Takes it now: you ({card})", "Most te viszed ({card})"),
    "exchanged": Text(
        "Last exchange: {name} took {take}, gave {give}", "Utolsó csere: {name} – ki: {take}, be: {give}"
    ),
    "kept": Text("Last exchange: none ({name} kept the trick)", "Utolsó csere: nincs ({name} nem cserélt)"),
    "you_claimed": Text("You claimed it (Meinz!)", "Lefoglaltad (Meinz!)"),
    "you_exchanged": Text("Last exchange: you took {take}, gave {give}", "Utolsó csere: te – ki: {take}, be: {give}"),
    "you_kept": Text("Last exchange: none (you kept the trick)", "Utolsó csere: nincs (nem cseréltél)"),
    "take": Text("Take from the trick:", "Elveszem az ütésből:"),
    "give": Text("Give from your hand:", "Beteszem a kezemből:"),
    "pick": Text("Pick one card in each row", "Válassz egy lapot mindkét sorban"),
    "go": Text("Exchange: take {take}, give {give}", "Csere: elveszem {take}, beteszem {give}"),
}

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
    return say(MONSTER) if pos >= players else f"{pos + 1}"


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
        return say(MONSTER)

    # words ---------------------------------------------------------------------------------------------------
    def action_label(self, a: Action) -> str:
        names = [self.card_name(DECK.codes[c]) for c in a.cards]
        if a.kind in LABELS:
            return say(LABELS[a.kind])
        if a.kind == "exchange":
            return say(EXCHANGE_LABEL, take=names[0], give=names[1])
        if a.kind == "play":
            return say(PLAY_LABEL, card=names[0])
        return super().action_label(a)

    def action_said(self, a: Action | None) -> str:
        """A plate keeps its seat's last word: the put-away card and the exchanges; claims are tags (this trick)."""
        if a is None:
            return say(SAID["hidden"])
        names = [self.card_name(DECK.codes[c]) for c in a.cards]
        if a.kind == "discard":
            return say(SAID["discard"], card=names[0])
        if a.kind == "keep":
            return say(SAID["keep"])
        if a.kind == "exchange":
            return say(SAID["exchange"], take=names[0], give=names[1])
        return ""  # play, claim, pass

    def prompt(self, view: View) -> str:
        kinds = {a.kind for a in view.legal_actions}
        step = _facts(view).step
        full = ""
        can_win = _facts(view).can_win or []
        if view.seat < len(can_win) and not can_win[view.seat]:
            full = say(PROMPTS["full"])
        if "discard" in kinds:
            return say(PROMPTS["discard"])
        if step == "claim":
            now = taker_now(view)
            said = ""
            if now is not None and now[0] == view.seat:
                said = say(PROMPTS["you_now"], card=self.card_name(now[1]))
            elif now is not None:
                said = say(PROMPTS["now"], name=_name(self.names, view.players, now[0]), card=self.card_name(now[1]))
            return say(PROMPTS["claim"], now=said).strip()
        if "exchange" in kinds or "keep" in kinds:
            return say(PROMPTS["exchange"])
        if "play" in kinds:
            if not view.trick:
                return say(PROMPTS["lead"]) + full
            led = view.trick[0][1]
            suit = texts.suit_name(self.game, led[0])
            if any(c[0] == led[0] for c in view.hand):
                return say(PROMPTS["follow"], suit=suit, value=led[1:]) + full
            return say(PROMPTS["void"], suit=suit) + full
        return ""

    def refusal(self, exc: IllegalAction) -> str:
        if exc.key not in REFUSALS:
            return super().refusal(exc)
        text = say(REFUSALS[exc.key])
        return say(RULE).format(text=text, rule=exc.rule) if exc.rule else text

    def sorted_actions(self, actions: list[Action]) -> list[Action]:
        """Exchanges by the trick card, then the hand card, each low to high."""

        def key(action: Action) -> tuple[Any, ...]:
            return (action.kind != "exchange", *[(DECK.suit_of[c], _value(DECK.codes[c])) for c in action.cards])

        return sorted(actions, key=key)

    def part_name(self, part: str) -> str:
        return say(PARTS[part]) if part in PARTS else super().part_name(part)

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        """ "highest sum (40)": the place and the sum that earned the point card."""
        if line.note.startswith("sum-"):
            return say(LINE_HEAD, part=part, sum=line.note[4:])
        return part

    def facts(self, view: View) -> list[tuple[str, str]]:
        """The trick, who claimed it, the human's card out of play (the board has the tricks and the sums)."""
        facts = _facts(view)
        out = []
        played = facts.tricks_played
        if view.phase in ("play", "exchange") and isinstance(played, int):
            n = played + (0 if view.phase == "exchange" else 1)
            out.append((say(FACTS["trick"][0]), say(FACTS["trick"][1], n=min(8, max(1, n)))))
        claimant = facts.claimant
        if isinstance(claimant, int) and view.trick:
            name = _name(self.names, view.players, claimant) if claimant != view.seat else texts_you()
            out.append((say(FACTS["claim"][0]), say(FACTS["claim"][1], name=name)))
        mine = facts.my_discard or []
        if mine:
            out.append((say(FACTS["discard"][0]), say(FACTS["discard"][1], card=self.card_name(mine[0]))))
        return out

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        facts = _facts(view)
        out = []
        if facts.start == seat and view.phase != "over":
            out.append(say(TAGS["start"]))
        if facts.claimant == seat and view.trick:
            out.append(say(TAGS["claim"]))
        can_win = facts.can_win or []
        if seat < len(can_win) and not can_win[seat] and view.phase != "over":
            out.append(say(TAGS["full"]))
        return out

    # controls ------------------------------------------------------------------------------------------------
    def make_board(self) -> Board:
        return MeinzBoard(self)


def texts_you() -> str:
    """The human, as the facts box names him."""
    return say(Text("You", "Te"))


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
        self.take_label.setText(say(BOARD_TEXTS["take"]))
        self.give_label.setText(say(BOARD_TEXTS["give"]))
        action = self.picked()
        if action is not None:
            take, give = (texts.card_name("meinz", DECK.codes[c]) for c in action.cards)
            self.go.setText(say(BOARD_TEXTS["go"], take=take, give=give))
        else:
            self.go.setText(say(BOARD_TEXTS["pick"]))
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
            name_l.setToolTip(say(TAGS["start"]) if starts else "")
            n = view.tricks_won[pos]
            done = pos < len(can_win) and not can_win[pos]
            tricks = say(BOARD_TEXTS["done"]) if done else say(BOARD_TEXTS["tricks"], n=n)
            if claims[pos]:
                tricks += say(BOARD_TEXTS["claims"], n=claims[pos])
            tricks_l.setText(tricks)
            if isinstance(sums, list) and isinstance(cards, list):
                key = "nothing" if not cards[pos] else "scored_one" if cards[pos] == 1 else "scored"
                sum_l.setText(say(BOARD_TEXTS[key], n=sums[pos], card=cards[pos]))
            elif pos == view.seat:
                sum_l.setText(say(BOARD_TEXTS["sum"], n=facts.my_sum))
            elif pos >= view.players:
                sum_l.setText(say(BOARD_TEXTS["bonus"], bonus=facts.monster_bonus or 0))
            else:
                sum_l.setText("")
        self.notes.setText("\n".join(self._notes(view, names)))

    def _notes(self, view: View, names: list[str]) -> list[str]:
        facts = _facts(view)
        out = []
        claimant = facts.claimant
        you = "you_" if claimant == view.seat else ""
        if isinstance(claimant, int) and view.trick:
            out.append(say(BOARD_TEXTS[you + "claimed"], name=_name(names, view.players, claimant)))
        elif view.trick and view.phase == "play":
            now = taker_now(view)
            if now is not None and now[0] == view.seat:
                out.append(say(BOARD_TEXTS["you_take"], card=texts.card_name("meinz", now[1])))
            elif now is not None:
                out.append(
                    say(
                        BOARD_TEXTS["takes"],
                        name=_name(names, view.players, now[0]),
                        card=texts.card_name("meinz", now[1]),
                    )
                )
        last = _last_exchange(view) if view.phase != "over" else None
        if last is not None:
            seat, took, gave = last
            you = "you_" if seat == view.seat else ""
            if took:
                out.append(
                    say(
                        BOARD_TEXTS[you + "exchanged"],
                        name=_name(names, view.players, seat),
                        take=texts.card_name("meinz", took),
                        give=texts.card_name("meinz", gave),
                    )
                )
            else:
                out.append(say(BOARD_TEXTS[you + "kept"], name=_name(names, view.players, seat)))
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
