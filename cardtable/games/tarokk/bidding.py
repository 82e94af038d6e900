"""The Tarokk auction (digest §4): honour requirement, hold, invit by jumps and engedés, próbahárom.

Bids are counted in talon cards the declarer will take: 3 (three), 2, 1,
0 (solo); 4 means nobody has bid yet. Seats are auction positions 0..3 from
the forehand. The legal-bid generator is the digest's §4.4 one, adjusted to BTE.
"""

from __future__ import annotations

from cardtable.engine.protocol import Action
from cardtable.games.tarokk import actions as A
from cardtable.games.tarokk.options import TarokkOptions
from cardtable.games.tarokk.tables import HIGH_HONOURS, HONOURS, XIX, XVIII, XX, tarokk_count

NOT_SPOKEN, IN, OUT = 0, 1, 2
JUMP_CARD = {1: XIX, 2: XVIII}  # §3.9: one step too high promises the XIX, two steps the XVIII


def meets_invit(hand: int, opts: TarokkOptions) -> bool:
    """May this hand invite (BTE §3.3 high honour, §3.6 at least five tarokks)?"""
    if opts.invit_high_honour and not hand & HIGH_HONOURS:
        return False
    return tarokk_count(hand) >= opts.invit_tarokks


class Auction:
    """The bidding of one deal, position by position."""

    def __init__(self, opts: TarokkOptions) -> None:
        self.opts = opts
        self.status = [NOT_SPOKEN] * 4
        self.cur = 4  # talon cards of the standing bid; 4 = none yet
        self.held = False
        self.holder = -1  # position of the standing bid (its bidder or holder)
        self.bidder = -1  # position that made the standing bid (for the old hold rule)
        self.to = 0
        self.invit = -1  # the invited card, -1 if none
        self.inviter = -1
        self.accepted = False  # someone bid or held after the invit
        self.bidders: set[int] = set()
        self.trial = False  # próbahárom
        self.done = False
        self.thrown_in = False
        self.words: list[tuple[int, str]] = []  # (position, action text)

    def clone(self) -> Auction:
        """An independent copy."""
        c = object.__new__(Auction)
        c.__dict__.update(self.__dict__)
        c.status = list(self.status)
        c.bidders = set(self.bidders)
        c.words = list(self.words)
        return c

    def can_hold(self, p: int) -> bool:
        """May position ``p`` hold (tartom) the standing bid (§4.3)?"""
        if self.status[p] != IN or self.held or self.cur == 4 or self.holder == p:
            return False
        return self.opts.hold_rule == "new" or p < self.bidder

    def fourth_after_passes(self, p: int) -> bool:
        """Is ``p`` the fourth speaker after three passes (próbahárom; jumps are no invit)?"""
        return self.cur == 4 and p == 3 and self.status[:3] == [OUT, OUT, OUT]

    def forced_hold(self, p: int) -> bool:
        """The three-bidder overbid by two: passing would be engedés (§4.4)."""
        return self.can_hold(p) and self.cur == 2 and self.invit == -1

    def legal(self, p: int, hand: int) -> list[Action]:
        """Every legal word of position ``p`` holding ``hand``."""
        if self.opts.inviter_locked and p == self.inviter:
            return [A.PASS]
        if self.fourth_after_passes(p):
            if not hand & HONOURS:
                return [A.PASS, A.BID[3]] if self.opts.trial_three else [A.PASS]
            return [A.PASS, A.BID[3], A.BID[2], A.BID[1], A.BID[0]]
        if not hand & HONOURS:
            return [A.PASS]
        hold = self.can_hold(p)
        minimum = self.cur if hold else self.cur - 1
        out = [A.PASS]
        if minimum >= 0:
            out.append(A.HOLD if hold else A.BID[minimum])
        inviting = meets_invit(hand, self.opts)
        for k in (1, 2):
            b = minimum - k
            if b < 0:
                break
            if self.invit != -1 or (inviting and (hand >> JUMP_CARD[k]) & 1):
                out.append(A.BID[b])  # after an invit a jump is a plain bid (§3.8)
        if self.cur == 4 and A.BID[0] not in out:
            out.append(A.BID[0])  # an opening solo is no invit (§3.7)
        if self.forced_hold(p) and not (inviting and (hand >> XX) & 1):
            out.remove(A.PASS)
        return out

    def invites(self, p: int, action: Action) -> int:
        """The tarokk this word of position ``p`` would invite (BTE §3.3, §3.4, §3.9), -1 for none.

        A pass by the overbid three-bidder is the engedés (the XX); a bid one or two steps beyond the next is an
        invit of the XIX / XVIII, unless an invit stands (§3.8), it is the fourth speaker's after three passes
        (próbahárom), or it is an opening solo (§3.7).
        """
        if self.invit != -1:
            return -1
        if action.kind == "pass":
            return XX if self.forced_hold(p) else -1
        if action.kind != "bid" or self.fourth_after_passes(p):
            return -1
        b = A.BID_NUMBER[action.arg]
        minimum = self.cur if self.can_hold(p) else self.cur - 1
        if minimum - b > 0 and not (self.cur == 4 and b == 0):
            return JUMP_CARD[minimum - b]
        return -1

    def apply(self, p: int, action: Action, hand: int) -> None:
        """Apply a legal word of position ``p``."""
        self.words.append((p, action.text))
        invited = self.invites(p, action)
        if invited != -1:
            self.invit, self.inviter = invited, p
        if action.kind == "pass":
            self.status[p] = OUT
        elif action.kind == "hold":
            self.held = True
            self.holder = p
            self.status[p] = IN
            self.bidders.add(p)
            if self.invit != -1 and p != self.inviter:
                self.accepted = True
        else:
            b = A.BID_NUMBER[action.arg]
            fourth = self.fourth_after_passes(p)
            if fourth:
                self.trial = not hand & HONOURS
            elif invited == -1 and self.invit != -1 and p != self.inviter:
                self.accepted = True
            self.cur, self.held, self.holder, self.bidder = b, False, p, p
            self.status[p] = IN
            self.bidders.add(p)
            if b == 0:
                # After a solo only players already in may speak (to hold it).
                self.status = [OUT if s == NOT_SPOKEN else s for s in self.status]
        self._advance(p)

    def _advance(self, p: int) -> None:
        live = [q for q in range(4) if self.status[q] != OUT]
        if not live:
            self.done = self.thrown_in = True
            return
        if (self.cur == 0 and self.held) or (len(live) == 1 and self.status[live[0]] == IN):
            self.done = True
            return
        for k in range(1, 5):
            q = (p + k) % 4
            if self.status[q] != OUT and q != self.holder:
                self.to = q
                return
        self.done = True  # only the holder is left

    @property
    def declarer(self) -> int:
        """Position of the auction winner (valid once done, unless thrown in)."""
        return self.holder

    def sole_raise(self) -> bool:
        """May the declarer choose 3/2/1/0 talon cards (BTE §3.2)?"""
        if not self.opts.sole_bidder_raise or self.trial or self.bidders != {self.holder}:
            return False
        return not (self.invit != -1 and self.inviter == self.holder)  # his unaccepted opening invit
