"""The record of every game (``cardtable.engine.registry.GameInfo``), read from ``catalog.toml``.

Importing this module registers the games in the file's order; it imports no engine, no bot and no Qt.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from cardtable.engine.registry import Choice, GameInfo, MatchKind, RuleOption, Text, register

CATALOG = Path(__file__).with_name("catalog.toml")


def _text(pair: list[str]) -> Text:
    en, hu = pair
    return Text(en, hu)


def _choice(entry: dict[str, Any]) -> Choice:
    blurb = entry.get("blurb")
    return Choice(entry["value"], _text(entry["label"]), _text(blurb) if blurb else None)


def _rule_option(entry: dict[str, Any]) -> RuleOption:
    return RuleOption(entry["name"], _text(entry["label"]), tuple(map(_choice, entry["choices"])), entry["default"])


def _match_kind(entry: dict[str, Any]) -> MatchKind:
    tuples = {k: tuple(v) for k, v in entry.items() if isinstance(v, list)}  # choices, limits
    return MatchKind(**(entry | tuples))


def record(name: str, entry: dict[str, Any]) -> GameInfo:
    """The registry record of the catalog's entry ``name``; its modules follow from the name."""
    module = name.replace("-", "_")
    seats = entry["players"]
    extra: dict[str, Any] = {}
    if "variants" in entry:
        extra["variants"] = tuple(map(_choice, entry["variants"]))
    return GameInfo(
        name=name,
        engine=f"cardtable.games.{module}",
        title=_text(entry["title"]),
        description=_text(entry["description"]),
        deck=entry["deck"],
        min_players=seats["min"],
        max_players=seats["max"],
        default_players=seats["default"],
        zero_sum=entry["zero_sum"],
        bot_policy=f"cardtable.bots.{module}",
        table_profile=f"cardtable.ui.profiles.{module}",
        coach_profile=f"cardtable.coach.profiles.{module}" if entry.get("coach", True) else None,
        rules_page=name,
        rule_options=tuple(map(_rule_option, entry.get("rule_options", ()))),
        match_kinds=tuple(map(_match_kind, entry["match_kinds"])),
        auto_actions=tuple(entry.get("auto_actions", ())),
        seats_option=entry.get("seats_option", False),
        **extra,
    )


for _name, _entry in tomllib.loads(CATALOG.read_text(encoding="utf-8")).items():
    register(record(_name, _entry))
