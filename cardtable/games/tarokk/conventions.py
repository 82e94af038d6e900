"""BTE's "erős ajánlás" (strong recommendations) as bot conventions, never as rules (BTE §8.1).

The engine does not enforce these (they are exempt from renonsz); bots and the
coach read them from a view to announce the way club partners expect.
"""

from __future__ import annotations

from typing import cast

from cardtable.engine.protocol import Action, View
from cardtable.games.tarokk.facts import TarokkFacts


def _tarokks(hand: list[str]) -> list[int]:
    return [int(c[1:]) for c in hand if c.startswith("T")]


def recommended(view: View) -> list[Action]:
    """Announcements the strong recommendations ask of this seat now (only ones that are legal)."""
    x = cast(TarokkFacts, view.facts)
    if view.phase != "announcements" or view.to_move != view.seat:
        return []
    if x.announce_turns[view.seat] != 0:
        return []  # all of them are about the first round
    out = []
    five = len(_tarokks(view.hand)) >= 5
    # §6.5: in an XX-call game the 5+-tarokk player says trull; §6.6/§6.7: so does a 5+-tarokk declarer.
    if five and (x.called == "T20" or x.declarer == view.seat):
        out.append("trull")
    return [a for item in out for a in view.legal_actions if a.kind == "announce" and a.arg == item]


def four_kings_meaning(view: View) -> str | None:
    """§6.8: after trull in the first round, four kings shows the highest tarokk not yet known (the XX in an
    invit game); the card a partner's four kings would show, from this seat's knowledge."""
    x = cast(TarokkFacts, view.facts)
    if x.invit:
        return "T20"
    # The trull already spoke for the honours above; count down from the XXI.
    known = set(view.hand) | set(x.declarer_discard or [])
    if x.called:
        known.add(x.called)
    for n in range(21, 1, -1):
        code = f"T{n}"
        if code not in known:
            return code
    return None


__all__ = ["four_kings_meaning", "recommended"]
