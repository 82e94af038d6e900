"""MÜ test helpers: registry entry for record replays, refusal checks, a scripted auction."""

from __future__ import annotations

import pytest

from cardtable.engine.protocol import IllegalAction


def refused(state, text, seat=None):
    """Apply ``text``, expect a refusal that changes nothing; return the IllegalAction."""
    before = (state.actions_text, list(state.hands), list(state.revealed), list(state.trick), state.to_move)
    with pytest.raises(IllegalAction) as e:
        if seat is None:
            state.apply(text)
        else:
            state.apply_as(seat, text)
    after = (state.actions_text, list(state.hands), list(state.revealed), list(state.trick), state.to_move)
    assert after == before
    assert e.value.rule and e.value.key and e.value.message
    return e.value


def plays(state):
    """The codes the seat to move may play."""
    return sorted(a.arg for a in state.legal_actions() if a.kind == "play")
