"""Review and what-if, and the teaching warning."""

from __future__ import annotations

import pytest

from cardtable import games
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
