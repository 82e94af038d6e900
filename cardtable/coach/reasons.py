"""One-line reasons for hints, built from facts about an action (never from canned advice).

A fact is a message key with its parameters: the move wins or loses the
trick, is forced and by which rule, keeps the trump 7 for the ulti, takes or
gives card points, asks for or refuses an exchange… ``facts_for`` finds them,
``sentence`` words them in the player's language.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardtable.cards import bits
from cardtable.cards.deck import Deck
from cardtable.coach.profiles import card_rules, coach_profile
from cardtable.coach.world import NoWorld, consistent_state
from cardtable.engine.protocol import View
from cardtable.engine.tricks import TrickTables
from cardtable.words import of

Fact = tuple[str, dict[str, Any]]

TAIL = (
    "r-win-chance",
    "r-costs",
    "r-equal",
    "r-make-chance",
    "r-value",
    "r-bid-chance",
    "r-part-rate",
)  # facts said after a semicolon


def duty(view: View) -> tuple[str, str] | None:
    """The duty (message key, rule) that narrows the cards this seat may play now, if any.

    The engine says why each held card is refused (in a deal consistent with
    the view, ``world``); the narrowest duty explains the choice best.
    """
    if view.phase != "play" or not view.trick:
        return None
    cr = card_rules(view)
    hand = cr.deck.mask(view.hand)
    refused = hand & ~cr.legal(hand, cr.trick(view))
    if not refused:
        return None
    try:
        state = consistent_state(view)
    except NoWorld:
        return None
    found: dict[str, str] = {}
    for c in bits(refused):
        exc = state.explain_illegal(state.game.play(c))
        found.setdefault(exc.key, exc.rule)
    for k in ("trump-seven", "must-beat", "must-trump", "must-follow"):
        if k in found:
            return k, found[k]
    return None


def card_facts(view: View, code: str, n_legal_cards: int) -> list[Fact]:
    """Facts about playing ``code`` now."""
    cr = card_rules(view)
    deck = cr.deck
    card = deck.card(code)
    hand = deck.mask(view.hand)
    trick = cr.trick(view)
    out: list[Fact] = []
    if n_legal_cards == 1:
        d = duty(view)
        if d:
            out.append(("forced:" + d[0], {"rule": d[1]}))
        else:
            out.append(("r-forced", {}))
    trump = deck.suits.index(view.trump) if view.trump in deck.suits else None
    is_trump = trump is not None and deck.suit_of[card] == trump
    pts = cr.points
    profile = coach_profile(view.game)
    if trick:
        after = (*trick, (view.seat, card))
        w = cr.winner_index(after)
        led_suit = deck.suit_of[trick[0][1]]
        last = len(after) == view.players
        if w is None:
            pass  # who wins is not known here for this game: no trick facts rather than wrong ones
        elif w == len(trick):
            if is_trump and led_suit != trump:
                out.append(("r-ruffs", {}))
            won_pts = sum(pts[c] for _s, c in after)
            if last:
                out.append(("r-wins-trick", {}))
                if won_pts and profile.counts_card_points:
                    out.append(("r-takes-points", {"points": won_pts}))
            else:
                out.append(("r-may-win", {}))
        else:
            wseat = after[w][0]
            partner = profile.partner_takes(view, wseat)
            out.append(("r-partner-wins", {}) if partner else ("r-loses-trick", {}))
            if pts[card] and not partner:
                out.append(("r-gives-points", {"points": pts[card]}))
    elif is_trump:
        out.append(("r-leads-trump", {}))
    elif cr.tables is not None:
        out.extend(lead_facts(view, cr.deck, cr.tables, code))
    out.extend(profile.card_extra_facts(view, card, hand, trump))
    return out


def lead_facts(view: View, deck: Deck, tables: TrickTables, code: str) -> list[Fact]:
    """A lead: the top card still out in its suit (it takes the trick unless trumped), or the seat's lowest."""
    card = deck.card(code)
    suit, strength = tables.suit_of[card], tables.strength[card]
    out_there = Counter(deck.codes) - Counter(view.hand) - Counter(played_codes(view))
    higher = [c for c in out_there if tables.suit_of[deck.card(c)] == suit and tables.strength[deck.card(c)] > strength]
    if not higher:
        return [("r-leads-master", {})]
    mine = [c for c in view.hand if tables.suit_of[deck.card(c)] == suit]
    if len(mine) > 1 and all(tables.strength[deck.card(c)] >= strength for c in mine):
        return [("r-leads-low", {})]
    return []


def played_codes(view: View) -> list[str]:
    """The codes of every card played to a trick so far (tricks are played face up)."""
    from cardtable.coach.messages import action_codes

    return [c for a in view.public_history if a is not None and a.kind == "play" for c in action_codes(view.game, a)]


def discard_facts(view: View, codes: list[str]) -> list[Fact]:
    """Facts about an Écarté discard (or an Ulti talon)."""
    if not codes:
        return [("r-discard-none", {})]
    kept = [c for c in view.hand if c not in codes]
    out: list[Fact] = [("r-discard", {"cards": codes, "kept": kept})]
    return out + coach_profile(view.game).discard_extra_facts(view, codes, kept)


def sentence(facts: list[Fact], lang: str, game: str) -> str:
    """The facts joined into one line in ``lang``: each fact ``r-x`` is the phrase ``reason.x`` of the game."""
    words = of(game)
    parts = []
    for key, params in facts:
        if key.startswith("forced:"):
            rule = words.cite(str(params.get("rule", "")), lang)
            parts.append(words.say(f"reason.forced-{key[7:]}", lang, rule=rule))
            continue
        p = dict(params)
        for k in ("cards", "kept"):
            if k in p and isinstance(p[k], list):
                p[k] = words.cards(p[k], lang) if p[k] else "–"
        if "card" in p:
            p["card"] = words.card(str(p["card"]), lang)
        if "contract" in p:
            p["contract"] = words.contract(str(p["contract"]))
        if "suit" in p:
            p["suit"] = words.suit(str(p["suit"]), lang)
        p = coach_profile(game).reason_values(p, lang)
        parts.append(words.say(f"reason.{key}", lang, **p))
    main = [p for (k, _), p in zip(facts, parts) if k not in TAIL]
    tail = [p for (k, _), p in zip(facts, parts) if k in TAIL]
    joiner = words.say("word.and", lang)
    if len(main) <= 2:
        text = joiner.join(main)
    else:
        text = ", ".join(main[:-1]) + joiner + main[-1]
    text = "; ".join([t for t in [text, *tail] if t])
    return text[:1].upper() + text[1:]
