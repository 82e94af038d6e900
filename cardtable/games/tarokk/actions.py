"""Tarokk actions, built once: one immutable Action per card play, call, bid word, figure and kontra."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from cardtable.cards.deck import TAROKK42 as DECK
from cardtable.cards.deck import UnknownCard
from cardtable.engine.protocol import Action, BadActionText, action_words
from cardtable.games.tarokk.tables import KINGS_BY_SUIT, PAGAT, SAS, SKIZ, SUITS, XX, XXI

PASS = Action("pass", "pass")
HOLD = Action("hold", "hold")
ANNUL = Action("annul", "annul")
HIVATALBOL = Action("hivatalbol-kontra", "hivatalbol-kontra")

# Bids name the talon cards the declarer takes: three = 3 … solo = 0 (§4.1).
BID_WORDS = {3: "3", 2: "2", 1: "1", 0: "solo"}
BID_NAMES = {3: "three", 2: "two", 1: "one", 0: "solo"}
BID: dict[int, Action] = {n: Action("bid", f"bid {w}", arg=w) for n, w in BID_WORDS.items()}
BID_NUMBER = {w: n for n, w in BID_WORDS.items()}
TAKE: dict[int, Action] = {n: Action("take", f"take {n}", arg=str(n)) for n in (3, 2, 1, 0)}

PLAY: tuple[Action, ...] = tuple(Action("play", f"play {DECK.codes[c]}", (c,)) for c in range(42))
CALL: tuple[Action, ...] = tuple(Action("call", f"call {DECK.codes[c]}", (c,)) for c in range(22))


class ActionsOfMask:
    """The actions named by the set bits of a mask, lowest bit first, from tables built once: every value of
    each ``width``-bit slice of the mask has its tuple of actions ready."""

    def __init__(self, actions: tuple[Action, ...], width: int) -> None:
        self.width, self.low = width, (1 << width) - 1
        self.slices = tuple(
            tuple(
                tuple(actions[base + i] for i in range(width) if (value >> i) & 1 and base + i < len(actions))
                for value in range(1 << width)
            )
            for base in range(0, len(actions), width)
        )

    def __call__(self, mask: int) -> list[Action]:
        out: list[Action] = []
        for table in self.slices:
            if not mask:
                break
            out += table[mask & self.low]
            mask >>= self.width
        return out


@dataclass(frozen=True)
class Figure:
    """A bonus (figura) of BTE §5: its value, silent half, bound card and target trick."""

    id: str
    value: int  # flat value; dupla/volát: multiple of the game value g
    silent: bool  # may be achieved silently (half value)
    card: int = -1  # the bound card (§7.4), -1 if none
    trick: int = 0  # the trick it is about (1..9), 0 if none
    per_game: bool = False  # value × g (dupla, volát)


def _figures() -> dict[str, Figure]:
    out = [
        Figure("trull", 2, True),
        Figure("negykiraly", 2, True),
        Figure("dupla", 4, True, per_game=True),
        Figure("volat", 6, True, per_game=True),
        Figure("xxi-fogas", 42, True),
        Figure("centrum", 10, False, XX, 5),
        Figure("kismadar", 10, False, XXI, 6),
        Figure("nagymadar", 10, False, SKIZ, 7),
        Figure("pagat-ulti", 10, True, PAGAT, 9),
        Figure("pagat-uhu", 15, False, PAGAT, 8),
        Figure("sas-ulti", 10, True, SAS, 9),
        Figure("sas-uhu", 15, False, SAS, 8),
    ]
    for s, k in zip(SUITS, KINGS_BY_SUIT):
        out.append(Figure(f"kiraly-ulti-{s}", 15, False, k, 9))
        out.append(Figure(f"kiraly-uhu-{s}", 20, False, k, 8))
    return {f.id: f for f in out}


FIGURES = _figures()
COUNTS = {"8-tarokk": 1, "9-tarokk": 2}  # tarokk-count declarations, never silent, never kontra'd
ANNOUNCE: dict[str, Action] = {i: Action("announce", f"announce {i}", arg=i) for i in [*FIGURES, *COUNTS]}
ITEMS = ("parti", *FIGURES)  # what a kontra may name

# One bit per announcement, in ANNOUNCE order: a seat's sayable announcements are a mask (bits in order = list order).
ANNOUNCE_BIT: dict[str, int] = {fid: 1 << i for i, fid in enumerate(ANNOUNCE)}
ANNOUNCEMENTS = ActionsOfMask(tuple(ANNOUNCE.values()), 11)  # the announcements of a mask of those bits
COUNT_BITS = ANNOUNCE_BIT["8-tarokk"] | ANNOUNCE_BIT["9-tarokk"]
COUNT_BIT_OF_TAROKKS = {8: ANNOUNCE_BIT["8-tarokk"], 9: ANNOUNCE_BIT["9-tarokk"]}
FIGURE_BITS = sum(ANNOUNCE_BIT[f] for f in FIGURES)
SAS_BITS = ANNOUNCE_BIT["sas-ulti"] | ANNOUNCE_BIT["sas-uhu"]
# Every "-ulti" figure is followed by its "-uhu": shifting a mask of ultis left by one names their uhus.
ULTI_BITS = sum(ANNOUNCE_BIT[f] for f in FIGURES if f.replace("-ulti", "-uhu") in FIGURES and "-ulti" in f)
assert all(ANNOUNCE_BIT[f.replace("-uhu", "-ulti")] << 1 == ANNOUNCE_BIT[f] for f in FIGURES if "-uhu" in f)
# The figures that bind a card (BTE §7.4): their bit -> (card, target trick).
BINDING: dict[int, tuple[int, int]] = {ANNOUNCE_BIT[f.id]: (f.card, f.trick) for f in FIGURES.values() if f.card >= 0}
BINDING_BITS = sum(BINDING)
# The figures about each trick (a side makes only one figure per trick).
TRICK_FIGURE_BITS = sum(ANNOUNCE_BIT[f.id] for f in FIGURES.values() if f.trick)
TRICK_GROUPS: tuple[int, ...] = tuple(
    sum(ANNOUNCE_BIT[f.id] for f in FIGURES.values() if f.trick == t)
    for t in sorted({f.trick for f in FIGURES.values() if f.trick})
)

# Kontra words by the level they bring an item to; odd levels are said against the item's side. RAISE[item][lv]
# is the word that raises ``item`` from level ``lv``.
KONTRA_WORDS = ("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra")
KONTRA: dict[tuple[int, str], Action] = {
    (lv, item): Action(w, f"{w} {item}", arg=item) for lv, w in enumerate(KONTRA_WORDS, 1) for item in ITEMS
}
RAISE: dict[str, tuple[Action, ...]] = {item: tuple(KONTRA[(lv, item)] for lv in range(1, 6)) for item in ITEMS}
KONTRA_LEVEL = {w: lv for lv, w in enumerate(KONTRA_WORDS, 1)}

_DISCARD: dict[tuple[int, ...], Action] = {}


def discard_action(cards: tuple[int, ...]) -> Action:
    """The (cached) action discarding ``cards`` (sorted card ints)."""
    a = _DISCARD.get(cards)
    if a is None:
        a = _DISCARD[cards] = Action("discard", "discard " + " ".join(DECK.codes[c] for c in cards), cards)
    return a


def discard_options(allowed: int, n: int) -> list[Action]:
    """Every discard of ``n`` cards from the mask ``allowed``."""
    cards = [c for c in range(42) if (allowed >> c) & 1]
    return [discard_action(combo) for combo in combinations(cards, n)]


def _card(code: str) -> int:
    try:
        return DECK.card(code.upper())
    except UnknownCard:
        raise BadActionText(f"unknown card {code!r} (cards are like T21, T22, HK, S10)") from None


_SIMPLE = {"pass": PASS, "hold": HOLD, "annul": ANNUL, "hivatalbol-kontra": HIVATALBOL}
_BID_BY_WORD = {w: BID[n] for n, w in BID_WORDS.items()} | {"0": BID[0]}
_KONTRA_BY_TEXT = {a.text: a for a in KONTRA.values()}


def _item_name(word: str) -> str:
    """Figure ids are lower case except the king's suit letter (kiraly-ulti-H)."""
    w = word.lower()
    return w[:-1] + w[-1].upper() if w.startswith("kiraly-") else w


def parse(text: object) -> Action:
    """Read an action text such as ``bid 2``, ``call T20``, ``announce trull``, ``kontra parti``."""
    verb, rest = action_words(text)
    if verb in _SIMPLE:
        if rest:
            raise BadActionText(f"{verb!r} takes no argument: {text!r}")
        return _SIMPLE[verb]
    if verb == "bid":
        if len(rest) != 1 or rest[0].lower() not in _BID_BY_WORD:
            raise BadActionText(f"'bid' names 3, 2, 1 or solo: {text!r}")
        return _BID_BY_WORD[rest[0].lower()]
    if verb == "take":
        if len(rest) != 1 or rest[0] not in ("0", "1", "2", "3"):
            raise BadActionText(f"'take' names 0, 1, 2 or 3 talon cards: {text!r}")
        return TAKE[int(rest[0])]
    if verb == "play":
        if len(rest) != 1:
            raise BadActionText(f"'play' names one card: {text!r}")
        return PLAY[_card(rest[0])]
    if verb == "call":
        if len(rest) != 1:
            raise BadActionText(f"'call' names one tarokk: {text!r}")
        c = _card(rest[0])
        if c >= 22:
            raise BadActionText(f"only a tarokk can be called: {text!r}")
        return CALL[c]
    if verb == "discard":
        if not 1 <= len(rest) <= 3:
            raise BadActionText(f"'discard' names one to three cards: {text!r}")
        cards = tuple(sorted(_card(w) for w in rest))
        if len(set(cards)) != len(cards):
            raise BadActionText(f"'discard' names different cards: {text!r}")
        return discard_action(cards)
    if verb == "announce":
        if len(rest) != 1:
            raise BadActionText(f"'announce' names one figure: {text!r}")
        name = _item_name(rest[0])
        if name not in ANNOUNCE:
            raise BadActionText(f"unknown figure in {text!r}; known: {', '.join(ANNOUNCE)}")
        return ANNOUNCE[name]
    if verb in KONTRA_WORDS:
        if len(rest) != 1:
            raise BadActionText(f"{verb!r} names one announced item: {text!r}")
        name = _item_name(rest[0])
        a = _KONTRA_BY_TEXT.get(f"{verb} {name}")
        if a is None:
            raise BadActionText(f"{verb!r} names parti or a figure: {text!r}")
        return a
    raise BadActionText(f"unknown tarokk action {text!r}")
