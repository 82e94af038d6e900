"""Every platform (issue 31): no POSIX-only call runs on a Windows or macOS path, and the frozen entry points call
``multiprocessing.freeze_support`` before anything else (the bot worker is this executable spawned again)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# what exists only on POSIX (or only on Linux), as module attribute or module name
POSIX_ONLY_ATTRIBUTES = {
    "os": {"nice", "killpg", "fork", "forkpty", "setsid", "getppid", "getuid", "geteuid", "getpgid", "setpgid",
           "posix_fadvise", "POSIX_FADV_DONTNEED", "sched_setaffinity", "sched_getaffinity", "wait3", "wait4"},
    "signal": {"SIGKILL", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGCHLD", "SIGALRM", "alarm", "pause",
               "setitimer", "pthread_kill", "pthread_sigmask"},
}  # fmt: skip
POSIX_ONLY_MODULES = {"fcntl", "resource", "termios", "pwd", "grp", "posix", "tty", "pty"}
# what makes a use safe: the function (or module) it is in asks about the platform or the name first
GUARDS = ("os.name", "sys.platform", "hasattr(os", "hasattr(signal", "getattr(os", "getattr(signal", "ImportError")


def _uses(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.attr in POSIX_ONLY_ATTRIBUTES.get(node.value.id, ()):
                yield node, f"{node.value.id}.{node.attr}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in POSIX_ONLY_MODULES:
                    yield node, f"import {alias.name}"
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in POSIX_ONLY_MODULES:
            yield node, f"from {node.module} import"


def _enclosing_source(source: str, tree: ast.AST, node: ast.AST) -> str:
    """The source of the innermost function holding ``node`` (the module's when none does)."""
    holders = [
        f
        for f in ast.walk(tree)
        if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)) and f.lineno <= node.lineno <= (f.end_lineno or 0)
    ]
    best = max(holders, key=lambda f: f.lineno, default=None)
    return ast.get_source_segment(source, best) if best is not None else source


def test_posix_only_calls_are_guarded():
    unguarded = []
    for path in [*sorted((ROOT / "cardtable").rglob("*.py")), *sorted((ROOT / "packaging").glob("*.py"))]:
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
        for node, what in _uses(tree):
            scope = _enclosing_source(source, tree, node) or ""
            if not any(g in scope for g in GUARDS):
                unguarded.append(f"{path.relative_to(ROOT)}:{node.lineno}: {what}")
    assert not unguarded, "POSIX-only calls without a platform check:\n" + "\n".join(unguarded)


def _freeze_support_comes_first(path: Path, function: str | None) -> bool:
    """``multiprocessing.freeze_support()`` is called before the app is imported or run (``function``'s body, or
    the ``if __name__ == "__main__":`` block)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if function is None:
        body = next(n.body for n in tree.body if isinstance(n, ast.If) and "__main__" in ast.unparse(n.test))
    else:
        body = next(n.body for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == function)
    nodes = [n for stmt in body for n in ast.walk(stmt)]
    freeze = [
        n.lineno for n in nodes if isinstance(n, ast.Call) and ast.unparse(n.func) == "multiprocessing.freeze_support"
    ]
    app = [
        n.lineno
        for n in nodes
        if (isinstance(n, ast.ImportFrom) and (n.module or "").startswith("cardtable"))
        or (isinstance(n, ast.Call) and ast.unparse(n.func) in ("main", "build_parser().parse_args"))
    ]
    return bool(freeze) and all(line > freeze[0] for line in app)


def test_the_frozen_entry_points_call_freeze_support_first():
    assert _freeze_support_comes_first(ROOT / "packaging" / "launcher.py", None)
    assert _freeze_support_comes_first(ROOT / "cardtable" / "app.py", "main")


def test_the_guard_finds_an_unguarded_call(tmp_path):
    source = "import os\n\ndef f():\n    os.killpg(1, 9)\n"
    tree = ast.parse(source)
    ((node, what),) = list(_uses(tree))
    assert what == "os.killpg" and not any(g in _enclosing_source(source, tree, node) for g in GUARDS)
