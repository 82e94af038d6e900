"""What a move does in MÜ, NJET, Meinz and Was sticht? (seed 002), in the games' own terms: the coach's facts.

One function per game for the decisions outside the card play (``*_action_facts``) and one for a card
(``*_card_facts``); the shared trick facts (wins, gives away, leaves to the partner) come from the trick tables
each game's coach profile hands the shared rules. The facts are keys with values; each game's phrasebook words
them (``[reason.*]``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from cardtable.engine.protocol import Action, View
from cardtable.engine.tricks import TrickTables, winning_index

Fact = tuple[str, dict[str, object]]


def count_codes(hand: list[str], pred: Callable[[str], bool]) -> int:
    """How many cards of ``hand`` (codes) ``pred`` accepts."""
    return sum(1 for c in hand if pred(c))


# ------------------------------------------------------------------------------------------------------- MÜ
def mu_action_facts(view: View, action: Action) -> list[Fact] | None:
    """The auction (a reveal raises the bid, stopping keeps it), the trumps, the partner."""
    from cardtable.games.mu.facts import MuFacts

    f = cast(MuFacts, view.facts)
    me = view.seat
    kind = action.kind
    if kind == "reveal":
        bid = f.bids[me] + 1
        top = max((b for s, b in enumerate(f.bids) if s != me), default=0)
        out: list[Fact] = [("r-mu-raise", {"n": bid})]
        if bid > top:
            out.append(("r-mu-lead", {}))
        elif bid == top:
            out.append(("r-mu-tie", {}))
        return out
    if kind == "done":
        return [("r-mu-stop", {"n": f.bids[me]})]
    if kind == "pass" and view.phase == "auction":
        return [("r-mu-pass", {"n": f.bids[me]})]
    if kind == "trump":
        if action.arg == "none":
            return [("r-mu-no-trump", {})]
        t = action.arg
        if t.isdigit():
            return [("r-mu-trump-number", {"number": int(t), "n": count_codes(view.hand, lambda c: c[1:] == t)})]
        return [("r-mu-trump", {"suit": t, "n": count_codes(view.hand, lambda c: c[0] == t)})]
    if kind == "partner":
        seat = int(action.arg)
        return [("r-mu-partner", {"n": f.bids[seat] if 0 <= seat < len(f.bids) else 0})]
    return None


def mu_sides(view: View) -> list[int | None]:
    """Each seat's side as public: 0 the chief's team, 1 the others (None before the partner is named)."""
    from cardtable.games.mu.facts import MuFacts

    f = cast(MuFacts, view.facts)
    if f.chief is None or f.partner is None:
        return [None] * view.players
    team = {f.chief, f.partner}
    return [0 if s in team else 1 for s in range(view.players)]


# ------------------------------------------------------------------------------------------------------- NJET
NJET_ROWS = ("start", "discard", "trump", "super", "points")


def njet_action_facts(view: View, action: Action) -> list[Fact] | None:
    """The board (what a disc rules out, what is left), the team, the discard and the pass."""
    from cardtable.games.njet.board import DISCARD_RULES, POINTS, TRUMP_COLOURS
    from cardtable.games.njet.facts import NjetFacts

    f = cast(NjetFacts, view.facts)
    kind = action.kind
    if kind == "block":
        row, col = (int(w) for w in action.arg.split())
        free = [c for c in range(5) if f.board[row][c] is None and c != col]
        name = NJET_ROWS[row]
        fact: Fact
        if name in ("trump", "super"):
            colour = TRUMP_COLOURS[col]
            fact = (f"r-njet-block-{name}", {"suit": colour}) if colour else (f"r-njet-block-{name}-none", {})
        elif name == "points":
            fact = ("r-njet-block-points", {"n": POINTS[col]})
        elif name == "discard":
            fact = (f"r-njet-block-{DISCARD_RULES[col]}", {})
        else:
            fact = ("r-njet-block-start", {})
        out: list[Fact] = [fact]
        if len(free) == 1:
            out.append(("r-njet-settles", {"row": NJET_ROWS[row]}))
        return out
    if kind == "team":
        mates = [int(w) for w in action.arg.split() if int(w) != view.seat]
        return [("r-njet-team", {"n": len(mates)})] if mates else [("r-njet-alone", {})]
    if kind == "monster":
        return [("r-njet-monster", {})]
    if kind == "discard":
        zeros = sum(1 for c in action.cards if view.hand and _njet_code(view, c).endswith("0"))
        return [("r-njet-discard", {"n": len(action.cards)}), *([("r-njet-keeps-zeros", {})] if not zeros else [])]
    if kind == "pass":
        return [("r-njet-pass", {"n": len(action.cards)})] if action.cards else None
    return None


def _njet_code(view: View, card: int) -> str:
    return view.deck.codes[card]


def njet_card_facts(view: View, card: int) -> list[Fact]:
    """A zero played into a trick the other team takes is their capture (§3.7)."""
    from cardtable.games.njet.facts import NjetFacts

    f = cast(NjetFacts, view.facts)
    code = _njet_code(view, card)
    out: list[Fact] = []
    if code.endswith("0") and len(view.trick) == view.players - 1:
        tables = njet_tables(view)
        if tables is not None:
            after = [(s, view.deck.card(c)) for s, c in view.trick] + [(view.seat, card)]
            w = after[winning_index(tuple(after), tables)][0]
            mine = next((t for t in f.teams if view.seat in t), [])
            out.append(("r-njet-zero-safe", {}) if w in mine else ("r-njet-zero-captured", {}))
    return out


def njet_tables(view: View) -> TrickTables | None:
    """The round's winning trick tables (None before the board is settled)."""
    from cardtable.games.njet.cardplay import tables
    from cardtable.games.njet.facts import NjetFacts

    f = cast(NjetFacts, view.facts)
    if view.phase != "play":
        return None
    return tables(view.deck_name, view.trump, f.super_trump, equal_cards=f.equal_cards)[0]


# ------------------------------------------------------------------------------------------------------- Meinz
def meinz_action_facts(view: View, action: Action) -> list[Fact] | None:
    """The discard into the box, a claim ("Meinz!"), the exchange of a trick card."""
    from cardtable.games.meinz.cardplay import VALUE

    kind = action.kind
    if kind == "discard":
        return [("r-meinz-box", {"card": view.deck.codes[action.cards[0]]})]
    if kind == "claim":
        return [("r-meinz-claim", {})]
    if kind == "pass" and view.phase != "discard":
        return [("r-meinz-no-claim", {})]
    if kind in ("keep", "exchange"):
        from cardtable.games.meinz.scoring import sum_after, tying_sums

        if kind == "keep":
            facts: list[Fact] = [("r-meinz-keep", {})]
        else:
            change = VALUE[action.cards[1]] - VALUE[action.cards[0]]
            facts = [("r-meinz-exchange-up" if change > 0 else "r-meinz-exchange-down", {"n": abs(change)})]
        if sum_after(view, action) in tying_sums(view):
            facts.append(("r-meinz-tie", {"n": sum_after(view, action)}))  # tied players get nothing (§5.2(8))
        return facts
    return None


def meinz_card_facts(view: View, card: int) -> list[Fact]:
    """Who takes the trick (the lowest value among the seats that may still win one) when this card closes it."""
    from cardtable.games.meinz.cardplay import VALUE, trick_winner
    from cardtable.games.meinz.facts import MeinzFacts

    f = cast(MeinzFacts, view.facts)
    out: list[Fact] = []
    eligible = sum(1 << s for s, ok in enumerate(f.can_win) if ok)
    after = [(s, view.deck.card(c)) for s, c in view.trick] + [(view.seat, card)]
    if f.claimant is not None:  # a claimed trick is the claimant's whatever is played (§5.2(5))
        out.append(("r-wins-trick", {}) if f.claimant == view.seat else ("r-meinz-claimed", {}))
    elif not eligible >> view.seat & 1:
        out.append(("r-meinz-done", {}))  # two tricks taken: this seat takes no more this round
    elif len(after) == view.players:
        w = trick_winner(after, eligible)
        out.append(("r-wins-trick", {}) if w == view.seat else ("r-loses-trick", {}))
    elif trick_winner(after, eligible) == view.seat:
        out.append(("r-may-win", {}))  # the lowest card so far: only a lower one after it takes the trick
    else:
        out.append(("r-loses-trick", {}))  # a lower card lies already: this one cannot take the trick
    if VALUE[card] >= 8 and not view.trick:
        out.append(("r-meinz-high-lead", {}))
    return out


# ------------------------------------------------------------------------------------------------------- Was sticht?
def was_sticht_action_facts(view: View, action: Action) -> list[Fact] | None:
    """The task draft and choice, the card draft, the task given back."""
    kind = action.kind
    if kind == "task" and view.phase == "tasks":
        return [("r-ws-choose", {"task": action.arg})]
    if kind == "task":
        return [("r-ws-draft-task", {"task": action.arg})]
    if kind == "take":
        return [("r-ws-take", {"card": view.deck.codes[action.cards[0]]})]
    if kind == "return":
        return [("r-ws-return", {"task": action.arg})]
    return None


def was_sticht_tables(view: View) -> TrickTables | None:
    """The trick tables this seat knows (None while it does not know the trumps)."""
    from cardtable.games.was_sticht.cardplay import tables_for
    from cardtable.games.was_sticht.facts import WasStichtFacts
    from cardtable.games.was_sticht.tasks import COLOURS

    f = cast(WasStichtFacts, view.facts)
    if view.phase != "play" or not f.trumps_known:
        return None
    colour = None if f.trump_colour in (None, "none") else COLOURS.index(str(f.trump_colour))
    number = None if f.trump_number in (None, "none") else int(f.trump_number)
    return tables_for(colour, number)


def was_sticht_card_facts(view: View, card: int) -> list[Fact]:
    """What taking (or leaving) this trick does to the seat's task."""
    from cardtable.games.was_sticht.facts import WasStichtFacts

    f = cast(WasStichtFacts, view.facts)
    task = f.my_choice
    tables = was_sticht_tables(view)
    if task is None or tables is None or len(view.trick) != view.players - 1:
        return []
    after = [(s, view.deck.card(c)) for s, c in view.trick] + [(view.seat, card)]
    w = after[winning_index(tuple(after), tables)][0]
    mine = view.tricks_won[view.seat]
    last = sum(view.tricks_won) + 1 == len(view.deck) // view.players
    takes = w == view.seat
    if task == "betli" or task.startswith("exactly-") or task.startswith("no-"):
        need = 0 if task == "betli" else int(task[8:]) if task.startswith("exactly-") else None
        if task.startswith("no-"):
            colour = task[3:]
            spoils = takes and any(view.deck.codes[c][0] == colour for _s, c in after)
            return [("r-ws-spoils", {"task": task})] if spoils else []
        assert need is not None
        if takes and mine + 1 > need:
            return [("r-ws-spoils", {"task": task})]
        if takes and mine + 1 == need:
            return [("r-ws-reaches", {"task": task})]
        if not takes and mine < need:
            return [("r-ws-still-needs", {"task": task, "n": need - mine})]
        return [("r-ws-keeps", {"task": task})] if not takes else []
    if task == "last" and last:
        return [("r-ws-makes", {"task": task})] if takes else [("r-ws-spoils", {"task": task})]
    return []
