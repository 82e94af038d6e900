"""Ulti contracts: every biddable bid of both rule sets, its parts, values and rank.

Two rule sets, one table each, computed once at import:

* ``"mausz"`` — the 54 contracts of the MAUSZ 2017 bid table (§3(5)), with
  the table row, the ladder rank (rows sharing a rank cannot beat each other,
  except row 29 beats row 28) and the component values of §4–§5.
* ``"4m"`` — the modified 4M standard: parts passz 1, 40-100 4, ulti 4,
  betli 5, durchmars 7, 20-100 8; ``piros`` doubles every part except the
  re-/terített grades; a bid beats another with a higher total, or an equal
  total made of fewer parts. There is no 4 ász and no rank table.

Canonical bid texts are ASCII, lower case, words in the order
``[piros] [40-100|20-100] [ulti] [4-asz] [betli or durchmars grade]``, or
``passz`` / ``piros passz``. The parti that rides along with a lone ulti, a
lone 4 ász or ulti + 4 ász is never written but is a part (id ``"parti"``).

How the two rule sets spell the betli and durchmars grades (the same word
means different things):

* MAUSZ: ``betli`` 5, ``rebetli`` 10 (= "piros betli", which is read as
  rebetli), ``teritett-betli`` 20 (every hand opens). ``durchmars`` 6 and
  ``teritett-durchmars`` 12 are trump games (``piros …`` doubles them);
  ``szintelen-durchmars`` 6, ``redurchmars`` 12 and
  ``szintelen-teritett-durchmars`` 24 are no-trump. Only the terített grades
  open the declarer's hand.
* 4M: ``betli`` 5, ``piros betli`` 10 (a contract of its own, no trump),
  ``rebetli`` 20 (= terített betli; "teritett-betli" and "piros rebetli" are
  read as rebetli). ``durchmars`` 7, ``piros durchmars`` 14, ``redurchmars``
  28 (= terített durchmars, never doubled). The re-/terített grades open the
  declarer's hand after trick 1. A durchmars has a trump only when combined
  with something, so ``piros redurchmars`` alone is read as ``redurchmars``;
  the source's own example ``piros redurchmars ulti`` is canonically
  ``piros ulti redurchmars`` = 4·7 + 2·4 = 36.

``parse_contract`` also reads the usual spoken forms: accents, "40/100",
"4 ász", "durchmarsch", "terített durchmars", "szín nélküli", "ultimó",
"parti"/"játék" for passz, "+" or dashes between parts, any word order.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

VARIANTS = ("mausz", "4m")

HUNDREDS = ("40-100", "20-100")
BETLI_GRADES = ("betli", "rebetli", "teritett-betli")
TRUMP_DURCHMARS = ("durchmars", "teritett-durchmars")
NOTRUMP_DURCHMARS = ("szintelen-durchmars", "redurchmars", "szintelen-teritett-durchmars")
DURCHMARS_GRADES = TRUMP_DURCHMARS + NOTRUMP_DURCHMARS
PART_IDS = ("parti", "40-100", "20-100", "ulti", "4-asz", *BETLI_GRADES, *DURCHMARS_GRADES)

# Base values of the parts (not piros) and which parts piros doubles.
_VALUES = {
    "mausz": {
        "parti": 1,
        "40-100": 4,
        "20-100": 8,
        "ulti": 4,
        "4-asz": 4,
        "betli": 5,
        "rebetli": 10,
        "teritett-betli": 20,
        "durchmars": 6,
        "teritett-durchmars": 12,
        "szintelen-durchmars": 6,
        "redurchmars": 12,
        "szintelen-teritett-durchmars": 24,
    },
    "4m": {
        "parti": 1,
        "40-100": 4,
        "20-100": 8,
        "ulti": 4,
        "betli": 5,
        "rebetli": 20,
        "durchmars": 7,
        "redurchmars": 28,
    },
}
_PIROS_DOUBLES = {
    "mausz": frozenset({"parti", "40-100", "20-100", "ulti", "4-asz", "durchmars", "teritett-durchmars"}),
    "4m": frozenset({"parti", "40-100", "20-100", "ulti", "betli", "durchmars"}),
}
# Part order inside a canonical bid text.
_ORDER = {p: i for i, p in enumerate(("40-100", "20-100", "ulti", "4-asz", *BETLI_GRADES, *DURCHMARS_GRADES))}


@dataclass(frozen=True)
class Contract:
    """A biddable contract of one rule set; equal when variant and text are equal.

    ``piros`` means the bid says "piros": the trump is red in trump games
    (and in 4M a lone piros betli / durchmars is merely worth double).
    """

    text: str
    variant: str
    piros: bool = field(compare=False)
    parts: tuple[str, ...] = field(compare=False)
    values: dict[str, int] = field(compare=False, hash=False)
    total: int = field(compare=False)
    rank: int | None = field(compare=False)
    row: int | None = field(compare=False)
    trump_game: bool = field(compare=False)
    open_declarer: bool = field(compare=False)
    open_all: bool = field(compare=False)
    marriages: str = field(compare=False)
    individual_kontra: frozenset[str] = field(compare=False)
    is_betli: bool = field(compare=False)
    is_durchmars: bool = field(compare=False)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Contract({self.text!r}, {self.variant!r})"

    @property
    def has_parti(self) -> bool:
        """True if a parti is played (announcements of 20/40 allowed, talon counts)."""
        return "parti" in self.parts

    @property
    def has_ulti(self) -> bool:
        """True if ulti is bid."""
        return "ulti" in self.parts

    @property
    def grade(self) -> str | None:
        """The betli or durchmars grade part, or None."""
        for p in self.parts:
            if p in BETLI_GRADES or p in DURCHMARS_GRADES:
                return p
        return None

    @property
    def explicit_parts(self) -> tuple[str, ...]:
        """The parts named in the bid text (without a riding parti)."""
        return tuple(p for p in self.parts if p != "parti")


def _text(piros: bool, explicit: tuple[str, ...]) -> str:
    words = sorted(explicit, key=_ORDER.__getitem__) if explicit else ["passz"]
    return " ".join((["piros"] if piros else []) + list(words))


def _make(
    variant: str, piros: bool, explicit: tuple[str, ...], rank: int | None = None, row: int | None = None
) -> Contract:
    """Build a contract from its named parts; the riding parti and the flags follow from the rules."""
    explicit = tuple(sorted(explicit, key=_ORDER.__getitem__))
    names = set(explicit)
    grade = next((p for p in explicit if p in BETLI_GRADES or p in DURCHMARS_GRADES), None)
    is_betli = grade in BETLI_GRADES
    is_durchmars = grade in DURCHMARS_GRADES
    if variant == "mausz":
        has_parti = names <= {"ulti", "4-asz"}  # §4(C)(1), §4(D)(2), §5(1)b
        notrump = is_betli or grade in NOTRUMP_DURCHMARS
        open_declarer = grade in ("teritett-betli", "teritett-durchmars", "szintelen-teritett-durchmars")
        open_all = grade == "teritett-betli"  # §4(E)(2)c: every hand opens
        individual = frozenset(p for p in explicit if p in BETLI_GRADES or p in NOTRUMP_DURCHMARS)  # §7(5)
    else:
        has_parti = names <= {"ulti"}  # 4M: passz only alone or with a lone ulti
        notrump = is_betli or (is_durchmars and len(explicit) == 1)  # lone durchmars: no trump, even piros
        open_declarer = grade in ("rebetli", "redurchmars")
        open_all = False
        individual = frozenset(p for p in explicit if is_betli or p in DURCHMARS_GRADES)
    parts = explicit + (("parti",) if has_parti else ())
    base, doubles = _VALUES[variant], _PIROS_DOUBLES[variant]
    values = {p: base[p] * (2 if piros and p in doubles else 1) for p in parts}
    if has_parti:
        marriages = "all"
    elif variant == "4m":
        marriages = "none"  # 4M: a 40-100 / 20-100 is won by holding the pair; announcing is irregular
    elif "40-100" in names:
        marriages = "trump40"
    elif "20-100" in names:
        marriages = "one20"
    else:
        marriages = "none"
    return Contract(
        text=_text(piros, explicit),
        variant=variant,
        piros=piros,
        parts=parts,
        values=values,
        total=sum(values.values()),
        rank=rank,
        row=row,
        trump_game=not notrump,
        open_declarer=open_declarer,
        open_all=open_all,
        marriages=marriages,
        individual_kontra=individual,
        is_betli=is_betli,
        is_durchmars=is_durchmars,
    )


# The MAUSZ bid table (§3(5)): (row, rank, text, total), exactly as the digest prints it.
MAUSZ_TABLE: tuple[tuple[int, int, str, int], ...] = (
    (1, 1, "passz", 1),
    (2, 2, "piros passz", 2),
    (3, 3, "40-100", 4),
    (4, 4, "4-asz", 5),
    (5, 5, "ulti", 5),
    (6, 6, "betli", 5),
    (7, 7, "durchmars", 6),
    (8, 7, "szintelen-durchmars", 6),
    (9, 8, "40-100 4-asz", 8),
    (10, 9, "40-100 ulti", 8),
    (11, 10, "20-100", 8),
    (12, 10, "piros 40-100", 8),
    (13, 11, "ulti 4-asz", 9),
    (14, 12, "piros 4-asz", 10),
    (15, 13, "piros ulti", 10),
    (16, 14, "40-100 durchmars", 10),
    (17, 14, "ulti durchmars", 10),
    (18, 15, "rebetli", 10),
    (19, 16, "40-100 ulti 4-asz", 12),
    (20, 17, "20-100 4-asz", 12),
    (21, 18, "20-100 ulti", 12),
    (22, 19, "teritett-durchmars", 12),
    (23, 19, "redurchmars", 12),
    (24, 19, "piros durchmars", 12),
    (25, 20, "40-100 ulti durchmars", 14),
    (26, 21, "20-100 durchmars", 14),
    (27, 22, "20-100 ulti 4-asz", 16),
    (28, 23, "piros 40-100 4-asz", 16),
    (29, 23, "piros 40-100 ulti", 16),
    (30, 23, "40-100 teritett-durchmars", 16),
    (31, 23, "ulti teritett-durchmars", 16),
    (32, 24, "piros 20-100", 16),
    (33, 25, "20-100 ulti durchmars", 18),
    (34, 26, "piros ulti 4-asz", 18),
    (35, 27, "40-100 ulti teritett-durchmars", 20),
    (36, 28, "20-100 teritett-durchmars", 20),
    (37, 28, "piros 40-100 durchmars", 20),
    (38, 28, "piros ulti durchmars", 20),
    (39, 29, "teritett-betli", 20),
    (40, 30, "20-100 ulti teritett-durchmars", 24),
    (41, 30, "piros 40-100 ulti 4-asz", 24),
    (42, 31, "piros 20-100 4-asz", 24),
    (43, 32, "piros 20-100 ulti", 24),
    (44, 33, "piros teritett-durchmars", 24),
    (45, 33, "szintelen-teritett-durchmars", 24),
    (46, 34, "piros 40-100 ulti durchmars", 28),
    (47, 35, "piros 20-100 durchmars", 28),
    (48, 36, "piros 20-100 ulti 4-asz", 32),
    (49, 37, "piros 40-100 teritett-durchmars", 32),
    (50, 37, "piros ulti teritett-durchmars", 32),
    (51, 38, "piros 20-100 ulti durchmars", 36),
    (52, 39, "piros 40-100 ulti teritett-durchmars", 40),
    (53, 40, "piros 20-100 teritett-durchmars", 40),
    (54, 41, "piros 20-100 ulti teritett-durchmars", 48),
)


def _mausz_contracts() -> list[Contract]:
    out = []
    for row, rank, text, total in MAUSZ_TABLE:
        words = text.split()
        piros = words[0] == "piros"
        explicit = tuple(w for w in words if w not in ("piros", "passz"))
        c = _make("mausz", piros, explicit, rank, row)
        # The table is data; the component values must reproduce it (a typo in either shows here).
        assert c.text == text and c.total == total, (text, c.text, c.total, total)
        out.append(c)
    return out


def _4m_contracts() -> list[Contract]:
    found: list[Contract] = []
    seen: set[str] = set()
    for piros in (False, True):
        for hundred in (None, *HUNDREDS):
            for ulti in (False, True):
                for grade in (None, "durchmars", "redurchmars"):
                    explicit = tuple(p for p in (hundred, "ulti" if ulti else None, grade) if p)
                    if piros and explicit == ("redurchmars",):
                        continue  # = redurchmars: the re- grade is never doubled and has no trump alone
                    found.append(_make("4m", piros, explicit))
        found.append(_make("4m", piros, ("betli",)))
    found.append(_make("4m", False, ("rebetli",)))  # piros rebetli is the same contract
    out = []
    for c in found:
        assert c.text not in seen, c.text
        seen.add(c.text)
        out.append(c)
    # Lowest first: by total, then more parts first (fewer parts beat), then a fixed order.
    return sorted(out, key=lambda c: (c.total, -len(c.parts)))


_CONTRACTS: dict[str, list[Contract]] = {"mausz": _mausz_contracts(), "4m": _4m_contracts()}
_BY_TEXT: dict[str, dict[str, Contract]] = {v: {c.text: c for c in cs} for v, cs in _CONTRACTS.items()}
_BY_KEY: dict[str, dict[tuple[bool, frozenset[str]], Contract]] = {
    v: {(c.piros, frozenset(c.explicit_parts)): c for c in cs} for v, cs in _CONTRACTS.items()
}
# Spoken forms that name another contract of the table: (piros, named parts) -> contract text.
_ALIASES = {
    "mausz": {(True, frozenset({"betli"})): "rebetli"},  # §4(E)(2)b: rebetli (piros betli)
    "4m": {
        (True, frozenset({"rebetli"})): "rebetli",  # "a piros rebetli egyszerűen azonos a rebetlivel"
        (True, frozenset({"redurchmars"})): "redurchmars",
    },
}
# Word-level aliases per variant, applied to the tokens after normalising.
_TOKEN_ALIASES = {
    "mausz": {},
    "4m": {"teritett-betli": "rebetli", "teritett-durchmars": "redurchmars"},
}
_KNOWN_TOKENS = frozenset({"piros", "passz", *PART_IDS})


def _check_variant(variant: str) -> None:
    if variant not in VARIANTS:
        raise ValueError(f"unknown Ulti variant {variant!r}; known: {', '.join(VARIANTS)}")


def all_contracts(variant: str = "mausz") -> list[Contract]:
    """Every biddable contract of ``variant``, lowest first."""
    _check_variant(variant)
    return list(_CONTRACTS[variant])


def _fold(text: str) -> str:
    """Lower case, accents removed, spoken spellings reduced to the canonical words."""
    s = unicodedata.normalize("NFKD", text.lower())
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    s = re.sub(r"[+,;—–]", " ", s)
    s = s.replace("/", "-").replace("durchmarsch", "durchmars").replace("szin nelkuli", "szintelen")
    s = re.sub(r"\b(4|negy)[\s-]*asz\b", "4-asz", s)
    s = re.sub(r"\bultimo\b", "ulti", s)
    s = re.sub(r"\b(parti|jatek)\b", "passz", s)
    s = re.sub(r"\bforintos\b", "piros", s)
    s = re.sub(r"\b(teritett|szintelen)[\s-]+", r"\1-", s)
    s = re.sub(r"\b(teritett|szintelen)[\s-]+", r"\1-", s)  # "szintelen teritett durchmars"
    return s


def _tokens(s: str) -> list[str]:
    """Split folded text into known words; unknown hyphenated runs are split greedily."""
    out: list[str] = []
    for word in s.split():
        if word in _KNOWN_TOKENS:
            out.append(word)
            continue
        pieces = word.split("-")
        i = 0
        while i < len(pieces):
            for j in range(len(pieces), i, -1):
                cand = "-".join(pieces[i:j])
                if cand in _KNOWN_TOKENS:
                    out.append(cand)
                    i = j
                    break
            else:
                raise ValueError(f"unknown word {word!r}")
    return out


def parse_contract(text: str, variant: str = "mausz") -> Contract:
    """The contract ``text`` names in ``variant``; ValueError with a clear message if none."""
    _check_variant(variant)
    if not isinstance(text, str) or not text.strip():
        raise ValueError("empty contract: say e.g. 'passz', 'ulti' or 'piros 40-100 ulti'")
    exact = _BY_TEXT[variant].get(text)
    if exact is not None:
        return exact
    try:
        words = [_TOKEN_ALIASES[variant].get(w, w) for w in _tokens(_fold(text))]
    except ValueError as e:
        raise ValueError(f"not an Ulti contract ({variant}): {text!r}: {e}") from None
    piros = words.count("piros") > 0
    named = [w for w in words if w not in ("piros", "passz")]
    if words.count("piros") > 1 or len(set(named)) != len(named):
        raise ValueError(f"not an Ulti contract ({variant}): {text!r} names a part twice")
    key = (piros, frozenset(named))
    c = _BY_KEY[variant].get(key)
    if c is None and key in _ALIASES[variant]:
        c = _BY_TEXT[variant][_ALIASES[variant][key]]
    if c is None:
        raise ValueError(f"not an Ulti contract ({variant}): {text!r} is not a combination the {variant} rules allow")
    if "passz" in words and not c.has_parti:
        raise ValueError(f"not an Ulti contract ({variant}): {text!r}: {c.text} has no parti (passz)")
    return c


def beats(new: Contract, cur: Contract) -> bool:
    """True if bidding ``new`` over the standing bid ``cur`` is allowed (§3(5); 4M)."""
    if new.variant != cur.variant:
        raise ValueError(f"cannot compare a {new.variant} contract with a {cur.variant} one")
    if new.total != cur.total:
        return new.total > cur.total
    if len(new.parts) != len(cur.parts):
        return len(new.parts) < len(cur.parts)
    if new.variant == "4m":
        return False  # equal total and parts: neither beats (20-100 vs piros 40-100)
    assert new.rank is not None and cur.rank is not None
    if new.rank != cur.rank:
        return new.rank > cur.rank
    return new.row == 29 and cur.row == 28  # "piros 40/100 + ulti /a fentinél erősebb/"


def piros_version(c: Contract) -> Contract | None:
    """The same contract said in red (the piros raise of the renonsz table (3)#2), or None."""
    if c.piros:
        return None
    if c.variant == "mausz" and c.parts == ("betli",):
        return _BY_TEXT["mausz"]["rebetli"]
    key = (True, frozenset(c.explicit_parts))
    target = _BY_KEY[c.variant].get(key)
    if target is None or not beats(target, c):
        return None
    return target


def family(c: Contract) -> tuple[str, ...]:
    """The name of a contract without piros and without the grade of its betli/durchmars (§3(4))."""
    out = []
    for p in c.explicit_parts:
        if p in BETLI_GRADES:
            out.append("betli")
        elif p in DURCHMARS_GRADES:
            trumpless = p in NOTRUMP_DURCHMARS or (c.variant == "4m" and not c.trump_game)
            out.append("szintelen-durchmars" if trumpless and c.variant == "mausz" else "durchmars")
        else:
            out.append(p)
    return tuple(sorted(out, key=_ORDER.__getitem__)) or ("passz",)


def shorthand(name: str, cur: Contract) -> Contract | None:
    """§3(4): the lowest contract called ``name`` (any colour or grade) that beats ``cur``, or None."""
    want = family(parse_contract(name, cur.variant))
    for c in _CONTRACTS[cur.variant]:
        if family(c) == want and beats(c, cur):
            return c
    return None
