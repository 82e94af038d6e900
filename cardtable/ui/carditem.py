"""A card on the table: a QGraphicsObject that paints a pixmap, lifts, dims, and can be clicked or dragged."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

GOLD = QColor("#f2c75c")
FOCUS = QColor("#9fd3ff")
SHADOW_LAYERS = (34, 22, 14, 8)  # alpha of each widening ring of the soft shadow

# (width, height, lifted, dpr) -> the shadow drawn once: painting four antialiased rounded rectangles per card
# per frame was most of the table's paint time while cards move
_SHADOWS: dict[tuple[int, int, bool, float], tuple[QPixmap, QPointF]] = {}


def shadow_pixmap(width: float, height: float, lifted: bool, dpr: float) -> tuple[QPixmap, QPointF]:
    """The card's soft shadow (light from the top left) and where its top-left corner goes, relative to the card's."""
    key = (round(width), round(height), lifted, dpr)
    hit = _SHADOWS.get(key)
    if hit is not None:
        return hit
    w, h = key[0], key[1]
    depth = w * (0.05 if lifted else 0.025)
    grow = (len(SHADOW_LAYERS) - 1) * w * 0.012
    pad = grow + 2
    pm = QPixmap(round((w + 2 * pad + depth) * dpr) + 1, round((h + 2 * pad + depth) * dpr) + 1)
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    radius = w * 0.07
    r = QRectF(pad + depth * 0.6, pad + depth, w, h)
    for i, alpha in enumerate(SHADOW_LAYERS):
        g = i * w * 0.012
        p.setBrush(QColor(0, 0, 0, alpha))
        p.drawRoundedRect(r.adjusted(-g, -g, g, g), radius + g, radius + g)
    p.end()
    if len(_SHADOWS) > 256:  # many window sizes: keep the cache small
        _SHADOWS.clear()
    hit = _SHADOWS[key] = (pm, QPointF(-pad, -pad))
    return hit


class CardItem(QGraphicsObject):
    """One card (face or back); its origin is the card's centre so it rotates about it."""

    clicked = Signal(str)
    dropped = Signal(str, QPointF)

    def __init__(self, key: str, code: str | None, width: float, height: float) -> None:
        super().__init__()
        self.key = key  # stable identity on the table ("HK", or "back:1:3")
        self.code = code  # None for a card seen from the back
        self._w = width
        self._h = height
        self._pixmap = QPixmap()
        self.interactive = False  # may be clicked (legal to play or selectable)
        self.dimmed = False  # not playable now: drawn darker
        self.selected = False  # chosen for a discard
        self.focused = False  # keyboard focus
        self.marked = False  # a gold rim: takes the trick on the table, or the coach's best card
        self.peek: QPixmap | None = None  # a face-down card its owner may look at: shown while hovered
        self._hover = False
        self._press: QPointF | None = None
        self._dragging = False
        self._home = QPointF()
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    # geometry ---------------------------------------------------------------
    def set_size(self, width: float, height: float) -> None:
        """Change the card's size (the pixmap is scaled until a sharp one arrives)."""
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height
            self.update()

    def size(self) -> tuple[float, float]:
        """(width, height) in scene units."""
        return self._w, self._h

    def set_pixmap(self, pixmap: QPixmap) -> None:
        """Show ``pixmap`` (face or back)."""
        self._pixmap = pixmap
        self.update()

    def lift(self) -> float:
        """How far the card is raised above its place (selection, hover)."""
        if self.selected:
            return self._h * 0.16
        if self._hover and self.interactive and not self._dragging:
            return self._h * 0.07
        return 0.0

    def card_rect(self) -> QRectF:
        """The card's rectangle in item coordinates, lift included."""
        return QRectF(-self._w / 2, -self._h / 2 - self.lift(), self._w, self._h)

    def boundingRect(self) -> QRectF:
        m = max(4.0, self._w * 0.08)
        return QRectF(-self._w / 2 - m, -self._h / 2 - self._h * 0.17 - m, self._w + 2 * m, self._h * 1.17 + 3 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.card_rect(), self._w * 0.07, self._w * 0.07)
        return path

    # painting ---------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        r = self.card_rect()
        radius = self._w * 0.07
        # a soft shadow, drawn once per card size (see shadow_pixmap)
        lifted = self.lift() > 0 or self._dragging
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        shadow, offset = shadow_pixmap(self._w, self._h, lifted, dpr)
        painter.drawPixmap(r.topLeft() + offset, shadow)
        painter.setPen(Qt.PenStyle.NoPen)
        pixmap = self.peek if (self.peek is not None and self._hover) else self._pixmap
        if not pixmap.isNull():
            painter.drawPixmap(r, pixmap, QRectF(pixmap.rect()))
        else:
            painter.setBrush(QColor("#fbf8f0"))
            painter.drawRoundedRect(r, radius, radius)
        if self.dimmed:
            painter.setBrush(QColor(20, 30, 25, 105))
            painter.drawRoundedRect(r, radius, radius)
        if self.selected or self.marked:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(GOLD, max(2.0, self._w * 0.035)))
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        elif self.focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(FOCUS, max(2.0, self._w * 0.03)))
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        elif self.interactive and self._hover:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 150), max(1.5, self._w * 0.02)))
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)

    def refresh(self) -> None:
        """Repaint after a flag changed (lift changes the shape)."""
        self.prepareGeometryChange()
        self.update()

    # mouse ------------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:
        self._set_hover(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        self._set_hover(False)
        super().hoverLeaveEvent(event)

    def _set_hover(self, hover: bool) -> None:
        self._hover = hover  # lifts a playable card and shows a peekable one's face
        self.refresh()

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.code is None:
            event.ignore()
            return
        self._press = event.scenePos()
        self._home = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        if self._press is None or not self.interactive:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() > max(8.0, self._w * 0.12):
            self._dragging = True
            self.setZValue(self.zValue() + 500)
        if self._dragging:
            self.setPos(self._home + delta)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.setZValue(self.zValue() - 500)
            self.dropped.emit(self.key, event.scenePos())
        elif self.code is not None:
            self.clicked.emit(self.key)

    def home(self) -> QPointF:
        """Where a drag started (to snap back to)."""
        return self._home
