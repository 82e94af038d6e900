"""Every exception class of the model survives a pickle round trip with its message and attributes.

The bot and coach run in a worker process; an exception that cannot be unpickled there breaks the whole process
pool (issue 11: ``UnknownCard('T1')`` left the table "thinking" forever). The classes are found by walking the
package, so a new one without an example here fails the test instead of being forgotten.
"""

from __future__ import annotations

import importlib
import pickle
import pkgutil
from pathlib import Path

import cardtable
from cardtable.bots.search import SearchTimeout
from cardtable.bots.ulti.open_hand import NodeLimit
from cardtable.cards.deck import UnknownCard
from cardtable.coach.world import NoWorld
from cardtable.commands.sim_runs import ClusterMissing, PartialFileError
from cardtable.engine.protocol import BadActionText, IllegalAction
from cardtable.engine.record import RecordError
from cardtable.learn.items import LearnDataError
from cardtable.storage.envelope import StorageError
from cardtable.words.book import PhrasebookError

# the Qt side is not the model: it never crosses the worker's process boundary
NOT_MODEL = ("cardtable.ui", "cardtable.art", "cardtable.app", "cardtable.__main__")

EXAMPLES = {
    UnknownCard: lambda: UnknownCard("T1", "hungarian32"),
    IllegalAction: lambda: IllegalAction("You must follow suit.", rule="BTE §7.2", key="must-follow", card="HK", n=2),
    BadActionText: lambda: BadActionText("cannot read 'plya HK'"),
    RecordError: lambda: RecordError("action 4 is illegal", index=4, action="play HK", rule="MAUSZ §7(6)"),
    StorageError: lambda: StorageError("damaged save", path=Path("/tmp/a.json"), quarantined=Path("/tmp/q/a.json")),
    SearchTimeout: lambda: SearchTimeout("the safety clock ran out"),
    NodeLimit: lambda: NodeLimit("the capped search used up its nodes"),
    NoWorld: lambda: NoWorld("no deal agrees with this view"),
    ClusterMissing: lambda: ClusterMissing("--cluster needs Ray: pip install 'cardtable[cluster]'"),
    PartialFileError: lambda: PartialFileError("sim.partial.json is not a partial file of this run"),
    PhrasebookError: lambda: PhrasebookError("common.toml: key 'x' has no 'hu'"),
    LearnDataError: lambda: LearnDataError("lesson 2: unknown family 'magic'"),
}


def _model_modules() -> list[str]:
    names = []
    for info in pkgutil.walk_packages(cardtable.__path__, "cardtable."):
        if not info.name.startswith(NOT_MODEL):
            importlib.import_module(info.name)
            names.append(info.name)
    return names


def _subclasses(cls: type) -> set[type]:
    out = set()
    for sub in cls.__subclasses__():
        out |= {sub, *_subclasses(sub)}
    return out


def model_exception_classes() -> set[type]:
    """Every exception class defined in a model module (nested ones too: found through the class tree)."""
    modules = set(_model_modules())
    return {c for c in _subclasses(BaseException) if c.__module__ in modules}


def test_the_walk_finds_the_model_exceptions():
    found = model_exception_classes()
    assert {UnknownCard, IllegalAction, BadActionText, RecordError, StorageError} <= found
    assert not any(c.__module__.startswith(NOT_MODEL) for c in found)


def test_every_model_exception_has_an_example_here():
    missing = sorted(f"{c.__module__}.{c.__qualname__}" for c in model_exception_classes() - set(EXAMPLES))
    assert not missing, f"add an example (and __reduce__ if its __init__ needs more than the message): {missing}"


def test_every_model_exception_survives_a_pickle_round_trip():
    for cls in sorted(model_exception_classes(), key=lambda c: c.__qualname__):
        exc = EXAMPLES[cls]()
        assert type(exc) is cls
        for protocol in (2, pickle.HIGHEST_PROTOCOL):
            back = pickle.loads(pickle.dumps(exc, protocol=protocol))
            assert type(back) is cls
            assert str(back) == str(exc), cls
            assert back.args == exc.args, cls
            assert vars(back) == vars(exc), cls


def test_unknown_card_keeps_its_code_and_deck():
    back = pickle.loads(pickle.dumps(UnknownCard("T1", "hungarian32")))
    assert (back.code, back.deck) == ("T1", "hungarian32")
    assert str(back) == "unknown card 'T1' for the hungarian32 deck"


def test_illegal_action_keeps_its_rule_key_and_params():
    back = pickle.loads(pickle.dumps(IllegalAction("You must follow suit.", rule="BTE §7.2", key="must-follow", c=1)))
    assert (back.message, back.rule, back.key, back.params) == (
        "You must follow suit.",
        "BTE §7.2",
        "must-follow",
        {"c": 1},
    )
    assert str(back) == "You must follow suit. (BTE §7.2)"
