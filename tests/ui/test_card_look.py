"""Issue 15 item 4 at the table: Écarté hands in Écarté's rank order."""

import pytest
from test_table import config, make_window, wait_turn

from cardtable.games.ecarte.tables import RANK_ORDER

pytestmark = pytest.mark.gui


def test_ecarte_hand_is_sorted_by_suit_then_k_q_j_a_10_9_8_7(qtbot):
    w = make_window(qtbot)
    w.start_match(config("ecarte", seed=11))
    wait_turn(qtbot, w)
    items = [i for i in w.scene.items_by_key.values() if i.code in w.controller.view().hand and i.isVisible()]
    shown = [i.code for i in sorted(items, key=lambda i: i.pos().x())]  # left to right on the table
    assert sorted(shown) == sorted(w.controller.view().hand)
    suits = "HSDC"  # red and black in turn
    keys = [(suits.index(c[0]), RANK_ORDER.index(c[1:])) for c in shown]
    assert keys == sorted(keys)
    # the ace sits between the ten and the jack, never above the king
    for s in suits:
        ranks = [c[1:] for c in shown if c[0] == s]
        if "A" in ranks and "K" in ranks:
            assert ranks.index("K") < ranks.index("A")
