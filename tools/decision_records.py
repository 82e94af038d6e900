"""Seeded deals of every game at every seat count, played by bots of each level with no clock, written as deal
records (``cardtable-deal/1``): the baseline for "behaviour unchanged".

    python tools/decision_records.py OUT_DIR [--deals N] [--think-ms T] [--only GAME]

Run it on two trees (main, and a branch rebased on it) and compare the folders byte for byte
(``diff -r A B``). Every decision is a pure function of the seeds and the view: the search bots run with their
clock lifted (``SearchBot.clock = False``), so a loaded machine plays the same moves.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from cardtable import games
from cardtable.bots import LEVELS, SearchBot, get_bot
from cardtable.engine.protocol import Game
from cardtable.engine.record import DealRecord

MIXED = "mixed"  # a deal whose seats cycle through every level


def tables() -> list[tuple[str, str, int]]:
    """Every (game, variant, seat count) the registry offers."""
    return [
        (info.name, str(variant.value), players)
        for info in games.infos()
        for variant in info.variants
        for players in info.player_counts
    ]


def seat_levels(level: str, players: int) -> list[str]:
    """The level in each seat: ``level`` everywhere, or every level in turn for the mixed deal."""
    if level == MIXED:
        return [LEVELS[(len(LEVELS) - 1 - s) % len(LEVELS)] for s in range(players)]
    return [level] * players


def play(game: Game, players: int, levels: list[str], seed: int, think_ms: int) -> DealRecord:
    """The record of the deal of ``seed`` played to its end by ``levels[s]`` in seat ``s``."""
    deck = game.shuffled_deck(seed, players)
    state = game.new_deal(deck=deck, dealer=random.Random(seed).randrange(players), players=players)
    bots = [get_bot(level, game, seed * 31 + s) for s, level in enumerate(levels)]
    for bot in bots:
        if isinstance(bot, SearchBot):
            bot.clock = False
    while state.to_move is not None:
        view = state.view(state.to_move)
        state.apply(bots[state.to_move].choose(view, view.legal_actions, think_ms))
    return DealRecord.from_state(state, seed=seed)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="folder for the records (created)")
    parser.add_argument("--deals", type=int, default=1, help="deals per game, seat count and level (default 1)")
    parser.add_argument("--think-ms", type=int, default=40, help="the search bots' budget (sets their effort)")
    parser.add_argument("--only", help="one game")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    count = 0
    for name, variant, players in tables():
        if args.only and name != args.only:
            continue
        game = games.get(name, variant=variant or None)
        for i, level in enumerate([*LEVELS, MIXED]):
            for d in range(args.deals):
                seed = 1000 * players + 10 * d + i
                record = play(game, players, seat_levels(level, players), seed, args.think_ms)
                stem = "-".join(filter(None, [name, variant, f"{players}p", level, str(seed)]))
                (args.out / f"{stem}.json").write_text(record.dumps() + "\n", encoding="utf-8")
                count += 1
        print(f"{name} {variant or '-'} {players}p: done", file=sys.stderr, flush=True)
    print(f"{count} records in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
