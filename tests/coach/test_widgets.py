"""The coach panel and the rules browser (offscreen)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cardtable.coach.explain import explain
from cardtable.coach.hint import hint
from cardtable.ui.coach_panel import CoachPanel
from cardtable.ui.rules_browser import RulesBrowser
from tests.coach.positions import ulti_keep_the_seven, ulti_must_overtake


def test_rules_browser_shows_sections_in_both_languages(qtbot):
    b = RulesBrowser(lang="en")
    qtbot.addWidget(b)
    b.show_section("ulti", "must-beat")
    assert b.view.game == "ulti" and b.view.anchor == "must-beat"
    assert "Must beat" in b.view.text.toPlainText()
    assert b.view.sections.currentItem().data(256) == "must-beat"
    b.set_language("hu")
    assert "Felülütési kényszer" in b.view.text.toPlainText() and b.view.lang == "hu"
    assert b.open_link("rules:ecarte#penalties") and b.view.game == "ecarte"
    assert "büntetés" in b.view.text.toPlainText()
    assert not b.open_link("https://example.com")
    b.show_section("ecarte", "no-such-anchor")
    assert b.view.anchor == "top"


def test_coach_panel_marks_the_best_card_and_reports_choices(qtbot):
    p = CoachPanel(lang="en")
    qtbot.addWidget(p)
    s = ulti_keep_the_seven()
    hs = hint(s, "en", effort=0.1)
    with qtbot.waitSignal(p.markCards) as marked:
        p.show_hints("ulti", hs)
    assert marked.args == [["PA"]]
    assert p.table.count() == len(hs)
    with qtbot.waitSignal(p.actionChosen) as chosen:
        p.table.itemDoubleClicked.emit(p.table.item(0))
    assert [str(a) for a in chosen.args] == ["play PA"]  # the hint's Action


def test_coach_panel_explanation_links_to_the_rule(qtbot):
    p = CoachPanel(lang="hu")
    qtbot.addWidget(p)
    p.show_explanation(explain(ulti_must_overtake(), "play ZU", "hu"))
    assert "MAUSZ 6. § (4)" in p.note.text() and "rules:ulti#must-beat" in p.note.text()
    with qtbot.waitSignal(p.rulesRequested) as req:
        p.note.linkActivated.emit("rules:ulti#must-beat")
    assert req.args == ["ulti", "must-beat"]
    with qtbot.waitSignal(p.hintRequested):
        qtbot.mouseClick(p.hint_button, Qt.MouseButton.LeftButton)
    p.clear()
    assert p.table.count() == 0 and p.note.isHidden()


def test_coach_panel_teaching_switch_toggles_from_its_words(qtbot):
    p = CoachPanel(lang="en")
    qtbot.addWidget(p)
    with qtbot.waitSignal(p.teachingChanged) as changed:
        qtbot.mouseClick(p.teaching_label, Qt.MouseButton.LeftButton)
    assert changed.args == [True] and p.teaching.isChecked()
    qtbot.mouseClick(p.teaching_label, Qt.MouseButton.LeftButton)
    assert not p.teaching.isChecked()
