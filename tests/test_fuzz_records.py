"""Fuzzing the loaders: random JSON and mutated valid records and saves.

Only the documented error classes may come out: ``RecordError`` from
``DealRecord.loads/from_json/replay``, ``StorageError`` from the save loader.
CI-sized by default (deterministic, a few seconds); set
``CARDTABLE_FUZZ_EXAMPLES=5000`` (any number) for a bigger, randomised run.
"""

from __future__ import annotations

import copy
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable import games
from cardtable.engine.match import Match
from cardtable.engine.record import DealRecord, RecordError
from cardtable.storage import MatchSave, StorageError, read_save

BIG = os.environ.get("CARDTABLE_FUZZ_EXAMPLES")
EXAMPLES = int(BIG) if BIG else 200

FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,  # no example files in the work tree
    derandomize=not BIG,  # CI runs are the same every time; a big run explores
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)


def real_games() -> list[str]:
    """Engines that play a deal (Écarté and Ulti once they exist)."""
    found = []
    for name in ("ecarte", "ulti"):
        try:
            state = games.get(name).new_deal(1)
            while not state.is_over:
                state.apply(state.legal_actions()[0])
            found.append(name)
        except Exception:
            continue
    assert found, "no game engine imports"
    return found


GAMES = real_games()

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
)
json_values = st.recursive(
    scalars,
    lambda kids: st.one_of(st.lists(kids, max_size=5), st.dictionaries(st.text(max_size=8), kids, max_size=5)),
    max_leaves=12,
)
RECORD_KEYS = ["format", "game", "variant", "seed", "dealer", "deck", "actions", "players", "options", "result"]


def _record_doc(game: str, seed: int) -> dict:
    g = games.get(game)
    state = g.new_deal(seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return DealRecord.from_state(state, seed=seed).to_json()


def _check_record_json(data) -> None:
    try:
        record = DealRecord.from_json(data)
        record.replay()
    except RecordError as e:
        assert str(e) and "\n" not in str(e).strip()


def _check_record_text(text: str) -> None:
    try:
        record = DealRecord.loads(text)
        record.replay()
    except RecordError:
        pass


@FUZZ
@given(json_values)
def test_random_json_as_a_record(data):
    _check_record_json(data)


@FUZZ
@given(st.dictionaries(st.sampled_from(RECORD_KEYS), json_values, max_size=10))
def test_random_record_shaped_objects(data):
    data.setdefault("format", "cardtable-deal/1")
    _check_record_json(data)


@FUZZ
@given(st.one_of(st.text(max_size=200), json_values.map(json.dumps)))
def test_random_text_as_a_record(text):
    _check_record_text(text)


def _mutate(doc: dict, data: st.DataObject, pool: list[str]) -> dict:
    """Apply a few random edits a corrupted or hostile file could contain."""
    d = copy.deepcopy(doc)
    for _ in range(data.draw(st.integers(1, 3))):
        op = data.draw(st.sampled_from(["set", "delete", "deck", "actions", "truncate", "swap"]))
        if op == "set":
            d[data.draw(st.sampled_from(RECORD_KEYS))] = data.draw(json_values)
        elif op == "delete":
            d.pop(data.draw(st.sampled_from(RECORD_KEYS)), None)
        elif op == "deck" and isinstance(d.get("deck"), list) and d["deck"]:
            i = data.draw(st.integers(0, len(d["deck"]) - 1))
            d["deck"][i] = data.draw(st.one_of(st.sampled_from(d["deck"]), st.text(max_size=4), json_values))
        elif op == "actions" and isinstance(d.get("actions"), list):
            i = data.draw(st.integers(0, len(d["actions"])))
            d["actions"].insert(i, data.draw(st.one_of(st.sampled_from(pool), st.text(max_size=12))))
        elif op == "truncate" and isinstance(d.get("actions"), list):
            d["actions"] = d["actions"][: data.draw(st.integers(0, len(d["actions"])))]
        elif op == "swap" and isinstance(d.get("actions"), list) and len(d["actions"]) > 1:
            i, j = data.draw(st.integers(0, len(d["actions"]) - 1)), data.draw(st.integers(0, len(d["actions"]) - 1))
            d["actions"][i], d["actions"][j] = d["actions"][j], d["actions"][i]
    return d


@pytest.mark.parametrize("game", GAMES)
def test_mutated_valid_records(game):
    docs = [_record_doc(game, s) for s in range(4)]
    pool = sorted({a for d in docs for a in d["actions"]})

    @FUZZ
    @given(st.data())
    def run(data):
        doc = _mutate(data.draw(st.sampled_from(docs)), data, pool)
        _check_record_json(doc)
        _check_record_text(json.dumps(doc))

    run()


# ---- saves ---------------------------------------------------------------------------------------

SAVE_KEYS = [
    "format",
    "game",
    "variant",
    "options",
    "players",
    "seat_names",
    "bot_levels",
    "seed",
    "deals",
    "target",
    "first_dealer",
    "dealer",
    "totals",
    "finished",
    "current",
    "saved_at",
]


def _save_doc(game: str, seed: int) -> dict:
    g = games.get(game)
    match = Match(game=g, players=g.default_players, seed=seed)
    rng = random.Random(seed)
    for _ in range(2):
        state = match.new_deal()
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        match.finish_deal(state)
    state = match.new_deal()
    for _ in range(3):
        state.apply(rng.choice(state.legal_actions()))
    return MatchSave.capture(match, state, ["A"] * match.players, [None] * match.players).to_json()


def _check_save(data) -> None:
    try:
        MatchSave.from_json(data).restore(Match)
    except StorageError as e:
        assert e.message


@FUZZ
@given(st.one_of(json_values, st.dictionaries(st.sampled_from(SAVE_KEYS), json_values, max_size=16)))
def test_random_json_as_a_save(data):
    if isinstance(data, dict):
        data.setdefault("format", "cardtable-save/1")
    _check_save(data)


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes_as_a_save_file(tmp_path_factory, raw):
    path = tmp_path_factory.mktemp("fuzz") / "save.json"
    path.write_bytes(raw)
    with pytest.raises(StorageError):
        read_save(path)


@pytest.mark.parametrize("game", GAMES)
def test_mutated_valid_saves(game):
    doc = _save_doc(game, 5)
    records = [f["record"] for f in doc["finished"]] + [doc["current"]]
    pool = sorted({a for r in records for a in r["actions"]})
    MatchSave.from_json(doc).restore(Match)  # the unmutated save is good

    @FUZZ
    @given(st.data())
    def run(data):
        d = copy.deepcopy(doc)
        where = data.draw(st.sampled_from(["top", "finished", "current", "points"]))
        if where == "top":
            d[data.draw(st.sampled_from(SAVE_KEYS))] = data.draw(json_values)
        elif where == "finished":
            i = data.draw(st.integers(0, len(d["finished"]) - 1))
            d["finished"][i]["record"] = _mutate(d["finished"][i]["record"], data, pool)
        elif where == "current":
            d["current"] = _mutate(d["current"], data, pool)
        else:
            i = data.draw(st.integers(0, len(d["finished"]) - 1))
            d["finished"][i]["points"] = data.draw(json_values)
        _check_save(d)

    run()
