"""NJET test helpers: registry entry for record replays, refusal checks."""

from __future__ import annotations

import pytest

from cardtable.engine.protocol import IllegalAction


def refused(state, text, seat=None):
    """Apply ``text``, expect a refusal that changes nothing; return the IllegalAction."""
    snap = (state.actions_text, list(state.hands), state.covered, list(state.trick), state.to_move, state.step)
    with pytest.raises(IllegalAction) as e:
        if seat is None:
            state.apply(text)
        else:
            state.apply_as(seat, text)
    assert (state.actions_text, list(state.hands), state.covered, list(state.trick), state.to_move, state.step) == snap
    assert e.value.rule and e.value.key and e.value.message
    return e.value


def plays(state):
    """The codes the seat to move may play."""
    return sorted(a.arg for a in state.legal_actions() if a.kind == "play")
