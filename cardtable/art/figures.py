"""Court figures and ace emblems: calm, flat figures built from simple shapes.

Hungarian courts are one-way, full-length figures in a 650 × 1200 panel; French courts are
double-ended busts in a half panel of 650 × 560, turned 180° for the lower half.  Shapes are
built in those local units; the caller's panel rectangle sets the scale.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen

from cardtable.art.card import Ctx, W, poly
from cardtable.art.palette import SuitColours, Theme
from cardtable.art.suits import draw_symbol

PANEL_W = 650.0
WHITE = "#faf6ec"


# --- shape helpers ---------------------------------------------------------------------------


def ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    """An ellipse (a circle if ``ry`` is omitted)."""
    p = QPainterPath()
    p.addEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)
    return p


def limb(pts: list[tuple[float, float]], width: float) -> QPainterPath:
    """A smooth, round-ended band through ``pts`` (arms, sleeves, sticks)."""
    p = QPainterPath()
    p.moveTo(*pts[0])
    if len(pts) == 3:
        p.quadTo(QPointF(*pts[1]), QPointF(*pts[2]))
    else:
        for pt in pts[1:]:
            p.lineTo(*pt)
    s = QPainterPathStroker()
    s.setWidth(width)
    s.setCapStyle(Qt.PenCapStyle.RoundCap)
    s.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return s.createStroke(p).simplified()


def _garment(cx: float, side: tuple[tuple[float, float], ...], dip: float) -> QPainterPath:
    """A coat's or jacket's body: across the shoulders (95 either side of ``cx`` at 430), down both sides along
    ``side`` (control, control, hem corner: offsets from ``cx`` and heights) to a hem that dips to ``dip``."""
    (ax, ay), (bx, by), (hx, hy) = side
    p = QPainterPath()
    p.moveTo(cx - 95, 430)
    p.lineTo(cx + 95, 430)
    p.cubicTo(cx + ax, ay, cx + bx, by, cx + hx, hy)
    p.quadTo(cx, dip, cx - hx, hy)
    p.cubicTo(cx - bx, by, cx - ax, ay, cx - 95, 430)
    return p


def fill(painter: QPainter, path: QPainterPath, colour: str, edge: str | None = None, width: float = 5) -> None:
    """Fill a shape, with an optional thin edge line."""
    painter.setBrush(QColor(colour))
    if edge:
        pen = QPen(QColor(edge), width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(path)


def _panel(painter: QPainter, ctx: Ctx, rect: QRectF, tint: str) -> None:
    """The framed, softly tinted picture panel of a court card."""
    painter.setPen(QPen(QColor(ctx.theme.frame), 6))
    painter.setBrush(QColor(tint))
    painter.drawRoundedRect(rect, 26, 26)


def _tint(colours: SuitColours, amount: float = 0.12) -> str:
    """The suit's light colour faded into the card face."""
    c, f = QColor(colours.light), QColor("#fbf7ec")
    mix = [round(f.red() + (c.red() - f.red()) * amount), round(f.green() + (c.green() - f.green()) * amount)]
    mix.append(round(f.blue() + (c.blue() - f.blue()) * amount))
    return QColor(*mix).name()


# --- faces and heads -------------------------------------------------------------------------


def _head(painter: QPainter, th: Theme, cx: float, cy: float, *, beard: bool, moustache: bool = True) -> None:
    """A calm oval face: hair at the back, two eyes, a moustache or a full beard."""
    ink = th.ink
    fill(painter, ellipse(cx, cy - 8, 70, 76), th.hair)
    fill(painter, ellipse(cx, cy, 60, 70), th.skin, th.skin_dark, 4)
    for dx in (-22, 22):
        fill(painter, ellipse(cx + dx, cy - 6, 6.5, 7.5), ink)
        fill(painter, ellipse(cx + dx * 1.5, cy + 20, 13, 9), "#ecb49a")  # a little colour in the cheeks
    fill(painter, limb([(cx - 3, cy + 2), (cx + 4, cy + 20), (cx - 3, cy + 26)], 5), th.skin_dark)
    if beard:
        b = QPainterPath()
        b.moveTo(cx - 58, cy + 8)
        b.cubicTo(cx - 55, cy + 90, cx - 20, cy + 120, cx, cy + 126)
        b.cubicTo(cx + 20, cy + 120, cx + 55, cy + 90, cx + 58, cy + 8)
        b.cubicTo(cx + 40, cy + 50, cx - 40, cy + 50, cx - 58, cy + 8)
        fill(painter, b, th.hair)
    if moustache or beard:
        m = QPainterPath()
        m.moveTo(cx, cy + 32)
        m.cubicTo(cx + 18, cy + 22, cx + 40, cy + 28, cx + 48, cy + 44)
        m.cubicTo(cx + 30, cy + 36, cx + 14, cy + 42, cx, cy + 40)
        m.cubicTo(cx - 14, cy + 42, cx - 30, cy + 36, cx - 48, cy + 44)
        m.cubicTo(cx - 40, cy + 28, cx - 18, cy + 22, cx, cy + 32)
        fill(painter, m, th.hair)
    else:
        fill(painter, limb([(cx - 14, cy + 38), (cx, cy + 44), (cx + 14, cy + 38)], 5), th.skin_dark)


def _crown(painter: QPainter, th: Theme, colours: SuitColours, cx: float, base: float, w: float = 130) -> None:
    """A gold crown with five points and suit-coloured stones."""
    h = w * 0.62
    x0 = cx - w / 2
    pts = [(x0, base)]
    for i in range(5):
        x = x0 + w * i / 4
        pts += [(x, base - h), (x + w / 8, base - h * 0.55)] if i < 4 else [(x, base - h)]
    pts.append((x0 + w, base))
    c = poly(*pts)
    fill(painter, c, th.gold, th.gold_dark, 4)
    fill(painter, poly((x0 - 4, base), (x0 + w + 4, base), (x0 + w + 2, base - 22), (x0 - 2, base - 22)), th.gold_dark)
    for i in range(5):
        fill(painter, ellipse(x0 + w * i / 4, base - h, 10), colours.main)
    fill(painter, ellipse(cx, base - 11, 9), colours.main)


# --- Hungarian courts ------------------------------------------------------------------------


def hungarian_court(painter: QPainter, ctx: Ctx, rank: str, suit: str, colours: SuitColours) -> None:
    """Alsó (sign low), felső (sign held high) or király (crowned), as a full-length figure."""
    rect = QRectF(205, 200, W - 410, ctx.h - 400)
    _panel(painter, ctx, rect, _tint(colours))
    k = rect.height() / 1170
    ox, oy = rect.center().x() - PANEL_W / 2 * k, rect.top()
    painter.save()
    painter.setClipRect(rect.adjusted(3, 3, -3, -3))
    painter.translate(ox, oy)
    painter.scale(k, k)
    th = ctx.theme
    fill(painter, poly((-200, 1070), (PANEL_W + 200, 1070), (PANEL_W + 200, 1300), (-200, 1300)), _tint(colours, 0.3))
    if rank == "K":
        _king(painter, th, colours)
        painter.restore()
        draw_symbol(painter, suit, colours, rect.right() - 90, rect.top() + 100, 140)
        return
    over = rank == "O"
    cx = PANEL_W / 2
    fur, boot = "#8a6a4a", "#2a2522"
    # Trousers and knee boots.
    for x in (cx - 45, cx + 45):
        fill(painter, poly((x - 30, 690), (x + 30, 690), (x + 25, 900), (x - 25, 900)), th.cloth)
        toe = 16 if x > cx else -16
        fill(painter, poly((x - 28, 880), (x + 28, 880), (x + 24, 1050), (x - 24, 1050)), boot)
        fill(painter, ellipse(x + toe, 1054, 40, 18), boot)
    if over:
        # Felső: a long fur-trimmed coat and a cape over the shoulders.
        fill(painter, poly((cx - 110, 430), (cx + 110, 430), (cx + 175, 900), (cx - 175, 900)), th.cloth, th.cloth_dark)
        coat = _garment(cx, ((125, 600), (140, 760), (150, 870)), 895)
        fill(painter, coat, colours.main, colours.dark, 5)
        fill(painter, limb([(cx - 150, 866), (cx, 890), (cx + 150, 866)], 30), fur)
        fill(painter, poly((cx - 14, 440), (cx + 14, 440), (cx + 16, 880), (cx - 16, 880)), fur)
        fill(
            painter, poly((cx - 118, 620), (cx + 118, 620), (cx + 121, 652), (cx - 121, 652)), th.gold, th.gold_dark, 3
        )
    else:
        # Alsó: a short hussar jacket with gold cords across the chest.
        jacket = _garment(cx, ((112, 560), (118, 650), (120, 715)), 735)
        fill(painter, jacket, colours.main, colours.dark, 5)
        cord = colours.dark if suit == "tok" else th.gold  # gold cords would vanish on the amber jacket
        for y in (480, 525, 570, 615):
            fill(painter, limb([(cx - 70, y), (cx, y + 8), (cx + 70, y)], 11), cord)
            for x in (-72, 72):
                fill(painter, ellipse(cx + x, y, 10), cord)
        # A sabre hangs from the belt on the left hip.
        sabre = QPainterPath()
        sabre.moveTo(cx - 95, 690)
        sabre.quadTo(cx - 130, 860, cx - 205, 985)
        pen = QPen(QColor("#3a3430"), 20)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(sabre)
        painter.setPen(Qt.PenStyle.NoPen)
        fill(painter, poly((cx - 125, 675), (cx - 65, 675), (cx - 70, 692), (cx - 120, 692)), th.gold, th.gold_dark, 3)
        fill(painter, poly((cx - 118, 660), (cx + 118, 660), (cx + 121, 700), (cx - 121, 700)), th.cloth_dark)
        fill(painter, poly((cx - 20, 652), (cx + 20, 652), (cx + 20, 708), (cx - 20, 708)), th.gold, th.gold_dark, 4)
    # Arms: the left hangs at the side, the right holds the suit sign low (alsó) or high (felső).
    fill(painter, limb([(cx - 100, 460), (cx - 140, 600), (cx - 130, 740)], 56), colours.mid, colours.dark, 4)
    fill(painter, ellipse(cx - 130, 758, 24), th.skin, th.skin_dark, 3)
    arm: list[tuple[float, float]]
    if over:
        arm = [(cx + 100, 460), (cx + 175, 400), (cx + 190, 260)]
        hand, sign, size = (cx + 190, 245), (cx + 190, 135), 190
    else:
        arm = [(cx + 100, 460), (cx + 150, 620), (cx + 165, 770)]
        hand, sign, size = (cx + 165, 790), (cx + 190, 905), 190
    fill(painter, limb(arm, 56), colours.mid, colours.dark, 4)
    # Neck, collar, head and hat.
    fill(painter, poly((cx - 22, 360), (cx + 22, 360), (cx + 24, 440), (cx - 24, 440)), th.skin)
    fill(painter, ellipse(cx, 432, 80, 24), WHITE, th.frame, 4)
    _head(painter, th, cx, 320, beard=False)
    if over:
        # A tall fur kalpag with a plume in the suit colour.
        fill(painter, limb([(cx + 20, 200), (cx - 40, 110), (cx - 120, 80)], 30), colours.main, colours.dark, 3)
        kalpag = QPainterPath()
        kalpag.moveTo(cx - 70, 262)
        kalpag.lineTo(cx - 62, 150)
        kalpag.quadTo(cx, 125, cx + 62, 150)
        kalpag.lineTo(cx + 70, 262)
        kalpag.quadTo(cx, 280, cx - 70, 262)
        fill(painter, kalpag, fur, "#5a4530", 4)
        fill(painter, ellipse(cx + 18, 190, 16), th.gold, th.gold_dark, 3)
    else:
        cap = QPainterPath()
        cap.moveTo(cx - 92, 262)
        cap.cubicTo(cx - 95, 170, cx + 95, 170, cx + 98, 262)
        cap.quadTo(cx, 240, cx - 92, 262)
        fill(painter, cap, colours.mid, colours.dark, 4)
        fill(painter, limb([(cx + 60, 222), (cx + 120, 180), (cx + 150, 120)], 22), th.gold)
    painter.restore()
    # The sign is drawn in card units so it matches the pips exactly.
    draw_symbol(painter, suit, colours, ox + sign[0] * k, oy + sign[1] * k, size * k)
    painter.save()
    painter.translate(ox, oy)
    painter.scale(k, k)
    fill(painter, ellipse(hand[0], hand[1], 24), th.skin, th.skin_dark, 3)
    painter.restore()


def _arch(cx: float, half: float, shoulder: float, control: float) -> QPainterPath:
    """The throne's back: sides ``half`` either side of ``cx`` from the floor up to ``shoulder``, a round top."""
    p = QPainterPath()
    p.moveTo(cx - half, 1070)
    p.lineTo(cx - half, shoulder)
    p.cubicTo(cx - half, control, cx + half, control, cx + half, shoulder)
    p.lineTo(cx + half, 1070)
    p.closeSubpath()
    return p


def _king(painter: QPainter, th: Theme, colours: SuitColours) -> None:
    cx = PANEL_W / 2
    # The throne's high back, then the cloak, the robe in the suit colour and the ermine collar.
    fill(painter, _arch(cx, 190, 330, 170), "#9a6b3c", "#5e3d1f", 6)
    fill(painter, _arch(cx, 150, 340, 215), _tint(colours, 0.55))
    fill(painter, poly((cx - 120, 430), (cx + 120, 430), (cx + 230, 1070), (cx - 230, 1070)), th.cloth, th.cloth_dark)
    robe = QPainterPath()
    robe.moveTo(cx - 100, 440)
    robe.lineTo(cx + 100, 440)
    robe.cubicTo(cx + 130, 700, cx + 165, 900, cx + 180, 1070)
    robe.lineTo(cx - 180, 1070)
    robe.cubicTo(cx - 165, 900, cx - 130, 700, cx - 100, 440)
    fill(painter, robe, colours.main, colours.dark, 5)
    fill(painter, poly((cx - 26, 450), (cx + 26, 450), (cx + 50, 1070), (cx - 50, 1070)), WHITE)
    for i, y in enumerate(range(520, 1060, 90)):
        fill(painter, ellipse(cx + (-12 if i % 2 else 12), y, 7, 12), th.ink)
    # Sceptre in the right hand, the left hand resting on the belt.
    fill(painter, limb([(cx + 150, 900), (cx + 180, 330)], 16), th.gold, th.gold_dark, 3)
    fill(painter, ellipse(cx + 181, 315, 30), th.gold, th.gold_dark, 4)
    fill(painter, ellipse(cx + 181, 315, 11), colours.main)
    fill(painter, limb([(cx + 95, 470), (cx + 140, 600), (cx + 165, 660)], 62), colours.mid, colours.dark, 4)
    fill(painter, ellipse(cx + 166, 672, 26), th.skin, th.skin_dark, 3)
    fill(painter, limb([(cx - 95, 470), (cx - 120, 620), (cx - 40, 680)], 62), colours.mid, colours.dark, 4)
    fill(painter, ellipse(cx - 32, 684, 26), th.skin, th.skin_dark, 3)
    fill(painter, poly((cx - 22, 360), (cx + 22, 360), (cx + 24, 440), (cx - 24, 440)), th.skin)
    ermine = QPainterPath()
    ermine.addRoundedRect(QRectF(cx - 130, 410, 260, 64), 32, 32)
    fill(painter, ermine, WHITE, th.frame, 4)
    for x in (-90, -45, 0, 45, 90):
        fill(painter, ellipse(cx + x, 442, 6, 10), th.ink)
    _head(painter, th, cx, 315, beard=True)
    _crown(painter, th, colours, cx, 262, 140)


# --- aces ------------------------------------------------------------------------------------

SEASON = {"piros": "spring", "zold": "summer", "makk": "autumn", "tok": "winter"}


def hungarian_ace(painter: QPainter, ctx: Ctx, suit: str, colours: SuitColours) -> None:
    """The ász: a large suit sign in a ring, with the season's emblem in a medallion below."""
    th = ctx.theme
    cy, my = ctx.h * 0.40, ctx.h * 0.775
    # Two laurel sprigs join the ring to the medallion.
    for side in (-1, 1):
        stem = QPainterPath()
        stem.moveTo(W / 2 + side * 40, my - 60)
        stem.quadTo(W / 2 + side * 290, my - 120, W / 2 + side * 250, cy + 150)
        pen = QPen(QColor(colours.dark), 9)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(stem)
        for i in range(1, 6):
            t = i / 6
            pt = stem.pointAtPercent(t)
            ang = stem.angleAtPercent(t)
            painter.save()
            painter.translate(pt)
            painter.rotate(-ang + (40 if side > 0 else -40) + (180 if side < 0 else 0))
            fill(painter, ellipse(30, 0, 30, 12), colours.mid if suit != "zold" else "#5c9a4f")
            painter.restore()
    fill(painter, ellipse(W / 2, cy, 300), _tint(colours, 0.18), th.frame, 6)
    draw_symbol(painter, suit, colours, W / 2, cy, 440)
    fill(painter, ellipse(W / 2, my, 125), _tint(colours, 0.1), th.frame, 6)
    season(painter, th, SEASON[suit], W / 2, my, 175)


def season(painter: QPainter, th: Theme, name: str, cx: float, cy: float, size: float) -> None:
    """A small emblem of a season: blossom, sun, grapes or snowflake, ``size`` units across."""
    r = size / 2
    painter.save()
    painter.translate(cx, cy)
    painter.scale(r / 100, r / 100)
    if name == "spring":
        for i in range(5):
            a = math.radians(90 + i * 72)
            fill(painter, ellipse(52 * math.cos(a), -52 * math.sin(a), 42), "#f2a7b5", "#c0607a", 4)
        fill(painter, ellipse(0, 0, 30), th.gold, th.gold_dark, 4)
    elif name == "summer":
        for i in range(12):
            painter.save()
            painter.rotate(i * 30)
            fill(painter, poly((-14, -58), (14, -58), (0, -98)), th.gold)
            painter.restore()
        fill(painter, ellipse(0, 0, 56), "#f4c542", th.gold_dark, 5)
    elif name == "autumn":
        fill(painter, limb([(0, -60), (10, -92), (30, -100)], 10), "#6b4a2b")
        leaf = poly((10, -80), (70, -100), (58, -50))
        fill(painter, leaf, "#c7772a")
        for row, n in enumerate((4, 3, 2, 1)):
            for i in range(n):
                x = (i - (n - 1) / 2) * 36
                fill(painter, ellipse(x, -50 + row * 34, 19), "#6c3f7a", "#3f2148", 3)
    else:
        pen = QPen(QColor("#5f87b0"), 11)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for i in range(6):
            painter.save()
            painter.rotate(i * 60)
            painter.drawLine(QPointF(0, 0), QPointF(0, -92))
            painter.drawLine(QPointF(0, -52), QPointF(-24, -74))
            painter.drawLine(QPointF(0, -52), QPointF(24, -74))
            painter.restore()
    painter.restore()


def french_ace(painter: QPainter, ctx: Ctx, suit: str, colours: SuitColours) -> None:
    """A large pip inside a thin double ring."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for r, w in ((300, 6), (280, 3)):
        painter.setPen(QPen(QColor(ctx.theme.frame), w))
        painter.drawEllipse(QPointF(W / 2, ctx.h / 2), r, r)
    draw_symbol(painter, suit, colours, W / 2, ctx.h / 2, 400)


# --- French courts ---------------------------------------------------------------------------


def french_court(painter: QPainter, ctx: Ctx, rank: str, suit: str, colours: SuitColours) -> None:
    """Jack, queen, king or rider as a double-ended bust."""
    rect = QRectF(205, 190, W - 410, ctx.h - 380)
    _panel(painter, ctx, rect, _tint(colours, 0.1))
    half = rect.height() / 2
    k = min(half / 480, rect.width() / 530)
    ox, oy = rect.center().x() - PANEL_W / 2 * k, rect.top() + half - 560 * k
    for turned in (False, True):
        painter.save()
        if turned:
            painter.translate(W, ctx.h)
            painter.rotate(180)
        painter.save()
        painter.setClipRect(QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, half - 3))
        painter.translate(ox, oy)
        painter.scale(k, k)
        _bust(painter, ctx.theme, rank, suit, colours)
        painter.restore()
        draw_symbol(painter, suit, colours, rect.right() - 85, rect.top() + 95, 115)
        painter.restore()
    painter.setPen(QPen(QColor(ctx.theme.frame), 6))
    painter.drawLine(QPointF(rect.left(), ctx.h / 2), QPointF(rect.right(), ctx.h / 2))


# Black suits dress in muted colours: a near-black coat would swallow the drawing.
GARMENT = {"spade": "#5a5182", "club": "#3d6f5c"}


def _bust(painter: QPainter, th: Theme, rank: str, suit: str, colours: SuitColours) -> None:
    """One half of a French court: shoulders at the centre line, head and headgear above."""
    if suit in GARMENT and colours.main.lower() in ("#22222a",):
        colours = SuitColours(GARMENT[suit], "#2a2640", colours.light, GARMENT[suit])
    cx = PANEL_W / 2 + 25
    head_y = 250
    # Shoulders and clothes.
    body = QPainterPath()
    body.moveTo(cx - 230, 570)
    body.cubicTo(cx - 220, 420, cx - 120, 380, cx, 380)
    body.cubicTo(cx + 120, 380, cx + 220, 420, cx + 230, 570)
    body.closeSubpath()
    second = th.cloth if rank in ("K", "J", "C") else th.gold
    fill(painter, body, colours.main, colours.dark, 5)
    fill(painter, poly((cx - 70, 385), (cx + 70, 385), (cx + 40, 570), (cx - 40, 570)), second)
    fill(painter, poly((cx - 24, 300), (cx + 24, 300), (cx + 28, 392), (cx - 28, 392)), th.skin)
    fill(painter, ellipse(cx, 392, 90, 24), WHITE, th.frame, 4)
    if rank == "Q":
        # Long hair and a veil, a flower in the hand.
        fill(painter, ellipse(cx, head_y + 20, 82, 110), th.hair)
        _head(painter, th, cx, head_y, beard=False, moustache=False)
        veil = QPainterPath()
        veil.moveTo(cx - 90, head_y - 20)
        veil.cubicTo(cx - 80, head_y - 120, cx + 80, head_y - 120, cx + 90, head_y - 20)
        veil.cubicTo(cx + 40, head_y - 70, cx - 40, head_y - 70, cx - 90, head_y - 20)
        fill(painter, veil, colours.mid)
        _crown(painter, th, colours, cx, head_y - 62, 90)
        fill(painter, limb([(cx - 150, 560), (cx - 170, 420)], 10), "#4f7a3a")
        for i in range(5):
            a = math.radians(90 + i * 72)
            fill(painter, ellipse(cx - 170 + 22 * math.cos(a), 405 - 22 * math.sin(a), 17), "#f2a7b5")
        fill(painter, ellipse(cx - 170, 405, 12), th.gold)
    elif rank == "K":
        _head(painter, th, cx, head_y, beard=True)
        _crown(painter, th, colours, cx, head_y - 52, 130)
        fill(painter, limb([(cx - 180, 570), (cx - 180, 120)], 22), "#c9cdd4", "#6b7078", 4)
        fill(painter, poly((cx - 230, 430), (cx - 130, 430), (cx - 130, 452), (cx - 230, 452)), th.gold)
    else:
        _head(painter, th, cx, head_y, beard=False)
        cap = QPainterPath()
        cap.moveTo(cx - 95, head_y - 36)
        cap.cubicTo(cx - 95, head_y - 140, cx + 95, head_y - 140, cx + 100, head_y - 36)
        cap.quadTo(cx, head_y - 60, cx - 95, head_y - 36)
        fill(painter, cap, th.cloth if rank == "J" else "#8a8f99", th.cloth_dark, 4)
        fill(
            painter,
            limb([(cx - 40, head_y - 95), (cx - 100, head_y - 120), (cx - 140, head_y - 150)], 26),
            colours.main,
        )
        if rank == "C":
            _horse(painter, th, cx - 200, 330)
        else:
            fill(painter, limb([(cx - 185, 570), (cx - 185, 150)], 14), "#8a5a2b")
            fill(
                painter,
                poly((cx - 185, 92), (cx - 162, 140), (cx - 185, 160), (cx - 208, 140)),
                "#c9cdd4",
                "#6b7078",
                3,
            )
    # The hand that holds the halberd, flower or sword, on a sleeve from the near shoulder.
    hand = {"J": (cx - 185, 480), "Q": (cx - 160, 500), "K": (cx - 180, 480)}.get(rank)
    if hand is not None:
        fill(painter, limb([(cx - 120, 440), (cx - 150, 520), hand], 54), colours.mid, colours.dark, 4)
        fill(painter, ellipse(hand[0], hand[1], 26), th.skin, th.skin_dark, 3)


def _horse(painter: QPainter, th: Theme, x: float, y: float) -> None:
    """A horse's head for the tarokk rider (lovas)."""
    head = QPainterPath()
    head.moveTo(x + 60, y + 240)
    head.cubicTo(x + 40, y + 120, x + 40, y + 40, x + 70, y - 30)
    head.lineTo(x + 60, y - 80)
    head.lineTo(x + 100, y - 45)
    head.cubicTo(x + 20, y - 40, x - 60, y + 50, x - 80, y + 100)
    head.cubicTo(x - 95, y + 130, x - 60, y + 150, x - 30, y + 130)
    head.cubicTo(x, y + 110, x + 10, y + 120, x + 20, y + 150)
    head.lineTo(x + 10, y + 240)
    head.closeSubpath()
    fill(painter, head, "#e8e1d2", "#7b6f5c", 5)
    fill(painter, ellipse(x + 30, y + 20, 9), th.ink)
