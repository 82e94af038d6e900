"""Ulti at the table: suits sorted by Ulti's rank order, the bid composer, the declarer's talon, 20/40 words."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from PySide6.QtCore import QCoreApplication

from cardtable.coach.messages import action_codes
from cardtable.engine.protocol import Action, Line, Result, View
from cardtable.games.ulti.view_facts import UltiFacts
from cardtable.ui import texts
from cardtable.ui.i18n import QT_TRANSLATE_NOOP
from cardtable.ui.profiles.base import TableProfile, window_tr

if TYPE_CHECKING:
    from cardtable.engine.match import Match
    from cardtable.games.ulti.match import UltiMatch
    from cardtable.ui.panels import Composer

# Ulti ranks the ten just under the ace except in no-trump games (betli, színtelen durchmars)
TRUMP_ORDER = {r: i for i, r in enumerate(("7", "8", "9", "U", "O", "K", "10", "A"))}
NO_TRUMP_ORDER = {r: i for i, r in enumerate(("7", "8", "9", "10", "U", "O", "K", "A"))}
NO_TRUMP_WORDS = ("betli", "szintelen", "redurchmars")


# Line.part -> name on the score sheet (the parts keep their Hungarian names, with a hint in English)
PARTS = {
    "parti": QT_TRANSLATE_NOOP("texts", "parti (the basic game: more card points)"),
    "passz": QT_TRANSLATE_NOOP("texts", "passz (parti)"),
    "40-100": QT_TRANSLATE_NOOP("texts", "40-100 (100 with the trump 40)"),
    "20-100": QT_TRANSLATE_NOOP("texts", "20-100 (100 with a 20)"),
    "4-asz": QT_TRANSLATE_NOOP("texts", "4 ász (all four aces)"),
    "ulti": QT_TRANSLATE_NOOP("texts", "ulti (last trick with the trump 7)"),
    "betli": QT_TRANSLATE_NOOP("texts", "betli (no trick)"),
    "rebetli": QT_TRANSLATE_NOOP("texts", "rebetli"),
    "teritett-betli": QT_TRANSLATE_NOOP("texts", "terített betli (open betli)"),
    "durchmars": QT_TRANSLATE_NOOP("texts", "durchmars (every trick)"),
    "teritett-durchmars": QT_TRANSLATE_NOOP("texts", "terített durchmars (open)"),
    "szintelen-durchmars": QT_TRANSLATE_NOOP("texts", "színtelen durchmars (no trump)"),
    "redurchmars": QT_TRANSLATE_NOOP("texts", "redurchmars"),
    "szintelen-teritett-durchmars": QT_TRANSLATE_NOOP("texts", "színtelen terített durchmars"),
    "silent-100": QT_TRANSLATE_NOOP("texts", "silent 100 (csendes száz)"),
    "silent-20-100": QT_TRANSLATE_NOOP("texts", "silent 20-100"),
    "silent-4-asz": QT_TRANSLATE_NOOP("texts", "silent 4 ász"),
    "silent-ulti": QT_TRANSLATE_NOOP("texts", "silent ulti (csendes ulti)"),
    "silent-ulti-caught": QT_TRANSLATE_NOOP("texts", "silent ulti caught"),
    "silent-durchmars": QT_TRANSLATE_NOOP("texts", "silent durchmars"),
    "lost-ulti-penalty": QT_TRANSLATE_NOOP("texts", "lost ulti: extra payment"),
    "give-up": QT_TRANSLATE_NOOP("texts", "given up"),
    "ablak": QT_TRANSLATE_NOOP("texts", "Ablak (the pot)"),
}


def _tr(source: str) -> str:
    return QCoreApplication.translate("texts", source)


def _answer(a: Action) -> tuple[str, str, int] | None:
    """(word, part, seat) of a raise answering one defender's individual kontra ("rekontra betli 2"), else None."""
    part, _, seat = a.arg.partition(" ")
    if a.kind in ("rekontra", "szubkontra", "hirskontra", "mordkontra") and seat.isdigit():
        return a.kind, part, int(seat)
    return None


class UltiProfile(TableProfile):
    """Ulti's table."""

    composer = True
    parts: ClassVar[dict[str, str]] = PARTS

    def make_composer(self) -> Composer:
        """The bid composer: Ulti's bids are built from parts."""
        from cardtable.ui.profiles.ulti_bids import BidComposer

        return BidComposer()

    def hand_order(self, view: View) -> list[str]:
        """By suit, then by Ulti's rank (the ten under the ace unless the contract has no trump)."""
        contract = view.contract or ""
        no_trump = any(w in contract for w in NO_TRUMP_WORDS) and view.phase != "bidding"
        order = NO_TRUMP_ORDER if no_trump else TRUMP_ORDER
        suits = "PTZM"
        return sorted(view.hand, key=lambda c: (suits.find(c[0]), order.get(c[1:], 0)))

    def talon_size(self, view: View) -> int:
        """The two talon cards lie face down until someone takes them; the declarer's pair plays no part later."""
        if view.phase != "bidding":
            return 0
        return 2 if cast(UltiFacts, view.facts).talon_on_table else 0

    def own_talon(self, view: View) -> list[str]:
        """The two cards the human laid down, while he may still look at them.

        MAUSZ §9(2) forbids looking at the talon during play — the declarer included — so once a card is played
        the pair is gone from the table.
        """
        facts = cast(UltiFacts, view.facts)
        if not facts.talon or view.phase == "bidding" or view.to_move is None:
            return []
        if view.trick or facts.tricks_played or any(view.tricks_won):
            return []
        return list(facts.talon)

    def suit_label(self, letter: str) -> str:
        """Hungarian suits go by name alone (no French sign)."""
        return texts.suit_name(self.game, letter)

    def action_label(self, a: Action) -> str:
        """A talon pair by its cards ("Talonba: piros kilences, piros tízes"): the coach lists every pair."""
        if a.kind == "discard" and a.cards:
            cards = ", ".join(self.card_name(c) for c in action_codes(self.game, a))
            return _tr(QT_TRANSLATE_NOOP("texts", "To the talon: {cards}")).format(cards=cards)
        answer = _answer(a)
        if answer is not None:
            # an answer to one defender's individual kontra (MAUSZ §7(5)): name that defender
            word, part, seat = answer
            return _tr(QT_TRANSLATE_NOOP("texts", "{word} {part} (against {name}'s kontra)")).format(
                word=word.capitalize(), part=texts.contract_name(part), name=self.seat_name(seat)
            )
        return super().action_label(a)

    def action_said(self, a: Action | None) -> str:
        if a is None or a.kind == "discard":
            return _tr(QT_TRANSLATE_NOOP("texts", "laid the talon down"))
        answer = _answer(a)
        if answer is not None:
            word, part, seat = answer
            return f"{word} {texts.contract_name(part)} ({self.seat_name(seat)})"
        return super().action_said(a)

    def discard_label(self, n: int) -> str:
        """The declarer lays his two talon cards down (MAUSZ 3. § (2)): "Talont lerakom"."""
        return _tr(QT_TRANSLATE_NOOP("texts", "Lay the talon down"))

    def prompt(self, view: View) -> str:
        facts = cast(UltiFacts, view.facts)
        kinds = {a.kind for a in view.legal_actions}
        if "discard" in kinds:
            return _tr(texts.PROMPTS["ulti-discard"])
        standing = facts.bid
        if "pass" in kinds and standing and facts.holder == view.seat and "take" not in kinds:
            # the others passed back to the holder: passing now means playing the standing bid (MAUSZ §3)
            return _tr(
                QT_TRANSLATE_NOOP("texts", "The others passed: Pass plays your bid, {bid}; or bid higher.")
            ).format(bid=self.contract_name(standing))
        if "bid" in kinds or "take" in kinds:
            return _tr(texts.PROMPTS["bidding"])
        if "trump" in kinds:
            return _tr(texts.PROMPTS["trump"])
        if view.phase in ("kontra", "concede"):
            return _tr(texts.PROMPTS[view.phase])
        return super().prompt(view) if "play" in kinds else ""

    def facts(self, view: View) -> list[tuple[str, str]]:
        """The contract and trump, then every kontra'd part with its level and who said it."""
        out = super().facts(view)
        said = []
        for part, levels in cast(UltiFacts, view.facts).kontra.items():
            raised = {s: m for s, m in levels.items() if m > 1}
            if not raised:
                continue
            who = ", ".join(f"{self.seat_name(s)} ×{m}" for s, m in sorted(raised.items()))
            said.append(f"{texts.contract_name(part)}: {who}")
        if said:
            out.append((_tr(QT_TRANSLATE_NOOP("texts", "Kontra")), "; ".join(said)))
        return out

    def contract_name(self, contract: str) -> str:
        """As players write it; a passz is named with its part, parti, as the score sheet says."""
        name = texts.contract_name(contract)
        return f"{name} (parti)" if contract.split()[-1:] == ["passz"] else name

    def match_lines(self, match: Match) -> list[tuple[str, str]]:
        """The Ablak pot, where the rules keep one (4M)."""
        pot = cast("UltiMatch", match)
        return [(window_tr(QT_TRANSLATE_NOOP("MainWindow", "Ablak")), str(pot.ablak))] if pot.uses_ablak else []

    def match_note(self, match: Match) -> str:
        """The Ablak pot under the totals, where the rules keep one (4M)."""
        pot = cast("UltiMatch", match)
        if not pot.uses_ablak:
            return ""
        return QCoreApplication.translate(
            "ScoreSheet", QT_TRANSLATE_NOOP("ScoreSheet", "Ablak (the pot, 4M): {n}")
        ).format(n=pot.ablak)

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        return f"{part} — {state}{mult}"

    def deal_contracts(self, result: Result, seat: int) -> list[tuple[str, bool]]:
        """The declarer's contract ("piros 40-100 ulti"), made when every part of it was won and not given up."""
        d = result.details
        contract, won = d.get("contract"), d.get("won")
        if d.get("declarer") != seat or not isinstance(contract, str) or not isinstance(won, dict):
            return []
        given_up = bool(d.get("gave_up")) or bool(d.get("conceded"))
        return [(contract, not given_up and all(won.values()))]


PROFILE = UltiProfile("ulti")
