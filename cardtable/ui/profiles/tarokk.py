"""Tarokk at the table: bids in words (invit and engedés as such), figures by name, tarokks by number, the call.

BTE 2016 club rules; the figures keep their Hungarian names, with a hint in English.
"""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cardtable.engine.protocol import Line, Result, View
from cardtable.ui import texts
from cardtable.ui.profiles.base import TableProfile, window_tr

# Line.part -> name on the score sheet (BTE §5): the figures keep their Hungarian names, with a hint in English
PARTS = {
    "trull": QT_TRANSLATE_NOOP("texts", "trull (XXI, skíz and pagát)"),
    "negykiraly": QT_TRANSLATE_NOOP("texts", "négykirály (all four kings)"),
    "dupla": QT_TRANSLATE_NOOP("texts", "dupla (71 card points)"),
    "volat": QT_TRANSLATE_NOOP("texts", "volát (every trick)"),
    "xxi-fogas": QT_TRANSLATE_NOOP("texts", "XXI-fogás (catching the XXI)"),
    "centrum": QT_TRANSLATE_NOOP("texts", "centrum (the XX takes trick 5)"),
    "kismadar": QT_TRANSLATE_NOOP("texts", "kismadár (the XXI takes trick 6)"),
    "nagymadar": QT_TRANSLATE_NOOP("texts", "nagymadár (the skíz takes trick 7)"),
    "pagat-ulti": QT_TRANSLATE_NOOP("texts", "pagát ulti (the pagát takes the last trick)"),
    "pagat-uhu": QT_TRANSLATE_NOOP("texts", "pagát uhu (the pagát takes trick 8)"),
    "sas-ulti": QT_TRANSLATE_NOOP("texts", "sas ulti (the II takes the last trick)"),
    "sas-uhu": QT_TRANSLATE_NOOP("texts", "sas uhu (the II takes trick 8)"),
    "8-tarokk": QT_TRANSLATE_NOOP("texts", "eight tarokks (nyolc tarokk)"),
    "9-tarokk": QT_TRANSLATE_NOOP("texts", "nine tarokks (kilenc tarokk)"),
    "trial-three": QT_TRANSLATE_NOOP("texts", "próbahárom (trial three)"),
    "parti": QT_TRANSLATE_NOOP("texts", "parti (the basic game: more card points)"),
}


def _tr(source: str) -> str:
    return QCoreApplication.translate("texts", source)


TAROKK_BIDS = {
    "3": QT_TRANSLATE_NOOP("texts", "Three (három)"),
    "2": QT_TRANSLATE_NOOP("texts", "Two (kettő)"),
    "1": QT_TRANSLATE_NOOP("texts", "One (egy)"),
    "solo": QT_TRANSLATE_NOOP("texts", "Solo (szóló)"),
    "0": QT_TRANSLATE_NOOP("texts", "Solo (szóló)"),
}
TAROKK_CONTRACTS = {"three": "3", "two": "2", "one": "1", "solo": "solo"}  # view.contract -> bid word
# figure id -> its short name on a button or a plate
TAROKK_FIGURES = {
    "parti": QT_TRANSLATE_NOOP("texts", "parti (the game)"),
    "trull": QT_TRANSLATE_NOOP("texts", "trull"),
    "negykiraly": QT_TRANSLATE_NOOP("texts", "four kings (négykirály)"),
    "dupla": QT_TRANSLATE_NOOP("texts", "dupla"),
    "volat": QT_TRANSLATE_NOOP("texts", "volát"),
    "xxi-fogas": QT_TRANSLATE_NOOP("texts", "XXI catch (XXI-fogás)"),
    "centrum": QT_TRANSLATE_NOOP("texts", "centrum"),
    "kismadar": QT_TRANSLATE_NOOP("texts", "kismadár"),
    "nagymadar": QT_TRANSLATE_NOOP("texts", "nagymadár"),
    "pagat-ulti": QT_TRANSLATE_NOOP("texts", "pagát ulti"),
    "pagat-uhu": QT_TRANSLATE_NOOP("texts", "pagát uhu"),
    "sas-ulti": QT_TRANSLATE_NOOP("texts", "sas ulti"),
    "sas-uhu": QT_TRANSLATE_NOOP("texts", "sas uhu"),
    "8-tarokk": QT_TRANSLATE_NOOP("texts", "eight tarokks"),
    "9-tarokk": QT_TRANSLATE_NOOP("texts", "nine tarokks"),
}
TAROKK_KINGS = {
    "kiraly-ulti": QT_TRANSLATE_NOOP("texts", "king ulti ({suit})"),
    "kiraly-uhu": QT_TRANSLATE_NOOP("texts", "king uhu ({suit})"),
}
TAROKK_WORDS = ("announce", "kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra")
TAROKK_SIMPLE = {
    "hold": QT_TRANSLATE_NOOP("texts", "Hold (tartom)"),
    "annul": QT_TRANSLATE_NOOP("texts", "Annul the deal"),
    "hivatalbol-kontra": QT_TRANSLATE_NOOP("texts", "Kontra ex officio (hivatalból)"),
}
TAROKK_SAID = {
    "hold": QT_TRANSLATE_NOOP("texts", "holds (tartom)"),
    "annul": QT_TRANSLATE_NOOP("texts", "annuls the deal"),
    "hivatalbol-kontra": QT_TRANSLATE_NOOP("texts", "kontra ex officio"),
}
TAROKK_PROMPTS = {
    "bidding": QT_TRANSLATE_NOOP("texts", "Your bid: the lower the number, the fewer talon cards you take."),
    "take": QT_TRANSLATE_NOOP("texts", "Nobody else bid: choose your final bid."),
    "annul": QT_TRANSLATE_NOOP("texts", "Your hand may annul the deal: annul, or pass?"),
    "discard": QT_TRANSLATE_NOOP("texts", "Select {n} cards to lay down, then press Discard."),
    "call": QT_TRANSLATE_NOOP("texts", "Call a tarokk: whoever holds it is your partner."),
    "announcements": QT_TRANSLATE_NOOP("texts", "Announce, say kontra, or pass."),
}


def figure_name(item: str) -> str:
    """A Tarokk figure's (or the parti's) short name: "trull", "king ulti (♥ Hearts)"."""
    if item in TAROKK_FIGURES:
        return _tr(TAROKK_FIGURES[item])
    head, _, suit = item.rpartition("-")
    if head in TAROKK_KINGS:
        return _tr(TAROKK_KINGS[head]).format(suit=texts.signed_suit("tarokk", suit))
    return item


def tarokk_bid(word: str) -> str:
    """A Tarokk bid word ("3", "solo", or the contract "three") in words."""
    word = TAROKK_CONTRACTS.get(word, word)
    return _tr(TAROKK_BIDS[word]) if word in TAROKK_BIDS else word


def tarokk_card(code: str) -> str:
    """A tarokk by its number as players say it: "XX", "pagát (I)", "skíz"."""
    if code.startswith("T") and code[1:].isdigit():
        n = int(code[1:])
        if n == 22:
            return _tr(QT_TRANSLATE_NOOP("texts", "skíz"))
        if n == 1:
            return _tr(QT_TRANSLATE_NOOP("texts", "pagát (I)"))
        return _roman(n)
    return texts.card_name("tarokk", code)


def _roman(n: int) -> str:
    out = ""
    for value, letters in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out += letters
            n -= value
    return out


def _tarokk_label(text: str) -> str | None:
    words = text.split()
    kind = words[0]
    if text in TAROKK_SIMPLE:
        return _tr(TAROKK_SIMPLE[text])
    if kind == "bid" and len(words) == 2:
        return tarokk_bid(words[1])
    if kind == "take" and len(words) == 2:
        return _tr(QT_TRANSLATE_NOOP("texts", "Stay at {bid}")).format(bid=tarokk_bid(words[1]))
    if kind == "call" and len(words) == 2:
        return _tr(QT_TRANSLATE_NOOP("texts", "Call the {card}")).format(card=tarokk_card(words[1]))
    if kind == "announce" and len(words) == 2:
        return _tr(QT_TRANSLATE_NOOP("texts", "Announce {figure}")).format(figure=figure_name(words[1]))
    if kind in TAROKK_WORDS and len(words) == 2:
        return f"{kind.capitalize()} {figure_name(words[1])}"
    return None


def _tarokk_said(text: str) -> str | None:
    words = text.split()
    kind = words[0]
    if text in TAROKK_SAID:
        return _tr(TAROKK_SAID[text])
    if text == "hidden" or kind == "discard":
        return _tr(QT_TRANSLATE_NOOP("texts", "lays cards down"))
    if kind in ("bid", "take") and len(words) == 2:
        return _tr(QT_TRANSLATE_NOOP("texts", "bids {contract}")).format(contract=tarokk_bid(words[1]).lower())
    if kind == "call" and len(words) == 2:
        return _tr(QT_TRANSLATE_NOOP("texts", "calls the {card}")).format(card=tarokk_card(words[1]))
    if kind == "announce" and len(words) == 2:
        return _tr(QT_TRANSLATE_NOOP("texts", "announces {what}")).format(what=figure_name(words[1]))
    if kind in TAROKK_WORDS and len(words) == 2:
        return f"{kind} {figure_name(words[1])}"
    return None


def _tarokk_prompt(view) -> str | None:
    kinds = {a.split()[0] for a in view.legal_actions}
    if "take" in kinds:
        return _tr(TAROKK_PROMPTS["take"])
    if "discard" in kinds:
        n = max(len(a.split()) - 1 for a in view.legal_actions if a.startswith("discard"))
        return _tr(TAROKK_PROMPTS["discard"]).format(n=n)
    if view.phase in TAROKK_PROMPTS:
        return _tr(TAROKK_PROMPTS[view.phase])
    return None


def _sort_key(text: str) -> tuple:
    """Calls from the highest tarokk, then figures in the table's order, then the kontra words."""
    words = text.split()
    if words[0] == "call" and words[1][1:].isdigit():
        return (0, -int(words[1][1:]), "")
    order = TAROKK_WORDS.index(words[0]) if words[0] in TAROKK_WORDS else len(TAROKK_WORDS)
    item = words[1] if len(words) > 1 else ""
    figures = list(TAROKK_FIGURES)
    return (1 + order, figures.index(item) if item in figures else len(figures), item)


class TarokkProfile(TableProfile):
    """Hungarian Tarokk's table."""

    parts: ClassVar[dict[str, str]] = PARTS
    list_chars = 60  # the kontra labels are long: a few of them already go into the drop-down
    refusals: ClassVar[dict[str, str]] = {"discard-count": QT_TRANSLATE_NOOP("texts", "Lay down exactly {need} cards.")}

    def talon_size(self, view: View) -> int:
        """Six cards until they are handed out."""
        v = view.extra.get("talon_left")
        return v if isinstance(v, int) and not isinstance(v, bool) else 0

    def action_label(self, text: str) -> str:
        label = _tarokk_label(text) if text else None
        return label if label is not None else super().action_label(text)

    def action_said(self, text: str) -> str:
        said = _tarokk_said(text) if text else None
        return said if said is not None else super().action_said(text)

    def prompt(self, view: View) -> str:
        asked = _tarokk_prompt(view)
        return asked if asked is not None else super().prompt(view)

    def sorted_actions(self, actions: list[str]) -> list[str]:
        return sorted(actions, key=_sort_key)

    def part_name(self, part: str) -> str:
        if part.startswith("kiraly-"):
            return figure_name(part)
        if part.startswith("silent-") and part not in PARTS:
            figure = texts.part_name(part[7:], PARTS)
            return _tr(QT_TRANSLATE_NOOP("texts", "silent {figure}")).format(figure=figure)
        return super().part_name(part)

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        return f"{part} — {state}{mult}"

    def contract_name(self, contract: str) -> str:
        return tarokk_bid(contract)

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

    def facts(self, view: View) -> list[tuple[str, str]]:
        """The game bid and the called tarokk; the tarokks are always trumps, so no trump line."""
        out: list[tuple[str, str]] = []
        if view.contract:
            label = (
                window_tr(QT_TRANSLATE_NOOP("MainWindow", "Bid"))
                if view.phase == "bidding"
                else window_tr(QT_TRANSLATE_NOOP("MainWindow", "Contract"))
            )
            out.append((label, self.contract_name(view.contract)))
        if isinstance(view.extra.get("called"), str):
            out.append((window_tr(QT_TRANSLATE_NOOP("MainWindow", "Called")), tarokk_card(view.extra["called"])))
        return out

    def tags(self, view: View, seat: int, human: int) -> list[str]:
        out = super().tags(view, seat, human)
        # the called partner is named only once the view says the table knows (never from the model's hidden
        # state): his own view knows earlier, and then he alone sees the tag on his plate
        if view.extra.get("partner") == seat and (view.extra.get("partner_known") or seat == human):
            out.append(window_tr(QT_TRANSLATE_NOOP("MainWindow", "partner")))
        return out


PROFILE = TarokkProfile("tarokk")
