"""Storage tests run against a real engine (Écarté first, else Ulti) or, until one lands, a toy game."""

from __future__ import annotations

import pytest

from cardtable import games

TOY_MODULE = "tests.storage.toygame"


def real_games() -> list[str]:
    """The real engines that import and deal, in order of preference."""
    found = []
    for name in ("ecarte", "ulti"):
        try:
            state = games.get(name).new_deal(1)
            while not state.is_over:
                state.apply(state.legal_actions()[0])
            state.result()
        except Exception:  # an engine still being written
            continue
        found.append(name)
    return found


def game_names_for_tests() -> list[str]:
    """Real engines if any, else the toy."""
    return real_games() or ["toy"]


def toy_record():
    """The toy game's registry record (a test-only game: no bots, table or coach of its own)."""
    from cardtable.engine.registry import GameInfo, Text

    return GameInfo(
        name="toy",
        engine=TOY_MODULE,
        title=Text("Toy", "Toy"),
        description=Text("A test game.", "Tesztjáték."),
        deck="piquet32",
        min_players=2,
        max_players=2,
        default_players=2,
        zero_sum=True,
        bot_policy="cardtable.bots.policy",
        table_profile="cardtable.ui.profiles.base",
        coach_profile=None,
        rules_page=None,
    )


@pytest.fixture(autouse=True)
def _toy_registered(monkeypatch):
    from cardtable.engine import registry

    registry.names()  # the real records first
    monkeypatch.setitem(registry._RECORDS, "toy", toy_record())


@pytest.fixture(params=game_names_for_tests())
def game_name(request) -> str:
    return request.param


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh CARDTABLE_HOME."""
    from cardtable.storage import paths_in

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    return paths_in(tmp_path / "home").ensure()
