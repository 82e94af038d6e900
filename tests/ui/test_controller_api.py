"""The window and its helpers use the controller's public API: nothing outside ui/controller.py reads its ``_x``."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "cardtable"


def controller_private_reads(source: str) -> list[str]:
    """Each ``X._name`` in ``source`` where X is a controller: ``….controller``, or a name bound to one.

    A name is a controller's when the module assigns it from ``….controller`` or ``Controller(…)`` (``c =
    self.controller``); dunders (``__class__``) are not private members.
    """
    tree = ast.parse(source)

    def is_controller_expr(node: ast.AST) -> bool:
        if isinstance(node, ast.Attribute):
            return node.attr == "controller"
        if isinstance(node, ast.Call):
            f = node.func
            return (isinstance(f, ast.Name) and f.id == "Controller") or (
                isinstance(f, ast.Attribute) and f.attr == "Controller"
            )
        return False

    bound = {"controller"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AnnAssign, ast.NamedExpr)):
            targets = [node.target]
        else:
            continue
        if node.value is not None and is_controller_expr(node.value):
            bound.update(t.id for t in targets if isinstance(t, ast.Name))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
            continue
        owner = node.value
        if is_controller_expr(owner) or (isinstance(owner, ast.Name) and owner.id in bound):
            found.append(f"{ast.unparse(node)} (line {node.lineno})")
    return found


def test_the_scan_finds_a_private_read():
    planted = (
        "class W:\n"
        "    def f(self):\n"
        "        c = self.controller\n"
        "        key = c._gen, self.window.controller._request\n"
        "        ctl = Controller(None)\n"
        "        return ctl._delay, self._gen, c.generation, c.__class__\n"
    )
    assert controller_private_reads(planted) == [
        "c._gen (line 4)",
        "self.window.controller._request (line 4)",
        "ctl._delay (line 6)",
    ]


def test_no_ui_module_reads_a_controllers_private_member():
    files = [p for p in (ROOT / "ui").rglob("*.py") if p.name != "controller.py"] + [ROOT / "app.py"]
    offenders = {
        str(p.relative_to(ROOT)): found
        for p in files
        if (found := controller_private_reads(p.read_text(encoding="utf-8")))
    }
    assert not offenders, offenders
