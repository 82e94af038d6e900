"""packaging/cardtable.spec keeps out only Qt modules the code never imports."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _qt_modules_used():
    used = set()
    for path in (ROOT / "cardtable").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            used |= {n for n in names if re.fullmatch(r"PySide6\.Qt\w+", n)}
    return used


def test_excluded_qt_modules_are_unused():
    spec = (ROOT / "packaging" / "cardtable.spec").read_text(encoding="utf-8")
    excludes = set(re.findall(r'"(PySide6\.Qt\w+)"', spec))
    assert "PySide6.QtNetwork" in excludes and "PySide6.QtQml" in excludes
    used = _qt_modules_used()
    assert {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"} <= used
    assert not used & excludes, f"the spec excludes modules the app imports: {sorted(used & excludes)}"


def test_trimmed_libraries_are_not_needed_by_used_modules():
    spec = (ROOT / "packaging" / "cardtable.spec").read_text(encoding="utf-8")
    trimmed = re.search(r"Qt6\(([\w|\\*]+)\)", spec).group(1).replace("\\w*", "").split("|")
    for module in _qt_modules_used():
        assert module.removeprefix("PySide6.Qt") not in trimmed
