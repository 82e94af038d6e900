"""What a Tarokk move does, in the game's own terms: the coach's reason facts (BTE 2016).

The card play: the pagát kept for the last trick, brought home, saved or given away; the XXI caught by the skíz
or left to it; an honour spent on a trick the partner already wins; points given to the partner. The rest: what a
bid invites, the talon taken, what a discard keeps and empties, whom a call makes the partner, the figure a word
announces or doubles. The facts are keys with values; the game's phrasebook words them.
"""

from __future__ import annotations

from typing import cast

from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.protocol import Action, View
from cardtable.engine.tricks import winning_index
from cardtable.games.tarokk.facts import TarokkFacts
from cardtable.games.tarokk.tables import PAGAT, POINTS, SKIZ, TABLES, TAROKK_SUIT, TAROKKS, XXI

Fact = tuple[str, dict[str, object]]
TRICKS = 9  # every deal is nine tricks (four active seats)
TALON_TAKEN = {"3": 3, "2": 2, "1": 1, "solo": 0}  # the talon cards a standing bid takes (BTE §3.1)
SUIT_NAMES = DECK.suits[:4]  # the plain suits, in suit-index order


def facts_of(view: View) -> TarokkFacts:
    """The view's Tarokk facts."""
    return cast(TarokkFacts, view.facts)


def my_side(view: View) -> int | None:
    """0 on the declarer's side, 1 against it, as this seat knows (None before the call settles it)."""
    f = facts_of(view)
    if f.declarer is None:
        return None
    if view.seat == f.declarer or f.partner == view.seat:
        return 0
    if f.called is not None and f.called in view.hand:
        return 0
    return 1 if f.called is not None or f.sides[view.seat] is not None else None


def side_of(view: View, seat: int) -> int | None:
    """``seat``'s side as this seat knows it (None when it does not)."""
    f = facts_of(view)
    if seat == view.seat:
        return my_side(view)
    if f.sides[seat] is not None:
        return f.sides[seat]
    if f.declarer is not None and seat == f.declarer:
        return 0
    if f.partner is not None:
        return 0 if seat == f.partner else 1
    if my_side(view) == 0 and view.seat != f.declarer:
        return 1  # the partner knows everything: the declarer and himself against the rest
    return None


def played(view: View) -> int:
    """The cards played so far (every trick is played face up)."""
    mask = 0
    for a in view.public_history:
        if a is not None and a.kind == "play":
            for c in a.cards:
                mask |= 1 << c
    return mask


def still_to_play(view: View, after: list[tuple[int, int]]) -> list[int]:
    """The active seats that play to this trick after the cards in ``after``."""
    done = {s for s, _ in after}
    return [s for s in facts_of(view).active if s not in done]


def announced(view: View, item: str, side: int | None) -> bool:
    """True when ``item`` is announced for ``side``."""
    return side is not None and any(
        e["word"] == "announce" and e["item"] == item and e["side"] == side for e in facts_of(view).announcements
    )


def card_facts(view: View, card: int, hand: int) -> list[Fact]:
    """Tarokk's own facts about playing ``card`` now (the trick facts come from the shared rules)."""
    f = facts_of(view)
    out: list[Fact] = []
    trick = [(s, DECK.card(c)) for s, c in view.trick]
    after = [*trick, (view.seat, card)]
    w = winning_index(tuple(after), TABLES)
    winner = after[w][0]
    last_to_play = len(after) == len(f.active)
    trick_no = f.tricks_played + 1
    me = my_side(view)

    def theirs(seat: int) -> bool:
        side = side_of(view, seat)
        return side is not None and me is not None and side != me

    gone = played(view)
    pagat_ulti = announced(view, "pagat-ulti", me)
    if card == PAGAT:
        if trick_no == TRICKS and winner == view.seat:
            out.append(("r-pagat-home", {}))
        elif winner == view.seat and last_to_play:
            out.append(("r-pagat-saved", {}))
        elif theirs(winner) and all(theirs(s) for s in still_to_play(view, after)):
            out.append(("r-pagat-lost", {}))  # the other side takes it: nobody after this card is ours
        elif not last_to_play:
            out.append(("r-pagat-risk", {}))
    elif hand >> PAGAT & 1 and pagat_ulti and trick_no < TRICKS:
        out.append(("r-keeps-pagat", {}))
    if card == SKIZ and any(c == XXI and theirs(s) for s, c in trick):
        out.append(("r-xxi-catch", {}))
    if card == XXI and not last_to_play and not (gone >> SKIZ & 1) and not (hand >> SKIZ & 1):
        out.append(("r-xxi-risk", {}))
    if card in (XXI, SKIZ) and last_to_play and me is not None and len(view.legal_actions) > 1:
        leader = trick[winning_index(tuple(trick), TABLES)][0]
        if side_of(view, leader) == me:  # the partner takes it anyway: a lower card would keep the honour
            out.append(("r-honour-wasted", {"card": DECK.codes[card]}))
    if (
        w != len(trick)
        and me is not None
        and side_of(view, after[w][0]) == me
        and POINTS[card] >= 4
        and card not in (XXI, SKIZ)
    ):
        out.append(("r-gives-partner", {"points": POINTS[card]}))
    rest_of_suit = hand & DECK.suit_masks[DECK.suit_of[card]] & ~(1 << card)
    if not trick and DECK.suit_of[card] != TAROKK_SUIT and not rest_of_suit:
        out.append(("r-voids-suit", {"suit": SUIT_NAMES[DECK.suit_of[card]]}))
    return out


def action_facts(view: View, action: Action) -> list[Fact] | None:
    """Facts about Tarokk's words outside the card play (None: the generic ones)."""
    f = facts_of(view)
    kind, arg = action.kind, action.arg
    if kind == "bid":
        invited = (f.invites or {}).get(action.text)
        takes = TALON_TAKEN.get(arg)
        out: list[Fact] = [("r-tarokk-solo", {}) if not takes else ("r-tarokk-bid", {"bid": arg, "n": takes})]
        if invited:
            out.append(("r-invites", {"card": invited}))
        return out
    if kind == "hold":
        return [("r-hold", {})]
    if kind == "pass" and view.phase == "bidding":
        return [("r-pass-bidding", {})]
    if kind == "take":
        n = int(arg) if arg.isdigit() else 0
        return [("r-take-talon", {"n": n}) if n else ("r-take-none", {})]
    if kind == "discard":
        return discard_facts(view, action)
    if kind == "call" and action.cards:
        called = DECK.codes[action.cards[0]]
        return [("r-call-self", {"card": called})] if called in view.hand else [("r-call", {"card": called})]
    if kind == "announce" and arg:
        return [("r-announce", {"figure": arg})]
    if kind in ("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra") and arg:
        return [("r-kontra-item", {"figure": arg})]
    if kind == "pass" and view.phase == "announcements":
        return [("r-pass-announce", {})]
    if kind == "annul":
        return [("r-annul", {})]
    return None


def discard_facts(view: View, action: Action) -> list[Fact]:
    """What a discard lays down, and what it keeps or empties."""
    hand = DECK.mask(view.hand)
    laid = 0
    for c in action.cards:
        laid |= 1 << c
    kept = hand & ~laid
    out: list[Fact] = [("r-lays-down", {"cards": [DECK.codes[c] for c in action.cards]})]
    for s, name in enumerate(SUIT_NAMES):
        suit = DECK.suit_masks[s]
        if hand & suit and not kept & suit:
            out.append(("r-voids-suit", {"suit": name}))
    if laid & TAROKKS:
        out.append(("r-shows-tarokks", {"n": (laid & TAROKKS).bit_count()}))
    elif hand & TAROKKS:
        out.append(("r-keeps-tarokks", {}))
    return out
