"""A tiny two-seat trick game on the protocol, for storage tests while no real engine imports.

Each seat gets four cards (deck[0:4] to the non-dealer, deck[4:8] to the
dealer), the non-dealer leads, suit must be followed, the higher card of the
led suit wins, the winner leads. Each trick is worth one point, zero-sum.
"""

from __future__ import annotations

from cardtable.cards import bits
from cardtable.cards.deck import PIQUET32
from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, BadActionText, Game, IllegalAction, Line, Result, State, View
from cardtable.engine.tricks import TrickRules, TrickTables, allowed, reason, winner

TABLES = TrickTables.build(PIQUET32.suit_of, [c % 8 for c in range(32)], None)
RULES = TrickRules(must_follow=True, must_trump=False)
HAND = 4


class ToyState(State):
    _copied = ("history", "actors", "hands", "trick", "tricks")

    def __init__(self, game: ToyGame, dealer: int, deck: list[str]) -> None:
        self.game = game
        self.dealer = dealer
        self.history = []
        self.actors = []
        self.players = 2
        cards = PIQUET32.check_full_deck(deck)
        self.deck = tuple(cards)
        first = 1 - dealer
        self.hands = [0, 0]
        for c in cards[0:HAND]:
            self.hands[first] |= 1 << c
        for c in cards[HAND : 2 * HAND]:
            self.hands[dealer] |= 1 << c
        self.trick: list[tuple[int, int]] = []
        self.leader = first
        self.tricks = [0, 0]

    @property
    def to_move(self) -> int | None:
        if not self.hands[0] and not self.hands[1]:
            return None
        return (self.leader + len(self.trick)) % 2

    @property
    def phase(self) -> str:
        return "over" if self.to_move is None else "play"

    def _compute_legal(self, seat: int) -> list[Action]:
        mask = allowed(self.hands[seat], self.trick, TABLES, RULES)
        return [self.game.action(c) for c in bits(mask)]

    def _apply(self, action: Action, seat: int) -> None:
        card = action.cards[0]
        self.hands[seat] &= ~(1 << card)
        self.trick.append((seat, card))
        if len(self.trick) == 2:
            w = winner(self.trick, TABLES)
            self.tricks[w] += 1
            self.leader = w
            self.trick = []

    def explain_illegal(self, action: Action) -> IllegalAction:
        seat = self.to_move
        assert seat is not None
        why = reason(action.cards[0], self.hands[seat], self.trick, TABLES, RULES) if action.cards else "not-in-hand"
        return IllegalAction(f"you may not play that card ({why})", rule="toy §1", key=f"toy-{why}")

    def result(self) -> Result:
        a, b = self.tricks
        return Result([a - b, b - a], [Line("tricks", a > b, 1, 1, 1 if a > b else 0, 0 if a > b else 1, abs(a - b))])

    def view(self, seat: int) -> View:
        return View(
            game="toy",
            variant="",
            seat=seat,
            players=2,
            dealer=self.dealer,
            phase=self.phase,
            to_move=self.to_move,
            hand=PIQUET32.codes_of(self.hands[seat]),
            trick=[(s, PIQUET32.code(c)) for s, c in self.trick],
            trump=None,
            contract=None,
            open_hands={},
            public_history=self.actions_text,
            history_seats=[],
            legal_actions=[a.text for a in self.legal_actions()] if self.to_move == seat else [],
            hand_sizes=[h.bit_count() for h in self.hands],
            tricks_won=list(self.tricks),
            deck_name=PIQUET32.name,
        )

    def check_invariants(self) -> None:
        assert not self.hands[0] & self.hands[1]


class ToyGame(Game[ToyState]):
    name = "toy"
    variant = ""
    deck = PIQUET32
    min_players = max_players = default_players = 2
    options: dict = {}  # noqa: RUF012

    def action(self, card: int) -> Action:
        return Action("play", f"play {PIQUET32.code(card)}", (card,))

    def _deal(self, codes: list[str], dealer: int, players: int) -> ToyState:
        return ToyState(self, dealer, codes)

    def parse_action(self, text: str) -> Action:
        parts = text.split() if isinstance(text, str) else []
        if len(parts) != 2 or parts[0] != "play" or parts[1] not in PIQUET32.ids:
            raise BadActionText(f"{text!r} is not a toy action")
        return self.action(PIQUET32.card(parts[1]))


def make_game(**options) -> ToyGame:
    if options:
        raise TypeError(f"the toy game has no options: {sorted(options)}")
    return ToyGame()


MATCH = Match  # the registry's match class: a plain run of deals
