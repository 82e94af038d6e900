"""L: the last finished trick, shown again at a readable size, each card named by its player, until a click or key."""

from __future__ import annotations

from cardtable.ui import texts
from cardtable.ui.trick_hold import LastTrickItem
from cardtable.ui.window_part import WindowPart


class LastTrickDisplay(WindowPart):
    """The last trick over ``window``'s table (``item`` while it is shown)."""

    item: LastTrickItem | None = None  # the display, until a click or key
    taker: int | None = None  # who took the last finished trick

    def reset(self) -> None:
        """A new deal: no display, and no trick taken yet."""
        self._hide()
        self.taker = None

    def show(self) -> None:
        """Show the last finished trick, each card named by its player, until a click or key (L again hides it)."""
        w = self.window
        view = w.current
        if self.item is not None:
            w.trick_hold.forget(self._hide)
            self._hide()
            return
        if view is None or not view.last_trick:
            w.say(lambda: self.tr("No trick has been played yet."))
            return
        scene = self.scene
        cw, ch = scene.card_size()
        scale = min(1.0, max(0.75, 70 / max(cw, 1)))  # readable at the smallest table
        width, height = cw * scale, ch * scale
        cards = [
            (scene.pixmaps.face(scene.deck, code, round(width), scene.dpr), self._seat_label(seat))
            for seat, code in view.last_trick
        ]
        title = self.tr("Last trick")
        if self.taker is not None:
            title = self.tr("Last trick — taken by {name}").format(name=self._seat_label(self.taker))
        item = LastTrickItem(cards, title, width, height)
        rect = scene.sceneRect()
        item.setPos(rect.center().x() - item.w / 2, max(rect.top() + 8, rect.center().y() - item.h / 2 - ch * 0.3))
        scene.addItem(item)
        self.item = item
        named = ", ".join(f"{self._seat_label(s)} {texts.card_name(view.game, c)}" for s, c in view.last_trick)
        w.say(self.tr("Last trick: {cards}").format(cards=named))
        w.trick_hold.wait(self._hide)

    def _seat_label(self, seat: int) -> str:
        """A seat's name as the plates show it ("You" for the player)."""
        names = self.scene.names if len(self.scene.names) > seat else self.controller.seat_names()
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def _hide(self) -> None:
        item, self.item = self.item, None
        if item is not None and item.scene() is self.scene:
            self.scene.removeItem(item)
