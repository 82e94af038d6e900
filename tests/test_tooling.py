"""The project's own checks run with the tests: ruff (lint + format) and mypy on the model layer."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_ruff_lint_is_clean():
    r = _run("ruff", "check", "--quiet", ".")
    assert r.returncode == 0, r.stdout + r.stderr


def test_ruff_format_is_clean():
    r = _run("ruff", "format", "--check", "--quiet", ".")
    assert r.returncode == 0, r.stdout + r.stderr


def test_mypy_model_layer_is_clean():
    r = _run("mypy")  # files and options in pyproject.toml [tool.mypy]
    assert r.returncode == 0, r.stdout + r.stderr
