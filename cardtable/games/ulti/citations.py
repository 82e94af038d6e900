"""Which rule of each variant's source a refusal cites, by message key."""

from __future__ import annotations

import re

# MAUSZ 2017 tournament rules (seed 000), by section.
MAUSZ = {
    "not-your-turn": "MAUSZ §3(9)",
    "not-your-turn-play": "MAUSZ §6(2)",
    "must-bid": "MAUSZ §3(10)",
    "must-bid-after-take": "MAUSZ §3(5)",
    "must-discard": "MAUSZ §3(2)",
    "must-take": "MAUSZ §3(2)",
    "already-taken": "MAUSZ §3(2)",
    "bid-too-low": "MAUSZ §3(5)",
    "no-higher-bid": "MAUSZ §3(5)",
    "piros-raise": "MAUSZ §13(3) #2",
    "bidding-not-over": "MAUSZ §6(1)",
    "bidding-over": "MAUSZ §3(8)",
    "red-must-be-bid": "MAUSZ §3(4)",
    "must-name-trump": "MAUSZ §6(6)",
    "no-trump-to-name": "MAUSZ §6(6)",
    "trump-named": "MAUSZ §6(6)",
    "announce-too-late": "MAUSZ §6(7)",
    "announce-too-late-declarer": "MAUSZ §6(6)",
    "no-marriage": "MAUSZ §4(A)(2)c",
    "announce-twice": "MAUSZ §4(A)(2)c",
    "use-40": "MAUSZ §4(A)(2)c",
    "announce-forbidden": "MAUSZ §4(B)(2)",
    "announce-forbidden-betli": "MAUSZ §4(E)(1)",
    "announce-forbidden-durchmars": "MAUSZ §4(F)(4)",
    "announce-forbidden-20-100": "MAUSZ §13(3) #3",
    "announce-forbidden-40-100": "MAUSZ §4(B)(1)",
    "declarer-cannot-kontra": "MAUSZ §7(1)",
    "kontra-too-late": "MAUSZ §7(1)",
    "no-such-part": "MAUSZ §7(2)",
    "already-kontra": "MAUSZ §7(4)",
    "use-csatlakozom": "MAUSZ §7(5)",
    "nothing-to-join": "MAUSZ §7(5)",
    "nothing-to-join-pair": "MAUSZ §7(4)",
    "rekontra-not-now": "MAUSZ §7(6)",
    "not-kontrad": "MAUSZ §7(6)",
    "no-further-levels": "MAUSZ §7(7)",
    "wrong-kontra-level": "MAUSZ §7(6)",
    "kontra-pending": "MAUSZ §6(7)",
    "give-up-too-late": "MAUSZ §6(9)",
    "use-give-up": "MAUSZ §6(9)",
    "concede-refused": "MAUSZ §6(9)",
    "concede-pending": "MAUSZ §6(9)",
    "nothing-to-answer": "MAUSZ §6(9)",
    "not-in-hand": "MAUSZ §6(3)",
    "must-follow": "MAUSZ §6(3)",
    "must-trump": "MAUSZ §6(3)",
    "must-beat": "MAUSZ §6(4)",
    "trump-seven": "MAUSZ §4(D)(4)",
    "deal-over": "MAUSZ §8(1)",
    "not-now": "MAUSZ §6",
}

# The 4M house rules (seed 004, "Az ulti szabályai (Módosított 4M standard)") number no sections: a refusal cites
# the passage of the seed by the topic it treats, named the seed's own way; the citation is worded per language
# when it is shown (``shown``). key -> section id of FOUR_M_SECTIONS.
FOUR_M = {
    "not-your-turn": "4M: order",
    "not-your-turn-play": "4M: order",
    "must-bid": "4M: bidding",
    "must-bid-after-take": "4M: bidding",
    "must-discard": "4M: bidding",
    "must-take": "4M: bidding",
    "already-taken": "4M: bidding",
    "bid-too-low": "4M: outbidding",
    "no-higher-bid": "4M: outbidding",
    "piros-raise": "4M: bidding",
    "bidding-not-over": "4M: declarer",
    "bidding-over": "4M: bidding",
    "red-must-be-bid": "4M: red trump",
    "must-name-trump": "4M: declarer",
    "no-trump-to-name": "4M: contracts",
    "trump-named": "4M: declarer",
    "announce-too-late": "4M: declarer",
    "announce-too-late-declarer": "4M: declarer",
    "no-marriage": "4M: declarer",
    "announce-twice": "4M: declarer",
    "use-40": "4M: declarer",
    "announce-forbidden": "4M: contracts",
    "announce-forbidden-betli": "4M: contracts",
    "announce-forbidden-durchmars": "4M: contracts",
    "announce-forbidden-20-100": "4M: 20-100",
    "announce-forbidden-40-100": "4M: 40-100",
    "declarer-cannot-kontra": "4M: kontra",
    "kontra-too-late": "4M: kontra",
    "no-such-part": "4M: kontra",
    "already-kontra": "4M: kontra",
    "use-csatlakozom": "4M: kontra",
    "nothing-to-join": "4M: kontra",
    "nothing-to-join-pair": "4M: kontra",
    "rekontra-not-now": "4M: rekontra",
    "not-kontrad": "4M: rekontra",
    "no-further-levels": "4M: rekontra",
    "wrong-kontra-level": "4M: rekontra",
    "kontra-pending": "4M: tricks",
    "give-up-too-late": "4M: throwing in",
    "use-give-up": "4M: throwing in",
    "concede-refused": "4M: throwing in",
    "concede-pending": "4M: throwing in",
    "nothing-to-answer": "4M: throwing in",
    "not-in-hand": "4M: which card",
    "must-follow": "4M: which card",
    "must-trump": "4M: which card",
    "must-beat": "4M: which card",
    "trump-seven": "4M: which card",
    "deal-over": "4M: tricks",
    "not-now": "4M: tricks",
}

# 4M section id -> (English, Hungarian) name of the seed's passage, in the seed's order
FOUR_M_SECTIONS = {
    "4M: order": ("4M, direction of play", "4M, a játék iránya"),
    "4M: bidding": ("4M, bidding and the talon", "4M, licitálás és talon"),
    "4M: outbidding": ("4M, outbidding", "4M, felüllicitálás"),
    "4M: red trump": ("4M, red trump in the bid", "4M, piros adu a licitben"),
    "4M: declarer": ("4M, the declarer's trump and 20/40", "4M, a felvevő adua és a 20/40 bemondása"),
    "4M: kontra": ("4M, kontra", "4M, kontra"),
    "4M: rekontra": ("4M, rekontra and further kontras", "4M, rekontra és további kontrák"),
    "4M: tricks": ("4M, the tricks", "4M, az ütések"),
    "4M: which card": ("4M, which card may be played", "4M, milyen lapot kell tenni"),
    "4M: contracts": ("4M, the games", "4M, a játékok"),
    "4M: 40-100": ("4M, the 40-100: the trump F and K in hand", "4M, a 40-100: adu F és K a kézben"),
    "4M: 20-100": ("4M, the 20-100: a non-trump F and K in hand", "4M, a 20-100: nem adu F és K a kézben"),
    "4M: throwing in": ("4M, throwing the hand in", "4M, bedobás"),
}

_MAUSZ = re.compile(r"MAUSZ §(\d+)((?:\([0-9A-Z]+\))*)([a-z]?)(?: #(\d+))?")


def _mausz_form(m: re.Match[str]) -> str:
    """ "MAUSZ §4(A)(2)c" as the rulebook writes it: "MAUSZ 4. § A) (2) c)"."""
    out = f"MAUSZ {m.group(1)}. §"
    for part in re.findall(r"\(([0-9A-Z]+)\)", m.group(2)):
        out += f" {part})" if part.isalpha() else f" ({part})"
    if m.group(3):
        out += f" {m.group(3)})"
    if m.group(4):
        out += f" {m.group(4)}."
    return out


def shown(rule: str, lang: str) -> str:
    """A citation as the player reads it in ``lang``: MAUSZ by paragraph ("MAUSZ 6. § (3)", one form in both
    languages), 4M by the seed passage's name in that language."""
    if rule in FOUR_M_SECTIONS:
        return FOUR_M_SECTIONS[rule][1 if lang == "hu" else 0]
    return _MAUSZ.sub(_mausz_form, rule)


_BY_VARIANT = {"mausz": MAUSZ, "4m": FOUR_M}


def rule(variant: str, key: str) -> str:
    """The rule that a refusal with ``key`` cites in ``variant``."""
    table = _BY_VARIANT[variant]
    return table.get(key) or table["not-now"]
