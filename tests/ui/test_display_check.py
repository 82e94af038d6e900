"""Before Qt opens a window on X11, the app checks that Qt's xcb plugin can load (issue 31: Qt would abort with
"could not load the Qt platform plugin"); when it cannot, one line names what to install."""

import os
import subprocess
import sys

import pytest

from cardtable.ui import display

LINUX = sys.platform.startswith("linux")


@pytest.mark.skipif(not LINUX, reason="xcb is the X11 platform of Linux")
@pytest.mark.parametrize(
    ("environ", "xcb"),
    [
        ({"DISPLAY": ":0"}, True),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, False),  # a Wayland session: Qt takes wayland
        ({"DISPLAY": ":0", "XDG_SESSION_TYPE": "wayland"}, False),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, False),
        ({"QT_QPA_PLATFORM": "xcb"}, True),
        ({"QT_QPA_PLATFORM": "xcb:dpi=96"}, True),
        ({}, False),  # no display at all: the app says so itself
    ],
)
def test_when_qt_uses_xcb(environ, xcb):
    assert display.xcb_in_use(environ) is xcb


def _plugins(tmp_path):
    (tmp_path / "platforms").mkdir()
    (tmp_path / "platforms" / "libqxcb.so").write_bytes(b"stand-in")
    return {"DISPLAY": ":0", "QT_PLUGIN_PATH": str(tmp_path)}


@pytest.mark.skipif(not LINUX, reason="xcb is the X11 platform of Linux")
def test_a_missing_library_is_named_with_the_packages_that_bring_it(tmp_path):
    def load(path):
        assert path.endswith("platforms/libqxcb.so")
        raise OSError("libxcb-icccm.so.4: cannot open shared object file: No such file or directory")

    problem = display.xcb_problem(_plugins(tmp_path), load)
    assert "needs libxcb-icccm.so.4, which is not installed" in problem
    assert "apt install libxcb-icccm4 libxcb-keysyms1" in problem and "dnf install" in problem
    assert "\n" not in problem


@pytest.mark.skipif(not LINUX, reason="xcb is the X11 platform of Linux")
def test_the_frozen_apps_loader_error_still_names_the_library(tmp_path):
    """PyInstaller's ctypes raises "Failed to load dynlib/dll …" from the loader's own error (tried for real on
    the frozen app: tests/packaging/test_frozen.py)."""

    def load(path):
        try:
            raise OSError("libxcb-keysyms.so.1: cannot open shared object file: No such file or directory")
        except OSError as e:
            raise OSError(f"Failed to load dynlib/dll {path!r}. Most likely this dynlib/dll was not found") from e

    problem = display.xcb_problem(_plugins(tmp_path), load)
    assert "needs libxcb-keysyms.so.1, which is not installed" in problem and "dynlib" not in problem


@pytest.mark.skipif(not LINUX, reason="xcb is the X11 platform of Linux")
def test_nothing_is_said_when_the_plugin_loads_or_xcb_is_not_used(tmp_path):
    loaded = []
    assert display.xcb_problem(_plugins(tmp_path), loaded.append) is None and len(loaded) == 1
    assert display.xcb_problem({"QT_QPA_PLATFORM": "offscreen"}, loaded.append) is None and len(loaded) == 1


@pytest.mark.skipif(not LINUX, reason="xcb is the X11 platform of Linux")
def test_the_app_stops_with_one_line_and_a_log_entry_not_a_crash(tmp_path):
    """A plugin that cannot load (here a file that is no library): exit 1, one line on stderr, kept in errors.log."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE")}
    env.update(_plugins(tmp_path), CARDTABLE_HOME=str(tmp_path / "home"))
    done = subprocess.run(
        [sys.executable, "-m", "cardtable", "--game", "ecarte"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("cardtable: the window cannot open on this X11 desktop")
    assert "Traceback" not in done.stderr
    assert "could not start" in (tmp_path / "home" / "logs" / "errors.log").read_text(encoding="utf-8")
