"""Was sticht? bots: pick the task the hand can make, then steer the trick count (and colours) towards it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, cast

from cardtable.bots.policy import Search, cautious_values, samples_for
from cardtable.bots.sampled import SampledPolicy, by_power
from cardtable.bots.stated import Stated
from cardtable.cards.deck import NUMBERS36 as DECK
from cardtable.engine.protocol import Action, Game, IllegalAction, Result, View
from cardtable.engine.tricks import TrickTables
from cardtable.games.was_sticht.actions import TASK
from cardtable.games.was_sticht.cardplay import TRUMP, tables_for, trick_winner
from cardtable.games.was_sticht.facts import WasStichtFacts

# Task draft preference (first round only): tasks that need few tricks are easiest to steer.
DRAFT_ORDER = ("exactly-1", "betli", "exactly-2", "fewest", "last", "exactly-3", "most", "exactly-4")
COLOUR_CARDS = (*DECK.suits, "none")  # the trump colour cards (grey = none), drawn uniformly
NUMBER_CARDS = (*(str(n) for n in range(1, 10)), "none")  # the trump number cards (X = none)
SEARCHED = ("tasks", "draft", "choose", "play", "return")  # phases the expert searches
WORLDS = 24  # sampled trump pairs during the draft at effort 1
TASK_WORLDS = 6  # sampled trump pairs per task-draft pick at effort 1 (each playout is a whole round) …
TASK_SHORTLIST = 4  # … all tasks on offer valued on a third of them, the best 4 on all
RETURN_WORLDS = 8  # next rounds dealt per task return at effort 1
CHOOSE_WORLDS = 16  # draws of the others' hidden tasks per task choice at effort 1 (a playout per task and draw)
CHOOSE_CAUTION = 1.0  # standard errors of the per-draw gain a task must beat the likeliest task by
CHOICE_STRAY = 0.15  # share of the other seats' cards laid at random in a task choice's playouts
CHOICE_READ = 2.0  # weight added to another chooser's task for being the rule of thumb's, and for its playout making it
# The chance the searched play makes a task, by what a task choice's playout said of it: (made where the playout
# made it, made where it failed), per kind ("no-R" … as "no-X"). Measured in expert self-play with the playouts'
# verdicts at face value: `python tools/was_sticht_play_error.py --deals 40 --seed 9100 --jobs 2` (120 tasks stated
# 72.8, made 63; least squares per kind shrunk towards the pooled 0.77 / 0.14 by 8 tasks): the playouts' optimism.
PLAY_MADE = {
    "betli": (0.66, 0.21),
    "exactly-1": (0.57, 0.26),
    "exactly-2": (0.66, 0.23),
    "exactly-3": (0.79, 0.12),
    "exactly-4": (0.79, 0.17),
    "fewest": (0.73, 0.08),
    "last": (0.90, 0.05),
    "most": (0.92, 0.16),
    "no-X": (0.78, 0.00),
}
HARD_FIRST = ("most", "exactly-4", "no-R", "no-B", "no-Y", "no-G", "exactly-3", "last", "fewest")


def play_made(kind: str, made: bool) -> float:
    """The chance the searched play makes task ``kind`` where a choice's playout made it (``made``) or failed it."""
    hit, miss = PLAY_MADE["no-X" if kind.startswith("no-") else kind]
    return hit if made else miss


class _TaskedGame(Protocol):
    """The Was sticht? game as the bot sees it: the same rules with the tasks the players hold."""

    def with_tasks(self, tasks: Sequence[Sequence[str]] | None) -> Game: ...


def _facts(view: View) -> WasStichtFacts:
    return cast(WasStichtFacts, view.facts)


def _tables(view: View) -> TrickTables:
    colour, number = _facts(view).trump_colour, _facts(view).trump_number
    col = DECK.suits.index(colour) if colour in DECK.suits else None
    num = int(number) if isinstance(number, int | str) and str(number).isdigit() else None
    return tables_for(col, num)


def _win_chance(card: int, t: TrickTables, players: int) -> float:
    """A rough chance that ``card`` wins the trick it leads."""
    s = t.strength[card]
    if t.suit_of[card] == TRUMP:
        return min(1.0, 0.35 + 0.065 * min(s, 10) + (0.3 if s >= 20 else 0))
    v = int(DECK.rank_of[card])
    return max(0.0, (v - 5) * 0.15) * (4 / players)


def _expected_tricks(hand: list[str], t: TrickTables, players: int) -> float:
    return sum(_win_chance(DECK.card(c), t, players) for c in hand)


def _first_preferred(legal: list[Action], order: tuple[str, ...]) -> Action:
    """The legal task action (``task …`` or ``return …``) naming the first kind of ``order`` on offer."""
    for kind in order:
        for a in legal:
            if a.arg == kind:
                return a
    return legal[0]


def _task_fit(kind: str, est: float, hand: list[str], players: int) -> float:
    """How likely (roughly) a task is with ``est`` expected tricks; higher is better."""
    per = 9 / players
    if kind == "betli":
        return 1.0 - est
    if kind.startswith("exactly-"):
        return 0.9 - 0.6 * abs(est - int(kind[8:]))
    if kind == "most":
        return (est - per - 0.5) * 0.5
    if kind == "fewest":
        return 0.6 - 0.5 * abs(est - 1)
    if kind == "last":
        return 0.2
    if kind.startswith("no-"):
        n = sum(c[0] == kind[3] for c in hand)
        return 0.4 - 0.2 * n
    return 0.0


def _target(view: View) -> tuple[int, int, str]:
    """(fewest, most) tricks the seat wants, and its task kind ("" for the start player)."""
    kind = _facts(view).my_choice or ""
    if kind == "betli":
        return 0, 0, kind
    if kind.startswith("exactly-"):
        n = int(kind[8:])
        return n, n, kind
    if kind in ("fewest", "no-R", "no-B", "no-Y", "no-G"):
        return 1, 1, kind
    if kind == "last":
        return 0, 0, kind  # stay low, keep the top card for the 9th trick
    return 9, 9, kind  # most, or the start player: take tricks


def _trumps_consistent(view: View) -> list[tuple[str, str]]:
    """The trump pairs (colour card, number card) under which the public mock tricks of the draft had their winners."""
    tricks = [[(seat, DECK.card(c)) for seat, c in t] for t in _facts(view).draft_tricks]
    winners = _facts(view).draft_winners
    out = []
    for colour in COLOUR_CARDS:
        for number in NUMBER_CARDS:
            t = tables_for(
                None if colour == "none" else DECK.suits.index(colour), None if number == "none" else int(number)
            )
            if all(trick_winner(trick, t) == w for trick, w in zip(tricks, winners)):
                out.append((colour, number))
    return out or [(c, n) for c in COLOUR_CARDS for n in NUMBER_CARDS]


def _free(kind: str, won: int) -> bool:
    """Whether the seat's own task no longer steers its play: the start player (he shows none), a betli already
    broken, an "exactly N" already past N."""
    return kind == "" or (kind == "betli" and won > 0) or (kind.startswith("exactly-") and won > int(kind[8:]))


def _spoil(view: View, t: TrickTables, top: int | None = None) -> bool | None:
    """Whether a seat free of its own task takes the trick from the seat winning it now (True), leaves it to him
    (False), or has no reason either way (None): the others' shown tasks are public (§4.3(2)), and a task another
    seat fulfils counts against this one's race to return its own (§4.4). ``top``: the seat to spoil (a lead: the
    trick is to be taken from him, or left to him)."""
    top = _top_seat(view, t) if top is None else top
    shown = _facts(view).shown
    kind = shown[top] if top < len(shown) else None
    if not kind:
        return None
    won = view.tricks_won[top]
    if kind == "betli" or (kind == "fewest" and won > 0):
        return False  # one more trick breaks it (fewest: or brings him level with another)
    if kind == "fewest":
        return True  # he needs one trick
    if kind.startswith("exactly-"):
        return won < int(kind[8:])  # short of N: deny him; at N: one more breaks it
    if kind == "most":
        return True
    if kind == "last":
        return True if len(view.hand) == 1 else None
    if kind.startswith("no-") and any(c[0] == kind[3] for _, c in view.trick):
        return False  # the trick carries his forbidden colour
    return None


def _top_seat(view: View, t: TrickTables) -> int:
    """The seat winning the trick as it stands (the earlier of equal cards)."""
    led = t.suit_of[DECK.card(view.trick[0][1])]
    powers = [t.power(DECK.card(c), led) for _, c in view.trick]
    return view.trick[max(range(len(powers)), key=lambda i: (powers[i], -i))][0]


def _play(view: View, legal: list[Action], against: int | None = None) -> Action:
    """The rule of thumb's card; ``against``: a seat whose shown task this seat spoils before its own, leading
    against it and following whenever it wins the trick as it stands (the task choice's playouts: searching players
    spoil one another)."""
    t = _tables(view)
    players = len(view.hand_sizes)
    low, high, kind = _target(view)
    won = view.tricks_won[view.seat]
    left = len(view.hand)
    want = won < low or (won < high and kind not in ("last",))
    if kind == "last" and left == 1:
        want = True
    if kind.startswith("no-") and view.trick and any(c[0] == kind[3] for _, c in view.trick):
        want = False  # this trick carries the forbidden colour
    spoil = None
    if against is not None and against != view.seat and (not view.trick or _top_seat(view, t) == against):
        spoil = _spoil(view, t, against)
    elif view.trick and _free(kind, won):
        spoil = _spoil(view, t)
    if spoil is not None:
        want = spoil
    ints = [a.cards[0] for a in legal]
    if not view.trick:
        return by_power(legal, [t.power(c, t.suit_of[c]) for c in ints], want)
    led = t.suit_of[DECK.card(view.trick[0][1])]
    pw = [t.power(c, led) for c in ints]
    best = max(t.power(DECK.card(c), led) for _, c in view.trick)
    beat = [i for i in range(len(ints)) if pw[i] > best]
    lose = [i for i in range(len(ints)) if pw[i] <= best]
    last_to_play = len(view.trick) == players - 1
    if kind == "last" and left > 1:
        # keep the strongest card for the last trick
        top = max(range(len(ints)), key=lambda i: t.power(ints[i], TRUMP))
        lose = [i for i in lose if i != top] or lose
    if want and beat:
        pick = min(beat, key=lambda i: pw[i]) if last_to_play else max(beat, key=lambda i: pw[i])
        return legal[pick]
    if lose:
        return legal[max(lose, key=lambda i: pw[i]) if not want else min(lose, key=lambda i: pw[i])]
    return legal[min(range(len(ints)), key=lambda i: pw[i])]


class WasStichtPolicy(SampledPolicy):
    """Rule-of-thumb Was sticht?: tasks by expected tricks, draft by need, play towards the chosen task."""

    def heuristic(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        """The rule-of-thumb action."""
        phase = view.phase
        players = len(view.hand_sizes)
        if phase == "tasks":
            return _first_preferred(legal, DRAFT_ORDER)
        if phase == "draft":
            tasks = (_facts(view).tasks or [[]] * players)[view.seat]
            greedy = sum(k in ("most", "exactly-3", "exactly-4") for k in tasks) > len(tasks) / 2
            t = _tables(view)
            key = lambda x: t.power(x.cards[0], TRUMP)  # noqa: E731
            return max(legal, key=key) if greedy else min(legal, key=key)
        if phase == "choose":
            est = _expected_tricks(view.hand, _tables(view), players)
            return max(legal, key=lambda a: _task_fit(a.arg, est, view.hand, players))
        if phase == "return":
            return _first_preferred(legal, HARD_FIRST)
        if legal[0].kind == "play":
            return _play(view, legal)
        return rng.choice(legal)

    worlds = WORLDS
    least_worlds = 4
    relative = True  # the first to return all tasks wins (§4.4): a task left to another seat counts against

    def searched(self, view: View) -> bool:
        """The task draft, the card draft, the task choice, the play and the return."""
        return view.phase in SEARCHED

    def search_values(self, view: View, actions: list[Action], search: Search) -> dict[Action, float]:
        """Rollouts in worlds of this round; a return by the next round.

        Every return scores one point this round (§4.3(4)); only the tasks kept differ. So each return is
        valued by the seat's points in a next round (the same random deals for every return, the next start
        player) played out with the tasks it would keep.
        """
        held = _facts(view).tasks
        if view.phase == "choose":
            return self._choose_values(view, actions, search)
        if view.phase != "return":
            return super().search_values(view, actions, search)
        if not all(held):  # someone has returned all his tasks: the game is over (§4.4), no next round
            return dict.fromkeys(actions, 0.0)
        players = len(view.hand_sizes)
        totals = dict.fromkeys(actions, 0.0)
        done = 0
        for _ in range(samples_for(RETURN_WORLDS, search.effort, 2)):
            if done and search.overdue():
                break
            seed = search.rng.randrange(1 << 30)
            for a in actions:
                kept = [[k for k in t] for t in held]
                kept[view.seat].remove(a.arg)
                game = cast(_TaskedGame, self.game).with_tasks(kept)
                value = self.rollout(
                    game.new_deal(seed, dealer=(view.dealer + 1) % players, players=players), view.seat
                )
                totals[a] += value
                search.tally.add(a, value)
            done += 1
        search.tally.samples += done
        return {a: total / done for a, total in totals.items()}

    def _choose_values(self, view: View, actions: list[Action], search: Search) -> dict[Action, float]:
        """Each task by heuristic playouts of the round, the same ``CHOOSE_WORLDS`` worlds for every task: a
        world draws every other chooser's hidden task from ``_choice_weights`` (the hands and trumps are known
        by now). A playout's verdict on the task is read as the searched play's chance of making it
        (``PLAY_MADE``), the seat's returned task being one point of its value. The task likeliest to be made is
        the reference: another must beat it by ``CHOOSE_CAUTION`` standard errors of the per-world gain (the
        rule of thumb's first among equals); ``made`` in the tally is each task's weighted share of worlds."""
        base = self._before_choices(view)
        if base is None:
            return {}
        me = view.seat
        weights = self._choice_weights(base, me)
        per_world: dict[Action, list[float]] = {a: [] for a in actions}
        chances: dict[Action, float] = dict.fromkeys(actions, 0.0)
        for _ in range(samples_for(CHOOSE_WORLDS, search.effort, 2)):
            if per_world[actions[0]] and search.overdue():
                break
            drawn = {s: search.rng.choices(list(w), weights=list(w.values()))[0] for s, w in weights.items()}
            strays = search.rng.randrange(1 << 30)
            for a in actions:
                sim = self._with_choices(base, {**drawn, me: a.arg})
                self._play_out_against(sim, me, random.Random(strays))
                value = self.score(sim.result().points, me)
                made = bool(sim.result().details["fulfilled"][me])
                chance = play_made(a.arg, made)
                won, lost = value + (not made), value - made  # made or not in the searched play
                per_world[a].append(chance * won + (1 - chance) * lost)
                search.tally.add(a, per_world[a][-1])
                for weight, part, ok in ((chance, won, True), (1 - chance, lost, False)):
                    if weight > 0:
                        search.tally.judge(a, part, ok, weight)
                chances[a] += chance
            search.tally.samples += 1
        likeliest = max(actions, key=lambda a: (round(chances[a], 9), -actions.index(a)))
        return cautious_values(per_world, likeliest, CHOOSE_CAUTION)

    def _play_out_against(self, state: Any, me: int, strays: random.Random) -> None:
        """Play ``state`` to its end by the rule of thumb, every other seat spoiling ``me``'s task whenever ``me``
        wins the trick as it stands (at the table the others search, and each gains by another's failure, §4.4),
        and laying a random card in ``CHOICE_STRAY`` of its turns (``strays``: the searching players do not play
        the rule of thumb, and a task made only by their playing it is not made)."""
        rng = random.Random(0)
        while state.to_move is not None:
            legal = state.legal_actions()
            if len(legal) > 1 and state.step == "play":
                seat = state.to_move
                stray = seat != me and strays.random() < CHOICE_STRAY
                state.apply(strays.choice(legal) if stray else _play(state.view(seat), legal, against=me))
            else:
                state.apply(legal[0] if len(legal) == 1 else self.heuristic(state.view(state.to_move), legal, rng))

    def _choice_weights(self, base: Any, me: int) -> dict[int, dict[str, float]]:
        """Per other chooser, a weight for each task it holds: how likely it shows that one, read so as to fit a
        player of any level (every task some weight; more for the rule of thumb's choice and for a task its own
        heuristic playout makes, the others choosing as the rule of thumb)."""
        rng = random.Random(0)
        out: dict[int, dict[str, float]] = {}
        facts = _facts(base.view(me))
        for s in range(len(facts.tasks)):
            if s in (me, facts.start) or not facts.tasks[s]:
                continue
            tasks = sorted(set(facts.tasks[s]))
            favourite = self.heuristic(base.view(s), [TASK[k] for k in tasks], rng).arg
            weights = {}
            for task in tasks:
                sim = self._with_choices(base, {s: task})
                self.play_out(sim)
                made = bool(sim.result().details["fulfilled"][s])
                weights[task] = 1.0 + CHOICE_READ * (task == favourite) + CHOICE_READ * made
            out[s] = weights
        return out

    def _with_choices(self, base: Any, choices: dict[int, str]) -> Any:
        """``base`` (at the task choice) with each chooser's task: ``choices`` where given, else the rule of thumb's."""
        sim = base.clone()
        rng = random.Random(0)
        while sim.step == "choose":
            s = sim.to_move
            v = sim.view(s)
            sim.apply(TASK[choices[s]] if s in choices else self.heuristic(v, v.legal_actions, rng))
        return sim

    def _before_choices(self, view: View) -> Any:
        """The round rebuilt up to the first task choice (the draft is public, the trumps known by now)."""
        facts = _facts(view)
        if not facts.trumps_known:
            return None
        drafted = [a is not None and a.kind == "take" for a in view.public_history]
        cut = len(drafted) - drafted[::-1].index(True) if True in drafted else 0  # after the draft's last take
        state = self._rebuild(view, random.Random(0), cut)
        return state if state is not None and state.step == "choose" else None

    def world_count(self, view: View, effort: float) -> int:
        """The cards are public (the draft lies face up): only unknown trumps need more than one world."""
        if _facts(view).trumps_known:
            return 1
        if view.phase == "tasks":
            return samples_for(TASK_WORLDS, effort, 2)
        return super().world_count(view, effort)

    def shortlist(self, view: View) -> int:
        """A task-draft pick values every task on offer on a few worlds, the best few on all."""
        return TASK_SHORTLIST if view.phase == "tasks" else 0

    def commitment(self, view: View, action: Action, legal: Sequence[Action]) -> Stated | None:
        """The task chosen for the round (the draft's picks commit to nothing yet)."""
        if view.phase != "choose" or action.kind != "task":
            return None
        return Stated("task", action.arg, view.seat, contract=True, forced=len(legal) == 1)

    def made(self, note: Stated, result: Result) -> bool | None:
        """The seat fulfilled the task it showed."""
        d = result.details
        shown, fulfilled = d.get("shown") or [], d.get("fulfilled") or []
        if note.seat >= min(len(shown), len(fulfilled)) or shown[note.seat] != note.what:
            return None
        return bool(fulfilled[note.seat])

    def world(self, view: View, rng: random.Random) -> Any:
        """A deal whose view for ``view.seat`` is ``view``: the public rows, sampled trumps if unknown."""
        return self._rebuild(view, rng)

    def _rebuild(self, view: View, rng: random.Random, upto: int | None = None) -> Any:
        """The public rows dealt again, trumps sampled where unknown, the history replayed (None if it fails);
        ``upto``: only its first actions, unchecked against the view."""
        history = view.public_history
        facts = _facts(view)
        takes = [DECK.codes[a.cards[0]] for a in history if a is not None and a.kind == "take"]
        done_rows = facts.draft_tricks
        rows_now = facts.rows
        cards: list[str] = []
        used = 0
        for r in range(len(rows_now)):
            if r < len(done_rows):
                row = [c for _, c in done_rows[r]]
                used += sum(1 for seat, _ in done_rows[r] if seat != -1)
            else:
                row = list(rows_now[r])
                if r == len(done_rows):
                    row = takes[used:] + row
            cards.extend(row)
        colour: object
        number: object
        if facts.trumps_known:
            colour, number = facts.trump_colour, facts.trump_number
        else:
            colour, number = rng.choice(_trumps_consistent(view))
        deck = [*cards, f"colour={colour or 'none'}", f"number={number or 'none'}"]
        # a round without a task draft (its first action picks no task) is dealt with the tasks held; else replayed
        drafted = view.phase == "tasks" or any(a is not None and a.kind == "task" for a in history[:1])
        game = cast(_TaskedGame, self.game).with_tasks(None if drafted else facts.tasks)
        state = game.new_deal(deck=deck, dealer=view.dealer, players=len(view.hand_sizes))
        shown = facts.shown
        try:
            for seat, seen in list(zip(view.history_seats, history))[:upto]:
                action: Action | None = seen
                if action is None:
                    task = shown[seat] if seat < len(shown) else None
                    if task:
                        action = TASK[task]
                    else:
                        v = state.view(seat)
                        action = self.heuristic(v, v.legal_actions, random.Random(0))
                state.apply(action)
        except IllegalAction:
            return None
        if upto is None and state.view(view.seat) != view:
            return None
        return state


def make_policy(game: Game) -> WasStichtPolicy:
    """The Was sticht? policy."""
    return WasStichtPolicy(game)
