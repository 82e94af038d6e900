"""Match saves and the autosave: round trip, replay on load, hostile saves refused and moved aside."""

from __future__ import annotations

import copy
import json
import os
import random

import pytest

from cardtable import games
from cardtable.storage import Autosaver, MatchSave, StorageError, find_autosave, load_save, read_save, write_save
from cardtable.storage.saves import default_match_factory


def play_match(game_name: str, seed: int = 7, finished: int = 2, extra: int = 3, **options):
    """A live match with ``finished`` deals done and ``extra`` actions into the next one."""
    game = games.get(game_name, **options)
    match = default_match_factory(game)(game=game, players=game.default_players, seed=seed)
    rng = random.Random(seed)
    state = None
    while match.deal_number < finished and not match.is_over:
        state = match.new_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
        state = None
    if not match.is_over:
        state = match.new_deal()
        for _ in range(extra):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
    return match, state


def capture(match, state) -> MatchSave:
    names = [f"P{i}" for i in range(match.players)]
    return MatchSave.capture(match, state, names, [None] + ["normal"] * (match.players - 1))


def test_round_trip_restores_match_and_deal_in_progress(tmp_path, game_name):
    match, state = play_match(game_name)
    path = tmp_path / "m.json"
    write_save(capture(match, state), path)
    assert json.loads(path.read_text())["format"] == "cardtable-save/1"
    save = read_save(path)
    assert save.seat_names[0] == "P0" and save.bot_levels[0] is None
    m2, s2 = save.restore()
    assert type(m2) is type(match)
    assert m2.to_json() == match.to_json(), "every part of the match (pots, winner…) is rebuilt"
    assert m2.totals == match.totals and m2.deal_number == match.deal_number and m2.dealer == match.dealer
    assert [d.record.actions for d in m2.history] == [d.record.actions for d in match.history]
    assert s2 is not None and s2.actions_text == state.actions_text
    assert (s2.to_move, s2.phase) == (state.to_move, state.phase)
    # the restored deal plays on exactly like the original
    rng1, rng2 = random.Random(1), random.Random(1)
    while not state.is_over:
        a, b = rng1.choice(state.legal_actions()), rng2.choice(s2.legal_actions())
        assert a == b
        state.apply(a)
        s2.apply(b)
    assert s2.result().to_json() == state.result().to_json()


def test_ulti_4m_match_survives_a_save(tmp_path):
    # the 4M variant's match carries the Ablak pot and its log: rebuilt by replaying, compared whole
    match, state = play_match("ulti", seed=1, finished=6, variant="4m")
    assert match.game.variant == "4m" and hasattr(match, "ablak")
    write_save(capture(match, state), tmp_path / "m.json")
    m2, s2 = read_save(tmp_path / "m.json").restore()
    assert m2.to_json() == match.to_json()
    assert s2 is not None and s2.game.variant == "4m" and s2.actions_text == state.actions_text


def test_save_between_deals(tmp_path, game_name):
    match, _ = play_match(game_name, finished=1)
    write_save(capture(match, None), tmp_path / "m.json")
    m2, s2 = read_save(tmp_path / "m.json").restore()
    assert s2 is None and m2.totals == match.totals


def _mutations(doc: dict) -> dict[str, tuple[dict, str]]:
    """Named hostile edits of a valid save document, each with words its error must contain."""
    out: dict[str, tuple[dict, str]] = {}

    def edit(name: str, words: str, fn) -> None:
        d = copy.deepcopy(doc)
        fn(d)
        out[name] = (d, words)

    first = doc["finished"][0]["record"]
    legal_first = first["actions"][0]
    edit("future format", "newer cardtable", lambda d: d.update(format="cardtable-save/7"))
    edit("unknown game", "game", lambda d: d.update(game="skat"))
    edit("players wrong type", "players", lambda d: d.update(players="two"))
    edit("too many players", "players", lambda d: d.update(players=99))
    edit("seat names short", "seat_names", lambda d: d["seat_names"].pop())
    edit("bot level object", "bot level", lambda d: d["bot_levels"].__setitem__(1, {"x": 1}))
    edit("totals tampered", "totals", lambda d: d["totals"].__setitem__(0, d["totals"][0] + 5))
    edit("points tampered", "points", lambda d: d["finished"][0]["points"].__setitem__(0, 999))
    edit("dealer wrong", "dealer", lambda d: d.update(dealer=(d["dealer"] + 1) % d["players"]))
    edit("record not an object", "not an object", lambda d: d["finished"].__setitem__(0, "deal"))
    edit("record format", "not a valid deal record", lambda d: d["finished"][0]["record"].update(format="x"))
    edit("unknown card", "cannot be replayed", lambda d: d["finished"][0]["record"]["deck"].__setitem__(0, "XX"))
    edit(
        "illegal action",
        "cannot be replayed",
        lambda d: d["finished"][0]["record"]["actions"].insert(1, legal_first),  # the same action twice
    )
    edit("action text", "cannot be replayed", lambda d: d["finished"][0]["record"]["actions"].__setitem__(0, "fly"))
    edit("deal cut short", "did not end", lambda d: d["finished"][0]["record"].update(actions=[]))
    edit("other game in a deal", "another game", lambda d: d["finished"][0]["record"].update(game="toy"))
    edit(
        "result tampered",
        "result",
        lambda d: d["finished"][0]["record"].__setitem__("result", {"points": [1, 2, 3], "lines": []}),
    )
    edit(
        "deals duplicated",
        "",  # wrong dealer or a deal after the end, depending on the game
        lambda d: d["finished"].extend([copy.deepcopy(d["finished"][0]) for _ in range(40)]),
    )
    edit("current wrong type", "deal in progress", lambda d: d.update(current=[1, 2]))
    edit("huge seed", "seed", lambda d: d.update(seed=10**30))
    return out


def test_hostile_saves_are_refused_quarantined_and_kept_intact(tmp_path, game_name):
    match, state = play_match(game_name)
    doc = capture(match, state).to_json()
    quarantine = tmp_path / "quarantine"
    for name, (bad, words) in _mutations(doc).items():
        path = tmp_path / "saves" / "bad.json"
        path.parent.mkdir(exist_ok=True)
        raw = json.dumps(bad).encode()
        path.write_bytes(raw)
        loaded = load_save(path, quarantine)
        assert loaded.save is None, name
        err = loaded.problem
        assert isinstance(err, StorageError), name
        assert words in err.message, (name, err.message)
        assert "\n" not in str(err) and "Traceback" not in str(err), name
        assert not path.exists(), name
        assert err.quarantined is not None and err.quarantined.read_bytes() == raw, name
    assert len(list(quarantine.iterdir())) == len(_mutations(doc))


def test_load_save_without_quarantine_leaves_the_file(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text("{not json")
    loaded = load_save(path)
    assert loaded.save is None and "damaged" in loaded.problem.message
    assert path.read_text() == "{not json"


def test_autosave_is_offered_then_discarded(home, game_name):
    assert find_autosave(home) is None
    match, state = play_match(game_name)
    saver = Autosaver(home)
    saver.save_match(match, state, ["A"] * match.players, [None] * match.players)
    offered = find_autosave(home)
    assert offered is not None and offered.current is not None
    assert offered.current.actions == state.actions_text
    saver.discard()
    assert find_autosave(home) is None
    saver.discard()  # twice is fine


def test_bad_autosave_is_not_offered_and_is_moved_aside(home):
    home.autosave.write_bytes(b'{"format": "cardtable-save/1", "game": 3}')
    problems: list[StorageError] = []
    assert find_autosave(home, on_problem=problems.append) is None
    assert len(problems) == 1 and "autosave" in problems[0].message
    assert not home.autosave.exists()
    assert [p.read_bytes() for p in home.quarantine.iterdir()] == [b'{"format": "cardtable-save/1", "game": 3}']


def test_finished_match_is_not_offered(home, game_name):
    game = games.get(game_name)
    match = default_match_factory(game)(game=game, players=game.default_players, seed=3, deals=1)
    rng = random.Random(3)
    while not match.is_over:
        state = match.new_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
    Autosaver(home).save_match(match, None, ["A"] * match.players, [None] * match.players)
    assert read_save(home.autosave).restore()[0].is_over
    assert find_autosave(home) is None
    assert home.autosave.exists(), "a good finished autosave is not quarantined"


def test_write_failure_is_a_storage_error(tmp_path, game_name):
    match, state = play_match(game_name)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StorageError, match="cannot be written"):
        write_save(capture(match, state), blocker / "sub" / "m.json")


def _make_bad_autosave(kind: str, path, tmp_path) -> None:
    if kind == "folder":
        path.mkdir()
        (path / "inside").write_text("x")
    elif kind == "device":
        path.symlink_to("/dev/zero")
    elif kind == "huge":
        with open(path, "wb") as f:
            f.truncate(9_000_000)  # sparse: bigger than any save may be
    elif kind == "binary":
        path.write_bytes(bytes(range(256)))
    elif kind == "future":
        path.write_text('{"format": "cardtable-save/2", "game": "ulti"}')
    elif kind == "truncated":
        path.write_text('{"format": "cardtable-save/1", "game": "ul')
    elif kind == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000)


@pytest.mark.parametrize("kind", ["folder", "device", "huge", "binary", "future", "truncated", "deep"])
def test_hostile_autosave_files(home, tmp_path, kind):
    if kind == "device" and not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero on this platform")
    _make_bad_autosave(kind, home.autosave, tmp_path)
    problems: list[StorageError] = []
    assert find_autosave(home, on_problem=problems.append) is None
    assert len(problems) == 1 and problems[0].quarantined is not None
    assert "\n" not in problems[0].message
    assert not (home.autosave.exists() or home.autosave.is_symlink())
    assert problems[0].quarantined.parent == home.quarantine
    # the next start finds nothing and says nothing
    assert find_autosave(home, on_problem=problems.append) is None and len(problems) == 1


def test_an_overlong_seat_name_never_makes_the_autosave_unreadable(home, game_name):
    """Found by the monkey test: an 80-character name was written, then refused on loading."""
    from cardtable.storage.saves import MAX_NAME

    match, state = play_match(game_name)
    Autosaver(home).save_match(match, state, ["x" * 80] * match.players, [None] * match.players)
    offered = find_autosave(home)
    assert offered is not None
    assert offered.seat_names == ["x" * MAX_NAME] * match.players
