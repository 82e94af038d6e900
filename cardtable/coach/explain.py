"""Why not: which rule forbids an action, in the player's language, with a link into the rules text.

``explain(state_or_view, action_text, lang)`` asks the engine's own
``explain_illegal``: of the ``State``, or, from a seat's ``View``, of a deal
consistent with the view (``world``), so the coach never needs the hidden
cards and never has a copy of the rules. ``describe(exc, game, …)`` words an
``IllegalAction`` the UI already caught.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardtable import games
from cardtable.coach.messages import action_label
from cardtable.coach.profiles import card_rules
from cardtable.coach.rulesdoc import anchor_for, link
from cardtable.coach.world import NoWorld, consistent_state
from cardtable.engine.protocol import Action, BadActionText, IllegalAction, State, View, action_words
from cardtable.words import of


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
            return _legal(game.name, action, lang)
        return describe(state.explain_illegal(action), game.name, action, lang, view)
    view = state_or_view
    try:
        action = _read(view, action_text)
    except BadActionText as e:
        return _bad(view.game, action_text, str(e), lang)
    return describe_view(view, action, lang)


def _read(view: View, text: str) -> Action:
    """The action a text names, as the game of the view's deal reads it (its cards by the view's deck)."""
    listed = next((a for a in view.legal_actions if a.text == text), None)
    if listed is not None:
        return listed
    try:
        game = consistent_state(view).game  # the deal's own game (NJET numbers its cards by the table size)
    except NoWorld:
        game = games.get(view.game, variant=view.variant or None)
    return game.parse_action(text)


def describe_view(view: View, action: Action, lang: str = "en", seed: int = 0) -> Explanation:
    """``explain`` from a view: legal if listed, else the engine's refusal in a deal consistent with the view.

    The refusal of an action by the seat to move depends only on what that
    seat can see, so the engine's answer in any consistent world
    (``world.consistent_state``) is its answer in the real deal.
    """
    g = view.game
    if view.to_move is None:
        return describe(IllegalAction("the deal is over", key="deal-over"), g, action, lang)
    if view.to_move != view.seat:
        return describe(IllegalAction("not your turn", key="not-your-turn"), g, action, lang)
    if action in view.legal_actions:
        return _legal(g, action, lang)
    try:
        state = consistent_state(view, seed)
    except NoWorld:
        return describe(IllegalAction(f"{action.text!r} is not possible now", key="not-now"), g, action, lang)
    return describe(state.explain_illegal(action), g, action, lang, view)


def describe(
    exc: IllegalAction, game: str, action: Action | str = "", lang: str = "en", view: View | None = None
) -> Explanation:
    """Word a refusal of ``action`` (or of a command line's text): its message in ``lang``, the rule it cites and
    the section to open. The refused card and, from ``view``, the suit led and the card winning the trick are named
    where the refusal's phrase names them."""
    params: dict[str, Any] = dict(exc.params)
    found = dict(params)
    named = _played(action, view)
    if "card" not in found and named:
        found["card"] = named
    if view is not None and view.trick:
        found.setdefault("led", view.trick[0][1])
        found.setdefault("winner", _winning_code(view))
    text = of(game).refusal(exc.key, found, exc.rule, lang)
    return Explanation(game, str(action), False, exc.key, exc.rule, text, anchor_for(game, exc.key, exc.rule), params)


# ---------------------------------------------------------------- helpers


def _legal(game: str, action: Action, lang: str) -> Explanation:
    said = of(game).say("refusal.legal", lang, action=action_label(game, action, lang))
    return Explanation(game, action.text, True, "legal", "", said, "play")


def _bad(game: str, action_text: str, detail: str, lang: str) -> Explanation:
    return Explanation(
        game,
        action_text,
        False,
        "bad-action",
        "",
        of(game).say("refusal.bad-action", lang, detail=detail),
        "top",
        {"detail": detail},
    )


def _played(action: Action | str, view: View | None) -> str:
    """The code of the one card a refused ``action`` plays ("" for another action): by the view's deck, or the
    text's own word (a command line's)."""
    if isinstance(action, Action):
        one = action.kind == "play" and len(action.cards) == 1 and view is not None
        return view.deck.codes[action.cards[0]] if one and view is not None else ""
    try:
        verb, named = action_words(action)
    except BadActionText:
        return ""
    return named[0] if verb == "play" and len(named) == 1 else ""


def _winning_code(view: View) -> str:
    """The code of the card winning the view's trick ("" when the coach cannot tell for this game)."""
    cr = card_rules(view)
    w = cr.winner_index(cr.trick(view))
    return "" if w is None else view.trick[w][1]
