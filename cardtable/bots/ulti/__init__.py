"""Ulti bots (MAUSZ and 4M): hand valuation for bidding, rule-of-thumb play, and sampled-world search.

Bidding values each contract part by a rule-of-thumb probability of making
it from the hand (trump length and honours, side aces and tens, marriages,
betli-safe suits, sure winners for a durchmars); a contract's worth is the
sum over its parts of ``value × (2p − 1)`` paid by both defenders, and a bot
bids the best contract that beats the standing bid, taking the talon when
that is clearly worth it. The discard is chosen together with the contract
(aces and tens never go to the talon in a parti: they would count for the
defenders).

Card play (heuristic): the declarer pulls trumps when long in them, keeps the
trump 7 for the last trick in an ulti, cashes aces; the defenders smear aces
and tens on their partner's tricks and win cheaply; betli and durchmars play
low and high.

The expert samples the hidden hands and the talon consistently with the
view (cards played, voids and must-beat duties, the trump-7 rule, announced
marriages, the trump 7 of an ulti bidder, no aces or tens in a parti
declarer's talon) and scores each legal card by playing the deal out in every
sampled world: by open-hand alpha-beta once few cards are left, by heuristic
rollouts scored with the engine's own settlement before that. Defenders
kontra, and the declarer rekontras, the parts the samples say are lost (won).

The package by responsibility: ``tables`` (card masks as ints), ``valuation`` (hand odds and contract worth),
``rollout`` (the bots' fast simulator of the play), ``open_hand`` (the alpha-beta model), ``sampling``
(reading the view, drawing the hidden cards) and ``policy`` (the bot itself; the registry names this package).
"""

from __future__ import annotations

from cardtable.bots.ulti.open_hand import dd_model
from cardtable.bots.ulti.policy import KONTRA_WORDS, UltiPolicy, contract_chance, make_policy, raised_part
from cardtable.bots.ulti.rollout import Deal, auto_announcements, contract_rollout, deal_facts, heuristic_play, playout
from cardtable.bots.ulti.sampling import (
    SeatBidding,
    Seen,
    bidding_record,
    card_play_worlds,
    fitting_worlds,
    sample_world,
)
from cardtable.bots.ulti.tables import ACES, DECK, RK, RO, SUIT
from cardtable.bots.ulti.valuation import HandOdds, best_trump, plan, plan_discard
from cardtable.games.ulti.contracts import parse_contract

__all__ = [
    "ACES",
    "DECK",
    "KONTRA_WORDS",
    "RK",
    "RO",
    "SUIT",
    "Deal",
    "HandOdds",
    "SeatBidding",
    "Seen",
    "UltiPolicy",
    "auto_announcements",
    "best_trump",
    "bidding_record",
    "card_play_worlds",
    "contract_chance",
    "contract_rollout",
    "dd_model",
    "deal_facts",
    "fitting_worlds",
    "heuristic_play",
    "make_policy",
    "parse_contract",
    "plan",
    "plan_discard",
    "playout",
    "raised_part",
    "sample_world",
]
