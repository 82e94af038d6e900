""".github/workflows/build.yml (issue 31): valid YAML that GitHub Actions can run, building the app on an ubuntu, a
windows and a macos runner and playing the frozen selftest of every game in both languages on each."""

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from cardtable import games

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"


@pytest.fixture(scope="module")
def workflow():
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


@pytest.fixture(scope="module")
def job(workflow):
    (only,) = workflow["jobs"].values()
    return only


def _step(job, words):
    found = [s for s in job["steps"] if all(w in s.get("run", "") for w in words)]
    assert len(found) == 1, f"one step runs {words}, found {len(found)}"
    return found[0]["run"]


def test_it_runs_on_push_and_by_hand(workflow):
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads the bare key `on` as true
    assert {"push", "workflow_dispatch"} <= set(triggers)
    assert workflow["name"]


def test_three_runners_each_building_and_not_stopping_the_others(job):
    include = job["strategy"]["matrix"]["include"]
    assert {entry["os"] for entry in include} == {"ubuntu-latest", "windows-latest", "macos-latest"}
    assert job["runs-on"] == "${{ matrix.os }}" and job["strategy"]["fail-fast"] is False
    for step in job["steps"]:
        assert ("uses" in step) != ("run" in step), step  # each step either runs a command or uses an action
        for expression in re.findall(r"\$\{\{(.*?)\}\}", yaml.safe_dump(step)):
            name = expression.strip().split(".")
            assert name[0] in ("matrix", "runner") and (name[0] != "matrix" or name[1] in include[0]), expression
    assert "packaging/build.py" in _step(job, ["packaging/build.py"])


def test_each_runner_starts_the_program_the_build_makes(job):
    """The path per runner is what packaging/cardtable.spec names: the Linux program, the Windows console twin, the
    program inside the macOS .app."""
    spec = (ROOT / "packaging" / "cardtable.spec").read_text(encoding="utf-8")
    apps = {entry["os"]: entry["app"] for entry in job["strategy"]["matrix"]["include"]}
    assert apps["ubuntu-latest"] == "dist/cardtable/cardtable"
    assert apps["windows-latest"] == "dist/cardtable/cardtable-cli.exe" and 'executable("cardtable-cli"' in spec
    assert apps["macos-latest"] == "dist/cardtable.app/Contents/MacOS/cardtable" and 'name="cardtable.app"' in spec


def test_the_frozen_selftest_plays_every_game_in_both_languages(job):
    run = _step(job, ["--selftest"])
    assert '"${{ matrix.app }}" --selftest --game "$game" --lang "$lang"' in run
    assert re.search(r"for lang in en hu;", run)
    # the list of games is the registry's, asked the way the step asks it
    (listing,) = re.findall(r'games=\$\(python -c "(.*?)"\)', run)
    done = subprocess.run([sys.executable, "-c", listing], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == games.names() and len(games.names()) >= 7
    assert "--screenshot" in run and "--timeout" in run


def test_each_runner_runs_the_tests_of_what_differs_between_platforms(job):
    """The worker ending with a killed table (TerminateProcess on Windows), no unguarded POSIX call, the icon and
    version files: run by pytest on every runner, not only here."""
    run = _step(job, ["python -m pytest"])
    named = re.findall(r"tests/\S+\.py", run)
    assert "tests/packaging/test_worker_parent.py" in named and "tests/packaging/test_platform_calls.py" in named
    assert all((ROOT / name).is_file() for name in named)
    assert 'pip install -e ".[test]"' in _step(job, ["pip install"])
