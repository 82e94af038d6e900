"""Write the app icon files the build needs: PNGs, a .ico (Windows) and a .icns (macOS), all drawn by our code.

``python packaging/icons.py OUTDIR`` prints the path of the icon for this platform. The PNGs come from
resources/icons/ when the art has written them there, else they are rendered now by ``cardtable.art.icon``.
The .ico and .icns are containers of those PNGs, written here (both formats hold PNG images since Windows Vista
and Mac OS X 10.7): every size in one file, so the taskbar, the Dock and the Finder each pick a sharp one.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # what Windows asks for (256 is the largest an .ico holds)
# The PNG types of an .icns and the size each holds (the @2x ones are the Retina twins of the smaller size).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512@2x
    (b"ic11", 32),  # 16@2x
    (b"ic12", 64),  # 32@2x
    (b"ic13", 256),  # 128@2x
    (b"ic14", 512),  # 256@2x
)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .ico holding each size of ``pngs`` (size -> PNG bytes) as a PNG image."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    head = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, image count
    offset = len(head) + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        side = 0 if s >= 256 else s  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return head + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .icns holding ``pngs`` (size -> PNG bytes) under every type whose size is there."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for kind, s in ICNS_TYPES if s in pngs)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out: Path) -> dict[str, Path]:
    """cardtable-<size>.png for every size, cardtable.png (256), cardtable.ico and cardtable.icns in ``out``."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (fonts and SVG need an application)
    out.mkdir(parents=True, exist_ok=True)
    shipped = ROOT / "resources" / "icons"
    pngs: dict[int, bytes] = {}
    for size in SIZES:
        png = shipped / f"cardtable-{size}.png"
        image = QImage(str(png)) if png.exists() else None
        if image is None or image.isNull() or image.width() != size:
            from cardtable.art.icon import render

            image = render(size)
        path = out / f"cardtable-{size}.png"
        if image.isNull() or not image.save(str(path), "PNG"):
            raise SystemExit(f"packaging/icons.py: could not draw or write the {size} px icon")
        pngs[size] = path.read_bytes()
    shutil.copyfile(out / "cardtable-256.png", out / "cardtable.png")
    paths = {"png": out / "cardtable.png", "ico": out / "cardtable.ico", "icns": out / "cardtable.icns"}
    paths["ico"].write_bytes(ico_bytes(pngs))
    paths["icns"].write_bytes(icns_bytes(pngs))
    return paths


def platform_icon(paths: dict[str, Path]) -> Path:
    """The icon file PyInstaller wants on this platform."""
    if sys.platform == "win32":
        return paths["ico"]
    if sys.platform == "darwin":
        return paths["icns"]
    return paths["png"]


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python packaging/icons.py OUTDIR")
    sys.path.insert(0, str(ROOT))
    print(platform_icon(write_icons(Path(sys.argv[1]))))
