"""The action bar under the table: the prompt, and a control for every legal action that is not a card click.

Cards are played by clicking them on the table; discards are chosen by
selecting cards and pressing Discard; a game whose bids are built from parts (Ulti) brings its own composer;
every other legal action (propose, stand, accept, refuse, king, take, pass,
trump, announce, kontra, give-up — and anything a future game adds) is a
button labelled from ``texts``, so every game is playable before it has a panel.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.protocol import Action, View
from cardtable.ui.flow import FlowLayout
from cardtable.ui.look import bar_style
from cardtable.ui.profiles import profile

PANEL_STYLE = (
    bar_style("ActionPanel", "top")
    + """
QLabel#Prompt { font-size: 15px; }
QPushButton { background: #f4efe2; color: #1d2b24; border: 1px solid #c9bf9f; border-radius: 7px;
              padding: 6px 14px; font-size: 14px; min-height: 22px; }
QPushButton:hover { background: #fffaf0; border-color: #f2c75c; }
QPushButton:pressed { background: #e6dcc3; }
QPushButton:disabled { background: #5b7367; color: #a9b9b0; border-color: #5b7367; }
QPushButton#Primary { background: #f2c75c; border-color: #c99a2e; font-weight: bold; }
QPushButton#Primary:disabled { background: #5b7367; color: #a9b9b0; border-color: #5b7367; }
QCheckBox, QRadioButton { color: #eef3ec; font-size: 13px; spacing: 6px; }
QCheckBox::indicator, QRadioButton::indicator { width: 11px; height: 11px; background: #f4efe2;
                                                 border: 2px solid #9fb3a8; }
QCheckBox::indicator { border-radius: 3px; }
QRadioButton::indicator { border-radius: 7px; }
QCheckBox::indicator:checked, QRadioButton::indicator:checked { background: #f2c75c; border: 2px solid #f4efe2;
                                                                outline: none; }
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled { background: #5b7367; border-color: #5b7367; }
QCheckBox:disabled, QRadioButton:disabled { color: #8da297; }
QComboBox { background: #f4efe2; color: #1d2b24; border-radius: 6px; padding: 3px 8px; min-height: 22px; }
"""
)


class Composer(QWidget):
    """A game's bid composer (Ulti's builds a contract from parts); this one, the bar's placeholder, offers none."""

    bid = Signal(object)  # the bid composed: one of the legal bid Actions

    def set_legal(self, bids: Sequence[Action]) -> None:
        """Offer exactly ``bids``."""


class ActionPanel(QFrame):
    """The bar under the table: prompt on the left, the controls for the legal actions on the right."""

    action_chosen = Signal(object)  # the Action chosen (one of the view's legal actions)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("ActionPanel")
        self.setStyleSheet(PANEL_STYLE)
        # as tall as the wrapped prompt needs at the bar's width (a fixed height cut a long prompt at 800 px)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 8)
        outer.setSpacing(6)
        top = QHBoxLayout()
        top.setSpacing(8)
        self.prompt = QLabel()
        self.prompt.setObjectName("Prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setMinimumHeight(34)
        top.addWidget(self.prompt, 1)
        # the buttons: beside the prompt while they leave it room, else in rows of their own under it
        self.button_area = QWidget()
        self.buttons_box = FlowLayout(8)
        self.button_area.setLayout(self.buttons_box)
        top.addWidget(self.button_area)
        self.discard = QPushButton()
        self.discard.setObjectName("Primary")
        self.discard.clicked.connect(self._discard_clicked)
        top.addWidget(self.discard)
        outer.addLayout(top)
        self._top = top
        self._outer = outer
        self.composer = Composer()  # the game's bid composer (Ulti's), made when a game has one
        self._composer_game = ""
        outer.addWidget(self.composer)
        self.buttons: dict[str, QPushButton | QComboBox] = {}  # by action text; "list" and "say" for a long list
        self._view: View | None = None
        self._discards: dict[tuple[str, ...], Action] = {}  # the legal discards by their cards' codes
        self._selection: list[str] = []
        self._waiting_text = ""
        self.discard.hide()
        self.composer.hide()

    def numbered(self) -> list[QPushButton]:
        """The bar's buttons in reading order: the digit keys 1–9 press them (TableView.key_number)."""
        # (a button just added is not shown yet: Qt shows it from the event loop)
        out = [b for b in self.buttons.values() if isinstance(b, QPushButton)]
        go = getattr(self.composer, "go", None)  # the bid composer's Bid button
        if isinstance(go, QPushButton) and not self.composer.isHidden():
            out.append(go)
        if not self.discard.isHidden():
            out.append(self.discard)
        return out[:9]

    def press(self, n: int) -> bool:
        """Press the ``n``-th button (from 1), if there is one and it may be pressed."""
        buttons = self.numbered()
        if 1 <= n <= len(buttons) and buttons[n - 1].isEnabled():
            buttons[n - 1].click()
            return True
        return False

    def _number(self) -> None:
        """Each button's tooltip names its digit key."""
        for n, b in enumerate(self.numbered(), 1):
            b.setToolTip(self.tr("Key {n}").format(n=n))
            b.setAutoDefault(True)  # Enter presses the button with the focus, as Space does

    def max_selection(self) -> int:
        """How many cards a discard may name (0 when no discard is legal)."""
        return max((len(k) for k in self._discards), default=0)

    def selecting(self) -> bool:
        """True when the legal actions include discards: cards are selected, not played."""
        return bool(self._discards)

    def show_waiting(self, text: str) -> None:
        """Not the human's turn: just a line of text."""
        self._view = None
        self._discards = {}
        self._waiting_text = text
        self.prompt.setText(text)
        self._clear_buttons()
        self.discard.hide()
        self.composer.hide()
        self._arrange()

    def show_choices(self, text: str, choices: list[tuple[str, object]], primary: int = -1) -> None:
        """A line of text and a few plain buttons (label, callback) — e.g. "Next deal" between deals.

        ``primary`` is the index of the button drawn as the one to press (the last by default).
        """
        self.show_waiting(text)
        primary %= max(1, len(choices))
        for i, (label, callback) in enumerate(choices):
            b = QPushButton(label)
            if i == primary:
                b.setObjectName("Primary")
            b.clicked.connect(lambda _=False, f=callback: f())
            self.buttons_box.addWidget(b)
            self.buttons[f"choice:{i}"] = b
        self._number()
        self._arrange()

    def show_turn(self, view: View, selection: list[str]) -> None:
        """The human's turn: the prompt and the controls for ``view.legal_actions``."""
        table = profile(view.game)
        self._view = view
        self._selection = list(selection)
        legal = view.legal_actions
        codes = view.deck.codes
        self._discards = {_multiset([codes[c] for c in a.cards]): a for a in legal if a.kind in table.select_kinds}
        bids = [a for a in legal if a.kind == "bid"] if table.composer else []
        if bids:
            self._ensure_composer(view.game)
        clicks = set(table.card_actions(view).values())  # done by clicking the card (MÜ's reveals)
        others = [a for a in legal if a.kind not in ("play", *table.select_kinds) and a not in bids and a not in clicks]
        self.prompt.setText(profile(view.game).prompt(view))
        self._clear_buttons()
        if table.use_list(view, others):
            # e.g. Tarokk's announcement turn (every figure, every kontra word) or its call (any tarokk): the
            # plain words stay buttons, the long list goes into one drop-down with a Say button
            listed = [a for a in others if a.text not in table.plain_words]
            others = [a for a in others if a.text in table.plain_words]
            self._add_choice_list(view.game, listed)
        for action in others:
            b = QPushButton(profile(view.game).action_label(action))
            b.setProperty("action", action.text)
            b.clicked.connect(lambda _=False, a=action: self.action_chosen.emit(a))
            self.buttons_box.addWidget(b)
            self.buttons[action.text] = b
        self.composer.setVisible(bool(bids))
        if bids:
            self.composer.set_legal(bids)
        self.discard.setVisible(bool(self._discards))
        self.update_selection(selection)
        self._number()
        self._arrange()

    def _arrange(self) -> None:
        """The buttons beside the prompt when they take at most half the bar, else in rows under it."""
        room = self.width() - 28 - (self.discard.sizeHint().width() + 8 if self.discard.isVisibleTo(self) else 0)
        beside = self.buttons_box.sizeHint().width() <= room * 0.5
        if beside == (self._top.indexOf(self.button_area) >= 0):
            return
        if beside:
            self._outer.removeWidget(self.button_area)
            self._top.insertWidget(1, self.button_area)
        else:
            self._top.removeWidget(self.button_area)
            self._outer.insertWidget(1, self.button_area)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _ensure_composer(self, game: str) -> None:
        """Put the game's bid composer (its profile makes it) in place of the last game's."""
        if self._composer_game == game:
            return
        made = profile(game).make_composer()
        if made is None:
            return
        made.bid.connect(self.action_chosen)
        self._outer.replaceWidget(self.composer, made)
        self.composer.hide()  # not setParent(None): see _clear_buttons
        self.composer.deleteLater()
        self.composer, self._composer_game = made, game

    def update_selection(self, selection: list[str]) -> None:
        """The selected cards (codes; a code held twice may be there twice) changed: enable a legal discard."""
        self._selection = list(selection)
        if not self._discards:
            return
        chosen = self._discards.get(_multiset(selection))
        if not selection and chosen and self._view is not None:
            self.discard.setText(profile(self._view.game).action_label(chosen))  # Écarté: "Minden lapot megtartok"
        elif self._view is not None:
            # the game's own words: Ulti's "Talont lerakom", Écarté's "Eldobás"; never "Discard 0 cards"
            self.discard.setText(profile(self._view.game).discard_label(len(selection)))
        own = profile(self._view.game).select_button(self._view, selection) if self._view is not None else None
        if own:
            self.discard.setText(own)
        self.discard.setEnabled(chosen is not None)

    def discard_action(self) -> Action | None:
        """The legal discard the selection makes, if any."""
        return self._discards.get(_multiset(self._selection))

    def _discard_clicked(self) -> None:
        chosen = self.discard_action()
        if chosen is not None:
            self.action_chosen.emit(chosen)

    def _add_choice_list(self, game: str, actions: Sequence[Action]) -> None:
        """A drop-down of action labels and a Say button that sends the chosen one."""
        combo = QComboBox()
        combo.setObjectName("ActionList")
        for action in profile(game).sorted_actions(list(actions)):
            combo.addItem(profile(game).action_label(action), action)
        combo.setMaxVisibleItems(16)
        # as wide as a long label, not the longest one: the window must not grow to fit the list
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(22)
        combo.setAccessibleName(self.tr("Choose what to say"))
        say = QPushButton(self.tr("Say"))
        say.setProperty("action", "say")
        say.clicked.connect(lambda _=False, c=combo: self.action_chosen.emit(c.currentData()))
        self.buttons_box.addWidget(combo)
        self.buttons_box.addWidget(say)
        self.buttons["list"] = combo
        self.buttons["say"] = say

    def _clear_buttons(self) -> None:
        # Hidden, then deleted where they are: a widget taken out with setParent(None) becomes a top-level window,
        # and the show Qt queued when it was added to the bar would open it (a stray "Feladom" took the focus).
        for b in self.buttons.values():
            self.buttons_box.removeWidget(b)
            b.hide()
            b.deleteLater()
        self.buttons.clear()

    def retranslate(self) -> None:
        """Relabel everything in the UI language, in place: the same controls, the focus where it was."""
        view = self._view
        if view is None:
            return
        self.prompt.setText(profile(view.game).prompt(view))
        legal = {a.text: a for a in view.legal_actions}
        for key, control in self.buttons.items():
            if isinstance(control, QComboBox):
                for i in range(control.count()):
                    control.setItemText(i, profile(view.game).action_label(control.itemData(i)))
            elif key == "say":
                control.setText(self.tr("Say"))
            elif key in legal:
                control.setText(profile(view.game).action_label(legal[key]))
        self.update_selection(self._selection)
        self._number()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _multiset(codes: list[str]) -> tuple[str, ...]:
    """Cards as a sorted tuple: a discard's cards in any order, copies of a code counted."""
    return tuple(sorted(codes))


def bare(widget: QWidget) -> None:
    """Make a widget transparent to the mouse (overlays that only show)."""
    widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
