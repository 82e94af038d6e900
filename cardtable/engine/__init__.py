"""What every game shares: the protocol, the trick rules, deal records."""

from cardtable.engine.protocol import Action, BadActionText, Game, IllegalAction, Line, Result, State, View
from cardtable.engine.record import FORMAT, DealRecord, RecordError

__all__ = [
    "FORMAT",
    "Action",
    "BadActionText",
    "DealRecord",
    "Game",
    "IllegalAction",
    "Line",
    "RecordError",
    "Result",
    "State",
    "View",
]
