"""Tarokk technique in self-play (issue 27): the deals `cardtable sim --game tarokk --bots L,L,L,L --seed S
--no-clock` plays, each watched card by card for what a club player would laugh at.

    python tools/tarokk_technique.py [--deals N] [--seed S] [--level L] [--jobs J]

Prints JSON: the pagát lost to the other side (and of those, played with another card to play: by choice; the
deals with one), the XXI caught by the other side's skíz (by choice: its holder had another card), the XXI or the
skíz played on a trick a lower card of the seat kept surely for its side (seen with every hand open: the chances
and the honours spent), the sole bidders who took fewer talon cards than offered, and each kontra word on the
trull with the defender's tarokks and whether its side was paid.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from cardtable import games
from cardtable.cards import bits
from cardtable.commands.sim_runs import decide, judged_notes, seat_bots, seeded_deal
from cardtable.engine.tricks import winner
from cardtable.games.tarokk.actions import KONTRA_WORDS
from cardtable.games.tarokk.cardplay import playable
from cardtable.games.tarokk.tables import PAGAT, SKIZ, TABLES, TAROKKS, XXI

HONOURS = (XXI, SKIZ)


def kept_surely(state: Any, seat: int, trick: list[tuple[int, int]], later: list[int]) -> bool:
    """With every hand open: ``trick`` stays with ``seat``'s side whatever the ``later`` seats may legally play."""
    me = state.side(seat)
    if state.side(winner(trick, TABLES)) != me:
        return False
    led = TABLES.suit_of[trick[0][1]]
    best = max(TABLES.power(c, led) for _s, c in trick)
    for s in later:
        if state.side(s) != me:
            cards = playable(state.hands[s], trick, state._bound(s), len(state.tricks) + 1)
            if any(TABLES.power(c, led) > best for c in bits(cards)):
                return False
    return True


def watch(args: tuple[int, int, str]) -> dict[str, Any]:
    """One deal played as the sim plays it, and what was seen in it."""
    deal_seed, players, level = args
    game = games.get("tarokk")
    names = [level] * players
    bots = seat_bots(names, game, deal_seed, False)
    state: Any = seeded_deal(game, deal_seed, players)
    seen: dict[str, Any] = {"honour_chances": 0, "honours_spent": 0, "raises": 0, "sole_bidders": 0, "trull": []}
    chose: set[tuple[int, int]] = set()  # (seat, card) played with another card to play
    while state.to_move is not None:
        seat = state.to_move
        view = state.view(seat)
        legal = view.legal_actions
        action = decide(bots[seat], level, state, view, None)
        if action.kind == "play":
            cards = [a.cards[0] for a in legal]
            if len(cards) > 1:
                chose.add((seat, action.cards[0]))
            if state.trick and any(c in HONOURS for c in cards):
                order = [s for s in state.active if s not in {t for t, _c in state.trick} and s != seat]
                start = state.active.index(state.trick[0][0])
                later = sorted(order, key=lambda s: (state.active.index(s) - start) % 4)
                lower = [c for c in cards if c not in HONOURS]
                if any(kept_surely(state, seat, [*state.trick, (seat, c)], later) for c in lower):
                    seen["honour_chances"] += 1
                    seen["honours_spent"] += action.cards[0] in HONOURS
        elif action.kind == "take" and len([a for a in legal if a.kind == "take"]) > 1:
            seen["sole_bidders"] += 1
            seen["raises"] += int(action.arg) < max(int(a.arg) for a in legal if a.kind == "take")
        elif action.kind in KONTRA_WORDS and action.arg == "trull":
            hand = state.hands[seat]
            held = [code for card, code in ((PAGAT, "T1"), (XXI, "T21"), (SKIZ, "T22")) if hand >> card & 1]
            tarokks = (hand & TAROKKS).bit_count()
            seen["trull"].append({"word": action.kind, "seat": seat, "tarokks": tarokks, "held": held})
        state.apply(action)
    result = state.result()
    for kontra in seen["trull"]:
        note = [n for n in judged_notes(bots, names, result) if n["kind"] == kontra["word"] and n["what"] == "trull"]
        kontra["paid"] = next((n["made"] for n in note if n["seat"] == kontra["seat"] and n["made"] is not None), None)
    pagat = xxi = 0
    for trick, won in zip(state.tricks, state.winners, strict=True):
        by = {c: s for s, c in trick}
        if PAGAT in by and state.side(won) != state.side(by[PAGAT]):
            pagat = 2 if (by[PAGAT], PAGAT) in chose else 1
        if XXI in by and SKIZ in by and state.side(by[XXI]) != state.side(by[SKIZ]):
            xxi = 2 if (by[XXI], XXI) in chose else 1
    seen["pagat_lost"], seen["xxi_caught"] = pagat, xxi
    return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=27001)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--jobs", type=int, default=1)
    a = parser.parse_args()
    todo = [(a.seed + i, a.players, a.level) for i in range(a.deals)]
    with ProcessPoolExecutor(a.jobs) as pool:
        deals = list(pool.map(watch, todo))
    trull = [k for d in deals for k in d["trull"]]
    print(
        json.dumps(
            {
                "deals": a.deals,
                "seed": a.seed,
                "level": a.level,
                "pagat_lost": sum(d["pagat_lost"] > 0 for d in deals),
                "pagat_lost_by_choice": sum(d["pagat_lost"] == 2 for d in deals),
                "xxi_caught": sum(d["xxi_caught"] > 0 for d in deals),
                "xxi_caught_by_choice": sum(d["xxi_caught"] == 2 for d in deals),
                "honour_chances": sum(d["honour_chances"] for d in deals),
                "honours_spent_on_a_kept_trick": sum(d["honours_spent"] for d in deals),
                "sole_bidders": sum(d["sole_bidders"] for d in deals),
                "sole_bidders_raising": sum(d["raises"] for d in deals),
                "trull_kontras": {"n": len(trull), "paid": sum(bool(k["paid"]) for k in trull), "each": trull},
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
