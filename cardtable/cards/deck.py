"""Decks: codes, suit masks and bilingual names, all computed once at import."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TypeAlias

Card: TypeAlias = int  # a card: its index in its deck
Mask: TypeAlias = int  # a set of cards: bit ``c`` set for card ``c``


class UnknownCard(ValueError):
    """A card code that does not belong to the deck."""

    def __init__(self, code: object, deck: str) -> None:
        super().__init__(f"unknown card {code!r} for the {deck} deck")
        self.code = code
        self.deck = deck

    def __reduce__(self) -> tuple:
        # rebuilt from its own arguments: the default (its message alone) cannot be unpickled in the bot worker's parent
        return (type(self), (self.code, self.deck), self.__dict__)


def bits(mask: Mask) -> Iterator[Card]:
    """Yield the set bits of ``mask`` (card ints), lowest first.

    >>> list(bits(0b10110))
    [1, 2, 4]
    """
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def lowest(mask: Mask) -> Card:
    """The lowest card int in a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def mask_of(cards: Iterable[Card]) -> Mask:
    """The bitmask of an iterable of card ints.

    >>> bin(mask_of([1, 2, 4]))
    '0b10110'
    """
    m = 0
    for c in cards:
        m |= 1 << c
    return m


@dataclass(frozen=True)
class Deck:
    """An ordered deck: card ``i`` has ``codes[i]``, ``suit_of[i]``, ``rank_of[i]``.

    ``suits`` are the suit letters (index = suit number); ``ranks`` the rank
    codes in the deck's own low-to-high printing order. For number decks a code
    may repeat (equal cards are equal); ``ids_of`` lists every copy.
    """

    name: str
    family: str  # "hungarian", "french", "tarokk", "numbers": selects the art
    suits: tuple[str, ...]
    codes: tuple[str, ...]
    suit_of: tuple[int, ...]
    rank_of: tuple[str, ...]
    names_en: tuple[str, ...]
    names_hu: tuple[str, ...]
    suit_names_en: tuple[str, ...]
    suit_names_hu: tuple[str, ...]
    suit_masks: tuple[int, ...] = field(init=False)
    full: int = field(init=False)
    ids: dict[str, tuple[int, ...]] = field(init=False)
    distinct: tuple[str, ...] = field(init=False)  # codes without repeats, in deck order
    copies: dict[str, int] = field(init=False)  # code -> mask of every card with that code

    def __post_init__(self) -> None:
        masks = [0] * len(self.suits)
        ids: dict[str, list[int]] = {}
        for i, s in enumerate(self.suit_of):
            if s >= 0:
                masks[s] |= 1 << i
            ids.setdefault(self.codes[i], []).append(i)
        object.__setattr__(self, "suit_masks", tuple(masks))
        object.__setattr__(self, "full", (1 << len(self.codes)) - 1)
        object.__setattr__(self, "ids", {k: tuple(v) for k, v in ids.items()})
        object.__setattr__(self, "distinct", tuple(ids))
        object.__setattr__(self, "copies", {k: mask_of(v) for k, v in ids.items()})

    def __len__(self) -> int:
        return len(self.codes)

    def __repr__(self) -> str:
        return f"Deck({self.name!r}, {len(self.codes)} cards)"

    def card(self, code: str) -> Card:
        """The card int of ``code`` (the first copy for number decks)."""
        try:
            return self.ids[code][0]
        except (KeyError, TypeError):
            raise UnknownCard(code, self.name) from None

    def code(self, card: Card) -> str:
        """The ASCII code of a card int."""
        return self.codes[card]

    def cards(self, codes: Iterable[str]) -> list[Card]:
        """Card ints for codes; repeated codes take successive copies."""
        used: dict[str, int] = {}
        out = []
        for code in codes:
            copies = self.ids.get(code) if isinstance(code, str) else None
            if not copies:
                raise UnknownCard(code, self.name)
            k = used.get(code, 0)
            if k >= len(copies):
                raise ValueError(f"too many copies of {code} for the {self.name} deck")
            used[code] = k + 1
            out.append(copies[k])
        return out

    def mask(self, codes: Iterable[str]) -> Mask:
        """The bitmask of a list of codes."""
        return mask_of(self.cards(codes))

    def codes_of(self, mask: Mask) -> list[str]:
        """Codes of the cards in a mask, in deck order."""
        return [self.codes[c] for c in bits(mask)]

    def name_of(self, card: Card, lang: str = "en") -> str:
        """The display name of a card in ``lang`` ("en" or "hu")."""
        return (self.names_hu if lang == "hu" else self.names_en)[card]

    def check_full_deck(self, codes: Sequence[str]) -> list[Card]:
        """Validate that ``codes`` is exactly this deck, in some order."""
        if len(codes) != len(self.codes):
            raise ValueError(f"a {self.name} deck has {len(self.codes)} cards, not {len(codes)}")
        cards = self.cards(codes)
        if mask_of(cards) != self.full:
            raise ValueError(f"the deck is not a complete {self.name} deck")
        return cards


# Every rank of the suited decks: (code, English, Hungarian); a deck names its ranks by code, low to high.
_RANKS = {
    rank[0]: rank
    for rank in (
        ("7", "Seven", "hetes"),
        ("8", "Eight", "nyolcas"),
        ("9", "Nine", "kilences"),
        ("10", "Ten", "tízes"),
        ("U", "Under", "alsó"),
        ("O", "Over", "felső"),
        ("J", "Jack", "bubi"),
        ("C", "Rider", "lovas"),
        ("Q", "Queen", "dáma"),
        ("K", "King", "király"),
        ("A", "Ace", "ász"),
    )
}
_FRENCH_SUITS = [("H", "Hearts", "kőr"), ("D", "Diamonds", "káró"), ("S", "Spades", "pikk"), ("C", "Clubs", "treff")]


def _ranks(codes: str) -> list[tuple[str, str, str]]:
    """(code, English, Hungarian) of each rank named in ``codes`` (space-separated, low to high)."""
    return [_RANKS[rc] for rc in codes.split()]


def _suited(
    name: str,
    family: str,
    suits: Sequence[tuple[str, str, str]],
    ranks: str,
    name_en: str = "{rank} of {suit}",
    name_hu: str = "{suit} {rank}",
) -> Deck:
    """A deck of every suit × rank; suits are (code, English, Hungarian), ranks their codes low to high."""
    codes, suit_of, rank_of, en, hu = [], [], [], [], []
    for si, (sc, sen, shu) in enumerate(suits):
        for rc, ren, rhu in _ranks(ranks):
            codes.append(sc + rc)
            suit_of.append(si)
            rank_of.append(rc)
            en.append(name_en.format(rank=ren, suit=sen))
            hu.append(name_hu.format(rank=rhu, suit=shu))
    return Deck(
        name,
        family,
        tuple(s[0] for s in suits),
        tuple(codes),
        tuple(suit_of),
        tuple(rank_of),
        tuple(en),
        tuple(hu),
        tuple(s[1] for s in suits),
        tuple(s[2] for s in suits),
    )


HUNGARIAN32 = _suited(
    "hungarian32",
    "hungarian",
    [("P", "Hearts", "piros"), ("T", "Bells", "tök"), ("Z", "Leaves", "zöld"), ("M", "Acorns", "makk")],
    "7 8 9 10 U O K A",
    name_en="{suit} {rank}",
)

PIQUET32 = _suited("piquet32", "french", _FRENCH_SUITS, "7 8 9 10 J Q K A")

_ROMAN = [
    "I",
    "II",
    "III",
    "IV",
    "V",
    "VI",
    "VII",
    "VIII",
    "IX",
    "X",
    "XI",
    "XII",
    "XIII",
    "XIV",
    "XV",
    "XVI",
    "XVII",
    "XVIII",
    "XIX",
    "XX",
    "XXI",
]


# The Hungarian suffix of a tarokk's number follows the numeral as it is said: egyes, hármas, ötös, hatos,
# nyolcas, tízes, huszas… ("XX-as", "III-as", "V-ös", "VIII-as")
_SUFFIX_HU = {1: "es", 2: "es", 3: "as", 4: "es", 5: "ös", 6: "os", 7: "es", 8: "as", 9: "es", 0: "es"}


def roman_suffixed(n: int) -> str:
    """A tarokk's Roman number with its Hungarian "-as/-es/-os/-ös" suffix ("XX-as", "V-ös", "XXI-es")."""
    suffix = "as" if n == 20 else _SUFFIX_HU[n % 10]
    return f"{_ROMAN[n - 1]}-{suffix}"


def _tarokk42() -> Deck:
    """22 tarokks (T1..T21, T22 = skíz), then the four suits low to high."""
    codes, suit_of, rank_of, en, hu = [], [], [], [], []
    for n in range(1, 23):
        codes.append(f"T{n}")
        suit_of.append(4)
        rank_of.append(str(n))
        if n == 22:
            en.append("Skíz (the Fool)")
            hu.append("skíz")
        else:
            extra_en = {1: " (pagát)", 2: " (sas)"}.get(n, "")
            extra_hu = {1: " (pagát)", 2: " (sas)"}.get(n, "")
            en.append(f"Tarokk {_ROMAN[n - 1]}{extra_en}")
            hu.append(f"{roman_suffixed(n)} tarokk{extra_hu}")
    red, black = _ranks("A J C Q K"), _ranks("10 J C Q K")
    for si, (sc, sen, shu) in enumerate(_FRENCH_SUITS):
        for rc, ren, rhu in red if sc in "HD" else black:
            codes.append(sc + rc)
            suit_of.append(si)
            rank_of.append(rc)
            en.append(f"{ren} of {sen}")
            hu.append(f"{shu} {rhu}")
    return Deck(
        "tarokk42",
        "tarokk",
        ("H", "D", "S", "C", "T"),
        tuple(codes),
        tuple(suit_of),
        tuple(rank_of),
        tuple(en),
        tuple(hu),
        ("Hearts", "Diamonds", "Spades", "Clubs", "Tarokks"),
        ("kőr", "káró", "pikk", "treff", "tarokk"),
    )


_COLOURS = {
    "B": ("blue", "kék"),
    "Y": ("yellow", "sárga"),
    "R": ("red", "piros"),
    "K": ("black", "fekete"),
    "G": ("green", "zöld"),
}


def _numbers(name: str, colours: Sequence[tuple[str, Sequence[int]]]) -> Deck:
    """A number deck; ``colours`` gives each colour letter and its values (with repeats)."""
    codes, suit_of, rank_of, en, hu = [], [], [], [], []
    for si, (letter, values) in enumerate(colours):
        cen, chu = _COLOURS[letter]
        for v in sorted(values):
            codes.append(f"{letter}{v}")
            suit_of.append(si)
            rank_of.append(str(v))
            en.append(f"{cen} {v}")
            hu.append(f"{chu} {v}")
    letters = tuple(c for c, _ in colours)
    return Deck(
        name,
        "numbers",
        letters,
        tuple(codes),
        tuple(suit_of),
        tuple(rank_of),
        tuple(en),
        tuple(hu),
        tuple(_COLOURS[c][0] for c in letters),
        tuple(_COLOURS[c][1] for c in letters),
    )


# Mü & More box composition (mu-and-more.md §1).
_MU_COLOUR = [0, 1, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9]
_NJET_COLOUR = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 7, 7, 7, 8, 9]
_NJET3_COLOUR = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]

MU60 = _numbers("mu60", [(c, _MU_COLOUR) for c in "BYRKG"])
NJET60 = _numbers("njet60", [(c, _NJET_COLOUR) for c in "BYRK"])
NJET48 = _numbers("njet48", [(c, _NJET3_COLOUR) for c in "BYRK"])
NUMBERS36 = _numbers("numbers36", [(c, range(1, 10)) for c in "RBYG"])
TAROKK42 = _tarokk42()

DECKS: dict[str, Deck] = {d.name: d for d in (HUNGARIAN32, PIQUET32, TAROKK42, MU60, NJET60, NJET48, NUMBERS36)}


def get_deck(name: str) -> Deck:
    """The deck called ``name``."""
    try:
        return DECKS[name]
    except KeyError:
        raise ValueError(f"unknown deck {name!r}; known: {', '.join(DECKS)}") from None
