"""Ulti's lessons: the talon, the first bid, following and beating, the trump seven of an ulti, the parti's
points; puzzles of every contract, steered to it in the auction."""

from __future__ import annotations

from collections import Counter
from typing import cast

from cardtable.engine.protocol import Action, State
from cardtable.games.ulti.view_facts import UltiFacts
from cardtable.learn.positions import best_by_solver, card_plays, duty_refuses, mover_view, only_cards
from cardtable.learn.spec import LessonSpec, PuzzleSpec

COUNTERS = ("A", "10")  # the cards worth ten points


def _discards(state: State) -> list[Action]:
    return [a for a in state.legal_actions() if a.kind == "discard"]


def _keeps_counters(state: State) -> list[Action]:
    """Discards that lay down no ace and no ten: in a parti they would count for the defenders."""
    view = mover_view(state)
    return [a for a in _discards(state) if not any(view.deck.codes[c][1:] in COUNTERS for c in a.cards)]


def _first_bid(state: State) -> list[Action]:
    """The plain passz, for a hand with no suit of five or more cards (nothing longer to bid on)."""
    view = mover_view(state)
    if any(a is not None and a.kind == "bid" for a in view.public_history):
        return []  # the auction's first bid only
    suits = Counter(c[0] for c in view.hand)
    if max(suits.values()) >= 5:
        return []
    return [a for a in state.legal_actions() if str(a) == "bid passz"]


def _trump_seven(state: State) -> str | None:
    view = mover_view(state)
    facts = cast(UltiFacts, view.facts)
    if view.phase != "play" or facts.declarer != view.seat or "ulti" not in (view.contract or "").split():
        return None
    seven = f"{view.trump}7"
    return seven if view.trump and seven in view.hand and len(view.hand) >= 3 else None


def _without_seven(state: State) -> list[Action]:
    seven = _trump_seven(state)
    view = mover_view(state)
    plays = card_plays(state)
    keep = [a for a in plays if view.deck.codes[a.cards[0]] != seven]
    return keep if len(keep) < len(plays) else []


def _parti_declarer(state: State) -> bool:
    view = mover_view(state)
    facts = cast(UltiFacts, view.facts)
    return view.phase == "play" and view.contract == "passz" and facts.declarer == view.seat and len(view.hand) <= 4


QUIET = ("give-up", "kontra", "rekontra")  # the random player says none of its own

LESSONS = (
    LessonSpec("ulti-talon", "deal", lambda s: bool(_discards(s)), _keeps_counters),
    LessonSpec("ulti-bid", "bidding", lambda s: mover_view(s).phase == "bidding", _first_bid),
    LessonSpec(
        "ulti-follow",
        "follow",
        duty_refuses,
        card_plays,
    ),
    LessonSpec(
        "ulti-seven",
        "own-rule",
        lambda s: only_cards(s) and _trump_seven(s) is not None,
        _without_seven,
        steer=("bid ulti", "pass"),
    ),
    LessonSpec(
        "ulti-score",
        "scoring",
        lambda s: only_cards(s) and _parti_declarer(s),
        best_by_solver,
        steer=("bid passz", "pass"),
    ),
)

PUZZLES = PuzzleSpec(
    max_cards=6,
    steers=(("bid ulti", "pass"), ("bid betli", "pass"), ("bid durchmars", "pass"), ("bid 40-100", "pass"), ()),
    seeds=2000,
)
