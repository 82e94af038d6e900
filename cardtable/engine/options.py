"""The base of every game's rule options: one frozen dataclass, validated from what its fields declare.

A field declares its kind by its annotation (``bool``, ``int``, ``str``) and may declare its choices or
its bounds with ``option``; ``check`` adds what ties options together.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Demo(RuleOptions):
...     target: int = option(5, choices=(5, 7, 11))
...     fast: bool = False
>>> Demo(target=7).changed()
{'target': 7}
>>> Demo(fast=1)
Traceback (most recent call last):
...
ValueError: fast must be true or false, not 1
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from typing import Any, ClassVar, Self


def option(default: Any, *, choices: tuple[Any, ...] = (), between: tuple[int, int] | None = None) -> Any:
    """A rule option's field: its default, and the values it may take (``choices`` or ``between`` lo and hi)."""
    return field(default=default, metadata={"choices": choices, "between": between})


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class RuleOptions:
    """Rule options: checked on creation; ``changed`` is what a deal record must carry."""

    carried_elsewhere: ClassVar[tuple[str, ...]] = ()  # options a record carries itself (the seat count)

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type == "bool" and not isinstance(value, bool):
                raise ValueError(f"{f.name} must be true or false, not {value!r}")
            if f.type == "int" and not _whole(value):
                raise ValueError(f"{f.name} must be a whole number, not {value!r}")
            choices = f.metadata.get("choices")
            if choices and value not in choices:
                raise ValueError(f"{f.name} must be one of {', '.join(map(str, choices))}, not {value!r}")
            between = f.metadata.get("between")
            if between and not between[0] <= value <= between[1]:
                raise ValueError(f"{f.name} must be from {between[0]} to {between[1]}, not {value!r}")
        self.check()

    def check(self) -> None:
        """What ties options together or a field's kind cannot say; ValueError if broken."""

    @classmethod
    def names(cls) -> list[str]:
        """The option names."""
        return [f.name for f in fields(cls)]

    @classmethod
    def given(cls, game: str, variant: str | None, options: Mapping[str, Any]) -> Self:
        """The options a ``make_game`` of ``game`` (its name in messages) was given; it knows no variant."""
        if variant not in (None, ""):
            raise ValueError(f"{game} has no variant {variant!r}; it takes rule options instead")
        unknown = sorted(set(options) - set(cls.names()))
        if unknown:
            raise ValueError(f"unknown {game} option(s): {', '.join(unknown)}; known: {', '.join(cls.names())}")
        return cls(**options)

    def changed(self) -> dict[str, Any]:
        """The options that differ from the defaults, JSON-ready (what a record must carry)."""
        default = type(self)()
        return {
            k: list(v) if isinstance(v, tuple) else v
            for k, v in asdict(self).items()
            if k not in self.carried_elsewhere and getattr(default, k) != v
        }
