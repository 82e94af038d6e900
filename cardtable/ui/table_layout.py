"""Where everything lies on the card table: plain geometry from the window size, the seats and the cards on it.

No Qt here, so the layout is tested without a QApplication. The scene measures its name plates and its facts
box (text needs fonts), describes what lies on the table (``TableContents``) and asks a ``TableLayout`` for
points, rectangles and each card's ``Target``; then it moves its items there.

Play goes round the table from the human (bottom) to the right, over the top and down the left, for every seat
count the games have (2 to 6).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

OPEN_SCALE = 0.72  # an open hand at the side, against a hand card
OPEN_COLUMN_GAP = 1.08  # suit columns of an open side hand, in card widths
PLATE_GLOW = 6.0  # how far a plate's turn glow reaches outside its body
NO_PLATE = (160.0, 48.0)  # the room kept for a seat whose plate is not there yet
NO_INFO = (200.0, 14.0)  # the empty facts box
EDGE = 4.0  # a card near the window's edge keeps this far inside it


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


@dataclass(frozen=True)
class Target:
    """Where one card should be: centre, rotation, stacking order, face or back, size factor."""

    pos: Point
    rotation: float
    z: float
    code: str | None
    scale: float = 1.0
    source: Point | None = None  # where it comes from if it is new


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

    def slot(self, seat: int) -> tuple[str, float]:
        """A seat's side of the table and, along the top, its place from left (0) to right (1)."""
        rel = (seat - self.human) % self.players
        return seat_slots(self.players)[rel]

    def position(self, seat: int) -> str:
        """Where ``seat`` sits on screen: bottom (the human), top, left or right."""
        return self.slot(seat)[0]

    def top_seats(self) -> int:
        """How many seats share the top edge."""
        return sum(1 for side, _x in seat_slots(self.players) if side == "top")

    def plate(self, seat: int) -> tuple[float, float]:
        """A seat's plate size (room for a plate if it has none yet)."""
        return self.plates[seat] if seat < len(self.plates) else NO_PLATE

    def hand_count(self, seat: int) -> int:
        """How many cards lie in a seat's hand now (for the layout around it): not those laid in front of it."""
        t = self.contents
        if seat >= len(t.hand_sizes):
            return 5
        return t.hand_sizes[seat] - (len(t.shown.get(seat, ())) if t.shown_in_hand else 0)

    # the hands ------------------------------------------------------------------
    def anchor(self, seat: int) -> Point:
        """The centre of a seat's hand."""
        w, h = self.width, self.height
        _cw, ch = self.card
        pos, frac = self.slot(seat)
        if pos == "bottom":
            return Point(w / 2, h - ch * 0.5 - 12 - ch * 0.06)
        if pos == "top":
            return Point(w * frac, ch * 0.42 + 10)
        side = self.side_width(seat) / 2 + 18
        if pos == "left":
            return Point(side, self._left_y(seat))
        return Point(w - side, h * 0.40)

    def _left_room(self, seat: int) -> tuple[float, float]:
        """The top and bottom a left hand keeps between: under the facts box and its plate, above the human's plate."""
        top = 10 + self.info[1] + 8 + self.plate(seat)[1] + 12
        bottom = self.height - self.card[1] - 40 - self.plate(self.human)[1] / 2 - 8
        return top, bottom

    def _side_step(self, seat: int, n: int) -> float:
        """How far the backs of a side hand overlap: tighter where the left hand must fit under the facts box."""
        cw = self.card[0]
        step = min(cw * 0.62 * 0.22, (self.height * 0.5) / max(1, n))
        if self.position(seat) == "left" and self.players != 3 and n > 1:
            top, bottom = self._left_room(seat)
            step = max(2.0, min(step, (bottom - top - cw * 0.62) / (n - 1)))
        return step

    def _left_y(self, seat: int) -> float:
        """The left hand's middle: h × 0.40, lower when the facts box above it is tall (its plate must clear it)."""
        y = self.height * 0.40
        if self.players == 3:
            return y  # the facts box sits in the top middle
        half = self.side_extent(seat) / 2
        top, bottom = self._left_room(seat)
        return max(y, min(top + half, bottom - half))

    def side_extent(self, seat: int) -> float:
        """The height of a side seat's (vertical) hand."""
        cw, ch = self.card
        columns = self.open_columns(seat)
        if columns:
            return ch * OPEN_SCALE + (max(map(len, columns)) - 1) * self._open_step()
        n = max(1, self.hand_count(seat))
        return cw * 0.62 + (n - 1) * self._side_step(seat, n)

    def side_width(self, seat: int) -> float:
        """The width of a side seat's hand: backs lie sideways, an open hand stands upright in suit columns."""
        cw, ch = self.card
        columns = self.open_columns(seat)
        if columns:
            return cw * OPEN_SCALE * (1 + OPEN_COLUMN_GAP * (len(columns) - 1))
        return ch * 0.62

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
        return min(self.card[1] * OPEN_SCALE * 0.24, self.height * 0.36 / 7)

    def _top_step(self, n: int, faces: bool) -> tuple[float, float]:
        """A top hand's card scale and how far its cards overlap."""
        scale = 0.72 if faces else 0.62
        step = min(self.card[0] * scale * (0.55 if faces else 0.3), (self.width * 0.5 / self.top_seats()) / max(1, n))
        return scale, step

    def top_half_width(self, seat: int) -> float:
        """Half the width of a top seat's hand."""
        n = max(1, self.hand_count(seat))
        scale, step = self._top_step(n, seat in self.contents.open_hands)
        return (n - 1) * step / 2 + self.card[0] * scale / 2

    # the middle -------------------------------------------------------------------
    def centre(self) -> Point:
        """The middle of the trick."""
        w, h = self.width, self.height
        if self.players == 2:
            return Point(w / 2 + self.card[0] * 0.3, h * 0.47)
        return Point(w / 2, h * 0.43)

    def talon_pos(self) -> Point:
        """Where the talon lies."""
        cw, ch = self.card
        c = self.centre()
        if self.players == 2:
            return Point(c.x - cw * 2.6, c.y)
        return Point(c.x, c.y - ch * 0.15)

    def oval(self) -> tuple[Point, float, float]:
        """The faint oval that marks the playing area: centre and radii."""
        cw, ch = self.card
        return self.centre(), cw * 2.3, ch * 0.95

    def reaches_trick(self, y: float) -> bool:
        """Is a card dropped at height ``y`` on the trick (above the human's hand)?"""
        return y < self.anchor(self.human).y - self.card[1] * 0.55

    def pile_pos(self, seat: int) -> Point:
        """Where the tricks a seat has won are stacked."""
        w, h = self.width, self.height
        cw, ch = self.card
        pos = self.position(seat)
        if pos == "bottom":
            return Point(w - cw * 0.75 - 16, h - ch * 0.5 - 16)
        if pos == "top":
            if self.top_seats() > 1:  # a shared top edge: the pile lies right of each hand
                a = self.anchor(seat)
                return Point(a.x + self.top_half_width(seat) + cw * 0.45, a.y + ch * 0.1)
            return Point(w - cw * 0.75 - 16, ch * 0.45 + 10)
        # beside the hand, towards the middle of the table
        a = self.anchor(seat)
        dx = self.side_width(seat) / 2 + cw * 0.62 / 2 + 20
        y = a.y + self.side_extent(seat) * 0.2
        if pos == "left" and self.players in (4, 5) and seat < len(self.plates):
            # the left plate may sit beside the hand (a short table, see plate_pos): the pile goes under it
            plate = self.plate_pos(seat)
            pw, ph = self.plates[seat]
            if plate.x - pw / 2 < a.x + dx + cw * 0.31:
                y = max(y, plate.y + ph / 2 + ch * 0.31 + 8)
        return Point(a.x + (dx if pos == "left" else -dx), y)

    # plates and labels -------------------------------------------------------------
    def info_limits(self) -> tuple[float, int]:
        """How wide the facts box may grow and how many lines it shows (0: all)."""
        w, h = self.width, self.height
        # a short window keeps the box to the facts a player glances at most (the rest in its tooltip)
        max_lines = 4 if h < 620 else (6 if h < 760 else 0)
        plate_max = self.plate_max_width()
        return (max(200.0, w - 2 * (plate_max + 20) - 20) if self.players == 3 else w * 0.4), max_lines

    def info_rect(self) -> Rect:
        """The facts box: top left; with three players in the top middle, clear of the side seats."""
        iw, ih = self.info
        x = self.width / 2 - iw / 2 if self.players == 3 else 12.0
        return Rect(x, 10.0, iw, ih)

    def plate_max_width(self) -> float:
        """How wide a name plate may grow."""
        w = self.width
        plate_max = max(150.0, w * 0.24)
        if self.top_seats() > 1:  # plates along a shared top edge share its width
            plate_max = min(plate_max, max(110.0, w / (self.top_seats() + 1) - 16))
        return plate_max

    def plate_pos(self, seat: int) -> Point:
        """Where a seat's name plate would be with nothing else on the table (see ``plate_places``)."""
        w, h = self.width, self.height
        ch = self.card[1]
        pos = self.position(seat)
        a = self.anchor(seat)
        half_w, half_h = self.plate(seat)[0] / 2, self.plate(seat)[1] / 2
        if pos == "bottom":
            return Point(half_w + 14, h - ch - 40)
        if pos == "top" and self.top_seats() > 1:
            # a shared top edge: the plate hangs under its hand
            return Point(min(max(half_w + 10, a.x), w - half_w - 10), a.y + ch * 0.31 + half_h + 6)
        info = self.info_rect()
        if pos == "top":
            # left of the opponent's hand, clear of the trick below it
            x = a.x - self.top_half_width(seat) - half_w - 18
            if self.players == 2 and x - half_w < info.right + 12:
                # a narrow table: the facts box holds the top-left corner, the plate goes under it
                return Point(info.x + half_w, info.bottom + half_h + 10)
            return Point(max(half_w + 10, x), a.y)
        # above the side hand, kept inside the window
        y = a.y - self.side_extent(seat) / 2 - half_h - 12
        x = max(half_w + 10, a.x) if pos == "left" else min(w - half_w - 10, a.x)
        y = max(half_h + 8, y)
        if pos == "left" and self.players in (4, 5) and y - half_h < info.bottom + 6:
            # four players: the facts box holds the top-left corner; on a short table the left plate would lie
            # under it, so it moves beside the hand's top, towards the middle
            x = a.x + self.side_width(seat) / 2 + half_w + 12
            y = info.bottom + 6 + half_h
        return Point(x, y)

    def plate_rect(self, seat: int, at: Point) -> Rect:
        """The room a seat's plate takes (its glow included) when it stands at ``at``."""
        pw, ph = self.plate(seat)
        return Rect(-pw / 2 - PLATE_GLOW, -ph / 2 - PLATE_GLOW, pw + 2 * PLATE_GLOW, ph + 2 * PLATE_GLOW).translated(
            at.x, at.y
        )

    def plate_places(self) -> list[Point]:
        """Where every seat's plate stands: its own place, or the nearest clear of the facts box and other plates.

        A small table (800×560, or the coach open) leaves some plates on the facts box or on each other: each
        plate, the human's first, moves the shortest way clear of what is already placed, inside the table.
        """
        places = [self.plate_pos(seat) for seat in range(len(self.plates))]
        taken = [self.info_rect()]
        table = Rect(0, 0, self.width, self.height)
        cards = card_areas(self.card_rects())
        for seat in sorted(range(len(self.plates)), key=lambda s: (s - self.human) % max(1, self.players)):
            r = self.plate_rect(seat, places[seat])
            clear = clear_of(r, taken, table, cards)
            if clear != r:
                places[seat] = places[seat] + clear.center() - r.center()
            taken.append(clear)
        return places

    def talon_label_pos(self) -> Point:
        """The talon's count, under it."""
        tp = self.talon_pos()
        return Point(tp.x, tp.y + self.card[1] * 0.5 + 14)

    def won_label_pos(self, seat: int) -> Point:
        """A pile's count, under its last trick."""
        p = self.pile_pos(seat)
        n = self.contents.won[seat] if seat < len(self.contents.won) else 0
        return Point(p.x + n * self._pile_step(p, n) / 2, p.y + self.card[1] * 0.31 + 12)

    def own_talon_label_pos(self) -> Point:
        """The label naming the human's own talon, under the laid-down pair."""
        p = self.pile_pos(self.human)
        return Point(p.x, p.y + self.card[1] * 0.31 + 12)

    def note_pos(self, at: Point, half_width: float) -> Point:
        """A note (why a card was refused) just above the card at ``at``, inside the window."""
        x = min(max(half_width + 8, at.x), self.width - half_width - 8)
        return Point(x, at.y - self.card[1] * 0.62 - 14)

    # the cards ------------------------------------------------------------------------
    def targets(self) -> dict[str, Target]:
        """Every visible card, by item key, and where it belongs."""
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
                out[f"talon:{i}"] = Target(Point(tp.x + (i - 0.5) * cw * 0.32, tp.y), (i - 0.5) * 14, 10 + i, None)
        else:
            for i in range(min(t.talon, 5)):
                out[f"talon:{i}"] = Target(Point(tp.x - i * 1.2, tp.y - i * 1.5), 0.0, 10 + i, None)
        # Ulti: the declarer's own laid-down talon, face down beside his hand; he may peek at it until the first
        # card is played — MAUSZ §9(2): "Lejátszás közben a talon megnézése tilos" (no looking at it during play)
        p = self.pile_pos(self.human)
        for i, code in enumerate(t.own_talon):
            out[f"mytalon:{code}"] = Target(
                Point(p.x + (i - 0.5) * cw * 0.42, p.y - ch * 0.08),
                (i - 0.5) * 10,
                60 + i,
                None,
                scale=0.62,
                source=self.anchor(self.human),
            )
        if t.turn_up:
            out[t.turn_up] = Target(Point(tp.x + cw * 1.12, tp.y), 0.0, 30, t.turn_up)
        # the trick
        c = self.centre()
        keys = unique_keys([code for _seat, code in t.trick], "trick:" if t.multiset else "")
        for i, ((seat, code), key) in enumerate(zip(t.trick, keys)):
            out[key] = Target(c + self._trick_offset(seat), card_tilt(code), 100 + i, code, source=self.anchor(seat))
        # cards lying face up in front of a seat (MÜ's revealed bid cards, Meinz's point cards)
        for seat, codes in t.shown.items():
            self._lay_shown(out, seat, codes)
        # won tricks: one back per trick, slightly fanned
        for seat in range(self.players):
            n = t.won[seat] if seat < len(t.won) else 0
            p = self.pile_pos(seat)
            step = self._pile_step(p, n)
            for i in range(n):
                out[f"won:{seat}:{i}"] = Target(Point(p.x + i * step, p.y - i * 0.8), 0.0, 50 + i, None, scale=0.62)
        return out

    def _pile_step(self, pile: Point, n: int) -> float:
        """How far the backs of a pile of ``n`` tricks fan out to the right: closer where the window ends."""
        cw = self.card[0]
        if n < 2:
            return cw * 0.07
        room = self.width - EDGE - cw * 0.31 - pile.x  # how far right the last back's centre may lie
        return max(0.0, min(cw * 0.07, room / (n - 1)))

    def card_rects(self) -> list[Rect]:
        """Where the cards lie, upright or turned sideways."""
        cw, ch = self.card
        out = []
        for t in self.targets().values():
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

    def _trick_offset(self, seat: int) -> Point:
        cw, ch = self.card
        pos, frac = self.slot(seat)
        if pos == "top" and self.top_seats() > 1:
            return Point((frac - 0.5) * cw * 2.6, -ch * 0.24)
        return {
            "bottom": Point(0, ch * (0.24 if self.players == 2 else 0.3)),
            "top": Point(0, -ch * 0.24),
            "left": Point(-cw * 0.82, -ch * 0.08),
            "right": Point(cw * 0.82, -ch * 0.08),
        }[pos]

    def _fan(self, out: dict[str, Target], keys: list[str], seat: int, faces: bool) -> None:
        n = len(keys)
        if not n:
            return
        cw, ch = self.card
        pos = self.position(seat)
        a = self.anchor(seat)
        if pos == "bottom":
            room = self.width * 0.78 - cw
            step = min(cw * 0.72, room / max(1, n - 1))
            # the outer cards dip and turn: a big hand rises until their lower corners stay inside the window
            end = (n - 1) / 2
            turn = math.radians(end * 1.6)
            lowest = a.y + end * end * ch * 0.0025 + (cw * math.sin(turn) + ch * math.cos(turn)) / 2
            rise = max(0.0, lowest - (self.height - EDGE))
            for i, key in enumerate(keys):
                t = i - (n - 1) / 2
                pt = Point(a.x + t * step, a.y - rise + (t * t) * ch * 0.0025)
                out[key] = Target(pt, t * 1.6, 200 + i, key_code(key) if faces else None)
            return
        if pos == "top":
            scale, step = self._top_step(n, faces)
            for i, key in enumerate(keys):
                t = i - (n - 1) / 2
                code = key_code(key) if faces else None
                out[key] = Target(Point(a.x + t * step, a.y), 0.0 if faces else 180.0, 200 + i, code, scale=scale)
            return
        # left / right: an open hand stands upright in one column per suit, each overlapping downwards like a
        # patience column, so every rank and (from each column's last card) the suit can be read
        if faces:
            scale = OPEN_SCALE
            columns = self.open_columns(seat)
            step = self._open_step()
            top = a.y - self.side_extent(seat) / 2 + ch * scale / 2
            dx = cw * scale * OPEN_COLUMN_GAP
            for ci, column in enumerate(columns):
                x = a.x + (ci - (len(columns) - 1) / 2) * dx
                for j, key in enumerate(column):
                    out[key] = Target(Point(x, top + j * step), 0.0, 200 + ci * 20 + j, key_code(key), scale=scale)
            return
        # backs turned sideways in a tight fan
        step = self._side_step(seat, n)
        rot = 90.0 if pos == "left" else -90.0
        for i, key in enumerate(keys):
            t = i - (n - 1) / 2
            out[key] = Target(Point(a.x, a.y + t * step), rot, 200 + i, None, scale=0.62)

    def _lay_shown(self, out: dict[str, Target], seat: int, codes: tuple[str, ...]) -> None:
        """Face-up cards in front of a seat, between its hand and the trick, small and overlapping."""
        if not codes:
            return
        cw, ch = self.card
        a, c = self.anchor(seat), self.centre()
        pos = self.position(seat)
        t = 0.42 if pos == "bottom" else 0.5
        mid = a * (1 - t) + c * t
        scale = 0.5
        shared_top = self.top_seats() > 1
        if pos == "bottom":
            mid = Point(mid.x - cw * 2.2, a.y - ch * 0.95)
        elif pos == "top" and shared_top and seat < len(self.plates):
            # a shared top edge: the plate hangs under the hand, the cards lie under the plate
            plate = self.plate_pos(seat)
            mid = Point(a.x, plate.y + self.plates[seat][1] / 2 + ch * scale / 2 + 6)
        elif pos in ("left", "right") and shared_top:
            mid = Point(mid.x, mid.y + ch * 0.4)  # below the top seats' cards
        step = cw * scale * 0.62
        # many cards (a big MÜ bid) wrap into overlapping rows, away from the trick, each row's indices readable
        per_row = 8 if pos == "bottom" or (pos == "top" and not shared_top) else 5
        width = min(len(codes), per_row)
        down = pos in ("left", "right") or (pos == "top" and shared_top)  # away from the trick or plate
        dy = ch * scale * 0.42 * (1 if down else -1)
        rows = (len(codes) + per_row - 1) // per_row
        for i, key in enumerate(unique_keys(codes, f"shown{seat}:")):
            row, col = divmod(i, per_row)
            x = mid.x + (col - (width - 1) / 2) * step
            z = 80 + i if dy > 0 else 80 + (rows - 1 - row) * per_row + col  # the row in front shows its top
            out[key] = Target(Point(x, mid.y + row * dy), 0.0, z, key_code(key), scale=scale, source=a)
