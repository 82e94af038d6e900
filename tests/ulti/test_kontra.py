"""Kontra (MAUSZ §7, 4M): timing (MAUSZ §7(1)/§7(6) between the first and second card; 4M before the trick
is gathered), pair and individual kontras, 4M levels."""

import pytest

from cardtable.engine.protocol import IllegalAction
from cardtable.games.ulti.scenario import deal, run

# Seat 0 declares and leads PA; seats 1 and 2 follow in P, so seat 0 wins trick 1.
HANDS = {
    0: "PA P10 PK PO ZA Z10 Z9 Z8 T7 T8 M7 M8",
    1: "P7 P8 TK TO TA T10 T9 MO ZK ZO",
    2: "P9 PU MA M10 MK TU MU M9 Z7 ZU",
}


def start(bid, trump="Z", variant="mausz"):
    s = deal(HANDS, variant=variant)
    run(s, "discard M7 M8", f"bid {bid}", "pass", "pass", "pass")
    if s.phase == "trump":
        run(s, f"trump {trump}")
    return s


def kontras(state):
    return sorted(a.text for a in state.legal_actions() if a.kind not in ("play", "announce"))


def refused(state, text):
    before = (list(state.actions_text), {p: list(v) for p, v in state.kontra.items()}, state.to_move, state.step)
    with pytest.raises(IllegalAction) as e:
        state.apply(text)
    assert (
        list(state.actions_text),
        {p: list(v) for p, v in state.kontra.items()},
        state.to_move,
        state.step,
    ) == before
    return e.value


def levels(state):
    return state.facts().kontra


def say(state, text):
    """Apply words one by one, the kontra window left as it is (``run`` would close it: a quiet table)."""
    for part in text.split(";"):
        state.apply(part.strip())
    return state


def lead(state, card="PA"):
    """The declarer's first card, the MAUSZ kontra window left open."""
    state.apply(f"play {card}")
    return state


def test_mausz_7_1_7_6_kontra_and_rekontra_between_the_first_and_second_card():
    """MAUSZ §7(1): after the declarer's first card the defenders in playing order may kontra; §7(6): "Még
    mielőtt a 2. lap kijátszására is sor kerül" the declarer says his rekontra; only then the second card."""
    s = start("ulti")
    e = refused(s, "kontra parti")
    assert e.key == "declarer-cannot-kontra" and e.rule == "MAUSZ §7(1)"
    lead(s)
    assert s.phase == "kontra" and s.to_move == 1 and len(s.trick) == 1
    assert kontras(s) == ["kontra parti", "kontra ulti", "pass"]
    e = refused(s, "play P7")
    assert e.key == "kontra-pending"
    s.apply("kontra parti")
    assert kontras(s) == ["kontra ulti", "pass"]
    s.apply("pass")
    assert s.to_move == 2 and kontras(s) == ["kontra ulti", "pass"]  # the parti kontra covers him (§7(4))
    e = refused(s, "kontra parti")
    assert e.key == "already-kontra" and e.rule == "MAUSZ §7(4)"
    s.apply("kontra ulti")
    s.apply("pass")
    # §7(6): the declarer answers before the second card
    assert s.phase == "kontra" and s.to_move == 0 and len(s.trick) == 1
    assert s.view(1).facts.kontra_word == "rekontra"
    assert kontras(s) == ["pass", "rekontra parti", "rekontra ulti"]
    e = refused(s, "szubkontra parti")
    assert e.key == "no-further-levels" and e.rule == "MAUSZ §7(7)"
    s.apply("rekontra parti")
    assert kontras(s) == ["pass", "rekontra ulti"]
    s.apply("pass")
    assert s.phase == "play" and s.to_move == 1 and len(s.trick) == 1  # now the second card
    assert levels(s) == {"ulti": {1: 2, 2: 2}, "parti": {1: 4, 2: 4}}
    e = refused(s, "rekontra ulti")
    assert e.key == "rekontra-not-now" and e.rule == "MAUSZ §7(6)"
    e = refused(s, "kontra ulti")
    assert e.key == "kontra-too-late" and e.rule == "MAUSZ §7(1)"
    run(s, "play P7", "play P9")
    assert s.phase == "play" and len(s.tricks) == 1  # no second window after the third card


def test_mausz_7_6_no_kontra_no_rekontra_turn():
    s = start("ulti")
    lead(s)
    s.apply("pass")
    s.apply("pass")
    assert s.phase == "play" and s.to_move == 1  # nobody kontra'd: the declarer is not asked
    run(s, "play P7", "play P9")
    assert s.phase == "play" and len(s.tricks) == 1 and s.trick == []
    assert levels(s) == {"ulti": {1: 1, 2: 1}, "parti": {1: 1, 2: 1}}


def test_mausz_7_1_kontra_too_late_after_the_second_card():
    s = start("ulti")
    run(s, "play PA", "play P7", "play P9", "play ZA")
    assert s.to_move == 1
    e = refused(s, "kontra ulti")
    assert e.key == "kontra-too-late" and e.rule == "MAUSZ §7(1)"


def test_kontra_unknown_part():
    s = start("ulti")
    lead(s)
    e = refused(s, "kontra betli")
    assert e.key == "no-such-part" and e.rule == "MAUSZ §7(2)"


def test_mausz_7_5_betli_individual_csatlakozom():
    s = start("betli")
    lead(s)
    assert kontras(s) == ["kontra betli", "pass"]
    say(s, "kontra betli; pass")
    assert s.to_move == 2 and kontras(s) == ["csatlakozom betli", "pass"]
    e = refused(s, "kontra betli")
    assert e.key == "use-csatlakozom" and e.rule == "MAUSZ §7(5)"
    s.apply("csatlakozom betli")
    s.apply("pass")
    assert s.phase == "kontra" and s.to_move == 0
    run(s, "rekontra betli; pass")
    assert levels(s) == {"betli": {1: 4, 2: 4}}


def test_mausz_7_5_betli_second_defender_alone():
    """MAUSZ §7(5): if the right-hand neighbour passes and the next player kontras, the first may no longer speak."""
    s = start("betli")
    lead(s)
    s.apply("pass")  # seat 1 says nothing
    assert kontras(s) == ["kontra betli", "pass"]
    e = refused(s, "csatlakozom betli")
    assert e.key == "nothing-to-join"
    say(s, "kontra betli; pass")
    assert s.to_move == 0  # the declarer's answer; seat 1 is not asked again
    run(s, "pass")
    assert levels(s) == {"betli": {1: 1, 2: 2}}


def test_mausz_7_5_first_defender_alone_when_partner_does_not_join():
    s = start("szintelen-durchmars")
    lead(s)
    run(s, "kontra szintelen-durchmars; pass; pass; rekontra szintelen-durchmars; pass")
    assert levels(s) == {"szintelen-durchmars": {1: 4, 2: 1}}


def test_mausz_7_5_declarer_rekontras_one_of_two_individual_kontras():
    """MAUSZ §7(5), §7(6): betli kontras are individual, so the declarer may rekontra one defender's kontra and
    not the other's: ``rekontra betli 1`` answers seat 1 only."""
    s = start("betli")
    lead(s)
    say(s, "kontra betli; pass; csatlakozom betli; pass")
    assert s.to_move == 0
    assert kontras(s) == ["pass", "rekontra betli", "rekontra betli 1", "rekontra betli 2"]
    s.apply("rekontra betli 2")
    assert kontras(s) == ["pass", "rekontra betli"]  # what is left: seat 1's kontra
    s.apply("pass")
    assert s.phase == "play" and levels(s) == {"betli": {1: 2, 2: 4}}
    e = refused(s, "rekontra betli 1")
    assert e.key == "rekontra-not-now"
    # The same through a record: the targeted word is an action text like any other.
    t = start("betli")
    run(t, "play PA; kontra betli; pass; csatlakozom betli; pass; rekontra betli 1; pass")
    assert levels(t) == {"betli": {1: 4, 2: 2}}
    # With one individual kontra there is nothing to choose between.
    u = start("szintelen-durchmars")
    say(u, "play PA; kontra szintelen-durchmars; pass; pass")
    assert kontras(u) == ["pass", "rekontra szintelen-durchmars"]


def test_mausz_7_4_trump_durchmars_is_for_the_pair():
    s = start("durchmars")
    lead(s)
    s.apply("kontra durchmars")
    assert kontras(s) == ["pass"]
    s.apply("pass")
    assert s.to_move == 0  # seat 2 has nothing left to say: the pair kontra covers him; the declarer answers
    s.apply("pass")
    assert levels(s) == {"durchmars": {1: 2, 2: 2}}


def test_kontra_4m_durchmars_is_individual():
    s = start("ulti durchmars", variant="4m")  # a trump durchmars, still individual in 4M
    run(s, "play PA", "kontra durchmars", "play P7")
    assert kontras(s) == ["csatlakozom durchmars", "kontra ulti"]


def test_kontra_4m_levels_up_to_mordkontra():
    s = start("ulti", variant="4m")
    run(s, "play PA", "kontra ulti", "play P7", "play P9")
    assert s.phase == "kontra" and s.to_move == 0
    run(s, "rekontra ulti", "pass")
    assert s.to_move == 1 and kontras(s) == ["pass", "szubkontra ulti"]
    e = refused(s, "hirskontra ulti")
    assert e.key == "wrong-kontra-level" and e.rule.startswith("4M")
    run(s, "szubkontra ulti", "pass")
    # seat 2 has nothing left to raise (the pair kontra is at 8 already): the declarer answers
    assert s.to_move == 0 and kontras(s) == ["hirskontra ulti", "pass"]
    run(s, "hirskontra ulti", "pass")
    assert s.to_move == 1
    run(s, "pass")
    assert s.to_move == 2 and kontras(s) == ["mordkontra ulti", "pass"]
    run(s, "mordkontra ulti", "pass")
    assert s.phase == "play" and len(s.tricks) == 1
    assert levels(s) == {"ulti": {1: 32, 2: 32}, "parti": {1: 1, 2: 1}}


def test_kontra_4m_one_who_stopped_cannot_rejoin():
    s = start("durchmars", variant="4m")  # a lone 4M durchmars: no trump, individual kontra
    assert s.trump is None
    run(s, "play PA", "kontra durchmars", "play P7", "csatlakozom durchmars", "play P9")
    run(s, "rekontra durchmars", "pass")
    assert levels(s) == {"durchmars": {1: 4, 2: 4}}
    run(s, "szubkontra durchmars", "pass")  # seat 1 raises
    assert s.to_move == 2
    run(s, "pass")  # seat 2 stops at rekontra
    run(s, "hirskontra durchmars", "pass")
    assert levels(s) == {"durchmars": {1: 16, 2: 4}}
    assert s.to_move == 1  # seat 2 stopped: only seat 1 may mordkontra
    run(s, "pass")
    assert s.phase == "play" and levels(s) == {"durchmars": {1: 16, 2: 4}}


def test_kontra_4m_stops_when_nobody_raises():
    s = start("ulti", variant="4m")
    run(s, "play PA", "kontra parti", "play P7", "play P9", "rekontra parti", "pass", "pass", "pass")
    assert s.phase == "play" and levels(s)["parti"] == {1: 4, 2: 4}


def test_kontra_multiplies_the_settlement():
    plain = start("ulti")
    doubled = start("ulti")
    run(doubled, "play PA", "kontra ulti", "kontra parti")  # then a quiet table: everyone else passes
    run(plain, "play PA")
    for s in (plain, doubled):
        while s.to_move is not None:
            play = [a for a in s.legal_actions() if a.kind in ("play", "pass")]
            s.apply(play[0])
    assert abs(doubled.result().points[0]) > abs(plain.result().points[0])
    assert sum(doubled.result().points) == 0
