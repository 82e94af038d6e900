"""Issue 15 #12 at the table: the game's own words on its buttons and boxes, and the coach's numbers read the
Hungarian way and are never covered."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QPoint, Qt

from cardtable.coach.hint import Hint
from cardtable.engine import registry
from cardtable.engine.registry import get, info
from cardtable.ui import i18n, texts
from cardtable.ui.coach_panel import CoachPanel
from cardtable.ui.panels import ActionPanel
from cardtable.ui.profiles import profile
from tests.actions import typed

pytestmark = pytest.mark.gui


def _turn_with(game: str, kind: str, seed: int = 1, **options):
    """A seeded deal of ``game`` played at random until the seat to move may take an action of ``kind``."""
    g = get(game, **options)
    rng = random.Random(seed)
    state = g.new_deal(seed, dealer=0)
    while state.to_move is not None:
        legal = state.legal_actions()
        if any(a.kind == kind for a in legal):
            return state.view(state.to_move)
        state.apply(rng.choice(legal))
    raise AssertionError(f"no {kind} turn in {game} seed {seed}")


@pytest.mark.parametrize(
    ("game", "options", "hu_none", "hu_two", "en_two"),
    [
        ("ulti", {"variant": "mausz"}, "Talont lerakom", "Talont lerakom", "Lay the talon down"),
        ("ecarte", {}, "Eldobás", "Eldobás (2 lap)", "Discard 2 cards"),
    ],
)
def test_the_discard_button_says_what_the_game_does(qtbot, game, options, hu_none, hu_two, en_two):
    """Ulti lays its talon down ("Talont lerakom"), Écarté discards ("Eldobás"): the profile's discard_label."""
    view = _turn_with(game, "discard", **options)
    panel = ActionPanel()
    qtbot.addWidget(panel)
    two = [c for c in view.hand][:2]
    i18n.set_language("hu")
    panel.show_turn(view, [])
    if panel.discard_action() is None:  # a discard of no card is not legal here: the button names the act
        assert panel.discard.text() == hu_none
    panel.update_selection(two)
    assert panel.discard.text() == hu_two
    i18n.set_language("en")
    panel.update_selection(two)
    assert panel.discard.text() == en_two


def test_the_facts_box_names_the_contract_vallalas(qapp):
    """MAUSZ calls what the declarer undertakes a vállalás: the facts box says so once the bidding is over."""
    view = _turn_with("ulti", "play", variant="mausz")
    i18n.set_language("hu")
    labels = [label for label, _ in profile("ulti").facts(view)]
    assert "Vállalás" in labels and "Bemondás" not in labels


def test_start_screen_and_levels_in_club_words(qtbot):
    from cardtable.ui.newmatch import NewMatchDialog

    assert "42 lapos illusztrált tarokk" in info("tarokk").description("hu")
    assert [v.label("hu") for v in info("ulti").variants] == ["MAUSZ-szabályok", "4M-szabályok"]
    i18n.set_language("hu")
    d = NewMatchDialog()
    qtbot.addWidget(d)
    assert d.level_name("heuristic") == "Közepes"
    box = d.level_boxes[0]
    hints = [box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())]
    # every level says what it does, in Hungarian, and the box shows the chosen level's sentence
    assert all(h and h != texts.LEVEL_HINTS[box.itemData(i)] for i, h in enumerate(hints))
    assert "lapjátékban" in hints[box.findData("medium")]
    box.setCurrentIndex(box.findData("medium"))
    assert box.toolTip() == hints[box.findData("medium")]


def _hints(n: int) -> list[Hint]:
    long_label = "play PA"  # "piros ász": the label is long only with the reason beside it
    return [
        Hint(
            registry.get("ulti").parse_action(long_label if i == 0 else f"play {c}"),
            "",
            4.0 - i * 1.37,
            "a legkisebb lap, amely üt " * 3,
            i * 1.37,
        )
        for i, c in enumerate(["PA", "P10", "PK", "PO", "PU", "P9", "P8", "P7", "TA", "T10", "TK", "TO"][:n])
    ]


@pytest.mark.parametrize("width", [240, 320])
def test_coach_values_read_hungarian_and_are_never_covered(qtbot, width):
    """ "+4,00" with a decimal comma; each value lies wholly inside the list (not under the scroll bar) and its
    action label ends before it (a long label wraps)."""
    i18n.set_language("hu")
    p = CoachPanel(lang="hu")
    qtbot.addWidget(p)
    p.resize(width, 420)
    p.show()
    qtbot.waitExposed(p)
    p.show_hints("ulti", _hints(12))
    qtbot.waitUntil(lambda: p.table.verticalScrollBar().isVisible(), timeout=2000)
    viewport = p.table.viewport()
    qtbot.waitUntil(lambda: p.table.itemWidget(p.table.item(0)).width() <= viewport.width(), timeout=2000)
    for i in range(p.table.count()):
        row = p.table.itemWidget(p.table.item(i))
        labels = row.findChildren(type(p.title))
        name, value = labels[0], labels[1]
        assert re.fullmatch(r"[+-]\d+,\d\d", value.text()), value.text()
        right = value.mapTo(viewport, QPoint(value.width(), 0)).x()
        assert right <= viewport.width(), (value.text(), right, viewport.width())
        name_right = name.mapTo(row, QPoint(name.width(), 0)).x()
        value_left = value.mapTo(row, QPoint(0, 0)).x()
        assert name_right <= value_left, (name.text(), name_right, value_left)
        assert value.width() >= value.sizeHint().width()  # the whole number shows


def test_the_coach_panel_words_a_refusal_as_the_table_does(qtbot):
    """Every game's refusal reaches the coach's note in its table profile's words, the rule cited as shown."""
    from cardtable.engine.protocol import IllegalAction
    from cardtable.ui.controller import InlineBotRunner, MatchConfig
    from cardtable.ui.mainwindow import MainWindow, SettingsStore

    store = SettingsStore()
    store.save = lambda: None
    store.settings.animation_speed = "off"
    w = MainWindow(InlineBotRunner(), store=store)
    w.confirm_quit = False
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.start_match(
        MatchConfig(
            game="ulti", variant="mausz", players=3, names=["Te", "Anna", "Bence"], levels=["random"] * 3, seed=5
        )
    )
    w.toggle_coach(True)
    i18n.set_language("hu")
    refusal = IllegalAction("x", rule="MAUSZ §6(9)", key="give-up-too-late")
    w.coach_bridge.explain_refusal(refusal, typed("ulti", "give-up"))
    said = w.coach.note.text()
    refused = "Az első lapja után a felvevő csak a védők beleegyezésével adhatja fel a játékot."
    assert said.startswith(f"{refused} (szabály: MAUSZ 6. § (9))")
    assert "rules:ulti#" in said  # the coach's link to the rule stays
