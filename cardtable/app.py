"""Desktop app start-up: QApplication, translations, the main window."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Start the desktop app (placeholder until the table lands)."""
    sys.stderr.write("cardtable: the desktop table is not built yet; try `cardtable --help`\n")
    return 1
