"""The coach is pure Python: it imports and hints with Qt blocked."""

from __future__ import annotations

import subprocess
import sys


def test_coach_runs_without_qt():
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6'):\n"
        "            raise ImportError('Qt blocked')\n"
        "sys.meta_path.insert(0, Block())\n"
        "from cardtable import games\n"
        "from cardtable.coach import explain, hint, review, warn, what_if\n"
        "import cardtable.commands.hint\n"
        "s = games.get('ecarte').new_deal(seed=1)\n"
        "assert {h.action.text for h in hint(s, 'hu', effort=0.05)} == {'propose', 'stand'}\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
