"""The table's cloth: the felt colours a player can choose, each a light centre fading to a dark edge."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from cardtable.storage.settings import FELTS as FELT_NAMES


@dataclass(frozen=True)
class Felt:
    """One cloth: the light in the middle, the body, the edge."""

    light: str
    body: str
    edge: str

    def colours(self) -> tuple[QColor, QColor, QColor]:
        """The three colours of the radial light, centre first."""
        return QColor(self.light), QColor(self.body), QColor(self.edge)


# Dark enough that the plates' light words and the off-white cards stand out on every one of them.
FELTS = {
    "green": Felt("#2a6b53", "#1f5a45", "#123a2c"),
    "blue": Felt("#2b5a86", "#1f466d", "#122b45"),
    "red": Felt("#7a2e36", "#62232b", "#3d1419"),
    "grey": Felt("#4f5659", "#3d4346", "#25292b"),
}

assert tuple(FELTS) == FELT_NAMES  # the settings file keeps one of these names


def felt(name: str) -> Felt:
    """The felt called ``name`` (green for a name it does not know)."""
    return FELTS.get(name, FELTS["green"])
