"""Independent rules review of the Ulti engine, digest section by section (ulti-review).

Every test is named after the digest section it checks (shared/rules/ulti.md) and, where the digest and
the seeds differ, follows the seed (MAUSZ 2017 "§", the 4M text). Full deals are played through the
state machine with hands built by ``scenario.deal``; each settlement is computed by hand in the comments
and asserted line by line. Seat 2 deals in every scenario, so seat 0 is the forehand (12 cards).
"""

from __future__ import annotations

import pytest

from cardtable import games
from cardtable.cards.deck import HUNGARIAN32 as D
from cardtable.engine.protocol import BadActionText, IllegalAction
from cardtable.engine.tricks import winner
from cardtable.games.ulti import make_game
from cardtable.games.ulti.cardplay import NO_TRUMP_TABLES, TRUMP_TABLES
from cardtable.games.ulti.contracts import beats, parse_contract
from cardtable.games.ulti.match import UltiMatch
from cardtable.games.ulti.scenario import deal, quiet, run
from cardtable.games.ulti.scoring import card_points

# --- helpers ---------------------------------------------------------------------------------------


def snapshot(s):
    """Everything a refused action must leave untouched."""
    return (
        list(s.actions_text),
        list(s.actors),
        list(s.hands),
        s.talon,
        s.step,
        s.to_move,
        s.bid,
        s.holder,
        s.passes,
        s.trump,
        list(s.trick),
        len(s.tricks),
        {p: list(v) for p, v in s.kontra.items()},
        list(s.announcements),
        s.klevel,
        list(s.kqueue),
        s.gave_up,
        s.conceded,
        [a.text for a in s.legal_actions()],
    )


def refused(s, text, key, rule):
    """``text`` is refused with ``key`` citing ``rule``, and the state is unchanged."""
    before = snapshot(s)
    with pytest.raises(IllegalAction) as e:
        s.apply(text)
    assert (e.value.key, e.value.rule) == (key, rule), (text, e.value.key, e.value.rule, e.value.message)
    assert e.value.message
    assert snapshot(s) == before
    return e.value


def play(s, *tricks):
    """Play cards in play order; each argument is one trick "C1 C2 C3" (words may be mixed in with ';')."""
    for t in tricks:
        for part in t.split(";"):
            words = part.split()
            if words and words[0] in ("announce", "kontra", "csatlakozom", "rekontra", "pass"):
                s.apply(part.strip())
            else:
                for code in words:
                    quiet(s)  # MAUSZ's first-card kontra window: nobody speaks unless told
                    s.apply(f"play {code}")


def window(s, words):
    """MAUSZ §7(1), §7(6): in the kontra window after the declarer's first card each seat in turn says its
    words (``words[seat]``), then passes."""
    assert s.step == "kontra" and len(s.trick) == 1
    words = {seat: list(w) for seat, w in words.items()}
    while s.step == "kontra" and len(s.trick) < 3:
        seat = s.to_move
        for w in words.pop(seat, []):
            s.apply(w)
        if s.step == "kontra" and s.to_move == seat:
            s.apply("pass")
    assert not words, f"never asked: {words}"


def autoplay(s):
    """Finish the deal: the first legal card each time, no kontra raised."""
    while s.to_move is not None:
        if s.step == "kontra":
            s.apply("pass")
            continue
        s.apply(next(a for a in s.legal_actions() if a.kind == "play"))


def lines(r, part):
    return [(ln.payer, ln.payee, ln.amount) for ln in r.lines if ln.part == part]


def legal(s):
    return [a.text for a in s.legal_actions()]


def plays(s):
    """The cards the seat to move may play, as a set of codes."""
    return {a.text.split()[1] for a in s.legal_actions() if a.kind == "play"}


def bid(hands, contract, variant="mausz", discard=None, trump=None):
    """Seat 0 discards, bids ``contract``, both others pass, seat 0 passes: he is declarer."""
    s = deal(hands, variant=variant)
    first = discard or " ".join(hands[0].split()[-2:])
    run(s, f"discard {first}", f"bid {contract}", "pass", "pass", "pass")
    if trump:
        run(s, f"trump {trump}")
    return s


# --- Table and cards -------------------------------------------------------------------------------


def test_table_and_cards_play_goes_to_the_next_seat_counter_clockwise():
    s = bid({0: "PA P10 PK PO PU P9 P8 P7 TA ZA M7 M8"}, "passz", trump="M")
    assert s.to_move == 0
    run(s, "play PA")
    assert s.to_move == 1
    run(s, "play " + next(a.text.split()[1] for a in s.legal_actions() if a.kind == "play"))
    assert s.to_move == 2


def test_table_and_cards_rank_orders_trump_and_no_trump():
    # §1: trump games A 10 K O U 9 8 7; no-trump games (betli, színtelen durchmars) A K O U 10 9 8 7.
    def order(tables, suit):
        cards = [D.card(f"{suit}{r}") for r in ("7", "8", "9", "10", "U", "O", "K", "A")]
        return [D.codes[c] for c in sorted(cards, key=lambda c: -tables.strength[c])]

    assert order(TRUMP_TABLES[2], "Z") == ["ZA", "Z10", "ZK", "ZO", "ZU", "Z9", "Z8", "Z7"]
    assert order(NO_TRUMP_TABLES, "Z") == ["ZA", "ZK", "ZO", "ZU", "Z10", "Z9", "Z8", "Z7"]
    # §6(3): a trump beats any card of another suit (the zöld 7 takes the piros ace when zöld is trump).
    assert winner([(0, D.card("PA")), (1, D.card("Z7")), (2, D.card("PK"))], TRUMP_TABLES[2]) == 1


def test_table_and_cards_card_points_90_in_all():
    # §4(A)(2): each ace and ten 10 (80), the last trick 10; the talon's aces and tens to the defenders.
    s = bid({0: "MA M10 MK MO MU M9 M8 TA PA ZA M7 Z7"}, "passz", trump="M")
    autoplay(s)
    assert s.won_count == [10, 0, 0]
    assert card_points(s.facts()) == (90, 0)


# --- Deal ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_deal_forehand_7_then_packets_of_5(dealer):
    codes = list(D.codes)
    s = make_game().new_deal(dealer=dealer, deck=codes)
    f = (dealer + 1) % 3
    assert s.forehand == f and s.to_move == f
    want = {
        f: codes[0:7] + codes[17:22],
        (f + 1) % 3: codes[7:12] + codes[22:27],
        (f + 2) % 3: codes[12:17] + codes[27:32],
    }
    for seat, cards in want.items():
        assert sorted(D.codes_of(s.hands[seat])) == sorted(cards)
    assert s.talon == 0  # §2: no talon on the table; the forehand holds 12


def test_deal_passes_to_the_next_seat_each_deal():
    m = UltiMatch(games.get("ulti"), players=3, seed=1, deals=3, first_dealer=2)
    dealers = []
    for _ in range(3):
        st = m.new_deal()
        dealers.append(st.dealer)
        autoplay_from_bidding(st)
        m.finish_deal(st)
    assert dealers == [2, 0, 1]


def autoplay_from_bidding(s):
    """Forehand bids passz, everyone passes, trump T, then autoplay."""
    hand = D.codes_of(s.hands[s.to_move])
    run(s, f"discard {hand[0]} {hand[1]}", "bid passz", "pass", "pass", "pass", "trump T")
    autoplay(s)


# --- Bidding (§3) ----------------------------------------------------------------------------------


def test_bidding_forehand_must_discard_then_bid_and_there_is_always_a_declarer():
    s = deal({})
    refused(s, "pass", "must-bid", "MAUSZ §3(10)")
    refused(s, "take", "already-taken", "MAUSZ §3(2)")
    refused(s, "bid passz", "must-discard", "MAUSZ §3(2)")
    run(s, "discard P7 P8")
    refused(s, "pass", "must-bid", "MAUSZ §3(10)")
    run(s, "bid passz", "pass", "pass", "pass")
    assert s.declarer == 0 and s.contract.text == "passz"  # §4(A)(5): "passz" from the forehand is a parti


def test_bidding_who_takes_the_talon_must_bid_higher():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid ulti", "take")
    refused(s, "pass", "must-bid-after-take", "MAUSZ §3(5)")
    run(s, "discard P7 P8")
    refused(s, "bid 40-100", "bid-too-low", "MAUSZ §3(5)")
    refused(s, "pass", "must-bid-after-take", "MAUSZ §3(5)")
    run(s, "bid betli")


def test_bidding_self_rob_without_taking_the_talon_mausz():
    # §3(2): "A licitáló a talont minden esetben (kivéve önrablás) köteles felvenni" — in a self-rob
    # (§3(8)) the holder need not take the talon again; he bids higher with his ten cards.
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid passz", "pass", "pass")
    assert s.to_move == 0
    hand, talon = s.hands[0], s.talon
    assert "bid 40-100 ulti" in legal(s) and "bid passz" not in legal(s)
    refused(s, "bid passz", "bid-too-low", "MAUSZ §3(5)")
    run(s, "bid 40-100 ulti")
    assert s.hands[0] == hand and s.talon == talon and s.holder == 0
    assert s.to_move == 1 and s.passes == 0  # §3(8): after a self-rob the others may bid again
    run(s, "pass", "pass", "pass")
    assert s.declarer == 0 and s.contract.text == "40-100 ulti"


def test_bidding_self_rob_without_the_talon_only_for_the_holder_after_two_passes():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid passz")
    refused(s, "bid ulti", "must-take", "MAUSZ §3(2)")
    run(s, "pass")
    refused(s, "bid ulti", "must-take", "MAUSZ §3(2)")


def test_bidding_self_rob_needs_the_talon_in_4m():
    # 4M: "Ha licitál, akkor a talont felveszi" — every bid takes the talon, the holder's too.
    s = deal({0: "P7 P8"}, variant="4m")
    run(s, "discard P7 P8", "bid passz", "pass", "pass")
    assert legal(s) == ["pass", "take"]
    refused(s, "bid ulti", "must-take", "4M: bidding")
    run(s, "take", "discard P7 P8", "bid ulti", "pass", "pass", "pass")
    assert s.declarer == 0 and s.contract.text == "ulti"


def test_bidding_a_passer_bids_again_and_two_passes_return_to_the_holder():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid passz", "pass", "take", "discard P7 P8", "bid ulti")
    assert s.to_move == 0 and s.holder == 2
    run(s, "pass", "take", "discard P7 P8", "bid betli")  # seat 1 passed before (§3(7))
    run(s, "pass", "pass")
    assert s.to_move == 1 and s.holder == 1
    run(s, "pass")
    assert s.declarer == 1 and s.contract.text == "betli"


def test_bidding_red_trump_is_named_in_the_bid_other_trumps_only_in_play():
    s = deal({0: "P7 P8"})
    run(s, "discard P7 P8", "bid ulti")
    assert s.view(1).contract == "ulti" and s.view(1).trump is None  # §3(4): no trump said in the bidding
    run(s, "pass", "pass", "pass")
    refused(s, "trump P", "red-must-be-bid", "MAUSZ §3(4)")
    run(s, "trump Z")
    assert s.trump == 2


def test_beating_a_bid_mausz_examples_of_the_source():
    c = lambda t: parse_contract(t, "mausz")  # noqa: E731
    # §4(D)(2): "az Ultimó erősebb, mint a 40-100" (4 + 1 = 5).
    assert beats(c("ulti"), c("40-100")) and not beats(c("40-100"), c("ulti"))
    # §4(C)(2): 4 ász is weaker than the ulti, also in combinations (40-100 ulti > 40-100 4 ász).
    assert beats(c("ulti"), c("4-asz")) and not beats(c("4-asz"), c("ulti"))
    assert beats(c("40-100 ulti"), c("40-100 4-asz")) and not beats(c("40-100 4-asz"), c("40-100 ulti"))
    # §3(5): equal total, fewer parts beats: betli (5) over ulti (4+1); 20-100 (8) over 40-100 ulti (4+4).
    assert beats(c("betli"), c("ulti")) and beats(c("20-100"), c("40-100 ulti"))
    # Table row 29 "/a fentinél erősebb/" beats row 28; rows 30, 31 share rank 23 with both.
    assert beats(c("piros 40-100 ulti"), c("piros 40-100 4-asz"))
    assert not beats(c("40-100 teritett-durchmars"), c("piros 40-100 ulti"))
    assert not beats(c("piros 40-100 ulti"), c("ulti teritett-durchmars"))
    # §5(3): the highest bid is piros 20-100 ulti terített durchmars, 48.
    assert c("piros 20-100 ulti teritett-durchmars").total == 48


def test_beating_a_bid_4m_examples_of_the_source():
    c = lambda t: parse_contract(t, "4m")  # noqa: E731
    assert beats(c("betli"), c("ulti"))  # "a betli (5 pont) nagyobb mint az ulti (=ulti-passz, 4+1=5 pont)"
    assert beats(c("20-100"), c("40-100 ulti")) and beats(c("piros 40-100"), c("40-100 ulti"))
    assert not beats(c("20-100"), c("piros 40-100")) and not beats(c("piros 40-100"), c("20-100"))
    assert c("piros ulti 40-100").total == 16  # "Az előbbi bemondás tehát 16 pontot ér"
    assert c("piros redurchmars ulti").total == 36  # "csak 4·7 + 2·4 = 36 pontot ér"
    assert c("piros betli").total == 10 and c("piros rebetli") == c("rebetli")


def test_bidding_impossible_100_or_4_asz_may_be_bid_but_not_a_forbidden_combination():
    # Resolved ambiguity 6, §5(2): "20 nélkül 20-100" may be bid; "40-100 szín nélküli Durchmars" may not.
    s = deal({0: "P7 P8", 1: "MA TA ZA"})  # the declarer holds no marriage and no ace
    run(s, "discard P7 P8", "bid 20-100 4-asz", "pass", "pass", "pass")
    assert s.contract.text == "20-100 4-asz"
    for bad in ("bid 40-100 szintelen-durchmars", "bid 40-100 20-100", "bid 4-asz durchmars", "bid betli ulti"):
        with pytest.raises(BadActionText):
            s.game.parse_action(bad)


# --- Play (§6) -------------------------------------------------------------------------------------

PLAY_HANDS = {
    0: "PA P9 TA T9 ZA Z9 MA M9 M8 MU P7 T7",
    1: "PK PO P8 TK T8 ZK Z8 M10 M7 ZU",
    2: "P10 PU TO T10 TU Z10 ZO Z7 MK MO",
}


def test_play_must_beat_with_any_beating_card_not_the_highest():
    s = bid(PLAY_HANDS, "passz", trump="M")
    run(s, "play P9")
    assert plays(s) == {"PO", "PK"}  # §6(4): P8 cannot go
    refused(s, "play P8", "must-beat", "MAUSZ §6(4)")
    run(s, "play PO")  # the lower of the two beating cards is enough
    assert plays(s) == {"P10"}  # beats PO; PU does not
    refused(s, "play PU", "must-beat", "MAUSZ §6(4)")


RUFF_HANDS = {  # seat 0 holds every tök: the others ruff tök leads
    0: "T7 T8 T9 T10 TU TO TK TA P8 P9 Z7 Z8",
    1: "M8 MA P7 P10 PU PO Z9 Z10 ZU ZO",
    2: "M7 M9 MU MO MK M10 PK PA ZK ZA",
}


def test_play_must_beat_second_ruff_overtrumps():
    s = bid(RUFF_HANDS, "passz", discard="Z7 Z8", trump="M")
    run(s, "play T7")
    assert plays(s) == {"M8", "MA"}  # void: trump, any trump
    refused(s, "play P7", "must-trump", "MAUSZ §6(3)")
    run(s, "play M8")
    # Seat 2 is void too: he must overtrump the M8 if he can; the M7 does not beat it.
    assert plays(s) == {"M9", "MU", "MO", "MK", "M10"}
    refused(s, "play M7", "must-beat", "MAUSZ §6(4)")
    refused(s, "play PA", "must-trump", "MAUSZ §6(3)")


def test_play_must_beat_second_ruff_still_trumps_when_it_cannot_overtrump():
    s = bid(RUFF_HANDS, "passz", discard="Z7 Z8", trump="M")
    run(s, "play T7", "play MA")
    # Nothing beats the trump ace: seat 2 must still trump, but not with the 7 while other trumps are left.
    assert plays(s) == {"M9", "MU", "MO", "MK", "M10"}
    refused(s, "play M7", "trump-seven", "MAUSZ §4(D)(4)")
    refused(s, "play ZA", "must-trump", "MAUSZ §6(3)")


def test_play_must_beat_following_suit_to_a_ruffed_trick_has_no_duty():
    hands = {
        0: "T7 T8 T9 TO TK TA P8 P9 PA PK Z7 Z8",
        1: "M8 MA M9 MU P7 P10 Z9 Z10 ZU ZO",
        2: "T10 TU PU PO ZK ZA M7 MO MK M10",
    }
    s = bid(hands, "passz", discard="Z7 Z8", trump="M")
    run(s, "play T7", "play M8")
    assert plays(s) == {"T10", "TU"}
    refused(s, "play MO", "must-follow", "MAUSZ §6(3)")
    run(s, "play TU")  # the lower one: no duty to beat a ruffed trick
    assert s.winners == [1]


def test_play_trump_seven_rule_applies_to_the_defenders_in_every_mausz_trump_game():
    # Resolved ambiguity 2: every player, every MAUSZ trump game (here a 40-100 and a trump durchmars).
    for contract in ("40-100", "durchmars"):
        s = bid(RUFF_HANDS, contract, discard="Z7 Z8", trump="M")
        run(s, "play T7", "play MA")
        refused(s, "play M7", "trump-seven", "MAUSZ §4(D)(4)")


def test_play_trump_seven_no_rule_in_4m():
    s = bid(RUFF_HANDS, "passz", variant="4m", discard="Z7 Z8", trump="M")
    run(s, "play T7", "play MA")
    assert "play M7" in legal(s)
    run(s, "play M7")


def test_play_trump_seven_may_ruff_as_the_last_trump():
    hands = dict(RUFF_HANDS)
    hands[1], hands[2] = "M8 MA M9 MU MO MK M10 Z9 Z10 ZU", "M7 P7 P10 PU PO PK PA ZK ZA ZO"
    s = bid(hands, "passz", discard="Z7 Z8", trump="M")
    run(s, "play T7", "play M8")
    assert plays(s) == {"M7"}  # his only trump: must trump with it


def test_play_trick_winner_leads_and_the_last_trick_is_shown_until_the_next_lead():
    s = bid(RUFF_HANDS, "passz", discard="Z7 Z8", trump="M")
    run(s, "play T7", "play M8", "play M9")
    assert s.to_move == 2 and s.winners == [2]  # §6(5)
    assert s.view(0).last_trick == [(0, "T7"), (1, "M8"), (2, "M9")]  # §9(3)
    run(s, "play PA")
    assert s.view(0).last_trick is None


def test_play_played_cards_are_never_taken_back_and_the_talon_stays_hidden():
    s = bid(RUFF_HANDS, "passz", discard="Z7 Z8", trump="M")
    run(s, "play T7")
    refused(s, "play T8", "not-in-hand", "MAUSZ §6(3)")  # seat 1 does not hold it; seat 0 cannot play again
    for seat in (1, 2):
        v = s.view(seat)
        assert v.facts.talon is None and "Z7" not in str(v.public_history)


# --- Settlement (§8): full deals computed by hand ----------------------------------------------------


def dec_leads(s, codes):
    """The declarer leads each card in turn (he wins every trick); the defenders play their first legal card."""
    for code in codes.split():
        assert s.to_move == s.declarer
        s.apply(f"play {code}")
        quiet(s)
        for _ in range(2):
            s.apply(next(a for a in s.legal_actions() if a.kind == "play"))
        while s.step == "kontra":
            s.apply("pass")


# 40-100 (trump makk) lost by 10: the declarer takes MA M10 TA T10 and the last trick (50) + his 40 = 90.
HANDS_40_100 = {
    0: "MA M10 MK MO MU M9 TA T7 Z7 P7 P8 P9",
    1: "M7 M8 T10 TK PA PK ZA ZK ZO PO",
    2: "PU P10 T8 T9 TU TO Z8 Z9 ZU Z10",
}
TRICKS_40_100 = (  # after trick 1; every card forced or the only sensible follow
    "M10 M7 Z9",
    "TA T10 T8",
    "T7 TK T9",
    "PA P10 P7",
    "ZA Z10 Z7",
    "PK PU M9",
    "MU PO TU",
    "MO ZO TO",
    "MK ZK ZU",
)


@pytest.mark.parametrize("rekontra, each", [(False, 8), (True, 16)])
def test_settlement_40_100_kontra_lost_by_10_points(rekontra, each):
    s = bid(HANDS_40_100, "40-100", discard="P8 P9", trump="M")
    run(s, "announce 40")
    s.apply("play MA")
    s.apply("kontra 40-100")
    s.apply("pass")
    assert s.step == "kontra" and s.to_move == 0 and len(s.trick) == 1  # §7(6): before the second card
    if rekontra:
        s.apply("rekontra 40-100")
    s.apply("pass")
    run(s, "play M8", "play Z8")
    play(s, *TRICKS_40_100)
    r = s.result()
    assert card_points(s.facts()) == (90, 40)  # 50 in tricks + the trump 40; the defenders 40
    assert r.details["won"] == {"40-100": False}
    # 40-100 = 4, kontra ×2 (rekontra ×4), lost: the declarer pays each defender; nothing else is paid.
    assert [(ln.part, ln.won, ln.value, ln.multiplier, ln.payer, ln.payee, ln.amount) for ln in r.lines] == [
        ("40-100", False, 4, each // 4, 0, 1, each),
        ("40-100", False, 4, each // 4, 0, 2, each),
    ]
    assert r.points == [-2 * each, each, each]


# Parti (trump zöld): seat 1 announces a 20, seat 2 a 40 and takes no trick; the defenders make 40 + 60 = 100.
HANDS_PARTI = {
    0: "P9 PU TA T10 TK MA M10 Z8 Z9 ZU MK Z7",
    1: "ZA Z10 PA P10 PK PO T7 T8 M7 M8",
    2: "ZK ZO P7 P8 T9 TU TO M9 MU MO",
}
TRICKS_PARTI = (
    "ZA ZO Z8",
    "Z10 ZK Z9",
    "P10 P8 P9",
    "PK T9 ZU",
    "TA T7 TU",
    "T10 T8 TO",
    "TK PO M9",
    "MA M7 MU",
    "M10 M8 MO",
)


def parti_deal(variant, kontra):
    s = bid(HANDS_PARTI, "passz", variant=variant, discard="MK Z7", trump="Z")
    if variant == "mausz":
        s.apply("play PU")
        window(s, {1: ["kontra parti"] if kontra else []})  # §7(1): the kontra before the second card
        run(s, "announce 20 P", "play PA", "announce 40", "play P7")
    else:
        run(s, "play PU", "announce 20 P")
        if kontra:
            run(s, "kontra parti")
        run(s, "play PA", "announce 40", "play P7")
        if kontra:
            run(s, "pass")
    play(s, *TRICKS_PARTI)
    return s


@pytest.mark.parametrize(
    "variant, kontra, parti, bonus",
    [
        ("mausz", False, 1, 1),  # §4(A)(6): no kontra, the silent 100 doubles the parti (1 more)
        ("mausz", True, 2, 2),  # with kontra: the kontra'd parti 2, plus the silent 100's 2
        ("4m", False, 1, 2),  # 4M: silent 100 is 2, separate (the side had a 20 and a 40)
        ("4m", True, 2, 2),
    ],
)
def test_settlement_parti_defenders_20_and_40_one_defender_without_a_trick(variant, kontra, parti, bonus):
    s = parti_deal(variant, kontra)
    assert s.won_count == [6, 4, 0]  # seat 2 took no trick: his 40 still counts, his partner took tricks
    r = s.result()
    assert card_points(s.facts()) == (50, 100)
    assert r.details["won"] == {"parti": False} and r.details["marriages"] == [0, 60]
    assert lines(r, "parti") == [(0, 1, parti), (0, 2, parti)]
    assert lines(r, "silent-100") == [(0, 1, bonus), (0, 2, bonus)]
    assert len(r.lines) == 4
    assert r.points == [-2 * (parti + bonus), parti + bonus, parti + bonus]


BETLI_LOW = "P7 P8 P9 T7 T8 T9 Z7 Z8 M7 M8 Z9 M9"  # the lowest cards: the defenders win every trick


@pytest.mark.parametrize(
    "words, mult",
    [
        (("kontra betli", "csatlakozom betli", "rekontra betli"), {1: 4, 2: 4}),
        (("kontra betli", "", ""), {1: 2, 2: 1}),  # the partner did not join: his part stays single
        (("", "kontra betli", "rekontra betli"), {1: 1, 2: 4}),  # §7(5): only the second defender is in
    ],
)
def test_settlement_betli_with_csatlakozom_individual_kontra(words, mult):
    s = bid({0: BETLI_LOW}, "betli", discard="Z9 M9")
    k1, k2, rk = words
    s.apply("play P7")
    window(s, {seat: [w] for seat, w in ((1, k1), (2, k2), (0, rk)) if w})
    run(s, "play P10", "play Z10")
    autoplay(s)
    r = s.result()
    assert s.won_count[0] == 0 and r.details["won"] == {"betli": True}
    # Betli 5 won: each defender pays 5 × his own multiplier (§7(5): betli kontras are individual).
    assert lines(r, "betli") == [(1, 0, 5 * mult[1]), (2, 0, 5 * mult[2])]
    assert r.points == [5 * (mult[1] + mult[2]), -5 * mult[1], -5 * mult[2]]


def test_settlement_betli_lost_with_one_defenders_kontra():
    s = bid({0: "PA " + BETLI_LOW.replace("P7 ", "")}, "betli", discard="Z9 M9")
    s.apply("play PA")
    window(s, {1: ["kontra betli"]})
    run(s, "play P10", "play Z10")
    assert s.winners == [0]  # the declarer took a trick: the betli is lost
    autoplay(s)
    r = s.result()
    assert lines(r, "betli") == [(0, 1, 10), (0, 2, 5)]
    assert r.points == [-15, 10, 5]


PIROS_DM = {0: "PA P10 PK PO PU P9 P8 P7 TA ZA T7 Z7"}


def test_settlement_piros_durchmars_kontra_and_a_silent_ulti_mausz():
    s = bid(PIROS_DM, "piros durchmars", discard="T7 Z7")
    assert s.trump == 0  # a trump game: red is trump (digest "Beating a bid — MAUSZ")
    s.apply("play PA")
    window(s, {1: ["kontra durchmars"]})
    run(s, "play T8", "play ZO")
    dec_leads(s, "P10 PK PO PU P9 P8 TA ZA P7")
    r = s.result()
    assert s.won_count == [10, 0, 0] and r.details["won"] == {"durchmars": True}
    # Piros durchmars 12, kontra (pair, §7(4)) ×2 = 24 from each; the last trick won with the trump 7 is a
    # silent ulti (§4(D)(1)), red 4, never multiplied.
    assert lines(r, "durchmars") == [(1, 0, 24), (2, 0, 24)]
    assert lines(r, "silent-ulti") == [(1, 0, 4), (2, 0, 4)]
    assert r.points == [56, -28, -28]


def test_settlement_piros_durchmars_4m_has_no_trump_and_an_individual_kontra():
    s = bid(PIROS_DM, "piros durchmars", variant="4m", discard="T7 Z7")
    assert s.trump is None  # 4M: "a sima piros durchmarschnál sincs [adu]"
    run(s, "play PA", "kontra durchmars", "play T8", "play ZO", "pass")
    dec_leads(s, "P10 PK PO PU P9 P8 TA ZA P7")
    r = s.result()
    # 4M piros durchmars 14; the kontra is seat 1's alone (4M: "csak a saját nevében"); no trump: no silent ulti.
    assert lines(r, "durchmars") == [(1, 0, 28), (2, 0, 14)]
    assert r.details["silent"] == [] and r.points == [42, -28, -14]


# The declarer takes every trick (trump makk, M7 Z7 in the talon): 90 card points, all four aces.
ALL_TRICKS = {0: "MA M10 MK MO MU M9 M8 TA PA ZA M7 Z7"}


@pytest.mark.parametrize(
    "variant, forty, kontra, expect",
    [
        # MAUSZ: parti 1, silent 4 ász 2 (§4(C)(2)); no silent durchmars.
        ("mausz", False, False, {"parti": 1, "silent-4-asz": 2}),
        # MAUSZ with the 40: 130, silent 100 doubles the parti (§4(A)(6)).
        ("mausz", True, False, {"parti": 1, "silent-100": 1, "silent-4-asz": 2}),
        # MAUSZ kontra'd parti: 2, the silent 100 adds 2.
        ("mausz", True, True, {"parti": 2, "silent-100": 2, "silent-4-asz": 2}),
        # 4M: parti 1, silent durchmars 4; no 4 ász.
        ("4m", False, False, {"parti": 1, "silent-durchmars": 4}),
        # 4M with the 40: silent 100 is 2, separate.
        ("4m", True, False, {"parti": 1, "silent-100": 2, "silent-durchmars": 4}),
        ("4m", True, True, {"parti": 2, "silent-100": 2, "silent-durchmars": 4}),
    ],
)
def test_settlement_silent_bonuses_when_the_declarer_takes_every_trick(variant, forty, kontra, expect):
    s = bid(ALL_TRICKS, "passz", variant=variant, discard="M7 Z7", trump="M")
    run(s, *(["announce 40"] if forty else []))
    s.apply("play MA")
    if variant == "mausz":
        window(s, {1: ["kontra parti"] if kontra else []})
    elif kontra:
        run(s, "kontra parti")
    dec_leads_rest = "M10 MK MO MU M9 M8 TA PA ZA"
    for _ in range(2):
        s.apply(next(a for a in s.legal_actions() if a.kind == "play"))
    while s.step == "kontra":
        s.apply("pass")
    dec_leads(s, dec_leads_rest)
    r = s.result()
    assert s.won_count == [10, 0, 0]
    got = {}
    for ln in r.lines:
        assert ln.payee == 0 and ln.payer in (1, 2)
        got.setdefault(ln.part, set()).add(ln.amount)
    assert got == {part: {v} for part, v in expect.items()}
    each = sum(expect.values())
    assert r.points == [2 * each, -each, -each]


@pytest.mark.parametrize(
    "variant, expect", [("mausz", {"parti": 2, "silent-4-asz": 4}), ("4m", {"parti": 2, "silent-durchmars": 7})]
)
def test_settlement_silent_bonuses_piros_passz(variant, expect):
    # Red doubles the silent bonuses, except 4M's silent durchmars: "a csendes piros durchmarsch 7 pontot ér".
    s = bid({0: "PA P10 PK PO PU P9 P8 MA TA ZA P7 Z7"}, "piros passz", variant=variant, discard="P7 Z7")
    dec_leads(s, "PA P10 PK PO PU P9 P8 MA TA ZA")
    r = s.result()
    assert {ln.part: ln.amount for ln in r.lines} == expect
    each = sum(expect.values())
    assert r.points == [2 * each, -each, -each]


@pytest.mark.parametrize(
    "variant, expect",
    [
        ("mausz", {"parti": 1, "silent-100": 1, "silent-4-asz": 2}),  # he took all four aces too
        ("4m", {"parti": 1, "silent-20-100": 4, "silent-durchmars": 4}),
    ],
)
def test_settlement_silent_20_100_4m_and_silent_100_mausz(variant, expect):
    # The declarer's only announcement is a 20 (tök): 90 + 20 = 110. 4M calls it a silent 20-100 (4).
    s = bid({0: "MA M10 M9 M8 MU TA T10 TK TO PA M7 Z7"}, "passz", variant=variant, discard="M7 Z7", trump="M")
    run(s, "announce 20 T")
    dec_leads(s, "MA M10 TA T10 TK TO PA M9 M8 MU")
    r = s.result()
    assert card_points(s.facts()) == (110, 0)
    assert {ln.part: ln.amount for ln in r.lines} == expect
    each = sum(expect.values())
    assert r.points == [2 * each, -each, -each]


def test_settlement_silent_durchmars_4m_of_the_defenders_in_a_durchmars():
    # 4M: "Csendes durchmarschot csinálhat a felvevő, vagy az ellenjátékosok együtt" — also against a bid
    # durchmars. The declarer holds no trump (zöld) and only low cards: the defenders take every trick.
    hands = {0: "P7 P8 P9 T7 T8 T9 M7 M8 M9 MU Z7 TU"}
    s = bid(hands, "ulti durchmars", variant="4m", discard="Z7 TU", trump="Z")
    autoplay(s)
    r = s.result()
    assert s.won_count[0] == 0 and r.details["won"] == {"ulti": False, "durchmars": False}
    # Per defender: durchmars 7, ulti 4 and its extra 4, the defenders' silent durchmars 4.
    assert lines(r, "durchmars") == [(0, 1, 7), (0, 2, 7)]
    assert lines(r, "ulti") == [(0, 1, 4), (0, 2, 4)]
    assert lines(r, "lost-ulti-penalty") == [(0, 1, 4), (0, 2, 4)]
    assert lines(r, "silent-durchmars") == [(0, 1, 4), (0, 2, 4)]
    assert r.points == [-38, 19, 19]


@pytest.mark.parametrize(
    "variant, bonuses",
    [
        ("mausz", {"parti": 1, "silent-100": 1, "silent-4-asz": 2}),
        ("4m", {"parti": 1, "silent-100": 2, "silent-durchmars": 4}),
    ],
)
def test_settlement_lost_announced_ulti_extra_is_never_multiplied(variant, bonuses):
    # Seat 1's lone trump is the M7: it falls to the declarer's ace in trick 1, so the ulti is lost.
    # Ulti 4 × 4 (kontra, rekontra) = 16, plus the extra 4 (MAUSZ §4(D)(3); 4M "+4 pontot ... fizet") to
    # each defender, never multiplied. The parti is won and the declarer's 90 + 40 makes a silent 100.
    s = bid({0: "MA M10 MK MO MU M9 M8 TA PA ZA T7 Z7", 1: "M7"}, "ulti", variant=variant, discard="T7 Z7", trump="M")
    run(s, "announce 40")
    s.apply("play MA")
    if variant == "mausz":
        window(s, {1: ["kontra ulti"], 0: ["rekontra ulti"]})
        run(s, "play M7")
        s.apply(next(a for a in s.legal_actions() if a.kind == "play"))
    else:
        run(s, "kontra ulti", "play M7")
        s.apply(next(a for a in s.legal_actions() if a.kind == "play"))
        run(s, "rekontra ulti", "pass")
        while s.step == "kontra":  # 4M: the defenders may go on (szubkontra); they pass
            run(s, "pass")
    dec_leads(s, "M10 MK MO MU M9 M8 TA PA ZA")
    r = s.result()
    assert r.details["won"] == {"ulti": False, "parti": True}
    assert lines(r, "ulti") == [(0, 1, 16), (0, 2, 16)]
    assert lines(r, "lost-ulti-penalty") == [(0, 1, 4), (0, 2, 4)]
    for part, v in bonuses.items():
        assert lines(r, part) == [(1, 0, v), (2, 0, v)]
    each = 20 - sum(bonuses.values())
    assert r.points == [-2 * each, each, each]
    assert len(r.lines) == 4 + 2 * len(bonuses)


@pytest.mark.parametrize(
    "variant, contract, parts",
    [
        # MAUSZ §6(9): the bid's total kontra'd (×2) to each defender, as one line; no ulti extra.
        ("mausz", "40-100 ulti", {"give-up": 16}),
        ("mausz", "passz", {"give-up": 2}),
        ("mausz", "piros passz", {"give-up": 4}),
        ("mausz", "ulti", {"give-up": 10}),
        # 4M: "mintha minden bemondást kontrázva bukna": every part lost ×2, the lost ulti's +4 too.
        ("4m", "40-100 ulti", {"40-100": 8, "ulti": 8, "lost-ulti-penalty": 4}),
        ("4m", "ulti", {"ulti": 8, "parti": 2, "lost-ulti-penalty": 4}),
        ("4m", "piros 40-100 ulti", {"40-100": 16, "ulti": 16, "lost-ulti-penalty": 8}),
        ("4m", "betli", {"betli": 10}),
        # 4M: a lone passz costs nothing ("ennél senki nem fizet semmit").
        ("4m", "passz", {}),
        ("4m", "piros passz", {}),
    ],
)
def test_settlement_give_up_in_each_variant(variant, contract, parts):
    s = bid(RUFF_HANDS, contract, variant=variant, discard="Z7 Z8")
    if s.step == "trump":
        run(s, "trump M")
    run(s, "give-up")
    r = s.result()
    assert r.details["gave_up"] is True and r.details["silent"] == []
    for part, v in parts.items():
        assert lines(r, part) == [(0, 1, v), (0, 2, v)]
    assert len(r.lines) == 2 * len(parts)
    each = sum(parts.values())
    assert r.points == [-2 * each, each, each]


# --- Match: the 4M Ablak, the source's own example played out --------------------------------------

ABLAK_HANDS = {
    0: "MA M10 M7 P7 P8 T7 T8 Z7 Z8 Z9 M8 PU",
    1: "MU M9 PA P10 PK PO TA T10 Z10 ZU",
    2: "MK MO P9 T9 TU TO TK ZA ZO ZK",
}
ABLAK_TRICKS = (
    "M10 MU MK",
    "P7 PA P9",
    "P10 T9 P8",
    "TA TU T7",
    "T10 TO T8",
    "Z10 ZA Z7",
    "ZK Z8 ZU",
    "ZO Z9 PK",
    "TK M7 PO",
)


def ablak_deal(variant):
    # The ulti is made, the defenders announce a 20 and a 40 and kontra the parti, the parti is lost and the
    # defenders make a silent 100: "a felvevő 4 − 2·1 − 2 = 0 pontot kap".
    s = bid(ABLAK_HANDS, "ulti", variant=variant, discard="M8 PU", trump="M")
    if variant == "mausz":
        s.apply("play MA")
        window(s, {1: ["kontra parti"]})
        run(s, "announce 20 P", "play M9", "announce 40", "play MO")
    else:
        run(s, "play MA", "announce 20 P", "kontra parti", "play M9", "announce 40", "play MO", "pass")
        while s.step == "kontra":
            run(s, "pass")
    play(s, *ABLAK_TRICKS)
    return s


@pytest.mark.parametrize("variant", ["mausz", "4m"])
def test_match_ablak_source_example_played_out(variant):
    s = ablak_deal(variant)
    r = s.result()
    assert s.winners[-1] == 0 and (0, D.card("M7")) in s.tricks[-1]  # the last trick won with the trump 7
    assert card_points(s.facts()) == (30, 120)
    assert r.details["won"] == {"ulti": True, "parti": False}
    assert lines(r, "ulti") == [(1, 0, 4), (2, 0, 4)]
    assert lines(r, "parti") == [(0, 1, 2), (0, 2, 2)]
    assert lines(r, "silent-100") == [(0, 1, 2), (0, 2, 2)]  # MAUSZ: 2 on the kontra'd parti; 4M: 2
    assert r.points == [0, 0, 0]
    m = UltiMatch(games.get("ulti", variant=variant), players=3, seed=0, deals=2)
    points = m.finish_deal(s)
    if variant == "4m":
        # "mindenki kifizeti a felvevő által nyert összeget ... a fenti esetben 4 pontot"
        assert points == [-4, -4, -4] and m.ablak == 12
    else:
        assert points == [0, 0, 0] and m.ablak == 0
    assert sum(m.totals) + m.ablak == 0


# --- Refusals: every illegal action type, its rule, and an unchanged state ---------------------------


def _fresh(variant):
    return deal({0: "P7 P8", 1: "PA PK", 2: "MK MO"}, variant=variant)


def _bid_step(variant):
    return run(_fresh(variant), "discard P7 P8")


def _respond(variant):
    return run(_fresh(variant), "discard P7 P8", "bid ulti")


def _taken(variant):
    return run(_respond(variant), "take", "discard P7 P8")


def _top(variant):
    top = "piros 20-100 ulti teritett-durchmars" if variant == "mausz" else "piros 20-100 ulti redurchmars"
    return run(_fresh(variant), "discard P7 P8", f"bid {top}")


def _trump_step(variant):
    return bid({0: "PK PO ZK ZO MA M10 T7 T8 T9 Z7 P7 P8", 1: "MK MO PA"}, "passz", variant=variant)


def _play(variant, contract="passz"):
    s = bid({0: "PK PO ZK ZO MA M10 T7 T8 T9 Z7 P7 P8", 1: "MK MO PA TA"}, contract, variant=variant)
    if s.step == "trump":
        run(s, "trump M")
    return s


def _after_lead(variant, contract="passz"):
    return run(_play(variant, contract), "play T7")


def _defender_played(variant, contract="passz"):
    return run(_after_lead(variant, contract), "play TA")


def _say(state, *texts):
    """Apply words one by one, MAUSZ's kontra window left open (``run`` closes it: a quiet table)."""
    for text in texts:
        state.apply(text)
    return state


def _lead_kept(variant, contract="passz"):
    """The declarer's first card; in MAUSZ the kontra window after it stays open (§7(1))."""
    return _say(_play(variant, contract), "play T7")


def _parti_kontrad(variant):
    s = _lead_kept(variant)
    return _say(s, "kontra parti") if variant == "mausz" else run(s, "kontra parti", "play TA")


def _betli(variant):
    return _say(bid({0: BETLI_LOW}, "betli", variant=variant, discard="Z9 M9"), "play P7")


def _betli_kontra(variant):
    s = _say(_betli(variant), "kontra betli")
    return _say(s, "pass") if variant == "mausz" else run(s, "play P10")


def _window(variant, contract="passz"):
    """The declarer's turn to answer a parti kontra: MAUSZ before the second card, 4M after the third."""
    s = _say(_lead_kept(variant, contract), "kontra parti")
    if variant == "4m":
        return run(s, "play TA", "play TK")
    while s.to_move != s.declarer:
        s.apply("pass")  # the defenders say nothing more
    return s


def _declarer_leads_again(variant):
    return run(_play(variant), "play MA", "play MO", "play M7")


def _defender_leads(variant):
    return run(_defender_played(variant), "play TK")


def _over(variant):
    return run(_play(variant), "give-up")


def _conceding(variant):
    return run(_declarer_leads_again(variant), "concede")


REFUSALS = [
    # (state builder, action, key, MAUSZ rule)
    (_fresh, "pass", "must-bid", "MAUSZ §3(10)"),
    (_fresh, "take", "already-taken", "MAUSZ §3(2)"),
    (_fresh, "bid passz", "must-discard", "MAUSZ §3(2)"),
    (_fresh, "discard PA PK", "not-in-hand", "MAUSZ §3(2)"),
    (_fresh, "play P7", "bidding-not-over", "MAUSZ §6(1)"),
    (_fresh, "trump Z", "bidding-not-over", "MAUSZ §6(1)"),
    (_fresh, "kontra parti", "bidding-not-over", "MAUSZ §6(1)"),
    (_bid_step, "pass", "must-bid", "MAUSZ §3(10)"),
    (_bid_step, "take", "already-taken", "MAUSZ §3(2)"),
    (_respond, "bid betli", "must-take", "MAUSZ §3(2)"),
    (_respond, "discard PA PK", "must-take", "MAUSZ §3(2)"),
    (_taken, "bid passz", "bid-too-low", "MAUSZ §3(5)"),
    (_taken, "bid 4-asz", "bid-too-low", "MAUSZ §3(5)"),
    (_taken, "pass", "must-bid-after-take", "MAUSZ §3(5)"),
    (_top, "take", "no-higher-bid", "MAUSZ §3(5)"),
    (_trump_step, "trump P", "red-must-be-bid", "MAUSZ §3(4)"),
    (_trump_step, "play MA", "must-name-trump", "MAUSZ §6(6)"),
    (_trump_step, "announce 20 P", "must-name-trump", "MAUSZ §6(6)"),
    (_play, "trump Z", "trump-named", "MAUSZ §6(6)"),
    (_play, "announce 20 T", "no-marriage", "MAUSZ §4(A)(2)c"),
    (_play, "announce 20 M", "use-40", "MAUSZ §4(A)(2)c"),
    (_play, "announce 40", "no-marriage", "MAUSZ §4(A)(2)c"),
    (_play, "kontra parti", "declarer-cannot-kontra", "MAUSZ §7(1)"),
    (_play, "rekontra parti", "rekontra-not-now", "MAUSZ §7(6)"),
    (_play, "concede", "use-give-up", "MAUSZ §6(9)"),
    (_play, "accept", "nothing-to-answer", "MAUSZ §6(9)"),
    (_play, "play MK", "not-in-hand", "MAUSZ §6(3)"),
    (_play, "take", "not-now", "MAUSZ §3(8)"),
    (_play, "bid betli", "not-now", "MAUSZ §3(8)"),
    (_play, "discard T7 T8", "not-now", "MAUSZ §3(8)"),
    (_after_lead, "kontra 40-100", "no-such-part", "MAUSZ §7(2)"),
    (_lead_kept, "csatlakozom parti", "nothing-to-join", "MAUSZ §7(4)"),
    (_after_lead, "give-up", "declarer-only", "MAUSZ §6(9)"),
    (_after_lead, "play PA", "must-follow", "MAUSZ §6(3)"),
    (_after_lead, "szubkontra parti", "no-further-levels", "MAUSZ §7(7)"),
    (_parti_kontrad, "kontra parti", "already-kontra", "MAUSZ §7(4)"),
    (lambda v: _defender_played(v, "40-100"), "announce 40", "announce-forbidden", "MAUSZ §4(B)(2)"),
    (lambda v: _play(v, "40-100"), "announce 20 P", "announce-forbidden", "MAUSZ §4(B)(1)"),
    (lambda v: _play(v, "20-100"), "announce 40", "announce-forbidden", "MAUSZ §13(3) #3"),
    (lambda v: _defender_played(v, "20-100"), "announce 40", "announce-forbidden", "MAUSZ §13(3) #3"),
    (lambda v: _play(v, "betli"), "announce 20 P", "announce-forbidden", "MAUSZ §4(E)(1)"),
    (lambda v: _play(v, "betli"), "trump M", "no-trump-to-name", "MAUSZ §6(6)"),
    (lambda v: _play(v, "durchmars"), "announce 40", "announce-forbidden", "MAUSZ §4(F)(4)"),
    (_declarer_leads_again, "announce 20 P", "announce-too-late", "MAUSZ §6(6)"),
    (_declarer_leads_again, "give-up", "give-up-too-late", "MAUSZ §6(9)"),
    (_defender_leads, "announce 40", "announce-too-late", "MAUSZ §6(7)"),
    (_defender_leads, "kontra parti", "kontra-too-late", "MAUSZ §7(1)"),
    (_betli, "csatlakozom betli", "nothing-to-join", "MAUSZ §7(5)"),
    (_betli_kontra, "kontra betli", "use-csatlakozom", "MAUSZ §7(5)"),
    (_window, "play T8", "kontra-pending", "MAUSZ §6(7)"),
    (_window, "rekontra ulti", "no-such-part", "MAUSZ §7(2)"),
    (_window, "kontra parti", "declarer-cannot-kontra", "MAUSZ §7(1)"),
    (_over, "play T7", "deal-over", "MAUSZ §8(1)"),
    (_conceding, "play PA", "concede-pending", "MAUSZ §6(9)"),
    (lambda v: run(_conceding(v), "accept", "refuse"), "concede", "concede-refused", "MAUSZ §6(9)"),
    (lambda v: _window(v, "ulti"), "rekontra ulti", "not-kontrad", "MAUSZ §7(6)"),
    (lambda v: run(_play(v), "play T7", "play T10"), "play M9", "must-follow", "MAUSZ §6(3)"),
    (lambda v: run(_play(v), "play PO"), "play P9", "must-beat", "MAUSZ §6(4)"),
    (lambda v: run(_play(v), "play ZO"), "play PA", "must-trump", "MAUSZ §6(3)"),
]


@pytest.mark.parametrize("build, action, key, rule", REFUSALS, ids=[f"{r[2]}:{r[1]}" for r in REFUSALS])
def test_refusals_cite_the_rule_and_change_nothing_mausz(build, action, key, rule):
    refused(build("mausz"), action, key, rule)


@pytest.mark.parametrize(
    "build, action, key",
    [(b, a, k) for b, a, k, _ in REFUSALS if k != "no-further-levels" and "4-asz" not in a],
    ids=[f"{r[2]}:{r[1]}" for r in REFUSALS if r[2] != "no-further-levels" and "4-asz" not in r[1]],
)
def test_refusals_cite_the_4m_text_and_change_nothing(build, action, key):
    s = build("4m")
    before = snapshot(s)
    with pytest.raises(IllegalAction) as e:
        s.apply(action)
    assert e.value.key == key and e.value.rule.startswith("4M: ") and snapshot(s) == before


def test_refusals_4m_kontra_levels_alternate():
    s = run(_after_lead("4m"), "kontra parti", "play TA", "play TK")
    assert legal(s) == ["rekontra parti", "pass"]
    refused(s, "szubkontra parti", "wrong-kontra-level", "4M: rekontra")
    run(s, "rekontra parti", "pass")
    assert s.to_move == 1 and legal(s) == ["szubkontra parti", "pass"]
    refused(s, "hirskontra parti", "wrong-kontra-level", "4M: rekontra")


def test_refusals_apply_as_another_seat_is_not_your_turn():
    for variant, rule in (("mausz", "MAUSZ §6(2)"), ("4m", "4M: order")):
        s = _play(variant)
        before = snapshot(s)
        with pytest.raises(IllegalAction) as e:
            s.apply_as(1, "play TA")
        assert e.value.key == "not-your-turn" and e.value.rule == rule and snapshot(s) == before


# --- Kontra (§7) -----------------------------------------------------------------------------------


def test_kontra_4m_who_stopped_cannot_rejoin_a_pair_kontra():
    # 4M: "Aki egyszer már nem kontrázott tovább, az később már nem kapcsolódhat be." Seat 1 stops at the
    # szubkontra round; seat 2 raises for the pair; at the mordkontra round only seat 2 may speak.
    s = run(_after_lead("4m"), "kontra parti", "play TA", "play TK", "rekontra parti", "pass")
    assert s.to_move == 1 and legal(s) == ["szubkontra parti", "pass"]
    run(s, "pass")
    assert s.to_move == 2 and legal(s) == ["szubkontra parti", "pass"]
    run(s, "szubkontra parti", "pass", "hirskontra parti", "pass")
    assert s.kontra["parti"][1:] == [16, 16]
    assert s.to_move == 2 and legal(s) == ["mordkontra parti", "pass"]  # seat 1 is skipped
    run(s, "pass")
    assert s.step == "play" and len(s.tricks) == 1


def test_kontra_mausz_whole_bid_is_one_action_per_part_and_covers_the_partner():
    s = _lead_kept("mausz", "ulti")
    assert [a for a in legal(s) if a.startswith("kontra")] == ["kontra ulti", "kontra parti"]
    _say(s, "kontra ulti", "kontra parti", "pass")
    # §7(4): the partner may not kontra a part already kontra'd: he is not even asked; the declarer answers
    assert s.to_move == 0 and s.step == "kontra" and legal(s) == ["rekontra ulti", "rekontra parti", "pass"]
    _say(s, "rekontra ulti", "pass")
    assert s.step == "play" and s.to_move == 1 and s.facts().kontra == {"ulti": {1: 4, 2: 4}, "parti": {1: 2, 2: 2}}


def test_kontra_mausz_part_only_kontras_that_part():
    # §7(2): "Ha valaki piros ultimó esetén csak kontra játékot mond, akkor ő csak a játékot ... kontrázta meg."
    s = _lead_kept("mausz", "piros ulti")
    window(s, {1: ["kontra parti"]})
    assert s.facts().kontra == {"ulti": {1: 1, 2: 1}, "parti": {1: 2, 2: 2}}


def test_kontra_mausz_7_6_rekontra_before_the_second_card():
    # Resolved ambiguity 4 (§7(1), §7(6)): kontra and rekontra both come between the declarer's first card
    # and the second card of trick 1 ("Még mielőtt a 2. lap kijátszására is sor kerül").
    s = _say(_lead_kept("mausz"), "kontra parti")
    refused(s, "rekontra parti", "rekontra-not-now", "MAUSZ §7(6)")
    _say(s, "pass")
    assert s.step == "kontra" and s.to_move == 0 and s.view(1).trick == [(0, "T7")]
    _say(s, "rekontra parti", "pass")
    assert s.step == "play" and s.to_move == 1 and not s.tricks
    run(s, "play TA", "play TK")
    assert len(s.tricks) == 1 and s.step == "play"  # no window after the third card in MAUSZ


def test_kontra_mausz_betli_first_defender_passed_cannot_join_later():
    # §7(5): if the declarer's right-hand neighbour passes and the next player kontras, the first may not speak.
    s = _say(_betli("mausz"), "pass", "kontra betli")
    assert s.to_move == 2
    _say(s, "pass")
    assert s.to_move == 0  # the declarer's answer; seat 1 is not asked again
    _say(s, "pass")
    assert s.facts().kontra == {"betli": {1: 1, 2: 2}}
    assert s.to_move == 1 and not any(a.startswith(("kontra", "csatlakozom")) for a in legal(s))


# --- Announcements (20 / 40) -----------------------------------------------------------------------


def test_announcements_a_lone_ulti_carries_a_parti_both_sides_announce():
    # §4(D)(2), §5(1)b: a lone ulti is ulti + parti, so 20/40 may be announced by everyone.
    s = _play("mausz", "ulti")
    assert {"announce 20 P", "announce 20 Z"} <= set(legal(s))
    run(s, "announce 20 P", "play T7")
    assert "announce 40" in legal(s)  # seat 1 holds the trump K+O


def test_announcements_20_100_the_defenders_announce_nothing():
    s = _after_lead("mausz", "20-100")
    assert not any(a.startswith("announce") for a in legal(s))


# --- Winning each part (§4), played out -------------------------------------------------------------


@pytest.mark.parametrize("variant, expect", [("mausz", {"4-asz": 4, "parti": 1}), ("4m", None)])
def test_winning_each_part_4_asz_played_out(variant, expect):
    if expect is None:
        with pytest.raises(BadActionText):  # 4M has no 4 ász
            make_game("4m").parse_action("bid 4-asz")
        return
    s = bid(ALL_TRICKS, "4-asz", variant=variant, discard="M7 Z7", trump="M")
    dec_leads(s, "MA M10 MK MO MU M9 M8 TA PA ZA")
    r = s.result()
    assert r.details["won"] == {"4-asz": True, "parti": True}
    assert {ln.part: ln.amount for ln in r.lines} == expect  # no silent 4 ász on top of a bid one
    assert r.points == [10, -5, -5]


@pytest.mark.parametrize(
    "variant, expect",
    [("mausz", {"20-100": 8, "silent-4-asz": 2}), ("4m", {"20-100": 8, "silent-durchmars": 4})],
)
def test_winning_each_part_20_100_played_out(variant, expect):
    # 90 in tricks + the one non-trump 20 = 110 ≥ 100; no parti, so no silent 100.
    s = bid({0: "MA M10 M9 M8 MU TA T10 TK TO PA M7 Z7"}, "20-100", variant=variant, discard="M7 Z7", trump="M")
    if variant == "mausz":
        run(s, "announce 20 T")
    else:  # 4M: the tök F+K in hand counts; "20 és 40 bemondása szabálytalan"
        assert not any(a.kind == "announce" for a in s.legal_actions())
    dec_leads(s, "MA M10 TA T10 TK TO PA M9 M8 MU")
    r = s.result()
    assert r.details["won"] == {"20-100": True}
    assert {ln.part: ln.amount for ln in r.lines} == expect
    each = sum(expect.values())
    assert r.points == [2 * each, -each, -each]


# --- Resolved ambiguities 1–6 ----------------------------------------------------------------------


def test_resolved_ambiguity_1_rank_23_group():
    rows = [parse_contract(t) for t in ("piros 40-100 4-asz", "piros 40-100 ulti", "40-100 teritett-durchmars",
                                         "ulti teritett-durchmars")]  # fmt: skip
    assert [c.row for c in rows] == [28, 29, 30, 31] and {c.rank for c in rows} == {23}
    pairs = {(a.row, b.row) for a in rows for b in rows if a is not b and beats(a, b)}
    assert pairs == {(29, 28)}


def test_resolved_ambiguity_3_silent_ulti_caught_costs_2_piros_4():
    from cardtable.games.ulti.scoring import settle

    from .test_settlement import make

    for contract, v in (("passz", 2), ("piros passz", 4)):
        trump = "P" if contract.startswith("piros") else "M"
        seven, ace = f"{trump}7", f"{trump}A"
        other = "T7" if trump != "T" else "Z7"
        # A defender's 7 beaten by the declarer: the defenders' side pays, each defender v.
        r = settle(make(contract, trump=trump, rest_to=0, last=(0, f"{ace} {seven} {other}")))
        assert lines(r, "silent-ulti-caught") == [(1, 0, v), (2, 0, v)]
        # The declarer's own 7 beaten: he pays each defender v.
        r = settle(make(contract, trump=trump, rest_to=0, last=(1, f"{seven} {ace} {other}")))
        assert lines(r, "silent-ulti-caught") == [(0, 1, v), (0, 2, v)]
        # 4M: the holder pays 4 (piros 8) to each other player, his partner too.
        r = settle(make(contract, "4m", trump=trump, rest_to=0, last=(0, f"{ace} {seven} {other}")))
        assert lines(r, "silent-ulti-caught") == [(1, 0, 2 * v), (1, 2, 2 * v)]


def test_resolved_ambiguity_5_concede_after_the_first_lead_pays_like_a_give_up():
    s = run(_declarer_leads_again("mausz"), "concede", "accept", "accept")
    r = s.result()
    assert s.is_over and r.details["conceded"] is True and r.details["silent"] == []
    assert lines(r, "give-up") == [(0, 1, 2), (0, 2, 2)]  # passz 1 × 2 to each defender (§6(9))


def test_settlement_silent_durchmars_4m_lone_piros_durchmars_has_no_red_trump():
    # 4M: a lone piros durchmars has no trump ("a sima piros durchmarschnál sincs"), and silent bonuses
    # double only "ha az adu piros volt": the defenders' silent durchmars is 4, not 7.
    s = bid({0: "P7 P8 P9 T7 T8 T9 M7 M8 M9 MU Z7 TU"}, "piros durchmars", variant="4m", discard="Z7 TU")
    assert s.trump is None
    autoplay(s)
    r = s.result()
    assert s.won_count[0] == 0
    assert lines(r, "durchmars") == [(0, 1, 14), (0, 2, 14)]
    assert lines(r, "silent-durchmars") == [(0, 1, 4), (0, 2, 4)]
    assert r.points == [-36, 18, 18]


# --- Settlement cross-check: an independent settlement written from the seeds -------------------------


def _oracle(f):
    """Points per seat for DealFacts ``f``, computed from the seeds without scoring.py."""
    c, v, dec = f.contract, f.variant, f.declarer
    defs = [(dec + 1) % 3, (dec + 2) % 3]
    pts = [0, 0, 0]

    def pay(a, b, x):
        pts[a] -= x
        pts[b] += x

    def k(part, d):
        return f.kontra.get(part, {}).get(d, 1)

    def side_pay(to_dec, x):
        for d in defs:
            pay(d, dec, x) if to_dec else pay(dec, d, x)

    if f.gave_up or f.conceded:  # MAUSZ §6(9); 4M "mintha minden bemondást kontrázva bukna"
        if v == "4m" and c.text in ("passz", "piros passz"):
            return pts
        if v == "mausz" and not any(k(p, d) > 1 for p in c.parts for d in defs):
            side_pay(False, 2 * c.total)
            return pts
        for p in c.parts:
            for d in defs:
                pay(dec, d, c.values[p] * max(2, k(p, d)))
        if v == "4m" and "ulti" in c.parts:
            side_pay(False, c.values["ulti"])
        return pts

    def zsir(card):
        return 10 if D.codes[card][1:] in ("10", "A") else 0

    taken, z, aces = [0, 0, 0], [0, 0, 0], [0, 0, 0]
    for trick, w in zip(f.tricks, f.winners):
        taken[w] += 1
        z[w] += sum(zsir(card) for _, card in trick)
        aces[w] += sum(D.codes[card].endswith("A") for _, card in trick)
    z[f.winners[-1]] += 10  # §4(A)(2)b
    talon = sum(zsir(D.card(x)) for x in D.codes_of(f.talon))  # §6(8)
    took = [taken[dec] > 0, taken[defs[0]] + taken[defs[1]] > 0]
    said = [[a for a in f.announcements if (a.seat == dec) == (side == 0)] for side in (0, 1)]
    counted = [sum(a.value for a in said[side]) if took[side] and c.has_parti else 0 for side in (0, 1)]
    d40 = 40 if took[0] and any(a.value == 40 and a.suit == f.trump for a in said[0]) else 0
    d20 = 20 if took[0] and any(a.value == 20 and a.suit != f.trump for a in said[0]) else 0
    if v == "4m" and not c.has_parti:  # 4M: the F+K in the declarer's hand counts, never an announcement
        mine = {D.codes[card] for trick in f.tricks for s, card in trick if s == dec}
        pairs = {suit for suit in "PTZM" if {suit + "O", suit + "K"} <= mine}
        trump = None if f.trump is None else "PTZM"[f.trump]
        d40 = 40 if took[0] and trump in pairs else 0
        d20 = 20 if took[0] and pairs - {trump} else 0
    dp, fp = z[dec] + counted[0], z[defs[0]] + z[defs[1]] + talon + counted[1]
    seven = None if f.trump is None else f.trump * 8
    holder = next((s for s, card in f.tricks[-1] if card == seven), None)
    won = {}
    for p in c.parts:
        won[p] = {
            "parti": dp > fp,
            "40-100": z[dec] + d40 >= 100,
            "20-100": z[dec] + d20 >= 100,
            "4-asz": aces[dec] == 4,
            "ulti": holder == dec and f.winners[-1] == dec,
        }.get(p, taken[dec] == 0 if "betli" in p else taken[dec] == 10)
        for d in defs:
            pay(d, dec, c.values[p] * k(p, d)) if won[p] else pay(dec, d, c.values[p] * k(p, d))
    if "ulti" in c.parts and not won["ulti"]:
        side_pay(False, c.values["ulti"])  # §4(D)(3), never multiplied
    red = f.trump == 0
    r2 = 4 if red else 2
    if c.has_parti and max(dp, fp) >= 100:  # silent 100
        mine = said[0] if dp >= 100 else said[1]
        if v == "mausz":  # §4(A)(6): the parti doubles; with kontra + 2 (piros 4)
            for d in defs:
                x = c.values["parti"] if k("parti", d) == 1 else r2
                pay(d, dec, x) if dp >= 100 else pay(dec, d, x)
        else:
            only20 = [a.value for a in mine] == [20]
            side_pay(dp >= 100, 2 * r2 if only20 else r2)
    if v == "mausz" and c.trump_game and not c.is_durchmars and "4-asz" not in c.parts:  # §4(C)(2)
        if aces[dec] == 4:
            side_pay(True, r2)
        elif 4 in (aces[defs[0]], aces[defs[1]]):
            side_pay(False, r2)
    if holder is not None and not (holder == dec and "ulti" in c.parts):  # silent ulti / caught
        w = f.winners[-1]
        others = [s for s in range(3) if s != holder]
        if v == "mausz":
            if w == holder:
                side_pay(holder == dec, r2)
            elif (w == dec) != (holder == dec):
                side_pay(holder != dec, r2)
        else:
            for s in others:
                pay(s, holder, r2) if w == holder else pay(holder, s, 2 * r2)
    if v == "4m" and not c.is_betli:  # silent durchmars
        if taken[dec] == 10 and not c.is_durchmars:
            side_pay(True, 7 if red else 4)
        elif taken[dec] == 0:
            side_pay(False, 7 if red else 4)
    return pts


def _policy(s, rng):
    """A seeded player that plays deals out, with announcements, kontras and rare give-ups."""
    acts = s.legal_actions()
    if s.step == "bid":
        return rng.choice(acts[:12])
    if s.step == "respond":
        takes = [a for a in acts if a.kind != "pass"]
        return acts[0] if rng.random() < 0.65 or not takes else rng.choice(takes[:6])
    if s.step == "trump":
        return rng.choice(acts[:-1]) if rng.random() > 0.02 else acts[-1]
    if s.step == "play":
        words = [a for a in acts if a.kind not in ("play", "give-up", "concede")]
        if words and rng.random() < 0.5:
            return rng.choice(words)
        odd = [a for a in acts if a.kind in ("give-up", "concede")]
        if odd and rng.random() < 0.01:
            return rng.choice(odd)
        return rng.choice([a for a in acts if a.kind == "play"])
    return rng.choice(acts) if rng.random() < 0.5 else acts[-1]


@pytest.mark.parametrize("variant", ["mausz", "4m"])
def test_settlement_independent_oracle_agrees_on_seeded_deals(variant):
    import random

    g = make_game(variant)
    seen = set()
    for seed in range(400):
        rng = random.Random(seed)
        s = g.new_deal(seed, dealer=seed % 3)
        while s.to_move is not None:
            s.apply(_policy(s, rng))
        r = s.result()
        seen.update(ln.part for ln in r.lines)
        assert _oracle(s.facts()) == r.points, (seed, s.actions_text)
    assert {"parti", "ulti", "lost-ulti-penalty", "silent-ulti", "silent-100"} <= seen
