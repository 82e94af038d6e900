"""How the table's cards move: one view's moves played together, a refused card's shake.

The controller feeds the window a new View after every action; the scene works out where each card goes
(``table_layout``) and hands the moves to a ``Moves``: cards slide and turn to their places, new cards come from
where they would physically come from (dealt ones one after another), cards that leave slide away and fade.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from cardtable.ui.carditem import CardItem

# animation length (ms) of one move at each speed setting
SPEEDS = {"off": 0, "fast": 170, "normal": 300, "slow": 520}
DEAL_STAGGER = 0.18  # while dealing, each new card starts this share of a move after the one before
DEAL_SPREAD = 3.0  # and the whole deal's cards start within this many moves' time (60 cards of MÜ took 3.5 s)
SHAKE = (-7.0, 7.0, -5.0, 5.0, -2.0, 0.0)  # a refused card's steps sideways, 45 ms each


def slide(item: CardItem, pos: QPointF, rotation: float, duration: int) -> QParallelAnimationGroup:
    """``item`` gliding to ``pos`` while it turns to ``rotation``, slowing as it arrives."""
    g = QParallelAnimationGroup()
    for prop, end in ((b"pos", pos), (b"rotation", rotation)):
        a = QPropertyAnimation(item, prop, g)
        a.setDuration(duration)
        a.setEndValue(end)
        a.setEasingCurve(QEasingCurve.Type.OutCubic)
        g.addAnimation(a)
    return g


class Moves:
    """The moves one new view makes, played together; ``longest`` is how long they take (ms)."""

    def __init__(self, parent: QObject, duration: int) -> None:
        self.group = QParallelAnimationGroup(parent)
        self.duration = duration
        self.longest = 0
        self._dealt = 0
        self._stagger = duration * DEAL_STAGGER

    def dealing(self, cards: int) -> None:
        """``cards`` cards are dealt in this view: each starts a little after the one before, all within the
        deal's spread."""
        self._stagger = min(self.duration * DEAL_STAGGER, self.duration * DEAL_SPREAD / max(1, cards))

    def leave(self, item: CardItem, dest: QPointF, rotation: float, then: Callable[[], None]) -> None:
        """``item`` slides to ``dest`` and fades out; ``then`` runs when it is gone."""
        anim = slide(item, dest, rotation, self.duration)
        anim.finished.connect(then)
        self.group.addAnimation(anim)
        fade = QPropertyAnimation(item, b"opacity", self.group)
        fade.setDuration(self.duration)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self.group.addAnimation(fade)
        self.longest = max(self.longest, self.duration)

    def arrive(self, item: CardItem, pos: QPointF, rotation: float, dealing: bool) -> None:
        """A new card comes to ``pos`` from where it stands; dealt cards come one after another."""
        delay = self._dealt * self._stagger if dealing else 0
        self._dealt += 1
        seq = QSequentialAnimationGroup(self.group)
        if delay:
            seq.addAnimation(QPauseAnimation(int(delay), seq))
        seq.addAnimation(slide(item, pos, rotation, self.duration))
        self.group.addAnimation(seq)
        self.longest = max(self.longest, int(delay + self.duration))

    def move(self, item: CardItem, pos: QPointF, rotation: float) -> None:
        """A card already on the table goes to its new place."""
        self.group.addAnimation(slide(item, pos, rotation, self.duration))
        self.longest = max(self.longest, self.duration)

    def start(self) -> QParallelAnimationGroup | None:
        """Play the moves (None: there are none)."""
        if not self.group.animationCount():
            self.group.deleteLater()
            return None
        self.group.start()
        return self.group


def shake(item: CardItem, parent: QObject) -> None:
    """A refused card shakes briefly where it lies."""
    home = item.pos()
    steps = QSequentialAnimationGroup(parent)
    for dx in SHAKE:
        step = QPropertyAnimation(item, b"pos", steps)
        step.setDuration(45)
        step.setEndValue(QPointF(home.x() + dx, home.y()))
        steps.addAnimation(step)
    steps.start(QSequentialAnimationGroup.DeletionPolicy.DeleteWhenStopped)
