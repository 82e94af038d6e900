"""Review and what-if, and the teaching warning."""

from __future__ import annotations

import pytest

from cardtable import games
from cardtable.coach.messages import action_label
from cardtable.coach.review import review, total_cost, what_if
from cardtable.coach.warn import warn
from cardtable.engine.protocol import IllegalAction
from cardtable.engine.record import DealRecord
from tests.coach.positions import ecarte_last_two, ulti_keep_the_seven

EFFORT = 0.1


def _finish(state, first):
    state.apply(first)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return DealRecord.from_state(state)


def test_review_marks_the_lost_ulti_with_its_cost():
    s = ulti_keep_the_seven()
    at = len(s.history)
    rec = _finish(s, "play M7")
    steps = review(rec, 0, "en", effort=EFFORT)
    assert [st.action for st in steps] == rec.actions
    bad = steps[at]
    assert bad.reviewed and bad.mistake and bad.best == "play PA"
    assert bad.loss > 10 and "Hearts Ace" in bad.comment and "mistake" in bad.comment
    assert set(bad.hands) == {0, 1, 2} and "M7" in bad.hands[0] and len(bad.hands[1]) == 2
    assert total_cost(steps) >= bad.loss
    # drawing the trumps was fine; not announcing the 40 was a mistake (it counts 40 card points)
    draws = [st for st in steps[:at] if st.seat == 0 and st.action.startswith("play ")]
    assert len(draws) == 8 and not any(st.mistake for st in draws[1:])
    assert draws[0].mistake and draws[0].best == "announce 40"
    hu = review(rec, 0, "hu", effort=EFFORT)[at]
    assert "hiba" in hu.comment and "piros ász" in hu.comment


def test_what_if_replays_another_line():
    s = ulti_keep_the_seven()
    at = len(s.history)
    rec = _finish(s, "play M7")
    assert rec.result["points"][0] < 0
    alt = what_if(rec, at, "play PA")
    while not alt.is_over:
        alt.apply(alt.legal_actions()[0])
    assert alt.result().points[0] > 0
    assert alt.result().details["won"]["ulti"] is True
    with pytest.raises(IllegalAction):
        what_if(rec, at, "play ZA")
    with pytest.raises(ValueError):
        what_if(rec, len(rec.actions) + 1, "pass")


def test_review_of_an_ecarte_deal_has_every_action():
    s = ecarte_last_two()
    rec = _finish(s, "play HK")
    steps = review(rec, 1, "en", effort=0.25)
    assert len(steps) == len(rec.actions)
    last_choice = steps[7]
    assert last_choice.action == "play HK" and last_choice.reviewed and last_choice.best == "play SK"
    assert last_choice.loss > 0


def test_warn_before_a_clear_mistake_only():
    s = ulti_keep_the_seven()
    view = s.view(0)
    w = warn(view, "play M7", "en", effort=EFFORT)
    assert w is not None and w.best == "play PA" and w.loss > 10
    assert "Acorns Seven" in w.text and "Hearts Ace" in w.text
    assert "makk hetes" in warn(view, "play M7", "hu", effort=EFFORT).text
    assert warn(view, "play PA", "en", effort=EFFORT) is None
    assert warn(view, "play ZA", "en", effort=EFFORT) is None  # illegal: the engine refuses it


def test_warn_ignores_forced_moves():
    s = games.get("ecarte").new_deal(seed=1)
    s.apply("stand")
    s.apply(s.legal_actions()[0])
    v = s.view(s.to_move)
    if len(v.legal_actions) == 1:
        assert warn(v, v.legal_actions[0]) is None
    else:
        assert all(warn(v, a, threshold=100.0, effort=EFFORT) is None for a in v.legal_actions)


def test_judge_one_step_matches_the_whole_review_and_walk_is_every_position():
    from cardtable.coach.review import judge, walk

    s = ulti_keep_the_seven()
    at = len(s.history)
    rec = _finish(s, "play M7")
    whole = review(rec, 0, "en", effort=EFFORT, seed=2)
    one = judge(rec, 0, at, "en", effort=EFFORT, seed=2)
    assert (one.best, one.loss, one.mistake, one.comment) == (
        whole[at].best,
        whole[at].loss,
        whole[at].mistake,
        whole[at].comment,
    )
    walked = walk(rec, 0)
    assert [w.hands for w in walked] == [w.hands for w in whole]
    assert [w.decision for w in walked] == [w.seat == 0 for w in whole]
    assert not any(w.reviewed for w in walked)
    with pytest.raises(ValueError):
        judge(rec, 0, len(rec.actions))


def test_summary_names_the_total_and_the_biggest_mistake_in_both_languages():
    from cardtable.coach.review import biggest_mistake, reword, summary

    s = ulti_keep_the_seven()
    at = len(s.history)
    rec = _finish(s, "play M7")
    steps = review(rec, 0, "en", effort=EFFORT)
    worst = biggest_mistake(steps)
    assert worst is not None and worst.loss == max(st.loss for st in steps if st.mistake)
    assert steps[at].trick_no == 9 and worst.trick_no == 0  # the bid: before the first card
    en = summary(steps, "ulti", "en")
    n = sum(st.mistake for st in steps)
    assert en.startswith(f"You lost {total_cost(steps):.1f} points to mistakes ({n} in all)")
    assert f"the biggest was {action_label('ulti', worst.taken)} before the first card" in en
    assert f"about {worst.loss:.1f} points" in en
    hu_steps = reword(steps, "ulti", "hu")
    assert [h.best for h in hu_steps] == [h.best for h in steps]
    hu = summary(hu_steps, "ulti", "hu")
    assert hu.startswith("Hibákkal") and "az első lap előtt" in hu
    late = summary([st for st in hu_steps if st.index >= at], "ulti", "hu")
    assert "makk hetes a 9. ütésben" in late and "piros ász" in late
    assert "hiba" in hu_steps[at].comment and "," in hu_steps[at].comment
    assert hu_steps[at].reason and hu_steps[at].reason != steps[at].reason
    clean = [st for st in steps if not st.mistake]
    assert summary(clean, "ulti", "en").startswith("No mistakes")
    assert summary([], "ulti", "hu").startswith("Ebben a leosztásban")
