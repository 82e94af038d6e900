"""Why not: which rule forbids an action, in the player's language, with a link into the rules text.

``explain(state_or_view, action_text, lang)`` works from a ``State`` (the
engine's own ``explain_illegal``) or from a seat's ``View`` (the card duties
are recomputed from the view with the game's own trick rules, so the coach
never needs hidden cards). ``describe(exc, game, …)`` words an
``IllegalAction`` the UI already caught.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable import games
from cardtable.coach.cardrules import card_rules
from cardtable.coach.messages import MESSAGES, action_label, card_name, contract_name, say, suit_name
from cardtable.coach.rulesdoc import anchor_for, link
from cardtable.engine.protocol import BadActionText, IllegalAction, State, View


@dataclass(frozen=True)
class Explanation:
    """Whether an action is legal and, if not, why: message key, rule, words and a rules-browser anchor."""

    game: str
    action: str
    legal: bool
    key: str
    rule: str
    text: str  # the full sentence in the requested language, rule cited
    anchor: str  # section of the rules text (see ``rulesdoc``)
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def link(self) -> str:
        """``rules:GAME#ANCHOR`` for the rules browser."""
        return link(self.game, self.anchor)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {
            "action": self.action,
            "legal": self.legal,
            "key": self.key,
            "rule": self.rule,
            "text": self.text,
            "anchor": self.anchor,
            "link": self.link,
        }


def explain(state_or_view: State | View, action_text: str, lang: str = "en") -> Explanation:
    """Why ``action_text`` is (not) allowed now for the seat to move."""
    if isinstance(state_or_view, State):
        state = state_or_view
        game = state.game
        view = state.view(state.to_move) if state.to_move is not None else None
        try:
            action = game.parse_action(action_text)
        except BadActionText as e:
            return _bad(game.name, action_text, str(e), lang)
        if state.to_move is None:
            return describe(IllegalAction("the deal is over", key="deal-over"), game.name, action_text, lang)
        if state.is_legal(action):
            return _legal(game.name, action.text, lang)
        return describe(state.explain_illegal(action), game.name, action.text, lang, view)
    view = state_or_view
    game = games.get(view.game, variant=view.variant or None)
    try:
        action = game.parse_action(action_text)
    except BadActionText as e:
        return _bad(view.game, action_text, str(e), lang)
    return describe_view(view, action.text, lang)


def describe_view(view: View, action_text: str, lang: str = "en") -> Explanation:
    """``explain`` from a view: legal if listed, else the duty it breaks."""
    g = view.game
    if view.to_move is None:
        return describe(IllegalAction("the deal is over", key="deal-over"), g, action_text, lang)
    if view.to_move != view.seat:
        return describe(IllegalAction("not your turn", key="not-your-turn"), g, action_text, lang)
    if action_text in view.legal_actions:
        return _legal(g, action_text, lang)
    words = action_text.split()
    if words[0] == "play" and view.phase == "play" and len(words) == 2:
        return describe(_card_refusal(view, words[1]), g, action_text, lang, view)
    return describe(_phase_refusal(view, words), g, action_text, lang, view)


def _phase_refusal(view: View, words: list[str]) -> IllegalAction:
    """The refusal of a non-card action, from what the view shows (phase, step, standing bid, own cards)."""
    verb = words[0] if words else ""
    text = " ".join(words)
    if view.game == "ulti":
        key, params = _ulti_refusal_key(view, verb, words)
        cite = "give-up-too-late" if key == "declarer-only" else key
        if key == "not-now" and verb in ("take", "bid", "discard") and view.phase != "bidding":
            cite = "bidding-over"
        return IllegalAction(f"{text!r} is not possible now", key=key, rule=_rule(view, cite), **params)
    if view.game == "ecarte":
        exchange_words = ("propose", "stand", "accept", "refuse", "discard")
        if view.phase == "play" and verb in exchange_words:
            return IllegalAction("the exchange is over", key="exchange-over", rule="§31")
        if view.phase != "play" and verb == "play":
            return IllegalAction("no card before the exchange is over", key="play-before-exchange", rule="§31")
        phase_keys = {
            "propose": ("no-proposal", "§35") if verb == "discard" else ("propose-or-stand", "§35"),
            "respond": ("accept-or-refuse", "§§36-37"),
            "discard": ("discard-count", "§35") if verb == "discard" else ("must-discard", "§36"),
            "dealer-discard": ("discard-count", "§35") if verb == "discard" else ("must-discard", "§36"),
        }
        if verb != "king" and view.phase in phase_keys:
            key, rule = phase_keys[view.phase]
            return IllegalAction("not possible now", key=key, rule=rule)
        if verb == "king":
            if view.trump and view.trump + "K" == view.extra.get("turn_up"):
                return IllegalAction("the king was turned up", key="king-turned-up", rule="§26")
            if view.extra.get("king_marks"):
                return IllegalAction("the king is marked", key="king-already-marked", rule="§26")
            if not view.trump or view.trump + "K" not in view.hand:
                return IllegalAction("you do not hold the trump king", key="king-not-held", rule="§26")
            if view.phase != "play":
                return IllegalAction("after the exchange", key="king-too-early", rule="§26")
            return IllegalAction("too late", key="king-too-late", rule="§§27-28")
        return IllegalAction("not possible now", key="not-now", rule="§35")
    return IllegalAction("not possible now", key="not-now", rule=_rule(view, "not-now"))


_BIDDING_VERBS = ("bid", "pass", "take", "discard")


def _announce_key(view: View, words: list[str]) -> str:
    """Why a 20/40 announcement is refused (the contract allows none, or the marriage is not held)."""
    from cardtable.games.ulti.contracts import parse_contract

    try:
        c = parse_contract(view.contract or "", view.variant or "mausz")
    except (ValueError, KeyError):
        return "not-now"
    declarer = view.extra.get("declarer")
    if c.marriages == "none" or (c.marriages != "all" and view.seat != declarer):
        return "announce-forbidden"
    suit = view.trump if words[1:] == ["40"] else (words[2] if len(words) == 3 else None)
    if suit is None:
        return "announce-forbidden"
    if suit + "K" not in view.hand or suit + "O" not in view.hand:
        return "no-marriage"
    return "not-now"


_KONTRA_VERBS = ("kontra", "csatlakozom", "rekontra", "szubkontra", "hirskontra", "mordkontra")


def _ulti_refusal_key(view: View, verb: str, words: list[str]) -> tuple[str, dict[str, Any]]:
    """The engine's refusal key for a non-card Ulti action, judged from the view (the common cases)."""
    ex = view.extra
    if view.phase == "bidding":
        if verb not in _BIDDING_VERBS:
            return "bidding-not-over", {}
        step = ex.get("step")
        first = ex.get("bid") is None
        if step in ("discard", "bid"):
            if verb == "pass":
                return ("must-bid" if first else "must-bid-after-take"), {}
            if verb == "take":
                return "already-taken", {}
            if step == "discard":
                return "must-discard", {}
            if verb == "bid":
                return "bid-too-low", {"bid": " ".join(words[1:])}
            return "already-taken", {}
        if step == "respond":
            if verb == "take":
                return "no-higher-bid", {}
            if verb == "bid":
                # MAUSZ §3(2): after two passes the holder may raise without the talon ("kivéve önrablás").
                holder = ex.get("holder") == view.seat and ex.get("passes", 0) >= 2
                if holder and view.variant != "4m":
                    return "bid-too-low", {"bid": " ".join(words[1:])}
                return "must-take", {}
            return "must-take", {}
        return "not-now", {}
    if view.phase == "concede":
        return "concede-pending", {}
    if view.phase == "kontra" and verb not in _KONTRA_VERBS and verb != "pass":
        return "kontra-pending", {}
    if view.phase == "trump":
        if verb in _BIDDING_VERBS and verb != "pass":
            return "not-now", {}
        if verb == "trump":
            return "red-must-be-bid", {}
        return "must-name-trump", {}
    if verb in _BIDDING_VERBS:
        return "not-now", {}
    if verb == "trump":
        return "trump-named", {}
    if verb == "give-up":
        return ("declarer-only" if view.seat != ex.get("declarer") else "give-up-too-late"), {}
    if verb in _KONTRA_VERBS and len(words) == 2 and words[1] not in (ex.get("parts") or []):
        return "no-such-part", {}
    if verb == "announce":
        played = view.seat in {s for s, _ in view.trick} or bool(ex.get("tricks_played"))
        if played:
            return "announce-too-late", {}
        return _announce_key(view, words), {}
    return "not-now", {}


def describe(
    exc: IllegalAction, game: str, action_text: str = "", lang: str = "en", view: View | None = None
) -> Explanation:
    """Word a refusal: its message in ``lang``, the rule it cites and the section to open."""
    params: dict[str, Any] = dict(exc.params)
    words: dict[str, Any] = {}
    for k, v in params.items():
        if k == "card":
            words[k] = " ".join(card_name(game, c, lang) for c in str(v).split())
        elif k == "bid":
            words[k] = contract_name(str(v))
        else:
            words[k] = v
    if view is not None and view.trick:
        led = view.trick[0][1]
        words.setdefault("led", _suit_of_code(game, led, lang))
        words.setdefault("winner", card_name(game, _winning_code(view), lang))
    if "card" not in words and action_text.startswith("play "):
        words["card"] = card_name(game, action_text[5:], lang)
    words.setdefault("led", "")
    words.setdefault("winner", "")
    text = say(exc.key, lang, **words) if exc.key in _KNOWN else exc.message
    if exc.rule:
        text = say("rule-cite", lang, text=text, rule=exc.rule)
    return Explanation(game, action_text, False, exc.key, exc.rule, text, anchor_for(game, exc.key, exc.rule), params)


# ---------------------------------------------------------------- helpers


_KNOWN = frozenset(MESSAGES)


def _legal(game: str, action_text: str, lang: str) -> Explanation:
    return Explanation(
        game, action_text, True, "legal", "", say("legal", lang, action=action_label(game, action_text, lang)), "play"
    )


def _bad(game: str, action_text: str, detail: str, lang: str) -> Explanation:
    return Explanation(
        game, action_text, False, "bad-action", "", say("bad-action", lang, detail=detail), "top", {"detail": detail}
    )


def _suit_of_code(game: str, code: str, lang: str) -> str:
    return suit_name(game, code[0], lang)


def _winning_code(view: View) -> str:
    cr = card_rules(view)
    return view.trick[cr.winner_index(cr.trick(view))][1]


def _rule(view: View, key: str) -> str:
    if view.game == "ulti":
        from cardtable.games.ulti.citations import rule

        return rule(view.variant or "mausz", key)
    return {"not-in-hand": "§44", "card-not-in-hand": "§44"}.get(key, "§44" if key.startswith("must-") else "")


def _card_refusal(view: View, code: str) -> IllegalAction:
    """The duty that playing ``code`` breaks, judged from the view alone."""
    cr = card_rules(view)
    card = cr.deck.card(code)
    hand = cr.deck.mask(view.hand)
    why = cr.refusal(card, hand, cr.trick(view)) or "not-now"
    if why == "not-in-hand" and view.game == "ecarte":
        why = "card-not-in-hand"
    return IllegalAction(f"{code} may not be played now", key=why, rule=_rule(view, why), card=code)
