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


def _game_name_uses(path: Path, names: set[str]) -> list[str]:
    """Branches on a game's name and tables keyed by game names in one module.

    A branch compares something naming a game (``view.game``, ``game``, ``config.game``…) with a game's name; a
    table has two or more game names as keys; a list names two or more games; a field about a game defaults to
    one by name. ("ulti" the contract part, in Ulti's own code, is neither.)
    """
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    found = []

    def named(node: ast.AST) -> bool:
        if isinstance(node, ast.Constant) and node.value in names:
            return True
        return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and any(named(e) for e in node.elts)

    def count(node: ast.AST) -> int:
        if isinstance(node, ast.Constant):
            return int(node.value in names)
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return sum(count(e) for e in node.elts)
        return 0

    collections = (ast.Tuple, ast.List, ast.Set)
    nested = {id(e) for n in ast.walk(tree) if isinstance(n, collections) for e in n.elts}

    def inside_collection(node: ast.AST) -> bool:
        return id(node) in nested

    def about_a_game(node: ast.AST) -> bool:
        return "game" in (ast.get_source_segment(text, node) or "").lower()

    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(named(n) for n in sides) and any(about_a_game(n) for n in sides if not named(n)):
                found.append(f"{path.name}:{node.lineno} branches on a game's name")
        if isinstance(node, ast.BoolOp) and any(named(v) for v in node.values) and any(map(about_a_game, node.values)):
            found.append(f"{path.name}:{node.lineno} falls back to a game by its name")
        if isinstance(node, ast.Dict) and sum(1 for k in node.keys if k is not None and named(k)) >= 2:
            found.append(f"{path.name}:{node.lineno} a table keyed by game names")
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and count(node) >= 2 and not inside_collection(node):
            found.append(f"{path.name}:{node.lineno} a list of games by name")
        if (
            isinstance(node, ast.AnnAssign)
            and node.value is not None
            and named(node.value)
            and about_a_game(node.target)
        ):
            found.append(f"{path.name}:{node.lineno} a default game by name")
    return found


def test_no_game_is_known_by_name_outside_its_registry_record_and_profiles():
    """Issue 11: the table, coach, bots and commands know games only through the registry and its profiles."""
    from cardtable.engine.registry import infos, names

    root = Path(__file__).resolve().parents[1] / "cardtable"
    # the games' own packages and profiles, their bot policies, and the art (which knows decks, not games: its
    # "tarokk" is the card family)
    allowed = ("games/", "ui/profiles/", "coach/profiles/", "art/")
    policies = {r.bot_policy.replace("cardtable.", "").replace(".", "/") + ".py" for r in infos()}
    offenders = []
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel.startswith(allowed) or rel in policies:
            continue
        offenders += _game_name_uses(path, set(names()))
    assert offenders == []


def test_the_engine_layer_does_not_import_the_games_package():
    """Issue 14: engine/ sees games only through its registry (no import cycle engine -> games -> engine)."""
    root = Path(__file__).resolve().parents[1] / "cardtable" / "engine"
    for path in root.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module + "." + a.name for a in node.names]
                assert not any(n.startswith("cardtable.games") for n in names), (path.name, names)
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("cardtable.games") for a in node.names), path.name


# Readers of views use typed actions and facts (issue 14): a reader that parses an action's text
# (``a.startswith("play ")``, ``a[5:]``, ``a.split()[1]``) or reads ``view.extra`` is not converted yet.
READERS = ("bots", "coach", "ui")
ACTION_NAMES = {"a", "action", "act"}


def _text_reads(path: Path) -> list[str]:
    """Where a module reads ``.extra`` or takes an action apart as text (by line)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr == "extra" and isinstance(node.ctx, ast.Load):
            out.append(f"{node.lineno}: .extra")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("startswith", "split")
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in ACTION_NAMES
        ):
            out.append(f"{node.lineno}: {node.func.value.id}.{node.func.attr}(")
        elif (
            isinstance(node, ast.Subscript)
            and isinstance(node.slice, ast.Slice)
            and isinstance(node.value, ast.Name)
            and node.value.id in ACTION_NAMES
        ):
            out.append(f"{node.lineno}: {node.value.id}[…:…]")
    return out


def test_view_readers_use_typed_actions_and_facts():
    offenders = []
    for part in READERS:
        for path in sorted((ROOT / part).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            offenders += [f"{rel}:{where}" for where in _text_reads(path)]
    assert not offenders, offenders
