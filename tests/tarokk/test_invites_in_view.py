"""BTE §3.3, §3.4, §3.9: the view tells the seat to move which of its words would invite which tarokk — the
auction's own answer, so the table never works the jumps out on its own."""

import random

from cardtable import games


def test_bte_3_9_every_word_the_view_says_invites_does_and_no_other_does():
    checked = 0
    for seed in range(60):
        state = games.get("tarokk").new_deal(seed)
        rng = random.Random(seed)
        while not state.is_over and state.view(state.to_move).facts.step == "bidding":
            seat = state.to_move
            view = state.view(seat)
            invites = view.facts.invites or {}
            assert all(state.view(s).facts.invites is None for s in range(4) if s != seat)
            if view.facts.invit is None:
                for action in state.legal_actions():
                    after = state.clone()
                    after.apply(action)
                    made = after.view(seat).facts.invit
                    if action.text in invites:
                        assert made == invites[action.text] and after.view(seat).facts.inviter == seat
                        checked += 1
                    else:
                        assert made is None, (action.text, made)
            state.apply(rng.choice(state.legal_actions()))
    assert checked >= 10  # invits and engedés did come up
