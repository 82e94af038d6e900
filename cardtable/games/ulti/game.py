"""The Ulti game object: variant options, the bid table, dealing and reading action texts."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.cards.deck import HUNGARIAN32 as DECK
from cardtable.engine.protocol import Action, BadActionText, Game, action_words, alone, card_words
from cardtable.games.ulti import actions as A
from cardtable.games.ulti.contracts import Contract, all_contracts, beats, parse_contract, piros_version
from cardtable.games.ulti.rules import PACKETS, VARIANTS, UltiRules, rules_of
from cardtable.games.ulti.state import UltiState
from cardtable.games.ulti.view_facts import UltiFacts

__all__ = ["PACKETS", "VARIANTS", "BidTable", "UltiGame", "bid_table", "deck_for_hands"]


@dataclass(frozen=True)
class BidTable:
    """Every contract of a variant with its bid action, what beats it, and its piros raise."""

    contracts: tuple[Contract, ...]
    index: dict[str, int]  # contract text -> position in ``contracts``
    bids: tuple[Action, ...]  # ``bid TEXT`` per contract
    above: tuple[tuple[Action, ...], ...]  # above[i]: the bids that beat contract i
    piros_raise: tuple[int, ...]  # index of the piros version of contract i, or -1
    parts: frozenset[str]  # every part id of the variant (for reading kontra texts)

    @classmethod
    def build(cls, variant: str) -> BidTable:
        """Compute the table once per variant."""
        contracts = tuple(all_contracts(variant))
        index = {c.text: i for i, c in enumerate(contracts)}
        bids = tuple(Action("bid", f"bid {c.text}", arg=c.text) for c in contracts)
        above = tuple(tuple(bids[j] for j, new in enumerate(contracts) if beats(new, cur)) for cur in contracts)
        raises = []
        for c in contracts:
            # Renonsz table (3)#2: the declarer may name red instead of another trump (trump games only).
            p = piros_version(c) if rules_of(variant).red_raise and c.trump_game else None
            if p is not None and not p.trump_game:
                p = None
            raises.append(index[p.text] if p is not None and p.text in index else -1)
        parts = frozenset(p for c in contracts for p in c.parts)
        return cls(contracts, index, bids, above, tuple(raises), parts)


_TABLES: dict[str, BidTable] = {}


def bid_table(variant: str) -> BidTable:
    """The (cached) bid table of ``variant``."""
    t = _TABLES.get(variant)
    if t is None:
        t = _TABLES[variant] = BidTable.build(variant)
    return t


def deck_for_hands(dealer: int, hands: Sequence[Sequence[str]]) -> list[str]:
    """The deck that deals ``hands`` (per seat: 12 codes for the forehand, 10 for the others)."""
    forehand = (dealer + 1) % 3
    rest = [list(hands[(forehand + k) % 3]) for k in range(3)]
    if [len(h) for h in rest] != [12, 10, 10]:
        raise ValueError("the forehand holds 12 cards, the other two 10 each")
    deck: list[str] = []
    for k, (lo, hi) in enumerate(PACKETS):
        hand = rest[k % 3]
        deck.extend(hand[: hi - lo])
        del hand[: hi - lo]
    DECK.check_full_deck(deck)
    return deck


class UltiGame(Game[UltiState], record="ulti"):
    """Ulti for three players, MAUSZ 2017 rules or the 4M house rules."""

    facts_type = UltiFacts

    def __init__(self, variant: str = "mausz", **options: Any) -> None:
        self.rules: UltiRules = rules_of(variant)
        if options:
            raise ValueError(f"unknown ulti option(s): {', '.join(sorted(options))}")
        self.variant = variant = self.rules.name
        self.options: dict[str, Any] = {}
        self.table = bid_table(variant)
        self._parsed: dict[str, Action] = {}

    def _deal(self, codes: list[str], dealer: int, players: int) -> UltiState:
        """A deal of the 32 codes."""
        return UltiState(self, dealer, DECK.check_full_deck(codes))

    def parse_action(self, text: str) -> Action:
        """Read an action's text (e.g. ``play ZA``, ``bid piros ulti``, ``kontra parti``)."""
        a = self._parsed.get(text) if isinstance(text, str) else None
        if a is None:
            a = self._parse(text)
            if len(self._parsed) < 4096:
                self._parsed[text] = a
        return a

    def _parse(self, text: object) -> Action:
        verb, rest = action_words(text)
        simple = {"take": A.TAKE, "pass": A.PASS, "give-up": A.GIVE_UP, "concede": A.CONCEDE}
        simple |= {"accept": A.ACCEPT, "refuse": A.REFUSE}
        if verb in simple:
            return alone(simple[verb], rest, text)
        if verb == "play":
            return A.PLAY[card_words(DECK, verb, rest, text)[0]]
        if verb == "discard":
            a, b = sorted(card_words(DECK, verb, rest, text, 2))
            if a == b:
                raise BadActionText(f"'discard' names two different cards: {text!r}")
            d = A.DISCARD[a][b]
            assert d is not None
            return d
        if verb == "bid":
            if not rest:
                raise BadActionText("'bid' names a contract, e.g. 'bid ulti'")
            try:
                c = parse_contract(" ".join(rest), self.variant)
            except (ValueError, KeyError) as e:
                raise BadActionText(f"unknown {self.variant} contract in {text!r}: {e}") from None
            i = self.table.index.get(c.text)
            if i is None:
                raise BadActionText(f"{c.text!r} is not a biddable {self.variant} contract")
            return self.table.bids[i]
        if verb == "trump":
            if len(rest) != 1 or rest[0].upper() not in A.SUITS:
                raise BadActionText(f"'trump' names a suit P, T, Z or M: {text!r}")
            return A.TRUMP[A.SUITS.index(rest[0].upper())]
        if verb == "announce":
            if rest == ["40"]:
                return A.ANNOUNCE_40
            if len(rest) == 2 and rest[0] == "20" and rest[1].upper() in A.SUITS:
                return A.ANNOUNCE_20[A.SUITS.index(rest[1].upper())]
            raise BadActionText(f"announce '20 SUIT' or '40': {text!r}")
        if verb in A.KONTRA_WORDS:
            if not 1 <= len(rest) <= 2 or rest[0].lower() not in self.table.parts:
                known = ", ".join(sorted(self.table.parts))
                raise BadActionText(f"{verb!r} names one part of the contract ({known}): {text!r}")
            if len(rest) == 2 and rest[1] not in ("0", "1", "2"):
                raise BadActionText(f"{verb!r} PART may name one defender's seat (0, 1 or 2): {text!r}")
            return A.kontra_action(verb, rest[0].lower(), int(rest[1]) if len(rest) == 2 else None)
        raise BadActionText(f"unknown ulti action {text!r}")
