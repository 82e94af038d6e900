"""What the real window shows, read back for the layout check: the scene's items as ``Placed`` (their places,
turns, stacking and sizes as Qt has them), the texts that do not fit, the game's board and panels cut short."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel, QWidget

from cardtable.ui.table_items import PLATE_GLOW, TAG_GAP, font
from cardtable.ui.table_layout import Placed, Point, Quad, Rect, crowding, index_part


def _rect(r) -> Rect:
    return Rect(r.x(), r.y(), r.width(), r.height())


def scene_items(scene) -> list[Placed]:
    """Every item the table shows now: cards, plates, the facts box and the small labels."""
    targets = scene.layout().targets()
    out: list[Placed] = []
    for key, item in scene.items_by_key.items():
        if not item.isVisible() or item.opacity() < 0.5:
            continue
        t = targets.get(key)
        w, h = item.size()
        at = Point(item.pos().x(), item.pos().y())
        shape = Quad.of(at, w, h, item.rotation())
        index = t.index if t is not None else 0.66
        keep = Quad.of(at, w, h, item.rotation(), index_part(w, h, index)) if item.code and index else None
        owner, group = (t.owner, t.group) if t is not None else (None, "")
        out.append(Placed(key, "face" if item.code else "back", shape, item.zValue(), keep, owner, group))
    for seat, plate in enumerate(scene.plates):
        if plate.isVisible():
            body = Quad.box(_rect(plate.sceneBoundingRect()).adjusted(-PLATE_GLOW))
            out.append(Placed(f"plate {seat}", "plate", body, plate.zValue(), body, seat, "plate"))
    if scene.info.isVisible() and scene.info.lines:
        box = Quad.box(_rect(scene.info.sceneBoundingRect()))
        out.append(Placed("facts box", "info", box, scene.info.zValue(), box))
    labels = [(f"count {seat}", lab, seat) for seat, lab in enumerate(scene.won_labels)]
    labels += [("talon count", scene.talon_label, None), ("your talon", scene.own_talon_label, scene.human)]
    for key, lab, seat in labels:
        if lab.isVisible() and lab.text:
            box = Quad.box(_rect(lab.sceneBoundingRect()))
            out.append(Placed(key, "label", box, lab.zValue(), box, seat, "pile" if seat is not None else ""))
    return out


def texts_cut(scene) -> list[str]:
    """Plate and facts-box lines wider than their room (elided when painted)."""
    out = []
    big, small = QFontMetricsF(font(15, bold=True)), QFontMetricsF(font(12))
    for seat, plate in enumerate(scene.plates):
        if not plate.isVisible():
            continue
        w, _h = plate.size()
        beside = small.horizontalAdvance(plate.inline_tag) + TAG_GAP if plate.inline_tag else 0.0
        if big.horizontalAdvance(plate.name) + beside + big.horizontalAdvance(plate.score) + 12 > w - 24:
            out.append(f"plate {seat}: the name, tags and score {plate.name!r} {plate.score!r} do not fit")
        for line in plate.lines():
            if small.horizontalAdvance(line) > w - 24 + 0.5:
                out.append(f"plate {seat}: {line!r} is cut")
        said = " · ".join(t for t in (plate.tags, plate.status) if t)
        shown = " · ".join([plate.inline_tag, *plate.lines()] if plate.inline_tag else plate.lines())
        if said.replace(" · ", " ").split() != shown.replace(" · ", " ").split():
            out.append(f"plate {seat} leaves words out: {said!r} shows as {shown!r}")
    info = scene.info
    out += strip_cut(info)
    bold = QFontMetricsF(font(13, bold=True))
    room = info.value_room()
    for (label, _value), row, label_lines in zip(info.lines, info._rows, info.label_lines()):
        for part in label_lines:
            if QFontMetricsF(font(13)).horizontalAdvance(part) > info.size()[0] - 24 + 0.5:
                out.append(f"facts box: the label {label!r} is cut")
        for part in row:
            if bold.horizontalAdvance(part) > room + 0.5:
                out.append(f"facts box: {label} {part!r} is cut")
    return out


def strip_cut(info) -> list[str]:
    """The facts strip's pieces wider than the strip, and facts it leaves out."""
    if not info.strip:
        return []
    fonts = {False: QFontMetricsF(font(12)), True: QFontMetricsF(font(12, bold=True))}
    inner = info.size()[0] - 24 + 0.5
    out = [
        f"facts strip: {text!r} is cut"
        for line in info.strip_lines()
        for x, text, bold in line
        if x + fonts[bold].horizontalAdvance(text) > inner
    ]
    said = " ".join(f"{label} {value}" for label, value in info.all_lines).split()
    shown = " ".join(text for line in info.strip_lines() for _x, text, _bold in line).split()
    if said != shown:
        out.append(f"facts strip leaves words out: {said!r} shows as {shown!r}")
    return out


def widgets_cut(root: QWidget | None) -> list[str]:
    """Labels of a board or panel whose text does not fit them (wrapped text taller than the label, or a line
    wider)."""
    if root is None or not root.isVisible():
        return []
    out = []
    for label in [root] * isinstance(root, QLabel) + root.findChildren(QLabel):  # (a board may be one label)
        if not label.isVisible() or not label.text():
            continue
        name = label.objectName() or type(label).__name__
        if label.wordWrap():
            need = label.heightForWidth(label.width())
            if need > label.height() + 1:
                out.append(f"{name}: {label.text()[:40]!r}… needs {need} px of height, has {label.height()}")
        elif label.sizeHint().width() > label.width() + 1 and label.minimumSizeHint().width() > label.width() + 1:
            out.append(f"{name}: {label.text()[:40]!r}… needs {label.sizeHint().width()} px, has {label.width()}")
    return out


def stale_stacking(scene) -> list[str]:
    """Cards not stacked as the layout says now (a new size may stack the trick otherwise)."""
    targets = scene.layout().targets()
    return [
        f"{key} lies at z {item.zValue():g}, the layout says {targets[key].z:g}"
        for key, item in scene.items_by_key.items()
        if key in targets and item.isVisible() and item.zValue() != targets[key].z
    ]


def problems(window) -> list[str]:
    """Everything wrong with the table the window shows now."""
    scene = window.scene
    table = Rect(0, 0, *scene._size)
    out = crowding(scene_items(scene), table, scene.human)
    out += stale_stacking(scene)
    out += texts_cut(scene)
    board = window.board.widget if window.board is not None else None
    out += widgets_cut(board)
    return out
