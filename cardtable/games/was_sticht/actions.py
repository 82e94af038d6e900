"""Was sticht? action values, built once: task picks, draft takes, card plays, the start player's return."""

from __future__ import annotations

from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import Action, BadActionText, action_words, card_words
from cardtable.games.was_sticht.tasks import KINDS

N = len(DECK)

TASK: dict[str, Action] = {k: Action("task", f"task {k}", arg=k) for k in KINDS}  # draft pick / round choice
RETURN: dict[str, Action] = {k: Action("return", f"return {k}", arg=k) for k in KINDS}
TAKE: tuple[Action, ...] = tuple(Action("take", f"take {DECK.codes[c]}", (c,)) for c in range(N))
PLAY: tuple[Action, ...] = tuple(Action("play", f"play {DECK.codes[c]}", (c,)) for c in range(N))


def parse(text: object) -> Action:
    """Read an action text; BadActionText if it is no Was sticht? action."""
    verb, args = action_words(text)
    if verb in ("task", "return"):
        if len(args) != 1:
            raise BadActionText(f"{verb!r} names one task: {text!r}")
        kind = args[0].lower()
        if kind.startswith("no-"):
            kind = "no-" + kind[3:].upper()
        table = TASK if verb == "task" else RETURN
        if kind not in table:
            raise BadActionText(f"unknown task {args[0]!r} (known: {', '.join(KINDS)})")
        return table[kind]
    if verb in ("take", "play"):
        return (TAKE if verb == "take" else PLAY)[card_words(DECK, verb, args, text)[0]]
    raise BadActionText(f"unknown Was sticht? action {text!r} (known: task, take, play, return)")
