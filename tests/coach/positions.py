"""Positions with a known best move, built through the engines (shared by the coach tests)."""

from __future__ import annotations

from cardtable import games
from cardtable.cards.deck import PIQUET32
from cardtable.games.ulti import scenario


def ecarte_last_two() -> games.Game:
    """Écarté: seat 1 (non-dealer) has 1 trick to 2 and leads holding the trump king and the heart king.

    Leading the trump king first wins in every world where the heart king alone
    would be ruffed, and never does worse: it must rank first.
    """
    first = ["SK", "HK", "C7", "CK", "CQ", "D7", "C8", "DK", "D8", "H8", "S7"]
    deck = first + [c for c in PIQUET32.codes if c not in first]
    state = games.get("ecarte").new_deal(dealer=0, deck=deck)
    for a in ["stand", "play C7", "play CK", "play CQ", "play C8", "play D7", "play DK"]:
        state.apply(a)
    return state


def ecarte_must_beat():
    """Écarté: the dealer must win the trick with his only higher card of the suit led."""
    first = ["C7", "H7", "H8", "CK", "CQ", "D7", "H9", "D8", "D9", "D10", "S7"]
    deck = first + [c for c in PIQUET32.codes if c not in first]
    state = games.get("ecarte").new_deal(dealer=0, deck=deck)
    for a in ["stand", "play C7"]:
        state.apply(a)
    return state


def ulti_keep_the_seven():
    """Ulti (MAUSZ): the declarer of an ulti in makk has drawn every trump; PA and M7 are left.

    Leading the ace keeps the trump 7 for the last trick; leading the 7 loses the ulti.
    """
    s = scenario.deal({0: "MA M10 MK MO MU M9 M8 M7 PA TA Z7 Z8"})
    scenario.run(s, "discard Z7 Z8;bid ulti;pass;pass;pass;trump M")
    for c in ["MA", "M10", "MK", "MO", "MU", "M9", "M8", "TA"]:
        scenario.run(s, "play " + c)  # a quiet table: nobody kontras (MAUSZ §7(1))
        for _ in range(2):
            v = s.view(s.to_move)
            s.apply(next(a for a in v.legal_actions if a.kind == "play"))
    return s


def ulti_must_overtake():
    """Ulti (MAUSZ): a defender must beat the declarer's led card with a higher one of the suit (§6(4))."""
    s = scenario.deal({0: "ZO Z7 Z8 Z9 M7 M8 M9 M10 MU MO PA TA", 1: "ZA ZU P7 P8 P9 P10 PU PO PK T7"})
    scenario.run(s, "discard PA TA;bid passz;pass;pass;pass;trump M;play ZO")
    return s


def ulti_trump_seven(variant: str = "mausz"):
    """Ulti: a defender void in the led suit holds the trump 7 and the 8 (makk trump)."""
    s = scenario.deal(
        {0: "ZA Z10 ZK ZO ZU Z9 Z8 Z7 PA TA MA M10", 1: "M7 M8 P7 P8 P9 P10 PU PO T7 T8"}, variant=variant
    )
    scenario.run(s, "discard PA TA;bid passz;pass;pass;pass;trump M;play ZA")
    return s
