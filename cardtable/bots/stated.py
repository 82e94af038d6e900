"""What a bot states at a decision that commits it: a contract, a take, a raise, a task, a claim.

At such a decision the game's policy returns a ``Stated`` beside the action
(``Policy.stated``): what the seat commits to, the success rate its search
gives it, the rate at which the commitment pays as much as the alternative the
seat had (its break-even), and whether the rules left no alternative. After the
deal the same policy says whether it was made (``Policy.made``), and
``cardtable sim`` sets the two side by side. The sim never asks which game it is.
"""

from __future__ import annotations

from dataclasses import dataclass

EPS = 1e-9


@dataclass(frozen=True)
class Stated:
    """One commitment of one seat, as its bot states it.

    ``kind``: the decision ("contract", "take", "kontra", "announce", "task", "claim", "stand", "team"…);
    ``what``: what the seat commits to, in the words the game's result judges it by; ``contract``: it is the
    seat's contract (counted in the sim's ``contracts``), else only in ``predicted_vs_actual``; ``rate``: the
    stated chance of making it (None: the level states none, e.g. the rule of thumb); ``break_even``: the rate
    at which it pays as much as the alternative the seat had (None: no alternative was valued); ``forced``: the
    rules left the seat no alternative.
    """

    kind: str
    what: str
    seat: int
    contract: bool = False
    rate: float | None = None
    break_even: float | None = None
    forced: bool = False

    @property
    def below_break_even(self) -> bool:
        """Chosen by choice at a stated rate below its own break-even."""
        if self.forced or self.rate is None or self.break_even is None:
            return False
        return self.rate < self.break_even - EPS

    def to_json(self) -> dict[str, object]:
        """The note as a JSON-ready dict."""
        return {
            "kind": self.kind,
            "what": self.what,
            "seat": self.seat,
            "contract": self.contract,
            "rate": self.rate,
            "break_even": self.break_even,
            "forced": self.forced,
        }


def break_even(alternative: float, made: float, failed: float) -> float:
    """The success rate at which a commitment worth ``made`` points when made and ``failed`` when not pays as
    much as ``alternative``: 0 when even failing pays that much, 1 when even making pays less.

    >>> break_even(0.0, made=4.0, failed=-8.0)  # wins 4, loses 8: it needs two in three
    0.6667
    >>> break_even(-5.0, made=4.0, failed=-4.0), break_even(6.0, made=4.0, failed=-4.0)
    (0.0, 1.0)
    """
    if made - failed <= EPS:
        return 0.0 if failed >= alternative else 1.0
    return round(min(1.0, max(0.0, (alternative - failed) / (made - failed))), 4)
