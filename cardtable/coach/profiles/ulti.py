"""The coach for Ulti: the engine's card tables and card points, Ulti's reasons (bid odds, the trump 7 kept for
the ulti, the partner's trick), a world dealt back through the bidding, and the MAUSZ/4M rules anchors."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, cast

from cardtable.cards import bits, mask_of
from cardtable.cards.deck import HUNGARIAN32
from cardtable.coach.profiles.base import CoachProfile, Fact
from cardtable.coach.world import NoWorld, deck_order, replayed, take
from cardtable.engine.protocol import Action, Game, State, View
from cardtable.games.ulti.actions import DISCARD
from cardtable.games.ulti.view_facts import UltiFacts

if TYPE_CHECKING:
    from cardtable.bots.policy import Policy, Tally
    from cardtable.coach.cardrules import CardRules
    from cardtable.coach.ranking import Ranking

CHANCE_EFFORT = 0.25  # effort of the contract odds quoted in Ulti bidding reasons

# MAUSZ section prefix -> anchor, most specific first
MAUSZ_SECTIONS = [
    ("§4(D)(4)", "trump-seven"),
    ("§4(A)", "parti"),
    ("§4(B)", "40-100"),
    ("§4(C)", "4-asz"),
    ("§4(D)", "ulti"),
    ("§4(E)", "betli"),
    ("§4(F)", "durchmars"),
    ("§6(3)", "follow"),
    ("§6(4)", "must-beat"),
    ("§6(9)", "give-up"),
    ("§6(6)", "announcements"),
    ("§6(7)", "announcements"),
    ("§6", "play"),
    ("§5", "combinations"),
    ("§7", "kontra"),
    ("§3(5)", "bid-ladder"),
    ("§3", "bidding"),
    ("§2", "deal"),
    ("§1", "cards"),
    ("§8", "scoring"),
]


class UltiCoach(CoachProfile):
    """Ulti's coach."""

    mistake_at = 1.0
    warn_at = 2.0
    counts_card_points = True
    key_anchors: ClassVar[dict[str, str]] = {
        "not-your-turn": "bidding",
        "not-your-turn-play": "play",
        "must-bid": "bidding",
        "must-bid-after-take": "bidding",
        "must-discard": "bidding",
        "must-take": "bidding",
        "already-taken": "bidding",
        "bid-too-low": "bid-ladder",
        "no-higher-bid": "bid-ladder",
        "piros-raise": "bidding",
        "bidding-not-over": "bidding",
        "red-must-be-bid": "bidding",
        "must-name-trump": "announcements",
        "no-trump-to-name": "announcements",
        "trump-named": "announcements",
        "announce-too-late": "announcements",
        "no-marriage": "announcements",
        "announce-twice": "announcements",
        "use-40": "announcements",
        "announce-forbidden": "announcements",
        "declarer-cannot-kontra": "kontra",
        "kontra-too-late": "kontra",
        "no-such-part": "kontra",
        "already-kontra": "kontra",
        "use-csatlakozom": "kontra",
        "nothing-to-join": "kontra",
        "rekontra-not-now": "kontra",
        "not-kontrad": "kontra",
        "no-further-levels": "kontra",
        "wrong-kontra-level": "kontra",
        "kontra-pending": "kontra",
        "give-up-too-late": "give-up",
        "declarer-only": "give-up",
        "use-give-up": "give-up",
        "concede-refused": "give-up",
        "concede-pending": "give-up",
        "nothing-to-answer": "give-up",
        "not-in-hand": "follow",
        "card-not-in-hand": "follow",
        "must-follow": "follow",
        "must-trump": "follow",
        "must-beat": "must-beat",
        "trump-seven": "trump-seven",
        "deal-over": "scoring",
    }

    def rule_anchor(self, rule: str) -> str | None:
        for prefix, anchor in MAUSZ_SECTIONS:
            if prefix in rule:
                return anchor
        return "variant-4m" if rule.startswith("4M") else None

    def card_rules(self, view: View) -> CardRules:
        from cardtable.coach.cardrules import CardRules
        from cardtable.games.ulti.cardplay import DECK as UDECK
        from cardtable.games.ulti.cardplay import NO_TRUMP_TABLES, TRUMP_TABLES, playable
        from cardtable.games.ulti.rules import rules_of
        from cardtable.games.ulti.scoring import ZSIR

        ut = TRUMP_TABLES[UDECK.suits.index(view.trump)] if view.trump else NO_TRUMP_TABLES
        rules = rules_of(view.variant)
        points = tuple(10 * (ZSIR >> c & 1) for c in range(32))  # the engine's scoring: aces and tens
        seven = rules.trump_seven
        return CardRules("ulti", rules.name, UDECK, ut, lambda h, tr: playable(h, tr, ut, seven), points)

    def partner_takes(self, view: View, winner_seat: int) -> bool:
        declarer = cast(UltiFacts, view.facts).declarer
        return declarer is not None and winner_seat != declarer and view.seat != declarer

    def card_extra_facts(self, view: View, card: int, hand: int, trump: int | None) -> list[Fact]:
        facts = cast(UltiFacts, view.facts)
        if trump is None or view.seat != facts.declarer or "ulti" not in facts.parts:
            return []
        out: list[Fact] = []
        seven = trump * 8
        if hand >> seven & 1 and card != seven and len(view.hand) > 1:
            out.append(("r-keeps-trump7", {}))
        if card == seven and len(view.hand) == 1:
            out.append(("r-ulti-home", {}))
        return out

    def ranking_facts(
        self,
        view: View,
        legal: list[Action],
        tally: Tally,
        policy: Policy,
        seed: int,
    ) -> dict[Action, list[Fact]]:
        return ulti_facts(view, legal, tally, policy, seed)

    def action_facts(self, view: View, action: Action, ranking: Ranking, n_cards: int) -> list[Fact] | None:
        if action.kind == "discard" and not ranking.facts.get(action):
            return [talon_fact(action)]
        return None

    def world(self, view: View, game: Game, policy: Policy, rng: random.Random) -> State | None:
        deck, actions = ulti_deal(view, game, rng)
        return replayed(game, view, deck, actions)


def talon_fact(discard: Action) -> Fact:
    """The two cards a discard lays down, as a reason fact."""
    return ("r-talon", {"cards": [HUNGARIAN32.codes[c] for c in discard.cards]})


def ulti_facts(
    view: View, legal: Sequence[Action], tally: Tally, policy: Policy, seed: int
) -> dict[Action, list[Fact]]:
    """Reason facts for Ulti's words: the odds of the contract a bid (talon, trump) leads to, kontra rates."""
    from cardtable.bots.ulti import KONTRA_WORDS, UltiPolicy, contract_chance, raised_part
    from cardtable.coach.ranking import coach_rng

    assert isinstance(policy, UltiPolicy)
    facts = cast(UltiFacts, view.facts)
    out: dict[Action, list[Fact]] = {}

    def chance(text: str, trump: str | None = None) -> Fact:
        p = contract_chance(view, text, coach_rng(view, seed), CHANCE_EFFORT, trump)
        return ("r-bid-chance", {"contract": text, "pct": round(100 * p)})

    if view.phase == "bidding" and facts.step in ("discard", "bid"):
        plans = dict(policy.bid_plans(view, legal, every=True))
        for a in legal:
            c = plans[a][2]
            f: list[Fact] = [talon_fact(a)] if a.kind == "discard" else []
            if c is not None:
                f.append(("r-bid-chance", {"contract": c.text, "pct": round(100 * tally.made.get(a, 0.0))}))
            out[a] = f
        return out
    if view.phase == "bidding":
        standing = facts.bid
        for a in legal:
            if a.kind == "pass" and view.seat == facts.holder and standing:
                out[a] = [("r-pass-declarer", {}), chance(standing)]
            elif a.kind == "pass":
                out[a] = [("r-pass", {})]
            elif a.kind == "take":
                out[a] = [("r-take", {})]
            elif a.kind == "bid":
                out[a] = [chance(a.arg)]
        return out
    if view.phase == "trump":
        hand = view.hand
        for a in legal:
            if a.kind == "trump":
                suit = a.arg
                n = sum(1 for c in hand if c[0] == suit)
                out[a] = [("r-trump", {"suit": suit, "n": n}), chance(view.contract or "passz", suit)]
            elif a.kind == "give-up":
                out[a] = [("r-give-up", {})]
        return out
    if view.phase == "concede":
        return {a: [("r-accept-concede" if a.kind == "accept" else "r-refuse-concede", {})] for a in legal}
    for a in legal:
        if a.kind == "announce":
            w = a.arg.split()  # "40", or "20" and the suit
            out[a] = [("r-announce-40", {})] if w[0] == "40" else [("r-announce-20", {"suit": w[1]})]
        elif a.kind in KONTRA_WORDS:
            rate = ("r-part-rate", {"contract": raised_part(a), "pct": round(100 * tally.made.get(a, 0))})
            out[a] = [("r-kontra", {}), rate]
        elif a.kind == "give-up":
            out[a] = [("r-give-up", {})]
        elif a.kind == "concede":
            out[a] = [("r-concede", {})]
        elif a.kind == "pass":
            out[a] = [("r-no-kontra", {})]
    return out


def ulti_deal(view: View, game: Game, rng: random.Random) -> tuple[list[str], list[str]]:
    from cardtable.bots import knowledge
    from cardtable.bots import ulti as U

    deck = U.DECK
    me = view.seat
    if view.contract is not None and cast(UltiFacts, view.facts).declarer is not None:
        hands, talon = U.sample_world(U.Seen(view), rng)
    else:  # the bidding: the unseen cards anywhere, by the sizes the view shows
        hands = [0, 0, 0]
        hands[me] = deck.mask(view.hand)
        talon = deck.mask(cast(UltiFacts, view.facts).talon or []) & ~hands[me]
        on_table = sum(view.hand_sizes) == 30
        holes = [knowledge.Hole(s, view.hand_sizes[s]) for s in range(3) if s != me]
        if on_table and not talon:
            holes.append(knowledge.Hole("talon", 2))
        world = knowledge.sample(deck.full & ~(hands[me] | talon), holes, rng)
        for s in range(3):
            if s != me:
                hands[s] = world[s]
        talon = talon or world.get("talon", 0)
        if not on_table:
            talon = 0
    actions: list[Action | None] = list(view.public_history)
    seats = list(view.history_seats)
    hands = list(hands)
    talon = _place_my_discards(view, hands, talon, rng)
    _where, before = _whereabouts(view)
    # back to the deal: cards played return, each discard takes the talon back, each take gives it up
    for i in range(len(actions) - 1, -1, -1):
        a, s = actions[i], seats[i]
        if a is not None and a.kind == "play":
            hands[s] |= 1 << a.cards[0]
        elif a is None or a.kind == "discard":
            if a is not None and mask_of(a.cards) != talon:
                raise NoWorld("the talon is not the discard")
            x, y = sorted(bits(talon))
            actions[i] = DISCARD[x][y]
            hands[s] |= talon
            talon = 0
        elif a.kind == "take":
            earlier = next((j for j in range(i - 1, -1, -1) if _is_discard(actions[j])), None)
            mine = actions[earlier] if earlier is not None and seats[earlier] == me else None
            if mine is not None:
                talon = mask_of(mine.cards)
            else:  # cards I once laid down that came to this hand through this talon
                forced = 0
                for c, places in before[i].items():
                    if hands[s] >> c & 1 and s not in places:
                        forced |= 1 << c
                if forced.bit_count() > 2:
                    raise NoWorld("too many of my discards in one hand")
                talon = forced | take(hands[s] & ~forced, 2 - forced.bit_count(), rng)
            hands[s] &= ~talon
    # every hidden discard filled in; replayed by their texts, as a record is
    return deck_order(game, view.dealer, deck, hands, []), [a.text for a in actions if a is not None]


def _is_discard(action: Action | None) -> bool:
    """A discard in the history as this seat saw it (another seat's is hidden: None)."""
    return action is None or action.kind == "discard"


def _whereabouts(view: View) -> tuple[dict[int, set[object]], dict[int, dict[int, set[object]]]]:
    """Where each card I laid down in the bidding may be now, and where it may have been before each take.

    My discard is the talon; a take moves the talon to the taker; a hidden
    discard by a holder may have put it back in the talon.
    """
    where: dict[int, set[object]] = {}
    before: dict[int, dict[int, set[object]]] = {}
    for i, (a, s) in enumerate(zip(view.public_history, view.history_seats)):
        if a is None:
            for places in where.values():
                if s in places:
                    places.add("talon")
        elif s == view.seat and a.kind == "discard":
            for c in a.cards:
                where[c] = {"talon"}
        elif a.kind == "take":
            before[i] = {c: set(p) for c, p in where.items()}
            for places in where.values():
                if "talon" in places:
                    places.discard("talon")
                    places.add(s)
    return where, before


def _place_my_discards(view: View, hands: list[int], talon: int, rng: random.Random) -> int:
    """Move the cards I laid down to a place they can be now (who took them, or a talon laid after).

    Where each can be is followed through the bidding: my discard is the
    talon; a take moves the talon to the taker; a hidden discard by the
    holder may have put it back in the talon. A misplaced card swaps places
    with an unconstrained card of an allowed place.
    """
    me = view.seat
    where, _before = _whereabouts(view)
    places_now: dict[object, int] = {s: hands[s] for s in range(3) if s != me}
    if talon and not talon & hands[me]:
        places_now["talon"] = talon
    for c, allowed in where.items():
        if hands[me] >> c & 1:
            continue
        here = next((p for p, m in places_now.items() if m >> c & 1), None)
        if here is None or here in allowed:
            continue
        options = [p for p in allowed if p in places_now and places_now[p] & ~_constrained(where)]
        if not options:
            raise NoWorld("my discard has nowhere to be")
        there = rng.choice(options)
        d = rng.choice(list(bits(places_now[there] & ~_constrained(where))))
        places_now[here] = (places_now[here] & ~(1 << c)) | (1 << d)
        places_now[there] = (places_now[there] & ~(1 << d)) | (1 << c)
    for p, m in places_now.items():
        if isinstance(p, int):
            hands[p] = m
    return places_now.get("talon", talon)


def _constrained(where: dict[int, set[object]]) -> int:
    out = 0
    for c in where:
        out |= 1 << c
    return out


COACH = UltiCoach("ulti")
