"""MÜ at the table: the auction by laying cards face up, the chief's and the vice's trumps, the partner, triangles.

The words follow the Hungarian rule booklet (seed 002, [HU]): főnök (chief), helyettes (vice), adu, felfedés,
egyenlőség (the German "Eklat"), háromszögek (triangles). Refusals cite the booklet's headings.
"""

from __future__ import annotations

from html import escape
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy

from cardtable.cards.deck import MU60
from cardtable.engine.protocol import Action, Line, View
from cardtable.games.mu.facts import MuFacts
from cardtable.ui import i18n
from cardtable.ui.profiles.base import Board, TableProfile, sayer
from cardtable.words.mu import WORDS

say = sayer("mu")


def _facts(view: View) -> MuFacts:
    """The public facts of the view's deal."""
    return cast(MuFacts, view.facts)


def _code(code: str) -> tuple[str, int]:
    return code[0], int(code[1:])


def _is_trump(code: str, trump: str | None) -> bool:
    if trump is None:
        return False
    colour, value = _code(code)
    return value == int(trump) if trump.isdigit() else colour == trump


def trump_name(trump: str | None) -> str:
    """A trump as players name it: "red" / "piros", "7s" / "7-es", "none" / "nincs"."""
    return WORDS.trump(trump, i18n.current())


def bid_words(n: int) -> str:
    """A bid in cards: "1 card", "3 cards"."""
    return say("fact.one-card") if n == 1 else say("fact.cards", n=n)


def _int(value: object, default: int = -1) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _ints(value: object) -> list[int]:
    return [v for v in value if isinstance(v, int)] if isinstance(value, list) else []


class MuProfile(TableProfile):
    """MÜ's table."""

    plate_history = False  # the revealed cards lie face up in front of each seat: a plate shows the last word
    list_after = 9  # a trump choice over many face-up cards goes into a drop-down
    plain_words = frozenset({"pass", "done", "trump none"})
    worded = True
    shown_in_hand = True  # a revealed card is played from the table: it is the human's to click where it lies

    def __init__(self, game: str) -> None:
        super().__init__(game)
        self.names: list[str] = []  # the seats' names, as the board last showed them

    # names ---------------------------------------------------------------------------------------------------
    def seat_word(self, view: View, seat: int) -> str:
        """A seat's name: "You" for the human, else its name at the table."""
        if seat == view.seat:
            return say("word.You")
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return say("word.player-n", n=seat + 1)

    # cards ----------------------------------------------------------------------------------------------------
    def hand_order(self, view: View) -> list[str]:
        """By colour, then value; in the card play trumps last, weakest first (vice, chief, double trumps).

        The cards the human laid face up lie in front of him (``shown_cards``), not in his fan.
        """
        hand = list(view.hand)
        for code in view.open_hands.get(view.seat, []):
            if code in hand:
                hand.remove(code)
        chief = _facts(view).chief_trump
        vice = _facts(view).vice_trump
        chief = chief if isinstance(chief, str) else None
        vice = vice if isinstance(vice, str) else None

        def key(code: str) -> tuple[int, int, int]:
            colour, value = _code(code)
            cls = 2 * _is_trump(code, chief) + _is_trump(code, vice) if view.phase == "play" else 0
            return (cls, MU60.suits.index(colour) if not cls else 0, value)

        return sorted(hand, key=key)

    def open_hands(self, view: View) -> dict[int, list[str]]:
        """The other hands stay face down: their revealed cards lie in front of them (``shown_cards``)."""
        return {}

    def shown_cards(self, view: View) -> dict[int, list[str]]:
        """Every seat's revealed cards, face up in front of it, in colour and value order, until played."""
        out = {}
        for seat, codes in view.open_hands.items():
            if codes:
                out[seat] = sorted(codes, key=lambda c: (MU60.suits.index(c[0]), int(c[1:])))
        return out

    def card_actions(self, view: View) -> dict[str, Action]:
        """A click on a card lays it face up in the auction and plays it in the card play."""
        return {MU60.codes[a.cards[0]]: a for a in view.legal_actions if a.kind in ("reveal", "play")}

    # words ----------------------------------------------------------------------------------------------------
    def suit_label(self, letter: str) -> str:
        return trump_name(letter)

    def plate_words(self, view: View) -> list[str]:
        """What each seat said, its cards laid face up counted ("12 lap felfedve"): a list would not fit a plate."""
        said: list[list[str]] = [[] for _ in range(view.players)]
        revealed = [0] * view.players
        count_at: list[int | None] = [None] * view.players  # where on the seat's plate its count stands
        for a, seat in zip(view.public_history, view.history_seats):
            if not 0 <= seat < view.players:
                continue
            if a is not None and a.kind == "reveal":
                revealed[seat] += 1
                words = say("plate.revealed-one") if revealed[seat] == 1 else say("plate.revealed", n=revealed[seat])
                at = count_at[seat]
                if at is None:
                    count_at[seat] = len(said[seat])
                    said[seat].append(words)
                else:
                    said[seat][at] = words
                continue
            words = self.action_said(a)
            if words and (not said[seat] or said[seat][-1] != words):
                said[seat].append(words)
        return [" · ".join(w) for w in said]

    def prompt(self, view: View) -> str:
        legal = view.legal_actions
        if not legal:
            return ""
        facts = _facts(view)
        bids = _ints(facts.bids)
        me = view.seat
        if view.phase == "auction":
            mine = bids[me] if me < len(bids) else 0
            left = max(0, _int(facts.reveal_cap, mine) - mine)
            added = _int(facts.revealed_this_turn, 0)
            if not any(a.kind == "reveal" for a in legal):
                return say("prompt.pass-only")
            if added:
                return say("prompt.more", k=added, n=left)
            return say("prompt.reveal", n=left, top=max(bids, default=0))
        if view.phase == "trumps":
            if facts.vice == me:
                return say("prompt.vice")
            vice_trump = facts.vice_trump
            if isinstance(vice_trump, str):
                return say("prompt.chief", vice=trump_name(vice_trump))
            return say("prompt.chief-alone")
        if view.phase == "partner":
            ask = "prompt.partner" if _int(facts.vice) >= 0 else "prompt.partner-any"
            return say(ask, target=_int(facts.target, 0))
        if view.phase == "play":
            if not view.trick:
                return say("prompt.lead")
            led = view.trick[0][1]
            chief, vice = facts.chief_trump, facts.vice_trump
            if any(_is_trump(led, t) for t in (chief, vice) if isinstance(t, str)):
                return say("prompt.follow-trump")
            return say("prompt.follow", led=WORDS.suit(led[0], i18n.current()))
        return super().prompt(view)

    def sorted_actions(self, actions: list[Action]) -> list[Action]:
        """Colours in the deck's order, then numbers from 0, then no trump; partners by seat."""

        def key(action: Action) -> tuple[int, int]:
            arg = action.arg
            if arg in MU60.suits:
                return (0, MU60.suits.index(arg))
            if arg.isdigit():
                return (1, int(arg))
            return (2, 0)

        return sorted(actions, key=key)

    # facts, tags ----------------------------------------------------------------------------------------------
    def facts(self, view: View) -> list[tuple[str, str]]:
        """The highest bid in the auction, then the chief and his bid, then the trumps once named."""
        facts = _facts(view)
        bids = _ints(facts.bids)
        chief = _int(facts.chief)
        out: list[tuple[str, str]] = []
        if facts.eklat:
            top = max(bids, default=0)
            value = say("fact.tied", bid=bid_words(top)) if top else say("fact.nobody-bid")
            return [(say("fact.stalemate"), value)]
        if chief < 0:
            top = max(bids, default=0)
            if top:
                leaders = [s for s, b in enumerate(bids) if b == top]
                if len(leaders) == 1:
                    out.append(
                        (
                            say("fact.top-bid"),
                            say("fact.bid-by", bid=bid_words(top), name=self.seat_word(view, leaders[0])),
                        )
                    )
                else:
                    out.append((say("fact.top-bid"), bid_words(top)))
            else:
                out.append((say("fact.top-bid"), say("fact.no-bid")))
            return out
        # one line: the box shares the top-left corner with a plate at 5 and 6 seats and at 800×560; the vice, the
        # partner, the target and the triangles are on the plates and the board
        vice_trump, chief_trump = facts.vice_trump, facts.chief_trump
        chief_named = view.phase not in ("auction", "trumps")
        trumps = [trump_name(chief_trump)] if chief_named and isinstance(chief_trump, str) else []
        if isinstance(vice_trump, str):
            trumps.append(say("fact.vice-trump", trump=trump_name(vice_trump)))
        if trumps or chief_named:  # the chief's trump ranks first; "none" when nothing is trump at all
            return [(say("fact.trumps"), " · ".join(trumps) or say("word.none"))]
        bid = bids[chief] if chief < len(bids) else 0
        return [(say("fact.chief"), say("fact.chief-bid", name=self.seat_word(view, chief), bid=bid))]

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        """Dealer, chief, vice and — once the chief has named him — partner."""
        facts = _facts(view)
        out = []
        if seat == view.dealer:
            out.append(say("tag.dealer"))
        if facts.chief == seat:
            out.append(say("tag.chief"))
        if facts.vice == seat:
            out.append(say("tag.vice"))
        if facts.partner == seat:
            out.append(say("tag.partner"))
        return out

    # the score sheet ------------------------------------------------------------------------------------------
    def line_text(self, line: Line, names: list[str], human: int) -> str | None:
        """A MÜ settlement line: what it is for, then who scores or loses how much (points come from nobody)."""
        head = self._line_head(line)
        if head is None:
            return None
        if line.payer >= 0:
            seat, gain = line.payer, False
        else:
            seat, gain = line.payee, True
        if seat == human:
            pay = say("score.you-score" if gain else "score.you-lose", n=line.amount)
        else:
            name = names[seat] if 0 <= seat < len(names) else "?"
            pay = say("score.scores" if gain else "score.loses", name=name, n=line.amount)
        return f"{head}: {pay}"

    def _line_head(self, line: Line) -> str | None:
        note = line.note
        if line.part == "triangles":
            return say("score.triangles")
        if line.part == "bonus" and note.startswith("bid-"):
            _, bid, _, rank = note.split("-")
            return say("score.bonus", bid=bid, kind=say(f"score.kind-{int(rank)}"))
        if line.part == "penalty":
            level = note.removeprefix("achieved-")
            reached: int | str = int(level) + line.multiplier if level.isdigit() else "?"
            return say("score.penalty", bid=reached, level=level, short=line.multiplier)
        if line.part == "penalty-share":
            return say("score.share", short=line.multiplier)
        if line.part == "eklat":
            return say("score.tied-last" if note == "tied-last" else "score.tied", n=line.multiplier)
        return None

    def part_name(self, part: str) -> str:
        """A settlement part's short name (the score sheet words whole lines with ``line_text``)."""
        return say(f"part.{part}") if WORDS.has(f"part.{part}") else super().part_name(part)

    def make_board(self) -> Board:
        return MuBoard(self)


class MuBoard(Board):
    """One line under the table: the cards each seat has face up (and the auction's limit and passes), then the
    triangles each seat has won and the chief's team against its target. Everything here is public in MÜ."""

    def __init__(self, table: MuProfile) -> None:
        self.table = table
        self.label = self.widget = QLabel()
        self.label.setObjectName("MuBoard")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.label.setStyleSheet(
            "QLabel#MuBoard { background: #15392d; color: #dfe9e2; border-top: 1px solid #2d5e4c;"
            " padding: 3px 14px; font-size: 13px; }"
        )
        self.view: View | None = None

    def update(self, view: View, names: list[str]) -> None:
        self.table.names = list(names)
        self.view = view
        self.label.setText(self.text(view))

    def retranslate(self) -> None:
        if self.view is not None:
            self.label.setText(self.text(self.view))

    def text(self, view: View) -> str:
        """The board's line for ``view`` (rich text)."""
        table = self.table
        facts = _facts(view)
        n = view.players

        def seat_list(values: list[int]) -> str:
            parts = []
            for s in range(n):
                v = values[s] if s < len(values) else 0
                name = escape(table.seat_word(view, s))
                parts.append(f"{name} <b>{v}</b>")
            return " · ".join(parts)

        if facts.eklat:
            return escape(say("board.stalemate")) + " " + seat_list(_ints(facts.bids))
        if view.phase == "auction" or _int(facts.chief) < 0:
            line = f"{escape(say('board.bids'))}: {seat_list(_ints(facts.bids))}"
            cap = _int(facts.reveal_cap)
            if view.phase == "auction" and cap >= 0:
                line += " — " + escape(say("board.limit", n=cap))
                line += " — " + escape(say("board.passes", k=_int(facts.passes, 0), n=n))
            return line
        chief, partner = _int(facts.chief), _int(facts.partner)
        need = _int(facts.target, 0)
        if view.phase in ("trumps", "partner"):
            vice = _int(facts.vice)
            bids = _ints(facts.bids)
            return escape(
                say(
                    "board.roles",
                    chief=table.seat_word(view, chief),
                    bid=bid_words(bids[chief] if chief < len(bids) else 0),
                    need=need,
                    vice=say("board.vice", name=table.seat_word(view, vice)) if vice >= 0 else say("board.no-vice"),
                )
            )
        tri = _ints(facts.triangles)
        team = [chief] + ([partner] if partner >= 0 else [])
        have = sum(tri[s] for s in team if s < len(tri))
        names = " + ".join(table.seat_word(view, s) for s in team)
        bids = _ints(facts.bids)
        bid = bids[chief] if chief < len(bids) else 0
        team_line = say("board.team" if len(team) > 1 else "board.alone", names=names, bid=bid, have=have, need=need)
        if view.phase == "over":
            team_line += " — " + say("board.made" if have >= need else "board.failed")
        line = f"{escape(say('board.triangles'))}: {seat_list(tri)} — {escape(team_line)}"
        vice = _int(facts.vice)
        if vice >= 0:
            line += " · " + escape(say("board.vice", name=table.seat_word(view, vice)))
        return line


PROFILE = MuProfile("mu")
