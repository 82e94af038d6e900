"""Issue 28 item 2: a reason in game terms in every game, in both languages.

Each game's own facts are checked in positions built for them (a real view, its hand and trick set by hand), and
over seeded positions of every game at least 80% of hints name what the move does, not only what it is worth.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardtable import games
from cardtable.coach.hint import hint
from cardtable.coach.profiles import coach_profile
from cardtable.coach.reasons import card_facts, sentence
from cardtable.coach.stability import VALUE_ONLY, positions
from cardtable.engine import registry
from cardtable.engine.protocol import View

EFFORT = 0.05


def play_view(game: str, seed: int, tricks: int = 0) -> View:
    """A view of the seat to move in the card play of a seeded random deal, after ``tricks`` whole tricks."""
    state = games.get(game).new_deal(seed)
    rng = random.Random(seed)
    while state.phase != "play" or sum(state.view(0).tricks_won) < tricks or state.view(0).trick:
        state.apply(rng.choice(state.legal_actions()))
    return state.view(state.to_move)


def keys(facts) -> set[str]:
    return {k for k, _ in facts}


@pytest.mark.parametrize("game", registry.names())
def test_most_hints_name_a_reason_in_game_terms(game):
    hints = reasoned = 0
    for view in positions(game, 8, seed=3):
        for h in hint(view, "en", effort=EFFORT):
            hints += 1
            reasoned += any(k not in VALUE_ONLY for k, _ in h.facts)
    assert hints and reasoned / hints >= 0.8, f"{game}: {reasoned} of {hints} hints say why"


@pytest.mark.parametrize("game", registry.names())
def test_every_reason_reads_in_both_languages(game):
    for view in positions(game, 4, seed=5):
        en = hint(view, "en", effort=EFFORT)
        hu = hint(view, "hu", effort=EFFORT)
        for a, b in zip(en, hu, strict=True):
            assert keys(a.facts) == keys(b.facts)
            for text in (a.reason, b.reason):
                assert text and "{" not in text and "r-" not in text, text
            if any(k not in VALUE_ONLY for k, _ in a.facts):
                assert a.reason != b.reason


# ---------------------------------------------------------------------------------------------- Tarokk (BTE 2016)
def tarokk_view(hand: list[str], trick: list[tuple[int, str]], *, sides: list[int | None], **facts) -> View:
    """A Tarokk play view with this hand, trick and public sides (seat 1 to move, XX called, declarer seat 2)."""
    view = play_view("tarokk", 5)
    f = dataclasses.replace(view.facts, sides=sides, called="T20", declarer=2, partner=None, **facts)
    return dataclasses.replace(view, seat=1, to_move=1, hand=hand, trick=trick, facts=f)


def test_tarokk_leading_a_tarokk_is_said_in_tarokk_words():
    """Review item 8: no tarokk player says "adu"."""
    view = tarokk_view(["T5", "T13", "HK"], [], sides=[1, 1, 0, None])
    facts = card_facts(view, "T5", 2)
    assert "r-leads-trump" in keys(facts)
    assert sentence([("r-leads-trump", {})], "hu", "tarokk") == "Tarokkot hívsz"
    assert "adu" not in sentence(facts, "hu", "tarokk").lower()


def test_tarokk_the_skiz_catches_the_xxi():
    """BTE 5 (XXI-fogás): the skíz on a trick where the other side's XXI lies."""
    view = tarokk_view(["T22", "T5", "HK"], [(0, "T21")], sides=[0, 1, 0, None])
    facts = card_facts(view, "T22", 2)
    assert "r-xxi-catch" in keys(facts)
    assert "skíz" in sentence(facts, "hu", "tarokk")


def test_tarokk_the_xxi_led_while_the_skiz_is_out_is_at_risk():
    view = tarokk_view(["T21", "T5", "HK"], [], sides=[1, 1, 0, None])
    assert "r-xxi-risk" in keys(card_facts(view, "T21", 2))


def test_tarokk_the_pagat_brought_home_in_the_last_trick():
    """BTE 5 (pagát ulti): the pagát takes the ninth trick."""
    view = tarokk_view(["T1"], [(2, "HK"), (3, "S10"), (0, "DQ")], sides=[1, 1, 0, 1], tricks_played=8)
    assert "r-pagat-home" in keys(card_facts(view, "T1", 0))


def test_tarokk_the_pagat_given_to_the_other_side():
    view = tarokk_view(["T1", "T5"], [(2, "T20"), (3, "T3"), (0, "T4")], sides=[1, 1, 0, 1], tricks_played=2)
    facts = card_facts(view, "T1", 0)
    assert "r-pagat-lost" in keys(facts)


def test_tarokk_an_honour_spent_on_the_partners_trick():
    """The XXI on a trick the partner already wins, when a lower tarokk would do."""
    view = tarokk_view(["T21", "T5"], [(2, "T3"), (3, "T4"), (0, "T20")], sides=[1, 1, 0, 0])
    assert "r-honour-wasted" in keys(card_facts(view, "T21", 2))


# ---------------------------------------------------------------------------------------------- the small games
def test_mu_a_reveal_raises_the_bid_and_says_when_it_ties():
    state = games.get("mu").new_deal(4)
    view = state.view(state.to_move)
    reveal = next(a for a in view.legal_actions if a.kind == "reveal")
    facts = coach_profile("mu").action_facts(view, reveal, _no_ranking(), 0)
    assert facts is not None and ("r-mu-raise", {"n": 1}) in facts
    assert sentence(facts, "hu", "mu").startswith("1 lapra emeled a licitedet")


def test_njet_a_disc_names_the_option_it_rules_out():
    state = games.get("njet").new_deal(4)
    view = state.view(state.to_move)
    block = next(a for a in view.legal_actions if a.kind == "block" and a.arg.startswith("2 "))  # the trump row
    facts = coach_profile("njet").action_facts(view, block, _no_ranking(), 0)
    assert facts is not None and facts[0][0].startswith("r-njet-block-trump")
    assert sentence(facts, "en", "njet").startswith("Rules out")


def test_meinz_a_claimed_trick_goes_to_its_claimant():
    """Seed 002, Meinz: the claimant wins the trick whatever is played."""
    view = play_view("meinz", 6)
    f = dataclasses.replace(view.facts, claimant=(view.seat + 1) % view.players)
    view = dataclasses.replace(view, facts=f)
    facts = card_facts(view, view.hand[0], 1)
    assert "r-meinz-claimed" in keys(facts)


def test_was_sticht_taking_a_trick_spoils_a_betli():
    """Seed 002, Was sticht?: the betli task is made with no trick at all."""
    view = play_view("was-sticht", 7, tricks=1)
    for code in view.hand:
        f = dataclasses.replace(view.facts, my_choice="betli", trumps_known=True)
        trick = [((view.seat + k) % view.players, "R1") for k in range(1, view.players)]
        v = dataclasses.replace(view, facts=f, trick=trick, tricks_won=[0] * view.players)
        facts = card_facts(v, code, len(view.hand))
        if "r-wins-trick" in keys(facts):
            assert "r-ws-spoils" in keys(facts)
            return
    pytest.fail("no card of the hand takes a trick of red ones")


def _no_ranking():
    from cardtable.coach.ranking import Ranking

    return Ranking({})


def test_tarokk_the_pagat_is_lost_when_only_the_other_side_plays_after_it():
    """The pagát under the other side's tarokk, with only that side still to play: given away, not only at risk."""
    view = tarokk_view(["T1", "T5"], [(3, "T3"), (0, "T20")], sides=[0, 1, 0, 1])
    view = dataclasses.replace(view, facts=dataclasses.replace(view.facts, sides=[0, 1, 0, 1]))
    assert "r-pagat-lost" in keys(card_facts(view, "T1", 2))


def test_meinz_5_2_8_a_swap_that_ties_a_finished_seat_says_tied_players_get_nothing():
    """Seed 002 §5.2(8): the last exchange that would end level with a seat that has its two tricks is explained
    as the tie it makes (tied players get nothing), in both languages; a swap that does not tie says nothing of it."""
    from cardtable.bots import get_bot
    from cardtable.commands.sim_runs import seeded_deal
    from cardtable.games.meinz.scoring import finished_sums, sum_after

    game = games.get("meinz")
    profile = coach_profile("meinz")
    seen = 0
    for seed in range(40):
        state = seeded_deal(game, seed, 4)
        bots = [get_bot("heuristic", game, seed * 31 + s) for s in range(4)]
        while state.to_move is not None:
            view = state.view(state.to_move)
            if view.phase == "exchange" and view.tricks_won[view.seat] == 2 and finished_sums(view):
                taken = set(finished_sums(view).values())
                for swap in view.legal_actions:
                    facts = profile.action_facts(view, swap, _no_ranking(), 0)
                    assert facts is not None
                    after = sum_after(view, swap)
                    if after not in taken:
                        assert "r-meinz-tie" not in keys(facts)
                        continue
                    seen += 1
                    assert ("r-meinz-tie", {"n": after}) in facts
                    assert "tied players get nothing" in sentence(facts, "en", "meinz")
                    assert "nem kapnak semmit" in sentence(facts, "hu", "meinz")
            state.apply(bots[state.to_move].choose(view, view.legal_actions))
    assert seen >= 1
