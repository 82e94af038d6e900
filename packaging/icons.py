"""Write the app icon files the build needs: PNGs, plus .ico (Windows) and .icns (macOS), all drawn by our code.

``python packaging/icons.py OUTDIR`` prints the path of the icon for this platform. The PNGs come from
resources/icons/ when the art has written them there, else they are rendered now by ``cardtable.art.icon``.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = (16, 32, 48, 64, 128, 256, 512)


def write_icons(out: Path) -> dict[str, Path]:
    """cardtable-<size>.png for every size, cardtable.png (256), cardtable.ico and cardtable.icns in ``out``."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (fonts and SVG need an application)
    out.mkdir(parents=True, exist_ok=True)
    shipped = ROOT / "resources" / "icons"
    images: dict[int, QImage] = {}
    for size in SIZES:
        png = shipped / f"cardtable-{size}.png"
        if png.exists():
            images[size] = QImage(str(png))
        else:
            from cardtable.art.icon import render

            images[size] = render(size)
        if images[size].isNull():
            raise SystemExit(f"packaging/icons.py: could not read or draw the {size} px icon")
        images[size].save(str(out / f"cardtable-{size}.png"))
    shutil.copyfile(out / "cardtable-256.png", out / "cardtable.png")
    paths = {"png": out / "cardtable.png"}
    # Qt's ico and icns writers (imageformats plugins) make the Windows and macOS icons from the same drawing.
    for fmt, size in (("ico", 256), ("icns", 512)):
        path = out / f"cardtable.{fmt}"
        if images[size].save(str(path), fmt.upper()):
            paths[fmt] = path
    return paths


def platform_icon(paths: dict[str, Path]) -> Path:
    """The icon file PyInstaller wants on this platform."""
    if sys.platform == "win32" and "ico" in paths:
        return paths["ico"]
    if sys.platform == "darwin" and "icns" in paths:
        return paths["icns"]
    return paths["png"]


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python packaging/icons.py OUTDIR")
    sys.path.insert(0, str(ROOT))
    print(platform_icon(write_icons(Path(sys.argv[1]))))
