"""The coach's words: message keys with English and Hungarian templates, one table.

The coach is pure Python (no Qt), so its texts cannot go through Qt Linguist;
this table is the translation. Game terms keep their Hungarian names in
English too (ulti, betli, durchmars, kontra…). ``say(key, lang, **params)``
fills a template; card codes in params are turned into card names by the caller.
"""

from __future__ import annotations

from typing import Any

from cardtable.cards.deck import Deck, get_deck
from cardtable.engine.protocol import Action

LANGS = ("en", "hu")

# key -> (English, Hungarian)
MESSAGES: dict[str, tuple[str, str]] = {
    # ---------------------------------------------------------- refusals (IllegalAction.key)
    "deal-over": ("The deal is over.", "A leosztásnak vége."),
    "not-your-turn": ("It is not your turn.", "Nem te következel."),
    "not-your-turn-play": ("It is not your turn to play.", "Nem te következel."),
    "bad-action": ("That is not an action of this game: {detail}", "Ez nem lépés ebben a játékban: {detail}"),
    "card-not-in-hand": ("You do not hold {card}.", "Nincs nálad: {card}."),
    "not-in-hand": ("You do not hold {card}.", "Nincs nálad: {card}."),
    "must-follow": (
        "You must follow suit to the card led ({led}).",
        "A hívott színt ({led}) kell adnod.",
    ),
    "must-trump": (
        "You have none of the suit led, so you must play a trump.",
        "A hívott színből nincs lapod, ezért adut kell tenned.",
    ),
    "must-beat": (
        "You must beat the card now winning the trick ({winner}) when you can, and {card} does not.",
        "Ha tudod, felül kell ütnöd az ütést most vivő lapot ({winner}), a(z) {card} pedig nem üti.",
    ),
    "trump-seven": (
        "The trump 7 may ruff only as your last trump: ruff with another trump.",
        "Az adu hetessel csak akkor lehet ütni, ha már nincs más adud: üss másik aduval.",
    ),
    "exchange-over": ("The exchange is over: the cards are being played.", "A csere véget ért, most a lejátszás megy."),
    "play-before-exchange": (
        "No card may be played before the exchange is over.",
        "A csere vége előtt nem lehet lapot kijátszani.",
    ),
    "no-proposal": (
        "Cards may be discarded only after the dealer has accepted a proposal.",
        "Lapot eldobni csak akkor lehet, ha az osztó elfogadta a proponálást.",
    ),
    "propose-or-stand": (
        "The non-dealer must first propose an exchange or stand.",
        "Az osztó ellenfelének előbb proponálnia kell, vagy csere nélkül játszania.",
    ),
    "accept-or-refuse": (
        "The dealer must accept or refuse the proposal.",
        "Az osztónak el kell fogadnia vagy vissza kell utasítania a proponálást.",
    ),
    "must-discard": ("You must lay cards down first.", "Előbb lapot kell lerakni."),
    "discard-more-than-talon": (
        "There are only {most} cards left in the talon: discard at most {most}.",
        "A talonban már csak {most} lap van: legfeljebb {most} lapot cserélhetsz.",
    ),
    "discard-count": ("Exchange between {least} and {most} cards.", "{least}–{most} lapot cserélhetsz."),
    "king-turned-up": (
        "The trump king was turned up: it scored for the dealer.",
        "Az adu király volt a felütött lap: az osztó kapta érte a pontot.",
    ),
    "king-already-marked": ("The trump king has already been marked.", "Az adu királyt már jelezték."),
    "king-not-held": ("You do not hold the trump king.", "Nincs nálad az adu király."),
    "king-too-early": (
        "The king is marked once the hand is final, after the exchange.",
        "A királyt a csere után, a végleges lapokkal lehet jelezni.",
    ),
    "king-too-late": (
        "Too late: the king must be marked before your first card.",
        "Túl késő: a királyt az első lapod előtt kell jelezni.",
    ),
    "must-bid": (
        "The forehand must bid: lay two cards down, then bid.",
        "Az előkéznek licitálnia kell: rakj le két lapot, aztán licitálj.",
    ),
    "must-bid-after-take": ("Whoever takes the talon must bid.", "Aki felveszi a talont, licitálni köteles."),
    "must-take": ("Take the talon before you bid.", "Licit előtt fel kell venni a talont."),
    "already-taken": (
        "You already hold the talon: lay two cards down, then bid.",
        "Már nálad a talon: rakj le két lapot, aztán licitálj.",
    ),
    "bid-too-low": ("{bid} does not beat the standing bid.", "A(z) {bid} nem erősebb az érvényes licitnél."),
    "no-higher-bid": ("No contract beats the standing bid.", "Nincs az érvényes licitnél magasabb vállalás."),
    "piros-raise": (
        "Without the talon you may only raise your bid to its piros version.",
        "Talon felvétele nélkül csak a licited piros változatára emelhetsz.",
    ),
    "bidding-not-over": ("The bidding is not over yet.", "A licit még nem ért véget."),
    "red-must-be-bid": (
        "Red trump is named in the bid (piros …), not afterwards.",
        "A piros adut a licitben kell bemondani (piros …), utólag nem.",
    ),
    "must-name-trump": (
        "The declarer names trump before his first card.",
        "A felvevő az első lapja előtt megnevezi az adut.",
    ),
    "no-trump-to-name": ("This contract is played without trump.", "Ez a játék adu nélküli."),
    "trump-named": ("Trump is already named.", "Az adu már meg van nevezve."),
    "announce-too-late": (
        "20 and 40 are announced before one's first card.",
        "A 20-at és a 40-et az első lap előtt kell bemondani.",
    ),
    "no-marriage": (
        "You need the king and the felső of that suit in your hand.",
        "Ehhez az adott szín királyának és felsőjének a kezedben kell lennie.",
    ),
    "announce-twice": ("That marriage is already announced.", "Ezt a 20-at/40-et már bemondtad."),
    "use-40": ("The trump marriage is a 40: announce 40.", "Az adu király-felső 40: a 40-et mondd be."),
    "announce-forbidden": (
        "No such announcement is allowed in this contract.",
        "Ebben a játékban ilyen bemondás nem tehető.",
    ),
    "declarer-cannot-kontra": ("Only the defenders say kontra.", "Kontrát csak a védők mondhatnak."),
    "kontra-too-late": (
        "Kontra comes right after the declarer's first card (4M: before your own first card).",
        "Kontrát a felvevő első lapja után lehet mondani (4M: a saját első lapod előtt).",
    ),
    "no-such-part": ("That is not a part of the contract.", "Ilyen vállalás nincs a licitben."),
    "already-kontra": ("That part is already kontra'd.", "Ezt a vállalást már megkontrázták."),
    "use-csatlakozom": (
        "Say 'csatlakozom' to join your partner's kontra.",
        "A társad kontrájához a „csatlakozom” szóval csatlakozhatsz.",
    ),
    "nothing-to-join": ("There is no kontra to join.", "Nincs kontra, amihez csatlakozni lehetne."),
    "rekontra-not-now": (
        "Rekontra answers the kontras before the first trick's second card (4M: before its cards are gathered).",
        "Rekontrát a kontrák után, az első ütés második lapja előtt lehet mondani (4M: a lapok eltétele előtt).",
    ),
    "not-kontrad": ("That part is not at the level this word raises.", "Ezt a vállalást nem erre a fokra kontrázták."),
    "no-further-levels": (
        "These rules have kontra and rekontra only.",
        "E szabály szerint csak kontra és rekontra van.",
    ),
    "wrong-kontra-level": ("It is not the time for that word now.", "Ezt a kontrafokot most nem mondhatod."),
    "kontra-pending": (
        "The trick stays on the table until the kontras are answered.",
        "Az ütés az asztalon marad, amíg a kontrákra nem feleltek.",
    ),
    "declarer-only": ("Only the declarer may do that.", "Ezt csak a felvevő teheti meg."),
    "give-up-too-late": (
        "After his first card the declarer may only concede, with the defenders' consent.",
        "Az első lapja után a felvevő csak a védők beleegyezésével adhatja fel a játékot.",
    ),
    "use-give-up": (
        "Before his first card the declarer gives up with 'give-up'.",
        "Az első lap előtt bedobással lehet feladni.",
    ),
    "concede-refused": ("The defenders refused the concession.", "A védők nem fogadták el a feladást."),
    "concede-pending": (
        "The defenders must first accept or refuse the concession.",
        "A védőknek előbb el kell fogadniuk vagy el kell utasítaniuk a feladást.",
    ),
    "nothing-to-answer": ("No concession has been proposed.", "Senki nem ajánlott feladást."),
    "not-now": ("That is not possible now.", "Ez most nem lehetséges."),
    "illegal": ("That is not allowed now.", "Ez most nem szabályos."),
    "legal": ("{action} is a legal move now.", "A(z) {action} most szabályos lépés."),
    "rule-cite": ("{text} (rule {rule})", "{text} (szabály: {rule})"),
    # ---------------------------------------------------------- hint reasons
    "r-forced": ("your only legal move", "ez az egyetlen szabályos lépésed"),
    "r-forced-rule": ("you must play it ({rule})", "ezt kell tenned ({rule})"),
    "r-wins-trick": ("wins the trick", "elviszed az ütést"),
    "r-loses-trick": ("gives the trick away", "elengeded az ütést"),
    "r-partner-wins": ("leaves the trick to your partner", "az ütést a társadnál hagyod"),
    "r-may-win": ("may win the trick", "elviheted az ütést"),
    "r-cheapest-winner": ("the cheapest card that wins", "a legkisebb lap, amely üt"),
    "r-dumps-low": ("throws away your lowest card", "a legkisebb lapodat dobod el"),
    "r-keeps-trump7": ("keeps your trump 7 for the ulti", "megtartod az adu hetest az ultihoz"),
    "r-keeps-trump": ("keeps your trumps", "megtartod az adukat"),
    "r-draws-trumps": ("draws trumps", "kihúzod az adukat"),
    "r-leads-trump": ("leads a trump", "adut hívsz"),
    "r-leads-master": (
        "leads the top card still out in its suit",
        "a színében ez a legerősebb lap, amely még nem ment ki",
    ),
    "r-leads-low": ("leads your lowest card of the suit", "a színből a legkisebb lapodat hívod"),
    "r-ruffs": ("ruffs", "aduval ütsz"),
    "r-gives-points": ("gives {points} card points away", "{points} pontot adsz oda"),
    "r-takes-points": ("takes {points} card points", "{points} pontot viszel el"),
    "r-keeps-ace": ("keeps the ace", "megtartod az ászt"),
    "r-last-trick": ("wins the last trick", "elviszed az utolsó ütést"),
    "r-ulti-home": ("brings the ulti home", "hazahozod az ultit"),
    "r-sure": ("a sure result: {value}", "biztos eredmény: {value}"),
    "r-best": ("the best choice here", "itt ez a legjobb"),
    "r-thumb": ("what the bots choose here by rule of thumb", "a gép ökölszabálya ezt választja"),
    "r-make-chance": ("about {pct}% to make it", "kb. {pct}% eséllyel teljesíted"),
    "r-kontra-chance": ("the kontra pays in about {pct}% of the deals", "a kontra kb. {pct}% eséllyel jön be"),
    "r-claim-chance": ("the claim pays in about {pct}% of the deals", "a foglalás kb. {pct}% eséllyel jön be"),
    "r-costs": ("costs about {loss} against the best", "a legjobbhoz képest kb. {loss} pontot veszítesz"),
    "r-mark-king": ("marks the trump king for 1 point", "jelzed az adu királyt: 1 pont"),
    "r-propose": ("asks for new cards", "új lapokat kérsz"),
    "r-equal": ("as good as the best", "ugyanolyan jó, mint a legjobb"),
    "r-stand": ("plays the hand as dealt", "csere nélkül játszol"),
    "r-stand-risk": (
        "playing without proposing risks 2 points if you take fewer than three tricks",
        "csere nélkül játszva 2 pontot kockáztatsz, ha háromnál kevesebbet ütsz",
    ),
    "r-accept": ("lets both of you exchange", "mindkettőtöknek cserét engedsz"),
    "r-refuse": ("keeps your hand", "megtartod a lapjaidat"),
    "r-refuse-risk": (
        "refusing the first proposal risks 2 points if you take fewer than three tricks",
        "az első proponálás elutasításával 2 pontot kockáztatsz, ha háromnál kevesebbet ütsz",
    ),
    "r-discard": ("discards {cards}, keeps {kept}", "eldobod: {cards}; megtartod: {kept}"),
    "r-discard-none": ("keeps every card", "minden lapot megtartasz"),
    "r-keeps-trumps-kings": ("keeps trumps and kings", "megtartod az adukat és a királyokat"),
    "r-bid-chance": (
        "{contract}: about {pct}% to make it on this hand",
        "{contract}: kb. {pct}% eséllyel teljesíted ezzel a lappal",
    ),
    "r-pass": ("lets the others bid", "átengeded a licitet"),
    "r-pass-declarer": (
        "ends the bidding: you play the standing bid",
        "lezárod a licitet: a mostani licitedet játszod",
    ),
    "r-take": ("takes the talon to bid higher", "felveszed a talont, hogy magasabbat licitálj"),
    "r-talon": ("lays down {cards}", "lerakod: {cards}"),
    "r-talon-points": (
        "lays down {cards}: {points} points go to the defenders",
        "lerakod: {cards}; {points} pont a védőké lesz",
    ),
    "r-trump": ("names {suit} trump: {n} trumps in your hand", "{suit} adu: {n} adud van"),
    "r-announce-20": ("announces the 20 in {suit}: 20 points", "bemondod a 20-at ({suit}): 20 pont"),
    "r-announce-40": ("announces the trump 40: 40 points", "bemondod az adu 40-et: 40 pont"),
    "r-kontra": ("doubles the stake", "duplázod a tétet"),
    "r-part-rate": (
        "the declarer makes {contract} in about {pct}% of the sampled deals",
        "a felvevő a minták kb. {pct}%-ában teljesíti: {contract}",
    ),
    "r-concede": (
        "offers to concede: every part then counts as lost",
        "feladást ajánlasz: minden vállalás bukottnak számít",
    ),
    "r-accept-concede": ("accepts the concession", "elfogadod a feladást"),
    "r-refuse-concede": ("plays the deal on", "tovább játszod a leosztást"),
    "r-no-kontra": ("no kontra", "nincs kontra"),
    "r-give-up": ("gives up before the first card", "az első lap előtt bedobod"),
    "r-value": ("expected {value} points", "várhatóan {value} pont"),
    "r-win-chance": ("about {pct}% to win the deal", "kb. {pct}% eséllyel nyered a leosztást"),
    # ---------------------------------------------------------- review and warnings
    "review-best": ("best move", "legjobb lépés"),
    "review-good": ("good move", "jó lépés"),
    "review-equal": ("as good as the best", "ugyanolyan jó, mint a legjobb"),
    "review-thumb": (
        "chosen by rule of thumb: the coach does not weigh it",
        "ökölszabály szerinti döntés: a gép nem számolja végig",
    ),
    "review-mistake": (
        "mistake: costs about {loss} points; better {best}",
        "hiba: kb. {loss} pontba kerül; jobb: {best}",
    ),
    "review-forced": ("forced", "kényszerlépés"),
    "review-summary": (
        "You lost {total} points to mistakes ({n} in all); the biggest was {action} {where}: about {loss} points"
        " (better: {best}).",
        "Hibákkal {total} pontot vesztettél ({n} hiba); a legnagyobb: {action} {where}, kb. {loss} pont"
        " (jobb lett volna: {best}).",
    ),
    "review-summary-clean": (
        "No mistakes: all {n} of your decisions were as good as the coach's, or nearly.",
        "Nem hibáztál: mind {art} {n} döntésed olyan jó volt, mint a tanácsadóé, vagy majdnem.",
    ),
    "review-summary-nothing": (
        "You had no real choice in this deal: every move was forced.",
        "Ebben a leosztásban nem volt valódi választásod: minden lépésed kényszerlépés volt.",
    ),
    "review-at-trick": ("in trick {n}", "{art} {n}. ütésben"),
    "review-before-play": ("before the first card", "az első lap előtt"),
    "warn-mistake": (
        "{action} looks like a mistake: about {loss} points worse than {best}.",
        "A(z) {action} hibának tűnik: kb. {loss} ponttal rosszabb, mint {best}.",
    ),
    "hint-over": ("The deal is over: there is nothing to hint.", "A leosztásnak vége, nincs mit tanácsolni."),
}


def say(key: str, lang: str = "en", **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in; an unknown key returns itself."""
    pair = MESSAGES.get(key)
    if pair is None:
        return key
    text = pair[1] if lang == "hu" else pair[0]
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


def deck_of(game: str) -> Deck:
    """The deck a game is played with (its registry record's)."""
    from cardtable.engine.registry import info

    return get_deck(info(game).deck)


def card_name(game: str, code: str, lang: str = "en") -> str:
    """The display name of a card code of ``game`` in ``lang`` (the code itself if unknown)."""
    try:
        deck = deck_of(game)
        return deck.name_of(deck.card(code), lang)
    except (KeyError, ValueError):
        return code


def card_list(game: str, codes: list[str], lang: str = "en") -> str:
    """Card names joined for a sentence."""
    return ", ".join(card_name(game, c, lang) for c in codes)


def suit_name(game: str, letter: str, lang: str = "en") -> str:
    """A suit's name from its letter."""
    try:
        deck = deck_of(game)
        i = deck.suits.index(letter)
    except (KeyError, ValueError):
        return letter
    return (deck.suit_names_hu if lang == "hu" else deck.suit_names_en)[i]


def contract_name(text: str) -> str:
    """A contract's display text: the Hungarian words with their accents (both languages use them)."""
    words = []
    for w in text.split():
        w = {"4-asz": "4 ász", "passz": "passz"}.get(w, w)
        w = w.replace("teritett-", "terített ").replace("szintelen-", "színtelen ")
        words.append(w)
    return " ".join(words)


# action words -> (English, Hungarian) labels
_WORDS: dict[str, tuple[str, str]] = {
    "propose": ("propose", "proponálás"),
    "stand": ("play without proposing", "csere nélkül játszom"),
    "accept": ("accept", "elfogadás"),
    "refuse": ("refuse", "visszautasítás"),
    "king": ("mark the king", "király jelzése"),
    "pass": ("pass", "passz"),
    "take": ("take the talon", "talon felvétele"),
    "give-up": ("give up", "feladás"),
    "concede": ("concede", "feladás"),
    "keep": ("keep every card", "minden lap marad"),
    "trump": ("trump", "adu"),
    "announce": ("announce", "bemondás"),
}


def action_codes(game: str, action: Action) -> list[str]:
    """The codes of the cards ``action`` names: its own words where it carries them (NJET numbers its cards
    by the table's deck), else by the game's deck."""
    if action.cards and action.arg:
        return action.arg.split()
    codes = deck_of(game).codes
    return [codes[c] for c in action.cards]


def action_label(game: str, action: Action, lang: str = "en") -> str:
    """A short display form of an action in ``lang`` (card names, contract names)."""
    from cardtable.coach.profiles import coach_profile
    from cardtable.words import area_of, moved, of

    if moved(area_of(game)):  # the game's words are in its phrasebook
        return of(game).action(action, "coach", lang)
    hu = lang == "hu"
    profile = coach_profile(game)
    own = profile.action_words(action, lang)
    if own is not None:
        return own
    verb, args = action.kind, action.arg.split()
    codes = action_codes(game, action)
    if verb == "play" and len(codes) == 1:
        return card_name(game, codes[0], lang)
    if verb == "discard":
        if not codes:
            return _WORDS["keep"][hu]
        return f"{profile.discard_word[hu]}: {card_list(game, codes, lang)}"
    if verb == "bid":
        return contract_name(action.arg)
    if verb == "trump" and len(args) == 1:
        return f"{_WORDS['trump'][hu]}: {suit_name(game, args[0], lang)}"
    if verb == "announce":
        if args[:1] == ["20"] and len(args) == 2:
            return f"{_WORDS['announce'][hu]}: 20 ({suit_name(game, args[1], lang)})"
        return f"{_WORDS['announce'][hu]}: " + action.arg
    if verb in _WORDS and not args and not codes:
        return _WORDS[verb][hu]
    if args and verb in ("kontra", "csatlakozom", "rekontra", "szubkontra", "hirskontra", "mordkontra"):
        return f"{verb} {contract_name(action.arg)}"
    if codes:  # card codes said by their names, never raw
        return f"{verb}: {card_list(game, codes, lang)}"
    return action.text
