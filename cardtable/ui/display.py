"""Before Qt opens a window on X11: can its xcb platform plugin load here?

Qt's X11 support needs a handful of system libraries that are not part of Qt (libxcb-icccm, libxcb-keysyms,
libxcb-cursor…), and neither the pip wheels nor the frozen app can count on the machine having them. Without
them Qt prints "could not load the Qt platform plugin xcb" and aborts. ``xcb_problem`` loads the plugin first
(as Qt would, so nothing is loaded that Qt would not load anyway) and turns a failure into one clear line
that names the missing library and the packages that bring it.
"""

from __future__ import annotations

import ctypes
import os
import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

# what brings Qt's X11 libraries, per family of distributions
PACKAGES = (
    "Debian/Ubuntu: sudo apt install libxcb-icccm4 libxcb-keysyms1 libxcb-cursor0 libxcb-image0 "
    "libxcb-render-util0 libxcb-xkb1 libxkbcommon-x11-0; "
    "Fedora: sudo dnf install xcb-util-wm xcb-util-keysyms xcb-util-cursor xcb-util-image xcb-util-renderutil "
    "libxkbcommon-x11"
)


def xcb_in_use(environ: Mapping[str, str]) -> bool:
    """Will Qt open its window through xcb (X11)? Linux/BSD, an X display, no Wayland session, no other platform."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd")):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    wayland = environ.get("WAYLAND_DISPLAY") or environ.get("XDG_SESSION_TYPE") == "wayland"
    return bool(environ.get("DISPLAY")) and not wayland


def plugin_folders(environ: Mapping[str, str]) -> list[Path]:
    """Where Qt looks for its plugins: ``QT_PLUGIN_PATH`` (the frozen app sets it), then Qt's own folder."""
    folders = [Path(p) for p in environ.get("QT_PLUGIN_PATH", "").split(os.pathsep) if p]
    try:
        from PySide6.QtCore import QLibraryInfo

        folders.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)))
    except ImportError:
        pass
    return folders


def xcb_problem(environ: Mapping[str, str] | None = None, load: Callable[[str], object] = ctypes.CDLL) -> str | None:
    """Why Qt's xcb plugin cannot load here (one line for the player), or None when it can or is not used."""
    env = os.environ if environ is None else environ
    if not xcb_in_use(env):
        return None
    plugin = next((f / "platforms" / "libqxcb.so" for f in plugin_folders(env) if (f / "platforms").is_dir()), None)
    if plugin is None or not plugin.exists():
        return None  # no plugin to try: Qt says what it finds itself
    try:
        load(str(plugin))
    except OSError as e:
        # The frozen app's ctypes (PyInstaller) raises its own "not found when the application was frozen" from the
        # loader's error: the loader's names the library that is missing.
        said = str(e.__cause__ if isinstance(e.__cause__, OSError) else e)
        missing = re.search(r"([\w.+-]+\.so[\w.]*): cannot open shared object file", said)
        why = f"needs {missing.group(1)}, which is not installed" if missing else f"cannot load ({said})"
        return (
            f"the window cannot open on this X11 desktop: Qt's X11 support {why}. "
            f"Install the X11 libraries ({PACKAGES}), or start cardtable in a Wayland session."
        )
    return None
