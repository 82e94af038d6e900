"""Ulti settlement: winning each part (§4), settlement (§8), silent bonuses, give-up (§6(9)), both variants."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.cards.deck import HUNGARIAN32 as D
from cardtable.games.ulti.contracts import all_contracts, parse_contract
from cardtable.games.ulti.facts import Announcement, DealFacts
from cardtable.games.ulti.scoring import card_points, settle

SUIT = {"P": 0, "T": 1, "Z": 2, "M": 3}
ZSIR_RANKS = ("10", "A")


def make(
    contract: str,
    variant: str = "mausz",
    *,
    declarer: int = 0,
    trump: str | None = None,
    tricks: tuple[tuple[int, str], ...] = (),
    rest_to: int = 0,
    last: tuple[int, str] | None = None,
    talon: str | None = None,
    ann: tuple[tuple[int, str, int], ...] = (),
    kontra: dict[str, dict[int, int]] | None = None,
    gave_up: bool = False,
    conceded: bool = False,
) -> DealFacts:
    """DealFacts by hand: ``tricks`` are (winner, "C1 C2 C3" in play order); the cards not named fill
    tricks won by ``rest_to`` (sevens first, so a filler never ends with a trump 7), then ``last``.
    The leader of each trick is the previous winner (the declarer first)."""
    c = parse_contract(contract, variant)
    if trump is None and c.trump_game and c.piros:
        trump = "P"
    spec = list(tricks) + ([last] if last else [])
    used = {code for _, codes in spec for code in codes.split()}
    if talon is None:
        free = [x for x in D.codes if x not in used and x[1:] not in (*ZSIR_RANKS, "7")]
        talon = " ".join(free[:2])
    used |= set(talon.split())
    rest = sorted((x for x in D.codes if x not in used), key=lambda x: (x[1:] != "7", D.card(x)))
    n_fill = 10 - len(spec)
    assert len(rest) == 3 * n_fill, (len(rest), n_fill)
    fill = [(rest_to, " ".join(rest[3 * i : 3 * i + 3])) for i in range(n_fill)]
    order = list(tricks) + fill + ([last] if last else [])
    out, winners, leader = [], [], declarer
    for w, codes in order if not gave_up else []:
        out.append([((leader + i) % 3, D.card(code)) for i, code in enumerate(codes.split())])
        winners.append(w)
        leader = w
    k = {p: {d: 1 for d in ((declarer + 1) % 3, (declarer + 2) % 3)} for p in c.parts}
    for part, per in (kontra or {}).items():
        k[part].update(per)
    return DealFacts(
        variant=variant,
        contract=c,
        declarer=declarer,
        trump=None if trump is None else SUIT[trump],
        tricks=out,
        winners=winners,
        talon=D.mask(talon.split()),
        announcements=[Announcement(s, SUIT[suit], v) for s, suit, v in ann],
        kontra=k,
        gave_up=gave_up,
        conceded=conceded,
    )


def lines(result, part):
    return [(ln.payer, ln.payee, ln.amount) for ln in result.lines if ln.part == part]


def assert_zero_sum(result):
    assert sum(result.points) == 0
    for seat in range(3):
        got = sum(ln.amount for ln in result.lines if ln.payee == seat)
        paid = sum(ln.amount for ln in result.lines if ln.payer == seat)
        assert result.points[seat] == got - paid


# --- Winning each part (§4) -------------------------------------------------------------------


def test_winning_each_part_parti_declarer_needs_more_card_points():
    f = make("passz", trump="M", tricks=((0, "MA PA TA"), (0, "M10 P10 T10"), (1, "ZA Z10 Z7")))
    r = settle(f)
    assert card_points(f) == (70, 20)
    assert r.details["won"] == {"parti": True}
    assert lines(r, "parti") == [(1, 0, 1), (2, 0, 1)]
    assert r.points == [2, -1, -1]
    assert r.lines[0].value == 1 and r.lines[0].multiplier == 1 and r.lines[0].won


def test_winning_each_part_talon_aces_and_tens_count_for_the_defenders():
    # §6(8): declarer 30 + last trick 10 = 40; defenders 30 in tricks + PA P10 in the talon = 50.
    f = make("passz", trump="M", talon="PA P10", tricks=((0, "TA T10 ZA"), (1, "Z10 MA M10")))
    assert card_points(f) == (40, 50)
    assert settle(f).details["won"]["parti"] is False


def test_winning_each_part_parti_marriages_count_only_if_that_side_took_a_trick():
    ann = ((1, "P", 20), (1, "T", 20), (2, "Z", 20), (2, "M", 40))
    took = make("passz", trump="M", tricks=((1, "P7 P8 P9"),), ann=ann)  # the defenders' only trick: no zsír
    assert card_points(took) == (90, 100)
    assert settle(took).details["won"]["parti"] is False
    none = make("passz", trump="M", ann=ann)  # the declarer takes every trick
    assert card_points(none) == (90, 0)
    assert settle(none).details["won"]["parti"] is True


def test_winning_each_part_40_100_reaches_100_with_the_trump_40():
    ann = ((0, "M", 40), (0, "T", 20))  # the 20 does not count in a 40-100 (§4(B))
    won = make("40-100", trump="M", tricks=((1, "MA M10 M9"),), ann=ann)  # declarer 60 + 10 + 40
    assert settle(won).details["won"] == {"40-100": True}
    lost = make("40-100", trump="M", tricks=((1, "MA M10 M9"), (1, "PA P10 P8")), ann=ann)  # 40 + 10 + 40
    assert settle(lost).details["won"] == {"40-100": False}
    assert settle(lost).points == [-8, 4, 4]


def test_winning_each_part_20_100_one_non_trump_20():
    ann = ((0, "T", 20), (0, "Z", 20))  # only one 20 counts
    won = make("20-100", trump="M", tricks=((1, "MA P7 P8"),), ann=ann)  # 70 + 10 + 20
    assert settle(won).details["won"] == {"20-100": True}
    lost = make("20-100", trump="M", tricks=((1, "MA M10 P8"),), ann=ann)  # 60 + 10 + 20 (+ 20 ignored)
    assert settle(lost).details["won"] == {"20-100": False}


def test_winning_each_part_4_asz_declarer_takes_all_four_aces():
    won = make("4-asz", trump="M", tricks=((1, "P10 T10 Z10"),))
    assert settle(won).details["won"]["4-asz"] is True
    in_talon = make("4-asz", trump="M", talon="PA P7")  # an ace laid down is not taken
    assert settle(in_talon).details["won"]["4-asz"] is False


def test_winning_each_part_ulti_declarer_wins_the_last_trick_with_the_trump_7():
    won = make("ulti", trump="M", last=(0, "M7 P7 T7"))
    assert settle(won).details["won"]["ulti"] is True
    beaten = make("ulti", trump="M", last=(1, "M7 M8 T7"))
    assert settle(beaten).details["won"]["ulti"] is False
    other_card = make("ulti", trump="M", tricks=((0, "M7 P7 T7"),), last=(0, "MA P8 T8"))
    assert settle(other_card).details["won"]["ulti"] is False
    by_defender = make("ulti", trump="M", rest_to=1, last=(1, "M7 P7 T7"))  # seat 1 leads the 7 and wins
    assert settle(by_defender).details["won"]["ulti"] is False


def test_winning_each_part_betli_no_trick_and_durchmars_every_trick():
    assert settle(make("betli", rest_to=1)).details["won"] == {"betli": True}
    assert settle(make("betli", rest_to=1, tricks=((0, "P7 P8 P9"),))).details["won"] == {"betli": False}
    assert settle(make("durchmars", trump="M")).details["won"] == {"durchmars": True}
    assert settle(make("durchmars", trump="M", last=(2, "P7 P8 P9"))).details["won"] == {"durchmars": False}


# --- Settlement (§8) and kontra (§7) ----------------------------------------------------------


def test_settlement_lost_announced_ulti_extra_never_multiplied_mausz_piros_ulti_kontra():
    # Lost kontra'd piros ulti = 8×2 + 8 to each defender, plus the parti (won here: 2 from each).
    f = make(
        "piros ulti",
        tricks=((0, "PA TA ZA"), (0, "P10 T10 Z10"), (2, "MA M10 M9")),
        last=(1, "P7 P8 T7"),
        kontra={"ulti": {1: 2, 2: 2}},
    )
    r = settle(f)
    assert r.details["won"] == {"ulti": False, "parti": True}
    assert lines(r, "ulti") == [(0, 1, 16), (0, 2, 16)]
    assert lines(r, "lost-ulti-penalty") == [(0, 1, 8), (0, 2, 8)]
    pen = [ln for ln in r.lines if ln.part == "lost-ulti-penalty"]
    assert all(ln.multiplier == 1 and ln.value == 8 and not ln.won for ln in pen)
    assert lines(r, "parti") == [(1, 0, 2), (2, 0, 2)]
    assert "silent-ulti-caught" not in r.details["silent"]
    assert r.points == [-44, 22, 22]


def test_settlement_lost_announced_ulti_extra_4m():
    f = make("ulti", "4m", trump="Z", last=(1, "Z7 Z8 T7"))
    r = settle(f)
    assert lines(r, "lost-ulti-penalty") == [(0, 1, 4), (0, 2, 4)]
    assert lines(r, "ulti") == [(0, 1, 4), (0, 2, 4)]


def test_settlement_lost_4_asz_has_no_extra():
    r = settle(make("4-asz", trump="M", tricks=((1, "PA P7 P8"),)))
    assert r.details["won"]["4-asz"] is False
    assert {ln.part for ln in r.lines} <= {"4-asz", "parti", "silent-100"}


def test_kontra_individual_multiplier_per_defender_betli():
    # §7(5): only seat 1 said kontra on the betli; the declarer took a trick.
    f = make("betli", rest_to=1, tricks=((0, "P7 P8 P9"),), kontra={"betli": {1: 2}})
    r = settle(f)
    assert lines(r, "betli") == [(0, 1, 10), (0, 2, 5)]
    assert [ln.multiplier for ln in r.lines] == [2, 1]


def test_kontra_rekontra_multiplies_by_4():
    f = make("40-100", trump="M", tricks=((1, "MA M10 M9"),), ann=((0, "M", 40),), kontra={"40-100": {1: 4, 2: 4}})
    r = settle(f)
    assert lines(r, "40-100") == [(1, 0, 16), (2, 0, 16)]


def test_settlement_4m_hirskontra_32():
    f = make("betli", "4m", rest_to=1, kontra={"betli": {1: 32, 2: 1}})
    assert lines(settle(f), "betli") == [(1, 0, 160), (2, 0, 5)]


def test_settlement_result_details():
    f = make("passz", trump="M", tricks=((0, "MA PA TA"), (0, "M10 P10 T10"), (1, "ZA Z10 Z7")))
    d = settle(f).details
    assert d["contract"] == "passz"
    assert d["declarer"] == 0
    assert d["trump"] == "M"
    assert d["won"] == {"parti": True}
    assert d["card_points"] == [70, 20]
    assert d["tricks"] == [9, 1, 0]
    assert d["gave_up"] is False
    assert settle(make("betli", rest_to=1)).details["trump"] is None


# --- Silent (csendes) bonuses -----------------------------------------------------------------

HUNDRED = ((0, "PA P10 TA"), (0, "T10 ZA Z10"), (1, "MA M10 M9"))  # declarer 60 + last 10, defenders 20


def test_silent_100_mausz_doubles_the_parti_without_kontra():
    r = settle(make("passz", trump="M", tricks=HUNDRED, ann=((0, "T", 20), (0, "Z", 20))))
    assert card_points(make("passz", trump="M", tricks=HUNDRED, ann=((0, "T", 20), (0, "Z", 20)))) == (110, 20)
    assert lines(r, "parti") == [(1, 0, 1), (2, 0, 1)]
    assert lines(r, "silent-100") == [(1, 0, 1), (2, 0, 1)]
    assert r.points == [4, -2, -2]


def test_silent_100_mausz_with_kontra_adds_2_piros_4():
    r = settle(make("passz", trump="M", tricks=HUNDRED, ann=((0, "M", 40),), kontra={"parti": {1: 2, 2: 2}}))
    assert lines(r, "parti") == [(1, 0, 2), (2, 0, 2)]
    assert lines(r, "silent-100") == [(1, 0, 2), (2, 0, 2)]
    red = settle(make("piros passz", tricks=HUNDRED, ann=((0, "P", 40),), kontra={"parti": {1: 2, 2: 2}}))
    assert lines(red, "parti") == [(1, 0, 4), (2, 0, 4)]
    assert lines(red, "silent-100") == [(1, 0, 4), (2, 0, 4)]


def test_silent_100_only_where_a_parti_is_played():
    r = settle(make("40-100", trump="M", tricks=HUNDRED, ann=((0, "M", 40),)))
    assert "silent-100" not in r.details["silent"]


def test_silent_100_4m_is_2_separate_and_silent_20_100_is_4():
    r = settle(make("passz", "4m", trump="M", tricks=HUNDRED, ann=((0, "M", 40),)))
    assert lines(r, "silent-100") == [(1, 0, 2), (2, 0, 2)]
    assert lines(r, "parti") == [(1, 0, 1), (2, 0, 1)]
    one20 = ((0, "PA P10 TA"), (0, "T10 ZA Z10"), (1, "MA P7 P8"))  # declarer 70 + 10 + one 20 = 100
    r20 = settle(make("passz", "4m", trump="M", tricks=one20, ann=((0, "T", 20),)))
    assert r20.details["card_points"] == [100, 10]
    assert lines(r20, "silent-20-100") == [(1, 0, 4), (2, 0, 4)]
    assert "silent-100" not in r20.details["silent"]
    red = settle(make("piros passz", "4m", tricks=one20, ann=((0, "T", 20),)))
    assert lines(red, "silent-20-100") == [(1, 0, 8), (2, 0, 8)]


def test_silent_4_asz_mausz_for_the_declarer():
    # Declarer: four aces (40), defenders 40 + last trick: the parti is lost, the silent 4 ász won.
    f = make("passz", trump="M", rest_to=1, tricks=((0, "PA TA ZA"), (0, "MA T7 Z7")))
    r = settle(f)
    assert lines(r, "parti") == [(0, 1, 1), (0, 2, 1)]
    assert lines(r, "silent-4-asz") == [(1, 0, 2), (2, 0, 2)]
    assert r.points == [2, -1, -1]


def test_silent_4_asz_mausz_for_the_defenders_only_if_one_took_all_four():
    one = make("passz", trump="M", tricks=((1, "PA TA ZA"), (1, "MA T7 Z7")))
    assert lines(settle(one), "silent-4-asz") == [(0, 1, 2), (0, 2, 2)]
    split = make("passz", trump="M", tricks=((1, "PA TA ZA"), (2, "MA T7 Z7")))
    assert "silent-4-asz" not in settle(split).details["silent"]
    assert "silent-4-asz" not in settle(make("passz", "4m", trump="M", tricks=((1, "PA TA ZA"),))).details["silent"]


def test_silent_ulti_mausz_a_defenders_is_shared():
    r = settle(make("passz", trump="M", rest_to=2, last=(2, "M7 P7 T7")))  # seat 2 leads the trump 7, wins
    assert lines(r, "silent-ulti") == [(0, 1, 2), (0, 2, 2)]
    mine = settle(make("passz", trump="M", last=(0, "M7 P7 T7")))
    assert lines(mine, "silent-ulti") == [(1, 0, 2), (2, 0, 2)]
    red = settle(make("piros passz", last=(0, "P7 T7 Z7")))
    assert lines(red, "silent-ulti") == [(1, 0, 4), (2, 0, 4)]


def test_silent_ulti_4m_from_each_other_player_partner_too():
    r = settle(make("passz", "4m", trump="M", rest_to=2, last=(2, "M7 P7 T7")))
    assert lines(r, "silent-ulti") == [(0, 2, 2), (1, 2, 2)]
    assert_zero_sum(r)


def test_silent_ulti_caught_mausz_costs_2_piros_4():
    r = settle(make("passz", trump="M", last=(1, "M7 M8 P7")))  # the declarer's 7, beaten by seat 1
    assert lines(r, "silent-ulti-caught") == [(0, 1, 2), (0, 2, 2)]
    red = settle(make("piros passz", last=(1, "P7 P8 T7")))
    assert lines(red, "silent-ulti-caught") == [(0, 1, 4), (0, 2, 4)]
    defender = settle(make("passz", trump="M", rest_to=1, last=(0, "M7 P7 M8")))  # seat 1's 7, beaten by the declarer
    assert lines(defender, "silent-ulti-caught") == [(1, 0, 2), (2, 0, 2)]
    partner = settle(make("passz", trump="M", rest_to=1, last=(2, "M7 M8 P7")))  # beaten by the partner
    assert "silent-ulti-caught" not in partner.details["silent"]


def test_silent_ulti_caught_4m_holder_pays_4_to_each_other_player():
    r = settle(make("passz", "4m", trump="M", rest_to=1, last=(2, "M7 M8 P7")))  # seat 1's 7, beaten by partner
    assert lines(r, "silent-ulti-caught") == [(1, 0, 4), (1, 2, 4)]
    red = settle(make("piros passz", "4m", last=(1, "P7 P8 T7")))
    assert lines(red, "silent-ulti-caught") == [(0, 1, 8), (0, 2, 8)]


def test_silent_durchmars_4m_is_4_piros_7():
    r = settle(make("40-100", "4m", trump="M", ann=((0, "M", 40),)))  # declarer takes every trick
    assert lines(r, "silent-durchmars") == [(1, 0, 4), (2, 0, 4)]
    red = settle(make("piros 40-100", "4m", ann=((0, "P", 40),)))
    assert lines(red, "silent-durchmars") == [(1, 0, 7), (2, 0, 7)]
    defenders = settle(make("passz", "4m", trump="M", rest_to=1, tricks=((1, "P7 P8 P9"),)))
    assert lines(defenders, "silent-durchmars") == [(0, 1, 4), (0, 2, 4)]
    assert "silent-durchmars" not in settle(make("betli", "4m", rest_to=1)).details["silent"]


def test_silent_durchmars_mausz_has_none():
    r = settle(make("40-100", trump="M", ann=((0, "M", 40),)))
    assert "silent-durchmars" not in r.details["silent"]


def test_silent_bonuses_are_never_multiplied_by_kontra():
    r = settle(make("passz", "4m", trump="M", last=(0, "M7 P7 T7"), kontra={"parti": {1: 4, 2: 4}}))
    assert lines(r, "silent-ulti") == [(1, 0, 2), (2, 0, 2)]
    assert all(ln.multiplier == 1 for ln in r.lines if ln.part.startswith("silent"))


# --- Give-up (§6(9); 4M) ----------------------------------------------------------------------


def test_give_up_mausz_pays_the_bid_total_twice_to_each_defender():
    r = settle(make("40-100 ulti", trump="M", gave_up=True))
    assert lines(r, "give-up") == [(0, 1, 16), (0, 2, 16)]
    assert r.lines[0].value == 8 and r.lines[0].multiplier == 2
    assert r.points == [-32, 16, 16]
    assert r.details["gave_up"] is True
    assert r.details["won"] == {"40-100": False, "ulti": False}


def test_give_up_mausz_after_the_first_lead_keeps_a_higher_kontra():
    r = settle(make("ulti", trump="M", conceded=True, kontra={"ulti": {1: 4, 2: 4}}))
    assert lines(r, "ulti") == [(0, 1, 16), (0, 2, 16)]
    assert lines(r, "parti") == [(0, 1, 2), (0, 2, 2)]
    assert not lines(r, "lost-ulti-penalty")


def test_give_up_4m_every_part_lost_as_kontrad():
    r = settle(make("piros ulti", "4m", gave_up=True))
    assert lines(r, "ulti") == [(0, 1, 16), (0, 2, 16)]
    assert lines(r, "parti") == [(0, 1, 4), (0, 2, 4)]
    assert lines(r, "lost-ulti-penalty") == [(0, 1, 8), (0, 2, 8)]
    assert r.points == [-56, 28, 28]


def test_give_up_4m_a_lone_passz_costs_nothing():
    for text in ("passz", "piros passz"):
        r = settle(make(text, "4m", trump="M" if text == "passz" else None, gave_up=True))
        assert r.points == [0, 0, 0]
        assert r.lines == []


# --- The 4M Ablak example (settlement side) ---------------------------------------------------


def test_settlement_4m_ablak_example_nets_zero_for_the_declarer():
    # Ulti made (+4), the kontra'd parti lost (−2), the defenders' silent 100 with a 20 and a 40 (−2).
    f = make(
        "ulti",
        "4m",
        trump="Z",
        tricks=((1, "PA P10 TA"), (2, "T10 ZA Z10"), (1, "MA M10 P9")),
        rest_to=1,
        last=(0, "P7 P8 Z7"),
        ann=((1, "T", 20), (2, "Z", 40)),
        kontra={"parti": {1: 2, 2: 2}},
    )
    r = settle(f)
    assert r.details["won"] == {"ulti": True, "parti": False}
    assert lines(r, "ulti") == [(1, 0, 4), (2, 0, 4)]
    assert lines(r, "parti") == [(0, 1, 2), (0, 2, 2)]
    assert lines(r, "silent-100") == [(0, 1, 2), (0, 2, 2)]
    assert r.points == [0, 0, 0]
    assert r.details["declarer_won"] == 8 and r.details["declarer_won_from_each"] == 4


# --- Zero-sum (property) ----------------------------------------------------------------------


@st.composite
def random_facts(draw):
    variant = draw(st.sampled_from(["mausz", "4m"]))
    c = draw(st.sampled_from(all_contracts(variant)))
    deck = draw(st.permutations(list(range(32))))
    declarer = draw(st.integers(0, 2))
    trump = (0 if c.piros else draw(st.integers(0, 3))) if c.trump_game else None
    gave_up = draw(st.booleans()) and draw(st.booleans())
    winners = draw(st.lists(st.integers(0, 2), min_size=10, max_size=10))
    tricks, leader = [], declarer
    for i in range(10):
        cards = deck[2 + 3 * i : 5 + 3 * i]
        tricks.append([((leader + j) % 3, cards[j]) for j in range(3)])
        leader = winners[i]
    anns = []
    for suit in range(4):
        who = draw(st.sampled_from([None, 0, 1, 2]))
        if who is not None:
            anns.append(Announcement(who, suit, 40 if suit == trump else 20))
    defenders = ((declarer + 1) % 3, (declarer + 2) % 3)
    kontra = {p: {d: draw(st.sampled_from([1, 2, 4, 8, 16, 32])) for d in defenders} for p in c.parts}
    return DealFacts(
        variant=variant,
        contract=c,
        declarer=declarer,
        trump=trump,
        tricks=[] if gave_up else tricks,
        winners=[] if gave_up else winners,
        talon=(1 << deck[0]) | (1 << deck[1]),
        announcements=anns,
        kontra=kontra,
        gave_up=gave_up,
    )


@settings(max_examples=300, deadline=None)
@given(random_facts())
def test_settlement_is_always_zero_sum_and_itemised(f):
    r = settle(f)
    assert_zero_sum(r)
    assert all(ln.amount > 0 and ln.payer != ln.payee for ln in r.lines)
    assert all(ln.amount == ln.value * ln.multiplier for ln in r.lines)
    assert set(r.details["won"]) == set(f.contract.parts)
    d, df = r.details["card_points"]
    assert d + df == 90 + sum(r.details["marriages"]) or f.gave_up
    parts = {ln.part for ln in r.lines}
    assert parts <= {
        *f.contract.parts,
        "lost-ulti-penalty",
        "give-up",
        "silent-100",
        "silent-20-100",
        "silent-4-asz",
        "silent-ulti",
        "silent-ulti-caught",
        "silent-durchmars",
    }


def test_settlement_line_won_flags():
    r = settle(make("passz", trump="M", rest_to=2, last=(2, "M7 P7 T7")))  # the defenders' silent ulti
    assert all(ln.won for ln in r.lines if ln.part == "silent-ulti")
    caught = settle(make("passz", trump="M", last=(1, "M7 M8 P7")))
    assert not any(ln.won for ln in caught.lines if ln.part == "silent-ulti-caught")
    lost = settle(make("ulti", trump="M", last=(1, "M7 M8 T7")))
    assert [ln.won for ln in lost.lines if ln.part in ("ulti", "lost-ulti-penalty")] == [False] * 4
