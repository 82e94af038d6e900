"""Tarokk at the table: the bids in words (invit and engedés as such), the figures by their names, tarokks by number.

BTE 2016 club rules. The words are the game's phrasebook's (cardtable/words/tarokk.toml): what Tarokk players say
(tulétroá, bedobom, fektetés, hívás). The Tarokk panel (a
``Board``) shows the auction, the talon and the discard with the public tarokk counts, the call, and the
announcements per side with their kontra levels — only what the human's view carries.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, cast

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from cardtable.engine.protocol import Action, Line, Result, View
from cardtable.games.tarokk.facts import TarokkFacts
from cardtable.ui import i18n
from cardtable.ui.profiles.base import Board, TableProfile, sayer
from cardtable.words.tarokk import KINGS, KONTRA_KINDS, WORDS, cap

say = sayer("tarokk")
FIGURE_ORDER = [
    *("parti", "trull", "negykiraly", "dupla", "volat", "xxi-fogas", "centrum", "kismadar", "nagymadar"),
    *("pagat-ulti", "pagat-uhu", "sas-ulti", "sas-uhu", "8-tarokk", "9-tarokk"),
    *(f"{king}-{suit}" for king in KINGS for suit in "HDSC"),
]


def bid_name(word: str) -> str:
    """A bid word ("3", "solo") or contract ("three") as the game's name: "kettő"."""
    return WORDS.bid(word, i18n.current())


def figure_name(item: str) -> str:
    """A figure's (or the parti's, or a tarokk count's) name: "tulétroá", "kőr király ulti"."""
    return WORDS.figure(item, i18n.current())


def tarokk_card(code: str) -> str:
    """A tarokk by its number as players say it ("XX", "pagát", "skíz"); other cards by their names."""
    return WORDS.card(code, i18n.current())


def card_list(codes: list[str]) -> str:
    """Cards by their names, comma separated."""
    return WORDS.cards(codes, i18n.current())


def kontra_word(level: int) -> str:
    """The kontra word that brings an item to ``level`` (1 = kontra)."""
    return KONTRA_KINDS[level - 1] if 1 <= level <= len(KONTRA_KINDS) else ""


def auction_words(view: View) -> list[tuple[int, Action, str]]:
    """The auction as (seat, action, mark): mark is "invit", "engedes", "trial" or ""."""
    facts = cast(TarokkFacts, view.facts)
    out: list[tuple[int, Action, str]] = []
    for seat, action in zip(view.history_seats, view.public_history):
        kind = "discard" if action is None else action.kind
        if action is None or kind not in ("bid", "pass", "hold", "take"):
            if out:
                break  # the auction is over once anything else is said
            continue
        out.append((seat, action, ""))
    inviter, invit = facts.inviter, facts.invit
    if inviter is not None and invit is not None:
        kind = "pass" if invit == "T20" else "bid"
        mark = "engedes" if invit == "T20" else "invit"
        mine = [i for i, (s, a, _) in enumerate(out) if s == inviter and a.kind == kind]
        if mine:
            i = mine[0] if kind == "pass" else mine[-1]
            out[i] = (out[i][0], out[i][1], mark)
    if facts.trial_three:
        for i, (s, a, _) in enumerate(out):
            if a.kind == "bid" and a.arg == "3":
                out[i] = (s, a, "trial")
    return out


def word_said(action: Action, mark: str = "", invit: str | None = None) -> str:
    """An auction word as the table heard it: "kettő (invit: XIX)", "passz (engedés)"."""
    word = _auction_word(action.kind, action.arg)
    if mark == "invit" and invit:
        word += f" ({say('auction.invit', card=tarokk_card(invit))})"
    elif mark in ("engedes", "trial"):
        word += f" ({say(f'auction.{mark}')})"
    return word


def _auction_word(kind: str, arg: str) -> str:
    """A bid, a game taken, a pass or a hold, as said."""
    if kind == "bid":
        return bid_name(arg)
    if kind == "take":
        return say("plate.take", bid=bid_name(arg))
    return say(f"plate.{kind}") if WORDS.has(f"plate.{kind}") else " ".join(w for w in (kind, arg) if w)


def announcement_rows(view: View) -> tuple[list[str], list[str]]:
    """The items announced so far: (declarer's side, opponents' side), each with its kontra level.

    Items come in the order they were first said; the parti stands for the declarer's side from the call on.
    """
    facts = cast(TarokkFacts, view.facts)
    levels: dict[str, Any] = facts.kontra
    log = facts.announcements
    first: dict[tuple[int, str], int] = {}
    for i, e in enumerate(log):
        if isinstance(e.get("side"), int):
            first.setdefault((e["side"], str(e.get("item"))), i)
    order: list[tuple[int, str]] = []
    for key in levels:
        head, _, item = key.partition(":")
        if head in ("0", "1"):
            order.append((int(head), item))
    order.sort(key=lambda k: (k[1] != "parti", first.get(k, -1)))
    sides: tuple[list[str], list[str]] = ([], [])
    for side, item in order:
        level = levels.get(f"{side}:{item}", 0)
        name = figure_name(item)
        sides[side].append(f"{name} ({kontra_word(level)})" if level else name)
    return sides


PANEL_HEIGHT = 100  # six lines of the panel's small print: fits under the table at 800×560


class _PanelFrame(QFrame):
    """The panel's frame: relabels itself when the UI language changes; as tall as its longest column, up to a
    share of the window (a longer column scrolls: its words are never cut)."""

    def __init__(self, relabel: Callable[[], None]) -> None:
        super().__init__()
        self._relabel = relabel
        self.area = QScrollArea(self)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setWidgetResizable(True)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        self.inner = QWidget()
        self.area.setWidget(self.inner)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.area)

    def fit(self) -> None:
        """Six lines high, or as high as the longest column needs at this width, at most a quarter of the window."""
        lay = self.inner.layout()
        need = lay.heightForWidth(self.area.viewport().width()) + 2 if lay is not None else 0
        cap = max(PANEL_HEIGHT, int(self.window().height() * 0.25))
        height = min(max(PANEL_HEIGHT, need), cap)
        if height != self.height():
            self.setFixedHeight(height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._relabel()
        super().changeEvent(event)


class TarokkBoard(Board):
    """The Tarokk panel: the auction, talon and discard, the call, the announcements of each side."""

    def __init__(self) -> None:
        self._last: tuple[View, list[str]] | None = None
        self.widget: _PanelFrame = _PanelFrame(self.retranslate)
        self.widget.setObjectName("TarokkBoard")
        self.widget.setStyleSheet(
            "QFrame#TarokkBoard { background: #183f31; border-top: 1px solid #2d5e4c; }"
            "QLabel { color: #eef3ec; font-size: 11px; }"
        )
        self.widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.widget.setFixedHeight(PANEL_HEIGHT)  # taller only when a column needs it (``fit``)
        lay = QHBoxLayout(self.widget.inner)
        lay.setContentsMargins(12, 4, 12, 4)
        lay.setSpacing(14)
        self.columns: dict[str, QLabel] = {}
        for key, stretch in (("auction", 3), ("talon", 5), ("declarer_side", 3), ("opponents", 3)):
            label = QLabel()
            label.setObjectName(key)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            lay.addWidget(label, stretch)
            self.columns[key] = label

    def update(self, view: View, names: list[str]) -> None:
        self._last = (view, names)
        for key, html in board_html(view, names).items():
            label = self.columns[key]
            if label.text() == html:
                continue  # most moves change nothing here: no relayout of the window
            label.setText(html)
        self.widget.fit()

    def retranslate(self) -> None:
        if self._last is not None:
            self.update(*self._last)

    def text(self) -> str:
        """Everything the panel shows, as plain text (for tests)."""
        return self.text_of({key: label.text() for key, label in self.columns.items()})

    @staticmethod
    def text_of(columns: dict[str, str]) -> str:
        """The columns' rich text as plain text."""
        doc = QTextDocument()
        out = []
        for rich in columns.values():
            doc.setHtml(rich)
            out.append(doc.toPlainText())
        return "\n".join(out)


def _head(key: str) -> str:
    return f"<b style='color:#f2c75c'>{say(f'board.{key}')}</b>"


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def board_html(view: View, names: list[str]) -> dict[str, str]:
    """The four columns of the Tarokk panel as rich text, from ``view`` alone."""
    facts = cast(TarokkFacts, view.facts)
    active = list(facts.active or range(view.players))

    def name(s: int) -> str:
        return _esc(names[s]) if 0 <= s < len(names) else str(s)

    # the auction: one line per seat, its words in order
    per_seat: dict[int, list[str]] = {s: [] for s in active}
    for seat, action, mark in auction_words(view):
        word = _esc(word_said(action, mark, facts.invit))
        per_seat.setdefault(seat, []).append(f"<b>{word}</b>" if mark else word)
    lines = [f"{name(s)}: {' · '.join(w)}" for s, w in per_seat.items() if w]
    auction = "<br>".join([_head("auction"), *lines])

    # talon and discard: cards taken, tarokks laid down (public, BTE §4.3), the declarer's shown tarokks, the call
    talon = [_head("talon")]
    left = facts.talon_left
    if left:
        talon.append(_esc(say("board.talon-left", n=left)))
    received = facts.received
    took = [f"{name(s)} {received[s]}" for s in active if s < len(received) and received[s]]
    if took:
        talon.append(f"{_esc(say('board.took'))}: {', '.join(took)}")
    down = facts.discarded_tarokks
    counts = {s: down.get(s) for s in active} if down is not None else {}
    laid = [f"{name(s)} {n}" for s, n in counts.items() if n is not None]
    if laid:
        talon.append(f"{_esc(say('board.tarokks-down'))}: {', '.join(laid)}")
    if facts.declarer_discard:
        talon.append(_esc(say("board.declarer-shows", cards=card_list(facts.declarer_discard))))
    if facts.own_discard:
        talon.append(_esc(say("board.own-discard", cards=card_list(facts.own_discard))))
    called = facts.called
    if called is not None:
        line = say("board.called", card=tarokk_card(called))
        partner = facts.partner
        if partner is not None and partner != view.seat:
            line += " · " + say("board.partner-is", name=names[partner] if partner < len(names) else "")
        elif facts.alone:
            line += " · " + say("board.alone")
        talon.insert(1, f"<b>{_esc(line)}</b>")  # first: never cut off

    # the announcements per side, with their kontra levels; the tarokk counts apart
    mine, theirs = announcement_rows(view)
    counts_by_seat = [  # a tarokk count said by a seat whose side is not booked with it
        say("board.count-of", name=names[e["seat"]], count=figure_name(e["item"]))
        for e in facts.announcements
        if e.get("item") in ("8-tarokk", "9-tarokk")
        and e.get("side") is None
        and isinstance(e.get("seat"), int)
        and e["seat"] < len(names)
    ]
    # a side's items flow as one paragraph (many figures still fit the panel's few lines)
    declarer_side = [_head("declarer-side"), _esc(", ".join(mine))]
    opponents = [_head("opponents"), _esc(", ".join(theirs))]
    if counts_by_seat:  # a seat's own count: with the other tarokk counts, not under a side
        talon.append(_esc(say("board.counts", list=", ".join(dict.fromkeys(counts_by_seat)))))
    return {
        "auction": auction,
        "talon": "<br>".join(talon),
        "declarer_side": "<br>".join(x for x in declarer_side if x),
        "opponents": "<br>".join(x for x in opponents if x),
    }


def _sort_key(action: Action) -> tuple[int, int, str]:
    """Calls from the highest tarokk; the figures to announce in the table's order; then the kontras by level."""
    if action.kind == "call":
        return (0, -action.cards[0], "")  # tarokk n is card n - 1
    item = action.arg
    rank = FIGURE_ORDER.index(item) if item in FIGURE_ORDER else len(FIGURE_ORDER)
    if action.kind in KONTRA_KINDS:
        return (2 + KONTRA_KINDS.index(action.kind), rank, item)
    return (1, rank, item)


class TarokkProfile(TableProfile):
    """Hungarian Tarokk's table."""

    plate_history = False  # the Tarokk panel lists the auction and every announcement: a plate shows the last word

    def talon_size(self, view: View) -> int:
        """Six cards until they are handed out."""
        return cast(TarokkFacts, view.facts).talon_left

    def hand_order(self, view: View) -> list[str]:
        """Tarokks from the skíz down, then the suits, each from the king down."""
        ranks = {r: i for i, r in enumerate(("K", "Q", "C", "J", "10", "A", "1"))}
        suits = "HDSC"

        def key(code: str) -> tuple[int, int]:
            if code.startswith("T") and code[1:].isdigit():
                return (0, -int(code[1:]))
            return (1 + suits.find(code[0]), ranks.get(code[1:], 9))

        return sorted(view.hand, key=key)

    def shown_cards(self, view: View) -> dict[int, list[str]]:
        """The tarokks the declarer laid down lie face up in front of him from the call to the first card (BTE §4.4)."""
        facts = cast(TarokkFacts, view.facts)
        shown, declarer = facts.declarer_discard, facts.declarer
        if not shown or declarer is None or view.phase not in ("call", "announcements"):
            return {}
        return {declarer: list(shown)}

    # words -----------------------------------------------------------------------------------------------------
    def card_name(self, code: str) -> str:
        return tarokk_card(code)

    def select_button(self, view: View, selection: list[str]) -> str | None:
        """The discard button says what a Tarokk player does: lays the cards down (fektet), never "discards"."""
        n = len(selection)
        return say("button.lay-down", n=n) if n else say("button.select-discard")

    def prompt(self, view: View) -> str:
        if view.to_move is None or not view.legal_actions:
            return super().prompt(view)
        facts = cast(TarokkFacts, view.facts)
        step = facts.step
        kinds = {a.kind for a in view.legal_actions}
        if "annul" in kinds and step in ("bidding", "raise"):  # BTE §7.1: four kings, before the talon
            words = [a for a in view.legal_actions if a.kind != "annul"]
            return " ".join([self.prompt(replace(view, legal_actions=words)), say("prompt.four-kings")])
        if "discard" in kinds:
            n = max(len(a.cards) for a in view.legal_actions if a.kind == "discard")
            key = ("prompt.discard-or-annul" if "annul" in kinds else "prompt.discard") + ("-one" if n == 1 else "")
            return say(key, n=n)
        if step == "bidding" and [a.kind for a in view.legal_actions] == ["pass"]:
            if facts.inviter == view.seat:
                return say("prompt.pass-inviter")
            if not {"T1", "T21", "T22"} & set(view.hand):
                return say("prompt.pass-no-honour")
            return say("prompt.pass-only")
        if step == "bidding":
            return " ".join([say("prompt.bidding"), *self._auction_hints(view)])
        if step == "call":
            asked = say("prompt.call-invit" if facts.invit and "call" in kinds else "prompt.call")
            return asked + (" " + say("prompt.or-annul") if "annul" in kinds else "")
        if WORDS.has(f"prompt.{step}"):
            return say(f"prompt.{step}")
        if "annul" in kinds:
            return say("prompt.annul")
        return super().prompt(view)

    @staticmethod
    def _auction_hints(view: View) -> list[str]:
        """Which of the human's bids now are invits, and whether passing is an engedés."""
        invites = cast(TarokkFacts, view.facts).invites or {}  # the engine's answer: word text -> card it invites
        out = [
            say("prompt.jump-is", bid=cap(bid_name(a.arg)), card=say(f"promised.{invites[a.text]}"))
            for a in view.legal_actions
            if a.kind == "bid" and a.text in invites
        ]
        if "pass" in invites:
            out.append(say("prompt.pass-is-engedes"))
        return out

    def sorted_actions(self, actions: list[Action]) -> list[Action]:
        return sorted(actions, key=_sort_key)

    def use_list(self, view: View, actions: Sequence[Action]) -> bool:
        """Bids are buttons; a call of more than four tarokks and an announcement turn's figures and kontras go
        into one drop-down (Passz stays a button), one choice said at a time; two short calls stay buttons."""
        listed = [a for a in actions if a.text not in self.plain_words]
        if cast(TarokkFacts, view.facts).step == "bidding":
            return False
        return len(listed) > 2 or sum(len(self.action_label(a)) for a in listed) > 32

    def part_name(self, part: str) -> str:
        """Figures by name with what they are: "tulétroá (XXI, skíz és pagát)"."""
        if part.startswith("silent-"):
            return say("score.silent", figure=self.part_name(part[7:]))
        if WORDS.has(f"meaning.{part}"):
            return say("score.figure", figure=figure_name(part), meaning=say(f"meaning.{part}"))
        if WORDS.has(f"figure.{part}") or part.startswith("kiraly-"):
            return figure_name(part)
        return super().part_name(part)

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        return say("score.line", part=part, state=state, mult=mult)

    def deal_contracts(self, result: Result, seat: int) -> list[tuple[str, bool]]:
        """The declarer's game bid ("3", "2", "1", "0" for solo), made when the declarer's side won the game.

        The game is the parti line's (BTE §6.10); when a silent dupla or volát took its place, the side with more
        card points won it. A thrown-in deal has no bid.
        """
        d = result.details
        bid, points = d.get("bid"), d.get("card_points")
        if d.get("declarer") != seat or not isinstance(bid, int) or bid < 0:
            return []
        parti = [ln.won for ln in result.lines if ln.part == "parti"]
        if parti:
            return [(str(bid), parti[0])]
        made = isinstance(points, list) and len(points) == 2 and points[0] > points[1]
        return [(str(bid), made)]

    def contract_name(self, contract: str) -> str:
        return cap(bid_name(contract))

    def facts(self, view: View) -> list[tuple[str, str]]:
        """The standing bid (then the game) and the called tarokk; tarokks are always trump: no trump line.

        The invit is on the Tarokk panel: a fifth line would push the box onto the left seat's hand at 800×560.
        """
        out: list[tuple[str, str]] = []
        facts = cast(TarokkFacts, view.facts)
        if view.phase == "bidding" and facts.bid:
            out.append((say("fact.bid"), self.contract_name(facts.bid)))
        elif view.contract:
            out.append((say("fact.contract"), self.contract_name(view.contract)))
        if facts.called is not None:
            out.append((say("fact.called"), tarokk_card(facts.called)))
        return out

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        """Dealer (sitting out at five), forehand, declarer, partner or alone, defender — as the view knows it."""
        out = super().tags(view, seat, human)
        facts = cast(TarokkFacts, view.facts)
        if facts.sitting_out == seat:
            out.append(say("tag.sits-out"))
        if facts.forehand == seat and not facts.tricks_played and view.phase in ("bidding", "play"):
            out.append(say("tag.forehand"))
        # the partner is named only where the view says this seat knows it (never from the hidden state)
        if facts.partner == seat:
            out.append(say("tag.partner"))
        if facts.alone and facts.declarer == seat:
            out.append(say("tag.alone"))
        sides = facts.sides
        if facts.partner_known and seat < len(sides) and sides[seat] == 1 and seat != facts.declarer:
            out.append(say("tag.defender"))
        return out

    def make_board(self) -> Board:
        return TarokkBoard()


PROFILE = TarokkProfile("tarokk")
