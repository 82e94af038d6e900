"""The Tarokk expert: searched discard and announcements, partner knowledge, the pagát and a lone XXI."""

from __future__ import annotations

import random

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots import tarokk as tarokk_bot
from cardtable.bots.policy import policy_for
from cardtable.bots.tarokk import _side
from cardtable.games.tarokk.tables import PAGAT, SKIZ, XXI

GAME = games.get("tarokk")


def _guided(seed: int, dealer: int, stop) -> object:
    """A deal played by the heuristic until ``stop(view)`` holds for the seat to move (or the deal ends)."""
    state = GAME.new_deal(seed, dealer=dealer)
    guide = get_bot("heuristic", GAME, seed)
    while state.to_move is not None:
        view = state.view(state.to_move)
        if stop(view):
            return state
        state.apply(guide.choose(view, view.legal_actions))
    return None


def test_bte_7_1_a_lone_xxi_is_thrown_in():
    """Seed 203 (of the issue's 201–240): after the talon a seat's only tarokk is the XXI; the skíz would catch
    it (xxi-fogás), so every level that thinks throws the hand in."""
    state = _guided(203, 3, lambda v: v.phase == "discard" and any(a.kind == "annul" for a in v.legal_actions))
    view = state.view(state.to_move)
    assert [c for c in view.hand if c.startswith("T")] == ["T21"]
    for level in ("heuristic", "medium", "expert"):
        assert get_bot(level, GAME, 1).choose(view, view.legal_actions).kind == "annul", level


def test_discard_worlds_are_found_before_the_others_discard():
    """The declarer discards first: the others still hold their talon cards, and the worlds must say so."""
    policy = policy_for(GAME)
    firsts = laters = 0
    for seed in range(12):
        state = _guided(seed, seed % 4, lambda v: v.phase == "discard")
        if state is None:
            continue
        while state.to_move is not None and state.view(state.to_move).phase == "discard":
            view = state.view(state.to_move)
            world = policy.world(view, random.Random(seed))
            assert world is not None, (seed, view.seat)
            assert world.view(view.seat) == view
            firsts += view.seat == view.facts.declarer
            laters += view.seat != view.facts.declarer
            state.apply(get_bot("heuristic", GAME, 0).choose(view, view.legal_actions))
    assert firsts >= 5 and laters >= 5


def test_a_seat_knows_its_own_side_before_the_partners_are_public():
    """Before the reveal the holder of the called card knows he is the partner, every other non-declarer that
    he is a defender; the others' sides stay unknown to a defender."""
    checked = 0
    for seed in range(20):
        state = _guided(seed, seed % 4, lambda v: v.phase == "play")
        if state is None:
            continue
        for seat in range(4):
            view = state.view(seat)
            f = view.facts
            if f.partner_known or f.declarer is None or f.called is None or seat == f.declarer:
                continue
            assert f.sides[seat] is None  # not public
            holds = f.called in view.hand
            assert _side(view, seat) == (0 if holds else 1)
            assert _side(view, f.declarer) == 0
            if not holds:
                assert all(_side(view, s) is None for s in range(4) if s not in (seat, f.declarer))
            checked += 1
    assert checked >= 10


def _views_where(stop, most: int = 3, seeds: int = 300):
    """Up to ``most`` views (one per seeded deal of heuristic play) for which ``stop(view)`` holds."""
    out = []
    for seed in range(seeds):
        state = _guided(seed, seed % 4, stop)
        if state is not None:
            out.append(state.view(state.to_move))
            if len(out) >= most:
                break
    return out


def test_the_pagat_is_not_thrown_on_a_trick_it_cannot_keep():
    """Void in the suit led and not last to play: the heuristic would win with its cheapest tarokk, the pagát,
    and lose it to the next tarokk; the bot's heuristic plays another tarokk and keeps the pagát."""
    policy = policy_for(GAME)
    views = _views_where(
        lambda v: (
            v.phase == "play"
            and 1 <= len(v.trick) <= 2
            and not v.trick[0][1].startswith("T")
            and "T1" in v.hand
            and sum(c.startswith("T") for c in v.hand) >= 2
            and not any(c[0] == v.trick[0][1][0] for c in v.hand)
        )
    )
    assert len(views) >= 3
    for view in views:
        action = policy.heuristic(view, view.legal_actions, random.Random(0))
        assert action.cards != (PAGAT,), (view.hand, view.trick)


def test_announcements_and_kontras_are_valued_by_playouts():
    """The expert searches the announcement turn: pass and each shortlisted word get a playout value, and
    the values differ (a word changes what the engine settles)."""
    policy = policy_for(GAME)
    spread = 0
    for seed in range(6):
        state = _guided(seed, seed % 4, lambda v: v.phase == "announcements" and len(v.legal_actions) > 2)
        if state is None:
            continue
        view = state.view(state.to_move)
        assert policy.searched(view)
        cands = policy.candidates(view, view.legal_actions)
        assert any(a.kind == "pass" for a in cands) and len(cands) <= len(view.legal_actions)
        values = policy.values(view, cands, random.Random(seed), 0.5, float("inf"))
        assert set(values) == set(cands)
        spread += len({round(v, 6) for v in values.values()}) > 1
    assert spread >= 3


def test_the_xxi_is_not_offered_to_the_skiz(monkeypatch):
    """The heuristic's cheapest winner may be the XXI; while a seat still to play could hold the skíz against
    us (xxi-fogás, 42 points) the bot's heuristic plays another card."""
    policy = policy_for(GAME)
    rng = random.Random(0)

    def unguarded(v) -> bool:
        with monkeypatch.context() as m:
            m.setattr(tarokk_bot, "_guard_xxi", lambda view, legal, action: action)
            return policy.heuristic(v, v.legal_actions, rng).cards == (XXI,)

    def exposed(v) -> bool:
        later = [s for s in v.facts.active if s != v.seat and s not in {t for t, _ in v.trick}]
        skiz_seen = "T22" in v.hand or any(a is not None and a.cards == (SKIZ,) for a in v.public_history)
        return not skiz_seen and any(_side(v, s) != _side(v, v.seat) or _side(v, s) is None for s in later)

    views = _views_where(
        lambda v: v.phase == "play" and len(v.legal_actions) > 1 and "T21" in v.hand and exposed(v) and unguarded(v)
    )
    assert len(views) >= 2
    for view in views:
        action = policy.heuristic(view, view.legal_actions, random.Random(0))
        assert action.cards != (XXI,), (view.hand, view.trick)
