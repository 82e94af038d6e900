"""Where everything lies on the card table: plain geometry from the window size, the seats and the cards on it.

No Qt here, so the layout is tested without a QApplication. The scene measures its name plates and its facts
box (text needs fonts), describes what lies on the table (``TableContents``) and asks a ``TableLayout`` for
points, rectangles and each card's ``Target``; then it moves its items there.

Play goes round the table from the human (bottom) to the right, over the top and down the left, for every seat
count the games have (2 to 6). Each seat keeps its things together in a block of its own at its edge of the
table — hand, name plate, the cards it shows, its won tricks with their count — so a player sees at once whose
is what; the trick lies in the room the blocks leave in the middle, each card's index in sight
(``trick_spread``). ``crowding`` is the check: what covers a card's index or another item's text, what leaves
the table, whose things lie nearer another seat's plate than their own.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

OPEN_SCALE = 0.72  # an open hand at the side or top, against a hand card
OPEN_COLUMN_GAP = 1.08  # suit columns of an open side hand, in card widths
BACK_SCALE = 0.62  # the other seats' backs and every won pile
SHOWN_SCALE = 0.5  # cards lying face up in front of a seat
PLATE_GLOW = 6.0  # how far a plate's turn glow reaches outside its body
NO_PLATE = (160.0, 48.0)  # the room kept for a seat whose plate is not there yet
NO_INFO = (200.0, 14.0)  # the empty facts box
EDGE = 4.0  # a card near the window's edge keeps this far inside it
GAP = 8.0  # between the things of one seat
BLOCK_GAP = 3 * GAP  # between two seats' blocks: wider than within one, so that whose is what shows
# The index a face must keep in sight, from its top-left corner, in card widths: the art's small cards (under
# 88 px) print a big rank over a big suit sign there and nowhere else (cardtable/art/card.py, draw_index).
INDEX_W, INDEX_H = 0.40, 0.66
RANK_H = 0.30  # the rank alone: a suit column's cards (the column's last card shows the suit)
TILT_MAX = 4.4  # degrees: the most a trick card is tilted (card_tilt)
HOVER_LIFT = 0.16  # a selected hand card rises this share of its height
BADGE = (28.0, 21.0)  # a won pile's count (LabelItem at 11 px): the room it takes
FAN_MIN_STEP = 0.43  # the human's fan never overlaps closer than this (card widths): the index stays whole


@dataclass(frozen=True, slots=True)
class Point:
    """A point on the table (the scene's units: pixels of the window)."""

    x: float
    y: float

    def __add__(self, other: Point) -> Point:
        return Point(self.x + other.x, self.y + other.y)

    def __sub__(self, other: Point) -> Point:
        return Point(self.x - other.x, self.y - other.y)

    def __mul__(self, k: float) -> Point:
        return Point(self.x * k, self.y * k)


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle: top-left corner, width and height (both positive)."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def center(self) -> Point:
        return Point(self.x + self.w / 2, self.y + self.h / 2)

    def translated(self, dx: float, dy: float) -> Rect:
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def adjusted(self, grow: float) -> Rect:
        """The rectangle grown by ``grow`` on every side (shrunk when negative)."""
        return Rect(self.x - grow, self.y - grow, max(0.0, self.w + 2 * grow), max(0.0, self.h + 2 * grow))

    def intersects(self, o: Rect) -> bool:
        """Do the two share some area (touching edges do not)?"""
        if not (self.w and self.h and o.w and o.h):
            return False
        return self.x < o.right and o.x < self.right and self.y < o.bottom and o.y < self.bottom

    def overlap(self, o: Rect) -> float:
        """The area the two share."""
        if not self.intersects(o):
            return 0.0
        return (min(self.right, o.right) - max(self.x, o.x)) * (min(self.bottom, o.bottom) - max(self.y, o.y))

    def united(self, o: Rect) -> Rect:
        """The smallest rectangle holding both."""
        x, y = min(self.x, o.x), min(self.y, o.y)
        return Rect(x, y, max(self.right, o.right) - x, max(self.bottom, o.bottom) - y)

    def contains(self, o: Rect) -> bool:
        """Does ``o`` lie wholly inside?"""
        return self.x <= o.x and o.right <= self.right and self.y <= o.y and o.bottom <= self.bottom

    def gap(self, o: Rect) -> float:
        """How far apart the two lie (0 when they touch or overlap)."""
        dx = max(o.x - self.right, self.x - o.right, 0.0)
        dy = max(o.y - self.bottom, self.y - o.bottom, 0.0)
        return math.hypot(dx, dy)


def around(rects: Iterable[Rect]) -> Rect | None:
    """The smallest rectangle holding all of ``rects`` (None: there are none)."""
    out: Rect | None = None
    for r in rects:
        out = r if out is None else out.united(r)
    return out


@dataclass(frozen=True, slots=True)
class Quad:
    """A turned rectangle, as its four corners (clockwise from the top left as it lies unturned)."""

    points: tuple[Point, Point, Point, Point]

    @staticmethod
    def of(centre: Point, w: float, h: float, rotation: float = 0.0, part: Rect | None = None) -> Quad:
        """A card of ``w`` × ``h`` centred at ``centre`` and turned by ``rotation`` degrees — or the ``part`` of it
        given in its own unturned coordinates (0, 0 its top-left corner)."""
        r = part or Rect(0, 0, w, h)
        a = math.radians(rotation)
        cos, sin = math.cos(a), math.sin(a)
        corners = []
        for x, y in ((r.x, r.y), (r.right, r.y), (r.right, r.bottom), (r.x, r.bottom)):
            x, y = x - w / 2, y - h / 2
            corners.append(Point(centre.x + x * cos - y * sin, centre.y + x * sin + y * cos))
        return Quad((corners[0], corners[1], corners[2], corners[3]))

    @staticmethod
    def box(r: Rect) -> Quad:
        """An upright rectangle."""
        return Quad((Point(r.x, r.y), Point(r.right, r.y), Point(r.right, r.bottom), Point(r.x, r.bottom)))

    def bounds(self) -> Rect:
        xs = [p.x for p in self.points]
        ys = [p.y for p in self.points]
        return Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def meets(self, other: Quad, margin: float = 0.5) -> bool:
        """Do the two overlap by more than ``margin`` (separating axes: both are convex)?"""
        if not self.bounds().adjusted(-margin / 2).intersects(other.bounds().adjusted(-margin / 2)):
            return False
        for quad in (self, other):
            pts = quad.points
            for i in range(4):
                p, q = pts[i], pts[(i + 1) % 4]
                nx, ny = q.y - p.y, p.x - q.x
                norm = math.hypot(nx, ny) or 1.0
                nx, ny = nx / norm, ny / norm
                a = [pt.x * nx + pt.y * ny for pt in self.points]
                b = [pt.x * nx + pt.y * ny for pt in other.points]
                if min(max(a), max(b)) - max(min(a), min(b)) <= margin:
                    return False
        return True


@dataclass(frozen=True)
class Target:
    """Where one card should be: centre, rotation, stacking order, face or back, size factor.

    ``index`` is how much of the card's top-left corner must stay in sight, in its widths down from the top
    (``INDEX_H``: rank and suit; ``RANK_H``: the rank); 0 for a back, whose corner says nothing. ``owner`` and
    ``group`` say whose it is and which of its things: "hand", "shown", "pile" (a seat's), "trick", "middle".
    """

    pos: Point
    rotation: float
    z: float
    code: str | None
    scale: float = 1.0
    source: Point | None = None  # where it comes from if it is new
    index: float = INDEX_H
    owner: int | None = None
    group: str = "hand"


@dataclass(frozen=True)
class TableContents:
    """What lies on the table, as the layout needs it (the scene reads it from the View and the game's profile)."""

    hand: tuple[str, ...] = ()  # the human's hand, in the order a player of the game sorts it
    hand_sizes: tuple[int, ...] = ()  # every seat's; none known: room for five cards
    open_hands: Mapping[int, tuple[str, ...]] = field(default_factory=dict)  # face-up hands, as the view has them
    open_sorted: Mapping[int, tuple[str, ...]] = field(default_factory=dict)  # the same, sorted (side columns)
    talon: int = 0  # face-down cards in the middle
    turn_up: str | None = None  # a card turned up beside the talon
    own_talon: tuple[str, ...] = ()  # the human's laid-down cards he may still look at
    trick: tuple[tuple[int, str], ...] = ()  # (seat, code) of the trick on the table (or the one held there)
    shown: Mapping[int, tuple[str, ...]] = field(default_factory=dict)  # cards face up in front of a seat
    shown_in_hand: bool = False  # the shown cards are still part of their seat's hand (MÜ's revealed bids)
    won: tuple[int, ...] = ()  # tricks in each seat's pile
    multiset: bool = False  # the deck has copies of a code: cards off the hand get keys of their own
    away: tuple[int, ...] = ()  # seats that play no card this deal (Tarokk's dealer at five): no hand, no trick


def seat_slots(players: int) -> list[tuple[str, float]]:
    """Each seat's (side, place along the top) by its distance from the human, for 2 to 6 players."""
    if players <= 2:
        return [("bottom", 0.5), ("top", 0.5)][:players]
    sides = players - 1  # everyone but the human: right, then over the top, then left
    if sides == 2:
        return [("bottom", 0.5), ("right", 0.5), ("left", 0.5)]
    tops = sides - 2
    along = [("top", 1 - (i + 1) / (tops + 1)) for i in range(tops)]  # right to left, as play goes round
    return [("bottom", 0.5), ("right", 0.5), *along, ("left", 0.5)]


def narrow_slots(players: int) -> list[tuple[str, float]]:
    """The seats of five or six players at a table too narrow for two or three along the top: two seats up each
    side (their place along it from the bottom, 0, to the top, 1), a sixth one at the top."""
    right, left = [("right", 1 / 3), ("right", 2 / 3)], [("left", 2 / 3), ("left", 1 / 3)]
    return [("bottom", 0.5), *right, *([("top", 0.5)] if players == 6 else []), *left]


def unique_keys(codes: list[str] | tuple[str, ...], prefix: str = "") -> list[str]:
    """Item keys for cards: the code, and ``code~n`` for the n-th repeat (decks with copies, NJET's and MÜ's)."""
    seen: dict[str, int] = {}
    out = []
    for code in codes:
        n = seen.get(code, 0)
        seen[code] = n + 1
        out.append(f"{prefix}{code}~{n}" if n else f"{prefix}{code}")
    return out


def key_code(key: str) -> str:
    """The card code an item key shows (``code~n`` -> ``code``; ``trick:code`` -> ``code``)."""
    return key.rsplit(":", 1)[-1].split("~", 1)[0]


def card_tilt(code: str) -> float:
    """A small fixed tilt per card, so a trick looks laid down by hand."""
    return (sum(map(ord, code)) * 37 % 9 - 4) * 1.1


def index_part(w: float, h: float, index: float) -> Rect:
    """The corner of a ``w`` × ``h`` face that must stay in sight, in the card's own coordinates."""
    return Rect(0, 0, min(w, w * INDEX_W), min(h, w * index))


def clear_of(rect: Rect, taken: list[Rect], bounds: Rect, cards: list[Rect] | None = None, gap: float = 2.0) -> Rect:
    """``rect`` where it is if it lies on none of ``taken``, else moved clear of them, inside ``bounds``.

    The places tried lie beside (below, right, left, above) whatever the rect covers, a few steps out; the
    best covers nothing taken, then as little of the ``cards`` as it can, then moves least.
    """
    cards = cards or []

    def inside(r: Rect) -> Rect:
        dx = max(bounds.x - r.x, 0.0) or min(bounds.right - r.right, 0.0)
        dy = max(bounds.y - r.y, 0.0) or min(bounds.bottom - r.bottom, 0.0)
        return r.translated(dx, dy)

    def area(r: Rect, rects: list[Rect]) -> float:
        return sum((r.overlap(t) for t in rects), 0.0)

    def cost(r: Rect) -> tuple[float, float, float]:
        moved = abs(r.center().x - rect.center().x) + abs(r.center().y - rect.center().y)
        return area(r, taken), area(r, cards), moved

    start = inside(rect)
    if area(start, taken) == 0:
        return start
    seen = [start]
    frontier = [start]
    for _ in range(3):
        new = []
        for r in frontier:
            for t in [*taken, *cards]:
                if not r.intersects(t):
                    continue
                for m in (
                    r.translated(0, t.bottom + gap - r.y),
                    r.translated(t.right + gap - r.x, 0),
                    r.translated(t.x - gap - r.right, 0),
                    r.translated(0, t.y - gap - r.bottom),
                ):
                    m = inside(m)
                    if all(abs(m.x - o.x) > 0.5 or abs(m.y - o.y) > 0.5 for o in seen):
                        seen.append(m)
                        new.append(m)
        frontier = sorted(new, key=cost)[:8]  # the most promising go a step further
    return min(seen, key=cost)


def card_areas(rects: list[Rect]) -> list[Rect]:
    """Overlapping card rectangles merged into one per hand, pile or row."""
    areas: list[Rect] = []
    for r in rects:
        merged = True
        while merged:
            merged = False
            for a in areas:
                if a.intersects(r):
                    areas.remove(a)
                    r = r.united(a)
                    merged = True
                    break
        areas.append(r)
    return areas


# -- the trick ---------------------------------------------------------------------------------------------------


def _safe_over(top: Point, under: Point, w: float, h: float) -> bool:
    """May a card at ``top`` lie over one at ``under`` and leave its index corner in sight, whatever their tilt?"""
    # an upright box round each card and round the index, grown by what a tilt of TILT_MAX moves their corners
    t = math.sin(math.radians(TILT_MAX))
    card = Rect(top.x - w / 2, top.y - h / 2, w, h).adjusted(t * h / 2 + 1)
    ix, iy = under.x - w / 2, under.y - h / 2
    index = Rect(ix, iy, w * INDEX_W, w * INDEX_H).adjusted(t * h / 2 + 1)
    return not card.intersects(index)


def stacking(spots: list[Point], w: float, h: float, order: list[int]) -> list[int] | None:
    """The stacking of cards at ``spots`` (bottom first) that leaves every index in sight, as close to ``order``
    (the order they were played) as it can be; None when no stacking does."""
    n = len(spots)
    above: dict[int, set[int]] = {i: set() for i in range(n)}  # j in above[i]: j must lie over i
    for a, b in itertools.combinations(range(n), 2):
        a_over, b_over = _safe_over(spots[a], spots[b], w, h), _safe_over(spots[b], spots[a], w, h)
        if not (a_over or b_over):
            return None
        if not b_over:
            above[b].add(a)
        elif not a_over:
            above[a].add(b)
    under = {i: sum(i in above[j] for j in range(n)) for i in range(n)}  # how many must lie under i
    rank = {i: k for k, i in enumerate(order)}
    out: list[int] = []
    while len(out) < n:
        ready = [i for i in range(n) if i not in out and under[i] == 0]
        if not ready:
            return None
        pick = min(ready, key=lambda i: rank.get(i, n))  # the earliest played of those free to go next
        out.append(pick)
        for j in above[pick]:
            under[j] -= 1
    return out


def _angle(side: str, frac: float) -> float:
    """The direction (radians, y down) from the middle towards a seat (two seats up a side: a little below and
    well above the level)."""
    if side in ("left", "right"):
        right = 0.0 if frac == 0.5 else math.radians(12 if frac < 0.5 else -38)
        return right if side == "right" else math.pi - right
    return math.pi / 2 if side == "bottom" else -math.pi * (1 - frac)


@lru_cache(maxsize=256)
def trick_spread(
    slots: tuple[tuple[str, float], ...], w: float, h: float, room_w: float, room_h: float
) -> tuple[tuple[Point, ...], float]:
    """Each seat's trick card offset from the middle, and the trick cards' scale.

    Each card lies towards its seat on an ellipse; of the ellipses that fit the room (``room_w`` × ``room_h``) and
    let every two seats' cards lie one over the other with the lower one's index in sight (``stacking``), the
    smallest; the cards shrink when no ellipse fits.
    """
    angles = [_angle(side, frac) for side, frac in slots]
    t = math.sin(math.radians(TILT_MAX))
    for scale in (1.0, 0.92, 0.84, 0.76, 0.68):
        cw, ch = w * scale, h * scale
        best: tuple[float, tuple[Point, ...]] | None = None
        for ky in range(31):
            ry = 0.27 * ch * (1.0 + 0.1 * ky)
            for kx in range(41):
                rx = 0.82 * cw * (1.0 + 0.1 * kx)
                spots = tuple(Point(rx * math.cos(a), ry * math.sin(a)) for a in angles)
                half_w = max(abs(p.x) for p in spots) + cw / 2 + t * ch / 2
                half_h = max(abs(p.y) for p in spots) + ch / 2 + t * cw / 2
                if 2 * half_w > room_w or 2 * half_h > room_h:
                    break  # wider only leaves the room
                if stacking(list(spots), cw + 1, ch + 1, list(range(len(spots)))) is not None:  # a pixel to spare
                    if best is None or half_w * half_h < best[0]:
                        best = (half_w * half_h, spots)
                    break  # wider at this height is only bigger
        if best is not None:
            return best[1], scale
    # no room for a readable trick: the smallest cards, close together (the layout check says so)
    return tuple(Point(0.82 * w * 0.68 * math.cos(a), 0.27 * h * 0.68 * math.sin(a)) for a in angles), 0.68


# -- the check ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Placed:
    """One item on the table as ``crowding`` sees it.

    ``kind``: "face" or "back" (a card), "plate", "info" or "label" (text). ``keep`` is what must stay in sight:
    a face's index corner, a text item's body. ``group`` names a seat's things that belong together ("hand",
    "pile", "shown", "trick", "middle").
    """

    key: str
    kind: str
    shape: Quad
    z: float
    keep: Quad | None = None
    seat: int | None = None
    group: str = ""

    @property
    def text(self) -> bool:
        return self.kind in ("plate", "info", "label")


def crowding(items: list[Placed], table: Rect, player: int | None = None) -> list[str]:
    """What is wrong with the table: an item outside it, an item over a face's index or over another item's text
    (or a text item over a card that is not its own seat's), and a seat's hand, shown cards, pile or count lying
    nearer another seat's plate than its own (the ``player``'s fan along the bottom is his by its place)."""
    out: list[str] = []
    inside = table.adjusted(0.5)
    bounds = [a.shape.bounds() for a in items]
    keeps = [a.keep.bounds() if a.keep is not None else None for a in items]
    for a, box in zip(items, bounds):
        if not inside.contains(box):
            out.append(f"{a.key} leaves the table")
    edges = [(r.x + 0.25, r.y + 0.25, r.right - 0.25, r.bottom - 0.25) for r in bounds]
    for i, a in enumerate(items):
        keep = keeps[i]
        ax0, ay0, ax1, ay1 = edges[i]
        for j, b in enumerate(items):
            bx0, by0, bx1, by1 = edges[j]
            if i == j or bx0 >= ax1 or ax0 >= bx1 or by0 >= ay1 or ay0 >= by1:
                continue  # their boxes do not even meet
            if (
                keep is not None
                and (b.z > a.z or (a.text and b.text))
                and bounds[j].intersects(keep)
                and a.keep is not None
                and b.shape.meets(a.keep)
            ):
                out.append(f"{b.key} covers {a.key}'s {'text' if a.text else 'index'}")
            elif b.text and not a.text and b.z > a.z and not _own_card(a, b) and b.shape.meets(a.shape):
                out.append(f"{b.key} lies on {a.key}")
    plates = {p.seat: box for p, box in zip(items, bounds) if p.kind == "plate" and p.seat is not None}
    groups: dict[tuple[int, str], list[Rect]] = {}
    for a, box in zip(items, bounds):
        if a.seat is not None and a.group in ("hand", "shown", "pile") and a.seat in plates:
            groups.setdefault((a.seat, a.group), []).append(box)
    areas: dict[tuple[int, str], Rect] = {}
    for key, rects in groups.items():
        area = around(rects)
        if area is not None:
            areas[key] = area
    for (seat, group), area in sorted(areas.items()):
        if seat == player and group == "hand":
            continue  # the fan along the bottom, face up, is the player's by its place
        # a hand belongs with its plate; the cards a seat shows and its pile with its plate, its hand or each other
        marks: dict[int, list[Rect]] = {}
        for s, plate in plates.items():
            near = [areas.get((s, g)) for g in ("hand", "shown", "pile") if g != group] if group != "hand" else []
            marks[s] = [plate] + [m for m in near if m is not None]
        own = min(area.gap(m) for m in marks[seat])
        nearer = [s for s, ms in marks.items() if s != seat and min(area.gap(m) for m in ms) < own]
        if nearer:
            out.append(f"seat {seat}'s {group} lies nearer seat {nearer[0]}'s plate or hand than its own")
    return out


def _own_card(card: Placed, text: Placed) -> bool:
    """A text item may lie on its own seat's cards (their indices apart): a plate on its hand's lower edge, a count
    on its pile."""
    return card.seat is not None and card.seat == text.seat and card.group in ("hand", "shown", "pile")


# -- the layout --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SeatPlace:
    """Where one seat's things lie."""

    side: str  # bottom, top, left, right
    anchor: Point  # the middle of the hand
    step: float  # how far the hand's cards lie apart (along the fan, the row or the column)
    plate: Point  # the middle of the plate
    pile: Point  # the first won trick
    pile_step: float  # how far the won tricks fan out to the right
    shown: Point  # the first card shown in front of the seat
    shown_step: float  # from one shown card to the next
    shown_row: float  # from one row of shown cards to the next (down > 0, up < 0)
    shown_per_row: int
    rise: float = 0.0  # the human's fan, raised until its outer cards show whole


@dataclass(frozen=True)
class TableLayout:
    """The table at one size with one set of cards on it: every place, as plain points and rectangles.

    ``players`` counts the places at the table (a dummy seated among the players has one); ``aspect`` is a
    card's height over its width; ``plates`` and ``info`` are the measured (width, height) of each seat's name
    plate (its body, without the glow) and of the facts box; ``zoom`` scales the cards (the player's choice: larger
    cards for tired eyes), and everything else is laid out round the cards at that size.
    """

    width: float
    height: float
    players: int
    human: int = 0
    aspect: float = 1.5
    plates: tuple[tuple[float, float], ...] = ()
    info: tuple[float, float] = NO_INFO
    contents: TableContents = field(default_factory=TableContents)
    zoom: float = 1.0

    # sizes and seats ---------------------------------------------------------
    @cached_property
    def card(self) -> tuple[float, float]:
        """Width and height of a hand card."""
        w, h = self.width, self.height
        cw = min(w / (9.5 if self.players == 2 else 12.5), h / (4.3 * self.aspect))
        cw = max(34.0, min(cw, 150.0)) * self.zoom
        return cw, cw * self.aspect

    @cached_property
    def narrow(self) -> bool:
        """Six players at a table too narrow for three top seats side by side (the coach open at 800 px): two seats
        sit up each side (``narrow_slots``)."""
        tops = sum(1 for side, _x in seat_slots(self.players) if side == "top")
        block = self.card[0] * (BACK_SCALE + 0.2) + GAP + 110 + BLOCK_GAP  # a pile beside a narrow plate
        return tops > 2 and (self.width - 200) / tops < block

    @cached_property
    def _slots(self) -> list[tuple[str, float]]:
        return narrow_slots(self.players) if self.narrow else seat_slots(self.players)

    def slot(self, seat: int) -> tuple[str, float]:
        """A seat's side of the table and its place along it: along the top from left (0) to right (1); up a side
        from the bottom (0) to the top (1), 0.5 when a side has one seat."""
        rel = (seat - self.human) % self.players
        return self._slots[rel]

    def position(self, seat: int) -> str:
        """Where ``seat`` sits on screen: bottom (the human), top, left or right."""
        return self.slot(seat)[0]

    def top_seats(self) -> int:
        """How many seats share the top edge."""
        return sum(1 for side, _x in self._slots if side == "top")

    def plate(self, seat: int) -> tuple[float, float]:
        """A seat's plate size (room for a plate if it has none yet)."""
        return self.plates[seat] if seat < len(self.plates) else NO_PLATE

    def hand_count(self, seat: int) -> int:
        """How many cards lie in a seat's hand now (for the layout around it): not those laid in front of it."""
        t = self.contents
        if seat in t.away:
            return 0
        if seat >= len(t.hand_sizes):
            return 5
        return max(0, t.hand_sizes[seat] - (len(t.shown.get(seat, ())) if t.shown_in_hand else 0))

    def won(self, seat: int) -> int:
        """Tricks in a seat's pile."""
        return self.contents.won[seat] if seat < len(self.contents.won) else 0

    def shown_count(self, seat: int) -> int:
        """Cards lying face up in front of a seat."""
        return len(self.contents.shown.get(seat, ()))

    # the facts box and the plates' room -------------------------------------------------------------------------
    def info_limits(self) -> tuple[float, int]:
        """How wide the facts box may grow and how many lines of text it shows (0: all)."""
        w, h = self.width, self.height
        if self.facts_strip:  # along the top edge, every fact in sight
            return w - 20, 0
        # a short table keeps the box to the facts a player glances at most (the rest in its tooltip)
        max_lines = 0 if h >= 720 else max(3, int((h - 220) / 40))
        if self._info_middle():  # top middle, between the side seats' plates
            return max(120.0, w - 2 * (self.plate_max_width(self._seat_at("left")) + 20) - 20), max_lines
        tops = self.top_seats()
        if tops > 1:  # the top seats share the rest of the top edge
            return max(180.0, min(w * 0.4, w - 20 - tops * self._top_slot_min())), max_lines
        return max(220.0, w * 0.3), max_lines  # wide enough for a value beside its label

    def _top_slot_min(self) -> float:
        """The narrowest a top seat's block may be: a plate beside a won pile."""
        cw = self.card[0]
        return 130 + GAP + cw * BACK_SCALE + 3 * cw * 0.07 + 2 * GAP

    @property
    def facts_strip(self) -> bool:
        """Do the facts lie in a strip along the top edge? At a narrow table of six (``narrow``) a box in the top
        left corner took the room of the left side's two seats and the player's plate under them."""
        return self.narrow

    def info_rect(self) -> Rect:
        """The facts box: top left; with three players in the top middle, clear of the side seats; the strip in the
        middle of the top edge."""
        iw, ih = self.info
        if self.facts_strip:
            return Rect(self.width / 2 - iw / 2, 8.0, iw, ih)
        x = self.width / 2 - iw / 2 if self._info_middle() else 12.0
        return Rect(x, 10.0, iw, ih)

    def _top_edge(self) -> float:
        """Where the top seats' blocks begin: at the edge, or under the facts strip."""
        if self.facts_strip and self.info[1] > NO_INFO[1]:
            return self.info_rect().bottom + GAP
        return 10.0

    def _info_middle(self) -> bool:
        """Is the facts box in the top middle (no seat on the top edge, but one at each side)?"""
        return self.players >= 3 and self.top_seats() == 0

    def _seat_at(self, side: str) -> int:
        for seat in range(self.players):
            if self.position(seat) == side:
                return seat
        return self.human

    def plate_max_width(self, seat: int | None = None) -> float:
        """How wide a seat's name plate may grow (its words wrap inside); no seat: the narrowest of them."""
        if seat is None:
            return min(self.plate_max_width(s) for s in range(self.players))
        w = self.width
        side = self.position(seat)
        cw = self.card[0]
        if side == "top" and not self.narrow:
            pile = cw * BACK_SCALE + 3 * cw * 0.07
            return max(110.0, self._top_span()[2] - pile - GAP - BLOCK_GAP)
        if self.narrow:  # two seats up each side, the player's plate under them: as wide as the trick leaves (the
            # top seat's as theirs)
            return max(150.0, (w - 3.6 * cw - 2 * (12 + GAP)) / 2)
        if side == "bottom":  # narrow enough to stand beside a big fan in a small window
            return max(130.0, min(w * 0.24, 340.0))
        return max(150.0, min(w * 0.24, 300.0))

    def _top_span(self) -> tuple[float, float, float]:
        """Where the top seats' blocks lie (from x, to x) and each one's width."""
        info = self.info_rect()
        x0 = 10.0 if self._info_middle() or self.facts_strip else info.right + GAP + 4
        x1 = self.width - 10.0
        tops = max(1, self.top_seats())
        return x0, x1, (x1 - x0) / tops

    # the plan: every seat's block ---------------------------------------------------------------------------------
    @cached_property
    def places(self) -> dict[int, SeatPlace]:
        """Every seat's things: the human's along the bottom, then the top seats, then the sides. Under the facts
        strip the top seat lies over the side whose seats leave it the room (the right, where the player's plate
        is not, unless his fan reaches under the right side's lower seat)."""
        if not self.facts_strip:
            return self._places()
        return min((self._places(align) for align in ("right", "left")), key=self._crowded)

    def _places(self, align: str = "") -> dict[int, SeatPlace]:
        out = {self.human: self._bottom()}
        for seat in range(self.players):
            if self.position(seat) == "top":
                out[seat] = self._top(seat, align)
        sides = [seat for seat in range(self.players) if self.position(seat) in ("left", "right")]
        for seat in sorted(sides, key=lambda s: -self.slot(s)[1]):  # a side's upper seat first
            out[seat] = self._side(seat, out)
        return out

    def _crowded(self, places: dict[int, SeatPlace]) -> float:
        """How much of the seats' blocks lie on one another (the player's with the room his shown cards take)."""
        blocks = [
            (seat, r) for seat, p in places.items() for r in self._seat_rects(seat, p, reserve=seat == self.human)
        ]
        return sum(a.overlap(b) for (s, a), (t, b) in itertools.combinations(blocks, 2) if s != t)

    def _bottom(self) -> SeatPlace:
        """The human's things along the bottom: the plate in the left corner, his won pile (or his own talon) and
        the cards he shows beside it, then the fan; where the fan needs the room, the plate and the pile go above
        its left end (the shown cards above the fan, right of them)."""
        w, h = self.width, self.height
        cw, ch = self.card
        t = self.contents
        n = len(t.hand)
        pw, ph = self.plate(self.human)
        k = self.shown_count(self.human)
        sw, sh = cw * SHOWN_SCALE, ch * SHOWN_SCALE
        shown_w = sw + (k - 1) * sw * 0.62 if k else 0.0
        shown_step = sw * 0.62
        won = self.won(self.human)
        talon_w = cw * BACK_SCALE + cw * 0.42 if t.own_talon else 0.0
        pile_room = max(cw * BACK_SCALE + min(won, 5) * cw * 0.07, talon_w)  # a pile of many tricks fans closer
        pile_x = 12 + pw + GAP + (talon_w if t.own_talon else cw * BACK_SCALE) / 2
        # two seats up each side: the shown cards go above the fan, and the fan keeps clear of the lower right
        # seat's block where it can
        in_row = not self.narrow or n == 0  # (no fan: beside the pile, where the hand was)
        left_beside = 12 + pw + GAP + pile_room + GAP + (shown_w + GAP if k and in_row else 0.0)
        natural = min(cw * 0.72, (w * 0.78 - cw) / max(1, n - 1))

        end = (n - 1) / 2
        turn = math.radians(end * 1.6)  # the outer cards' turn: they reach further out than they are wide
        outer = cw * math.cos(turn) + ch * math.sin(turn) + 2

        def fits(lo: float, hi: float) -> float:
            return min(natural, (hi - lo - outer) / max(1, n - 1))

        right = w - 12.0
        if self.narrow:
            lower = next(s for s in range(self.players) if self.position(s) == "right" and self.slot(s)[1] < 0.5)
            if n <= 1 or fits(left_beside, right - self.plate(lower)[0] - BLOCK_GAP) >= cw * FAN_MIN_STEP:
                right -= self.plate(lower)[0] + BLOCK_GAP  # (blocks keep BLOCK_GAP apart: ``_side_room``)
        beside = n <= 1 or fits(left_beside, right) >= cw * FAN_MIN_STEP
        lo = left_beside if beside else 12.0
        step = max(cw * 0.2, fits(lo, right))
        span = (n - 1) * step + outer if n else 0.0
        # the middle of the window, unless the plate or the pile would lie on the fan
        cx = min(max(w / 2, lo + span / 2), right - span / 2)
        ay = h - ch * 0.5 - 12 - ch * 0.06
        lowest = ay + end * end * ch * 0.0025 + (cw * math.sin(turn) + ch * math.cos(turn)) / 2
        rise = max(0.0, lowest - (h - EDGE))
        fan_top = ay - rise - ch / 2 - ch * HOVER_LIFT
        if beside:  # the plate in the corner; the pile and the shown cards between it and the fan
            plate = Point(12 + pw / 2, h - 10 - ph / 2)
            pile = Point(pile_x, h - 12 - ch * BACK_SCALE / 2)
            shown = Point(12 + pw + GAP + pile_room + GAP + sw / 2, h - 12 - sh / 2)
            shown_row = -sw * (INDEX_H + 0.1)
            if not in_row:  # above the fan, from beside the plate, clear of the lower right seat's block
                lo_x, per = 12 + pw + GAP, min(k, 8)
                if per > 1 and lo_x + sw + (per - 1) * shown_step > right:  # (closer if need be)
                    shown_step = max(sw * (INDEX_W + 0.05), (right - lo_x - sw) / (per - 1))
                shown = Point(lo_x + sw / 2, fan_top - GAP / 2 - sh / 2)
                shown_row = -sh * 0.72
        else:  # above the fan's left end, with the pile beside; the shown cards in a row above the fan, after them
            bottom = fan_top - GAP
            plate = Point(12 + pw / 2, bottom - ph / 2)
            pile = Point(pile_x, bottom - ch * BACK_SCALE / 2)
            shown = Point(12 + pw + GAP + pile_room + GAP + sw / 2, fan_top - GAP / 2 - sh / 2)
            shown_row = -sh * 0.72
        return SeatPlace(
            "bottom",
            Point(cx, ay),
            step,
            plate,
            pile,
            self._pile_step(pile, won, pile_room - cw * BACK_SCALE),
            shown,
            shown_step,
            shown_row,
            8 if not (beside and in_row) else max(1, k),
            rise,
        )

    def _pile_step(self, pile: Point, n: int, room: float | None = None) -> float:
        """How far the backs of a pile of ``n`` tricks fan out to the right: closer where its room ends."""
        cw = self.card[0]
        if n < 2:
            return cw * 0.07
        if room is None:
            room = self.width - EDGE - cw * BACK_SCALE / 2 - pile.x  # how far right the last back's centre may lie
        return max(0.0, min(cw * 0.07, room / (n - 1)))

    def _top_hand(self, seat: int) -> tuple[float, float, float]:
        """A top hand's card scale, its cards' width and height at that scale (faces where it lies open)."""
        cw, ch = self.card
        scale = OPEN_SCALE if seat in self.contents.open_hands else BACK_SCALE
        return scale, cw * scale, ch * scale

    def _top(self, seat: int, align: str = "") -> SeatPlace:
        """A top seat's block along the edge: the won pile, the plate, the hand and the cards it shows in one row
        where there is room; else the pile, the hand and the shown cards, with the plate under the hand (on the
        backs' lower part where several seats share the edge)."""
        cw, ch = self.card
        x0, x1, slot = self._top_span()
        tops = sorted((s for s in range(self.players) if self.position(s) == "top"), key=lambda s: -self.slot(s)[1])
        n = self.hand_count(seat)
        _scale, hw, hh = self._top_hand(seat)
        faces = seat in self.contents.open_hands
        k = self.shown_count(seat)
        sw, sh = cw * SHOWN_SCALE, ch * SHOWN_SCALE
        pw, ph = self.plate(seat)
        won = self.won(seat)
        avail = slot - BLOCK_GAP - GAP - cw * BACK_SCALE - 3 * cw * 0.07  # the hand's row and the plate, by a pile
        step = hw * (0.55 if faces else 0.3)
        shown_step, per_row = sw * 0.62, max(1, k)

        def row_width() -> float:
            hand = hw + (n - 1) * step if n else 0.0
            shown = sw + (min(k, per_row) - 1) * shown_step if k else 0.0
            return hand + (GAP / 2 if n and k else 0.0) + shown

        if n > 1 and row_width() > avail:  # the backs lie closer
            step = max(3.0 if not faces else hw * (INDEX_W + 0.08), step - (row_width() - avail) / (n - 1))
        if k > 1 and row_width() > avail:  # the shown cards too, each index still in sight
            shown_step = max(sw * (INDEX_W + 0.05), shown_step - (row_width() - avail) / (k - 1))
        while per_row > 1 and row_width() > avail:  # and then they wrap into rows
            per_row -= 1
        hand_w = hw + (n - 1) * step if n else 0.0
        rows = (k + per_row - 1) // per_row if k else 0
        shown_row = sw * (INDEX_H + 0.08)
        row_h = max(hh if n else 0.0, sh + (rows - 1) * shown_row if k else 0.0)
        row_w = row_width()
        pile_w = cw * BACK_SCALE + 3 * cw * 0.07  # the room the pile keeps: more tricks fan closer
        centre = x1 - (tops.index(seat) + 0.5) * slot
        top = self._top_edge()
        if len(tops) == 1:  # one seat: its hand in the middle of the edge if the facts box leaves the room
            centre = self.width / 2
        if n > 1 and not faces and pw + GAP + row_w + GAP + pile_w > slot - BLOCK_GAP:
            # a row along the edge, the backs closer (they only count the cards), when that makes it fit
            tight = max(3.0, min(step, hw * 0.12))
            if pw + GAP + row_w - (step - tight) * (n - 1) + GAP + pile_w <= slot - BLOCK_GAP:
                step = tight
                hand_w = hw + (n - 1) * step
                row_w = row_width()
        if pw + GAP + row_w + GAP + pile_w <= slot - BLOCK_GAP:
            # room enough: one row along the edge — the won pile, the plate, the hand, the cards shown
            whole = pile_w + GAP + pw + GAP + row_w
            if align == "right":  # the pile goes under the hand: the plate, the hand and the shown cards
                whole = pw + GAP + max(row_w, pile_w)
                over = whole - (x1 - self._left_blocks_end())
                if over > 0 and n > 1 and not faces:  # the backs closer, clear of the left side's blocks
                    step = max(3.0, step - over / (n - 1))
                    hand_w = hw + (n - 1) * step
                    row_w = row_width()
                    whole = pw + GAP + max(row_w, pile_w)
            left = centre - whole / 2
            if len(tops) == 1:  # the hand itself in the middle, where the trick's top card points
                left = min(max(centre - (whole - row_w / 2), x0), x1 - whole)
            if align:  # against one end (``places``)
                left = x1 - whole if align == "right" else x0
            band = max(ph, row_h, ch * BACK_SCALE)
            # the pile against the plate (its room's unused part outside), the hand against the plate's other side
            fan = (won - 1) * self._pile_step(Point(0, 0), won, pile_w - cw * BACK_SCALE) if won > 1 else 0.0
            pile = Point(left + pile_w - cw * BACK_SCALE / 2 - fan, top + ch * BACK_SCALE / 2)
            plate = Point(left + pile_w + GAP + pw / 2, top + band / 2)
            start = left + pile_w + GAP + pw + GAP
            if align == "right":  # against the right end, clear of the left side's blocks: the pile under the hand
                plate = Point(left + pw / 2, plate.y)
                start = left + pw + GAP
                pile = Point(start + cw * BACK_SCALE / 2, top + max(hh, sh) + GAP + ch * BACK_SCALE / 2)
            anchor = Point(start + hand_w / 2, top + hh / 2)
            shown = Point(start + hand_w + (GAP / 2 if n else 0.0) + sw / 2, top + sh / 2)
        else:
            # the won pile, then the hand and the cards shown along the edge; the plate under the hand (on the
            # lower part of its own backs when the edge is crowded)
            width = max(pw, row_w)
            whole = pile_w + GAP + width
            left = {"right": x1 - whole, "left": x0}.get(align, min(max(centre - whole / 2, x0), x1 - whole))
            # the pile on the block's outer side: the seats in the right half keep it right of the hand
            outward = centre > (x0 + x1) / 2 + 1 or align == "right"
            if seat in self.contents.away:  # a seat sitting this deal out: its plate alone, at the edge
                plate_top = top
            elif len(tops) > 1:
                plate_top = top + (hh * 0.55 if n else 0.0)
                if k:  # and clear of the shown cards' indices
                    plate_top = max(plate_top, top + (rows - 1) * shown_row + sw * INDEX_H + 3)
            else:
                plate_top = top + row_h + 6
            fan = (won - 1) * self._pile_step(Point(0, 0), won, pile_w - cw * BACK_SCALE) if won > 1 else 0.0
            pile = Point(left + pile_w - cw * BACK_SCALE / 2 - fan, top + ch * BACK_SCALE / 2)  # against the hand
            start = left + pile_w + GAP
            if outward:
                start = left
                pile = Point(left + width + GAP + cw * BACK_SCALE / 2, top + ch * BACK_SCALE / 2)
            anchor = Point(start + hand_w / 2, top + hh / 2)
            plate = Point(start + min(max(pw / 2, row_w / 2), width - pw / 2), plate_top + ph / 2)
            shown = Point(start + hand_w + (GAP / 2 if n else 0.0) + sw / 2, top + sh / 2)
        spread = self._pile_step(pile, won, pile_w - cw * BACK_SCALE)
        return SeatPlace("top", anchor, step, plate, pile, spread, shown, shown_step, shown_row, per_row)

    def _left_blocks_end(self) -> float:
        """Where a top seat's block (its plate's glow included) may begin, clear of the left side's blocks."""
        lefts = [seat for seat in range(self.players) if self.position(seat) == "left"]
        return 12 + max((self.plate(seat)[0] for seat in lefts), default=0.0) + BLOCK_GAP + PLATE_GLOW

    def _side_hand(self, seat: int, step: float | None = None) -> tuple[float, float, float]:
        """A side hand's width, height and step (backs lie sideways; an open hand stands in suit columns)."""
        cw, ch = self.card
        columns = self.open_columns(seat)
        if columns:
            return (
                cw * OPEN_SCALE * (1 + OPEN_COLUMN_GAP * (len(columns) - 1)),
                ch * OPEN_SCALE + (max(map(len, columns)) - 1) * self._open_step(),
                self._open_step(),
            )
        n = self.hand_count(seat)
        if not n:
            return 0.0, 0.0, 0.0
        if step is None:
            step = min(cw * BACK_SCALE * 0.22, (self.height * 0.5) / max(1, n))
        return ch * BACK_SCALE, cw * BACK_SCALE + (n - 1) * step, step

    def _side(self, seat: int, placed: Mapping[int, SeatPlace]) -> SeatPlace:
        w, h = self.width, self.height
        cw, ch = self.card
        side = self.position(seat)
        pw, ph = self.plate(seat)
        n = self.hand_count(seat)
        hand_w, hand_h, step = self._side_hand(seat)
        won = self.won(seat)
        k = self.shown_count(seat)
        sw, sh = cw * SHOWN_SCALE, ch * SHOWN_SCALE
        per_row, shown_step = 5, sw * 0.62
        if self.narrow and k > per_row:  # two seats up a side: the shown cards in one row, closer
            per_row, shown_step = k, max(sw * (INDEX_W + 0.05), min(shown_step, (pw - sw) / (k - 1)))
        rows = (k + per_row - 1) // per_row
        shown_w = sw + (min(k, per_row) - 1) * shown_step if k else 0.0
        shown_h = sh + (rows - 1) * sh * 0.72 if k else 0.0
        pile_w, pile_h = cw * BACK_SCALE + max(0, won - 1) * cw * 0.07, ch * BACK_SCALE if won else 0.0
        col_w = max(pile_w, shown_w)
        col_h = (shown_h + GAP if k and won else shown_h) + pile_h
        in_row = False  # the shown cards and the pile side by side (when one above the other is too tall)
        # the room between what lies above (the facts box, the top seats) and below (the human's things)
        top_room, bottom_room = self._side_room(side, placed, max(pw, hand_w + GAP + col_w))
        along_side = self.slot(seat)[1]
        if along_side > 0.5:  # the upper of two seats up this side: the room the lower one leaves
            lower = next(s for s in range(self.players) if self.position(s) == side and self.slot(s)[1] < 0.5)
            bottom_room -= self._side_least(lower) + GAP + PLATE_GLOW
        room = bottom_room - top_room
        body = max(hand_h, col_h)
        stacked = ph + 6 + body
        if stacked > room and n > 1 and not self.open_columns(seat):  # the backs lie closer
            want = max(2.0, (room - ph - 6 - cw * BACK_SCALE) / (n - 1))
            hand_w, hand_h, step = self._side_hand(seat, min(step, want))
            body = max(hand_h, col_h)
            stacked = ph + 6 + body
        if stacked > room and k and won:  # the pile beside the shown cards, not under them
            in_row, col_w, col_h = True, shown_w + GAP + pile_w, max(shown_h, pile_h)
            body = max(hand_h, col_h)
            stacked = ph + 6 + body
        # where the plate above the hand leaves no room, it goes beside the hand's top, towards the middle (if that
        # fits: a tall plate stays above, and the check says so)
        beside = stacked > room and max(hand_h, ph + 6 + col_h) <= room
        if beside:  # the plate beside the hand makes the block wider: clear of what lies below that width too
            wide_top, wide_bottom = self._side_room(side, placed, 6 + hand_w + GAP + max(pw, col_w))
            beside = max(hand_h, ph + 6 + col_h) <= min(bottom_room, wide_bottom) - max(top_room, wide_top)
            if beside:
                top_room, bottom_room = max(top_room, wide_top), min(bottom_room, wide_bottom)
        if beside and n > 1 and hand_h > ph + 6 + col_h and not self.open_columns(seat):
            # the backs no taller than the plate and what lies under it
            want = max(2.0, (ph + 6 + col_h - cw * BACK_SCALE) / (n - 1))
            hand_w, hand_h, step = self._side_hand(seat, min(step, want))
        height = max(hand_h, ph + 6 + col_h) if beside else stacked
        # with room to spare the won pile lies under the hand, and the shown cards alone beside it
        under = not beside and pile_h > 0 and ph + 6 + max(hand_h + GAP + pile_h, shown_h) <= room and hand_h > 0
        if under:
            height = ph + 6 + max(hand_h + GAP + pile_h, shown_h)
        # the hand's middle at the trick's height, the block inside its room (two seats up a side: the upper at
        # the top of its room, the lower at the bottom)
        want_top = h * 0.42 - (hand_h / 2 if beside else ph + 6 + hand_h / 2)
        if along_side != 0.5:
            want_top = top_room if along_side > 0.5 else bottom_room - height
        top = max(top_room, min(want_top, bottom_room - height))
        inward = 1 if side == "left" else -1
        outer = 12.0 if side == "left" else w - 12.0

        def along(x: float, width: float) -> float:
            """The middle of something ``x`` in from the outer edge, ``width`` wide."""
            return outer + inward * (x + width / 2)

        if beside:
            anchor = Point(along(6, hand_w), top + hand_h / 2)
            inner = 6 + hand_w + GAP
            plate = Point(along(inner, pw), top + ph / 2)
            col_top = top + ph + 6
        else:
            hand_top = top + ph + 6
            plate = Point(along(0, pw), top + ph / 2)
            anchor = Point(along(6, hand_w), hand_top + hand_h / 2)
            inner = 6 + hand_w + GAP
            col_top = hand_top
        shown = Point(along(inner, sw), col_top + sh / 2)
        if side == "right" and k:
            shown = Point(along(inner, shown_w) - shown_w / 2 + sw / 2, col_top + sh / 2)
        pile_top = col_top + (shown_h + GAP if k else 0.0)
        pile_x = along(inner, pile_w) - pile_w / 2 + cw * BACK_SCALE / 2
        if in_row:
            pile_top = col_top
            pile_x = along(inner + shown_w + GAP, pile_w) - pile_w / 2 + cw * BACK_SCALE / 2
        if under:
            pile_top = top + ph + 6 + hand_h + GAP
            pile_x = along(6, pile_w) - pile_w / 2 + cw * BACK_SCALE / 2
        pile = Point(pile_x, pile_top + pile_h / 2)
        spread = self._pile_step(pile, won, pile_w - cw * BACK_SCALE)
        return SeatPlace(side, anchor, step, plate, pile, spread, shown, shown_step, sh * 0.72, per_row)

    def _side_least(self, seat: int) -> float:
        """The least height a side seat's block takes: the plate beside the hand or above it, the backs close."""
        ch = self.card[1]
        _pw, ph = self.plate(seat)
        n = self.hand_count(seat)
        hand_h = self._side_hand(seat, 2.0)[1] if n else 0.0
        k = self.shown_count(seat)
        shown_h = ch * SHOWN_SCALE if k else 0.0
        pile_h = ch * BACK_SCALE if self.won(seat) else 0.0
        return min(ph + 6 + max(hand_h, shown_h, pile_h), max(hand_h, ph + 6 + max(shown_h, pile_h)))

    def _side_room(self, side: str, placed: Mapping[int, SeatPlace], block_w: float) -> tuple[float, float]:
        """The top and bottom a side seat's block keeps between."""
        w = self.width
        x0, x1 = (12.0, 12.0 + block_w) if side == "left" else (w - 12.0 - block_w, w - 12.0)
        column = Rect(x0, 0, x1 - x0, self.height)
        blocks = Rect(x0 - BLOCK_GAP, 0, x1 - x0 + 2 * BLOCK_GAP, self.height)  # clear of other seats beside it
        top = 10.0
        info = self.info_rect()
        if self.info[1] > NO_INFO[1] and column.intersects(Rect(info.x, 0, info.w, 1)):
            top = max(top, info.bottom + GAP)
        for seat, p in placed.items():
            if p.side == side:  # the upper seat up this side
                top = max(top, max(r.bottom for r in self._seat_rects(seat, p)) + GAP)
            for r in self._seat_rects(seat, p) if p.side == "top" else []:
                if blocks.intersects(Rect(r.x, 0, r.w, 1)):
                    top = max(top, r.bottom + GAP + PLATE_GLOW)
        bottom = self.height - 10.0
        human = placed.get(self.human)
        if human is not None:
            for r in self._seat_rects(self.human, human, reserve=True):
                if blocks.intersects(Rect(r.x, 0, r.w, 1)):
                    bottom = min(bottom, r.y - GAP - PLATE_GLOW)
        return top + PLATE_GLOW, bottom

    def _seat_rects(self, seat: int, p: SeatPlace, reserve: bool = False) -> list[Rect]:
        """What a seat's block covers: its plate (with the glow), hand, pile and shown cards."""
        cw, ch = self.card
        pw, ph = self.plate(seat)
        out = [Rect(p.plate.x - pw / 2, p.plate.y - ph / 2, pw, ph).adjusted(PLATE_GLOW)]
        if p.side == "bottom":
            out.extend(self._bottom_rects(p, reserve))
            return out
        if p.side == "top":
            _scale, hw, hh = self._top_hand(seat)
            n = self.hand_count(seat)
            if n:
                hand_w = hw + (n - 1) * p.step
                out.append(Rect(p.anchor.x - hand_w / 2, p.anchor.y - hh / 2, hand_w, hh))
        else:
            hand_w, hand_h, _ = self._side_hand(seat, p.step)
            if hand_w:
                out.append(Rect(p.anchor.x - hand_w / 2, p.anchor.y - hand_h / 2, hand_w, hand_h))
        won = self.won(seat)
        if won:  # (no tricks yet: no pile)
            pile = Rect(
                p.pile.x - cw * BACK_SCALE / 2, p.pile.y - ch * BACK_SCALE / 2, cw * BACK_SCALE, ch * BACK_SCALE
            )
            out.append(pile.united(pile.translated((won - 1) * p.pile_step, 0)))
        k = self.shown_count(seat)
        if k:
            sw, sh = cw * SHOWN_SCALE, ch * SHOWN_SCALE
            cols = min(k, p.shown_per_row)
            rows = (k + p.shown_per_row - 1) // p.shown_per_row
            out.append(
                Rect(p.shown.x - sw / 2, p.shown.y - sh / 2, sw + (cols - 1) * p.shown_step, sh + (rows - 1) * sh)
            )
        return out

    def _bottom_rects(self, p: SeatPlace, reserve: bool = False) -> list[Rect]:
        """What the human's fan, pile (or own talon, with its label) and shown cards cover; ``reserve``: room
        for a row of shown cards in a game that lays them there, before there are any."""
        cw, ch = self.card
        n = len(self.contents.hand)
        turn = math.radians((n - 1) / 2 * 1.6)
        span = (n - 1) * p.step + cw * math.cos(turn) + ch * math.sin(turn) + 2 if n else cw
        top = p.anchor.y - p.rise - ch / 2 - ch * HOVER_LIFT
        out = [Rect(p.anchor.x - span / 2, top, span, self.height - top)]
        won = self.won(self.human)
        pile = Rect(p.pile.x - cw * BACK_SCALE / 2, p.pile.y - ch * BACK_SCALE / 2, cw * BACK_SCALE, ch * BACK_SCALE)
        if won > 1:
            pile = pile.united(pile.translated((won - 1) * p.pile_step, 0))
        if self.contents.own_talon:
            label = self._own_talon_label(p.pile)
            pile = pile.united(Rect(p.pile.x - cw * 0.52, label.y - 12, cw * 1.04, p.pile.y - label.y))
        out.append(pile)
        k = self.shown_count(self.human)
        above = p.shown.y < p.anchor.y - ch / 2
        if k or (reserve and self.contents.shown_in_hand and above):
            sw, sh = cw * SHOWN_SCALE, ch * SHOWN_SCALE
            rows = max(1, (k + p.shown_per_row - 1) // p.shown_per_row)
            width = sw + (min(max(k, 1), p.shown_per_row) - 1) * p.shown_step
            out.append(Rect(p.shown.x - sw / 2, p.shown.y - sh / 2 + (rows - 1) * p.shown_row, width, sh * rows))
        return out

    # the middle -------------------------------------------------------------------
    @cached_property
    def middle(self) -> Rect:
        """The room the seats' blocks leave in the middle of the table, for the trick and the talon."""
        w = self.width
        places = self.places
        x0, x1 = 10.0, w - 10.0
        for seat, p in places.items():
            if p.side in ("left", "right"):
                rects = self._seat_rects(seat, p)
                if p.side == "left":
                    x0 = max(x0, max(r.right for r in rects) + GAP)
                else:
                    x1 = min(x1, min(r.x for r in rects) - GAP)
        cw, ch = self.card
        mx = (x0 + x1) / 2
        extra = cw * 2.1 if self._talon_beside() else 0.0  # two players' talon lies left of the trick
        above = [r for seat, p in places.items() if p.side == "top" for r in self._seat_rects(seat, p)]
        if self.info[1] > NO_INFO[1]:
            above.append(self.info_rect())
        below = self._seat_rects(self.human, places[self.human], reserve=True)
        # about what a trick takes: two cards one over the other, three side by side, more round an ellipse
        need_w = cw * (1.3 if self.players == 2 else 2.8 if self.players == 3 else 3.6)
        need_h = ch * (1.4 if self.players == 3 else 1.9)
        best: tuple[float, float, Rect] | None = None
        # the widest room between the top and the bottom blocks, or a narrower one that reaches further up or down
        # (a plate above the human's fan's end): the one a trick fits best
        bands = [(max(x0, mx - half - extra), min(x1, mx + half)) for half in ((x1 - x0) / 2, cw * 3.0, cw * 2.0)]
        # or the room beside a plate that stands up into the middle (the human's, above a wide fan's left end)
        bands += [(r.right + GAP, x1) for r in below if r.right + GAP + need_w < x1]
        for lo, hi in bands:
            band = Rect(lo, 0, hi - lo, 1)
            y0 = max([10.0] + [r.bottom + GAP for r in above if band.intersects(Rect(r.x, 0, r.w, 1))])
            y1 = min([self.height - 10.0] + [r.y - GAP for r in below if band.intersects(Rect(r.x, 0, r.w, 1))])
            room = Rect(lo, y0, hi - lo, y1 - y0)
            fit = min((room.w - extra) / need_w, room.h / need_h)
            if best is None or (fit, room.w * room.h) > best[:2]:
                best = (fit, room.w * room.h, room)
        assert best is not None
        x0, y0, x1, y1 = best[2].x, best[2].y, best[2].right, best[2].bottom
        if x1 - x0 < self.card[0] * 2:
            x0, x1 = w / 2 - self.card[0], w / 2 + self.card[0]
        if y1 - y0 < self.card[1]:
            mid = (y0 + y1) / 2
            y0, y1 = mid - self.card[1] / 2, mid + self.card[1] / 2
        return Rect(x0, y0, x1 - x0, y1 - y0)

    def _trick_slots(self) -> tuple[tuple[str, float], ...]:
        """The seats whose cards lie in the trick, as (side, place along the top)."""
        return tuple(self.slot(seat) for seat in range(self.players) if seat not in self.contents.away)

    @cached_property
    def _spread(self) -> tuple[dict[int, Point], float]:
        """Each seat's trick card offset from the trick's middle, and the trick cards' scale."""
        cw, ch = self.card
        m = self.middle
        seats = [seat for seat in range(self.players) if seat not in self.contents.away]
        room_w = m.w - (cw * 2.1 if self._talon_beside() else 0.0)
        spots, scale = trick_spread(self._trick_slots(), round(cw, 1), round(ch, 1), round(room_w), round(m.h))
        return dict(zip(seats, spots)), scale

    def centre(self) -> Point:
        """The middle of the trick: its cards as a whole in the middle of the room (with two players, the talon
        lies left of them)."""
        c = self.middle.center()
        offsets, _scale = self._spread
        if offsets:
            xs, ys = [p.x for p in offsets.values()], [p.y for p in offsets.values()]
            c = Point(c.x - (max(xs) + min(xs)) / 2, c.y - (max(ys) + min(ys)) / 2)
        if self._talon_beside():
            c = Point(c.x + self.card[0] * 1.05, c.y)
        return c

    def _talon_beside(self) -> bool:
        """Two players with a talon or a turned-up card: they lie left of the trick."""
        return self.players == 2 and bool(self.contents.talon or self.contents.turn_up)

    def talon_pos(self) -> Point:
        """Where the talon lies: with two players left of the trick, else in the middle (before the first trick)."""
        c = self.centre()
        return Point(c.x - self.card[0] * 2.6, c.y) if self.players == 2 else c

    def oval(self) -> tuple[Point, float, float]:
        """The faint oval that marks the playing area: centre and radii."""
        cw, ch = self.card
        offsets, scale = self._spread
        rx = max((abs(p.x) for p in offsets.values()), default=0.0) + cw * scale * 0.9
        ry = max((abs(p.y) for p in offsets.values()), default=0.0) + ch * scale * 0.62
        return self.centre(), max(rx, cw * 1.6), max(ry, ch * 0.8)

    def reaches_trick(self, y: float) -> bool:
        """Is a card dropped at height ``y`` on the trick (above the human's hand)?"""
        return y < self.anchor(self.human).y - self.card[1] * 0.55

    # seats' places -----------------------------------------------------------------
    def anchor(self, seat: int) -> Point:
        """The centre of a seat's hand."""
        return self.places[seat].anchor

    def pile_pos(self, seat: int) -> Point:
        """Where the tricks a seat has won are stacked."""
        return self.places[seat].pile

    def plate_pos(self, seat: int) -> Point:
        """Where a seat's name plate stands in its block."""
        return self.places[seat].plate

    def side_extent(self, seat: int) -> float:
        """The height of a side seat's (vertical) hand."""
        return self._side_hand(seat, self.places[seat].step)[1]

    def side_width(self, seat: int) -> float:
        """The width of a side seat's hand: backs lie sideways, an open hand stands upright in suit columns."""
        return self._side_hand(seat, self.places[seat].step)[0]

    def open_columns(self, seat: int) -> list[list[str]]:
        """A side seat's open hand as one column of item keys per suit (empty if the hand is not open).

        At this size a card's corner shows its rank only (the big symbol in the middle names the suit), so a
        single overlapping column would hide the suits; in suit columns the last card of each shows its suit.
        """
        if seat not in self.contents.open_sorted or self.position(seat) not in ("left", "right"):
            return []
        columns: dict[str, list[str]] = {}
        for key in unique_keys(self.contents.open_sorted[seat], self._prefix(seat)):
            columns.setdefault(key_code(key)[0], []).append(key)
        return list(columns.values())

    def _open_step(self) -> float:
        """How far the cards of an open suit column overlap: the rank index stays readable."""
        cw, ch = self.card
        return max(cw * OPEN_SCALE * (RANK_H + 0.06), min(ch * OPEN_SCALE * 0.24, self.height * 0.36 / 7))

    # plates and labels -------------------------------------------------------------
    def plate_rect(self, seat: int, at: Point) -> Rect:
        """The room a seat's plate takes (its glow included) when it stands at ``at``."""
        pw, ph = self.plate(seat)
        return Rect(-pw / 2 - PLATE_GLOW, -ph / 2 - PLATE_GLOW, pw + 2 * PLATE_GLOW, ph + 2 * PLATE_GLOW).translated(
            at.x, at.y
        )

    def plate_places(self) -> list[Point]:
        """Where every seat's plate stands: in its seat's block; one that would still lie on the facts box or on
        another plate (a window too small for the blocks) moves the shortest way clear, inside the table."""
        places = [self.plate_pos(seat) for seat in range(len(self.plates))]
        taken = [self.info_rect()]
        table = Rect(0, 0, self.width, self.height)
        for seat in sorted(range(len(self.plates)), key=lambda s: (s - self.human) % max(1, self.players)):
            r = self.plate_rect(seat, places[seat])
            clear = clear_of(r, taken, table)
            if clear != r:
                places[seat] = places[seat] + clear.center() - r.center()
            taken.append(clear)
        return places

    def talon_label_pos(self) -> Point:
        """The talon's count, under it."""
        tp = self.talon_pos()
        return Point(tp.x, tp.y + self.card[1] * 0.5 + 14)

    def won_label_pos(self, seat: int) -> Point:
        """A pile's count, on the lower edge of its backs."""
        p = self.places[seat]
        n = self.won(seat)
        ch = self.card[1]
        return Point(p.pile.x + max(0, n - 1) * p.pile_step / 2, p.pile.y + ch * BACK_SCALE / 2 - BADGE[1] / 2 - 3)

    def own_talon_label_pos(self) -> Point:
        """The label naming the human's own talon, above the laid-down pair."""
        return self._own_talon_label(self.pile_pos(self.human))

    def _own_talon_label(self, pile: Point) -> Point:
        ch = self.card[1]
        return Point(pile.x, pile.y - ch * 0.08 - ch * BACK_SCALE / 2 - 14)

    def note_pos(self, at: Point, half_width: float) -> Point:
        """A note (why a card was refused) just above the card at ``at``, inside the window."""
        x = min(max(half_width + 8, at.x), self.width - half_width - 8)
        return Point(x, at.y - self.card[1] * 0.62 - 14)

    # the cards ------------------------------------------------------------------------
    def targets(self) -> dict[str, Target]:
        """Every visible card, by item key, and where it belongs."""
        return dict(self._targets)

    @cached_property
    def _targets(self) -> dict[str, Target]:
        out: dict[str, Target] = {}
        t = self.contents
        cw, ch = self.card
        # the human's hand, fanned along a gentle arc
        self._fan(out, unique_keys(t.hand), self.human, faces=True)
        # the other seats: backs, or faces where the rules open the hand
        for seat in range(self.players):
            if seat == self.human:
                continue
            if seat in t.open_hands:
                self._fan(out, unique_keys(t.open_hands[seat], self._prefix(seat)), seat, faces=True)
            else:
                n = self.hand_count(seat) if seat < len(t.hand_sizes) else 0
                self._fan(out, [f"back:{seat}:{i}" for i in range(n)], seat, faces=False)
        # the talon (a pile of backs) and a turned-up card
        tp = self.talon_pos()
        if t.talon == 2 and self.players == 3:
            for i in range(2):
                out[f"talon:{i}"] = Target(
                    Point(tp.x + (i - 0.5) * cw * 0.32, tp.y), (i - 0.5) * 14, 10 + i, None, group="middle"
                )
        else:
            for i in range(min(t.talon, 5)):
                out[f"talon:{i}"] = Target(Point(tp.x - i * 1.2, tp.y - i * 1.5), 0.0, 10 + i, None, group="middle")
        # Ulti: the declarer's own laid-down talon, face down beside his hand; he may peek at it until the first
        # card is played — MAUSZ §9(2): "Lejátszás közben a talon megnézése tilos" (no looking at it during play)
        p = self.pile_pos(self.human)
        for i, code in enumerate(t.own_talon):
            out[f"mytalon:{code}"] = Target(
                Point(p.x + (i - 0.5) * cw * 0.42, p.y - ch * 0.08),
                (i - 0.5) * 10,
                60 + i,
                None,
                scale=BACK_SCALE,
                source=self.anchor(self.human),
                owner=self.human,
                group="pile",
            )
        if t.turn_up:
            out[t.turn_up] = Target(Point(tp.x + cw * 1.12, tp.y), 0.0, 30, t.turn_up, group="middle")
        # the trick: each card towards its seat, stacked so that every index shows (as near the order played as
        # that allows)
        c = self.centre()
        offsets, scale = self._spread
        keys = unique_keys([code for _seat, code in t.trick], "trick:" if t.multiset else "")
        spots = [c + offsets.get(seat, Point(0, 0)) for seat, _code in t.trick]
        order = stacking(spots, cw * scale, ch * scale, list(range(len(spots)))) or list(range(len(spots)))
        z = {i: 100 + k for k, i in enumerate(order)}
        for i, ((seat, code), key) in enumerate(zip(t.trick, keys)):
            out[key] = Target(
                spots[i], card_tilt(code), z[i], code, scale=scale, source=self.anchor(seat), owner=seat, group="trick"
            )
        # cards lying face up in front of a seat (MÜ's revealed bid cards, NJET's captured 0s)
        for seat, codes in t.shown.items():
            self._lay_shown(out, seat, codes)
        # won tricks: one back per trick, slightly fanned
        for seat in range(self.players):
            n = self.won(seat)
            if not n:
                continue
            place = self.places[seat]
            for i in range(n):
                pos = Point(place.pile.x + i * place.pile_step, place.pile.y - i * 0.8)
                out[f"won:{seat}:{i}"] = Target(pos, 0.0, 50 + i, None, scale=BACK_SCALE, owner=seat, group="pile")
        return out

    def card_rects(self) -> list[Rect]:
        """Where the cards lie, upright or turned sideways."""
        cw, ch = self.card
        out = []
        for t in self._targets.values():
            w, h = cw * t.scale, ch * t.scale
            if abs(t.rotation) % 180 > 45:
                w, h = h, w
            out.append(Rect(t.pos.x - w / 2, t.pos.y - h / 2, w, h))
        return out

    def leave_to(self, winner: int | None) -> Point:
        """Where cards leaving the table go: the trick's winner's pile, or the talon side (a discard)."""
        return self.pile_pos(winner) if winner is not None else self.talon_pos()

    def source(self, key: str, dealer: int | None) -> Point:
        """Where a new card without a source of its own comes from; ``dealer`` while a deal is dealt."""
        if dealer is not None:  # dealt from the dealer's side of the table
            return self.talon_pos() if self.players == 2 else self.anchor(dealer) * 0.5 + self.centre() * 0.5
        if key.startswith("won:"):
            return self.centre()
        return self.talon_pos()

    def _prefix(self, seat: int) -> str:
        """Item keys of another seat's open cards: their own, when the deck has copies of a code."""
        return f"open{seat}:" if self.contents.multiset else ""

    def _fan(self, out: dict[str, Target], keys: list[str], seat: int, faces: bool) -> None:
        n = len(keys)
        if not n:
            return
        cw, ch = self.card
        place = self.places[seat]
        pos = place.side
        a = place.anchor
        if pos == "bottom":
            for i, key in enumerate(keys):
                t = i - (n - 1) / 2
                pt = Point(a.x + t * place.step, a.y - place.rise + (t * t) * ch * 0.0025)
                out[key] = Target(pt, t * 1.6, 200 + i, key_code(key) if faces else None, owner=seat)
            return
        if pos == "top":
            scale = OPEN_SCALE if faces else BACK_SCALE
            for i, key in enumerate(keys):
                t = i - (n - 1) / 2
                code = key_code(key) if faces else None
                pt = Point(a.x + t * place.step, a.y)
                out[key] = Target(pt, 0.0 if faces else 180.0, 200 + i, code, scale=scale, owner=seat)
            return
        # left / right: an open hand stands upright in one column per suit, each overlapping downwards like a
        # patience column, so every rank and (from each column's last card) the suit can be read
        if faces:
            columns = self.open_columns(seat)
            step = self._open_step()
            top = a.y - self.side_extent(seat) / 2 + ch * OPEN_SCALE / 2
            dx = cw * OPEN_SCALE * OPEN_COLUMN_GAP
            for ci, column in enumerate(columns):
                x = a.x + (ci - (len(columns) - 1) / 2) * dx
                for j, key in enumerate(column):
                    last = j == len(column) - 1
                    out[key] = Target(
                        Point(x, top + j * step),
                        0.0,
                        200 + ci * 20 + j,
                        key_code(key),
                        scale=OPEN_SCALE,
                        index=INDEX_H if last else RANK_H,
                        owner=seat,
                    )
            return
        # backs turned sideways in a tight fan
        rot = 90.0 if pos == "left" else -90.0
        for i, key in enumerate(keys):
            t = i - (n - 1) / 2
            out[key] = Target(Point(a.x, a.y + t * place.step), rot, 200 + i, None, scale=BACK_SCALE, owner=seat)

    def _lay_shown(self, out: dict[str, Target], seat: int, codes: tuple[str, ...]) -> None:
        """Face-up cards in front of a seat, in its block, small and overlapping; many wrap into rows, each row's
        indices in sight."""
        if not codes:
            return
        place = self.places[seat]
        per_row = place.shown_per_row
        rows = (len(codes) + per_row - 1) // per_row
        for i, key in enumerate(unique_keys(codes, f"shown{seat}:")):
            row, col = divmod(i, per_row)
            pos = Point(place.shown.x + col * place.shown_step, place.shown.y + row * place.shown_row)
            # the row nearer the hand lies in front: its top shows the index of the one behind
            z = 80 + i if place.shown_row > 0 else 80 + (rows - 1 - row) * per_row + col
            out[key] = Target(
                pos, 0.0, z, key_code(key), scale=SHOWN_SCALE, source=place.anchor, owner=seat, group="shown"
            )

    # the check ---------------------------------------------------------------------------------------------------
    def placed(self, labels: Mapping[str, tuple[Point, tuple[float, float]]] | None = None) -> list[Placed]:
        """Every item as the layout puts it: the cards (their index corners), the plates, the facts box, and
        ``labels`` (key -> centre and size; by default a count on each won pile and the talon's count)."""
        cw, ch = self.card
        out: list[Placed] = []
        for key, t in self._targets.items():
            w, h = cw * t.scale, ch * t.scale
            shape = Quad.of(t.pos, w, h, t.rotation)
            keep = Quad.of(t.pos, w, h, t.rotation, index_part(w, h, t.index)) if t.code and t.index else None
            out.append(Placed(key, "face" if t.code else "back", shape, t.z, keep, t.owner, t.group))
        for seat, at in enumerate(self.plate_places()):
            pw, ph = self.plate(seat)
            body = Quad.box(Rect(at.x - pw / 2, at.y - ph / 2, pw, ph))
            out.append(Placed(f"plate {seat}", "plate", body, 900, body, seat, "plate"))
        if self.info[1] > NO_INFO[1]:
            box = Quad.box(self.info_rect())
            out.append(Placed("facts box", "info", box, 900, box))
        if labels is None:
            labels = {}
            for seat in range(self.players):
                n = self.won(seat)
                if n:
                    labels[f"count {seat}"] = (self.won_label_pos(seat), (8.0 * len(str(n)) + 16, BADGE[1]))
        for key, (at, (lw, lh)) in labels.items():
            box = Quad.box(Rect(at.x - lw / 2, at.y - lh / 2, lw, lh))
            owner = int(key.split()[-1]) if key.startswith("count ") else None
            out.append(Placed(key, "label", box, 950, box, owner, "pile" if owner is not None else ""))
        return out
