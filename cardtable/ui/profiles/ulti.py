"""Ulti at the table: suits sorted by Ulti's rank order, the bid composer, the declarer's talon, 20/40 words."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from cardtable.engine.protocol import Line, Result, View
from cardtable.games.ulti.view_facts import UltiFacts
from cardtable.ui import i18n
from cardtable.ui.profiles.base import TableProfile

if TYPE_CHECKING:
    from cardtable.engine.match import Match
    from cardtable.games.ulti.match import UltiMatch
    from cardtable.ui.panels import Composer

# Ulti ranks the ten just under the ace except in no-trump games (betli, színtelen durchmars)
TRUMP_ORDER = {r: i for i, r in enumerate(("7", "8", "9", "U", "O", "K", "10", "A"))}
NO_TRUMP_ORDER = {r: i for i, r in enumerate(("7", "8", "9", "10", "U", "O", "K", "A"))}
NO_TRUMP_WORDS = ("betli", "szintelen", "redurchmars")


class UltiProfile(TableProfile):
    """Ulti's table."""

    composer = True

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
        return self.words.suit(letter, i18n.current())

    def discard_label(self, n: int) -> str:
        """The declarer lays his two talon cards down (MAUSZ 3. § (2)): "Talont lerakom"."""
        return self.say("button.select-discard")

    def prompt(self, view: View) -> str:
        facts = cast(UltiFacts, view.facts)
        kinds = {a.kind for a in view.legal_actions}
        if "discard" in kinds:
            return self.say("prompt.discard")
        standing = facts.bid
        if "pass" in kinds and standing and facts.holder == view.seat and "take" not in kinds:
            # the others passed back to the holder: passing now means playing the standing bid (MAUSZ §3)
            return self.say("prompt.pass-plays", bid=self.contract_name(standing))
        if "bid" in kinds or "take" in kinds:
            return self.say("prompt.bidding")
        if "trump" in kinds:
            return self.say("prompt.trump")
        if view.phase in ("kontra", "concede"):
            return self.say(f"prompt.{view.phase}")
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
            said.append(f"{self.words.contract(part)}: {who}")
        if said:
            out.append((self.say("fact.kontra"), "; ".join(said)))
        return out

    def contract_name(self, contract: str) -> str:
        """As players write it; a passz is named with its part, parti, as the score sheet says."""
        name = self.words.contract(contract)
        return f"{name} (parti)" if contract.split()[-1:] == ["passz"] else name

    def match_lines(self, match: Match) -> list[tuple[str, str]]:
        """The Ablak pot, where the rules keep one (4M)."""
        pot = cast("UltiMatch", match)
        return [(self.say("fact.ablak"), str(pot.ablak))] if pot.uses_ablak else []

    def match_note(self, match: Match) -> str:
        """The Ablak pot under the totals, where the rules keep one (4M)."""
        pot = cast("UltiMatch", match)
        if not pot.uses_ablak:
            return ""
        return self.say("score.ablak", n=pot.ablak)

    def line_head(self, line: Line, part: str, state: str, mult: str, note: str) -> str:
        return self.say("score.line", part=part, state=state, mult=mult)

    def deal_contracts(self, result: Result, seat: int) -> list[tuple[str, bool]]:
        """The declarer's contract ("piros 40-100 ulti"), made when every part of it was won and not given up."""
        d = result.details
        contract, won = d.get("contract"), d.get("won")
        if d.get("declarer") != seat or not isinstance(contract, str) or not isinstance(won, dict):
            return []
        given_up = bool(d.get("gave_up")) or bool(d.get("conceded"))
        return [(contract, not given_up and all(won.values()))]


PROFILE = UltiProfile("ulti")
