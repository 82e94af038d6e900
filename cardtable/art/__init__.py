"""Card faces and backs for every deck, drawn by our own code, cached as QPixmaps."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap

from cardtable.art import backs, french, hungarian, numbers, tarokk
from cardtable.art.card import COMPACT_PX, Ctx, W, paint_blank
from cardtable.art.palette import THEMES, Theme, get_theme
from cardtable.art.styles import CLASSIC, Style
from cardtable.cards.deck import DECKS, Deck

__all__ = ["CardRenderer", "Style", "app_icon", "render_back", "render_face", "themes"]

_FAMILY = {"hungarian": hungarian, "french": french, "tarokk": tarokk, "numbers": numbers}
MAX_DEVICE_WIDTH = 4096  # a 4096 × 7600 image is already 120 MB
_CACHE_BYTES = 96 << 20  # a few decks at a few sizes; the least recently used go first


def _deck(name: str) -> Deck:
    try:
        return DECKS[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown deck {name!r}; known: {', '.join(DECKS)}") from None


def _device_size(deck: Deck, width: int, dpr: float) -> tuple[int, int]:
    if not width or width < 1:
        raise ValueError(f"card width must be a positive number of pixels, not {width!r}")
    if not dpr or dpr <= 0:
        raise ValueError(f"device pixel ratio must be positive, not {dpr!r}")
    dev_w = max(1, round(width * dpr))
    if dev_w > MAX_DEVICE_WIDTH:
        raise ValueError(f"card of {width} px at dpr {dpr} is too large (over {MAX_DEVICE_WIDTH} device px wide)")
    return dev_w, max(1, round(dev_w * _FAMILY[deck.family].ASPECT))


def _canvas(dev_w: int, dev_h: int) -> tuple[QImage, QPainter]:
    img = QImage(dev_w, dev_h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    return img, p


def render_face(
    deck: str, code: str, width: int, dpr: float = 1.0, theme: str | Theme | None = None, style: Style = CLASSIC
) -> QImage:
    """The face of card ``code`` of ``deck`` as an image of width×dpr device pixels, in ``style`` (its colours:
    ``theme``, by default the style's own)."""
    d = _deck(deck)
    if not isinstance(code, str) or code not in d.ids:
        raise ValueError(f"unknown card {code!r} for the {deck} deck")

    def paint(p: QPainter, ctx: Ctx) -> None:
        if d.family == "numbers":
            numbers.paint(p, code, ctx, show_triangles=d.name != "numbers36")
        else:
            _FAMILY[d.family].paint(p, code, ctx)

    # Legibility depends on the physical size, so the compact layout follows logical pixels.
    return _render(d, width, dpr, theme, style, paint, compact=width < COMPACT_PX)


def render_back(
    deck: str, width: int, dpr: float = 1.0, variant: int = 0, theme: str | Theme | None = None, style: Style = CLASSIC
) -> QImage:
    """The back of a card of ``deck`` as an image of width×dpr device pixels (``style.back``: which design)."""
    d = _deck(deck)
    return _render(d, width, dpr, theme, style, lambda p, ctx: backs.paint(p, d.name, d.family, variant, ctx))


def _render(
    d: Deck,
    width: int,
    dpr: float,
    theme: str | Theme | None,
    style: Style,
    paint: Callable[[QPainter, Ctx], None],
    compact: bool = False,
) -> QImage:
    """A blank card of ``d`` at width×dpr device pixels, ``paint`` drawing on it in card units."""
    th = theme if isinstance(theme, Theme) else get_theme(theme or style.theme)
    dev_w, dev_h = _device_size(d, width, dpr)
    img, p = _canvas(dev_w, dev_h)
    try:
        paint_blank(p, dev_w, dev_h, th)
        k = dev_w / W
        p.scale(k, k)
        paint(p, Ctx(h=dev_h / k, px=k, theme=th, compact=compact, style=style))
    finally:
        p.end()
    return img


class CardRenderer:
    """Renders card faces and backs to QPixmaps, cached by (deck, card, size, dpr, style)."""

    def __init__(self, theme: str = "classic", style: Style = CLASSIC) -> None:
        self._theme = get_theme(theme)
        self._style = style
        self._cache: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._bytes = 0
        self.budget = _CACHE_BYTES  # bytes of pixmaps kept

    @property
    def theme(self) -> str:
        """The name of the theme in use."""
        return self._theme.name

    @property
    def style(self) -> Style:
        """The card style in use."""
        return self._style

    def set_style(self, style: Style) -> None:
        """Draw in ``style`` (and its colours) from now on; pixmaps of other styles stay cached until evicted."""
        self._style = style
        self._theme = get_theme(style.theme)

    def aspect(self, deck: str) -> float:
        """Height / width of that deck's cards."""
        return float(_FAMILY[_deck(deck).family].ASPECT)

    def face(self, deck: str, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of ``code`` at ``width`` logical px; device-pixel sized with ``dpr`` set."""
        key = ("face", deck, code, int(width), float(dpr), self._style, self._theme.name)
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        return self._store(key, render_face(deck, code, int(width), dpr, self._theme, self._style), dpr)

    def back(self, deck: str, width: int, dpr: float = 1.0, variant: int = 0) -> QPixmap:
        """The back of ``deck``'s cards (``variant`` 1 is the second Écarté pack colour)."""
        key = ("back", deck, int(variant), int(width), float(dpr), self._style, self._theme.name)
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        return self._store(key, render_back(deck, int(width), dpr, variant, self._theme, self._style), dpr)

    def clear(self) -> None:
        """Drop the cache (after a theme change)."""
        self._cache.clear()
        self._bytes = 0

    def set_theme(self, theme: str) -> None:
        """Switch to another theme and drop the cache."""
        self._theme = get_theme(theme)
        self.clear()

    def _store(self, key: tuple, img: QImage, dpr: float) -> QPixmap:
        pm = QPixmap.fromImage(img)
        pm.setDevicePixelRatio(dpr)
        self._cache[key] = pm
        self._bytes += _size(pm)
        while self._bytes > self.budget and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._bytes -= _size(old)
        return pm


def _size(pm: QPixmap) -> int:
    return pm.width() * pm.height() * 4


def themes() -> list[str]:
    """Names of the card themes a player can choose ("classic", "four-colour")."""
    return list(THEMES)


def app_icon() -> QIcon:
    """Our own application icon (a fan of two cards), at every common size."""
    from cardtable.art.icon import icon

    return icon()
