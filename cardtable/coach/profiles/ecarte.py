"""The coach for Écarté: the engine's card tables, its reasons (propose/stand, accept/refuse, the chance of winning
the deal), a world dealt back through the exchanges, and the Nemzeti Casino paragraphs' anchors."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, ClassVar, cast

from cardtable.cards import bits, mask_of
from cardtable.coach.profiles.base import CoachProfile, Fact, section_number
from cardtable.coach.world import NoWorld, deck_order, replayed, take
from cardtable.engine.protocol import Action, Game, State, View
from cardtable.games.ecarte.actions import discard as discard_action
from cardtable.games.ecarte.facts import EcarteFacts
from cardtable.games.ecarte.tables import DECK

if TYPE_CHECKING:
    from cardtable.bots.policy import Policy
    from cardtable.coach.cardrules import CardRules
    from cardtable.coach.ranking import Ranking

ECARTE_PARAGRAPHS = [
    ((12, 12), "cards"),
    ((13, 14), "deal"),
    ((26, 29), "king"),
    ((31, 34), "play"),
    ((35, 39), "exchange"),
    ((40, 41), "penalties"),
    ((43, 43), "scoring"),
    ((44, 44), "follow"),
    ((7, 7), "game"),
]


class EcarteCoach(CoachProfile):
    """Écarté's coach."""

    mistake_at = 0.4
    warn_at = 0.5
    key_anchors: ClassVar[dict[str, str]] = {
        "card-not-in-hand": "follow",
        "not-in-hand": "follow",
        "must-follow": "follow",
        "must-trump": "follow",
        "must-beat": "follow",
        "exchange-over": "play",
        "play-before-exchange": "exchange",
        "no-proposal": "exchange",
        "propose-or-stand": "exchange",
        "accept-or-refuse": "exchange",
        "must-discard": "exchange",
        "discard-more-than-talon": "exchange",
        "discard-count": "exchange",
        "king-turned-up": "king",
        "king-already-marked": "king",
        "king-not-held": "king",
        "king-too-early": "king",
        "king-too-late": "king",
        "deal-over": "scoring",
        "not-your-turn": "play",
    }

    def rule_anchor(self, rule: str) -> str | None:
        n = section_number(rule)
        if n is not None:
            for (lo, hi), anchor in ECARTE_PARAGRAPHS:
                if lo <= n <= hi:
                    return anchor
        return None

    def card_rules(self, view: View) -> CardRules:
        from cardtable.coach.cardrules import CardRules
        from cardtable.engine.tricks import allowed
        from cardtable.games.ecarte.tables import RULES, TABLES

        t = TABLES[DECK.suits.index(view.trump)] if view.trump else TABLES[0]
        return CardRules("ecarte", "", DECK, t, lambda h, tr: allowed(h, tr, t, RULES), (0,) * 32)

    def card_win_chance(self, view: View) -> bool:
        return True

    def discard_extra_facts(self, view: View, codes: list[str], kept: list[str]) -> list[Fact]:
        if not view.trump:
            return []
        keep_all = all(c[0] == view.trump or c[1:] == "K" for c in kept) and all(
            not (c[0] == view.trump or c[1:] == "K") for c in codes
        )
        return [("r-keeps-trumps-kings", {})] if keep_all and kept else []

    def action_facts(self, view: View, action: Action, ranking: Ranking, n_cards: int) -> list[Fact] | None:
        return ecarte_facts(view, action, ranking) + list(ranking.facts.get(action, []))

    def world(self, view: View, game: Game, policy: Policy, rng: random.Random) -> State | None:
        deck, actions = ecarte_deal(view, game, rng)
        return replayed(game, view, deck, actions)


def ecarte_facts(view: View, action: Action, ranking: Ranking) -> list[Fact]:
    facts = cast(EcarteFacts, view.facts)
    pct = round(100 * ranking.wins.get(action, 0.0)) if ranking.samples else None
    out: list[Fact] = []
    kind = action.kind
    if kind == "king":
        return [("r-mark-king", {})]
    if kind == "propose":
        out.append(("r-propose", {}))
    elif kind == "stand":
        out.append(("r-stand-risk", {}) if facts.original_deal else ("r-stand", {}))
    elif kind == "accept":
        out.append(("r-accept", {}))
    elif kind == "refuse":
        risk = facts.proposals == 1 and facts.original_deal is False and not facts.exchanges
        out.append(("r-refuse-risk", {}) if risk else ("r-refuse", {}))
    elif kind == "discard":
        from cardtable.coach.reasons import discard_facts

        out.extend(discard_facts(view, [DECK.codes[c] for c in action.cards]))
    if pct is not None and kind in ("propose", "stand", "accept", "refuse"):
        out.append(("r-win-chance", {"pct": pct}))
    return out


def ecarte_deal(view: View, game: Game, rng: random.Random) -> tuple[list[str], list[str]]:
    from cardtable.bots import ecarte as E

    deck = E.DECK
    seen = E.Seen(view)
    opp, rest = E.sample_opponent(seen, rng)
    hands = [0, 0]
    hands[seen.me], hands[seen.opp] = seen.hand, opp
    facts = cast(EcarteFacts, view.facts)
    actions: list[Action | None] = list(view.public_history)
    seats = list(view.history_seats)
    exchanges = list(facts.exchanges)
    pool = rest  # the opponent's discards and the talon not drawn yet
    draws: list[int] = []  # cards drawn by each discard, latest first
    k = len(exchanges)
    for i in range(len(actions) - 1, -1, -1):
        a, s = actions[i], seats[i]
        if a is not None and a.kind == "play":
            hands[s] |= 1 << a.cards[0]
        elif a is None or a.kind == "discard":
            k -= 1
            e = exchanges[k] if 0 <= k < len(exchanges) else {}
            if e.get("taken_back"):
                raise NoWorld("a discard taken back")
            if a is None:
                dropped = take(pool, int(e.get("discarded", 0)), rng)
                pool &= ~dropped
                actions[i] = discard_action(dropped)
            else:
                dropped = mask_of(a.cards)
            drawn = take(hands[s], int(e.get("drawn", dropped.bit_count())), rng)
            hands[s] = (hands[s] & ~drawn) | dropped
            draws.append(drawn)
    talon = [c for d in reversed(draws) for c in bits(d)]
    left = list(bits(pool))
    rng.shuffle(left)
    order = deck_order(game, view.dealer, deck, hands, [deck.card(facts.turn_up), *talon, *left])
    # every hidden exchange filled in; replayed by their texts, as a record is
    return order, [a.text for a in actions if a is not None]


COACH = EcarteCoach("ecarte")
