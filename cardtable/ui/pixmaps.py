"""Card pixmaps for the table: from ``cardtable.art`` when present, else a plain drawn fallback.

The card style is the player's (View ▸ cards and backs) and one for the whole window (``set_style``); the letters
on French-suited court cards follow the UI language (B D K Á L in Hungarian, J Q K A C in English).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap

from cardtable.art import CardRenderer, Style, styles
from cardtable.cards.deck import get_deck
from cardtable.storage import settings
from cardtable.ui import i18n

# the settings file keeps the art's names
assert (settings.HUNGARIAN_FACES, settings.FRENCH_FACES, settings.CARD_BACKS) == (
    styles.HUNGARIAN_FACES,
    styles.FRENCH_FACES,
    styles.BACK_CHOICES,
)

_STYLE = Style()  # the player's choice, with the English letters (``style()`` sets them by the language)


def set_style(hungarian: str = "classic", french: str = "classic", back: str = "classic") -> None:
    """The player's card style, for every card drawn from now on."""
    global _STYLE
    _STYLE = Style(hungarian=hungarian, french=french, back=back)


def style() -> Style:
    """The card style now: the player's, with the court letters of the UI language."""
    return Style(_STYLE.hungarian, _STYLE.french, "hu" if i18n.current() == "hu" else "en", _STYLE.back)


# Fallback suit colours (the art module has the real ones).
_SUIT_COLOURS = {
    "P": "#b3261e",
    "T": "#c98a12",
    "Z": "#2e7d32",
    "M": "#6d4c2f",
    "H": "#b3261e",
    "D": "#b3261e",
    "S": "#1e1e1e",
    "C": "#1e1e1e",
}


class CardPixmaps:
    """Pixmaps by (deck, card, width, DPR), cached; the art renderer does the drawing."""

    def __init__(self) -> None:
        self._cache: dict[tuple, QPixmap] = {}
        self._style = style()  # the style the cached pixmaps are drawn in
        self._renderer: CardRenderer | None = None
        try:
            self._renderer = CardRenderer()
        except Exception:  # the art failed: fall back, never crash the table
            self._renderer = None

    def aspect(self, deck: str) -> float:
        """Height / width of the deck's cards."""
        if self._renderer is not None:
            try:
                return float(self._renderer.aspect(deck))
            except Exception:
                pass
        return 1.6 if get_deck(deck).family == "hungarian" else 1.45

    def face(self, deck: str, code: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of card ``code`` at ``width`` logical pixels, in the card style now."""
        return self._cached(
            ("face", deck, code, width, dpr),
            lambda art: art.face(deck, code, width, dpr),
            lambda: self._fallback(deck, code, width, dpr),
        )

    def back(self, deck: str, width: int, dpr: float = 1.0, variant: int = 0) -> QPixmap:
        """The back of the deck's cards at ``width`` logical pixels, in the card style now."""
        return self._cached(
            ("back", deck, variant, width, dpr),
            lambda art: art.back(deck, width, dpr, variant),
            lambda: self._fallback(deck, None, width, dpr),
        )

    def _cached(self, key: tuple, draw: Callable[[CardRenderer], QPixmap], fallback: Callable[[], QPixmap]) -> QPixmap:
        """The pixmap under ``key`` in the style now: drawn by the art once, or by ``fallback`` when the art fails."""
        now = style()
        if now != self._style:  # the player chose other cards (or the language changed the letters)
            self._cache.clear()
            self._style = now
        pm = self._cache.get(key)
        if pm is None:
            if self._renderer is not None:
                try:
                    if self._renderer.style != now:
                        self._renderer.set_style(now)
                    pm = draw(self._renderer)
                except Exception:
                    pm = None
            if pm is None or pm.isNull():
                pm = fallback()
            self._cache[key] = pm
        return pm

    def clear(self) -> None:
        """Forget cached pixmaps (after a big resize)."""
        self._cache.clear()

    def _fallback(self, deck: str, code: str | None, width: int, dpr: float) -> QPixmap:
        """A rounded rectangle with the code: enough to play while the art is missing."""
        w = max(8, width)
        h = round(w * self.aspect(deck))
        pm = QPixmap(round(w * dpr), round(h * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        r = QRectF(0.5, 0.5, w - 1, h - 1)
        path.addRoundedRect(r, w * 0.07, w * 0.07)
        if code is None:
            p.fillPath(path, QColor("#27466b"))
            p.setPen(QPen(QColor("#f3efe4"), 1))
            p.drawPath(path)
            inner = QPainterPath()
            inner.addRoundedRect(r.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08), w * 0.05, w * 0.05)
            p.setPen(QPen(QColor("#8fa9c9"), 1))
            p.drawPath(inner)
        else:
            p.fillPath(path, QColor("#fbf8f0"))
            p.setPen(QPen(QColor("#9a948a"), 1))
            p.drawPath(path)
            p.setPen(QColor(_SUIT_COLOURS.get(code[0], "#222222")))
            f = QFont()
            f.setBold(True)
            f.setPixelSize(max(6, round(w * 0.24)))
            p.setFont(f)
            p.drawText(QRectF(w * 0.06, w * 0.04, w, w * 0.4), Qt.AlignmentFlag.AlignLeft, code)
            f.setPixelSize(max(8, round(w * 0.34)))
            p.setFont(f)
            p.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, code)
        p.end()
        return pm
