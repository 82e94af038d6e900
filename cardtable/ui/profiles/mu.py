"""MÜ at the table: the auction by laying cards face up, the chief's and the vice's trumps, the partner, triangles.

The words follow the Hungarian rule booklet (seed 002, [HU]): főnök (chief), helyettes (vice), adu, felfedés,
egyenlőség (the German "Eklat"), háromszögek (triangles). Refusals cite the booklet's headings.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy

from cardtable.cards.deck import MU60
from cardtable.engine.protocol import Action, IllegalAction, Line, View
from cardtable.engine.registry import Text
from cardtable.games.mu.facts import MuFacts
from cardtable.ui import i18n, texts
from cardtable.ui.profiles.base import Board, TableProfile, say

T = Text

# --- words ------------------------------------------------------------------------------------------------------
PASS = T("Pass", "Passz")
DONE = T("Done", "Ennyi")  # ends a reveal turn below the limit
NO_TRUMP = T("No trump", "Nincs adu")
PARTNER_LABEL = T("Partner: {name}", "Partner: {name}")
REVEAL_LABEL = T("Lay {card} face up", "Felfedés: {card}")

SAID = {
    "pass": T("passes", "passz"),
    "done": T("stops revealing", "ennyi"),
}
SAID_REVEAL = T("reveals {card}", "felfedi: {card}")
SAID_TRUMP = T("trump: {trump}", "adu: {trump}")
SAID_NO_TRUMP = T("no trump", "nincs adu")
SAID_PARTNER = T("partner: {name}", "partnere: {name}")

YOU = T("You", "Te")
PLAYER_N = T("player {n}", "{n}. játékos")
NUMBER_TRUMP = T("{n}s", "{n}")  # "7s" / "7-es": every card of that number
NONE = T("none", "nincs")

# the Hungarian word for a number as a trump: "7-es", "5-ös", "0-s"
HU_NUMBER = {"0": "0-s", "1": "1-es", "2": "2-es", "3": "3-as", "4": "4-es", "5": "5-ös", "6": "6-os", "7": "7-es"}
HU_NUMBER |= {"8": "8-as", "9": "9-es"}

# --- prompts ----------------------------------------------------------------------------------------------------
ASK_REVEAL = T(
    "Your bid: click cards to lay them face up — up to {n} this turn (the highest bid is {top}) — or pass.",
    "Licit: kattints a lapokra, amelyeket felfedsz — ebben a körben legfeljebb {n} lapot (a legnagyobb licit "
    "{top}) —, vagy passzolj.",
)
ASK_MORE = T(
    "Cards laid face up this turn: {k}. Click up to {n} more, or press Done.",
    "Ebben a körben {k} lapot fedtél fel: még legfeljebb {n} lapot fedhetsz fel, vagy mondd: ennyi.",
)
ASK_PASS_ONLY = T("You have nothing more to lay face up: pass.", "Nincs több felfedhető lapod: passzolj.")
ASK_VICE = T(
    "Vice: name a trump, a colour or a number from your face-up cards.",
    "Helyettesként válassz adut a felfedett lapjaid színei, számai közül.",
)
ASK_CHIEF = T(
    "Chief: name a trump from your face-up cards, or none (the vice's: {vice}).",
    "Főnökként válassz adut a felfedett lapjaidból, vagy egyiket se (a helyettesé: {vice}).",
)
ASK_CHIEF_ALONE = T(
    "Chief: name a trump from your face-up cards, or none (there is no vice).",
    "Főnökként válassz adut a felfedett lapjaidból, vagy egyiket se (nincs helyettes).",
)
ASK_PARTNER = T(
    "Choose your partner (not the vice). Your team needs {target} points.",
    "Válassz partnert (a helyettest nem választhatod). A csapatodnak {target} pont kell.",
)
ASK_PARTNER_ANY = T(
    "Choose your partner. Your team needs {target} points.", "Válassz partnert. A csapatodnak {target} pont kell."
)
ASK_LEAD = T("Your lead: play any card, from your hand or the table.", "Te hívsz: tegyél ki bármelyik lapot.")
ASK_FOLLOW = T(
    "Your turn: follow {led} if you can, from your hand or the table.",
    "Te jössz: ha tudsz, {led} lapot tégy (kézből vagy az asztalról).",
)
ASK_FOLLOW_TRUMP = T(
    "Your turn: a trump was led — play a trump if you can (chief's and vice's trumps are one suit).",
    "Te jössz: adut hívtak — ha tudsz, adut tégy (a főnök- és a helyettesadu egy színnek számít).",
)

# --- facts, tags, board -----------------------------------------------------------------------------------------
F_TOP_BID = T("Highest bid", "Legnagyobb licit")
F_NO_BID = T("none yet", "még nincs")
F_CARDS = T("{n} cards", "{n} lap")
F_ONE_CARD = T("1 card", "1 lap")
F_BID_BY = T("{bid} — {name}", "{bid} — {name}")  # one leader; a tie shows the bid alone
F_CHIEF = T("Chief", "Főnök")
F_CHIEF_BID = T("{name}, bid {bid}", "{name}, {bid} lap")
F_TRUMPS = T("Trumps", "Aduk")
F_VICE_TRUMP = T("vice: {trump}", "helyettes: {trump}")
F_STALEMATE = T("Stalemate", "Egyenlőség")
F_NOBODY_BID = T("nobody bid", "senki sem licitált")
F_TIED = T("tied at {bid}", "{bid} holtversenyben")

TAG_DEALER = T("dealer", "osztó")
TAG_CHIEF = T("chief", "főnök")
TAG_VICE = T("vice", "helyettes")
TAG_PARTNER = T("partner", "partner")

B_BIDS = T("Cards face up", "Felfedett lapok")
B_LIMIT = T("the player to move may reach {n}", "a soron lévő legfeljebb {n} lapig mehet")
B_PASSES = T("passes in a row: {k} of {n}", "egymás utáni passz: {k} / {n}")
B_TRIANGLES = T("Triangles won", "Elvitt háromszögek")
B_TEAM = T(
    "chief's team ({names}, bid {bid}): {have} of {need}",
    "a főnök csapata ({names}, {bid} lapos licit): {have} / {need}",
)
B_VICE = T("vice: {name}", "helyettes: {name}")
B_ALONE = T("the chief ({names}, bid {bid}): {have} of {need}", "a főnök ({names}, {bid} lapos licit): {have} / {need}")
B_MADE = T("made", "teljesítve")
B_FAILED = T("failed", "nem teljesült")
B_ROLES = T("Chief: {chief} ({bid}, needs {need}) · {vice}", "Főnök: {chief} ({bid}, {need} pont kell) · {vice}")
B_NO_VICE = T("no vice", "nincs helyettes")
B_STALEMATE = T(
    "Stalemate: no single highest bid — no card play.", "Egyenlőség: nincs egyedüli legnagyobb licit — nincs lejátszás."
)

# --- refusals, by the engine's key: the text and the [HU] heading of the rule it breaks --------------------------
H_AUCTION = T("“The auction”", "Az aukció")
H_CHIEF = T("“Chief and vice”", "Főnök és helyettes")
H_TRUMPS = T("“Choosing the trumps”", "Az aduk kiválasztása")
H_TEAM = T("“The chief's team”", "A főnök csapata")
H_PLAY = T("“Card play”", "A lejátszás")
H_END = T("“End of the round and the game”", "A forduló és a játék vége")
REFUSALS: dict[str, tuple[Text, Text]] = {
    "not-your-turn": (T("It is not your turn.", "Nem te következel."), H_AUCTION),
    "deal-over": (T("The deal is over.", "A leosztás véget ért."), H_END),
    "auction-not-over": (T("The auction is still on: lay cards face up or pass.", "Még tart az aukció."), H_AUCTION),
    "nothing-to-reveal": (T("You have no card left to lay face up.", "Nincs több felfedhető lapod."), H_AUCTION),
    "not-in-hand": (T("You do not hold {card}.", "A {card} nincs nálad."), H_PLAY),
    "already-revealed": (T("Your {card} already lies face up.", "A {card} már fel van fedve előtted."), H_AUCTION),
    "reveal-first": (T("Lay a card face up, or pass.", "Fedj fel egy lapot, vagy passzolj."), H_AUCTION),
    "finish-turn": (
        T(
            "You laid cards face up this turn: lay more, or say Done.",
            "Ebben a körben már felfedtél: folytasd, vagy mondd: ennyi.",
        ),
        H_AUCTION,
    ),
    "trumps-first": (
        T("The vice and the chief name their trumps first.", "Előbb a helyettes és a főnök választ adut."),
        H_TRUMPS,
    ),
    "trump-not-revealed": (
        T(
            "A trump must be a colour or a number among your face-up cards.",
            "Csak olyan adut választhatsz, amilyen előtted fel van fedve.",
        ),
        H_TRUMPS,
    ),
    "vice-must-name": (
        T(
            "The vice must name a trump; only the chief may name none.",
            "A helyettesnek adut kell választania; csak a főnök dönthet úgy, hogy nem nevez meg adut.",
        ),
        H_TRUMPS,
    ),
    "same-trump": (
        T(
            "The vice already named that trump (the booklet is silent; MÜ programs forbid it).",
            "Ezt az adut már a helyettes választotta (a szabály erről nem szól; a MÜ-programok tiltják).",
        ),
        H_TRUMPS,
    ),
    "partner-first": (T("The chief chooses a partner first.", "Előbb a főnök partnert választ."), H_TEAM),
    "partner-not-vice": (T("The vice cannot be the partner.", "A helyettes nem választható partnerül."), H_TEAM),
    "partner-self": (T("Choose a partner among the other players.", "A partnert a többiek közül választod."), H_TEAM),
    "no-such-seat": (T("There is no such player.", "Nincs ilyen játékos."), H_TEAM),
    "must-follow": (
        T(
            "Follow the suit led if you can (all trumps are one suit).",
            "Színre színt kell tenni, ha tudsz (az aduk egy színnek számítanak).",
        ),
        H_PLAY,
    ),
    "not-now": (T("That is not possible now.", "Ezt most nem lehet."), H_AUCTION),
}
RULE = T("{what} (rule: MÜ, {heading})", "{what} (szabály: MÜ, {heading})")

# --- the score sheet --------------------------------------------------------------------------------------------
P_TRIANGLES = T("triangles in the tricks won", "háromszögek az elvitt ütésekben")
P_BONUS = T("success bonus (bid {bid}, {kind})", "sikerbónusz ({bid} lapos licit, {kind})")
P_KINDS = (
    T("colour trump", "színadu"),
    T("trump 1 or 7", "1-es vagy 7-es adu"),
    T("number trump", "számadu"),
    T("no chief's trump", "a főnök nem választott adut"),
)
P_PENALTY = T(
    "penalty: bid {bid}, the team's points were enough for {level} ({short} short)",
    "büntetés: {bid} lapos licit, a csapat pontjai {level} laphoz lettek volna elegek ({short} a különbség)",
)
P_SHARE = T("the opponents' share of the penalty ({short} × 5)", "az ellenfelek része a büntetésből ({short} × 5)")
P_TIED = T("stalemate (Eklat): tied at {n} cards", "egyenlőség: {n} lappal holtversenyben")
P_TIED_LAST = T("stalemate (Eklat): made the tie last, at {n} cards", "egyenlőség: utolsóként egyenlített, {n} lappal")
PARTS = {
    "triangles": T("triangles", "háromszögek"),
    "bonus": T("success bonus", "sikerbónusz"),
    "penalty": T("penalty", "büntetés"),
    "penalty-share": T("share of the penalty", "részesedés a büntetésből"),
    "eklat": T("stalemate (Eklat)", "egyenlőség"),
}
PAY_GETS = T("{name} scores {n}", "{name} {n} pontot kap")
PAY_YOU_GET = T("you score {n}", "{n} pontot kapsz")
PAY_LOSES = T("{name} loses {n}", "{name} {n} pontot veszít")
PAY_YOU_LOSE = T("you lose {n}", "{n} pontot veszítesz")


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
    if trump is None or trump == "none":
        return say(NONE)
    if trump.isdigit():
        return HU_NUMBER[trump] if i18n.current() == "hu" else say(NUMBER_TRUMP, n=trump)
    return texts.suit_name("mu", trump)


def bid_words(n: int) -> str:
    """A bid in cards: "1 card", "3 cards"."""
    return say(F_ONE_CARD) if n == 1 else say(F_CARDS, n=n)


def _int(value: object, default: int = -1) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _ints(value: object) -> list[int]:
    return [v for v in value if isinstance(v, int)] if isinstance(value, list) else []


class MuProfile(TableProfile):
    """MÜ's table."""

    list_after = 9  # a trump choice over many face-up cards goes into a drop-down
    plain_words = frozenset({"pass", "done", "trump none"})
    shown_in_hand = True  # a revealed card is played from the table: it is the human's to click where it lies

    def __init__(self, game: str) -> None:
        super().__init__(game)
        self.names: list[str] = []  # the seats' names, as the board last showed them

    # names ---------------------------------------------------------------------------------------------------
    def seat_word(self, view: View, seat: int) -> str:
        """A seat's name: "You" for the human, else its name at the table."""
        if seat == view.seat:
            return say(YOU)
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return say(PLAYER_N, n=seat + 1)

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

    def action_label(self, text: str | Action) -> str:
        a = self.typed(text)
        if a is None:
            return super().action_label(str(text))
        if a.kind == "pass":
            return say(PASS)
        if a.kind == "done":
            return say(DONE)
        # the prompt asks for a trump: the button names it alone
        named = self._named(a, NO_TRUMP, REVEAL_LABEL, PARTNER_LABEL, lambda name: name[:1].upper() + name[1:])
        return named if named is not None else super().action_label(a)

    def action_said(self, text: str | Action | None) -> str:
        a = None if text is None else self.typed(text)
        if a is None:  # nothing in MÜ is hidden but the hands
            return super().action_said(None if text is None else str(text))
        if a.kind == "done":
            return ""  # the plate keeps the last card laid face up
        if a.kind in SAID:
            return say(SAID[a.kind])
        named = self._named(a, SAID_NO_TRUMP, SAID_REVEAL, SAID_PARTNER, lambda name: say(SAID_TRUMP, trump=name))
        return named if named is not None else super().action_said(a)

    def _named(self, a: Action, no_trump: Text, reveal: Text, partner: Text, trump: Callable[[str], str]) -> str | None:
        """A trump, reveal or partner action in words (a button's or a plate's); None for another action."""
        if a.kind == "trump" and a.arg == "none":
            return say(no_trump)
        if a.kind == "trump":
            return trump(trump_name(a.arg))
        if a.kind == "reveal":
            return say(reveal, card=self.card_name(MU60.codes[a.cards[0]]))
        if a.kind == "partner":
            seat = int(a.arg)
            return say(partner, name=self.names[seat] if seat < len(self.names) else say(PLAYER_N, n=seat + 1))
        return None

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
                return say(ASK_PASS_ONLY)
            if added:
                return say(ASK_MORE, k=added, n=left)
            return say(ASK_REVEAL, n=left, top=max(bids, default=0))
        if view.phase == "trumps":
            if facts.vice == me:
                return say(ASK_VICE)
            vice_trump = facts.vice_trump
            if isinstance(vice_trump, str):
                return say(ASK_CHIEF, vice=trump_name(vice_trump))
            return say(ASK_CHIEF_ALONE)
        if view.phase == "partner":
            ask = ASK_PARTNER if _int(facts.vice) >= 0 else ASK_PARTNER_ANY
            return say(ask, target=_int(facts.target, 0))
        if view.phase == "play":
            if not view.trick:
                return say(ASK_LEAD)
            led = view.trick[0][1]
            chief, vice = facts.chief_trump, facts.vice_trump
            if any(_is_trump(led, t) for t in (chief, vice) if isinstance(t, str)):
                return say(ASK_FOLLOW_TRUMP)
            return say(ASK_FOLLOW, led=texts.suit_name("mu", led[0]))
        return super().prompt(view)

    def refusal(self, exc: IllegalAction) -> str:
        """The refusal in the UI language, naming the [HU] booklet's heading of the rule it breaks."""
        found = REFUSALS.get(exc.key)
        if found is None:
            return super().refusal(exc)
        template, heading = found
        params = {k: str(v) for k, v in exc.params.items()}
        if "card" in params:
            params["card"] = self.card_name(params["card"])
        try:
            text = say(template, **params) if params else say(template)
        except (KeyError, IndexError):
            text = say(template)
        return say(RULE, what=text, heading=say(heading))

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
            value = say(F_TIED, bid=bid_words(top)) if top else say(F_NOBODY_BID)
            return [(say(F_STALEMATE), value)]
        if chief < 0:
            top = max(bids, default=0)
            if top:
                leaders = [s for s, b in enumerate(bids) if b == top]
                if len(leaders) == 1:
                    out.append(
                        (say(F_TOP_BID), say(F_BID_BY, bid=bid_words(top), name=self.seat_word(view, leaders[0])))
                    )
                else:
                    out.append((say(F_TOP_BID), bid_words(top)))
            else:
                out.append((say(F_TOP_BID), say(F_NO_BID)))
            return out
        # one line: the box shares the top-left corner with a plate at 5 and 6 seats and at 800×560; the vice, the
        # partner, the target and the triangles are on the plates and the board
        vice_trump, chief_trump = facts.vice_trump, facts.chief_trump
        chief_named = view.phase not in ("auction", "trumps")
        trumps = [trump_name(chief_trump)] if chief_named and isinstance(chief_trump, str) else []
        if isinstance(vice_trump, str):
            trumps.append(say(F_VICE_TRUMP, trump=trump_name(vice_trump)))
        if trumps or chief_named:  # the chief's trump ranks first; "none" when nothing is trump at all
            return [(say(F_TRUMPS), " · ".join(trumps) or say(NONE))]
        bid = bids[chief] if chief < len(bids) else 0
        return [(say(F_CHIEF), say(F_CHIEF_BID, name=self.seat_word(view, chief), bid=bid))]

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        """Dealer, chief, vice and — once the chief has named him — partner."""
        facts = _facts(view)
        out = []
        if seat == view.dealer:
            out.append(say(TAG_DEALER))
        if facts.chief == seat:
            out.append(say(TAG_CHIEF))
        if facts.vice == seat:
            out.append(say(TAG_VICE))
        if facts.partner == seat:
            out.append(say(TAG_PARTNER))
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
            pay = say(PAY_YOU_GET if gain else PAY_YOU_LOSE, n=line.amount)
        else:
            name = names[seat] if 0 <= seat < len(names) else "?"
            pay = say(PAY_GETS if gain else PAY_LOSES, name=name, n=line.amount)
        return f"{head}: {pay}"

    def _line_head(self, line: Line) -> str | None:
        note = line.note
        if line.part == "triangles":
            return say(P_TRIANGLES)
        if line.part == "bonus" and note.startswith("bid-"):
            _, bid, _, rank = note.split("-")
            return say(P_BONUS, bid=bid, kind=say(P_KINDS[int(rank)]))
        if line.part == "penalty":
            level = note.removeprefix("achieved-")
            reached: int | str = int(level) + line.multiplier if level.isdigit() else "?"
            return say(P_PENALTY, bid=reached, level=level, short=line.multiplier)
        if line.part == "penalty-share":
            return say(P_SHARE, short=line.multiplier)
        if line.part == "eklat":
            return say(P_TIED_LAST if note == "tied-last" else P_TIED, n=line.multiplier)
        return None

    def part_name(self, part: str) -> str:
        """A settlement part's short name (the score sheet words whole lines with ``line_text``)."""
        return say(PARTS[part]) if part in PARTS else super().part_name(part)

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
        self.label.setMaximumHeight(48)
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
            return escape(say(B_STALEMATE)) + " " + seat_list(_ints(facts.bids))
        if view.phase == "auction" or _int(facts.chief) < 0:
            line = f"{escape(say(B_BIDS))}: {seat_list(_ints(facts.bids))}"
            cap = _int(facts.reveal_cap)
            if view.phase == "auction" and cap >= 0:
                line += " — " + escape(say(B_LIMIT, n=cap))
                line += " — " + escape(say(B_PASSES, k=_int(facts.passes, 0), n=n))
            return line
        chief, partner = _int(facts.chief), _int(facts.partner)
        need = _int(facts.target, 0)
        if view.phase in ("trumps", "partner"):
            vice = _int(facts.vice)
            bids = _ints(facts.bids)
            return escape(
                say(
                    B_ROLES,
                    chief=table.seat_word(view, chief),
                    bid=bid_words(bids[chief] if chief < len(bids) else 0),
                    need=need,
                    vice=say(B_VICE, name=table.seat_word(view, vice)) if vice >= 0 else say(B_NO_VICE),
                )
            )
        tri = _ints(facts.triangles)
        team = [chief] + ([partner] if partner >= 0 else [])
        have = sum(tri[s] for s in team if s < len(tri))
        names = " + ".join(table.seat_word(view, s) for s in team)
        bids = _ints(facts.bids)
        bid = bids[chief] if chief < len(bids) else 0
        team_line = say(B_TEAM if len(team) > 1 else B_ALONE, names=names, bid=bid, have=have, need=need)
        if view.phase == "over":
            team_line += " — " + say(B_MADE if have >= need else B_FAILED)
        line = f"{escape(say(B_TRIANGLES))}: {seat_list(tri)} — {escape(team_line)}"
        vice = _int(facts.vice)
        if vice >= 0:
            line += " · " + escape(say(B_VICE, name=table.seat_word(view, vice)))
        return line


PROFILE = MuProfile("mu")
