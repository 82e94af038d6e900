"""The application icon: two fanned cards (zöld and piros) on a green table, as SVG.

The SVG is generated from the same suit paths as the cards.  ``python -m cardtable.art.icon DIR``
writes ``cardtable.svg`` and PNGs 16..512 into DIR (resources/icons in the repository).
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPainterPath, QPixmap
from PySide6.QtSvg import QSvgRenderer

from cardtable.art.palette import get_theme
from cardtable.art.suits import symbol

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def svg_path(path: QPainterPath) -> str:
    """SVG path data for a QPainterPath (moves, lines and cubic curves)."""
    out = []
    i, n = 0, path.elementCount()
    while i < n:
        e = path.elementAt(i)
        if e.isMoveTo():
            out.append(f"M{e.x:.1f} {e.y:.1f}")
            i += 1
        elif e.isLineTo():
            out.append(f"L{e.x:.1f} {e.y:.1f}")
            i += 1
        else:  # a curve: this element and the next two are its control and end points
            c2, end = path.elementAt(i + 1), path.elementAt(i + 2)
            out.append(f"C{e.x:.1f} {e.y:.1f} {c2.x:.1f} {c2.y:.1f} {end.x:.1f} {end.y:.1f}")
            i += 3
    return " ".join(out) + " Z"


def _symbol_svg(name: str, x: float, y: float, size: float, detail: bool = True) -> str:
    """An SVG group drawing suit symbol ``name`` in a size × size box at (x, y)."""
    colours = get_theme("classic").suits[name]
    sym = symbol(name)
    k = size / 1000
    parts = [f'<g transform="translate({x:.1f} {y:.1f}) scale({k:.4f})">']
    for layer in sym.layers:
        if layer.detail and not detail:
            continue
        parts.append(f'<path fill="{getattr(colours, layer.role)}" d="{svg_path(layer.path)}"/>')
    if sym.outline:
        parts.append(
            f'<path fill="none" stroke="{colours.dark}" stroke-width="{sym.outline * 1.4:.0f}" '
            f'stroke-linejoin="round" d="{svg_path(sym.body)}"/>'
        )
    parts.append("</g>")
    return "".join(parts)


@cache
def svg() -> str:
    """The icon as SVG text (512 × 512 view box)."""
    theme = get_theme("classic")
    card = 'rx="26" width="230" height="340" fill="{face}" stroke="{border}" stroke-width="8"'.format(
        face=theme.face, border="#8f846e"
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">'
        '<rect x="16" y="16" width="480" height="480" rx="96" fill="#2f6b4f"/>'
        '<rect x="16" y="16" width="480" height="480" rx="96" fill="none" stroke="#24533d" stroke-width="8"/>'
        f'<g transform="rotate(-16 256 256)"><rect x="70" y="86" {card}/>'
        f"{_symbol_svg('zold', 84, 112, 130)}</g>"
        f'<g transform="rotate(10 256 256)"><rect x="212" y="86" {card}/>'
        f"{_symbol_svg('piros', 227, 156, 200)}</g>"
        "</svg>"
    )


def render(size: int) -> QImage:
    """The icon rendered to a size × size image."""
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    r = QSvgRenderer(QByteArray(svg().encode()))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r.render(p, QRectF(0, 0, size, size))
    p.end()
    return img


def icon() -> QIcon:
    """The application icon with a pixmap for every common size."""
    ic = QIcon()
    for s in SIZES:
        ic.addPixmap(QPixmap.fromImage(render(s)))
    return ic


def write(folder: Path) -> list[Path]:
    """Write cardtable.svg and cardtable-<size>.png into ``folder``; return the paths."""
    folder.mkdir(parents=True, exist_ok=True)
    out = [folder / "cardtable.svg"]
    out[0].write_text(svg() + "\n", encoding="utf-8")
    for s in SIZES:
        path = folder / f"cardtable-{s}.png"
        if not render(s).save(str(path)):
            raise OSError(f"could not write {path}")
        out.append(path)
    return out


_APP = None


def main(argv: list[str] | None = None) -> int:
    """Command line: write the icon files into a folder."""
    from PySide6.QtGui import QGuiApplication

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m cardtable.art.icon FOLDER", file=sys.stderr)
        return 2
    global _APP  # the application must outlive the cached fonts and paths
    _APP = QGuiApplication.instance() or QGuiApplication([])
    for p in write(Path(args[0])):
        print(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
