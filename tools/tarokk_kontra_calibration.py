"""Tarokk kontra calibration (issue 27): at every kontra window of expert self-play, what the expert's search
states for each legal kontra word, against what became of that item.

    python tools/tarokk_kontra_calibration.py [--deals N] [--seed S] [--jobs J] [--windows FILE]

Plays the deals `cardtable sim --game tarokk --bots expert,expert,expert,expert --seed S --no-clock` plays (the
same decisions: each window's search is the expert's own, on the same worlds, with the kontra words its
shortlist leaves out valued beside its candidates). At each announcement turn where a kontra word is legal (a
defender's kontra, the declarer's side's rekontra…) every such word is valued: the share of its worlds in which
the raising side is paid for the item, the rate it states (``Policy.stated``), its value over pass (the marked
value the expert decides by, and the raw mean), whether the shortlist (``_announce_candidates``) keeps it and
whether the expert says it. After the deal: whether the raising side was paid for that item
(``TarokkPolicy.made``; the game without a parti line: by the card points). One window's words are not
independent, and a word not said is judged on the deal played without it.

Prints JSON: per item (parti, trull, negykiraly, the ultimós…) and over all, the mean stated rate against the
made rate with a 95% Wilson interval, for every window, for the words the shortlist keeps, and for those said;
``--windows FILE`` keeps every valued word.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from cardtable import games
from cardtable.bots.policy import Search, Tally, best_of
from cardtable.bots.stated import Stated
from cardtable.bots.tarokk import WINNING_POINTS, TarokkPolicy
from cardtable.commands.intervals import wilson
from cardtable.commands.sim_runs import decide, seat_bots, seeded_deal
from cardtable.games.tarokk.actions import KONTRA_WORDS

PLAYERS = 4


def probe(bot: Any, view: Any) -> tuple[Any, list[dict[str, Any]]]:
    """The expert's action at a kontra window, and each legal kontra word as its search values it."""
    policy: TarokkPolicy = bot.policy
    legal = list(view.legal_actions)
    cands = policy.candidates(view, legal)
    kontras = [a for a in legal if a.kind in KONTRA_WORDS]
    passing = next(a for a in legal if a.kind == "pass")
    actions = list(dict.fromkeys([*cands, passing, *kontras]))
    tally = Tally()
    # the expert's own search (``SearchBot.choose``: effort 1, no clock), its candidates first: the same worlds,
    # and each word's value marked against the same first candidate, whatever else is valued beside them
    values = policy.search_values(view, actions, Search(bot.decision_rng(view), 1.0, math.inf, None, tally))
    action = cands[0] if len(cands) == 1 else best_of({a: values[a] for a in cands if a in values}, cands)
    raw = tally.means(actions)
    out = []
    for k in kontras:
        note = policy.stated(view, k, legal, tally, values)
        share = tally.outcome(k)
        out.append(
            {
                "word": k.kind,
                "item": k.arg,
                "seat": view.seat,
                "share": None if share is None else round(share[0], 4),
                "rate": None if note is None else note.rate,
                "break_even": None if note is None else note.break_even,
                "gain": round(values.get(k, 0.0) - values.get(passing, 0.0), 2),
                "raw_gain": round(raw[k] - raw[passing], 2),
                "shortlisted": k in cands,
                "said": k == action,
            }
        )
    return action, out


def judged(policy: TarokkPolicy, word: dict[str, Any], result: Any) -> bool | None:
    """Whether the raising side was paid for the word's item; the game without a parti line (a silent double
    scored instead) by the card points (``WINNING_POINTS`` for the declarer's side)."""
    made = policy.made(Stated(word["word"], word["item"], word["seat"]), result)
    d = result.details
    if made is None and word["item"] == "parti" and "card_points" in d:
        ours = word["seat"] in (d["declarer"], d["partner"])
        made = (d["card_points"][0] >= WINNING_POINTS) == ours
    return made


def watch(args: tuple[int, int]) -> list[dict[str, Any]]:
    """Deal ``i`` of the self-play run from ``seed``, played as the sim plays it, with every kontra window
    probed and its words judged."""
    seed, i = args
    game = games.get("tarokk")
    names = ["expert"] * PLAYERS
    deal_seed = seed + i
    bots = seat_bots(names, game, deal_seed, False)
    state: Any = seeded_deal(game, deal_seed, PLAYERS)
    words: list[dict[str, Any]] = []
    while state.to_move is not None:
        seat = state.to_move
        view = state.view(seat)
        legal = view.legal_actions
        if view.phase == "announcements" and len(legal) > 1 and any(a.kind in KONTRA_WORDS for a in legal):
            action, valued = probe(bots[seat], view)
            words += valued
        else:
            action = decide(bots[seat], "expert", state, view, None)
        state.apply(action)
    result = state.result()
    policy = bots[0].policy
    for w in words:
        w["deal"] = deal_seed
        w["made"] = judged(policy, w, result)
    return words


def summary(words: list[dict[str, Any]]) -> dict[str, Any]:
    """Mean stated rate, made rate and its interval, mean gain over pass."""
    rows = [w for w in words if w["made"] is not None and w["rate"] is not None]
    made = sum(bool(w["made"]) for w in rows)
    return {
        "n": len(rows),
        "stated": round(statistics.fmean(w["rate"] for w in rows), 3) if rows else None,
        "made": round(made / len(rows), 3) if rows else None,
        "made_95": wilson(made, len(rows)),
        "gain": round(statistics.fmean(w["gain"] for w in rows), 2) if rows else None,
    }


def line(words: list[dict[str, Any]]) -> dict[str, float] | None:
    """The made rate as a straight line of the stated one, least squares: ``miss`` where the worlds never made
    the item, ``hit`` where they always did (None below three words or one stated rate)."""
    rows = [(w["rate"], float(bool(w["made"]))) for w in words if w["made"] is not None and w["rate"] is not None]
    if len(rows) < 3 or len({r for r, _m in rows}) < 2:
        return None
    slope, miss = statistics.linear_regression(*zip(*rows))
    return {"hit": round(miss + slope, 3), "miss": round(miss, 3)}


def report(words: list[dict[str, Any]]) -> dict[str, Any]:
    """``summary`` over all words, the shortlisted and the said, per item and over every item; over all words
    also per band of stated rates, and the ``line`` of made against stated."""
    items: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for w in words:
        items[w["item"]].append(w)
    rated = [w for w in words if w["rate"] is not None]
    out: dict[str, Any] = {
        "bands": {
            f"{lo:.1f}-{lo + 0.2:.1f}": summary(
                [w for w in rated if lo <= w["rate"] < lo + 0.2 or (lo == 0.8 and w["rate"] == 1.0)]
            )
            for lo in (0.0, 0.2, 0.4, 0.6, 0.8)
        },
        "line": line(words),
    }
    for name, ws in [("all", words), *sorted(items.items())]:
        out[name] = {
            "every": summary(ws),
            "shortlisted": summary([w for w in ws if w["shortlisted"]]),
            "said": summary([w for w in ws if w["said"]]),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10, help="self-play deals (default 10)")
    parser.add_argument("--seed", type=int, default=27001, help="the sim's seed: deal i is seed + i")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--windows", help="keep every valued kontra word in this file")
    parser.add_argument("--load", nargs="+", help="report the words kept in these files (no play)")
    a = parser.parse_args()
    if a.deals < 1 or a.jobs < 1:
        parser.error("--deals and --jobs must be at least 1")
    if a.load:
        words = [w for path in a.load for w in json.loads(Path(path).read_text())]
    else:
        with ProcessPoolExecutor(a.jobs) as pool:
            words = [w for deal in pool.map(watch, [(a.seed, i) for i in range(a.deals)]) for w in deal]
        if a.windows:
            Path(a.windows).write_text(json.dumps(words))
    deals = None if a.load else a.deals
    print(json.dumps({"deals": deals, "seed": None if a.load else a.seed, "items": report(words)}, indent=1))


if __name__ == "__main__":
    main()
