"""packaging/icons.py writes every icon size into one .ico and one .icns; packaging/version_info.py writes a
Windows version resource PyInstaller can read."""

import os
import struct
import subprocess
import sys
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import icons  # noqa: E402
import version_info  # noqa: E402

PNG = b"\x89PNG\r\n\x1a\n"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG)
    return struct.unpack(">II", data[16:24])  # the IHDR chunk's width and height


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    """Written as build.py writes them: in a process of their own (its QGuiApplication would stop a later test's
    QWidget in this one)."""
    out = tmp_path_factory.mktemp("icons")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "icons.py"), str(out)], env=env,
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 0, done.stderr
    return {"png": out / "cardtable.png", "ico": out / "cardtable.ico", "icns": out / "cardtable.icns"}


def test_the_ico_holds_every_windows_size_as_png(written):
    data = written["ico"].read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for i, size in enumerate(icons.ICO_SIZES):
        w, h, _colours, _r, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (w or 256, h or 256, planes, bits) == (size, size, 1, 32)
        assert _png_size(data[offset : offset + length]) == (size, size)


def test_the_icns_holds_every_mac_size_as_png(written):
    data = written["icns"].read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        found[kind] = _png_size(data[at + 8 : at + length])
        at += length
    assert found == {kind: (size, size) for kind, size in icons.ICNS_TYPES}


def test_the_platform_icon():
    paths = {"png": Path("a.png"), "ico": Path("a.ico"), "icns": Path("a.icns")}
    expected = {"win32": "ico", "darwin": "icns"}.get(sys.platform, "png")
    assert icons.platform_icon(paths) == paths[expected]


@pytest.mark.parametrize(
    ("text", "four"), [("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.0.1.7.9", (2, 0, 1, 7))]
)
def test_version_numbers(text, four):
    assert version_info.numbers(text) == four


def test_the_version_resource_is_what_pyinstaller_reads(tmp_path, monkeypatch):
    """Evaluated as PyInstaller's ``load_version_info_from_text_file`` does, and turned into the resource bytes.

    The module imports Windows-only helpers at the top (pefile, win32api) that the evaluation does not use: stand-ins
    let it load here."""
    monkeypatch.setitem(sys.modules, "pefile", sys.modules.get("pefile") or types.ModuleType("pefile"))
    import PyInstaller.compat

    if not hasattr(PyInstaller.compat, "win32api"):
        monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    from PyInstaller.utils.win32 import versioninfo

    folder = version_info.write_version_files(tmp_path, "0.1.0")
    for name in ("cardtable", "cardtable-cli"):
        text = (folder / f"{name}.txt").read_text(encoding="utf-8")
        info = eval(text, vars(versioninfo))  # what PyInstaller does with a version file
        assert isinstance(info, versioninfo.VSVersionInfo)
        assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == (1, 0)  # 0.1 and 0.0
        raw = info.toRaw()
        assert f"{name}.exe".encode("utf-16-le") in raw and "0.1.0".encode("utf-16-le") in raw
