"""Tarokk at the table: the bids in words (invit and engedés as such), the figures by their names, tarokks by number.

BTE 2016 club rules. Every word is a two-language ``Text`` pair; the Hungarian is what Tarokk players say
(tulétroá, bedobom, fektetés, hívás — see /work/shared/reviews/hungarian-texts.md). The Tarokk panel (a
``Board``) shows the auction, the talon and the discard with the public tarokk counts, the call, and the
announcements per side with their kontra levels — only what the human's view carries.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, cast

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy

from cardtable.coach.messages import action_codes
from cardtable.engine.protocol import Action, IllegalAction, Line, Result, View
from cardtable.engine.registry import Text
from cardtable.games.tarokk.facts import TarokkFacts
from cardtable.ui import texts
from cardtable.ui.profiles.base import Board, TableProfile, say

T = Text

# bid words (action arg / view.contract) -> the game's name; the number is the talon cards the declarer takes
BIDS = {
    "3": T("three", "három"),
    "2": T("two", "kettő"),
    "1": T("one", "egy"),
    "solo": T("solo", "szóló"),
}
BID_OF = {"0": "solo", "three": "3", "two": "2", "one": "1", "solo": "solo"}
PROMISED = {"T19": T("XIX", "XIX-est"), "T18": T("XVIII", "XVIII-ast")}  # the promised card, as the object

FIGURES = {
    "parti": T("parti", "parti"),
    "trull": T("trull", "tulétroá"),
    "negykiraly": T("four kings", "négykirály"),
    "dupla": T("dupla", "dupla"),
    "volat": T("volát", "volát"),
    "xxi-fogas": T("XXI catch", "XXI-fogás"),
    "centrum": T("centrum", "centrum"),
    "kismadar": T("kismadár", "kismadár"),
    "nagymadar": T("nagymadár", "nagymadár"),
    "pagat-ulti": T("pagát ulti", "pagát ulti"),
    "pagat-uhu": T("pagát uhu", "pagát uhu"),
    "sas-ulti": T("sas ulti", "sas ulti"),
    "sas-uhu": T("sas uhu", "sas uhu"),
    "8-tarokk": T("eight tarokks", "nyolc tarokk"),
    "9-tarokk": T("nine tarokks", "kilenc tarokk"),
}
# what a figure is, for the score sheet
FIGURE_MEANING = {
    "parti": T("more card points", "több pont"),
    "trull": T("XXI, skíz and pagát", "XXI, skíz és pagát"),
    "negykiraly": T("all four kings", "mind a négy király"),
    "dupla": T("71 card points", "71 pont"),
    "volat": T("every trick", "minden ütés"),
    "xxi-fogas": T("catching the XXI", "a XXI elfogása"),
    "centrum": T("the XX takes trick 5", "a XX üti az 5. ütést"),
    "kismadar": T("the XXI takes trick 6", "a XXI üti a 6. ütést"),
    "nagymadar": T("the skíz takes trick 7", "a skíz üti a 7. ütést"),
    "pagat-ulti": T("the pagát takes the last trick", "a pagát üti az utolsó ütést"),
    "pagat-uhu": T("the pagát takes trick 8", "a pagát üti a 8. ütést"),
    "sas-ulti": T("the II takes the last trick", "a II üti az utolsó ütést"),
    "sas-uhu": T("the II takes trick 8", "a II üti a 8. ütést"),
}
KINGS = {"kiraly-ulti": T("king ulti", "király ulti"), "kiraly-uhu": T("king uhu", "király uhu")}
SUITS = {"H": T("Hearts", "kőr"), "D": T("Diamonds", "káró"), "S": T("Spades", "pikk"), "C": T("Clubs", "treff")}
KONTRA_WORDS = ("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra")
FIGURE_ORDER = list(FIGURES) + [f"{k}-{s}" for k in KINGS for s in SUITS]

LABELS = {
    "pass": T("Pass", "Passz"),
    "hold": T("Hold (tartom)", "Tartom"),
    "annul": T("Throw the deal in", "Bedobom"),
    "hivatalbol-kontra": T("Kontra ex officio (hivatalból)", "Hivatalból kontra"),
}
SAID = {
    "pass": T("pass", "passz"),
    "hold": T("hold", "tartom"),
    "annul": T("threw the deal in", "bedobás"),
    "hivatalbol-kontra": T("kontra ex officio", "hivatalból kontra"),
    "hidden": T("laid cards down", "fektetés"),
}
W = {
    "bid": T("Bid", "Licit"),
    "contract": T("Contract", "Játék"),
    "called": T("Called", "Hívott lap"),
    "invit_of": T("invit {card}", "invit: {card}"),
    "engedes": T("engedés: XX invit", "engedés: XX-es invit"),
    "trial": T("trial three (próbahárom)", "próbahárom"),
    "trial_part": T("próbahárom (trial three: no honour drawn)", "próbahárom (nem húzott honőrt)"),
    "jump_is": T("{bid} is an invit: it promises the {card}.", "{bid}: invit, a {card} ígéri."),
    "pass_is_engedes": T("Passing now is an engedés: it invites the XX.", "A passz most engedés: XX-es invit."),
    "call": T("Call the {card}", "Hívom: {card}"),
    "called_said": T("called the {card}", "hívás: {card}"),
    "announce": T("Announce {figure}", "Bemondom: {figure}"),
    "announced": T("announced {figure}", "bemondás: {figure}"),
    "discard_said": T("laid {cards} down", "fektetés: {cards}"),
    "take_said": T("plays {bid}", "játék: {bid}"),
    "alone": T("alone", "egyedül"),
    "lay_down": T("Lay {n} down", "Lefektetem ({n})"),
    "lay_down_none": T("Lay down", "Lefektetem"),
    "sits_out": T("sits out", "kimarad"),
    "forehand": T("forehand", "előkéz"),
    "defender": T("defender", "védő"),
    "partner": T("partner", "partner"),
    "rule": T("rule", "szabály:"),
    "silent": T("silent {figure}", "csendes {figure}"),
}
PROMPTS = {
    "bidding": T(
        "Your bid: three takes three talon cards, solo none; a jump is an invit.",
        "Licitálj: három = három talonlap, szóló = egy sem; az ugrás invit.",
    ),
    "pass_no_honour": T(
        "Without an honour (XXI, skíz or pagát) you may only pass.",
        "Honőr (XXI, skíz vagy pagát) nélkül csak passzolhatsz.",
    ),
    "pass_inviter": T("You invited: now you may only pass.", "Invitáltál: most már csak passzolhatsz."),
    "pass_only": T("There is no higher bid for you: pass.", "Nincs magasabb licit számodra: passz."),
    "raise": T("Nobody else bid: choose the game you play.", "Más nem licitált: válaszd meg a játékot."),
    "annul": T(
        "Your hand may throw the deal in: throw it in, or pass?", "Bedobhatod a leosztást: bedobod, vagy passzolsz?"
    ),
    "discard": T(
        "Select {n} cards and lay them down (no honour, no king).",
        "Jelölj ki {n} lapot, és fektesd le őket (honőrt, királyt nem).",
    ),
    "discard1": T(
        "Select a card and lay it down (no honour, no king).",
        "Jelölj ki egy lapot, és fektesd le (honőrt, királyt nem).",
    ),
    "discard_or_annul1": T(
        "Select a card and lay it down — or throw the deal in.",
        "Jelölj ki egy lapot, és fektesd le — vagy dobd be a leosztást.",
    ),
    "discard_or_annul": T(
        "Select {n} cards and lay them down — or throw the deal in.",
        "Jelölj ki {n} lapot, és fektesd le őket — vagy dobd be a leosztást.",
    ),
    "call": T("Call a tarokk: whoever holds it is your partner.", "Hívj egy tarokkot: aki fogja, az a partnered."),
    "call_invit": T("Call the invited tarokk.", "Az invitált tarokkot hívod."),
    "or_annul": T("Or throw the deal in.", "Vagy dobd be a leosztást."),
    "four_kings": T(
        "You hold all four kings: you may throw the deal in before the talon too.",
        "Nálad van mind a négy király: a talon felvétele előtt is bedobhatod a lapot.",
    ),
    "hivatalbol": T(
        "You laid the called tarokk down: say kontra ex officio.",
        "A hívott tarokkot te fektetted le: mondd, hogy hivatalból kontra.",
    ),
    "announce": T(
        "Announce a figure or say kontra (one at a time), or pass.",
        "Mondj be figurát vagy kontrázz (egyszerre egyet), vagy passzolj.",
    ),
}
# every refusal key of the engine, worded as a Tarokk player says it; {need} and {card} filled from the refusal
REFUSALS = {
    "not-your-turn": T("It is not your turn.", "Nem te következel."),
    "not-now": T("That is not possible now.", "Ezt most nem teheted."),
    "deal-over": T("The deal is over.", "A leosztásnak vége."),
    "no-honour": T(
        "Only a player holding an honour (XXI, skíz or pagát) may bid.",
        "Csak honőrrel (XXI, skíz vagy pagát) licitálhatsz.",
    ),
    "bid-not-allowed": T("A bid must go higher than the standing one.", "Csak a mostaninál magasabbat licitálhatsz."),
    "jump-needs-invit": T(
        "A jump is an invit: it needs a high honour, five tarokks and the promised card.",
        "Az ugrás invit: kell hozzá egy nagy honőr, öt tarokk és az ígért lap.",
    ),
    "must-hold": T(
        "Without the XX and invit strength you must hold or go higher.",
        "XX és invitképes lap nélkül tartanod kell vagy feljebb menned.",
    ),
    "cannot-hold": T(
        "You may hold only once, a bid you have not made yourself.",
        "Csak egyszer tarthatsz, és csak más licitjét.",
    ),
    "inviter-locked": T(
        "An invit cannot be taken back: the inviter may only pass.",
        "Az invitet nem lehet visszavonni: az invitáló már csak passzolhat.",
    ),
    "raise-not-allowed": T("You cannot choose that game.", "Ezt a játékot nem választhatod."),
    "take-too-many": T(
        "That game takes more talon cards than your bid allows.",
        "Ez a játék több talonlapot venne fel, mint amennyit a licited enged.",
    ),
    "cannot-annul": T("This hand cannot throw the deal in.", "Ilyen lapokkal nem dobhatod be."),
    "discard-count": T("Lay down exactly {need} cards.", "Pontosan {need} lapot fektess le."),
    "discard-forbidden": T(
        "Honours, kings, the XX and an invited tarokk may not be laid down.",
        "Honőrt, királyt, a XX-ast és az invitált tarokkot nem fektetheted le.",
    ),
    "call-invited": T("The invited tarokk must be called.", "Az invitált tarokkot kell hívnod."),
    "call-self-only-xx": T("The declarer may call himself only with the XX.", "Magadat csak a XX-assal hívhatod."),
    "call-not-allowed": T(
        "Call the XX, or, holding it, the highest tarokk you lack.",
        "A XX-ast hívd, vagy ha nálad van, a legmagasabb tarokkot, amely hiányzik.",
    ),
    "call-own-discard": T("You cannot call a card you laid down.", "Lefektetett lapot nem hívhatsz."),
    "must-hivatalbol": T(
        "You laid the called card down: you must say kontra ex officio.",
        "A hívott lapot te fektetted le: hivatalból kontrát kell mondanod.",
    ),
    "figure-off": T("Sas figures are not played under these rules.", "Ezzel a szabállyal sas figura nincs."),
    "already-announced": T("That is already announced for your side.", "Ezt a ti oldalatok már bemondta."),
    "tarokk-count-wrong": T("You do not hold that many tarokks.", "Nincs pontosan ennyi tarokkod."),
    "must-identify": T(
        "Before the sides are known a figure counts for the last speaker's side.",
        "Amíg az oldalak nem ismertek, a figura az utolsó bemondó oldalára számít.",
    ),
    "count-must-identify": T(
        "Before the sides are known a tarokk count counts for the last speaker's side.",
        "Amíg az oldalak nem ismertek, a tarokkszám az utolsó bemondó oldalára számít.",
    ),
    "after-volat": T(
        "No trull, four kings or dupla after volát.", "Volát után nem mondható tulétroá, négykirály vagy dupla."
    ),
    "dupla-volat": T(
        "Dupla and volát exclude each other under these rules.",
        "Ezzel a szabállyal a dupla és a volát kizárja egymást.",
    ),
    "ulti-to-uhu": T("An announced ulti may not be raised to uhu.", "Bemondott ultit nem lehet uhura emelni."),
    "one-figure-per-trick": T(
        "A side makes only one figure per trick.", "Egy ütésre egy oldal csak egy figurát mondhat."
    ),
    "tarokk-count-first": T("Declare your tarokk count first.", "Előbb a tarokkjaid számát kell bemondanod."),
    "trull-needs-high-honour": T(
        "Trull only with the skíz or the XXI in hand.", "Tulétroát csak skízzel vagy XXI-essel mondhatsz."
    ),
    "trull-first-round": T(
        "The declarer's first-round trull shows both high honours (with three bidders the skíz).",
        "A felvevő első körös tulétroája mindkét nagy honőrt mutatja (három licitálónál a skízt).",
    ),
    "trull-inviter": T(
        "The inviter's first-round trull needs two honours or the skíz.",
        "Az invitáló első körös tulétroájához két honőr vagy a skíz kell.",
    ),
    "not-announced": T("That is not announced by the side this word answers.", "Ezt a másik oldal nem mondta be."),
    "wrong-kontra-level": T(
        "That item is not at the level this word raises.", "Ezt a vállalást nem erre a fokra kontrázták."
    ),
    "kontra-max": T("The kontra chain ends at hirskontra.", "A kontralánc a hirskontránál véget ér."),
    "not-in-hand": T("You do not hold {card}.", "Nincs nálad: {card}."),
    "must-follow": T("You must follow suit.", "Színt kell adnod."),
    "must-tarokk": T(
        "You have none of the suit led, so you must play a tarokk.", "Nincs a hívott színből: tarokkot kell adnod."
    ),
    "bound-card": T(
        "That card is bound to its announced trick: keep it until then.",
        "Ez lekötött lap: a figura ütése előtt nem játszhatod ki.",
    ),
    "bound-card-now": T(
        "The announced figure's trick is now: play its card.", "Most kell kijátszanod a lekötött lapot."
    ),
}


def cap(text: str) -> str:
    """The first letter upper case (a button's label)."""
    return text[:1].upper() + text[1:]


def bid_name(word: str) -> str:
    """A bid word ("3", "solo") or contract ("three") as the game's name: "kettő"."""
    word = BID_OF.get(word, word)
    return say(BIDS[word]) if word in BIDS else word


def figure_name(item: str) -> str:
    """A figure's (or the parti's, or a tarokk count's) name: "tulétroá", "kőr király ulti"."""
    if item in FIGURES:
        return say(FIGURES[item])
    head, _, suit = item.rpartition("-")
    if head in KINGS and suit in SUITS:
        return say(T("{king} ({suit})", "{suit} {king}"), king=say(KINGS[head]), suit=say(SUITS[suit]))
    return item


def tarokk_card(code: str) -> str:
    """A tarokk by its number as players say it ("XX", "pagát", "skíz"); other cards by their names."""
    if code.startswith("T") and code[1:].isdigit():
        n = int(code[1:])
        if n == 22:
            return "skíz"
        if n == 1:
            return say(T("pagát (I)", "pagát"))
        return roman(n)
    return texts.card_name("tarokk", code)


def roman(n: int) -> str:
    """1..21 in Roman numerals, as the tarokks are printed."""
    out = ""
    for value, letters in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out += letters
            n -= value
    return out


def card_list(codes: list[str]) -> str:
    """Cards by their names, comma separated."""
    return ", ".join(tarokk_card(c) for c in codes)


def kontra_word(level: int) -> str:
    """The kontra word that brings an item to ``level`` (1 = kontra)."""
    return KONTRA_WORDS[level - 1] if 1 <= level <= len(KONTRA_WORDS) else ""


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
        word += f" ({say(W['invit_of'], card=tarokk_card(invit))})"
    elif mark == "engedes":
        word += f" ({say(W['engedes'])})"
    elif mark == "trial":
        word += f" ({say(W['trial'])})"
    return word


def _auction_word(kind: str, arg: str) -> str:
    """A bid, a game taken, a pass or a hold, as said."""
    if kind == "bid":
        return bid_name(arg)
    if kind == "take":
        return say(W["take_said"], bid=bid_name({"0": "solo"}.get(arg, arg)))
    return say(SAID[kind]) if kind in SAID else " ".join(w for w in (kind, arg) if w)


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
    """The panel's frame: relabels itself when the UI language changes."""

    def __init__(self, relabel: Callable[[], None]) -> None:
        super().__init__()
        self._relabel = relabel

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._relabel()
        super().changeEvent(event)


class TarokkBoard(Board):
    """The Tarokk panel: the auction, talon and discard, the call, the announcements of each side."""

    def __init__(self) -> None:
        self._last: tuple[View, list[str]] | None = None
        self.widget = _PanelFrame(self.retranslate)
        self.widget.setObjectName("TarokkBoard")
        self.widget.setStyleSheet(
            "QFrame#TarokkBoard { background: #183f31; border-top: 1px solid #2d5e4c; }"
            "QLabel { color: #eef3ec; font-size: 11px; }"
        )
        self.widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.widget.setFixedHeight(PANEL_HEIGHT)  # one height all deal long: the table does not jump
        lay = QHBoxLayout(self.widget)
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
            # the whole column on hover, should a long announcement list run past the panel's lines
            label.setToolTip(html)

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


BOARD_HEADS = {
    "auction": T("Bidding", "Licit"),
    "talon": T("Talon and discard", "Talon és fektetés"),
    "declarer_side": T("Declarer's side", "Felvevő oldala"),
    "opponents": T("Opponents", "Védők"),
}
BOARD_WORDS = {
    "talon_left": T("Talon: {n} cards", "Talon: {n} lap"),
    "took": T("Talon", "Talonból"),
    "tarokks_down": T("Tarokks down", "Fektetett tarokk"),
    "declarer_shows": T("The declarer laid down: {cards}", "A felvevő fektetett: {cards}"),
    "own_discard": T("You laid down: {cards}", "Te fektettél: {cards}"),
    "called": T("Called: {card}", "Hívott lap: {card}"),
    "partner_is": T("partner: {name}", "partner: {name}"),
    "alone": T("the declarer plays alone", "a felvevő egyedül játszik"),
    "counts": T("Tarokk counts: {list}", "Tarokkszám: {list}"),
    "count_of": T("{name}: {count}", "{name}: {count}"),
}


def _head(key: str) -> str:
    return f"<b style='color:#f2c75c'>{say(BOARD_HEADS[key])}</b>"


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
        talon.append(_esc(say(BOARD_WORDS["talon_left"], n=left)))
    received = facts.received
    took = [f"{name(s)} {received[s]}" for s in active if s < len(received) and received[s]]
    if took:
        talon.append(f"{_esc(say(BOARD_WORDS['took']))}: {', '.join(took)}")
    down = facts.discarded_tarokks
    counts = {s: down.get(s) for s in active} if down is not None else {}
    laid = [f"{name(s)} {n}" for s, n in counts.items() if n is not None]
    if laid:
        talon.append(f"{_esc(say(BOARD_WORDS['tarokks_down']))}: {', '.join(laid)}")
    if facts.declarer_discard:
        talon.append(_esc(say(BOARD_WORDS["declarer_shows"], cards=card_list(facts.declarer_discard))))
    if facts.own_discard:
        talon.append(_esc(say(BOARD_WORDS["own_discard"], cards=card_list(facts.own_discard))))
    called = facts.called
    if called is not None:
        line = say(BOARD_WORDS["called"], card=tarokk_card(called))
        partner = facts.partner
        if partner is not None and partner != view.seat:
            line += " · " + say(BOARD_WORDS["partner_is"], name=names[partner] if partner < len(names) else "")
        elif facts.alone:
            line += " · " + say(BOARD_WORDS["alone"])
        talon.insert(1, f"<b>{_esc(line)}</b>")  # first: never cut off

    # the announcements per side, with their kontra levels; the tarokk counts apart
    mine, theirs = announcement_rows(view)
    counts_by_seat = [  # a tarokk count said by a seat whose side is not booked with it
        say(BOARD_WORDS["count_of"], name=names[e["seat"]], count=figure_name(e["item"]))
        for e in facts.announcements
        if e.get("item") in ("8-tarokk", "9-tarokk")
        and e.get("side") is None
        and isinstance(e.get("seat"), int)
        and e["seat"] < len(names)
    ]
    # a side's items flow as one paragraph (many figures still fit the panel's few lines)
    declarer_side = [_head("declarer_side"), _esc(", ".join(mine))]
    opponents = [_head("opponents"), _esc(", ".join(theirs))]
    if counts_by_seat:  # a seat's own count: with the other tarokk counts, not under a side
        talon.append(_esc(say(BOARD_WORDS["counts"], list=", ".join(dict.fromkeys(counts_by_seat)))))
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
    if action.kind in KONTRA_WORDS:
        return (2 + KONTRA_WORDS.index(action.kind), rank, item)
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

    def action_label(self, a: Action) -> str:
        kind, arg, codes = a.kind, a.arg, action_codes(self.game, a)
        if kind in LABELS and not arg and not codes:
            return say(LABELS[kind])
        if kind == "bid" and arg:
            return cap(bid_name(arg))
        if kind == "take" and arg:
            return cap(bid_name({"0": "solo"}.get(arg, arg)))
        if kind == "call" and codes:
            return say(W["call"], card=tarokk_card(codes[0]))
        if kind == "announce" and arg:
            return say(W["announce"], figure=figure_name(arg))
        if kind in KONTRA_WORDS and arg:
            return f"{cap(kind)} {figure_name(arg)}"
        if kind == "discard":
            return say(W["discard_said"], cards=card_list(codes))
        if kind == "play" and codes:
            return tarokk_card(codes[0])
        return super().action_label(a)

    def select_button(self, view: View, selection: list[str]) -> str | None:
        """The discard button says what a Tarokk player does: lays the cards down (fektet), never "discards"."""
        n = len(selection)
        return say(W["lay_down"], n=n) if n else say(W["lay_down_none"])

    def action_said(self, a: Action | None) -> str:
        if a is None:
            return say(SAID["hidden"])
        kind, arg, codes = a.kind, a.arg, action_codes(self.game, a)
        if kind in SAID and not arg and not codes:
            return say(SAID[kind])
        if kind in ("bid", "take") and arg:
            return _auction_word(kind, arg)
        if kind == "call" and codes:
            return say(W["called_said"], card=tarokk_card(codes[0]))
        if kind == "announce" and arg:
            return say(W["announced"], figure=figure_name(arg))
        if kind in KONTRA_WORDS and arg:
            return f"{kind} {figure_name(arg)}"
        if kind == "discard":
            return say(SAID["hidden"])
        return super().action_said(a)

    def prompt(self, view: View) -> str:
        if view.to_move is None or not view.legal_actions:
            return super().prompt(view)
        facts = cast(TarokkFacts, view.facts)
        step = facts.step
        kinds = {a.kind for a in view.legal_actions}
        if "annul" in kinds and step in ("bidding", "raise"):  # BTE §7.1: four kings, before the talon
            words = [a for a in view.legal_actions if a.kind != "annul"]
            return " ".join([self.prompt(replace(view, legal_actions=words)), say(PROMPTS["four_kings"])])
        if "discard" in kinds:
            n = max(len(a.cards) for a in view.legal_actions if a.kind == "discard")
            key = ("discard_or_annul" if "annul" in kinds else "discard") + ("1" if n == 1 else "")
            return say(PROMPTS[key], n=n)
        if step == "bidding" and [a.kind for a in view.legal_actions] == ["pass"]:
            if facts.inviter == view.seat:
                return say(PROMPTS["pass_inviter"])
            if not {"T1", "T21", "T22"} & set(view.hand):
                return say(PROMPTS["pass_no_honour"])
            return say(PROMPTS["pass_only"])
        if step == "bidding":
            return " ".join([say(PROMPTS["bidding"]), *self._auction_hints(view)])
        if step == "call":
            asked = say(PROMPTS["call_invit"] if facts.invit and "call" in kinds else PROMPTS["call"])
            return asked + (" " + say(PROMPTS["or_annul"]) if "annul" in kinds else "")
        if step in PROMPTS:
            return say(PROMPTS[str(step)])
        if "annul" in kinds:
            return say(PROMPTS["annul"])
        return super().prompt(view)

    @staticmethod
    def _auction_hints(view: View) -> list[str]:
        """Which of the human's bids now are invits, and whether passing is an engedés."""
        invites = cast(TarokkFacts, view.facts).invites or {}  # the engine's answer: word text -> card it invites
        out = [
            say(W["jump_is"], bid=cap(bid_name(a.arg)), card=say(PROMISED[invites[a.text]]))
            for a in view.legal_actions
            if a.kind == "bid" and a.text in invites
        ]
        if "pass" in invites:
            out.append(say(W["pass_is_engedes"]))
        return out

    def refusal(self, exc: IllegalAction) -> str:
        """Every refusal in both languages, naming the seed's rule (BTE §…)."""
        text = REFUSALS.get(exc.key)
        if text is None:
            return super().refusal(exc)
        params = dict(exc.params)
        if "card" in params:
            params["card"] = tarokk_card(str(params["card"]))
        out = say(text)
        with contextlib.suppress(KeyError, IndexError, ValueError):
            out = out.format(**params)
        return f"{out} ({say(W['rule'])} {exc.rule})" if exc.rule else out

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
            return say(W["silent"], figure=self.part_name(part[7:]))
        if part in FIGURE_MEANING:
            return f"{figure_name(part)} ({say(FIGURE_MEANING[part])})"
        if part in FIGURES or part.startswith("kiraly-"):
            return figure_name(part)
        if part == "trial-three":
            return say(W["trial_part"])
        return super().part_name(part)

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        return f"{part} — {state}{mult}"

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
            out.append((say(W["bid"]), self.contract_name(facts.bid)))
        elif view.contract:
            out.append((say(W["contract"]), self.contract_name(view.contract)))
        if facts.called is not None:
            out.append((say(W["called"]), tarokk_card(facts.called)))
        return out

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        """Dealer (sitting out at five), forehand, declarer, partner or alone, defender — as the view knows it."""
        out = super().tags(view, seat, human)
        facts = cast(TarokkFacts, view.facts)
        if facts.sitting_out == seat:
            out.append(say(W["sits_out"]))
        if facts.forehand == seat and not facts.tricks_played and view.phase in ("bidding", "play"):
            out.append(say(W["forehand"]))
        # the partner is named only where the view says this seat knows it (never from the hidden state)
        if facts.partner == seat:
            out.append(say(W["partner"]))
        if facts.alone and facts.declarer == seat:
            out.append(say(W["alone"]))
        sides = facts.sides
        if facts.partner_known and seat < len(sides) and sides[seat] == 1 and seat != facts.declarer:
            out.append(say(W["defender"]))
        return out

    def make_board(self) -> Board:
        return TarokkBoard()


PROFILE = TarokkProfile("tarokk")
