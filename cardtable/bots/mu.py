"""MÜ bots: a cautious auction around the longest trump group, trumps by length, team-aware card play."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, cast

from cardtable.bots.policy import Judged
from cardtable.bots.sampled import Sampled, SampledPolicy
from cardtable.bots.stated import Stated
from cardtable.cards.deck import MU60 as DECK
from cardtable.engine.protocol import Action, Game, Result, View
from cardtable.games.mu.actions import TRIANGLES
from cardtable.games.mu.cardplay import TRUMP, tables
from cardtable.games.mu.facts import MuFacts
from cardtable.games.mu.scoring import bonus, target

WORLDS = 16  # sampled worlds per card decision at effort 1
OPTION_WORLDS = 24  # per auction, trump or partner decision (a whole-deal playout per option and world)
OPTION_CAUTION = 1.0  # standard errors an option must beat the rule of thumb's by (its playouts are few)
# A trump group this long bids nothing; each card beyond it bids one. Per seat count the value no single
# seat gains by leaving (duplicate heuristic play, issue 13's sixth pass).
SPARE = {3: 4, 4: 3, 5: 2, 6: 2}
TIE_STEP = 1  # a bid that would end level with the highest other bid goes one card further (+1) or stops short (−1)
LOTTERY_LOOSE = 2  # loose bidders below a whole-hand tie that make joining it worth the risk of tying last
BID_TRUST = 0.9  # share of worlds that read a seat's bids as the rule of thumb's (the rest ignore them)
BID_TRIES = 20  # rejection tries per world that read the bids (then the bids are ignored)
READ_SHORTER = 2  # a bid is read as a group of its length plus ``SPARE``, or up to this many fewer, evenly
# The searched play's team triangles less a heuristic playout's of the same deal from the first card (mean,
# standard deviation): at four seats −0.8 and 7.8 over 39 deals (docs/bots.md, "Expert and medium"); the
# same at five and six, scaled to the 36 triangles in play at three
PLAY_ERROR = {3: (-0.5, 5.0), 4: (-1.0, 8.0), 5: (-1.0, 8.0), 6: (-1.0, 8.0)}


def _card(code: str) -> int:
    return DECK.card(code)


def _group(hand: list[str], name: str) -> list[str]:
    """The hand's cards that a trump ``name`` (colour letter or number) would make trumps."""
    return [c for c in hand if (c[1:] == name if name.isdigit() else c[0] == name)]


def _groups(hand: list[str]) -> list[str]:
    """Every colour and number of the hand, the best trump group (longest, then highest values) first."""
    names = sorted({c[0] for c in hand} | {c[1:] for c in hand})
    return sorted(
        names, key=lambda n: (len(_group(hand, n)), sum(int(c[1:]) for c in _group(hand, n)), n), reverse=True
    )


def _groups_of_all(cards: list[str]) -> list[str]:
    """The colours and numbers that hold every one of ``cards`` (none: the cards are of several groups)."""
    return [n for n in _groups(cards) if len(_group(cards, n)) == len(cards)]


def _best_group(hand: list[str]) -> str:
    return _groups(hand)[0]


def _facts(view: View) -> MuFacts:
    return cast(MuFacts, view.facts)


def _of_kind(legal: list[Action], kind: str) -> Action | None:
    """The legal action of ``kind`` (one that names no card), if any."""
    return next((a for a in legal if a.kind == kind), None)


def _auction(view: View, legal: list[Action]) -> Action:
    bids = _facts(view).bids or [0] * len(view.hand_sizes)
    players = len(view.hand_sizes)
    name = _best_group(view.hand)
    group = _group(view.hand, name)
    top = max((b for s, b in enumerate(bids) if s != view.seat), default=0)
    if _bids_on(view, legal):
        # stopping now would make this seat the éclat's last to tie (§2.3: −10 a card): one card more makes it
        # the chief instead
        return (_reveals_of(legal, name) or [a for a in legal if a.kind == "reveal"])[0]
    want = max(0, len(group) - SPARE.get(players, 5))
    if bids[view.seat] < top and _lottery(view, bids, top):
        reveals = _reveals_of(legal, name) or [a for a in legal if a.kind == "reveal"]
        if reveals:
            return reveals[0]
    if TIE_STEP and 0 < want == top and bids[view.seat] - _facts(view).revealed_this_turn < top:
        want += TIE_STEP  # ending level with the top makes this seat the éclat's last to tie (§2.3: −10 a card)
    if bids[view.seat] < want:
        # reveal the trump group, strongest cards first (the trump must come from revealed cards)
        reveals = _reveals_of(legal, name)
        if reveals:
            return reveals[0]
    return _of_kind(legal, "done") or _of_kind(legal, "pass") or legal[0]


def _last_to_tie(view: View) -> bool:
    """Whether the seat, stopping now, would be the tied seat that revealed last (§2.3) if everyone passed: it
    stands level with the highest bid of another seat and no other seat at that bid revealed after it."""
    bids = _facts(view).bids or []
    if not bids or bids[view.seat] == 0 or bids[view.seat] != max(bids):
        return False
    tied = {s for s, b in enumerate(bids) if b == bids[view.seat]}
    if len(tied) < 2:
        return False
    last = None
    for s, a in zip(view.history_seats, view.public_history):
        if a is not None and a.kind == "reveal" and s in tied:
            last = s
    return last == view.seat


def _bids_on(view: View, legal: list[Action]) -> bool:
    """Whether the seat must reveal one more: stopping would make it the éclat's last to tie while a reveal is
    legal (outside a whole-hand tie it joined as a lottery, where staying level is the plan)."""
    if not any(a.kind == "reveal" for a in legal) or not _last_to_tie(view):
        return False
    bids = _facts(view).bids
    return not _lottery(view, bids, max(b for s, b in enumerate(bids) if s != view.seat))


def _lottery(view: View, bids: list[int], top: int) -> bool:
    """Two or more other seats stand tied at ``top`` with their whole hands shown (nobody can go higher), and at
    least ``LOTTERY_LOOSE`` loose bidders (cards of more than one group revealed) below it may still tie: the
    auction is headed for an éclat that pays every tied seat but the last (§2.3), and joining now most likely
    leaves someone else to tie last. The rule of thumb never bids loosely, so it never sets this off."""
    tied = [s for s, b in enumerate(bids) if s != view.seat and b == top]
    if len(tied) < 2 or any(view.hand_sizes[s] > top for s in tied):
        return False  # a tie that someone may still break by one card more
    loose = [
        s
        for s, (shown, _) in _auction_reading(view).items()
        if bids[s] < top and len(shown) >= 2 and not _groups_of_all(shown)
    ]
    return len(loose) >= LOTTERY_LOOSE


def _reveals_of(legal: list[Action], name: str) -> list[Action]:
    """The legal reveals of group ``name``'s cards, highest value first (each copy of a 1 or 7 its own)."""
    reveals = [a for a in legal if a.kind == "reveal" and _group([DECK.codes[a.cards[0]]], name)]
    return sorted(reveals, key=lambda a: -int(DECK.codes[a.cards[0]][1:]))


def _trump_order(view: View, legal: list[Action]) -> list[Action]:
    """The trumps the seat may name, the longest and strongest group first (``none`` counts as two cards)."""

    def score(action: Action) -> tuple[int, int]:
        name = action.arg
        if name == "none":
            return (2, 0)
        g = _group(view.hand, name)
        return (len(g), sum(int(c[1:]) for c in g))

    return sorted(legal, key=score, reverse=True)  # stable: the first of equals stays first


def _partner_order(view: View, legal: list[Action]) -> list[Action]:
    """The partners the chief may name, the highest bidder first."""
    bids = _facts(view).bids or []
    return sorted(legal, key=lambda x: bids[int(x.arg)] if bids else 0, reverse=True)


def _auction_options(view: View, legal: list[Action]) -> list[Action]:
    """Stop (pass or done), then the top unrevealed card of each group, the best trump group first; no stop where
    it would make the seat the éclat's last to tie (``_bids_on``)."""
    out = [] if _bids_on(view, legal) else [a for a in legal if a.kind != "reveal"]
    for name in _groups(view.hand):
        top = _reveals_of(legal, name)[:1]
        if top and top[0] not in out:
            out += top
    return out + [a for a in legal if a not in out and a.kind == "reveal"]


def _team(view: View) -> set[int]:
    chief, partner = _facts(view).chief, _facts(view).partner
    return {s for s in (chief, partner) if s is not None}


def _play(view: View, legal: list[Action]) -> Action:
    facts = _facts(view)
    t = tables(facts.chief_trump, facts.vice_trump)
    team = _team(view)
    mine = team if view.seat in team else set(range(len(view.hand_sizes))) - team
    ints = [a.cards[0] for a in legal]
    tri = [TRIANGLES[c] for c in ints]
    if not view.trick:
        # lead a top trump while holding several, else a low card worth nothing
        trumps = [i for i, c in enumerate(ints) if t.suit_of[c] == TRUMP]
        if len(trumps) >= 3:
            return legal[max(trumps, key=lambda i: t.power(ints[i], TRUMP))]
        return legal[min(range(len(ints)), key=lambda i: (tri[i], t.power(ints[i], t.suit_of[ints[i]]), i))]
    led = t.suit_of[_card(view.trick[0][1])]
    powers = [t.power(_card(c), led) for _, c in view.trick]
    top = max(range(len(powers)), key=lambda i: (powers[i], -i))  # earlier equal card wins
    friend = view.trick[top][0] in mine
    pw = [t.power(c, led) for c in ints]
    beat = [i for i in range(len(ints)) if pw[i] > powers[top]]
    last = len(view.trick) == len(view.hand_sizes) - 1
    pot = sum(TRIANGLES[_card(c)] for _, c in view.trick)
    if friend and (last or t.suit_of[_card(view.trick[top][1])] == TRUMP):  # a friend's trump usually holds
        return legal[max(range(len(ints)), key=lambda i: (tri[i], -pw[i], -i))]  # smear triangles
    if not friend and beat and (pot > 0 or last or len(view.trick) >= 2):
        return legal[min(beat, key=lambda i: (pw[i], -tri[i]))] if last else legal[max(beat, key=lambda i: pw[i])]
    return legal[min(range(len(ints)), key=lambda i: (tri[i], pw[i], i))]


def _auction_reading(view: View) -> dict[int, tuple[list[str], bool]]:
    """Per other seat that has spoken in the auction: the cards it revealed (in order), and whether it has
    stopped (its last word a pass or done: the rule of thumb stops once its bid reaches what its hand wants)."""
    out: dict[int, tuple[list[str], bool]] = {}
    for s, a in zip(view.history_seats, view.public_history):
        if s == view.seat or a is None or a.kind not in ("reveal", "done", "pass"):
            continue
        shown, _ = out.get(s, ([], False))
        if a.kind == "reveal":
            shown = [*shown, DECK.codes[a.cards[0]]]
        out[s] = (shown, a.kind != "reveal")
    return out


def _maybe_tie_stepped(view: View) -> set[int]:
    """The other seats whose last reveal turn began below the highest other bid and ended one card above it: the
    rule of thumb ends there both when its group wants that many and when it wants one fewer (``TIE_STEP``)."""
    bids = [0] * len(view.hand_sizes)
    start: dict[int, tuple[int, int]] = {}  # seat -> (its bid, the highest other bid) as its last turn began
    last = None
    for s, a in zip(view.history_seats, view.public_history):
        if a is None or a.kind != "reveal":
            last = None
            continue
        if s != last:
            start[s] = (bids[s], max(b for t, b in enumerate(bids) if t != s))
        bids[s] += 1
        last = s
    return {
        s for s, (own, top) in start.items() if s != view.seat and TIE_STEP and own < top and bids[s] == top + TIE_STEP
    }


def _read_bids(
    view: View, rng: random.Random, hands: list[list[str]], unseen: list[str], room: list[int], void: list[set[int]]
) -> tuple[dict[int, str], dict[int, int]]:
    """Place in each bidder's hand the length of group its bid shows (the rule of thumb bids one card per card
    of its longest group beyond ``SPARE`` and reveals that group from the top; a world reads ``SPARE`` or up
    to ``READ_SHORTER`` fewer cards beyond the bid, so that it fits a player of any level: the rest of the
    group lies below its lowest revealed card; a bid that may have stepped past a tie is read one card shorter
    in half the worlds). Moves the placed cards from ``unseen`` to ``hands``; returns the groups
    whose length is now exact (``fill`` gives them no more of it) and, per seat, the longest any group of its
    may be (the chosen group's length; ``SPARE`` for a seat that passed bare)."""
    t = tables(_facts(view).chief_trump, _facts(view).vice_trump)
    spare = SPARE.get(len(view.hand_sizes), 5)
    exact: dict[int, str] = {}
    longest: dict[int, int] = {}
    stepped = _maybe_tie_stepped(view)
    for s, (shown, stopped) in sorted(_auction_reading(view).items()):
        if rng.random() >= BID_TRUST:
            continue  # this world does not read the seat's bids (a player need not bid by the rule of thumb)
        if not shown:
            if stopped:
                longest[s] = spare
            continue
        # the group's cards beyond the bid: the rule of thumb's ``SPARE`` or, evenly, one or two fewer (a searching
        # player bids closer to its group's length: in expert self-play about two beyond at four seats)
        extra = max(1, spare - rng.randrange(READ_SHORTER + 1))
        length = extra + len(shown) - (TIE_STEP if s in stepped and rng.random() < 0.5 else 0)
        names = _groups_of_all(shown)
        rng.shuffle(names)
        for name in names:
            have = len(_group(hands[s], name))
            low = min(int(c[1:]) for c in shown)
            free = [c for c in unseen if _group([c], name) and t.suit_of[_card(c)] not in void[s]]
            below = [c for c in free if int(c[1:]) <= low]
            need = length - have
            pick = below if len(below) >= need else free
            if 0 <= need <= min(room[s], len(pick)):
                for c in rng.sample(pick, need):
                    unseen.remove(c)
                    hands[s].append(c)
                room[s] -= need
                if stopped:
                    exact[s] = name
                    longest[s] = length
                break
    return exact, longest


def _sample_deck(
    view: View, rng: random.Random, in_play: list[str], voids: bool, bids: bool = False
) -> list[str] | None:
    """A deck order of the cards ``in_play`` dealing the seat its cards, every played and revealed card to its
    owner, the rest at random (``bids``: first the group lengths the others' bids show, and a world whose hands
    would have bid otherwise is refused: None)."""
    n = len(view.hand_sizes)
    facts = _facts(view)
    t = tables(facts.chief_trump, facts.vice_trump)
    plays = [
        (s, DECK.codes[a.cards[0]])
        for s, a in zip(view.history_seats, view.public_history)
        if a is not None and a.kind == "play"
    ]
    void: list[set[int]] = [set() for _ in range(n)]
    for k in range(0, len(plays), n):  # a seat that did not follow the led (effective) suit holds none of it
        trick = plays[k : k + n]
        led = t.suit_of[_card(trick[0][1])]
        for s, c in trick[1:]:
            if voids and t.suit_of[_card(c)] != led:
                void[s].add(led)
    hands: list[list[str]] = [[] for _ in range(n)]
    for s, c in plays:
        hands[s].append(c)
    pool = Counter(in_play)
    pool.subtract(c for _, c in plays)
    room = [0] * n
    for s in range(n):
        known = list(view.hand) if s == view.seat else list(view.open_hands.get(s, []))
        hands[s].extend(known)
        pool.subtract(known)
        room[s] = view.hand_sizes[s] - len(known)
    unseen = [c for c, k in pool.items() for _ in range(max(0, k))]
    rng.shuffle(unseen)
    exact, longest = _read_bids(view, rng, hands, unseen, room, void) if bids else ({}, {})

    def takes(s: int, c: str) -> bool:
        return room[s] > 0 and t.suit_of[_card(c)] not in void[s] and not (s in exact and _group([c], exact[s]))

    # most constrained card first, each to an allowed seat in proportion to its free room
    unseen.sort(key=lambda c: sum(takes(s, c) for s in range(n)))
    for c in unseen:
        seats = [s for s in range(n) if takes(s, c)]
        if not seats:
            return None
        s = rng.choices(seats, weights=[room[x] for x in seats])[0]
        hands[s].append(c)
        room[s] -= 1
    for s, most in longest.items():
        best = _best_group(hands[s])
        if len(_group(hands[s], best)) > most or (s in exact and best != exact[s]):
            return None  # this hand would have bid otherwise
    deck = []
    for i in range(sum(len(h) for h in hands)):
        deck.append(hands[(view.dealer + 1 + i) % n].pop())
    return deck


class MuPolicy(SampledPolicy):
    """Rule-of-thumb MÜ."""

    worlds = WORLDS
    relative = True  # the highest total wins the game: a seat values its points less the others'
    option_phases = frozenset({"auction", "trumps", "partner"})
    option_worlds = OPTION_WORLDS

    def heuristic(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        """The rule-of-thumb action."""
        if view.phase == "auction":
            return _auction(view, legal)
        if view.phase == "trumps":
            return _trump_order(view, legal)[0]
        if view.phase == "partner":
            return _partner_order(view, legal)[0]
        if view.phase == "play":
            return _play(view, legal)
        return rng.choice(legal)

    def caution(self, view: View) -> float:
        """A bid, trump or partner other than the rule of thumb's must beat it by ``OPTION_CAUTION`` standard errors
        of the per-world gain (with the sixth pass's auction rule, 8 worlds and no margin gained nothing over it,
        issue 13's sixth pass); a card needs nothing."""
        return OPTION_CAUTION if view.phase in self.option_phases else 0.0

    def preference(self, view: View, legal: list[Action]) -> list[Action]:
        """The auction's stop and one reveal per group (best group first); trumps by length; partners by bid."""
        if view.phase == "auction":
            return _auction_options(view, legal)
        if view.phase == "trumps":
            return _trump_order(view, legal)
        return _partner_order(view, legal)

    def commitment(self, view: View, action: Action, legal: Sequence[Action]) -> Stated | None:
        """A stop in the auction (pass or done) with cards shown stands by the seat's bid: its contract, should
        the auction end with it chief there; the chief's trump and partner restate it."""
        chief = view.phase in ("trumps", "partner") and _facts(view).chief == view.seat
        if not chief and (view.phase != "auction" or action.kind not in ("pass", "done")):
            return None
        bid = (_facts(view).bids or [0] * len(view.hand_sizes))[view.seat]
        return Stated("contract", str(bid), view.seat, contract=True, forced=len(legal) == 1) if bid else None

    def made(self, note: Stated, result: Result) -> bool | None:
        """The chief's team reached the target of his bid (judged only for the chief at the bid he stopped at)."""
        d = result.details
        if d.get("chief") != note.seat or str(d.get("bid")) != note.what:
            return None
        return bool(d.get("made"))

    def playout_value(self, state: Any, view: View) -> float:
        """A playout's value; for a decision before the cards the bonus and penalty are what they are worth when
        the searched play ends ``PLAY_ERROR`` away from the heuristic playout's team points (``_settled``)."""
        if view.phase not in self.option_phases:
            return super().playout_value(state, view)
        self.play_out(state)
        return sum(w * self.score(points, view.seat) for w, points, _ in self._settled(state))

    def judge_for(self, view: View, actions: list[Action]) -> Callable[[Action, Any], Judged] | None:
        """Before the cards a world judges a contract made with the chance ``_settled`` gives it."""
        judge = super().judge_for(view, actions)
        if judge is None or view.phase not in self.option_phases:
            return judge

        def settled(action: Action, state: Any) -> Judged:
            if judge(action, state) is None:
                return None
            return [(w, self.score(points, view.seat), made) for w, points, made in self._settled(state) if w > 0]

        return settled

    def _settled(self, state: Any) -> list[tuple[float, list[float], bool]]:
        """A played-out deal's points read with the team's triangles as a measurement of the searched play's
        (normal, ``PLAY_ERROR`` mean and spread): (chance, points, made) when the contract is made and when not
        (after an éclat: the deal's points, once)."""
        result = state.result()
        details = result.details
        if details.get("eklat"):
            return [(1.0, list(result.points), False)]
        players = len(details["bids"])
        bias, spread = PLAY_ERROR.get(players, PLAY_ERROR[4])
        mean = details["team_points"] + bias
        rules = self.game.options
        bid = details["bid"]

        def reached(level: int) -> float:  # the chance the team's points reach ``level``'s target
            need = target(players, level, rules["six_player_row"])
            return 0.5 * (1 + math.erf((mean - need + 0.5) / (spread * math.sqrt(2))))

        made = reached(bid)
        # each level not reached is one card short; a failure misses the bid's level, and each level below it
        # with its own chance of being missed (given the failure)
        missed = sum(1 - reached(level) for level in range(1, bid))
        short = 1 + (missed / (1 - made) if made < 1 else 0.0)
        team = details["team"]
        won = [float(t) for t in details["triangles"]]
        lost = list(won)
        for s in range(players):
            if s in team:
                won[s] += bonus(bid, details["chief_trump"], rules["bonus_cap"])
            else:
                lost[s] += 5 * short
        lost[details["chief"]] -= 10 * short
        return [(made, won, True), (1 - made, lost, False)]

    def sample_deal(self, view: View, rng: random.Random, attempt: int) -> Sampled | None:
        """The unseen cards dealt to the other seats, the others' bids read in the first ``BID_TRIES`` tries and
        voids respected in the first 30."""
        deck = _sample_deck(
            view, rng, self.game.cards_in_play(len(view.hand_sizes)), voids=attempt < 30, bids=attempt < BID_TRIES
        )
        return None if deck is None else (deck, {})


def make_policy(game: Game) -> MuPolicy:
    """The MÜ policy."""
    return MuPolicy(game)
