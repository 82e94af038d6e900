"""The table's layout without Qt: at every seat count and at the smallest and a laptop's window, everything fits.

The layout is plain geometry (``cardtable.ui.table_layout``); these tests build it from sizes and a description
of the cards on the table, as the scene does, and need no QApplication. The cards' footprints here are exact:
a card turned in the fan covers its turned rectangle's bounding box.
"""

from __future__ import annotations

import ast
import importlib.util
import itertools
import math
import random
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.engine import registry
from cardtable.ui import table_layout
from cardtable.ui.table_layout import (
    Point,
    Rect,
    TableContents,
    TableLayout,
    Target,
    card_areas,
    clear_of,
    key_code,
    seat_slots,
    unique_keys,
)

SIZES = [(800, 560), (1280, 800)]  # the smallest window, a laptop's
SEATS = range(2, 7)
ASPECTS = (1.5, 1.85)  # the French and Hungarian decks' cards are 1.5 to 1.55 high per width; the tarokk deck's 1.85
# the biggest hand any game holds at each seat count (NJET 3: 16, MÜ 4 and NJET 2 and 4: 15; checked below)
BIGGEST_HAND = {2: 15, 3: 16, 4: 15, 5: 12, 6: 10}
TALON = {2: 5, 3: 2}  # Écarté's stock, Ulti's talon; a Tarokk talon (six) otherwise
PLATE_LINES = 3  # a plate's name line, its tags and two lines of words


def hands(players: int, held: int) -> dict[int, tuple[str, ...]]:
    """Made-up hands of ``held`` cards in four suits (the layout reads only the first letter, the suit)."""
    return {seat: tuple(f"{'HSDC'[i % 4]}{seat}.{i}" for i in range(held)) for seat in range(players)}


def table(
    players: int,
    size: tuple[int, int],
    aspect: float,
    held: int,
    *,
    trick: bool = True,
    open_seat: int | None = None,
    shown: int = 0,
) -> TableLayout:
    """A table with ``held`` cards in every hand, every seat's card in the trick, and piles of the tricks played.

    The plates are as big as they may grow (three lines at the widest), the facts box as wide and tall as the
    size lets it be: the worst a table holds.
    """
    dealt = hands(players, held)
    opened = {open_seat: dealt[open_seat]} if open_seat is not None else {}
    contents = TableContents(
        hand=dealt[0],
        hand_sizes=(held,) * players,
        open_hands=opened,
        open_sorted=opened,
        talon=TALON.get(players, 6) if held == BIGGEST_HAND[players] else 0,
        trick=tuple((seat, f"T{seat}") for seat in range(players)) if trick else (),
        shown={seat: tuple(f"Z{seat}.{i}" for i in range(shown)) for seat in range(players)},
        won=(BIGGEST_HAND[players] - held,) * players,  # every pile as big as the tricks played so far
    )
    bare = TableLayout(*size, players=players, aspect=aspect)
    info_width, info_lines = bare.info_limits()
    plate = (bare.plate_max_width(), 30.0 + 17.0 * PLATE_LINES)
    info = (info_width, 14.0 + 20 * (info_lines or 7))
    return TableLayout(*size, players=players, aspect=aspect, plates=(plate,) * players, info=info, contents=contents)


def footprint(t: Target, card: tuple[float, float]) -> Rect:
    """The rectangle a card covers, turned as it lies."""
    w, h = card[0] * t.scale, card[1] * t.scale
    a = math.radians(t.rotation)
    bw, bh = abs(w * math.cos(a)) + abs(h * math.sin(a)), abs(w * math.sin(a)) + abs(h * math.cos(a))
    return Rect(t.pos.x - bw / 2, t.pos.y - bh / 2, bw, bh)


def covered(layout: TableLayout, keys: list[str]) -> Rect | None:
    """The rectangle round the cards with these item keys (None: none of them lies on the table)."""
    targets = layout.targets()
    rects = [footprint(targets[k], layout.card) for k in keys if k in targets]
    if not rects:
        return None
    out = rects[0]
    for r in rects[1:]:
        out = out.united(r)
    return out


def hand_areas(layout: TableLayout, players: int, held: int) -> dict[int, Rect]:
    """Each seat's hand: the human's faces, the others' backs or open cards."""
    dealt = hands(players, held)
    out = {}
    for seat in range(players):
        if seat == 0:
            keys = list(dealt[0])
        elif seat in layout.contents.open_hands:
            keys = unique_keys(dealt[seat])
        else:
            keys = [f"back:{seat}:{i}" for i in range(held)]
        area = covered(layout, keys)
        if area is not None:
            out[seat] = area
    return out


CASES = [
    pytest.param(players, size, aspect, id=f"{players}-{size[0]}x{size[1]}-{aspect}")
    for players in SEATS
    for size in SIZES
    for aspect in ASPECTS
]


def held_counts(players: int) -> list[int]:
    """A full hand, a few in between, the last card, none."""
    return sorted({BIGGEST_HAND[players], 12, 10, 8, 5, 1, 0} & set(range(BIGGEST_HAND[players] + 1)), reverse=True)


def open_seats(players: int) -> list[int | None]:
    """No open hand; an open hand at each other seat (Ulti's open contracts show the declarer's on the table)."""
    return [None, *range(1, players)]


@pytest.mark.parametrize(("players", "size", "aspect"), CASES)
def test_every_card_lies_inside_the_window(players, size, aspect):
    window = Rect(0, 0, *size)
    outside = []
    for held, open_seat, shown in itertools.product(held_counts(players), open_seats(players), (0, 3)):
        layout = table(players, size, aspect, held, open_seat=open_seat, shown=shown)
        for key, t in layout.targets().items():
            if not window.contains(footprint(t, layout.card)):
                outside.append(f"{held} held, open {open_seat}, {shown} shown: {key} at {t.pos}")
    assert not outside, "\n".join(outside[:20])


@pytest.mark.parametrize(("players", "size", "aspect"), CASES)
def test_no_two_hands_overlap_and_the_trick_covers_none(players, size, aspect):
    problems = []
    for held, open_seat in itertools.product(held_counts(players), open_seats(players)):
        layout = table(players, size, aspect, held, open_seat=open_seat)
        areas = hand_areas(layout, players, held)
        for a, b in itertools.combinations(sorted(areas), 2):
            if areas[a].intersects(areas[b]):
                problems.append(f"{held} held, open {open_seat}: hands {a} and {b} overlap")
        targets = layout.targets()
        for seat in range(players):
            spot = footprint(targets[f"T{seat}"], layout.card)
            problems += [
                f"{held} held, open {open_seat}: seat {seat}'s trick card covers hand {h}"
                for h, area in areas.items()
                if spot.intersects(area)
            ]
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize(("players", "size", "aspect"), CASES)
def test_plates_and_the_facts_box_lie_inside_the_window_and_apart(players, size, aspect):
    window = Rect(0, 0, *size)
    problems = []
    for held, open_seat in itertools.product(held_counts(players), open_seats(players)):
        layout = table(players, size, aspect, held, open_seat=open_seat)
        info = layout.info_rect()
        plates = [layout.plate_rect(seat, at) for seat, at in enumerate(layout.plate_places())]
        where = f"{held} held, open {open_seat}"
        if not window.contains(info):
            problems.append(f"{where}: the facts box leaves the window")
        for seat, r in enumerate(plates):
            if not window.contains(r):
                problems.append(f"{where}: plate {seat} leaves the window")
            if r.intersects(info):
                problems.append(f"{where}: plate {seat} covers the facts box")
        for a, b in itertools.combinations(range(players), 2):
            if plates[a].intersects(plates[b]):
                problems.append(f"{where}: plates {a} and {b} overlap")
    assert not problems, "\n".join(problems[:20])


@pytest.mark.parametrize(("players", "size", "aspect"), CASES)
def test_the_counts_and_the_talon_label_lie_inside_the_window(players, size, aspect):
    layout = table(players, size, aspect, 0)
    points = [layout.talon_label_pos(), layout.own_talon_label_pos()]
    points += [layout.won_label_pos(seat) for seat in range(players)]
    for p in points:
        assert 0 < p.x < size[0] and 0 < p.y < size[1], p


@pytest.mark.parametrize("players", SEATS)
def test_play_goes_round_from_the_human_to_the_right_over_the_top_and_down_the_left(players):
    slots = seat_slots(players)
    assert slots[0] == ("bottom", 0.5)
    sides = [side for side, _x in slots]
    if players == 2:
        assert sides == ["bottom", "top"]
        return
    assert sides[1] == "right" and sides[-1] == "left"
    along = [x for side, x in slots if side == "top"]
    assert len(along) == max(0, players - 3)
    assert along == sorted(along, reverse=True)  # the top seats in turn from right to left
    layout = TableLayout(1280, 800, players=players, human=players - 1)
    assert layout.position(players - 1) == "bottom" and layout.position(0) == "right"


def test_a_side_seats_open_hand_stands_in_one_column_per_suit():
    layout = table(3, (1280, 800), 1.55, 10, open_seat=2)
    columns = layout.open_columns(2)
    assert [key_code(c[0])[0] for c in columns] == list("HSDC")
    assert sorted(k for c in columns for k in c) == sorted(hands(3, 10)[2])
    targets = layout.targets()
    for column in columns:
        xs = {targets[k].pos.x for k in column}
        ys = [targets[k].pos.y for k in column]
        assert len(xs) == 1 and ys == sorted(ys)  # upright, each card a little lower than the one before
    assert layout.open_columns(0) == [] and layout.open_columns(1) == []


def test_a_big_hand_rises_until_its_outer_cards_show_whole():
    small = table(3, (1280, 800), 1.85, 10)
    big = table(3, (1280, 800), 1.85, 16)
    middle = {n: t.targets()[hands(3, n)[0][n // 2]].pos.y for n, t in ((10, small), (16, big))}
    assert middle[16] < middle[10]
    bottom = max(footprint(t, big.card).bottom for k, t in big.targets().items() if k in hands(3, 16)[0])
    assert bottom <= 800


def test_a_pile_near_the_edge_fans_closer_but_keeps_every_trick():
    layout = table(2, (1280, 800), 1.5, 0)
    pile = [t for k, t in layout.targets().items() if k.startswith("won:0:")]
    assert len(pile) == BIGGEST_HAND[2]
    xs = [t.pos.x for t in pile]
    assert xs == sorted(xs) and xs[-1] > xs[0]
    assert max(footprint(t, layout.card).right for t in pile) <= 1280


def test_cards_come_from_where_they_would():
    layout = table(4, (1280, 800), 1.5, 8)
    assert layout.source("won:1:0", None) == layout.centre()
    assert layout.source("back:2:3", None) == layout.talon_pos()
    dealt = layout.source("back:2:3", 2)
    assert dealt == layout.anchor(2) * 0.5 + layout.centre() * 0.5  # halfway from the dealer to the middle
    assert layout.leave_to(3) == layout.pile_pos(3) and layout.leave_to(None) == layout.talon_pos()
    assert layout.reaches_trick(layout.centre().y) and not layout.reaches_trick(layout.anchor(0).y)


def test_a_rect_on_a_taken_place_moves_clear_inside_the_bounds():
    bounds = Rect(0, 0, 400, 300)
    taken = [Rect(0, 0, 200, 100)]
    plate = Rect(50, 50, 120, 40)
    moved = clear_of(plate, taken, bounds)
    assert not moved.intersects(taken[0]) and bounds.contains(moved)
    assert (moved.w, moved.h) == (plate.w, plate.h)
    assert clear_of(Rect(250, 150, 50, 50), taken, bounds) == Rect(250, 150, 50, 50)  # already clear: stays
    assert clear_of(Rect(-30, 280, 50, 50), [], bounds) == Rect(0, 250, 50, 50)  # pulled inside


def test_overlapping_cards_merge_into_one_area_per_group():
    fan = [Rect(10 * i, 0, 30, 45) for i in range(5)]
    pile = [Rect(300, 300, 20, 30), Rect(302, 299, 20, 30)]
    areas = card_areas(fan + pile)
    assert sorted((a.x, a.y, a.w, a.h) for a in areas) == [(0, 0, 70, 45), (300, 299, 22, 31)]


def test_item_keys_tell_copies_apart_and_read_back_their_code():
    keys = unique_keys(["R1", "R1", "B0", "R1"], "trick:")
    assert keys == ["trick:R1", "trick:R1~1", "trick:B0", "trick:R1~2"]
    assert [key_code(k) for k in keys] == ["R1", "R1", "B0", "R1"]


def test_points_and_rects_are_plain_values():
    assert Point(1, 2) + Point(3, 4) == Point(4, 6) and Point(4, 6) - Point(3, 4) == Point(1, 2)
    assert Point(1, 2) * 0.5 == Point(0.5, 1)
    r = Rect(0, 0, 10, 10)
    assert not r.intersects(Rect(10, 0, 5, 5))  # touching edges share no area
    assert r.overlap(Rect(5, 5, 10, 10)) == 25
    assert r.united(Rect(20, 20, 1, 1)) == Rect(0, 0, 21, 21)


def test_no_game_holds_a_bigger_hand_than_these_tests_lay_out():
    for info in registry.infos():
        for players in info.player_counts:
            game = registry.get(info.name, players=players if info.seats_option else None)
            for seed in range(2):
                state = game.new_deal(seed, players=players)
                rng = random.Random(seed)
                while not state.is_over:
                    assert max(state.view(0).hand_sizes) <= BIGGEST_HAND[players], (info.name, players)
                    seat = state.to_move
                    assert seat is not None
                    state.apply_as(seat, rng.choice(state.legal_actions()))


def test_the_layout_imports_no_qt():
    source = Path(table_layout.__file__).read_text(encoding="utf-8")
    imported = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            imported += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            imported.append(node.module or "")
    assert not [m for m in imported if m and m.split(".")[0] in ("PySide6", "shiboken6")]
    # and importing it (with its package) loads no Qt, though Qt is there to load
    code = (
        "import sys\n"
        "from cardtable.ui.table_layout import TableLayout\n"
        "assert TableLayout(800, 560, players=4).targets() == {}\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))\n"
    )
    assert importlib.util.find_spec("PySide6") is not None
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"


def test_cards_shown_from_a_hand_leave_its_backs():
    """MÜ's revealed cards lie face up in front of their seat and are no longer among its backs; cards shown
    that were never in the hand (NJET's captured 0s) take none away."""
    for in_hand, backs in ((True, [15, 13, 15, 14]), (False, [15, 15, 15, 15])):
        contents = TableContents(
            hand=tuple(f"H{i}" for i in range(15)),
            hand_sizes=(15, 15, 15, 15),
            shown={1: ("A1", "A2"), 3: ("B1",)},
            shown_in_hand=in_hand,
        )
        keys = TableLayout(1280, 800, players=4, contents=contents).targets()
        for seat in (1, 2, 3):
            assert sum(k.startswith(f"back:{seat}:") for k in keys) == backs[seat]
            assert sum(k.startswith(f"shown{seat}:") for k in keys) == len(contents.shown.get(seat, ()))


def test_zoom_scales_the_cards_the_window_size_gives():
    plain = TableLayout(1280, 800, players=4)
    zoomed = TableLayout(1280, 800, players=4, zoom=1.25)
    assert zoomed.card == pytest.approx((plain.card[0] * 1.25, plain.card[1] * 1.25))
