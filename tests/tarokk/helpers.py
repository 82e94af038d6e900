"""Shared helpers for the Tarokk tests."""

from __future__ import annotations

from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.engine.tricks import winner
from cardtable.games.tarokk.options import TarokkOptions
from cardtable.games.tarokk.scoring import DealFacts
from cardtable.games.tarokk.tables import TABLES


def finish_first_legal(state):
    """Play the first legal action until the deal is over (announcements: pass)."""
    while state.to_move is not None:
        legal = state.legal_actions()
        state.apply("pass" if "pass" in legal and state.phase == "announcements" else legal[0])
    return state


def facts(tricks, *, declarer=0, partner=2, bid=3, announced=None, discards=None, counts=(), hivatalbol=False, **o):
    """DealFacts from tricks given as strings of codes in play order, each led by the previous winner."""
    leader = 0
    out, winners = [], []
    for text in tricks:
        codes = text.split()
        seats = [(leader + k) % 4 for k in range(4)]
        t = [(s, DECK.card(c)) for s, c in zip(seats, codes)]
        w = winner(t, TABLES)
        out.append(t)
        winners.append(w)
        leader = w
    ann = {(0, "parti"): 0}
    ann.update(announced or {})
    return DealFacts(
        active=(0, 1, 2, 3),
        players=4,
        declarer=declarer,
        partner=partner,
        bid=bid,
        tricks=out,
        winners=winners,
        discards={s: DECK.mask(c.split()) for s, c in (discards or {}).items()},
        announced=ann,
        counts=list(counts),
        hivatalbol=hivatalbol,
        options=TarokkOptions(**o),
    )


def to_phase(state, phase, *, until_seat=None):
    """Apply first legal actions (passing where it may, never annulling) until ``phase`` (and that seat to move)."""
    while state.phase != phase or (until_seat is not None and state.to_move != until_seat):
        legal = state.legal_actions()
        state.apply("pass" if "pass" in legal and state.phase != "bidding" else legal[0])
    return state


ANNOUNCE_HANDS = {
    0: "T22 T21 T20 T19 T18 HK DK HQ DQ",
    1: "T1 T5 T6 HA HJ HC DA DJ DC",
    2: "T2 T3 T4 SK SQ SC SJ S10 T7",
}  # seat 3: T11..T17 C10 CK; talon CJ CC CQ | T8 | T9 | T10


def announcing(call="call T17", **options):
    """Seat 0 declarer at three, partner seat 3 (holds T17; 8 tarokks after the talon), announcements start."""
    from cardtable.games.tarokk.scenario import deal, run

    s = deal(ANNOUNCE_HANDS, talon="CJ CC CQ T8 T9 T10", **options)
    run(s, "bid 3; pass; pass; pass; take 3", "discard CJ CC CQ", "discard HA", "discard S10", "discard C10", call)
    assert s.phase == "announcements" and s.to_move == 0
    return s
