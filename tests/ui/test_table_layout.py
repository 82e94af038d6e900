"""The table's layout without Qt: at every seat count and at the smallest and a laptop's window, everything fits.

The layout is plain geometry (``cardtable.ui.table_layout``); these tests build it from sizes and a description
of the cards on the table, as the scene does, and need no QApplication. The cards' footprints here are exact:
a card turned in the fan covers its turned rectangle's bounding box.
"""

from __future__ import annotations

import ast
import dataclasses
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
    crowding,
    key_code,
    seat_slots,
    stacking,
    unique_keys,
)

# the table's own size: the window less its menu, action bar and a game's board
# (the coach open at 800×560 leaves a table of about 490 wide: that one is checked with the games' real words and
# plates in test_layout_everywhere.py, where made-up worst cases here would ask for more than any game shows)
SIZES = [(800, 440), (1280, 680), (1920, 950)]
SEATS = range(2, 7)
# the biggest hand any game holds at each seat count (NJET 3: 16, MÜ 4 and NJET 2 and 4: 15; checked below)
BIGGEST_HAND = {2: 15, 3: 16, 4: 15, 5: 12, 6: 10}
TALON = {2: 5, 3: 2}  # Écarté's stock, Ulti's talon; a Tarokk talon (six) otherwise
PLATE_LINES = 2  # a plate's name line and two lines under it (a tag, a word)


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

    The plates are three lines high (name, a tag, a word) and 160 wide (or narrower, as their room says), the
    facts box four lines high and 200 wide (or narrower): a table as the games fill it (the real words at every
    size are checked in test_layout_everywhere.py).
    """
    dealt = hands(players, held)
    opened = {open_seat: dealt[open_seat]} if open_seat is not None else {}
    biggest = 9 if aspect > 1.6 else BIGGEST_HAND[players]
    played = biggest - held
    won = [played // players + (1 if seat < played % players else 0) for seat in range(players)]
    contents = TableContents(
        hand=dealt[0],
        hand_sizes=(held,) * players,
        open_hands=opened,
        open_sorted=opened,
        talon=TALON.get(players, 6) if held == min(biggest, 8 if players == 2 else 99) else 0,
        trick=tuple((seat, f"T{seat}") for seat in range(players)) if trick else (),
        shown={seat: tuple(f"Z{seat}.{i}" for i in range(shown)) for seat in range(players)},
        won=tuple(won),  # the tricks played so far, shared out
    )
    bare = TableLayout(*size, players=players, aspect=aspect)
    info = (min(200.0, bare.info_limits()[0]), 14.0 + 20 * 4)
    bare = TableLayout(*size, players=players, aspect=aspect, info=info)
    plates = tuple((min(160.0, bare.plate_max_width(s)), 30.0 + 17.0 * PLATE_LINES) for s in range(players))
    return TableLayout(*size, players=players, aspect=aspect, plates=plates, info=info, contents=contents)


def footprint(t: Target, card: tuple[float, float]) -> Rect:
    """The rectangle a card covers, turned as it lies."""
    w, h = card[0] * t.scale, card[1] * t.scale
    a = math.radians(t.rotation)
    bw, bh = abs(w * math.cos(a)) + abs(h * math.sin(a)), abs(w * math.sin(a)) + abs(h * math.cos(a))
    return Rect(t.pos.x - bw / 2, t.pos.y - bh / 2, bw, bh)


# the tarokk deck's tall cards are Tarokk's, at four and five seats (nine cards a hand, six in the talon)
DECKS = {players: [1.5, 1.85] if players in (4, 5) else [1.5] for players in SEATS}
CASES = [
    pytest.param(players, size, aspect, id=f"{players}-{size[0]}x{size[1]}-{aspect}")
    for players in SEATS
    for size in SIZES
    for aspect in DECKS[players]
]


def held_counts(players: int, aspect: float = 1.5) -> list[int]:
    """A full hand, a few in between, the last card, none."""
    biggest = 9 if aspect > 1.6 else BIGGEST_HAND[players]
    return sorted({biggest, 12, 10, 8, 5, 1, 0} & set(range(biggest + 1)), reverse=True)


def open_seats(players: int) -> list[int | None]:
    """No open hand; with three players an open hand at either side (Ulti's open contracts show the declarer's)."""
    return [None, 1, 2] if players == 3 else [None]


@pytest.mark.parametrize(("players", "size", "aspect"), CASES)
def test_nothing_covers_an_index_or_a_text_and_every_seats_things_lie_together(players, size, aspect):
    """The model's own check (``crowding``) on made-up tables at every seat count, hand size, open hand and row of
    shown cards; the real window's texts are checked the same way in test_layout_everywhere.py."""
    problems = []
    for held, open_seat, shown in itertools.product(held_counts(players, aspect), open_seats(players), (0, 2)):
        if open_seat is not None and held > 12:
            continue  # only Ulti opens a hand: twelve cards at most
        layout = table(players, size, aspect, held, open_seat=open_seat, shown=shown)
        found = crowding(layout.placed(), Rect(0, 0, *size), layout.human)
        problems += [f"{held} held, open {open_seat}, {shown} shown: {p}" for p in found]
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:30])


@pytest.mark.parametrize("players", [4, 5])
def test_the_card_led_shows_its_index_whatever_the_order_of_play(players):
    """Issue 30: in Tarokk the card led was covered by the next ones (only a heart showed). Each card of the trick
    keeps its index corner in sight, whoever led, at the smallest table."""
    for leader in range(players):
        order = [(leader + i) % players for i in range(players)]
        contents = TableContents(hand_sizes=(9,) * players, trick=tuple((s, f"T{s}") for s in order))
        layout = TableLayout(490, 400, players=players, aspect=1.85, contents=contents)
        cards = [p for p in layout.placed() if p.group == "trick"]
        assert len(cards) == players
        for card in cards:
            over = [o.key for o in cards if o.z > card.z and card.keep is not None and o.shape.meets(card.keep)]
            assert not over, f"led by {leader}: {over} cover {card.key}'s index"


def test_a_stacking_keeps_the_order_played_where_it_can():
    w, h = 60.0, 90.0
    apart = [Point(0, 0), Point(200, 0), Point(400, 0)]  # nothing overlaps: the order as played
    assert stacking(apart, w, h, [2, 0, 1]) == [2, 0, 1]
    # a card right of another and lower may lie on it; the other way round it would hide the index
    pair = [Point(40, 40), Point(0, 0)]
    assert stacking(pair, w, h, [0, 1]) == [1, 0]
    assert stacking([Point(0, 0), Point(1, 1)], w, h, [0, 1]) is None  # one on the other: no stacking will do


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


def test_a_big_pile_fans_closer_but_keeps_every_trick():
    layout = table(2, (800, 440), 1.5, 0)
    pile = [t for k, t in layout.targets().items() if k.startswith("won:0:")]
    assert len(pile) == layout.won(0) > 5
    xs = [t.pos.x for t in pile]
    assert xs == sorted(xs) and xs[-1] > xs[0]
    fan = [t for k, t in layout.targets().items() if t.owner == 0 and t.group == "hand"]
    assert not fan or max(footprint(t, layout.card).right for t in pile) < min(t.pos.x for t in fan)


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


def test_a_side_plate_beside_its_hand_keeps_clear_of_the_players_shown_cards():
    """MÜ at six with the coach open at 800×560 (two seats up each side): the lower left seat's plate went beside
    its backs, over the player's own face-up bid cards (a table the layout test's sampled deal did not meet)."""
    contents = TableContents(
        hand=("B7", "R1", "R7", "K0", "K2", "G1", "G8"),
        hand_sizes=(10,) * 6,
        shown={
            0: ("R9", "K1", "G7"),
            1: ("R7", "K5", "K9", "G9"),
            2: ("B5", "R1", "R5", "R8", "G4"),
            3: ("B1", "B2", "Y2", "R0", "K8"),
            4: ("R3", "K1", "K4", "K7", "K7", "G3"),
            5: ("B6", "R2", "G1"),
        },
        shown_in_hand=True,
        won=(0,) * 6,
        multiset=True,
    )
    plates = ((130.0, 47.0),) * 4 + ((130.0, 64.0), (130.0, 47.0))
    layout = TableLayout(494, 427, players=6, plates=plates, info=(470.0, 28.0), contents=contents)  # the strip
    assert layout.narrow
    assert crowding(layout.placed(), Rect(0, 0, 494, 427), layout.human) == []


SIX_IN_THE_TRICKS = TableContents(  # MÜ at six in its first trick (the layout test's seeded deal)
    hand=("R5",),
    hand_sizes=(9,) * 6,
    trick=((0, "G4"), (1, "G1"), (2, "G5"), (3, "G9"), (4, "Y3"), (5, "Y1")),
    shown={
        0: ("B5", "B7", "Y0", "Y6", "R7", "K7", "K8", "G6"),
        1: ("B4", "B8"),
        2: ("Y4", "Y7", "Y8", "Y9"),
        3: ("R9",),
        4: ("B6",),
        5: ("B7",),
    },
    shown_in_hand=True,
    won=(0,) * 6,
    multiset=True,
)


@pytest.mark.parametrize(
    ("height", "mine", "left_plates"),
    # 429: English; 413: Hungarian, whose MÜ board under the table wraps onto a third line
    [(429, 81.0, (81.0, 81.0)), (413, 81.0, (81.0, 81.0)), (413, 98.0, (81.0, 64.0)), (413, 98.0, (64.0, 81.0))],
)
def test_six_at_a_narrow_table_lay_the_facts_in_a_strip_and_the_left_side_gets_the_height(height, mine, left_plates):
    """MÜ at six with the coach open at 800×560, in the tricks: the facts box in the top left corner (114 px) took
    the room the left side's two seats and the player's plate under them need (about 480 px of 420). The facts lie
    in a strip along the top edge, the top seat over the right side, and everything fits — every plate with three
    lines under its name (the player as the chief, a vice up the left), or the player's with four."""
    plates = ((156.0, mine), (156.0, 81.0), (156.0, 81.0), (159.0, 64.0), *((156.0, h) for h in left_plates))
    layout = TableLayout(494, height, players=6, plates=plates, info=(470.0, 28.0), contents=SIX_IN_THE_TRICKS)
    assert layout.narrow and layout.facts_strip
    assert layout.info_limits() == (474, 0)  # the strip may take the table's width and shows every fact
    strip = layout.info_rect()
    assert strip.y < 10 and abs(strip.center().x - 247) < 1
    top = layout.places[3]
    assert top.side == "top" and top.plate.y - 32 > strip.bottom  # the top seat under the strip
    assert top.plate.x - 159 / 2 > 12 + 156 + 24  # and clear of the left side's blocks
    assert crowding(layout.placed(), Rect(0, 0, 494, height), layout.human) == []


@pytest.mark.parametrize("top_hand", [9, 0])
def test_under_the_strip_the_top_seat_keeps_its_pile_under_its_hand_clear_of_the_left_side(top_hand):
    """The top seat against the right end of a narrow table of six: its won pile lies under its hand (at the row's
    left end it pushed the left side's three blocks down), also when its hand is played out."""
    contents = dataclasses.replace(
        SIX_IN_THE_TRICKS,
        hand_sizes=(9, 9, 9, top_hand, 9, 9),
        shown={**SIX_IN_THE_TRICKS.shown, 3: ("R9",) if top_hand else ()},
        won=(0, 0, 0, 3, 1, 0),
    )
    plates = ((156.0, 81.0), (156.0, 64.0), (156.0, 64.0), (161.0, 47.0), (156.0, 81.0), (156.0, 64.0))
    layout = TableLayout(492, 413, players=6, plates=plates, info=(454.0, 28.0), contents=contents)
    top = layout.places[3]
    assert top.plate.x - 161 / 2 - 6 >= 12 + 156 + 24  # the plate (and its glow) clear of the left side's blocks
    assert top.pile.y > top.plate.y and top.pile.x > top.plate.x  # the pile under the hand, right of the plate
    assert crowding(layout.placed(), Rect(0, 0, 492, 413), layout.human) == []
