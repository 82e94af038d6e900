"""The card table: a QGraphicsScene laid out from one seat's View, with animated moves.

The scene never talks to the engine. ``show(view)`` describes what lies on the table, asks the layout
(``table_layout``, plain geometry) where every visible card belongs and moves the card items there
(``table_animation``): cards that appear come from where they would physically come from (a seat's hand, the
talon), cards that leave go to the winner's pile. The plates, facts box and labels are ``table_items``. The
layout follows the viewport size; sharp pixmaps are re-requested (debounced) after a resize.
"""

from __future__ import annotations

import dataclasses
from functools import partial

from PySide6.QtCore import QParallelAnimationGroup, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from cardtable.cards.deck import get_deck
from cardtable.engine.protocol import View
from cardtable.ui import texts
from cardtable.ui.carditem import CardItem
from cardtable.ui.felt import felt
from cardtable.ui.pixmaps import CardPixmaps
from cardtable.ui.profiles import profile
from cardtable.ui.table_animation import SPEEDS, Moves, shake
from cardtable.ui.table_items import FELT, InfoItem, LabelItem, PlateItem
from cardtable.ui.table_layout import Point, TableContents, TableLayout, Target, key_code, unique_keys

__all__ = ["TableScene", "TableView", "hand_order", "key_code", "own_talon", "unique_keys"]


def qpoint(p: Point) -> QPointF:
    """A layout point as Qt's."""
    return QPointF(p.x, p.y)


class TableScene(QGraphicsScene):
    """The felt, the seats and every card item; laid out from a View."""

    card_clicked = Signal(str)  # card code of the human's hand
    card_dropped = Signal(str, bool)  # code, dropped on the trick area
    relaid = Signal()

    def __init__(self, pixmaps: CardPixmaps | None = None) -> None:
        super().__init__()
        self.pixmaps = pixmaps or CardPixmaps()
        self.items_by_key: dict[str, CardItem] = {}
        self.view_data: View | None = None
        self.deck = "piquet32"
        self.multiset = False
        self.human = 0
        self.players = 2
        self.game = ""
        self.names: list[str] = []
        self.speed = "normal"
        self.zoom = 1.0  # the cards' size against the one the window size gives (Ctrl + / −)
        self.dpr = 1.0
        self.held_trick: list[tuple[int, str]] | None = None
        self._hold_base: list[int] | None = None
        self.plates: list[PlateItem] = []
        self.info = InfoItem()
        self.addItem(self.info)
        self.talon_label = LabelItem(12)
        self.addItem(self.talon_label)
        self.own_talon_label = LabelItem(11)  # "your talon", under the declarer's laid-down pair
        self.addItem(self.own_talon_label)
        self.refusal_label = LabelItem(13)  # why a card was refused, just above it
        self.refusal_label.setZValue(1200)
        self.addItem(self.refusal_label)
        self.won_labels: list[LabelItem] = []
        self._anim: QParallelAnimationGroup | None = None
        self._layout: TableLayout | None = None  # the last one made (see layout())
        self._laid_with: tuple = ()  # the plates' and facts box's sizes the cards were last laid out round
        self._size = (1280.0, 720.0)
        self._sharp_timer = QTimer(self)
        self._sharp_timer.setSingleShot(True)
        self._sharp_timer.setInterval(160)
        self._sharp_timer.timeout.connect(self._sharpen)
        self.felt = felt("green")
        self.setBackgroundBrush(FELT)

    # seats and geometry -----------------------------------------------------
    def setup(self, game: str, deck: str, players: int, human: int, names: list[str]) -> None:
        """A new match: forget every card and build the name plates."""
        self.clear_cards()
        self.deck = deck
        self.multiset = any(m & (m - 1) for m in get_deck(deck).copies.values())  # some code has copies
        self.game = game
        players = profile(game).table_positions(players)  # a dummy seated among the players has a place too
        self.players = players
        self.human = human
        self.names = list(names)
        for p in self.plates:
            self.removeItem(p)
        for lab in self.won_labels:
            self.removeItem(lab)
        self.plates = [PlateItem() for _ in range(players)]
        self.won_labels = [LabelItem(11) for _ in range(players)]
        for p in self.plates:
            self.addItem(p)
        for lab in self.won_labels:
            self.addItem(lab)
            lab.set_text("")
        self.view_data = None
        self.relayout()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the oval follows the seats

    def clear_cards(self) -> None:
        """Remove every card item (a new deal)."""
        self._stop_anim()
        for item in self.items_by_key.values():
            self.removeItem(item)
        self.items_by_key.clear()
        self.held_trick = None
        self._hold_base = None

    def set_size(self, width: float, height: float, dpr: float) -> None:
        """The viewport size changed: lay out again now, sharpen pixmaps a moment later."""
        self._size = (max(320.0, width), max(240.0, height))
        self.dpr = dpr
        self.setSceneRect(0, 0, *self._size)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.relayout()
        self._sharp_timer.start()

    def set_zoom(self, zoom: float) -> None:
        """The player's card size (1.0: what the table gives them); the table is laid out again at once."""
        self.zoom = zoom
        self.relayout()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the oval follows the cards
        self._sharp_timer.start()

    def set_felt(self, name: str) -> None:
        """The table's cloth."""
        self.felt = felt(name)
        self.setBackgroundBrush(self.felt.colours()[1])
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def layout(self) -> TableLayout:
        """The table's geometry now: this size, these seats, the plates as measured, the cards of the last view.

        The same inputs give the same layout object (its places are computed once, and asked for often)."""
        layout = TableLayout(
            *self._size,
            players=self.players,
            human=self.human,
            aspect=self.pixmaps.aspect(self.deck),
            plates=tuple(p.size() for p in self.plates),
            info=self.info.size(),
            contents=self._contents(),
            zoom=self.zoom,
        )
        if layout != self._layout:
            self._layout = layout
        return self._layout or layout

    def _contents(self) -> TableContents:
        """What lies on the table in the last view, as the layout reads it."""
        view = self.view_data
        if view is None:
            return TableContents(multiset=self.multiset)
        table = profile(view.game)
        open_hands = {seat: tuple(codes) for seat, codes in table.open_hands(view).items()}
        return TableContents(
            hand=tuple(hand_order(view)),
            hand_sizes=tuple(view.hand_sizes),
            open_hands=open_hands,
            open_sorted={  # a side seat's open hand stands in suit columns, sorted as its owner would
                seat: tuple(hand_order(dataclasses.replace(view, hand=list(codes))))
                for seat, codes in open_hands.items()
                if seat != self.human
            },
            talon=table.talon_size(view),
            turn_up=table.turn_up(view),
            own_talon=tuple(own_talon(view)),
            trick=tuple(self.held_trick if (self.held_trick and not view.trick) else view.trick),
            shown={seat: tuple(codes) for seat, codes in table.shown_cards(view).items()},
            shown_in_hand=table.shown_in_hand,
            won=tuple(self.shown_won(view, seat) for seat in range(self.players)),
            multiset=self.multiset,
            away=table.away(view),
        )

    def card_size(self) -> tuple[float, float]:
        """Width and height of a hand card at the current size."""
        return self.layout().card

    def position(self, seat: int) -> str:
        """Where ``seat`` sits on screen: bottom (the human), top, left or right."""
        return self.layout().position(seat)

    def centre(self) -> QPointF:
        """The middle of the trick."""
        return qpoint(self.layout().centre())

    def shown_won(self, view: View, seat: int) -> int:
        """Tricks shown in a seat's pile: a trick still held on the table is not in the pile yet."""
        n = view.tricks_won[seat] if seat < len(view.tricks_won) else 0
        if self.held_trick and not view.trick and self._hold_base is not None and seat < len(self._hold_base):
            n = min(n, self._hold_base[seat])
        return n

    # layout -----------------------------------------------------------------
    def show(self, view: View, *, hold_trick: list[tuple[int, str]] | None = None, dealing: bool = False) -> int:
        """Move every card to where ``view`` puts it; returns the animation length in ms."""
        self._stop_anim()  # cards still moving jump to where the last view put them, then move on from there
        previous = self.view_data
        # a held trick is gathered later: compare with the counts from before it was complete
        if hold_trick and self._hold_base is None and previous is not None:
            self._hold_base = list(previous.tricks_won)
        base = self._hold_base if self._hold_base is not None else (previous.tricks_won if previous else None)
        winner = _gather_winner(base, view)
        self.view_data = view
        self.held_trick = hold_trick
        self._measure()
        layout = self.layout()
        self._laid_with = self._sizes()
        targets = layout.targets()
        if not hold_trick:
            self._hold_base = None
        moves = Moves(self, SPEEDS.get(self.speed, 300))
        if dealing:
            moves.dealing(sum(1 for key in targets if key not in self.items_by_key))
        for key in [k for k in self.items_by_key if k not in targets]:
            self._leave(self.items_by_key.pop(key), layout.leave_to(winner), winner is not None, moves)
        dealer = view.dealer if dealing or previous is None else None
        for key, t in targets.items():
            item = self.items_by_key.get(key)
            if item is None:
                start = t.source if t.source is not None else layout.source(key, dealer)
                self._arrive(key, t, start, layout.card, moves, dealing)
            else:
                self._move(item, t, layout.card, moves)
        # the card that takes a finished trick gets a gold rim while the trick waits to be gathered
        taker = dict(hold_trick or []).get(winner) if hold_trick and winner is not None else None
        for key, item in self.items_by_key.items():
            flag = key == taker
            if item.marked != flag:
                item.marked = flag
                item.update()
        self._place_labels(view)
        self._label_own_talon(view)
        self._anim = moves.start()
        return moves.longest

    def _leave(self, item: CardItem, dest: Point, gathered: bool, moves: Moves) -> None:
        """A card leaves the table: to the trick's winner (``gathered``) or the talon side (a discard)."""
        if not (moves.duration and item.isVisible()):
            self._drop(item)
            return
        # the peeking at an own talon ends: the pair fades where it lies
        to = item.pos() if item.key.startswith("mytalon:") else qpoint(dest)
        moves.leave(item, to, item.rotation() if gathered else 0.0, partial(self._drop, item))

    def _arrive(
        self, key: str, t: Target, start: Point, card: tuple[float, float], moves: Moves, dealing: bool
    ) -> None:
        """A new card comes onto the table from ``start``."""
        width, height = card[0] * t.scale, card[1] * t.scale
        item = self._new_item(key, t.code, width, height)
        pos, start_at = qpoint(t.pos), qpoint(start)
        item.setPos(start_at)
        item.setRotation(t.rotation)
        if moves.duration and start_at != pos:
            moves.arrive(item, pos, t.rotation, dealing)
        else:
            item.setPos(pos)
        item.setZValue(t.z)

    def _move(self, item: CardItem, t: Target, card: tuple[float, float], moves: Moves) -> None:
        """A card on the table goes where the new view puts it (turned over, resized, moved)."""
        width, height = card[0] * t.scale, card[1] * t.scale
        pos = qpoint(t.pos)
        if item.code != t.code:
            item.code = t.code
            self._paint_pixmap(item, width)
        item.setOpacity(1.0)
        if moves.duration and (item.pos() != pos or item.rotation() != t.rotation):
            moves.move(item, pos, t.rotation)
        else:
            item.setPos(pos)
            item.setRotation(t.rotation)
        if item.size() != (width, height):
            item.set_size(width, height)
            self._paint_pixmap(item, width)
        item.setZValue(t.z)

    def _new_item(self, key: str, code: str | None, width: float, height: float) -> CardItem:
        item = CardItem(key, code, width, height)
        self._paint_pixmap(item, width)
        item.clicked.connect(self.card_clicked)
        item.dropped.connect(self._on_drop)
        self.addItem(item)
        self.items_by_key[key] = item
        return item

    def _paint_pixmap(self, item: CardItem, width: float) -> None:
        w = max(8, round(width))
        if item.code is None:
            item.set_pixmap(self.pixmaps.back(self.deck, w, self.dpr))
        else:
            item.set_pixmap(self.pixmaps.face(self.deck, item.code, w, self.dpr))
        if item.key.startswith("mytalon:"):
            code = item.key.split(":", 1)[1]
            item.peek = self.pixmaps.face(self.deck, code, w, self.dpr)

    def _label_own_talon(self, view: View) -> None:
        cards = own_talon(view)
        if not cards:
            return
        names = ", ".join(texts.card_name(view.game, c) for c in cards)
        tip = self.tr("Your talon: {cards}. You may look at it until the first card is played (MAUSZ 9. § (2)).")
        for code in cards:
            item = self.items_by_key.get(f"mytalon:{code}")
            if item is not None:
                item.setToolTip(tip.format(cards=names))

    def redraw_cards(self) -> None:
        """Draw every card again (the card style, or with the language the court letters, changed)."""
        self._sharpen()

    def _sharpen(self) -> None:
        for item in self.items_by_key.values():
            self._paint_pixmap(item, item.size()[0])

    def _drop(self, item: CardItem) -> None:
        if item.scene() is self:
            self.removeItem(item)

    def _stop_anim(self) -> None:
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.stop()
            # jump every card to its end place (the stopped animations leave them mid-way)
            if self.view_data is not None and self.items_by_key:
                self._settle()
            for item in list(self.items()):
                if isinstance(item, CardItem) and item.key not in self.items_by_key:
                    self.removeItem(item)

    def _settle(self) -> None:
        targets = self.layout().targets() if self.view_data else {}
        for key, item in self.items_by_key.items():
            t = targets.get(key)
            if t is not None:
                item.setPos(qpoint(t.pos))
                item.setRotation(t.rotation)
                item.setOpacity(1.0)

    def finish_animations(self) -> None:
        """Jump every running animation to its end."""
        self._stop_anim()

    def relayout(self) -> None:
        """Put everything where the current size says, without animation."""
        self._stop_anim()
        self._measure()
        self._laid_with = self._sizes()
        if self.view_data is not None:
            layout = self.layout()
            cw, ch = layout.card
            for key, t in layout.targets().items():
                item = self.items_by_key.get(key)
                if item is None:
                    continue
                item.set_size(cw * t.scale, ch * t.scale)
                item.setPos(qpoint(t.pos))
                item.setRotation(t.rotation)
                item.setZValue(t.z)  # a new size may stack the trick otherwise, to keep its indices in sight
            self._place_labels(self.view_data)
        self._place_plates()
        self.relaid.emit()

    def relayout_labels(self) -> None:
        """The plates' or the facts box's words changed: place them again, and the cards too when their sizes
        did (the seats' blocks are built round them)."""
        self._measure()
        if self.view_data is not None and self._sizes() != self._laid_with:
            self.relayout()
        else:
            self._place_plates()

    def _sizes(self) -> tuple:
        """The measured sizes the layout builds on."""
        return tuple(p.size() for p in self.plates), self.info.size()

    def _measure(self) -> None:
        """Give the facts box and each plate the width the layout allows them (their words wrap inside)."""
        layout = self.layout()
        self.info.set_max_width(*layout.info_limits(), strip=layout.facts_strip)
        layout = self.layout()  # the facts box as measured: the top seats' room is what it leaves
        for seat, plate in enumerate(self.plates):
            plate.set_max_width(layout.plate_max_width(seat), compact=layout.narrow)

    def _place_plates(self) -> None:
        layout = self.layout()
        info = layout.info_rect()
        self.info.setPos(info.x, info.y)
        for plate, place in zip(self.plates, layout.plate_places()):
            plate.setPos(qpoint(place))

    def _place_labels(self, view: View) -> None:
        layout = self.layout()
        talon = profile(view.game).talon_size(view)
        self.talon_label.set_text(str(talon) if talon > 2 else "")
        self.talon_label.setPos(qpoint(layout.talon_label_pos()))
        for seat, lab in enumerate(self.won_labels):
            n = self.shown_won(view, seat)
            lab.set_text(str(n) if n else "")
            lab.setPos(qpoint(layout.won_label_pos(seat)))
        self.own_talon_label.set_text(self.tr("your talon") if own_talon(view) else "")
        self.own_talon_label.setPos(qpoint(layout.own_talon_label_pos()))
        self._place_plates()

    def set_plates(self, scores: list[str], statuses: list[str], tags: list[str], active: int | None) -> None:
        """Names, scores, each seat's last word, and whose turn it is."""
        for seat, plate in enumerate(self.plates):
            name = self.names[seat] if seat < len(self.names) else profile(self.game).position_name(seat)
            plate.set_content(
                name or f"Seat {seat + 1}",
                scores[seat] if seat < len(scores) else "",
                statuses[seat] if seat < len(statuses) else "",
                tags[seat] if seat < len(tags) else "",
                active == seat,
            )
        self.relayout_labels()

    # interaction --------------------------------------------------------------
    def hand_items(self) -> list[CardItem]:
        """The human's hand, left to right."""
        if self.view_data is None:
            return []
        keys = unique_keys(hand_order(self.view_data))
        table = profile(self.view_data.game)
        if table.shown_in_hand:
            keys += unique_keys(table.shown_cards(self.view_data).get(self.human, []), f"shown{self.human}:")
        return [self.items_by_key[k] for k in keys if k in self.items_by_key]

    def set_hand_state(self, playable: set[str], reasons: dict[str, str], selected: set[str], selecting: bool) -> None:
        """Highlight playable cards, dim the others (with the reason as tooltip), mark the selection (item keys)."""
        for item in self.hand_items():
            code = item.code or ""
            flags = (code in playable or selecting, bool(playable) and not selecting and code not in playable)
            state = (*flags, item.key in selected)
            item.setToolTip(reasons.get(code, ""))
            if state == (item.interactive, item.dimmed, item.selected):
                continue  # repainting (and re-caching) every card of the hand after each move costs frames
            item.interactive, item.dimmed, item.selected = state
            item.setCursor(Qt.CursorShape.PointingHandCursor if item.interactive else Qt.CursorShape.ArrowCursor)
            item.refresh()

    def mark_cards(self, codes: list[str]) -> None:
        """Put a gold rim on these cards of the hand (the coach's advice)."""
        wanted = set(codes)
        for item in self.hand_items():
            flag = item.code in wanted
            if item.marked != flag:
                item.marked = flag
                item.update()

    def set_focus_card(self, key: str | None) -> None:
        """Draw the keyboard focus ring on the card with item key ``key``."""
        for item in self.hand_items():
            focused = item.key == key
            if item.focused != focused:
                item.focused = focused
                item.refresh()

    def _on_drop(self, key: str, scene_pos: QPointF) -> None:
        item = self.items_by_key.get(key)
        on_trick = self.layout().reaches_trick(scene_pos.y())
        if item is not None:
            item.setPos(item.home())
        self.card_dropped.emit(key, on_trick)

    def refuse_card(self, code: str, reason: str) -> None:
        """A refused card shakes briefly and its reason appears just above it (until the next move)."""
        item = self.items_by_key.get(code)
        if item is None:
            return
        home = item.pos()
        shake(item, self)
        self.refusal_label.set_text(reason)
        half = self.refusal_label.boundingRect().width() / 2
        self.refusal_label.setPos(qpoint(self.layout().note_pos(Point(home.x(), home.y()), half)))

    def clear_refusal(self) -> None:
        """Take the refusal note off the table."""
        self.refusal_label.set_text("")

    def item_for(self, code: str) -> CardItem | None:
        """The (first) item of the human's hand showing ``code``."""
        return self.items_by_key.get(code)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        w, h = self._size
        g = QRadialGradient(QPointF(w / 2, h * 0.45), max(w, h) * 0.75)
        light, body, edge = self.felt.colours()
        g.setColorAt(0.0, light)
        g.setColorAt(0.6, body)
        g.setColorAt(1.0, edge)
        painter.fillRect(rect, QBrush(g))
        # a faint oval marks the playing area
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 16), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        c, rx, ry = self.layout().oval()
        painter.drawEllipse(qpoint(c), rx, ry)


def hand_order(view: View) -> list[str]:
    """The human's hand in the order a player of the game sorts it."""
    return profile(view.game).hand_order(view)


def own_talon(view: View) -> list[str]:
    """Cards the human laid down that he may still look at (Ulti's talon before the first card)."""
    return profile(view.game).own_talon(view)


def _gather_winner(before: list[int] | None, view: View) -> int | None:
    """The seat whose trick count grew since ``before`` (the trick's winner)."""
    if before is None:
        return None
    for seat in range(min(len(before), len(view.tricks_won))):
        if view.tricks_won[seat] > before[seat]:
            return seat
    return None


class TableView(QGraphicsView):
    """The widget showing the table; resizes the scene with it and plays cards by keyboard."""

    key_move = Signal(int)  # -1 left, +1 right
    key_jump = Signal(int)  # Home 0 (the first card), End -1 (the last)
    key_activate = Signal()
    key_number = Signal(int)  # 1-9: the action bar's n-th button

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the felt's radial light is drawn once per size, not under every moving card each frame
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.set_size(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(self.table.sceneRect())
        self.centerOn(size.width() / 2, size.height() / 2)

    def keyPressEvent(self, event) -> None:
        key = event.key()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.key_move.emit(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.key_jump.emit(0 if key == Qt.Key.Key_Home else -1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.key_activate.emit()
        elif plain and Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.key_number.emit(key - Qt.Key.Key_0)
        else:
            super().keyPressEvent(event)
