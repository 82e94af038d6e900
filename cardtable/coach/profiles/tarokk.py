"""The coach for Tarokk: the bots' own worlds, and the BTE 2016 sections' anchors."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar

from cardtable.coach.profiles import tarokk_facts
from cardtable.coach.profiles.base import CoachProfile, Fact
from cardtable.engine.protocol import Action, View

if TYPE_CHECKING:
    from cardtable.coach.cardrules import CardRules
    from cardtable.coach.ranking import Ranking

# BTE 2016 section (chapter, clause) -> anchor; clause None = the whole chapter
BTE_SECTIONS = {
    (1, None): "top",
    (2, None): "settlement",
    (3, 1): "bidding",
    (3, 2): "hold",
    (3, None): "invit",
    (4, 1): "discard",
    (4, 2): "discard",
    (4, 3): "discard",
    (4, 4): "discard",
    (4, 5): "call",
    (4, 6): "call",
    (4, 7): "hivatalbol",
    (4, None): "talon",
    (5, None): "figures",
    (6, 1): "announcements",
    (6, 2): "attribution",
    (6, 3): "announcements",
    (6, 10): "scoring",
    (6, 11): "silent",
    (6, None): "restrictions",
    (7, 1): "annulment",
    (7, 2): "play",
    (7, 3): "figures",
    (7, None): "bound-cards",
    (8, None): "play",
}

# section of the rules digest -> anchor (older records cite it)
TAROKK_DIGEST = {
    0: "top",
    1: "deal",
    2: "cards",
    3: "deal",
    4: "bidding",
    5: "talon",
    6: "discard",
    7: "call",
    8: "announcements",
    9: "figures",
    10: "follow",
    11: "scoring",
}

# Tarokk's words for the coach (the table profile words them the same way): bids, figures, the call
BIDS = {"3": ("three", "három"), "2": ("two", "kettő"), "1": ("one", "egy"), "solo": ("solo", "szóló")}
TAKES = {"3": "3", "2": "2", "1": "1", "0": "solo"}
FIGURES = {
    "parti": ("parti", "parti"),
    "trull": ("trull", "tulétroá"),
    "negykiraly": ("four kings", "négykirály"),
    "dupla": ("dupla", "dupla"),
    "volat": ("volát", "volát"),
    "xxi-fogas": ("XXI catch", "XXI-fogás"),
    "centrum": ("centrum", "centrum"),
    "kismadar": ("kismadár", "kismadár"),
    "nagymadar": ("nagymadár", "nagymadár"),
    "pagat-ulti": ("pagát ulti", "pagát ulti"),
    "pagat-uhu": ("pagát uhu", "pagát uhu"),
    "sas-ulti": ("sas ulti", "sas ulti"),
    "sas-uhu": ("sas uhu", "sas uhu"),
    "8-tarokk": ("eight tarokks", "nyolc tarokk"),
    "9-tarokk": ("nine tarokks", "kilenc tarokk"),
}
KINGS = {"kiraly-ulti": ("king ulti", "király ulti"), "kiraly-uhu": ("king uhu", "király uhu")}
KING_SUITS = {"H": ("Hearts", "kőr"), "D": ("Diamonds", "káró"), "S": ("Spades", "pikk"), "C": ("Clubs", "treff")}
PLAIN = {
    "pass": ("pass", "passz"),
    "hold": ("hold", "tartom"),
    "annul": ("throw the deal in", "bedobom"),
    "hivatalbol-kontra": ("kontra ex officio", "hivatalból kontra"),
}
KONTRA_WORDS = ("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra")

# every refusal of the engine as a Tarokk player words it (BTE 2016); {need} and {card} come from the refusal
REFUSALS = {
    "not-your-turn": ("It is not your turn.", "Nem te következel."),
    "not-now": ("That is not possible now.", "Ezt most nem teheted."),
    "deal-over": ("The deal is over.", "A leosztásnak vége."),
    "no-honour": (
        "Only a player holding an honour (XXI, skíz or pagát) may bid.",
        "Csak honőrrel (XXI, skíz vagy pagát) licitálhatsz.",
    ),
    "bid-not-allowed": ("A bid must go higher than the standing one.", "Csak a mostaninál magasabbat licitálhatsz."),
    "jump-needs-invit": (
        "A jump is an invit: it needs a high honour, five tarokks and the promised card.",
        "Az ugrás invit: kell hozzá egy nagy honőr, öt tarokk és az ígért lap.",
    ),
    "must-hold": (
        "Without the XX and invit strength you must hold or go higher.",
        "XX és invitképes lap nélkül tartanod kell vagy feljebb menned.",
    ),
    "cannot-hold": (
        "You may hold only once, a bid you have not made yourself.",
        "Csak egyszer tarthatsz, és csak más licitjét.",
    ),
    "inviter-locked": (
        "An invit cannot be taken back: the inviter may only pass.",
        "Az invitet nem lehet visszavonni: az invitáló már csak passzolhat.",
    ),
    "raise-not-allowed": ("You cannot choose that game.", "Ezt a játékot nem választhatod."),
    "take-too-many": (
        "That game takes more talon cards than your bid allows.",
        "Ez a játék több talonlapot venne fel, mint amennyit a licited enged.",
    ),
    "cannot-annul": ("This hand cannot throw the deal in.", "Ilyen lapokkal nem dobhatod be."),
    "discard-count": ("Lay down exactly {need} cards.", "Pontosan {need} lapot fektess le."),
    "discard-forbidden": (
        "Honours, kings, the XX and an invited tarokk may not be laid down.",
        "Honőrt, királyt, a XX-ast és az invitált tarokkot nem fektetheted le.",
    ),
    "call-invited": ("The invited tarokk must be called.", "Az invitált tarokkot kell hívnod."),
    "call-self-only-xx": ("The declarer may call himself only with the XX.", "Magadat csak a XX-assal hívhatod."),
    "call-not-allowed": (
        "Call the XX, or, holding it, the highest tarokk you lack.",
        "A XX-ast hívd, vagy ha nálad van, a legmagasabb tarokkot, amely hiányzik.",
    ),
    "call-own-discard": ("You cannot call a card you laid down.", "Lefektetett lapot nem hívhatsz."),
    "must-hivatalbol": (
        "You laid the called card down: you must say kontra ex officio.",
        "A hívott lapot te fektetted le: hivatalból kontrát kell mondanod.",
    ),
    "figure-off": ("Sas figures are not played under these rules.", "Ezzel a szabállyal sas figura nincs."),
    "already-announced": ("That is already announced for your side.", "Ezt a ti oldalatok már bemondta."),
    "tarokk-count-wrong": ("You do not hold that many tarokks.", "Nincs pontosan ennyi tarokkod."),
    "must-identify": (
        "Before the sides are known a figure counts for the last speaker's side.",
        "Amíg az oldalak nem ismertek, a figura az utolsó bemondó oldalára számít.",
    ),
    "count-must-identify": (
        "Before the sides are known a tarokk count counts for the last speaker's side.",
        "Amíg az oldalak nem ismertek, a tarokkszám az utolsó bemondó oldalára számít.",
    ),
    "after-volat": (
        "No trull, four kings or dupla after volát.",
        "Volát után nem mondható tulétroá, négykirály vagy dupla.",
    ),
    "dupla-volat": (
        "Dupla and volát exclude each other under these rules.",
        "Ezzel a szabállyal a dupla és a volát kizárja egymást.",
    ),
    "ulti-to-uhu": ("An announced ulti may not be raised to uhu.", "Bemondott ultit nem lehet uhura emelni."),
    "one-figure-per-trick": (
        "A side makes only one figure per trick.",
        "Egy ütésre egy oldal csak egy figurát mondhat.",
    ),
    "tarokk-count-first": ("Declare your tarokk count first.", "Előbb a tarokkjaid számát kell bemondanod."),
    "trull-needs-high-honour": (
        "Trull only with the skíz or the XXI in hand.",
        "Tulétroát csak skízzel vagy XXI-essel mondhatsz.",
    ),
    "trull-first-round": (
        "The declarer's first-round trull shows both high honours (with three bidders the skíz).",
        "A felvevő első körös tulétroája mindkét nagy honőrt mutatja (három licitálónál a skízt).",
    ),
    "trull-inviter": (
        "The inviter's first-round trull needs two honours or the skíz.",
        "Az invitáló első körös tulétroájához két honőr vagy a skíz kell.",
    ),
    "not-announced": ("That is not announced by the side this word answers.", "Ezt a másik oldal nem mondta be."),
    "wrong-kontra-level": (
        "That item is not at the level this word raises.",
        "Ezt a vállalást nem erre a fokra kontrázták.",
    ),
    "kontra-max": ("The kontra chain ends at hirskontra.", "A kontralánc a hirskontránál véget ér."),
    "not-in-hand": ("You do not hold {card}.", "Nincs nálad: {card}."),
    "must-follow": ("You must follow suit.", "Színt kell adnod."),
    "must-tarokk": (
        "You have none of the suit led, so you must play a tarokk.",
        "Nincs a hívott színből: tarokkot kell adnod.",
    ),
    "bound-card": (
        "That card is bound to its announced trick: keep it until then.",
        "Ez lekötött lap: a figura ütése előtt nem játszhatod ki.",
    ),
    "bound-card-now": (
        "The announced figure's trick is now: play its card.",
        "Most kell kijátszanod a lekötött lapot.",
    ),
}


def figure_words(item: str, hu: bool) -> str:
    """A figure's (or the parti's, or a tarokk count's) name: "tulétroá", "kőr király ulti"."""
    if item in FIGURES:
        return FIGURES[item][hu]
    for key, words in KINGS.items():
        if item.startswith(key + "-") and item[-1] in KING_SUITS:
            return f"{KING_SUITS[item[-1]][hu]} {words[hu]}"
    return item


class TarokkCoach(CoachProfile):
    """Tarokk's coach: hints from the bots' values; card facts from the view's legal cards."""

    mistake_at = 1.0
    warn_at = 2.0
    refusal_words: ClassVar[dict[str, tuple[str, str]]] = REFUSALS
    discard_word = ("lay down", "fektetés")
    key_anchors: ClassVar[dict[str, str]] = {
        "not-your-turn": "deal",
        "not-now": "top",
        "deal-over": "scoring",
        "no-honour": "bidding",
        "bid-not-allowed": "bidding",
        "jump-needs-invit": "invit",
        "must-hold": "invit",
        "cannot-hold": "hold",
        "inviter-locked": "invit",
        "raise-not-allowed": "hold",
        "take-too-many": "hold",
        "cannot-annul": "annulment",
        "discard-count": "discard",
        "discard-forbidden": "discard",
        "call-invited": "call",
        "call-self-only-xx": "call",
        "call-not-allowed": "call",
        "call-own-discard": "call",
        "must-hivatalbol": "hivatalbol",
        "figure-off": "figures",
        "already-announced": "announcements",
        "tarokk-count-wrong": "announcements",
        "must-identify": "attribution",
        "count-must-identify": "attribution",
        "after-volat": "restrictions",
        "dupla-volat": "restrictions",
        "ulti-to-uhu": "restrictions",
        "one-figure-per-trick": "restrictions",
        "tarokk-count-first": "announcements",
        "trull-needs-high-honour": "restrictions",
        "trull-first-round": "restrictions",
        "trull-inviter": "restrictions",
        "not-announced": "kontra",
        "wrong-kontra-level": "kontra",
        "kontra-max": "kontra",
        "not-in-hand": "follow",
        "must-follow": "follow",
        "must-tarokk": "follow",
        "bound-card": "bound-cards",
        "bound-card-now": "bound-cards",
    }

    def action_words(self, action: Action, lang: str) -> str | None:
        """Bids, the game taken, the call, figures and kontras in Tarokk's words ("hívás: XX-as tarokk")."""
        from cardtable.coach.messages import action_codes, card_name

        hu = lang == "hu"
        verb, arg = action.kind, action.arg
        if verb in PLAIN and not arg:
            return PLAIN[verb][hu]
        if verb == "bid" and arg in BIDS:
            return BIDS[arg][hu]
        if verb == "take" and arg in TAKES:
            game = BIDS[TAKES[arg]][hu]
            return f"játék: {game}" if hu else f"play {game}"
        if verb == "call" and len(action.cards) == 1:
            card = card_name(self.game, action_codes(self.game, action)[0], lang)
            return f"hívás: {card}" if hu else f"call the {card}"
        if verb == "announce" and arg:
            figure = figure_words(arg, hu)
            return f"bemondás: {figure}" if hu else f"announce {figure}"
        if verb in KONTRA_WORDS and arg:
            return f"{verb} {figure_words(arg, hu)}"
        return None

    # reasons (the facts live in tarokk_facts.py) --------------------------------------------------------------
    counts_card_points = True  # the parti is decided by the card points (48 of 94)

    def card_rules(self, view: View) -> CardRules:
        """The engine's trick tables and card points (the view's legal cards cover the bound-card rule)."""
        from dataclasses import replace

        from cardtable.games.tarokk.tables import POINTS, TABLES

        return replace(super().card_rules(view), tables=TABLES, points=POINTS)

    def partner_takes(self, view: View, winner_seat: int) -> bool:
        me = tarokk_facts.my_side(view)
        return me is not None and tarokk_facts.side_of(view, winner_seat) == me

    def card_extra_facts(self, view: View, card: int, hand: int, trump: int | None) -> list[Fact]:
        return tarokk_facts.card_facts(view, card, hand)

    def reason_values(self, values: dict[str, Any], lang: str) -> dict[str, Any]:
        out = dict(values)
        if "figure" in out:
            out["figure"] = figure_words(str(out["figure"]), lang == "hu")
        if "bid" in out and str(out["bid"]) in BIDS:
            out["bid"] = BIDS[str(out["bid"])][lang == "hu"]
        return out

    def action_facts(self, view: View, action: Action, ranking: Ranking, n_cards: int) -> list[Fact] | None:
        own = tarokk_facts.action_facts(view, action)
        return None if own is None else own + list(ranking.facts.get(action, []))

    def rule_anchor(self, rule: str) -> str | None:
        m = re.search(r"§\s*(\d+)(?:\.(\d+))?", rule)
        if not m:
            return None
        major, minor = int(m.group(1)), int(m.group(2)) if m.group(2) else None
        if rule.lstrip().startswith("BTE"):
            return BTE_SECTIONS.get((major, minor)) or BTE_SECTIONS.get((major, None))
        return TAROKK_DIGEST.get(major)


COACH = TarokkCoach("tarokk")
