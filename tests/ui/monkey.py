"""A seeded monkey for a Qt main window: random clicks, keys, drags, resizes and menu actions.

The driver only needs a ``QMainWindow``; when the window also has the table's
attributes (``view_widget``, ``scene``, ``controller``, ``lang_actions``) it aims
some clicks at cards and checks that the match never stalls.

Modal dialogs (``exec``) block the step that opened them, so every step arms a
timer: if the step is still running when the timer fires, a new modal dialog
or popup has taken over the event loop, and the monkey keeps playing *inside*
it for a few steps, then dismisses it, so ``exec`` returns and nothing blocks.
"""

from __future__ import annotations

import logging
import random
import re
import sys
import threading
import time
import traceback
from collections import Counter, deque
from dataclasses import dataclass, field

import shiboken6
from PySide6.QtCore import (
    QEvent,
    QObject,
    QPoint,
    QPointF,
    Qt,
    QTimer,
    QtMsgType,
    QUrl,
    Signal,
    Slot,
    qInstallMessageHandler,
)
from PySide6.QtGui import QDesktopServices, QGuiApplication, QKeyEvent, QKeySequence, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QWidget,
)

from cardtable.engine.protocol import texts

K = Qt.Key
NO_MOD = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier

# keys a player might press on the table; never Ctrl+Q / Ctrl+W (quitting is not the monkey's business)
TABLE_KEYS = [
    (K.Key_Left, NO_MOD),
    (K.Key_Right, NO_MOD),
    (K.Key_Up, NO_MOD),
    (K.Key_Down, NO_MOD),
    (K.Key_Return, NO_MOD),
    (K.Key_Enter, NO_MOD),
    (K.Key_Space, NO_MOD),
    (K.Key_Escape, NO_MOD),
    (K.Key_Tab, NO_MOD),
    (K.Key_Backtab, SHIFT),
    (K.Key_H, NO_MOD),
    (K.Key_L, NO_MOD),
    (K.Key_S, NO_MOD),
    (K.Key_N, CTRL),
    (K.Key_F1, NO_MOD),
    (K.Key_Home, NO_MOD),
    (K.Key_End, NO_MOD),
    (K.Key_PageUp, NO_MOD),
    (K.Key_PageDown, NO_MOD),
    (K.Key_Backspace, NO_MOD),
    (K.Key_Delete, NO_MOD),
    (K.Key_G, ALT),
    (K.Key_S, ALT),
    (K.Key_H, ALT),
]
LETTERS = [getattr(K, f"Key_{c}") for c in "ABCDEFGIJKMOPRTUVXYZ"]
DIGITS = [getattr(K, f"Key_{d}") for d in "0123456789"]
POPUP_KEYS = [K.Key_Up, K.Key_Down, K.Key_Left, K.Key_Right, K.Key_Return, K.Key_Escape, K.Key_Home, K.Key_End]
DIALOG_KEYS = [K.Key_Tab, K.Key_Backtab, K.Key_Up, K.Key_Down, K.Key_Space, K.Key_Return, K.Key_Escape, K.Key_Backspace]
TYPED = "abcXYZ 019-éőűÁ<>&%{}"
SIZES = [(320, 240), (480, 360), (640, 480), (800, 600), (1024, 700), (1280, 800), (1600, 1000), (2200, 1300)]
QUIT_WORDS = re.compile(r"quit|exit|kilép", re.IGNORECASE)
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z_0-9]*\}|%[0-9]\b")
NOISE = ("propagateSizeHints", "This plugin does not support")


@dataclass
class Finding:
    """Something the monkey saw: a crash, a Qt critical message, a stall, an ugly state."""

    kind: str
    seed: int
    step: int
    action: str
    detail: str
    recent: list[str] = field(default_factory=list)

    def text(self) -> str:
        """The finding as a report paragraph (with the last actions before it)."""
        lines = [f"[{self.kind}] seed {self.seed}, step {self.step}, action: {self.action}", self.detail.rstrip()]
        if self.recent:
            lines.append("last actions:\n  " + "\n  ".join(self.recent))
        return "\n".join(lines)


class _QuitGuard(QObject):
    """Keeps the main window open: the monkey is not allowed to quit (counts the attempts)."""

    def __init__(self) -> None:
        super().__init__()
        self.blocked = 0

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Close:
            self.blocked += 1
            event.ignore()
            return True
        return False


class _Watchdog(QObject):
    """A thread that notices when the GUI thread stops coming back, and rescues it from its own loop.

    When the monkey has not finished a step for ``limit`` seconds, ``stuck`` is
    emitted (queued, so the slot runs in the GUI thread as soon as its event loop
    polls): the monkey records where it hangs, closes dialogs and popups, and asks
    every running event loop to return.
    """

    stuck = Signal()

    def __init__(self, limit: float) -> None:
        super().__init__()
        self.limit = limit
        self.beat = time.monotonic()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="monkey-watchdog", daemon=True)

    def start(self) -> None:
        self.beat = time.monotonic()
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=2)

    def _watch(self) -> None:
        while not self._stop.wait(0.5):
            if time.monotonic() - self.beat > self.limit:
                self.beat = time.monotonic()  # once per stuck period
                self.stuck.emit()


class _UrlCatcher(QObject):
    """Catches links that would open a browser (never leave the test)."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    @Slot(QUrl)
    def open(self, url) -> None:
        self.urls.append(url.toString())


class Catcher:
    """Strict error capture: ``sys.excepthook``, Qt's message handler, error logs and external links."""

    SCHEMES = ("http", "https", "mailto", "file", "ftp")

    def __init__(self) -> None:
        self.errors: list[tuple[str, str]] = []  # (kind, text)
        self.warnings: list[str] = []  # Qt warnings and log warnings: reported, not fatal
        self.where = lambda: ""  # set by the monkey: the step and action now running
        self.raised: list[tuple[str, str, str]] = []  # (where, kind, text), in order
        self._old_hook = None
        self._old_handler = None
        self._urls = _UrlCatcher()
        self._log_handler = _ListHandler(self)

    def __enter__(self) -> Catcher:
        self._old_hook = sys.excepthook
        sys.excepthook = self._hook
        self._old_handler = qInstallMessageHandler(self._qt_message)
        for scheme in self.SCHEMES:
            QDesktopServices.setUrlHandler(scheme, self._urls, "open")
        logging.getLogger("cardtable").addHandler(self._log_handler)
        return self

    def __exit__(self, *exc) -> None:
        sys.excepthook = self._old_hook
        qInstallMessageHandler(self._old_handler)
        for scheme in self.SCHEMES:
            QDesktopServices.unsetUrlHandler(scheme)
        logging.getLogger("cardtable").removeHandler(self._log_handler)

    @property
    def urls(self) -> list[str]:
        """External links the app tried to open."""
        return self._urls.urls

    def _record(self, kind: str, text: str) -> None:
        self.errors.append((kind, text))
        self.raised.append((self.where(), kind, text))

    def _hook(self, kind, value, tb) -> None:
        self._record("exception", "".join(traceback.format_exception(kind, value, tb)))

    def _qt_message(self, mode, context, message) -> None:
        if any(n in message for n in NOISE):
            return
        if mode in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self._record("qt-critical", message)
            if mode == QtMsgType.QtFatalMsg:
                sys.stderr.write(f"qFatal during the monkey run at {self.where()}: {message}\n")
                sys.stderr.flush()
        elif mode == QtMsgType.QtWarningMsg:
            self.warnings.append(f"qWarning at {self.where()}: {message}")


class _ListHandler(logging.Handler):
    def __init__(self, catcher: Catcher) -> None:
        super().__init__(logging.WARNING)
        self.catcher = catcher

    def emit(self, record: logging.LogRecord) -> None:
        text = f"{record.name}: {record.getMessage()}"
        if record.levelno >= logging.ERROR:
            self.catcher._record("log-error", text)
        else:
            self.catcher.warnings.append(f"log warning at {self.catcher.where()}: {text}")


class Monkey:
    """Plays ``steps`` random steps on ``window``; ``findings`` holds what went wrong."""

    def __init__(
        self,
        window: QMainWindow,
        seed: int,
        steps: int,
        catcher: Catcher,
        *,
        nested_budget: int = 12,
        hang_seconds: float = 15.0,
        stall_check_every: int = 150,
        keep_going: bool = False,
    ) -> None:
        self.window = window
        self.seed = seed
        self.steps = steps
        self.catcher = catcher
        self.rng = random.Random(seed)
        self.nested_budget = nested_budget
        self.hang_seconds = hang_seconds
        self.stall_check_every = stall_check_every
        self.keep_going = keep_going
        self.step_no = 0
        self.action = "(start)"
        self.recent: deque[str] = deque(maxlen=25)
        self.counts: Counter[str] = Counter()
        self.findings: list[Finding] = []
        self.ugly: dict[str, Finding] = {}  # one per kind of ugliness
        self.slowest: list[tuple[float, int, str]] = []
        self.stopped = False
        self.guard = _QuitGuard()
        self._running: set[int] = set()
        self._driving: set[int] = set()
        self._token = 0
        self._seen_errors = 0
        self.depth = 0
        self.stuck_buttons: dict[str, str] = {}  # button -> the first action after which it stayed "held"
        self._exited = False
        self.watchdog = _Watchdog(hang_seconds)
        self.watchdog.stuck.connect(self._rescue, Qt.ConnectionType.QueuedConnection)
        catcher.where = lambda: f"step {self.step_no} ({self.action})"

    # running ---------------------------------------------------------------------
    def run(self) -> None:
        """Play every step (or stop at the first error unless ``keep_going``)."""
        self.window.installEventFilter(self.guard)
        self.watchdog.start()
        try:
            while self.step_no < self.steps and not self.stopped:
                self.step()
                self.settle()
                if self.step_no % self.stall_check_every == 0 and self.depth == 0:
                    self.check_stall()
                    self.check_ugly()
            self.dismiss_all()
            self._reset_loops()
            self.settle()
        finally:
            self.watchdog.stop()
            self._reset_loops()
            self.window.removeEventFilter(self.guard)

    def _rescue(self) -> None:
        """The GUI thread sits in an event loop the monkey does not drive: note where, then break out."""
        stack = "".join(traceback.format_stack()[:-1])
        blockers = [f"{type(w).__name__}({w.objectName()})" for w in QApplication.topLevelWidgets() if w.isVisible()]
        self._finding(
            "hang",
            f"no step finished for {self.hang_seconds:g} s; visible windows: {blockers}\n"
            f"the GUI thread was in:\n{stack}",
        )
        self.stopped = True
        self.dismiss_all()
        QApplication.exit(0)  # every running event loop returns
        self._exited = True

    def _reset_loops(self) -> None:
        """After ``QApplication.exit`` every new event loop would return at once: one ``exec`` resets that."""
        if not self._exited:
            return
        self._exited = False
        QTimer.singleShot(0, lambda: QApplication.exit(0))
        QApplication.exec()

    def step(self) -> None:
        """One random action on whatever has the input now (popup, modal dialog, or a window)."""
        if self.step_no >= self.steps or self.stopped:
            return
        self.step_no += 1
        self.watchdog.beat = time.monotonic()
        top = self.top()
        if top is None:
            return
        self._token += 1
        token = self._token
        self._running.add(token)
        QTimer.singleShot(0, lambda: self._blocked(token))
        start = time.perf_counter()
        self.action = f"(step {self.step_no} on {type(top).__name__} still running)"
        try:
            self.action = self._act(top)
        finally:
            self._running.discard(token)
        took = time.perf_counter() - start
        self.recent.append(f"{self.step_no}: {self.action}")
        self._note_time(took)
        self._collect_errors()

    def settle(self) -> None:
        """Let queued events, bot moves and zero-length timers run."""
        for _ in range(3):
            QApplication.processEvents()
        if self.rng.random() < 0.3:
            QTest.qWait(self.rng.choice([1, 5, 15]))  # let animations and bot pauses run out now and then
        if self.depth == 0:
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        self._release_buttons()
        self._collect_errors()

    def _release_buttons(self) -> None:
        """A press whose widget vanished (a popup closed, a dialog took over) can leave Qt believing a mouse
        button is still held, which would turn the next tests' clicks into drags; let go of it."""
        held = QGuiApplication.mouseButtons()
        if held == Qt.MouseButton.NoButton:
            return
        self.stuck_buttons.setdefault(held.name or str(held), self.action)
        for b in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
            if held & b:
                QTest.mouseRelease(self.window, b, NO_MOD, QPoint(1, 1))

    def _note_time(self, took: float) -> None:
        self.slowest.append((took, self.step_no, self.action))
        self.slowest.sort(reverse=True)
        del self.slowest[8:]
        if took > self.hang_seconds:
            self._finding("hang", f"the step took {took:.1f} s (limit {self.hang_seconds:g} s)")

    def _collect_errors(self) -> None:
        new = self.catcher.raised[self._seen_errors :]
        self._seen_errors = len(self.catcher.raised)
        for where, kind, text in new:
            self._finding(kind, f"raised during {where}:\n{text}")

    def _finding(self, kind: str, detail: str) -> None:
        self.findings.append(Finding(kind, self.seed, self.step_no, self.action, detail, list(self.recent)))
        if not self.keep_going:
            self.stopped = True

    def _ugly(self, key: str, detail: str) -> None:
        if key not in self.ugly:
            self.ugly[key] = Finding("ugly", self.seed, self.step_no, self.action, detail, list(self.recent)[-5:])

    # modal dialogs and popups ---------------------------------------------------------
    def top(self) -> QWidget | None:
        """The widget that gets input now: a popup, a modal dialog, else a visible window."""
        popup = QApplication.activePopupWidget()
        if popup is not None and popup.isVisible():
            return popup
        modal = QApplication.activeModalWidget()
        if modal is not None and modal.isVisible():
            return modal
        others = [w for w in self._windows() if w is not self.window]
        if others and self.rng.random() < 0.15:
            return self.rng.choice(others)
        return self.window if self.window.isVisible() else (others[0] if others else None)

    def _windows(self) -> list[QWidget]:
        kinds = (Qt.WindowType.ToolTip, Qt.WindowType.Popup, Qt.WindowType.SplashScreen)
        return [
            w
            for w in QApplication.topLevelWidgets()
            if w.isVisible() and w.isWindow() and w.windowType() not in kinds and not isinstance(w, QMenu)
        ]

    def _blocker(self) -> QWidget | None:
        for w in (QApplication.activePopupWidget(), QApplication.activeModalWidget()):
            if w is not None and w.isVisible() and id(w) not in self._driving:
                return w
        return None

    def _blocked(self, token: int) -> None:
        """The step ``token`` has not returned: if a dialog or popup runs its own loop, play in it."""
        if token not in self._running:
            return
        blocker = self._blocker()
        if blocker is None:
            QTimer.singleShot(5, lambda: self._blocked(token))
            return
        self._driving.add(id(blocker))
        self.depth += 1
        outer = self.action
        try:
            n = 0
            while shiboken6.isValid(blocker) and blocker.isVisible() and n < self.nested_budget and not self.stopped:
                if isinstance(blocker, QFileDialog):
                    break  # never browse the file system
                self.step()
                self.settle()
                n += 1
            if shiboken6.isValid(blocker) and blocker.isVisible():
                self.dismiss(blocker, accept=self.rng.random() < 0.5)
        finally:
            self.depth -= 1
            self._driving.discard(id(blocker))
            self.action = outer
        # the same step may open another dialog next (a question, then the dialog itself)
        QTimer.singleShot(5, lambda: self._blocked(token))

    def dismiss(self, w: QWidget, accept: bool = False) -> None:
        """Close a popup or dialog so its ``exec`` returns (``accept``: say OK / pick any answer)."""
        self.counts["accept" if accept else "dismiss"] += 1
        if isinstance(w, QMessageBox):
            buttons = w.buttons()
            escape = w.escapeButton()
            if accept and buttons:
                self.rng.choice(buttons).click()
            elif escape is not None:
                escape.click()
            else:
                w.reject()
        elif isinstance(w, QDialog) and accept and not isinstance(w, QFileDialog):
            w.accept()
        elif isinstance(w, QDialog):
            w.reject()
        else:
            w.close()
        if shiboken6.isValid(w) and w.isVisible():
            w.hide()

    def dismiss_all(self) -> None:
        """Close every popup and modal dialog (the end of a run)."""
        for _ in range(20):
            w = QApplication.activePopupWidget() or QApplication.activeModalWidget()
            if w is None:
                break
            self.dismiss(w)
            QApplication.processEvents()

    # choosing ------------------------------------------------------------------------
    def _act(self, top: QWidget) -> str:
        if isinstance(top, QMenu):
            return self._in_menu(top)
        if top.windowType() == Qt.WindowType.Popup or QApplication.activePopupWidget() is top:
            return self._in_popup(top)
        if top is self.window:
            return self._in_main()
        return self._in_dialog(top)

    def _pick(self, table: list[tuple[float, object]]):
        total = sum(w for w, _ in table)
        r = self.rng.random() * total
        for w, f in table:
            r -= w
            if r <= 0:
                return f
        return table[-1][1]

    def _in_main(self) -> str:
        fn = self._pick(
            [
                (16, self.click_view),
                (20, self.click_card),
                (3, self.drag_card),
                (22, self.click_button),
                (6, self.click_widget),
                (12, self.press_key),
                (2, self.type_text),
                (2, self.wheel),
                (3, self.resize),
                (0.5, self.window_state),
                (5, self.menu_action),
                (2, self.open_menu),
                (1.5, self.switch_language),
                (5, self.idle),
                (8, self.play_legal),
            ]
        )
        return fn(self.window)

    def _in_dialog(self, top: QWidget) -> str:
        if isinstance(top, QFileDialog):
            self.dismiss(top)
            return f"dismiss file dialog {type(top).__name__}"
        fn = self._pick(
            [
                (30, self.click_button),
                (30, self.click_widget),
                (10, self.fill_form),
                (22, self.press_key),
                (8, self.type_text),
                (4, self.wheel),
                (2, self.close_window),
                (3, self.idle),
            ]
        )
        return fn(top)

    def _in_menu(self, menu: QMenu) -> str:
        actions = [a for a in menu.actions() if a.isVisible() and not a.isSeparator()]
        r = self.rng.random()
        if actions and r < 0.55:
            a = self.rng.choice(actions)
            if self._is_quit(a):
                menu.close()
                return "close menu (instead of Quit)"
            rect = menu.actionGeometry(a)
            QTest.mouseClick(menu, Qt.MouseButton.LeftButton, NO_MOD, rect.center())
            return f"menu click {a.text()!r}"
        if r < 0.9:
            key = self.rng.choice(POPUP_KEYS)
            if key == K.Key_Return and (menu.activeAction() is None or self._is_quit(menu.activeAction())):
                key = K.Key_Escape
            QTest.keyClick(menu, key)
            return f"menu key {key.name}"
        menu.close()
        return "close menu"

    def _in_popup(self, popup: QWidget) -> str:
        r = self.rng.random()
        if r < 0.5 and popup.width() > 0 and popup.height() > 0:
            pos = QPoint(self.rng.randrange(popup.width()), self.rng.randrange(popup.height()))
            target = popup.childAt(pos) or popup
            local = target.mapFrom(popup, pos) if target is not popup else pos
            QTest.mouseClick(target, Qt.MouseButton.LeftButton, NO_MOD, local)
            return f"popup click {type(popup).__name__} at {pos.x()},{pos.y()}"
        if r < 0.9:
            key = self.rng.choice(POPUP_KEYS)
            QTest.keyClick(QApplication.focusWidget() or popup, key)
            return f"popup key {key.name}"
        popup.close()
        return f"close popup {type(popup).__name__}"

    # actions -------------------------------------------------------------------------
    def _button_of(self) -> Qt.MouseButton:
        return self._pick(
            [(80, Qt.MouseButton.LeftButton), (15, Qt.MouseButton.RightButton), (5, Qt.MouseButton.MiddleButton)]
        )

    def _view(self):
        view = getattr(self.window, "view_widget", None)
        if view is None or not view.isVisible():
            return None
        return view

    def click_view(self, _top: QWidget) -> str:
        """A click (or double-click) at a random point of the table."""
        view = self._view()
        if view is None:
            return self.click_widget(self.window)
        vp = view.viewport()
        if vp.width() < 1 or vp.height() < 1:
            return "view has no size"
        pos = QPoint(self.rng.randrange(vp.width()), self.rng.randrange(vp.height()))
        button = self._button_of()
        if self.rng.random() < 0.15:
            QTest.mouseDClick(vp, button, NO_MOD, pos)
            kind = "double-click"
        else:
            QTest.mouseClick(vp, button, NO_MOD, pos)
            kind = "click"
        self.counts["view"] += 1
        return f"{kind} table {button.name} at {pos.x()},{pos.y()}"

    def _cards(self):
        scene = getattr(self.window, "scene", None)
        view = self._view()
        if scene is None or view is None:
            return [], None
        cards = [
            i for i in scene.items() if i.isVisible() and hasattr(i, "code") and hasattr(i, "key") and i.isEnabled()
        ]
        return cards, view

    def click_card(self, top: QWidget) -> str:
        """A click on one of the cards on the table (most often the human's hand)."""
        cards, view = self._cards()
        if not cards:
            return self.click_view(top)
        hand = [c for c in cards if getattr(c, "code", None) is not None and getattr(c, "interactive", False)]
        pool = hand if hand and self.rng.random() < 0.8 else cards
        item = self.rng.choice(pool)
        pos = view.mapFromScene(item.mapToScene(QPointF(0, 0)))
        vp = view.viewport()
        if not vp.rect().contains(pos):
            return f"card {item.key} is off the table at {pos.x()},{pos.y()}"
        if self.rng.random() < 0.08:
            QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, NO_MOD, pos)
            kind = "double-click"
        else:
            QTest.mouseClick(
                vp, self._pick([(92, Qt.MouseButton.LeftButton), (8, Qt.MouseButton.RightButton)]), NO_MOD, pos
            )
            kind = "click"
        self.counts["card"] += 1
        return f"{kind} card {item.key}"

    def drag_card(self, top: QWidget) -> str:
        """Drag a card somewhere (towards the middle, or anywhere)."""
        cards, view = self._cards()
        if not cards:
            return self.click_view(top)
        item = self.rng.choice(cards)
        vp = view.viewport()
        start = view.mapFromScene(item.mapToScene(QPointF(0, 0)))
        if self.rng.random() < 0.6:
            end = QPoint(vp.width() // 2, vp.height() // 2)
        else:
            end = QPoint(self.rng.randrange(-20, vp.width() + 20), self.rng.randrange(-20, vp.height() + 20))
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, NO_MOD, start)
        for k in range(1, 5):
            p = start + (end - start) * (k / 4)
            QTest.mouseMove(vp, p)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, NO_MOD, end)
        self.counts["drag"] += 1
        return f"drag card {item.key} to {end.x()},{end.y()}"

    def _visible(self, top: QWidget, cls=QWidget) -> list[QWidget]:
        out = []
        for w in top.findChildren(cls):
            if w.isVisible() and w.isEnabled() and w.width() > 0 and w.height() > 0 and w.window() is top:
                out.append(w)
        return out

    def click_button(self, top: QWidget) -> str:
        """A click on a visible, enabled button (panel, score sheet, dialog, check box…)."""
        buttons = [b for b in self._visible(top, QAbstractButton) if not QUIT_WORDS.search(b.text() or "")]
        if not buttons:
            return self.click_card(top) if top is self.window else self.press_key(top)
        b = self.rng.choice(buttons)
        label = b.text() or b.objectName() or type(b).__name__
        QTest.mouseClick(b, Qt.MouseButton.LeftButton, NO_MOD, b.rect().center())
        self.counts["button"] += 1
        return f"button {label!r} ({type(b).__name__}) in {type(top).__name__}"

    def click_widget(self, top: QWidget) -> str:
        """A click at a random point of a random visible widget (combo boxes, lists, labels with links…)."""
        widgets = self._visible(top)
        if not widgets:
            return "no widget"
        w = self.rng.choice(widgets)
        pos = QPoint(self.rng.randrange(w.width()), self.rng.randrange(w.height()))
        if isinstance(w, QAbstractButton) and QUIT_WORDS.search(w.text() or ""):
            return f"skip quit-like button {w.text()!r}"
        button = self._button_of()
        if self.rng.random() < 0.1:
            QTest.mouseDClick(w, button, NO_MOD, pos)
        else:
            QTest.mouseClick(w, button, NO_MOD, pos)
        self.counts["widget"] += 1
        return (
            f"click {type(w).__name__}({w.objectName()}) {button.name} at {pos.x()},{pos.y()} in {type(top).__name__}"
        )

    def _focus_target(self, top: QWidget) -> QWidget:
        focus = QApplication.focusWidget()
        if focus is not None and focus.isVisible() and focus.window() is top:
            return focus
        if top is self.window:
            view = self._view()
            if view is not None and self.rng.random() < 0.7:
                view.setFocus()
                return view
        return top

    def press_key(self, top: QWidget) -> str:
        """A key: table keys, shortcuts, letters or digits."""
        if top is self.window:
            r = self.rng.random()
            if r < 0.7:
                key, mod = self.rng.choice(TABLE_KEYS)
            elif r < 0.85:
                key, mod = self.rng.choice(LETTERS), NO_MOD
            else:
                key, mod = self.rng.choice(DIGITS), NO_MOD
        else:
            key, mod = self.rng.choice(DIALOG_KEYS + LETTERS[:4] + DIGITS[:3]), NO_MOD
        target = self._focus_target(top)
        QTest.keyClick(target, key, mod)
        self.counts["key"] += 1
        mods = "" if mod == NO_MOD else f"{QKeySequence(mod.value).toString()}"
        return f"key {mods}{key.name} to {type(target).__name__}({target.objectName()})"

    def type_text(self, top: QWidget) -> str:
        """A few characters typed into the focused widget."""
        n = self.rng.randrange(1, 6)
        text = "".join(self.rng.choice(TYPED) for _ in range(n))
        target = self._focus_target(top)
        for ch in text:
            if ch.isascii():
                QTest.keyClick(target, ch)
            else:  # QTest only maps ASCII to keys (and asserts on the rest): send the text itself
                for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                    QApplication.sendEvent(target, QKeyEvent(kind, 0, NO_MOD, ch))
        self.counts["type"] += 1
        return f"type {text!r} into {type(target).__name__}"

    def fill_form(self, top: QWidget) -> str:
        """Change one field of a form as a user would: pick a combo-box entry, type a number or a name."""
        fields = [w for w in self._visible(top) if isinstance(w, (QComboBox, QAbstractSpinBox, QLineEdit))]
        fields = [w for w in fields if not (isinstance(w, QLineEdit) and isinstance(w.parent(), QAbstractSpinBox))]
        if not fields:
            return self.click_widget(top)
        w = self.rng.choice(fields)
        self.counts["form"] += 1
        if isinstance(w, QComboBox):
            if w.count() == 0:
                return "empty combo box"
            i = self.rng.randrange(w.count())
            w.setCurrentIndex(i)
            w.activated.emit(i)
            return f"combo {w.objectName() or type(w).__name__} -> {w.itemText(i)!r}"
        if isinstance(w, QAbstractSpinBox):
            value = self.rng.choice([0, 1, 2, 3, 5, 6, 7, 10, 11, 99, 500, 1000])
            w.setFocus()
            w.selectAll()
            QTest.keyClicks(w, str(value))
            QTest.keyClick(w, K.Key_Tab)
            return f"spin box {w.objectName() or type(w).__name__} typed {value}"
        text = self.rng.choice(["", "  ", "Zsófi", "x" * 80, "<b>bold</b>", "{name}", "%1", "Ödön"])
        w.setFocus()
        w.selectAll()
        w.insert(text)
        return f"line edit {w.objectName() or type(w).__name__} = {text!r}"

    def wheel(self, top: QWidget) -> str:
        """A mouse-wheel turn over a random widget (combo boxes and spin boxes change with it)."""
        widgets = self._visible(top)
        if not widgets:
            return "no widget"
        w = self.rng.choice(widgets)
        pos = QPointF(self.rng.randrange(w.width()), self.rng.randrange(w.height()))
        delta = self.rng.choice([-240, -120, 120, 240])
        event = QWheelEvent(
            pos,
            w.mapToGlobal(pos),
            QPoint(0, 0),
            QPoint(0, delta),
            Qt.MouseButton.NoButton,
            NO_MOD,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(w, event)
        self.counts["wheel"] += 1
        return f"wheel {delta} over {type(w).__name__}"

    def resize(self, _top: QWidget) -> str:
        """The window to a random size (tiny ones too)."""
        if self.rng.random() < 0.6:
            w, h = self.rng.choice(SIZES)
        else:
            w, h = self.rng.randrange(200, 2000), self.rng.randrange(150, 1300)
        self.window.resize(w, h)
        self.counts["resize"] += 1
        got = self.window.size()
        return f"resize to {w}x{h} (got {got.width()}x{got.height()})"

    def window_state(self, _top: QWidget) -> str:
        """Maximise, full screen or back to normal."""
        choice = self.rng.choice(["showMaximized", "showNormal", "showFullScreen", "showNormal"])
        getattr(self.window, choice)()
        self.counts["window-state"] += 1
        return choice

    def _menu_actions(self) -> list:
        out = []

        def walk(menu: QMenu) -> None:
            for a in menu.actions():
                if a.menu() is not None:
                    walk(a.menu())
                elif not a.isSeparator() and a.isVisible():
                    out.append(a)

        for a in self.window.menuBar().actions():
            if a.menu() is not None:
                walk(a.menu())
        return [a for a in out if not self._is_quit(a)]

    def _is_quit(self, action) -> bool:
        if action is getattr(self.window, "a_quit", None):
            return True
        if action.menuRole() == action.MenuRole.QuitRole:
            return True
        quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
        if any(action.shortcut() == k for k in quit_keys if not k.isEmpty()):
            return True
        return bool(QUIT_WORDS.search(action.text().replace("&", "")))

    def menu_action(self, _top: QWidget) -> str:
        """Trigger a random menu action (never Quit)."""
        actions = [a for a in self._menu_actions() if a.isEnabled()]
        if not actions:
            return "no menu action"
        a = self.rng.choice(actions)
        label = a.text()
        a.trigger()
        self.counts["menu"] += 1
        return f"menu action {label!r}"

    def open_menu(self, _top: QWidget) -> str:
        """Click a menu title in the menu bar (the menu pops up; later steps play in it)."""
        bar = self.window.menuBar()
        titles = [a for a in bar.actions() if a.isVisible()]
        if not titles or not bar.isVisible():
            return "no menu bar"
        a = self.rng.choice(titles)
        rect = bar.actionGeometry(a)
        if rect.isEmpty():
            return f"menu {a.text()!r} has no place in the bar"
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, NO_MOD, rect.center())
        self.counts["open-menu"] += 1
        return f"open menu {a.text()!r}"

    def switch_language(self, _top: QWidget) -> str:
        """Switch the UI language through its menu action."""
        actions = getattr(self.window, "lang_actions", None)
        if not actions:
            return self.menu_action(_top)
        code = self.rng.choice(sorted(actions))
        actions[code].trigger()
        self.counts["language"] += 1
        return f"language {code}"

    def close_window(self, top: QWidget) -> str:
        """Close a dialog or secondary window (never the main window)."""
        if top is self.window:
            return "not closing the main window"
        top.close()
        self.counts["close"] += 1
        return f"close {type(top).__name__}"

    def play_legal(self, top: QWidget) -> str:
        """A legal move made through the UI as a player would (so the match moves on): card, button, discard, bid."""
        c = getattr(self.window, "controller", None)
        panel = getattr(self.window, "panel", None)
        scene = getattr(self.window, "scene", None)
        view = self._view()
        if c is None or panel is None or scene is None or view is None or not c.waiting_for_human or c.state is None:
            return self.idle(top)
        legal = texts(c.state.view(c.human).legal_actions)
        if not legal:
            return "no legal action"
        text = self.rng.choice(legal)
        word = text.split()[0]
        vp = view.viewport()

        def click_card(code: str) -> bool:
            item = scene.item_for(code)
            if item is None:
                return False
            pos = view.mapFromScene(item.mapToScene(QPointF(0, 0)))
            if not vp.rect().contains(pos):
                return False
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, NO_MOD, pos)
            return True

        self.counts["legal"] += 1
        if word == "play":
            ok = click_card(text.split()[1])
            return f"legal: click card for {text!r}" + ("" if ok else " (card not on the table)")
        if word == "discard" and panel.discard.isVisible():
            want = set(text.split()[1:])
            have = set(getattr(self.window, "selection", set()))
            for code in sorted(want ^ have):
                click_card(code)
            if panel.discard.isEnabled():
                QTest.mouseClick(panel.discard, Qt.MouseButton.LeftButton)
            return f"legal: select and {text!r}"
        if word == "bid" and panel.composer.isVisible():
            go = panel.composer.go
            if go.isEnabled():
                QTest.mouseClick(go, Qt.MouseButton.LeftButton)
            return f"legal: bid button {go.text()!r}"
        for b in self._visible(self.window, QAbstractButton):
            if b.property("action") == text:
                QTest.mouseClick(b, Qt.MouseButton.LeftButton)
                return f"legal: button {b.text()!r} for {text!r}"
        return f"legal: no control for {text!r}"

    def idle(self, _top: QWidget) -> str:
        """Do nothing for a moment: timers, animations and bots run."""
        ms = self.rng.choice([0, 5, 20, 60, 150])
        QTest.qWait(ms)
        self.counts["idle"] += 1
        return f"wait {ms} ms"

    # checks ---------------------------------------------------------------------------
    def check_stall(self, limit: float | None = None) -> None:
        """With no input, a running deal must reach the human's turn (or move on) — never wait forever."""
        c = getattr(self.window, "controller", None)
        pages = getattr(self.window, "pages", None)
        table = getattr(self.window, "table_page", None)
        if c is None or c.state is None or c.state.is_over:
            return
        if pages is not None and table is not None and pages.currentWidget() is not table:
            return
        if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget() is not None:
            return
        hold = getattr(self.window, "trick_hold", None)
        if hold is not None and hold.waiting:
            return  # a finished trick waits for the player's click, as the setting asks: not a stall
        state = c.state
        n = len(state.history)
        pause = getattr(c, "bot_pause_ms", 0) + getattr(c, "trick_pause_ms", 0)
        limit = limit if limit is not None else max(4.0, 6 * pause / 1000)
        end = time.perf_counter() + limit
        while time.perf_counter() < end:
            if c.waiting_for_human or c.state is not state or len(state.history) != n or state.is_over:
                break
            QTest.qWait(10)
        else:
            self._finding(
                "stall",
                f"the deal waits forever: to_move={state.to_move}, human={c.human}, "
                f"waiting_for_human={c.waiting_for_human}, phase={state.view(c.human).phase}, "
                f"{len(state.history)} actions, waited {limit:g} s",
            )
            return
        if c.waiting_for_human and c.state is state:
            if state.to_move != c.human:
                self._finding("stall", f"waiting for the human but seat {state.to_move} is to move")
            elif not state.legal_actions():
                self._finding("stall", "waiting for the human, who has no legal action")
        self._collect_errors()

    def check_ugly(self) -> None:
        """Things that do not crash but look wrong: clipped controls, cards off the table, raw placeholders."""
        win = self.window
        size = f"{win.width()}x{win.height()}"
        rect = win.rect()
        for b in self._visible(win, QAbstractButton):
            r = b.rect().translated(b.mapTo(win, QPoint(0, 0)))
            if not rect.contains(r):
                self._ugly(
                    f"clipped-button:{type(b).__name__}",
                    f"button {b.text()!r} lies partly outside the window ({r.getRect()} in {size})",
                )
        for w in [*self._visible(win), *(x for t in self._windows() for x in self._visible(t))]:
            text = w.text() if hasattr(w, "text") and callable(w.text) else ""
            if isinstance(text, str) and PLACEHOLDER.search(text):
                self._ugly(f"placeholder:{type(w).__name__}", f"{type(w).__name__} shows a raw placeholder: {text!r}")
        msg = win.statusBar().currentMessage() if hasattr(win, "statusBar") else ""
        if PLACEHOLDER.search(msg):
            self._ugly("placeholder:status", f"the status bar shows a raw placeholder: {msg!r}")
        cards, view = self._cards()
        if view is not None:
            vp = view.viewport().rect()
            for item in cards:
                p = view.mapFromScene(item.mapToScene(QPointF(0, 0)))
                if item.code is not None and getattr(item, "interactive", False) and not vp.contains(p):
                    self._ugly("card-off-table", f"playable card {item.key} is outside the table at {size}")
        sheet = getattr(win, "sheet", None)
        if sheet is not None and sheet.isVisible() and view is not None:
            g = sheet.geometry()
            if not view.viewport().rect().contains(g):
                self._ugly("sheet-clipped", f"the score sheet {g.getRect()} does not fit the table at {size}")

    def report(self) -> str:
        """What happened: counts, slowest steps, findings."""
        lines = [
            f"seed {self.seed}: {self.step_no} steps; " + ", ".join(f"{k} {v}" for k, v in sorted(self.counts.items()))
        ]
        lines.append("slowest steps: " + "; ".join(f"{t:.2f}s #{n} {a}" for t, n, a in self.slowest[:5]))
        lines.append(f"quit attempts blocked: {self.guard.blocked}; links caught: {self.catcher.urls[:3]}")
        if self.stuck_buttons:
            lines.append(f"mouse buttons left held (released by the monkey): {self.stuck_buttons}")
        lines.extend(f.text() for f in self.findings)
        lines.extend(f.text() for f in self.ugly.values())
        return "\n".join(lines)
