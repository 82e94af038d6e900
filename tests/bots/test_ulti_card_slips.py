"""Issue 27, Ulti card slips: ``tools/ulti_card_slips.py`` values a card decision on the true deal and judges a slip
in the seat's own worlds."""

from __future__ import annotations

import runpy
from pathlib import Path
from typing import Any

from cardtable import games
from cardtable.bots import get_bot
from cardtable.bots.ulti.exact import exact_values, world_values
from cardtable.bots.ulti.sampling import Seen
from cardtable.bots.ulti.tables import mask
from cardtable.games.ulti.view_facts import UltiFacts

TOOL = Path(__file__).resolve().parents[2] / "tools" / "ulti_card_slips.py"


def _heuristic_slip() -> tuple[Seen, list[int], int, list[int], int, float]:
    """The first card of the rule of thumb, in seeded deals, that the open-hand solver finds a point or more worse
    than the best: (what its seat knows, the true hands, the talon, its legal cards, the card, the loss)."""
    game = games.get("ulti", variant="mausz")
    for seed in range(40):
        state: Any = game.new_deal(seed, dealer=seed % 3)
        bots = [get_bot("heuristic", game, seed * 3 + s) for s in range(3)]
        while state.to_move is not None:
            view = state.view(state.to_move)
            action = bots[state.to_move].choose(view, view.legal_actions)
            cards = [a.cards[0] for a in view.legal_actions if a.kind == "play"]
            if action.kind == "play" and len(cards) > 1:
                vals = exact_values(state, state.to_move, cards)
                loss = max(vals.values()) - vals[action.cards[0]]
                if loss >= 1:
                    seen = Seen(view)
                    hands = [mask(state.view(s).hand) for s in range(3)]
                    facts = state.view(seen.declarer).facts
                    assert isinstance(facts, UltiFacts)
                    return seen, hands, mask(facts.talon or []), cards, action.cards[0], loss
            state.apply(action)
    raise AssertionError("no heuristic slip in 40 deals")


def test_a_slip_is_knowable_in_worlds_that_show_it_and_hindsight_in_worlds_that_do_not():
    judge = runpy.run_path(str(TOOL))["judge_in_worlds"]
    seen, hands, talon, cards, chosen, loss = _heuristic_slip()
    vals = world_values(seen, hands, talon, cards)
    best = [c for c, v in vals.items() if v == max(vals.values())]
    # the true deal among the seat's worlds, drawn four times: the information was there
    judged = judge(seen, [((hands, talon), 4)], cards, best, chosen, 10**7)
    assert judged["knowable"] and judged["worlds"] == 4 and judged["best_minus_chosen"] == loss
    # no world solved (the node cap): nothing says the seat could have known
    capped = judge(seen, [((hands, talon), 4)], cards, best, chosen, 1)
    assert not capped["knowable"] and capped["worlds_unsolved"] == 4
