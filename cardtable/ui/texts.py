"""Texts that come from the model, translated by key: refusals, settlement parts, phases, actions.

The engines return stable keys (``IllegalAction.key``, ``Line.part``, phase
names, action texts); this is the one module that turns them into words in the
UI language. Game terms keep their Hungarian names in English too (ulti,
betli, durchmars, kontra…) with a short explanation where it helps.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication

from cardtable.cards.deck import get_deck
from cardtable.coach.messages import action_codes
from cardtable.engine.protocol import Action, IllegalAction
from cardtable.ui import i18n
from cardtable.ui.i18n import QT_TRANSLATE_NOOP

CTX = "texts"


def _tr(text: str) -> str:
    """Translate a source string of this module's context."""
    return QCoreApplication.translate(CTX, text)


tr_text = _tr  # the profiles' words of this context


# The bot levels for people (the CLI keeps the names random, heuristic, medium, expert): a name and what it does.
LEVEL_NAMES = {
    "random": QT_TRANSLATE_NOOP("NewMatchDialog", "Beginner (plays at random)"),
    "heuristic": QT_TRANSLATE_NOOP("NewMatchDialog", "Casual"),
    "medium": QT_TRANSLATE_NOOP("NewMatchDialog", "Good"),
    "expert": QT_TRANSLATE_NOOP("NewMatchDialog", "Expert"),
}
LEVEL_HINTS = {
    "random": QT_TRANSLATE_NOOP("NewMatchDialog", "Plays any legal card or bid at random: for learning the rules."),
    "heuristic": QT_TRANSLATE_NOOP(
        "NewMatchDialog", "Plays by rules of thumb: sober bids, simple card play, no looking ahead."
    ),
    "medium": QT_TRANSLATE_NOOP(
        "NewMatchDialog",
        "Plays its cards by thinking through the hands the others may hold; bids, exchanges and announcements by "
        "rules of thumb.",
    ),
    "expert": QT_TRANSLATE_NOOP(
        "NewMatchDialog",
        "Thinks ahead in everything: bids, exchanges, announcements, kontras and the card play.",
    ),
}


def level_name(level: str) -> str:
    """A bot level's name for people."""
    source = LEVEL_NAMES.get(level)
    return QCoreApplication.translate("NewMatchDialog", source) if source else level


def level_hint(level: str) -> str:
    """What a bot level does, in a sentence."""
    source = LEVEL_HINTS.get(level)
    return QCoreApplication.translate("NewMatchDialog", source) if source else ""


PHASES = {
    "propose": QT_TRANSLATE_NOOP("texts", "Proposal"),
    "respond": QT_TRANSLATE_NOOP("texts", "Answer to the proposal"),
    "discard": QT_TRANSLATE_NOOP("texts", "Exchange"),
    "dealer-discard": QT_TRANSLATE_NOOP("texts", "Exchange"),
    "bidding": QT_TRANSLATE_NOOP("texts", "Bidding"),
    "trump": QT_TRANSLATE_NOOP("texts", "Naming trump"),
    "play": QT_TRANSLATE_NOOP("texts", "Play"),
    "kontra": QT_TRANSLATE_NOOP("texts", "Kontra"),
    "concede": QT_TRANSLATE_NOOP("texts", "Concession"),
    "over": QT_TRANSLATE_NOOP("texts", "Deal over"),
    "annul": QT_TRANSLATE_NOOP("texts", "Annulment"),
    "call": QT_TRANSLATE_NOOP("texts", "Calling the partner"),
    "announcements": QT_TRANSLATE_NOOP("texts", "Announcements"),
}

# IllegalAction.key -> message; {card}, {least}, {most}, {bid} are filled from the refusal's params.
REFUSALS = {
    "deal-over": QT_TRANSLATE_NOOP("texts", "The deal is over."),
    "not-your-turn": QT_TRANSLATE_NOOP("texts", "It is not your turn."),
    "not-your-turn-play": QT_TRANSLATE_NOOP("texts", "It is not your turn to play."),
    "no-deal": QT_TRANSLATE_NOOP("texts", "No deal is running."),
    "bad-action": QT_TRANSLATE_NOOP("texts", "That is not an action of this game."),
    "card-not-in-hand": QT_TRANSLATE_NOOP("texts", "You do not hold {card}."),
    "not-in-hand": QT_TRANSLATE_NOOP("texts", "You do not hold {card}."),
    "must-follow": QT_TRANSLATE_NOOP("texts", "You must follow suit to the card led."),
    "must-trump": QT_TRANSLATE_NOOP("texts", "You have none of the suit led, so you must play a trump."),
    "must-beat": QT_TRANSLATE_NOOP("texts", "You must beat the card now winning the trick when you can."),
    "trump-seven": QT_TRANSLATE_NOOP("texts", "The trump seven may ruff only as your last trump."),
    # Écarté
    "exchange-over": QT_TRANSLATE_NOOP("texts", "The exchange is over: the cards are being played."),
    "play-before-exchange": QT_TRANSLATE_NOOP("texts", "No card may be played before the exchange is over."),
    "no-proposal": QT_TRANSLATE_NOOP("texts", "Cards may be discarded only after the dealer has accepted a proposal."),
    "propose-or-stand": QT_TRANSLATE_NOOP("texts", "The non-dealer must first propose an exchange or stand."),
    "accept-or-refuse": QT_TRANSLATE_NOOP("texts", "The dealer must accept or refuse the proposal."),
    "must-discard": QT_TRANSLATE_NOOP("texts", "You must lay cards down first."),
    "discard-more-than-talon": QT_TRANSLATE_NOOP("texts", "There are not that many cards left in the talon."),
    "discard-count": QT_TRANSLATE_NOOP("texts", "Exchange between {least} and {most} cards."),
    "king-turned-up": QT_TRANSLATE_NOOP("texts", "The trump king was turned up: it scored for the dealer."),
    "king-already-marked": QT_TRANSLATE_NOOP("texts", "The trump king has already been marked."),
    "king-not-held": QT_TRANSLATE_NOOP("texts", "You do not hold the trump king."),
    "king-too-early": QT_TRANSLATE_NOOP("texts", "The king is marked once the hand is final, after the exchange."),
    "king-too-late": QT_TRANSLATE_NOOP("texts", "Too late: the king must be marked before the opening lead."),
    # Ulti
    "must-bid": QT_TRANSLATE_NOOP("texts", "The forehand must bid: lay two cards down, then bid."),
    "must-bid-after-take": QT_TRANSLATE_NOOP("texts", "Whoever takes the talon must bid."),
    "must-take": QT_TRANSLATE_NOOP("texts", "Take the talon before you bid."),
    "already-taken": QT_TRANSLATE_NOOP("texts", "You already hold the talon: lay two cards down, then bid."),
    "bid-too-low": QT_TRANSLATE_NOOP("texts", "That bid does not beat the standing bid."),
    "no-higher-bid": QT_TRANSLATE_NOOP("texts", "No contract beats the standing bid."),
    "piros-raise": QT_TRANSLATE_NOOP("texts", "Without the talon you may only raise to the piros version."),
    "bidding-not-over": QT_TRANSLATE_NOOP("texts", "Cards are played after the bidding."),
    "red-must-be-bid": QT_TRANSLATE_NOOP("texts", "Red trump is named in the bid (piros …), not afterwards."),
    "must-name-trump": QT_TRANSLATE_NOOP("texts", "The declarer names trump before his first card."),
    "no-trump-to-name": QT_TRANSLATE_NOOP("texts", "This contract is played without trump."),
    "trump-named": QT_TRANSLATE_NOOP("texts", "Trump is already named."),
    "announce-too-late": QT_TRANSLATE_NOOP("texts", "20 and 40 are announced before one's first card."),
    "no-marriage": QT_TRANSLATE_NOOP("texts", "You need the king and the felső of that suit in your hand."),
    "announce-twice": QT_TRANSLATE_NOOP("texts", "That marriage is already announced."),
    "use-40": QT_TRANSLATE_NOOP("texts", "The trump marriage is a 40: announce 40."),
    "announce-forbidden": QT_TRANSLATE_NOOP("texts", "No 20 or 40 may be announced in this contract."),
    "announce-forbidden-betli": QT_TRANSLATE_NOOP("texts", "No 20 or 40 may be announced in a betli."),
    "announce-forbidden-durchmars": QT_TRANSLATE_NOOP("texts", "No 20 or 40 may be announced in a durchmars."),
    "announce-forbidden-20-100": QT_TRANSLATE_NOOP("texts", "In a 20-100 only one non-trump 20 counts."),
    "declarer-cannot-kontra": QT_TRANSLATE_NOOP("texts", "Only the defenders say kontra."),
    "kontra-too-late": QT_TRANSLATE_NOOP("texts", "Kontra is said before one's first card."),
    "no-such-part": QT_TRANSLATE_NOOP("texts", "That is not a part of the contract."),
    "already-kontra": QT_TRANSLATE_NOOP("texts", "That part is already kontra'd."),
    "use-csatlakozom": QT_TRANSLATE_NOOP("texts", "Say csatlakozom to join your partner's kontra."),
    "nothing-to-join": QT_TRANSLATE_NOOP("texts", "There is no kontra to join."),
    "rekontra-not-now": QT_TRANSLATE_NOOP("texts", "Rekontra is said only in answer to a kontra, before play goes on."),
    "not-kontrad": QT_TRANSLATE_NOOP("texts", "That part is not at the level this word raises."),
    "no-further-levels": QT_TRANSLATE_NOOP("texts", "These rules have kontra and rekontra only."),
    "wrong-kontra-level": QT_TRANSLATE_NOOP("texts", "It is not the time for that kontra word."),
    "kontra-pending": QT_TRANSLATE_NOOP("texts", "The trick stays on the table until the kontras are answered."),
    "give-up-too-late": QT_TRANSLATE_NOOP(
        "texts", "After the first card the declarer may concede only with the defenders' consent."
    ),
    "declarer-only": QT_TRANSLATE_NOOP("texts", "Only the declarer may do that."),
    "use-give-up": QT_TRANSLATE_NOOP("texts", "Before his first card the declarer gives up instead."),
    "concede-refused": QT_TRANSLATE_NOOP("texts", "The defenders refused the concession."),
    "concede-pending": QT_TRANSLATE_NOOP("texts", "The defenders must first accept or refuse the concession."),
    "nothing-to-answer": QT_TRANSLATE_NOOP("texts", "No concession has been proposed."),
    "not-now": QT_TRANSLATE_NOOP("texts", "That is not possible now."),
    # Tarokk
    "no-honour": QT_TRANSLATE_NOOP("texts", "Only a player holding an honour (XXI, skíz or pagát) may bid."),
    "bid-not-allowed": QT_TRANSLATE_NOOP("texts", "A bid must go higher than the standing one."),
    "jump-needs-invit": QT_TRANSLATE_NOOP(
        "texts", "A jump is an invit: it needs a high honour, five tarokks and the promised card."
    ),
    "must-hold": QT_TRANSLATE_NOOP("texts", "Without the XX and invit strength you must hold or go higher."),
    "cannot-hold": QT_TRANSLATE_NOOP("texts", "You may hold only once, a bid you have not made yourself."),
    "inviter-locked": QT_TRANSLATE_NOOP("texts", "An invit cannot be taken back: the inviter may only pass."),
    "take-too-many": QT_TRANSLATE_NOOP("texts", "That bid takes more talon cards than yours allows."),
    "cannot-annul": QT_TRANSLATE_NOOP("texts", "This hand cannot annul the deal."),
    "discard-forbidden": QT_TRANSLATE_NOOP(
        "texts", "Honours, kings, the XX and an invited tarokk may not be laid down."
    ),
    "call-invited": QT_TRANSLATE_NOOP("texts", "The invited tarokk must be called."),
    "call-self-only-xx": QT_TRANSLATE_NOOP("texts", "The declarer may call himself only with the XX."),
    "call-not-allowed": QT_TRANSLATE_NOOP("texts", "Call the XX, or, holding it, the highest tarokk you lack."),
    "call-own-discard": QT_TRANSLATE_NOOP("texts", "You cannot call a card you laid down."),
    "must-hivatalbol": QT_TRANSLATE_NOOP("texts", "You laid the called card down: you must say kontra ex officio."),
    "must-tarokk": QT_TRANSLATE_NOOP("texts", "You have none of the suit led, so you must play a tarokk."),
    "bound-card": QT_TRANSLATE_NOOP("texts", "That card is bound to its announced trick: keep it until then."),
    "count-must-identify": QT_TRANSLATE_NOOP(
        "texts", "Before the sides are known the tarokk count goes to the last speaker's side: say your kontra first."
    ),
    "bound-card-now": QT_TRANSLATE_NOOP("texts", "The announced figure's trick is now: play its card."),
}


NOTES = {
    "king-turn-up": QT_TRANSLATE_NOOP("texts", "turned up"),
    "king-declared": QT_TRANSLATE_NOOP("texts", "marked"),
    "king-auto": QT_TRANSLATE_NOOP("texts", "marked"),
    "tricks-3": QT_TRANSLATE_NOOP("texts", "3 tricks"),
    "tricks-4": QT_TRANSLATE_NOOP("texts", "4 tricks"),
    "tricks-5": QT_TRANSLATE_NOOP("texts", "5 tricks"),
}

KONTRA_WORDS = {
    1: "",
    2: "kontra",
    4: "rekontra",
    8: "szubkontra",
    16: "hirskontra",
    32: "mordkontra",
}

KONTRA_KINDS = ("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra", "csatlakozom")  # word + contract

SIMPLE_ACTIONS = {
    "propose": QT_TRANSLATE_NOOP("texts", "Propose an exchange"),
    "stand": QT_TRANSLATE_NOOP("texts", "Stand (play these cards)"),
    "accept": QT_TRANSLATE_NOOP("texts", "Accept"),
    "refuse": QT_TRANSLATE_NOOP("texts", "Refuse"),
    "king": QT_TRANSLATE_NOOP("texts", "Mark the king"),
    "take": QT_TRANSLATE_NOOP("texts", "Take the talon"),
    "pass": QT_TRANSLATE_NOOP("texts", "Pass"),
    "give-up": QT_TRANSLATE_NOOP("texts", "Give up"),
    "concede": QT_TRANSLATE_NOOP("texts", "Concede"),
    "discard": QT_TRANSLATE_NOOP("texts", "Keep all cards"),
}

SAID = {
    "propose": QT_TRANSLATE_NOOP("texts", "proposed"),
    "stand": QT_TRANSLATE_NOOP("texts", "stood"),
    "accept": QT_TRANSLATE_NOOP("texts", "accepted"),
    "refuse": QT_TRANSLATE_NOOP("texts", "refused"),
    "king": QT_TRANSLATE_NOOP("texts", "marked the king"),
    "take": QT_TRANSLATE_NOOP("texts", "took the talon"),
    "pass": QT_TRANSLATE_NOOP("texts", "passed"),
    "give-up": QT_TRANSLATE_NOOP("texts", "gave up"),
    "concede": QT_TRANSLATE_NOOP("texts", "conceded"),
}

PROMPTS = {
    "propose": QT_TRANSLATE_NOOP("texts", "Propose an exchange, or stand and play these cards?"),
    "respond": QT_TRANSLATE_NOOP("texts", "Your opponent proposes an exchange: accept or refuse?"),
    "discard": QT_TRANSLATE_NOOP("texts", "Select the cards to exchange, then press Discard."),
    "dealer-discard": QT_TRANSLATE_NOOP("texts", "Select the cards to exchange (or none), then press Discard."),
    "bidding": QT_TRANSLATE_NOOP("texts", "Your bid."),
    "ulti-discard": QT_TRANSLATE_NOOP("texts", "Select two cards for the talon, then press Lay the talon down."),
    "trump": QT_TRANSLATE_NOOP("texts", "Name the trump suit."),
    "play": QT_TRANSLATE_NOOP("texts", "Your turn: play a card."),
    "lead": QT_TRANSLATE_NOOP("texts", "Your lead: play a card."),
    "kontra": QT_TRANSLATE_NOOP("texts", "Raise the kontra, or pass."),
    "concede": QT_TRANSLATE_NOOP("texts", "The declarer concedes: accept or refuse?"),
}


def game_name(game: str) -> str:
    """The game's display name, from its registry record."""
    from cardtable.engine.registry import info

    try:
        return info(game).title(i18n.current())
    except ValueError:
        return game


def variant_name(variant: str, game: str = "") -> str:
    """The rule set's display name, from the game's registry record."""
    from cardtable.engine.registry import infos

    for record in infos():
        if game and record.name != game:
            continue
        for v in record.variants:
            if v.value == variant and v.label.en:
                return v.label(i18n.current())
    return variant


def phase_name(phase: str) -> str:
    """A phase name for the info box."""
    return _tr(PHASES[phase]) if phase in PHASES else phase


def deck_of(game: str) -> str:
    """The deck a game is played with (its registry record's)."""
    from cardtable.engine.registry import info

    try:
        return info(game).deck
    except ValueError:
        return "piquet32"


def card_name(game: str, code: str) -> str:
    """A card's name in the UI language, e.g. "zöld alsó" / "Leaves Under"."""
    deck = get_deck(deck_of(game))
    try:
        return deck.name_of(deck.card(code), i18n.current())
    except ValueError:
        return code


def suit_name(game: str, letter: str) -> str:
    """A suit's name in the UI language."""
    deck = get_deck(deck_of(game))
    if letter not in deck.suits:
        return letter
    i = deck.suits.index(letter)
    return (deck.suit_names_hu if i18n.current() == "hu" else deck.suit_names_en)[i]


SUIT_SIGNS = {"H": "♥", "D": "♦", "S": "♠", "C": "♣", "P": "♥", "T": "●", "Z": "♠", "M": "♣"}


def signed_suit(game: str, letter: str) -> str:
    """A suit's name with its sign, e.g. "♥ Hearts"."""
    return f"{SUIT_SIGNS.get(letter, '')} {suit_name(game, letter)}".strip()


def contract_name(text: str | None) -> str:
    """A contract's bid text as players write it ("piros 40-100 ulti", "terített betli")."""
    if not text:
        return ""
    words = []
    for w in text.split():
        w = {"4-asz": "4 ász", "szintelen": "színtelen", "teritett": "terített"}.get(w, w)
        w = w.replace("teritett-", "terített ").replace("szintelen-", "színtelen ")
        words.append(w)
    return " ".join(words)


def refusal_text(exc: IllegalAction, game: str, templates: dict[str, str]) -> str:
    """A refusal from ``templates`` (message key -> source text), its card named in ``game``'s deck."""
    template = templates.get(exc.key) or REFUSALS.get(exc.key)
    params = dict(exc.params)
    if "card" in params and game:
        params["card"] = ", ".join(card_name(game, c) for c in str(params["card"]).split())
    if template is None:
        text = exc.message
    else:
        text = _tr(template)
        with contextlib.suppress(KeyError, IndexError, ValueError):
            text = text.format(**params)
    if exc.rule:
        return _tr(QT_TRANSLATE_NOOP("texts", "{text} (rule {rule})")).format(
            text=text, rule=rule_words(game, exc.rule)
        )
    return text


def rule_words(game: str, rule: str) -> str:
    """A citation in the UI language, as the game's coach profile words it ("MAUSZ 6. § (3)")."""
    from cardtable.coach.profiles import coach_profile

    return coach_profile(game).rule_words(rule, i18n.current()) if game else rule


def part_name(part: str, parts: dict[str, str] | None = None) -> str:
    """A settlement part's name from ``parts`` (a game's part id -> source text), else the part as written."""
    if parts and part in parts:
        return _tr(parts[part])
    return contract_name(part)


def generic_action_label(game: str, action: Action) -> str:
    """The label most games share for an action (play, discard, bid, trump, announce, kontra…)."""
    kind, cards = action.kind, action.cards
    if kind in SIMPLE_ACTIONS and not cards and not action.arg:
        return _tr(SIMPLE_ACTIONS[kind])
    if kind == "discard" and len(cards) == 1:
        return _tr(QT_TRANSLATE_NOOP("texts", "Discard 1 card"))
    if kind == "discard":
        return _tr(QT_TRANSLATE_NOOP("texts", "Discard {n} cards")).format(n=len(cards))
    if kind == "play" and len(cards) == 1:
        return _tr(QT_TRANSLATE_NOOP("texts", "Play {card}")).format(
            card=card_name(game, action_codes(game, action)[0])
        )
    if kind == "bid":
        return _tr(QT_TRANSLATE_NOOP("texts", "Bid {contract}")).format(contract=contract_name(action.arg))
    if kind == "announce":
        figure, *suit = action.arg.split()  # "40", or "20" and the suit it names
        if figure == "40" and not suit:
            return _tr(QT_TRANSLATE_NOOP("texts", "Announce 40"))
        if len(suit) == 1:
            return _tr(QT_TRANSLATE_NOOP("texts", "Announce 20 in {suit}")).format(suit=suit_name(game, suit[0]))
    if kind in KONTRA_KINDS and action.arg and " " not in action.arg:
        return f"{kind.capitalize()} {contract_name(action.arg)}"
    return action.text


def generic_action_said(game: str, action: Action | None) -> str:
    """What most games' plates show after an action (``None``: a hidden exchange)."""
    if action is None:
        return _tr(QT_TRANSLATE_NOOP("texts", "exchanged cards"))
    kind = action.kind
    if kind in SAID and not action.cards and not action.arg:
        return _tr(SAID[kind])
    if kind == "discard":
        return _tr(QT_TRANSLATE_NOOP("texts", "exchanged {n}")).format(n=len(action.cards))
    if kind == "bid":
        return _tr(QT_TRANSLATE_NOOP("texts", "bid {contract}")).format(contract=contract_name(action.arg))
    if kind == "trump" and action.arg:
        return _tr(QT_TRANSLATE_NOOP("texts", "trump: {suit}")).format(suit=suit_name(game, action.arg))
    if kind == "announce" and action.arg:
        figure, *suit = action.arg.split()  # a 20 names its suit
        what = f"{figure} {suit_name(game, suit[0])}" if len(suit) == 1 else figure
        return _tr(QT_TRANSLATE_NOOP("texts", "announced {what}")).format(what=what)
    if kind in KONTRA_KINDS:
        return f"{kind} {contract_name(action.arg)}"
    if kind == "play":
        return ""
    return action.text


def generic_prompt(view) -> str:
    """The prompt most games share: the phase's question, or play a card."""
    kinds = {a.kind for a in view.legal_actions}
    if view.phase in PROMPTS and view.phase != "play":
        return _tr(PROMPTS[view.phase])
    if "play" in kinds:
        return _tr(PROMPTS["lead"]) if not view.trick else _tr(PROMPTS["play"])
    return ""
