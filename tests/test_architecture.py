"""The model stays pure: nothing outside ui/, art/ and app.py imports Qt."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "cardtable"
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
ALLOWED = {"ui", "art"}


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                yield a.name
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_model_does_not_import_qt():
    offenders = []
    for path in ROOT.rglob("*.py"):
        rel = path.relative_to(ROOT)
        if rel.parts[0] in ALLOWED or rel.as_posix() == "app.py":
            continue
        for name in _imports(path):
            if name.split(".")[0] in QT:
                offenders.append(f"{rel}: {name}")
    assert not offenders, offenders


def test_model_packages_import_without_qt(monkeypatch):
    import subprocess
    import sys

    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6'):\n"
        "            raise ImportError('Qt blocked')\n"
        "sys.meta_path.insert(0, Block())\n"
        "import cardtable.cards, cardtable.engine, cardtable.games, cardtable.cli\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_every_game_names_its_match_class():
    from cardtable import games
    from cardtable.engine.match import Match

    for name in games.names():
        cls = games.match_class(name)
        assert issubclass(cls, Match) and cls is not Match, name
