"""One NJET round: the board (§3.4), teams and monster (§3.3), discard or pass (§3.4), play (§3.5–3.7), score (§3.8).

Seats act in the order s -> s+1 (mod n), "clockwise"; the right-hand
neighbour of s is s-1. Steps of a round:

- ``njet``: from the dealer, each seat covers one free space (``block ROW COL``)
  until each row has exactly one free space; a row's last free space may not
  be covered. Row 1 spaces of absent players start covered.
- ``team`` / ``monster``: the start player names his team (``team S …``,
  seats sorted, himself included) and, with 5 players, the monster holder of
  the two-player team; with 3 players the lone player holds the monster.
- ``discard`` / ``pass``: from the start player, each seat discards 1 or 2
  cards (hidden for good) or passes 2 to the right (hidden; the cards arrive
  once everyone has passed).
- ``play``: the start player leads; the last of equal cards wins; zeros an
  opponent of the trick's winner played are captured.
"""

from __future__ import annotations

from typing import Any

from cardtable.cards import bits
from cardtable.cards.deck import Deck, get_deck
from cardtable.engine.protocol import Action, IllegalAction, Result, View, step_phases
from cardtable.engine.tricks import TrickTables, TrickTaking, allowed, refusal, winner
from cardtable.games.njet import actions as A
from cardtable.games.njet import board as B
from cardtable.games.njet.cardplay import RULES as FOLLOW
from cardtable.games.njet.cardplay import tables
from cardtable.games.njet.citations import RULES
from cardtable.games.njet.facts import NjetFacts
from cardtable.games.njet.scoring import settle

Phase = B.Phase
PHASE_OF_STEP = step_phases(Phase, {"team": "teams", "monster": "teams", "pass": "discard"})


class NjetState(TrickTaking):
    """One NJET round in progress."""

    phase_of_step = PHASE_OF_STEP
    over_message = "the round is over"

    citations = RULES
    _copied = (
        *("history", "actors", "hands", "team_of", "discards", "passing", "received", "trick"),
        *("tricks", "winners", "won_count", "captures", "placed"),
    )
    _copied_nested = ("teams", "captured")
    _caches = (("_legal", None), ("_mask", -1))

    def __init__(self, game: Any, dealer: int, cards: list[int]) -> None:
        n = game.rules.players
        super().__init__(game, dealer, n, cards)
        self.rules = game.rules
        self.deck_name = B.DECK_NAME[n]
        self.deck_obj = get_deck(self.deck_name)
        size = B.HAND_SIZE[n]
        hands = [0] * n
        # One card at a time from the forehand (dealer + 1); with 2 players the other 30 stay aside unseen.
        for i, c in enumerate(cards[: size * n]):
            hands[(dealer + 1 + i) % n] |= 1 << c
        self.hands = hands
        self.aside = sum(1 << c for c in cards[size * n :])
        self.covered = B.initial_board(n)
        self.placed: dict[int, int] = {}  # board space -> seat that covered it
        self.step = "njet"
        self._to_move: int | None = dealer  # §3.4: the dealer places the first disc
        self.start = -1
        self.discard_rule = ""
        self.trump: str | None = None
        self.super_trump: str | None = None
        self.mult = 0
        self.teams: list[list[int]] = []
        self.team_of = [-1] * n
        self.monster: int | None = None
        self.discards = [0] * n
        self.passing = [0] * n  # cards given to the right, not yet arrived
        self.received = [0] * n
        self.acted = 0  # seats that have discarded / passed
        self.win_tables: TrickTables | None = None
        self.follow_tables: TrickTables | None = None
        self._no_tricks_yet(n)
        self.captures = [0] * n
        self.captured: list[list[int]] = [[] for _ in range(n)]
        self._mask = -1
        self._result: Result | None = None

    # -- protocol basics ------------------------------------------------------

    @property
    def card_deck(self) -> Deck:
        """The deck of this seat count."""
        return self.deck_obj

    # -- legal actions --------------------------------------------------------

    def is_legal(self, action: Action) -> bool:
        """True if ``action`` may be applied now (fast path for card plays)."""
        if action.kind == "play" and self.step == "play":
            code = A.CODE_INDEX[action.arg]
            return bool(self._play_mask() & A.CODE_MASK[self.deck_name][code])
        return super().is_legal(action)

    def _play_mask(self) -> int:
        if self._mask < 0:
            s = self._to_move
            assert s is not None and self.follow_tables is not None
            self._mask = allowed(self.hands[s], self.trick, self.follow_tables, FOLLOW)
        return self._mask

    def _held_codes(self, hand: int) -> list[int]:
        return [k for k, m in enumerate(A.CODE_MASK[self.deck_name]) if hand & m]

    def _pairs(self, hand: int) -> list[tuple[int, int]]:
        cnt = A.counts(hand, self.deck_name)
        held = [k for k in range(len(cnt)) if cnt[k]]
        return [(a, b) for i, a in enumerate(held) for b in held[i:] if a != b or cnt[a] >= 2]

    def _discard_pairs(self, hand: int) -> list[tuple[int, int]]:
        pairs = self._pairs(hand)
        if self.discard_rule != "discard-2-no-zero":
            return pairs
        # Column 3: no 0s; a hand without two other cards discards as few 0s as it can.
        fewest = min((a in A.ZERO_CODES) + (b in A.ZERO_CODES) for a, b in pairs)
        return [(a, b) for a, b in pairs if (a in A.ZERO_CODES) + (b in A.ZERO_CODES) == fewest]

    def _team_options(self) -> list[tuple[int, ...]]:
        n, s = self.players, self.start
        others = [p for p in range(n) if p != s]
        if n == 3:
            return sorted([(s,), *(tuple(sorted((s, x))) for x in others)])
        if n == 4:
            return sorted(tuple(sorted((s, x))) for x in others)
        two = [tuple(sorted((s, x))) for x in others]
        three = [tuple(sorted((s, x, y))) for i, x in enumerate(others) for y in others[i + 1 :]]
        return sorted(two + three)

    def _compute_legal(self, s: int) -> list[Action]:
        step = self.step
        if step == "play":
            code_of = A.CODE_OF[self.deck_name]
            return [
                A.CARD_ACTIONS[self.deck_name].play[k] for k in sorted({code_of[c] for c in bits(self._play_mask())})
            ]
        if step == "njet":
            return [A.BLOCK[r][c] for r, c in B.blockable(self.covered)]
        if step == "team":
            return [A.TEAM[t] for t in self._team_options()]
        if step == "monster":
            small = min(self.teams, key=len)
            return [A.MONSTER[p] for p in small]
        if step == "discard":
            if self.discard_rule == "discard-1":
                return [A.CARD_ACTIONS[self.deck_name].discard_one[k] for k in self._held_codes(self.hands[s])]
            return [A.CARD_ACTIONS[self.deck_name].discard_two[p] for p in self._discard_pairs(self.hands[s])]
        if step == "pass":
            return [A.CARD_ACTIONS[self.deck_name].pass_two[p] for p in self._pairs(self.hands[s])]
        return []

    # -- applying -------------------------------------------------------------

    def _apply(self, action: Action, s: int) -> None:
        kind = action.kind
        n = self.players
        if kind == "play":
            self._play(s, A.pick(self.hands[s], A.CODE_INDEX[action.arg], self.deck_name))
        elif kind == "block":
            r, c = map(int, action.arg.split())
            self.covered |= 1 << (r * 5 + c)
            self.placed[r * 5 + c] = s
            if B.settled(self.covered):
                self._board_settled()
            else:
                self._to_move = (s + 1) % n
        elif kind == "team":
            self._set_teams(tuple(int(w) for w in action.arg.split()))
        elif kind == "monster":
            self.monster = int(action.arg)
            self._start_discards()
        elif kind in ("discard", "pass"):
            m = 0
            hand = self.hands[s]
            for k in A.codes_of_arg(action):
                card = A.pick(hand & ~m, k, self.deck_name)
                m |= 1 << card
            self.hands[s] &= ~m
            if kind == "discard":
                self.discards[s] = m
            else:
                self.passing[s] = m
            self.acted += 1
            if self.acted == n:
                if kind == "pass":  # §3.4: the passed cards arrive together
                    for p in range(n):
                        right = (p - 1) % n
                        self.hands[right] |= self.passing[p]
                        self.received[right] = self.passing[p]
                        self.passing[p] = 0
                self._start_play()
            else:
                self._to_move = (s + 1) % n
        else:  # pragma: no cover - is_legal lets only known kinds through
            raise AssertionError(kind)

    def _board_settled(self) -> None:
        self.start, self.discard_rule, self.trump, self.super_trump, self.mult = B.outcome(self.covered)
        self.win_tables, self.follow_tables = tables(
            self.deck_name, self.trump, self.super_trump, self.rules.super_trump_follow, self.rules.equal_cards
        )
        if self.players == 2:
            self.teams = [[0], [1]]
            self.team_of = [0, 1]
            self._start_discards()
        else:
            self.step = "team"
            self._to_move = self.start

    def _set_teams(self, team: tuple[int, ...]) -> None:
        n = self.players
        other = [p for p in range(n) if p not in team]
        self.teams = [list(team), other]
        for i, t in enumerate(self.teams):
            for p in t:
                self.team_of[p] = i
        if n == 3:  # the lone player holds the monster
            self.monster = team[0] if len(team) == 1 else other[0]
        if n == 5:
            self.step = "monster"
            self._to_move = self.start
        else:
            self._start_discards()

    def _start_discards(self) -> None:
        self.acted = 0
        if self.discard_rule == "none":
            self._start_play()
            return
        self.step = "pass" if self.discard_rule == "pass-2" else "discard"
        self._to_move = self.start

    def _start_play(self) -> None:
        self.step = "play"
        self._to_move = self.start

    def _play(self, s: int, card: int) -> None:
        if not self._lay(s, card, self.players):
            return
        trick = self.trick
        assert self.win_tables is not None
        w = winner(trick, self.win_tables)
        codes = self.deck_obj.codes
        # §3.7: every 0 an opponent of the winner played is captured (partners' zeros are not).
        for p, c in trick:
            if codes[c][1] == "0" and self.team_of[p] != self.team_of[w]:
                self.captures[w] += 1
                self.captured[w].append(c)
        self._take_trick(w)
        if any(self.hands):
            self._to_move = w
        else:
            self.step = "over"
            self._to_move = None

    # -- explaining refusals --------------------------------------------------

    def _why_illegal(self, action: Action, s: int) -> IllegalAction:
        kind, step = action.kind, self.step
        if kind == "block":
            if step != "njet":
                return self._refuse("board-done", "the board is settled for this round")
            r, c = map(int, action.arg.split())
            if (self.covered >> (r * 5 + c)) & 1:
                return self._refuse("space-covered", f"row {r + 1}, column {c + 1} is already covered")
            return self._refuse("last-space", f"row {r + 1} must keep one free space", row=r + 1)
        if step == "njet":
            return self._refuse("njet-first", "first the board: cover one free space (block ROW COL)")
        if step == "team":
            if kind == "team":
                return self._refuse("bad-team", self._team_hint(), team=action.arg)
            return self._refuse("teams-first", "the start player names his team first")
        if step == "monster":
            if kind == "monster":
                return self._refuse("monster-small-team", "the monster goes to a member of the two-player team")
            return self._refuse("monster-first", "the start player gives the monster card first")
        if kind in ("team", "monster"):
            return self._refuse("not-now", "the teams are already formed")
        if step in ("discard", "pass"):
            return self._explain_discard(s, action)
        if kind in ("discard", "pass"):
            return self._refuse("wrong-discard", f"this round the board says {self.discard_rule}")
        if kind == "play":
            k = A.CODE_INDEX[action.arg]
            held = self.hands[s] & A.CODE_MASK[self.deck_name][k]
            if not held:
                return self._refuse("not-in-hand", f"{action.arg} is not in your hand", card=action.arg)
            assert self.follow_tables is not None
            card = A.pick(held, k, self.deck_name)
            key = refusal(card, self.hands[s], self.trick, self.follow_tables, FOLLOW) or "not-now"
            return self._refuse(key, "you must follow the led colour (trump on a trump lead)", card=action.arg)
        return self._refuse("not-now", f"{action.text!r} is not possible now ({self.phase})")

    def _team_hint(self) -> str:
        n = self.players
        if n == 3:
            return "the start player plays alone or with one partner"
        if n == 4:
            return "the start player names one partner"
        return "the start player names a team of two or three, himself included"

    def _explain_discard(self, s: int, action: Action) -> IllegalAction:
        rule_ = self.discard_rule
        kind = action.kind
        if kind == "play":
            return self._refuse("discard-first", f"first everyone must {rule_} (row 2 of the board)")
        if (kind == "pass") != (rule_ == "pass-2"):
            return self._refuse("wrong-discard", f"this round the board says {rule_}")
        codes = A.codes_of_arg(action)
        want = 1 if rule_ == "discard-1" else 2
        if len(codes) != want:
            return self._refuse("wrong-discard", f"this round each player gives up {want} card(s)")
        need = A.counts(0, self.deck_name)
        for k in codes:
            need[k] += 1
        have = A.counts(self.hands[s], self.deck_name)
        if any(need[k] > have[k] for k in codes):
            return self._refuse("not-in-hand", "you do not hold those cards")
        if rule_ == "discard-2-no-zero":
            return self._refuse("no-zeros", "no 0s may be discarded this round")
        return self._refuse("not-now", f"{action.text!r} is not possible now")

    # -- views and results ----------------------------------------------------

    def view(self, seat: int) -> View:
        """What ``seat`` may know: discards and passes of others stay hidden."""
        codes = self.deck_obj.codes
        public = [
            a if who == seat or a.kind not in ("discard", "pass") else None for a, who in zip(self.history, self.actors)
        ]
        board = [[None if not (self.covered >> (r * 5 + c)) & 1 else self.placed.get(r * 5 + c, -1) for c in range(5)]
                 for r in range(5)]  # fmt: skip
        settled_ = self.start >= 0
        facts = NjetFacts(
            step=self.step,
            board=board,
            start_player=self.start if settled_ else None,
            discard_rule=self.discard_rule or None,
            super_trump=self.super_trump,
            equal_cards=self.rules.equal_cards,
            points_per_trick=self.mult if settled_ else None,
            teams=[list(t) for t in self.teams],
            monster=self.monster,
            captures=list(self.captures),
            captured=[[codes[c] for c in x] for x in self.captured],
            acted=sorted(self._acted_seats()),
            my_discards=self.deck_obj.codes_of(self.discards[seat]),
            my_passed=self._my_passed(seat),
            received=self.deck_obj.codes_of(self.received[seat]),
            tricks_played=len(self.tricks),
        )
        last = [(s, codes[c]) for s, c in self.tricks[-1]] if self.tricks and not self.trick else None
        return self._view(seat, facts, public, trump=self.trump, last_trick=last)

    def _acted_seats(self) -> set[int]:
        return {who for a, who in zip(self.history, self.actors) if a.kind in ("discard", "pass")}

    def _my_passed(self, seat: int) -> list[str]:
        for a, who in zip(self.history, self.actors):
            if who == seat and a.kind == "pass":
                return a.arg.split()
        return []

    def result(self) -> Result:
        """Tricks and captures × points, monster doubled, each team member the team's total."""
        if self._to_move is not None:
            raise ValueError("the round is not over")
        if self._result is None:
            codes = self.deck_obj.codes
            facts = {
                "start_player": self.start,
                "discard_rule": self.discard_rule,
                "trump": self.trump,
                "super_trump": self.super_trump,
                "points_per_trick": self.mult,
                "teams": [list(t) for t in self.teams],
                "monster": self.monster,
                "tricks": list(self.won_count),
                "captures": list(self.captures),
                "captured": [[codes[c] for c in x] for x in self.captured],
            }
            self._result = settle(
                self.players,
                self.teams,
                self.won_count,
                self.captures,
                self.mult,
                self.monster,
                difference=self.rules.difference_scoring,
                details=facts,
            )
        return self._result

    def check_invariants(self) -> None:
        """Every card in one place; the board keeps a free space per row; hand sizes fit the step."""
        n = self.players
        self._check_cards(
            [*self.hands, self.aside, *self.discards, *self.passing], self.deck_obj.full, tricks_held=True
        )
        for r in range(5):
            assert B.free_in_row(self.covered, r), f"row {r + 1} has no free space"
        assert (self.step == "njet") != B.settled(self.covered)
        size = B.HAND_SIZE[n]
        if self.step in ("njet", "team", "monster"):
            assert all(h.bit_count() == size for h in self.hands)
        gone = {"discard-1": 1, "discard-2": 2, "discard-2-no-zero": 2}.get(self.discard_rule, 0)
        if self.step == "play":
            k = len(self.tricks)
            for s in range(n):
                played = any(seat == s for seat, _ in self.trick)
                assert self.hands[s].bit_count() == size - gone - k - played, "hand size does not fit"
        assert sum(self.captures) == sum(len(x) for x in self.captured)
        if self.step == "over":
            assert not any(self.hands) and len(self.tricks) == size - gone
