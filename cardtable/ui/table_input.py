"""The player's hands on the table: card clicks and drops, the keyboard, the action bar's choices → the controller.

A chosen action goes to the controller (through the coach first, in teaching mode); a refused one is said in
the status bar and on the card, with the rule it breaks. The cards the player may not play carry that reason
as they are shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.engine.protocol import Action, View
from cardtable.ui.profiles import profile
from cardtable.ui.table import key_code
from cardtable.ui.window_part import WindowPart

if TYPE_CHECKING:
    from cardtable.ui.mainwindow import MainWindow


class TableInput(WindowPart):
    """Turns the player's clicks, drops and keys on ``window``'s table into actions."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.panel = window.panel
        self.selection: set[str] = set()  # the selected cards' keys (discards, exchanges)
        self.focus_index = -1  # the keyboard's card in the hand (-1: none yet)

    def reset(self) -> None:
        """A new deal (or a move taken back): nothing selected, no card in focus."""
        self.selection.clear()
        self.focus_index = -1

    # clicks ---------------------------------------------------------------------------------------------------------
    def card_clicked(self, key: str) -> None:
        """A card of the human's hand was clicked: select it, play it, or say why not."""
        view = self.window.current
        code = key_code(key)
        if view is None or code not in view.hand:
            return
        if not self.controller.waiting_for_human:
            self.window.say(lambda: self.tr("Please wait for your turn."))
            return
        if self.panel.selecting():
            n = self.panel.max_selection()
            if key in self.selection:
                self.selection.discard(key)
            elif len(self.selection) < n:
                self.selection.add(key)
            else:
                self.window.say(lambda: self.tr("You may select at most {n} cards.").format(n=n))
            self.panel.update_selection(self.selected_codes())
            self.update_hand_state(view)
            return
        action = profile(view.game).card_actions(view).get(code)
        self.do_action(action if action is not None else self.controller.card_play(view.deck.card(code)))

    def selected_codes(self) -> list[str]:
        """The selected cards' codes (a code held twice may be selected twice)."""
        return [key_code(k) for k in self.selection]

    def card_dropped(self, key: str, on_trick: bool) -> None:
        """A card was dragged: onto the trick it is played (or clicked, while selecting); elsewhere it goes back."""
        if on_trick and not self.panel.selecting():
            self.card_clicked(key)
        else:
            self.scene.relayout()

    def do_action(self, action: Action) -> None:
        """The human chose ``action`` (a button, a card, a bid, a board's click, a hint)."""
        if self.controller.waiting_for_human and self.window.coach_bridge.ask_warning(action):
            return
        self.apply_human(action)

    def apply_human(self, action: Action) -> None:
        """Play ``action`` for the human now; a refusal is said, shown on the card, and worded by the coach."""
        refusal = self.controller.human_action(action)
        if refusal is None:
            self.window.clear_refusal()
            return
        view = self.window.current
        game = view.game if view else ""
        self.window.say(lambda: profile(game).refusal(refusal), error=True)
        self.window.coach_bridge.explain_refusal(refusal, action)
        if view is not None and action.kind == "play":
            code = view.deck.codes[action.cards[0]]
            item = self.scene.item_for(code)
            if item is not None:
                item.setToolTip(profile(game).refusal(refusal))
                self.scene.refuse_card(code, profile(game).refusal(refusal))

    # keys -----------------------------------------------------------------------------------------------------------
    def _hand_keys(self) -> list[str]:
        return [item.key for item in self.scene.hand_items()]  # the fan, then (MÜ) the cards laid face up

    def key_move(self, step: int) -> None:
        """An arrow key: the focus moves ``step`` cards along the hand."""
        hand = self._hand_keys()
        if not hand:
            return
        self.focus_index = (self.focus_index + step) % len(hand) if self.focus_index >= 0 else 0
        self.apply_focus()

    def key_jump(self, to: int) -> None:
        """Home (0) or End (-1): the focus goes to the first or the last card."""
        hand = self._hand_keys()
        if hand:
            self.focus_index = to % len(hand)
            self.apply_focus()

    def key_number(self, n: int) -> None:
        """A digit: the action bar's n-th button is pressed (the help page and each button's tooltip say which)."""
        self.panel.press(n)

    def apply_focus(self) -> None:
        """Draw the keyboard's focus on its card (none when the hand has no card there), and say it."""
        hand = self._hand_keys()
        key = hand[self.focus_index] if 0 <= self.focus_index < len(hand) else None
        self.scene.set_focus_card(key)
        self.window.describe_focus(self.scene.items_by_key.get(key) if key else None, self.focus_index, len(hand))

    def key_activate(self) -> None:
        """Enter or Space: the card in focus is clicked; with none, the discard button (when it may be pressed)."""
        hand = self._hand_keys()
        if 0 <= self.focus_index < len(hand):
            self.card_clicked(hand[self.focus_index])
        elif self.panel.discard.isVisible() and self.panel.discard.isEnabled():
            self.panel.discard.click()

    # the hand's look ------------------------------------------------------------------------------------------------
    def update_hand_state(self, view: View) -> None:
        """The player's turn: which cards may be played, why the others may not, which are selected."""
        playable = set(profile(view.game).card_actions(view))
        reasons: dict[str, str] = {}
        selecting = self.panel.selecting()
        if playable and not selecting:
            for code in view.hand:
                if code not in playable:
                    refusal = self.controller.explain(self.controller.card_play(view.deck.card(code)))
                    if refusal is not None:
                        reasons[code] = profile(view.game).refusal(refusal)
        self.scene.set_hand_state(playable, reasons, self.selection, selecting)
        self.apply_focus()

    def set_hand_idle(self) -> None:
        """Not the player's turn: no card is playable (the selection stays drawn)."""
        self.scene.set_hand_state(set(), {}, self.selection, False)
