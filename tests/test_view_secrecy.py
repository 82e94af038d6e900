"""A view carries only what its seat may know at that moment — every game, every player count, every phase.

Seeded random deals are walked action by action. At every state each seat's view is checked field by field:

* its hand is its own; another seat's cards appear only where the rules lay them open (MÜ's revealed
  auction cards, Was sticht?'s face-up draft, Ulti's terített hands after trick 1);
* undealt cards (talon, stock, the Was sticht? trump cards) and other seats' hidden actions never appear:
  another seat's hidden action shows as ``None``;
* Was sticht?: nobody knows the trumps during the task draft, only the start player during the card draft;
* twins: the same actions replayed on a deal with two cards swapped give every seat the very same view
  (legal actions aside, which the rules may tie to a partner's hand, e.g. BTE §6.3) as long as neither
  swapped card shows in it — so nothing hidden leaks through a flag, a count, a seat to move or a pass.
"""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

from cardtable import games
from cardtable.engine.protocol import Action, IllegalAction

SEEDS = (1, 2)
TWINS = 6
HIDDEN = None  # another seat's hidden action


def _tables() -> list[tuple[str, dict, int]]:
    out = []
    for name in games.names():
        variants = [{"variant": "mausz"}, {"variant": "4m"}] if name == "ulti" else [{}]
        for options in variants:
            game = games.get(name, **options)
            for n in range(game.min_players, game.max_players + 1):
                out.append((name, options, n))
    return out


def _game(name: str, options: dict, players: int):
    """The game for ``players`` seats: a table size is a rule option where the game takes one (Tarokk)."""
    game = games.get(name, **options)
    if players != game.default_players:
        try:
            return games.get(name, players=players, **options)
        except (TypeError, ValueError):
            pass
    return game


TABLES = _tables()


def _deck(state) -> list[str]:
    return list(state.deck_codes)


def _walk(game, players: int, seed: int):
    """A seeded random deal: (deck, dealer, actions) of a deal played to its end."""
    dealer = seed % players
    state = game.new_deal(seed, dealer=dealer, players=players)
    deck = _deck(state)
    rng = random.Random(seed)
    actions = []
    while state.to_move is not None and len(actions) < 400:
        legal = state.legal_actions()
        a = rng.choice(legal)
        state.apply(a)
        actions.append(a.text)
    return deck, dealer, actions


_TOKEN = re.compile(r"[^\s,;:=()\[\]'\"]+")


def _tokens(x, out: set[str]) -> set[str]:
    if isinstance(x, Action):
        x = x.text
    if isinstance(x, str):
        out.update(_TOKEN.findall(x))
    elif isinstance(x, dict):
        for k, v in x.items():
            _tokens(k, out)
            _tokens(v, out)
    elif isinstance(x, list | tuple | set):
        for y in x:
            _tokens(y, out)
    return out


def _view_tokens(view) -> set[str]:
    return _tokens([v for k, v in dataclasses.asdict(view).items() if k != "legal_actions"], set())


def _comparable(view) -> dict:
    d = dataclasses.asdict(view)
    d.pop("legal_actions")
    return d


def _open_allowed(name: str, view, other: int, state) -> bool:
    """May ``view`` show seat ``other``'s cards in ``open_hands``?"""
    if name == "mu":
        return True  # MÜ: the cards revealed in the auction lie face up (checked against them below)
    if name == "was-sticht":
        return view.phase in ("tasks", "draft")  # the drafted cards lie face up until the draft ends
    if name == "ulti":
        c = state.contract
        return c is not None and view.facts.tricks_played >= 1 and (c.open_all or other == state.declarer)
    return False


def _check_view(name: str, state, seat: int, hands: list[set[str]]) -> None:
    v = state.view(seat)
    assert v.seat == seat
    assert set(v.hand) == hands[seat], "a view's hand is its own"
    for other, cards in v.open_hands.items():
        assert _open_allowed(name, v, other, state), (name, v.phase, other)
        if name == "mu":
            assert set(cards) <= hands[other] | set(state.view(other).hand)
        else:
            assert set(cards) == hands[other]
    # Another seat's hidden action never shows its words: the placeholder stands in for it.
    for text, who in zip(v.public_history, v.history_seats):
        if text is HIDDEN:
            assert who != seat, "a seat sees its own actions"
    if name == "was-sticht":
        knows = v.phase not in ("tasks", "draft") or (v.phase == "draft" and seat == state.start)
        assert (v.trump is not None) == knows and v.facts.trumps_known == knows, (v.phase, seat)
        if not knows:
            assert v.facts.trump_colour is None and v.facts.trump_number is None


def _check_cards_seen(state, players: int, codes: set[str], held: list[set[str]]) -> None:
    """A card shows in a seat's view only if that seat has held it or it is public (in every seat's view):
    talon, stock, the other hands and the discards stay hidden."""
    seen = [_view_tokens(state.view(s)) & codes for s in range(players)]
    public = set.intersection(*seen)
    for s in range(players):
        leaked = seen[s] - held[s] - public
        assert not leaked, (s, state.phase, sorted(leaked))


def _hands(state, players: int) -> list[set[str]]:
    return [set(state.view(s).hand) for s in range(players)]


def _hidden_placeholders(state, players: int) -> None:
    """Each hidden entry is hidden for every other seat and shown to its own seat only."""
    views = [state.view(s) for s in range(players)]
    for i in range(len(state.history)):
        texts = [v.public_history[i] for v in views]
        who = views[0].history_seats[i]
        if HIDDEN in texts:
            assert 0 <= who < players and texts[who] is not HIDDEN, "the actor sees his own action"
            assert all(t is HIDDEN for s, t in enumerate(texts) if s != who), "hidden to all the others alike"
        else:
            assert len(set(texts)) == 1, "a public action reads the same for everyone"


def _twin_decks(deck: list[str], rng: random.Random, fixed: int) -> list[tuple[list[str], set[str]]]:
    out = []
    cards = len(deck) - fixed
    for _ in range(TWINS * 3):
        i, j = rng.sample(range(cards), 2)
        if deck[i] == deck[j]:
            continue
        other = deck[:]
        other[i], other[j] = other[j], other[i]
        out.append((other, {deck[i], deck[j]}))
        if len(out) == TWINS:
            break
    return out


@pytest.mark.parametrize(
    ("name", "options", "players"), TABLES, ids=[f"{t[0]}{t[1].get('variant', '')}-{t[2]}" for t in TABLES]
)
def test_views_carry_only_what_the_seat_may_know(name, options, players):
    game = _game(name, options, players)
    fixed = 2 if name == "was-sticht" else 0  # the trump cards close the Was sticht? deck
    compared = 0
    for seed in SEEDS:
        deck, dealer, actions = _walk(game, players, seed)
        rng = random.Random(seed * 31 + players)
        state = game.new_deal(deck=deck, dealer=dealer, players=players)
        twins = []
        for other, swapped in _twin_decks(deck, rng, fixed):
            try:
                twins.append([game.new_deal(deck=other, dealer=dealer, players=players), swapped])
            except ValueError:
                continue
        codes = set(deck)
        held: list[set[str]] = [set() for _ in range(players)]
        for step in range(len(actions) + 1):
            hands = _hands(state, players)
            for seat in range(players):
                held[seat] |= hands[seat]
                _check_view(name, state, seat, hands)
            _check_cards_seen(state, players, codes, held)
            _hidden_placeholders(state, players)
            for pair in twins:
                twin, swapped = pair
                if twin is None:
                    continue
                for seat in range(players):
                    v1, v2 = state.view(seat), twin.view(seat)
                    if swapped & (_view_tokens(v1) | _view_tokens(v2)):
                        continue
                    assert _comparable(v1) == _comparable(v2), (name, players, seed, step, seat, swapped)
                    compared += 1
            if step == len(actions):
                break
            state.apply(actions[step])
            for pair in twins:
                if pair[0] is not None:
                    try:
                        pair[0].apply(actions[step])
                    except IllegalAction:
                        pair[0] = None  # the swap changed what may be played: the twins part here
    # Was sticht?: every card lies face up in the draft rows, so only its trumps are hidden (next test).
    assert compared > 0 or name == "was-sticht"


def test_was_sticht_trumps_twin_views_during_the_task_draft():
    """Two rounds that differ only in their trump cards look the same to everyone in the task draft, and to
    everyone but the start player in the card draft until its first mock trick is decided."""
    game = games.get("was-sticht")
    for seed in range(4):
        s = game.new_deal(seed, dealer=seed % 4)
        deck = list(s.deck_codes)
        colours = [c for c in ("colour=R", "colour=B", "colour=Y", "colour=G", "colour=none") if c != deck[-2]]
        t = game.new_deal(deck=[*deck[:-2], colours[seed % 4], deck[-1]], dealer=s.dealer)
        rng = random.Random(seed)
        while s.phase in ("tasks", "draft") and not s.view(0).facts.draft_winners:
            for seat in range(4):
                if s.phase == "tasks" or seat != s.start:
                    assert s.view(seat) == t.view(seat), (s.phase, seat)
                else:
                    assert s.view(seat).trump != t.view(seat).trump
            a = rng.choice(s.legal_actions())
            s.apply(a)
            t.apply(a.text)


def test_tarokk_a_throw_in_not_taken_is_silent_bte_7_1():
    """BTE §7.1: a seat that could throw the deal in and does not is seen by nobody: the table looks the same
    as when his hand could not (the deals differ only in the T2 and the DJ, hidden in seats 2 and 3)."""
    from cardtable.games.tarokk.scenario import deal

    talon = "SQ SC SJ S10 CQ CC"
    may = deal({0: "T22 T21", 2: "T1 HK HQ HC HJ HA DQ DC DJ", 3: "T2"}, talon=talon)  # pagát alone: may annul
    may_not = deal({0: "T22 T21", 2: "T1 T2 HK HQ HC HJ HA DQ DC", 3: "DJ"}, talon=talon)
    steps = ["bid 3", "pass", "pass", "pass", "take 3", None, "discard S10", "discard CQ", "discard CC"]
    for text in steps:
        for seat in (0, 1):
            assert may.view(seat) == may_not.view(seat), (text, seat)
        if text is None:  # the declarer lays down the talon's three cards
            text = "discard " + " ".join(sorted(c for c in may.view(0).hand if c in talon.split()))
        if may.to_move == 2 and may.phase == "discard":
            assert "annul" in [a.text for a in may.legal_actions()]  # he could throw in, and does not
            assert "annul" not in [a.text for a in may_not.legal_actions()]
        may.apply(text)
        may_not.apply(text)
    assert may.phase == may_not.phase == "call"
    assert all(may.view(seat) == may_not.view(seat) for seat in (0, 1))
