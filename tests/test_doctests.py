"""The examples in the model's docstrings run (python-chess's way): the protocol, the registry, the rule options."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "cardtable.cards.deck",
    "cardtable.engine.protocol",
    "cardtable.engine.registry",
    "cardtable.engine.options",
    "cardtable.engine.tricks",
    "cardtable.engine.record",
    "cardtable.engine.match",
    "cardtable.engine.randomplay",
    "cardtable.games.ulti.rules",
    "cardtable.bots.stated",
    "cardtable.commands.intervals",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    failed, _tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failed == 0


def test_the_protocol_and_the_rule_options_have_examples() -> None:
    for name in ("cardtable.engine.protocol", "cardtable.engine.options", "cardtable.games.ulti.rules"):
        tests = doctest.DocTestFinder().find(importlib.import_module(name))
        assert sum(len(t.examples) for t in tests) >= 2, name
