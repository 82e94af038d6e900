"""Tarokk card play: the shared trick duties (§10) plus the bound-card filter of BTE §7.4.

Must follow suit, else must play a tarokk, no duty to overtake: that is
``TrickRules(True, True, must_beat=False)`` over tables where the tarokks are
a suit of their own. On top, a card bound by a live figure of the player's
side (centrum: XX, kismadár: XXI, nagymadár: skíz, ultimó/uhu: the named card)
may not go before its trick, must go in its trick, and several bound cards go
in the order of their target tricks — the follow/tarokk duties come first.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.tricks import Trick, allowed, reason
from cardtable.games.tarokk.actions import ANNOUNCE_BIT, BINDING, BINDING_BITS
from cardtable.games.tarokk.tables import RULES, TABLES

Bound = Sequence[tuple[int, int]]  # (card, target trick 1..9) of the live figures binding a hand
MADAR_BITS = ANNOUNCE_BIT["centrum"] | ANNOUNCE_BIT["kismadar"] | ANNOUNCE_BIT["nagymadar"]  # void once a trick is lost


def playable(hand: int, trick: Trick, bound: Bound, trick_no: int) -> int:
    """The cards of ``hand`` that may go to trick ``trick_no`` (1..9) given the bound cards."""
    return bound_filter(hand, allowed(hand, trick, TABLES, RULES), bound, trick_no)


def bound_filter(hand: int, base: int, bound: Bound, trick_no: int) -> int:
    """Of ``base`` (the cards the follow/tarokk duties allow from ``hand``), those the bound cards allow."""
    mine = [(t, c) for c, t in bound if (hand >> c) & 1]
    if not mine:
        return base
    for t, c in mine:
        if t == trick_no and (base >> c) & 1:
            return 1 << c  # its trick: it must be played now
    bound_mask = 0
    for _, c in mine:
        bound_mask |= 1 << c
    rest = base & ~bound_mask
    if rest:
        return rest
    # Only bound cards are allowed: the one with the earliest target goes first (§7.4).
    return 1 << min((t, c) for t, c in mine if (base >> c) & 1)[1]


def binding(
    said: Sequence[int], trick_no: int, side_tricks: Sequence[int]
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Each side's bound cards for trick ``trick_no``, (card, target trick) (BTE §7.4): the cards of its announced
    figures (``said``: a mask of ``ANNOUNCE_BIT`` per side) still ahead, a madár's only while the other side has
    taken no trick (``side_tricks``: tricks taken per side so far)."""
    out: list[list[tuple[int, int]]] = [[], []]
    for side in (0, 1):
        live = said[side] & BINDING_BITS  # at most one per trick, so at most five
        while live:
            bit = live & -live
            live ^= bit
            card, target = BINDING[bit]
            if target < trick_no:
                continue
            if bit & MADAR_BITS and side_tricks[1 - side]:
                continue  # failed (the other side has taken a trick): the card is free again
            out[side].append((card, target))
    return (out[0], out[1])


def refusal(card: int, hand: int, trick: Trick, bound: Bound, trick_no: int) -> str | None:
    """Why ``card`` may not be played: not-in-hand, must-follow, must-tarokk, bound-card-now, bound-card."""
    r = reason(card, hand, trick, TABLES, RULES)
    if r == "not-in-hand":
        return r
    if r is not None:
        return "must-follow" if r == "follow" else "must-tarokk"
    m = playable(hand, trick, bound, trick_no)
    if (m >> card) & 1:
        return None
    if m.bit_count() == 1 and any(c == m.bit_length() - 1 for c, _ in bound):
        return "bound-card-now"
    return "bound-card"
